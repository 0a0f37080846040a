//! Why a review failed, stored as a stable word and said in the reader's language
//! when read: the job that fails has no reader, and its readers may each speak
//! another language. The details (an operating system's error, the engine's
//! words) go to the log for the operator.

use cubist_words::{Lang, Phrase};

use crate::words::phrase;

/// Why a review failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The server reviewing it stopped (or lost its claim) before it finished.
    Stopped,
    /// The review's thread could not be started.
    NotStarted,
    /// The review's thread ended without sending a result.
    NoResult,
    /// The review itself refused the record or its settings.
    Refused,
}

impl Failure {
    /// The word stored for it.
    pub fn code(self) -> &'static str {
        match self {
            Failure::Stopped => "stopped",
            Failure::NotStarted => "not-started",
            Failure::NoResult => "no-result",
            Failure::Refused => "refused",
        }
    }

    /// The failure a stored word names; a word this server does not know (a row
    /// written before failures were stored as words) reads as [`Failure::Refused`].
    pub fn from_code(code: &str) -> Failure {
        [
            Failure::Stopped,
            Failure::NotStarted,
            Failure::NoResult,
            Failure::Refused,
        ]
        .into_iter()
        .find(|f| f.code() == code)
        .unwrap_or(Failure::Refused)
    }

    /// What a player reads after "The review failed:".
    pub fn phrase(self) -> Phrase {
        match self {
            Failure::Stopped => phrase!("review-failed-stopped"),
            Failure::NotStarted => phrase!("review-failed-not-started"),
            Failure::NoResult => phrase!("review-failed-no-result"),
            Failure::Refused => phrase!("review-failed-refused"),
        }
    }

    /// [`Failure::phrase`] in `lang`.
    pub fn say(self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_failure_is_stored_and_read_back_as_itself() {
        for f in [
            Failure::Stopped,
            Failure::NotStarted,
            Failure::NoResult,
            Failure::Refused,
        ] {
            assert_eq!(Failure::from_code(f.code()), f);
        }
        assert_eq!(
            Failure::from_code("the review ended without a result"),
            Failure::Refused
        );
    }

    #[test]
    fn a_failure_is_said_in_the_readers_language() {
        let en = Failure::Stopped.say(Lang::En);
        assert!(en.contains("ask again"), "{en}");
        for lang in [Lang::It, Lang::Fr, Lang::Es, Lang::De] {
            let said = Failure::Stopped.say(lang);
            assert_ne!(said, en, "{lang:?}");
            assert!(!said.is_empty());
        }
    }
}
