//! Thousands of seeded random games, checked action by action against the Game
//! contract, the invariant, the round-trips and a literal second implementation.

mod reference;

use std::collections::BTreeSet;

use cubist_core::{Game, GameOptions, Observer, RenderStyle, Seat, ToMove};
use cubist_tilt::{Action, Square, Status, Tilt, TiltOptions};
use rand::{seq::IndexedRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use reference::Grid;

/// How the random player picks: uniformly, or mostly quiet slides that turn no cube
/// over (which gives long games that end by repetition or by the cap).
#[derive(Clone, Copy)]
enum Policy {
    Uniform,
    Quiet,
}

#[derive(Default)]
struct Tally {
    games: usize,
    actions: usize,
    ends: [usize; 4],
    /// Actions seen played, by kind: place, slide, activate, pick up, end.
    kinds: [usize; 5],
    /// Bonus slides that earned another bonus.
    chained: usize,
}

fn kind(a: Action) -> usize {
    match a {
        Action::Place(_) => 0,
        Action::Slide(..) => 1,
        Action::Activate(_) => 2,
        Action::PickUp(_) => 3,
        Action::End => 4,
    }
}

fn choose(g: &Tilt, legal: &[Action], policy: Policy, rng: &mut ChaCha8Rng) -> Action {
    if let Policy::Quiet = policy {
        if rng.random_bool(0.95) {
            let seat = g.position().mover();
            let active = |t: &Tilt| [0, 1].map(|s| t.position().active_count(s));
            let quiet: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|&a| {
                    let mut next = g.clone();
                    next.play(seat, a);
                    matches!(a, Action::Slide(..)) && active(&next) == active(g)
                })
                .collect();
            if let Some(&a) = quiet.choose(rng) {
                return a;
            }
        }
    }
    *legal.choose(rng).expect("the mover has a legal action")
}

/// A random action that may or may not be legal, with squares on the board.
fn random_action(n: u8, rng: &mut ChaCha8Rng) -> Action {
    let kind = rng.random_range(0..5);
    let mut sq = || Square::new(rng.random_range(0..n), rng.random_range(0..n));
    match kind {
        0 => Action::Place(sq()),
        1 => Action::Slide(sq(), sq()),
        2 => Action::Activate(sq()),
        3 => Action::PickUp(sq()),
        _ => Action::End,
    }
}

fn check_contract(g: &Tilt, legal: &mut Vec<Action>) {
    for seat in 0..2 {
        g.legal_actions(seat, legal);
        assert_eq!(!legal.is_empty(), g.to_move().includes(seat), "seat {seat}");
    }
    assert_eq!(g.outcome().is_some(), g.to_move() == ToMove::Over);
    if let ToMove::One(seat) = g.to_move() {
        assert_eq!(seat, g.position().mover());
        g.legal_actions(seat, legal);
        let set: BTreeSet<Action> = legal.iter().copied().collect();
        assert_eq!(set.len(), legal.len(), "no action is listed twice");
        let reference = Grid::of(g.position()).legal();
        assert_eq!(
            set,
            reference,
            "legal actions differ from the reference\n{}",
            g.encode()
        );
        for &a in legal.iter() {
            assert_eq!(g.check(seat, a), Ok(()), "{a}");
            let text = g.format_action(seat, a);
            assert_eq!(g.parse_action(seat, &text), Ok(a), "{text}");
        }
    }
}

fn run(seed: u64, options: &TiltOptions, policy: Policy, tally: &mut Tally) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let mut g = Tilt::new(options, seed);
    let n = options.size;
    let mut legal = Vec::new();
    let mut played: Vec<(Seat, Action)> = Vec::new();
    loop {
        check_contract(&g, &mut legal);
        assert!(g.position().validate().is_ok());
        assert!(Grid::of(g.position()).invariant_holds());
        let ToMove::One(seat) = g.to_move() else {
            break;
        };
        assert!(
            played.len() < options.cap as usize,
            "the cap ends every game"
        );

        // An arbitrary action: refused with a reason and no change, or legal.
        g.legal_actions(seat, &mut legal);
        let probe = random_action(n, &mut rng);
        if !legal.contains(&probe) {
            let before = g.clone();
            assert!(g.check(seat, probe).is_err(), "{probe}");
            assert!(g.try_play(seat, probe).is_err(), "{probe}");
            assert_eq!(g, before);
        }

        let a = choose(&g, &legal, policy, &mut rng);
        let bonus_before = g.position().bonus().is_some();
        let mut expected = Grid::of(g.position());
        expected.apply(a);
        g.play(seat, a);
        assert_eq!(
            Grid::of(g.position()),
            expected,
            "after {a}\n{}",
            g.encode()
        );
        tally.kinds[kind(a)] += 1;
        if bonus_before && matches!(a, Action::Slide(..)) && g.position().bonus().is_some() {
            tally.chained += 1;
        }
        played.push((seat, a));

        // Decoding replays every action, so long games are round-tripped more sparsely.
        let k = played.len();
        if (k < 100 && k.is_multiple_of(5)) || k.is_multiple_of(97) || g.to_move() == ToMove::Over {
            let back = Tilt::decode(&g.encode()).unwrap_or_else(|e| {
                panic!(
                    "{e}\n{}\n{}",
                    g.encode(),
                    Tilt::render(&g, RenderStyle::PLAIN)
                )
            });
            assert_eq!(back, g);
            assert_eq!(back.state_hash(), g.state_hash());
        }
    }
    // The same seed and actions replay to the same game.
    let mut again = Tilt::new(options, seed);
    for &(seat, a) in &played {
        again.try_play(seat, a).unwrap();
    }
    assert_eq!(again, g);
    let view = g.view(Observer::Seat(0));
    let json = serde_json::to_string(&view).unwrap();
    assert_eq!(serde_json::from_str::<Tilt>(&json).unwrap(), g);
    assert!(!Tilt::render(&view, RenderStyle::COLOR).is_empty());

    tally.games += 1;
    tally.actions += played.len();
    tally.ends[match g.status() {
        Status::Won(_) => 0,
        Status::Repetition => 1,
        Status::Cap => 2,
        Status::Playing => 3,
    }] += 1;
}

fn options(size: u8, cap: u32) -> TiltOptions {
    let mut o = TiltOptions::default();
    o.set("size", &size.to_string()).unwrap();
    o.set("cap", &cap.to_string()).unwrap();
    o
}

#[test]
fn random_games_keep_every_rule_and_round_trip() {
    let mut tally = Tally::default();
    for seed in 0..2100u64 {
        let size = 4 + (seed % 7) as u8;
        run(seed, &options(size, 1000), Policy::Uniform, &mut tally);
    }
    println!(
        "{} uniform games, {} actions; ends (win, repetition, cap) {:?}; kinds {:?}; chained bonuses {}",
        tally.games, tally.actions, tally.ends, tally.kinds, tally.chained
    );
    assert_eq!(tally.ends[3], 0, "every game ended");
    assert!(
        tally.kinds.iter().all(|&k| k > 0),
        "every kind of action was played"
    );
    assert!(tally.chained > 0, "some bonus slide earned another bonus");
}

#[test]
fn long_quiet_games_end_by_repetition_or_the_cap() {
    let mut tally = Tally::default();
    for seed in 0..120u64 {
        let size = 4 + (seed % 7) as u8;
        let cap = if seed % 4 == 0 { 60 } else { 400 };
        run(seed, &options(size, cap), Policy::Quiet, &mut tally);
    }
    println!(
        "{} quiet games, {} actions; ends (win, repetition, cap) {:?}; kinds {:?}",
        tally.games, tally.actions, tally.ends, tally.kinds
    );
    assert_eq!(tally.ends[3], 0, "every game ended");
    assert!(
        tally.ends[1] > 0 && tally.ends[2] > 0,
        "both end guarantees were reached"
    );
}
