//! Play games of Squadro between two agents and print the score.
//!
//! `cargo run --release -p cubist-ai --example duel -- A B [GAMES] [JOBS]`
//!
//! A and B are agent specs (`random`, `hard`, `mcts:iterations=2000`, `alphabeta:time=1s`).
//! A moves first in even-numbered games and B in odd ones. JOBS games run at once
//! (default 1; keep 1 for timed agents, or they share the cores).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use cubist_ai::{make_agent, Agent, AgentSpec};
use cubist_core::{FirstPlayer, Game, Observer, ToMove};
use cubist_squadro::{Squadro, SquadroOptions};

#[derive(Default, Clone, Copy)]
struct Side {
    points: f64,
    wins: u32,
    moves: u64,
    time: Duration,
    work: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: duel A B [GAMES] [JOBS]");
        std::process::exit(2);
    }
    let specs: Vec<AgentSpec> = args[..2]
        .iter()
        .map(|t| t.parse().unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let games: usize = args
        .get(2)
        .map_or(20, |g| g.parse().expect("GAMES is a number"));
    let jobs: usize = args
        .get(3)
        .map_or(1, |j| j.parse().expect("JOBS is a number"));

    let totals = Mutex::new([Side::default(); 2]);
    let draws = AtomicUsize::new(0);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::SeqCst);
                if g >= games {
                    break;
                }
                let sides = play_one(&specs, g);
                let mut t = totals.lock().unwrap();
                for i in 0..2 {
                    t[i].points += sides[i].points;
                    t[i].wins += sides[i].wins;
                    t[i].moves += sides[i].moves;
                    t[i].time += sides[i].time;
                    t[i].work += sides[i].work;
                }
                if sides[0].wins + sides[1].wins == 0 {
                    draws.fetch_add(1, Ordering::SeqCst);
                }
            });
        }
    });
    let t = totals.into_inner().unwrap();
    for i in 0..2 {
        let s = t[i];
        let per_move = s.time.as_secs_f64() / s.moves.max(1) as f64;
        println!(
            "{:<32} {:>5.1} points ({} wins)  {:.3} s/move  {:.0} work/s",
            specs[i].to_string(),
            s.points,
            s.wins,
            per_move,
            s.work as f64 / s.time.as_secs_f64().max(1e-9)
        );
    }
    println!("{games} games, {} draws", draws.load(Ordering::SeqCst));
}

/// Game `g`: A (index 0) takes seat `g % 2`.
fn play_one(specs: &[AgentSpec], g: usize) -> [Side; 2] {
    let a_seat = g % 2;
    let options = SquadroOptions {
        first: FirstPlayer::Seat(0),
        ..SquadroOptions::default()
    };
    let mut game = Squadro::new(&options, g as u64);
    // agents[seat] is the spec index playing that seat.
    let order = if a_seat == 0 { [0, 1] } else { [1, 0] };
    let mut agents: Vec<Box<dyn Agent<Squadro>>> = order
        .iter()
        .map(|&i| {
            make_agent::<Squadro>(&specs[i], 2, 1000 * g as u64 + i as u64)
                .unwrap_or_else(|e| panic!("{e}"))
        })
        .collect();
    let mut sides = [Side::default(); 2];
    while let ToMove::One(seat) = game.to_move() {
        let view = game.view(Observer::Seat(seat));
        let started = Instant::now();
        let action = agents[seat].choose(&view, seat);
        let side = &mut sides[order[seat]];
        side.time += started.elapsed();
        side.moves += 1;
        side.work += agents[seat].stats().map_or(0, |s| s.work);
        game.try_play(seat, action)
            .expect("agents play legal actions");
    }
    let outcome = game.outcome().expect("the game is over");
    for (seat, &i) in order.iter().enumerate() {
        sides[i].points += outcome.reward(seat);
        if outcome.winner() == Some(seat) {
            sides[i].wins += 1;
        }
    }
    sides
}
