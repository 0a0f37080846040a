//! The "Adding a game" checklist of `docs/architecture.md`, followed once with a toy
//! game, Bid Nim (`new_game/`): everything a front end needs works for a game written
//! against the API alone, with no front-end code and without the catalog.
//!
//! The toy is laid out as a game crate would be (`mod.rs` for its `lib.rs`,
//! `options.rs`, `wire.rs`, `rules.md`); the tests below are the ones the checklist
//! asks of a new game, and then the session and the computer players on it.

#[path = "new_game/mod.rs"]
mod bid_nim;

use bid_nim::{Action, BidNim, NimOptions};
use cubist_ai::{make_agent, AgentError, AgentSpec};
use cubist_core::{
    legal_actions_vec, testing, wire_schema, wire_view, DynGame, Erased, Game, GameInfo,
    GameOptions, GameRng, Observer, OptionError, OptionPairs, PlayError, RenderStyle, RuleError,
    ToMove, Trust, WireEnvelope, WireResult, WireTurn,
};
use cubist_session::{Match, MatchView, Player, SessionError};
use rand::{rngs::SmallRng, seq::IndexedRandom, SeedableRng};

fn pairs(items: &[(&str, &str)]) -> OptionPairs {
    items
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn options(items: &[(&str, &str)]) -> NimOptions {
    NimOptions::from_pairs(&pairs(items)).unwrap()
}

/// Option sets worth playing: the defaults, the smallest pile, a fixed tie-breaker and
/// a length limit that ends most games early.
fn variants() -> Vec<NimOptions> {
    vec![
        options(&[]),
        options(&[("pile", "5"), ("take", "2")]),
        options(&[("first", "south"), ("take", "5"), ("pile", "40")]),
        options(&[("cap", "6")]),
    ]
}

/// Every action the notation can write, legal or not, for refusal checks.
fn candidates() -> Vec<Action> {
    (0..7)
        .flat_map(|n| [Action::Bid(n), Action::Take(n)])
        .collect()
}

/// Play one seeded random game, calling `each` on every state.
fn random_game(o: &NimOptions, seed: u64, mut each: impl FnMut(&BidNim)) -> BidNim {
    let mut g = BidNim::new(o, seed);
    let mut rng = SmallRng::seed_from_u64(seed);
    each(&g);
    while let Some(seat) = g.to_move().actor() {
        let a = *legal_actions_vec(&g, seat).choose(&mut rng).unwrap();
        g.try_play(seat, a).unwrap();
        each(&g);
    }
    g
}

// --- Checklist 3: the game's own tests ------------------------------------------------

#[test]
fn random_games_keep_the_game_contract() {
    for (i, o) in variants().iter().enumerate() {
        let stats = testing::random_games::<BidNim>(o, 500, i as u64, 200, 1, |g| {
            testing::check_refusals(g, &candidates());
        });
        assert_eq!(stats.games, 500);
        assert!(stats.wins_by_seat.iter().all(|&w| w > 50), "{stats:?}");
        if o.cap == 6 {
            assert!(stats.draws > 0, "the length limit gives draws: {stats:?}");
        }
    }
}

#[test]
fn each_rule_sentence_holds() {
    let o = options(&[("first", "north")]);
    let mut g = BidNim::new(&o, 1);
    // The bid is simultaneous and secret; taking waits for it.
    assert_eq!(
        g.to_move(),
        ToMove::Simultaneous([0, 1].into_iter().collect())
    );
    let refused = |g: &BidNim, seat, a| g.check(seat, a).unwrap_err().to_string();
    assert_eq!(
        refused(&g, 0, Action::Take(1)),
        "first each player bids secretly, 0 to 3 cubes (b0..b3)"
    );
    assert_eq!(refused(&g, 0, Action::Bid(4)), "a bid is 0 to 3 cubes");
    g.try_play(1, Action::Bid(2)).unwrap();
    assert_eq!(
        refused(&g, 1, Action::Bid(1)),
        "South has already bid; the other bid is still to come"
    );
    // Equal bids: `first` decides. The bid cubes leave the pile.
    g.try_play(0, Action::Bid(2)).unwrap();
    assert_eq!(g.public().pile, 17);
    assert_eq!(g.to_move(), ToMove::One(0));
    assert_eq!(refused(&g, 1, Action::Take(1)), "it is not player 2's turn");
    assert_eq!(
        refused(&g, 0, Action::Bid(1)),
        "the bids are over: take 1 to 3 cubes"
    );
    assert_eq!(refused(&g, 0, Action::Take(4)), "take 1 to 3 cubes");
    // Take in turns; whoever takes the last cube wins.
    let mut seat = 0;
    while g.public().pile > 2 {
        g.try_play(seat, Action::Take(3.min(g.public().pile as u8 - 2)))
            .unwrap();
        seat = 1 - seat;
    }
    assert_eq!(refused(&g, seat, Action::Take(3)), "only 2 cubes are left");
    g.try_play(seat, Action::Take(2)).unwrap();
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(seat));
    assert_eq!(outcome.reason, "took the last cube");
    assert_eq!(g.check(seat, Action::Take(1)), Err(RuleError::GameOver));

    // The higher bid takes first; the length limit ends the game on cubes taken.
    let mut g = BidNim::new(&options(&[("cap", "3")]), 1);
    g.try_play(0, Action::Bid(0)).unwrap();
    g.try_play(1, Action::Bid(1)).unwrap();
    assert_eq!(g.to_move(), ToMove::One(1));
    g.try_play(1, Action::Take(3)).unwrap();
    let outcome = g.outcome().unwrap();
    assert_eq!(
        (outcome.winner(), outcome.scores.clone()),
        (Some(1), vec![0, 3])
    );
    assert_eq!(outcome.reason, "length limit reached");
}

#[test]
fn equal_bids_under_a_random_first_are_decided_by_the_seed_after_the_bids() {
    let movers: Vec<ToMove> = (0..40)
        .map(|seed| {
            let mut g = BidNim::new(&NimOptions::default(), seed);
            g.play(0, Action::Bid(1));
            g.play(1, Action::Bid(1));
            g.to_move()
        })
        .collect();
    assert!(movers.contains(&ToMove::One(0)) && movers.contains(&ToMove::One(1)));
}

#[test]
fn notation_round_trips_and_bad_text_is_refused() {
    let g = BidNim::new(&NimOptions::default(), 1);
    for a in candidates() {
        let text = g.format_action(0, a);
        if let Ok(back) = g.parse_action(0, &text) {
            assert_eq!(back, a, "{text}");
        }
    }
    assert_eq!(g.parse_action(0, " Bid 2 "), Ok(Action::Bid(2)));
    for bad in ["b4", "0", "4", "x", "bid", "-1"] {
        let e = g.parse_action(0, bad).unwrap_err();
        assert_eq!(
            e.expected.to_string(),
            "a take 1..3 or a bid b0..b3",
            "{bad}"
        );
    }
    // The same through the type-erased level every front end uses.
    let mut erased = Erased(g);
    assert!(matches!(erased.play(0, ""), Err(PlayError::Notation(_))));
    assert!(matches!(erased.play(0, "2"), Err(PlayError::Rule(_))));
    erased.play(0, "b3").unwrap();
    assert_eq!(erased.legal_actions(1), ["b0", "b1", "b2", "b3"]);
}

#[test]
fn encodings_round_trip_and_corrupt_ones_are_refused() {
    for (i, o) in variants().iter().enumerate() {
        random_game(o, i as u64, |g| {
            let text = g.encode();
            let back = BidNim::decode(&text).unwrap();
            assert_eq!(&back, g);
            assert_eq!(back.encode(), text);
        });
    }
    let text = BidNim::new(&NimOptions::default(), 3).encode();
    let corrupt = [
        text.replace("\"pile\":21", "\"pile\":20"),
        text.replace("bid-nim", "squadro"),
        text.replace("\"committed\":[false,false]", "\"committed\":[true,false]"),
        "{}".to_string(),
        "nonsense".to_string(),
    ];
    for bad in corrupt {
        assert_ne!(bad, text);
        assert!(BidNim::decode(&bad).is_err(), "{bad}");
    }
}

#[test]
fn options_round_trip_through_text_and_bad_values_are_refused() {
    let keys: Vec<&str> = NimOptions::specs().iter().map(|s| s.key).collect();
    assert_eq!(keys, ["pile", "take", "first", "cap"]);
    for o in variants() {
        assert_eq!(NimOptions::from_pairs(&o.to_pairs()).unwrap(), o);
    }
    let refused = |items: &[(&str, &str)]| {
        NimOptions::from_pairs(&pairs(items))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refused(&[("pile", "4")]),
        "option pile=4 is not valid: expected a whole number from 5 to 99"
    );
    assert_eq!(
        refused(&[("first", "west")]),
        "option first=west is not valid: expected random|1|2|north|south"
    );
    assert_eq!(
        refused(&[("cap", "1")]),
        "option cap=1 is not valid: expected a whole number from 2 to 100000"
    );
    assert_eq!(
        refused(&[("pile", "6")]),
        "options do not fit together: the pile (6) must hold more than twice take (3), so \
         that the bids cannot empty it"
    );
    assert_eq!(
        refused(&[("size", "5")]),
        "unknown option 'size' (this game has: pile, take, first, cap)"
    );
    assert!(matches!(
        NimOptions::from_pairs_with(&pairs(&[("take", "9")]), Trust::Local),
        Err(OptionError::BadValue { .. })
    ));
}

#[test]
fn views_and_wire_views_hold_no_other_seats_secret() {
    let mut secrets_tried = 0;
    for (seed, o) in variants().iter().cycle().take(40).enumerate() {
        random_game(o, seed as u64, |g| {
            for observer in [Observer::Seat(0), Observer::Seat(1), Observer::Spectator] {
                let json = |g: &BidNim| {
                    let view = serde_json::to_string(&g.view(observer)).unwrap();
                    let wire = serde_json::to_string(&wire_view(g, observer)).unwrap();
                    (view, wire)
                };
                // Whatever another seat secretly bid, this observer sees the same.
                for other in (0..2).filter(|&s| Some(s) != observer.seat()) {
                    if g.secret_bid(other).is_some() {
                        for bid in 0..=o.take {
                            assert_eq!(json(&g.with_secret_bid(other, bid)), json(g));
                            secrets_tried += 1;
                        }
                    }
                }
                // A seat sees its own bid.
                if let Some(s) = observer.seat() {
                    let wire = wire_view(g, observer).view;
                    if let Some(bid) = g.secret_bid(s) {
                        assert_eq!(wire.seats[s].bid, Some(bid));
                    }
                }
            }
        });
    }
    assert!(secrets_tried > 100, "{secrets_tried}");
}

#[test]
fn wire_views_serialise_and_agree_with_the_game() {
    let schema = wire_schema::<BidNim>();
    assert_eq!(schema["properties"]["game"]["const"], "bid-nim");
    assert_eq!(schema["properties"]["version"]["const"], 1);
    for (i, o) in variants().iter().enumerate() {
        random_game(o, 20 + i as u64, |g| {
            for observer in (0..3).map(Observer::Seat).chain([Observer::Spectator]) {
                let envelope = wire_view(g, observer);
                let text = serde_json::to_string(&envelope).unwrap();
                let back: WireEnvelope<bid_nim::NimWire> = serde_json::from_str(&text).unwrap();
                assert_eq!(back, envelope);
                assert_eq!(envelope.game, "bid-nim");
                assert_eq!(envelope.version, BidNim::WIRE_VERSION);
                assert_eq!(envelope.view.turn, WireTurn::from(g.to_move()));
                assert_eq!(
                    envelope.view.result,
                    g.outcome().as_ref().map(WireResult::from)
                );
                let erased = Erased(g.clone());
                assert_eq!(
                    erased.view_json(observer),
                    serde_json::to_value(&envelope).unwrap()
                );
                let drawn = erased.render(observer, RenderStyle::PLAIN);
                assert!(drawn.starts_with("Bid Nim:"), "{drawn}");
            }
        });
    }
}

#[test]
fn determinizing_a_view_gives_a_state_with_the_same_view() {
    let mut rng = GameRng::seed_from_u64(5);
    for (i, o) in variants().iter().enumerate() {
        random_game(o, 30 + i as u64, |g| {
            for observer in [Observer::Seat(0), Observer::Seat(1), Observer::Spectator] {
                let view = g.view(observer);
                let sampled = BidNim::determinize(&view, &mut rng);
                assert_eq!(sampled.view(observer), view);
                assert_eq!(sampled.to_move(), g.to_move());
                testing::check_state(&sampled);
            }
        });
    }
}

#[test]
fn the_game_describes_itself_for_listings() {
    let info = GameInfo::of::<BidNim>();
    assert_eq!((info.name, info.title), ("bid-nim", "Bid Nim"));
    assert!(info.rules.starts_with("# Bid Nim"));
    assert!(!info.perfect_information && info.chance);
    assert_eq!(info.options.len(), 4);
    assert_eq!(info.options[2].values, "random|1|2|north|south");
}

// --- The computer players --------------------------------------------------------------

const LEVELS: [&str; 5] = ["random", "greedy", "easy", "medium", "hard"];

#[test]
fn make_agent_builds_every_level_and_refuses_what_cannot_play_it() {
    let g = BidNim::new(&NimOptions::default(), 2);
    for text in LEVELS
        .iter()
        .chain(&["max", "mcts:easy", "mcts:iterations=50"])
    {
        let spec: AgentSpec = text.parse().unwrap();
        let mut agent = make_agent::<BidNim>(&spec, 2, 1).unwrap();
        if *text == "max" {
            continue; // built; it would search on every core
        }
        for seat in 0..2 {
            let view = g.view(Observer::Seat(seat));
            agent.prepare(&view, seat).unwrap();
            let a = agent.choose(&view, seat);
            assert!(legal_actions_vec(&g, seat).contains(&a), "{text}: {a:?}");
        }
    }
    // Alpha-beta and the exact solver need everything in plain sight, and say so.
    for text in ["alphabeta:easy", "perfect"] {
        let spec: AgentSpec = text.parse().unwrap();
        let e = make_agent::<BidNim>(&spec, 2, 1).err().unwrap();
        assert!(matches!(e, AgentError::Unsuitable { .. }), "{text}: {e}");
        assert!(e.to_string().contains("hidden information"), "{e}");
    }
}

// --- The session: a match with no front-end code ------------------------------------

fn human() -> Player {
    Player::Human
}

fn computer(spec: &str) -> Player {
    Player::Computer(spec.parse().unwrap())
}

/// Every observer's match view survives JSON and hides another seat's secret bid.
fn check_views(m: &Match) {
    for observer in (0..3).map(Observer::Seat).chain([Observer::Spectator]) {
        let v = m.view(observer);
        let back: MatchView = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
        assert_eq!(back, v);
        assert_eq!((v.game.as_str(), v.ply), ("bid-nim", m.ply()));
        assert_eq!(v.view["game"], "bid-nim");
        assert_eq!(
            v.seed.is_some(),
            m.is_over(),
            "the seed is secret while it runs"
        );
        let own = observer.seat().filter(|&s| s < 2);
        for (i, entry) in v.moves.iter().enumerate() {
            let hidden = m.was_secret(i) && !m.is_over() && own != Some(entry.seat - 1);
            assert_eq!(entry.action.is_none(), hidden, "move {i} for {observer:?}");
        }
        match own {
            Some(s) if m.players()[s].is_human() => {
                assert_eq!(v.legal, m.game().legal_actions(s))
            }
            _ => assert!(v.legal.is_empty()),
        }
    }
}

/// Play the match to the end: people choose at random, computers move themselves.
fn play_out(m: &mut Match, rng: &mut SmallRng) {
    check_views(m);
    while !m.is_over() {
        m.play_computers_until_human().unwrap();
        check_views(m);
        if let Some(seat) = m.to_move().actor() {
            let action = m.game().legal_actions(seat).choose(rng).unwrap().clone();
            m.submit(seat, &action, Some(m.ply())).unwrap();
            check_views(m);
        }
    }
    assert!(m.record().result.is_some());
}

#[test]
fn a_person_plays_every_computer_level_through_a_match() {
    let mut rng = SmallRng::seed_from_u64(1);
    for (i, level) in LEVELS.iter().enumerate() {
        for person in 0..2 {
            let seed = 100 + i as u64 * 2 + person as u64;
            let mut players = vec![computer(level), computer(level)];
            players[person] = human();
            let game = BidNim::new(&NimOptions::default(), seed);
            let mut m = Match::of_game(game, seed, players).unwrap();
            play_out(&mut m, &mut rng);
        }
    }
}

#[test]
fn people_and_computers_among_themselves_play_to_the_end() {
    let mut rng = SmallRng::seed_from_u64(2);
    for (seed, players) in [
        vec![human(), human()],
        vec![computer("hard"), computer("easy")],
        vec![computer("greedy"), computer("medium")],
        vec![computer("random"), computer("random")],
    ]
    .into_iter()
    .enumerate()
    {
        let game = BidNim::new(&options(&[("pile", "15")]), seed as u64);
        let mut m = Match::of_game(game, seed as u64, players).unwrap();
        play_out(&mut m, &mut rng);
    }
}

#[test]
fn a_computer_thinks_on_its_own_thread_and_a_person_gets_hints() {
    let game = BidNim::new(&NimOptions::default(), 4);
    let mut m = Match::of_game(game, 4, vec![human(), computer("easy")]).unwrap();
    assert!(!m.hint(0).unwrap().is_empty());
    let thought = m.think(1).unwrap().wait().unwrap();
    let played = m.commit(thought).unwrap().unwrap();
    assert!(played.secret, "a bid is a secret choice");
    assert_eq!(m.to_move(), ToMove::Simultaneous([0].into_iter().collect()));
    assert_eq!(m.view(Observer::Seat(0)).moves[0].action, None);
}

#[test]
fn the_seed_record_and_undo_are_withheld_while_it_runs() {
    let game = BidNim::new(&NimOptions::default(), 6);
    let mut m = Match::of_game(game, 6, vec![human(), human()]).unwrap();
    m.submit(0, "b1", Some(0)).unwrap();
    assert!(m.seed_is_secret());
    assert!(matches!(
        m.shareable_record(),
        Err(SessionError::RecordSecret)
    ));
    assert!(m.undo_allowed().is_err());
    play_out(&mut m, &mut SmallRng::seed_from_u64(6));
    assert!(!m.seed_is_secret());
    assert_eq!(m.shareable_record().unwrap().game, "bid-nim");
}

/// What only the catalog (`games/catalog`: `NAMES` and `visit`) gives: matches by
/// name and resuming a record. A game under development replays its record on its
/// own type instead.
#[test]
fn without_the_catalog_no_match_by_name_and_no_resume() {
    let seed = 8;
    let game = BidNim::new(&NimOptions::default(), seed);
    let by_name = Match::new(Box::new(Erased(game.clone())), seed, vec![human(), human()]);
    assert!(matches!(by_name, Err(SessionError::Unknown(_))));

    let mut m = Match::of_game(game, seed, vec![human(), computer("easy")]).unwrap();
    play_out(&mut m, &mut SmallRng::seed_from_u64(seed));
    let record = m.record().clone();
    let resumed = Match::resume(record.clone(), Trust::Local).err().unwrap();
    assert!(
        resumed
            .to_string()
            .starts_with("unknown game 'bid-nim' (games: "),
        "{resumed}"
    );

    let options = NimOptions::from_pairs(&record.options).unwrap();
    let mut replayed = Erased(BidNim::new(&options, record.seed));
    record.replay_onto(&mut replayed, |_, _| {}).unwrap();
    assert_eq!(replayed.encode(), m.game().encode());
}
