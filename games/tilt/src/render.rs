//! The board for a terminal.
//!
//! Shapes carry the meaning, so the board reads without colour: a diamond is an
//! active cube (turned 45°), a square an inactive one; hollow is Light, filled is
//! Dark. The cube that may not be picked up during a pending bonus is bracketed.

use cubist_core::{Game, RenderStyle};

use crate::{Cell, Square, Status, Tilt, DARK, LIGHT, SEAT_NAMES};

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
        let (on, off) = SYMBOLS[seat];
        out.push_str(&format!(
            "{:<5} {} active {} inactive   on board {} ({} active)   pool {}\n",
            SEAT_NAMES[seat],
            style.paint(SGR[seat], on),
            style.paint(SGR[seat], off),
            pos.on_board(seat),
            pos.active_count(seat),
            pos.pool(seat),
        ));
    }
    for seat in [LIGHT, DARK] {
        if let Some((_, sentence)) = crate::picture::slide_warning(g, seat, cubist_core::Lang::En) {
            out.push_str(&format!("{sentence}.\n"));
        }
    }
    if let Some(last) = g.actions().last() {
        out.push_str(&style.dim(&format!("Last action: {last}")));
        out.push('\n');
    }
    match g.status() {
        Status::Playing => {
            let name = SEAT_NAMES[pos.mover()];
            match pos.bonus() {
                None => out.push_str(&format!("{name} to move: place (@c3) or slide (c3-c6)\n")),
                Some(sq) => out.push_str(&format!(
                    "{name} to move: bonus move pending — place (@c3), slide (c3-c6), \
                     activate (*c3), pick up (^c3) or end\n\
                     The cube on [{sq}] has just moved and cannot be picked up.\n"
                )),
            }
        }
        _ => {
            let o = g.outcome().expect("a finished game has an outcome");
            out.push_str(&format!(
                "Game over: {}\n",
                o.describe(|s| g.seat_name(s), cubist_core::Lang::En)
            ));
        }
    }
    out
}
