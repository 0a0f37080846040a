use super::*;
use Colour::{Black as B, White as W};

fn rossi() -> Entry {
    Entry {
        start_rank: 1,
        sex: Some('m'),
        title: "GM".into(),
        name: "Rossi, Anna".into(),
        rating: Some(2410),
        federation: "ITA".into(),
        fide_id: Some(12_345_678),
        birth_date: "1990/05/17".into(),
        points_tenths: 35,
        rank: 2,
        rounds: vec![
            RoundEntry {
                opponent: Some(4),
                colour: Some(W),
                result: Outcome::Win,
            },
            RoundEntry {
                opponent: None,
                colour: None,
                result: Outcome::PairingBye,
            },
        ],
    }
}

fn sample() -> Tournament {
    let mut other = Entry {
        start_rank: 4,
        sex: Some('w'),
        title: String::new(),
        name: "Müller, Jürgen".into(),
        rating: None,
        federation: "GER".into(),
        fide_id: None,
        birth_date: String::new(),
        points_tenths: 5,
        rank: 5,
        rounds: vec![RoundEntry {
            opponent: Some(1),
            colour: Some(B),
            result: Outcome::Loss,
        }],
    };
    other.rounds.push(RoundEntry {
        opponent: Some(2),
        colour: Some(W),
        result: Outcome::Draw,
    });
    Tournament {
        name: "Cubist Autumn Swiss".into(),
        city: "Online".into(),
        federation: "FID".into(),
        start_date: "2026/11/01".into(),
        end_date: "2026/11/29".into(),
        rounds: Some(5),
        initial_colour: Some(B),
        players: vec![rossi(), other],
        other_lines: vec!["092 Individual: Swiss-System".into()],
    }
}

#[test]
fn a_player_line_has_the_columns_of_trf16() {
    // Written out by hand from the column table: rank in 5-8, sex 10, title
    // 11-13, name 15-47, rating 49-52, federation 54-56, id 58-68, birth 70-79,
    // points 81-84, rank 86-89, rounds from 92 in blocks of ten.
    let expected = "001    1 m GM Rossi, Anna                       2410 ITA    12345678 1990/05/17  3.5    2     4 w 1  0000 - U";
    let file = write(&Tournament {
        players: vec![rossi()],
        ..Tournament::default()
    })
    .unwrap();
    assert_eq!(file, format!("062 1\n{expected}\n"));
}

#[test]
fn a_file_reads_back_as_it_was_written() {
    let t = sample();
    let text = write(&t).unwrap();
    assert!(text.starts_with("012 Cubist Autumn Swiss\n022 Online\n"));
    assert!(text.contains("\nXXR 5\nXXC black1\n"));
    assert_eq!(read(&text).unwrap(), t);
    // Windows line ends and blank lines change nothing.
    assert_eq!(read(&text.replace('\n', "\r\n\r\n")).unwrap(), t);
}

#[test]
fn result_codes_are_read_in_either_case_and_blank_is_absent() {
    for (code, outcome) in [
        ('u', Outcome::PairingBye),
        ('h', Outcome::HalfPointBye),
        (' ', Outcome::ZeroPointBye),
    ] {
        assert_eq!(Outcome::from_code(code), Some(outcome));
    }
    assert_eq!(Outcome::from_code('x'), None);
    for (outcome, code) in Outcome::CODES {
        assert_eq!(Outcome::from_code(code), Some(outcome));
        assert_eq!(outcome.code(), code);
    }
}

fn with_line(line: &str) -> String {
    format!("012 Test\n{line}\n")
}

#[test]
fn bad_lines_give_their_line_and_field() {
    let good = write(&Tournament {
        players: vec![rossi()],
        ..Tournament::default()
    })
    .unwrap();
    let line = good.lines().nth(1).unwrap().to_string();
    let replace = |col: usize, with: &str| {
        let mut chars: Vec<char> = line.chars().collect();
        chars.splice(col - 1..col - 1 + with.chars().count(), with.chars());
        with_line(&chars.into_iter().collect::<String>())
    };
    let cases = [
        (
            replace(5, "  x1"),
            TrfError::BadNumber {
                line: 2,
                field: "start rank",
                text: "x1".into(),
            },
        ),
        (
            replace(10, "q"),
            TrfError::BadCode {
                line: 2,
                field: "sex",
                found: 'q',
                expected: "m, w",
            },
        ),
        (
            replace(49, "24a0"),
            TrfError::BadNumber {
                line: 2,
                field: "rating",
                text: "24a0".into(),
            },
        ),
        (
            replace(81, "3,5 "),
            TrfError::BadNumber {
                line: 2,
                field: "points",
                text: "3,5".into(),
            },
        ),
        (
            replace(97, "r"),
            TrfError::BadCode {
                line: 2,
                field: "colour",
                found: 'r',
                expected: "w, b, -",
            },
        ),
        (
            replace(99, "?"),
            TrfError::BadCode {
                line: 2,
                field: "result",
                found: '?',
                expected: "1 = 0 + - W D L H F U Z",
            },
        ),
        (
            replace(96, "x"),
            TrfError::BadRoundColumns { line: 2, round: 1 },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(read(&text), Err(error), "{text}");
    }
    assert_eq!(
        read(&format!("062 3\n{line}\n")),
        Err(TrfError::PlayerCount {
            line: 1,
            declared: 3,
            found: 1
        })
    );
    assert_eq!(
        read(&format!("{line}\n{line}\n")),
        Err(TrfError::DuplicateStartRank { line: 2, rank: 1 })
    );
    assert_eq!(
        read("XXR five"),
        Err(TrfError::BadNumber {
            line: 1,
            field: "number of rounds",
            text: "five".into()
        })
    );
}

/// Reads a damaged file: it is refused, or what it gives writes and reads back
/// the same. Returns whether it was accepted.
fn survives(text: &str) -> bool {
    let Ok(t) = read(text) else {
        return false;
    };
    if let Ok(again) = write(&t) {
        assert_eq!(read(&again).as_ref(), Ok(&t), "{text}");
    }
    true
}

#[test]
fn no_damage_to_a_file_makes_reading_panic() {
    // Every prefix of a good file, and every character replaced by a few others.
    let text = write(&sample()).unwrap();
    let chars: Vec<char> = text.chars().collect();
    let (mut accepted, mut refused) = (0, 0);
    let mut tally = |ok: bool| if ok { accepted += 1 } else { refused += 1 };
    for cut in 0..=chars.len() {
        tally(survives(&chars[..cut].iter().collect::<String>()));
    }
    for at in 0..chars.len() {
        for with in ['x', '9', ' ', '.', 'é', '\n', '-'] {
            let mut damaged = chars.clone();
            damaged[at] = with;
            tally(survives(&damaged.iter().collect::<String>()));
        }
    }
    assert!(
        accepted > 0 && refused > 0,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn writing_refuses_what_the_columns_cannot_hold() {
    let mut long = rossi();
    long.name = "A".repeat(34);
    let t = Tournament {
        players: vec![long],
        ..Tournament::default()
    };
    assert!(matches!(
        write(&t),
        Err(TrfError::TooWide {
            field: "name",
            width: 33,
            ..
        })
    ));
    let mut broken = sample();
    broken.name = "Two\nlines".into();
    assert!(matches!(
        write(&broken),
        Err(TrfError::LineBreak { field: "012", .. })
    ));
    let mut many = rossi();
    many.points_tenths = 1000;
    assert!(matches!(
        write(&Tournament {
            players: vec![many],
            ..Tournament::default()
        }),
        Err(TrfError::TooWide {
            field: "points",
            ..
        })
    ));
}

/// The eight players of the Swiss round-three case, as a file would hold them.
fn eight_after_two_rounds() -> Tournament {
    use Outcome::{Draw as D, Loss as L, Win as X};
    let rounds: [[(u32, Colour, Outcome); 2]; 8] = [
        [(5, W, X), (4, B, X)],
        [(6, B, D), (3, W, D)],
        [(7, W, X), (2, B, D)],
        [(8, B, X), (1, W, L)],
        [(1, B, L), (6, W, X)],
        [(2, W, D), (5, B, L)],
        [(3, B, L), (8, W, D)],
        [(4, W, L), (7, B, D)],
    ];
    let players = rounds
        .iter()
        .enumerate()
        .map(|(i, games)| Entry {
            start_rank: i as u32 + 1,
            name: format!("Player {}", i + 1),
            rounds: games
                .iter()
                .map(|&(opponent, colour, result)| RoundEntry {
                    opponent: Some(opponent),
                    colour: Some(colour),
                    result,
                })
                .collect(),
            ..Entry::default()
        })
        .collect();
    Tournament {
        rounds: Some(5),
        players,
        ..Tournament::default()
    }
}

#[test]
fn a_file_gives_the_swiss_its_players_and_the_next_round() {
    use crate::swiss::{pair_round, Float, RoundSpec};
    let file = write(&eight_after_two_rounds()).unwrap();
    let players = swiss_players(&read(&file).unwrap()).unwrap();
    let scores: Vec<u32> = players.iter().map(|p| p.score).collect();
    assert_eq!(scores, [4, 2, 3, 2, 2, 1, 1, 1]);
    assert_eq!(players[0].colours, [Some(W), Some(B)]);
    assert_eq!(players[0].opponents, [5, 4]);
    // Round 2: 3 (1 point) met 2 (½), 6 (½) met 5 (0).
    let floats: Vec<Option<Float>> = players.iter().map(|p| p.floats[1]).collect();
    let (d, u) = (Some(Float::Down), Some(Float::Up));
    assert_eq!(floats, [None, u, d, None, u, d, None, None]);
    // The same pairing as the hand-checked round three of the Swiss tests.
    let spec = RoundSpec {
        round: 3,
        rounds: 5,
        initial_colour: W,
    };
    let pairing = pair_round(&players, &spec).unwrap();
    let games: Vec<(u32, u32)> = pairing.games.iter().map(|g| (g.white, g.black)).collect();
    assert_eq!(games, [(1, 3), (4, 2), (8, 5), (6, 7)]);
}

#[test]
fn byes_and_forfeits_count_as_a_bye_and_not_as_a_game() {
    let mut t = eight_after_two_rounds();
    t.players[0].rounds[1] = RoundEntry {
        opponent: None,
        colour: None,
        result: Outcome::PairingBye,
    };
    t.players[1].rounds[1] = RoundEntry {
        opponent: Some(3),
        colour: Some(W),
        result: Outcome::ForfeitWin,
    };
    let players = swiss_players(&t).unwrap();
    assert!(players[0].had_bye && players[1].had_bye);
    assert_eq!(players[0].colours[1], None);
    assert_eq!(players[0].floats[1], Some(crate::swiss::Float::Down));
    assert_eq!(players[1].opponents, [6]);
    assert_eq!(players[1].colours[1], None);
    assert!(!players[2].had_bye);
}

#[test]
fn an_opponent_missing_from_the_file_is_an_error() {
    let mut t = eight_after_two_rounds();
    t.players.pop();
    assert_eq!(
        swiss_players(&t),
        Err(TrfError::UnknownOpponent {
            rank: 4,
            round: 1,
            opponent: 8
        })
    );
}
