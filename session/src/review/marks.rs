//! Marks and accuracy from the drop in the mover's expected result, the same for
//! every game.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{ReviewedAction, SeatSummary};

/// Drops (in expected result, `[0, 1]`) from which an action is marked: lichess's
/// win-percentage thresholds of 10, 20 and 30 points.
pub const INACCURACY: f64 = 0.10;
pub const MISTAKE: f64 = 0.20;
pub const BLUNDER: f64 = 0.30;

/// How bad an action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark for a drop, if it earns one.
    pub fn of(drop: f64) -> Option<Mark> {
        if drop >= BLUNDER {
            Some(Mark::Blunder)
        } else if drop >= MISTAKE {
            Some(Mark::Mistake)
        } else if drop >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The sign a move list shows after the action, as chess writes them.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// One action's accuracy in `[0, 100]` from its drop in `[0, 1]`: lichess's curve,
/// `103.1668 · e^(−0.04354 · d) − 3.1669` with `d` the drop in percentage points
/// (100 for no drop, about 46 for a drop of 17 points, 0 from 80).
pub fn move_accuracy(drop: f64) -> f64 {
    let d = 100.0 * drop.clamp(0.0, 1.0);
    (103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * d).exp() - 3.166_924_740_191_411)
        .clamp(0.0, 100.0)
}

/// Each seat's counts of marks and mean accuracy over its unforced actions.
pub(super) fn summaries(actions: &[ReviewedAction], names: &[String]) -> Vec<SeatSummary> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let judged: Vec<&ReviewedAction> = actions
                .iter()
                .filter(|a| a.seat == i + 1 && !a.forced)
                .collect();
            let count = |m: Mark| judged.iter().filter(|a| a.mark == Some(m)).count();
            let accuracy = (!judged.is_empty()).then(|| {
                judged.iter().map(|a| move_accuracy(a.drop)).sum::<f64>() / judged.len() as f64
            });
            SeatSummary {
                seat: i + 1,
                name: name.clone(),
                actions: judged.len(),
                inaccuracies: count(Mark::Inaccuracy),
                mistakes: count(Mark::Mistake),
                blunders: count(Mark::Blunder),
                accuracy,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_earn_the_marks_of_their_thresholds() {
        assert_eq!(Mark::of(0.0), None);
        assert_eq!(Mark::of(0.099), None);
        assert_eq!(Mark::of(0.1), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::of(0.5), Some(Mark::Blunder));
        assert_eq!(Mark::of(1.0), Some(Mark::Blunder));
    }

    #[test]
    fn accuracy_falls_from_a_hundred_as_the_drop_grows() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 1e-3);
        let half = move_accuracy(0.17);
        assert!((45.0..55.0).contains(&half), "{half}");
        assert_eq!(move_accuracy(0.9), 0.0);
        assert!(move_accuracy(0.1) > move_accuracy(0.2));
    }
}
