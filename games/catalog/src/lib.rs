//! Every Cubist game, reachable by name.
//!
//! The only place that lists the games. Front ends call [`visit`] with a
//! [`GameVisitor`] to get the static game type back from a name, or use the
//! ready-made helpers for the type-erased level.

use cubist_core::{
    CreateVisitor, DecodeError, DynGame, GameInfo, GameVisitor, InfoVisitor, OptionError,
    OptionPairs, Trust,
};
use std::fmt;

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

/// Why a game could not be created.
#[derive(Debug)]
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
