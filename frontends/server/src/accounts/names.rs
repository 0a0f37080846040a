//! Which names may be taken, and the names shown on seats.

use crate::error::ApiError;
use crate::words::phrase;

/// The computer levels that are rated players, each an account `computer-<level>`.
pub const LEVELS: [&str; 4] = ["easy", "medium", "hard", "max"];

/// Names a person may not take: they could pass for the computer or the site.
const RESERVED_PREFIXES: [&str; 8] = [
    "computer",
    "cubist",
    "admin",
    "system",
    "guest",
    "bot",
    "anonymous",
    "moderator",
];

/// The searches a seat may name: a person called so would read as the computer.
const AGENTS: [&str; 6] = ["random", "greedy", "mcts", "alphabeta", "perfect", "auto"];

/// The shortest and longest names.
pub const MIN_NAME: usize = 3;
pub const MAX_NAME: usize = 20;

/// A name a new account may take: 3–20 letters, digits, `_` or `-`, nothing that
/// could pass for the computer or the site. Returns the name's key (lower case):
/// names are unique ignoring case.
pub fn check_name(name: &str) -> Result<String, ApiError> {
    let n = name.chars().count();
    if !(MIN_NAME..=MAX_NAME).contains(&n) {
        return Err(ApiError::bad_request(phrase!(
            "name-length",
            min = MIN_NAME,
            max = MAX_NAME
        )));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err(ApiError::bad_request(phrase!("name-characters")));
    }
    let key = name_key(name);
    if lookalikes(&key).iter().any(|k| reserved(k)) {
        return Err(ApiError::bad_request(phrase!("name-reserved")));
    }
    Ok(key)
}

/// Whether a name (lower case) is kept for the computer or the site.
fn reserved(key: &str) -> bool {
    RESERVED_PREFIXES.iter().any(|p| key.starts_with(p))
        || LEVELS.contains(&key)
        || AGENTS.contains(&key)
        || key == "human"
        || key == "me"
}

/// The ways a name (lower case) may be read: as written, and with the digits that
/// pass for letters read as those letters and `_` and `-` left out, so that
/// `c0mputer-hard`, `b0t` and `ad_min` read as the names they imitate.
fn lookalikes(key: &str) -> Vec<String> {
    let read = |one: char| {
        key.chars()
            .filter(|c| !matches!(c, '_' | '-'))
            .map(|c| match c {
                '0' => 'o',
                '1' => one,
                '3' => 'e',
                '4' => 'a',
                '5' => 's',
                '7' => 't',
                '8' => 'b',
                '9' => 'g',
                c => c,
            })
            .collect::<String>()
    };
    vec![key.to_string(), read('i'), read('l')]
}

/// A name as accounts are keyed: lower case.
pub fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// The account name of a computer level seat in a rated game (`computer-hard`), if
/// `player` (an agent spec as stored) is a plain level.
pub fn level_account(player: &str) -> Option<String> {
    LEVELS
        .contains(&player)
        .then(|| format!("computer-{player}"))
}

/// The name shown on each seat: its holder's account, or in a rated game the
/// computer level's account.
pub fn seat_names(
    players: &[String],
    holders: &[Option<String>],
    rated: bool,
) -> Vec<Option<String>> {
    players
        .iter()
        .enumerate()
        .map(|(s, p)| match holders.get(s).cloned().flatten() {
            Some(name) => Some(name),
            None if rated => level_account(p),
            None => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_imitate_the_computer_or_the_site_are_refused() {
        for bad in [
            "c0mputer-hard",
            "b0t",
            "ad_min",
            "Adm1n",
            "m0derat0r",
            "cub1st",
            "5ystem",
            "h-u-m-a-n",
            "m-3",
        ] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        for good in ["ada_lovelace-1", "grace", "p1ayer_one", "kasparov85"] {
            assert!(check_name(good).is_ok(), "{good}");
        }
    }

    #[test]
    fn names_follow_the_rules() {
        assert_eq!(check_name("Ada_Lovelace-1").unwrap(), "ada_lovelace-1");
        for bad in ["ab", "a".repeat(21).as_str(), "with space", "émile", "x.y"] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        for kept in [
            "Computer-hard",
            "cubist",
            "Admin1",
            "botty",
            "guest_7",
            "hard",
            "MAX",
        ] {
            assert!(check_name(kept).is_err(), "{kept}");
        }
    }

    #[test]
    fn rated_computer_levels_are_named() {
        let players = [
            "human".to_string(),
            "hard".to_string(),
            "mcts(t=1)".to_string(),
        ];
        assert_eq!(
            seat_names(&players, &[Some("ada".into())], true),
            vec![Some("ada".into()), Some("computer-hard".into()), None]
        );
        assert_eq!(seat_names(&players, &[], false), vec![None, None, None]);
    }
}
