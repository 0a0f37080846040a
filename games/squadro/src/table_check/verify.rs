//! The equations one stored value must satisfy against its children, found by
//! playing every legal action with the rules.

use std::collections::HashMap;

use cubist_core::{Game, Seat, ToMove};

use super::file::{Stored, TableFile};
use super::index::Index;
use super::numbering::Sets;
use crate::Squadro;

/// The tables a family's check reads, with their numbering: its own and those its
/// moves reach.
pub type Loaded = HashMap<Sets, (Index, TableFile)>;

/// What one number turned out to be, or why its stored value is wrong.
pub enum Verdict {
    Agrees(Stored),
    Disagrees {
        position: String,
        stored: Stored,
        expected: String,
    },
}

/// Checks the value stored at `number` of family `sets`.
pub fn check(loaded: &Loaded, sets: Sets, number: u64) -> Verdict {
    let (index, table) = &loaded[&sets];
    let stored = table.value(number);
    let (progress, mover) = index.spell(number);
    let game = match Squadro::from_progress(progress, mover) {
        Ok(game) => game,
        Err(_) => {
            let position = format!("hole {progress:?}, mover {mover}");
            return judge(stored, Ok(Stored::None), position);
        }
    };
    let expected = if game.outcome().is_some() {
        Ok(Stored::None)
    } else {
        expected(loaded, &game)
    };
    judge(stored, expected, game.encode())
}

fn judge(stored: Stored, expected: Result<Stored, String>, position: String) -> Verdict {
    match expected {
        Ok(e) if e == stored => Verdict::Agrees(stored),
        Ok(e) => Verdict::Disagrees {
            position,
            stored,
            expected: format!("{e:?}"),
        },
        Err(why) => Verdict::Disagrees {
            position,
            stored,
            expected: why,
        },
    }
}

/// The value the children give a live position: the quickest win through a child
/// lost for the other side, else a draw if a child is drawn, else the longest loss.
fn expected(loaded: &Loaded, game: &Squadro) -> Result<Stored, String> {
    let mover = game.mover();
    let mut actions = Vec::new();
    game.legal_actions(mover, &mut actions);
    let (mut win, mut draw, mut loss) = (None::<u16>, false, None::<u16>);
    for action in actions {
        let mut child = game.clone();
        child.play(mover, action);
        match child_value(loaded, &child, mover)? {
            Stored::Win(d) => win = Some(win.map_or(d, |w| w.min(d))),
            Stored::Loss(d) => loss = Some(loss.map_or(d, |l| l.max(d))),
            Stored::Draw => draw = true,
            Stored::None => return Err("a child without a value".into()),
        }
    }
    match (win, draw, loss) {
        (Some(d), _, _) => Ok(Stored::Win(d)),
        (None, true, _) => Ok(Stored::Draw),
        (None, false, Some(d)) => Ok(Stored::Loss(d)),
        (None, false, None) => Err("no legal action".into()),
    }
}

/// A child's value for `mover` (who played into it), one ply further from the end.
fn child_value(loaded: &Loaded, child: &Squadro, mover: Seat) -> Result<Stored, String> {
    if let Some(outcome) = child.outcome() {
        return Ok(match outcome.winner() {
            None => Stored::Draw,
            Some(w) if w == mover => Stored::Win(1),
            Some(_) => Stored::Loss(1),
        });
    }
    let ToMove::One(next) = child.to_move() else {
        return Err("a child with no single side to move".into());
    };
    let progress = child.progress();
    let sets = Sets::of(&progress);
    let (index, table) = loaded
        .get(&sets)
        .ok_or_else(|| format!("a child in {}, not loaded", sets.name()))?;
    let number = index.number(&progress, next);
    let value = table.value(number.ok_or("a child with no dense number")?);
    let same = next == mover;
    Ok(match value {
        Stored::Win(d) if same => Stored::Win(d + 1),
        Stored::Loss(d) if same => Stored::Loss(d + 1),
        Stored::Win(d) => Stored::Loss(d + 1),
        Stored::Loss(d) => Stored::Win(d + 1),
        other => other,
    })
}
