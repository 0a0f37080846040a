//! A change made on a copy first, so that a server whose store refuses the change
//! still holds the match as stored.

use crate::Match;

impl Match {
    /// A copy of the match to make a change on before it is stored: the change is
    /// made on the copy, the copy stored, and only then [`Match::adopt`]ed, so the
    /// match itself never holds a change its store refused. The copy has no computer
    /// players or hint giver of its own (it borrows them back when adopted).
    pub fn tentative(&self) -> Match {
        Match {
            game: self.game.clone_box(),
            history: self.history.clone(),
            seats: self.seats.without_agents(),
            generation: self.generation,
            advisor: None,
            factory: self.factory,
            departure: self.departure.clone(),
            draw_offer: self.draw_offer,
            ended: self.ended.clone(),
            clock: self.clock.clone(),
            clocks: self.clocks.clone(),
            rated: self.rated,
            awaiting_players: self.awaiting_players,
        }
    }

    /// Become `next`, a [`Match::tentative`] copy whose change was stored: the
    /// computer players (of seats still played by the same player) and the hint
    /// giver stay this match's unless the copy has its own.
    pub fn adopt(&mut self, mut next: Match) {
        self.seats.lend_agents(&mut next.seats);
        if next.advisor.is_none() {
            next.advisor = self.advisor.take();
        }
        *self = next;
    }
}
