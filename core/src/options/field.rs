//! One option, declared once: key, help, the values it takes and where it lives on the
//! options struct. [`GameOptions`](super::GameOptions) derives its specs, parsing and
//! text form from a game's list of these.

use serde::{Deserialize, Serialize};
use std::fmt::Display;
use std::str::FromStr;

use super::{parse_choice, parse_int, FirstPlayer, OptionSpec};
use crate::OptionError;

/// Where option text comes from, and so whether it may name files on this host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trust {
    /// Typed by the person running this program, or read from a file on this host
    /// (a record they saved). May name files on this host.
    Local,
    /// Anything else: a network client, a program driving the engine protocol. Never
    /// reads the file system: a value that would name a file is refused.
    Remote,
}

/// The values an option takes, in a form a program can read (e.g. to draw a number
/// input or a list to choose from). Serialised as `{"kind":"int","min":2,"max":10}` etc.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionDomain {
    /// A whole number from `min` to `max`, both included.
    Int { min: i64, max: i64 },
    /// One of these words, case-insensitive.
    Choice { choices: Vec<String> },
    /// Who moves first: `random`, a seat number `1..=seats`, or one of the seat
    /// `names` (case-insensitive).
    First { seats: usize, names: Vec<String> },
    /// One of the named `choices`, or a path to a file (shown as `file`), which only a
    /// [`Trust::Local`] front end may give.
    FileOrChoice { choices: Vec<String>, file: String },
}

impl OptionDomain {
    /// The allowed values as one line of text, e.g. `4..10` or `random|1|2`.
    pub fn values_text(&self) -> String {
        match self {
            OptionDomain::Int { min, max } => format!("{min}..{max}"),
            OptionDomain::Choice { choices } => choices.join("|"),
            OptionDomain::First { seats, names } => {
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                FirstPlayer::values(*seats, &names)
            }
            OptionDomain::FileOrChoice { choices, file } => {
                let mut v = choices.clone();
                v.push(file.clone());
                v.join("|")
            }
        }
    }
}

type Read<O> = Box<dyn Fn(&O) -> String + Send + Sync>;
type Write<O> = Box<dyn Fn(&mut O, &str, Trust) -> Result<(), OptionError> + Send + Sync>;
type Check<O> = Box<dyn Fn(&O) -> Result<(), OptionError> + Send + Sync>;

/// One option of the options struct `O`.
pub struct OptionField<O> {
    key: &'static str,
    help: &'static str,
    domain: OptionDomain,
    note: Option<&'static str>,
    read: Read<O>,
    write: Write<O>,
    check: Check<O>,
}

impl<O: 'static> OptionField<O> {
    /// A whole number from `min` to `max`, both included.
    pub fn int<T>(
        key: &'static str,
        help: &'static str,
        min: T,
        max: T,
        get: fn(&O) -> T,
        set: fn(&mut O, T),
    ) -> Self
    where
        T: Copy + PartialOrd + Display + FromStr + TryInto<i64> + Send + Sync + 'static,
    {
        let wide = |n: T| n.try_into().unwrap_or(i64::MAX);
        OptionField {
            key,
            help,
            domain: OptionDomain::Int {
                min: wide(min),
                max: wide(max),
            },
            note: None,
            read: Box::new(move |o| get(o).to_string()),
            write: Box::new(move |o, value, _| {
                set(o, parse_int(key, value, min, max)?);
                Ok(())
            }),
            check: Box::new(move |o| {
                let v = get(o);
                if v >= min && v <= max {
                    Ok(())
                } else {
                    Err(OptionError::BadValue {
                        key: key.into(),
                        value: v.to_string(),
                        expected: format!("a whole number from {min} to {max}"),
                    })
                }
            }),
        }
    }

    /// One of a list of words (case-insensitive), each standing for a value of `T`.
    /// Every value `get` can return must be in the list.
    pub fn choice<T>(
        key: &'static str,
        help: &'static str,
        choices: &[(&'static str, T)],
        get: fn(&O) -> T,
        set: fn(&mut O, T),
    ) -> Self
    where
        T: Copy + PartialEq + Send + Sync + 'static,
    {
        let choices = choices.to_vec();
        let words: Vec<&'static str> = choices.iter().map(|(w, _)| *w).collect();
        let table = choices.clone();
        OptionField {
            key,
            help,
            domain: OptionDomain::Choice {
                choices: words.iter().map(|w| w.to_string()).collect(),
            },
            note: None,
            read: Box::new(move |o| {
                let v = get(o);
                let (word, _) = table
                    .iter()
                    .find(|(_, t)| *t == v)
                    .unwrap_or_else(|| panic!("option {key}: a value missing from its table"));
                word.to_string()
            }),
            write: Box::new(move |o, value, _| {
                set(o, choices[parse_choice(key, value, &words)?].1);
                Ok(())
            }),
            check: Box::new(|_| Ok(())),
        }
    }

    /// Who moves first, under the key `first`: `random`, a seat number or one of
    /// `seat_names` (matched case-insensitively, listed in lower case). There are as
    /// many seats as names.
    pub fn first(
        help: &'static str,
        seat_names: &[&str],
        get: fn(&O) -> FirstPlayer,
        set: fn(&mut O, FirstPlayer),
    ) -> Self {
        const KEY: &str = "first";
        let seats = seat_names.len();
        let names: Vec<String> = seat_names.iter().map(|n| n.to_ascii_lowercase()).collect();
        let domain = OptionDomain::First {
            seats,
            names: names.clone(),
        };
        let expected = domain.values_text();
        OptionField {
            key: KEY,
            help,
            domain,
            note: None,
            read: Box::new(move |o| get(o).to_text()),
            write: Box::new(move |o, value, _| {
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                set(o, FirstPlayer::parse(KEY, value, seats, &names)?);
                Ok(())
            }),
            check: Box::new(move |o| match get(o) {
                FirstPlayer::Seat(s) if s >= seats => Err(OptionError::BadValue {
                    key: KEY.into(),
                    value: (s + 1).to_string(),
                    expected: expected.clone(),
                }),
                _ => Ok(()),
            }),
        }
    }

    /// The draw (or end) by repetition, under the key `repetition`: how many times a
    /// position may occur, 2 to 10.
    pub fn repetition(help: &'static str, get: fn(&O) -> u32, set: fn(&mut O, u32)) -> Self {
        Self::int("repetition", help, 2, 10, get, set)
    }

    /// The limit on a game's length in actions, under the key `cap`: `min` to 100,000.
    pub fn cap(help: &'static str, min: u32, get: fn(&O) -> u32, set: fn(&mut O, u32)) -> Self {
        Self::int("cap", help, min, 100_000, get, set)
    }

    /// One of the named `choices` (case-insensitive), or a path to a file, written
    /// `file` in the allowed values (e.g. `path/to/map.json`).
    ///
    /// `load` gets a listed choice in its listed spelling, or, only from a
    /// [`Trust::Local`] front end, the path. From a [`Trust::Remote`] one anything but a
    /// listed choice is refused without `load` being called, so the file system is never
    /// touched. `get` gives the value as text (the choice or the path).
    pub fn file_or_choice<T>(
        key: &'static str,
        help: &'static str,
        choices: &[&'static str],
        file: &'static str,
        load: fn(&str) -> Result<T, OptionError>,
        get: fn(&O) -> &str,
        set: fn(&mut O, T),
    ) -> Self
    where
        T: 'static,
    {
        let names = choices.to_vec();
        OptionField {
            key,
            help,
            domain: OptionDomain::FileOrChoice {
                choices: names.iter().map(|c| c.to_string()).collect(),
                file: file.into(),
            },
            note: None,
            read: Box::new(move |o| get(o).to_string()),
            write: Box::new(move |o, value, trust| {
                let value = value.trim();
                let listed = names.iter().find(|c| c.eq_ignore_ascii_case(value));
                let loaded = match (listed, trust) {
                    (Some(choice), _) => load(choice)?,
                    (None, Trust::Local) => load(value)?,
                    (None, Trust::Remote) => {
                        return Err(OptionError::FileRefused {
                            key: key.into(),
                            value: value.into(),
                            choices: names.join(", "),
                        })
                    }
                };
                set(o, loaded);
                Ok(())
            }),
            check: Box::new(|_| Ok(())),
        }
    }

    /// Adds a remark to the allowed values text, shown in brackets after them
    /// (e.g. a limit that depends on another option).
    pub fn note(mut self, note: &'static str) -> Self {
        self.note = Some(note);
        self
    }
}

impl<O> OptionField<O> {
    pub fn key(&self) -> &'static str {
        self.key
    }

    pub fn help(&self) -> &'static str {
        self.help
    }

    pub fn domain(&self) -> &OptionDomain {
        &self.domain
    }

    /// The documented form of this option; `defaults` gives the default text.
    pub fn spec(&self, defaults: &O) -> OptionSpec {
        let mut values = self.domain.values_text();
        if let Some(note) = self.note {
            values = format!("{values} ({note})");
        }
        OptionSpec {
            key: self.key,
            default: self.text(defaults),
            values,
            help: self.help,
            domain: self.domain.clone(),
        }
    }

    /// The option's value in `options`, as text.
    pub fn text(&self, options: &O) -> String {
        (self.read)(options)
    }

    /// Set the option in `options` from text.
    pub fn set(&self, options: &mut O, value: &str, trust: Trust) -> Result<(), OptionError> {
        (self.write)(options, value, trust)
    }

    /// Whether the option's value in `options` is one it could have been set to (for
    /// options built in code or read back from a saved state).
    pub fn check(&self, options: &O) -> Result<(), OptionError> {
        (self.check)(options)
    }
}

