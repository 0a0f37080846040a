//! Cube Attack's options.

use cubist_core::{Args, FirstPlayer, GameOptions, OptionError, OptionField, Phrase};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

use crate::catalogue::phrase;

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
            .map_err(|e| {
                let maps: Vec<&str> = BUILTIN_MAPS.iter().map(|(name, _)| *name).collect();
                let args = Args::new()
                    .text("maps", maps.join(", "))
                    .said("why", move |lang| e.say(lang));
                OptionError::BadValue {
                    key: "map".into(),
                    value: value.into(),
                    expected: phrase("cube-attack-option-map-expected", args),
                }
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
                words("cube-attack-option-players"),
                MIN_PLAYERS,
                MAX_PLAYERS,
                |o| o.players,
                |o, v| o.players = v,
            )
            .label(words("cube-attack-option-players-label")),
            OptionField::<Self>::file_or_choice(
                "map",
                words("cube-attack-option-map"),
                &maps,
                "path/to/map.json",
                MapChoice::load,
                |o| o.map.source(),
                |o, v| o.map = v,
            )
            .label(words("cube-attack-option-map-label"))
            .value_labels(&map_labels()),
            OptionField::<Self>::int(
                "target",
                words("cube-attack-option-target"),
                1,
                10_000,
                |o| o.target,
                |o, v| o.target = v,
            )
            .label(words("cube-attack-option-target-label")),
            OptionField::<Self>::int(
                "rounds",
                words("cube-attack-option-rounds"),
                1,
                100_000,
                |o| o.rounds,
                |o, v| o.rounds = v,
            )
            .label(words("cube-attack-option-rounds-label")),
            OptionField::<Self>::first(
                words("cube-attack-option-first"),
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            )
            .value_labels(&seat_labels()),
            OptionField::<Self>::choice(
                "removal",
                words("cube-attack-option-removal"),
                &[("lost", Removal::Lost), ("supply", Removal::Supply)],
                |o| o.removal,
                |o, v| o.removal = v,
            )
            .label(words("cube-attack-option-removal-label"))
            .value_labels(&[
                ("lost", words("cube-attack-option-removal-lost")),
                ("supply", words("cube-attack-option-removal-supply")),
            ]),
        ]
    }

    fn validate(&self) -> Result<(), OptionError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            let args = Args::new()
                .number("players", self.players as f64)
                .number("min", MIN_PLAYERS as f64)
                .number("max", MAX_PLAYERS as f64);
            return Err(conflict("cube-attack-option-players-range", args));
        }
        let map = self.map.map();
        if map.seating(self.players).is_none() {
            let counts: Vec<String> = map.player_counts().iter().map(|n| n.to_string()).collect();
            let args = Args::new()
                .text("map", map.name())
                .number("players", self.players as f64)
                .text("counts", counts.join(", "));
            return Err(conflict("cube-attack-option-map-seats", args));
        }
        if let FirstPlayer::Seat(s) = self.first {
            if s >= self.players {
                let args = Args::new()
                    .number("first", (s + 1) as f64)
                    .number("players", self.players as f64);
                return Err(conflict("cube-attack-option-first-absent", args));
            }
        }
        if self.target == 0 || self.rounds == 0 {
            return Err(conflict("cube-attack-option-at-least-one", Args::new()));
        }
        Ok(())
    }
}

/// A message of the game's catalogue without arguments.
fn words(id: &'static str) -> Phrase {
    phrase(id, Args::new())
}

/// Options that do not fit together, the game's message saying why.
fn conflict(id: &'static str, args: Args) -> OptionError {
    OptionError::Conflict(phrase(id, args))
}

/// Each seat's name, as `first` offers it.
fn seat_labels() -> Vec<(&'static str, Phrase)> {
    const KEYS: [&str; MAX_PLAYERS] = ["red", "blue", "green", "yellow", "purple", "teal"];
    KEYS.iter()
        .enumerate()
        .map(|(seat, key)| (*key, crate::catalogue::seat_phrase(seat)))
        .collect()
}

/// Each shipped map's title, as `map` offers it.
fn map_labels() -> Vec<(&'static str, Phrase)> {
    BUILTIN_MAPS
        .iter()
        .map(|(name, _)| (*name, map_title(name)))
        .collect()
}

/// A shipped map's title for people, e.g. "Six Rings".
fn map_title(name: &'static str) -> Phrase {
    phrase("cube-attack-map-title", Args::new().text("map", name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::Lang;

    #[test]
    fn options_are_offered_and_refused_in_the_readers_language() {
        let specs = CubeAttackOptions::specs_in(Lang::Fr);
        let removal = specs.iter().find(|s| s.key == "removal").unwrap();
        assert_eq!(removal.label, "Cubes perdus lors des attaques");
        assert_eq!(removal.choices[0].value, "lost");
        assert_eq!(removal.choices[0].label, "Hors du jeu");
        let first = specs.iter().find(|s| s.key == "first").unwrap();
        assert_eq!(first.choices[1].label, "Rouge");

        let mut pairs = CubeAttackOptions::default().to_pairs();
        pairs.insert("players".into(), "2".into());
        pairs.insert("first".into(), "3".into());
        let e = CubeAttackOptions::from_pairs(&pairs).unwrap_err();
        assert_eq!(
            e.to_string(),
            "options do not fit together: first=3 but there are only 2 players"
        );
        assert_eq!(
            e.say(Lang::De),
            "die Optionen passen nicht zusammen: first=3, aber es gibt nur 2 Spieler"
        );
    }
}
