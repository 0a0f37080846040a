//! The games by name, for code that needs their action numbering and observation
//! tensors ([`NumericGame`]).

use cubist_core::NumericVisitor;

use crate::{CubeAttack, CubeConquest, Squadro, Tilt, UnknownGame, Zhen};

/// Call `visitor` with the [`cubist_core::NumericGame`] type named `name`.
pub fn visit_numeric<V: NumericVisitor>(name: &str, visitor: V) -> Result<V::Output, UnknownGame> {
    match name.trim().to_ascii_lowercase().as_str() {
        "zhen" => Ok(visitor.visit::<Zhen>()),
        "cube-attack" => Ok(visitor.visit::<CubeAttack>()),
        "squadro" => Ok(visitor.visit::<Squadro>()),
        "tilt" => Ok(visitor.visit::<Tilt>()),
        "cube-conquest" => Ok(visitor.visit::<CubeConquest>()),
        other => Err(UnknownGame(other.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::NumericGame;

    struct Name;
    impl NumericVisitor for Name {
        type Output = &'static str;
        fn visit<G: NumericGame>(self) -> &'static str {
            G::NAME
        }
    }

    #[test]
    fn every_listed_game_has_numbers() {
        for name in crate::NAMES {
            assert_eq!(visit_numeric(name, Name).unwrap(), *name);
        }
        assert!(visit_numeric("chess", Name).is_err());
    }
}
