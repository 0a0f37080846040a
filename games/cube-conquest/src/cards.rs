//! Symbols, cards and multisets of them.
//!
//! Tiles and cards carry the same six symbols; a symbol is written by its pip value
//! 1..6, which is also a card's strength. Cards of one symbol are interchangeable, so
//! hands, decks and discard piles are counts per symbol.

/// The six symbols, by pip value 1..6.
pub const SYMBOL_NAMES: [&str; 6] = ["drop", "hammers", "circles", "bricks", "wheel", "arrow"];

/// How many tiles of each symbol exist (36 tiles in all).
pub const TILES_PER_SYMBOL: u8 = 6;

/// A card is drawn up to this many in hand at the start of each turn.
pub const HAND_SIZE: u8 = 4;

/// Name of a symbol of value `v` (1..6).
pub fn symbol_name(v: u8) -> &'static str {
    SYMBOL_NAMES
        .get((v as usize).wrapping_sub(1))
        .copied()
        .unwrap_or("?")
}

/// Read a symbol: its value `1`..`6` or its name (singular accepted), any case.
pub fn parse_symbol(text: &str) -> Option<u8> {
    let t = text.trim().to_ascii_lowercase();
    if let Ok(v) = t.parse::<u8>() {
        return (1..=6).contains(&v).then_some(v);
    }
    const SINGULAR: [&str; 6] = ["drop", "hammer", "circle", "brick", "wheel", "arrow"];
    (0..6)
        .find(|&i| t == SYMBOL_NAMES[i] || t == SINGULAR[i])
        .map(|i| i as u8 + 1)
}

/// A multiset of cards: `counts[v - 1]` cards of value `v`.
pub type Counts = [u8; 6];

/// Operations on [`Counts`].
pub trait CountsExt {
    fn total(&self) -> u32;
    /// The pips of all the cards together (a card's value is its pips).
    fn pips(&self) -> u32;
    fn has(&self, v: u8) -> bool;
    fn count(&self, v: u8) -> u8;
    fn add(&mut self, v: u8);
    /// Remove one card of value `v`; the caller knows it is there.
    fn take(&mut self, v: u8);
    /// Remove one card of value `v` if there is one (for lower bounds of knowledge).
    fn take_saturating(&mut self, v: u8);
    /// Whether every count is at least `other`'s.
    fn contains_all(&self, other: &Counts) -> bool;
    /// The cards, lowest first.
    fn cards(&self) -> Vec<u8>;
}

impl CountsExt for Counts {
    fn total(&self) -> u32 {
        self.iter().map(|&c| c as u32).sum()
    }
    fn pips(&self) -> u32 {
        (1..=6u8).map(|v| v as u32 * self.count(v) as u32).sum()
    }
    fn has(&self, v: u8) -> bool {
        self.count(v) > 0
    }
    fn count(&self, v: u8) -> u8 {
        match v {
            1..=6 => self[v as usize - 1],
            _ => 0,
        }
    }
    fn add(&mut self, v: u8) {
        self[v as usize - 1] += 1;
    }
    fn take(&mut self, v: u8) {
        debug_assert!(self.has(v), "no card {v} to take");
        self[v as usize - 1] -= 1;
    }
    fn take_saturating(&mut self, v: u8) {
        let c = &mut self[v as usize - 1];
        *c = c.saturating_sub(1);
    }
    fn contains_all(&self, other: &Counts) -> bool {
        self.iter().zip(other).all(|(a, b)| a >= b)
    }
    fn cards(&self) -> Vec<u8> {
        (1..=6u8)
            .flat_map(|v| std::iter::repeat_n(v, self[v as usize - 1] as usize))
            .collect()
    }
}

/// Counts from a list of card values (values outside 1..6 are ignored).
pub fn counts_of(cards: &[u8]) -> Counts {
    let mut c = [0; 6];
    for &v in cards {
        if (1..=6).contains(&v) {
            c[v as usize - 1] += 1;
        }
    }
    c
}

/// Draw one card uniformly from `deck` (non-empty) and remove it. Drawing a random
/// card of a multiset is the same as drawing the top card of a shuffled deck.
pub fn draw_random(deck: &mut Counts, rng: &mut impl rand::Rng) -> u8 {
    let total = deck.total();
    debug_assert!(total > 0);
    let mut r = rng.random_range(0..total);
    for v in 1..=6u8 {
        let c = deck[v as usize - 1] as u32;
        if r < c {
            deck.take(v);
            return v;
        }
        r -= c;
    }
    unreachable!("r < total")
}
