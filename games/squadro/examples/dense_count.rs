//! How many positions the dense index numbers, family group by family group, against
//! the numbering with holes; the memory of the largest family at 2 bits a position;
//! and how fast each index numbers and unnumbers the same random positions (one
//! thread).
//!
//! `cargo run --release -p cubist-squadro --example dense_count`

use std::hint::black_box;
use std::time::Instant;

use cubist_core::{Game, PositionIndex};
use cubist_squadro::{DenseFamily, Squadro, SquadroOptions, FINISHED, LANES};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The whole game's numbers in the numbering with holes (docs/design/squadro.md).
const NUMBERED: u64 = 275_626_395_648;
/// Positions reachable from the start, as a published independent solver counts them.
const REACHABLE: u64 = 46_199_129_613;
/// Random positions each speed is measured on.
const SAMPLE: usize = 500_000;

fn main() {
    let (numbered, hole_free) = count_groups();
    println!(
        "whole game: {} numbered (documented {}), {} hole-free ({:.1}%), \
         published reachable {} ({:.1}% of hole-free)",
        grouped(numbered),
        grouped(NUMBERED),
        grouped(hole_free),
        percent(hole_free, numbered),
        grouped(REACHABLE),
        percent(REACHABLE, hole_free),
    );
    largest_family_memory();
    speeds();
}

/// `n` with commas between groups of three digits.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

fn percent(part: u64, whole: u64) -> f64 {
    100.0 * part as f64 / whole as f64
}

/// The lane sets with `count` lanes finished.
fn sets(count: u32) -> impl Iterator<Item = u8> {
    (0..1u8 << LANES).filter(move |s| s.count_ones() == count)
}

/// Prints each group of finished counts and returns the totals (numbered, hole-free).
fn count_groups() -> (u64, u64) {
    println!("finished (Light, Dark) | families | numbers each | numbered | hole-free | share");
    let (mut numbered, mut hole_free) = (0, 0);
    for light in 0..=3 {
        for dark in 0..=3 {
            let each = 2 * 12u64.pow(10 - light - dark);
            let (mut families, mut dense) = (0, 0);
            for l in sets(light) {
                for d in sets(dark) {
                    let family = DenseFamily::new(SquadroOptions::default(), l, d).unwrap();
                    families += 1;
                    dense += family.size();
                }
            }
            println!(
                "{light}, {dark} | {families} | {} | {} | {} | {:.1}%",
                grouped(each),
                grouped(each * families),
                grouped(dense),
                percent(dense, each * families),
            );
            numbered += each * families;
            hole_free += dense;
        }
    }
    (numbered, hole_free)
}

/// The nobody-finished family at 2 bits a position, numbered with holes and densely.
fn largest_family_memory() {
    let start = Instant::now();
    let dense = DenseFamily::new(SquadroOptions::default(), 0, 0).unwrap();
    let built = start.elapsed();
    let gib = |positions: u64| positions as f64 / 4.0 / (1u64 << 30) as f64;
    let old = 2 * 12u64.pow(10);
    println!(
        "nobody finished: {} numbered = {:.2} GiB at 2 bits; {} dense = {:.2} GiB \
         ({:.1}% saved); index tables {:.1} MiB, built in {:.3} s",
        grouped(old),
        gib(old),
        grouped(dense.size()),
        gib(dense.size()),
        100.0 - percent(dense.size(), old),
        dense.table_bytes() as f64 / (1 << 20) as f64,
        built.as_secs_f64(),
    );
}

/// Positions a second of `f` over `items`, the best of three passes.
fn rate<T>(items: &[T], mut f: impl FnMut(&T) -> u64) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        let mut sum = 0u64;
        for item in items {
            sum = sum.wrapping_add(f(black_box(item)));
        }
        black_box(sum);
        best = best.min(start.elapsed().as_secs_f64());
    }
    items.len() as f64 / best
}

/// `SAMPLE` random hole-free positions of `family`, drawn from its numbers.
fn sample(family: &dyn PositionIndex<Squadro>, rng: &mut ChaCha8Rng) -> Vec<Squadro> {
    let mut games = Vec::with_capacity(SAMPLE);
    while games.len() < SAMPLE {
        if let Some(game) = family.position(rng.random_range(0..family.size())) {
            games.push(game);
        }
    }
    games
}

/// The rank and unrank speeds of `dense`, and of `old` where given, on `games`.
fn report(label: &str, old: Option<&dyn PositionIndex<Squadro>>, dense: &DenseFamily) {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let games = match old {
        Some(old) => sample(old, &mut rng),
        None => sample(dense, &mut rng),
    };
    let per_s = |r: f64| format!("{:.1} M/s", r / 1e6);
    println!(
        "{label}, {} random hole-free positions:",
        grouped(SAMPLE as u64)
    );
    if let Some(old) = old {
        let numbers: Vec<u64> = games.iter().map(|g| old.index_of(g).unwrap()).collect();
        let index_of = rate(&games, |g| old.index_of(g).unwrap());
        let position = rate(&numbers, |&i| old.position(i).unwrap().key());
        println!(
            "  old:   index_of {}, position {}",
            per_s(index_of),
            per_s(position)
        );
    }
    let ranks: Vec<u64> = games.iter().map(|g| dense.rank(g).unwrap()).collect();
    let progress: Vec<([[u8; LANES]; 2], usize)> =
        games.iter().map(|g| (g.progress(), g.mover())).collect();
    let rank = rate(&games, |g| dense.rank(g).unwrap());
    let position = rate(&ranks, |&r| dense.position(r).unwrap().key());
    let rank_progress = rate(&progress, |(p, m)| dense.rank_progress(p, *m).unwrap());
    let unrank_progress = rate(&ranks, |&r| {
        let (p, m) = dense.unrank_progress(r).unwrap();
        u64::from(p[0][0] ^ p[1][LANES - 1]) + m as u64
    });
    println!(
        "  dense: rank {}, position {}; on progress arrays: rank {}, unrank {}",
        per_s(rank),
        per_s(position),
        per_s(rank_progress),
        per_s(unrank_progress)
    );
}

fn speeds() {
    let families = Squadro::position_families(&SquadroOptions::default());
    // The largest families numbered both ways: Light with two lanes finished, Dark one.
    let old = families
        .iter()
        .find(|f| f.size() == 2 * 12u64.pow(7))
        .expect("a 2-against-1 family");
    let any = (0..old.size()).find_map(|i| old.position(i)).unwrap();
    let [l, d] = any
        .progress()
        .map(|side| (0..LANES).fold(0u8, |s, l| s | u8::from(side[l] == FINISHED) << l));
    let dense = DenseFamily::new(SquadroOptions::default(), l, d).unwrap();
    report(&old.name(), Some(old.as_ref()), &dense);
    let nobody = DenseFamily::new(SquadroOptions::default(), 0, 0).unwrap();
    report(&nobody.name(), None, &nobody);
}
