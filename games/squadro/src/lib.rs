//! Squadro (Adrián Jiménez Pascual, Gigamic 2018), as settled by the Cubist rulings.
//!
//! Two players race five pieces each across a 7×7 board (corners removed) and back.
//! Light moves up columns b..f, Dark moves left along ranks 2..6; the lanes cross on
//! the inner 5×5 cells, where pieces jump each other and send the jumped ones back.

mod encoding;
mod evaluation;
mod geometry;
mod hints;
mod numeric;
mod options;
mod picture;
mod render;
mod wire;

pub use geometry::{cell, speed, square, FINISHED, LANES, OUTBOUND_SPEED, TO_WIN, TURNED};
pub use options::{SquadroOptions, SEAT_NAMES};
pub use wire::{SquadroPiece, SquadroSeat, SquadroWire};

use cubist_core::{
    game_rng, GameRng, NotationError, Observer, Outcome, RenderStyle, RuleError, Seat, ToMove,
};
use serde::{Deserialize, Serialize};

/// Light is seat 0 (moves up the columns), Dark is seat 1 (moves left along the ranks).
pub const LIGHT: Seat = 0;
pub const DARK: Seat = 1;

/// Move the piece in this lane (0-based; written 1..5 in notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Lane(pub u8);

/// Why the game ended, or that it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    Playing,
    Won(Seat),
    DrawByRepetition,
    DrawByCap,
}

/// A Squadro position with everything needed to continue the game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Squadro {
    options: SquadroOptions,
    /// `progress[side][lane]`, see [`geometry`].
    progress: [[u8; LANES]; 2],
    mover: Seat,
    /// Keys of every earlier position of this game, oldest first
    /// (`history[i]` is the position after `i` actions).
    history: Vec<u64>,
    /// Index of the latest position reached by an action that sent a piece of each
    /// side back. Lets the repetition check skip positions that cannot recur.
    last_sent_back: [usize; 2],
    status: Status,
}

impl Squadro {
    /// A position given by the canonical progress encoding, `mover` to move, with no
    /// history. For tests, puzzles and analysis.
    pub fn from_progress(progress: [[u8; LANES]; 2], mover: Seat) -> Result<Self, String> {
        let mut g = Squadro {
            options: SquadroOptions::default(),
            progress,
            mover,
            history: Vec::new(),
            last_sent_back: [0; 2],
            status: Status::Playing,
        };
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

    pub fn status(&self) -> Status {
        self.status
    }

    /// Actions played so far.
    pub fn plies(&self) -> usize {
        self.history.len()
    }

    /// Number of finished pieces of `side`.
    pub fn finished(&self, side: Seat) -> u8 {
        self.progress[side]
            .iter()
            .filter(|&&p| p == FINISHED)
            .count() as u8
    }

    /// The position key: every piece's progress (4 bits each) and the mover.
    pub fn key(&self) -> u64 {
        let mut k = self.mover as u64;
        for side in 0..2 {
            for lane in 0..LANES {
                k = (k << 4) | self.progress[side][lane] as u64;
            }
        }
        k
    }

    /// Is there an opponent of `side` on crossing cell `c` of `lane`?
    #[inline]
    fn opponent_at(&self, side: Seat, lane: usize, c: u8) -> bool {
        let (other_lane, other_cell) = geometry::crossing(side, lane, c);
        cell(self.progress[1 - side][other_lane]) == other_cell
    }

    /// Move the piece of `side` in `lane` by the rules; returns whether it sent back
    /// any opponent piece.
    fn move_piece(&mut self, side: Seat, lane: usize) -> bool {
        let mut p = self.progress[side][lane];
        let mut steps = speed(side, lane, p);
        let mut sent_back = false;
        loop {
            let next = p + 1;
            if next == TURNED || next == FINISHED {
                // Reaching the far trough turns the piece and stops it; reaching home
                // finishes it.
                p = next;
                break;
            }
            if self.opponent_at(side, lane, cell(next)) {
                // Jump the whole row of opponents, sending each back, land on the first
                // free cell after them and stop.
                let mut q = next;
                while q != TURNED && q != FINISHED && self.opponent_at(side, lane, cell(q)) {
                    let (other_lane, _) = geometry::crossing(side, lane, cell(q));
                    let jumped = &mut self.progress[1 - side][other_lane];
                    *jumped = if *jumped < TURNED { 0 } else { TURNED };
                    q += 1;
                }
                p = q;
                sent_back = true;
                break;
            }
            p = next;
            steps -= 1;
            if steps == 0 {
                break;
            }
        }
        self.progress[side][lane] = p;
        sent_back
    }

    /// The status implied by the position and its history.
    fn status_now(&self) -> Status {
        for side in 0..2 {
            if self.finished(side) >= TO_WIN {
                return Status::Won(side);
            }
        }
        if self.repetitions() >= self.options.repetition as usize {
            return Status::DrawByRepetition;
        }
        if self.history.len() >= self.options.cap as usize {
            return Status::DrawByCap;
        }
        Status::Playing
    }

    /// How many times the current position has occurred, counting this time.
    fn repetitions(&self) -> usize {
        // A side's total progress rises with each of its moves and falls only when one
        // of its pieces is sent back, so an earlier position can recur only if pieces of
        // both sides were sent back since.
        let limit = self.last_sent_back[0].min(self.last_sent_back[1]);
        let key = self.key();
        1 + self.history[..limit].iter().filter(|&&k| k == key).count()
    }

    /// Structural checks for positions from outside (decoding, `from_progress`).
    fn validate(&self) -> Result<(), String> {
        if self.mover > 1 {
            return Err(format!("mover {} is not 0 or 1", self.mover));
        }
        for side in 0..2 {
            for lane in 0..LANES {
                let p = self.progress[side][lane];
                if p > FINISHED {
                    return Err(format!("progress {p} is not in 0..12"));
                }
            }
        }
        for lane in 0..LANES {
            for c in 1..=5 {
                if cell(self.progress[LIGHT][lane]) == c && self.opponent_at(LIGHT, lane, c) {
                    return Err(format!(
                        "two pieces on one square (Light lane {}, cell {c})",
                        lane + 1
                    ));
                }
            }
        }
        if self.finished(LIGHT) >= TO_WIN && self.finished(DARK) >= TO_WIN {
            return Err("both players have already won".into());
        }
        Ok(())
    }
}

impl cubist_core::Game for Squadro {
    type Action = Lane;
    type Options = SquadroOptions;
    type View = Squadro;
    type Wire = SquadroWire;

    const NAME: &'static str = "squadro";
    const TITLE: &'static str = "Squadro";
    const SUMMARY: &'static str =
        "Race five pieces across the board and back; jump your opponent to send it back.";
    const RULES: &'static str = include_str!("rules.md");
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    const WIRE_VERSION: u32 = wire::VERSION;

    fn new(options: &SquadroOptions, seed: u64) -> Self {
        let mut rng: GameRng = game_rng(seed, 0);
        Squadro {
            options: options.clone(),
            progress: [[0; LANES]; 2],
            mover: options.first.resolve(2, &mut rng),
            history: Vec::new(),
            last_sent_back: [0; 2],
            status: Status::Playing,
        }
    }

    fn options(&self) -> &SquadroOptions {
        &self.options
    }

    fn num_players(&self) -> usize {
        2
    }

    fn seat_name(&self, seat: Seat) -> String {
        SEAT_NAMES.get(seat).unwrap_or(&"?").to_string()
    }

    fn to_move(&self) -> ToMove {
        match self.status {
            Status::Playing => ToMove::One(self.mover),
            _ => ToMove::Over,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Lane>) {
        out.clear();
        if self.status != Status::Playing || seat != self.mover {
            return;
        }
        for (lane, &p) in self.progress[seat].iter().enumerate() {
            if p != FINISHED {
                out.push(Lane(lane as u8));
            }
        }
    }

    fn play(&mut self, seat: Seat, Lane(lane): Lane) {
        debug_assert!(self.status == Status::Playing && seat == self.mover);
        debug_assert!(self.progress[seat][lane as usize] != FINISHED);
        let before = self.key();
        let sent_back = self.move_piece(seat, lane as usize);
        self.history.push(before);
        if sent_back {
            self.last_sent_back[1 - seat] = self.history.len();
        }
        self.mover = 1 - seat;
        self.status = self.status_now();
    }

    fn check(&self, seat: Seat, action: Lane) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        let lane = action.0 as usize;
        if lane >= LANES {
            return Err(RuleError::Illegal(format!(
                "there is no lane {}: lanes are 1 to 5",
                lane + 1
            )));
        }
        if self.progress[seat][lane] == FINISHED {
            return Err(RuleError::Illegal(format!(
                "your piece in lane {} is already back home and off the board",
                lane + 1
            )));
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        let scores = vec![self.finished(LIGHT) as i32, self.finished(DARK) as i32];
        let both = [LIGHT, DARK].into_iter().collect();
        match self.status {
            Status::Playing => None,
            Status::Won(s) => Some(Outcome::win(s, scores, "4 pieces home")),
            Status::DrawByRepetition => Some(Outcome::new(
                scores,
                both,
                format!("position repeated {} times", self.options.repetition),
            )),
            Status::DrawByCap => Some(Outcome::new(
                scores,
                both,
                format!("{} actions played", self.options.cap),
            )),
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

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Lane, NotationError> {
        match text.trim() {
            t @ ("1" | "2" | "3" | "4" | "5") => Ok(Lane(t.as_bytes()[0] - b'1')),
            t => Err(NotationError::new(t, "a lane number from 1 to 5")),
        }
    }

    fn format_action(&self, _seat: Seat, action: Lane) -> String {
        (action.0 + 1).to_string()
    }

    fn encode(&self) -> String {
        encoding::encode(self)
    }

    fn decode(text: &str) -> Result<Self, cubist_core::DecodeError> {
        encoding::decode(text)
    }

    fn state_hash(&self) -> u64 {
        self.key().wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn ended_by_limit(&self) -> bool {
        matches!(self.status, Status::DrawByCap)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        evaluation::evaluate(self, seat)
    }

    fn search_hints(players: usize) -> cubist_core::SearchHints {
        hints::search_hints(players)
    }

    fn render(view: &Squadro, style: RenderStyle) -> String {
        render::render(view, style)
    }

    fn draw(view: &Squadro) -> String {
        picture::draw(view)
    }

    fn clicks(&self, seat: Seat, action: Lane) -> Vec<String> {
        picture::clicks(seat, action)
    }
}
