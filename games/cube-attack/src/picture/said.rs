//! The words the picture and the terminal board share: a planet's kind, a unit's
//! lives, weapon and marks, each a message of the game's catalogue in `lang`.

use cubist_core::{Args, Lang};

use crate::catalogue::say;
use crate::map::Kind;
use crate::{Unit, Weapon};

/// A planet kind's name, e.g. "Planet Weaponry".
pub fn kind_title(kind: Kind, lang: Lang) -> String {
    say(
        lang,
        "cube-attack-kind",
        Args::new().text("kind", kind.key()),
    )
}

/// "1 life", "2 lives".
pub fn lives(lives: u8, lang: Lang) -> String {
    say(
        lang,
        "cube-attack-lives",
        Args::new().number("lives", lives),
    )
}

/// "no weapon", "short range", "long range".
pub fn weapon(w: Weapon, lang: Lang) -> String {
    let key = match w {
        Weapon::None => "none",
        Weapon::Short => "short",
        Weapon::Long => "long",
    };
    say(lang, "cube-attack-weapon", Args::new().text("weapon", key))
}

/// What a unit did this round, each with the message `activated` and `attacked`
/// give (e.g. "activated this round").
pub fn marks(u: &Unit, lang: Lang, activated: &str, attacked: &str) -> Vec<String> {
    let mut words = Vec::new();
    if u.activated {
        words.push(say(lang, activated, Args::new()));
    }
    if u.attacked {
        words.push(say(lang, attacked, Args::new()));
    }
    words
}
