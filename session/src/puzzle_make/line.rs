//! The solution line of a puzzle, built from any judge of actions: the solver's only
//! move at each of its turns, the opponent's best reply between them.

use cubist_core::{Game, Seat, ToMove};

use super::rules::MIN_CHOICES;
use crate::puzzle::Goal;

/// What a judge says of one legal action, for the seat that plays it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Judged<A> {
    pub action: A,
    /// The goal the action keeps (`None`: neither a win nor a draw, or not sure).
    pub keeps: Option<Goal>,
    /// How much the mover likes it, higher better; opponents reply with the highest.
    pub order: f64,
    /// The figure a margin proof records (the mover's expected result in `[0, 1]`);
    /// exact judges give 1, ½ or 0.
    pub figure: f64,
    /// Surely not keeping what the best action keeps (a margin judge leaves a gap
    /// between "keeps" and "clearly does not"); exact judges are always sure.
    pub clear: bool,
}

/// A judge of every legal action of the seat to move.
pub(crate) trait Judge<G: Game> {
    /// Each legal action of the mover of `game`, judged; `None` when this judge cannot
    /// say (outside the tables, too large to solve).
    fn judge(&mut self, game: &G) -> Option<Vec<Judged<G::Action>>>;
}

/// One of the solver's turns in a line: the only move and the figures that show it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Turn<A> {
    pub action: A,
    pub best: f64,
    /// The highest figure of every other action (0 when there is none).
    pub others: f64,
}

/// A puzzle's line: the goal, every action with its seat, the solver's turns.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Line<G: Game> {
    pub goal: Goal,
    pub actions: Vec<(Seat, G::Action)>,
    pub turns: Vec<Turn<G::Action>>,
}

/// Goals from best to worst: a win ranks above a draw.
fn rank(goal: Option<Goal>) -> u8 {
    match goal {
        Some(Goal::Win) => 2,
        Some(Goal::Draw) => 1,
        None => 0,
    }
}

/// The only action keeping the best goal of `judged`, if there is exactly one and
/// every other action surely does not keep it.
pub(crate) fn only_move<A: Copy>(judged: &[Judged<A>]) -> Option<(Goal, Turn<A>)> {
    let goal = judged.iter().map(|j| j.keeps).max_by_key(|&g| rank(g))??;
    let mut keeping = (0..judged.len()).filter(|&i| judged[i].keeps == Some(goal));
    let only = keeping.next()?;
    if keeping.next().is_some() {
        return None;
    }
    let mut others: f64 = 0.0;
    for (_, other) in judged.iter().enumerate().filter(|&(i, _)| i != only) {
        if !other.clear {
            return None;
        }
        others = others.max(other.figure);
    }
    let turn = Turn {
        action: judged[only].action,
        best: judged[only].figure,
        others,
    };
    Some((goal, turn))
}

/// How many legal actions `seat` has.
fn choices<G: Game>(game: &G, seat: Seat) -> usize {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions.len()
}

/// The line from `start` (the solver to move): at most `max_turns` turns of the
/// solver, each with exactly one action keeping the goal of the first; the opponents
/// reply with their best-ordered action. The line stops at the end of the game, at
/// the last turn, or before a turn that is not unique or offers fewer than
/// [`MIN_CHOICES`] legal actions (ending on the solver's action); `None` when the
/// first turn is not unique, offers too few, or cannot be judged.
pub(crate) fn solve_line<G: Game>(
    start: &G,
    judge: &mut dyn Judge<G>,
    max_turns: usize,
) -> Option<Line<G>> {
    let ToMove::One(solver) = start.to_move() else {
        return None;
    };
    if choices(start, solver) < MIN_CHOICES {
        return None;
    }
    let mut game = start.clone();
    let (first_goal, first) = only_move(&judge.judge(&game)?)?;
    let mut line = Line {
        goal: first_goal,
        actions: vec![(solver, first.action)],
        turns: vec![first],
    };
    game.play(solver, first.action);
    while line.turns.len() < max_turns {
        let ToMove::One(seat) = game.to_move() else {
            break;
        };
        if seat == solver && choices(&game, seat) < MIN_CHOICES {
            break;
        }
        let Some(judged) = judge.judge(&game) else {
            break;
        };
        let action = if seat == solver {
            match only_move(&judged) {
                Some((goal, turn)) if goal == line.goal => {
                    line.turns.push(turn);
                    turn.action
                }
                _ => break,
            }
        } else {
            let Some(reply) = judged.iter().max_by(|a, b| a.order.total_cmp(&b.order)) else {
                break;
            };
            reply.action
        };
        line.actions.push((seat, action));
        game.play(seat, action);
    }
    while line.actions.last().is_some_and(|&(s, _)| s != solver) {
        line.actions.pop();
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_squadro::{Squadro, DARK, LIGHT};

    /// Says the mover's first legal action wins and every other loses.
    struct FirstWins;

    impl Judge<Squadro> for FirstWins {
        fn judge(&mut self, game: &Squadro) -> Option<Vec<Judged<cubist_squadro::Action>>> {
            let seat = game.to_move().actor()?;
            let mut actions = Vec::new();
            game.legal_actions(seat, &mut actions);
            let judged = actions
                .into_iter()
                .enumerate()
                .map(|(i, action)| Judged {
                    action,
                    keeps: (i == 0).then_some(Goal::Win),
                    order: if i == 0 { 1.0 } else { 0.0 },
                    figure: if i == 0 { 1.0 } else { 0.0 },
                    clear: true,
                })
                .collect();
            Some(judged)
        }
    }

    #[test]
    fn a_line_stops_before_a_turn_of_fewer_than_three_moves() {
        // Dark has three pieces to move; its lane-1 piece, one step from home, is
        // the "only move" and finishes, leaving Dark two pieces at its next turn.
        let start = Squadro::from_progress([[12, 12, 12, 0, 0], [11, 0, 0, 12, 12]], DARK).unwrap();
        let line = solve_line(&start, &mut FirstWins, 5).expect("a first turn of three moves");
        assert_eq!(line.turns.len(), 1);
        assert_eq!(line.actions.len(), 1);
        // Two moves at the first turn: no puzzle at all.
        let two = Squadro::from_progress([[12, 12, 12, 0, 0], [11, 0, 0, 12, 12]], LIGHT).unwrap();
        assert!(solve_line(&two, &mut FirstWins, 5).is_none());
        // Three moves at every turn: the line goes on.
        let three = Squadro::from_progress([[12, 12, 0, 0, 0], [0, 0, 0, 12, 12]], LIGHT).unwrap();
        assert!(solve_line(&three, &mut FirstWins, 5).unwrap().turns.len() > 1);
    }
}
