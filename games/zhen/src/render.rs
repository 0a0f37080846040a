//! The line of tiles for a terminal.
//!
//! ```text
//!          Red goal   1     2     3     4     5   Blue goal
//!   Red ◀  2r1b  |   .    2r   1r1b   .    1b  |  .       ▶ Blue
//! ```
//!
//! Stacks are written as counts with colour letters (`2r1b` = 2 red and 1 blue), so
//! the board reads without colour; with colour the letters are painted too.

use cubist_core::{Game, RenderStyle};

use crate::{Status, Zhen, BLUE, RED, SEAT_NAMES};

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
    let b = g.board();
    let n = b.tiles() as usize;
    let goal_cell = 10;
    let mut head = centred("Red goal", 8, goal_cell);
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
            // The tile the no-undo rule forbids moving now.
            (format!("{s}{}", style.dim("!")), w + 1)
        } else {
            (s, w)
        };
        line.push_str(&centred(&marked.0, marked.1, CELL));
    }
    head.push(' ');
    head.push_str(&centred("Blue goal", 9, goal_cell));
    line.push('|');
    let (s, w) = painted(style, b.stack(n + 1));
    line.push_str(&centred(&s, w, goal_cell));

    let mut out = String::new();
    out.push_str(&format!("      {}\n", head.trim_end()));
    out.push_str(&format!(
        "{} ◀{}▶ {}\n",
        style.seat(RED, "Red "),
        line,
        style.seat(BLUE, "Blue")
    ));
    for seat in [RED, BLUE] {
        out.push_str(&format!(
            "{}: reserve {:>2}   score {:>2} ({} cube{} captured)\n",
            style.seat(seat, &format!("{:<4}", SEAT_NAMES[seat])),
            b.reserve(seat),
            b.score(seat),
            SEAT_NAMES[1 - seat].to_lowercase(),
            if b.score(seat) == 1 { "" } else { "s" },
        ));
    }
    let last = match g.status() {
        Status::Playing => {
            let mut s = format!("{} to move", g.seat_name(g.mover()));
            if let Some(t) = g.undo_tile() {
                s.push_str(&format!(" (tile {t} may not be moved back: no undo)"));
            }
            s
        }
        _ => {
            let o = g.outcome().expect("a finished game has an outcome");
            format!(
                "Game over: {}",
                o.describe(|s| g.seat_name(s), cubist_core::Lang::En)
            )
        }
    };
    out.push_str(&last);
    out.push('\n');
    out
}
