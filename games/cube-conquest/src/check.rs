//! Why an action is illegal, in plain words naming the rule it breaks.
//!
//! Kept apart from move generation ([`crate::rules::legal_actions`], which must be
//! fast); the tests check that the two always agree. One function per kind of action,
//! each asking its questions in the order a player would: is it the time for this
//! action, are the cards and cells real, does the board allow it.

use cubist_core::{Args, Phrase, Seat};

use crate::action::{Action, Path, MAX_STEPS};
use crate::board::{adjacent, cell_name, home_edge};
use crate::cards::CountsExt;
use crate::catalogue::{phrase, with_seat, with_symbol};
use crate::rules::turn_actions;
use crate::{CubeConquest, Phase};

/// Why `seat` may not play `action` now, in words a player understands; `None` if legal.
/// Assumes the game is running and `seat` may act (see `Game::check_turn`).
pub fn why_illegal(g: &CubeConquest, seat: Seat, action: Action) -> Option<Phrase> {
    if matches!(g.phase, Phase::Over(_)) {
        return Some(plain("cube-conquest-over"));
    }
    if seat >= g.players() {
        let args = Args::new().number("player", (seat + 1) as f64);
        return Some(phrase("cube-conquest-no-player", args));
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
fn why_place_illegal(g: &CubeConquest, seat: Seat, cell: u8) -> Option<Phrase> {
    match g.phase {
        Phase::Setup { .. } => {}
        Phase::Turn => return Some(plain("cube-conquest-place-in-turn")),
        _ => return wrong_phase(g, "cube-conquest-placing"),
    }
    if seat != g.current() {
        return Some(plain("cube-conquest-not-your-place"));
    }
    if !on_board(g, cell) {
        return Some(plain("cube-conquest-off-board"));
    }
    let size = g.size();
    if home_edge(size, g.players(), seat) >> cell & 1 == 0 {
        return Some(home_edge_reason(size, g.players(), seat));
    }
    if !g.units[cell as usize].is_empty() {
        let args = at(size, cell);
        return Some(phrase("cube-conquest-setup-taken", args));
    }
    None
}

/// Where `seat`'s set-up cubes go: its home rank or file, corners excluded with more
/// than two players.
fn home_edge_reason(size: u8, players: usize, seat: Seat) -> Phrase {
    let (id, line) = match seat {
        0 => ("cube-conquest-home-rank", "1".to_string()),
        1 => ("cube-conquest-home-rank", size.to_string()),
        2 => ("cube-conquest-home-file", "a".to_string()),
        _ => (
            "cube-conquest-home-file",
            ((b'a' + size - 1) as char).to_string(),
        ),
    };
    let corners = if players > 2 { "yes" } else { "no" };
    let args = Args::new().text("line", line).text("corners", corners);
    phrase(id, args)
}

/// Passing: only in a turn, and only when no other turn action is possible.
fn why_pass_illegal(g: &CubeConquest, seat: Seat) -> Option<Phrase> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "cube-conquest-passing");
    }
    let mut v = Vec::new();
    turn_actions(g, seat, &mut v);
    (!v.is_empty()).then(|| plain("cube-conquest-pass-not-yet"))
}

/// A move: a held card, a single cube of the seat, a walkable path no longer than the
/// card, written as its canonical path.
fn why_move_illegal(
    g: &CubeConquest,
    seat: Seat,
    card: u8,
    from: u8,
    path: Path,
) -> Option<Phrase> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "cube-conquest-moving");
    }
    if !is_card(card) {
        return Some(plain("cube-conquest-card-values"));
    }
    if !g.hands[seat].has(card) {
        return Some(no_card(card));
    }
    if let Some(why) = why_not_own_cube(g, seat, from, "cube-conquest-outpost-cannot-move") {
        return Some(why);
    }
    let size = g.size();
    if path.len == 0 || path.len > MAX_STEPS {
        return Some(plain("cube-conquest-move-steps"));
    }
    if path.len > card {
        let args = Args::new().number("card", card).number("steps", path.len);
        return Some(phrase("cube-conquest-path-too-long", args));
    }
    if path.len < 16 && path.steps >> (2 * path.len) != 0 {
        return Some(plain("cube-conquest-path-malformed"));
    }
    if let Err(e) = g.path_effect(seat, from, path) {
        return Some(e);
    }
    let canonical = g.canonical_path(seat, from, path)?;
    (canonical != path).then(|| {
        let written = crate::notation::format(
            size,
            Action::Move {
                card,
                from,
                path: canonical,
            },
        );
        phrase(
            "cube-conquest-move-written",
            Args::new().text("move", written),
        )
    })
}

/// Preparing: two held cards written lower first, and a card to take back from the
/// discard pile.
fn why_prepare_illegal(g: &CubeConquest, seat: Seat, discard: [u8; 2], take: u8) -> Option<Phrase> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "cube-conquest-preparing");
    }
    let [x, y] = discard;
    if !is_card(x) || !is_card(y) || !is_card(take) {
        return Some(plain("cube-conquest-card-values"));
    }
    if x > y {
        return Some(plain("cube-conquest-discard-order"));
    }
    let hand = g.hands[seat];
    if hand.total() < 2 {
        return Some(plain("cube-conquest-prepare-too-few"));
    }
    if x == y && hand.count(x) < 2 {
        return Some(not_two(x));
    }
    for v in [x, y] {
        if !hand.has(v) {
            return Some(no_card(v));
        }
    }
    let pile = g.piles[g.pile_of(seat)].discard;
    if pile.total() == 0 {
        return Some(plain("cube-conquest-discard-empty"));
    }
    (!pile.has(take)).then(|| {
        let args = Args::new().number("card", take);
        phrase("cube-conquest-not-in-discard", args)
    })
}

/// Reinforcing: a cube from the supply on a single own cube, or on an empty face-up
/// tile beside one, paid with the card matching the tile.
fn why_reinforce_illegal(g: &CubeConquest, seat: Seat, card: u8, cell: u8) -> Option<Phrase> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "cube-conquest-reinforcing");
    }
    if !is_card(card) {
        return Some(plain("cube-conquest-card-values"));
    }
    if !on_board(g, cell) {
        return Some(plain("cube-conquest-off-board"));
    }
    if g.supply[seat] == 0 {
        return Some(plain("cube-conquest-supply-empty"));
    }
    if !g.hands[seat].has(card) {
        return Some(no_card(card));
    }
    let size = g.size();
    let u = g.units[cell as usize];
    if u.enemy_of(seat) {
        return Some(phrase("cube-conquest-enemy-there", at(size, cell)));
    }
    if u.is_outpost() {
        return Some(phrase("cube-conquest-already-outpost", at(size, cell)));
    }
    if u.is_empty() {
        if !g.is_face_up(cell) {
            return Some(phrase("cube-conquest-face-down", at(size, cell)));
        }
        if !crate::board::neighbours(size, cell).any(|n| g.units[n as usize].owned_by(seat)) {
            return Some(phrase("cube-conquest-not-beside", at(size, cell)));
        }
    }
    let tile = g.tiles[cell as usize];
    (tile != card).then(|| {
        let args = at(size, cell).number("tile", tile).number("card", card);
        let args = with_symbol(with_symbol(args, "tilesymbol", tile), "cardsymbol", card);
        phrase("cube-conquest-tile-mismatch", args)
    })
}

/// Attacking: a single own cube against an enemy cube next to it, with a card in hand.
fn why_attack_illegal(g: &CubeConquest, seat: Seat, from: u8, to: u8) -> Option<Phrase> {
    if g.phase != Phase::Turn {
        return wrong_phase(g, "cube-conquest-attacking");
    }
    if let Some(why) = why_not_own_cube(g, seat, from, "cube-conquest-outpost-cannot-attack") {
        return Some(why);
    }
    let size = g.size();
    if !on_board(g, to) || !adjacent(size, from, to) {
        let args = cell_or(Args::new(), "to", size, to, g.cells());
        let args = args.text("from", cell_name(size, from));
        return Some(phrase("cube-conquest-not-adjacent", args));
    }
    if !g.units[to as usize].enemy_of(seat) {
        return Some(phrase("cube-conquest-no-enemy-on", at(size, to)));
    }
    (g.hands[seat].total() == 0).then(|| plain("cube-conquest-attack-needs-card"))
}

/// Committing a secret card (`second: None`) or, for an attacked Outpost, two cards
/// (`second: Some`): by a side of the attack that has not committed yet, as many
/// cards as it needs, held in hand.
fn why_commit_illegal(g: &CubeConquest, seat: Seat, v: u8, second: Option<u8>) -> Option<Phrase> {
    let Phase::Attack(a) = g.phase else {
        return wrong_phase(g, "cube-conquest-committing");
    };
    if a.revealed {
        return wrong_phase(g, "cube-conquest-already-revealed");
    }
    let two = second.is_some();
    let w = second.unwrap_or(v);
    if !is_card(v) || !is_card(w) {
        return Some(plain("cube-conquest-card-values"));
    }
    let attacker = seat == a.attacker as usize;
    let defender = seat == a.defender as usize;
    if attacker && a.attacker_card != 0 || defender && a.defender_done {
        return Some(plain("cube-conquest-already-committed"));
    }
    if !attacker && !defender {
        return Some(plain("cube-conquest-not-in-attack"));
    }
    let needs = if attacker { 1 } else { a.defender_needs };
    if two && needs != 2 {
        return Some(plain("cube-conquest-commit-one"));
    }
    if !two && needs == 2 {
        return Some(plain("cube-conquest-commit-two"));
    }
    if two && v > w {
        return Some(plain("cube-conquest-cards-order"));
    }
    let hand = g.hands[seat];
    if two && v == w && hand.count(v) < 2 {
        return Some(not_two(v));
    }
    [v, w].into_iter().find(|&c| !hand.has(c)).map(no_card)
}

/// Choosing which of its two revealed cards counts: the attacked Outpost's owner only.
fn why_use_illegal(g: &CubeConquest, seat: Seat, v: u8) -> Option<Phrase> {
    let Phase::Attack(a) = g.phase else {
        return wrong_phase(g, "cube-conquest-choosing");
    };
    if !a.revealed {
        return wrong_phase(g, "cube-conquest-nothing-to-choose");
    }
    if seat != a.defender as usize {
        return Some(plain("cube-conquest-owner-chooses"));
    }
    (!a.defender_cards.contains(&v)).then(|| {
        let [first, second] = a.defender_cards;
        let args = Args::new().number("first", first).number("second", second);
        phrase("cube-conquest-use-one", args)
    })
}

/// `what` (a message saying what was tried) cannot be done now, with what the
/// current phase expects instead.
fn wrong_phase(g: &CubeConquest, what: &'static str) -> Option<Phrase> {
    let args = Args::new().phrase("what", &plain(what));
    Some(match g.phase {
        Phase::Setup { .. } => phrase("cube-conquest-wait-setup", args),
        Phase::Turn => phrase("cube-conquest-no-attack-waiting", args),
        Phase::Attack(a) if a.revealed => {
            let args = with_seat(args, "seat", a.defender as usize);
            phrase("cube-conquest-wait-choice", args)
        }
        Phase::Attack(_) => phrase("cube-conquest-wait-cards", args),
        Phase::Over(_) => plain("cube-conquest-over"),
    })
}

/// A message without arguments.
fn plain(id: &'static str) -> Phrase {
    phrase(id, Args::new())
}

/// A cell's name as the argument `cell`.
fn at(size: u8, cell: u8) -> Args {
    Args::new().text("cell", cell_name(size, cell))
}

fn is_card(v: u8) -> bool {
    (1..=6).contains(&v)
}

fn on_board(g: &CubeConquest, cell: u8) -> bool {
    cell < g.cells()
}

fn no_card(v: u8) -> Phrase {
    let args = with_symbol(Args::new().number("card", v), "symbol", v);
    phrase("cube-conquest-no-card", args)
}

fn not_two(v: u8) -> Phrase {
    phrase("cube-conquest-not-two", Args::new().number("card", v))
}

/// `args` with `name`: the cell's name, or words saying it is off the board.
fn cell_or(args: Args, name: &'static str, size: u8, cell: u8, cells: u8) -> Args {
    if cell < cells {
        args.text(name, cell_name(size, cell))
    } else {
        args.phrase(name, &plain("cube-conquest-off-board-cell"))
    }
}

/// Why `from` holds no cube of `seat`'s that may move or attack: none there, or it is
/// the Outpost, which stays where it is (`outpost`: the message saying so).
fn why_not_own_cube(
    g: &CubeConquest,
    seat: Seat,
    from: u8,
    outpost: &'static str,
) -> Option<Phrase> {
    let size = g.size();
    if !on_board(g, from) || !g.units[from as usize].owned_by(seat) {
        let args = cell_or(Args::new(), "cell", size, from, g.cells());
        return Some(phrase("cube-conquest-no-cube-on", args));
    }
    if g.units[from as usize].is_outpost() {
        return Some(phrase(outpost, at(size, from)));
    }
    None
}
