//! The bodies of the block endpoints.

use serde::{Deserialize, Serialize};

/// `POST /api/me/blocks`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockRequest {
    /// The player to block (any case).
    pub name: String,
}

/// One block.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Block {
    /// The blocked player's name as they wrote it.
    pub name: String,
    /// When the block was made, in milliseconds since the epoch.
    pub since_ms: u64,
}

/// `GET /api/me/blocks`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BlockList {
    /// By name.
    pub blocks: Vec<Block>,
    /// The most blocks an account may have.
    pub max: usize,
}
