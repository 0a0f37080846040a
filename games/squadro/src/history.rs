//! The keys of earlier positions, for the repetition rule.
//!
//! Every action asks how often the new position occurred before, so the question must
//! be cheap. Two things keep it so:
//!
//! * A side's total progress rises with each of its moves and falls only when one of
//!   its pieces is sent back, so an earlier position can recur only if pieces of both
//!   sides were sent back since. Only the keys before that point (the *candidates*)
//!   need comparing, and the candidates only ever grow at the end.
//! * A one-bit-per-key Bloom filter of the candidates answers "never seen" for almost
//!   every position without reading the keys at all; only a hit counts them exactly.

/// Bits in the filter. More bits mean fewer false hits on long games, at the price of a
/// bigger state to clone.
const FILTER_BITS: usize = 512;

/// Actions a new history has room for before it grows: more than most games last.
const TYPICAL_GAME: usize = 128;

/// Earlier positions of a game, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(crate) struct History {
    /// `keys[i]` is the key of the position after `i` actions.
    keys: Vec<u64>,
    /// Index of the latest position reached by an action that sent back a piece of
    /// each side.
    last_sent_back: [usize; 2],
    /// How many of the oldest keys are in `filter`.
    filtered: usize,
    /// The filter bit of every key in `keys[..filtered]`, see [`filter_bit`].
    filter: [u64; FILTER_BITS / 64],
}

/// A key's bit in the filter: the top bits of a multiplicative hash, because keys
/// differ mostly in their low nibbles.
#[inline]
fn filter_bit(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - FILTER_BITS.trailing_zeros())) as usize
}

impl History {
    /// An empty history with room for a typical game.
    pub(crate) fn new() -> Self {
        History {
            keys: Vec::with_capacity(TYPICAL_GAME),
            ..History::default()
        }
    }

    /// A history from its stored parts (see [`History::parts`]).
    pub(crate) fn from_parts(keys: Vec<u64>, last_sent_back: [usize; 2]) -> Self {
        let mut h = History {
            keys,
            last_sent_back,
            ..History::default()
        };
        h.catch_up_filter();
        h
    }

    /// The keys and the send-back indices, as saved.
    pub(crate) fn parts(&self) -> (&[u64], [usize; 2]) {
        (&self.keys, self.last_sent_back)
    }

    /// Actions played so far.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.keys.len()
    }

    /// Every earlier key, oldest first.
    pub(crate) fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// Record the key of the position an action left, and, if the action sent back
    /// pieces of `sent_back`, that the new position follows such an action.
    #[inline]
    pub(crate) fn push(&mut self, before: u64, sent_back: Option<usize>) {
        self.keys.push(before);
        if let Some(side) = sent_back {
            self.last_sent_back[side] = self.keys.len();
            self.catch_up_filter();
        }
    }

    /// Earlier occurrences of the position with this key.
    #[inline]
    pub(crate) fn occurrences(&self, key: u64) -> usize {
        let bit = filter_bit(key);
        if self.filter[bit / 64] & (1 << (bit % 64)) == 0 {
            return 0;
        }
        self.candidates().iter().filter(|&&k| k == key).count()
    }

    /// The keys of positions that can recur: those before pieces of both sides were
    /// sent back.
    fn candidates(&self) -> &[u64] {
        let limit = self.last_sent_back[0].min(self.last_sent_back[1]);
        &self.keys[..limit.min(self.keys.len())]
    }

    /// Add the candidates not yet in the filter.
    fn catch_up_filter(&mut self) {
        let end = self.candidates().len();
        for i in self.filtered..end {
            let bit = filter_bit(self.keys[i]);
            self.filter[bit / 64] |= 1 << (bit % 64);
        }
        self.filtered = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain count the filter stands in front of.
    fn slow_occurrences(h: &History, key: u64) -> usize {
        let limit = h.last_sent_back[0].min(h.last_sent_back[1]);
        h.keys[..limit].iter().filter(|&&k| k == key).count()
    }

    #[test]
    fn the_filter_never_hides_an_occurrence() {
        let mut h = History::default();
        let mut x = 1u64;
        for i in 0..3000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let key = (x >> 33) % 97;
            let sent_back = match (x >> 20) % 5 {
                0 => Some(0),
                1 => Some(1),
                _ => None,
            };
            h.push(key, sent_back);
            for probe in [key, i % 97, (x >> 40) % 97] {
                assert_eq!(h.occurrences(probe), slow_occurrences(&h, probe));
            }
        }
    }

    #[test]
    fn rebuilt_histories_are_equal() {
        let mut h = History::default();
        for (i, sent_back) in [None, Some(0), None, Some(1), None, Some(0)]
            .into_iter()
            .enumerate()
        {
            h.push(i as u64 * 17, sent_back);
        }
        let (keys, last) = h.parts();
        assert_eq!(History::from_parts(keys.to_vec(), last), h);
    }
}
