//! Running one computer-vs-computer game: shared by selfplay and tournament.

use cubist_ai::{AgentSpec, AgentVisitor};
use cubist_core::{GameRecord, OptionPairs, Outcome, RecordedAction};

use crate::{seeds, CliResult};

/// One finished game.
pub struct Played {
    /// Which agent (index into the spec list) sat in each seat.
    pub seating: Vec<usize>,
    pub outcome: Outcome,
    pub length: usize,
    pub record: GameRecord,
}

/// Play `game` with `seating[seat]` choosing the agent of each seat, seeded by
/// `game_seed` (game and agents alike).
pub fn play(
    game: &str,
    options: &OptionPairs,
    specs: &[AgentSpec],
    seating: Vec<usize>,
    game_seed: u64,
) -> CliResult<Played> {
    let mut g = cubist_games::create_local(game, options, game_seed)?;
    let players = g.num_players();
    let mut agents = seating
        .iter()
        .enumerate()
        .map(|(seat, &a)| {
            let seed = seeds::derive(game_seed, 1000 + seat as u64);
            cubist_games::visit(
                game,
                AgentVisitor {
                    spec: &specs[a],
                    players,
                    seed,
                },
            )?
            .map_err(Into::into)
        })
        .collect::<CliResult<Vec<_>>>()?;
    for (seat, agent) in agents.iter_mut().enumerate() {
        agent.prepare(g.as_ref(), seat)?;
    }
    let mut record = GameRecord::new(
        g.as_ref(),
        game_seed,
        seating.iter().map(|&a| specs[a].to_string()).collect(),
    );
    while !g.to_move().is_over() {
        // Every seat of a simultaneous choice decides from the position before anyone
        // commits (a lone mover is the one-seat case).
        let seats = g.to_move().seats();
        let choices = seats
            .iter()
            .map(|seat| Ok((seat, agents[seat].choose(g.as_ref(), seat)?)))
            .collect::<CliResult<Vec<_>>>()?;
        for (seat, action) in choices {
            // An earlier commitment can end the game (Cube Conquest's action cap):
            // the choices of seats no longer asked are never made.
            if !g.to_move().includes(seat) {
                continue;
            }
            g.play(seat, &action)?;
            record.actions.push(RecordedAction { seat, action });
        }
    }
    let outcome = g.outcome().ok_or("a finished game has an outcome")?;
    record.result = Some(outcome.clone());
    Ok(Played {
        seating,
        length: record.actions.len(),
        outcome,
        record,
    })
}

/// Options for computer-vs-computer series: unless the user chose, seat 1 moves first,
/// so that rotating the seats alternates the first player between agents.
pub fn series_options(game: &str, mut options: OptionPairs) -> CliResult<OptionPairs> {
    let probe = cubist_games::create_local(game, &options, 0)?;
    if !options.contains_key("first") && probe.options().contains_key("first") {
        options.insert("first".into(), "1".into());
    }
    Ok(options)
}

/// Check every spec builds for the game, so a bad agent fails before any game is played.
pub fn check_agents(game: &str, specs: &[AgentSpec], players: usize) -> CliResult {
    for spec in specs {
        cubist_games::visit(
            game,
            AgentVisitor {
                spec,
                players,
                seed: 0,
            },
        )??;
    }
    Ok(())
}

/// A progress bar for a number of games.
pub fn progress(games: usize) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(games as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} {bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})",
        )
        .expect("valid template"),
    );
    bar
}

/// Split an agent list such as `random,mcts:iterations=300,c=0.5,hard` into agents.
/// Settings are separated by commas too: a `key=value` piece (without a `:`) belongs to
/// the agent before it, any other piece starts a new agent.
pub fn split_agents(lists: &[String]) -> Vec<String> {
    let mut agents: Vec<String> = Vec::new();
    for piece in lists
        .iter()
        .flat_map(|l| l.split(','))
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        match agents.last_mut() {
            Some(last) if piece.contains('=') && !piece.contains(':') => {
                last.push(if last.contains(':') { ',' } else { ':' });
                last.push_str(piece);
            }
            _ => agents.push(piece.to_string()),
        }
    }
    agents
}

#[cfg(test)]
mod tests {
    use super::split_agents;

    #[test]
    fn settings_stay_with_their_agent() {
        let lists = vec![
            "random,mcts:iterations=300,rollout=10,hard".to_string(),
            "ab,depth=3".to_string(),
        ];
        assert_eq!(
            split_agents(&lists),
            vec![
                "random",
                "mcts:iterations=300,rollout=10",
                "hard",
                "ab:depth=3"
            ]
        );
    }
}
