//! `cubist tournament`: a round robin (or a ladder of neighbours) between agents, with
//! a cross-table, each pairing's result and Elo ratings with 95% confidence intervals,
//! as Markdown and JSON.

use std::path::PathBuf;

use clap::Args;
use cubist_ai::AgentSpec;
use cubist_core::{parse_pairs, OptionPairs};
use rayon::prelude::*;
use serde::Serialize;

use crate::elo::{self, Rating};
use crate::matches::{self, Played};
use crate::{seeds, CliResult};

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

#[derive(Serialize)]
pub struct Report {
    pub game: String,
    pub options: OptionPairs,
    pub seed: u64,
    pub games_per_pairing: usize,
    /// `round robin` or `ladder`.
    pub format: String,
    pub agents: Vec<String>,
    /// Each pairing played, in schedule order.
    pub pairings: Vec<Pairing>,
    /// `score[i][j]`: agent i's score against agent j, in [0, 1] (draws count half).
    pub score: Vec<Vec<Option<f64>>>,
    pub ratings: Vec<Rating>,
    pub mean_length: f64,
}

/// The result of one pairing, from the first agent's side.
#[derive(Serialize)]
pub struct Pairing {
    pub first: String,
    pub second: String,
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    /// Mean score of `first` (draws count half) and its 95% confidence interval.
    pub score: f64,
    pub low: f64,
    pub high: f64,
}

impl Pairing {
    fn new(first: &str, second: &str, scores: &[f64]) -> Pairing {
        let n = scores.len() as f64;
        let mean = scores.iter().sum::<f64>() / n;
        let var = scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let half = 1.96 * (var / n).sqrt();
        Pairing {
            first: first.into(),
            second: second.into(),
            games: scores.len(),
            wins: scores.iter().filter(|&&x| x > 0.5).count(),
            losses: scores.iter().filter(|&&x| x < 0.5).count(),
            draws: scores.iter().filter(|&&x| x == 0.5).count(),
            score: mean,
            low: (mean - half).max(0.0),
            high: (mean + half).min(1.0),
        }
    }
}
pub fn run(args: TournamentArgs) -> CliResult {
    if matches::split_agents(&args.agents).len() < 2 {
        return Err("a tournament needs at least two agents".into());
    }
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let options = matches::series_options(
        &args.game,
        parse_pairs(args.options.iter().map(String::as_str))?,
    )?;
    let players = cubist_games::create_local(&args.game, &options, 0)?.num_players();
    let specs: Vec<AgentSpec> = matches::split_agents(&args.agents)
        .iter()
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    matches::check_agents(&args.game, &specs, players)?;

    let n = specs.len();
    let pairs: Vec<(usize, usize)> = if args.ladder {
        (1..n).map(|j| (j - 1, j)).collect()
    } else {
        (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect()
    };
    let schedule: Vec<(usize, usize, usize)> = pairs
        .iter()
        .flat_map(|&(i, j)| (0..args.games).map(move |k| (i, j, k)))
        .collect();
    let bar = matches::progress(schedule.len());
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0))
        .build()?;
    let played: Vec<CliResult<(usize, usize, Played)>> = pool.install(|| {
        schedule
            .par_iter()
            .enumerate()
            .map(|(index, &(i, j, k))| {
                // Alternate which agent takes the even seats (and so moves first).
                let seating = (0..players)
                    .map(|s| if (s + k) % 2 == 0 { i } else { j })
                    .collect();
                let p = matches::play(
                    &args.game,
                    &options,
                    &specs,
                    seating,
                    seeds::derive(args.seed, index as u64),
                )?;
                bar.inc(1);
                Ok((i, j, p))
            })
            .collect()
    });
    bar.finish_and_clear();

    let mut pair_scores: elo::PairScores = vec![vec![Vec::new(); n]; n];
    let mut total_length = 0usize;
    for r in played {
        let (i, j, p) = r?;
        let score_i: f64 = (0..players)
            .filter(|&s| p.seating[s] == i)
            .map(|s| p.outcome.reward(s))
            .sum();
        let score_j: f64 = (0..players)
            .filter(|&s| p.seating[s] == j)
            .map(|s| p.outcome.reward(s))
            .sum();
        // In games of more than two seats the two agents may share the points with
        // nobody else; normalise to a head-to-head score.
        let s = if score_i + score_j > 0.0 {
            score_i / (score_i + score_j)
        } else {
            0.5
        };
        pair_scores[i][j].push(s);
        pair_scores[j][i].push(1.0 - s);
        total_length += p.length;
    }
    let ratings = elo::ratings(&pair_scores, 1000, args.seed);
    let score = pair_scores
        .iter()
        .map(|row| {
            row.iter()
                .map(|v| (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64))
                .collect()
        })
        .collect();
    let agents: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    let report = Report {
        game: args.game.clone(),
        options,
        seed: args.seed,
        games_per_pairing: args.games,
        format: if args.ladder { "ladder" } else { "round robin" }.into(),
        pairings: pairs
            .iter()
            .map(|&(i, j)| Pairing::new(&agents[i], &agents[j], &pair_scores[i][j]))
            .collect(),
        agents,
        score,
        ratings,
        mean_length: total_length as f64 / schedule.len() as f64,
    };
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
