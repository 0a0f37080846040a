//! Every refusal of the crate, said in every language.

use super::WORDS;
use crate::arena::ArenaError;
use crate::round_robin::{RoundRobinError, MAX_PLAYERS};
use crate::standings::StandingsError;
use crate::swiss::SwissError;
use crate::tables::TableError;
use crate::trf::TrfError;
use cubist_words::{Lang, Phrase};

#[test]
fn the_tournament_catalogue_is_sound() {
    assert_eq!(WORDS.problems(), vec![]);
}

/// A refusal's phrase, its `Display` and the English it gave before the catalogue.
struct Case {
    phrase: Phrase,
    say: Box<dyn Fn(Lang) -> String>,
    shown: String,
    english: String,
}

fn case<E: std::fmt::Display + 'static>(
    e: E,
    phrase: fn(&E) -> Phrase,
    say: fn(&E, Lang) -> String,
    english: impl Into<String>,
) -> Case {
    Case {
        phrase: phrase(&e),
        shown: e.to_string(),
        english: english.into(),
        say: Box::new(move |lang| say(&e, lang)),
    }
}

fn every_refusal() -> Vec<Case> {
    use ArenaError as A;
    use RoundRobinError as R;
    use StandingsError as St;
    use SwissError as S;
    use TableError as T;
    use TrfError as F;
    vec![
        case(
            A::DuplicatePlayer(1234567),
            A::phrase,
            A::say,
            "player 1234567 is waiting twice",
        ),
        case(
            R::TooFewPlayers(1),
            R::phrase,
            R::say,
            "a round robin needs at least 2 players, not 1",
        ),
        case(
            R::TooManyPlayers(5000),
            R::phrase,
            R::say,
            format!("a round robin takes at most {MAX_PLAYERS} players, not 5000"),
        ),
        case(
            S::DuplicatePlayer(7),
            S::phrase,
            S::say,
            "player 7 is listed twice",
        ),
        case(
            S::NoSuchRound {
                round: 12,
                rounds: 11,
            },
            S::phrase,
            S::say,
            "round 12 is not a round of a 11-round tournament",
        ),
        case(
            S::HistoryTooLong {
                id: 3,
                len: 4,
                round: 2,
            },
            S::phrase,
            S::say,
            "player 3 has a history of 4 rounds before round 2",
        ),
        case(
            S::TooManyPlayers(2001),
            S::phrase,
            S::say,
            "at most 2000 players can be paired, not 2001",
        ),
        case(
            S::NoPairing,
            S::phrase,
            S::say,
            "no pairing of this round satisfies the absolute criteria",
        ),
        case(
            S::TooComplex,
            S::phrase,
            S::say,
            "no pairing found within 300000 candidates",
        ),
        case(
            T::BadSize(7),
            T::phrase,
            T::say,
            "a table seats 3 to 6 players, not 7",
        ),
        case(
            T::DuplicatePlayer(9),
            T::phrase,
            T::say,
            "player 9 is listed twice",
        ),
        case(
            T::TooFewPlayers {
                players: 2,
                size: 4,
            },
            T::phrase,
            T::say,
            "2 players cannot fill one table of 4",
        ),
        case(
            T::BadPlaces(vec![1, 1, 3]),
            T::phrase,
            T::say,
            "the places [1, 1, 3] are not the finishing places of one table",
        ),
        case(
            St::DuplicatePlayer(4),
            St::phrase,
            St::say,
            "player 4 is listed twice",
        ),
        case(
            St::UnknownOpponent {
                player: 4,
                opponent: 40,
            },
            St::phrase,
            St::say,
            "player 4 meets 40, who is not listed",
        ),
        case(
            St::BadPoints {
                player: 4,
                points: 3,
            },
            St::phrase,
            St::say,
            "player 4 scores 3 half points in one round; at most 2",
        ),
        case(
            F::BadNumber {
                line: 3,
                field: "number of players",
                text: "x1".into(),
            },
            F::phrase,
            F::say,
            "line 3: number of players is not a number: \"x1\"",
        ),
        case(
            F::BadCode {
                line: 5,
                field: "colour",
                found: 'q',
                expected: "w, b, -",
            },
            F::phrase,
            F::say,
            "line 5: colour 'q' is not one of w, b, -",
        ),
        case(
            F::BadRoundColumns { line: 6, round: 2 },
            F::phrase,
            F::say,
            "line 6: round 2 is out of its columns",
        ),
        case(
            F::DuplicateStartRank { line: 7, rank: 1 },
            F::phrase,
            F::say,
            "line 7: start rank 1 appears twice",
        ),
        case(
            F::UnknownOpponent {
                rank: 1,
                round: 2,
                opponent: 99,
            },
            F::phrase,
            F::say,
            "player 1 meets 99 in round 2, who is not in the file",
        ),
        case(
            F::PlayerCount {
                line: 2,
                declared: 10,
                found: 9,
            },
            F::phrase,
            F::say,
            "line 2: the file says 10 players but lists 9",
        ),
        case(
            F::LineBreak {
                field: "name",
                text: "a\nb".into(),
            },
            F::phrase,
            F::say,
            "name \"a\\nb\" would break its line",
        ),
        case(
            F::TooWide {
                field: "FIDE id",
                text: "123456789012".into(),
                width: 11,
            },
            F::phrase,
            F::say,
            "FIDE id \"123456789012\" does not fit in 11 columns",
        ),
    ]
}

#[test]
fn display_keeps_the_english_of_every_refusal() {
    for c in every_refusal() {
        assert_eq!(c.shown, c.english, "{}", c.phrase.id());
        assert_eq!((c.say)(Lang::En), c.english, "{}", c.phrase.id());
        assert_eq!(c.phrase.say(Lang::En), c.english, "{}", c.phrase.id());
    }
}

#[test]
fn every_refusal_is_said_in_every_language() {
    let cases = every_refusal();
    let ids: std::collections::BTreeSet<&str> = cases.iter().map(|c| c.phrase.id()).collect();
    let refusals: Vec<String> = WORDS
        .ids()
        .into_iter()
        .filter(|id| !id.starts_with("tournament-trf-field-"))
        .collect();
    assert_eq!(
        ids.len(),
        refusals.len(),
        "one case for each refusal: {ids:?}"
    );
    for c in &cases {
        let id = c.phrase.id();
        for lang in Lang::SPOKEN {
            let said = (c.say)(lang);
            assert_eq!(said, c.phrase.say(lang), "{lang} {id}");
            assert!(!said.trim().is_empty(), "{lang} {id}");
            assert!(
                !said.contains("{ $") && !said.contains("{$"),
                "{lang} {id}: {said}"
            );
            if lang != Lang::En {
                assert_ne!(said, c.english, "{lang} {id} is still English");
            }
        }
    }
}

#[test]
fn no_english_word_is_left_in_german_or_french() {
    let english = [
        " player ",
        " players ",
        " is ",
        " not ",
        " round ",
        " the ",
        " line ",
        " who ",
        " twice",
        " number",
        " columns",
        " cannot ",
    ];
    for c in every_refusal() {
        for lang in [Lang::De, Lang::Fr] {
            let said = format!(" {} ", (c.say)(lang));
            for word in english {
                assert!(
                    !said.contains(word),
                    "{lang} {}: {word:?} in {said:?}",
                    c.phrase.id()
                );
            }
        }
    }
}

#[test]
fn a_trf_field_is_named_in_the_readers_language_and_an_unknown_one_as_written() {
    assert_eq!(
        super::field_name("number of players", Lang::De),
        "Anzahl der Spieler"
    );
    assert_eq!(super::field_name("FIDE id", Lang::Fr), "identifiant FIDE");
    assert_eq!(super::field_name("012", Lang::It), "012");
    let bad = TrfError::BadNumber {
        line: 1,
        field: "rating",
        text: "x".into(),
    };
    assert_eq!(bad.say(Lang::De), "Zeile 1: Elo-Zahl ist keine Zahl: \"x\"");
}
