//! The suites that read everything the servers log (looking for passwords, tokens and
//! links that must never be in it): a binary of their own, so that only their servers
//! log at every level into memory.

#[path = "../support/mod.rs"]
mod support;

mod accounts;
mod mail;
mod recovery;
