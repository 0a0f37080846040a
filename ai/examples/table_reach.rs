//! How often a Squadro game reaches the endgame tables: self-play of one agent, with
//! the tables found as the agents find them (`CUBIST_TABLES`, else the default
//! directory).
//!
//! `cargo run --release -p cubist-ai --example table_reach -- [SPEC] [GAMES]`
//!
//! Prints the share of games that reached a position the tables hold, the share of
//! decisions answered by the tables, and the mean action at which a game first
//! reached them.

use cubist_ai::endgame::default_tables;
use cubist_ai::{make_agent, AgentSpec};
use cubist_core::{Game, Observer, ToMove};
use cubist_squadro::{Squadro, SquadroOptions};

fn main() {
    let mut args = std::env::args().skip(1);
    let spec: AgentSpec = args
        .next()
        .unwrap_or_else(|| "max".into())
        .parse()
        .unwrap_or_else(|e| panic!("{e}"));
    let games: u64 = args
        .next()
        .map_or(50, |g| g.parse().expect("GAMES is a number"));
    let options = SquadroOptions::default();
    let tables = match default_tables::<Squadro>(&options) {
        Ok(Some(t)) => t,
        Ok(None) => panic!("no Squadro tables in the table directory"),
        Err(why) => panic!("{why}"),
    };
    let (mut reached, mut decisions, mut in_tables, mut first_sum) = (0u64, 0u64, 0u64, 0u64);
    for g in 0..games {
        let mut agents: Vec<_> = (0..2)
            .map(|s| make_agent::<Squadro>(&spec, 2, g * 2 + s).expect("an agent"))
            .collect();
        let mut game = Squadro::new(&options, g);
        let mut first = None;
        while let ToMove::One(seat) = game.to_move() {
            decisions += 1;
            if tables.probe(&game).is_some() {
                in_tables += 1;
                first.get_or_insert(game.plies());
            }
            let action = agents[seat].choose(&game.view(Observer::Seat(seat)), seat);
            game.play(seat, action);
        }
        if let Some(at) = first {
            reached += 1;
            first_sum += at as u64;
        }
    }
    println!(
        "{spec}: {games} games, {reached} reached the tables ({:.1}%), first at action {:.1} on average; {in_tables} of {decisions} decisions in the tables ({:.1}%)",
        100.0 * reached as f64 / games as f64,
        first_sum as f64 / reached.max(1) as f64,
        100.0 * in_tables as f64 / decisions.max(1) as f64,
    );
}
