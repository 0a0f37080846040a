//! Search speed on Squadro: MCTS iterations/s and alpha-beta nodes/s.
//!
//! `cargo run --release -p cubist-ai --example speed -- [SECONDS]`

use std::time::Duration;

use cubist_ai::{
    Agent, AlphaBetaAgent, AlphaBetaSettings, Budget, MctsAgent, MctsSettings, SearchStats,
};
use cubist_core::{Game, Observer};
use cubist_squadro::{Action, Squadro};

fn positions() -> Vec<(&'static str, Squadro)> {
    let start = Squadro::from_progress([[0; 5]; 2], 0).unwrap();
    let mut mid = start.clone();
    for lane in [0, 2, 1, 3, 4, 0, 2, 2, 3, 1, 0, 4] {
        let seat = mid.to_move().actor().unwrap();
        mid.try_play(seat, Action(lane)).unwrap();
    }
    vec![("start", start), ("midgame", mid)]
}

fn report(what: &str, unit: &str, s: SearchStats) {
    println!(
        "{what:<34} {:>11.0} {unit}/s  ({} {unit} in {:.2} s, depth {:?}, value {:+.2})",
        s.rate(),
        s.work,
        s.elapsed.as_secs_f64(),
        s.depth.unwrap_or(0),
        s.value.unwrap_or(0.0)
    );
}

fn main() {
    let secs: f64 = std::env::args()
        .nth(1)
        .map_or(2.0, |s| s.parse().expect("SECONDS is a number"));
    let budget = Budget::Time(Duration::from_secs_f64(secs));
    for (name, g) in positions() {
        let seat = g.to_move().actor().unwrap();
        let view = g.view(Observer::Seat(seat));
        for threads in [1, 2] {
            let mut m = MctsAgent::<Squadro>::new(
                MctsSettings {
                    budget,
                    threads,
                    ..MctsSettings::default()
                },
                1,
            );
            m.choose(&view, seat);
            report(
                &format!("mcts {name}, {threads} thread(s)"),
                "iterations",
                m.stats().unwrap(),
            );
        }
        let mut ab = AlphaBetaAgent::<Squadro>::new(
            AlphaBetaSettings {
                budget,
                ..AlphaBetaSettings::default()
            },
            2,
            1,
        )
        .unwrap();
        ab.choose(&view, seat);
        report(&format!("alphabeta {name}"), "nodes", ab.stats().unwrap());
    }
}
