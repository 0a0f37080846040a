//! Python bindings of the Cubist games, for learning code.
//!
//! The Python package `cubist` (built by maturin from this crate with the `python`
//! feature) gives OpenSpiel-shaped games and states, computer players, PettingZoo and
//! Gymnasium environments and vectorised stepping; see `docs/python.md`.
//!
//! This crate is a front end: it holds no game rules. It drives any game through
//! [`cubist_core::NumericGame`] (action ids and observation tensors, implemented by
//! each game) reached by name through [`cubist_games::visit_numeric`], and commits a
//! secret simultaneous choice by the session's round rule ([`round`]). The Rust part
//! ([`engine`], [`batch`], [`round`]) needs no Python and is tested by `cargo test`;
//! the Python module is the `python` feature.

pub mod batch;
pub mod chance;
pub mod engine;
pub mod round;

#[cfg(feature = "python")]
mod python;
