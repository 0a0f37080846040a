//! Zhen (Gianni Cottogni), as settled by the Cubist rulings.
//!
//! A line of tiles between two goals. Players place cubes from their reserves on empty
//! tiles, and move whole stacks toward their own goal, as many steps as they have cubes
//! in the stack. A stack may enter its mover's goal only by the exact count and only to
//! capture opponent cubes. A player who cannot act hands every cube left on the tiles to
//! the opponent's goal. Whoever holds more opponent cubes in their goal wins.

mod board;
mod catalogue;
mod check;
mod encoding;
mod evaluation;
mod hash;
mod hints;
mod lessons;
mod notation;
mod numeric;
mod options;
mod picture;
mod render;
mod stored;
mod themes;
mod wire;
mod words;

pub use board::{stack_text, Board, Landing};
pub use catalogue::WORDS;
pub use options::{ZhenOptions, SEAT_COLOURS, SEAT_NAMES};
pub use wire::{ZhenCubes, ZhenSeat, ZhenTile, ZhenWire};

use catalogue::phrase;
use cubist_core::{
    game_rng, Args, GameRng, NotationError, Observer, Outcome, Phrase, RenderStyle, RuleError,
    Seat, ToMove,
};
use serde::{Deserialize, Serialize};

/// Red is seat 0 (goal at place 0), Blue is seat 1 (goal after the last tile).
pub const RED: Seat = 0;
pub const BLUE: Seat = 1;
/// Largest `tiles` option.
pub const MAX_TILES: u8 = 20;
/// Largest `cubes` option.
pub const MAX_CUBES: u8 = 20;

/// One action. Tiles are numbered from Red's goal, `1..=tiles`, as in the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Put a cube from the reserve on this empty tile (`p5`).
    Place(u8),
    /// Move the whole stack on this tile (`m5`).
    Move(u8),
}

/// Why the game ended, or that it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    Playing,
    /// This seat had no legal action; the other took every cube left on the tiles.
    Swept {
        stuck: Seat,
    },
    /// A position occurred for the `repetition`-th time: scored as it stands.
    Repetition,
    /// The action cap was reached: scored as it stands.
    Cap,
}

/// One position since the last irreversible action: its key, and the tile moved to
/// reach it (0 for the first entry, which was reached otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct WindowStep {
    key: u64,
    moved: u8,
}

/// A Zhen game: the cubes, whose turn, and the little history the rules look at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "stored::Stored", into = "stored::Stored")]
pub struct Zhen {
    options: ZhenOptions,
    board: Board,
    mover: Seat,
    /// The tile whose move would recreate the position before the opponent's last move
    /// (the no-undo rule), or 0. Only a move onto an empty tile of a stack with as many
    /// cubes of each colour can be undone, and only by moving that stack straight back.
    undo: u8,
    /// Actions played since the start.
    plies: u32,
    /// Key of the board and mover, kept up to date incrementally.
    key: u64,
    /// Positions since the last placement, capture or merge of stacks, oldest first,
    /// the current one last. Only these can recur: placing, capturing and merging can
    /// never be reversed.
    window: Vec<WindowStep>,
    /// The board when the window started (for encoding).
    since: Board,
    status: Status,
    /// The mover's [`Zhen::action_tiles`] while the game runs: worked out once per
    /// action, as both the end check and the next action need it.
    actions: u32,
}

/// A seat's name as `seat`, said in the reader's language.
fn seat_args(seat: Seat) -> Args {
    Args::new().said("seat", move |lang| catalogue::seat_name(seat, lang))
}

impl Zhen {
    /// A position with `mover` to move and no history. `places` lists Red's goal, every
    /// tile, then Blue's goal, e.g. `". 2r . 1r1b . 1b ."` (see [`Board::parse`]); the
    /// number of tiles and the reserves follow from it and `options.cubes`. For tests,
    /// puzzles and analysis.
    pub fn setup(options: &ZhenOptions, places: &str, mover: Seat) -> Result<Zhen, Phrase> {
        let probe = Board::parse(places, [0, 0])?;
        let mut reserve = [0u8; 2];
        for (colour, r) in reserve.iter_mut().enumerate() {
            let used = probe.total(colour);
            if used > options.cubes as u32 {
                let args = seat_args(colour)
                    .text("used", used.to_string())
                    .text("cubes", options.cubes.to_string());
                return Err(phrase("zhen-setup-placed", args));
            }
            *r = options.cubes - used as u8;
        }
        let board = Board::parse(places, reserve)?;
        board.check_goals()?;
        let options = ZhenOptions {
            tiles: board.tiles(),
            ..options.clone()
        };
        let mut g = Zhen::from_parts(options, board, mover, 0)?;
        g.settle();
        Ok(g)
    }

    /// A game at `board` with no history, checked for consistency.
    fn from_parts(
        options: ZhenOptions,
        board: Board,
        mover: Seat,
        plies: u32,
    ) -> Result<Zhen, Phrase> {
        use cubist_core::GameOptions;
        options.validate().map_err(|e| {
            phrase(
                "zhen-state-option",
                Args::new().said("why", move |lang| e.say(lang)),
            )
        })?;
        if board.tiles() != options.tiles {
            let args = Args::new()
                .text("tiles", board.tiles().to_string())
                .text("expected", options.tiles.to_string());
            return Err(phrase("zhen-setup-tiles", args));
        }
        for colour in [RED, BLUE] {
            let total = board.total(colour);
            if total != options.cubes as u32 {
                let args = seat_args(colour)
                    .text("total", total.to_string())
                    .text("cubes", options.cubes.to_string());
                return Err(phrase("zhen-setup-total", args));
            }
        }
        if mover > 1 {
            return Err(phrase(
                "zhen-setup-mover",
                Args::new().text("mover", mover.to_string()),
            ));
        }
        Ok(Zhen::assemble(options, board, mover, plies))
    }

    /// A running game at `board` with no history (its rules unchecked).
    fn assemble(options: ZhenOptions, board: Board, mover: Seat, plies: u32) -> Zhen {
        let key = position_key(&board, mover);
        let mut g = Zhen {
            options,
            board,
            mover,
            undo: 0,
            plies,
            key,
            window: vec![WindowStep { key, moved: 0 }],
            since: board,
            status: Status::Playing,
            actions: 0,
        };
        g.actions = g.action_tiles(mover);
        g
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn mover(&self) -> Seat {
        self.mover
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// Actions played so far.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// The tile the no-undo rule forbids moving now, if any.
    pub fn undo_tile(&self) -> Option<u8> {
        (self.undo != 0).then_some(self.undo)
    }

    /// Key of the position (cubes and mover), as the repetition rule compares them.
    pub fn position_key(&self) -> u64 {
        self.key
    }

    /// How many times the current position has occurred, counting this time.
    pub fn occurrences(&self) -> usize {
        self.window.iter().filter(|s| s.key == self.key).count()
    }

    /// Whether `seat` may move the stack on `tile` now (everything but the turn): the
    /// rule as written, which [`Zhen::action_tiles`] works out for all tiles at once.
    #[cfg(test)]
    fn can_move(&self, seat: Seat, tile: usize) -> bool {
        let stack = self.board.stack(tile);
        let own = stack[seat] as usize;
        if own == 0 || tile == self.undo as usize {
            return false;
        }
        // Steps left to the own goal; landing on it needs an opponent cube.
        let room = if seat == RED {
            tile
        } else {
            self.options.tiles as usize + 1 - tile
        };
        own < room || (own == room && stack[1 - seat] > 0)
    }

    /// The tiles on which `seat` has a legal action (the turn aside), bit `t` for tile
    /// `t`: the stacks it may move ([`Zhen::can_move`]), and the empty tiles if it has a
    /// cube in reserve. A tile never offers both, since only a stack can move. Worked
    /// out without branches, as it runs for every action of random play.
    #[inline]
    fn action_tiles(&self, seat: Seat) -> u32 {
        let mask = if seat == RED {
            self.action_tiles_of::<RED>()
        } else {
            self.action_tiles_of::<BLUE>()
        };
        // The stack just moved onto an empty tile may not go straight back.
        mask & !(1 << self.undo)
    }

    /// [`Zhen::action_tiles`] of `SEAT` before the no-undo rule, with the seat fixed at
    /// compile time so that the loop over the tiles has no choice in it.
    #[inline]
    fn action_tiles_of<const SEAT: Seat>(&self) -> u32 {
        let reserve = self.board.reserve(SEAT) > 0;
        let goal = self.options.tiles as usize + 1;
        let mut mask = 0;
        for (i, stack) in self.board.tile_stacks().iter().enumerate() {
            let t = i + 1;
            let (own, other) = (stack[SEAT], stack[1 - SEAT]);
            let room = if SEAT == RED { t } else { goal - t };
            // Steps left to the own goal; landing on it needs an opponent cube.
            let movable = (own != 0) & (own as usize + usize::from(other == 0) <= room);
            let open = reserve & (own | other == 0);
            mask |= u32::from(movable | open) << t;
        }
        mask
    }

    /// The action a tile of [`Zhen::action_tiles`] offers: a placement on an empty
    /// tile, otherwise moving its stack.
    #[inline]
    fn action_on(&self, tile: u8) -> Action {
        if self.board.is_empty_tile(tile as usize) {
            Action::Place(tile)
        } else {
            Action::Move(tile)
        }
    }

    /// The status implied by the position and its history, for a running game.
    fn status_now(&self) -> Status {
        self.status_with(self.action_tiles(self.mover))
    }

    /// [`Zhen::status_now`], given the mover's action tiles.
    #[inline]
    fn status_with(&self, actions: u32) -> Status {
        if actions == 0 {
            return Status::Swept { stuck: self.mover };
        }
        if self.occurrences() >= self.options.repetition as usize {
            return Status::Repetition;
        }
        if self.plies >= self.options.cap {
            return Status::Cap;
        }
        Status::Playing
    }

    /// Apply an action known to be legal, and decide whether the game goes on.
    fn apply(&mut self, seat: Seat, action: Action) {
        let (irreversible, moved) = match action {
            Action::Place(t) => {
                self.key ^= self.board.place(seat, t as usize);
                self.undo = 0;
                (true, 0)
            }
            Action::Move(t) => {
                let from = t as usize;
                let stack = self.board.stack(from);
                let to = match self.board.landing(seat, from) {
                    Landing::Tile(d) => d as usize,
                    _ => self.board.goal(seat),
                };
                let onto_empty = to != self.board.goal(seat) && self.board.is_empty_tile(to);
                self.key ^= self.board.carry(from, to);
                // Only a stack alone on its new tile can go back, and the opponent moves
                // it back exactly when both have as many cubes in it.
                self.undo = if onto_empty && stack[0] == stack[1] {
                    to as u8
                } else {
                    0
                };
                (!onto_empty, if onto_empty { t } else { 0 })
            }
        };
        self.plies += 1;
        self.mover = 1 - seat;
        self.key ^= hash::BLUE_TO_MOVE;
        if irreversible {
            self.window.clear();
            self.since = self.board;
        }
        self.window.push(WindowStep {
            key: self.key,
            moved,
        });
        self.settle();
    }

    /// Decide whether the game goes on; a stuck mover's opponent takes the tiles.
    fn settle(&mut self) {
        self.actions = self.action_tiles(self.mover);
        let status = self.status_with(self.actions);
        if status != Status::Playing {
            self.end(status);
        }
        if let Status::Swept { stuck } = self.status {
            self.board.sweep_into(1 - stuck);
            self.key = position_key(&self.board, self.mover);
            self.window.clear();
            self.window.push(WindowStep {
                key: self.key,
                moved: 0,
            });
            self.since = self.board;
            self.undo = 0;
        }
    }

    /// End the game as `status` says: nobody has an action any more.
    fn end(&mut self, status: Status) {
        self.status = status;
        self.actions = 0;
    }

    fn scores(&self) -> Vec<i32> {
        vec![self.board.score(RED) as i32, self.board.score(BLUE) as i32]
    }
}

/// The key of `board` with `mover` to move.
fn position_key(board: &Board, mover: Seat) -> u64 {
    board.key() ^ if mover == BLUE { hash::BLUE_TO_MOVE } else { 0 }
}

/// The rules for players in every spoken language (`rules/*.md`).
const RULES_TEXTS: cubist_core::RulesTexts = cubist_core::rules_texts!("../rules");

impl cubist_core::Game for Zhen {
    type Action = Action;
    type Options = ZhenOptions;
    type View = Zhen;
    type Wire = ZhenWire;

    const NAME: &'static str = "zhen";
    const TITLE: &'static str = "Zhen";
    const RULES: &'static str = RULES_TEXTS.english();
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    const WIRE_VERSION: u32 = wire::VERSION;

    fn new(options: &ZhenOptions, seed: u64) -> Self {
        let mut rng: GameRng = game_rng(seed, 0);
        let mover = options.first.resolve(2, &mut rng);
        let board = Board::start(options.tiles, options.cubes);
        Zhen::assemble(options.clone(), board, mover, 0)
    }

    fn options(&self) -> &ZhenOptions {
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
        let mut tiles = self.actions;
        out.reserve(tiles.count_ones() as usize);
        while tiles != 0 {
            out.push(self.action_on(tiles.trailing_zeros() as u8));
            tiles &= tiles - 1;
        }
    }

    /// The `pick`-th action in [`Game::legal_actions`]' order, read off the mask of
    /// action tiles without building the list.
    #[inline]
    fn sample_action(
        &self,
        seat: Seat,
        pick: impl FnOnce(usize) -> usize,
        _scratch: &mut Vec<Action>,
    ) -> Action {
        let mut tiles = if self.status == Status::Playing && seat == self.mover {
            self.actions
        } else {
            0
        };
        let n = tiles.count_ones() as usize;
        let k = pick(n);
        assert!(k < n, "action {k} of {n} picked for seat {seat}");
        for _ in 0..k {
            tiles &= tiles - 1;
        }
        self.action_on(tiles.trailing_zeros() as u8)
    }

    #[inline]
    fn play(&mut self, seat: Seat, action: Action) {
        debug_assert!(
            check::why_illegal(self, seat, action).is_none(),
            "illegal {action:?} for seat {seat}"
        );
        self.apply(seat, action);
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        match check::why_illegal(self, seat, action) {
            None => Ok(()),
            Some(why) => Err(RuleError::Illegal(why)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = match self.status {
            Status::Playing => return None,
            Status::Swept { stuck } => {
                catalogue::phrase("zhen-swept", Args::new().number("stuck", stuck as f64))
            }
            Status::Repetition => {
                let args = Args::new().number("times", self.options.repetition as f64);
                catalogue::phrase("zhen-repeated", args)
            }
            Status::Cap => {
                let args = Args::new().number("actions", self.options.cap as f64);
                catalogue::phrase("zhen-cap", args)
            }
        };
        Some(Outcome::by_highest_score(self.scores(), reason))
    }

    fn view(&self, _observer: Observer) -> Zhen {
        self.clone()
    }

    fn determinize(view: &Zhen, _rng: &mut GameRng) -> Self {
        view.clone()
    }

    fn wire(view: &Zhen) -> ZhenWire {
        wire::wire(view)
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, NotationError> {
        notation::parse(text, self.options.tiles)
    }

    fn format_action(&self, _seat: Seat, action: Action) -> String {
        notation::format(action)
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

    fn render(view: &Zhen, style: RenderStyle) -> String {
        render::render(view, style)
    }

    fn picture(
        view: &Zhen,
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

    /// [`Zhen::action_tiles`] as the rules read: tile by tile, by [`Zhen::can_move`].
    fn slow_action_tiles(g: &Zhen, seat: Seat) -> u32 {
        let reserve = g.board.reserve(seat) > 0;
        (1..=g.options.tiles as usize)
            .filter(|&t| (reserve && g.board.is_empty_tile(t)) || g.can_move(seat, t))
            .fold(0, |mask, t| mask | 1 << t)
    }

    #[test]
    fn action_tiles_agree_with_the_rules_in_random_games() {
        let mut x = 7u64;
        for (tiles, cubes) in [(10, 10), (2, 1), (3, 5), (20, 20), (7, 2)] {
            let options = ZhenOptions::sized(tiles, cubes);
            for seed in 0..200 {
                let mut g = Zhen::new(&options, seed);
                let mut legal = Vec::new();
                while let Some(seat) = g.to_move().actor() {
                    for s in [RED, BLUE] {
                        assert_eq!(g.action_tiles(s), slow_action_tiles(&g, s));
                    }
                    assert_eq!(g.actions, slow_action_tiles(&g, seat), "the kept mask");
                    g.legal_actions(seat, &mut legal);
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                    g.play(seat, legal[(x >> 33) as usize % legal.len()]);
                }
            }
        }
    }
}
