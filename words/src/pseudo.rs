//! The pseudo-language: each piece of a message's own text accented and made 40%
//! longer, its arguments left as they are. English shows through where a page's words
//! do not come from a catalogue, and boxes too small for longer languages overflow.

use std::borrow::Cow;

/// `text` accented and lengthened by 40% (at least one mark for a word of text).
pub fn pseudo(text: &str) -> Cow<'_, str> {
    if text.trim().is_empty() {
        return Cow::Borrowed(text);
    }
    let letters = text.chars().filter(|c| c.is_alphanumeric()).count();
    let mut out: String = text.chars().map(accent).collect();
    let extra = (letters * 2).div_ceil(5).max(1);
    // The padding goes inside the text's trailing spaces, so words stay apart.
    let trimmed = out.trim_end().len();
    let tail = out.split_off(trimmed);
    out.extend(std::iter::repeat_n('~', extra));
    out.push_str(&tail);
    Cow::Owned(out)
}

fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'ē',
        'i' => 'ï',
        'o' => 'ö',
        'u' => 'ū',
        'c' => 'ç',
        'n' => 'ñ',
        's' => 'š',
        'y' => 'ý',
        'A' => 'Å',
        'E' => 'É',
        'I' => 'Î',
        'O' => 'Ø',
        'U' => 'Ü',
        'C' => 'Ç',
        'N' => 'Ñ',
        'S' => 'Š',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pseudo_text_is_accented_and_forty_percent_longer() {
        let p = pseudo("Cancel your move");
        assert_eq!(p, "Çáñçēl ýöūr mövē~~~~~~");
        assert_eq!(pseudo("  "), "  ");
        assert_eq!(pseudo("to "), "tö~ ");
    }
}
