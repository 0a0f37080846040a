//! The Cubist game API.
//!
//! Two levels share one set of rules per game:
//!
//! * [`Game`] — the fast, statically typed level. Search code (MCTS, alpha-beta,
//!   solvers) is generic over it and pays no dynamic dispatch or allocation per move.
//! * [`DynGame`] — a thin type-erased level built automatically from any `Game` by
//!   [`Erased`]. Front ends (CLI, engine protocol, server) speak only text and JSON
//!   through it, so adding a game means writing its rules once.
//!
//! Players are [`Seat`]s `0..n`. A turn may be several actions by the same seat (the
//! game simply keeps returning that seat from [`Game::to_move`]). Chance comes from a
//! seeded RNG kept inside the state, so a game replays exactly from its seed and its
//! actions. Hidden information is handled by per-observer [`Game::view`]s and by
//! [`Game::determinize`], which builds a full state from a view alone. Simultaneous
//! secret choices are a [`ToMove::Simultaneous`] set of seats that each commit an action.
//!
//! This crate knows no game: games depend on it, never the other way round.

mod erased;
mod error;
mod game;
mod hints;
mod lesson;
mod numeric;
mod options;
mod outcome;
pub mod picture;
pub mod positions;
mod record;
mod registry;
mod render;
mod rng;
mod rules_text;
mod seat;
pub mod side;
pub mod testing;
mod time_control;
pub mod wire;
mod words;

pub use cubist_words::{Args, Catalogue, Lang, Phrase};
pub use erased::{DynGame, Erased};
pub use error::{DecodeError, NotationError, OptionError, PlayError, RuleError};
pub use game::{legal_actions_vec, Game};
pub use hints::{LevelLadder, LevelSearch, Playout, SearchHints, SecretChoice};
pub use lesson::{LessonStep, LessonWords};
pub use numeric::{legal_mask, observation, shape_len, NumericGame, NumericVisitor};
pub use options::{
    parse_choice, parse_int, parse_pairs, FirstPlayer, GameOptions, OptionDomain, OptionField,
    OptionPairs, OptionSpec, Trust,
};
pub use outcome::{Outcome, Reason};
pub use picture::{Choice, Panel, Picture, SeatColour, Svg};
pub use positions::{PositionIndex, Predecessor};
pub use record::{
    GameRecord, RecordError, RecordedAction, RecordedEvent, SeatEvent, RECORD_FORMAT,
};
pub use registry::{CreateVisitor, DecodeVisitor, GameInfo, GameVisitor, InfoVisitor};
pub use render::{Palette, RenderStyle};
pub use rng::{game_rng, GameRng};
pub use rules_text::{without_comment, RulesTexts};
pub use seat::{Observer, Seat, SeatSet, ToMove};
pub use side::{Side, Turn};
pub use time_control::{
    parse_time_control, TimeControl, TimeControlError, MAX_CONTROL_MS, MIN_CONTROL_MS,
};
pub use wire::{
    wire_schema, wire_schema_text, wire_seat, wire_view, WireEnvelope, WireResult, WireSeat,
    WireTurn,
};
pub use words::{and_list, ALL_LANGS, WORDS};
