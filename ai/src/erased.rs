//! Agents at the type-erased level, for front ends that only hold a [`DynGame`].

use cubist_core::{DynGame, Erased, Game, GameVisitor, Observer, Seat};

use crate::{make_agent, Agent, AgentError, AgentSpec, SearchStats};

/// An agent that plays a [`DynGame`] and answers in notation.
pub trait DynAgent: Send + Sync {
    /// The action `seat` should play, in the game's notation. The agent reads only the
    /// seat's view of `game`.
    fn choose(&mut self, game: &dyn DynGame, seat: Seat) -> Result<String, AgentError>;
    fn name(&self) -> String;
    /// What the search did for the last decision, if it searches.
    fn stats(&self) -> Option<SearchStats>;
    /// Called once before the first decision of a game, with `seat`'s view of it; an
    /// agent that cannot play this game refuses here (see [`Agent::prepare`]).
    fn prepare(&mut self, game: &dyn DynGame, seat: Seat) -> Result<(), AgentError>;
    /// See [`Agent::set_stop`].
    fn set_stop(&mut self, stop: std::sync::Arc<std::sync::atomic::AtomicBool>);
    /// See [`Agent::set_control`].
    fn set_control(&mut self, control: crate::Control);
    /// The last decision's position's exact value from the endgame tables, in words
    /// (`win in 7`, `loss in 12`, `draw`; see [`Agent::verdict`]).
    fn verdict(&self) -> Option<String>;
    /// See [`Agent::notice`].
    fn notice(&self) -> Option<String>;
    /// Each legal action's value for `seat` in the last decision, which was made in
    /// `game` ([`Agent::appraisal`]), with actions in notation; `None` if the agent
    /// keeps none or `game` is not of its type.
    fn appraisal(&self, game: &dyn DynGame, seat: Seat) -> Option<Vec<DynActionValue>>;
}

/// [`crate::ActionValue`] with the action in the game's notation and the exact value
/// in words.
#[derive(Clone, Debug, PartialEq)]
pub struct DynActionValue {
    pub action: String,
    /// In `[-1, 1]` for the mover.
    pub value: f64,
    /// `win in 7`, `loss in 12`, `draw`, `win` (the solver gives no distance).
    pub exact: Option<String>,
    pub visits: Option<u64>,
}

struct Typed<G: Game> {
    inner: Box<dyn Agent<G>>,
}

impl<G: Game> DynAgent for Typed<G> {
    fn choose(&mut self, game: &dyn DynGame, seat: Seat) -> Result<String, AgentError> {
        let typed = self.typed(game)?;
        if !game.to_move().includes(seat) {
            return Err(AgentError::NotToMove);
        }
        let view = typed.0.view(Observer::Seat(seat));
        let action = self.inner.choose(&view, seat);
        Ok(typed.0.format_action(seat, action))
    }

    fn name(&self) -> String {
        self.inner.name()
    }

    fn stats(&self) -> Option<SearchStats> {
        self.inner.stats()
    }

    fn set_stop(&mut self, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.inner.set_stop(stop);
    }

    fn set_control(&mut self, control: crate::Control) {
        self.inner.set_control(control);
    }

    fn verdict(&self) -> Option<String> {
        self.inner.verdict().map(crate::endgame::verdict_words)
    }

    fn notice(&self) -> Option<String> {
        self.inner.notice()
    }

    fn appraisal(&self, game: &dyn DynGame, seat: Seat) -> Option<Vec<DynActionValue>> {
        let typed = self.typed(game).ok()?;
        let values = self.inner.appraisal()?;
        Some(
            values
                .into_iter()
                .map(|v| DynActionValue {
                    action: typed.0.format_action(seat, v.action),
                    value: v.value,
                    exact: v.exact.map(crate::endgame::verdict_words),
                    visits: v.visits,
                })
                .collect(),
        )
    }

    fn prepare(&mut self, game: &dyn DynGame, seat: Seat) -> Result<(), AgentError> {
        let view = self.typed(game)?.0.view(Observer::Seat(seat));
        self.inner.prepare(&view, seat)
    }
}

impl<G: Game> Typed<G> {
    fn typed<'g>(&self, game: &'g dyn DynGame) -> Result<&'g Erased<G>, AgentError> {
        game.as_any()
            .downcast_ref::<Erased<G>>()
            .ok_or_else(|| AgentError::Unsuitable {
                agent: self.inner.name(),
                game: game.name().to_string(),
                why: format!("this agent was built for {}", G::NAME),
            })
    }
}

/// Visitor: build a [`DynAgent`] for the visited game.
pub struct AgentVisitor<'a> {
    pub spec: &'a AgentSpec,
    pub players: usize,
    pub seed: u64,
}

impl GameVisitor for AgentVisitor<'_> {
    type Output = Result<Box<dyn DynAgent>, AgentError>;
    fn visit<G: Game>(self) -> Self::Output {
        let inner = make_agent::<G>(self.spec, self.players, self.seed)?;
        Ok(Box::new(Typed { inner }))
    }
}
