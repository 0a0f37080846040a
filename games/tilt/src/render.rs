//! The board for a terminal.
//!
//! Shapes carry the meaning, so the board reads without colour: a diamond is an
//! active cube (turned 45°), a square an inactive one; hollow is Light, filled is
//! Dark. The cube that may not be picked up during a pending bonus is bracketed.

use cubist_core::{Args, Game, Lang, RenderStyle};

use crate::catalogue::{say, seat_name};
use crate::{Cell, Square, Status, Tilt, DARK, LIGHT};

/// Each seat's terminal colour, as the game declares it: Light light, Dark dark.
const SGR: [&str; 2] = [crate::SEAT_COLOURS[0].sgr, crate::SEAT_COLOURS[1].sgr];
/// Symbols by seat: (active, inactive).
const SYMBOLS: [(&str, &str); 2] = [("◇", "□"), ("◆", "■")];

pub fn render(g: &Tilt, style: RenderStyle) -> String {
    let pos = g.position();
    let n = pos.size();
    let files: String = (0..n)
        .map(|f| format!(" {} ", (b'a' + f) as char))
        .collect();
    let files = files.trim_end();
    let mut out = format!("     {files}\n");
    for rank in (0..n).rev() {
        out.push_str(&format!(" {:>2}  ", rank + 1));
        for file in 0..n {
            let sq = Square::new(file, rank);
            let sym = match pos.cell(sq) {
                Cell::Empty => style.dim("·"),
                Cell::Cube { seat, active } => {
                    let (on, off) = SYMBOLS[seat];
                    style.paint(SGR[seat], if active { on } else { off })
                }
            };
            if pos.bonus() == Some(sq) {
                out.push_str(&format!("[{sym}]"));
            } else {
                out.push_str(&format!(" {sym} "));
            }
        }
        out.push_str(&format!(" {}\n", rank + 1));
    }
    out.push_str(&format!("     {files}\n"));
    for seat in [LIGHT, DARK] {
        out.push_str(&panel(g, seat, style));
    }
    for seat in [LIGHT, DARK] {
        if let Some((_, sentence)) = crate::picture::slide_warning(g, seat, style.lang) {
            out.push_str(&format!("{sentence}.\n"));
        }
    }
    if let Some(last) = g.actions().last() {
        let args = Args::new().text("action", last.to_string());
        out.push_str(&style.dim(&say(style.lang, "tilt-render-last", args)));
        out.push('\n');
    }
    out.push_str(&status(g, style.lang));
    out
}

/// A seat's line under the board: its cube symbols, cubes on the board, and pool.
fn panel(g: &Tilt, seat: usize, style: RenderStyle) -> String {
    let pos = g.position();
    let (on, off) = SYMBOLS[seat];
    let args = Args::new()
        .text("seat", format!("{:<5}", seat_name(seat, style.lang)))
        .text("on", style.paint(SGR[seat], on))
        .text("off", style.paint(SGR[seat], off))
        .number("board", pos.on_board(seat) as f64)
        .number("active", pos.active_count(seat) as f64)
        .number("pool", pos.pool(seat) as f64);
    format!("{}\n", say(style.lang, "tilt-render-panel", args))
}

/// Whose turn it is and what they may type, or how the game ended, in `lang`.
fn status(g: &Tilt, lang: Lang) -> String {
    let pos = g.position();
    match g.status() {
        Status::Playing => {
            let seat = Args::new().text("seat", seat_name(pos.mover(), lang));
            match pos.bonus() {
                None => format!("{}\n", say(lang, "tilt-render-to-move", seat)),
                Some(sq) => {
                    let square = Args::new().text("square", sq.to_string());
                    format!(
                        "{}\n{}\n",
                        say(lang, "tilt-render-bonus", seat),
                        say(lang, "tilt-render-just-moved", square)
                    )
                }
            }
        }
        _ => {
            let o = g.outcome().expect("a finished game has an outcome");
            let result = o.describe(|s| seat_name(s, lang), lang);
            let args = Args::new().text("result", result);
            format!("{}\n", say(lang, "tilt-render-over", args))
        }
    }
}
