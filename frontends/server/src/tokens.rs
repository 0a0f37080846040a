//! Seat tokens and game ids: random, and tokens kept only as hashes.

use rand::RngCore;
use sha2::{Digest, Sha256};

/// A new secret token: 32 random bytes as hex.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

/// Whether `token` could be one of [`new_token`]'s: 64 hex digits.
pub fn well_formed(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

/// What is stored of a token.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A new game id: 12 characters from an alphabet without look-alikes.
pub fn new_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..12)
        .map(|_| ALPHABET[(rng.next_u32() as usize) % ALPHABET.len()] as char)
        .collect()
}

/// A seed nobody can guess: 53 random bits from the system's generator (a seed fixes
/// every shuffle, so a guessable one would be a leak; 53 bits stay exact as a JSON
/// number in a browser).
pub fn new_seed() -> u64 {
    rand::rng().next_u64() >> 11
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_fresh_and_hashes_stable() {
        let (a, b) = (new_token(), new_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert_eq!(hash(&a), hash(&a));
        assert_ne!(hash(&a), hash(&b));
        assert_ne!(hash(&a), a);
        assert_ne!(new_id(), new_id());
    }
}
