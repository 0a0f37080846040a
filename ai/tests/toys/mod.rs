//! Tiny games that each isolate one feature of the `Game` API a search must handle.
#![allow(dead_code)]

use cubist_core::{
    DecodeError, Game, GameOptions, GameRng, LevelSearch, NotationError, Observer, OptionField,
    Outcome, Playout, RenderStyle, SearchHints, Seat, SeatSet, SecretChoice, ToMove,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Options of games that have none.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NoOptions;

impl GameOptions for NoOptions {
    fn fields() -> Vec<OptionField<Self>> {
        Vec::new()
    }
}

fn digit(text: &str, below: u8) -> Result<u8, NotationError> {
    match text.trim().parse::<u8>() {
        Ok(d) if d < below => Ok(d),
        _ => Err(NotationError::untranslated(
            text,
            format!("a digit below {below}"),
        )),
    }
}

fn hash_bytes(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64 ^ 0x100).wrapping_mul(0x100_0000_01b3)
    })
}

/// Implements the parts of `Game` every toy writes the same way.
macro_rules! toy_boilerplate {
    ($name:literal) => {
        toy_boilerplate!($name, SearchHints::untuned());
    };
    ($name:literal, $hints:expr) => {
        fn search_hints(_players: usize) -> SearchHints {
            $hints
        }
        type Options = NoOptions;
        type Wire = serde_json::Value;
        const NAME: &'static str = $name;
        const WIRE_VERSION: u32 = 1;
        const TITLE: &'static str = $name;
        const RULES: &'static str = "see the test";
        fn options(&self) -> &NoOptions {
            &NoOptions
        }
        fn parse_action(&self, _seat: Seat, text: &str) -> Result<u8, NotationError> {
            digit(text, 10)
        }
        fn format_action(&self, _seat: Seat, action: u8) -> String {
            action.to_string()
        }
        fn encode(&self) -> String {
            format!("{self:?}")
        }
        fn decode(_text: &str) -> Result<Self, DecodeError> {
            Err(DecodeError::new("toy games are not decoded"))
        }
        fn render(view: &Self::View, _style: RenderStyle) -> String {
            format!("{view:?}")
        }
        fn wire(view: &Self::View) -> serde_json::Value {
            serde_json::to_value(view).expect("toy views serialise")
        }
    };
}

/// Search hints unlike any real game's, so a test can tell they were read.
pub const TWO_STEP_HINTS: SearchHints = SearchHints {
    search: LevelSearch::AlphaBeta,
    mcts_iterations: [7, 71, 713, 7_129],
    alphabeta_nodes: [11, 113, 1_129, 11_287],
    playout: Playout::Plies(4),
    secret: SecretChoice::SampledMaximin,
};

/// The untuned budgets, with alpha-beta asked for at every level.
pub const ALPHA_BETA_UNTUNED: SearchHints = SearchHints {
    search: LevelSearch::AlphaBeta,
    ..SearchHints::untuned()
};

// ---------------------------------------------------------------------------------

/// Two players, perfect information, and a turn of two actions: seat 0 plays `a` then
/// `b`, seat 1 plays `c`. `a = 1` is a draw; `a = 0, b = 0` wins for seat 0 and
/// `a = 0, b = 1` loses, whatever `c`. Correct search plays `a = 0, b = 0`; a search
/// that negated between seat 0's two actions would think `a = 0` loses and draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TwoStep {
    pub moves: Vec<u8>,
}

impl Game for TwoStep {
    type Action = u8;
    type View = TwoStep;
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    toy_boilerplate!("two-step", TWO_STEP_HINTS);

    fn new(_: &NoOptions, _seed: u64) -> Self {
        TwoStep { moves: Vec::new() }
    }
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.moves.len() {
            0 | 1 => ToMove::One(0),
            2 => ToMove::One(1),
            _ => ToMove::Over,
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<u8>) {
        out.clear();
        if self.to_move().includes(seat) {
            out.extend([0, 1]);
        }
    }
    fn play(&mut self, _seat: Seat, action: u8) {
        self.moves.push(action);
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.moves.len() < 3 {
            return None;
        }
        let scores = vec![0, 0];
        Some(match (self.moves[0], self.moves[1]) {
            (1, _) => Outcome::new(scores, [0, 1].into_iter().collect(), "draw"),
            (_, 0) => Outcome::win(0, scores, "a=0, b=0"),
            _ => Outcome::win(1, scores, "a=0, b=1"),
        })
    }
    fn view(&self, _: Observer) -> TwoStep {
        self.clone()
    }
    fn determinize(view: &TwoStep, _: &mut GameRng) -> Self {
        view.clone()
    }
    fn state_hash(&self) -> u64 {
        hash_bytes(&self.moves)
    }
}

// ---------------------------------------------------------------------------------

/// Three players. Seat 0 picks: 0 = seat 1 wins, 1 = seat 2 wins, 2 = all three share
/// the win, 3 = seat 1 decides between 0 = seat 1 wins and 1 = seat 0 wins. Seat 1
/// will of course pick its own win, so the best for seat 0 is the shared win (2),
/// although random play rates 3 higher.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThreeWay {
    pub moves: Vec<u8>,
}

impl Game for ThreeWay {
    type Action = u8;
    type View = ThreeWay;
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    // Alpha-beta cannot play three seats: its levels fall back to MCTS.
    toy_boilerplate!("three-way", ALPHA_BETA_UNTUNED);

    fn new(_: &NoOptions, _seed: u64) -> Self {
        ThreeWay { moves: Vec::new() }
    }
    fn num_players(&self) -> usize {
        3
    }
    fn to_move(&self) -> ToMove {
        match self.moves.as_slice() {
            [] => ToMove::One(0),
            [3] => ToMove::One(1),
            _ => ToMove::Over,
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<u8>) {
        out.clear();
        match self.to_move() {
            ToMove::One(0) if seat == 0 => out.extend([0, 1, 2, 3]),
            ToMove::One(1) if seat == 1 => out.extend([0, 1]),
            _ => {}
        }
    }
    fn play(&mut self, _seat: Seat, action: u8) {
        self.moves.push(action);
    }
    fn outcome(&self) -> Option<Outcome> {
        let scores = vec![0, 0, 0];
        match self.moves.as_slice() {
            [0] | [3, 0] => Some(Outcome::win(1, scores, "seat 1")),
            [1] => Some(Outcome::win(2, scores, "seat 2")),
            [2] => Some(Outcome::new(
                scores,
                [0, 1, 2].into_iter().collect(),
                "shared",
            )),
            [3, 1] => Some(Outcome::win(0, scores, "seat 0")),
            _ => None,
        }
    }
    fn view(&self, _: Observer) -> ThreeWay {
        self.clone()
    }
    fn determinize(view: &ThreeWay, _: &mut GameRng) -> Self {
        view.clone()
    }
    fn state_hash(&self) -> u64 {
        hash_bytes(&self.moves)
    }
}

// ---------------------------------------------------------------------------------

/// A simultaneous secret choice with an unbalanced table. Both seats commit 0 or 1;
/// for seat 0: (0, 0) wins, (0, 1) and (1, 0) lose, (1, 1) draws. The equilibrium has
/// each seat play 0 with probability 1/3 (seat 0 then wins 1/3 on average).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Biased {
    pub commits: [Option<u8>; 2],
}

/// What a seat knows: its own commitment and whether the other has committed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BiasedView {
    pub observer: Option<Seat>,
    pub own: Option<u8>,
    pub committed: [bool; 2],
}

impl Game for Biased {
    type Action = u8;
    type View = BiasedView;
    const PERFECT_INFORMATION: bool = false;
    const CHANCE: bool = false;
    toy_boilerplate!("biased");

    fn new(_: &NoOptions, _seed: u64) -> Self {
        Biased { commits: [None; 2] }
    }
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        let waiting: SeatSet = (0..2).filter(|&s| self.commits[s].is_none()).collect();
        if waiting.is_empty() {
            ToMove::Over
        } else {
            ToMove::Simultaneous(waiting)
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<u8>) {
        out.clear();
        if self.to_move().includes(seat) {
            out.extend([0, 1]);
        }
    }
    fn play(&mut self, seat: Seat, action: u8) {
        self.commits[seat] = Some(action);
    }
    fn outcome(&self) -> Option<Outcome> {
        let scores = vec![0, 0];
        match self.commits {
            [Some(0), Some(0)] => Some(Outcome::win(0, scores, "both 0")),
            [Some(1), Some(1)] => {
                Some(Outcome::new(scores, [0, 1].into_iter().collect(), "both 1"))
            }
            [Some(_), Some(_)] => Some(Outcome::win(1, scores, "different")),
            _ => None,
        }
    }
    fn view(&self, observer: Observer) -> BiasedView {
        BiasedView {
            observer: observer.seat(),
            own: observer.seat().and_then(|s| self.commits[s]),
            committed: [self.commits[0].is_some(), self.commits[1].is_some()],
        }
    }
    fn determinize(view: &BiasedView, rng: &mut GameRng) -> Self {
        let mut commits = [None; 2];
        for (s, c) in commits.iter_mut().enumerate() {
            if view.committed[s] {
                *c = if view.observer == Some(s) {
                    view.own
                } else {
                    Some(rng.random_range(0..2))
                };
            }
        }
        Biased { commits }
    }
    fn state_hash(&self) -> u64 {
        hash_bytes(&self.commits.map(|c| c.map_or(9, |v| v)))
    }
}

// ---------------------------------------------------------------------------------

/// Hidden information: seat 0 holds a secret card 0..4 (dealt from the seed); seat 1
/// guesses it once and wins if right. Seat 1 sees only its own guess.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Guess {
    pub card: u8,
    pub guess: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GuessView {
    pub card: Option<u8>,
    pub guess: Option<u8>,
}

impl Game for Guess {
    type Action = u8;
    type View = GuessView;
    const PERFECT_INFORMATION: bool = false;
    const CHANCE: bool = false;
    // Alpha-beta cannot play hidden information: its levels fall back to MCTS.
    toy_boilerplate!("guess", ALPHA_BETA_UNTUNED);

    fn new(_: &NoOptions, seed: u64) -> Self {
        Guess {
            card: (seed % 4) as u8,
            guess: None,
        }
    }
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        if self.guess.is_none() {
            ToMove::One(1)
        } else {
            ToMove::Over
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<u8>) {
        out.clear();
        if self.to_move().includes(seat) {
            out.extend([0, 1, 2, 3]);
        }
    }
    fn play(&mut self, _seat: Seat, action: u8) {
        self.guess = Some(action);
    }
    fn outcome(&self) -> Option<Outcome> {
        let g = self.guess?;
        let winner = if g == self.card { 1 } else { 0 };
        Some(Outcome::win(winner, vec![0, 0], "guessed"))
    }
    fn view(&self, observer: Observer) -> GuessView {
        GuessView {
            card: (observer == Observer::Seat(0)).then_some(self.card),
            guess: self.guess,
        }
    }
    fn determinize(view: &GuessView, rng: &mut GameRng) -> Self {
        Guess {
            card: view.card.unwrap_or_else(|| rng.random_range(0..4)),
            guess: view.guess,
        }
    }
    fn state_hash(&self) -> u64 {
        hash_bytes(&[self.card, self.guess.unwrap_or(9)])
    }
}
