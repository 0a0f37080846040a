//! Any options for any game, as a network client may send them: `create` refuses or
//! accepts without a panic; an accepted game's options read back to the same game,
//! and it plays random legal actions.
#![no_main]

use arbitrary::Arbitrary;
use cubist_core::{OptionDomain, OptionPairs, OptionSpec};
use cubist_fuzz::{encoding_round_trips, game_of, look_at, play_randomly, Chooser};
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
enum Key {
    /// One of the game's options, by index.
    Known(u8),
    Other(String),
}

#[derive(Arbitrary, Debug)]
enum Value {
    /// A value near the option's domain: its ends, one past them, its words.
    Near(u8),
    Int(i64),
    Text(String),
}

#[derive(Arbitrary, Debug)]
struct Input {
    game: u8,
    seed: u16,
    plies: u8,
    options: Vec<(Key, Value)>,
    choices: Vec<u8>,
}

/// Values worth trying for an option: in range, at and past its ends, odd spellings.
fn near(domain: &OptionDomain) -> Vec<String> {
    let mut v: Vec<String> = match domain {
        OptionDomain::Int { min, max } => [*min - 1, *min, (*min + *max) / 2, *max, *max + 1]
            .iter()
            .map(i64::to_string)
            .collect(),
        OptionDomain::Choice { choices } => choices
            .iter()
            .flat_map(|c| [c.clone(), c.to_ascii_uppercase(), format!(" {c} ")])
            .collect(),
        OptionDomain::First { seats, names } => {
            let mut v = vec!["random".to_string(), "0".to_string()];
            v.extend((1..=*seats + 1).map(|n| n.to_string()));
            v.extend(names.iter().cloned());
            v
        }
        OptionDomain::FileOrChoice { choices, .. } => {
            let mut v = choices.clone();
            v.extend(
                [
                    "/etc/passwd",
                    "../maps/duel.json",
                    "duel.json",
                    "./six-rings",
                ]
                .map(String::from),
            );
            v
        }
    };
    v.extend(["", "-1", "+2", "1e3", "99999999999999999999"].map(String::from));
    v
}

fn pairs(specs: &[OptionSpec], items: Vec<(Key, Value)>) -> OptionPairs {
    let mut pairs = OptionPairs::new();
    for (key, value) in items {
        let spec = match &key {
            Key::Known(i) if !specs.is_empty() => Some(&specs[usize::from(*i) % specs.len()]),
            _ => None,
        };
        let key = match (key, spec) {
            (_, Some(s)) => s.key.to_string(),
            (Key::Other(k), None) => k,
            (Key::Known(_), None) => continue,
        };
        let value = match (value, spec) {
            (Value::Near(i), Some(s)) => {
                let v = near(&s.domain);
                v[usize::from(i) % v.len()].clone()
            }
            (Value::Near(i), None) => i.to_string(),
            (Value::Int(n), _) => n.to_string(),
            (Value::Text(t), _) => t,
        };
        pairs.insert(key, value);
    }
    pairs
}

fuzz_target!(|input: Input| {
    let name = game_of(input.game);
    let info = cubist_games::info(name).expect("listed games exist");
    let options = pairs(&info.options, input.options);
    let seed = u64::from(input.seed);
    let mut game = match cubist_games::create(name, &options, seed) {
        Ok(g) => g,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    // The options the game reports create the same game.
    let written = game.options();
    let back = match cubist_games::create(name, &written, seed) {
        Ok(g) => g,
        Err(e) => panic!("{name}: options {written:?} (from {options:?}) refused: {e}"),
    };
    assert_eq!(back.options(), written, "{name}: from {options:?}");
    assert_eq!(back.encode(), game.encode(), "{name}: from {options:?}");
    assert!(!game.to_move().is_over(), "{name}: over before it began");

    look_at(game.as_ref(), true);
    let mut choose = Chooser::new(&input.choices);
    play_randomly(game.as_mut(), &mut choose, usize::from(input.plies));
    encoding_round_trips(game.as_ref());
});
