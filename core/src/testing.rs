//! Checks of the [`Game`] contract, for every game's simulation tests.
//!
//! `random_games` plays seeded random games and checks, after every action, that the
//! state keeps the promises listed on [`Game`]: who may act matches who has legal
//! actions, the outcome appears exactly at the end, encodings and notation round-trip,
//! every view serialises, and illegal actions are refused without changing anything.

use rand::{seq::IndexedRandom, SeedableRng};

use crate::{Game, GameRng, Observer, Seat, ToMove};

/// Statistics of a batch of random games.
#[derive(Clone, Debug, Default)]
pub struct RandomGames {
    pub games: usize,
    pub actions: usize,
    pub draws: usize,
    pub wins_by_seat: Vec<usize>,
    pub longest: usize,
}

/// Check the contract on one state; panics with the encoded state on a breach.
pub fn check_state<G: Game>(game: &G) {
    let code = game.encode();
    let tm = game.to_move();
    assert_eq!(
        tm.is_over(),
        game.outcome().is_some(),
        "outcome iff over: {code}"
    );
    let mut legal = Vec::new();
    for seat in 0..game.num_players() {
        game.legal_actions(seat, &mut legal);
        assert_eq!(
            !legal.is_empty(),
            tm.includes(seat),
            "seat {seat} has legal actions iff it may act: {code}"
        );
        if !legal.is_empty() {
            check_sampling(game, seat, &legal, &code);
        }
        for &a in &legal {
            let text = game.format_action(seat, a);
            assert_eq!(
                game.parse_action(seat, &text),
                Ok(a),
                "notation round-trip of {text}: {code}"
            );
            assert_eq!(
                game.check(seat, a),
                Ok(()),
                "check accepts legal {text}: {code}"
            );
        }
    }
    let back = G::decode(&code).unwrap_or_else(|e| panic!("decode failed ({e}): {code}"));
    assert_eq!(back.encode(), code, "encode/decode round-trip");
    assert_eq!(
        back.to_move(),
        tm,
        "decoded state has the same mover: {code}"
    );
    assert_eq!(
        back.state_hash(),
        game.state_hash(),
        "decoded state has the same hash: {code}"
    );
    for seat in 0..game.num_players() {
        serde_json::to_string(&game.view(Observer::Seat(seat))).expect("views serialise");
        let e = game.evaluate(seat);
        assert!(
            (-1.0..=1.0).contains(&e),
            "evaluate in [-1, 1], got {e}: {code}"
        );
    }
    serde_json::to_string(&game.view(Observer::Spectator)).expect("views serialise");
    check_pictures(game);
}

/// `sample_action` picks from the list `legal_actions` makes: `pick` is told its
/// length, and every index (a spread of them in a long list, and the last) gives the
/// action listed there.
pub fn check_sampling<G: Game>(game: &G, seat: Seat, legal: &[G::Action], code: &str) {
    let n = legal.len();
    let mut scratch = Vec::new();
    for i in (0..n).step_by((n / 32).max(1)).chain([n - 1]) {
        let mut told = None;
        let a = game.sample_action(
            seat,
            |m| {
                told = Some(m);
                i
            },
            &mut scratch,
        );
        assert_eq!(
            told,
            Some(n),
            "sample_action counts seat {seat}'s actions: {code}"
        );
        assert_eq!(
            a, legal[i],
            "sample_action's action {i} of seat {seat}: {code}"
        );
    }
}

/// The picture contract: every view draws; where a seat's actions are made by
/// clicking, each has its own non-empty sequence of ids, all present in the picture of
/// that seat's view, and no sequence is the start of another (so a client knows when an
/// action is complete).
pub fn check_pictures<G: Game>(game: &G) {
    let code = game.encode();
    G::draw(&game.view(Observer::Spectator));
    let mut legal = Vec::new();
    for seat in 0..game.num_players() {
        let svg = G::draw(&game.view(Observer::Seat(seat)));
        assert!(
            svg.starts_with("<svg") && svg.ends_with("</svg>"),
            "a picture is SVG"
        );
        game.legal_actions(seat, &mut legal);
        let paths: Vec<Vec<String>> = legal.iter().map(|&a| game.clicks(seat, a)).collect();
        if paths.iter().all(Vec::is_empty) {
            continue;
        }
        for (a, path) in legal.iter().zip(&paths) {
            let text = game.format_action(seat, *a);
            assert!(
                !path.is_empty(),
                "{text} has no clicks while others do: {code}"
            );
            for id in path {
                assert!(
                    crate::picture::has_id(&svg, id),
                    "{text} clicks {id}, missing from seat {seat}'s picture: {code}"
                );
            }
        }
        for (i, p) in paths.iter().enumerate() {
            for (j, q) in paths.iter().enumerate() {
                assert!(
                    i == j || !q.starts_with(p),
                    "the clicks of {} start those of {}: {code}",
                    game.format_action(seat, legal[i]),
                    game.format_action(seat, legal[j])
                );
            }
        }
    }
}

/// Every action of `seat` that `check` refuses must leave the state unchanged when tried.
pub fn check_refusals<G: Game>(game: &G, candidates: &[G::Action]) {
    for seat in 0..game.num_players() {
        let mut legal = Vec::new();
        game.legal_actions(seat, &mut legal);
        for &a in candidates {
            let mut copy = game.clone();
            let result = copy.try_play(seat, a);
            if legal.contains(&a) {
                assert!(result.is_ok(), "legal action refused");
            } else {
                assert!(
                    result.is_err(),
                    "illegal action {a:?} accepted for seat {seat}"
                );
                assert_eq!(
                    copy.encode(),
                    game.encode(),
                    "refused action changed the state"
                );
            }
        }
    }
}

/// Play `games` random games from `options`, checking every `check_every`-th state
/// with [`check_state`] (1: all of them) and every state with `extra`. Games must end
/// within `max_actions`.
pub fn random_games<G: Game>(
    options: &G::Options,
    games: usize,
    seed: u64,
    max_actions: usize,
    check_every: usize,
    mut extra: impl FnMut(&G),
) -> RandomGames {
    let check_every = check_every.max(1);
    let mut states = 0usize;
    let mut rng = GameRng::seed_from_u64(seed);
    let mut stats = RandomGames::default();
    let mut legal = Vec::new();
    for i in 0..games {
        let mut game = G::new(options, seed.wrapping_add(i as u64));
        stats.wins_by_seat.resize(game.num_players(), 0);
        let mut n = 0;
        check_state(&game);
        extra(&game);
        while let ToMove::One(_) | ToMove::Simultaneous(_) = game.to_move() {
            let seat = game.to_move().actor().expect("running game has an actor");
            game.legal_actions(seat, &mut legal);
            let a = *legal.choose(&mut rng).expect("actor has legal actions");
            game.try_play(seat, a).expect("legal actions can be played");
            n += 1;
            assert!(
                n <= max_actions,
                "game {i} did not end within {max_actions} actions"
            );
            states += 1;
            if states.is_multiple_of(check_every) || game.to_move().is_over() {
                check_state(&game);
            }
            extra(&game);
        }
        let outcome = game.outcome().expect("over");
        match outcome.winner() {
            Some(w) => stats.wins_by_seat[w] += 1,
            None => stats.draws += 1,
        }
        stats.games += 1;
        stats.actions += n;
        stats.longest = stats.longest.max(n);
    }
    stats
}

/// The [`crate::NumericGame`] contract on one state; panics with the encoded state on a
/// breach. Action ids of every seat's legal actions are in range, distinct, and
/// round-trip; the legal mask marks exactly them; every id (or, for large spaces, a
/// sample) names an action whose id is that id; the observation tensor has the
/// documented length, finite values, and is the same for the seat's view of states
/// sampled from that view (so it reads nothing the seat may not know); and those
/// sampled states give the seat the same legal mask.
pub fn check_numeric<G: crate::NumericGame>(game: &G) {
    use crate::{legal_mask, observation, shape_len};
    let code = game.encode();
    let n = G::num_distinct_actions(game.options());
    assert!(n > 0, "an action space has actions");
    let shape = G::observation_shape(game.options());
    let len = shape_len(&shape);
    assert!(len > 0, "an observation has values");
    let mut legal = Vec::new();
    let mut rng = GameRng::seed_from_u64(game.state_hash());
    // Small spaces are checked id by id; large ones on a stride that moves each state.
    let stride = (n / 4096).max(1);
    let offset = (game.state_hash() as usize) % stride;
    for seat in 0..game.num_players() {
        game.legal_actions(seat, &mut legal);
        let mut seen = vec![false; n];
        for &a in &legal {
            let id = game.action_id(seat, a);
            assert!(id < n, "id {id} of {a:?} is below {n}: {code}");
            assert!(!seen[id], "two legal actions share id {id}: {code}");
            seen[id] = true;
            assert_eq!(
                game.action_from_id(seat, id),
                Some(a),
                "action_from_id(action_id({a:?})) for seat {seat}: {code}"
            );
        }
        assert_eq!(
            legal_mask(game, seat),
            seen,
            "legal mask of seat {seat}: {code}"
        );
        for id in (offset..n).step_by(stride) {
            if let Some(a) = game.action_from_id(seat, id) {
                assert_eq!(
                    game.action_id(seat, a),
                    id,
                    "action_id(action_from_id({id})) = {id} for seat {seat}: {code}"
                );
            }
        }
        assert_eq!(game.action_from_id(seat, n), None, "id {n} is out of range");
        let tensor = observation(game, seat);
        assert_eq!(
            tensor.len(),
            len,
            "tensor length is the shape's product: {code}"
        );
        assert!(
            tensor.iter().all(|x| x.is_finite()),
            "tensor values are finite: {code}"
        );
        let view = game.view(Observer::Seat(seat));
        let mut from_view = vec![f32::NAN; len];
        G::observation_tensor(&view, seat, &mut from_view);
        assert_eq!(
            from_view, tensor,
            "observe writes what observation_tensor writes from the view: {code}"
        );
        for _ in 0..2 {
            let sampled = G::determinize(&view, &mut rng);
            assert_eq!(
                observation(&sampled, seat),
                tensor,
                "seat {seat}'s tensor changed with what it cannot see: {code}"
            );
            assert_eq!(
                legal_mask(&sampled, seat),
                seen,
                "seat {seat}'s legal mask changed with what it cannot see: {code}"
            );
        }
    }
}
