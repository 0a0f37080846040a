//! Hints for a person alone against the computer, from a strong computer player of
//! the match's own, kept apart from the seats' agents.

use cubist_ai::DynAgent;
use cubist_core::Seat;

use crate::computer::{build_agent, Thinking, Thought};
use crate::{Match, SessionError};

/// The level that gives hints, and its seed (hints need not vary between games).
const HINT_LEVEL: &str = "hard:tables=on";
const HINT_SEED: u64 = 7;

impl Match {
    /// A suggestion for `seat` from a strong computer player (the `hard` level, which
    /// plays from the game's endgame tables where they hold the position), which sees
    /// only that seat's view. [`Match::hint_verdict`] then says what the tables know.
    pub fn hint(&mut self, seat: Seat) -> Result<String, SessionError> {
        if !self.to_move().includes(seat) {
            return Err(SessionError::NotToMove(seat));
        }
        let mut advisor = self.advisor(seat)?;
        let hint = advisor.choose(self.game.as_ref(), seat);
        self.advisor = Some(advisor);
        Ok(hint?)
    }

    /// Start a hint for `seat` on a thread of its own, as [`Match::hint`] gives it;
    /// hand the result to [`Match::hint_done`].
    pub fn think_hint(&mut self, seat: Seat) -> Result<Thinking, SessionError> {
        self.think_hint_paced(seat, None)
    }

    /// [`Match::think_hint`], taking turns in `pacing`'s pool (see
    /// [`Match::think_paced`]).
    pub fn think_hint_paced(
        &mut self,
        seat: Seat,
        pacing: Option<cubist_ai::pace::Pacing>,
    ) -> Result<Thinking, SessionError> {
        if !self.to_move().includes(seat) {
            return Err(SessionError::NotToMove(seat));
        }
        let advisor = self.advisor(seat)?;
        Ok(Thinking::start(
            advisor,
            self.game.clone_box(),
            seat,
            self.generation,
            pacing,
        ))
    }

    /// The hint a finished [`Match::think_hint`] gives, or `None` if the position
    /// changed meanwhile (an action was played or taken back).
    pub fn hint_done(
        &mut self,
        thought: Thought,
        ply: usize,
    ) -> Result<Option<String>, SessionError> {
        let Thought {
            seat,
            generation,
            agent,
            action,
        } = thought;
        self.advisor = Some(agent);
        let action = action?;
        let same = generation == self.generation && ply == self.ply();
        Ok((same && self.to_move().includes(seat)).then_some(action))
    }

    /// The exact value of the position of the last hint for the seat it was for, when
    /// the endgame tables hold it: `win in 7`, `loss in 12` or `draw` (the number
    /// counts actions of both sides to the end under best play). `None` otherwise.
    pub fn hint_verdict(&self) -> Option<String> {
        self.advisor.as_ref().and_then(|a| a.verdict())
    }

    /// The hint giver, taken out to think. It is built on the first request, as most
    /// matches never ask for a hint, and again if a cancelled hint took it away.
    fn advisor(&mut self, seat: Seat) -> Result<Box<dyn DynAgent>, SessionError> {
        if let Some(advisor) = self.advisor.take() {
            return Ok(advisor);
        }
        let spec = HINT_LEVEL.parse().expect("a valid level");
        build_agent(self.factory, self.game.as_ref(), &spec, seat, HINT_SEED)
    }
}
