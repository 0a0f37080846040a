//! Which ids a seat clicks for each action (the scheme is in the module above).

use cubist_core::{Game, Seat};

use super::{card_id, cell_id};
use crate::action::{Action, Path};
use crate::CubeConquest;

/// The ids `seat` clicks, in order, to make the legal `action`.
pub fn clicks(g: &CubeConquest, seat: Seat, action: Action) -> Vec<String> {
    let size = g.size();
    let cell = |c: u8| cell_id(size, c);
    match action {
        Action::Place(c) => vec![cell(c)],
        Action::Move { card, from, path } => {
            let (dest, on_the_way) = walk(g, from, path);
            let mut ids = vec![cell(from), cell(dest)];
            if ways_to(g, seat, from, dest) > 1 {
                ids.extend(on_the_way.into_iter().map(cell));
            }
            ids.push(card_id(card, 1));
            ids
        }
        Action::Prepare {
            discard: [x, y],
            take,
        } => vec![
            card_id(x, 1),
            card_id(y, if x == y { 2 } else { 1 }),
            format!("discard-{take}"),
        ],
        Action::Reinforce { card, cell: c } => vec![card_id(card, 1), cell(c)],
        Action::Attack { from, to } => vec![cell(from), cell(to)],
        Action::Commit(v) => vec![card_id(v, 1)],
        Action::CommitTwo(x, y) => vec![card_id(x, 1), card_id(y, if x == y { 2 } else { 1 })],
        Action::Use(v) => vec![format!("use-{v}")],
        Action::Pass => vec!["btn-pass".into()],
    }
}

/// Where a path from `from` ends, and the face-down cells it turns up before that,
/// in the order it enters them.
fn walk(g: &CubeConquest, from: u8, path: Path) -> (u8, Vec<u8>) {
    let cells: Vec<u8> = path
        .cells(g.size(), from)
        .map(|c| c.unwrap_or(from))
        .collect();
    let dest = cells.last().copied().unwrap_or(from);
    let turned = cells[..cells.len().saturating_sub(1)]
        .iter()
        .copied()
        .filter(|&c| !g.is_face_up(c))
        .collect();
    (dest, turned)
}

/// How many different moves (by the tiles they turn up) take the cube on `from` to
/// `dest`, whatever the card.
fn ways_to(g: &CubeConquest, seat: Seat, from: u8, dest: u8) -> usize {
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    let mut ways: Vec<Vec<u8>> = Vec::new();
    for a in legal {
        if let Action::Move { from: f, path, .. } = a {
            let (d, mut turned) = walk(g, f, path);
            if f == from && d == dest {
                turned.sort_unstable();
                if !ways.contains(&turned) {
                    ways.push(turned);
                }
            }
        }
    }
    ways.len()
}
