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

/// A bad game option. Its `Display` is its English sentence, for logs; a front end
/// says it in its reader's language with [`OptionError::say`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// `known`: the game's keys, comma-separated; empty when it has none.
    UnknownKey {
        key: String,
        known: String,
    },
    /// `expected`: what the option takes, e.g. "a whole number from 2 to 10".
    BadValue {
        key: String,
        value: String,
        expected: Phrase,
    },
    /// Options each allowed on their own, refused together: the game says why.
    Conflict(Phrase),
    Syntax(String),
    /// A value naming a file, from a front end that may not read this host's files.
    FileRefused {
        key: String,
        value: String,
        /// The named choices, comma-separated.
        choices: String,
    },
}

impl OptionError {
    /// The error in `lang`; in English, exactly its `Display`.
    pub fn say(&self, lang: Lang) -> String {
        let (id, args) = match self {
            OptionError::UnknownKey { key, known } if known.is_empty() => (
                "core-option-unknown-none",
                Args::new().text("key", key.as_str()),
            ),
            OptionError::UnknownKey { key, known } => (
                "core-option-unknown",
                Args::new()
                    .text("key", key.as_str())
                    .text("known", known.as_str()),
            ),
            OptionError::BadValue {
                key,
                value,
                expected,
            } => (
                "core-option-bad-value",
                Args::new()
                    .text("key", key.as_str())
                    .text("value", value.as_str())
                    .phrase("expected", expected),
            ),
            OptionError::Conflict(why) => ("core-option-conflict", Args::new().phrase("why", why)),
            OptionError::Syntax(item) => (
                "core-option-syntax",
                Args::new().text("item", item.as_str()),
            ),
            OptionError::FileRefused { key, choices, .. } => (
                "core-option-file-refused",
                Args::new()
                    .text("key", key.as_str())
                    .text("choices", choices.as_str()),
            ),
        };
        WORDS.say(lang, id, &args)
    }
}

impl std::fmt::Display for OptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for OptionError {}

/// A state encoding that could not be read back: what is wrong with it, said in a
/// reader's language where the game gives its words ([`DecodeError::said`]), as
/// written where it does not ([`DecodeError::new`]). A person meets it on pasting a
/// position (an analysis board); its `Display` is its English sentence, for logs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    detail: Phrase,
}

impl DecodeError {
    /// The detail as written, the same in every language.
    pub fn new(msg: impl Into<String>) -> Self {
        let args = Args::new().text("text", msg.into());
        DecodeError::said(Phrase::new(&WORDS, "core-untranslated", args))
    }

    /// The detail in the game's words.
    pub fn said(detail: Phrase) -> Self {
        DecodeError { detail }
    }

    /// What is wrong with the state, to be said in a reader's language.
    pub fn detail(&self) -> &Phrase {
        &self.detail
    }

    /// The error in `lang`; in English, exactly its `Display`.
    pub fn say(&self, lang: Lang) -> String {
        let args = Args::new().phrase("reason", &self.detail);
        WORDS.say(lang, "core-cannot-decode", &args)
    }
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for DecodeError {}

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
    fn option_errors_say_themselves_in_the_readers_language() {
        let expected = crate::options::parse_int("size", "12", 3u8, 9).unwrap_err();
        assert_eq!(
            expected.to_string(),
            "option size=12 is not valid: expected a whole number from 3 to 9"
        );
        assert_eq!(
            expected.say(Lang::Fr),
            "l'option size=12 n'est pas valable : il faut un nombre entier de 3 à 9"
        );
        let why = Phrase::new(
            &WORDS,
            "core-option-values",
            Args::new().text("values", "x|y"),
        );
        let conflict = OptionError::Conflict(why);
        assert_eq!(conflict.to_string(), "options do not fit together: x|y");
        assert_eq!(
            conflict.say(Lang::De),
            "die Optionen passen nicht zusammen: x|y"
        );
        let none = OptionError::UnknownKey {
            key: "size".into(),
            known: String::new(),
        };
        assert_eq!(
            none.to_string(),
            "unknown option 'size' (this game has: no options)"
        );
        assert_eq!(
            none.say(Lang::It),
            "opzione sconosciuta 'size' (questo gioco non ha opzioni)"
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
