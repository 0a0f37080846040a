//! Seats, observers and whose move it is.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's seat, `0..num_players`. Seat 0 is "player 1" when shown to people.
pub type Seat = usize;

/// Who is looking at a game: a seat (sees its own secrets) or a spectator (public only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Observer {
    Seat(Seat),
    Spectator,
}

impl Observer {
    /// The seat, if this observer is one.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Observer::Seat(s) => Some(s),
            Observer::Spectator => None,
        }
    }
}

/// A small set of seats (at most 8), used for simultaneous moves and winners.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn single(seat: Seat) -> Self {
        SeatSet(1 << seat)
    }
    pub fn contains(self, seat: Seat) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat;
    }
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat);
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// The lowest seat in the set.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as usize)
    }
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8).filter(move |&s| self.contains(s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Whose decision the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ToMove {
    /// One seat acts (it may act several times in a row: a multi-action turn).
    One(Seat),
    /// Each seat in the set must commit one secret action; none sees the others' choice
    /// until all have committed. The set shrinks as seats commit.
    Simultaneous(SeatSet),
    /// The game is over; see [`crate::Game::outcome`].
    Over,
}

impl ToMove {
    /// Seats that may act now.
    pub fn seats(self) -> SeatSet {
        match self {
            ToMove::One(s) => SeatSet::single(s),
            ToMove::Simultaneous(set) => set,
            ToMove::Over => SeatSet::EMPTY,
        }
    }
    /// Whether `seat` may act now.
    pub fn includes(self, seat: Seat) -> bool {
        self.seats().contains(seat)
    }
    /// A canonical seat to act next: the single mover, or the lowest seat still to commit.
    /// Searches use it to put simultaneous choices in a fixed order.
    pub fn actor(self) -> Option<Seat> {
        self.seats().first()
    }
    pub fn is_over(self) -> bool {
        self == ToMove::Over
    }
}
