//! Reading a TRF16 file: every field is checked, and a bad one is reported with
//! its line and column name, never a panic.

use super::{Entry, Outcome, RoundEntry, Tournament, TrfError};
use crate::swiss::Colour;
use std::collections::BTreeSet;

/// The tournament a file describes.
pub fn read(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament::default();
    let mut declared = None;
    let mut ranks = BTreeSet::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        let number = index + 1;
        if line.trim().is_empty() {
            continue;
        }
        let code: String = line.chars().take(3).collect();
        let rest = || line.chars().skip(4).collect::<String>().trim().to_string();
        match code.as_str() {
            "001" => {
                let entry = player(line, number)?;
                if !ranks.insert(entry.start_rank) {
                    return Err(TrfError::DuplicateStartRank {
                        line: number,
                        rank: entry.start_rank,
                    });
                }
                t.players.push(entry);
            }
            "012" => t.name = rest(),
            "022" => t.city = rest(),
            "032" => t.federation = rest(),
            "042" => t.start_date = rest(),
            "052" => t.end_date = rest(),
            "062" => declared = Some((number, number_of(&rest(), number, "number of players")?)),
            "XXR" => t.rounds = Some(number_of(&rest(), number, "number of rounds")?),
            "XXC" if rest() == "white1" => t.initial_colour = Some(Colour::White),
            "XXC" if rest() == "black1" => t.initial_colour = Some(Colour::Black),
            _ => t.other_lines.push(line.to_string()),
        }
    }
    check(&t, declared)?;
    Ok(t)
}

fn check(t: &Tournament, declared: Option<(usize, u32)>) -> Result<(), TrfError> {
    match declared {
        Some((line, count)) if count as usize != t.players.len() => Err(TrfError::PlayerCount {
            line,
            declared: count as usize,
            found: t.players.len(),
        }),
        _ => Ok(()),
    }
}

/// Columns `from..=to` (from 1) of a line, trimmed; empty past its end.
fn cols(chars: &[char], from: usize, to: usize) -> String {
    let end = to.min(chars.len());
    if from > end {
        return String::new();
    }
    chars[from - 1..end]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

fn number_of<T: std::str::FromStr>(
    text: &str,
    line: usize,
    field: &'static str,
) -> Result<T, TrfError> {
    text.parse().map_err(|_| TrfError::BadNumber {
        line,
        field,
        text: text.to_string(),
    })
}

fn optional<T: std::str::FromStr>(
    text: &str,
    line: usize,
    field: &'static str,
) -> Result<Option<T>, TrfError> {
    if text.is_empty() {
        Ok(None)
    } else {
        number_of(text, line, field).map(Some)
    }
}

fn player(line: &str, number: usize) -> Result<Entry, TrfError> {
    let c: Vec<char> = line.chars().collect();
    let sex = cols(&c, 10, 10).chars().next();
    if let Some(s) = sex.filter(|s| !matches!(s, 'm' | 'w' | 'M' | 'W')) {
        return Err(bad_code(number, "sex", s, "m, w"));
    }
    Ok(Entry {
        start_rank: number_of(&cols(&c, 5, 8), number, "start rank")?,
        sex,
        title: cols(&c, 11, 13),
        name: cols(&c, 15, 47),
        rating: optional(&cols(&c, 49, 52), number, "rating")?,
        federation: cols(&c, 54, 56),
        fide_id: optional(&cols(&c, 58, 68), number, "FIDE id")?,
        birth_date: cols(&c, 70, 79),
        points_tenths: points(&cols(&c, 81, 84), number)?,
        rank: optional(&cols(&c, 86, 89), number, "rank")?.unwrap_or(0),
        rounds: rounds(&c, number)?,
    })
}

fn bad_code(line: usize, field: &'static str, found: char, expected: &'static str) -> TrfError {
    TrfError::BadCode {
        line,
        field,
        found,
        expected,
    }
}

/// "3.5" as 35 tenths; "3" as 30.
fn points(text: &str, line: usize) -> Result<u32, TrfError> {
    let bad = || TrfError::BadNumber {
        line,
        field: "points",
        text: text.to_string(),
    };
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    let all_digits = |s: &str| !s.is_empty() && s.chars().all(|ch| ch.is_ascii_digit());
    if !all_digits(whole) || !all_digits(tenth) || tenth.len() != 1 {
        return Err(bad());
    }
    let whole: u32 = whole.parse().map_err(|_| bad())?;
    let tenth: u32 = tenth.parse().map_err(|_| bad())?;
    whole
        .checked_mul(10)
        .and_then(|w| w.checked_add(tenth))
        .ok_or_else(bad)
}

fn rounds(c: &[char], line: usize) -> Result<Vec<RoundEntry>, TrfError> {
    let mut out = Vec::new();
    let mut at = 92;
    while at <= c.len() {
        let round = out.len() + 1;
        let gaps = [at - 1, at + 4, at + 6];
        if gaps
            .iter()
            .any(|&g| c.get(g - 1).is_some_and(|ch| *ch != ' '))
        {
            return Err(TrfError::BadRoundColumns { line, round });
        }
        out.push(round_entry(c, at, line)?);
        at += 10;
    }
    Ok(out)
}

fn round_entry(c: &[char], at: usize, line: usize) -> Result<RoundEntry, TrfError> {
    let opponent: u32 = optional(&cols(c, at, at + 3), line, "opponent")?.unwrap_or(0);
    let colour_code = c.get(at + 4).copied().unwrap_or(' ');
    let colour = match colour_code {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        other => return Err(bad_code(line, "colour", other, "w, b, -")),
    };
    let result_code = c.get(at + 6).copied().unwrap_or(' ');
    let result = Outcome::from_code(result_code)
        .ok_or_else(|| bad_code(line, "result", result_code, "1 = 0 + - W D L H F U Z"))?;
    Ok(RoundEntry {
        opponent: (opponent != 0).then_some(opponent),
        colour,
        result,
    })
}
