//! The consistency rules of a reachable state, for states from outside: decoded saves
//! and positions from the builder.
//!
//! Checked part by part, in a fixed order (the first broken rule is the one reported):
//! seats, tiles, cubes, cards, seats that do not play, the phase, the pending attack,
//! the last battle.

use cubist_core::GameOptions;

use crate::board::{adjacent, home_edge};
use crate::cards::{Counts, CountsExt, HAND_SIZE, TILES_PER_SYMBOL};
use crate::{Attack, CubeConquest, Destroyed, End, Phase, Pile, Unit, VP_TO_WIN};

/// Every consistency rule of a reachable state. Used by decoding and the builder.
pub fn validate(g: &CubeConquest) -> Result<(), String> {
    g.options.validate().map_err(|e| e.to_string())?;
    let p = g.players();
    if g.start as usize >= p || g.current as usize >= p {
        return Err("start player or current player is not a seat".into());
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

/// Every cell holds a symbol, no symbol more often than the tiles of it, and nothing
/// beyond the board is face up.
fn validate_tiles(g: &CubeConquest) -> Result<(), String> {
    let n = g.cells();
    let mut on_board = [0u8; 6];
    for c in 0..n {
        let t = g.tiles[c as usize];
        if !(1..=6).contains(&t) {
            return Err(format!("tile {t} on cell {c} is not a symbol 1..6"));
        }
        on_board[t as usize - 1] += 1;
    }
    if on_board.iter().any(|&k| k > TILES_PER_SYMBOL) {
        return Err("more than 6 tiles of one symbol on the board".into());
    }
    if n < 64 && g.face_up >> n != 0 {
        return Err("a face-up flag beyond the board".into());
    }
    Ok(())
}

/// Units are well formed and stand on face-up tiles; each seat's cubes add up, and
/// its hand is not too large.
fn validate_cubes(g: &CubeConquest) -> Result<(), String> {
    let p = g.players();
    for c in 0..g.cells() {
        let u = g.units[c as usize];
        let ok = u == Unit::EMPTY || (u.owner as usize) < p && (1..=2).contains(&u.cubes);
        if !ok {
            return Err(format!("cell {c} holds a malformed unit {u:?}"));
        }
        if !u.is_empty() && !g.is_face_up(c) {
            return Err(format!("a cube stands on the face-down tile of cell {c}"));
        }
    }
    for s in 0..p {
        let total = g.cubes_on_board(s) as u32 + g.supply[s] as u32 + g.lost[s] as u32;
        if total != g.options.cubes as u32 {
            return Err(format!(
                "player {} has {total} cubes on board, in supply and lost, not {}",
                s + 1,
                g.options.cubes
            ));
        }
        if g.options.destroyed == Destroyed::Supply && g.lost[s] != 0 {
            return Err("cubes are lost although destroyed cubes return to the supply".into());
        }
        if g.hands[s].total() > HAND_SIZE as u32 {
            return Err(format!("player {} holds more than 4 cards", s + 1));
        }
    }
    Ok(())
}

/// The pending attack's committed cards are card values (0: none committed yet).
fn validate_committed_values(a: &Attack) -> Result<(), String> {
    let committed = [a.attacker_card, a.defender_cards[0], a.defender_cards[1]];
    if committed.iter().any(|&v| v > 6) {
        return Err("a committed card is not a card value 1..6".into());
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
fn validate_piles(g: &CubeConquest) -> Result<(), String> {
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
            return Err(format!(
                "pile {} does not hold exactly {} cards of each symbol (deck, discard pile, \
                 hands and committed cards together)",
                pile + 1,
                g.options.pile_copies()
            ));
        }
    }
    Ok(())
}

/// What everyone knows a seat holds, it does hold (in hand, or committed and not yet
/// revealed).
fn validate_knowledge(g: &CubeConquest) -> Result<(), String> {
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
            return Err(format!(
                "player {} is known to hold cards it does not have",
                s + 1
            ));
        }
    }
    Ok(())
}

/// The slots of seats that do not play (and of piles not in use) are empty.
fn validate_unused_seats(g: &CubeConquest) -> Result<(), String> {
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
        return Err("data for seats that do not play".into());
    }
    Ok(())
}

/// A running game has not reached an end, and a finished one did reach the end it
/// names.
fn validate_phase(g: &CubeConquest) -> Result<(), String> {
    let p = g.players();
    let over = matches!(g.phase, Phase::Over(_));
    if !over {
        if g.actions >= g.options.cap {
            return Err("the action cap is reached but the game goes on".into());
        }
        if g.vp.iter().any(|&v| v >= VP_TO_WIN) {
            return Err("a player has 10 VP but the game goes on".into());
        }
    }
    match g.phase {
        Phase::Setup { placed } => validate_setup(g, placed),
        Phase::Turn | Phase::Attack(_) => {
            if (0..p).any(|s| g.cubes_on_board(s) == 0) {
                return Err("a player without cubes on the board, but the game goes on".into());
            }
            Ok(())
        }
        Phase::Over(End::Points(w)) => {
            if w as usize >= p || g.vp[w as usize] < VP_TO_WIN {
                return Err("the winner on points has fewer than 10 VP".into());
            }
            Ok(())
        }
        Phase::Over(End::NoCubes(set)) => {
            if set.is_empty() || set.iter().any(|s| s >= p || g.cubes_on_board(s) != 0) {
                return Err("the players said to have no cubes do have some".into());
            }
            Ok(())
        }
        Phase::Over(End::Cap) => {
            if g.actions < g.options.cap {
                return Err("the game ended by the cap before reaching it".into());
            }
            Ok(())
        }
    }
}

/// During set-up, the seats before the current one in set-up order have placed both
/// cubes, the current one `placed`, the rest none, all on their home edges; nobody has
/// cards or points yet.
fn validate_setup(g: &CubeConquest, placed: u8) -> Result<(), String> {
    let p = g.players();
    if placed > 1 {
        return Err("set-up placements are 0 or 1 before the next".into());
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
            return Err("set-up cubes do not match the set-up order".into());
        }
        let edge = home_edge(g.size(), p, seat);
        if (0..g.cells()).any(|c| g.units[c as usize].owned_by(seat) && edge >> c & 1 == 0) {
            return Err("a set-up cube is off its home edge".into());
        }
        seat = (seat + 1) % p;
    }
    if (0..p).any(|s| g.hands[s].total() != 0 || g.vp[s] != 0) || g.last_battle.is_some() {
        return Err("cards or points during set-up".into());
    }
    Ok(())
}

/// The pending attack is one the current seat could have declared, with its cards
/// committed as the rules allow, and the defender able to commit what it still owes.
fn validate_attack(g: &CubeConquest, a: &Attack) -> Result<(), String> {
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
        return Err("the pending attack is inconsistent".into());
    }
    if !a.defender_done && g.hands[def].total() < a.defender_needs as u32 {
        return Err("the defender holds too few cards to commit".into());
    }
    Ok(())
}

/// The last battle names seats that play, cells of the board and real cards.
fn validate_last_battle(g: &CubeConquest) -> Result<(), String> {
    let (p, n) = (g.players(), g.cells());
    if let Some(b) = g.last_battle {
        if b.attacker as usize >= p
            || b.defender as usize >= p
            || b.from >= n
            || b.to >= n
            || b.attacker_card > 6
            || b.used > 6
        {
            return Err("the last battle is malformed".into());
        }
    }
    Ok(())
}
