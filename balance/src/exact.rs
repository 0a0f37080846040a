//! The exact value of a variant's start position, where the solver can reach it
//! (two players, perfect information, and few enough states).
//!
//! First the memoised search (`cubist_ai::solver`, best-looking actions first) with
//! the study's state limit; if that is too large, a proof of a forced win of either
//! side within [`PROOF_PLIES`] actions (`cubist_ai::solver_proof`) with the same limit
//! on memoised positions. A proof settles wins and losses only: a start that neither
//! side wins quickly stays unsolved.

use std::time::Instant;

use cubist_core::{Game, GameOptions, GameVisitor, OptionPairs, Trust};
use serde::Serialize;

/// The longest forced win looked for when the search is too large.
pub const PROOF_PLIES: u16 = 24;

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
    /// Set when the value comes from a proof: the winner wins within this many actions
    /// (the shortest such bound), and `states` counts the proof's memoised positions.
    pub forced_win_in: Option<u16>,
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
            forced_win_in: None,
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
        let started = Instant::now();
        let search = cubist_ai::solver::Solver::new(self.states)
            .ordered(true)
            .solve(&game);
        match search {
            Ok(s) => Exact {
                value: Some(s.value.name().to_string()),
                first: s.mover,
                states: s.states,
                longest_line: s.max_depth,
                seconds: s.elapsed.as_secs_f64(),
                forced_win_in: None,
                why_not: None,
            },
            Err(e) => {
                let proof = cubist_ai::solver_proof::forced_win(&game, self.states, PROOF_PLIES);
                match proof.value {
                    Some(v) => Exact {
                        value: Some(v.name().to_string()),
                        first: game.to_move().actor().unwrap_or(0),
                        states: proof.entries,
                        longest_line: proof.plies as usize,
                        seconds: started.elapsed().as_secs_f64(),
                        forced_win_in: Some(proof.plies),
                        why_not: None,
                    },
                    None if proof.full => not(format!(
                        "{e}; and no forced win of either side within {} actions before the proof table filled",
                        proof.plies
                    )),
                    None => not(format!(
                        "{e}; and no forced win of either side within {} actions",
                        proof.plies
                    )),
                }
            }
        }
    }
}
