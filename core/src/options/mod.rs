//! Game options: `key=value` pairs, validated, with documented defaults.
//!
//! A game declares each option once, as an [`OptionField`] (key, help, the values it
//! takes, where it lives on the options struct); [`GameOptions`] derives the specs, the
//! parsing and the text form from that table.

mod field;

pub use field::{OptionChoice, OptionDomain, OptionField, Trust};

use cubist_words::{Args, Lang, Phrase};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Debug;

use crate::{OptionError, Seat, WORDS};

/// Options as text: the form front ends, records and the engine protocol use.
pub type OptionPairs = BTreeMap<String, String>;

/// One documented option.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    /// The default, as text.
    pub default: String,
    /// Allowed values, e.g. `4..10` or `random|1|2`.
    pub values: String,
    /// What the option does, one line, in the reader's language.
    pub help: String,
    /// The allowed values, for programs (the same as `values`).
    pub domain: OptionDomain,
    /// A short label for people, e.g. "Who moves first", for a form's field, in the
    /// reader's language.
    pub label: String,
    /// The values a form offers to choose from, each with its label for people (e.g.
    /// `random` "Drawn at random", `light` "Light"); empty for a number. Aliases that
    /// `values` also allows (a seat's number) are left out.
    pub choices: Vec<OptionChoice>,
}

/// A game's options. Unknown keys and bad values are errors, never ignored.
///
/// A game lists its options once in [`GameOptions::fields`]; everything else is
/// derived from that list. Option text that could name a file on this host is read
/// only with [`Trust::Local`]; the plain methods ([`GameOptions::set`],
/// [`GameOptions::from_pairs`]) are [`Trust::Remote`].
pub trait GameOptions:
    Clone + Debug + Default + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static
{
    /// Every option, in the order they are documented.
    fn fields() -> Vec<OptionField<Self>>;

    /// Checks that need several options together. Called after all are set.
    fn validate(&self) -> Result<(), OptionError> {
        Ok(())
    }

    /// Every option with its default and allowed values, its words in English.
    fn specs() -> Vec<OptionSpec> {
        Self::specs_in(Lang::En)
    }

    /// Every option with its default and allowed values, its words for people
    /// (label, help, choices' labels) in `lang`.
    fn specs_in(lang: Lang) -> Vec<OptionSpec> {
        let defaults = Self::default();
        Self::fields()
            .iter()
            .map(|f| f.spec_in(&defaults, lang))
            .collect()
    }

    /// Set one option from text, as from a [`Trust::Remote`] front end.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        self.set_with(key, value, Trust::Remote)
    }

    /// Set one option from text that came from `trust`.
    fn set_with(&mut self, key: &str, value: &str, trust: Trust) -> Result<(), OptionError> {
        set_in(&Self::fields(), self, key, value, trust)
    }

    /// The value of every option, as text (keys as in [`GameOptions::specs`]).
    fn to_pairs(&self) -> OptionPairs {
        Self::fields()
            .iter()
            .map(|f| (f.key().to_string(), f.text(self)))
            .collect()
    }

    /// Defaults overridden by `pairs`, validated, as from a [`Trust::Remote`] front end.
    fn from_pairs(pairs: &OptionPairs) -> Result<Self, OptionError> {
        Self::from_pairs_with(pairs, Trust::Remote)
    }

    /// Defaults overridden by `pairs` typed by this host's user or read from a file on
    /// this host: they may name files.
    fn from_pairs_local(pairs: &OptionPairs) -> Result<Self, OptionError> {
        Self::from_pairs_with(pairs, Trust::Local)
    }

    /// Defaults overridden by `pairs` that came from `trust`, validated.
    fn from_pairs_with(pairs: &OptionPairs, trust: Trust) -> Result<Self, OptionError> {
        let fields = Self::fields();
        let mut opts = Self::default();
        for (k, v) in pairs {
            set_in(&fields, &mut opts, k, v, trust)?;
        }
        opts.validate()?;
        Ok(opts)
    }

    /// Whether every option holds a value it could have been set to: for options built
    /// in code or read back from a saved state. [`GameOptions::validate`] may call it.
    fn check_fields(&self) -> Result<(), OptionError> {
        Self::fields().iter().try_for_each(|f| f.check(self))
    }

    /// The error for a key this game does not have.
    fn unknown_key(key: &str) -> OptionError {
        let known: Vec<&str> = Self::fields().iter().map(|f| f.key()).collect();
        OptionError::UnknownKey {
            key: key.to_string(),
            known: known.join(", "),
        }
    }
}

fn set_in<O: GameOptions>(
    fields: &[OptionField<O>],
    opts: &mut O,
    key: &str,
    value: &str,
    trust: Trust,
) -> Result<(), OptionError> {
    match fields.iter().find(|f| f.key() == key) {
        Some(f) => f.set(opts, value, trust),
        None => Err(O::unknown_key(key)),
    }
}

/// Parse `key=value` strings (as typed on a command line) into pairs.
pub fn parse_pairs<'a>(
    items: impl IntoIterator<Item = &'a str>,
) -> Result<OptionPairs, OptionError> {
    let mut pairs = OptionPairs::new();
    for item in items {
        let (k, v) = item
            .split_once('=')
            .ok_or_else(|| OptionError::Syntax(item.to_string()))?;
        pairs.insert(k.trim().to_string(), v.trim().to_string());
    }
    Ok(pairs)
}

/// Parse an integer option within `min..=max`.
pub fn parse_int<T>(key: &str, value: &str, min: T, max: T) -> Result<T, OptionError>
where
    T: std::str::FromStr + PartialOrd + Copy + std::fmt::Display,
{
    match value.trim().parse::<T>() {
        Ok(v) if v >= min && v <= max => Ok(v),
        _ => Err(OptionError::BadValue {
            key: key.into(),
            value: value.into(),
            expected: whole_number(min, max),
        }),
    }
}

/// "a whole number from `min` to `max`", to be said in a reader's language.
pub(crate) fn whole_number(min: impl std::fmt::Display, max: impl std::fmt::Display) -> Phrase {
    let args = Args::new()
        .text("min", min.to_string())
        .text("max", max.to_string());
    Phrase::new(&WORDS, "core-option-whole-number", args)
}

/// The allowed values as written, e.g. `random|1|2|light|dark`, as what was expected.
pub(crate) fn values_phrase(values: &str) -> Phrase {
    let args = Args::new().text("values", values);
    Phrase::new(&WORDS, "core-option-values", args)
}

/// Parse one of a fixed list of words (case-insensitive); returns its index.
pub fn parse_choice(key: &str, value: &str, choices: &[&str]) -> Result<usize, OptionError> {
    choices
        .iter()
        .position(|c| c.eq_ignore_ascii_case(value.trim()))
        .ok_or_else(|| OptionError::BadValue {
            key: key.into(),
            value: value.into(),
            expected: Phrase::new(
                &WORDS,
                "core-option-one-of",
                Args::new().text("choices", choices.join(", ")),
            ),
        })
}

/// Who moves first: drawn from the game's seed, or a fixed seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FirstPlayer {
    #[default]
    Random,
    Seat(Seat),
}

impl FirstPlayer {
    /// Parse `random`, a seat number `1..=players`, or one of the seat `names`
    /// (e.g. `light`, `dark`), case-insensitive.
    pub fn parse(
        key: &str,
        value: &str,
        players: usize,
        names: &[&str],
    ) -> Result<Self, OptionError> {
        let v = value.trim();
        if v.eq_ignore_ascii_case("random") {
            return Ok(FirstPlayer::Random);
        }
        if let Some(i) = names.iter().position(|n| n.eq_ignore_ascii_case(v)) {
            return Ok(FirstPlayer::Seat(i));
        }
        match v.parse::<usize>() {
            Ok(n) if (1..=players).contains(&n) => Ok(FirstPlayer::Seat(n - 1)),
            _ => Err(OptionError::BadValue {
                key: key.into(),
                value: value.into(),
                expected: values_phrase(&Self::values(players, names)),
            }),
        }
    }

    /// The allowed values, for docs and errors.
    pub fn values(players: usize, names: &[&str]) -> String {
        let mut v = vec!["random".to_string()];
        v.extend((1..=players).map(|n| n.to_string()));
        v.extend(names.iter().map(|n| n.to_string()));
        v.join("|")
    }

    /// As text: `random` or the 1-based seat number.
    pub fn to_text(self) -> String {
        match self {
            FirstPlayer::Random => "random".into(),
            FirstPlayer::Seat(s) => (s + 1).to_string(),
        }
    }

    /// The first seat for a game of `players` seats, drawing from `rng` if random.
    pub fn resolve(self, players: usize, rng: &mut impl rand::Rng) -> Seat {
        match self {
            FirstPlayer::Random => rng.random_range(0..players),
            FirstPlayer::Seat(s) => s.min(players - 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_need_an_equals_sign() {
        assert!(parse_pairs(["a=1", " b = x "]).unwrap().get("b") == Some(&"x".to_string()));
        assert_eq!(
            parse_pairs(["oops"]),
            Err(OptionError::Syntax("oops".into()))
        );
    }

    #[test]
    fn ints_are_range_checked() {
        assert_eq!(parse_int("n", "5", 4, 10), Ok(5));
        assert!(parse_int("n", "3", 4, 10).is_err());
        assert!(parse_int("n", "11", 4, 10).is_err());
        assert!(parse_int::<u32>("n", "-1", 4, 10).is_err());
        assert!(parse_int("n", "x", 4, 10).is_err());
    }

    #[test]
    fn first_player_accepts_numbers_names_and_random() {
        let names = ["light", "dark"];
        assert_eq!(
            FirstPlayer::parse("first", "random", 2, &names),
            Ok(FirstPlayer::Random)
        );
        assert_eq!(
            FirstPlayer::parse("first", "2", 2, &names),
            Ok(FirstPlayer::Seat(1))
        );
        assert_eq!(
            FirstPlayer::parse("first", "Dark", 2, &names),
            Ok(FirstPlayer::Seat(1))
        );
        assert!(FirstPlayer::parse("first", "3", 2, &names).is_err());
        assert!(FirstPlayer::parse("first", "0", 2, &names).is_err());
    }
}
