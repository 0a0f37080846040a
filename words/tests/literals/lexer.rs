// A reader of Rust source just good enough to find string literals: it skips
// comments, char literals and lifetimes, and everything from `#[cfg(test)]` on in a
// file's item that follows it.

/// A string literal and the code just before it on its line (for its context).
pub struct Literal {
    pub text: String,
    pub context: String,
}

pub fn literals(src: &str) -> Vec<Literal> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line_start = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line_start = i + 1;
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i = skip_block_comment(&chars, i);
        } else if starts_with(&chars, i, "#[cfg(test)]") {
            i = skip_item(&chars, i + "#[cfg(test)]".len());
        } else if c == '\'' {
            i = skip_char_or_lifetime(&chars, i);
        } else if c == 'r' && matches!(next, Some('"') | Some('#')) && !ident_before(&chars, i) {
            let context = statement_context(&chars, line_start, i);
            match raw_string(&chars, i) {
                Some((text, end)) => {
                    out.push(Literal { text, context });
                    i = end;
                }
                None => i += 1,
            }
        } else if c == '"' {
            let context = statement_context(&chars, line_start, i);
            let (text, end) = string(&chars, i);
            out.push(Literal { text, context });
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// Whether a literal reads like words for people: three words in a row.
pub fn is_sentence(text: &str) -> bool {
    let mut run = 0;
    for token in text.split(' ') {
        let word = token.trim_matches(|c: char| ",.:;!?()\"".contains(c));
        if word.len() >= 2 && word.chars().all(|c| c.is_alphabetic() || c == '\'' || c == '-')
        {
            run += 1;
            if run >= 3 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// Whether a literal is SQL (never shown to anyone).
pub fn is_sql(text: &str) -> bool {
    let t = text.trim_start().to_ascii_uppercase();
    [
        "SELECT ", "INSERT ", "UPDATE ", "DELETE ", "CREATE ", "WITH ", "ALTER ", "DROP ",
        "PRAGMA ", "BEGIN", "COMMIT", "ROLLBACK", " AND ", "WHERE ", "ORDER BY", "ON CONFLICT",
    ]
    .iter()
    .any(|k| t.starts_with(k.trim_start()))
}

fn starts_with(chars: &[char], i: usize, s: &str) -> bool {
    s.chars().enumerate().all(|(k, c)| chars.get(i + k) == Some(&c))
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// The code before the literal: from the start of its line, and the line before
/// when the literal opens a line (a call's argument on its own line).
fn statement_context(chars: &[char], line_start: usize, i: usize) -> String {
    let here: String = chars[line_start..i].iter().collect();
    if !here.trim().is_empty() || line_start == 0 {
        return here;
    }
    let prev_start = chars[..line_start - 1]
        .iter()
        .rposition(|&c| c == '\n')
        .map_or(0, |p| p + 1);
    chars[prev_start..i].iter().collect()
}

fn skip_block_comment(chars: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    i
}

/// Past the item after an attribute: to its `;` or its closing brace.
fn skip_item(chars: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        match chars[i] {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            ';' if depth == 0 => return i + 1,
            '"' => {
                i = string(chars, i).1;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    i
}

fn skip_char_or_lifetime(chars: &[char], i: usize) -> usize {
    match (chars.get(i + 1), chars.get(i + 2)) {
        (Some('\\'), _) => {
            let mut j = i + 2;
            while j < chars.len() && chars[j] != '\'' {
                j += 1;
            }
            j + 1
        }
        (Some(_), Some('\'')) => i + 3,
        _ => i + 1,
    }
}

/// A "…" literal from `i`: its text with escapes kept as written, and the index after it.
fn string(chars: &[char], i: usize) -> (String, usize) {
    let mut j = i + 1;
    let mut text = String::new();
    while j < chars.len() && chars[j] != '"' {
        if chars[j] == '\\' && j + 1 < chars.len() {
            if chars[j + 1] == '"' {
                text.push('"');
            } else if chars[j + 1] == '\n' {
                // A line continuation: the next line's indent is not part of the text.
                j += 2;
                while j < chars.len() && chars[j].is_whitespace() {
                    j += 1;
                }
                continue;
            } else {
                text.push(chars[j]);
                text.push(chars[j + 1]);
            }
            j += 2;
            continue;
        }
        text.push(chars[j]);
        j += 1;
    }
    (text, j + 1)
}

/// An r"…" or r#"…"# literal from `i`, if it is one.
fn raw_string(chars: &[char], i: usize) -> Option<(String, usize)> {
    let mut j = i + 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if chars.get(j) != Some(&'"') {
        return None;
    }
    let start = j + 1;
    let mut k = start;
    while k < chars.len() {
        if chars[k] == '"' && (0..hashes).all(|h| chars.get(k + 1 + h) == Some(&'#')) {
            return Some((chars[start..k].iter().collect(), k + 1 + hashes));
        }
        k += 1;
    }
    None
}
