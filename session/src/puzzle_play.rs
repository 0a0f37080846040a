//! Solving a [`Puzzle`]: its start drawn for the solver, and the verdict on the
//! solver's moves so far, with the other seats' replies taken from the solution.
//!
//! Like a lesson, a puzzle keeps no state between requests: every attempt sends all of
//! the solver's moves, and the position is rebuilt from the puzzle each time. A move
//! is right when it leads where the solution's move leads, or wins outright; the first
//! move that does neither fails the attempt, which then shows the solution.

use cubist_core::{Args, DynGame, Lang, Observer, PlayError, Seat, Side};
use cubist_words::Phrase;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::puzzle::{Goal, Puzzle};
use crate::view::wire_board;
use crate::words::phrase;
use crate::WireBoard;

/// Version of [`PuzzleAttempt`]'s shape; any change to it changes this number.
pub const PUZZLE_ATTEMPT_FORMAT: u32 = 1;

/// Where an attempt stands after the solver's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum AttemptResult {
    /// Right so far: the solver is to move again.
    Right,
    /// The last move completed the solution (or won outright).
    Solved,
    /// The last move was not the solution's.
    Wrong,
}

/// One action of a line, drawn after it is played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleStep {
    /// In notation.
    pub action: String,
    /// Who played it, from 1.
    pub seat: usize,
    /// The action in a sentence, as the solver sees it.
    pub text: String,
    /// The position after it, as the solver sees it (no choices).
    pub board: WireBoard,
}

/// The verdict on the solver's moves so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PuzzleAttempt {
    pub result: AttemptResult,
    /// The solver's last move and, when it was right, the other seats' replies from the
    /// solution, in order, each with the board after it.
    pub played: Vec<PuzzleStep>,
    /// The position now, as the solver sees it: with the solver's choices while the
    /// result is `right`, none once the attempt is over.
    pub board: WireBoard,
    /// When wrong: why the move fails, in a sentence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// Once the attempt is over (solved or wrong): the whole solution from the start,
    /// each action with the board after it, to step through.
    pub solution: Vec<PuzzleStep>,
}

/// Moves that cannot be judged; nothing was played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AttemptError {
    /// Not written in the game's notation, or not legal where it was played.
    #[error("move {index} ({action}): {why}")]
    Move {
        /// From 1.
        index: usize,
        action: String,
        /// The game's refusal.
        why: PlayError,
    },
    /// More moves than the attempt can take (or none): the phrase says which.
    #[error("{0}")]
    TooMany(Phrase),
    /// The puzzle itself does not set up (its set was checked when loaded).
    #[error("the puzzle cannot be set up: {0}")]
    Broken(String),
}

impl AttemptError {
    /// Why the moves cannot be judged, in `lang` (the game's refusal in its words).
    pub fn say(&self, lang: Lang) -> String {
        match self {
            AttemptError::Move { index, action, why } => {
                let args = Args::new()
                    .number("index", *index as f64)
                    .text("action", action.clone())
                    .text("why", why.say(lang));
                phrase("session-puzzle-bad-move", args).say(lang)
            }
            AttemptError::TooMany(why) => why.say(lang),
            AttemptError::Broken(_) => self.to_string(),
        }
    }
}

/// The puzzle's start drawn from the solver's side, with the solver's choices.
pub fn puzzle_board(p: &Puzzle) -> Result<WireBoard, AttemptError> {
    puzzle_board_in(p, Lang::En)
}

/// As [`puzzle_board`], its words in `lang`.
pub fn puzzle_board_in(p: &Puzzle, lang: Lang) -> Result<WireBoard, AttemptError> {
    let game = p.start().map_err(AttemptError::Broken)?;
    let solver = solver_of(p)?;
    Ok(draw(game.as_ref(), solver, Some(solver), Vec::new(), lang))
}

/// Judge the solver's `moves` (notation), from the puzzle's start: right so far
/// (with the replies that follow), solved, or wrong at the last move.
pub fn attempt_puzzle(p: &Puzzle, moves: &[String]) -> Result<PuzzleAttempt, AttemptError> {
    attempt_puzzle_in(p, moves, Lang::En)
}

/// As [`attempt_puzzle`], its words (the moves, why a move fails) in `lang`.
pub fn attempt_puzzle_in(
    p: &Puzzle,
    moves: &[String],
    lang: Lang,
) -> Result<PuzzleAttempt, AttemptError> {
    let solver = solver_of(p)?;
    let seats = Seats {
        seat: solver,
        solver,
    };
    let mut game = p.start().map_err(AttemptError::Broken)?;
    let mut next = 0;
    for (n, action) in moves.iter().enumerate() {
        let last = n + 1 == moves.len();
        let before = game.clone_box();
        let (right, won) = judge_move(p, &mut game, solver, n, action, next)?;
        let own = step(before.as_ref(), game.as_ref(), seats, action, lang);
        if !right {
            if !last {
                return Err(too_many(n + 1, "failed"));
            }
            let why = why_wrong(
                p,
                next,
                before.as_ref(),
                game.as_ref(),
                solver,
                action,
                lang,
            );
            let wrong = over(
                p,
                AttemptResult::Wrong,
                vec![own],
                game.as_ref(),
                solver,
                lang,
            );
            return Ok(wrong.with_why(why));
        }
        next += 1;
        let mut played = vec![own];
        if !won {
            next = play_replies(p, &mut game, solver, next, &mut played, lang)?;
        }
        if won || next == p.solution.len() || game.outcome().is_some() {
            if !last {
                return Err(too_many(n + 1, "solved"));
            }
            return Ok(over(
                p,
                AttemptResult::Solved,
                played,
                game.as_ref(),
                solver,
                lang,
            ));
        }
        if last {
            let marks = played
                .last()
                .map(|s| s.board.marks.clone())
                .unwrap_or_default();
            return Ok(PuzzleAttempt {
                result: AttemptResult::Right,
                played,
                board: draw(game.as_ref(), solver, Some(solver), marks, lang),
                why: None,
                solution: Vec::new(),
            });
        }
    }
    Err(AttemptError::TooMany(phrase(
        "session-puzzle-no-moves",
        Args::new(),
    )))
}

impl PuzzleAttempt {
    fn with_why(mut self, why: String) -> Self {
        self.why = Some(why);
        self
    }
}

fn solver_of(p: &Puzzle) -> Result<Seat, AttemptError> {
    p.solver_seat().map_err(AttemptError::Broken)
}

/// Moves sent after the attempt ended at move `index` (from 1): `why` it ended,
/// `failed`, `solved` or `unsolvable` (the solution has no move there).
fn too_many(index: usize, why: &'static str) -> AttemptError {
    let args = Args::new().number("index", index as f64).text("why", why);
    AttemptError::TooMany(phrase("session-puzzle-too-many", args))
}

/// Play the solver's move `n` (`action`) on `game`, against the solution's action
/// `next`: whether it is right, and whether it won outright. An unreadable or illegal
/// move is an error and leaves `game` as it was.
fn judge_move(
    p: &Puzzle,
    game: &mut Box<dyn DynGame>,
    solver: Seat,
    n: usize,
    action: &str,
    next: usize,
) -> Result<(bool, bool), AttemptError> {
    let bad = |why: PlayError| AttemptError::Move {
        index: n + 1,
        action: action.to_string(),
        why,
    };
    let expected = p
        .solution
        .get(next)
        .ok_or_else(|| too_many(n + 1, "unsolvable"))?;
    game.check(solver, action).map_err(bad)?;
    let mut wanted = game.clone_box();
    wanted
        .play(solver, expected)
        .map_err(|e| AttemptError::Broken(e.to_string()))?;
    game.play(solver, action).map_err(bad)?;
    let won = wins(p.goal, game.as_ref(), solver);
    let right = game.encode() == wanted.encode() || won;
    if right && !won {
        // Written another way (other case): go on from the solution's own position.
        *game = wanted;
    }
    Ok((right, won))
}

/// Whether `game` has ended with the solver keeping the goal: the sole winner for a
/// win, among the winners for a draw.
fn wins(goal: Goal, game: &dyn DynGame, solver: Seat) -> bool {
    game.outcome()
        .is_some_and(|o| o.winners.contains(solver) && (goal == Goal::Draw || o.winners.len() == 1))
}

/// Play the other seats' actions of the solution from `next` until the solver is to
/// move again (or the line ends); returns the index of the solution's next action.
fn play_replies(
    p: &Puzzle,
    game: &mut Box<dyn DynGame>,
    solver: Seat,
    mut next: usize,
    played: &mut Vec<PuzzleStep>,
    lang: Lang,
) -> Result<usize, AttemptError> {
    while let Some(action) = p.solution.get(next) {
        let Some(seat) = game.to_move().actor() else {
            break;
        };
        if seat == solver {
            break;
        }
        let before = game.clone_box();
        game.play(seat, action)
            .map_err(|e| AttemptError::Broken(e.to_string()))?;
        let seats = Seats { seat, solver };
        played.push(step(before.as_ref(), game.as_ref(), seats, action, lang));
        next += 1;
    }
    Ok(next)
}

/// An attempt that has ended: the position as it stands, and the whole solution.
fn over(
    p: &Puzzle,
    result: AttemptResult,
    played: Vec<PuzzleStep>,
    game: &dyn DynGame,
    solver: Seat,
    lang: Lang,
) -> PuzzleAttempt {
    let marks = played
        .last()
        .map(|s| s.board.marks.clone())
        .unwrap_or_default();
    PuzzleAttempt {
        result,
        played,
        board: draw(game, solver, None, marks, lang),
        why: None,
        solution: solution_steps(p, solver, lang),
    }
}

/// The solution from the start, each action with the board after it.
fn solution_steps(p: &Puzzle, solver: Seat, lang: Lang) -> Vec<PuzzleStep> {
    let Ok(mut game) = p.start() else {
        return Vec::new();
    };
    let mut steps = Vec::new();
    for action in &p.solution {
        let Some(seat) = game.to_move().actor() else {
            break;
        };
        let before = game.clone_box();
        if game.play(seat, action).is_err() {
            break;
        }
        let seats = Seats { seat, solver };
        steps.push(step(before.as_ref(), game.as_ref(), seats, action, lang));
    }
    steps
}

/// Why the solver's `action` (played from `before` to `after`, where the solution's
/// action number `expected`, from 0, was due) fails, in `lang`: a reply that wins at
/// once if there is one, else the move that keeps the goal there and where the
/// solution leads.
fn why_wrong(
    p: &Puzzle,
    expected: usize,
    before: &dyn DynGame,
    after: &dyn DynGame,
    solver: Seat,
    action: &str,
    lang: Lang,
) -> String {
    let observer = Observer::Seat(solver);
    if let Some(seat) = after.to_move().actor().filter(|&s| s != solver) {
        for reply in after.legal_actions(seat) {
            let mut next = after.clone_box();
            if next.play(seat, &reply).is_err() {
                continue;
            }
            if next.outcome().is_some_and(|o| !o.winners.contains(solver)) {
                let text = after
                    .describe(seat, &reply, observer, lang)
                    .unwrap_or_default();
                let args = Args::new()
                    .text("action", action)
                    .text("who", after.seat_name_in(seat, lang))
                    .text("reply", reply)
                    .text("text", text);
                return phrase("session-puzzle-refuted", args).say(lang);
            }
        }
    }
    let keeps = match p.goal {
        Goal::Win => "win",
        Goal::Draw => "draw",
    };
    let best = &p.solution[expected];
    let best_text = before
        .describe(solver, best, observer, lang)
        .unwrap_or_default();
    let args = Args::new()
        .text("action", action)
        .text("goal", keeps)
        .text("best", best.clone())
        .text("best_text", best_text)
        .text("solution", p.solution.join(", "));
    match solution_end(p, lang) {
        Some(end) => phrase("session-puzzle-lets-go-end", args.text("end", end)).say(lang),
        None => phrase("session-puzzle-lets-go", args).say(lang),
    }
}

/// How the game stands at the end of the solution, in `lang`, when it has ended there.
fn solution_end(p: &Puzzle, lang: Lang) -> Option<String> {
    let mut game = p.start().ok()?;
    for action in &p.solution {
        let seat = game.to_move().actor()?;
        game.play(seat, action).ok()?;
    }
    let outcome = game.outcome()?;
    let mut names: Vec<String> = outcome
        .winners
        .iter()
        .map(|s| game.seat_name_in(s, lang))
        .collect();
    let args = Args::new().text("reason", outcome.reason_in(lang));
    Some(match names.pop() {
        None => phrase("session-puzzle-ends", args).say(lang),
        Some(last) if names.is_empty() => {
            phrase("session-puzzle-ends-won", args.text("who", last)).say(lang)
        }
        Some(last) => {
            let both = Args::new()
                .text("first", names.join(", "))
                .text("last", last);
            let who = phrase("session-puzzle-and", both).say(lang);
            phrase("session-puzzle-ends-shared", args.text("who", who)).say(lang)
        }
    })
}

/// Who played an action, and whose side the board is drawn from.
#[derive(Clone, Copy)]
struct Seats {
    seat: Seat,
    solver: Seat,
}

fn step(
    before: &dyn DynGame,
    after: &dyn DynGame,
    seats: Seats,
    action: &str,
    lang: Lang,
) -> PuzzleStep {
    let Seats { seat, solver } = seats;
    let observer = Observer::Seat(solver);
    PuzzleStep {
        action: action.to_string(),
        seat: seat + 1,
        text: before
            .describe(seat, action, observer, lang)
            .unwrap_or_else(|_| action.to_string()),
        board: draw(after, solver, None, before.clicks(seat, action), lang),
    }
}

/// `game` from the solver's side, with `chooser`'s choices, its words in `lang`.
fn draw(
    game: &dyn DynGame,
    solver: Seat,
    chooser: Option<Seat>,
    marks: Vec<String>,
    lang: Lang,
) -> WireBoard {
    wire_board(
        game,
        Observer::Seat(solver),
        Side(solver),
        chooser,
        marks,
        lang,
    )
}
