//! Forced wins within a number of actions: a depth-bounded AND/OR search that proves
//! (or fails to prove) that one player, the attacker, wins whatever the other does.
//!
//! Why it is exact where it answers: a line of play that ends in the attacker's win
//! within the bound is a line of the game, and a proof covers every reply; a win
//! forced in the game played from a position with no history (endless play a draw,
//! as in [`crate::solver`]) can always be forced without repeating a position, so a
//! repetition rule never spoils it. A failure only says "not within this bound":
//! the value may be a draw or a longer win.
//!
//! Unlike the memoised search of [`crate::solver`], nothing here depends on the line
//! that led to a position, so every result is memoised: wins for good, failures with
//! the bound they were tried at. That makes it the tool for games with many cycles
//! (where the full search keeps re-searching line-dependent values), when one side
//! wins quickly.

use std::collections::hash_map::Entry;

use cubist_core::{Game, Seat, ToMove};
use rustc_hash::FxHashMap;

/// Bytes a memoised position takes in the table, counting the hash table's spare room
/// and its doubling (for the memory check; the table is a `FxHashMap<u64, u16>`).
pub const ENTRY_BYTES: u64 = 40;

/// Marks a table entry as a win: the low bits are the length of the proof found. An
/// entry without it is the largest bound at which no win was found.
const WON: u16 = 1 << 15;

/// The largest bound searched.
pub const MAX_BOUND: u16 = WON - 1;

/// Proves forced wins of one seat, remembering what it learnt between calls.
pub struct Prover<G: Game> {
    attacker: Seat,
    /// `WON | length`, or the largest bound at which no win was found.
    table: FxHashMap<u64, u16>,
    max_entries: usize,
    nodes: u64,
    full: bool,
    _game: std::marker::PhantomData<G>,
}

/// The result of one proof attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The attacker wins within the bound.
    Won,
    /// Not within the bound.
    NotWithin,
    /// The table reached its size limit before the search ended.
    Full,
}

impl<G: Game> Prover<G> {
    /// A prover of `attacker`'s wins memoising at most `max_entries` positions.
    pub fn new(attacker: Seat, max_entries: usize) -> Self {
        Prover {
            attacker,
            table: FxHashMap::default(),
            max_entries,
            nodes: 0,
            full: false,
            _game: std::marker::PhantomData,
        }
    }

    pub fn attacker(&self) -> Seat {
        self.attacker
    }

    pub fn max_entries(&self) -> usize {
        self.max_entries
    }

    pub fn entries(&self) -> usize {
        self.table.len()
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Does the attacker win from `g` within `bound` actions?
    pub fn prove(&mut self, g: &G, bound: u16) -> Proof {
        self.full = false;
        let won = self.wins(g, bound.min(MAX_BOUND));
        match (won, self.full) {
            (Some(_), _) => Proof::Won,
            (None, true) => Proof::Full,
            (None, false) => Proof::NotWithin,
        }
    }

    /// The shortest bound, among `1..=max_bound` tried in turn, at which the attacker
    /// wins from `g`: the length of the attacker's fastest forced win against the
    /// longest defence, since every smaller bound failed. `Err` with the last result
    /// when none.
    pub fn deepen(&mut self, g: &G, max_bound: u16) -> Result<u16, Proof> {
        let mut last = Proof::NotWithin;
        for bound in 1..=max_bound {
            last = self.prove(g, bound);
            match last {
                Proof::Won => return Ok(bound),
                Proof::Full => return Err(last),
                Proof::NotWithin => {}
            }
        }
        Err(last)
    }

    /// The length of a forced win of the attacker within `bound` actions, if one is
    /// found. Failures are exact ("none within `bound`"); a length is that of the proof
    /// found, at most `bound`.
    fn wins(&mut self, g: &G, bound: u16) -> Option<u16> {
        if let Some(o) = g.outcome() {
            let won = o.winners.contains(self.attacker) && !o.winners.contains(1 - self.attacker);
            return won.then_some(0);
        }
        if bound == 0 || self.full {
            return None;
        }
        let key = g.state_hash();
        if let Some(&e) = self.table.get(&key) {
            if e & WON != 0 {
                if e & !WON <= bound {
                    return Some(e & !WON);
                }
            } else if e >= bound {
                return None;
            }
        }
        let ToMove::One(mover) = g.to_move() else {
            return None;
        };
        self.nodes += 1;
        let attacking = mover == self.attacker;
        // The attacker needs one child won, the defender every child lost.
        let mut won = if attacking { None } else { Some(0) };
        for child in self.children(g, mover) {
            let r = self.wins(&child, bound - 1);
            match (attacking, r) {
                (true, Some(d)) => {
                    won = Some(d + 1);
                    break;
                }
                (false, None) => {
                    won = None;
                    break;
                }
                (false, Some(d)) => won = won.map(|w| w.max(d + 1)),
                (true, None) => {}
            }
        }
        if self.full {
            return None;
        }
        if self.table.len() >= self.max_entries && !self.table.contains_key(&key) {
            self.full = true;
            return won;
        }
        let entry = match won {
            Some(d) => WON | d,
            None => bound,
        };
        match self.table.entry(key) {
            Entry::Occupied(mut e) => {
                let v = e.get_mut();
                *v = match (*v & WON != 0, won) {
                    // Keep the shorter proof.
                    (true, Some(d)) => WON | d.min(*v & !WON),
                    (true, None) => *v,
                    (false, Some(_)) => entry,
                    (false, None) => (*v).max(bound),
                };
            }
            Entry::Vacant(e) => {
                e.insert(entry);
            }
        }
        won
    }

    /// The children of `g`, most promising for `mover` first: ends of the game in its
    /// favour, then by its evaluation. The attacker finds a win sooner, the defender a
    /// refutation sooner.
    fn children(&self, g: &G, mover: Seat) -> Vec<G> {
        let mut actions = Vec::new();
        g.legal_actions(mover, &mut actions);
        let mut ranked: Vec<(f64, G)> = actions
            .into_iter()
            .map(|a| {
                let mut c = g.clone();
                c.play(mover, a);
                let r = match c.outcome() {
                    Some(o) => 4.0 * (2.0 * o.reward(mover) - 1.0),
                    None => c.evaluate(mover),
                };
                (r, c)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        ranked.into_iter().map(|(_, c)| c).collect()
    }
}

/// What [`forced_win`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedWin {
    /// The value for the side to move, when either side forces a win within the bound.
    pub value: Option<crate::solver::Value>,
    /// The length of that win in actions (the shortest, against the longest defence);
    /// without a win, the largest bound searched to the end.
    pub plies: u16,
    /// Positions memoised (both provers).
    pub entries: usize,
    pub nodes: u64,
    /// A table filled before the bound was reached.
    pub full: bool,
}

/// Look for a forced win of either side from `g` (a position with one player to
/// move), trying bounds 1, 2, … up to `max_plies`, each prover memoising at most
/// `max_entries` positions.
pub fn forced_win<G: Game>(g: &G, max_entries: usize, max_plies: u16) -> ForcedWin {
    let mover = g.to_move().actor().unwrap_or(0);
    let mut provers = [
        Prover::<G>::new(mover, max_entries),
        Prover::new(1 - mover, max_entries),
    ];
    let mut found = ForcedWin {
        value: None,
        plies: 0,
        entries: 0,
        nodes: 0,
        full: false,
    };
    'bounds: for bound in 1..=max_plies {
        for (i, value) in [
            (0, crate::solver::Value::Win),
            (1, crate::solver::Value::Loss),
        ] {
            match provers[i].prove(g, bound) {
                Proof::Won => {
                    found.value = Some(value);
                    found.plies = bound;
                    break 'bounds;
                }
                Proof::Full => {
                    found.full = true;
                    found.plies = bound - 1;
                    break 'bounds;
                }
                Proof::NotWithin => found.plies = bound,
            }
        }
    }
    found.entries = provers.iter().map(Prover::entries).sum();
    found.nodes = provers.iter().map(Prover::nodes).sum();
    found
}
