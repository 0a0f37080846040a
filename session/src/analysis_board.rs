//! The analysis board's answer: any position of any game (a start, an encoding a
//! player typed, a finished game's start), a line of moves played from it by either
//! side, and the engine's best few moves there with their values.
//!
//! The position is the whole state (the player gave it, so nothing is hidden from
//! them); the engine still values the mover's decision from the mover's view, as
//! [`cubist_ai::appraise`] does in a review, exact where the endgame tables or the
//! solver know the position. Nothing here knows a game.

use std::collections::BTreeMap;
use std::sync::Arc;

use cubist_ai::appraise::{appraise, Exact, Source};
use cubist_ai::endgame::{default_tables, verdict_words};
use cubist_ai::pace::Pacing;
use cubist_ai::{make_agent, AgentSpec, Control};
use cubist_core::{
    Args, DynGame, Erased, Game, GameOptions, GameVisitor, Lang, Observer, PlayError, Seat, Side,
    Trust, WireResult,
};
use cubist_words::Phrase;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::review::{Line, DEFAULT_EXACT_STATES};
use crate::view::wire_board;
use crate::words::phrase;
use crate::WireBoard;

/// Version of [`PositionAnalysis`]'s and [`AnalysisRequest`]'s shapes; any change to
/// them changes this number.
pub const ANALYSIS_FORMAT: u32 = 2;

/// The most moves a line may have, the longest a move and a position may be.
pub const MAX_LINE: usize = 2_000;
pub const MAX_MOVE_LEN: usize = 64;
pub const MAX_POSITION_LEN: usize = 16_384;
/// How many of the best moves the engine lists.
pub const TOP: usize = 3;

/// A position to analyse: a game's start (with `options`) or an encoded position,
/// and a line of moves played from it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AnalysisRequest {
    /// The game's name (`squadro`).
    pub game: String,
    /// The start's options; only without `position` (an encoding carries its own).
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// A position in the game's own text encoding; absent: the start for `options`.
    #[serde(default)]
    pub position: Option<String>,
    /// Actions in the game's notation, played in order from the position, each by the
    /// (first) seat to move.
    #[serde(default)]
    pub moves: Vec<String>,
    /// Draw the board from the next seat's side (the Flip button).
    #[serde(default)]
    pub flip: bool,
}

/// The position after a line, and what the engine makes of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PositionAnalysis {
    /// [`ANALYSIS_FORMAT`].
    pub format: u32,
    pub game: String,
    pub title: String,
    /// The position's options as the game normalised them.
    pub options: BTreeMap<String, String>,
    /// The encoding of the position the line starts from.
    pub start: String,
    /// The encoding of the position after the line.
    pub position: String,
    /// The line, as played.
    pub moves: Vec<PlayedMove>,
    /// Each seat's name, seat 1 first.
    pub seats: Vec<String>,
    /// Seats (from 1) to move; empty when the game is over.
    pub to_move: Vec<usize>,
    /// Whether the game is over after the line.
    pub over: bool,
    pub result: Option<WireResult>,
    /// The result in words, e.g. "Light wins (4 pieces home)".
    pub result_text: Option<String>,
    /// The position drawn from the side asked for, seen by that seat, with the
    /// legal actions of the (first) seat to move and their click ids.
    pub board: WireBoard,
    /// The engine's best moves for the (first) seat to move; absent when the game is
    /// over.
    pub engine: Option<EngineLines>,
}

/// One move of the line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayedMove {
    /// The mover, from 1.
    pub seat: usize,
    /// In the game's notation, as sent.
    pub action: String,
    /// In words, as the game says it.
    pub text: String,
}

/// The engine's view of the position: the best few moves, multi-PV.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EngineLines {
    /// The seat the moves are for (from 1).
    pub seat: usize,
    /// The level that searched where nothing exact is known, as a spec.
    pub level: String,
    /// Where the values come from: `tables`, `solver` or `search`.
    pub source: String,
    /// Up to [`TOP`] moves, best first, each with the mover's expected result in
    /// `[0, 1]` after it and its exact value in words where known (`win in 7`).
    pub top: Vec<Line>,
}

/// How the engine thinks.
#[derive(Clone, Debug)]
pub struct AnalysisSettings {
    /// The level that searches where nothing exact is known.
    pub level: AgentSpec,
    pub seed: u64,
    /// States the solver may memoise for a position (0: no solver).
    pub exact_states: usize,
    /// Read the endgame tables from the default directory (`CUBIST_TABLES`).
    pub tables: bool,
    /// Take turns in this pool of search threads.
    pub pacing: Option<Pacing>,
    /// The language of the words: moves, seats, the result.
    pub lang: Lang,
}

impl AnalysisSettings {
    /// `level`, seed 0, the solver's default limit, the tables, no pool.
    pub fn new(level: AgentSpec) -> Self {
        AnalysisSettings {
            level,
            seed: 0,
            exact_states: DEFAULT_EXACT_STATES,
            tables: true,
            pacing: None,
            lang: Lang::En,
        }
    }
}

/// Why a request cannot be analysed; each says what to change.
#[derive(Debug, Error, PartialEq)]
pub enum AnalysisError {
    #[error("{}", self.say(Lang::En))]
    UnknownGame(String),
    #[error("{}", self.say(Lang::En))]
    Options(String),
    #[error("{}", self.say(Lang::En))]
    OptionsAndPosition,
    #[error("{}", self.say(Lang::En))]
    Position(String),
    #[error("{}", self.say(Lang::En))]
    Move {
        /// From 1.
        number: usize,
        action: String,
        why: Phrase,
    },
    #[error("{}", self.say(Lang::En))]
    TooLong,
    /// The engine failed on a position it was given (a fault of this program).
    #[error("{}", self.say(Lang::En))]
    Engine(String),
}

impl AnalysisError {
    /// What to change, in `lang` (details from the options' and positions' readers
    /// are in their own words).
    pub fn say(&self, lang: Lang) -> String {
        let (id, args) = match self {
            AnalysisError::UnknownGame(g) => (
                "session-analysis-unknown-game",
                Args::new().text("game", g.clone()),
            ),
            AnalysisError::Options(why) => (
                "session-analysis-options",
                Args::new().text("why", why.clone()),
            ),
            AnalysisError::OptionsAndPosition => {
                ("session-analysis-options-and-position", Args::new())
            }
            AnalysisError::Position(why) => (
                "session-analysis-position",
                Args::new().text("why", why.clone()),
            ),
            AnalysisError::Move {
                number,
                action,
                why,
            } => (
                "session-analysis-move",
                Args::new()
                    .number("number", *number as f64)
                    .text("action", action.clone())
                    .phrase("why", why),
            ),
            AnalysisError::TooLong => (
                "session-analysis-too-long",
                Args::new().number("max", MAX_LINE as f64),
            ),
            AnalysisError::Engine(why) => (
                "session-analysis-engine",
                Args::new().text("why", why.clone()),
            ),
        };
        phrase(id, args).say(lang)
    }
}

/// A game's refusal of a move, said in the reader's language when the error is.
fn refusal(e: PlayError) -> Phrase {
    phrase(
        "session-game-says",
        Args::new().said("words", move |lang| e.say(lang)),
    )
}

/// The position `request`'s line reaches, as its `position_key`: what a site compares
/// with the positions of running games before the engine looks at it. Refuses what
/// [`analyse_position`] refuses, for the same reasons.
pub fn line_position_key(request: &AnalysisRequest) -> Result<u64, AnalysisError> {
    check_sizes(request)?;
    known(request)?;
    let mut game = start(request)?;
    for (i, action) in request.moves.iter().enumerate() {
        play(game.as_mut(), i + 1, action, Lang::En)?;
    }
    Ok(game.position_key())
}

/// Play `request`'s line and analyse the position it reaches.
pub fn analyse_position(
    request: &AnalysisRequest,
    settings: &AnalysisSettings,
) -> Result<PositionAnalysis, AnalysisError> {
    check_sizes(request)?;
    let info = known(request)?;
    let mut game = start(request)?;
    let start = game.encode();
    let mut moves = Vec::with_capacity(request.moves.len());
    let lang = settings.lang;
    for (i, action) in request.moves.iter().enumerate() {
        moves.push(play(game.as_mut(), i + 1, action, lang)?);
    }
    let players = game.num_players();
    let side = if request.flip {
        Side(0).flipped(players)
    } else {
        Side(0)
    };
    let to_move: Vec<Seat> = game.to_move().seats().iter().collect();
    let mover = to_move.first().copied();
    let marks = match (request.moves.last(), moves.last()) {
        (Some(last), Some(m)) => before_last(request, &start, m.seat - 1, last),
        _ => Vec::new(),
    };
    let board = wire_board(
        game.as_ref(),
        Observer::Seat(side.0),
        side,
        mover,
        marks,
        lang,
    );
    let outcome = game.outcome();
    let engine = match mover {
        Some(seat) if outcome.is_none() => Some(engine(game.as_ref(), seat, settings)?),
        _ => None,
    };
    Ok(PositionAnalysis {
        format: ANALYSIS_FORMAT,
        game: info.name.to_string(),
        title: info.title.to_string(),
        options: game.options(),
        start,
        position: game.encode(),
        moves,
        seats: (0..players).map(|s| game.seat_name_in(s, lang)).collect(),
        to_move: to_move.iter().map(|s| s + 1).collect(),
        over: outcome.is_some(),
        result: outcome.as_ref().map(WireResult::from),
        result_text: outcome
            .as_ref()
            .map(|o| o.describe(|s| game.seat_name_in(s, lang), lang)),
        board,
        engine,
    })
}

/// The game `request` names, exactly as the catalogue names it.
fn known(request: &AnalysisRequest) -> Result<cubist_core::GameInfo, AnalysisError> {
    cubist_games::info(&request.game)
        .ok()
        .filter(|i| i.name == request.game)
        .ok_or_else(|| AnalysisError::UnknownGame(clip(&request.game)))
}

/// Refuse what is too big to be a position or a line.
fn check_sizes(request: &AnalysisRequest) -> Result<(), AnalysisError> {
    if request.moves.len() > MAX_LINE {
        return Err(AnalysisError::TooLong);
    }
    if request
        .position
        .as_ref()
        .is_some_and(|p| p.len() > MAX_POSITION_LEN)
    {
        return Err(AnalysisError::Position(format!(
            "longer than {MAX_POSITION_LEN} bytes"
        )));
    }
    if let Some((i, m)) = request
        .moves
        .iter()
        .enumerate()
        .find(|(_, m)| m.len() > MAX_MOVE_LEN)
    {
        return Err(AnalysisError::Move {
            number: i + 1,
            action: clip(m),
            why: phrase("session-analysis-move-long", Args::new()),
        });
    }
    Ok(())
}

/// The position the line starts from.
fn start(request: &AnalysisRequest) -> Result<Box<dyn DynGame>, AnalysisError> {
    match &request.position {
        Some(_) if !request.options.is_empty() => Err(AnalysisError::OptionsAndPosition),
        Some(text) => cubist_games::decode(&request.game, text.trim())
            .map_err(|e| AnalysisError::Position(e.to_string())),
        None => cubist_games::create(&request.game, &request.options, 0)
            .map_err(|e| AnalysisError::Options(e.to_string())),
    }
}

/// Play move `number` (`action`) for the first seat to move that may play it, saying
/// it in `lang`.
fn play(
    game: &mut dyn DynGame,
    number: usize,
    action: &str,
    lang: Lang,
) -> Result<PlayedMove, AnalysisError> {
    let refused = |why: Phrase| AnalysisError::Move {
        number,
        action: clip(action),
        why,
    };
    let seats: Vec<Seat> = game.to_move().seats().iter().collect();
    if seats.is_empty() {
        return Err(refused(phrase("session-analysis-over", Args::new())));
    }
    let mut why = None;
    for &seat in &seats {
        match game.check(seat, action) {
            Ok(()) => {
                let text = game
                    .describe(seat, action, Observer::Seat(seat), lang)
                    .unwrap_or_else(|_| action.to_string());
                game.play(seat, action).map_err(|e| refused(refusal(e)))?;
                return Ok(PlayedMove {
                    seat: seat + 1,
                    action: action.to_string(),
                    text,
                });
            }
            Err(e) if why.is_none() => why = Some(refusal(e)),
            Err(_) => {}
        }
    }
    let why = why.unwrap_or_else(|| phrase("session-analysis-over", Args::new()));
    Err(refused(why))
}

/// The click ids that make the line's last move, from the position before it
/// (replayed: the line is short work next to a search).
fn before_last(request: &AnalysisRequest, start: &str, seat: Seat, last: &str) -> Vec<String> {
    let Ok(mut game) = cubist_games::decode(&request.game, start) else {
        return Vec::new();
    };
    for (i, action) in request.moves.iter().enumerate().rev().skip(1).rev() {
        if play(game.as_mut(), i + 1, action, Lang::En).is_err() {
            return Vec::new();
        }
    }
    game.clicks(seat, last)
}

/// The engine's best moves for `seat` in `game`.
fn engine(
    game: &dyn DynGame,
    seat: Seat,
    settings: &AnalysisSettings,
) -> Result<EngineLines, AnalysisError> {
    cubist_games::visit(
        game.name(),
        EngineVisitor {
            game,
            seat,
            settings,
        },
    )
    .map_err(|_| AnalysisError::UnknownGame(game.name().to_string()))?
}

struct EngineVisitor<'a> {
    game: &'a dyn DynGame,
    seat: Seat,
    settings: &'a AnalysisSettings,
}

impl GameVisitor for EngineVisitor<'_> {
    type Output = Result<EngineLines, AnalysisError>;
    fn visit<G: Game>(self) -> Self::Output {
        let state = &self
            .game
            .as_any()
            .downcast_ref::<Erased<G>>()
            .ok_or_else(|| AnalysisError::Engine("the position is of another game".into()))?
            .0;
        let seat = self.seat;
        let s = self.settings;
        let tables = match G::Options::from_pairs_with(&self.game.options(), Trust::Remote) {
            Ok(options) if s.tables && G::PERFECT_INFORMATION => {
                default_tables::<G>(&options).unwrap_or(None)
            }
            _ => None,
        };
        let mut exact = Exact::new(tables, s.exact_states);
        let mut agent = make_agent::<G>(&s.level, state.num_players(), s.seed)
            .map_err(|e| AnalysisError::Engine(e.to_string()))?;
        if let Some(t) = exact.tables() {
            agent.use_tables(Arc::clone(t));
        }
        agent.set_control(Control {
            stop: None,
            pacing: s.pacing.clone(),
        });
        let view = state.view(Observer::Seat(seat));
        agent
            .prepare(&view, seat)
            .map_err(|e| AnalysisError::Engine(e.to_string()))?;
        let appraisal = appraise(agent.as_mut(), &mut exact, &view, seat, None)
            .ok_or_else(|| AnalysisError::Engine("the game does not wait on the mover".into()))?;
        let top = appraisal
            .top(TOP)
            .into_iter()
            .map(|v| Line {
                action: state.format_action(seat, v.action),
                text: Some(state.describe(seat, v.action, Observer::Seat(seat), s.lang)),
                expected: (v.expected() * 10_000.0).round() / 10_000.0,
                exact: v.exact.map(verdict_words),
            })
            .collect();
        Ok(EngineLines {
            seat: seat + 1,
            level: s.level.to_string(),
            source: match appraisal.source {
                Source::Tables => "tables",
                Source::Solver => "solver",
                Source::Search => "search",
            }
            .into(),
            top,
        })
    }
}

/// At most 32 characters of what a client sent, for a message.
fn clip(text: &str) -> String {
    let mut s: String = text.chars().take(32).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s
}

/// The JSON Schemas of [`AnalysisRequest`] and [`PositionAnalysis`], as committed in
/// `docs/wire/session/`.
pub fn analysis_schema_texts() -> (String, String) {
    let text =
        |s: schemars::Schema| serde_json::to_string_pretty(&s).expect("schemas serialise") + "\n";
    (
        text(schemars::schema_for!(AnalysisRequest)),
        text(schemars::schema_for!(PositionAnalysis)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> AnalysisSettings {
        AnalysisSettings::new("easy".parse().expect("a level"))
    }

    fn request(game: &str, moves: &[&str]) -> AnalysisRequest {
        AnalysisRequest {
            game: game.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn a_line_is_played_and_the_engine_lists_its_best_moves() {
        let a = analyse_position(&request("squadro", &["1", "2"]), &settings()).unwrap();
        assert_eq!(a.moves.len(), 2);
        // Two moves later the first mover (Squadro's start chooses it) moves again.
        assert_eq!(a.to_move, vec![a.moves[0].seat]);
        assert!(!a.board.choices.is_empty());
        assert!(!a.board.marks.is_empty(), "the last move is marked");
        let engine = a.engine.expect("the game goes on");
        assert_eq!(engine.top.len(), TOP);
        assert!(engine.top.iter().all(|l| (0.0..=1.0).contains(&l.expected)));
        // The position's encoding reproduces it.
        let again = AnalysisRequest {
            position: Some(a.position.clone()),
            ..request("squadro", &[])
        };
        assert_eq!(
            analyse_position(&again, &settings()).unwrap().position,
            a.position
        );
    }

    #[test]
    fn bad_input_is_refused_naming_what_is_wrong() {
        let e = analyse_position(&request("squadro", &["1", "9"]), &settings()).unwrap_err();
        assert!(
            matches!(e, AnalysisError::Move { number: 2, ref action, .. } if action == "9"),
            "{e}"
        );
        let e = analyse_position(&request("chess", &[]), &settings()).unwrap_err();
        assert_eq!(e, AnalysisError::UnknownGame("chess".into()));
        let garbage = AnalysisRequest {
            position: Some("\u{0}\u{ffff}not a position".into()),
            ..request("squadro", &[])
        };
        assert!(matches!(
            analyse_position(&garbage, &settings()),
            Err(AnalysisError::Position(_))
        ));
    }
}
