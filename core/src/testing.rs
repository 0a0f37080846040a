//! Checks of the [`Game`] contract, for every game's simulation tests.
//!
//! `random_games` plays seeded random games and checks, after every action, that the
//! state keeps the promises listed on [`Game`]: who may act matches who has legal
//! actions, the outcome appears exactly at the end, encodings and notation round-trip,
//! every view serialises, and illegal actions are refused without changing anything.

use rand::{seq::IndexedRandom, SeedableRng};

use cubist_words::Lang;

use crate::{Game, GameOptions, GameRng, Observer, Seat, Side, ToMove};

mod options;
mod words;
pub use options::check_option_words;
pub use words::{
    check_board_words, check_words, clean_sentence, clean_svg, message_ids, ALL_LANGS,
};

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
    check_sentences(game);
    // Every language is checked on a quarter of the states, chosen by their hash so
    // that a run is the same every time: enough states, at a quarter of the cost.
    if game.state_hash().is_multiple_of(4) {
        check_words(game);
    }
}

/// Every legal action has a sentence for every observer, and a sentence tells an
/// observer nothing a spectator is not told, except to the seat that made a secret
/// choice, about that choice.
pub fn check_sentences<G: Game>(game: &G) {
    let code = game.encode();
    let secret = matches!(game.to_move(), ToMove::Simultaneous(_));
    let mut legal = Vec::new();
    for seat in 0..game.num_players() {
        game.legal_actions(seat, &mut legal);
        for &a in &legal {
            let text = game.format_action(seat, a);
            let public = game.describe(seat, a, Observer::Spectator, Lang::En);
            assert!(!public.trim().is_empty(), "{text} has a sentence: {code}");
            for observer in 0..game.num_players() {
                let told = game.describe(seat, a, Observer::Seat(observer), Lang::En);
                assert!(!told.trim().is_empty(), "{text} has a sentence: {code}");
                if !(secret && observer == seat) {
                    assert_eq!(
                        told, public,
                        "seat {observer} is told of {text} only what a spectator is: {code}"
                    );
                }
            }
        }
    }
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

/// The picture contract: every view draws, from every seat's side; where a seat's
/// actions are made by clicking, each has its own non-empty sequence of ids, all
/// present in the picture of that seat's view from every side, and no sequence is the
/// start of another (so a client knows when an action is complete).
pub fn check_pictures<G: Game>(game: &G) {
    let players = game.num_players();
    check_seat_colours(game);
    for side in 0..players {
        check_pictures_from(game, Side(side));
    }
    for side in 0..players {
        let own = G::picture(&game.view(Observer::Seat(side)), Side(side), Lang::En);
        let turned = G::picture(
            &game.view(Observer::Seat(side)),
            Side(side).flipped(players),
            Lang::En,
        );
        assert_eq!(
            ids(&own),
            ids(&turned),
            "a picture has the same ids from every side: {}",
            game.encode()
        );
    }
}

/// Every seat named by a colour is drawn in that colour ("Light" pale, "Red" red):
/// its declared colour agrees with its name, and the spectator's picture uses it. A
/// seat named otherwise ("North") has no colour to check against.
pub fn check_seat_colours<G: Game>(game: &G) {
    let picture = G::picture(&game.view(Observer::Spectator), Side(0), Lang::En);
    for seat in 0..game.num_players() {
        let (name, colour) = (game.seat_name(seat), game.seat_colour(seat));
        match crate::picture::name_agrees(&name, colour.fill) {
            None => continue,
            Some(agrees) => assert!(agrees, "seat {name} is shown in {}", colour.fill),
        }
        assert!(
            picture.svgs().any(|svg| svg.contains(colour.fill)),
            "seat {name}'s colour {} is not in the picture: {}",
            colour.fill,
            game.encode()
        );
    }
}

/// Every id of a picture, sorted.
fn ids(p: &crate::Picture) -> Vec<String> {
    let mut all: Vec<String> = p
        .svgs()
        .flat_map(|svg| svg.split(" id=\"").skip(1))
        .map(|rest| rest.split('"').next().unwrap_or("").to_string())
        .collect();
    all.sort_unstable();
    all
}

/// [`check_pictures`] from one side.
fn check_pictures_from<G: Game>(game: &G, side: Side) {
    let code = game.encode();
    G::picture(&game.view(Observer::Spectator), side, Lang::En);
    let mut legal = Vec::new();
    for seat in 0..game.num_players() {
        let picture = G::picture(&game.view(Observer::Seat(seat)), side, Lang::En);
        for svg in picture.svgs() {
            assert!(
                svg.starts_with("<svg") && svg.ends_with("</svg>"),
                "a picture is SVG"
            );
        }
        let mut names: Vec<&str> = picture.panels.iter().map(|p| p.name.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), picture.panels.len(), "panel names are unique");
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
                    picture.has_id(id),
                    "{text} clicks {id}, missing from seat {seat}'s picture from {side:?}: {code}"
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
        let high = G::observation_high(game.options());
        assert!(
            tensor.iter().all(|&x| (0.0..=high).contains(&x)),
            "tensor values are in 0..={high}: {code}"
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

/// The game's lesson, step by step: each position is reached by its setup from a new
/// game, the learner's seat may act there, every goal move is legal for it, and some
/// legal move is not a goal (so a wrong answer can be tried). Returns each step's
/// position.
pub fn check_lessons<G: Game>() -> Vec<G> {
    let steps = G::lessons(Lang::En);
    assert!(!steps.is_empty(), "{} has a lesson", G::NAME);
    steps
        .iter()
        .map(|step| {
            let game = lesson_position::<G>(step);
            let name = &step.title;
            assert!(
                game.to_move().includes(step.seat),
                "step '{name}': the learner may act"
            );
            assert!(!step.goal.is_empty(), "step '{name}' asks for a move");
            let legal = crate::legal_actions_vec(&game, step.seat);
            for text in step.goal {
                let a = game
                    .parse_action(step.seat, text)
                    .unwrap_or_else(|e| panic!("step '{name}': goal {text}: {e}"));
                assert!(legal.contains(&a), "step '{name}': goal {text} is legal");
            }
            let goals: Vec<String> = step.goal.iter().map(|t| t.to_string()).collect();
            assert!(
                legal
                    .iter()
                    .any(|&a| !goals.contains(&game.format_action(step.seat, a))),
                "step '{name}': some legal move is wrong (goals are written as the game \
                 writes them)"
            );
            for text in [&step.title, &step.prompt, &step.wrong, &step.done] {
                assert!(!text.trim().is_empty(), "step '{name}' has all its words");
            }
            game
        })
        .collect()
}

/// The game's lesson checked by [`check_lessons`], and each step's goal judged by
/// what it asks: `asked[i]` tells, from the position before and after a move, whether
/// the move does what step `i` asks. Every legal move of the learner must be a goal
/// exactly when it does.
pub fn check_lesson_goals<G: Game>(asked: &[fn(&G, &G) -> bool]) {
    let positions = check_lessons::<G>();
    let steps = G::lessons(Lang::En);
    assert_eq!(positions.len(), asked.len(), "one judge per step");
    for ((step, game), asked) in steps.iter().zip(&positions).zip(asked) {
        for a in crate::legal_actions_vec(game, step.seat) {
            let mut after = game.clone();
            after.play(step.seat, a);
            let text = game.format_action(step.seat, a);
            assert_eq!(
                asked(game, &after),
                step.goal.contains(&text.as_str()),
                "step '{}': move {text}",
                step.title
            );
        }
    }
}

/// The position of a lesson step: its setup played on a new game.
pub fn lesson_position<G: Game>(step: &crate::LessonStep) -> G {
    let pairs: crate::OptionPairs = step
        .options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let options = G::Options::from_pairs(&pairs)
        .unwrap_or_else(|e| panic!("step '{}': options: {e}", step.title));
    let mut game = G::new(&options, step.seed);
    for text in step.setup {
        let seat = game
            .to_move()
            .actor()
            .unwrap_or_else(|| panic!("step '{}': one seat acts at {text}", step.title));
        let a = game
            .parse_action(seat, text)
            .unwrap_or_else(|e| panic!("step '{}': setup {text}: {e}", step.title));
        game.try_play(seat, a)
            .unwrap_or_else(|e| panic!("step '{}': setup {text}: {e}", step.title));
    }
    game
}

/// The game's lesson in every spoken language: the same steps as English's (options,
/// seed, setup, seat, goals), each with all its words, none left as a message id or
/// with an argument unfilled, and the translations not English's words.
pub fn check_lesson_languages<G: Game>() {
    let english = G::lessons(Lang::En);
    for lang in Lang::SPOKEN {
        let steps = G::lessons(lang);
        assert_eq!(
            steps.len(),
            english.len(),
            "{lang}: as many steps as English"
        );
        for (step, en) in steps.iter().zip(&english) {
            let same = (step.options, step.seed, step.setup, step.seat, step.goal);
            assert_eq!(same, (en.options, en.seed, en.setup, en.seat, en.goal));
            for (text, theirs) in [
                (&step.title, &en.title),
                (&step.prompt, &en.prompt),
                (&step.wrong, &en.wrong),
                (&step.done, &en.done),
            ] {
                let name = &en.title;
                assert!(!text.trim().is_empty(), "{lang} '{name}': words missing");
                assert!(!text.contains("{$"), "{lang} '{name}': unfilled {text}");
                assert!(
                    !text.contains("-lesson-"),
                    "{lang} '{name}': a message id, not words: {text}"
                );
                if lang != Lang::En {
                    assert_ne!(text, theirs, "{lang} '{name}': not translated");
                }
            }
        }
    }
}
