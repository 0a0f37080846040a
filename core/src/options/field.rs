//! One option, declared once: key, help, the values it takes and where it lives on the
//! options struct. [`GameOptions`](super::GameOptions) derives its specs, parsing and
//! text form from a game's list of these.

use serde::{Deserialize, Serialize};
use std::fmt::Display;
use std::str::FromStr;

use cubist_words::{Args, Lang, Phrase};

use super::{parse_choice, parse_int, whole_number, FirstPlayer, OptionSpec};
use crate::{OptionError, WORDS};

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

/// One value a form offers for an option, with its label for people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionChoice {
    /// The value as the option takes it, e.g. `light`.
    pub value: String,
    /// The value for people, e.g. `Light`.
    pub label: String,
}

impl OptionDomain {
    /// The values a form offers, each labelled in `lang`: a game's own label where it
    /// gave one (`labels`), else the word with a capital letter.
    fn offered(&self, labels: &[(&str, Phrase)], lang: Lang) -> Vec<OptionChoice> {
        let words: Vec<String> = match self {
            OptionDomain::Int { .. } => return Vec::new(),
            OptionDomain::Choice { choices } | OptionDomain::FileOrChoice { choices, .. } => {
                choices.clone()
            }
            OptionDomain::First { names, .. } => std::iter::once("random".to_string())
                .chain(names.iter().cloned())
                .collect(),
        };
        words
            .into_iter()
            .map(|value| {
                let label = self
                    .value_label(labels, &value)
                    .map(|l| l.say(lang))
                    .unwrap_or_else(|| capitalised(&value));
                OptionChoice { value, label }
            })
            .collect()
    }
}

impl OptionDomain {
    /// The words of `value` for people: the game's label, or the core's for a random
    /// first player; `None` where only the word itself can stand for it.
    fn value_label(&self, labels: &[(&str, Phrase)], value: &str) -> Option<Phrase> {
        let given = labels.iter().find(|(v, _)| v.eq_ignore_ascii_case(value));
        match (given, self) {
            (Some((_, label)), _) => Some(label.clone()),
            (None, OptionDomain::First { .. }) if value == "random" => {
                Some(core_phrase("core-option-random"))
            }
            _ => None,
        }
    }

    /// The values a form offers, as the option takes them.
    fn offered_values(&self) -> Vec<String> {
        self.offered(&[], Lang::En)
            .into_iter()
            .map(|c| c.value)
            .collect()
    }
}

/// A message of the core catalogue without arguments.
fn core_phrase(id: &'static str) -> Phrase {
    Phrase::new(&WORDS, id, Args::new())
}

/// `word` with its first letter a capital: `light` → `Light`.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

type Read<O> = Box<dyn Fn(&O) -> String + Send + Sync>;
type Write<O> = Box<dyn Fn(&mut O, &str, Trust) -> Result<(), OptionError> + Send + Sync>;
type Check<O> = Box<dyn Fn(&O) -> Result<(), OptionError> + Send + Sync>;

/// One option of the options struct `O`.
pub struct OptionField<O> {
    key: &'static str,
    help: Phrase,
    domain: OptionDomain,
    note: Option<&'static str>,
    label: Option<Phrase>,
    value_labels: Vec<(&'static str, Phrase)>,
    read: Read<O>,
    write: Write<O>,
    check: Check<O>,
}

impl<O: 'static> OptionField<O> {
    /// A whole number from `min` to `max`, both included.
    pub fn int<T>(
        key: &'static str,
        help: Phrase,
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
            label: None,
            value_labels: Vec::new(),
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
                        expected: whole_number(min, max),
                    })
                }
            }),
        }
    }

    /// One of a list of words (case-insensitive), each standing for a value of `T`.
    /// Every value `get` can return must be in the list.
    pub fn choice<T>(
        key: &'static str,
        help: Phrase,
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
            label: None,
            value_labels: Vec::new(),
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
        help: Phrase,
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
            label: None,
            value_labels: Vec::new(),
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
                    expected: super::values_phrase(&expected),
                }),
                _ => Ok(()),
            }),
        }
    }

    /// The draw (or end) by repetition, under the key `repetition`: how many times a
    /// position may occur, 2 to 10.
    pub fn repetition(help: Phrase, get: fn(&O) -> u32, set: fn(&mut O, u32)) -> Self {
        Self::int("repetition", help, 2, 10, get, set)
    }

    /// The limit on a game's length in actions, under the key `cap`: `min` to 100,000.
    pub fn cap(help: Phrase, min: u32, get: fn(&O) -> u32, set: fn(&mut O, u32)) -> Self {
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
        help: Phrase,
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
            label: None,
            value_labels: Vec::new(),
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

    /// The option's label for people, e.g. "Board size", a message of the game's
    /// catalogue (default: the key with a capital letter; `first`, `repetition` and
    /// `cap` have the core's).
    pub fn label(mut self, label: Phrase) -> Self {
        self.label = Some(label);
        self
    }

    /// Labels for people of some of a choice's values (or of the seats `first` names),
    /// e.g. `[("lost", "Out of the game")]`, messages of the game's catalogue
    /// (default: the word with a capital letter).
    pub fn value_labels(mut self, labels: &[(&'static str, Phrase)]) -> Self {
        self.value_labels = labels.to_vec();
        self
    }
}

impl<O> OptionField<O> {
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// What the option does, to be said in a reader's language.
    pub fn help(&self) -> &Phrase {
        &self.help
    }

    pub fn domain(&self) -> &OptionDomain {
        &self.domain
    }

    /// The documented form of this option in English; `defaults` gives the default
    /// text.
    pub fn spec(&self, defaults: &O) -> OptionSpec {
        self.spec_in(defaults, Lang::En)
    }

    /// The documented form of this option, its words for people in `lang` (its
    /// key, values and domain are the same in every language).
    pub fn spec_in(&self, defaults: &O, lang: Lang) -> OptionSpec {
        let mut values = self.domain.values_text();
        if let Some(note) = self.note {
            values = format!("{values} ({note})");
        }
        let label = match self.label_phrase() {
            Some(label) => label.say(lang),
            None => capitalised(self.key),
        };
        OptionSpec {
            key: self.key,
            default: self.text(defaults),
            values,
            help: self.help.say(lang),
            choices: self.domain.offered(&self.value_labels, lang),
            domain: self.domain.clone(),
            label,
        }
    }

    /// The label's message: the game's, or the core's for `first`, `repetition`
    /// and `cap`.
    fn label_phrase(&self) -> Option<Phrase> {
        match (&self.label, self.key) {
            (Some(label), _) => Some(label.clone()),
            (None, "first") => Some(core_phrase("core-option-first")),
            (None, "repetition") => Some(core_phrase("core-option-repetition")),
            (None, "cap") => Some(core_phrase("core-option-cap")),
            (None, _) => None,
        }
    }

    /// Every message the option's spec is said with (help, label, values' labels),
    /// and the words of it no message gives (the label, a value), which then read
    /// the same in every language: for the checks that a game's options are said
    /// whole in each language.
    pub fn words(&self) -> (Vec<Phrase>, Vec<String>) {
        let mut said = vec![self.help.clone()];
        let mut unsaid = Vec::new();
        match self.label_phrase() {
            Some(label) => said.push(label),
            None => unsaid.push(format!("the label of {}", self.key)),
        }
        for value in self.domain.offered_values() {
            match self.domain.value_label(&self.value_labels, &value) {
                Some(label) => said.push(label),
                None => unsaid.push(format!("{}={value}", self.key)),
            }
        }
        (said, unsaid)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameOptions, OptionPairs};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Words the same in every language, as a test's game has no catalogue.
    fn plain(text: &str) -> Phrase {
        Phrase::new(&WORDS, "core-untranslated", Args::new().text("text", text))
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    enum Mode {
        Fast,
        Slow,
    }

    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    struct Demo {
        size: u8,
        mode: Mode,
        first: FirstPlayer,
        cap: u32,
        board: String,
    }

    impl Default for Demo {
        fn default() -> Self {
            Demo {
                size: 5,
                mode: Mode::Slow,
                first: FirstPlayer::Random,
                cap: 1000,
                board: "square".into(),
            }
        }
    }

    /// How many times `load_board` was asked for something other than a listed board.
    #[test]
    fn specs_carry_labels_for_people() {
        let specs = Demo::specs();
        let labels: Vec<&str> = specs.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(
            labels,
            ["Size", "Speed", "Who moves first", "Move limit", "Board"]
        );
        let offered = |i: usize| -> Vec<(String, String)> {
            specs[i]
                .choices
                .iter()
                .map(|c| (c.value.clone(), c.label.clone()))
                .collect()
        };
        let pair = |v: &str, l: &str| (v.to_string(), l.to_string());
        assert!(offered(0).is_empty());
        assert_eq!(offered(1), [pair("fast", "Quick"), pair("slow", "Slow")]);
        assert_eq!(
            offered(2),
            [
                pair("random", "Drawn at random"),
                pair("north", "North"),
                pair("south", "South")
            ]
        );
        assert_eq!(
            offered(4),
            [pair("square", "Square"), pair("round", "Round")]
        );
    }

    #[test]
    fn specs_are_said_in_the_readers_language_their_values_unchanged() {
        let french = Demo::specs_in(Lang::Fr);
        let english = Demo::specs();
        assert_eq!(french[2].label, "Qui commence");
        assert_eq!(french[3].label, "Limite de coups");
        assert_eq!(french[2].choices[0].label, "Tiré au sort");
        for (f, e) in french.iter().zip(&english) {
            assert_eq!(
                (f.key, &f.values, &f.domain, &f.default),
                (e.key, &e.values, &e.domain, &e.default)
            );
            let values = |s: &OptionSpec| {
                s.choices
                    .iter()
                    .map(|c| c.value.clone())
                    .collect::<Vec<_>>()
            };
            assert_eq!(values(f), values(e));
        }
    }

    #[test]
    fn an_option_tells_which_of_its_words_no_message_gives() {
        let fields = Demo::fields();
        let (said, unsaid) = fields[2].words();
        let ids: Vec<&str> = said.iter().map(Phrase::id).collect();
        assert_eq!(
            ids,
            [
                "core-untranslated",
                "core-option-first",
                "core-option-random"
            ]
        );
        assert_eq!(unsaid, ["first=north", "first=south"]);
        assert_eq!(fields[0].words().1, ["the label of size"]);
    }

    static FILE_LOADS: AtomicUsize = AtomicUsize::new(0);

    fn load_board(value: &str) -> Result<String, OptionError> {
        if !["square", "round"].contains(&value) {
            FILE_LOADS.fetch_add(1, Ordering::SeqCst);
        }
        Ok(value.to_string())
    }

    impl GameOptions for Demo {
        fn fields() -> Vec<OptionField<Self>> {
            vec![
                OptionField::<Self>::int(
                    "size",
                    plain("board side"),
                    3,
                    9,
                    |o| o.size,
                    |o, v| o.size = v,
                )
                .note("odd only"),
                OptionField::<Self>::choice(
                    "mode",
                    plain("how fast"),
                    &[("fast", Mode::Fast), ("slow", Mode::Slow)],
                    |o| o.mode,
                    |o, v| o.mode = v,
                )
                .label(plain("Speed"))
                .value_labels(&[("fast", plain("Quick"))]),
                OptionField::first(
                    plain("who starts"),
                    &["North", "South"],
                    |o| o.first,
                    |o, v| o.first = v,
                ),
                OptionField::cap(plain("length limit"), 10, |o| o.cap, |o, v| o.cap = v),
                OptionField::file_or_choice(
                    "board",
                    plain("the board"),
                    &["square", "round"],
                    "path/to/board.json",
                    load_board,
                    |o| &o.board,
                    |o, v| o.board = v,
                ),
            ]
        }
    }

    fn pairs(items: &[(&str, &str)]) -> OptionPairs {
        items
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn specs_come_from_the_table_and_the_defaults() {
        let specs = Demo::specs();
        let rows: Vec<(&str, &str, &str, &str)> = specs
            .iter()
            .map(|s| {
                (
                    s.key,
                    s.default.as_str(),
                    s.values.as_str(),
                    s.help.as_str(),
                )
            })
            .collect();
        assert_eq!(
            rows,
            [
                ("size", "5", "3..9 (odd only)", "board side"),
                ("mode", "slow", "fast|slow", "how fast"),
                ("first", "random", "random|1|2|north|south", "who starts"),
                ("cap", "1000", "10..100000", "length limit"),
                (
                    "board",
                    "square",
                    "square|round|path/to/board.json",
                    "the board"
                ),
            ]
        );
        let mut keys: Vec<&str> = specs.iter().map(|s| s.key).collect();
        keys.sort();
        let pairs = Demo::default().to_pairs();
        assert_eq!(pairs.keys().map(String::as_str).collect::<Vec<_>>(), keys);
        for s in &specs {
            assert_eq!(Demo::default().to_pairs()[s.key], s.default);
            let mut o = Demo::default();
            o.set(s.key, &s.default).unwrap();
            assert_eq!(o, Demo::default(), "{}", s.key);
        }
    }

    #[test]
    fn domains_serialise_for_programs() {
        let json: Vec<String> = Demo::specs()
            .iter()
            .map(|s| serde_json::to_string(&s.domain).unwrap())
            .collect();
        assert_eq!(
            json,
            [
                r#"{"kind":"int","min":3,"max":9}"#,
                r#"{"kind":"choice","choices":["fast","slow"]}"#,
                r#"{"kind":"first","seats":2,"names":["north","south"]}"#,
                r#"{"kind":"int","min":10,"max":100000}"#,
                r#"{"kind":"file_or_choice","choices":["square","round"],"file":"path/to/board.json"}"#,
            ]
        );
        let spec = serde_json::to_value(&Demo::specs()[1]).unwrap();
        assert_eq!(spec["values"], "fast|slow");
        assert_eq!(spec["domain"]["kind"], "choice");
    }

    #[test]
    fn ranges_are_enforced_at_both_ends() {
        let mut o = Demo::default();
        o.set("size", "3").unwrap();
        assert_eq!(o.size, 3);
        o.set("size", " 9 ").unwrap();
        assert_eq!(o.size, 9);
        for bad in ["2", "10", "-1", "x", ""] {
            let e = o.set("size", bad).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!("option size={bad} is not valid: expected a whole number from 3 to 9")
            );
        }
        assert_eq!(o.size, 9, "a refused value changes nothing");
        assert!(o.set("cap", "9").is_err());
        assert!(o.set("cap", "100001").is_err());
        o.set("cap", "100000").unwrap();
        o.size = 11;
        assert!(matches!(
            o.check_fields(),
            Err(OptionError::BadValue { key, .. }) if key == "size"
        ));
        o.size = 9;
        o.first = FirstPlayer::Seat(2);
        assert!(o.check_fields().is_err());
        o.first = FirstPlayer::Seat(1);
        assert_eq!(o.check_fields(), Ok(()));
    }

    #[test]
    fn words_and_seats_are_case_insensitive_and_written_canonically() {
        let o = Demo::from_pairs(&pairs(&[("mode", "FAST"), ("first", "South")])).unwrap();
        assert_eq!((o.mode, o.first), (Mode::Fast, FirstPlayer::Seat(1)));
        assert_eq!(o.to_pairs()["mode"], "fast");
        assert_eq!(o.to_pairs()["first"], "2");
        let e = Demo::default().set("mode", "medium").unwrap_err();
        assert_eq!(
            e.to_string(),
            "option mode=medium is not valid: expected one of fast, slow"
        );
        assert!(Demo::default().set("first", "3").is_err());
    }

    #[test]
    fn unknown_keys_list_the_known_ones() {
        let e = Demo::from_pairs(&pairs(&[("colour", "red")])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown option 'colour' (this game has: size, mode, first, cap, board)"
        );
    }

    #[test]
    fn pairs_round_trip() {
        let d = Demo::default();
        assert_eq!(Demo::from_pairs(&d.to_pairs()).unwrap(), d);
        let o = Demo::from_pairs(&pairs(&[
            ("size", "7"),
            ("mode", "fast"),
            ("first", "north"),
            ("cap", "10"),
            ("board", "ROUND"),
        ]))
        .unwrap();
        assert_eq!(o.board, "round");
        assert_ne!(o, d);
        assert_eq!(Demo::from_pairs(&o.to_pairs()).unwrap(), o);
    }

    #[test]
    fn only_a_local_front_end_may_name_a_file() {
        let before = FILE_LOADS.load(Ordering::SeqCst);
        for path in ["/etc/passwd", "boards/mine.json", "hexagon"] {
            let e = Demo::from_pairs(&pairs(&[("board", path)])).unwrap_err();
            assert_eq!(
                e.to_string(),
                "board files can be given only on the command line; choose one of square, round"
            );
            let mut o = Demo::default();
            assert_eq!(o.set_with("board", path, Trust::Remote), Err(e));
        }
        assert_eq!(
            FILE_LOADS.load(Ordering::SeqCst),
            before,
            "a remote value never reaches the loader"
        );
        let o = Demo::from_pairs_with(&pairs(&[("board", " Round ")]), Trust::Remote).unwrap();
        assert_eq!(o.board, "round");

        let o = Demo::from_pairs_local(&pairs(&[("board", "boards/mine.json")])).unwrap();
        assert_eq!(o.board, "boards/mine.json");
        assert!(FILE_LOADS.load(Ordering::SeqCst) > before);
        assert_eq!(Demo::from_pairs_local(&o.to_pairs()).unwrap(), o);
    }
}
