//! The consistency rules of a reachable state, for states from outside: decoded saves
//! and positions from the builder.
//!
//! Checked part by part, in a fixed order (the first broken rule is the one reported):
//! seats, tiles, cubes, cards, seats that do not play, the phase, the pending attack,
//! the last battle.

use cubist_core::{Args, GameOptions, Phrase};

use crate::catalogue::phrase;

use crate::board::{adjacent, home_edge};
use crate::cards::{Counts, CountsExt, HAND_SIZE, TILES_PER_SYMBOL};
use crate::{Attack, CubeConquest, Destroyed, End, Phase, Pile, Unit, VP_TO_WIN};

/// Every consistency rule of a reachable state. Used by decoding and the builder.
pub fn validate(g: &CubeConquest) -> Result<(), Phrase> {
    g.options.validate().map_err(|e| {
        let args = Args::new().said("why", move |lang| e.say(lang));
        phrase("cube-conquest-state-option", args)
    })?;
    let p = g.players();
    if g.start as usize >= p || g.current as usize >= p {
        return broken("cube-conquest-state-seats");
    }
    validate_tiles(g)?;
    validate_cubes(g)?;
    if let Phase::Attack(a) = g.phase {
        // Before the piles are counted, which adds the committed cards up.
        validate_committed_values(&a)?;
    }
    validate_piles(g)?;
    validate_knowledge(g)?;
    validate_unused_seats(g)?;
    validate_phase(g)?;
    if let Phase::Attack(a) = g.phase {
        validate_attack(g, &a)?;
    }
    validate_last_battle(g)
}

/// A broken rule: message `id` of the catalogue, without arguments.
fn broken(id: &'static str) -> Result<(), Phrase> {
    Err(phrase(id, Args::new()))
}

/// A message naming a cell by its index.
fn on_cell(id: &'static str, cell: u8) -> Phrase {
    phrase(id, Args::new().text("cell", cell.to_string()))
}

/// A message naming a player by number (from 1).
fn player(seat: usize) -> Args {
    Args::new().text("player", (seat + 1).to_string())
}

/// Every cell holds a symbol, no symbol more often than the tiles of it, and nothing
/// beyond the board is face up.
fn validate_tiles(g: &CubeConquest) -> Result<(), Phrase> {
    let n = g.cells();
    let mut on_board = [0u8; 6];
    for c in 0..n {
        let t = g.tiles[c as usize];
        if !(1..=6).contains(&t) {
            let args = Args::new()
                .text("tile", t.to_string())
                .text("cell", c.to_string());
            return Err(phrase("cube-conquest-state-tile", args));
        }
        on_board[t as usize - 1] += 1;
    }
    if on_board.iter().any(|&k| k > TILES_PER_SYMBOL) {
        return broken("cube-conquest-state-symbols");
    }
    if n < 64 && g.face_up >> n != 0 {
        return broken("cube-conquest-state-face-up");
    }
    Ok(())
}

/// Units are well formed and stand on face-up tiles; each seat's cubes add up, and
/// its hand is not too large.
fn validate_cubes(g: &CubeConquest) -> Result<(), Phrase> {
    let p = g.players();
    for c in 0..g.cells() {
        let u = g.units[c as usize];
        let ok = u == Unit::EMPTY || (u.owner as usize) < p && (1..=2).contains(&u.cubes);
        if !ok {
            let args = Args::new()
                .text("cell", c.to_string())
                .text("unit", format!("{u:?}"));
            return Err(phrase("cube-conquest-state-unit", args));
        }
        if !u.is_empty() && !g.is_face_up(c) {
            return Err(on_cell("cube-conquest-state-face-down", c));
        }
    }
    for s in 0..p {
        let total = g.cubes_on_board(s) as u32 + g.supply[s] as u32 + g.lost[s] as u32;
        if total != g.options.cubes as u32 {
            let args = player(s)
                .text("total", total.to_string())
                .text("cubes", g.options.cubes.to_string());
            return Err(phrase("cube-conquest-state-cubes", args));
        }
        if g.options.destroyed == Destroyed::Supply && g.lost[s] != 0 {
            return broken("cube-conquest-state-lost");
        }
        if g.hands[s].total() > HAND_SIZE as u32 {
            return Err(phrase("cube-conquest-state-hand", player(s)));
        }
    }
    Ok(())
}

/// The pending attack's committed cards are card values (0: none committed yet).
fn validate_committed_values(a: &Attack) -> Result<(), Phrase> {
    let committed = [a.attacker_card, a.defender_cards[0], a.defender_cards[1]];
    if committed.iter().any(|&v| v > 6) {
        return broken("cube-conquest-state-committed");
    }
    Ok(())
}

/// The cards seat `s` has committed to the pending attack, if any.
fn committed_cards(attack: Option<Attack>, s: usize) -> Counts {
    let mut c = [0; 6];
    if let Some(a) = attack {
        if a.attacker as usize == s && a.attacker_card != 0 {
            c.add(a.attacker_card);
        }
        if a.defender as usize == s {
            for v in a.defender_cards.into_iter().filter(|&v| v != 0) {
                c.add(v);
            }
        }
    }
    c
}

/// Every card of every pile is somewhere: its deck, its discard pile, or the hands and
/// committed cards of the seats that use it.
fn validate_piles(g: &CubeConquest) -> Result<(), Phrase> {
    let p = g.players();
    let attack = g.attack();
    for pile in 0..g.options.piles() {
        let mut sum = [0u32; 6];
        let mut add = |c: &Counts| {
            for (a, b) in sum.iter_mut().zip(c) {
                *a += *b as u32;
            }
        };
        add(&g.piles[pile].deck);
        add(&g.piles[pile].discard);
        for s in (0..p).filter(|&s| g.pile_of(s) == pile) {
            add(&g.hands[s]);
            add(&committed_cards(attack, s));
        }
        if sum.iter().any(|&k| k != g.options.pile_copies() as u32) {
            let args = Args::new()
                .text("pile", (pile + 1).to_string())
                .text("copies", g.options.pile_copies().to_string());
            return Err(phrase("cube-conquest-state-pile", args));
        }
    }
    Ok(())
}

/// What everyone knows a seat holds, it does hold (in hand, or committed and not yet
/// revealed).
fn validate_knowledge(g: &CubeConquest) -> Result<(), Phrase> {
    let attack = g.attack();
    for s in 0..g.players() {
        let mut holds = g.hands[s];
        if attack.is_some_and(|a| !a.revealed) {
            let c = committed_cards(attack, s);
            for (a, b) in holds.iter_mut().zip(&c) {
                *a += b;
            }
        }
        if !holds.contains_all(&g.known[s]) {
            return Err(phrase("cube-conquest-state-known", player(s)));
        }
    }
    Ok(())
}

/// The slots of seats that do not play (and of piles not in use) are empty.
fn validate_unused_seats(g: &CubeConquest) -> Result<(), Phrase> {
    let p = g.players();
    if g.piles[g.options.piles()..]
        .iter()
        .any(|x| *x != Pile::default())
        || g.hands[p..]
            .iter()
            .chain(&g.known[p..])
            .any(|h| h.total() != 0)
        || g.supply[p..]
            .iter()
            .chain(&g.lost[p..])
            .chain(&g.vp[p..])
            .any(|&x| x != 0)
    {
        return broken("cube-conquest-state-unused");
    }
    Ok(())
}

/// A running game has not reached an end, and a finished one did reach the end it
/// names.
fn validate_phase(g: &CubeConquest) -> Result<(), Phrase> {
    let p = g.players();
    let over = matches!(g.phase, Phase::Over(_));
    if !over {
        if g.actions >= g.options.cap {
            return broken("cube-conquest-state-cap-reached");
        }
        if g.vp.iter().any(|&v| v >= VP_TO_WIN) {
            return broken("cube-conquest-state-won-on");
        }
    }
    match g.phase {
        Phase::Setup { placed } => validate_setup(g, placed),
        Phase::Turn | Phase::Attack(_) => {
            if (0..p).any(|s| g.cubes_on_board(s) == 0) {
                return broken("cube-conquest-state-no-cubes-on");
            }
            Ok(())
        }
        Phase::Over(End::Points(w)) => {
            if w as usize >= p || g.vp[w as usize] < VP_TO_WIN {
                return broken("cube-conquest-state-winner");
            }
            Ok(())
        }
        Phase::Over(End::NoCubes(set)) => {
            if set.is_empty() || set.iter().any(|s| s >= p || g.cubes_on_board(s) != 0) {
                return broken("cube-conquest-state-no-cubes-end");
            }
            Ok(())
        }
        Phase::Over(End::Cap) => {
            if g.actions < g.options.cap {
                return broken("cube-conquest-state-cap-early");
            }
            Ok(())
        }
    }
}

/// During set-up, the seats before the current one in set-up order have placed both
/// cubes, the current one `placed`, the rest none, all on their home edges; nobody has
/// cards or points yet.
fn validate_setup(g: &CubeConquest, placed: u8) -> Result<(), Phrase> {
    let p = g.players();
    if placed > 1 {
        return broken("cube-conquest-state-placed");
    }
    let mut seat = g.start as usize;
    let mut before = true;
    for _ in 0..p {
        let want = if seat == g.current as usize {
            before = false;
            placed
        } else if before {
            2
        } else {
            0
        };
        if g.cubes_on_board(seat) != want || g.supply[seat] != g.options.cubes - want {
            return broken("cube-conquest-state-setup-order");
        }
        let edge = home_edge(g.size(), p, seat);
        if (0..g.cells()).any(|c| g.units[c as usize].owned_by(seat) && edge >> c & 1 == 0) {
            return broken("cube-conquest-state-home-edge");
        }
        seat = (seat + 1) % p;
    }
    if (0..p).any(|s| g.hands[s].total() != 0 || g.vp[s] != 0) || g.last_battle.is_some() {
        return broken("cube-conquest-state-setup-cards");
    }
    Ok(())
}

/// The pending attack is one the current seat could have declared, with its cards
/// committed as the rules allow, and the defender able to commit what it still owes.
fn validate_attack(g: &CubeConquest, a: &Attack) -> Result<(), Phrase> {
    let (p, n, size) = (g.players(), g.cells(), g.size());
    let (att, def) = (a.attacker as usize, a.defender as usize);
    let from = g.units.get(a.from as usize).copied().unwrap_or(Unit::EMPTY);
    let to = g.units.get(a.to as usize).copied().unwrap_or(Unit::EMPTY);
    let card_ok = |v: u8| v <= 6;
    let ok = att == g.current as usize
        && def < p
        && a.from < n
        && a.to < n
        && adjacent(size, a.from, a.to)
        && from.owned_by(att)
        && !from.is_outpost()
        && to.owned_by(def)
        && to.is_outpost() == a.outpost
        && a.defender_needs <= 1 + a.outpost as u8
        && card_ok(a.attacker_card)
        && a.defender_cards.iter().all(|&v| card_ok(v))
        && a.defender_done
            == (a.defender_cards.iter().filter(|&&v| v != 0).count() == a.defender_needs as usize)
        && (a.defender_cards[0] != 0 || a.defender_cards[1] == 0)
        && (a.defender_cards[1] == 0 || a.defender_cards[0] <= a.defender_cards[1])
        && (!a.defender_done || a.defender_needs == 2 || a.defender_cards[1] == 0)
        && a.revealed
            == (a.attacker_card != 0
                && a.defender_done
                && a.defender_cards[1] != 0
                && a.defender_cards[0] != a.defender_cards[1])
        && (a.revealed || !a.waiting().is_empty());
    if !ok {
        return broken("cube-conquest-state-attack");
    }
    if !a.defender_done && g.hands[def].total() < a.defender_needs as u32 {
        return broken("cube-conquest-state-defender");
    }
    Ok(())
}

/// The last battle names seats that play, cells of the board and real cards.
fn validate_last_battle(g: &CubeConquest) -> Result<(), Phrase> {
    let (p, n) = (g.players(), g.cells());
    if let Some(b) = g.last_battle {
        if b.attacker as usize >= p
            || b.defender as usize >= p
            || b.from >= n
            || b.to >= n
            || b.attacker_card > 6
            || b.used > 6
        {
            return broken("cube-conquest-state-last-battle");
        }
    }
    Ok(())
}
