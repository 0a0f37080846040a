//! A game's start with its chance made explicit (see [`cubist_core::Game::start_chance`]): the
//! events listed one at a time, then the start they settle, by game name.

use cubist_core::{GameOptions, NumericGame, NumericVisitor, OptionPairs, Trust};

use crate::engine::{Engine, Typed};

/// Outcomes and their probabilities.
pub type Outcomes = Vec<(usize, f64)>;

struct StartChance<'a> {
    options: &'a OptionPairs,
    so_far: &'a [usize],
}

impl NumericVisitor for StartChance<'_> {
    type Output = Result<Option<Outcomes>, String>;
    fn visit<G: NumericGame>(self) -> Self::Output {
        let options =
            G::Options::from_pairs_with(self.options, Trust::Local).map_err(|e| e.to_string())?;
        Ok(G::start_chance(&options, self.so_far))
    }
}

struct MaxOutcomes<'a>(&'a OptionPairs);

impl NumericVisitor for MaxOutcomes<'_> {
    type Output = Result<usize, String>;
    fn visit<G: NumericGame>(self) -> Self::Output {
        let options =
            G::Options::from_pairs_with(self.0, Trust::Local).map_err(|e| e.to_string())?;
        Ok(G::max_chance_outcomes(&options))
    }
}

struct CreateWithChance<'a> {
    options: &'a OptionPairs,
    outcomes: &'a [usize],
}

impl NumericVisitor for CreateWithChance<'_> {
    type Output = Result<Box<dyn Engine>, String>;
    fn visit<G: NumericGame>(self) -> Self::Output {
        let options =
            G::Options::from_pairs_with(self.options, Trust::Local).map_err(|e| e.to_string())?;
        let game = G::new_with_chance(&options, self.outcomes).map_err(|e| e.to_string())?;
        Ok(Box::new(Typed { game }))
    }
}

/// The next chance event of the start of `name` with `options` after `so_far`;
/// `None` when the start holds no further one (or the game leaves it to its seed).
pub fn start_chance(
    name: &str,
    options: &OptionPairs,
    so_far: &[usize],
) -> Result<Option<Outcomes>, String> {
    cubist_games::visit_numeric(name, StartChance { options, so_far }).map_err(|e| e.to_string())?
}

/// The start of `name` with `options` whose chance events came out as `outcomes`.
pub fn create_with_chance(
    name: &str,
    options: &OptionPairs,
    outcomes: &[usize],
) -> Result<Box<dyn Engine>, String> {
    cubist_games::visit_numeric(name, CreateWithChance { options, outcomes })
        .map_err(|e| e.to_string())?
}

/// The most outcomes one chance event of `name` with `options` can have.
pub fn max_chance_outcomes(name: &str, options: &OptionPairs) -> Result<usize, String> {
    cubist_games::visit_numeric(name, MaxOutcomes(options)).map_err(|e| e.to_string())?
}
