//! Computer players that work for any game through the [`cubist_core::Game`] API.
//!
//! An [`Agent`] decides from a seat's *view* alone, never from the true state: for
//! hidden-information games it searches states sampled with [`Game::determinize`](cubist_core::Game::determinize).
//! Agents are named by an [`AgentSpec`] (`random`, `mcts:hard`, `alphabeta:time=1s`,
//! or just a level such as `hard`), built by [`make_agent`], and reachable from the
//! type-erased level through [`DynAgent`].

mod agent;
pub mod alphabeta;
pub mod appraise;
mod budget;
mod build;
mod decision;
mod deep_stack;
pub mod demand;
pub mod endgame;
mod erased;
mod error;
pub mod exact;
mod exact_proof;
mod exact_settings;
mod greedy;
mod heuristic;
pub mod levels;
pub mod mcts;
pub mod pace;
pub mod proof_number;
mod random;
mod secret;
pub mod solver;
mod solver_memo;
pub mod solver_proof;
mod spec;
pub mod tables;

pub use agent::{Agent, SearchStats};
pub use alphabeta::{AlphaBetaAgent, AlphaBetaSettings};
pub use appraise::{ActionValue, Appraisal};
pub use budget::{Budget, BudgetClock, Control};
pub use build::make_agent;
pub use erased::{AgentVisitor, DynActionValue, DynAgent};
pub use error::AgentError;
pub use greedy::GreedyAgent;
pub use mcts::{MctsAgent, MctsSettings, SecretRule};
pub use random::RandomAgent;
pub use spec::{AgentKind, AgentSpec, Level};
