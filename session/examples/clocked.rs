//! Do clocked computers lose on time? Plays each game with a strong level on a
//! short real-time clock against `medium` (also on the clock), on the system clock,
//! and reports losses on time and the time used per move against the allotment.
//!
//! `cargo run --release -p cubist-session --example clocked -- [GAMES] [LEVELS] [CLOCKS]`
//! e.g. `-- 2 max,hard 1+0,0.5+0` (the defaults). The figures are in docs/clocks.md.

use std::time::Instant;

use cubist_core::{parse_time_control, SeatEvent};
use cubist_session::{Match, Player};

/// Per move of the measured level: what it spent and what it was allotted.
#[derive(Default)]
struct Tally {
    games: usize,
    time_losses: usize,
    moves: usize,
    spent_ms: u64,
    max_spent_ms: u64,
    allot_ms: u64,
    /// The most a move went over its allotment.
    max_over_ms: i64,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(Ok(2), |a| a.parse())?;
    let levels = args.get(1).map_or("max,hard", String::as_str).to_string();
    let clocks = args.get(2).map_or("1+0,0.5+0", String::as_str).to_string();
    println!("| game | level | clock | games | lost on time | moves | mean used | mean allotted | max used | most over allotment |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for name in cubist_games::NAMES {
        for level in levels.split(',') {
            for clock in clocks.split(',') {
                let control = parse_time_control(clock)?;
                let mut t = Tally::default();
                for g in 0..games {
                    play(name, level, control, 100 + g, &mut t)?;
                }
                let mean = |total: u64| total as f64 / t.moves.max(1) as f64;
                println!(
                    "| {name} | {level} | {clock} | {} | {} | {} | {:.0} ms | {:.0} ms | {} ms | {} ms |",
                    t.games,
                    t.time_losses,
                    t.moves,
                    mean(t.spent_ms),
                    mean(t.allot_ms),
                    t.max_spent_ms,
                    t.max_over_ms
                );
            }
        }
    }
    Ok(())
}

/// One game: `level` on seat `seed % seats`, `medium` on the others.
fn play(
    name: &str,
    level: &str,
    control: Option<cubist_core::TimeControl>,
    seed: u64,
    t: &mut Tally,
) -> Result<(), Box<dyn std::error::Error>> {
    let game = cubist_games::create(name, &Default::default(), seed)?;
    let n = game.num_players();
    let measured = (seed as usize) % n;
    let players = (0..n)
        .map(|s| {
            let spec = if s == measured { level } else { "medium" };
            spec.parse().map(Player::Computer)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut m = Match::new(game, seed, players)?;
    m.set_time_control(control)?;
    let started = Instant::now();
    while !m.is_over() {
        let allot = m.allot(measured);
        let before = m.record().actions.len();
        m.play_computers()?;
        for a in &m.record().actions[before..] {
            if a.seat != measured {
                continue;
            }
            let spent = a.spent_ms.unwrap_or(0);
            let allot = allot.map_or(0, |d| d.as_millis() as u64);
            t.moves += 1;
            t.spent_ms += spent;
            t.max_spent_ms = t.max_spent_ms.max(spent);
            t.allot_ms += allot;
            t.max_over_ms = t.max_over_ms.max(spent as i64 - allot as i64);
        }
        if started.elapsed().as_secs() > 300 {
            return Err(format!("{name} seed {seed}: a game ran over five minutes").into());
        }
    }
    t.games += 1;
    let ran_out = m
        .record()
        .events
        .iter()
        .any(|e| e.seat == measured && e.event == SeatEvent::Timeout);
    if ran_out {
        t.time_losses += 1;
        eprintln!(
            "{name} seed {seed}: {level} ran out of time: {:?}",
            m.result()
        );
    }
    Ok(())
}
