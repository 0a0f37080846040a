//! What a connection may hold of the server, and their defaults.

use std::net::IpAddr;
use std::time::Duration;

/// What a connection may hold of the server, and whom to believe about a client's
/// address. [`Connections::default`] gives the defaults of `cubist serve`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connections {
    /// How long a connection may wait for a request's head (request line and headers)
    /// to arrive whole: from the moment it is accepted, and again after each reply on
    /// a kept-alive connection. It is so the idle keep-alive timeout too: a connection
    /// that sends nothing, or drips its headers, is closed when it runs out.
    pub header_timeout: Duration,
    /// How long a request's body may go without a new piece arriving before the
    /// request fails (bodies are small: see `MAX_BODY` and `MAX_RECORD`).
    pub body_timeout: Duration,
    /// The largest request head (request line and headers) in bytes; a larger one is
    /// answered 431 and its connection closed.
    pub max_header_bytes: usize,
    /// Connections open at once from one address (the TCP peer); one more is closed
    /// at once. A trusted proxy's connections count only toward [`Self::total`]. In
    /// force, at most an eighth of the cap in all (at least `MIN_PER_ADDRESS`), and
    /// the last places in all go only to addresses that hold none.
    pub per_address: usize,
    /// Connections open at once in all, WebSockets included; one more is closed at
    /// once. The server lowers it to stay below its file limit.
    pub total: usize,
    /// WebSockets open at once from one client address; one more is refused (429).
    pub sockets_per_address: usize,
    /// Reverse proxies whose `X-Forwarded-For` is believed: a request from one of
    /// them comes from the last address in that header that is not itself one of
    /// them. Empty: the client's address is always the TCP peer.
    pub trust_proxy: Vec<IpAddr>,
}

impl Default for Connections {
    fn default() -> Self {
        Connections {
            header_timeout: DEFAULT_HEADER_TIMEOUT,
            body_timeout: DEFAULT_BODY_TIMEOUT,
            max_header_bytes: DEFAULT_MAX_HEADER_BYTES,
            per_address: DEFAULT_CONNECTIONS_PER_ADDRESS as usize,
            total: DEFAULT_CONNECTIONS as usize,
            sockets_per_address: DEFAULT_SOCKETS_PER_ADDRESS as usize,
            trust_proxy: Vec::new(),
        }
    }
}

/// How long a request's head may take to arrive, and a kept-alive connection may
/// stay idle, unless told otherwise.
pub const DEFAULT_HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a request's body may pause between pieces, unless told otherwise.
pub const DEFAULT_BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// The largest request head in bytes, unless told otherwise.
pub const DEFAULT_MAX_HEADER_BYTES: usize = 16 * 1024;
/// The smallest cap on a request's head that is accepted.
pub const MIN_HEADER_BYTES: usize = 1024;
/// The largest cap on a request's head that is accepted.
pub const MAX_HEADER_BYTES: usize = 1024 * 1024;
/// Connections open at once from one address, unless told otherwise.
pub const DEFAULT_CONNECTIONS_PER_ADDRESS: u32 = 64;
/// The least cap on one address's connections when the cap in all is low: one
/// address may otherwise hold at most an eighth of them all.
pub const MIN_PER_ADDRESS: usize = 4;
/// Connections open at once in all, unless told otherwise (and below the file limit).
pub const DEFAULT_CONNECTIONS: u32 = 4096;
/// WebSockets open at once from one client address, unless told otherwise.
pub const DEFAULT_SOCKETS_PER_ADDRESS: u32 = 32;
/// Files kept for what is not a client's connection (the database, the listener,
/// logs): the cap on connections in all stays this far below the file limit.
pub const RESERVED_FILES: u64 = 128;
