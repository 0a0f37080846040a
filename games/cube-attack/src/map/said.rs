//! A rejected map file's problem in words, in a reader's language: whoever loads a
//! map file (from the terminal) reads why it was refused.

use cubist_core::{Args, Lang};

use super::{Kind, MapError, MAX_PLANETS, MAX_PLAYERS, MIN_PLAYERS};
use crate::catalogue::say;

impl MapError {
    /// The problem in `lang`; in English, exactly its `Display`.
    pub fn say(&self, lang: Lang) -> String {
        let (id, args) = self.message(lang);
        say(lang, id, args)
    }

    /// The message saying this problem, with its arguments.
    fn message(&self, lang: Lang) -> (&'static str, Args) {
        use MapError::*;
        let a = Args::new();
        let seating = |players: &usize| Args::new().number("players", *players as f64);
        match self {
            Io { path, reason } => (
                "cube-attack-map-io",
                a.text("path", path.as_str())
                    .text("reason", reason.as_str()),
            ),
            Syntax(e) => ("cube-attack-map-syntax", a.text("reason", e.as_str())),
            NoPlanets => ("cube-attack-map-no-planets", a),
            TooManyPlanets(n) => (
                "cube-attack-map-too-many",
                a.number("n", *n as f64).number("max", MAX_PLANETS as f64),
            ),
            BadPlanetName { name, reason } => (
                "cube-attack-map-bad-name",
                a.text("name", name.as_str())
                    .text("reason", say(lang, reason, Args::new())),
            ),
            DuplicatePlanet(n) => ("cube-attack-map-twice-named", a.text("name", n.as_str())),
            UnknownKind { planet, kind } => (
                "cube-attack-map-unknown-kind",
                a.text("planet", planet.as_str())
                    .text("kind", kind.as_str())
                    .text("kinds", Kind::ALL.map(Kind::key).join(", ")),
            ),
            LinkToUnknownPlanet { link, name } => (
                "cube-attack-map-link-unknown",
                a.number("link", (link + 1) as f64)
                    .text("name", name.as_str()),
            ),
            SelfLink(n) => ("cube-attack-map-self-link", a.text("name", n.as_str())),
            DuplicateLink(x, y) => (
                "cube-attack-map-link-twice",
                a.text("a", x.as_str()).text("b", y.as_str()),
            ),
            Disconnected { from, unreachable } => (
                "cube-attack-map-disconnected",
                a.text("from", from.as_str())
                    .text("unreachable", unreachable.as_str()),
            ),
            NoSeats => ("cube-attack-map-no-seats", a),
            BadPlayerCount(k) => (
                "cube-attack-map-player-count",
                a.number("min", MIN_PLAYERS as f64)
                    .number("max", MAX_PLAYERS as f64)
                    .text("key", k.as_str()),
            ),
            SeatCountMismatch { players, listed } => (
                "cube-attack-map-seat-count",
                seating(players).number("listed", *listed as f64),
            ),
            SeatOnUnknownPlanet { players, name } => (
                "cube-attack-map-seat-unknown",
                seating(players).text("name", name.as_str()),
            ),
            SeatWithoutStartingPlanet {
                players,
                name,
                kind,
            } => (
                "cube-attack-map-seat-not-start",
                seating(players)
                    .text("name", name.as_str())
                    .text("kind", kind.key()),
            ),
            SharedStartingPlanet { players, name } => (
                "cube-attack-map-seat-shared",
                seating(players).text("name", name.as_str()),
            ),
        }
    }
}
