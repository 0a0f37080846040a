//! Writing a TRF16 file.

use super::{Entry, RoundEntry, Tournament, TrfError};
use crate::swiss::Colour;

/// The file's text, one line per record, each ending in a line feed.
pub fn write(tournament: &Tournament) -> Result<String, TrfError> {
    let mut out = String::new();
    for (code, text) in [
        ("012", &tournament.name),
        ("022", &tournament.city),
        ("032", &tournament.federation),
        ("042", &tournament.start_date),
        ("052", &tournament.end_date),
    ] {
        if !text.is_empty() {
            one_line(code, text)?;
            out.push_str(&format!("{code} {text}\n"));
        }
    }
    out.push_str(&format!("062 {}\n", tournament.players.len()));
    if let Some(rounds) = tournament.rounds {
        out.push_str(&format!("XXR {rounds}\n"));
    }
    match tournament.initial_colour {
        Some(Colour::White) => out.push_str("XXC white1\n"),
        Some(Colour::Black) => out.push_str("XXC black1\n"),
        None => {}
    }
    for line in &tournament.other_lines {
        one_line("line", line)?;
        out.push_str(line);
        out.push('\n');
    }
    for entry in &tournament.players {
        out.push_str(&player_line(entry)?);
        out.push('\n');
    }
    Ok(out)
}

/// A field must not break its line.
fn one_line(field: &'static str, text: &str) -> Result<(), TrfError> {
    if text.chars().any(char::is_control) {
        return Err(TrfError::LineBreak {
            field,
            text: text.to_string(),
        });
    }
    Ok(())
}

/// A fixed-column line being filled in.
struct Columns(Vec<char>);

impl Columns {
    /// Puts `text` in columns `from..=to` (from 1), numbers to the right.
    fn put(
        &mut self,
        from: usize,
        to: usize,
        text: &str,
        right: bool,
        field: &'static str,
    ) -> Result<(), TrfError> {
        one_line(field, text)?;
        let width = to + 1 - from;
        let chars: Vec<char> = text.chars().collect();
        if chars.len() > width {
            return Err(TrfError::TooWide {
                field,
                text: text.to_string(),
                width,
            });
        }
        if self.0.len() < to {
            self.0.resize(to, ' ');
        }
        let start = from - 1 + if right { width - chars.len() } else { 0 };
        self.0[start..start + chars.len()].copy_from_slice(&chars);
        Ok(())
    }
}

fn player_line(e: &Entry) -> Result<String, TrfError> {
    let mut c = Columns(Vec::new());
    c.put(1, 3, "001", false, "code")?;
    c.put(5, 8, &e.start_rank.to_string(), true, "start rank")?;
    c.put(
        10,
        10,
        &e.sex.map(String::from).unwrap_or_default(),
        false,
        "sex",
    )?;
    c.put(11, 13, &e.title, true, "title")?;
    c.put(15, 47, &e.name, false, "name")?;
    c.put(
        49,
        52,
        &e.rating.map(|r| r.to_string()).unwrap_or_default(),
        true,
        "rating",
    )?;
    c.put(54, 56, &e.federation, false, "federation")?;
    c.put(
        58,
        68,
        &e.fide_id.map(|id| id.to_string()).unwrap_or_default(),
        true,
        "FIDE id",
    )?;
    c.put(70, 79, &e.birth_date, false, "birth date")?;
    let points = format!("{}.{}", e.points_tenths / 10, e.points_tenths % 10);
    c.put(81, 84, &points, true, "points")?;
    c.put(86, 89, &e.rank.to_string(), true, "rank")?;
    for (r, round) in e.rounds.iter().enumerate() {
        put_round(&mut c, 92 + 10 * r, round)?;
    }
    Ok(c.0.into_iter().collect())
}

fn put_round(c: &mut Columns, at: usize, round: &RoundEntry) -> Result<(), TrfError> {
    let opponent = round.opponent.map_or("0000".to_string(), |o| o.to_string());
    c.put(at, at + 3, &opponent, true, "opponent")?;
    let colour = match round.colour {
        Some(Colour::White) => "w",
        Some(Colour::Black) => "b",
        None => "-",
    };
    c.put(at + 5, at + 5, colour, false, "colour")?;
    c.put(
        at + 7,
        at + 7,
        &round.result.code().to_string(),
        false,
        "result",
    )
}
