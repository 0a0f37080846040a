//! Taking actions back: the game is replayed from its start without them, so undo is
//! offered only where replaying reveals nothing (no hidden information, no chance).

use cubist_core::Seat;

use crate::{Match, UndoError};

impl Match {
    /// Whether taking moves back is allowed in this game at all.
    pub fn undo_allowed(&self) -> Result<(), UndoError> {
        if self.is_over() {
            Err(UndoError::Over)
        } else if !self.game.perfect_information() || self.game.chance() {
            Err(UndoError::Secret)
        } else {
            Ok(())
        }
    }

    /// On a shared screen: take back the last action of any person, and everything
    /// after it. Returns the number of actions taken back.
    pub fn undo(&mut self) -> Result<usize, UndoError> {
        self.undo_allowed()?;
        let cut = self
            .history
            .actions()
            .iter()
            .rposition(|a| self.players()[a.seat].is_human())
            .ok_or(UndoError::Nothing)?;
        Ok(self.cut(cut))
    }

    /// For one person among others: take back `seat`'s last action and the computer
    /// replies after it, refused if another person has acted since.
    pub fn undo_for(&mut self, seat: Seat) -> Result<usize, UndoError> {
        self.undo_allowed()?;
        let actions = self.history.actions();
        let cut = actions
            .iter()
            .rposition(|a| a.seat == seat)
            .ok_or(UndoError::Nothing)?;
        if actions[cut..]
            .iter()
            .any(|a| a.seat != seat && self.players()[a.seat].is_human())
        {
            return Err(UndoError::OtherPlayerMoved);
        }
        Ok(self.cut(cut))
    }

    /// Keep the first `keep` actions, replayed from the start. Returns how many went.
    fn cut(&mut self, keep: usize) -> usize {
        let removed = self.ply() - keep;
        self.game = self.history.cut(keep);
        self.generation += 1;
        self.rebuild_clocks();
        self.settle();
        removed
    }
}
