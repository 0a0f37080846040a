//! Every sentence a person reads comes from a message catalogue: Project Fluent
//! files, English the source, one file per language and per part (docs/translating.md).
//!
//! * [`Lang`] — the languages the project speaks, and how a request or a terminal
//!   chooses one ([`Lang::from_accept_language`], [`Lang::from_env`]).
//! * [`Catalogue`] — one part's messages in every language, read once and shared by
//!   every thread; [`Catalogue::say`] renders a message in a language, falling back
//!   to English, so a missing translation shows English rather than nothing.
//! * [`Catalogue::problems`] — the checks a catalogue must pass: every English id in
//!   every language, no argument left out or made up, every file readable.
//!
//! This crate knows no game: each game keeps its own catalogue next to its rules.

mod args;
mod catalogue;
mod check;
mod lang;
mod phrase;
mod pseudo;

pub use args::{Args, Said, Value};
pub use catalogue::Catalogue;
pub use check::Problem;
pub use lang::Lang;
pub use phrase::Phrase;
pub use pseudo::pseudo;

/// A catalogue of the files `DIR/en.ftl`, `DIR/it.ftl`, `DIR/fr.ftl`, `DIR/es.ftl` and
/// `DIR/de.ftl`, relative to the calling file, built into the binary.
#[macro_export]
macro_rules! catalogue {
    ($name:expr, $dir:literal) => {
        $crate::Catalogue::new(
            $name,
            [
                include_str!(concat!($dir, "/en.ftl")),
                include_str!(concat!($dir, "/it.ftl")),
                include_str!(concat!($dir, "/fr.ftl")),
                include_str!(concat!($dir, "/es.ftl")),
                include_str!(concat!($dir, "/de.ftl")),
            ],
        )
    };
}
