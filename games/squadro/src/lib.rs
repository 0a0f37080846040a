//! Squadro (Adrián Jiménez Pascual, Gigamic 2018), as settled by the Cubist rulings.
//!
//! Two players race five pieces each across a 7×7 board (corners removed) and back.
//! Light moves up columns b..f, Dark moves left along ranks 2..6; the lanes cross on
//! the inner 5×5 cells, where pieces jump each other and send the jumped ones back.

mod catalogue;
mod check;
mod dense;
mod encoding;
mod evaluation;
mod families;
mod geometry;
mod hash;
mod hints;
mod history;
mod lessons;
mod numeric;
mod options;
mod picture;
mod render;
mod stored;
pub mod table_check;
mod themes;
mod unmove;
mod wire;
mod words;

pub use catalogue::WORDS;
pub use dense::DenseFamily;
pub use families::{families_dense, families_from, Family, BASE_FAMILIES, EXTENDED_FAMILIES};
pub use geometry::{cell, speed, square, FINISHED, LANES, OUTBOUND_SPEED, TO_WIN, TURNED};
pub use options::{SquadroOptions, SEAT_COLOURS, SEAT_NAMES};
pub use unmove::{unmoves, Progress};
pub use wire::{SquadroPiece, SquadroSeat, SquadroWire};

use catalogue::phrase;
use hash::{key_of, key_shift, MOVER_SHIFT};
use history::History;

use cubist_core::{
    game_rng, Args, GameRng, NotationError, Observer, Outcome, Phrase, RenderStyle, RuleError,
    Seat, ToMove,
};
use serde::{Deserialize, Serialize};

/// Light is seat 0 (moves up the columns), Dark is seat 1 (moves left along the ranks).
pub const LIGHT: Seat = 0;
pub const DARK: Seat = 1;

/// Move the piece in this lane (0-based; written 1..5 in notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Action(pub u8);

/// Why the game ended, or that it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    Playing,
    Won(Seat),
    /// A position occurred for the `repetition`-th time: a draw.
    #[serde(rename = "DrawByRepetition")]
    Repetition,
    /// The action cap was reached: a draw.
    #[serde(rename = "DrawByCap")]
    Cap,
}

/// A Squadro position with everything needed to continue the game exactly.
///
/// Serialised as [`stored::Stored`], which leaves out the caches.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "stored::Stored", into = "stored::Stored")]
pub struct Squadro {
    options: SquadroOptions,
    /// `progress[side][lane]`, see [`geometry`].
    progress: [[u8; LANES]; 2],
    mover: Seat,
    /// The position key of `progress` and `mover` (see [`Squadro::key`]), kept because
    /// every action records it and looks it up.
    key: u64,
    /// The lanes of each side's pieces still on the board, one bit each (see
    /// [`on_board`]), kept because every action lists them.
    on_board: [u8; 2],
    /// Keys of every earlier position of this game, for the repetition rule.
    history: History,
    status: Status,
}

impl Squadro {
    /// A state from its parts, with the key cache filled in.
    fn assemble(
        options: SquadroOptions,
        progress: [[u8; LANES]; 2],
        mover: Seat,
        history: History,
        status: Status,
    ) -> Self {
        Squadro {
            options,
            progress,
            mover,
            key: key_of(&progress, mover),
            on_board: [on_board(&progress[0]), on_board(&progress[1])],
            history,
            status,
        }
    }

    /// A position given by the canonical progress encoding, `mover` to move, with no
    /// history. For tests, puzzles and analysis.
    pub fn from_progress(progress: [[u8; LANES]; 2], mover: Seat) -> Result<Self, Phrase> {
        let mut g = Squadro::assemble(
            SquadroOptions::default(),
            progress,
            mover,
            History::default(),
            Status::Playing,
        );
        g.validate()?;
        g.status = g.status_now();
        Ok(g)
    }

    /// The same position under other options (end-guarantee settings take effect at once).
    pub fn with_options(mut self, options: SquadroOptions) -> Self {
        self.options = options;
        self.status = self.status_now();
        self
    }

    pub fn progress(&self) -> [[u8; LANES]; 2] {
        self.progress
    }

    /// The seat whose turn it is, or was when the game ended.
    pub fn mover(&self) -> Seat {
        self.mover
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// Actions played so far.
    pub fn plies(&self) -> usize {
        self.history.len()
    }

    /// Number of finished pieces of `side`.
    #[inline]
    pub fn finished(&self, side: Seat) -> u8 {
        LANES as u8 - self.on_board[side].count_ones() as u8
    }

    /// The position key: every piece's progress (4 bits each) and the mover.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Is there an opponent of `side` on crossing cell `c` of `lane`?
    #[inline]
    fn opponent_at(&self, side: Seat, lane: usize, c: u8) -> bool {
        let (other_lane, other_cell) = geometry::crossing(side, lane, c);
        cell(self.progress[1 - side][other_lane]) == other_cell
    }

    /// Move the piece of `side` in `lane` by the rules; returns whether it sent back
    /// any opponent piece.
    #[inline]
    fn move_piece(&mut self, side: Seat, lane: usize) -> bool {
        let from = self.progress[side][lane];
        let reach = geometry::reach(side, lane, from);
        let mut p = from;
        let mut sent_back = false;
        while p < reach {
            p += 1;
            if self.opponent_on(side, lane, p) {
                p = self.jump_row(side, lane, p);
                sent_back = true;
                break;
            }
        }
        self.set_progress(side, lane, p);
        if p == FINISHED {
            self.on_board[side] &= !(1 << lane);
        }
        sent_back
    }

    /// Is there an opponent on the square the piece of `side` in `lane` has at
    /// progress `p`? Never in the troughs.
    #[inline]
    fn opponent_on(&self, side: Seat, lane: usize, p: u8) -> bool {
        let (other_lane, other_cell) = geometry::crossing_at(side, lane, p);
        cell(self.progress[1 - side][other_lane]) == other_cell
    }

    /// Jump the whole row of opponents that starts at progress `first` of the piece of
    /// `side` in `lane`, sending each back, and return the progress of the first free
    /// square after them (at the latest the trough ahead), where the piece lands.
    fn jump_row(&mut self, side: Seat, lane: usize, first: u8) -> u8 {
        let mut p = first;
        while self.opponent_on(side, lane, p) {
            let (other_lane, _) = geometry::crossing_at(side, lane, p);
            let jumped = self.progress[1 - side][other_lane];
            let back = if jumped < TURNED { 0 } else { TURNED };
            self.set_progress(1 - side, other_lane, back);
            p += 1;
        }
        p
    }

    /// Put the piece of `side` in `lane` at progress `p`, keeping the key in step.
    #[inline]
    fn set_progress(&mut self, side: Seat, lane: usize, p: u8) {
        let old = self.progress[side][lane];
        self.key ^= u64::from(old ^ p) << key_shift(side, lane);
        self.progress[side][lane] = p;
    }

    /// The status implied by the position and its history.
    fn status_now(&self) -> Status {
        for side in 0..2 {
            if self.finished(side) >= TO_WIN {
                return Status::Won(side);
            }
        }
        self.status_unless_won()
    }

    /// The status after `side` moved its piece in `lane`: the same as
    /// [`Squadro::status_now`], but a player can only win by bringing that piece home,
    /// so the pieces are counted only then.
    #[inline]
    fn status_after_move(&self, side: Seat, lane: usize) -> Status {
        if self.progress[side][lane] == FINISHED && self.finished(side) >= TO_WIN {
            return Status::Won(side);
        }
        self.status_unless_won()
    }

    /// The status when nobody has won: drawn by repetition, by the cap, or playing on.
    #[inline]
    fn status_unless_won(&self) -> Status {
        if self.repetitions() >= self.options.repetition as usize {
            return Status::Repetition;
        }
        if self.history.len() >= self.options.cap as usize {
            return Status::Cap;
        }
        Status::Playing
    }

    /// How many times the current position has occurred, counting this time.
    #[inline]
    fn repetitions(&self) -> usize {
        1 + self.history.occurrences(self.key)
    }

    /// Structural checks for positions from outside (decoding, `from_progress`).
    /// The error says what is wrong in the game's words.
    fn validate(&self) -> Result<(), Phrase> {
        let said = |id, args| Err(phrase(id, args));
        if self.mover > 1 {
            return said(
                "squadro-state-mover-seat",
                Args::new().text("mover", self.mover.to_string()),
            );
        }
        for side in 0..2 {
            for lane in 0..LANES {
                let p = self.progress[side][lane];
                if p > FINISHED {
                    return said(
                        "squadro-state-progress",
                        Args::new().text("progress", p.to_string()),
                    );
                }
            }
        }
        for lane in 0..LANES {
            for c in 1..=5 {
                if cell(self.progress[LIGHT][lane]) == c && self.opponent_at(LIGHT, lane, c) {
                    let args = Args::new()
                        .text("lane", (lane + 1).to_string())
                        .text("cell", c.to_string());
                    return said("squadro-state-clash", args);
                }
            }
        }
        if self.finished(LIGHT) >= TO_WIN && self.finished(DARK) >= TO_WIN {
            return said("squadro-state-both-won", Args::new());
        }
        Ok(())
    }
}

/// The progress after `side` moves its piece in `lane` by the rules, or `None` where
/// that is no legal move of a position in play: the forward check of [`unmoves`],
/// without the history a [`Squadro`] would record.
pub(crate) fn progress_after(progress: Progress, side: Seat, lane: usize) -> Option<Progress> {
    if side > 1 || lane >= LANES {
        return None;
    }
    let mut g = Squadro::assemble(
        SquadroOptions::default(),
        progress,
        side,
        History::default(),
        Status::Playing,
    );
    if g.validate().is_err() || g.status_now() != Status::Playing {
        return None;
    }
    if g.on_board[side] & (1 << lane) == 0 {
        return None;
    }
    g.move_piece(side, lane);
    Some(g.progress)
}

/// The lanes of the pieces in `progress` still on the board, one bit each.
fn on_board(progress: &[u8; LANES]) -> u8 {
    let mut mask = 0;
    for (lane, &p) in progress.iter().enumerate() {
        mask |= u8::from(p != FINISHED) << lane;
    }
    mask
}

/// The lanes of each set of pieces on the board (see [`on_board`]), in order, and how
/// many there are: the legal actions, ready to copy.
static LANE_LISTS: [([Action; LANES], usize); 1 << LANES] = lane_lists();

const fn lane_lists() -> [([Action; LANES], usize); 1 << LANES] {
    let mut lists = [([Action(0); LANES], 0); 1 << LANES];
    let mut mask = 0;
    while mask < 1 << LANES {
        let mut lane = 0;
        while lane < LANES {
            if mask & (1 << lane) != 0 {
                let n = lists[mask].1;
                lists[mask].0[n] = Action(lane as u8);
                lists[mask].1 = n + 1;
            }
            lane += 1;
        }
        mask += 1;
    }
    lists
}

/// The rules for players in every spoken language (`rules/*.md`).
const RULES_TEXTS: cubist_core::RulesTexts = cubist_core::rules_texts!("../rules");

impl cubist_core::Game for Squadro {
    type Action = Action;
    type Options = SquadroOptions;
    type View = Squadro;
    type Wire = SquadroWire;

    const NAME: &'static str = "squadro";
    const TITLE: &'static str = "Squadro";
    const RULES: &'static str = RULES_TEXTS.english();
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    const WIRE_VERSION: u32 = wire::VERSION;

    fn new(options: &SquadroOptions, seed: u64) -> Self {
        let mut rng: GameRng = game_rng(seed, 0);
        Squadro::assemble(
            options.clone(),
            [[0; LANES]; 2],
            options.first.resolve(2, &mut rng),
            History::new(),
            Status::Playing,
        )
    }

    fn options(&self) -> &SquadroOptions {
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
            Status::Playing => ToMove::One(self.mover),
            _ => ToMove::Over,
        }
    }

    #[inline]
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.status != Status::Playing || seat != self.mover {
            return;
        }
        // Copying all five slots and cutting back is cheaper than copying `n`.
        let (lanes, n) = &LANE_LISTS[self.on_board[seat] as usize];
        out.extend_from_slice(lanes);
        out.truncate(*n);
    }

    #[inline]
    fn play(&mut self, seat: Seat, Action(lane): Action) {
        debug_assert!(
            check::why_illegal(self, seat, Action(lane)).is_none(),
            "illegal lane {lane} for seat {seat}"
        );
        let before = self.key;
        let sent_back = self.move_piece(seat, lane as usize);
        self.mover = 1 - seat;
        self.key ^= 1 << MOVER_SHIFT;
        debug_assert_eq!(self.key, key_of(&self.progress, self.mover));
        debug_assert_eq!(self.on_board[seat], on_board(&self.progress[seat]));
        self.history.push(before, sent_back.then_some(1 - seat));
        self.status = self.status_after_move(seat, lane as usize);
        debug_assert_eq!(self.status, self.status_now());
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        match check::why_illegal(self, seat, action) {
            None => Ok(()),
            Some(why) => Err(RuleError::Illegal(why)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let scores = vec![self.finished(LIGHT) as i32, self.finished(DARK) as i32];
        let both = [LIGHT, DARK].into_iter().collect();
        match self.status {
            Status::Playing => None,
            Status::Won(s) => {
                let args = Args::new().number("needed", TO_WIN as f64);
                Some(Outcome::win(s, scores, phrase("squadro-won", args)))
            }
            Status::Repetition => {
                let args = Args::new().number("times", self.options.repetition as f64);
                Some(Outcome::new(scores, both, phrase("squadro-repeated", args)))
            }
            Status::Cap => {
                let args = Args::new().number("actions", self.options.cap as f64);
                Some(Outcome::new(scores, both, phrase("squadro-cap", args)))
            }
        }
    }

    fn view(&self, _observer: Observer) -> Squadro {
        self.clone()
    }

    fn determinize(view: &Squadro, _rng: &mut GameRng) -> Self {
        view.clone()
    }

    fn wire(view: &Squadro) -> SquadroWire {
        wire::wire(view)
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, NotationError> {
        match text.trim() {
            t @ ("1" | "2" | "3" | "4" | "5") => Ok(Action(t.as_bytes()[0] - b'1')),
            t => Err(NotationError::new(
                t,
                phrase("squadro-expected", Args::new()),
            )),
        }
    }

    fn format_action(&self, _seat: Seat, action: Action) -> String {
        (action.0 + 1).to_string()
    }

    fn encode(&self) -> String {
        encoding::encode(self)
    }

    fn decode(text: &str) -> Result<Self, cubist_core::DecodeError> {
        encoding::decode(text)
    }

    fn state_hash(&self) -> u64 {
        hash::state_hash(self)
    }

    fn ended_by_limit(&self) -> bool {
        matches!(self.status, Status::Cap)
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

    fn render(view: &Squadro, style: RenderStyle) -> String {
        render::render(view, style)
    }

    fn picture(
        view: &Squadro,
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

    fn position_families(
        options: &SquadroOptions,
    ) -> Vec<Box<dyn cubist_core::PositionIndex<Squadro>>> {
        families::families(options)
    }

    fn position_families_dense(
        options: &SquadroOptions,
    ) -> Vec<Box<dyn cubist_core::PositionIndex<Squadro>>> {
        families::families_dense(options)
    }

    fn position_family(&self) -> Option<usize> {
        families::family_of(&self.progress)
    }
}
