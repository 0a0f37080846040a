//! `VecGame`'s stepping without Python, for profiling:
//! `cargo run --release -p cubist-python --example vecgame -- squadro 4096 2 200 [observe|blind]`
//! (game, games in the batch, threads, batches of sample + step). `bench.py` gives the
//! figures quoted in docs/python.md.

use std::time::Instant;

use cubist_core::OptionPairs;
use cubist_python::batch::{self, Buffers};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg =
        |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let name = args.first().map_or("squadro", String::as_str);
    let (n, threads, steps) = (arg(1, 4096), arg(2, 2), arg(3, 200));
    let observe = args.get(4).is_none_or(|a| a != "blind");
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    let mut batch = batch::create(name, &OptionPairs::new(), n, 0).expect("a game");
    let mut buffers = Buffers::for_batch(batch.as_ref());
    let mut actions = vec![0i64; n];
    batch.reset(0, &pool, buffers.outputs());
    let start = Instant::now();
    for _ in 0..steps {
        batch.sample(&pool, &mut actions);
        let mut out = buffers.outputs();
        if !observe {
            out.obs = None;
            out.masks = None;
        }
        batch.step(&actions, &pool, out).expect("legal actions");
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{name}: {n} games × {steps} steps on {threads} threads, observe={observe}: {:.0} actions/s, {} games ended",
        (n * steps) as f64 / secs,
        batch.episodes()
    );
}
