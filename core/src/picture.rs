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

use std::fmt::{Display, Write};

/// One legal action as a player makes it on the picture: its notation and the ids
/// clicked, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub action: String,
    pub clicks: Vec<String>,
}

/// Fill colours of seats 0..6, in the order of the terminal's seat colours (red, blue,
/// green, yellow, magenta, cyan), dark enough for white marks on them.
pub const SEAT_FILLS: [&str; 6] = [
    "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#8e24aa", "#00838f",
];

/// The fill colour of a seat.
pub fn seat_fill(seat: usize) -> &'static str {
    SEAT_FILLS[seat % SEAT_FILLS.len()]
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

/// The picture a game without its own drawing gets: its terminal text, as SVG.
pub fn text_picture(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(1) as f64 * 9.0 + 20.0;
    let height = lines.len() as f64 * 18.0 + 20.0;
    let mut svg = Svg::new(width, height, "the board, as text");
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
    fn text_pictures_keep_every_line() {
        let out = text_picture("ab\ncd <e>");
        assert!(out.contains(">ab</tspan>") && out.contains(">cd &lt;e&gt;</tspan>"));
    }
}
