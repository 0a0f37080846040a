//! Squadro's dense index against the numbering of [`Family`]: the same hole-free
//! positions, numbered `0..size()` with none left out and none twice.
//!
//! [`Family`]: cubist_squadro::Family

use cubist_core::{Game, PositionIndex};
use cubist_squadro::{DenseFamily, Squadro, SquadroOptions, FINISHED, LANES};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn families() -> Vec<Box<dyn PositionIndex<Squadro>>> {
    Squadro::position_families(&SquadroOptions::default())
}

/// The finished lanes of each side of `game`, one bit each.
fn finished_sets(game: &Squadro) -> [u8; 2] {
    game.progress().map(|side| {
        (0..LANES)
            .filter(|&lane| side[lane] == FINISHED)
            .fold(0, |set, lane| set | 1 << lane)
    })
}

/// The dense family with the same finished sets as `family`.
fn dense_for(family: &dyn PositionIndex<Squadro>) -> DenseFamily {
    let any = (0..family.size())
        .find_map(|i| family.position(i))
        .expect("a family has positions");
    let [light, dark] = finished_sets(&any);
    DenseFamily::new(SquadroOptions::default(), light, dark).expect("a family")
}

/// Every hole-free number of `family` has its own dense number, which gives the same
/// position back, and the dense numbers cover `0..size()`.
fn check_exhaustively(family: &dyn PositionIndex<Squadro>) {
    let dense = dense_for(family);
    let mut seen = vec![false; dense.size() as usize];
    let mut count = 0;
    for i in 0..family.size() {
        let Some(game) = family.position(i) else {
            continue;
        };
        let r = dense
            .rank(&game)
            .expect("a hole-free position has a dense number");
        assert!(!seen[r as usize], "{}: {r} twice", family.name());
        seen[r as usize] = true;
        count += 1;
        assert_eq!(
            dense.position(r).as_ref(),
            Some(&game),
            "{} {r}",
            dense.name()
        );
    }
    assert_eq!(count, dense.size(), "{}", family.name());
    assert_eq!(dense.position(dense.size()), None);
}

#[test]
fn the_smallest_families_map_one_to_one() {
    let families = families();
    // The 3-against-3 families (2 pieces left each) and the first 3-against-2 family.
    for family in families.iter().take(101) {
        check_exhaustively(family.as_ref());
    }
    assert_eq!(families[99].size(), 2 * 12u64.pow(4));
    assert_eq!(families[100].size(), 2 * 12u64.pow(5));
}

/// Random numbers of each index, mapped through the other and back.
fn check_by_sampling(family: &dyn PositionIndex<Squadro>, rng: &mut ChaCha8Rng) {
    let dense = dense_for(family);
    assert!(dense.size() < family.size());
    let mut found = 0;
    for _ in 0..3000 {
        if let Some(game) = family.position(rng.random_range(0..family.size())) {
            found += 1;
            let r = dense.rank(&game).expect("hole-free");
            assert!(r < dense.size());
            assert_eq!(dense.position(r).as_ref(), Some(&game));
        }
        let r = rng.random_range(0..dense.size());
        let game = dense.position(r).expect("every dense number is a position");
        let i = family.index_of(&game).expect("in the old family");
        assert_eq!(family.position(i).as_ref(), Some(&game));
        assert_eq!(dense.rank(&game), Some(r));
    }
    assert!(found > 1000, "{found} hole-free of 3000");
}

#[test]
fn larger_families_agree_by_sampling() {
    let families = families();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    // A 3/2, a 2/3, two 2/2, a 3/1, a 1/3, a 2/1, a 1/2, then a 1/1, a 3/0, a 0/3,
    // a 2/0 and the last, a 0/2.
    for f in [
        150, 250, 300, 399, 420, 480, 530, 599, 612, 630, 640, 650, 664,
    ] {
        check_by_sampling(families[f].as_ref(), &mut rng);
    }
}

/// A random hole-free position with nobody finished, found by drawing until one is.
fn random_start_family_position(rng: &mut ChaCha8Rng) -> Squadro {
    loop {
        let progress = [(); 2].map(|_| [(); LANES].map(|_| rng.random_range(0..FINISHED)));
        if let Ok(game) = Squadro::from_progress(progress, rng.random_range(0..2)) {
            return game;
        }
    }
}

#[test]
fn nobody_finished_positions_rank_and_come_back() {
    let dense = DenseFamily::new(SquadroOptions::default(), 0, 0).unwrap();
    assert!(dense.size() < 2 * 12u64.pow(10));
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let mut ranks = Vec::new();
    for _ in 0..20_000 {
        let game = random_start_family_position(&mut rng);
        let r = dense.rank(&game).expect("in the family");
        assert!(r < dense.size());
        assert_eq!(r % 2, game.mover() as u64);
        assert_eq!(dense.position(r).as_ref(), Some(&game));
        ranks.push((r, game.progress()));
    }
    // Distinct positions, distinct numbers (the mover is the number's lowest bit).
    ranks.sort();
    ranks.dedup();
    for pair in ranks.windows(2) {
        assert_ne!(pair[0].0, pair[1].0, "{:?} and {:?}", pair[0].1, pair[1].1);
    }
    for _ in 0..20_000 {
        let r = rng.random_range(0..dense.size());
        let game = dense.position(r).expect("every dense number is a position");
        assert_eq!(finished_sets(&game), [0, 0]);
        assert_eq!(dense.rank(&game), Some(r));
    }
}

#[test]
fn positions_outside_the_family_have_no_number() {
    let dense = DenseFamily::new(SquadroOptions::default(), 0, 0).unwrap();
    let mut progress = [[0; LANES]; 2];
    progress[1][2] = FINISHED;
    let elsewhere = Squadro::from_progress(progress, 0).unwrap();
    assert_eq!(dense.rank(&elsewhere), None);
    assert_eq!(dense.index_of(&elsewhere), None);
    // Light's lane 1 piece on its first crossing and Dark's lane 1 piece on the same
    // square: a hole, whichever index is asked.
    let mut clash = [[0; LANES]; 2];
    clash[0][0] = 1;
    clash[1][0] = 5;
    assert!(Squadro::from_progress(clash, 0).is_err());
    assert_eq!(dense.rank_progress(&clash, 0), None);
    assert_eq!(dense.rank_progress(&[[0; LANES]; 2], 2), None);
    assert_eq!(dense.rank_progress(&[[13; LANES]; 2], 0), None);
}

#[test]
fn families_nobody_can_be_in_are_refused() {
    let options = SquadroOptions::default();
    assert!(DenseFamily::new(options.clone(), 0b1111, 0b11110).is_none());
    assert!(DenseFamily::new(options.clone(), 0b100000, 0).is_none());
    let won = DenseFamily::new(options.clone(), 0b11110, 0).expect("Light has won");
    assert!(won.size() > 0);
    let names = [
        DenseFamily::new(options.clone(), 0b10011, 0b00100)
            .unwrap()
            .name(),
        families()[0].name(),
    ];
    assert_eq!(names, ["squadro-dense-l125-d3", "squadro-l123-d123"]);
}
