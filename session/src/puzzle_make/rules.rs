//! What a set asks of its puzzles beyond a sound solution: a choice at every turn of
//! the solver (at least [`MIN_CHOICES`] legal moves, so that no turn is a coin toss),
//! and no two puzzles from one game a move apart (neither start within [`APART`]
//! actions of the other's), so that a solver does not meet the same line twice.

use std::collections::HashSet;

use cubist_core::DynGame;

use crate::puzzle::Puzzle;

/// The fewest legal moves the solver may have at each of its turns.
pub const MIN_CHOICES: usize = 3;

/// Two puzzles whose starts are this many actions apart or fewer are one game's.
pub const APART: usize = 2;

/// What [`keep_to_rules`] dropped, by reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dropped {
    /// A turn of the solver with fewer than [`MIN_CHOICES`] legal moves.
    pub few_choices: usize,
    /// Within [`APART`] actions of a puzzle kept before it.
    pub near_another: usize,
}

/// The first turn of the solver (numbered from 1) with fewer than [`MIN_CHOICES`]
/// legal moves, if any; a puzzle that does not set up has none to show.
pub fn few_choices(p: &Puzzle) -> Option<usize> {
    let mut game = p.start().ok()?;
    let solver = p.solver_seat().ok()?;
    let mut turn = 0;
    for action in &p.solution {
        let seat = game.to_move().actor()?;
        if seat == solver {
            turn += 1;
            if game.legal_actions(solver).len() < MIN_CHOICES {
                return Some(turn);
            }
        }
        game.play(seat, action).ok()?;
    }
    None
}

/// The puzzles that keep both rules, in order ([`few_choices`], then [`apart`]).
pub fn keep_to_rules(puzzles: Vec<Puzzle>) -> (Vec<Puzzle>, Dropped) {
    let total = puzzles.len();
    let choosing: Vec<Puzzle> = puzzles
        .into_iter()
        .filter(|p| few_choices(p).is_none())
        .collect();
    let few_choices = total - choosing.len();
    let (kept, near_another) = apart(choosing);
    let dropped = Dropped {
        few_choices,
        near_another,
    };
    (kept, dropped)
}

/// The puzzles none of which starts within [`APART`] actions of one kept, and how
/// many were dropped: of two neighbours the one with the longer solution stays (the
/// earlier if they are as long), and the kept ones keep their order.
pub fn apart(puzzles: Vec<Puzzle>) -> (Vec<Puzzle>, usize) {
    let mut order: Vec<usize> = (0..puzzles.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(puzzles[i].solution.len()));
    let mut starts: HashSet<u64> = HashSet::new();
    let mut around: HashSet<u64> = HashSet::new();
    let mut keep = vec![false; puzzles.len()];
    for i in order {
        let Ok(start) = puzzles[i].start() else {
            continue;
        };
        let key = start.position_key();
        let near = within(start.as_ref(), APART);
        if starts.contains(&key) || around.contains(&key) || !near.is_disjoint(&starts) {
            continue;
        }
        starts.insert(key);
        around.extend(near);
        keep[i] = true;
    }
    let total = puzzles.len();
    let kept: Vec<Puzzle> = puzzles
        .into_iter()
        .zip(keep)
        .filter_map(|(p, k)| k.then_some(p))
        .collect();
    let dropped = total - kept.len();
    (kept, dropped)
}

/// The keys of the positions `depth` or fewer actions (of any seat to move) after
/// `game`, `game`'s own left out.
pub fn within(game: &dyn DynGame, depth: usize) -> HashSet<u64> {
    let mut keys = HashSet::new();
    let mut layer = vec![game.clone_box()];
    for _ in 0..depth {
        let mut next = Vec::new();
        for g in &layer {
            if g.outcome().is_some() {
                continue;
            }
            let Some(seat) = g.to_move().actor() else {
                continue;
            };
            for action in g.legal_actions(seat) {
                let mut after = g.clone_box();
                if after.play(seat, &action).is_ok() {
                    keys.insert(after.position_key());
                    next.push(after);
                }
            }
        }
        layer = next;
    }
    keys.remove(&game.position_key());
    keys
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse_puzzles;

    /// Two Squadro puzzles of one game: the second starts two actions after the first
    /// (its solution's first two), and Light has two pieces left to move.
    const ONE_GAME: &str = r#"{"format":1,"id":"squadro-00007","game":"squadro","position":"squadro light=12,8,12,6,12 dark=7,12,12,12,8 mover=light first=1 repetition=3 cap=1000 history=","solver":1,"goal":"win","solution":["2","5","2","5","4","5","4","5","4"],"proof":{"kind":"exact","source":"tables","value":"win in 13"},"themes":["send back"]}
{"format":1,"id":"squadro-00008","game":"squadro","position":"squadro light=12,9,12,6,12 dark=7,12,12,12,9 mover=light first=1 repetition=3 cap=1000 history=","solver":1,"goal":"win","solution":["2","5","4","5","4","5","4","5","4"],"proof":{"kind":"exact","source":"tables","value":"win in 11"},"themes":["send back"]}"#;

    #[test]
    fn a_turn_of_two_legal_moves_is_a_coin_toss() {
        let set = parse_puzzles(ONE_GAME).unwrap();
        assert_eq!(few_choices(&set[0]), Some(1));
        let (kept, dropped) = keep_to_rules(set);
        assert!(kept.is_empty());
        assert_eq!(dropped.few_choices, 2);
    }

    #[test]
    fn of_two_puzzles_a_move_apart_the_first_is_kept() {
        let set = parse_puzzles(ONE_GAME).unwrap();
        let first = set[0].start().unwrap();
        let second = set[1].start().unwrap();
        assert!(within(first.as_ref(), APART).contains(&second.position_key()));
        assert!(!within(first.as_ref(), 1).contains(&second.position_key()));
        let (kept, dropped) = apart(set);
        let ids: Vec<&str> = kept.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["squadro-00007"]);
        assert_eq!(dropped, 1);
    }
}
