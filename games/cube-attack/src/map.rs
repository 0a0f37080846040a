//! Boards as data: planets, orbits and seats, read from a JSON map file and validated.
//!
//! The map file format is documented in `docs/cube-attack.md`. A [`Map`] is only ever
//! built through [`Map::from_file`] (or deserialisation, which goes through it), so
//! every `Map` in a game has passed every check it makes (in `map/read.rs`).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

mod read;
mod said;

/// Most planets a map may have: adjacency is kept as one 64-bit mask per planet.
pub const MAX_PLANETS: usize = 64;
/// Fewest and most players a map can seat.
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;

/// Index of a planet in its map, `0..map.len()`.
pub type PlanetId = u8;

/// What a planet does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Where a player's units enter; never entered again, never attacked on.
    Start,
    /// Activated: a new unit appears on the player's Starting planet.
    Cube,
    /// Activated: the unit gains a life (at most 2).
    LifeUp,
    /// Activated: no weapon → short range → long range.
    Weaponry,
    /// Scores 2 at the end of each round (1 when shared).
    HalfMoon,
    /// Scores 4 at the end of each round (2 when shared).
    FullMoon,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Start,
        Kind::Cube,
        Kind::LifeUp,
        Kind::Weaponry,
        Kind::HalfMoon,
        Kind::FullMoon,
    ];

    /// The word used in map files.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Start => "start",
            Kind::Cube => "cube",
            Kind::LifeUp => "life-up",
            Kind::Weaponry => "weaponry",
            Kind::HalfMoon => "half-moon",
            Kind::FullMoon => "full-moon",
        }
    }

    pub fn from_key(key: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// Points a moon gives a team alone on it at the end of a round (0 for other kinds).
    pub fn moon_points(self) -> u32 {
        match self {
            Kind::HalfMoon => 2,
            Kind::FullMoon => 4,
            _ => 0,
        }
    }
}

/// One planet of a map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planet {
    pub name: String,
    pub kind: Kind,
}

/// A validated board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "MapFile", into = "MapFile")]
pub struct Map {
    name: String,
    planets: Vec<Planet>,
    /// Orbits in file order, as planet pairs.
    links: Vec<(PlanetId, PlanetId)>,
    /// `adjacency[p]`: bit `q` set when an orbit links `p` and `q`.
    adjacency: Vec<u64>,
    /// Bit `p` set when planet `p` is a Starting planet.
    start_mask: u64,
    /// `kind_masks[kind as usize]`: bit `p` set when planet `p` is of that kind, so that
    /// play can ask "is any unit on a moon" with a mask instead of a walk over planets.
    kind_masks: [u64; Kind::ALL.len()],
    /// The planets a unit may move to (linked and not a Starting planet), lowest first,
    /// as one row of `entry_width` per planet: row `p` starts with the
    /// `entry_counts[p]` entries of `p` and is padded to the common width, so that move
    /// generation can copy a row of the same length for every unit.
    entry_rows: Vec<PlanetId>,
    entry_counts: Vec<usize>,
    entry_width: usize,
    /// `seatings[n]`: the Starting planet of each seat in an `n`-player game.
    seatings: [Option<Vec<PlanetId>>; MAX_PLAYERS + 1],
}

/// A map file as written by people (see `docs/cube-attack.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    pub name: String,
    pub planets: Vec<PlanetEntry>,
    pub links: Vec<[String; 2]>,
    /// Player count (as text, JSON keys are strings) → Starting planet of each seat.
    pub seats: BTreeMap<String, Vec<String>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanetEntry {
    pub name: String,
    pub kind: String,
}

/// Why a map file was rejected, in words that point at the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapError {
    /// The file could not be read.
    Io {
        path: String,
        reason: String,
    },
    /// Not JSON, or not the expected fields.
    Syntax(String),
    NoPlanets,
    TooManyPlanets(usize),
    BadPlanetName {
        name: String,
        /// The message of the catalogue that says what is wrong with it.
        reason: &'static str,
    },
    DuplicatePlanet(String),
    UnknownKind {
        planet: String,
        kind: String,
    },
    LinkToUnknownPlanet {
        link: usize,
        name: String,
    },
    SelfLink(String),
    DuplicateLink(String, String),
    Disconnected {
        from: String,
        unreachable: String,
    },
    NoSeats,
    BadPlayerCount(String),
    SeatCountMismatch {
        players: usize,
        listed: usize,
    },
    SeatOnUnknownPlanet {
        players: usize,
        name: String,
    },
    SeatWithoutStartingPlanet {
        players: usize,
        name: String,
        kind: Kind,
    },
    SharedStartingPlanet {
        players: usize,
        name: String,
    },
}

/// English, for logs; [`MapError::say`] says it in a reader's language.
impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(cubist_core::Lang::En))
    }
}

impl std::error::Error for MapError {}

impl TryFrom<MapFile> for Map {
    type Error = MapError;
    fn try_from(file: MapFile) -> Result<Map, MapError> {
        Map::from_file(&file)
    }
}

impl From<Map> for MapFile {
    fn from(map: Map) -> MapFile {
        map.to_file()
    }
}

/// Maps shipped inside the crate, by the name the `map` option accepts.
pub const BUILTIN_MAPS: [(&str, &str); 2] = [
    ("six-rings", include_str!("../maps/six-rings.json")),
    ("duel", include_str!("../maps/duel.json")),
];

impl Map {
    /// The default map of the rulings, "Six Rings".
    pub fn six_rings() -> Map {
        Map::builtin("six-rings").expect("the shipped Six Rings map is valid")
    }

    /// A map shipped with the crate, by name (`six-rings`, `duel`).
    pub fn builtin(name: &str) -> Option<Map> {
        Map::builtin_shared(name).map(|m| (*m).clone())
    }

    /// A shipped map, read once and shared by every game that uses it.
    pub fn builtin_shared(name: &str) -> Option<Arc<Map>> {
        static MAPS: OnceLock<Vec<Arc<Map>>> = OnceLock::new();
        let maps = MAPS.get_or_init(|| {
            BUILTIN_MAPS
                .iter()
                .map(|(_, text)| Arc::new(Map::from_json(text).expect("shipped maps are valid")))
                .collect()
        });
        BUILTIN_MAPS
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|i| Arc::clone(&maps[i]))
    }

    /// Read and validate a map from JSON text.
    pub fn from_json(text: &str) -> Result<Map, MapError> {
        let file: MapFile =
            serde_json::from_str(text).map_err(|e| MapError::Syntax(e.to_string()))?;
        Map::from_file(&file)
    }

    /// Read and validate a map file from disk.
    pub fn load(path: &str) -> Result<Map, MapError> {
        let text = std::fs::read_to_string(path).map_err(|e| MapError::Io {
            path: path.to_string(),
            reason: e.to_string(),
        })?;
        Map::from_json(&text)
    }

    /// The map as a file, for saving and embedding in encoded states.
    pub fn to_file(&self) -> MapFile {
        let name = |p: PlanetId| self.planets[p as usize].name.clone();
        MapFile {
            name: self.name.clone(),
            planets: self
                .planets
                .iter()
                .map(|p| PlanetEntry {
                    name: p.name.clone(),
                    kind: p.kind.key().to_string(),
                })
                .collect(),
            links: self
                .links
                .iter()
                .map(|&(a, b)| [name(a), name(b)])
                .collect(),
            seats: self
                .seatings
                .iter()
                .enumerate()
                .filter_map(|(n, s)| {
                    s.as_ref()
                        .map(|s| (n.to_string(), s.iter().map(|&p| name(p)).collect()))
                })
                .collect(),
        }
    }

    /// The map as compact JSON (one line).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_file()).expect("a map file serialises")
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of planets.
    pub fn len(&self) -> usize {
        self.planets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.planets.is_empty()
    }

    pub fn planets(&self) -> &[Planet] {
        &self.planets
    }

    pub fn planet(&self, p: PlanetId) -> &Planet {
        &self.planets[p as usize]
    }

    pub fn kind(&self, p: PlanetId) -> Kind {
        self.planets[p as usize].kind
    }

    pub fn planet_name(&self, p: PlanetId) -> &str {
        &self.planets[p as usize].name
    }

    /// The planet with this name, ignoring case.
    pub fn find(&self, name: &str) -> Option<PlanetId> {
        self.planets
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name))
            .map(|i| i as PlanetId)
    }

    /// The planets linked to `p`, as a bit mask.
    #[inline]
    pub fn neighbours(&self, p: PlanetId) -> u64 {
        self.adjacency[p as usize]
    }

    /// The planets a unit on `p` may move to: linked to `p` and not Starting planets,
    /// lowest first.
    #[inline]
    pub fn entries(&self, p: PlanetId) -> &[PlanetId] {
        &self.padded_entries(p)[..self.entry_counts[p as usize]]
    }

    /// The entries of `p` padded with arbitrary planets to a length that is the same
    /// for every planet of the map (the most entries any planet has).
    #[inline]
    pub fn padded_entries(&self, p: PlanetId) -> &[PlanetId] {
        let start = p as usize * self.entry_width;
        &self.entry_rows[start..start + self.entry_width]
    }

    #[inline]
    pub fn linked(&self, a: PlanetId, b: PlanetId) -> bool {
        self.adjacency[a as usize] & (1 << b) != 0
    }

    /// Bit mask of the Starting planets.
    #[inline]
    pub fn start_mask(&self) -> u64 {
        self.start_mask
    }

    /// Bit mask of the planets of `kind`.
    #[inline]
    pub fn kind_mask(&self, kind: Kind) -> u64 {
        self.kind_masks[kind as usize]
    }

    /// Bit mask of the moons (the planets that score at the end of a round).
    #[inline]
    pub fn moon_mask(&self) -> u64 {
        Kind::ALL
            .into_iter()
            .filter(|k| k.moon_points() > 0)
            .fold(0, |m, k| m | self.kind_mask(k))
    }

    /// The orbits, as planet pairs in file order.
    pub fn links(&self) -> &[(PlanetId, PlanetId)] {
        &self.links
    }

    /// The Starting planet of each seat in a game of `players`, if the map seats that many.
    pub fn seating(&self, players: usize) -> Option<&[PlanetId]> {
        self.seatings.get(players)?.as_deref()
    }

    /// The player counts this map seats.
    pub fn player_counts(&self) -> Vec<usize> {
        (MIN_PLAYERS..=MAX_PLAYERS)
            .filter(|&n| self.seatings[n].is_some())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_rings_has_the_shape_of_the_rulings() {
        let m = Map::six_rings();
        assert_eq!(m.len(), 31);
        assert_eq!(m.links().len(), 54);
        let count = |k| m.planets().iter().filter(|p| p.kind == k).count();
        assert_eq!(count(Kind::Start), 6);
        assert_eq!(count(Kind::FullMoon), 1);
        let f = m.find("F").unwrap();
        assert_eq!(m.neighbours(f).count_ones(), 6);
        assert_eq!(m.player_counts(), vec![2, 3, 4, 5, 6]);
        let names = |n| -> Vec<&str> {
            m.seating(n)
                .unwrap()
                .iter()
                .map(|&p| m.planet_name(p))
                .collect()
        };
        assert_eq!(names(4), ["S0", "S1", "S3", "S4"]);
    }

    #[test]
    fn entries_are_the_linked_planets_that_are_not_starts() {
        for (name, _) in BUILTIN_MAPS {
            let m = Map::builtin(name).unwrap();
            let width = m.padded_entries(0).len();
            for p in 0..m.len() as PlanetId {
                let expected: Vec<PlanetId> = (0..m.len() as PlanetId)
                    .filter(|&q| m.linked(p, q) && m.kind(q) != Kind::Start)
                    .collect();
                assert_eq!(m.entries(p), expected, "{name}, planet {p}");
                assert_eq!(m.padded_entries(p).len(), width);
                assert!(m.padded_entries(p).starts_with(&expected));
            }
        }
    }

    #[test]
    fn a_map_survives_its_own_json() {
        for (name, _) in BUILTIN_MAPS {
            let m = Map::builtin(name).unwrap();
            assert_eq!(Map::from_json(&m.to_json()).unwrap(), m);
        }
    }
}
