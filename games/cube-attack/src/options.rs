//! Cube Attack's options.

use cubist_core::{FirstPlayer, GameOptions, OptionError, OptionField};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

use crate::map::{Map, BUILTIN_MAPS, MAX_PLAYERS, MIN_PLAYERS};

/// Seat names (also accepted by the `first` option); the first letter labels units.
pub const SEAT_NAMES: [&str; MAX_PLAYERS] = ["Red", "Blue", "Green", "Yellow", "Purple", "Teal"];

/// How each seat is shown, in the colour it is named by: its pieces in the picture,
/// its lettering in a terminal, its labels in a client.
pub const SEAT_COLOURS: [cubist_core::SeatColour; MAX_PLAYERS] = cubist_core::picture::SEAT_COLOURS;

/// Where the cubes lost to attacks go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Removal {
    /// Out of the game for good (the ruling's choice).
    #[default]
    Lost,
    /// Back to their owner's supply.
    Supply,
}

/// The board of a game: where it came from (a shipped map's name or a file path) and
/// the validated map itself, shared between every copy of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "MapChoiceData", into = "MapChoiceData")]
pub struct MapChoice {
    source: String,
    map: Arc<Map>,
}

#[derive(Clone, Serialize, Deserialize)]
struct MapChoiceData {
    source: String,
    map: Map,
}

impl From<MapChoiceData> for MapChoice {
    fn from(d: MapChoiceData) -> Self {
        MapChoice {
            source: d.source,
            map: Arc::new(d.map),
        }
    }
}

impl From<MapChoice> for MapChoiceData {
    fn from(c: MapChoice) -> Self {
        MapChoiceData {
            source: c.source,
            map: (*c.map).clone(),
        }
    }
}

impl Default for MapChoice {
    fn default() -> Self {
        MapChoice::builtin("six-rings").expect("Six Rings ships with the crate")
    }
}

impl MapChoice {
    pub fn new(source: impl Into<String>, map: Map) -> Self {
        MapChoice {
            source: source.into(),
            map: Arc::new(map),
        }
    }

    /// A shipped map by name (shared, not copied).
    pub fn builtin(name: &str) -> Option<Self> {
        Map::builtin_shared(name).map(|map| MapChoice {
            source: name.trim().to_ascii_lowercase(),
            map,
        })
    }

    /// A shipped map by name, or else a map file at that path. Reads the file system:
    /// the `map` option calls it with a path only for a trusted front end.
    pub fn load(value: &str) -> Result<Self, OptionError> {
        let value = value.trim();
        if let Some(choice) = MapChoice::builtin(value) {
            return Ok(choice);
        }
        Map::load(value)
            .map(|map| MapChoice::new(value, map))
            .map_err(|e| OptionError::BadValue {
                key: "map".into(),
                value: value.into(),
                expected: format!("six-rings, duel or a valid map file ({e})"),
            })
    }

    /// What the `map` option was set to.
    pub fn source(&self) -> &str {
        &self.source
    }

    pub fn map(&self) -> &Arc<Map> {
        &self.map
    }

    /// Whether this is the shipped map of that name, unchanged.
    pub fn is_builtin(&self) -> bool {
        Map::builtin_shared(&self.source)
            .is_some_and(|m| Arc::ptr_eq(&m, &self.map) || *m == *self.map)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CubeAttackOptions {
    /// Number of players, 2..6; the map says which Starting planets they use.
    pub players: usize,
    pub map: MapChoice,
    /// Points that win at the end of a round.
    pub target: u32,
    /// The game ends after this many rounds; the highest score wins.
    pub rounds: u32,
    /// Who takes the first turn of every round. Default: drawn from the seed.
    pub first: FirstPlayer,
    /// Where cubes lost to attacks go.
    pub removal: Removal,
}

impl Default for CubeAttackOptions {
    fn default() -> Self {
        CubeAttackOptions {
            players: 2,
            map: MapChoice::default(),
            target: 64,
            rounds: 200,
            first: FirstPlayer::Random,
            removal: Removal::Lost,
        }
    }
}

impl CubeAttackOptions {
    /// Defaults with `players` players.
    pub fn with_players(players: usize) -> Self {
        CubeAttackOptions {
            players,
            ..Self::default()
        }
    }
}

impl GameOptions for CubeAttackOptions {
    fn fields() -> Vec<OptionField<Self>> {
        let maps: Vec<&str> = BUILTIN_MAPS.iter().map(|(name, _)| *name).collect();
        vec![
            OptionField::<Self>::int(
                "players",
                "number of players; the map gives each seat its Starting planet",
                MIN_PLAYERS,
                MAX_PLAYERS,
                |o| o.players,
                |o, v| o.players = v,
            )
            .label("Players"),
            OptionField::<Self>::file_or_choice(
                "map",
                "the board: one of the shipped maps, or in the terminal a JSON map file",
                &maps,
                "path/to/map.json",
                MapChoice::load,
                |o| o.map.source(),
                |o, v| o.map = v,
            )
            .label("Map"),
            OptionField::<Self>::int(
                "target",
                "points that win at the end of a round (highest wins; a tie plays on)",
                1,
                10_000,
                |o| o.target,
                |o, v| o.target = v,
            )
            .label("Points to win"),
            OptionField::<Self>::int(
                "rounds",
                "after this many rounds the highest score wins; a tie is a draw",
                1,
                100_000,
                |o| o.rounds,
                |o, v| o.rounds = v,
            )
            .label("Rounds"),
            OptionField::first(
                "who takes the first turn of every round (then seat order)",
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            ),
            OptionField::<Self>::choice(
                "removal",
                "cubes lost to attacks: lost = out of the game, supply = back to the owner's supply",
                &[("lost", Removal::Lost), ("supply", Removal::Supply)],
                |o| o.removal,
                |o, v| o.removal = v,
            )
            .label("Cubes lost to attacks")
            .value_labels(&[("lost", "Out of the game"), ("supply", "Back to the owner's supply")]),
        ]
    }

    fn validate(&self) -> Result<(), OptionError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(OptionError::Conflict(format!(
                "{} players: Cube Attack is for {MIN_PLAYERS} to {MAX_PLAYERS}",
                self.players
            )));
        }
        let map = self.map.map();
        if map.seating(self.players).is_none() {
            let counts: Vec<String> = map.player_counts().iter().map(|n| n.to_string()).collect();
            return Err(OptionError::Conflict(format!(
                "map '{}' has too few seats for {} players (it seats {} players)",
                map.name(),
                self.players,
                counts.join(", ")
            )));
        }
        if let FirstPlayer::Seat(s) = self.first {
            if s >= self.players {
                return Err(OptionError::Conflict(format!(
                    "first={} but there are only {} players",
                    s + 1,
                    self.players
                )));
            }
        }
        if self.target == 0 || self.rounds == 0 {
            return Err(OptionError::Conflict(
                "target and rounds must be at least 1".into(),
            ));
        }
        Ok(())
    }
}
