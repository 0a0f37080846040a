//! The line of tiles for a terminal.
//!
//! ```text
//!          Red goal   1     2     3     4     5   Blue goal
//!   Red ◀  2r1b  |   .    2r   1r1b   .    1b  |  .       ▶ Blue
//! ```
//!
//! Stacks are written as counts with colour letters (`2r1b` = 2 red and 1 blue), so
//! the board reads without colour; with colour the letters are painted too.

use cubist_core::{Args, Game, Lang, RenderStyle};

use crate::catalogue::{say, seat_name};
use crate::{Status, Zhen, BLUE, RED};

const CELL: usize = 6;

/// A stack with each colour painted: `2r` red, `1b` blue, `.` dim.
fn painted(style: RenderStyle, [red, blue]: [u8; 2]) -> (String, usize) {
    let r = if red > 0 {
        format!("{red}r")
    } else {
        String::new()
    };
    let b = if blue > 0 {
        format!("{blue}b")
    } else {
        String::new()
    };
    let width = r.len() + b.len();
    if width == 0 {
        return (style.dim("."), 1);
    }
    let mut s = String::new();
    if !r.is_empty() {
        s.push_str(&style.seat(RED, &r));
    }
    if !b.is_empty() {
        s.push_str(&style.seat(BLUE, &b));
    }
    (s, width)
}

/// `text` of visible `width`, centred in `cell` columns.
fn centred(text: &str, width: usize, cell: usize) -> String {
    let left = cell.saturating_sub(width) / 2;
    let right = cell.saturating_sub(width + left);
    format!("{}{text}{}", " ".repeat(left), " ".repeat(right))
}

pub fn render(g: &Zhen, style: RenderStyle) -> String {
    let lang = style.lang;
    let b = g.board();
    let n = b.tiles() as usize;
    let goal_cell = 10;
    let names = [seat_name(RED, lang), seat_name(BLUE, lang)];
    // Seat names are padded to the longer one, so the line starts where the labels do.
    let width = names.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    let goal = |seat: usize| {
        let label = say(
            lang,
            "zhen-goal",
            Args::new().text("seat", names[seat].clone()),
        );
        let w = label.chars().count();
        centred(&label, w, goal_cell)
    };
    let mut head = goal(RED);
    let mut line = String::new();
    let (s, w) = painted(style, b.stack(0));
    line.push_str(&centred(&s, w, goal_cell));
    line.push('|');
    head.push(' ');
    for t in 1..=n {
        let label = t.to_string();
        head.push_str(&centred(&label, label.len(), CELL));
        let (s, w) = painted(style, b.stack(t));
        let marked = if g.undo_tile() == Some(t as u8) && g.status() == Status::Playing {
            (format!("{s}{}", style.dim("!")), w + 1)
        } else {
            (s, w)
        };
        line.push_str(&centred(&marked.0, marked.1, CELL));
    }
    head.push(' ');
    head.push_str(&goal(BLUE));
    line.push('|');
    let (s, w) = painted(style, b.stack(n + 1));
    line.push_str(&centred(&s, w, goal_cell));

    let padded = |seat: usize| format!("{:<width$}", names[seat]);
    let mut out = String::new();
    out.push_str(&format!("{}{}\n", " ".repeat(width + 2), head.trim_end()));
    out.push_str(&format!(
        "{} ◀{}▶ {}\n",
        style.seat(RED, &padded(RED)),
        line,
        style.seat(BLUE, &padded(BLUE))
    ));
    for seat in [RED, BLUE] {
        out.push_str(&panel(g, seat, &padded(seat), style));
        out.push('\n');
    }
    out.push_str(&status(g, lang));
    out.push('\n');
    out
}

/// A seat's line: its reserve, and its score as the opponent's cubes it captured.
fn panel(g: &Zhen, seat: usize, name: &str, style: RenderStyle) -> String {
    let b = g.board();
    let captured = Args::new()
        .number("n", b.score(seat))
        .number("opponent", (1 - seat) as f64);
    let args = Args::new()
        .text("seat", style.seat(seat, name))
        .text("reserve", format!("{:>2}", b.reserve(seat)))
        .text("score", format!("{:>2}", b.score(seat)))
        .text(
            "captured",
            say(style.lang, "zhen-render-captured", captured),
        );
    say(style.lang, "zhen-render-panel", args)
}

/// Whose turn it is (and the tile that may not go straight back), or the result.
fn status(g: &Zhen, lang: Lang) -> String {
    match g.status() {
        Status::Playing => {
            let seat = Args::new().text("seat", seat_name(g.mover(), lang));
            match g.undo_tile() {
                None => say(lang, "zhen-to-move", seat),
                Some(t) => say(lang, "zhen-render-no-undo", seat.number("tile", t)),
            }
        }
        _ => {
            let o = g.outcome().expect("a finished game has an outcome");
            let result = o.describe(|s| seat_name(s, lang), lang);
            say(lang, "zhen-render-over", Args::new().text("result", result))
        }
    }
}
