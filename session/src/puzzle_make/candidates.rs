//! Candidate positions for puzzles: every position of a game's record, each once.

use std::collections::HashSet;

use cubist_core::{GameRecord, ToMove, Trust};

/// The positions of `record` where one seat is to move, in the game's encoding: the
/// last `last` of them (all with `None`). A local record may name a map file.
pub fn positions_of_record(
    record: &GameRecord,
    last: Option<usize>,
    trust: Trust,
) -> Result<Vec<String>, String> {
    let mut game = cubist_games::create_with(&record.game, &record.options, record.seed, trust)
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut keep = |g: &dyn cubist_core::DynGame| {
        if g.outcome().is_none() && matches!(g.to_move(), ToMove::One(_)) {
            out.push(g.encode());
        }
    };
    keep(game.as_ref());
    record
        .replay_onto(game.as_mut(), |_, g| keep(g))
        .map_err(|e| e.to_string())?;
    if let Some(n) = last {
        let skip = out.len().saturating_sub(n);
        out.drain(..skip);
    }
    Ok(out)
}

/// Distinct positions in the order first seen.
#[derive(Default)]
pub struct Candidates {
    seen: HashSet<String>,
    pub positions: Vec<String>,
}

impl Candidates {
    /// Never take `positions` (those of a set being added to), from now on.
    pub fn exclude(&mut self, positions: impl IntoIterator<Item = String>) {
        self.seen.extend(positions);
    }

    pub fn add(&mut self, positions: impl IntoIterator<Item = String>) {
        for p in positions {
            if self.seen.insert(p.clone()) {
                self.positions.push(p);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excluded_and_repeated_positions_are_taken_once_or_never() {
        let mut c = Candidates::default();
        c.exclude(["b".to_string()]);
        c.add(["a", "b", "c", "a"].map(String::from));
        c.add(["c", "d"].map(String::from));
        assert_eq!(c.positions, ["a", "c", "d"]);
    }
}
