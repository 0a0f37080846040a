//! What one observer receives about a match: the wire type every front end sends.
//!
//! Seats are numbered from 1 here, as people and the notation number them. The
//! game's own part (`view`) is the game's versioned wire view for the same observer.
//! Secret simultaneous choices appear in the move list without their action for
//! every other observer, and the seed only where it reveals nothing.

use cubist_core::{Observer, RenderStyle, WireResult};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::Match;

/// Version of [`MatchView`]'s shape; any change to it changes this number.
pub const MATCH_VIEW_VERSION: u32 = 2;

/// A match as one observer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MatchView {
    /// [`MATCH_VIEW_VERSION`].
    pub format: u32,
    pub game: String,
    pub title: String,
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
    /// The result in words for people, e.g. "Light wins (4 pieces home)".
    pub result_text: Option<String>,
    /// The seed, where knowing it reveals nothing: perfect information without
    /// chance, or once the game is over.
    pub seed: Option<u64>,
    /// Whether undo is possible in this game (it is off where the seed is secret).
    pub undo: bool,
    /// The game's own wire view for this observer: a `WireEnvelope` naming the game
    /// and its own format version (see docs/wire.md).
    pub view: serde_json::Value,
    /// The board drawn for this observer, when the client asked for it.
    pub board: Option<WireBoard>,
}

/// The board as a browser shows it (see docs/pictures.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireBoard {
    /// The picture of the observer's view: SVG, drawn by the game.
    pub svg: String,
    /// The same view as plain text, for screen readers and copying.
    pub text: String,
    /// The observer's legal actions, each with the ids of the picture clicked in order
    /// to make it; empty when it may not act.
    pub choices: Vec<WireChoice>,
    /// The ids the last action clicked, to mark it; empty where the observer may not
    /// know it (another seat's secret choice).
    pub marks: Vec<String>,
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
    /// `human` or `computer`.
    pub player: String,
    /// The computer's agent spec, e.g. `hard`.
    pub agent: Option<String>,
}

/// One action of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireAction {
    /// From 1.
    pub seat: usize,
    /// The action in notation, or none for another seat's secret choice.
    pub action: Option<String>,
}

impl MatchView {
    pub(crate) fn of(m: &Match, observer: Observer, with_board: bool) -> MatchView {
        let game = m.game();
        let own = observer.seat().filter(|&s| s < game.num_players());
        let observer = own.map_or(Observer::Spectator, Observer::Seat);
        let may_act = own.filter(|&s| m.players()[s].is_human());
        let over = m.is_over();
        MatchView {
            format: MATCH_VIEW_VERSION,
            game: game.name().to_string(),
            title: game.title().to_string(),
            observer: own.map(|s| s + 1),
            seats: seats(m),
            ply: m.ply(),
            to_move: m.to_move().seats().iter().map(|s| s + 1).collect(),
            legal: may_act.map_or_else(Vec::new, |s| game.legal_actions(s)),
            moves: m
                .record()
                .actions
                .iter()
                .enumerate()
                .map(|(i, a)| WireAction {
                    seat: a.seat + 1,
                    action: (over || own == Some(a.seat) || !m.was_secret(i))
                        .then(|| a.action.clone()),
                })
                .collect(),
            result: game.outcome().as_ref().map(WireResult::from),
            result_text: game.outcome().map(|o| o.describe(|s| game.seat_name(s))),
            seed: (!m.seed_is_secret()).then(|| m.record().seed),
            undo: m.undo_allowed().is_ok(),
            view: game.view_json(observer),
            board: with_board.then(|| board(m, observer, may_act)),
        }
    }
}

fn board(m: &Match, observer: Observer, may_act: Option<usize>) -> WireBoard {
    let game = m.game();
    let last = m.record().actions.len().checked_sub(1);
    let sees_last = last.is_some_and(|i| {
        m.is_over() || observer.seat() == Some(m.record().actions[i].seat) || !m.was_secret(i)
    });
    WireBoard {
        svg: game.draw(observer),
        text: game.render(observer, RenderStyle::PLAIN),
        choices: may_act.map_or_else(Vec::new, |s| {
            game.choices(s)
                .into_iter()
                .map(|c| WireChoice {
                    action: c.action,
                    clicks: c.clicks,
                })
                .collect()
        }),
        marks: if sees_last {
            m.last_clicks().to_vec()
        } else {
            Vec::new()
        },
    }
}

fn seats(m: &Match) -> Vec<SeatEntry> {
    m.players()
        .iter()
        .enumerate()
        .map(|(s, p)| SeatEntry {
            seat: s + 1,
            name: m.game().seat_name(s),
            player: if p.is_human() { "human" } else { "computer" }.into(),
            agent: p.spec().map(ToString::to_string),
        })
        .collect()
}

/// The JSON Schema of [`MatchView`], as committed in `docs/wire/match.vN.schema.json`.
pub fn match_view_schema_text() -> String {
    let schema = schemars::schema_for!(MatchView);
    serde_json::to_string_pretty(&schema).expect("schemas serialise") + "\n"
}
