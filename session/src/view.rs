//! What one observer receives about a match: the wire type every front end sends.
//!
//! Seats are numbered from 1 here, as people and the notation number them. The
//! game's own part (`view`) is the game's versioned wire view for the same observer.
//! Secret simultaneous choices appear in the move list without their action for
//! every other observer, and the seed only where it reveals nothing.

use std::collections::BTreeMap;

use cubist_core::{
    DynGame, Lang, Observer, RecordedEvent, RenderStyle, SeatEvent, Side, TimeControl, ToMove,
    WireResult,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{describe_event_in, Gone, Match, PlayerKind, Request};

/// Version of [`MatchView`]'s shape; any change to it changes this number. Version 8
/// added [`WireBoard::side`]: the picture is drawn from a seat's side. Version 9 added
/// [`SeatEntry::colour`], [`SeatEntry::rating`], [`MatchView::options`] and [`MatchView::simultaneous`].
pub const MATCH_VIEW_VERSION: u32 = 10;

/// A match as one observer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MatchView {
    /// [`MATCH_VIEW_VERSION`].
    pub format: u32,
    /// The game's event number: it grows by one with every action, take-back and
    /// seat event, and never falls, so a client can tell whether a view is newer than
    /// the one it shows.
    pub event: u64,
    pub game: String,
    pub title: String,
    /// The game's options as the game normalised them (all of them, defaults too):
    /// with `game`, `time_control` and `rated`, what a client posts to seek the same
    /// kind of game again.
    pub options: BTreeMap<String, String>,
    /// The seats to move choose at once and in secret (a round of simultaneous
    /// choices, e.g. Cube Conquest's cards): what the game declares of its turn, so a
    /// client may ask its player to confirm such a choice before sending it.
    pub simultaneous: bool,
    /// The seat this view is for (from 1), or none for a spectator.
    pub observer: Option<usize>,
    pub seats: Vec<SeatEntry>,
    /// Actions played so far.
    pub ply: usize,
    /// Seats (from 1) that may act now; empty when the game is over.
    pub to_move: Vec<usize>,
    /// The observer's legal actions in notation; empty when it may not act (or is a
    /// computer's seat).
    pub legal: Vec<String>,
    /// Every action so far, in order.
    pub moves: Vec<WireAction>,
    /// Set once the game is over.
    pub result: Option<WireResult>,
    /// The result in words for people, e.g. "Light wins (4 pieces home)", or
    /// "game aborted by Light".
    pub result_text: Option<String>,
    /// The game was aborted before every seat had made its first move: it has no
    /// winner and counts for nobody (`result` has no winners).
    pub aborted: bool,
    /// The seed, where knowing it reveals nothing: perfect information without
    /// chance, or once the game is over.
    pub seed: Option<u64>,
    /// Whether undo is possible in this game (it is off where the seed is secret).
    pub undo: bool,
    /// The requests this observer may make now, beyond playing its legal actions.
    pub may: Vec<Request>,
    /// The seat (from 1) whose draw offer stands.
    pub draw_offer: Option<usize>,
    /// How long a person's seat may be offline before another player may claim it,
    /// in milliseconds.
    pub away_ms: u64,
    /// What the players did beyond the rules (resigning, draw offers, leaving,
    /// claims, coming back), in order, each after the action count it followed.
    pub events: Vec<WireEvent>,
    /// The time control of a timed game; none when untimed.
    pub time_control: Option<TimeControl>,
    /// Each seat's clock as the view was made, in a timed game (empty when untimed).
    /// A client counts a running clock down from the moment the view arrives.
    pub clocks: Vec<WireClock>,
    /// The game's own wire view for this observer: a `WireEnvelope` naming the game
    /// and its own format version (see docs/wire.md).
    pub view: serde_json::Value,
    /// The board drawn for this observer, when the client asked for it.
    pub board: Option<WireBoard>,
    /// The match counts for its players' ratings.
    pub rated: bool,
}

/// The board as a browser shows it (see docs/pictures.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireBoard {
    /// The seat (from 1) whose side of the board is at the bottom of the picture:
    /// the observer's own by default, seat 1's for a spectator (docs/pictures.md).
    pub side: usize,
    /// The picture of the observer's board (or map): SVG, drawn by the game from
    /// `side`'s side.
    pub svg: String,
    /// The side panels of the picture (hands, reserves, scores, legend), each its own
    /// SVG, in reading order; the page sets them beside or under the board.
    pub panels: Vec<WirePanel>,
    /// The same view as plain text, for screen readers and copying.
    pub text: String,
    /// The observer's legal actions, each with the ids of the picture clicked in order
    /// to make it; empty when it may not act.
    pub choices: Vec<WireChoice>,
    /// The ids the last action clicked, to mark it; empty where the observer may not
    /// know it (another seat's secret choice).
    pub marks: Vec<String>,
}

/// One side panel of the board's picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WirePanel {
    /// A short stable name, e.g. `hand-1` or `legend`.
    pub name: String,
    /// The panel: SVG, drawn by the game.
    pub svg: String,
}

/// One legal action as a player makes it on the picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireChoice {
    /// In notation.
    pub action: String,
    /// The ids clicked in order; empty if this action can only be typed.
    pub clicks: Vec<String>,
}

/// One seat of the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatEntry {
    /// From 1.
    pub seat: usize,
    /// The seat's colour or name in the game, e.g. "Light".
    pub name: String,
    /// The colour the game draws the seat in (`#rrggbb`), for a client's labels of
    /// the seat: it agrees with the name (version 9).
    pub colour: String,
    /// The name of the account holding the seat (`computer-<level>` for a computer
    /// level in a rated match); none for a guest, or where nobody has one.
    pub account: Option<String>,
    /// Who plays the seat now: a person or the computer (from the start, or as a
    /// stand-in for a player who left).
    pub player: PlayerKind,
    /// The computer's agent spec, e.g. `hard`.
    pub agent: Option<String>,
    /// Whether a page or socket holds the seat now (computer seats always are).
    pub online: bool,
    /// A person's seat offline for at least the game's away time: another player may
    /// claim it.
    pub away: bool,
    /// How the seat's player gave it up, if they did.
    pub gone: Option<Gone>,
    /// Nobody plays the seat: it is out of the game.
    pub out: bool,
    /// The seat's rating before and after this game, once a rated game has ended and
    /// its ratings are applied; none otherwise (and for seats without an account).
    /// The session leaves it empty: the server, which keeps the ratings, fills it.
    pub rating: Option<SeatRating>,
}

/// A seat's rating around one rated game, rounded to whole points as pages show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatRating {
    pub before: i64,
    pub after: i64,
}

/// One seat's clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireClock {
    /// From 1.
    pub seat: usize,
    /// The time the seat has left, in milliseconds.
    pub remaining_ms: u64,
    /// Whether it runs now (the seat is asked to act).
    pub running: bool,
    /// The seat's time ran out.
    pub flagged: bool,
}

/// One event beyond the rules, for the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireEvent {
    /// The number of actions played when it happened.
    pub ply: usize,
    /// The seat it happened to (from 1).
    pub seat: usize,
    /// `resign`, `offer_draw`, `accept_draw`, `leave`, `claim`, `stand_in`,
    /// `return` or `timeout`.
    pub event: String,
    /// For a claim: the seat (from 1) that claimed.
    pub by: Option<usize>,
    /// For a stand-in: the computer that plays the seat from here (none: the seat is
    /// out of the game).
    pub agent: Option<String>,
    /// In words for people, e.g. "Dark resigned".
    pub text: String,
}

/// One action of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireAction {
    /// From 1.
    pub seat: usize,
    /// The action in notation, or none for another seat's secret choice.
    pub action: Option<String>,
    /// The action in a sentence for people, as this observer may know it (another
    /// seat's secret choice is only said to be made).
    pub text: String,
    /// In a timed game: the thinking time the seat was charged for it.
    pub spent_ms: Option<u64>,
    /// In a timed game: the time the seat had left after it.
    pub left_ms: Option<u64>,
}

impl MatchView {
    /// `m` as `observer` sees it, with the board drawn from `side`'s side if any.
    /// The view of `observer`, its words in `lang` (its machine fields are the same
    /// in every language).
    pub(crate) fn of(m: &Match, observer: Observer, side: Option<Side>, lang: Lang) -> MatchView {
        let game = m.game();
        let own = observer.seat().filter(|&s| s < game.num_players());
        let observer = own.map_or(Observer::Spectator, Observer::Seat);
        let may_act = own.filter(|&s| m.players()[s].is_human() && !m.is_over());
        let over = m.is_over();
        MatchView {
            format: MATCH_VIEW_VERSION,
            event: m.event_number(),
            game: game.name().to_string(),
            title: game.title().to_string(),
            options: game.options(),
            simultaneous: matches!(m.to_move(), ToMove::Simultaneous(_)),
            observer: own.map(|s| s + 1),
            seats: seats(m, lang),
            ply: m.ply(),
            to_move: m.to_move().seats().iter().map(|s| s + 1).collect(),
            legal: may_act.map_or_else(Vec::new, |s| m.legal(s)),
            moves: m
                .record()
                .actions
                .iter()
                .enumerate()
                .map(|(i, a)| WireAction {
                    seat: a.seat + 1,
                    action: (over || own == Some(a.seat) || !m.was_secret(i))
                        .then(|| a.action.clone()),
                    text: m
                        .sentence_in(i, observer, lang)
                        .map_or_else(|| a.action.clone(), str::to_string),
                    spent_ms: a.spent_ms,
                    left_ms: a.left_ms,
                })
                .collect(),
            result: m.result().map(WireResult::from),
            result_text: m.result_text_in(lang),
            aborted: m.aborted(),
            seed: (!m.seed_is_secret()).then(|| m.record().seed),
            undo: m.undo_allowed().is_ok(),
            may: m.may(observer),
            draw_offer: m.draw_offer().map(|s| s + 1),
            away_ms: m.departure().away_ms,
            events: m
                .record()
                .events
                .iter()
                .map(|e| wire_event(m, e, lang))
                .collect(),
            time_control: m.time_control(),
            clocks: m
                .clocks()
                .into_iter()
                .map(|c| WireClock {
                    seat: c.seat + 1,
                    remaining_ms: c.remaining_ms,
                    running: c.running,
                    flagged: c.flagged,
                })
                .collect(),
            view: game.view_json(observer),
            board: side.map(|side| board(m, observer, side, may_act, lang)),
            rated: m.rated(),
        }
    }
}

fn board(
    m: &Match,
    observer: Observer,
    side: Side,
    may_act: Option<usize>,
    lang: Lang,
) -> WireBoard {
    let last = m.record().actions.len().checked_sub(1);
    let sees_last = last.is_some_and(|i| {
        m.is_over() || observer.seat() == Some(m.record().actions[i].seat) || !m.was_secret(i)
    });
    let marks = if sees_last {
        m.last_clicks().to_vec()
    } else {
        Vec::new()
    };
    let mut board = wire_board(m.game(), observer, side, may_act, marks, lang);
    if let Some(result) = ended_by_players(m, lang) {
        let panel = cubist_core::picture::ended_panel(&result);
        let status = WirePanel {
            name: panel.name,
            svg: panel.svg,
        };
        match board.panels.iter_mut().find(|p| p.name == status.name) {
            Some(p) => *p = status,
            None => board.panels.insert(0, status),
        }
    }
    board
}

/// How the match ended, when its players ended it (resigning, on time, by agreement,
/// aborting) in a position the game itself sees as unfinished.
fn ended_by_players(m: &Match, lang: Lang) -> Option<String> {
    if m.game().outcome().is_some() {
        return None;
    }
    m.result_text_in(lang)
}

/// `game` drawn for `observer` from `side`'s side, with the legal actions of
/// `chooser` (none: it shows no choices) and `marks` on the last action, its words
/// in `lang`.
pub(crate) fn wire_board(
    game: &dyn DynGame,
    observer: Observer,
    side: Side,
    chooser: Option<usize>,
    marks: Vec<String>,
    lang: Lang,
) -> WireBoard {
    let side = Side(side.seat(game.num_players()));
    let picture = game.picture_from(observer, side, lang);
    WireBoard {
        side: side.0 + 1,
        svg: picture.board,
        panels: picture
            .panels
            .into_iter()
            .map(|p| WirePanel {
                name: p.name,
                svg: p.svg,
            })
            .collect(),
        text: game.render(observer, RenderStyle::PLAIN),
        choices: chooser.map_or_else(Vec::new, |s| {
            game.choices(s)
                .into_iter()
                .map(|c| WireChoice {
                    action: c.action,
                    clicks: c.clicks,
                })
                .collect()
        }),
        marks,
    }
}

fn seats(m: &Match, lang: Lang) -> Vec<SeatEntry> {
    m.players()
        .iter()
        .enumerate()
        .map(|(s, p)| SeatEntry {
            seat: s + 1,
            name: m.game().seat_name_in(s, lang),
            colour: m.game().seat_colour(s).fill.to_string(),
            account: m.seat_holder(s).map(str::to_string),
            player: p.kind(),
            agent: p.spec().map(ToString::to_string),
            online: m.is_online(s),
            away: m.away_left_ms(s) == Some(0),
            gone: m.gone(s),
            out: m.is_out(s),
            rating: None,
        })
        .collect()
}

fn wire_event(m: &Match, e: &RecordedEvent, lang: Lang) -> WireEvent {
    let (by, agent) = match &e.event {
        SeatEvent::Claim { by, .. } => (Some(by + 1), None),
        SeatEvent::StandIn { agent } => (None, agent.clone()),
        _ => (None, None),
    };
    let kind = serde_json::to_value(&e.event).expect("events serialise");
    WireEvent {
        ply: e.ply,
        seat: e.seat + 1,
        event: kind["event"].as_str().unwrap_or_default().to_string(),
        by,
        agent,
        text: describe_event_in(e.seat, &e.event, |s| m.game().seat_name_in(s, lang), lang),
    }
}

/// The JSON Schema of [`MatchView`], as committed in `docs/wire/match.vN.schema.json`.
pub fn match_view_schema_text() -> String {
    crate::schema_files::schema_text::<MatchView>()
}
