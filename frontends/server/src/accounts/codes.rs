//! Recovery codes: 100 random bits a person can copy onto paper and type back, as
//! four groups of five characters from Crockford's base-32 alphabet (no I, L, O or U,
//! so nothing reads as another). Typing is forgiving: any case, any dashes or spaces,
//! and O, I or L read as the digits they look like.

use rand::RngCore;

/// The 32 characters of a code.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Groups in a code, and characters in a group.
const GROUPS: usize = 4;
const GROUP: usize = 5;
/// The characters of a code without its dashes.
pub const CODE_CHARS: usize = GROUPS * GROUP;
/// The longest text read as a code: anything longer is refused before any work.
const MAX_TYPED: usize = 64;

/// A new code: as shown (`ABCDE-FGHJK-MNPQR-STVWX`), and as hashed (without dashes,
/// as [`normalize`] reads it back).
pub fn new_code() -> (String, String) {
    let mut rng = rand::rng();
    let chars: Vec<char> = (0..CODE_CHARS)
        // 32 divides 2^32: every character is equally likely.
        .map(|_| ALPHABET[(rng.next_u32() % 32) as usize] as char)
        .collect();
    let shown = chars
        .chunks(GROUP)
        .map(|g| g.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-");
    (shown, chars.into_iter().collect())
}

/// A code as typed, in the one form that is hashed (20 characters of the alphabet),
/// or `None` if it cannot be one.
pub fn normalize(typed: &str) -> Option<String> {
    if typed.len() > MAX_TYPED {
        return None;
    }
    let code: String = typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' ' | '\t'))
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect();
    let valid = code.len() == CODE_CHARS && code.bytes().all(|b| ALPHABET.contains(&b));
    valid.then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_fresh_and_read_back_however_typed() {
        let (code, hashed) = new_code();
        assert_eq!(code.len(), CODE_CHARS + GROUPS - 1);
        assert_eq!(code.split('-').count(), GROUPS);
        assert_ne!(code, new_code().0);
        let canonical = normalize(&code).unwrap();
        assert_eq!(canonical, code.replace('-', ""));
        assert_eq!(canonical, hashed);
        assert_eq!(normalize(&code.to_lowercase()).as_ref(), Some(&canonical));
        assert_eq!(
            normalize(&code.replace('-', " ")).as_ref(),
            Some(&canonical)
        );
        assert_eq!(
            normalize("oooo0-iiiil-00000-11111").unwrap(),
            "00000111110000011111"
        );
    }

    #[test]
    fn what_cannot_be_a_code_is_refused() {
        assert_eq!(normalize(""), None);
        assert_eq!(normalize("ABCDE-FGHJK-MNPQR-STVW"), None);
        assert_eq!(normalize("ABCDE-FGHJK-MNPQR-STVWXY"), None);
        assert_eq!(normalize("ABCDE-FGHJK-MNPQR-STVWU"), None);
        assert_eq!(normalize("ÀBCDE-FGHJK-MNPQR-STVWX"), None);
        assert_eq!(normalize(&"A".repeat(10_000)), None);
    }
}
