//! Tilt (our name for an unnamed rulebook), as settled by the Cubist rulings.
//!
//! Two players place and slide eight cubes each on a square board. A cube is active
//! (turned 45°, its corners filling the four orthogonal neighbours) or inactive. Only
//! active cubes slide, and a slide turns every active cube beside its path. A slide
//! that leaves the mover inactive earns a bonus move. A player who cannot place or
//! slide at the start of a turn loses.

mod action;
mod board;
mod catalogue;
mod check;
mod encoding;
mod evaluation;
mod geometry;
mod hash;
mod hints;
mod lessons;
mod numeric;
mod options;
mod picture;
mod position;
mod render;
mod themes;
mod wire;
mod words;

pub use action::Action;
pub use board::CUBES;
pub use catalogue::WORDS;
pub use encoding::board_text;
pub use geometry::{Square, MAX_SIZE, MIN_SIZE};
pub use options::{TiltOptions, SEAT_COLOURS, SEAT_NAMES};
pub use position::{Cell, Position};
pub use wire::{TiltBonus, TiltCube, TiltSeat, TiltWire};

use catalogue::phrase;
use cubist_core::{
    game_rng, Args, DecodeError, GameRng, NotationError, Observer, Outcome, Phrase, RenderStyle,
    RuleError, Seat, ToMove,
};
use serde::{Deserialize, Serialize};

/// Light is seat 0, Dark is seat 1.
pub const LIGHT: Seat = 0;
pub const DARK: Seat = 1;

/// Actions a game's move lists have room for from the start: more than most games
/// take, few enough that a game still costs little memory.
const TYPICAL_GAME: usize = 64;

/// Why the game ended, or that it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    Playing,
    /// The winner's opponent could neither place nor slide at the start of its turn.
    Won(Seat),
    /// A position occurred for the `repetition`-th time: a draw.
    #[serde(rename = "DrawByRepetition")]
    Repetition,
    /// The action cap was reached: a draw.
    #[serde(rename = "DrawByCap")]
    Cap,
}

/// A Tilt game: the position now, and the way it was reached (for the repetition rule
/// and for a state encoding that can be checked move by move).
///
/// Serialised (e.g. as the JSON view) as its [`Game::encode`] text, so that reading
/// one back goes through the same checks as [`Game::decode`].
///
/// [`Game::encode`]: cubist_core::Game::encode
/// [`Game::decode`]: cubist_core::Game::decode
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Tilt {
    options: TiltOptions,
    pos: Position,
    /// The position the game started from (the empty board, or a set-up position).
    start: Position,
    /// Every action since `start`.
    actions: Vec<Action>,
    /// Keys of every earlier position since `start`: `history[i]` is the key before
    /// action `i`.
    history: Vec<u64>,
    /// A Bloom filter of `history`: bit [`seen_bit`] of every key in it. A position
    /// whose bit is clear has not occurred before, which settles the repetition rule
    /// for most actions without reading the history.
    seen: [u64; 4],
    status: Status,
}

impl Tilt {
    /// A game from a diagram (see [`Tilt::from_diagram_with`]) with default options
    /// for the diagram's board size.
    pub fn from_diagram(diagram: &str, mover: Seat, bonus: Option<Square>) -> Result<Self, Phrase> {
        let probe = encoding::parse_position(diagram, mover, bonus)?;
        let options = TiltOptions {
            size: probe.size,
            ..TiltOptions::default()
        };
        Tilt::from_diagram_with(&options, diagram, mover, bonus)
    }

    /// A game starting from a set-up position, for tests, puzzles and analysis.
    ///
    /// `diagram`: ranks from the top, separated by new lines or `/`, one character per
    /// square (spaces ignored): `.` empty, `L` / `l` a Light cube active / inactive,
    /// `D` / `d` a Dark cube active / inactive. `bonus`: the square of the cube whose
    /// slide earned a pending bonus move for `mover`, if one is pending.
    pub fn from_diagram_with(
        options: &TiltOptions,
        diagram: &str,
        mover: Seat,
        bonus: Option<Square>,
    ) -> Result<Self, Phrase> {
        let pos = encoding::parse_position(diagram, mover, bonus)?;
        if pos.size != options.size {
            let args = Args::new()
                .text("size", pos.size.to_string())
                .text("expected", options.size.to_string());
            return Err(phrase("tilt-diagram-size", args));
        }
        Ok(Tilt::from_position(options.clone(), pos))
    }

    /// A game from a checked position, with no history. The move lists start with
    /// room for a typical game, so that playing one does not regrow them step by step.
    fn from_position(options: TiltOptions, pos: Position) -> Self {
        let mut g = Tilt {
            options,
            pos,
            start: pos,
            actions: Vec::with_capacity(TYPICAL_GAME),
            history: Vec::with_capacity(TYPICAL_GAME),
            seen: [0; 4],
            status: Status::Playing,
        };
        g.status = g.status_now();
        g
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// Actions played since the start.
    pub fn plies(&self) -> usize {
        self.actions.len()
    }

    /// The actions played since the start, oldest first.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The game before its last action, with the seat that played it: the game
    /// replayed from its start (a few hundred actions at most).
    pub(crate) fn before_last(&self) -> Option<(Tilt, Seat, Action)> {
        let (&last, earlier) = self.actions.split_last()?;
        let mut before = Tilt::from_position(self.options.clone(), self.start);
        for &a in earlier {
            let mover = before.pos.mover();
            cubist_core::Game::play(&mut before, mover, a);
        }
        let mover = before.pos.mover();
        Some((before, mover, last))
    }

    /// The board as rows of `.LlDd`, top rank first (the diagram format).
    pub fn diagram(&self) -> String {
        board_text(&self.pos)
    }

    /// The status implied by the position and its history.
    fn status_now(&self) -> Status {
        let mover = self.pos.mover();
        if self.pos.bonus.is_none() && !self.pos.can_start_turn(mover) {
            return Status::Won(1 - mover);
        }
        if self.repetitions() >= self.options.repetition as usize {
            return Status::Repetition;
        }
        if self.actions.len() >= self.options.cap as usize {
            return Status::Cap;
        }
        Status::Playing
    }

    /// How many times the current position (board, mover, bonus state) has occurred,
    /// counting this time. Positions are compared by 64-bit Zobrist keys.
    pub fn repetitions(&self) -> usize {
        let key = self.pos.key();
        let (word, bit) = seen_bit(key);
        if self.seen[word] & bit == 0 {
            return 1;
        }
        1 + self.history.iter().filter(|&&k| k == key).count()
    }

    /// Record the current position as an earlier one, before an action changes it.
    fn remember(&mut self) {
        let key = self.pos.key();
        let (word, bit) = seen_bit(key);
        self.seen[word] |= bit;
        self.history.push(key);
    }
}

/// Where the repetition filter keeps `key`: a word and a bit in it, from the key's
/// top eight bits (Zobrist keys are uniform, so any eight will do).
#[inline]
fn seen_bit(key: u64) -> (usize, u64) {
    ((key >> 62) as usize, 1 << ((key >> 56) & 63))
}

impl From<Tilt> for String {
    fn from(game: Tilt) -> String {
        encoding::encode(&game)
    }
}

impl TryFrom<String> for Tilt {
    type Error = DecodeError;
    fn try_from(text: String) -> Result<Tilt, DecodeError> {
        encoding::decode(&text)
    }
}

/// The rules for players in every spoken language (`rules/*.md`).
const RULES_TEXTS: cubist_core::RulesTexts = cubist_core::rules_texts!("../rules");

impl cubist_core::Game for Tilt {
    type Action = Action;
    type Options = TiltOptions;
    type View = Tilt;
    type Wire = TiltWire;

    const NAME: &'static str = "tilt";
    const TITLE: &'static str = "Tilt";
    const RULES: &'static str = RULES_TEXTS.english();
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    const WIRE_VERSION: u32 = wire::VERSION;

    fn new(options: &TiltOptions, seed: u64) -> Self {
        let mut rng: GameRng = game_rng(seed, 0);
        let mover = options.first.resolve(2, &mut rng);
        Tilt::from_position(options.clone(), Position::empty(options.size, mover))
    }

    fn options(&self) -> &TiltOptions {
        &self.options
    }

    fn num_players(&self) -> usize {
        2
    }

    fn words() -> &'static cubist_core::Catalogue {
        &WORDS
    }

    fn seat_name_in(&self, seat: Seat, lang: cubist_core::Lang) -> String {
        catalogue::seat_name(seat, lang)
    }

    fn seat_colour(&self, seat: Seat) -> cubist_core::SeatColour {
        SEAT_COLOURS[seat % SEAT_COLOURS.len()]
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        match self.status {
            Status::Playing => ToMove::One(self.pos.mover()),
            _ => ToMove::Over,
        }
    }

    #[inline]
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.status == Status::Playing && seat == self.pos.mover() {
            self.pos.legal_actions(out);
        }
    }

    #[inline]
    fn play(&mut self, seat: Seat, action: Action) {
        debug_assert!(
            check::why_illegal(self, seat, action).is_none(),
            "illegal {action} for seat {seat}"
        );
        self.remember();
        self.actions.push(action);
        self.pos.apply(action);
        self.status = self.status_now();
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        match check::why_illegal(self, seat, action) {
            None => Ok(()),
            Some(why) => Err(RuleError::Illegal(why)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let both = [LIGHT, DARK].into_iter().collect();
        match self.status {
            Status::Playing => None,
            Status::Won(s) => {
                let mut scores = vec![0, 0];
                scores[s] = 1;
                let stuck = Args::new().number("seat", (1 - s) as f64);
                Some(Outcome::win(s, scores, phrase("tilt-stuck", stuck)))
            }
            Status::Repetition => {
                let args = Args::new().number("times", self.options.repetition as f64);
                let reason = phrase("tilt-repeated", args);
                Some(Outcome::new(vec![0, 0], both, reason))
            }
            Status::Cap => {
                let args = Args::new().number("actions", self.options.cap as f64);
                Some(Outcome::new(vec![0, 0], both, phrase("tilt-cap", args)))
            }
        }
    }

    fn view(&self, _observer: Observer) -> Tilt {
        self.clone()
    }

    fn determinize(view: &Tilt, _rng: &mut GameRng) -> Self {
        view.clone()
    }

    fn wire(view: &Tilt) -> TiltWire {
        wire::wire(view)
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, NotationError> {
        Action::parse(text, self.pos.size).map_err(|e| NotationError::new(text.trim(), e))
    }

    fn format_action(&self, _seat: Seat, action: Action) -> String {
        action.to_string()
    }

    fn encode(&self) -> String {
        encoding::encode(self)
    }

    fn decode(text: &str) -> Result<Self, DecodeError> {
        encoding::decode(text)
    }

    fn state_hash(&self) -> u64 {
        hash::state_hash(self)
    }

    fn ended_by_limit(&self) -> bool {
        matches!(self.status, Status::Cap)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        evaluation::evaluate(&self.pos, seat)
    }

    fn search_hints(players: usize) -> cubist_core::SearchHints {
        hints::search_hints(players)
    }

    fn level_ladder(players: usize) -> Option<cubist_core::LevelLadder> {
        hints::level_ladder(players)
    }

    fn render(view: &Tilt, style: RenderStyle) -> String {
        render::render(view, style)
    }

    fn picture(
        view: &Tilt,
        side: cubist_core::Side,
        lang: cubist_core::Lang,
    ) -> cubist_core::Picture {
        picture::picture(view, side, lang)
    }

    fn clicks(&self, seat: Seat, action: Action) -> Vec<String> {
        picture::clicks(seat, action)
    }

    fn describe(
        &self,
        seat: Seat,
        action: Action,
        _observer: Observer,
        lang: cubist_core::Lang,
    ) -> String {
        words::describe(self, seat, action, lang)
    }

    fn rules(lang: cubist_words::Lang) -> &'static str {
        RULES_TEXTS.get(lang)
    }

    fn lessons(lang: cubist_words::Lang) -> Vec<cubist_core::LessonStep> {
        lessons::lessons(lang)
    }

    const PUZZLE_THEMES: &'static [&'static str] = themes::THEMES;

    fn puzzle_themes(&self, line: &[(Seat, Action)]) -> Vec<String> {
        themes::themes(self, line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::Game;
    use rand::{Rng, SeedableRng};

    /// The repetition count read through the filter equals a plain scan of the whole
    /// history, in games long enough (a high repetition limit) to repeat positions.
    #[test]
    fn filtered_repetitions_match_a_full_scan() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut legal = Vec::new();
        let mut repeated = 0;
        for size in [4, 6, 10] {
            let options = TiltOptions {
                size,
                repetition: 6,
                ..TiltOptions::default()
            };
            for seed in 0..300 {
                let mut game = Tilt::new(&options, seed);
                while let Some(seat) = game.to_move().actor() {
                    game.legal_actions(seat, &mut legal);
                    game.play(seat, legal[rng.random_range(0..legal.len())]);
                    let key = game.pos.key();
                    let scanned = 1 + game.history.iter().filter(|&&k| k == key).count();
                    assert_eq!(game.repetitions(), scanned);
                    repeated += (scanned > 1) as usize;
                }
            }
        }
        assert!(repeated > 0, "no game repeated a position");
    }
}
