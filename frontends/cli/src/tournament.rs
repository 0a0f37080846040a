//! `cubist tournament`: a round robin (or a ladder of neighbours) between agents, with
//! a cross-table, each pairing's result and Elo ratings with 95% confidence intervals,
//! as Markdown and JSON.

use std::path::PathBuf;

use clap::Args;
use cubist_ai::AgentSpec;
use cubist_core::{parse_pairs, Trust};
use cubist_session::series::{check_agents, series_options, split_agents};
use cubist_session::tournament::{Report, Tournament};

use crate::CliResult;

#[derive(Args)]
pub struct TournamentArgs {
    /// The game.
    game: String,
    /// Agents, comma-separated (at least two).
    #[arg(long, required = true)]
    agents: Vec<String>,
    /// Games per pairing; seats alternate between the two agents.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Pair each agent only with the next in the list (A–B, B–C, ...) instead of with
    /// every other: the match-up that calibrates levels, at a fraction of the cost.
    #[arg(long)]
    ladder: bool,
    /// Games played at once (default: all cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Master seed: the whole tournament is reproducible from it.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A game option, key=value (repeatable).
    #[arg(long = "option", short = 'o')]
    options: Vec<String>,
    /// Also write the Markdown report here.
    #[arg(long)]
    markdown: Option<PathBuf>,
    /// Also write the results as JSON here.
    #[arg(long)]
    json: Option<PathBuf>,
}

pub fn run(args: TournamentArgs) -> CliResult {
    let agents = split_agents(&args.agents);
    if agents.len() < 2 {
        return Err("a tournament needs at least two agents".into());
    }
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let options = series_options(
        &args.game,
        parse_pairs(args.options.iter().map(String::as_str))?,
        Trust::Local,
    )?;
    let players = cubist_games::create_local(&args.game, &options, 0)?.num_players();
    let specs: Vec<AgentSpec> = agents.iter().map(|a| a.parse()).collect::<Result<_, _>>()?;
    check_agents(&args.game, &specs, players)?;
    let tournament = Tournament {
        game: &args.game,
        options: &options,
        trust: Trust::Local,
        specs: &specs,
        players,
        games: args.games,
        ladder: args.ladder,
        seed: args.seed,
        jobs: args.jobs.unwrap_or(0),
    };
    let bar = crate::progress::games(tournament.total_games());
    let report = tournament.run(|| bar.inc(1))?;
    bar.finish_and_clear();
    let md = markdown(&report);
    print!("{md}");
    if let Some(path) = &args.markdown {
        std::fs::write(path, &md).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let Some(path) = &args.json {
        std::fs::write(path, serde_json::to_string_pretty(&report)?)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

pub fn markdown(r: &Report) -> String {
    let opts: Vec<String> = r.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut s = format!(
        "### {} — {}, {} games per pairing, seed {}\n\nOptions: {}. Reproduce with `cubist tournament {} --agents {} --games {} --seed {}{}{}`.\n\n",
        r.game,
        r.format,
        r.games_per_pairing,
        r.seed,
        if opts.is_empty() { "defaults".into() } else { opts.join(", ") },
        r.game,
        r.agents.join(","),
        r.games_per_pairing,
        r.seed,
        if r.format == "ladder" { " --ladder" } else { "" },
        r.options.iter().map(|(k, v)| format!(" --option {k}={v}")).collect::<String>(),
    );
    let mut order: Vec<usize> = (0..r.agents.len()).collect();
    order.sort_by(|&a, &b| r.ratings[b].elo.total_cmp(&r.ratings[a].elo));
    s.push_str("| rank | agent | Elo | 95% CI | score |\n|---:|---|---:|---|---:|\n");
    for (rank, &i) in order.iter().enumerate() {
        let row: Vec<f64> = r.score[i].iter().flatten().copied().collect();
        let mean = row.iter().sum::<f64>() / row.len().max(1) as f64;
        let rt = r.ratings[i];
        s.push_str(&format!(
            "| {} | `{}` | {:.0} | {:.0} … {:.0} | {:.1}% |\n",
            rank + 1,
            r.agents[i],
            rt.elo,
            rt.low,
            rt.high,
            100.0 * mean
        ));
    }
    s.push_str(
        "\nEach pairing, from the first agent's side (draws count half):\n\n\
         | pairing | games | won | lost | drawn | score | 95% CI |\n|---|---:|---:|---:|---:|---:|---|\n",
    );
    for p in &r.pairings {
        s.push_str(&format!(
            "| `{}` – `{}` | {} | {} | {} | {} | {:.1}% | {:.1} … {:.1}% |\n",
            p.first,
            p.second,
            p.games,
            p.wins,
            p.losses,
            p.draws,
            100.0 * p.score,
            100.0 * p.low,
            100.0 * p.high
        ));
    }
    s.push_str("\nScore of the row against the column (draws count half):\n\n|  |");
    for &j in &order {
        s.push_str(&format!(" `{}` |", r.agents[j]));
    }
    s.push_str("\n|---|");
    s.push_str(&"---:|".repeat(order.len()));
    s.push('\n');
    for &i in &order {
        s.push_str(&format!("| `{}` |", r.agents[i]));
        for &j in &order {
            match r.score[i][j] {
                Some(v) => s.push_str(&format!(" {:.1}% |", 100.0 * v)),
                None => s.push_str(" — |"),
            }
        }
        s.push('\n');
    }
    s.push_str(&format!(
        "\nMean game length: {:.1} actions.\n",
        r.mean_length
    ));
    s
}
