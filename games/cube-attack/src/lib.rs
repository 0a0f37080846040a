//! Cube Attack, for 2 to 6 players, as settled by the Cubist rulings.
//!
//! Teams of cube units travel a map of planets linked by orbits. Planets give units
//! (Planet Cube), lives (Life-up) and weapons (Weaponry); moons score points at the end
//! of every round. The first team to 64 points at the end of a round wins, or the last
//! team left with units on the board.
//!
//! Maps are data ([`map`]): the default "Six Rings" map of the rulings ships inside the
//! crate, and any map file can be loaded with the `map` option.

mod catalogue;
mod check;
mod encoding;
mod evaluation;
mod hash;
mod hints;
mod lessons;
pub mod map;
mod notation;
mod numeric;
mod options;
pub mod picture;
mod render;
mod rules;
mod themes;
mod units;
mod wire;
mod words;

pub use map::{Kind, Map, MapError, MapFile, Planet, PlanetId, BUILTIN_MAPS};
pub use options::{CubeAttackOptions, MapChoice, Removal, SEAT_COLOURS, SEAT_NAMES};
pub use units::{Unit, UnitId, Weapon, CUBES_PER_PLAYER, MAX_LIVES, MAX_UNITS};
pub use wire::{
    CubeAttackMap, CubeAttackPlanet, CubeAttackSeat, CubeAttackUnit, CubeAttackWire, PlanetKind,
    WireRemoval, WireWeapon,
};

use cubist_core::{
    game_rng, Args, DecodeError, GameRng, NotationError, Observer, Outcome, RenderStyle, RuleError,
    Seat, ToMove,
};
use serde::{Deserialize, Serialize};

use map::MAX_PLAYERS;

/// Actions in a turn.
pub const ACTIONS_PER_TURN: u8 = 2;

/// One action of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Move the unit along an orbit to a linked planet.
    Move { unit: UnitId, to: PlanetId },
    /// Activate the planet the unit stands on.
    Activate { unit: UnitId },
    /// Attack `target` with the unit's weapon.
    Attack { unit: UnitId, target: UnitId },
    /// Give up the rest of the turn.
    Pass,
}

/// Whether the game goes on, and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    Playing,
    /// A team reached the target score and leads alone at the end of a round.
    Won(Seat),
    /// At the end of a turn (or when a seat was taken out of the game) only this team
    /// had units on the board: the last team standing wins at once.
    LastTeam(Seat),
    /// The rounds cap was reached: the highest score wins, a tie is a draw among the tied.
    #[serde(rename = "RoundsCap")]
    Cap,
}

/// A Cube Attack position with everything needed to continue exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CubeAttack {
    options: CubeAttackOptions,
    /// Starting planet of each seat (from the map's seating for this player count).
    starts: [PlanetId; MAX_PLAYERS],
    /// `units[seat][slot]`; a slot with no lives is free.
    units: [[Unit; MAX_UNITS]; MAX_PLAYERS],
    /// `alive[seat]`: bit `slot` set when that slot holds a unit (kept in step with
    /// `units`, so that searches visit only the units that exist).
    alive: [u32; MAX_PLAYERS],
    supply: [u8; MAX_PLAYERS],
    /// Cubes taken off the board by attacks and out of the game.
    removed: [u8; MAX_PLAYERS],
    scores: [u32; MAX_PLAYERS],
    /// The round being played, from 1.
    round: u32,
    /// The seat that opens every round.
    first: Seat,
    mover: Seat,
    /// Actions the mover still has in this turn (1 or 2 while playing).
    actions_left: u8,
    status: Status,
}

impl CubeAttack {
    /// The opening position: every seat has one 1-life unit without weapon on its
    /// Starting planet and 19 cubes in supply; `first` opens every round.
    ///
    /// Options should be valid (`GameOptions::from_pairs` makes sure); options built by
    /// hand that are not are repaired rather than refused: the player count is brought
    /// into 2..6, a map that cannot seat it is replaced by Six Rings, and seats are
    /// clamped to the players.
    pub fn opening(options: &CubeAttackOptions, first: Seat) -> Self {
        let mut options = options.clone();
        options.players = options.players.clamp(map::MIN_PLAYERS, MAX_PLAYERS);
        let players = options.players;
        if options.map.map().seating(players).is_none() {
            options.map = MapChoice::default();
        }
        if let cubist_core::FirstPlayer::Seat(s) = options.first {
            options.first = cubist_core::FirstPlayer::Seat(s.min(players - 1));
        }
        let first = first.min(players - 1);
        let seating = options
            .map
            .map()
            .seating(players)
            .expect("Six Rings seats 2 to 6 players");
        let mut starts = [0; MAX_PLAYERS];
        starts[..players].copy_from_slice(seating);
        let mut g = CubeAttack {
            options,
            starts,
            units: [[Unit::default(); MAX_UNITS]; MAX_PLAYERS],
            alive: [0; MAX_PLAYERS],
            supply: [0; MAX_PLAYERS],
            removed: [0; MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            round: 1,
            first,
            mover: first,
            actions_left: ACTIONS_PER_TURN,
            status: Status::Playing,
        };
        for (seat, &start) in starts.iter().enumerate().take(players) {
            g.units[seat][0] = Unit::fresh(start);
            g.alive[seat] = 1;
            g.supply[seat] = CUBES_PER_PLAYER - 1;
        }
        g
    }

    pub fn map(&self) -> &Map {
        self.options.map.map()
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// The round being played (or the last one, once the game is over), from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The seat that opens every round.
    pub fn first_seat(&self) -> Seat {
        self.first
    }

    /// The seat whose turn it is (the last mover once the game is over).
    pub fn mover(&self) -> Seat {
        self.mover
    }

    /// Actions left in the current turn.
    pub fn actions_left(&self) -> u8 {
        self.actions_left
    }

    pub fn score(&self, seat: Seat) -> u32 {
        self.scores[seat]
    }

    pub fn scores(&self) -> &[u32] {
        &self.scores[..self.options.players]
    }

    pub fn supply(&self, seat: Seat) -> u8 {
        self.supply[seat]
    }

    /// Cubes of `seat` out of the game.
    pub fn removed(&self, seat: Seat) -> u8 {
        self.removed[seat]
    }

    /// Cubes of `seat` on the board (one per life of each unit).
    pub fn cubes_on_board(&self, seat: Seat) -> u8 {
        self.units[seat].iter().map(|u| u.lives).sum()
    }

    pub fn start_planet(&self, seat: Seat) -> PlanetId {
        self.starts[seat]
    }

    /// The unit with this id, if it is on the board.
    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units
            .get(id.owner as usize)?
            .get(id.slot as usize)
            .filter(|u| u.alive() && (id.owner as usize) < self.options.players)
    }

    /// Every unit on the board with its id, by seat then slot.
    pub fn units(&self) -> impl Iterator<Item = (UnitId, &Unit)> + '_ {
        (0..self.options.players).flat_map(move |s| self.units_of(s))
    }

    /// The units of one seat.
    pub fn units_of(&self, seat: Seat) -> impl Iterator<Item = (UnitId, &Unit)> + '_ {
        self.units[seat]
            .iter()
            .enumerate()
            .filter(|(_, u)| u.alive())
            .map(move |(i, u)| (UnitId::new(seat, i), u))
    }

    /// The units on a planet.
    pub fn units_on(&self, planet: PlanetId) -> impl Iterator<Item = (UnitId, &Unit)> + '_ {
        self.units().filter(move |(_, u)| u.planet == planet)
    }

    #[inline]
    pub fn has_units(&self, seat: Seat) -> bool {
        self.alive[seat] != 0
    }

    /// The seat that alone has units on the board, if exactly one has.
    pub fn last_team(&self) -> Option<Seat> {
        rules::last_team(self)
    }

    /// Recompute the live-slot masks from the units (after building a position).
    fn sync_alive(&mut self) {
        for (mask, units) in self.alive.iter_mut().zip(&self.units) {
            *mask = units
                .iter()
                .enumerate()
                .filter(|(_, u)| u.alive())
                .fold(0, |m, (i, _)| m | 1 << i);
        }
    }

    /// The planets holding units of each seat, as bit masks.
    #[inline]
    pub fn occupancy(&self) -> [u64; MAX_PLAYERS] {
        let mut masks = [0u64; MAX_PLAYERS];
        let players = self.options.players;
        for ((mask, units), &alive) in masks[..players]
            .iter_mut()
            .zip(&self.units)
            .zip(&self.alive)
        {
            for slot in slots(alive) {
                *mask |= 1 << units[slot].planet;
            }
        }
        masks
    }

    /// The planets holding units of seats other than `seat`, as a bit mask.
    #[inline]
    pub fn enemy_occupancy(&self, seat: Seat) -> u64 {
        let players = self.options.players;
        let mut mask = 0u64;
        for (other, (units, &alive)) in self.units[..players].iter().zip(&self.alive).enumerate() {
            if other != seat {
                for slot in slots(alive) {
                    mask |= 1 << units[slot].planet;
                }
            }
        }
        mask
    }

    /// The points each seat would score from moons if the round ended now.
    ///
    /// Works on planet masks and visits only the moons someone holds: a moon held by
    /// one seat gives its full value, a moon shared by two or more gives each half.
    pub fn moon_points(&self) -> [u32; MAX_PLAYERS] {
        let players = self.options.players;
        let occupancy = self.occupancy();
        let (mut held, mut shared) = (0u64, 0u64);
        for &m in &occupancy[..players] {
            shared |= held & m;
            held |= m;
        }
        let map = self.map();
        let mut points = [0u32; MAX_PLAYERS];
        for p in bits(held & map.moon_mask()) {
            let value = map.kind(p as PlanetId).moon_points();
            let each = if shared & 1 << p != 0 {
                value / 2
            } else {
                value
            };
            for (points, &m) in points.iter_mut().zip(&occupancy[..players]) {
                if m & 1 << p != 0 {
                    *points += each;
                }
            }
        }
        points
    }
}

/// The set bits of a mask, lowest first.
#[derive(Clone, Copy)]
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// The set bits of a planet mask (planet numbers), lowest first.
#[inline]
fn bits(mask: u64) -> Bits {
    Bits(mask)
}

/// The set bits of a slot mask (unit slots), lowest first.
#[inline]
fn slots(mask: u32) -> Bits {
    Bits(mask as u64)
}

/// The rules for players in every spoken language (`rules/*.md`).
const RULES_TEXTS: cubist_core::RulesTexts = cubist_core::rules_texts!("../rules");

impl cubist_core::Game for CubeAttack {
    type Action = Action;
    type Options = CubeAttackOptions;
    type View = CubeAttack;
    type Wire = CubeAttackWire;

    const NAME: &'static str = "cube-attack";
    const TITLE: &'static str = "Cube Attack";
    const RULES: &'static str = RULES_TEXTS.english();
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    const WIRE_VERSION: u32 = wire::VERSION;

    fn new(options: &CubeAttackOptions, seed: u64) -> Self {
        let mut rng: GameRng = game_rng(seed, 0);
        let players = options.players.clamp(map::MIN_PLAYERS, MAX_PLAYERS);
        let first = options.first.resolve(players, &mut rng);
        CubeAttack::opening(options, first)
    }

    fn options(&self) -> &CubeAttackOptions {
        &self.options
    }

    fn num_players(&self) -> usize {
        self.options.players
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

    #[inline]
    fn to_move(&self) -> ToMove {
        match self.status {
            Status::Playing => ToMove::One(self.mover),
            _ => ToMove::Over,
        }
    }

    #[inline]
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        rules::legal_actions(self, seat, out)
    }

    #[inline]
    fn play(&mut self, seat: Seat, action: Action) {
        debug_assert!(
            check::why_illegal(self, seat, action).is_none(),
            "illegal {action:?}"
        );
        rules::apply(self, seat, action)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        match check::why_illegal(self, seat, action) {
            None => Ok(()),
            Some(why) => Err(RuleError::Illegal(why)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let scores: Vec<i32> = self.scores().iter().map(|&s| s as i32).collect();
        match self.status {
            Status::Playing => None,
            Status::Won(seat) => {
                let args = Args::new()
                    .number("points", self.scores[seat] as f64)
                    .number("round", self.round as f64);
                let reason = catalogue::phrase("cube-attack-won", args);
                Some(Outcome::win(seat, scores, reason))
            }
            Status::LastTeam(seat) => {
                let args = Args::new().number("round", self.round as f64);
                let reason = catalogue::phrase("cube-attack-last-team", args);
                Some(Outcome::win(seat, scores, reason))
            }
            Status::Cap => {
                let args = Args::new().number("rounds", self.round as f64);
                let reason = catalogue::phrase("cube-attack-rounds", args);
                Some(Outcome::by_highest_score(scores, reason))
            }
        }
    }

    fn view(&self, _observer: Observer) -> CubeAttack {
        self.clone()
    }

    fn determinize(view: &CubeAttack, _rng: &mut GameRng) -> Self {
        view.clone()
    }

    fn wire(view: &CubeAttack) -> CubeAttackWire {
        wire::wire(view)
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        notation::parse(self, seat, text)
    }

    fn format_action(&self, seat: Seat, action: Action) -> String {
        notation::format(self, seat, action)
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

    fn turn_begins(&self) -> Option<bool> {
        // A seat without units is skipped, so the same seat may play turns in a row.
        Some(self.actions_left == ACTIONS_PER_TURN)
    }

    fn ended_by_limit(&self) -> bool {
        matches!(self.status, Status::Cap)
    }

    /// A seat with a unit on the board may be taken out, unless it stands alone there
    /// (the end of its turn makes it the winner).
    fn may_retire(&self, seat: Seat) -> bool {
        rules::may_retire(self, seat)
    }

    /// Its units leave the board for good, and it skips its turns from then on, as a
    /// team that lost its last unit does; if it was to move, the turn passes on. A team
    /// left alone on the board wins at once.
    fn retire(&mut self, seat: Seat) {
        if rules::may_retire(self, seat) {
            rules::retire(self, seat);
        }
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

    fn render(view: &CubeAttack, style: RenderStyle) -> String {
        render::render(view, style)
    }

    fn picture(
        view: &CubeAttack,
        side: cubist_core::Side,
        lang: cubist_core::Lang,
    ) -> cubist_core::Picture {
        picture::picture(view, side, lang)
    }

    fn clicks(&self, _seat: Seat, action: Action) -> Vec<String> {
        picture::clicks(self, action)
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
