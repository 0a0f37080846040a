//! A mail server for the tests of e-mail: it takes SMTP (no TLS, no login) on a free
//! loopback port, answers every command as a relay would, and hands each message it
//! is sent to the test, in order.

use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;

/// How long a test waits for a mail that should come.
const MAIL_TIMEOUT: Duration = Duration::from_secs(20);

/// One message as received.
#[derive(Clone, Debug)]
pub struct Mail {
    pub from: String,
    pub to: Vec<String>,
    /// The message (headers and body) with the transfer's dot-stuffing undone.
    pub data: String,
}

impl Mail {
    /// The message with quoted-printable soft line breaks and `=3D` undone: its text
    /// as a reader sees it (the letters are ASCII).
    pub fn text(&self) -> String {
        self.data.replace("=\r\n", "").replace("=3D", "=")
    }

    /// The token of the first link to `{site}{path}TOKEN` in the text.
    pub fn token_after(&self, prefix: &str) -> Option<String> {
        let text = self.text();
        let start = text.find(prefix)? + prefix.len();
        let token: String = text[start..]
            .chars()
            .take_while(|c| c.is_ascii_hexdigit())
            .collect();
        (!token.is_empty()).then_some(token)
    }
}

/// The mail server: where to send and what came.
pub struct Sink {
    /// `smtp://127.0.0.1:PORT`, for `--smtp`.
    pub url: String,
    received: mpsc::UnboundedReceiver<Mail>,
}

impl Sink {
    /// A mail server on the test's runtime.
    pub async fn start() -> Sink {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("smtp://{}", listener.local_addr().unwrap());
        let (sent, received) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(session(stream, sent.clone()));
            }
        });
        Sink { url, received }
    }

    /// The next message; the test fails if none comes in time.
    pub async fn next(&mut self) -> Mail {
        tokio::time::timeout(MAIL_TIMEOUT, self.received.recv())
            .await
            .expect("a mail comes")
            .expect("the mail server runs")
    }

    /// A message if one has come already.
    pub fn try_next(&mut self) -> Option<Mail> {
        self.received.try_recv().ok()
    }
}

/// One SMTP connection, until QUIT or the client goes.
async fn session(stream: TcpStream, sent: mpsc::UnboundedSender<Mail>) {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    let mut mail = Mail {
        from: String::new(),
        to: Vec::new(),
        data: String::new(),
    };
    let _ = write.write_all(b"220 sink ESMTP\r\n").await;
    while let Ok(Some(line)) = lines.next_line().await {
        let upper = line.to_ascii_uppercase();
        let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
            b"250-sink\r\n250 8BITMIME\r\n"
        } else if let Some(rest) = upper.strip_prefix("MAIL FROM:") {
            mail.from = address(&line[line.len() - rest.len()..]);
            b"250 ok\r\n"
        } else if let Some(rest) = upper.strip_prefix("RCPT TO:") {
            mail.to.push(address(&line[line.len() - rest.len()..]));
            b"250 ok\r\n"
        } else if upper == "DATA" {
            let _ = write.write_all(b"354 go on\r\n").await;
            mail.data = data(&mut lines).await;
            let _ = sent.send(std::mem::replace(
                &mut mail,
                Mail {
                    from: String::new(),
                    to: Vec::new(),
                    data: String::new(),
                },
            ));
            b"250 queued\r\n"
        } else if upper == "RSET" || upper == "NOOP" {
            b"250 ok\r\n"
        } else if upper == "QUIT" {
            let _ = write.write_all(b"221 bye\r\n").await;
            return;
        } else {
            b"502 not here\r\n"
        };
        if write.write_all(reply).await.is_err() {
            return;
        }
    }
}

/// The address in `<…>` (and any parameters after it dropped).
fn address(given: &str) -> String {
    let given = given.trim();
    match (given.find('<'), given.find('>')) {
        (Some(open), Some(close)) if open < close => given[open + 1..close].to_string(),
        _ => given.to_string(),
    }
}

/// A message's lines up to the lone `.`, with leading dots unstuffed.
async fn data(lines: &mut tokio::io::Lines<BufReader<tokio::net::tcp::OwnedReadHalf>>) -> String {
    let mut text = String::new();
    while let Ok(Some(line)) = lines.next_line().await {
        if line == "." {
            break;
        }
        text.push_str(line.strip_prefix('.').unwrap_or(&line));
        text.push_str("\r\n");
    }
    text
}
