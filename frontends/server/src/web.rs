//! The browser client, built into the binary: one page and its modules serve every
//! game (the games draw their own boards; see docs/pictures.md), so playing needs no
//! build step beyond `cargo build`.

use std::sync::LazyLock;

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

/// The page every client route opens; the modules read the address to know what
/// to show.
const PAGE: &str = include_str!("../../web/index.html");

/// The client's files: name, media type, content.
const ASSETS: &[(&str, &str, &str)] = &[
    ("account.js", JS, include_str!("../../web/account.js")),
    ("analysis.js", JS, include_str!("../../web/analysis.js")),
    ("advantage.js", JS, include_str!("../../web/advantage.js")),
    ("app.js", JS, include_str!("../../web/app.js")),
    ("api.js", JS, include_str!("../../web/api.js")),
    ("bars.js", JS, include_str!("../../web/bars.js")),
    ("board.js", JS, include_str!("../../web/board.js")),
    ("chart.js", JS, include_str!("../../web/chart.js")),
    ("chat.js", JS, include_str!("../../web/chat.js")),
    ("choices.js", JS, include_str!("../../web/choices.js")),
    ("clocks.js", JS, include_str!("../../web/clocks.js")),
    ("confirm.js", JS, include_str!("../../web/confirm.js")),
    ("finished.js", JS, include_str!("../../web/finished.js")),
    ("icon.svg", SVG, include_str!("../../web/icon.svg")),
    (
        "icon-turn.svg",
        SVG,
        include_str!("../../web/icon-turn.svg"),
    ),
    ("flip.js", JS, include_str!("../../web/flip.js")),
    ("glide.js", JS, include_str!("../../web/glide.js")),
    (
        "leaderboard.js",
        JS,
        include_str!("../../web/leaderboard.js"),
    ),
    ("learn.js", JS, include_str!("../../web/learn.js")),
    ("lobby.js", JS, include_str!("../../web/lobby.js")),
    ("mail.js", JS, include_str!("../../web/mail.js")),
    ("mod.js", JS, include_str!("../../web/mod.js")),
    ("mine.js", JS, include_str!("../../web/mine.js")),
    ("mygames.js", JS, include_str!("../../web/mygames.js")),
    ("moves.js", JS, include_str!("../../web/moves.js")),
    ("play.js", JS, include_str!("../../web/play.js")),
    ("players.js", JS, include_str!("../../web/players.js")),
    ("puzzles.js", JS, include_str!("../../web/puzzles.js")),
    (
        "puzzlehistory.js",
        JS,
        include_str!("../../web/puzzlehistory.js"),
    ),
    ("recover.js", JS, include_str!("../../web/recover.js")),
    ("report.js", JS, include_str!("../../web/report.js")),
    ("rematch.js", JS, include_str!("../../web/rematch.js")),
    ("roles.js", JS, include_str!("../../web/roles.js")),
    ("replay.js", JS, include_str!("../../web/replay.js")),
    ("review.js", JS, include_str!("../../web/review.js")),
    ("requests.js", JS, include_str!("../../web/requests.js")),
    ("seeks.js", JS, include_str!("../../web/seeks.js")),
    ("sound.js", JS, include_str!("../../web/sound.js")),
    ("text.js", JS, include_str!("../../web/text.js")),
    ("turn.js", JS, include_str!("../../web/turn.js")),
    ("style.css", CSS, include_str!("../../web/style.css")),
    ("theme.css", CSS, include_str!("../../web/theme.css")),
    ("layout.css", CSS, include_str!("../../web/layout.css")),
    ("learn.css", CSS, include_str!("../../web/learn.css")),
    ("puzzles.css", CSS, include_str!("../../web/puzzles.css")),
    ("analysis.css", CSS, include_str!("../../web/analysis.css")),
    ("chat.css", CSS, include_str!("../../web/chat.css")),
    ("review.css", CSS, include_str!("../../web/review.css")),
];

const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";
const SVG: &str = "image/svg+xml";

/// Only this server's own scripts run; pictures are inline SVG, which runs none.
const POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
                      img-src 'self' data:; connect-src 'self'; object-src 'none'; \
                      base-uri 'none'; frame-ancestors 'none'";

/// The page on a site that sends mail: the same, with a `cubist-mail` meta element
/// telling its modules to show the e-mail forms (mail.js). A site without mail serves
/// the page as written, which says nothing of e-mail.
static PAGE_WITH_MAIL: LazyLock<String> = LazyLock::new(|| {
    PAGE.replacen(
        "<head>\n",
        "<head>\n<meta name=\"cubist-mail\" content=\"on\">\n",
        1,
    )
});

/// Whether the site sends mail: its pages then show the e-mail forms.
#[derive(Clone, Copy)]
pub struct SendsMail(pub bool);

/// The page, for every client route.
pub async fn page(State(SendsMail(mail)): State<SendsMail>) -> Response {
    html(mail)
}

/// The page, with the e-mail forms if `mail`.
pub fn html(mail: bool) -> Response {
    let body = if mail { PAGE_WITH_MAIL.as_str() } else { PAGE };
    let mut response = ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(POLICY),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    response
}

/// The page of a reset or verification link (`/reset/TOKEN`, `/email/TOKEN`): the
/// page, sending no `Referer` at all, so that the token in its address goes nowhere
/// but back to this server's API.
pub async fn private_page(state: State<SendsMail>) -> Response {
    let mut response = page(state).await;
    response.headers_mut().insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

/// The site's icon where browsers look for it unasked: `/favicon.ico` is the same
/// SVG the page links (browsers take it by its media type), so no page load meets a
/// 404.
pub async fn favicon() -> Result<Response, ApiError> {
    asset(Path("icon.svg".to_string())).await
}

pub async fn asset(Path(name): Path<String>) -> Result<Response, ApiError> {
    let (_, kind, body) = ASSETS
        .iter()
        .find(|(file, _, _)| *file == name)
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "no such file"))?;
    Ok((
        [
            (header::CONTENT_TYPE, *kind),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        *body,
    )
        .into_response())
}
