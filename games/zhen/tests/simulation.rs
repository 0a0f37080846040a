//! Thousands of seeded random games, checking the invariants and the Game contract
//! after every action, and the no-undo and repetition rules against literal versions
//! that look at the whole history.

use cubist_core::{legal_actions_vec, Game, GameRng, Observer, ToMove};
use cubist_zhen::{Action, Board, Status, Zhen, ZhenOptions};
use rand::{seq::IndexedRandom, Rng, SeedableRng};

/// Options for game number `i`: sizes from tiny to the published game.
fn options_for(i: u64, rng: &mut GameRng) -> ZhenOptions {
    if i.is_multiple_of(5) {
        return ZhenOptions::default();
    }
    let mut o = ZhenOptions::sized(rng.random_range(2..=10), rng.random_range(1..=10));
    if i.is_multiple_of(7) {
        o.repetition = 2;
    }
    if i.is_multiple_of(11) {
        o.cap = 30;
    }
    o
}

/// Every action the notation can name on this line, legal or not.
fn all_actions(tiles: u8) -> Vec<Action> {
    (0..=tiles + 1)
        .flat_map(|t| [Action::Place(t), Action::Move(t)])
        .collect()
}

fn check_contract(g: &Zhen, history: &[(Board, usize)]) {
    let o = g.options();
    for colour in 0..2 {
        assert_eq!(g.board().total(colour), o.cubes as u32, "cubes conserved");
    }
    let over = g.to_move() == ToMove::Over;
    assert_eq!(g.outcome().is_some(), over);
    for seat in 0..2 {
        let legal = legal_actions_vec(g, seat);
        assert_eq!(!legal.is_empty(), g.to_move().includes(seat));
        for a in all_actions(o.tiles) {
            let ok = g.check(seat, a).is_ok();
            assert_eq!(ok, legal.contains(&a), "{a:?} for {seat}\n{}", g.encode());
        }
        for &a in &legal {
            let text = g.format_action(seat, a);
            assert_eq!(g.parse_action(seat, &text), Ok(a));
        }
    }
    // Decoding gives back the same state.
    let back = Zhen::decode(&g.encode()).unwrap_or_else(|e| panic!("{e}\n{}", g.encode()));
    assert_eq!(&back, g);
    assert_eq!(back.state_hash(), g.state_hash());
    assert_eq!(g.view(Observer::Spectator), *g);

    // The repetition rule, literally: count this position over the whole game.
    let now = (*g.board(), g.mover());
    let seen = history.iter().filter(|&&p| p == now).count();
    match g.status() {
        Status::Playing => assert!(seen < o.repetition as usize),
        Status::Repetition => assert_eq!(seen, o.repetition as usize),
        Status::Cap => assert_eq!(g.plies(), o.cap),
        Status::Swept { .. } => assert_eq!(g.board().cubes_on_tiles(), 0),
    }
    assert_eq!(g.occurrences(), seen.max(1));
}

/// The no-undo rule, literally: a move is legal iff every other rule allows it and
/// the board it makes differs from the board before the opponent's last move.
fn check_no_undo(g: &Zhen, before_opponent: Option<&Board>) {
    if g.to_move() == ToMove::Over {
        return;
    }
    let seat = g.mover();
    let legal = legal_actions_vec(g, seat);
    for a in all_actions(g.options().tiles) {
        let allowed = match g.board().after(seat, a) {
            None => false,
            Some(next) => before_opponent != Some(&next),
        };
        assert_eq!(allowed, legal.contains(&a), "{a:?}\n{}", g.encode());
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = GameRng::seed_from_u64(2024);
    let mut plies = 0u64;
    let mut ends = [0usize; 4];
    let games = 5000;
    for i in 0..games {
        let options = options_for(i, &mut rng);
        let mut g = Zhen::new(&options, i);
        // (board, mover) after every action, and the boards in order.
        let mut history = vec![(*g.board(), g.mover())];
        let mut boards = vec![*g.board()];
        let mut buf = Vec::new();
        check_contract(&g, &history);
        while let ToMove::One(seat) = g.to_move() {
            let before_opponent = boards.len().checked_sub(2).map(|i| &boards[i]);
            check_no_undo(&g, before_opponent);
            g.legal_actions(seat, &mut buf);
            let a = *buf.choose(&mut rng).unwrap();
            g.play(seat, a);
            history.push((*g.board(), g.mover()));
            boards.push(*g.board());
            check_contract(&g, &history);
            assert!(g.plies() <= options.cap, "every game ends");
        }
        plies += g.plies() as u64;
        ends[match g.status() {
            Status::Swept { .. } => 0,
            Status::Repetition => 1,
            Status::Cap => 2,
            Status::Playing => 3,
        }] += 1;
    }
    assert_eq!(ends[3], 0);
    println!("{games} games, {plies} actions; ends by sweep/repetition/cap: {ends:?}");
    assert!(ends[0] > 0 && ends[1] > 0 && ends[2] > 0, "{ends:?}");
}

#[test]
fn a_game_replays_exactly_from_its_seed_and_actions() {
    let options = ZhenOptions::default();
    for seed in 0..50 {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut g = Zhen::new(&options, seed);
        let mut actions = Vec::new();
        while let ToMove::One(s) = g.to_move() {
            let a = *legal_actions_vec(&g, s).choose(&mut rng).unwrap();
            actions.push((s, g.format_action(s, a)));
            g.play(s, a);
        }
        let mut again = Zhen::new(&options, seed);
        for (s, text) in &actions {
            let a = again.parse_action(*s, text).unwrap();
            again.try_play(*s, a).unwrap();
        }
        assert_eq!(again, g);
        assert_eq!(again.outcome(), g.outcome());
    }
}

#[test]
fn the_shared_contract_checks_pass() {
    for (tiles, cubes, games) in [(10, 10, 60), (5, 3, 200), (2, 1, 50), (20, 20, 10)] {
        let options = ZhenOptions::sized(tiles, cubes);
        let candidates = all_actions(tiles);
        let stats = cubist_core::testing::random_games::<Zhen>(
            &options,
            games,
            tiles as u64,
            options.cap as usize,
            1,
            |g| cubist_core::testing::check_refusals(g, &candidates),
        );
        assert_eq!(stats.games, games);
        println!("{tiles} tiles, {cubes} cubes: {stats:?}");
    }
}
