//! How a game draws itself as text for a terminal.

use cubist_words::Lang;

/// Options for text rendering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RenderStyle {
    /// Use ANSI colours. Off for pipes and logs.
    pub color: bool,
    /// The language of the board's words (labels, whose turn, panels).
    pub lang: Lang,
}

impl RenderStyle {
    pub const PLAIN: RenderStyle = RenderStyle {
        color: false,
        lang: Lang::En,
    };
    pub const COLOR: RenderStyle = RenderStyle {
        color: true,
        lang: Lang::En,
    };

    /// The same style, its words in `lang`.
    pub fn in_lang(self, lang: Lang) -> RenderStyle {
        RenderStyle { lang, ..self }
    }

    /// Paint `text` with a seat's colour (seats 0..6), or leave it plain.
    pub fn seat(&self, seat: usize, text: &str) -> String {
        self.paint(Palette::seat(seat), text)
    }

    /// Paint `text` with an ANSI SGR code, or leave it plain.
    pub fn paint(&self, sgr: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{sgr}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    pub fn dim(&self, text: &str) -> String {
        self.paint(Palette::DIM, text)
    }

    pub fn bold(&self, text: &str) -> String {
        self.paint(Palette::BOLD, text)
    }
}

/// ANSI SGR codes used by the renderers.
pub struct Palette;

impl Palette {
    pub const DIM: &'static str = "2";
    pub const BOLD: &'static str = "1";
    const SEATS: [&'static str; 6] = ["1;31", "1;34", "1;32", "1;33", "1;35", "1;36"];

    /// Bold red, blue, green, yellow, magenta, cyan for seats 0..6.
    pub fn seat(seat: usize) -> &'static str {
        Self::SEATS[seat % Self::SEATS.len()]
    }
}
