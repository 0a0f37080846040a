//! Cube Conquest, as settled by the Cubist rulings.
//!
//! Two to four players spread cubes over a board of face-down tiles. Cards drive
//! everything: a card's pips say how far a cube moves, its symbol which tile a new cube
//! may go on, and in an attack both sides choose a card in secret. The game has chance
//! (the tiles and the card draws), hidden information (hands, face-down tiles) and
//! simultaneous secret choices, all through the plain [`cubist_core::Game`] API:
//!
//! * chance comes from a [`GameRng`] kept in the state; the draw at the start of a turn
//!   is part of the action (or set-up placement) that ends the previous turn;
//! * an attack makes [`ToMove::Simultaneous`] wait for both sides' secret cards;
//! * [`Game::view`] gives each seat what it may know, and [`Game::determinize`] builds a
//!   full state from such a view.

mod action;
mod board;
mod builder;
mod cards;
mod catalogue;
mod chance;
mod check;
mod determinize;
mod encoding;
mod evaluation;
mod hash;
mod hints;
mod information;
mod lessons;
mod movegen;
mod notation;
mod numeric;
mod options;
mod paths;
pub mod picture;
mod play;
mod render;
mod rules;
mod sample;
mod validate;
mod view;
mod wire;
mod words;

pub use action::{Action, Path, MAX_STEPS};
pub use board::{
    cell_name, home_edge, parse_cell, Dir, DIRS as DIRS_FOR_TESTS, MAX_CELLS, MAX_SIZE,
};
pub use builder::Builder;
pub use cards::{
    counts_of, parse_symbol, symbol_name, Counts, CountsExt, HAND_SIZE, SYMBOL_NAMES,
    TILES_PER_SYMBOL,
};
pub use options::{ConquestOptions, Decks, Destroyed, SEAT_COLOURS, SEAT_NAMES};
pub use view::{AttackView, ConquestView, PhaseView, PileView, PlayerView};
pub use wire::{
    ConquestBattle, ConquestCell, ConquestCommitment, ConquestDestroyed, ConquestEnd,
    ConquestPhase, ConquestPile, ConquestSeat, ConquestUnit, ConquestWire,
};

use catalogue::phrase;
use cubist_core::{
    and_list, game_rng, Args, DecodeError, Game, GameRng, NotationError, Observer, Outcome, Phrase,
    RenderStyle, RuleError, Seat, SeatSet, ToMove,
};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// Victory points that win the game.
pub const VP_TO_WIN: u8 = 10;
/// At most four players.
pub const MAX_PLAYERS: usize = 4;
/// Marks an empty cell's owner.
pub const NOBODY: u8 = u8::MAX;

/// What stands on a cell: nothing (`cubes == 0`), a single cube or an Outpost (2 cubes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    pub owner: u8,
    pub cubes: u8,
}

impl Unit {
    pub const EMPTY: Unit = Unit {
        owner: NOBODY,
        cubes: 0,
    };
    pub fn is_empty(self) -> bool {
        self.cubes == 0
    }
    pub fn is_outpost(self) -> bool {
        self.cubes == 2
    }
    pub fn owned_by(self, seat: Seat) -> bool {
        self.cubes > 0 && self.owner as usize == seat
    }
    pub fn enemy_of(self, seat: Seat) -> bool {
        self.cubes > 0 && self.owner as usize != seat
    }
}

/// A deck and its discard pile. The deck is a multiset: its order is not decided until
/// a card is drawn (a uniformly random card is drawn, as from a shuffled deck).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pile {
    pub deck: Counts,
    pub discard: Counts,
}

/// A pending attack, from declaration to resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attack {
    pub attacker: u8,
    pub defender: u8,
    pub from: u8,
    pub to: u8,
    pub outpost: bool,
    /// The attacker's committed card, 0 while not committed.
    pub attacker_card: u8,
    /// The defender's committed cards (lower first), 0 for none.
    pub defender_cards: [u8; 2],
    /// How many cards the defender commits: 2 for an Outpost, 1 otherwise, fewer if
    /// the hand holds fewer.
    pub defender_needs: u8,
    pub defender_done: bool,
    /// All cards are face up and the Outpost's owner is choosing which one counts.
    pub revealed: bool,
}

impl Attack {
    /// Seats still to commit a card.
    pub fn waiting(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        if self.attacker_card == 0 {
            set.insert(self.attacker as usize);
        }
        if !self.defender_done {
            set.insert(self.defender as usize);
        }
        set
    }
}

/// How the last attack went: public once the cards are revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    pub attacker: u8,
    pub defender: u8,
    pub from: u8,
    pub to: u8,
    pub outpost: bool,
    pub attacker_card: u8,
    /// The defender's committed cards (0 = none).
    pub defender_cards: [u8; 2],
    /// The defender's card that counted (0 = none: the defender had no card).
    pub used: u8,
    pub attacker_value: u8,
    pub defender_value: u8,
    pub attacker_won: bool,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum End {
    /// This seat reached 10 VP.
    Points(u8),
    /// These seats have no cube left on the board and lose.
    NoCubes(SeatSet),
    /// The action cap was reached.
    Cap,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// The current seat puts its set-up cubes on its home edge (`placed` done so far).
    Setup {
        placed: u8,
    },
    /// The current seat has drawn and takes one action.
    Turn,
    Attack(Attack),
    Over(End),
}

/// A Cube Conquest game with everything needed to continue it exactly, hidden parts
/// (face-down tiles, hands, decks, the RNG) included.
#[derive(Clone, Debug, PartialEq)]
pub struct CubeConquest {
    pub(crate) options: ConquestOptions,
    /// Symbol of the tile on each cell (0 beyond the board).
    pub(crate) tiles: [u8; MAX_CELLS],
    /// Bit `cell` set when that tile is face up.
    pub(crate) face_up: u64,
    pub(crate) units: [Unit; MAX_CELLS],
    pub(crate) hands: [Counts; MAX_PLAYERS],
    /// Cards everyone knows to be in a seat's hand or among its unrevealed committed
    /// cards (taken back by preparing, or an Outpost's unused card): a lower bound.
    pub(crate) known: [Counts; MAX_PLAYERS],
    pub(crate) piles: [Pile; MAX_PLAYERS],
    pub(crate) supply: [u8; MAX_PLAYERS],
    /// Cubes destroyed and removed from the game (option `destroyed=removed`).
    pub(crate) lost: [u8; MAX_PLAYERS],
    pub(crate) vp: [u8; MAX_PLAYERS],
    pub(crate) start: u8,
    pub(crate) current: u8,
    pub(crate) phase: Phase,
    pub(crate) actions: u32,
    pub(crate) last_battle: Option<Battle>,
    pub(crate) rng: GameRng,
}

impl CubeConquest {
    pub fn size(&self) -> u8 {
        self.options.size
    }
    pub fn players(&self) -> usize {
        self.options.players as usize
    }
    pub fn cells(&self) -> u8 {
        self.options.size * self.options.size
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The seat whose turn it is (the attacker during an attack).
    pub fn current(&self) -> Seat {
        self.current as usize
    }
    pub fn start_player(&self) -> Seat {
        self.start as usize
    }
    pub fn actions_played(&self) -> u32 {
        self.actions
    }
    pub fn unit(&self, cell: u8) -> Unit {
        self.units[cell as usize]
    }
    /// The tile's symbol, face up or not (the true state knows it).
    pub fn tile(&self, cell: u8) -> u8 {
        self.tiles[cell as usize]
    }
    pub fn is_face_up(&self, cell: u8) -> bool {
        self.face_up >> cell & 1 == 1
    }
    pub fn hand(&self, seat: Seat) -> Counts {
        self.hands[seat]
    }
    pub fn known(&self, seat: Seat) -> Counts {
        self.known[seat]
    }
    pub fn pile(&self, index: usize) -> Pile {
        self.piles[index]
    }
    /// Which pile (deck + discard pile) `seat` uses.
    pub fn pile_of(&self, seat: Seat) -> usize {
        if self.options.shared_deck() {
            0
        } else {
            seat
        }
    }
    pub fn vp(&self, seat: Seat) -> u8 {
        self.vp[seat]
    }
    pub fn supply(&self, seat: Seat) -> u8 {
        self.supply[seat]
    }
    pub fn lost(&self, seat: Seat) -> u8 {
        self.lost[seat]
    }
    pub fn last_battle(&self) -> Option<Battle> {
        self.last_battle
    }
    /// Cubes of `seat` on the board (an Outpost counts 2).
    pub fn cubes_on_board(&self, seat: Seat) -> u8 {
        self.board_cells()
            .map(|c| self.units[c as usize])
            .filter(|u| u.owned_by(seat))
            .map(|u| u.cubes)
            .sum()
    }
    pub(crate) fn board_cells(&self) -> std::ops::Range<u8> {
        0..self.cells()
    }
    /// The pending attack, if any.
    pub fn attack(&self) -> Option<Attack> {
        match self.phase {
            Phase::Attack(a) => Some(a),
            _ => None,
        }
    }
    /// Seats in turn order after `seat`.
    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players()
    }
}

/// The outcome of a game that ended by `end`, with these VP per seat and this action
/// cap: shared by the state and the wire view (which knows only a view).
pub(crate) fn outcome_of(end: End, vp: &[u8], cap: u32) -> Outcome {
    let players = vp.len();
    let scores: Vec<i32> = vp.iter().map(|&v| v as i32).collect();
    match end {
        End::Points(w) => {
            let args = Args::new().number("vp", VP_TO_WIN);
            Outcome::win(w as usize, scores, phrase("cube-conquest-won-vp", args))
        }
        End::NoCubes(losers) => {
            let best = (0..players)
                .filter(|&s| !losers.contains(s))
                .map(|s| vp[s])
                .max()
                .unwrap_or(0);
            let winners = (0..players)
                .filter(|&s| !losers.contains(s) && vp[s] == best)
                .collect();
            Outcome::new(scores, winners, no_cubes(losers))
        }
        End::Cap => {
            let best = vp.iter().copied().max().unwrap_or(0);
            let tied = vp.iter().filter(|&&v| v == best).count();
            let id = if tied > 1 {
                "cube-conquest-cap-tied"
            } else {
                "cube-conquest-cap-most"
            };
            let reason = phrase(id, Args::new().number("cap", cap));
            Outcome::by_highest_score(scores, reason)
        }
    }
}

/// Why the game ended when `losers` lost their last cubes: their names, joined.
fn no_cubes(losers: SeatSet) -> Phrase {
    let seats: Vec<Seat> = losers.iter().collect();
    let args = Args::new().number("count", seats.len() as f64);
    let args = args.said("seats", move |lang| {
        let names: Vec<String> = seats
            .iter()
            .map(|&s| catalogue::seat_name(s, lang))
            .collect();
        and_list(&names, lang)
    });
    phrase("cube-conquest-no-cubes", args)
}

/// The rules for players in every spoken language (`rules/*.md`).
const RULES_TEXTS: cubist_core::RulesTexts = cubist_core::rules_texts!("../rules");

impl Game for CubeConquest {
    type Action = Action;
    type Options = ConquestOptions;
    type View = ConquestView;
    type Wire = ConquestWire;

    const NAME: &'static str = "cube-conquest";
    const TITLE: &'static str = "Cube Conquest";
    const RULES: &'static str = RULES_TEXTS.english();
    const PERFECT_INFORMATION: bool = false;
    const CHANCE: bool = true;
    const WIRE_VERSION: u32 = wire::VERSION;

    fn new(options: &ConquestOptions, seed: u64) -> Self {
        let mut rng = game_rng(seed, 0);
        let n = options.size as usize * options.size as usize;
        let mut all: Vec<u8> = (1..=6u8)
            .flat_map(|v| std::iter::repeat_n(v, TILES_PER_SYMBOL as usize))
            .collect();
        all.shuffle(&mut rng);
        let mut tiles = [0; MAX_CELLS];
        tiles[..n].copy_from_slice(&all[..n]);
        let start = options.first.resolve(options.players as usize, &mut rng) as u8;
        let mut piles = [Pile::default(); MAX_PLAYERS];
        for pile in piles.iter_mut().take(options.piles()) {
            pile.deck = [options.pile_copies(); 6];
        }
        let mut supply = [0; MAX_PLAYERS];
        supply[..options.players as usize].fill(options.cubes);
        CubeConquest {
            options: options.clone(),
            tiles,
            face_up: 0,
            units: [Unit::EMPTY; MAX_CELLS],
            hands: [[0; 6]; MAX_PLAYERS],
            known: [[0; 6]; MAX_PLAYERS],
            piles,
            supply,
            lost: [0; MAX_PLAYERS],
            vp: [0; MAX_PLAYERS],
            start,
            current: start,
            phase: Phase::Setup { placed: 0 },
            actions: 0,
            last_battle: None,
            rng,
        }
    }

    fn options(&self) -> &ConquestOptions {
        &self.options
    }

    fn start_chance(options: &ConquestOptions, so_far: &[usize]) -> Option<Vec<(usize, f64)>> {
        chance::start_chance(options, so_far)
    }

    fn max_chance_outcomes(options: &ConquestOptions) -> usize {
        6.max(options.players as usize)
    }

    fn new_with_chance(options: &ConquestOptions, outcomes: &[usize]) -> Result<Self, RuleError> {
        chance::new_with_chance(options, outcomes)
    }

    fn play_chance(
        &self,
        seat: Seat,
        action: Action,
        so_far: &[usize],
    ) -> Option<Vec<(usize, f64)>> {
        chance::play_chance(self, seat, action, so_far)
    }

    fn play_with_chance(
        &mut self,
        seat: Seat,
        action: Action,
        outcomes: &[usize],
    ) -> Result<(), RuleError> {
        chance::play_with_chance(self, seat, action, outcomes)
    }

    fn num_players(&self) -> usize {
        self.players()
    }

    fn words() -> &'static cubist_core::Catalogue {
        &catalogue::WORDS
    }

    fn seat_name_in(&self, seat: Seat, lang: cubist_core::Lang) -> String {
        catalogue::seat_name(seat, lang)
    }

    fn seat_colour(&self, seat: Seat) -> cubist_core::SeatColour {
        SEAT_COLOURS[seat % SEAT_COLOURS.len()]
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Setup { .. } | Phase::Turn => ToMove::One(self.current()),
            Phase::Attack(a) if a.revealed => ToMove::One(a.defender as usize),
            Phase::Attack(a) => ToMove::Simultaneous(a.waiting()),
            Phase::Over(_) => ToMove::Over,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        rules::legal_actions(self, seat, out)
    }

    fn sample_action(
        &self,
        seat: Seat,
        pick: impl FnOnce(usize) -> usize,
        scratch: &mut Vec<Action>,
    ) -> Action {
        sample::sample_action(self, seat, pick, scratch)
    }

    fn play(&mut self, seat: Seat, action: Action) {
        debug_assert!(
            check::why_illegal(self, seat, action).is_none(),
            "illegal {action:?} by {seat}: {:?}",
            check::why_illegal(self, seat, action)
        );
        play::play(self, seat, action)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        match check::why_illegal(self, seat, action) {
            None => Ok(()),
            Some(why) => Err(RuleError::Illegal(why)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over(end) = self.phase else {
            return None;
        };
        Some(outcome_of(
            end,
            &self.vp[..self.players()],
            self.options.cap,
        ))
    }

    fn view(&self, observer: Observer) -> ConquestView {
        view::view(self, observer)
    }

    fn determinize(view: &ConquestView, rng: &mut GameRng) -> Self {
        determinize::determinize(view, rng)
    }

    fn wire(view: &ConquestView) -> ConquestWire {
        wire::wire(view)
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        notation::parse(self, seat, text)
    }

    fn format_action(&self, _seat: Seat, action: Action) -> String {
        notation::format(self.size(), action)
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

    fn information_start(&self, observer: Seat) -> String {
        information::start(self, observer)
    }

    fn information_step(
        &self,
        before: &Self,
        seat: Seat,
        action: Action,
        observer: Seat,
    ) -> String {
        information::step(self, before, seat, action, observer)
    }

    fn ended_by_limit(&self) -> bool {
        matches!(self.phase, Phase::Over(End::Cap))
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        evaluation::evaluate(self, seat)
    }

    fn search_hints(players: usize) -> cubist_core::SearchHints {
        hints::search_hints(players)
    }

    fn level_ladder(players: usize) -> Option<cubist_core::LevelLadder> {
        hints::level_ladder(players)
    }

    fn render(view: &ConquestView, style: RenderStyle) -> String {
        render::render(view, style)
    }

    fn picture(
        view: &ConquestView,
        side: cubist_core::Side,
        lang: cubist_core::Lang,
    ) -> cubist_core::Picture {
        picture::picture(view, side, lang)
    }

    fn clicks(&self, seat: Seat, action: Action) -> Vec<String> {
        picture::clicks(self, seat, action)
    }

    fn describe(
        &self,
        seat: Seat,
        action: Action,
        observer: Observer,
        lang: cubist_core::Lang,
    ) -> String {
        words::describe(self, seat, action, observer, lang)
    }

    fn rules(lang: cubist_words::Lang) -> &'static str {
        RULES_TEXTS.get(lang)
    }

    fn lessons(lang: cubist_words::Lang) -> Vec<cubist_core::LessonStep> {
        lessons::lessons(lang)
    }
}
