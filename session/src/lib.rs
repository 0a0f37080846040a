//! Matches between people and computer players, shared by every front end.
//!
//! The terminal, the engine protocol, the game server and the Python bindings all run
//! games through this crate, so the rules of running a match are written once:
//!
//! * [`Match`] — one game between seats that are [`Player::Human`] or
//!   [`Player::Computer`]: whose turn it is, submitting an action with the number of
//!   actions the submitter saw (a stale submit is refused), secret simultaneous
//!   choices, computer moves on their own thread (cancellable), the undo policy, the
//!   record, the seed policy, and per-observer [`MatchView`]s.
//! * [`saves`] — record files; the seed of a game whose seed is secret is sealed
//!   while the game runs.
//! * [`series`] and [`tournament`] — many computer-vs-computer games, for
//!   self-play statistics and rating tables.
//! * [`arena`] — games between typed agents, for research and tests.
//! * [`lesson_view`] and [`judge`] — a game's lesson, step by step, and the verdict
//!   on a learner's move.
//! * [`EngineBoard`] — a position with free undo and an engine, for tools that may
//!   see everything (the engine protocol).
//! * [`analysis_board`] — the analysis board of the web: a position, a line played
//!   from it by either side, and the engine's best few moves there.
//!
//! The seed fixes every shuffle and every die, so whoever knows it knows what is to
//! come: while a game with hidden information or chance runs, its seed and its record
//! reach no seat (see [`Match::seed_is_secret`]).

pub mod analysis_board;
pub mod arena;
mod clock;
mod clocks;
mod computer;
pub mod elo;
mod engine_board;
mod engine_board_clock;
mod error;
mod game_match;
mod leaving;
mod lesson;
mod names;
mod player;
pub mod puzzle;
pub mod puzzle_make;
mod puzzle_play;
mod replay;
mod requests;
pub mod review;
mod round;
pub mod saves;
pub mod schema_files;
mod seal;
mod seating;
pub mod seeds;
pub mod series;
mod timing;
pub mod tournament;
mod view;
mod words;

pub use clock::{system_clock, Clock, ManualClock, SystemClock};
pub use clocks::{ClockReading, QUOTA_GAIN_MS, QUOTA_MAX_MS, QUOTA_START_MS};
pub use computer::{Cancelled, Thinking, Thought};
pub use engine_board::{Advice, EngineBoard};
pub use error::{SessionError, SubmitError, UndoError};
pub use game_match::{Match, Played};
pub use lesson::{
    judge, lesson_list, lesson_verdict_schema_text, lesson_view, lesson_view_schema_text,
    LessonError, LessonList, LessonListing, LessonStepView, LessonVerdict, LessonView, Verdict,
    LESSON_FORMAT,
};
pub use player::{Player, PlayerKind};
pub use puzzle_play::{
    attempt_puzzle, attempt_puzzle_in, puzzle_board, puzzle_board_in, AttemptError, AttemptResult,
    PuzzleAttempt, PuzzleStep, PUZZLE_ATTEMPT_FORMAT,
};
pub use replay::replay_view;
pub use requests::{Request, RequestError};
pub use round::play_round;
pub use seal::{SealError, SealKey};
pub use seating::{describe_event, describe_event_in, Departure, Gone, StandIn};
pub use view::{
    match_view_schema_text, MatchView, SeatEntry, SeatRating, WireAction, WireBoard, WireChoice,
    WireClock, WireEvent, WirePanel, MATCH_VIEW_VERSION,
};
pub use words::WORDS;
