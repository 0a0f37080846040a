//! The board for a terminal.
//!
//! Light pieces point the way they travel (▲ out, ▼ back), Dark likewise (◀ out, ▶
//! back), so the board reads without colour. Empty troughs show the speed printed
//! there; lane numbers (the move notation) run along the bottom and the right.

use cubist_core::{Args, Game, Lang, RenderStyle};

use crate::catalogue::{say, seat_name};
use crate::{cell, speed, Squadro, Status, DARK, FINISHED, LIGHT, TO_WIN, TURNED};

/// Each side's terminal colour, as the game declares it: Light light, Dark dark.
const LIGHT_SGR: &str = crate::SEAT_COLOURS[LIGHT].sgr;
const DARK_SGR: &str = crate::SEAT_COLOURS[DARK].sgr;

pub fn render(g: &Squadro, style: RenderStyle) -> String {
    let light = |s: &str| style.paint(LIGHT_SGR, s);
    let dark = |s: &str| style.paint(DARK_SGR, s);
    let lane = say(style.lang, "squadro-lane-label", Args::new());
    let mut out = String::new();
    // Each square is drawn ` X ` after a 6-column rank label: file a's pieces stand in
    // column 7, b's in 10, ... The file letters and lane numbers sit in those columns.
    out.push_str("       a  b  c  d  e  f  g\n");
    for y in (0..7u8).rev() {
        out.push_str(&format!("   {}  ", y + 1));
        for x in 0..7u8 {
            let sym = square(g, x, y, &light, &dark, style);
            out.push_str(&format!(" {sym} "));
        }
        if (1..=5).contains(&y) {
            out.push_str(&style.dim(&format!("  {lane} {y}")));
        }
        out.push('\n');
    }
    // Light's lane numbers stand under files b to f: lane 1 in column 10.
    let label = format!("{:<9}", format!("  {lane}"));
    out.push_str(&style.dim(&format!("{label} 1  2  3  4  5")));
    out.push('\n');
    let home = |seat: usize, painted: String| {
        let args = Args::new()
            .text("seat", painted)
            .number("home", g.finished(seat) as f64)
            .number("needed", TO_WIN as f64);
        say(style.lang, "squadro-panel-home", args)
    };
    let names = |seat: usize, arrows: &str| format!("{} {arrows}", seat_name(seat, style.lang));
    out.push_str(&format!(
        "{}   {}\n",
        home(LIGHT, light(&names(LIGHT, "▲▼"))),
        home(DARK, dark(&names(DARK, "◀▶")))
    ));
    out.push_str(&status(g, style.lang));
    out.push('\n');
    out
}

/// Whose turn it is, or how the game ended, in `lang`.
fn status(g: &Squadro, lang: Lang) -> String {
    match g.status() {
        Status::Playing => {
            let args = Args::new().text("seat", seat_name(g.mover, lang));
            say(lang, "squadro-to-move", args)
        }
        _ => {
            let o = g.outcome().expect("game over has an outcome");
            let result = o.describe(|s| seat_name(s, lang), lang);
            say(
                lang,
                "squadro-render-over",
                Args::new().text("result", result),
            )
        }
    }
}

fn square(
    g: &Squadro,
    x: u8,
    y: u8,
    light: &dyn Fn(&str) -> String,
    dark: &dyn Fn(&str) -> String,
    style: RenderStyle,
) -> String {
    let p = g.progress();
    let corner = (x == 0 || x == 6) && (y == 0 || y == 6);
    if corner {
        return " ".into();
    }
    // Light troughs: rank 1 (home) and rank 7 (far).
    if y == 0 || y == 6 {
        let lane = (x - 1) as usize;
        let q = p[LIGHT][lane];
        return match (y, q) {
            (0, 0) => light("▲"),
            (0, FINISHED) => style.dim("✓"),
            (6, TURNED) => light("▼"),
            (0, _) => style.dim(&speed(LIGHT, lane, 0).to_string()),
            _ => style.dim(&speed(LIGHT, lane, TURNED).to_string()),
        };
    }
    // Dark troughs: file g (home) and file a (far).
    if x == 0 || x == 6 {
        let lane = (y - 1) as usize;
        let q = p[DARK][lane];
        return match (x, q) {
            (6, 0) => dark("◀"),
            (6, FINISHED) => style.dim("✓"),
            (0, TURNED) => dark("▶"),
            (6, _) => style.dim(&speed(DARK, lane, 0).to_string()),
            _ => style.dim(&speed(DARK, lane, TURNED).to_string()),
        };
    }
    let lp = p[LIGHT][(x - 1) as usize];
    if cell(lp) == y {
        return light(if lp < TURNED { "▲" } else { "▼" });
    }
    let dp = p[DARK][(y - 1) as usize];
    if cell(dp) == 6 - x {
        return dark(if dp < TURNED { "◀" } else { "▶" });
    }
    style.dim("·")
}

#[cfg(test)]
mod tests {
    use cubist_core::{Game, Observer, RenderStyle};

    use crate::Squadro;

    /// The column (in characters) of the first `c` on the line starting with `start`.
    fn column(text: &str, start: &str, c: char) -> usize {
        let line = text
            .lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("no line {start:?}:\n{text}"));
        line.chars()
            .position(|x| x == c)
            .unwrap_or_else(|| panic!("no {c:?} in {line:?}"))
    }

    #[test]
    fn file_letters_and_lane_numbers_stand_over_and_under_the_pieces() {
        let g = Squadro::new(&Default::default(), 1);
        let text = Squadro::render(&g.view(Observer::Spectator), RenderStyle::PLAIN);
        // Light's home trough is rank 1: its first piece is in file b, lane 1.
        let piece = column(&text, "   1", '▲');
        assert_eq!(column(&text, "  lane ", '1'), piece, "\n{text}");
        assert_eq!(column(&text, "    ", 'b'), piece, "\n{text}");
        // Dark's home trough is file g, each piece on its lane's rank.
        let dark = column(&text, "   2", '◀');
        assert_eq!(column(&text, "    ", 'g'), dark, "\n{text}");
    }
}
