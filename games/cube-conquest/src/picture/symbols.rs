//! The six symbols drawn as small pictures, and cards that carry them: a symbol reads
//! by its shape, its pips and its name, never by colour or digit alone.

use cubist_core::picture::Svg;
use cubist_core::{Args, Lang};

use crate::catalogue::{say, symbol_name};

/// The ink of each symbol, 1..6 (shape and name tell them apart too).
fn ink(v: u8) -> &'static str {
    match v {
        1 => "#1565c0",
        2 => "#5d4037",
        3 => "#6a1b9a",
        4 => "#bf360c",
        5 => "#37474f",
        _ => "#2e7d32",
    }
}

/// The symbol of value `v` in a box of side `size` centred on (x, y): a drop, two
/// hammers, three circles, bricks, a wheel or an arrow.
pub fn symbol(svg: &mut Svg, v: u8, x: f64, y: f64, size: f64) {
    let transform = format!("translate({x} {y}) scale({size})");
    svg.open("g", &[("transform", &transform), ("fill", &ink(v))]);
    match v {
        1 => {
            let d = "M0 -0.48C0.3 -0.1 0.36 0.04 0.36 0.16A0.36 0.36 0 0 1 -0.36 0.16\
                     C-0.36 0.04 -0.3 -0.1 0 -0.48Z";
            svg.el("path", &[("d", &d)]);
        }
        2 => {
            for turn in [-28, 28] {
                let t = format!("rotate({turn})");
                svg.open("g", &[("transform", &t)]);
                svg.el(
                    "rect",
                    &[
                        ("x", &-0.24),
                        ("y", &-0.46),
                        ("width", &0.48),
                        ("height", &0.2),
                    ],
                );
                svg.el(
                    "rect",
                    &[
                        ("x", &-0.05),
                        ("y", &-0.3),
                        ("width", &0.1),
                        ("height", &0.78),
                    ],
                );
                svg.close();
            }
        }
        3 => {
            for (cx, cy) in [(0.0, -0.24), (-0.25, 0.2), (0.25, 0.2)] {
                svg.el("circle", &[("cx", &cx), ("cy", &cy), ("r", &0.18)]);
            }
        }
        4 => {
            for (bx, by) in [
                (-0.47, -0.36),
                (0.02, -0.36),
                (-0.23, -0.1),
                (-0.47, 0.16),
                (0.02, 0.16),
            ] {
                svg.el(
                    "rect",
                    &[("x", &bx), ("y", &by), ("width", &0.45), ("height", &0.22)],
                );
            }
        }
        5 => {
            svg.el(
                "circle",
                &[
                    ("r", &0.4),
                    ("fill", &"none"),
                    ("stroke", &ink(v)),
                    ("stroke-width", &0.09),
                ],
            );
            svg.el(
                "path",
                &[
                    (
                        "d",
                        &"M-0.4 0H0.4M0 -0.4V0.4M-0.28 -0.28L0.28 0.28M0.28 -0.28L-0.28 0.28",
                    ),
                    ("stroke", &ink(v)),
                    ("stroke-width", &0.06),
                ],
            );
            svg.el("circle", &[("r", &0.1)]);
        }
        _ => {
            let d = "M-0.46 0.08H0.1V0.3L0.46 0L0.1 -0.3V-0.08H-0.46Z";
            svg.el("path", &[("d", &d), ("transform", &"rotate(-45)")]);
        }
    }
    svg.close();
}

/// A face-up card of value `v`, `w` wide, its top-left corner at (x, y): its pips in
/// the corner, its symbol in the middle, its name at the foot.
pub fn card(svg: &mut Svg, v: u8, x: f64, y: f64, w: f64, lang: Lang) {
    let h = w * 1.36;
    svg.el(
        "rect",
        &[
            ("x", &x),
            ("y", &y),
            ("width", &w),
            ("height", &h),
            ("rx", &(w * 0.08)),
            ("fill", &"white"),
            ("stroke", &"#424242"),
            ("stroke-width", &3),
        ],
    );
    svg.text(
        "text",
        &[
            ("x", &(x + w * 0.1)),
            ("y", &(y + w * 0.36)),
            ("font-size", &(w * 0.34)),
            ("font-weight", &"bold"),
            ("fill", &ink(v)),
        ],
        &v.to_string(),
    );
    symbol(svg, v, x + w * 0.5, y + h * 0.52, w * 0.5);
    svg.text(
        "text",
        &[
            ("x", &(x + w / 2.0)),
            ("y", &(y + h - w * 0.1)),
            ("font-size", &(w * 0.2)),
            ("text-anchor", &"middle"),
            ("fill", &"#212121"),
        ],
        &symbol_name(v, lang),
    );
}

/// "3 (circles)".
pub fn card_words(v: u8, lang: Lang) -> String {
    let args = Args::new()
        .number("value", v)
        .text("symbol", symbol_name(v, lang));
    say(lang, "cube-conquest-card", args)
}
