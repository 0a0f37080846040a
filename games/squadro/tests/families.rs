//! Squadro's families of positions: numbers and positions map to each other, every
//! position with at most three pieces to finish on each side has a family, and a
//! move never leads to a later family.

use cubist_core::{Game, PositionIndex};
use cubist_squadro::{Action, Squadro, SquadroOptions, BASE_FAMILIES, FINISHED, LANES};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn families() -> Vec<Box<dyn PositionIndex<Squadro>>> {
    Squadro::position_families(&SquadroOptions::default())
}

/// Two pieces on one square, the only impossible arrangement.
fn collides(progress: &[[u8; LANES]; 2]) -> bool {
    Squadro::from_progress(*progress, 0).is_err()
}

#[test]
fn every_number_of_the_smallest_families_comes_back() {
    let families = families();
    // The 3-against-3 families (2 pieces left each) and the first 3-against-2 family.
    for (f, family) in families.iter().enumerate().take(101) {
        let mut holes = 0;
        for i in 0..family.size() {
            match family.position(i) {
                Some(game) => {
                    assert_eq!(family.index_of(&game), Some(i), "{} {i}", family.name());
                    assert_eq!(game.position_family(), Some(f));
                    assert!(game.outcome().is_none());
                }
                None => holes += 1,
            }
        }
        assert!(
            holes > 0 && holes < family.size() / 2,
            "{}: {holes} holes",
            family.name()
        );
        assert_eq!(family.position(family.size()), None);
    }
}

#[test]
fn holes_are_exactly_the_shared_squares() {
    let family = &families()[150];
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..20_000 {
        let i = rng.random_range(0..family.size());
        match family.position(i) {
            Some(game) => assert!(!collides(&game.progress())),
            None => {
                // Rebuild the arrangement the number names and check it collides.
                let any = (0..family.size())
                    .find_map(|j| family.position(j))
                    .expect("a family has positions");
                let mut progress = any.progress();
                let mut rest = i / 2;
                for p in progress.iter_mut().flatten() {
                    if *p != FINISHED {
                        *p = (rest % 12) as u8;
                        rest /= 12;
                    }
                }
                assert!(collides(&progress), "number {i} is a hole but legal");
            }
        }
    }
}

/// Random games from the start; every position met once two pieces are home in all
/// has a family holding it, and every move goes to the same family, an earlier one or
/// the end.
#[test]
fn random_play_positions_map_to_a_family_and_back() {
    let families = families();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut seen = 0;
    let mut seen_base = 0;
    for seed in 0..300 {
        let mut game = Squadro::new(&SquadroOptions::default(), seed);
        let mut legal = Vec::new();
        while game.outcome().is_none() {
            let finished = [game.finished(0), game.finished(1)];
            let family = game.position_family();
            let covered = finished[0] + finished[1] >= 2;
            assert_eq!(family.is_some(), covered, "{finished:?}");
            if let Some(f) = family {
                seen += 1;
                seen_base += usize::from(f < BASE_FAMILIES);
                assert_eq!(f < BASE_FAMILIES, finished.iter().all(|&n| n >= 2));
                let i = families[f].index_of(&game).expect("in its family");
                let again = families[f].position(i).expect("not a hole");
                assert_eq!(again.progress(), game.progress());
                assert_eq!(again.to_move(), game.to_move());
                for (g, other) in families.iter().enumerate() {
                    assert_eq!(other.index_of(&game).is_some(), g == f);
                }
            }
            let seat = game.to_move().actor().unwrap();
            game.legal_actions(seat, &mut legal);
            let Action(lane) = legal[rng.random_range(0..legal.len())];
            game.play(seat, Action(lane));
            if let (Some(before), Some(after)) = (family, game.position_family()) {
                assert!(
                    after <= before,
                    "a move went from family {before} to {after}"
                );
            }
        }
    }
    assert!(
        seen > 1000 && seen_base > 100,
        "{seen} positions, {seen_base} in the base"
    );
}

#[test]
fn the_base_holds_at_most_three_pieces_to_finish() {
    let families = families();
    for (i, family) in families.iter().enumerate() {
        let game = (0..family.size())
            .find_map(|j| family.position(j))
            .expect("a family has positions");
        let left = [
            LANES as u8 - game.finished(0),
            LANES as u8 - game.finished(1),
        ];
        assert_eq!(
            i < BASE_FAMILIES,
            left.iter().all(|&n| n <= 3),
            "{}",
            family.name()
        );
        assert_eq!(family.size(), 2 * 12u64.pow(u32::from(left[0] + left[1])));
    }
}
