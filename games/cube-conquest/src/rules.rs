//! What is legal: move generation and the plain-words reasons an action is not.
//!
//! [`legal_actions`] and [`why_illegal`] are written separately (one fast, one
//! explanatory); the tests check that they always agree.

use cubist_core::Seat;

use crate::action::{Action, MAX_STEPS};
use crate::board::{adjacent, cell_name, geometry, home_edge, home_edge_name, OFF_BOARD};
use crate::cards::{symbol_name, CountsExt};
use crate::movegen::{bits, Scratch, Walker};
use crate::{CubeConquest, Phase};

/// Fill `out` with every legal action of `seat`.
pub fn legal_actions(g: &CubeConquest, seat: Seat, out: &mut Vec<Action>) {
    out.clear();
    if seat >= g.players() {
        return;
    }
    match g.phase {
        Phase::Over(_) => {}
        Phase::Setup { .. } => {
            if seat == g.current() {
                let edge = home_edge(g.size(), g.players(), seat);
                for c in g.board_cells() {
                    if edge >> c & 1 == 1 && g.units[c as usize].is_empty() {
                        out.push(Action::Place(c));
                    }
                }
            }
        }
        Phase::Turn => {
            if seat == g.current() {
                turn_actions(g, seat, out);
                if out.is_empty() {
                    out.push(Action::Pass);
                }
            }
        }
        Phase::Attack(a) => {
            let hand = g.hands[seat];
            if a.revealed {
                if seat == a.defender as usize {
                    out.push(Action::Use(a.defender_cards[0]));
                    out.push(Action::Use(a.defender_cards[1]));
                }
            } else if seat == a.attacker as usize && a.attacker_card == 0
                || seat == a.defender as usize && !a.defender_done && a.defender_needs == 1
            {
                out.extend((1..=6).filter(|&v| hand.has(v)).map(Action::Commit));
            } else if seat == a.defender as usize && !a.defender_done {
                for x in 1..=6 {
                    for y in x..=6 {
                        let ok = if x == y {
                            hand.count(x) >= 2
                        } else {
                            hand.has(x) && hand.has(y)
                        };
                        if ok {
                            out.push(Action::CommitTwo(x, y));
                        }
                    }
                }
            }
        }
    }
}

thread_local! {
    /// Reused between calls so that move generation neither allocates nor clears a large table.
    pub(crate) static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::new());
}

/// Bitboards of one seat's view of the board, worked out in one pass over the cells so
/// that each kind of turn action reads masks instead of units.
pub(crate) struct Masks {
    /// Cells with a cube of the seat.
    pub own: u64,
    /// Cells with a single cube of the seat: the ones that move and attack.
    pub single: u64,
    /// Cells with an enemy cube.
    pub enemy: u64,
    pub empty: u64,
}

impl Masks {
    pub(crate) fn new(g: &CubeConquest, seat: Seat) -> Masks {
        let mut m = Masks {
            own: 0,
            single: 0,
            enemy: 0,
            empty: 0,
        };
        for (c, u) in g.units[..g.cells() as usize].iter().enumerate() {
            let bit = 1u64 << c;
            if u.cubes == 0 {
                m.empty |= bit;
            } else if u.owner as usize == seat {
                m.own |= bit;
                if u.cubes == 1 {
                    m.single |= bit;
                }
            } else {
                m.enemy |= bit;
            }
        }
        m
    }

    /// Cells a cube of the seat may walk through: on the board, no enemy cube.
    pub(crate) fn open(&self) -> u64 {
        self.own | self.empty
    }
}

/// The moves of every single cube of `seat`, cube by cube in cell order, each effect
/// with the cards that reach it (see [`crate::movegen`]).
fn move_actions(
    g: &CubeConquest,
    m: &Masks,
    max_card: u8,
    cards: &HeldCards,
    scratch: &mut Scratch,
    out: &mut Vec<Action>,
) {
    let mut walker = Walker::new(g.size(), m.open(), m.empty, !g.face_up, max_card, scratch);
    for from in bits(m.single) {
        let paths = walker.moves_from(from);
        for &path in paths {
            let held = cards.at_least(path.len);
            out.extend(held.iter().map(|&card| Action::Move { card, from, path }));
        }
    }
}

/// The distinct card values of a hand, lowest first, to list the cards that pay for
/// a path without testing every value.
pub(crate) struct HeldCards {
    values: [u8; 6],
    /// `first[n]`: the index in `values` of the first value of at least `n`.
    first: [u8; 8],
    len: u8,
}

impl HeldCards {
    pub(crate) fn new(hand: crate::cards::Counts) -> HeldCards {
        let mut held = HeldCards {
            values: [0; 6],
            first: [0; 8],
            len: 0,
        };
        for v in 1..=6u8 {
            held.first[v as usize] = held.len;
            if hand.has(v) {
                held.values[held.len as usize] = v;
                held.len += 1;
            }
        }
        held.first[7] = held.len;
        held
    }

    pub(crate) fn at_least(&self, n: u8) -> &[u8] {
        &self.values[self.first[n as usize] as usize..self.len as usize]
    }

    pub(crate) fn max(&self) -> u8 {
        self.len
            .checked_sub(1)
            .map_or(0, |i| self.values[i as usize])
    }
}

/// The four actions of a turn (without `Pass`).
fn turn_actions(g: &CubeConquest, seat: Seat, out: &mut Vec<Action>) {
    let cards = HeldCards::new(g.hands[seat]);
    let masks = Masks::new(g, seat);
    let max_card = cards.max();
    if max_card > 0 {
        SCRATCH.with_borrow_mut(|scratch| move_actions(g, &masks, max_card, &cards, scratch, out));
    }
    other_turn_actions(g, seat, &masks, out);
}

/// The turn actions that come after the moves: prepare, reinforce, attack.
pub(crate) fn other_turn_actions(
    g: &CubeConquest,
    seat: Seat,
    masks: &Masks,
    out: &mut Vec<Action>,
) {
    let hand = g.hands[seat];
    prepare_actions(g, seat, out);
    if g.supply[seat] > 0 {
        reinforce_actions(g, masks, hand, out);
    }
    if hand.total() > 0 {
        attack_actions(g, masks, out);
    }
}

/// Discard two cards and take one back from the discard pile.
fn prepare_actions(g: &CubeConquest, seat: Seat, out: &mut Vec<Action>) {
    let hand = g.hands[seat];
    let discard = g.piles[g.pile_of(seat)].discard;
    if hand.total() < 2 || discard.total() == 0 {
        return;
    }
    for x in 1..=6 {
        for y in x..=6 {
            let ok = if x == y {
                hand.count(x) >= 2
            } else {
                hand.has(x) && hand.has(y)
            };
            if ok {
                for take in (1..=6).filter(|&t| discard.has(t)) {
                    out.push(Action::Prepare {
                        discard: [x, y],
                        take,
                    });
                }
            }
        }
    }
}

/// A cube on an empty face-up tile next to one of the seat's cubes, or on a single
/// cube of the seat, paid with the tile's card; cells in order.
fn reinforce_actions(
    g: &CubeConquest,
    m: &Masks,
    hand: crate::cards::Counts,
    out: &mut Vec<Action>,
) {
    let geo = geometry(g.size());
    let beside = geo.spread(m.own) & m.empty & g.face_up;
    for cell in bits(beside | m.single) {
        let card = g.tiles[cell as usize];
        if hand.has(card) {
            out.push(Action::Reinforce { card, cell });
        }
    }
}

/// Each single cube against each enemy cube next to it, N, E, S, W.
fn attack_actions(g: &CubeConquest, m: &Masks, out: &mut Vec<Action>) {
    let geo = geometry(g.size());
    for from in bits(m.single & geo.spread(m.enemy)) {
        for &to in &geo.next[from as usize] {
            if to != OFF_BOARD && m.enemy >> to & 1 == 1 {
                out.push(Action::Attack { from, to });
            }
        }
    }
}

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
