//! Actions and their notation: `@c3` place, `c3-c6` slide, `*c3` activate, `^c3` pick
//! up, `end` to finish a turn while a bonus move is pending.

use cubist_core::{Args, Phrase};
use serde::{Deserialize, Serialize};
use std::fmt;

use crate::catalogue::phrase;
use crate::Square;

/// One action. A turn is one place or slide, followed by bonus actions while a bonus
/// is pending, so a turn can be several actions by the same player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Put a cube from the pool on this square.
    Place(Square),
    /// Slide the active cube on the first square to the second.
    Slide(Square, Square),
    /// Bonus move: turn an inactive cube to the active position.
    Activate(Square),
    /// Bonus move: take a cube back to the pool.
    PickUp(Square),
    /// Decline the pending bonus move and end the turn.
    End,
}

impl Action {
    /// Read an action for a board of side `size`. Only syntax and squares are checked;
    /// the error says what was expected, in the reader's language when said.
    pub fn parse(text: &str, size: u8) -> Result<Action, Phrase> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("end") {
            return Ok(Action::End);
        }
        let square = |s: &str| Square::parse(s.trim(), size);
        if let Some(rest) = t.strip_prefix('@') {
            return square(rest).map(Action::Place);
        }
        if let Some(rest) = t.strip_prefix('*') {
            return square(rest).map(Action::Activate);
        }
        if let Some(rest) = t.strip_prefix('^') {
            return square(rest).map(Action::PickUp);
        }
        if let Some((from, to)) = t.split_once('-') {
            return Ok(Action::Slide(square(from)?, square(to)?));
        }
        Err(phrase("tilt-expected-action", Args::new()))
    }

    /// The squares this action names, for range checks.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let (a, b) = match self {
            Action::Place(s) | Action::Activate(s) | Action::PickUp(s) => (Some(s), None),
            Action::Slide(f, t) => (Some(f), Some(t)),
            Action::End => (None, None),
        };
        a.into_iter().chain(b)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(s) => write!(f, "@{s}"),
            Action::Slide(from, to) => write!(f, "{from}-{to}"),
            Action::Activate(s) => write!(f, "*{s}"),
            Action::PickUp(s) => write!(f, "^{s}"),
            Action::End => write!(f, "end"),
        }
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back() {
        for text in ["@c3", "c3-c6", "*c3", "^c3", "end", "a1-a6", "@f6"] {
            let a = Action::parse(text, 6).unwrap();
            assert_eq!(a.to_string(), text);
        }
        assert_eq!(Action::parse(" END ", 6), Ok(Action::End));
        assert_eq!(
            Action::parse("C3-C6", 6),
            Action::parse("c3-c6", 6),
            "case does not matter"
        );
    }

    #[test]
    fn bad_text_says_what_was_expected() {
        let said = |text: &str| Action::parse(text, 6).unwrap_err().to_string();
        assert!(said("c3").contains("@c3 (place)"));
        assert!(said("@g3").contains("no file 'g'"));
        assert!(said("c3-c7").contains("no rank 7"));
        assert!(Action::parse("@c3", 10).is_ok());
        for bad in [
            "", "-", "@", "c3-", "-c3", "c3--c4", "@@c3", "ends", "c3-c4-c5",
        ] {
            assert!(Action::parse(bad, 6).is_err(), "{bad}");
        }
    }
}
