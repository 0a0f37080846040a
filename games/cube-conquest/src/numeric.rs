//! Cube Conquest as numbers: a fixed numbering of every action (moves by card, cube
//! and path), and an observation built from a seat's [`ConquestView`] alone, so it
//! holds the seat's own hand and committed cards and never another's.

use std::collections::HashMap;
use std::sync::OnceLock;

use cubist_core::{NumericGame, Seat};

use crate::action::{Action, Path, MAX_STEPS};
use crate::board::{dir_between, step, Dir, DIRS};
use crate::cards::{Counts, HAND_SIZE};
use crate::view::{ConquestView, PhaseView};
use crate::{ConquestOptions, CubeConquest, End, VP_TO_WIN};

/// Every self-avoiding walk of 1..=6 steps on an unbounded grid, shortest first, then
/// in path order, and each walk's index in that list. A legal move never enters a cell
/// twice, so these are all the paths a move can take.
struct Walks {
    list: Vec<Path>,
    index: HashMap<Path, usize>,
    /// `upto[k]`: walks of at most `k` steps.
    upto: [usize; MAX_STEPS as usize + 1],
}

fn walks() -> &'static Walks {
    static WALKS: OnceLock<Walks> = OnceLock::new();
    WALKS.get_or_init(|| {
        let mut list = Vec::new();
        let mut upto = [0; MAX_STEPS as usize + 1];
        let mut frontier = vec![(Path::EMPTY, vec![(0i8, 0i8)])];
        for count in upto.iter_mut().skip(1) {
            let mut next = Vec::new();
            for (path, cells) in &frontier {
                let (x, y) = *cells.last().expect("a walk starts somewhere");
                for d in DIRS {
                    let c = match d {
                        Dir::N => (x, y + 1),
                        Dir::E => (x + 1, y),
                        Dir::S => (x, y - 1),
                        Dir::W => (x - 1, y),
                    };
                    if !cells.contains(&c) {
                        let mut cells = cells.clone();
                        cells.push(c);
                        next.push((path.push(d), cells));
                    }
                }
            }
            next.sort_by_key(|(p, _)| *p);
            list.extend(next.iter().map(|(p, _)| *p));
            *count = list.len();
            frontier = next;
        }
        let index = list.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        Walks { list, index, upto }
    })
}

/// Index of a pair of card values `x <= y` (1..6) among the 21 pairs.
fn pair_index(x: u8, y: u8) -> usize {
    let (x, y) = (x.min(y) as usize - 1, x.max(y) as usize - 1);
    x * 6 - x * (x.saturating_sub(1)) / 2 + (y - x)
}

fn pair_of(i: usize) -> (u8, u8) {
    let mut k = 0;
    for x in 1..=6u8 {
        for y in x..=6 {
            if k == i {
                return (x, y);
            }
            k += 1;
        }
    }
    (0, 0)
}

/// Where each kind of action starts, for a board of `cells` cells.
struct Layout {
    cells: usize,
    pass: usize,
    commit: usize,
    commit_two: usize,
    use_card: usize,
    prepare: usize,
    reinforce: usize,
    attack: usize,
    moves: usize,
    /// `moves + card_base[c - 1]` is where the moves with card `c` start.
    card_base: [usize; 7],
}

impl Layout {
    fn of(options: &ConquestOptions) -> Layout {
        let cells = options.size as usize * options.size as usize;
        let pass = cells;
        let commit = pass + 1;
        let commit_two = commit + 6;
        let use_card = commit_two + 21;
        let prepare = use_card + 6;
        let reinforce = prepare + 21 * 6;
        let attack = reinforce + 6 * cells;
        let moves = attack + 4 * cells;
        let w = walks();
        let mut card_base = [0; 7];
        for c in 1..=6 {
            card_base[c] = card_base[c - 1] + cells * w.upto[c];
        }
        Layout {
            cells,
            pass,
            commit,
            commit_two,
            use_card,
            prepare,
            reinforce,
            attack,
            moves,
            card_base,
        }
    }

    fn total(&self) -> usize {
        self.moves + self.card_base[6]
    }
}

/// The observation's length for `options` (see [`CubeConquest::observation_tensor`]).
fn observation_len(options: &ConquestOptions) -> usize {
    let c = options.size as usize * options.size as usize;
    let p = options.players as usize;
    let piles = options.piles();
    c * (7 + 2 * p) // cells
        + p * 10 + 6 // players, own hand
        + piles * 7 // piles
        + 5 // phase
        + 2 * p + 2 * c + 4 + 6 + 1 + 6 + 6 // pending attack
        + 1 + 2 * p + 2 * c + 1 + 6 + 6 + 6 + 3 // last battle
        + 3 * p + 1 // current, start, observer, actions
        + p + p + 1 // the end
}

/// Writes values in order, each kind of value in its own way.
struct Out<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl Out<'_> {
    fn value(&mut self, v: f32) {
        self.out[self.at] = v;
        self.at += 1;
    }
    fn flag(&mut self, b: bool) {
        self.value(if b { 1.0 } else { 0.0 });
    }
    /// `len` values, the `hot`-th (if any) 1.
    fn one_hot(&mut self, hot: Option<usize>, len: usize) {
        if let Some(h) = hot.filter(|&h| h < len) {
            self.out[self.at + h] = 1.0;
        }
        self.at += len;
    }
    fn counts(&mut self, counts: &Counts, scale: f32) {
        for &c in counts {
            self.value(c as f32 / scale);
        }
    }
    /// A card value 1..6 (0 = none) one-hot over six.
    fn card(&mut self, v: u8) {
        self.one_hot((v as usize).checked_sub(1), 6);
    }
    /// Cards 1..6 (0 = none) as counts over six.
    fn cards(&mut self, cards: &[u8]) {
        for v in 1..=6 {
            self.value(cards.iter().filter(|&&c| c == v).count() as f32);
        }
    }
}

impl NumericGame for CubeConquest {
    /// With C cells: place on cell `c` is `c`; pass `C`; commit card `v` `C+v`; commit
    /// two cards `C+7+pair`; use card `v` `C+27+v`; prepare `C+34+6·pair+take−1`;
    /// reinforce `C+160+(card−1)C+cell`; attack `C+160+6C+4·from+dir` (N, E, S, W);
    /// then the moves, by card, then cube, then the path's index among the
    /// self-avoiding walks no longer than the card (see `docs/python.md`).
    fn num_distinct_actions(options: &ConquestOptions) -> usize {
        Layout::of(options).total()
    }

    fn action_id(&self, _seat: Seat, action: Action) -> usize {
        let l = Layout::of(&self.options);
        let size = self.options.size;
        match action {
            Action::Place(c) => c as usize,
            Action::Pass => l.pass,
            Action::Commit(v) => l.commit + v as usize - 1,
            Action::CommitTwo(x, y) => l.commit_two + pair_index(x, y),
            Action::Use(v) => l.use_card + v as usize - 1,
            Action::Prepare { discard, take } => {
                l.prepare + 6 * pair_index(discard[0], discard[1]) + take as usize - 1
            }
            Action::Reinforce { card, cell } => {
                l.reinforce + (card as usize - 1) * l.cells + cell as usize
            }
            Action::Attack { from, to } => {
                let d = dir_between(size, from, to).map_or(0, |d| d as usize);
                l.attack + 4 * from as usize + d
            }
            Action::Move { card, from, path } => {
                let w = walks();
                let card = card.clamp(1, 6) as usize;
                let within = w.upto[card];
                let index = w.index.get(&path).copied().unwrap_or(0).min(within - 1);
                l.moves + l.card_base[card - 1] + from as usize * within + index
            }
        }
    }

    fn action_from_id(&self, _seat: Seat, id: usize) -> Option<Action> {
        let l = Layout::of(&self.options);
        let size = self.options.size;
        let card = |i: usize| i as u8 + 1;
        Some(match id {
            i if i < l.pass => Action::Place(i as u8),
            i if i == l.pass => Action::Pass,
            i if i < l.commit_two => Action::Commit(card(i - l.commit)),
            i if i < l.use_card => {
                let (x, y) = pair_of(i - l.commit_two);
                Action::CommitTwo(x, y)
            }
            i if i < l.prepare => Action::Use(card(i - l.use_card)),
            i if i < l.reinforce => {
                let j = i - l.prepare;
                let (x, y) = pair_of(j / 6);
                Action::Prepare {
                    discard: [x, y],
                    take: card(j % 6),
                }
            }
            i if i < l.attack => {
                let j = i - l.reinforce;
                Action::Reinforce {
                    card: card(j / l.cells),
                    cell: (j % l.cells) as u8,
                }
            }
            i if i < l.moves => {
                let j = i - l.attack;
                let from = (j / 4) as u8;
                let to = step(size, from, DIRS[j % 4])?;
                Action::Attack { from, to }
            }
            i if i < l.total() => {
                let j = i - l.moves;
                let c = (1..=6).find(|&c| j < l.card_base[c])?;
                let k = j - l.card_base[c - 1];
                let w = walks();
                let within = w.upto[c];
                Action::Move {
                    card: c as u8,
                    from: (k / within) as u8,
                    path: w.list[k % within],
                }
            }
            _ => return None,
        })
    }

    fn observation_shape(options: &ConquestOptions) -> Vec<usize> {
        vec![observation_len(options)]
    }

    /// See `docs/python.md` for the layout. Built from the view alone: the seat's own
    /// hand and committed cards appear, no other seat's.
    fn observation_tensor(view: &ConquestView, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        let options = &view.options;
        let p = options.players as usize;
        let c = options.size as usize * options.size as usize;
        let cubes = options.cubes.max(1) as f32;
        let pile_cards = 6.0 * options.pile_copies().max(1) as f32;
        let mut o = Out { out, at: 0 };
        // Cells: face-up symbol one-hot, face down, a single cube or an Outpost per seat.
        for cell in 0..c {
            match view.tiles.get(cell).copied().flatten() {
                Some(v) => {
                    o.card(v);
                    o.flag(false);
                }
                None => {
                    o.card(0);
                    o.flag(true);
                }
            }
            let unit = view.units.get(cell).copied().flatten();
            for s in 0..p {
                let u = unit.filter(|u| u.owner as usize == s);
                o.flag(u.is_some_and(|u| u.cubes == 1));
                o.flag(u.is_some_and(|u| u.cubes >= 2));
            }
        }
        // Players: VP, supply, lost, hand size, the cards everyone knows they hold.
        for s in 0..p {
            let pl = view.players.get(s);
            o.value(pl.map_or(0.0, |x| x.vp as f32 / VP_TO_WIN as f32));
            o.value(pl.map_or(0.0, |x| x.supply as f32 / cubes));
            o.value(pl.map_or(0.0, |x| x.lost as f32 / cubes));
            o.value(pl.map_or(0.0, |x| x.hand_size as f32 / HAND_SIZE as f32));
            o.counts(&pl.map_or([0; 6], |x| x.known), 1.0);
        }
        // The observer's own hand.
        let hand = view
            .players
            .get(seat)
            .and_then(|x| x.hand)
            .unwrap_or_default();
        o.counts(&hand, 1.0);
        // Piles: cards left in the deck, the discard pile by symbol.
        for k in 0..options.piles() {
            let pile = view.piles.get(k);
            o.value(pile.map_or(0.0, |x| x.deck_size as f32 / pile_cards));
            o.counts(&pile.map_or([0; 6], |x| x.discard), 1.0);
        }
        // Phase.
        let phase = match view.phase {
            PhaseView::Setup { .. } => 0,
            PhaseView::Turn => 1,
            PhaseView::Attack(_) => 2,
            PhaseView::Over(_) => 3,
        };
        o.one_hot(Some(phase), 4);
        o.value(match view.phase {
            PhaseView::Setup { placed } => placed as f32 / 2.0,
            _ => 0.0,
        });
        // The pending attack.
        let attack = match &view.phase {
            PhaseView::Attack(a) => Some(a),
            _ => None,
        };
        o.one_hot(attack.map(|a| a.attacker), p);
        o.one_hot(attack.map(|a| a.defender), p);
        o.one_hot(attack.map(|a| a.from as usize), c);
        o.one_hot(attack.map(|a| a.to as usize), c);
        o.flag(attack.is_some_and(|a| a.outpost));
        o.value(attack.map_or(0.0, |a| a.defender_needs as f32 / 2.0));
        o.flag(attack.is_some_and(|a| a.attacker_committed));
        o.flag(attack.is_some_and(|a| a.defender_committed));
        o.cards(attack.map_or(&[][..], |a| &a.own_cards[..]));
        let revealed = attack.and_then(|a| a.revealed);
        o.flag(revealed.is_some());
        o.card(revealed.map_or(0, |r| r.0));
        o.cards(&revealed.map_or([0, 0], |r| r.1));
        // The last battle.
        let b = view.last_battle;
        o.flag(b.is_some());
        o.one_hot(b.map(|b| b.attacker as usize), p);
        o.one_hot(b.map(|b| b.defender as usize), p);
        o.one_hot(b.map(|b| b.from as usize), c);
        o.one_hot(b.map(|b| b.to as usize), c);
        o.flag(b.is_some_and(|b| b.outpost));
        o.card(b.map_or(0, |b| b.attacker_card));
        o.cards(&b.map_or([0, 0], |b| b.defender_cards));
        o.card(b.map_or(0, |b| b.used));
        o.value(b.map_or(0.0, |b| b.attacker_value as f32 / 12.0));
        o.value(b.map_or(0.0, |b| b.defender_value as f32 / 12.0));
        o.flag(b.is_some_and(|b| b.attacker_won));
        // Whose turn, who started, who looks, how far the game has gone.
        o.one_hot(Some(view.current), p);
        o.one_hot(Some(view.start), p);
        o.one_hot(Some(seat), p);
        o.value(view.actions as f32 / options.cap.max(1) as f32);
        // The end: who reached the VP, who ran out of cubes, the cap.
        let end = match view.phase {
            PhaseView::Over(e) => Some(e),
            _ => None,
        };
        o.one_hot(
            match end {
                Some(End::Points(w)) => Some(w as usize),
                _ => None,
            },
            p,
        );
        for s in 0..p {
            o.flag(matches!(end, Some(End::NoCubes(set)) if set.contains(s)));
        }
        o.flag(matches!(end, Some(End::Cap)));
        debug_assert_eq!(o.at, o.out.len(), "the layout fills the tensor");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_numbered_in_order() {
        for i in 0..21 {
            let (x, y) = pair_of(i);
            assert_eq!(pair_index(x, y), i);
        }
    }

    #[test]
    fn walks_are_the_self_avoiding_ones() {
        // Self-avoiding walks on the square lattice: 4, 12, 36, 100, 284, 780.
        let w = walks();
        assert_eq!(w.upto, [0, 4, 16, 52, 152, 436, 1216]);
        assert_eq!(w.index.len(), w.list.len());
    }
}
