//! Every Cubist game, reachable by name.
//!
//! The only place that lists the games. Front ends call [`visit`] with a
//! [`GameVisitor`] to get the static game type back from a name, or use the
//! ready-made helpers for the type-erased level.

use cubist_core::{
    Catalogue, CreateVisitor, DecodeError, DynGame, Game, GameInfo, GameVisitor, InfoVisitor,
    LevelLadder, OptionError, OptionPairs, Trust,
};
use std::fmt;

mod numeric;
pub use numeric::visit_numeric;

pub use cubist_cube_attack::CubeAttack;
pub use cubist_cube_conquest::CubeConquest;
pub use cubist_squadro::Squadro;
pub use cubist_tilt::Tilt;
pub use cubist_zhen::Zhen;

/// Names of all games, in the order they are listed.
pub const NAMES: &[&str] = &["zhen", "cube-attack", "squadro", "tilt", "cube-conquest"];

/// A name that is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game '{}' (games: {})", self.0, NAMES.join(", "))
    }
}
impl std::error::Error for UnknownGame {}

/// Call `visitor` with the game type named `name`.
pub fn visit<V: GameVisitor>(name: &str, visitor: V) -> Result<V::Output, UnknownGame> {
    match name.trim().to_ascii_lowercase().as_str() {
        "zhen" => Ok(visitor.visit::<Zhen>()),
        "cube-attack" => Ok(visitor.visit::<CubeAttack>()),
        "squadro" => Ok(visitor.visit::<Squadro>()),
        "tilt" => Ok(visitor.visit::<Tilt>()),
        "cube-conquest" => Ok(visitor.visit::<CubeConquest>()),
        other => Err(UnknownGame(other.to_string())),
    }
}

/// Facts about a game, for listings and help.
pub fn info(name: &str) -> Result<GameInfo, UnknownGame> {
    visit(name, InfoVisitor)
}

/// Every game's facts.
pub fn all() -> Vec<GameInfo> {
    NAMES
        .iter()
        .map(|n| info(n).expect("listed games exist"))
        .collect()
}

/// How the computer levels of the game named `name` measured against each other with
/// `players` seats, as the game declares it ([`Game::level_ladder`]); `None` where it
/// was not measured.
pub fn level_ladder(name: &str, players: usize) -> Result<Option<LevelLadder>, UnknownGame> {
    struct Ladder(usize);
    impl GameVisitor for Ladder {
        type Output = Option<LevelLadder>;
        fn visit<G: Game>(self) -> Option<LevelLadder> {
            G::level_ladder(self.0)
        }
    }
    visit(name, Ladder(players))
}

/// The catalogue of the game named `name` ([`Game::words`]): its messages in every
/// language, for checks and for front ends that say its sentences.
pub fn words(name: &str) -> Result<&'static Catalogue, UnknownGame> {
    struct Words;
    impl GameVisitor for Words {
        type Output = &'static Catalogue;
        fn visit<G: Game>(self) -> &'static Catalogue {
            G::words()
        }
    }
    visit(name, Words)
}

/// Every catalogue the games speak from: the core's, then each game's, in the order
/// of [`NAMES`].
pub fn catalogues() -> Vec<&'static Catalogue> {
    let games = NAMES.iter().map(|n| words(n).expect("listed games exist"));
    std::iter::once(&cubist_core::WORDS).chain(games).collect()
}

/// Why a game could not be created.
#[derive(Clone, Debug)]
pub enum CreateError {
    Unknown(UnknownGame),
    Options(OptionError),
    Decode(DecodeError),
}

impl fmt::Display for CreateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CreateError::Unknown(e) => e.fmt(f),
            CreateError::Options(e) => e.fmt(f),
            CreateError::Decode(e) => e.fmt(f),
        }
    }
}
impl std::error::Error for CreateError {}

impl CreateError {
    /// The error in `lang` (an unknown game's name and a state's defect as written);
    /// in English, exactly its `Display`.
    pub fn say(&self, lang: cubist_core::Lang) -> String {
        match self {
            CreateError::Unknown(e) => e.to_string(),
            CreateError::Options(e) => e.say(lang),
            CreateError::Decode(e) => e.say(lang),
        }
    }
}

/// A new type-erased game from options sent by anyone (a network client, a program
/// driving the engine): an option naming a file on this host is refused.
pub fn create(
    name: &str,
    options: &OptionPairs,
    seed: u64,
) -> Result<Box<dyn DynGame>, CreateError> {
    create_with(name, options, seed, Trust::Remote)
}

/// A new type-erased game from options typed by this host's user or read from a file
/// on this host: they may name files (e.g. a Cube Attack map file).
pub fn create_local(
    name: &str,
    options: &OptionPairs,
    seed: u64,
) -> Result<Box<dyn DynGame>, CreateError> {
    create_with(name, options, seed, Trust::Local)
}

/// A new type-erased game from options that came from `trust`.
pub fn create_with(
    name: &str,
    options: &OptionPairs,
    seed: u64,
    trust: Trust,
) -> Result<Box<dyn DynGame>, CreateError> {
    visit(
        name,
        CreateVisitor {
            options,
            seed,
            trust,
        },
    )
    .map_err(CreateError::Unknown)?
    .map_err(CreateError::Options)
}

/// A type-erased game from a saved state.
pub fn decode(name: &str, state: &str) -> Result<Box<dyn DynGame>, CreateError> {
    visit(name, cubist_core::DecodeVisitor(state))
        .map_err(CreateError::Unknown)?
        .map_err(CreateError::Decode)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::{Game, GameOptions, OptionDomain};
    use cubist_words::Lang;

    /// Every option's values worth trying: both ends of a range and a middle, every
    /// word, every seat.
    fn samples(domain: &OptionDomain) -> Vec<String> {
        match domain {
            OptionDomain::Int { min, max } => {
                vec![
                    min.to_string(),
                    ((min + max) / 2).to_string(),
                    max.to_string(),
                ]
            }
            OptionDomain::Choice { choices } | OptionDomain::FileOrChoice { choices, .. } => {
                choices.iter().map(|c| c.to_ascii_uppercase()).collect()
            }
            OptionDomain::First { seats, names } => {
                let mut v = vec!["random".to_string()];
                v.extend((1..=*seats).map(|n| n.to_string()));
                v.extend(names.iter().cloned());
                v
            }
        }
    }

    /// Checks, for one game, that its options' text form reads back to the same
    /// options, for the defaults and for every sample value of every option.
    struct RoundTrip;
    impl GameVisitor for RoundTrip {
        type Output = ();
        fn visit<G: Game>(self) {
            let defaults = G::Options::default();
            let pairs = defaults.to_pairs();
            let specs = G::Options::specs();
            assert_eq!(pairs.len(), specs.len(), "{}", G::NAME);
            for spec in &specs {
                assert_eq!(pairs[spec.key], spec.default, "{} {}", G::NAME, spec.key);
                assert_eq!(
                    spec.values.split(' ').next(),
                    Some(spec.domain.values_text().as_str())
                );
            }
            assert_eq!(G::Options::from_pairs(&pairs).unwrap(), defaults);

            for spec in &specs {
                let mut changed = 0;
                for value in samples(&spec.domain) {
                    let one = OptionPairs::from([(spec.key.to_string(), value.clone())]);
                    // Some values conflict with the other options' defaults (e.g. seat 4
                    // of a two-player game): those are refused as a whole.
                    let Ok(o) = G::Options::from_pairs(&one) else {
                        continue;
                    };
                    assert_eq!(
                        G::Options::from_pairs(&o.to_pairs()).unwrap(),
                        o,
                        "{} {}={value}",
                        G::NAME,
                        spec.key
                    );
                    changed += usize::from(o != defaults);
                }
                assert!(
                    changed > 0,
                    "{} {}: no value besides the default",
                    G::NAME,
                    spec.key
                );
            }
        }
    }

    #[test]
    fn every_games_options_round_trip_through_text() {
        for name in NAMES {
            visit(name, RoundTrip).unwrap();
        }
    }

    /// Checks that one game's options are said whole in every language.
    struct OptionWords;
    impl GameVisitor for OptionWords {
        type Output = ();
        fn visit<G: Game>(self) {
            cubist_core::testing::check_option_words::<G::Options>();
        }
    }

    #[test]
    fn every_games_options_are_said_whole_in_every_language() {
        for name in NAMES {
            visit(name, OptionWords).unwrap();
        }
    }

    #[test]
    fn the_catalog_gives_each_games_options_in_a_language() {
        let info = info("zhen").unwrap();
        let english: Vec<String> = info.options.iter().map(|s| s.label.clone()).collect();
        let german: Vec<String> = info
            .options_in(cubist_core::Lang::De)
            .iter()
            .map(|s| s.label.clone())
            .collect();
        assert_eq!(english[0], "Tiles between the goals");
        assert_eq!(german[0], "Felder zwischen den Toren");
        assert_eq!(german[2], "Wer beginnt");
        let pairs = OptionPairs::from([("tiles".to_string(), "1".to_string())]);
        let Err(e) = create("zhen", &pairs, 0) else {
            panic!("tiles=1 is refused")
        };
        assert_eq!(
            e.say(cubist_core::Lang::Es),
            "la opción tiles=1 no es válida: se esperaba un número entero de 2 a 20"
        );
    }

    #[test]
    fn several_options_changed_at_once_round_trip() {
        let cases: [(&str, &[(&str, &str)]); 5] = [
            (
                "zhen",
                &[
                    ("tiles", "7"),
                    ("cubes", "3"),
                    ("first", "blue"),
                    ("cap", "50"),
                ],
            ),
            (
                "squadro",
                &[("first", "Light"), ("repetition", "5"), ("cap", "400")],
            ),
            (
                "tilt",
                &[("size", "8"), ("first", "2"), ("repetition", "2")],
            ),
            (
                "cube-attack",
                &[
                    ("players", "2"),
                    ("map", "Duel"),
                    ("first", "blue"),
                    ("removal", "supply"),
                ],
            ),
            (
                "cube-conquest",
                &[
                    ("players", "3"),
                    ("size", "4"),
                    ("decks", "own"),
                    ("destroyed", "removed"),
                ],
            ),
        ];
        for (name, items) in cases {
            let pairs: OptionPairs = items
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let g = create(name, &pairs, 3).unwrap();
            let back = create(name, &g.options(), 3).unwrap();
            assert_eq!(back.options(), g.options(), "{name}");
            assert_eq!(back.encode(), g.encode(), "{name}");
        }
    }

    #[test]
    fn only_create_local_reads_map_files() {
        let map = |path: &str| OptionPairs::from([("map".to_string(), path.to_string())]);
        let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../cube-attack/maps/duel.json");
        for path in [shipped, "/no/such/map.json", "/etc/passwd"] {
            match create("cube-attack", &map(path), 1) {
                Err(CreateError::Options(e @ OptionError::FileRefused { .. })) => assert_eq!(
                    e.to_string(),
                    "map files can be given only on the command line; choose one of six-rings, duel"
                ),
                Err(e) => panic!("{path}: {e}"),
                Ok(_) => panic!("{path}: a remote map file was accepted"),
            }
        }
        let g = create_local("cube-attack", &map(shipped), 1).unwrap();
        assert_eq!(g.options()["map"], shipped);
        assert!(matches!(
            create_local("cube-attack", &map("/no/such/map.json"), 1),
            Err(CreateError::Options(OptionError::BadValue { .. }))
        ));
        assert!(create("cube-attack", &map("duel"), 1).is_ok());
    }

    #[test]
    fn every_listed_game_can_be_created_with_defaults() {
        for name in NAMES {
            let g = create(name, &OptionPairs::new(), 1).unwrap();
            assert_eq!(g.name(), *name);
            assert!(!g.to_move().is_over());
            let info = info(name).unwrap();
            assert!(!info.rules.is_empty() && !info.summary.is_empty());
        }
    }

    #[test]
    fn every_game_says_its_summary_in_every_language() {
        for name in NAMES {
            let info = info(name).unwrap();
            assert_ne!(info.summary, info.title, "{name} has no summary message");
            for lang in &Lang::SPOKEN {
                let said = info.summary_in(*lang);
                assert!(
                    !said.is_empty() && !said.contains('{'),
                    "{name} {lang:?}: {said}"
                );
                if *lang != Lang::En {
                    assert_ne!(said, info.summary, "{name} {lang:?} is English");
                }
            }
        }
    }

    #[test]
    fn every_declared_ladder_rises_from_easy_to_max() {
        let mut declared = 0;
        for name in NAMES {
            for players in 1..=6 {
                let Some(ladder) = level_ladder(name, players).unwrap() else {
                    continue;
                };
                let from_medium = ladder.from_medium();
                assert_eq!(from_medium[1], 0.0, "{name} at {players}");
                assert!(
                    from_medium.windows(2).all(|w| w[0] < w[1]),
                    "{name} at {players}: {from_medium:?}"
                );
                declared += 1;
            }
        }
        // Every game at two players, and Cube Attack at three to six.
        assert_eq!(declared, NAMES.len() + 4);
        assert!(level_ladder("chess", 2).is_err());
    }

    #[test]
    fn unknown_names_and_bad_options_are_errors() {
        assert!(matches!(
            create("chess", &OptionPairs::new(), 1),
            Err(CreateError::Unknown(_))
        ));
        let bad = OptionPairs::from([("nonsense".to_string(), "1".to_string())]);
        assert!(matches!(
            create("squadro", &bad, 1),
            Err(CreateError::Options(_))
        ));
    }
}
