//! Why an action is illegal, in plain words naming the rule it breaks.
//!
//! Kept apart from move generation ([`crate::rules::legal_actions`], which must be
//! fast); the tests check that the two always agree.

use cubist_core::Seat;

use crate::action::{Action, MAX_STEPS};
use crate::board::{adjacent, cell_name, home_edge, home_edge_name};
use crate::cards::{symbol_name, CountsExt};
use crate::rules::turn_actions;
use crate::{CubeConquest, Phase};

/// Why `seat` may not play `action` now, in words a player understands; `None` if legal.
/// Assumes the game is running and `seat` may act (see `Game::check_turn`).
pub fn why_illegal(g: &CubeConquest, seat: Seat, action: Action) -> Option<String> {
    let size = g.size();
    let on_board = |c: u8| c < g.cells();
    let name = |c: u8| cell_name(size, c);
    let card_ok = |v: u8| (1..=6).contains(&v);
    let hand = g.hands[seat];
    let no_card = |v: u8| format!("you have no {v} ({}) in your hand", symbol_name(v));
    let phase_err = |what: &str| -> Option<String> {
        Some(match g.phase {
            Phase::Setup { .. } => {
                format!("during set-up the only action is placing a cube, so {what} must wait")
            }
            Phase::Turn => format!("{what}: there is no attack waiting for cards"),
            Phase::Attack(a) if a.revealed => format!(
                "{what}: the cards are revealed and {} must say which of its two cards counts \
                 ('use N')",
                g.seat_name_of(a.defender as usize)
            ),
            Phase::Attack(_) => {
                format!("{what}: an attack is waiting for its secret cards ('play N')")
            }
            Phase::Over(_) => "the game is over".to_string(),
        })
    };
    if matches!(g.phase, Phase::Over(_)) {
        return Some("the game is over".into());
    }
    if seat >= g.players() {
        return Some(format!("there is no player {}", seat + 1));
    }
    match action {
        Action::Place(cell) => {
            match g.phase {
                Phase::Setup { .. } => {}
                Phase::Turn => {
                    return Some(
                        "cubes are placed only during set-up; a new cube now comes by \
                         reinforcing ('reinforce 3 c4')"
                            .into(),
                    )
                }
                _ => return phase_err("cubes are placed only during set-up"),
            }
            if seat != g.current() {
                return Some("it is not your turn to place".into());
            }
            if !on_board(cell) {
                return Some("that cell is not on the board".into());
            }
            if home_edge(size, g.players(), seat) >> cell & 1 == 0 {
                return Some(format!(
                    "set-up cubes go on your home edge, {}",
                    home_edge_name(size, g.players(), seat)
                ));
            }
            if !g.units[cell as usize].is_empty() {
                return Some(format!(
                    "{} already holds a cube: your two set-up cubes go on separate cells",
                    name(cell)
                ));
            }
            None
        }
        Action::Pass => {
            if g.phase != Phase::Turn {
                return phase_err("passing is a turn action");
            }
            let mut v = Vec::new();
            turn_actions(g, seat, &mut v);
            (!v.is_empty()).then(|| {
                "you may pass only when no move, prepare, reinforce or attack is possible".into()
            })
        }
        Action::Move { card, from, path } => {
            if g.phase != Phase::Turn {
                return phase_err("moving is a turn action");
            }
            if !card_ok(card) {
                return Some("cards are 1 to 6".into());
            }
            if !hand.has(card) {
                return Some(no_card(card));
            }
            if !on_board(from) || !g.units[from as usize].owned_by(seat) {
                return Some(format!(
                    "you have no cube on {}",
                    cell_name_or(size, from, g.cells())
                ));
            }
            if g.units[from as usize].is_outpost() {
                return Some(format!("the Outpost on {} cannot move", name(from)));
            }
            if path.len == 0 || path.len > MAX_STEPS {
                return Some("a move takes 1 to 6 steps".into());
            }
            if path.len > card {
                return Some(format!(
                    "a {card} moves a cube at most {card} step{}, and this path has {}",
                    if card == 1 { "" } else { "s" },
                    path.len
                ));
            }
            if path.len < 16 && path.steps >> (2 * path.len) != 0 {
                return Some("the path is malformed".into());
            }
            if let Err(e) = g.path_effect(seat, from, path) {
                return Some(e);
            }
            let canonical = g.canonical_path(seat, from, path)?;
            (canonical != path).then(|| {
                format!(
                    "this move is written {} (paths with the same end that enter the same \
                     face-down tiles are the same move)",
                    crate::notation::format(
                        size,
                        Action::Move {
                            card,
                            from,
                            path: canonical
                        }
                    )
                )
            })
        }
        Action::Prepare { discard, take } => {
            if g.phase != Phase::Turn {
                return phase_err("preparing is a turn action");
            }
            let [x, y] = discard;
            if !card_ok(x) || !card_ok(y) || !card_ok(take) {
                return Some("cards are 1 to 6".into());
            }
            if x > y {
                return Some("write the two discarded cards lower first".into());
            }
            if hand.total() < 2 {
                return Some("preparing discards 2 cards, and you hold fewer".into());
            }
            if x == y && hand.count(x) < 2 {
                return Some(format!("you do not have two {x}s in your hand"));
            }
            for v in [x, y] {
                if !hand.has(v) {
                    return Some(no_card(v));
                }
            }
            let pile = g.piles[g.pile_of(seat)].discard;
            if pile.total() == 0 {
                return Some(
                    "your discard pile is empty: preparing needs a card there to take back".into(),
                );
            }
            (!pile.has(take)).then(|| {
                format!(
                    "there is no {take} in the discard pile (the card taken must have been \
                     there before you prepare)"
                )
            })
        }
        Action::Reinforce { card, cell } => {
            if g.phase != Phase::Turn {
                return phase_err("reinforcing is a turn action");
            }
            if !card_ok(card) {
                return Some("cards are 1 to 6".into());
            }
            if !on_board(cell) {
                return Some("that cell is not on the board".into());
            }
            if g.supply[seat] == 0 {
                return Some("you have no cube left in your supply".into());
            }
            if !hand.has(card) {
                return Some(no_card(card));
            }
            let u = g.units[cell as usize];
            if u.enemy_of(seat) {
                return Some(format!("{} holds an enemy cube", name(cell)));
            }
            if u.is_outpost() {
                return Some(format!(
                    "{} is already an Outpost (two cubes at most)",
                    name(cell)
                ));
            }
            if u.is_empty() {
                if !g.is_face_up(cell) {
                    return Some(format!(
                        "{} is face down: a new cube only goes on a face-up tile",
                        name(cell)
                    ));
                }
                if !crate::board::neighbours(size, cell).any(|n| g.units[n as usize].owned_by(seat))
                {
                    return Some(format!(
                        "{} is not next to one of your cubes (orthogonally)",
                        name(cell)
                    ));
                }
            }
            let tile = g.tiles[cell as usize];
            (tile != card).then(|| {
                format!(
                    "the tile on {} is {tile} ({}): the card must match it, not {card} ({})",
                    name(cell),
                    symbol_name(tile),
                    symbol_name(card)
                )
            })
        }
        Action::Attack { from, to } => {
            if g.phase != Phase::Turn {
                return phase_err("attacking is a turn action");
            }
            if !on_board(from) || !g.units[from as usize].owned_by(seat) {
                return Some(format!(
                    "you have no cube on {}",
                    cell_name_or(size, from, g.cells())
                ));
            }
            if g.units[from as usize].is_outpost() {
                return Some(format!("the Outpost on {} cannot attack", name(from)));
            }
            if !on_board(to) || !adjacent(size, from, to) {
                return Some(format!(
                    "{} is not orthogonally next to {}",
                    cell_name_or(size, to, g.cells()),
                    name(from)
                ));
            }
            if !g.units[to as usize].enemy_of(seat) {
                return Some(format!("there is no enemy cube on {}", name(to)));
            }
            (hand.total() == 0).then(|| "attacking needs a card in your hand".into())
        }
        Action::Commit(v) | Action::CommitTwo(v, _) => {
            let Phase::Attack(a) = g.phase else {
                return phase_err("cards are committed only in an attack");
            };
            if a.revealed {
                return phase_err("the cards are already revealed");
            }
            let two = matches!(action, Action::CommitTwo(..));
            let w = match action {
                Action::CommitTwo(_, w) => w,
                _ => v,
            };
            if !card_ok(v) || !card_ok(w) {
                return Some("cards are 1 to 6".into());
            }
            let attacker = seat == a.attacker as usize;
            let defender = seat == a.defender as usize;
            if attacker && a.attacker_card != 0 || defender && a.defender_done {
                return Some("you have already committed your card".into());
            }
            if !attacker && !defender {
                return Some("you are not part of this attack".into());
            }
            let needs = if attacker { 1 } else { a.defender_needs };
            if two && needs != 2 {
                return Some(
                    "commit one card ('play N'): only an attacked Outpost commits two".into(),
                );
            }
            if !two && needs == 2 {
                return Some(
                    "your Outpost is attacked: commit two cards ('play N M') and choose after \
                     the reveal"
                        .into(),
                );
            }
            if two && v > w {
                return Some("write the two cards lower first".into());
            }
            if two && v == w && hand.count(v) < 2 {
                return Some(format!("you do not have two {v}s in your hand"));
            }
            [v, w].into_iter().find(|&c| !hand.has(c)).map(no_card)
        }
        Action::Use(v) => {
            let Phase::Attack(a) = g.phase else {
                return phase_err("choosing a card is part of an attack on an Outpost");
            };
            if !a.revealed {
                return phase_err("nothing to choose yet");
            }
            if seat != a.defender as usize {
                return Some("only the Outpost's owner chooses".into());
            }
            (!a.defender_cards.contains(&v)).then(|| {
                format!(
                    "you committed {} and {}: use one of them",
                    a.defender_cards[0], a.defender_cards[1]
                )
            })
        }
    }
}

fn cell_name_or(size: u8, cell: u8, cells: u8) -> String {
    if cell < cells {
        cell_name(size, cell)
    } else {
        "a cell off the board".into()
    }
}

impl CubeConquest {
    pub(crate) fn seat_name_of(&self, seat: Seat) -> String {
        crate::SEAT_NAMES.get(seat).unwrap_or(&"?").to_string()
    }
}
