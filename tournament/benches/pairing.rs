//! Pairing speed: a Swiss of 1,000 players over 11 rounds (every round's time,
//! then criterion on three of them) and an arena wave of 500 waiting players.
//! Figures are in docs/tournaments.md ("Speed").
//!
//! `cargo bench -p cubist-tournament --bench pairing`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use cubist_tournament::arena::{pair_wave, Waiting};
use cubist_tournament::swiss::{pair_round, Colour, Float, Pairing, Player, RoundSpec};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::time::{Duration, Instant};

const SWISS_PLAYERS: usize = 1000;
const SWISS_ROUNDS: u32 = 11;
const ARENA_WAITING: usize = 500;

/// Ratings from a seeded RNG, best first, so that pairing number 1 is the highest.
fn ratings(rng: &mut ChaCha8Rng) -> Vec<f64> {
    let mut r: Vec<f64> = (0..SWISS_PLAYERS)
        .map(|_| 1500.0 + 350.0 * (rng.random::<f64>() - rng.random::<f64>()) * 2.0)
        .collect();
    r.sort_by(|a, b| b.total_cmp(a));
    r
}

/// White's half points, drawn by the Elo expectation with a draw share that is
/// largest between equals.
fn result(rng: &mut ChaCha8Rng, white: f64, black: f64) -> u32 {
    let expected = 1.0 / (1.0 + 10f64.powf((black - white) / 400.0));
    let draw = 0.3 * (1.0 - (2.0 * expected - 1.0).abs());
    let roll: f64 = rng.random();
    if roll < draw {
        1
    } else if roll < draw + (expected - draw / 2.0) {
        2
    } else {
        0
    }
}

/// Plays `pairing` into the players' histories; a bye is worth a point.
fn apply(players: &mut [Player], pairing: &Pairing, ratings: &[f64], rng: &mut ChaCha8Rng) {
    let score: HashMap<u32, u32> = players.iter().map(|p| (p.id, p.score)).collect();
    let mut games: HashMap<u32, (u32, Colour, u32)> = HashMap::new();
    for g in &pairing.games {
        let rating = |id: u32| ratings[id as usize - 1];
        let w = result(rng, rating(g.white), rating(g.black));
        games.insert(g.white, (g.black, Colour::White, w));
        games.insert(g.black, (g.white, Colour::Black, 2 - w));
    }
    for p in players.iter_mut() {
        match games.get(&p.id) {
            Some(&(opponent, colour, points)) => {
                p.floats.push(match score[&opponent].cmp(&p.score) {
                    std::cmp::Ordering::Less => Some(Float::Down),
                    std::cmp::Ordering::Greater => Some(Float::Up),
                    std::cmp::Ordering::Equal => None,
                });
                p.colours.push(Some(colour));
                p.opponents.push(opponent);
                p.score += points;
            }
            None => {
                p.colours.push(None);
                let bye = pairing.bye == Some(p.id);
                p.floats.push(bye.then_some(Float::Down));
                if bye {
                    p.score += 2;
                    p.had_bye = true;
                }
            }
        }
    }
}

fn spec(round: u32) -> RoundSpec {
    RoundSpec {
        round,
        rounds: SWISS_ROUNDS,
        initial_colour: Colour::White,
    }
}

/// Plays the whole Swiss once, timing each round's pairing; returns the field
/// before each round that was paired.
fn swiss_once() -> Vec<Vec<Player>> {
    let mut rng = ChaCha8Rng::seed_from_u64(65);
    let ratings = ratings(&mut rng);
    let mut players: Vec<Player> = (1..=SWISS_PLAYERS as u32)
        .map(|id| Player::new(id, 0))
        .collect();
    let mut before = Vec::new();
    let mut times = Vec::new();
    for round in 1..=SWISS_ROUNDS {
        before.push(players.clone());
        let start = Instant::now();
        let pairing = pair_round(&players, &spec(round));
        let took = start.elapsed();
        match pairing {
            Ok(pairing) => {
                println!("swiss {SWISS_PLAYERS}: round {round:2} paired in {took:?}");
                times.push(took);
                apply(&mut players, &pairing, &ratings, &mut rng);
            }
            Err(e) => {
                println!("swiss {SWISS_PLAYERS}: round {round:2} failed after {took:?}: {e}");
                break;
            }
        }
    }
    report(&times);
    before
}

fn report(times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    if let (Some(median), Some(worst)) = (sorted.get(sorted.len() / 2), sorted.last()) {
        println!(
            "swiss {SWISS_PLAYERS}: {} rounds paired, median {median:?}, worst {worst:?}",
            sorted.len()
        );
    }
}

fn swiss(c: &mut Criterion) {
    let before = swiss_once();
    let mut group = c.benchmark_group("swiss-1000");
    group.sample_size(10);
    for round in [1u32, 6, 11] {
        let Some(players) = before.get(round as usize - 1) else {
            continue;
        };
        if pair_round(players, &spec(round)).is_err() {
            continue;
        }
        group.bench_function(format!("round-{round}"), |b| {
            b.iter(|| pair_round(black_box(players), &spec(round)))
        });
    }
    group.finish();
}

/// 500 waiting players at shuffled places, half with a last opponent among the
/// others, with first-move balances of -1 to 1.
fn waiting(rng: &mut ChaCha8Rng) -> Vec<Waiting> {
    let mut ranks: Vec<u32> = (1..=ARENA_WAITING as u32 * 2).collect();
    ranks.shuffle(rng);
    let mut ids: Vec<u64> = (1..=ARENA_WAITING as u64).collect();
    ids.shuffle(rng);
    let mut last = HashMap::new();
    for pair in ids[..ARENA_WAITING / 2].chunks(2) {
        if let [a, b] = *pair {
            last.insert(a, b);
            last.insert(b, a);
        }
    }
    (1..=ARENA_WAITING as u64)
        .map(|id| Waiting {
            id,
            rank: ranks[id as usize],
            last_opponent: last.get(&id).copied(),
            first_balance: rng.random_range(-1..=1),
        })
        .collect()
}

fn arena(c: &mut Criterion) {
    let waiting = waiting(&mut ChaCha8Rng::seed_from_u64(65));
    c.bench_function("arena-wave-500", |b| {
        b.iter(|| pair_wave(black_box(&waiting)))
    });
}

criterion_group!(benches, swiss, arena);
criterion_main!(benches);
