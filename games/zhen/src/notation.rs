//! Move notation of the rulings: `p5` places a cube on tile 5, `m5` moves the stack on
//! tile 5 (tiles numbered from Red's goal).

use cubist_core::NotationError;
use cubist_words::{Args, Phrase};

use crate::Action;

pub fn format(action: Action) -> String {
    match action {
        Action::Place(t) => format!("p{t}"),
        Action::Move(t) => format!("m{t}"),
    }
}

pub fn parse(text: &str, tiles: u8) -> Result<Action, NotationError> {
    let t = text.trim();
    let expected = || {
        let args = Args::new().number("tiles", tiles);
        Phrase::new(&crate::WORDS, "zhen-expected", args)
    };
    let mut chars = t.chars();
    let kind = chars.next().map(|c| c.to_ascii_lowercase());
    let number = chars.as_str();
    let make: fn(u8) -> Action = match kind {
        Some('p') => Action::Place,
        Some('m') => Action::Move,
        _ => return Err(NotationError::new(t, expected())),
    };
    if number.is_empty() || number.len() > 3 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NotationError::new(t, expected()));
    }
    match number.parse::<u8>() {
        Ok(n) if (1..=tiles).contains(&n) => Ok(make(n)),
        _ => Err(NotationError::new(t, expected())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_writes() {
        for t in 1..=10 {
            for a in [Action::Place(t), Action::Move(t)] {
                assert_eq!(parse(&format(a), 10), Ok(a));
            }
        }
        assert_eq!(parse(" P7 ", 10), Ok(Action::Place(7)));
        assert_eq!(parse("M10", 10), Ok(Action::Move(10)));
    }

    #[test]
    fn rejects_bad_text_and_tiles_off_the_line() {
        for bad in [
            "", "p", "m0", "p11", "x5", "5", "m-1", "m+1", "p 5", "m5x", "m0005", "pé",
        ] {
            let e = parse(bad, 10).unwrap_err();
            assert!(e.expected.to_string().contains("p<tile>"), "{bad}: {e}");
        }
    }
}
