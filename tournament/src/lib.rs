//! Tournament pairings and scores, for every Cubist game.
//!
//! This crate knows no game and does no I/O besides its text formats: it takes
//! players, their standings and their history, and says who meets whom next and
//! who moves first. Front ends (the server, the terminal) keep the tournaments and
//! run the games through the session; the rules of pairing live here once.
//!
//! * [`round_robin`] — everyone meets everyone, by the Berger tables.
//! * [`arena`] — lichess-style arenas: points with streaks and berserk, and the
//!   pairing of each wave of waiting players.
//! * [`swiss`] — the Swiss system by the FIDE Dutch rules (Handbook C.04.3).
//! * [`standings`] — score, then Buchholz and Sonneborn–Berger.
//! * [`trf`] — the FIDE tournament report file (TRF16), written and read.
//! * [`tables`] — tables of three to six for games of more than two players.
//!
//! Every refusal has a `phrase()` from the crate's catalogue ([`WORDS`], `locales/`)
//! and `say(lang)`; its `Display` is the English.
//!
//! See `docs/tournaments.md` for the methods and their fairness.

pub mod arena;
pub mod round_robin;
pub mod standings;
pub mod swiss;
pub mod tables;
pub mod trf;
mod words;

pub use words::WORDS;
