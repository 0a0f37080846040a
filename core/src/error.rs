//! Errors a caller can get back. None of them leaves a game changed.

use cubist_words::{Args, Lang, Phrase};
use thiserror::Error;

use crate::{Seat, WORDS};

/// Why an action may not be played now. The text is written for players.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not player {}'s turn", .0 + 1)]
    NotYourTurn(Seat),
    #[error("there is no player {}", .0 + 1)]
    NoSuchSeat(Seat),
    /// The game's own plain-words explanation, said in a reader's language.
    #[error("{0}")]
    Illegal(Phrase),
}

impl RuleError {
    /// A reason of the core catalogue (for rules every game shares).
    pub(crate) fn core(id: &'static str, args: Args) -> Self {
        RuleError::Illegal(Phrase::new(&WORDS, id, args))
    }

    /// The error in `lang`; in English, exactly its `Display`.
    pub fn say(&self, lang: Lang) -> String {
        let player = |s: &Seat| Args::new().number("player", (*s + 1) as f64);
        match self {
            RuleError::GameOver => WORDS.say(lang, "core-game-over", &Args::new()),
            RuleError::NotYourTurn(s) => WORDS.say(lang, "core-not-your-turn", &player(s)),
            RuleError::NoSuchSeat(s) => WORDS.say(lang, "core-no-such-seat", &player(s)),
            RuleError::Illegal(why) => why.say(lang),
        }
    }
}

/// Text that is not an action in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot read '{input}' as an action: {expected}")]
pub struct NotationError {
    pub input: String,
    /// What the notation expects, e.g. "a lane number from 1 to 5": the game's own
    /// message, said in the reader's language.
    pub expected: Phrase,
}

impl NotationError {
    /// `input` is not an action; the game says what it `expected` in its catalogue.
    pub fn new(input: &str, expected: Phrase) -> Self {
        NotationError {
            input: input.to_string(),
            expected,
        }
    }

    /// What was expected as plain text, the same in every language: for games
    /// written for tests, whose notation has no catalogue.
    pub fn untranslated(input: &str, expected: impl Into<String>) -> Self {
        let args = Args::new().text("text", expected.into());
        NotationError::new(input, Phrase::new(&WORDS, "core-untranslated", args))
    }

    /// The error in `lang`; in English, exactly its `Display`.
    pub fn say(&self, lang: Lang) -> String {
        let args = Args::new()
            .text("input", self.input.as_str())
            .phrase("expected", &self.expected);
        WORDS.say(lang, "core-cannot-read", &args)
    }
}

/// Either kind of failure of a text action at the type-erased level.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("illegal move: {0}")]
    Rule(#[from] RuleError),
}

impl PlayError {
    /// The error in `lang`; in English, exactly its `Display`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            PlayError::Notation(e) => e.say(lang),
            PlayError::Rule(e) => {
                let args = Args::new().text("why", e.say(lang));
                WORDS.say(lang, "core-illegal-move", &args)
            }
        }
    }
}

/// A bad game option.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionError {
    #[error("unknown option '{key}' (this game has: {known})")]
    UnknownKey { key: String, known: String },
    #[error("option {key}={value} is not valid: expected {expected}")]
    BadValue {
        key: String,
        value: String,
        expected: String,
    },
    #[error("options do not fit together: {0}")]
    Conflict(String),
    #[error("option '{0}' has no '=': write key=value")]
    Syntax(String),
    /// A value naming a file, from a front end that may not read this host's files.
    #[error("{key} files can be given only on the command line; choose one of {choices}")]
    FileRefused {
        key: String,
        value: String,
        /// The named choices, comma-separated.
        choices: String,
    },
}

/// A state encoding that could not be read back.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot decode game state: {0}")]
pub struct DecodeError(pub String);

impl DecodeError {
    pub fn new(msg: impl Into<String>) -> Self {
        DecodeError(msg.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_say_themselves_in_english_as_they_display() {
        let errors = [
            PlayError::Rule(RuleError::GameOver),
            PlayError::Rule(RuleError::NotYourTurn(1)),
            PlayError::Rule(RuleError::NoSuchSeat(4)),
            PlayError::Notation(NotationError::new(
                "x9",
                Phrase::new(&WORDS, "core-empty-action", Args::new()),
            )),
        ];
        for e in errors {
            assert_eq!(e.say(Lang::En), e.to_string());
        }
        assert_eq!(
            PlayError::Rule(RuleError::NotYourTurn(1)).to_string(),
            "illegal move: it is not player 2's turn"
        );
    }

    #[test]
    fn errors_say_themselves_in_the_readers_language() {
        let e = PlayError::Rule(RuleError::NotYourTurn(1));
        assert_eq!(
            e.say(Lang::It),
            "mossa non valida: non è il turno del giocatore 2"
        );
        let why = Phrase::new(&WORDS, "core-no-play-chance", Args::new());
        let e = RuleError::Illegal(why);
        assert_eq!(e.to_string(), "this play has no chance event");
        assert_eq!(e.say(Lang::De), "dieser Zug hat kein Zufallsereignis");
    }
}
