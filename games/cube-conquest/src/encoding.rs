//! The full state as JSON (hidden parts and RNG included), validated when read back.

use cubist_core::{DecodeError, GameOptions, GameRng, OptionPairs};
use serde::{Deserialize, Serialize};

use crate::board::{adjacent, home_edge};
use crate::cards::{Counts, CountsExt, HAND_SIZE, TILES_PER_SYMBOL};
use crate::{
    Battle, ConquestOptions, CubeConquest, Destroyed, End, Phase, Pile, Unit, MAX_CELLS,
    MAX_PLAYERS, VP_TO_WIN,
};

/// Version of the encoding written here.
const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    game: String,
    format: u32,
    options: OptionPairs,
    /// One symbol per cell, a1 first.
    tiles: Vec<u8>,
    /// One flag per cell.
    face_up: Vec<bool>,
    units: Vec<Unit>,
    hands: Vec<Counts>,
    known: Vec<Counts>,
    piles: Vec<Pile>,
    supply: Vec<u8>,
    lost: Vec<u8>,
    vp: Vec<u8>,
    start: u8,
    current: u8,
    phase: Phase,
    actions: u32,
    last_battle: Option<Battle>,
    rng: GameRng,
}

pub fn encode(g: &CubeConquest) -> String {
    let n = g.cells() as usize;
    let p = g.players();
    let saved = Saved {
        game: "cube-conquest".into(),
        format: FORMAT,
        options: g.options.to_pairs(),
        tiles: g.tiles[..n].to_vec(),
        face_up: (0..n).map(|c| g.face_up >> c & 1 == 1).collect(),
        units: g.units[..n].to_vec(),
        hands: g.hands[..p].to_vec(),
        known: g.known[..p].to_vec(),
        piles: g.piles[..g.options.piles()].to_vec(),
        supply: g.supply[..p].to_vec(),
        lost: g.lost[..p].to_vec(),
        vp: g.vp[..p].to_vec(),
        start: g.start,
        current: g.current,
        phase: g.phase,
        actions: g.actions,
        last_battle: g.last_battle,
        rng: g.rng.clone(),
    };
    serde_json::to_string(&saved).expect("a state always serialises")
}

pub fn decode(text: &str) -> Result<CubeConquest, DecodeError> {
    let s: Saved = serde_json::from_str(text)
        .map_err(|e| DecodeError::new(format!("not a saved state: {e}")))?;
    if s.game != "cube-conquest" {
        return Err(DecodeError::new(format!(
            "this is a state of '{}', not cube-conquest",
            s.game
        )));
    }
    if s.format != FORMAT {
        return Err(DecodeError::new(format!(
            "format {} is not supported (this version reads {FORMAT})",
            s.format
        )));
    }
    let options = ConquestOptions::from_pairs(&s.options)
        .map_err(|e| DecodeError::new(format!("options: {e}")))?;
    let n = options.size as usize * options.size as usize;
    let p = options.players as usize;
    let len = |what: &str, got: usize, want: usize| {
        if got == want {
            Ok(())
        } else {
            Err(DecodeError::new(format!(
                "{what}: {got} entries, expected {want}"
            )))
        }
    };
    len("tiles", s.tiles.len(), n)?;
    len("face_up", s.face_up.len(), n)?;
    len("units", s.units.len(), n)?;
    len("hands", s.hands.len(), p)?;
    len("known", s.known.len(), p)?;
    len("piles", s.piles.len(), options.piles())?;
    len("supply", s.supply.len(), p)?;
    len("lost", s.lost.len(), p)?;
    len("vp", s.vp.len(), p)?;

    let mut g = CubeConquest {
        options,
        tiles: [0; MAX_CELLS],
        face_up: 0,
        units: [Unit::EMPTY; MAX_CELLS],
        hands: [[0; 6]; MAX_PLAYERS],
        known: [[0; 6]; MAX_PLAYERS],
        piles: [Pile::default(); MAX_PLAYERS],
        supply: [0; MAX_PLAYERS],
        lost: [0; MAX_PLAYERS],
        vp: [0; MAX_PLAYERS],
        start: s.start,
        current: s.current,
        phase: s.phase,
        actions: s.actions,
        last_battle: s.last_battle,
        rng: s.rng,
    };
    g.tiles[..n].copy_from_slice(&s.tiles);
    for (c, &up) in s.face_up.iter().enumerate() {
        if up {
            g.face_up |= 1 << c;
        }
    }
    g.units[..n].copy_from_slice(&s.units);
    g.hands[..p].copy_from_slice(&s.hands);
    g.known[..p].copy_from_slice(&s.known);
    g.piles[..s.piles.len()].copy_from_slice(&s.piles);
    g.supply[..p].copy_from_slice(&s.supply);
    g.lost[..p].copy_from_slice(&s.lost);
    g.vp[..p].copy_from_slice(&s.vp);
    validate(&g).map_err(DecodeError::new)?;
    Ok(g)
}

/// Every consistency rule of a reachable state. Used by decoding and the builder.
pub fn validate(g: &CubeConquest) -> Result<(), String> {
    g.options.validate().map_err(|e| e.to_string())?;
    let p = g.players();
    let n = g.cells();
    let size = g.size();
    if g.start as usize >= p || g.current as usize >= p {
        return Err("start player or current player is not a seat".into());
    }
    // Tiles.
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
    // Cubes.
    for c in 0..n {
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
    // Cards: every card of every pile is somewhere.
    let attack = g.attack();
    let committed = |s: usize| -> Counts {
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
    };
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
            add(&committed(s));
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
    for s in 0..p {
        let mut holds = g.hands[s];
        if attack.is_some_and(|a| !a.revealed) {
            let c = committed(s);
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
    // Phase.
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
        Phase::Setup { placed } => {
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
                let edge = home_edge(size, p, seat);
                if (0..n).any(|c| g.units[c as usize].owned_by(seat) && edge >> c & 1 == 0) {
                    return Err("a set-up cube is off its home edge".into());
                }
                seat = (seat + 1) % p;
            }
            if (0..p).any(|s| g.hands[s].total() != 0 || g.vp[s] != 0) || g.last_battle.is_some() {
                return Err("cards or points during set-up".into());
            }
        }
        Phase::Turn | Phase::Attack(_) => {
            if (0..p).any(|s| g.cubes_on_board(s) == 0) {
                return Err("a player without cubes on the board, but the game goes on".into());
            }
        }
        Phase::Over(End::Points(w)) => {
            if w as usize >= p || g.vp[w as usize] < VP_TO_WIN {
                return Err("the winner on points has fewer than 10 VP".into());
            }
        }
        Phase::Over(End::NoCubes(set)) => {
            if set.is_empty() || set.iter().any(|s| s >= p || g.cubes_on_board(s) != 0) {
                return Err("the players said to have no cubes do have some".into());
            }
        }
        Phase::Over(End::Cap) => {
            if g.actions < g.options.cap {
                return Err("the game ended by the cap before reaching it".into());
            }
        }
    }
    if let Phase::Attack(a) = g.phase {
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
                == (a.defender_cards.iter().filter(|&&v| v != 0).count()
                    == a.defender_needs as usize)
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
    }
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
