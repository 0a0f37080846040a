//! Un-moves against the rules: on whole small families and on random positions of
//! large ones, every move within a family is undone by an un-move of the position it
//! reaches, every un-move is a move, and none comes twice.

use cubist_core::{Game, PositionIndex, Predecessor, Seat};
use cubist_squadro::{families_dense, unmoves, Progress, Squadro, SquadroOptions, FINISHED, LANES};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The finished lanes of each side: a family.
fn finished(progress: &Progress) -> [Vec<bool>; 2] {
    progress.map(|side| side.iter().map(|&p| p == FINISHED).collect())
}

/// The positions a move from `progress` (`mover` to move) reaches within its family.
fn children(progress: &Progress, mover: Seat) -> Vec<Progress> {
    let Ok(game) = Squadro::from_progress(*progress, mover) else {
        return Vec::new();
    };
    let mut actions = Vec::new();
    game.legal_actions(mover, &mut actions);
    actions
        .iter()
        .map(|&a| {
            let mut child = game.clone();
            child.play(mover, a);
            assert_eq!(child.mover(), 1 - mover);
            child.progress()
        })
        .filter(|child| finished(child) == finished(progress))
        .collect()
}

fn unmoves_of(progress: &Progress, mover: Seat) -> Vec<Progress> {
    let mut out = Vec::new();
    unmoves(progress, mover, |q| out.push(q));
    out
}

/// Checks both ways around one position; returns its moves within the family and its
/// un-moves.
fn check(progress: &Progress, mover: Seat) -> (usize, usize) {
    let kids = children(progress, mover);
    for child in &kids {
        let back = unmoves_of(child, 1 - mover);
        assert!(
            back.contains(progress),
            "{child:?} does not undo to {progress:?}"
        );
    }
    let mut back = unmoves_of(progress, mover);
    for q in &back {
        assert_eq!(finished(q), finished(progress), "{q:?} left the family");
        assert!(
            children(q, 1 - mover).contains(progress),
            "{q:?} does not move to {progress:?}"
        );
    }
    let n = back.len();
    back.sort();
    back.dedup();
    assert_eq!(back.len(), n, "an un-move of {progress:?} comes twice");
    (kids.len(), n)
}

#[test]
fn whole_small_families_undo_exactly() {
    let families = Squadro::position_families(&SquadroOptions::default());
    // Five 3-against-3 families and the first 3-against-2.
    let chosen = (0..100).step_by(20).chain([100]);
    for f in chosen {
        let family = &families[f];
        let (mut moves, mut undone) = (0, 0);
        for i in 0..family.size() {
            let Some(game) = family.position(i) else {
                continue; // a hole
            };
            let (m, u) = check(&game.progress(), game.mover());
            moves += m;
            undone += u;
        }
        assert_eq!(moves, undone, "{}", family.name());
        assert!(moves > 0);
    }
}

/// A random position in play with these many pieces finished at most per side.
fn random_position(rng: &mut ChaCha8Rng, finished: [usize; 2]) -> (Progress, Seat) {
    loop {
        let mut p = [[0; LANES]; 2];
        for (side, row) in p.iter_mut().enumerate() {
            for (lane, x) in row.iter_mut().enumerate() {
                *x = if lane < finished[side] {
                    FINISHED
                } else {
                    rng.random_range(0..FINISHED)
                };
            }
            row.rotate_left(rng.random_range(0..LANES));
        }
        let mover = rng.random_range(0..2);
        if Squadro::from_progress(p, mover).is_ok() {
            return (p, mover);
        }
    }
}

#[test]
fn random_positions_of_large_families_undo_exactly() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut moves, mut undone) = (0, 0);
    for finished in [[2, 2], [3, 1], [1, 2], [1, 1], [0, 0]] {
        for _ in 0..4_000 {
            let (p, mover) = random_position(&mut rng, finished);
            let (m, u) = check(&p, mover);
            moves += m;
            undone += u;
        }
    }
    // Random positions are seldom reached, so un-moves are fewer than moves, but
    // there are some of both.
    assert!(moves > 0 && undone > 0, "{moves} moves, {undone} un-moves");
}

#[test]
fn a_jump_over_a_row_is_undone_with_the_row_put_back() {
    // Dark's lane 3 (speed 2) at progress 4, every Light piece at home. Its cells 1,
    // 2 and 3 cross Light's lanes 5, 4 and 3 at cell 3 of their columns. It came from
    // 2, 1 or 0, ending on 4 either by its speed with nothing in its way or by jumping a
    // row of Light pieces that ends at cell 3, the squares before the row being free.
    let mut p = [[0; LANES]; 2];
    p[1][2] = 4;
    let mut back = unmoves_of(&p, 0);
    back.sort();
    let mut want = vec![
        [[0, 0, 0, 0, 0], [0, 0, 2, 0, 0]],
        [[0, 0, 3, 0, 0], [0, 0, 2, 0, 0]],
        [[0, 0, 3, 0, 0], [0, 0, 1, 0, 0]],
        [[0, 0, 3, 3, 0], [0, 0, 1, 0, 0]],
        [[0, 0, 3, 3, 0], [0, 0, 0, 0, 0]],
        [[0, 0, 3, 3, 3], [0, 0, 0, 0, 0]],
    ];
    want.sort();
    assert_eq!(back, want);
    for q in &back {
        assert!(children(q, 1).contains(&p));
    }
}

#[test]
fn bad_input_has_no_unmoves() {
    let start = [[0; LANES]; 2];
    assert!(unmoves_of(&start, 2).is_empty());
    let mut past = start;
    past[0][1] = FINISHED + 1;
    assert!(unmoves_of(&past, 0).is_empty());
    // Nobody has moved yet: nothing undoes the start.
    assert!(unmoves_of(&start, 0).is_empty());
    assert!(unmoves_of(&start, 1).is_empty());
    // Two pieces on one square: no move reaches it.
    assert!(unmoves_of(&hole_progress(), 0).is_empty());
    assert!(unmoves_of(&hole_progress(), 1).is_empty());
}

/// Light's lane 1 at cell 3 of its column and Dark's lane 3 at cell 5 of its row: the
/// same square.
fn hole_progress() -> Progress {
    let mut p = [[0; LANES]; 2];
    p[0][0] = 3;
    p[1][2] = 5;
    assert!(Squadro::from_progress(p, 0).is_err());
    p
}

/// Checks that `family` offers, for each number, exactly the positions of the family
/// whose moves reach it, found here by playing every move of every position.
fn offers_exactly(family: &dyn PositionIndex<Squadro>) {
    let size = family.size() as usize;
    let mut want: Vec<Vec<Predecessor>> = vec![Vec::new(); size];
    let mut actions = Vec::new();
    for i in 0..family.size() {
        let Some(game) = family.position(i) else {
            continue;
        };
        game.legal_actions(game.mover(), &mut actions);
        for &a in &actions {
            let mut child = game.clone();
            child.play(game.mover(), a);
            if let Some(j) = family.index_of(&child) {
                want[j as usize].push(Predecessor {
                    index: i,
                    same_mover: false,
                });
            }
        }
    }
    let mut got = Vec::new();
    let mut links = 0;
    for (j, want) in want.iter().enumerate() {
        assert!(family.predecessors(j as u64, &mut got));
        got.sort();
        assert_eq!(&got, want, "{} {j}", family.name());
        links += got.len();
    }
    assert!(links > 0, "{} has moves within it", family.name());
    assert!(family.predecessors(family.size(), &mut got));
    assert!(got.is_empty());
}

#[test]
fn a_family_offers_exactly_the_positions_that_move_to_each_number() {
    let families = Squadro::position_families(&SquadroOptions::default());
    for k in [0, 57] {
        offers_exactly(families[k].as_ref());
    }
}

#[test]
fn a_dense_family_offers_exactly_the_positions_that_move_to_each_number() {
    let families = families_dense(&SquadroOptions::default());
    // Two 3-against-3 families and the first 3-against-2.
    for k in [0, 57, 100] {
        offers_exactly(families[k].as_ref());
    }
}
