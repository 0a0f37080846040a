//! How much can any card choice gain against "always my highest card" in Cube Conquest?
//!
//! Both seats search their moves with the `hard` MCTS player; seat R commits its
//! attack cards by the fixed rule "always my highest". Seat O commits its cards by one
//! of two rules:
//!
//! * `best`: the card with the best mean result of the `hard` player's own search
//!   (`secret=best`; the levels now use `secret=maximin`, measured by `cubist
//!   tournament`);
//! * `informed`: a best response to the rule, from O's own view: O *is told* that R
//!   always commits its highest card, draws 200 hands R could hold (the search's own
//!   determinizations), and commits what wins most often, a pip in hand being worth
//!   1/50 of a fight (the evaluation's ratio). This is what exploiting the rule can
//!   gain without cheating;
//! * `oracle`: a cheat that *sees R's hand* and so knows R's card, then commits the
//!   cheapest card that wins the fight, or its cheapest card when none can. No player
//!   can know more in a fight; it measures what seeing the other hand is worth, not
//!   what the rule gives away.
//!
//! Both modes play the same game seeds, O on seat 1 in even games and seat 2 in odd
//! ones (seat 1 moves first), so their scores compare directly.
//!
//! ```text
//! cargo run --release -p cubist-ai --example conquest_card_bound -- oracle 1000 1
//! cargo run --release -p cubist-ai --example conquest_card_bound -- informed 1000 1
//! cargo run --release -p cubist-ai --example conquest_card_bound -- best 1000 1
//! ```
//! Arguments: mode, games (default 1000), seed (default 1), jobs (default: all cores).

use std::sync::atomic::{AtomicUsize, Ordering};

use cubist_ai::{levels, Agent, AgentSpec, MctsAgent, SecretRule};
use cubist_core::{game_rng, FirstPlayer, Game, GameRng, Observer, Seat, ToMove};
use cubist_cube_conquest::{Action, ConquestOptions, CubeConquest};

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Best,
    Informed,
    Oracle,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = match args.first().map(String::as_str) {
        Some("best") => Mode::Best,
        Some("informed") => Mode::Informed,
        Some("oracle") => Mode::Oracle,
        _ => {
            eprintln!("usage: card_bound best|informed|oracle [GAMES] [SEED] [JOBS]");
            std::process::exit(2);
        }
    };
    let number = |i: usize, default: u64| -> u64 {
        args.get(i).map_or(default, |t| {
            t.parse().unwrap_or_else(|_| {
                eprintln!("not a whole number: {t}");
                std::process::exit(2)
            })
        })
    };
    let games = number(1, 1000) as usize;
    let seed = number(2, 1);
    let jobs = number(
        3,
        std::thread::available_parallelism().map_or(1, |n| n.get()) as u64,
    );

    let next = AtomicUsize::new(0);
    let scores: Vec<(f64, usize)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= games {
                            return mine;
                        }
                        mine.push(play(mode, seed, i));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a game thread panicked"))
            .collect()
    });
    let n = scores.len() as f64;
    let score: f64 = scores.iter().map(|s| s.0).sum();
    let (won, drawn) = scores.iter().fold((0, 0), |(w, d), s| {
        (w + usize::from(s.0 == 1.0), d + usize::from(s.0 == 0.5))
    });
    let lost = scores.len() - won - drawn;
    let mean = score / n;
    let var = scores.iter().map(|s| (s.0 - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let fights: usize = scores.iter().map(|s| s.1).sum();
    println!(
        "{} against \"always highest\": {won} won, {lost} lost, {drawn} drawn in {} games: \
         {:.1}% (95% interval {:.1} … {:.1}%), {:.1} fights a game",
        match mode {
            Mode::Best => "the hard player's best-mean cards",
            Mode::Informed => "cards chosen knowing the rule",
            Mode::Oracle => "cards chosen seeing the other hand",
        },
        scores.len(),
        100.0 * mean,
        100.0 * (mean - half),
        100.0 * (mean + half),
        fights as f64 / n,
    );
}

/// Game `i`: O's score (1, ½ or 0) and the number of fights.
fn play(mode: Mode, seed: u64, i: usize) -> (f64, usize) {
    let options = ConquestOptions {
        first: FirstPlayer::Seat(0),
        ..ConquestOptions::default()
    };
    let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
    let mut game = CubeConquest::new(&options, game_seed);
    let o: Seat = i % 2;
    let r: Seat = 1 - o;
    let hard: AgentSpec = "hard".parse().expect("a level parses");
    let settings =
        levels::mcts_settings(&hard, &CubeConquest::search_hints(2)).expect("hard is a level");
    let mut agents = [0, 1].map(|seat: Seat| {
        let secret = if seat == r {
            SecretRule::Last
        } else {
            SecretRule::Best
        };
        let seed = game_seed.wrapping_mul(31).wrapping_add(seat as u64 + 1);
        MctsAgent::<CubeConquest>::new(cubist_ai::MctsSettings { secret, ..settings }, seed)
    });
    let mut rng = game_rng(game_seed, 99);
    let mut fights = 0;
    loop {
        let seats = match game.to_move() {
            ToMove::Over => break,
            tm => tm.seats(),
        };
        let secret = matches!(game.to_move(), ToMove::Simultaneous(_));
        fights += usize::from(secret);
        let choices: Vec<(Seat, Action)> = seats
            .iter()
            .map(|seat| {
                let action = match mode {
                    Mode::Oracle if secret && seat == o => oracle_card(&game, o, r),
                    Mode::Informed if secret && seat == o => informed_card(&game, o, r, &mut rng),
                    _ => agents[seat].choose(&game.view(Observer::Seat(seat)), seat),
                };
                (seat, action)
            })
            .collect();
        for (seat, action) in choices {
            if game.to_move().includes(seat) {
                game.try_play(seat, action).expect("a legal choice");
            }
        }
    }
    let outcome = game.outcome().expect("a finished game has an outcome");
    (outcome.reward(o), fights)
}

/// Hands of R drawn from O's view for the informed best response.
const SAMPLES: usize = 200;
/// A pip kept in hand, in fights: the evaluation values a fight's swing (a VP, a cube
/// and its cell) at 1.4 and a pip at 0.03.
const PIP_IN_FIGHTS: f64 = 0.03 / 1.4;

/// O's card when it knows that R commits its highest card(s) but not R's hand: the
/// commitment with the best expected result over hands R could hold.
fn informed_card(game: &CubeConquest, o: Seat, r: Seat, rng: &mut GameRng) -> Action {
    let view = game.view(Observer::Seat(o));
    let mut mine = Vec::new();
    game.legal_actions(o, &mut mine);
    let mut won = vec![0usize; mine.len()];
    let mut theirs = Vec::new();
    for _ in 0..SAMPLES {
        let sample = CubeConquest::determinize(&view, rng);
        sample.legal_actions(r, &mut theirs);
        let t = theirs.last().copied();
        for (k, &a) in mine.iter().enumerate() {
            won[k] += usize::from(wins(&sample, o, r, a, t));
        }
    }
    let value = |k: usize| won[k] as f64 / SAMPLES as f64 - PIP_IN_FIGHTS * cost(&mine[k]) as f64;
    let best = (0..mine.len())
        .max_by(|&x, &y| value(x).total_cmp(&value(y)))
        .expect("a seat asked for a card has one");
    mine[best]
}

/// The pips a commitment puts at stake.
fn cost(a: &Action) -> u32 {
    match *a {
        Action::Commit(v) => u32::from(v),
        Action::CommitTwo(x, y) => u32::from(x) + u32::from(y),
        _ => 0,
    }
}

/// O's card when it knows R's hand and that R commits its highest card(s): the
/// cheapest commitment that wins the fight, else the cheapest one.
fn oracle_card(game: &CubeConquest, o: Seat, r: Seat) -> Action {
    let mut legal = Vec::new();
    game.legal_actions(r, &mut legal);
    let theirs = legal.last().copied();
    game.legal_actions(o, &mut legal);
    legal
        .iter()
        .copied()
        .min_by_key(|a| (!wins(game, o, r, *a, theirs), cost(a)))
        .expect("a seat asked for a card has one")
}

/// Whether O wins the fight committing `mine` while R commits `theirs` (an
/// Outpost's owner then uses the card that serves it best).
fn wins(game: &CubeConquest, o: Seat, r: Seat, mine: Action, theirs: Option<Action>) -> bool {
    let mut g = game.clone();
    let before = g.vp(o);
    g.try_play(o, mine).expect("a legal card");
    if let Some(t) = theirs {
        if g.to_move().includes(r) {
            g.try_play(r, t).expect("a legal card");
        }
    }
    if let Some(a) = g.attack().filter(|a| a.revealed) {
        let defender = a.defender as usize;
        let defender_wins = |card: u8| {
            let mut h = g.clone();
            let before = h.vp(defender);
            h.try_play(defender, Action::Use(card))
                .expect("a committed card");
            h.vp(defender) > before
        };
        let card = if defender_wins(a.defender_cards[1]) {
            a.defender_cards[1]
        } else {
            a.defender_cards[0]
        };
        g.try_play(defender, Action::Use(card))
            .expect("a committed card");
    }
    g.vp(o) > before
}
