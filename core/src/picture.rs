//! How a game draws itself as an SVG picture for browsers, and how a player makes an
//! action by clicking on it.
//!
//! The picture of a view is drawn from that view alone, so it shows exactly what its
//! observer may know. Elements a player can click carry stable `id`s and an
//! `aria-label` naming them in words. Each legal action is made by clicking a short
//! sequence of those ids ([`crate::Game::clicks`]); a browser client needs no game
//! knowledge: it offers the next ids of every action that starts with what was clicked
//! so far, and sends the action once a whole sequence is clicked. The conventions
//! every game keeps are in `docs/pictures.md` and checked by
//! [`crate::testing::check_state`].

use cubist_words::{Args, Lang};
use std::fmt::{Display, Write};

use crate::WORDS;

/// One legal action as a player makes it on the picture: its notation and the ids
/// clicked, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub action: String,
    pub clicks: Vec<String>,
}

/// How a seat is shown, declared once per seat by its game and used by its picture,
/// its terminal text and the clients' labels, so a seat's name and its colour agree:
/// "Red" is drawn red, "Light" light.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatColour {
    /// The seat's pieces and marks (`#rrggbb`).
    pub fill: &'static str,
    /// Lettering and outlines on a piece of that fill: white on a dark fill, dark ink
    /// on a pale one.
    pub ink: &'static str,
    /// The seat's ANSI SGR code in a terminal (its lettering in the seat's colour).
    pub sgr: &'static str,
}

impl SeatColour {
    pub const RED: SeatColour = SeatColour::on_dark("#c62828", "1;31");
    pub const BLUE: SeatColour = SeatColour::on_dark("#1565c0", "1;34");
    pub const GREEN: SeatColour = SeatColour::on_dark("#2e7d32", "1;32");
    pub const YELLOW: SeatColour = SeatColour::on_dark("#f9a825", "1;33");
    pub const PURPLE: SeatColour = SeatColour::on_dark("#8e24aa", "1;35");
    pub const TEAL: SeatColour = SeatColour::on_dark("#00838f", "1;36");
    /// A pale piece with dark ink; in a terminal, bright white on a dark cell.
    pub const LIGHT: SeatColour = SeatColour {
        fill: "#faf6ec",
        ink: "#222222",
        sgr: "1;97;100",
    };
    /// A dark piece with white ink; in a terminal, black on a pale cell.
    pub const DARK: SeatColour = SeatColour::on_dark("#263238", "1;30;47");

    const fn on_dark(fill: &'static str, sgr: &'static str) -> SeatColour {
        SeatColour {
            fill,
            ink: "#fff",
            sgr,
        }
    }
}

/// The colours of seats 0..6 of a game whose seats are named by the usual colours
/// (red, blue, green, yellow, purple, teal), dark enough for white marks on them.
pub const SEAT_COLOURS: [SeatColour; 6] = [
    SeatColour::RED,
    SeatColour::BLUE,
    SeatColour::GREEN,
    SeatColour::YELLOW,
    SeatColour::PURPLE,
    SeatColour::TEAL,
];

/// Fill colours of seats 0..6 in the order of [`SEAT_COLOURS`].
pub const SEAT_FILLS: [&str; 6] = [
    SEAT_COLOURS[0].fill,
    SEAT_COLOURS[1].fill,
    SEAT_COLOURS[2].fill,
    SEAT_COLOURS[3].fill,
    SEAT_COLOURS[4].fill,
    SEAT_COLOURS[5].fill,
];

/// The fill colour of a seat in the usual order of colours.
pub fn seat_fill(seat: usize) -> &'static str {
    SEAT_FILLS[seat % SEAT_FILLS.len()]
}

/// Whether a seat's name agrees with the colour it is drawn in: `Some(true)` when the
/// name is a colour word ("Red", "Light", ...) and `fill` is of that colour,
/// `Some(false)` when it is not, `None` when the name names no colour.
pub fn name_agrees(name: &str, fill: &str) -> Option<bool> {
    let (hue, saturation, lightness) = hsl(fill)?;
    let hue_in = |from: f64, to: f64| saturation > 0.25 && hue >= from && hue <= to;
    Some(match name.to_ascii_lowercase().as_str() {
        "red" => hue_in(0.0, 15.0) || hue_in(340.0, 360.0),
        "orange" => hue_in(15.0, 35.0),
        "yellow" => hue_in(35.0, 65.0),
        "green" => hue_in(70.0, 165.0),
        "teal" | "cyan" => hue_in(165.0, 200.0),
        "blue" => hue_in(200.0, 250.0),
        "purple" | "magenta" => hue_in(260.0, 320.0),
        "light" | "white" => lightness >= 0.8,
        "dark" | "black" => lightness <= 0.3,
        _ => return None,
    })
}

/// Hue (degrees), saturation and lightness (0..1) of a `#rrggbb` colour.
fn hsl(colour: &str) -> Option<(f64, f64, f64)> {
    let hex = colour.strip_prefix('#').filter(|h| h.len() == 6)?;
    let channel = |i: usize| {
        u8::from_str_radix(&hex[i..i + 2], 16)
            .ok()
            .map(|v| v as f64 / 255.0)
    };
    let (r, g, b) = (channel(0)?, channel(2)?, channel(4)?);
    let (max, min) = (r.max(g).max(b), r.min(g).min(b));
    let lightness = (max + min) / 2.0;
    let delta = max - min;
    if delta == 0.0 {
        return Some((0.0, 0.0, lightness));
    }
    let saturation = delta / (1.0 - (2.0 * lightness - 1.0).abs());
    let hue = if max == r {
        60.0 * ((g - b) / delta).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / delta + 2.0)
    } else {
        60.0 * ((r - g) / delta + 4.0)
    };
    Some((hue, saturation, lightness))
}

/// Text made safe for SVG content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// An SVG document being written. Attribute values and text are escaped here, so a
/// game never writes markup by hand.
#[derive(Clone, Debug)]
pub struct Svg {
    out: String,
    open: Vec<&'static str>,
}

/// One attribute: a name and any displayable value.
pub type Attr<'a> = (&'a str, &'a dyn Display);

impl Svg {
    /// A picture `width` × `height` user units, scaled by the page to fit; `label` says
    /// in words what it shows.
    pub fn new(width: f64, height: f64, label: &str) -> Svg {
        let mut out = String::with_capacity(4096);
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
             role=\"img\" aria-label=\"{}\" font-family=\"sans-serif\">",
            escape(label)
        );
        Svg {
            out,
            open: Vec::new(),
        }
    }

    /// An empty element, e.g. `svg.el("rect", &[("x", &1), ("fill", &"red")])`.
    pub fn el(&mut self, tag: &'static str, attrs: &[Attr]) -> &mut Self {
        self.start(tag, attrs);
        self.out.push_str("/>");
        self
    }

    /// An element holding text, e.g. a `<text>` or a `<title>`.
    pub fn text(&mut self, tag: &'static str, attrs: &[Attr], content: &str) -> &mut Self {
        self.start(tag, attrs);
        let _ = write!(self.out, ">{}</{tag}>", escape(content));
        self
    }

    /// Open an element that holds others; [`Svg::close`] ends it.
    pub fn open(&mut self, tag: &'static str, attrs: &[Attr]) -> &mut Self {
        self.start(tag, attrs);
        self.out.push('>');
        self.open.push(tag);
        self
    }

    /// Open a group a player can click: `id` is what [`crate::Game::clicks`] names and
    /// `label` what a screen reader says of it.
    pub fn open_target(&mut self, id: &str, label: &str, attrs: &[Attr]) -> &mut Self {
        let mut all: Vec<Attr> = vec![("id", &id), ("aria-label", &label)];
        all.extend_from_slice(attrs);
        self.open("g", &all)
    }

    /// Close the innermost open element.
    pub fn close(&mut self) -> &mut Self {
        if let Some(tag) = self.open.pop() {
            let _ = write!(self.out, "</{tag}>");
        }
        self
    }

    /// The finished document (any element still open is closed).
    pub fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        self.out.push_str("</svg>");
        self.out
    }

    fn start(&mut self, tag: &str, attrs: &[Attr]) {
        let _ = write!(self.out, "<{tag}");
        for (name, value) in attrs {
            let _ = write!(self.out, " {name}=\"{}\"", escape(&value.to_string()));
        }
    }
}

/// The picture a game without its own drawing gets: its terminal text, as SVG, its
/// title for screen readers in `lang`.
pub fn text_picture(text: &str, lang: Lang) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(1) as f64 * 9.0 + 20.0;
    let height = lines.len() as f64 * 18.0 + 20.0;
    let title = WORDS.say(lang, "core-picture-text-board", &Args::new());
    let mut svg = Svg::new(width, height, &title);
    svg.open(
        "text",
        &[
            ("font-family", &"monospace"),
            ("font-size", &15),
            ("xml:space", &"preserve"),
        ],
    );
    for (i, line) in lines.iter().enumerate() {
        svg.text(
            "tspan",
            &[("x", &10), ("y", &(i as f64 * 18.0 + 24.0))],
            line,
        );
    }
    svg.finish()
}

/// The `status` panel of a match its players ended (by resigning, on time, by
/// agreement): the game sees an unfinished position, so its own `status` panel would
/// still name a seat to move. `result` says how the match ended, in words. Drawn
/// with the panel conventions of `docs/pictures.md`, long results wrapped.
pub fn ended_panel(result: &str) -> Panel {
    const WIDTH: f64 = 400.0;
    const SIZE: f64 = 26.0;
    /// Characters a line holds at SIZE in WIDTH, with a margin.
    const PER_LINE: usize = 26;
    let text = format!("Game over: {result}");
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= PER_LINE => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    let height = 24.0 + 36.0 * lines.len() as f64;
    let mut svg = Svg::new(WIDTH, height, &text);
    for (i, line) in lines.iter().enumerate() {
        svg.text(
            "text",
            &[
                ("x", &(WIDTH / 2.0)),
                ("y", &(40.0 + 36.0 * i as f64)),
                ("font-size", &SIZE),
                ("font-weight", &"bold"),
                ("text-anchor", &"middle"),
                ("fill", &"#222"),
            ],
            line,
        );
    }
    Panel {
        name: "status".to_string(),
        svg: svg.finish(),
    }
}

/// A view drawn for a browser: the board (or map) alone, and beside it the side
/// panels (hands, reserves, scores, legend), each its own SVG, so the page can give
/// the board the room and set the panels beside it or below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The playing area: board, map or track.
    pub board: String,
    /// The side panels, in reading order.
    pub panels: Vec<Panel>,
}

/// One side panel of a [`Picture`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    /// A short stable name, e.g. `hand-1` or `legend`, for the page's layout and tests.
    pub name: String,
    /// The panel: SVG, with the same conventions as the board.
    pub svg: String,
}

impl Picture {
    /// A picture that is all board, without panels.
    pub fn board_only(board: String) -> Picture {
        Picture {
            board,
            panels: Vec::new(),
        }
    }

    /// Every SVG of the picture: the board, then the panels.
    pub fn svgs(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.board.as_str()).chain(self.panels.iter().map(|p| p.svg.as_str()))
    }

    /// Whether the board or a panel has an element with this `id`.
    pub fn has_id(&self, id: &str) -> bool {
        self.svgs().any(|svg| has_id(svg, id))
    }

    /// The whole picture as one SVG, the panels stacked under the board, for a single
    /// image (a preview, a file); its title in English.
    pub fn combined(&self) -> String {
        self.combined_in(Lang::En)
    }

    /// The whole picture as one SVG, its title for screen readers in `lang`.
    pub fn combined_in(&self, lang: Lang) -> String {
        if self.panels.is_empty() {
            return self.board.clone();
        }
        let parts: Vec<(&str, f64, f64)> = self
            .svgs()
            .map(|svg| {
                let (w, h) = view_box_size(svg).unwrap_or((100.0, 100.0));
                (svg, w, h)
            })
            .collect();
        let width = parts.iter().map(|p| p.1).fold(0.0, f64::max);
        let height: f64 = parts.iter().map(|p| p.2).sum();
        let title = WORDS.say(lang, "core-picture-board-and-panels", &Args::new());
        let mut out = Svg::new(width, height, &title);
        let mut y = 0.0;
        for (svg, w, h) in parts {
            let inner = svg.strip_prefix("<svg").unwrap_or(svg);
            let _ = write!(
                out.out,
                "<svg x=\"{}\" y=\"{y}\" width=\"{w}\" height=\"{h}\"{inner}",
                (width - w) / 2.0
            );
            y += h;
        }
        out.finish()
    }
}

/// The width and height of an SVG's `viewBox`, as [`Svg::new`] writes it.
pub fn view_box_size(svg: &str) -> Option<(f64, f64)> {
    let start = svg.find("viewBox=\"")? + "viewBox=\"".len();
    let rest = &svg[start..];
    let numbers: Vec<f64> = rest[..rest.find('"')?]
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    match numbers[..] {
        [_, _, w, h] => Some((w, h)),
        _ => None,
    }
}

/// `text` broken at spaces into lines of at most `width` characters, for panels that
/// wrap a long line rather than shrink it (a longer word gets a line of its own).
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// `svg` with the words its root element says (`aria-label`, as [`Svg::new`] writes
/// it) replaced by `label`: for a picture shown for something else than it was drawn
/// for, e.g. a preview that must not say whose turn it is.
pub fn relabelled(svg: &str, label: &str) -> String {
    const KEY: &str = " aria-label=\"";
    let root_end = svg.find('>').unwrap_or(svg.len());
    match svg[..root_end].find(KEY) {
        Some(at) => {
            let start = at + KEY.len();
            let end = start + svg[start..].find('"').unwrap_or(0);
            format!("{}{}{}", &svg[..start], escape(label), &svg[end..])
        }
        None => svg.to_string(),
    }
}

/// Whether `svg` has an element with this `id` (as [`Svg`] writes it).
pub fn has_id(svg: &str, id: &str) -> bool {
    svg.contains(&format!(" id=\"{}\"", escape(id)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_in_text_and_attributes() {
        let mut svg = Svg::new(10.0, 10.0, "a <b> & \"c\"");
        svg.text("text", &[("data-x", &"'q'")], "1 < 2 & 3 > 2");
        let out = svg.finish();
        assert!(out.contains("aria-label=\"a &lt;b&gt; &amp; &quot;c&quot;\""));
        assert!(out.contains("data-x=\"&#39;q&#39;\""));
        assert!(out.contains(">1 &lt; 2 &amp; 3 &gt; 2</text>"));
        assert!(!out.contains("<b>"));
    }

    #[test]
    fn groups_close_in_order_and_finish_closes_the_rest() {
        let mut svg = Svg::new(10.0, 10.0, "x");
        svg.open_target("sq-a1", "square a1", &[]);
        svg.open("g", &[]);
        svg.el("rect", &[("width", &1)]);
        let out = svg.finish();
        assert!(out.ends_with("<rect width=\"1\"/></g></g></svg>"), "{out}");
        assert!(has_id(&out, "sq-a1"));
        assert!(!has_id(&out, "sq-a"));
    }

    #[test]
    fn a_combined_picture_stacks_the_panels_under_the_board() {
        let board = Svg::new(100.0, 50.0, "board").finish();
        let mut panel = Svg::new(60.0, 20.0, "panel");
        panel.open_target("hand-1", "a hand", &[]);
        let picture = Picture {
            board,
            panels: vec![Panel {
                name: "hand".into(),
                svg: panel.finish(),
            }],
        };
        assert!(picture.has_id("hand-1") && !picture.has_id("hand-2"));
        let one = picture.combined();
        assert_eq!(view_box_size(&one), Some((100.0, 70.0)));
        assert!(
            one.contains("<svg x=\"20\" y=\"50\" width=\"60\" height=\"20\""),
            "{one}"
        );
        assert!(one.ends_with("</svg></svg>"));
    }

    #[test]
    fn words_wrap_at_spaces_within_the_width() {
        assert_eq!(
            wrap_words("Dark to move, with  a bonus", 12),
            ["Dark to", "move, with a", "bonus"]
        );
        assert_eq!(wrap_words("unbreakableword x", 5), ["unbreakableword", "x"]);
        assert!(wrap_words("  ", 5).is_empty());
    }

    #[test]
    fn a_relabelled_picture_says_only_the_new_words() {
        let svg = Svg::new(10.0, 10.0, "Light to move").finish();
        let out = relabelled(&svg, "the start <of> it");
        assert!(
            out.contains("aria-label=\"the start &lt;of&gt; it\""),
            "{out}"
        );
        assert!(!out.contains("to move"), "{out}");
        assert_eq!(relabelled("<svg/>", "x"), "<svg/>");
    }

    #[test]
    fn seat_names_agree_with_their_colours() {
        for (name, colour) in [
            ("Red", SeatColour::RED),
            ("Blue", SeatColour::BLUE),
            ("Green", SeatColour::GREEN),
            ("Yellow", SeatColour::YELLOW),
            ("Purple", SeatColour::PURPLE),
            ("Teal", SeatColour::TEAL),
            ("Light", SeatColour::LIGHT),
            ("Dark", SeatColour::DARK),
        ] {
            assert_eq!(name_agrees(name, colour.fill), Some(true), "{name}");
        }
        assert_eq!(name_agrees("Light", SeatColour::RED.fill), Some(false));
        assert_eq!(name_agrees("Dark", SeatColour::BLUE.fill), Some(false));
        assert_eq!(name_agrees("Red", SeatColour::BLUE.fill), Some(false));
        assert_eq!(name_agrees("Player 1", SeatColour::RED.fill), None);
    }

    #[test]
    fn text_pictures_keep_every_line() {
        let out = text_picture("ab\ncd <e>", Lang::En);
        assert!(out.contains(">ab</tspan>") && out.contains(">cd &lt;e&gt;</tspan>"));
    }
}
