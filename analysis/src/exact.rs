//! The exact value of a variant's start position, where the solver can reach it
//! (two players, perfect information, and few enough states).

use cubist_core::{Game, GameOptions, GameVisitor, OptionPairs, Trust};
use serde::Serialize;

/// What the solver said about a start position.
#[derive(Clone, Debug, Serialize)]
pub struct Exact {
    /// `win`, `draw` or `loss` for the first mover; `None` when not solved.
    pub value: Option<String>,
    /// The seat to move at the start (0-based).
    pub first: usize,
    pub states: usize,
    pub longest_line: usize,
    pub seconds: f64,
    /// Why there is no value (too many states, not a two-player game in plain sight…).
    pub why_not: Option<String>,
}

/// Solve the start of the game with `options` (seed 0), memoising at most `states`.
pub struct ExactVisitor<'a> {
    pub options: &'a OptionPairs,
    pub trust: Trust,
    pub states: usize,
}

impl GameVisitor for ExactVisitor<'_> {
    type Output = Exact;
    fn visit<G: Game>(self) -> Exact {
        let not = |why: String| Exact {
            value: None,
            first: 0,
            states: 0,
            longest_line: 0,
            seconds: 0.0,
            why_not: Some(why),
        };
        let options = match G::Options::from_pairs_with(self.options, self.trust) {
            Ok(o) => o,
            Err(e) => return not(e.to_string()),
        };
        let game = G::new(&options, 0);
        if let Some(why) = cubist_ai::solver::unsuitable::<G>(game.num_players()) {
            return not(why);
        }
        match cubist_ai::solver::solve(&game, self.states) {
            Ok(s) => Exact {
                value: Some(s.value.name().to_string()),
                first: s.mover,
                states: s.states,
                longest_line: s.max_depth,
                seconds: s.elapsed.as_secs_f64(),
                why_not: None,
            },
            Err(e) => not(e.to_string()),
        }
    }
}
