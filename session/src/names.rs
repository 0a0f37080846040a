//! Who holds each seat, by name, and whether the match is rated: a server sets them
//! from its accounts, and every view shows them.

use cubist_core::Seat;

use crate::Match;

impl Match {
    /// The names of the seats' holders (an account's name, or `computer-<level>` for a
    /// computer level in a rated match); `None` for a guest. Extra entries are
    /// ignored, missing ones are guests.
    pub fn set_seat_names(&mut self, names: Vec<Option<String>>) {
        self.seats.set_holders(names);
    }

    /// The name of `seat`'s holder, if it has one.
    pub fn seat_holder(&self, seat: Seat) -> Option<&str> {
        self.seats.holder(seat)
    }

    /// Whether the match counts for its players' ratings.
    pub fn set_rated(&mut self, rated: bool) {
        self.rated = rated;
    }

    pub fn rated(&self) -> bool {
        self.rated
    }
}
