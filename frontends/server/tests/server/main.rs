//! The server's suites, one module a subject, in one test binary: the support code
//! and the server are compiled and linked once rather than once a subject.
//! `cargo test -p cubist-server --test server -- ratings::` runs one subject.

#[path = "../support/mod.rs"]
mod support;

mod analysis_board;
mod api;
mod blocks;
mod chat;
mod clocks;
mod connections;
mod ended;
mod instances;
mod languages;
mod learn;
mod leaving;
mod metrics;
mod moderation;
mod my_games;
mod perfect;
mod puzzles;
mod races;
mod ratings;
mod rematch;
mod review;
mod seeks;
mod sides;
mod soak;
mod thinking;
mod tournaments;
mod voids;
mod web;
