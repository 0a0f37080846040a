//! What a connection may hold of the server: a client that sends nothing, or drips its
//! headers, is closed when the header timeout runs out and leaves no open file behind;
//! one address cannot take the connections or WebSockets others need; and behind a
//! trusted proxy the client's address is the one the proxy forwarded. Servers in this
//! process, reached over raw TCP from 127.0.0.1 and 127.0.0.2.
#![cfg(target_os = "linux")]

use crate::support;

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use cubist_server::{Connections, Limits};
use serde_json::json;
use support::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio::time::Instant;

/// The tests of this file flood the loopback and count sockets: one at a time.
static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A bound on anything here that should take a moment: only a hang meets it.
const PATIENCE: Duration = Duration::from_secs(30);

/// The header timeout of the servers here: short, so that the test is quick.
const HEADER_TIMEOUT: Duration = Duration::from_millis(1500);

/// The address the second client connects from.
const OTHER: &str = "127.0.0.2";

/// A TCP connection to `server` from `from` (any free port).
async fn connect_from(from: &str, server: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("a socket");
    let local: IpAddr = from.parse().expect("an address");
    socket.bind(SocketAddr::new(local, 0)).expect("bound");
    socket.connect(server).await.expect("connected")
}

/// `GET path` on `stream`, kept alive, with `headers`; the reply's head and body.
async fn get_on(stream: &mut TcpStream, path: &str, headers: &str) -> String {
    let request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n{headers}\r\n");
    stream.write_all(request.as_bytes()).await.expect("sent");
    read_reply(stream).await
}

/// One reply read from `stream`: its head, and its body by Content-Length.
async fn read_reply(stream: &mut TcpStream) -> String {
    reply_or_closed(stream)
        .await
        .expect("a reply, not a closed connection")
}

/// One reply read from `stream`, or `None` if the server closes it before a byte.
async fn reply_or_closed(stream: &mut TcpStream) -> Option<String> {
    let mut bytes = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        let n = stream.read(&mut buf).await.unwrap_or(0);
        if n == 0 && bytes.is_empty() {
            return None;
        }
        assert!(
            n > 0,
            "closed within a reply: {:?}",
            String::from_utf8_lossy(&bytes)
        );
        bytes.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&bytes).to_string();
        if let Some(end) = text.find("\r\n\r\n") {
            let length = text[..end]
                .lines()
                .find_map(|line| {
                    let (name, value) = line.split_once(':')?;
                    name.eq_ignore_ascii_case("content-length")
                        .then(|| value.trim().parse::<usize>().ok())?
                })
                .unwrap_or(0);
            if bytes.len() >= end + 4 + length {
                return Some(text);
            }
        }
    }
}

/// The status of a reply.
fn status(reply: &str) -> u16 {
    reply
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a status line: {reply:?}"))
}

/// Reads until the server closes `stream` (end of file or a reset); what came first.
async fn until_closed(stream: &mut TcpStream) -> Vec<u8> {
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match stream.read(&mut buf).await {
            Ok(0) | Err(_) => return seen,
            Ok(n) => seen.extend_from_slice(&buf[..n]),
        }
    }
}

/// Sends a request's head one byte at a time, never ending it, until the server closes
/// the connection.
async fn drip(mut stream: TcpStream) {
    let head = b"GET / HTTP/1.1\r\nHost: localhost\r\n";
    if stream.write_all(head).await.is_err() {
        return;
    }
    let (mut read, mut write) = stream.split();
    let mut pace = tokio::time::interval(Duration::from_millis(50));
    let mut buf = [0u8; 1024];
    loop {
        tokio::select! {
            got = read.read(&mut buf) => match got {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            },
            _ = pace.tick() => {
                if write.write_all(b"X").await.is_err() {
                    return;
                }
            }
        }
    }
}

/// The TCP connections to or from `server` that still hold a file of this process (the
/// server and its clients both run in it). Other tests of this binary run alongside and
/// open files of their own, so only sockets on `server`'s address are counted; its
/// listening socket is not a connection.
fn connections_holding_files(server: SocketAddr) -> usize {
    let inodes = tcp_connection_inodes(server);
    std::fs::read_dir("/proc/self/fd")
        .expect("/proc/self/fd")
        .filter_map(|entry| std::fs::read_link(entry.ok()?.path()).ok())
        .filter_map(|link| {
            let link = link.to_string_lossy().into_owned();
            link.strip_prefix("socket:[")?
                .strip_suffix(']')?
                .parse()
                .ok()
        })
        .filter(|inode: &u64| inodes.contains(inode))
        .count()
}

/// The inodes of the IPv4 TCP sockets with `server` at either end, not listening.
fn tcp_connection_inodes(server: SocketAddr) -> std::collections::HashSet<u64> {
    const LISTEN: &str = "0A";
    let table = std::fs::read_to_string("/proc/net/tcp").expect("/proc/net/tcp");
    table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let (local, remote, state) = (fields.get(1)?, fields.get(2)?, fields.get(3)?);
            let ends = [proc_address(local)?, proc_address(remote)?];
            (*state != LISTEN && ends.contains(&server)).then(|| fields.get(9)?.parse().ok())?
        })
        .collect()
}

/// An address as `/proc/net/tcp` writes it: the IPv4 address as a native-order hex
/// word, a colon, the port in hex.
fn proc_address(text: &str) -> Option<SocketAddr> {
    let (ip, port) = text.split_once(':')?;
    let ip = u32::from_str_radix(ip, 16).ok()?;
    let port = u16::from_str_radix(port, 16).ok()?;
    Some(SocketAddr::new(
        IpAddr::from(std::net::Ipv4Addr::from(ip.to_ne_bytes())),
        port,
    ))
}

/// Waits until no connection to or from `server` holds a file, or panics after
/// [`PATIENCE`] with how many still do. The last end closes a moment after the other
/// end has read its end of file, so this looks again until that moment is past.
async fn until_no_connection_holds_a_file(server: SocketAddr) {
    let deadline = Instant::now() + PATIENCE;
    let mut pace = tokio::time::interval(Duration::from_millis(20));
    loop {
        pace.tick().await;
        let open = connections_holding_files(server);
        if open == 0 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{open} connections to the server still hold open files"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_and_dripping_connections_are_closed_and_another_address_is_served() {
    let _serial = SERIAL.lock().await;
    let place = Place::new();
    let server = Server::start_with(&place.db(), |c| {
        c.limits = NO_LIMITS;
        c.connections = Connections {
            header_timeout: HEADER_TIMEOUT,
            ..Connections::default()
        };
    });
    let run = async {
        // 300 connections that send nothing and 100 that drip their headers, all from
        // 127.0.0.1: most are over the cap of its address and closed at once, the
        // others when the header timeout runs out.
        let mut flood = Vec::new();
        for _ in 0..300 {
            let mut stream = connect_from("127.0.0.1", server.addr).await;
            flood.push(tokio::spawn(async move {
                let seen = until_closed(&mut stream).await;
                assert!(seen.is_empty(), "nothing is sent to a silent connection");
            }));
        }
        for _ in 0..100 {
            let stream = connect_from("127.0.0.1", server.addr).await;
            flood.push(tokio::spawn(drip(stream)));
        }
        // Meanwhile another address is served, and its kept-alive connection, idle
        // after the reply, is closed by the same timeout.
        let mut other = connect_from(OTHER, server.addr).await;
        let reply = get_on(&mut other, "/", "").await;
        assert_eq!(status(&reply), 200, "{reply}");
        assert!(until_closed(&mut other).await.is_empty());
        for task in flood {
            task.await.expect("a flood connection's task");
        }
    };
    tokio::time::timeout(PATIENCE, run)
        .await
        .expect("every connection is closed by the server");
    // Every connection is closed on both ends: none holds a file any more.
    until_no_connection_holds_a_file(server.addr).await;
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_connection_over_an_address_cap_is_closed_at_once_and_others_still_connect() {
    let _serial = SERIAL.lock().await;
    let place = Place::new();
    let server = Server::start_with(&place.db(), |c| {
        c.limits = NO_LIMITS;
        c.connections.per_address = 4;
    });
    let run = async {
        // Four kept-alive connections from one address, each served.
        let mut held = Vec::new();
        for _ in 0..4 {
            let mut stream = connect_from("127.0.0.1", server.addr).await;
            assert_eq!(status(&get_on(&mut stream, "/api/health", "").await), 200);
            held.push(stream);
        }
        // The fifth is closed without a reply.
        let mut fifth = connect_from("127.0.0.1", server.addr).await;
        let _ = fifth
            .write_all(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n")
            .await;
        assert!(until_closed(&mut fifth).await.is_empty(), "no reply");
        // Another address connects.
        let mut other = connect_from(OTHER, server.addr).await;
        assert_eq!(status(&get_on(&mut other, "/api/health", "").await), 200);
        // One of the four closed, its place is free again (once the server has seen it
        // close: until then a new one is closed at once, and tried again).
        drop(held.pop());
        loop {
            let mut again = connect_from("127.0.0.1", server.addr).await;
            let request = b"GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
            let _ = again.write_all(request).await;
            if let Some(reply) = reply_or_closed(&mut again).await {
                assert_eq!(status(&reply), 200, "{reply}");
                break;
            }
            tokio::task::yield_now().await;
        }
    };
    tokio::time::timeout(PATIENCE, run)
        .await
        .expect("within patience");
    server.stop();
}

/// Connections from `from`, each served once and kept alive, until the server closes
/// one at once: those it keeps.
async fn all_it_may_hold(from: &str, server: SocketAddr) -> Vec<TcpStream> {
    let mut held = Vec::new();
    loop {
        let mut stream = connect_from(from, server).await;
        let request = b"GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
        let _ = stream.write_all(request).await;
        match reply_or_closed(&mut stream).await {
            Some(reply) => assert_eq!(status(&reply), 200, "{reply}"),
            None => return held,
        }
        held.push(stream);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn addresses_at_their_cap_leave_room_for_another_under_a_low_cap_in_all() {
    let _serial = SERIAL.lock().await;
    let place = Place::new();
    // A cap in all as a low file limit gives (`--nofile=160`), the default per address.
    let server = Server::start_with(&place.db(), |c| {
        c.limits = NO_LIMITS;
        c.connections.total = 32;
    });
    let run = async {
        // Eight addresses each take all the server lets them hold...
        let mut held = Vec::new();
        for n in 1..=8 {
            let mine = all_it_may_hold(&format!("127.0.0.{n}"), server.addr).await;
            assert!(!mine.is_empty(), "127.0.0.{n} is served");
            assert!(mine.len() <= 32 / 8, "127.0.0.{n} holds {}", mine.len());
            held.extend(mine);
        }
        // ...and yet another address is served.
        let mut other = connect_from("127.0.0.9", server.addr).await;
        assert_eq!(status(&get_on(&mut other, "/api/health", "").await), 200);
    };
    tokio::time::timeout(PATIENCE, run)
        .await
        .expect("within patience");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_head_over_the_cap_is_answered_431() {
    let _serial = SERIAL.lock().await;
    let place = Place::new();
    let server = Server::start_with(&place.db(), |c| {
        c.limits = NO_LIMITS;
        c.connections.max_header_bytes = 4096;
    });
    let mut stream = connect_from("127.0.0.1", server.addr).await;
    let big = format!("X-Big: {}\r\n", "a".repeat(8192));
    let request = format!("GET /api/health HTTP/1.1\r\nHost: localhost\r\n{big}\r\n");
    let _ = stream.write_all(request.as_bytes()).await;
    let seen = tokio::time::timeout(PATIENCE, until_closed(&mut stream))
        .await
        .expect("closed");
    let text = String::from_utf8_lossy(&seen);
    assert!(text.starts_with("HTTP/1.1 431"), "{text}");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_are_capped_per_address() {
    let _serial = SERIAL.lock().await;
    let place = Place::new();
    let server = Server::start_with(&place.db(), |c| {
        c.limits = NO_LIMITS;
        c.connections.sockets_per_address = 1;
    });
    let c = server.client();
    let game = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    let first = c.ws(&game.id, None).await;
    let url = format!(
        "{}/api/games/{}/ws",
        server.base.replacen("http://", "ws://", 1),
        game.id
    );
    match tokio_tungstenite::connect_async(url.as_str()).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(reply)) => {
            assert_eq!(reply.status(), 429)
        }
        Err(e) => panic!("refused with 429, not {e}"),
        Ok(_) => panic!("a second WebSocket from one address is refused"),
    }
    // Once the first is closed (and the server has seen it), another opens.
    first.close().await;
    let deadline = Instant::now() + PATIENCE;
    loop {
        match tokio_tungstenite::connect_async(url.as_str()).await {
            Ok(_) => break,
            Err(tokio_tungstenite::tungstenite::Error::Http(reply)) if reply.status() == 429 => {
                assert!(
                    Instant::now() < deadline,
                    "the first socket's place is freed"
                );
                tokio::task::yield_now().await;
            }
            Err(e) => panic!("{e}"),
        }
    }
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_requests_are_limited_per_forwarded_address() {
    let _serial = SERIAL.lock().await;
    let place = Place::new();
    let server = Server::start_with(&place.db(), |c| {
        c.limits = Limits { rate: 1, burst: 2 };
        c.connections.trust_proxy = vec!["127.0.0.1".parse().unwrap()];
    });
    let run = async {
        let mut proxy = connect_from("127.0.0.1", server.addr).await;
        let from = |ip: &str| format!("X-Forwarded-For: 6.6.6.6, {ip}\r\n");
        // The budget of 1.2.3.4 runs out; 5.6.7.8's does not, through the same proxy.
        let mut statuses = Vec::new();
        for _ in 0..3 {
            statuses.push(status(
                &get_on(&mut proxy, "/api/health", &from("1.2.3.4")).await,
            ));
        }
        assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
        let reply = get_on(&mut proxy, "/api/health", &from("5.6.7.8")).await;
        assert_eq!(status(&reply), 200, "{reply}");
        // An address that is not a trusted proxy is the client, whatever it forwards.
        let mut direct = connect_from(OTHER, server.addr).await;
        let mut statuses = Vec::new();
        for ip in ["9.9.9.1", "9.9.9.2", "9.9.9.3"] {
            let forwarded = format!("X-Forwarded-For: {ip}\r\n");
            let reply = get_on(&mut direct, "/api/health", &forwarded).await;
            statuses.push(status(&reply));
        }
        assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
    };
    tokio::time::timeout(PATIENCE, run)
        .await
        .expect("within patience");
    server.stop();
}
