//! A browser as the server's pages are one: from an address of its own (127.0.0.2
//! …), keeping its session cookie and saying where its pages come from (so the
//! CSRF check lets its signed-in requests through).

use std::net::IpAddr;

use reqwest::header::{COOKIE, SET_COOKIE};
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::{Reply, Server};

/// The password [`Browser::sign_up`] gives.
pub const PASSWORD: &str = "correct horse battery";

/// A browser on the machine at `address` (127.0.0.2 …), keeping its session cookie
/// and saying where its pages come from.
pub struct Browser {
    http: reqwest::Client,
    base: String,
    pub session: Option<String>,
}

impl Browser {
    pub fn at(server: &Server, address: &str) -> Browser {
        let address: IpAddr = address.parse().unwrap();
        Browser {
            http: reqwest::Client::builder()
                .local_address(address)
                .build()
                .unwrap(),
            base: server.base.clone(),
            session: None,
        }
    }

    pub async fn send(
        &mut self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Reply {
        let mut r = self
            .http
            .request(method, format!("{}{path}", self.base))
            .header("origin", &self.base);
        if let Some(token) = &self.session {
            r = r.header(COOKIE, format!("cubist_session={token}"));
        }
        if let Some(body) = body {
            r = r.json(&body);
        }
        let reply = r.send().await.expect("the server answers");
        for set in reply.headers().get_all(SET_COOKIE) {
            let text = set.to_str().unwrap();
            if let Some(rest) = text.strip_prefix("cubist_session=") {
                let value = rest.split(';').next().unwrap();
                self.session = (!value.is_empty()).then(|| value.to_string());
            }
        }
        let status = reply.status();
        Reply {
            status,
            text: reply.text().await.unwrap(),
        }
    }

    pub async fn post(&mut self, path: &str, body: Value) -> Reply {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }

    pub async fn get(&mut self, path: &str) -> Reply {
        self.send(reqwest::Method::GET, path, None).await
    }

    /// Sign `name` up, with a recovery code if `code`: the code, if any.
    pub async fn sign_up(&mut self, name: &str, code: bool) -> Option<String> {
        let r = self
            .post(
                "/api/accounts",
                json!({"name": name, "password": PASSWORD, "recovery_code": code}),
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        assert!(self.session.is_some(), "signing up signs in");
        r.json()["recovery_code"].as_str().map(String::from)
    }

    pub async fn sign_in(&mut self, name: &str, password: &str) -> Reply {
        self.post("/api/session", json!({"name": name, "password": password}))
            .await
    }

    pub async fn signed_in(&mut self) -> bool {
        self.get("/api/me").await.status == StatusCode::OK
    }

    pub async fn reset(&mut self, token: &str, password: &str) -> Reply {
        self.post("/api/reset", json!({"token": token, "password": password}))
            .await
    }

    pub async fn recover(&mut self, name: &str, code: &str, password: &str) -> Reply {
        self.post(
            "/api/recover",
            json!({"name": name, "code": code, "password": password}),
        )
        .await
    }
}
