//! Computer players deciding: on the caller's thread, or on a thread of their own
//! whose decision is played only if nothing changed meanwhile.

use cubist_ai::pace::Pacing;
use cubist_ai::DynAgent;
use cubist_core::Seat;

use crate::computer::{build_agent, decide_within, Thinking, Thought};
use crate::round::play_round;
use crate::{Match, Played, SessionError};

impl Match {
    /// Computer seats that must decide now, lowest first.
    pub fn computers_to_act(&self) -> Vec<Seat> {
        self.to_move()
            .seats()
            .iter()
            .filter(|&s| !self.players()[s].is_human())
            .collect()
    }

    /// Every computer seat that must decide now decides, on this thread, from the
    /// position before any of them commits, and then each commits. A choice of a seat
    /// that an earlier commitment took out of the decision (the game ended) is dropped.
    /// People still to commit in the same simultaneous round are asked afterwards,
    /// without learning the computers' choices.
    pub fn play_computers(&mut self) -> Result<Vec<Played>, SessionError> {
        self.check_time();
        let seats = self.computers_to_act();
        let mut played = Vec::with_capacity(seats.len());
        play_round(
            self,
            &seats,
            Match::to_move,
            |m, seat| m.decide(seat),
            |m, seat, action| {
                let p = m
                    .apply(seat, &action, None)
                    .map_err(SessionError::ComputerMove)?;
                played.push(p);
                Ok(())
            },
        )?;
        Ok(played)
    }

    /// A computer seat's decision, on this thread.
    fn decide(&mut self, seat: Seat) -> Result<String, SessionError> {
        let mut agent = self.agent(seat)?;
        let allot = self.allot(seat);
        let action = decide_within(agent.as_mut(), self.game.as_ref(), seat, allot);
        self.seats.keep_agent(seat, agent);
        Ok(action?)
    }

    /// Play computer moves until a person must act or the game is over.
    pub fn play_computers_until_human(&mut self) -> Result<Vec<Played>, SessionError> {
        let mut played = Vec::new();
        while !self.computers_to_act().is_empty() {
            played.extend(self.play_computers()?);
        }
        Ok(played)
    }

    /// Start computer seat `seat` deciding on a thread of its own; the caller's thread
    /// is free meanwhile. Hand the result to [`Match::commit`].
    pub fn think(&mut self, seat: Seat) -> Result<Thinking, SessionError> {
        self.think_paced(seat, None)
    }

    /// [`Match::think`], the search's threads taking turns in `pacing`'s pool (a
    /// server's, shared by its games; the key tells this match's turns from others').
    pub fn think_paced(
        &mut self,
        seat: Seat,
        pacing: Option<Pacing>,
    ) -> Result<Thinking, SessionError> {
        if !self.to_move().includes(seat) {
            return Err(SessionError::NotToMove(seat));
        }
        let agent = self.agent(seat)?;
        let mut thinking =
            Thinking::start(agent, self.game.clone_box(), seat, self.generation, pacing);
        if let Some(allot) = self.allot(seat) {
            thinking.stop_after(allot);
        }
        Ok(thinking)
    }

    /// Play a finished decision, if it still applies: its seat must still be asked,
    /// and nothing may have been taken back since it began. Returns what was played.
    pub fn commit(&mut self, thought: Thought) -> Result<Option<Played>, SessionError> {
        let Thought {
            seat,
            generation,
            agent,
            action,
        } = thought;
        self.seats.keep_agent(seat, agent);
        let action = action?;
        let still = generation == self.generation
            && self.to_move().includes(seat)
            && !self.players()[seat].is_human()
            && !self.out_of_time(seat);
        if !still {
            return Ok(None);
        }
        self.apply(seat, &action, None)
            .map(Some)
            .map_err(SessionError::ComputerMove)
    }

    /// The seat's agent, taken out to decide: the one it has, or one built anew.
    fn agent(&mut self, seat: Seat) -> Result<Box<dyn DynAgent>, SessionError> {
        match self.seats.take_agent(seat) {
            Some(agent) => Ok(agent),
            None => self.build(seat),
        }
    }

    /// A seat's agent, built anew (its last one was lost to a cancelled decision).
    fn build(&self, seat: Seat) -> Result<Box<dyn DynAgent>, SessionError> {
        let spec = self.players()[seat]
            .spec()
            .ok_or(SessionError::NotComputer(seat))?;
        build_agent(
            self.factory,
            self.game.as_ref(),
            spec,
            seat,
            self.history.record().seed,
        )
    }
}
