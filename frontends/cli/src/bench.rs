//! `cubist bench`: random-play speed through the statically typed API, one thread.

use std::time::{Duration, Instant};

use clap::Args;
use cubist_ai::{make_agent, AgentError, AgentSpec, Level, SearchStats};
use cubist_core::{parse_pairs, Game, GameOptions, GameVisitor, Observer, OptionPairs};
use rand::{rngs::SmallRng, Rng, SeedableRng};

use crate::counter::Instructions;
use crate::CliResult;

#[derive(Args)]
pub struct BenchArgs {
    /// The game.
    game: String,
    /// How long to measure random play, in seconds (search speed: the same time,
    /// spread over three positions).
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Positions (from random play) on which each level's time per move and the time
    /// budget's overshoot are measured.
    #[arg(long, default_value_t = 20)]
    positions: usize,
    /// A game option, key=value (repeatable).
    #[arg(long = "option", short = 'o')]
    options: Vec<String>,
    /// Seed of the first game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Skip the search-speed measurements (MCTS iterations/s, alpha-beta nodes/s).
    #[arg(long)]
    no_search: bool,
}

/// Random playouts of one game type until the time is up.
struct RandomPlayouts<'a> {
    options: &'a OptionPairs,
    seed: u64,
    time: Duration,
}

pub struct Measured {
    pub actions: u64,
    pub games: u64,
    pub elapsed: Duration,
    /// Instructions retired during the whole run, or why there is no count.
    pub instructions: Result<u64, String>,
}

/// One agent's decisions on positions from random play (after `plies` random actions
/// each): its name and what each decision's search reported.
struct SearchSpeed<'a> {
    options: &'a OptionPairs,
    seed: u64,
    spec: &'a str,
    plies: &'a [usize],
}

impl GameVisitor for SearchSpeed<'_> {
    type Output = CliResult<Option<(String, Vec<SearchStats>)>>;
    fn visit<G: Game>(self) -> Self::Output {
        let options = G::Options::from_pairs_local(self.options)?;
        let spec: AgentSpec = self.spec.parse()?;
        let mut rng = SmallRng::seed_from_u64(self.seed);
        let (mut all, mut name) = (Vec::new(), String::new());
        let mut legal = Vec::new();
        for (i, &plies) in self.plies.iter().enumerate() {
            let mut game = G::new(&options, self.seed.wrapping_add(i as u64));
            for _ in 0..plies {
                let Some(seat) = game.to_move().actor() else {
                    break;
                };
                game.legal_actions(seat, &mut legal);
                game.play(seat, legal[rng.random_range(0..legal.len())]);
            }
            let Some(seat) = game.to_move().actor() else {
                continue;
            };
            let mut agent = match make_agent::<G>(&spec, game.num_players(), self.seed) {
                Ok(a) => a,
                Err(AgentError::Unsuitable { .. }) => return Ok(None),
                Err(e) => return Err(e.into()),
            };
            let view = game.view(Observer::Seat(seat));
            agent.prepare(&view, seat)?;
            agent.choose(&view, seat);
            // Forced moves (no search) say nothing about speed or timing.
            all.extend(agent.stats().filter(|st| st.work > 0));
            name = agent.name();
        }
        Ok((!all.is_empty()).then_some((name, all)))
    }
}

/// Work per second over a set of decisions.
fn rate(stats: &[SearchStats]) -> f64 {
    let work: u64 = stats.iter().map(|s| s.work).sum();
    let secs: f64 = stats.iter().map(|s| s.elapsed.as_secs_f64()).sum();
    if secs > 0.0 {
        work as f64 / secs
    } else {
        0.0
    }
}

impl GameVisitor for RandomPlayouts<'_> {
    type Output = CliResult<Measured>;
    fn visit<G: Game>(self) -> CliResult<Measured> {
        let options = G::Options::from_pairs_local(self.options)?;
        let mut rng = SmallRng::seed_from_u64(self.seed);
        let mut legal = Vec::with_capacity(64);
        let (mut actions, mut games) = (0u64, 0u64);
        let mut counter = Instructions::new();
        let start = Instant::now();
        let mut play = || {
            while start.elapsed() < self.time {
                // Batches keep the clock out of the loop.
                for _ in 0..16 {
                    let mut game = G::new(&options, self.seed.wrapping_add(games));
                    while let Some(seat) = game.to_move().actor() {
                        let a = game.sample_action(seat, |n| rng.random_range(0..n), &mut legal);
                        game.play(seat, a);
                        actions += 1;
                    }
                    games += 1;
                }
            }
        };
        let instructions = match &mut counter {
            Ok(counter) => match counter.measure(&mut play) {
                ((), Some(n)) => Ok(n),
                ((), None) => Err("the instruction counter could not be read".into()),
            },
            Err(why) => {
                play();
                Err(why.clone())
            }
        };
        Ok(Measured {
            actions,
            games,
            elapsed: start.elapsed(),
            instructions,
        })
    }
}

pub fn run(args: BenchArgs) -> CliResult {
    if !(args.seconds.is_finite() && args.seconds > 0.0 && args.seconds < 3600.0) {
        return Err("--seconds must be between 0 and 3600".into());
    }
    if cfg!(debug_assertions) {
        eprintln!(
            "note: this is a debug build; run `cargo run --release -- bench ...` for real figures"
        );
    }
    let options = parse_pairs(args.options.iter().map(String::as_str))?;
    let m = cubist_games::visit(
        &args.game,
        RandomPlayouts {
            options: &options,
            seed: args.seed,
            time: Duration::from_secs_f64(args.seconds),
        },
    )??;
    let secs = m.elapsed.as_secs_f64();
    println!("{} random play, one thread, {:.1} s", args.game, secs);
    println!("  actions/s  {:>14.0}", m.actions as f64 / secs);
    println!("  games/s    {:>14.0}", m.games as f64 / secs);
    println!("  actions/game {:>12.1}", m.actions as f64 / m.games as f64);
    match m.instructions {
        Ok(n) => println!("  instructions/action {:>5.0}", n as f64 / m.actions as f64),
        Err(why) => println!("  instructions/action   n/a: {why}"),
    }
    if !args.no_search {
        let decisions = |spec: &str, plies: &[usize]| {
            cubist_games::visit(
                &args.game,
                SearchSpeed {
                    options: &options,
                    seed: args.seed,
                    spec,
                    plies,
                },
            )?
        };
        let ms = (1000.0 * args.seconds / 3.0).round().max(1.0);
        println!("search speed, one thread, three positions of {ms} ms each");
        for (label, spec) in [
            ("MCTS iterations/s", format!("mcts:time={ms}ms,threads=1")),
            ("alpha-beta nodes/s", format!("alphabeta:time={ms}ms")),
        ] {
            match decisions(&spec, &[0, 10, 20])? {
                Some((name, stats)) => {
                    println!("  {label:<20} {:>10.0}   ({name})", rate(&stats))
                }
                None => println!("  {label:<20} {:>10}", "n/a"),
            }
        }
        let plies: Vec<usize> = (0..args.positions).map(|i| 3 * i).collect();
        println!("time per move at each level, {} positions", plies.len());
        for level in Level::ALL {
            if let Some((name, stats)) = decisions(level.name(), &plies)? {
                let ms: Vec<f64> = stats
                    .iter()
                    .map(|s| 1e3 * s.elapsed.as_secs_f64())
                    .collect();
                println!(
                    "  {:<8} mean {:>8.1} ms   max {:>8.1} ms   {:>9.0} work/s   ({name})",
                    level.name(),
                    ms.iter().sum::<f64>() / ms.len() as f64,
                    ms.iter().copied().fold(0.0, f64::max),
                    rate(&stats),
                );
            }
        }
        println!(
            "time budget kept: overshoot past 100 ms, {} positions",
            plies.len()
        );
        for spec in ["mcts:time=100ms", "max:time=100ms", "alphabeta:time=100ms"] {
            if let Some((name, stats)) = decisions(spec, &plies)? {
                let over: Vec<f64> = stats
                    .iter()
                    .map(|s| 1e3 * s.elapsed.as_secs_f64() - 100.0)
                    .collect();
                println!(
                    "  {spec:<22} mean {:>+7.2} ms   max {:>+7.2} ms   ({name})",
                    over.iter().sum::<f64>() / over.len() as f64,
                    over.iter().copied().fold(f64::MIN, f64::max),
                );
            }
        }
    }
    Ok(())
}
