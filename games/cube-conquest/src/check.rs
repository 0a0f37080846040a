//! Why an action is illegal, in plain words naming the rule it breaks.
//!
//! Kept apart from move generation ([`crate::rules::legal_actions`], which must be
//! fast); the tests check that the two always agree. One function per kind of action,
//! each asking its questions in the order a player would: is it the time for this
//! action, are the cards and cells real, does the board allow it.

use cubist_core::Seat;

use crate::action::{Action, Path, MAX_STEPS};
use crate::board::{adjacent, cell_name, home_edge, home_edge_name};
use crate::cards::{symbol_name, CountsExt};
use crate::rules::turn_actions;
use crate::{CubeConquest, Phase};

/// Why `seat` may not play `action` now, in words a player understands; `None` if legal.
/// Assumes the game is running and `seat` may act (see `Game::check_turn`).
pub fn why_illegal(g: &CubeConquest, seat: Seat, action: Action) -> Option<String> {
    if matches!(g.phase, Phase::Over(_)) {
        return Some("the game is over".into());
    }
    if seat >= g.players() {
        return Some(format!("there is no player {}", seat + 1));
    }
    match action {
        Action::Place(cell) => why_place_illegal(g, seat, cell),
        Action::Pass => why_pass_illegal(g, seat),
        Action::Move { card, from, path } => why_move_illegal(g, seat, card, from, path),
        Action::Prepare { discard, take } => why_prepare_illegal(g, seat, discard, take),
        Action::Reinforce { card, cell } => why_reinforce_illegal(g, seat, card, cell),
        Action::Attack { from, to } => why_attack_illegal(g, seat, from, to),
        Action::Commit(v) => why_commit_illegal(g, seat, v, None),
        Action::CommitTwo(v, w) => why_commit_illegal(g, seat, v, Some(w)),
        Action::Use(v) => why_use_illegal(g, seat, v),
    }
}

/// A set-up placement: only in set-up, by the seat placing, on a free cell of its edge.
fn why_place_illegal(g: &CubeConquest, seat: Seat, cell: u8) -> Option<String> {
    match g.phase {
        Phase::Setup { .. } => {}
        Phase::Turn => {
            return Some(
                "cubes are placed only during set-up; a new cube now comes by \
                 reinforcing ('reinforce 3 c4')"
                    .into(),
            )
        }
        _ => return wrong_phase(g, "cubes are placed only during set-up"),
    }
    if seat != g.current() {
        return Some("it is not your turn to place".into());
    }
    if !on_board(g, cell) {
        return Some("that cell is not on the board".into());
    }
    let size = g.size();
    if home_edge(size, g.players(), seat) >> cell & 1 == 0 {
        return Some(format!(
            "set-up cubes go on your home edge, {}",
            home_edge_name(size, g.players(), seat)
        ));
    }
    if !g.units[cell as usize].is_empty() {
        return Some(format!(
            "{} already holds a cube: your two set-up cubes go on separate cells",
            cell_name(size, cell)
        ));
    }
    None
}

/// Passing: only in a turn, and only when no other turn action is possible.
fn why_pass_illegal(g: &CubeConquest, seat: Seat) -> Option<String> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "passing is a turn action");
    }
    let mut v = Vec::new();
    turn_actions(g, seat, &mut v);
    (!v.is_empty())
        .then(|| "you may pass only when no move, prepare, reinforce or attack is possible".into())
}

/// A move: a held card, a single cube of the seat, a walkable path no longer than the
/// card, written as its canonical path.
fn why_move_illegal(
    g: &CubeConquest,
    seat: Seat,
    card: u8,
    from: u8,
    path: Path,
) -> Option<String> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "moving is a turn action");
    }
    if !is_card(card) {
        return Some("cards are 1 to 6".into());
    }
    if !g.hands[seat].has(card) {
        return Some(no_card(card));
    }
    if let Some(why) = why_not_own_cube(g, seat, from, "move") {
        return Some(why);
    }
    let size = g.size();
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

/// Preparing: two held cards written lower first, and a card to take back from the
/// discard pile.
fn why_prepare_illegal(g: &CubeConquest, seat: Seat, discard: [u8; 2], take: u8) -> Option<String> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "preparing is a turn action");
    }
    let [x, y] = discard;
    if !is_card(x) || !is_card(y) || !is_card(take) {
        return Some("cards are 1 to 6".into());
    }
    if x > y {
        return Some("write the two discarded cards lower first".into());
    }
    let hand = g.hands[seat];
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

/// Reinforcing: a cube from the supply on a single own cube, or on an empty face-up
/// tile beside one, paid with the card matching the tile.
fn why_reinforce_illegal(g: &CubeConquest, seat: Seat, card: u8, cell: u8) -> Option<String> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "reinforcing is a turn action");
    }
    if !is_card(card) {
        return Some("cards are 1 to 6".into());
    }
    if !on_board(g, cell) {
        return Some("that cell is not on the board".into());
    }
    if g.supply[seat] == 0 {
        return Some("you have no cube left in your supply".into());
    }
    if !g.hands[seat].has(card) {
        return Some(no_card(card));
    }
    let size = g.size();
    let name = cell_name(size, cell);
    let u = g.units[cell as usize];
    if u.enemy_of(seat) {
        return Some(format!("{name} holds an enemy cube"));
    }
    if u.is_outpost() {
        return Some(format!("{name} is already an Outpost (two cubes at most)"));
    }
    if u.is_empty() {
        if !g.is_face_up(cell) {
            return Some(format!(
                "{name} is face down: a new cube only goes on a face-up tile"
            ));
        }
        if !crate::board::neighbours(size, cell).any(|n| g.units[n as usize].owned_by(seat)) {
            return Some(format!(
                "{name} is not next to one of your cubes (orthogonally)"
            ));
        }
    }
    let tile = g.tiles[cell as usize];
    (tile != card).then(|| {
        format!(
            "the tile on {name} is {tile} ({}): the card must match it, not {card} ({})",
            symbol_name(tile),
            symbol_name(card)
        )
    })
}

/// Attacking: a single own cube against an enemy cube next to it, with a card in hand.
fn why_attack_illegal(g: &CubeConquest, seat: Seat, from: u8, to: u8) -> Option<String> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "attacking is a turn action");
    }
    if let Some(why) = why_not_own_cube(g, seat, from, "attack") {
        return Some(why);
    }
    let size = g.size();
    if !on_board(g, to) || !adjacent(size, from, to) {
        return Some(format!(
            "{} is not orthogonally next to {}",
            cell_name_or(size, to, g.cells()),
            cell_name(size, from)
        ));
    }
    if !g.units[to as usize].enemy_of(seat) {
        return Some(format!("there is no enemy cube on {}", cell_name(size, to)));
    }
    (g.hands[seat].total() == 0).then(|| "attacking needs a card in your hand".into())
}

/// Committing a secret card (`second: None`) or, for an attacked Outpost, two cards
/// (`second: Some`): by a side of the attack that has not committed yet, as many
/// cards as it needs, held in hand.
fn why_commit_illegal(g: &CubeConquest, seat: Seat, v: u8, second: Option<u8>) -> Option<String> {
    let Phase::Attack(a) = g.phase else {
        return wrong_phase(g, "cards are committed only in an attack");
    };
    if a.revealed {
        return wrong_phase(g, "the cards are already revealed");
    }
    let two = second.is_some();
    let w = second.unwrap_or(v);
    if !is_card(v) || !is_card(w) {
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
        return Some("commit one card ('play N'): only an attacked Outpost commits two".into());
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
    let hand = g.hands[seat];
    if two && v == w && hand.count(v) < 2 {
        return Some(format!("you do not have two {v}s in your hand"));
    }
    [v, w].into_iter().find(|&c| !hand.has(c)).map(no_card)
}

/// Choosing which of its two revealed cards counts: the attacked Outpost's owner only.
fn why_use_illegal(g: &CubeConquest, seat: Seat, v: u8) -> Option<String> {
    let Phase::Attack(a) = g.phase else {
        return wrong_phase(g, "choosing a card is part of an attack on an Outpost");
    };
    if !a.revealed {
        return wrong_phase(g, "nothing to choose yet");
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

/// `what` cannot be done now, with what the current phase expects instead.
fn wrong_phase(g: &CubeConquest, what: &str) -> Option<String> {
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
}

fn is_card(v: u8) -> bool {
    (1..=6).contains(&v)
}

fn on_board(g: &CubeConquest, cell: u8) -> bool {
    cell < g.cells()
}

fn no_card(v: u8) -> String {
    format!("you have no {v} ({}) in your hand", symbol_name(v))
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

/// Why `from` holds no cube of `seat`'s that may `verb` (move, attack): none there,
/// or it is the Outpost, which stays where it is.
fn why_not_own_cube(g: &CubeConquest, seat: Seat, from: u8, verb: &str) -> Option<String> {
    let size = g.size();
    if !on_board(g, from) || !g.units[from as usize].owned_by(seat) {
        return Some(format!(
            "you have no cube on {}",
            cell_name_or(size, from, g.cells())
        ));
    }
    if g.units[from as usize].is_outpost() {
        return Some(format!(
            "the Outpost on {} cannot {verb}",
            cell_name(size, from)
        ));
    }
    None
}
