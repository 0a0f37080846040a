//! `cubist serve`: play every game over HTTP and WebSocket, on SQLite or PostgreSQL.
//!
//! The server holds no game rules and no match logic: each game in play is a
//! `cubist_session::Match`, owned by one lock ([`hub`]); every action is stored
//! ([`store`]) before it is acknowledged or announced, and every byte a client receives
//! is a view for that client (a `MatchView`) or an error. The API is in
//! docs/server-api.md.

pub mod accounts;
pub mod analysis_board;
mod api;
pub mod blocks;
pub mod chat;
pub mod client_ip;
mod config;
pub mod conn;
mod error;
mod error_bodies;
mod extract;
mod follow;
mod headers;
pub mod hub;
pub mod lang;
mod learn;
mod limit;
pub mod mail;
pub mod metrics;
pub mod moderation;
pub mod my_games;
pub mod players;
pub mod puzzles;
pub mod ratings;
pub mod request_log;
pub mod requests;
pub mod reviews;
mod scrape;
pub mod seeks;
pub mod site;
pub mod store;
mod tokens;
pub mod tournaments;
mod web;
pub mod wire;
mod words;
pub mod ws;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, FromRef};
use axum::routing::{delete, get, post, put};
use axum::Router;

pub use config::{Config, DEFAULT_LAPSE, DEFAULT_SEEK_TTL, DEFAULT_SWEEP, MIN_LEASE, MIN_SWEEP};
pub use conn::{
    Connections, DEFAULT_BODY_TIMEOUT, DEFAULT_CONNECTIONS, DEFAULT_CONNECTIONS_PER_ADDRESS,
    DEFAULT_HEADER_TIMEOUT, DEFAULT_MAX_HEADER_BYTES, DEFAULT_SOCKETS_PER_ADDRESS,
    MAX_HEADER_BYTES, MIN_HEADER_BYTES, MIN_PER_ADDRESS, RESERVED_FILES,
};
pub use error::{ApiError, ErrorBody};
pub use hub::{
    ComputerLimits, DEFAULT_ACCOUNT_COMPUTER_GAMES, DEFAULT_ADDRESS_COMPUTER_GAMES,
    DEFAULT_GUEST_THINK, DEFAULT_IDLE_PAUSE, DEFAULT_IDLE_PAUSE_COMPUTERS, DEFAULT_SEARCH_NICE,
};
use hub::{Hub, HubTimes};
pub use limit::Limits;
pub use requests::{DEFAULT_AWAY, MAX_AWAY, MIN_AWAY};
pub use reviews::{
    ReviewLimits, DEFAULT_REVIEWS_PER_ACCOUNT, DEFAULT_REVIEWS_RUNNING, DEFAULT_REVIEW_LEASE,
    DEFAULT_REVIEW_LEVEL, DEFAULT_REVIEW_QUEUE,
};
use store::SqlStore;

/// The largest request body accepted.
pub const MAX_BODY: usize = 16 * 1024;
/// The largest record a client may send to be replayed.
pub const MAX_RECORD: usize = 512 * 1024;
/// The largest analysis request: a position and a long game's line.
pub const MAX_ANALYSIS: usize = 64 * 1024;

/// Everything the handlers share; each takes only its part (see `site.rs`).
#[derive(Clone)]
pub struct AppState {
    pub hub: Arc<Hub>,
    /// The database and the clock.
    pub site: site::Site,
    /// The accounts' part: sign-in limits and the kind of session cookie.
    pub accounts: accounts::Accounts,
    pub limits: Limits,
    /// WebSockets open per client address.
    pub sockets: conn::Counts,
    /// Who may read `GET /metrics` on this address.
    pub metrics: scrape::Access,
    /// How mail is sent, on a site that sends it.
    pub mail: Option<Arc<mail::Mailer>>,
    /// Quick play: seeks and their pairing.
    pub seeks: Arc<seeks::Seeks>,
    /// The chat of the games served here.
    pub chat: Arc<chat::Chat>,
    /// The analysis board's engine level and requests per address.
    pub analyst: Arc<analysis_board::Analyst>,
    /// Reviews of finished games asked of this instance.
    pub reviews: Arc<reviews::Reviews>,
    /// Tournaments: entries and views (the director runs apart).
    pub tournaments: Arc<tournaments::Tournaments>,
    /// The tournaments watched over sockets on this instance.
    pub watched: Arc<tournaments::socket::Watched>,
}

/// `impl FromRef<AppState> for T` for each part a handler may take.
macro_rules! parts {
    ($($part:ty => |$s:ident| $get:expr;)*) => {
        $(impl FromRef<AppState> for $part {
            fn from_ref($s: &AppState) -> $part {
                $get
            }
        })*
    };
}

parts! {
    Arc<Hub> => |s| s.hub.clone();
    site::Site => |s| s.site.clone();
    accounts::Accounts => |s| s.accounts.clone();
    Limits => |s| s.limits;
    conn::Counts => |s| s.sockets.clone();
    Arc<chat::Chat> => |s| s.chat.clone();
    Arc<seeks::Seeks> => |s| s.seeks.clone();
    Arc<analysis_board::Analyst> => |s| s.analyst.clone();
    Arc<reviews::Reviews> => |s| s.reviews.clone();
    Arc<tournaments::Tournaments> => |s| s.tournaments.clone();
    Arc<tournaments::socket::Watched> => |s| s.watched.clone();
    web::SendsMail => |s| web::SendsMail(s.mail.is_some());
    mail::MailState => |s| mail::MailState {
        accounts: s.accounts.clone(),
        mailer: s.mail.clone(),
    };
    scrape::Public => |s| scrape::Public {
        access: s.metrics.clone(),
        source: scrape::Source {
            hub: s.hub.clone(),
            seeks: s.seeks.clone(),
            sockets: s.sockets.clone(),
        },
    };
}

/// The routes of the API.
pub fn router(state: AppState) -> Router {
    let limiter = limit::PerAddress::new(state.limits);
    Router::new()
        .route("/", get(web::page))
        .route("/play/{id}", get(web::page))
        .route("/watch/{id}", get(web::page))
        .route("/replay", get(web::page))
        .route("/replay/{id}", get(web::page))
        .route("/players/{name}", get(web::page))
        .route("/games", get(web::page))
        .route("/leaderboard/{game}", get(web::page))
        .route("/tournaments", get(web::page))
        .route("/tournaments/{id}", get(web::page))
        .route("/learn", get(web::page))
        .route("/learn/{game}", get(web::page))
        .route("/puzzles", get(web::page))
        // No game is named `history` (a test of the puzzles' suite checks it).
        .route("/puzzles/history", get(web::page))
        .route("/puzzles/{game}", get(web::page))
        .route("/analysis", get(web::page))
        .route("/analysis/{id}", get(web::page))
        .route("/mod", get(moderation::pages::page))
        .route("/mod/log", get(moderation::pages::page))
        .route("/reset/{token}", get(web::private_page))
        .route("/recover", get(web::page))
        .route("/assets/{name}", get(web::asset))
        .route("/locales/{name}", get(web::locale))
        .route("/favicon.ico", get(web::favicon))
        .route("/api", get(api::api_home))
        .route("/api/health", get(api::health))
        .route("/metrics", get(scrape::public))
        .route("/api/catalog", get(api::catalog))
        .route("/api/setup", post(api::setup))
        .route(
            "/api/replay",
            post(api::replay_record).layer(DefaultBodyLimit::max(MAX_RECORD)),
        )
        .route("/api/learn", get(learn::list))
        .route("/api/learn/{game}", get(learn::lesson))
        .route("/api/learn/{game}/{index}", post(learn::judge))
        .route("/api/puzzles", get(puzzles::api::games))
        .route("/api/puzzles/daily", get(puzzles::api::daily))
        .route("/api/puzzles/{game}/next", get(puzzles::api::next))
        .route("/api/puzzles/{id}", get(puzzles::api::one))
        .route("/api/puzzles/{id}/attempt", post(puzzles::api::attempt))
        .route("/api/me/puzzles", get(puzzles::api::history))
        .route(
            "/api/analysis",
            post(analysis_board::api::analyse).layer(DefaultBodyLimit::max(MAX_ANALYSIS)),
        )
        .route("/api/analysis/{id}", get(analysis_board::api::game_line))
        .route("/api/games", post(api::create).get(api::list))
        .route("/api/games/{id}", get(api::view))
        .route("/api/games/{id}/actions", post(api::act))
        .route("/api/games/{id}/record", get(api::record))
        .route(
            "/api/games/{id}/chat",
            post(chat::api::post).get(chat::api::list),
        )
        .route("/api/games/{id}/join", post(api::join))
        .route("/api/games/{id}/hint", post(api::hint))
        .route("/api/games/{id}/undo", post(api::undo))
        .route("/api/games/{id}/abort", post(api::abort))
        .route("/api/games/{id}/resign", post(api::resign))
        .route("/api/games/{id}/draw", post(api::draw))
        .route("/api/games/{id}/decline-draw", post(api::decline_draw))
        .route("/api/games/{id}/leave", post(api::leave))
        .route("/api/games/{id}/claim", post(api::claim))
        .route("/api/games/{id}/replay", get(api::replay))
        .route("/api/games/{id}/ws", get(ws::upgrade))
        .route("/api/games/{id}/rematch", post(api::rematch))
        .route(
            "/api/games/{id}/rematch/decline",
            post(api::decline_rematch),
        )
        .route("/api/games/{id}/seat", post(my_games::hold))
        .route(
            "/api/games/{id}/review",
            post(reviews::api::request).get(reviews::api::status),
        )
        .route("/api/seeks", post(seeks::api::post).get(seeks::api::list))
        .route(
            "/api/seeks/{id}",
            get(seeks::api::poll).delete(seeks::api::cancel),
        )
        .route("/api/seeks/{id}/accept", post(seeks::api::accept))
        .route(
            "/api/tournaments",
            post(tournaments::api::create).get(tournaments::api::list),
        )
        .route("/api/tournaments/{id}", get(tournaments::api::one))
        .route("/api/tournaments/{id}/join", post(tournaments::api::join))
        .route("/api/tournaments/{id}/leave", post(tournaments::api::leave))
        .route("/api/tournaments/{id}/start", post(tournaments::api::start))
        .route("/api/tournaments/{id}/pause", post(tournaments::api::pause))
        .route(
            "/api/tournaments/{id}/berserk",
            post(tournaments::api::berserk),
        )
        .route("/api/tournaments/{id}/trf", get(tournaments::api::trf))
        .route(
            "/api/tournaments/{id}/chat",
            post(tournaments::api::say).get(tournaments::api::chat),
        )
        .route(
            "/api/tournaments/{id}/socket",
            get(tournaments::socket::upgrade),
        )
        .route("/api/players/{name}", get(players::page))
        .route("/api/players/{name}/records", get(players::records))
        .route(
            "/api/players/{name}/tournaments",
            get(tournaments::api::of_player),
        )
        .route("/api/leaderboard/{game}", get(players::leaderboard))
        .route("/api/accounts", post(accounts::handlers::sign_up))
        .route(
            "/api/session",
            post(accounts::handlers::sign_in).delete(accounts::handlers::sign_out),
        )
        .route("/api/me", get(accounts::handlers::me))
        .route("/api/me/language", put(accounts::language::set))
        .route(
            "/api/me/password",
            post(accounts::handlers::change_password),
        )
        .route("/api/me/games", get(my_games::list))
        .route("/api/me/blocks", get(blocks::list).post(blocks::add))
        .route("/api/me/blocks/{name}", delete(blocks::remove))
        .route("/api/reports", post(moderation::reports::file))
        .route("/api/mod/reports", get(moderation::api::reports))
        .route(
            "/api/mod/reports/{id}/done",
            post(moderation::api::report_done),
        )
        .route(
            "/api/mod/accounts/{name}/close",
            post(moderation::api::close),
        )
        .route(
            "/api/mod/accounts/{name}/reopen",
            post(moderation::api::reopen),
        )
        .route(
            "/api/mod/accounts/{name}/reset-link",
            post(moderation::api::reset_link),
        )
        .route("/api/mod/games/{id}/void", post(moderation::api::void))
        .route("/api/mod/games/{id}/chat", get(moderation::api::game_chat))
        .route(
            "/api/mod/tournaments/{id}/chat",
            get(tournaments::api::whole_chat),
        )
        .route("/api/mod/log", get(moderation::api::log))
        .route("/api/mod/pairs", get(moderation::pairs::pairs))
        .route(
            "/api/me/recovery-code",
            post(accounts::recover::new_recovery_code),
        )
        .route("/api/reset", post(accounts::reset::reset))
        .route("/api/recover", post(accounts::recover::recover))
        .merge(mail_routes(state.mail.is_some()))
        .fallback(extract::not_found)
        .layer(axum::middleware::from_fn(error_bodies::json))
        .layer(axum::middleware::from_fn_with_state(
            state.accounts.clone(),
            accounts::csrf::check,
        ))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(limiter, limit::check))
        .layer(axum::middleware::from_fn_with_state(
            state.accounts.clone(),
            lang::errors,
        ))
        .layer(axum::middleware::from_fn(headers::secure))
        .layer(axum::middleware::from_fn(metrics::track))
        .layer(axum::middleware::from_fn(request_log::request))
        .with_state(state)
}

/// The e-mail routes, on a site that sends mail; none on one that does not.
fn mail_routes(sends_mail: bool) -> Router<AppState> {
    if !sends_mail {
        return Router::new();
    }
    Router::new()
        .route("/email/{token}", get(web::private_page))
        .route("/api/mail", get(mail::api::info))
        .route(
            "/api/me/email",
            get(mail::api::get)
                .post(mail::api::set)
                .delete(mail::api::remove),
        )
        .route("/api/email/verify", post(mail::api::verify))
        .route("/api/reset/mail", post(mail::api::reset))
}

/// Run the server until Ctrl-C or SIGTERM. `ready` is called with the bound address
/// once the server accepts connections.
pub async fn run(
    config: Config,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    // Ctrl-C (SIGINT), or SIGTERM as service managers send it (`systemctl stop`,
    // `docker stop`), stops the server cleanly. Both are caught from here on, before
    // the server is ready: a signal sent once it is ready is never missed.
    #[cfg(unix)]
    let signals = {
        use tokio::signal::unix::{signal, SignalKind};
        signal(SignalKind::interrupt()).and_then(|i| Ok((i, signal(SignalKind::terminate())?)))
    };
    serve(config, ready, async move {
        #[cfg(unix)]
        if let Ok((mut interrupt, mut terminate)) = signals {
            tokio::select! {
                _ = interrupt.recv() => {}
                _ = terminate.recv() => {}
            }
            return;
        }
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// Run the server until `shutdown` completes (Ctrl-C for [`run`]; a test's signal).
pub async fn serve(
    config: Config,
    ready: impl FnOnce(SocketAddr),
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    if config.lease < MIN_LEASE {
        return Err(format!("a lease must last at least {} ms", MIN_LEASE.as_millis()).into());
    }
    if config.sweep < MIN_SWEEP {
        return Err(format!(
            "the clock sweep must wait at least {} ms",
            MIN_SWEEP.as_millis()
        )
        .into());
    }
    check_connections(&config.connections)?;
    let mailer = match &config.mail {
        Some(mail) => Some(Arc::new(mail::Mailer::new(mail)?)),
        None => None,
    };
    let store = Arc::new(SqlStore::connect(&config.db).await?);
    let loaded = puzzles::load(&store, &config.puzzle_sets).await?;
    tracing::debug!(new = loaded, "puzzles loaded");
    let shared = store.shared();
    if !shared {
        // Only this process uses the database: leases and sockets left by an earlier
        // run are void.
        store.clear_leases().await?;
        store.clear_presence().await?;
    }
    let times = HubTimes {
        lease: config.lease,
        away: config.away,
        clock: config.clock.clone(),
        lapse: config.lapse,
    };
    let hub = Hub::with_thinking(store.clone(), times, config.thinking);
    let site = site::Site {
        store: store.clone(),
        clock: config.clock.clone(),
    };
    let chat = chat::Chat::new(site.clone());
    let seeks = seeks::Seeks::new(
        hub.clone(),
        site.clone(),
        config.seek_ttl,
        config.open_seeks,
    );
    check_analysis_level(&hub, &config.analysis_level)?;
    if shared {
        tokio::spawn(follow::follow(config.db.clone(), hub.clone(), chat.clone()));
        tokio::spawn(hub.clone().drop_stopped_instances_forever());
    }
    tokio::spawn(hub.clone().take_over_forever());
    tokio::spawn(hub.clone().renew_presence_forever());
    tokio::spawn(hub.clone().unload_idle_forever(config.idle));
    hub.note_downtime().await;
    tokio::spawn(hub.clone().stay_alive_forever());
    tokio::spawn(hub.clone().sweep_clocks_forever(config.sweep));
    tokio::spawn(hub.clone().rate_missed_forever(hub::RATING_SWEEP));
    tokio::spawn(hub.clone().resign_closed_forever(hub::CLOSING_SWEEP));
    let reviews = reviews::Reviews::new(hub.clone(), config.reviews.clone());
    tokio::spawn(reviews.clone().renew_forever());
    let tournaments = tournaments::Tournaments::new(site.clone(), config.tournaments);
    tokio::spawn(
        tournaments::Director::new(
            hub.clone(),
            site.clone(),
            config.tournaments,
            tournaments::Schedule::new(config.tournament_schedule.clone()),
        )
        .direct_forever(),
    );
    let resumed = hub
        .resume_running()
        .await
        .map_err(|e| e.message.to_string())?;
    accounts::warm_up().await;
    let files = conn::raise_file_limit();
    let total = conn::total_cap(config.connections.total, files);
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    metrics::handle();
    let sockets = conn::Counts::new(config.connections.sockets_per_address, usize::MAX);
    let access = match config.metrics_addr {
        Some(metrics_addr) => {
            let metrics_listener = scrape::bind(metrics_addr).await?;
            let bound = metrics_listener.local_addr()?;
            tracing::info!(addr = %bound, "serving /metrics");
            tokio::spawn(scrape::serve_apart(
                metrics_listener,
                scrape::Source {
                    hub: hub.clone(),
                    seeks: seeks.clone(),
                    sockets: sockets.clone(),
                },
            ));
            scrape::Access::Elsewhere
        }
        None => scrape::Access::Allowed(config.metrics_allow.clone().into()),
    };
    tracing::info!(%addr, db = %store::redact(&config.db), instance = hub.instance(), resumed, "serving");
    ready(addr);
    let app = router(AppState {
        hub: hub.clone(),
        accounts: accounts::Accounts {
            store: store.clone(),
            clock: config.clock.clone(),
            sign_in: accounts::SignInLimits::new(
                config.clock.clone(),
                config.pause.clone(),
                config.sign_ups,
            ),
            secure_cookies: config.secure_cookies,
        },
        site,
        chat,
        seeks: seeks.clone(),
        limits: config.limits,
        sockets,
        metrics: access,
        mail: mailer,
        analyst: Arc::new(analysis_board::Analyst::new(
            config.analysis_level.clone(),
            config.analysis_burst,
            config.analysis_memory_mb,
            config.thinking.threads,
        )),
        reviews,
        tournaments,
        watched: Arc::default(),
    });
    conn::serve(listener, app, &config.connections, total, async {
        shutdown.await;
        tracing::info!("shutting down");
    })
    .await;
    // The last moment this instance was alive: after a restart, the time it was down
    // is charged to nobody's clock. Marked stopped, so that a restore need not wait.
    if let Err(e) = store.stopped(hub.instance(), hub.now_ms()).await {
        tracing::warn!(error = %e, "alive stamp not stored");
    }
    Ok(())
}

/// Refuse an analysis level a guest's computer could not play in every game: the
/// board is open to everyone.
fn check_analysis_level(hub: &Hub, level: &cubist_ai::AgentSpec) -> Result<(), String> {
    for info in cubist_games::all() {
        hub.check_guest(info.name, level, 2)
            .map_err(|e| format!("the analysis level {level} is refused: {}", e.message))?;
    }
    Ok(())
}

/// Refuse connection limits the server could not run with.
fn check_connections(c: &Connections) -> Result<(), String> {
    if c.header_timeout.is_zero() || c.body_timeout.is_zero() {
        return Err("the header and body timeouts must be longer than zero".into());
    }
    if !(MIN_HEADER_BYTES..=MAX_HEADER_BYTES).contains(&c.max_header_bytes) {
        return Err(format!(
            "the cap on a request's head must be between {MIN_HEADER_BYTES} and {MAX_HEADER_BYTES} bytes"
        ));
    }
    if c.per_address == 0 || c.total == 0 || c.sockets_per_address == 0 {
        return Err("the caps on connections and WebSockets must be at least 1".into());
    }
    Ok(())
}
