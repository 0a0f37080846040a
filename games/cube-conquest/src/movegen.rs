//! The fast move generator: the same moves, in the same order, as enumerating every
//! simple path ([`CubeConquest::walk`]) and keeping each effect's canonical path, but
//! without walking the paths that cannot tell anything new.
//!
//! The order of the moves is the order in which that enumeration (depth first, N, E,
//! S, W) first meets each effect, and a move's path is its effect's shortest path,
//! then the first in N, E, S, W order. Face-up cells never change an effect, so once
//! no face-down cell is in reach of a partial path, its continuations are settled in
//! closed form ([`Walker::settle`]): their effects are the reachable empty cells, the
//! canonical continuations come from one breadth-first search, and only the branches
//! that meet a cell not met before are walked, for the order.

use crate::action::Path;
use crate::board::{geometry, Geometry, DIRS, OFF_BOARD};
use crate::rules::Effect;

/// Slots of the effect table: more than the simple paths of at most 6 steps from
/// any cell of a 6×6 board, so that it never fills.
const TABLE: usize = 2048;

/// Distinct move effects of one cube, in the order they were met, each with the best
/// path seen so far (see [`Path`]'s order). A fixed table: no allocation.
pub(crate) struct Effects {
    /// Hash slots: 1 + the index of the entry with that key, 0 when free.
    slots: [u16; TABLE],
    keys: [u64; TABLE],
    /// The hash slot of each entry, to free it again.
    slot_of: [u16; TABLE],
    effects: [Effect; TABLE],
    paths: [Path; TABLE],
    len: usize,
}

impl Effects {
    pub(crate) fn new() -> Self {
        Effects {
            slots: [0; TABLE],
            keys: [0; TABLE],
            slot_of: [0; TABLE],
            effects: [Effect {
                dest: 0,
                reveals: 0,
            }; TABLE],
            paths: [Path::EMPTY; TABLE],
            len: 0,
        }
    }

    /// Forget every effect, touching only the slots in use.
    pub(crate) fn clear(&mut self) {
        for &slot in &self.slot_of[..self.len] {
            self.slots[slot as usize] = 0;
        }
        self.len = 0;
    }

    fn key(effect: Effect) -> u64 {
        (effect.dest as u64) << 40 | effect.reveals
    }

    /// The slot holding `key`, or the free slot where it would go.
    #[inline]
    fn probe(&self, key: u64) -> usize {
        let mut i = (key.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 53) as usize;
        loop {
            let s = self.slots[i];
            if s == 0 || self.keys[s as usize - 1] == key {
                return i;
            }
            i = (i + 1) % TABLE;
        }
    }

    /// The index of `effect`'s entry, if it was met.
    #[inline]
    fn find(&self, effect: Effect) -> Option<usize> {
        let s = self.slots[self.probe(Self::key(effect))];
        (s != 0).then(|| s as usize - 1)
    }

    /// Note that `path` has `effect`: a new entry, or a better path for an old one.
    #[inline]
    pub(crate) fn offer(&mut self, effect: Effect, path: Path) {
        let key = Self::key(effect);
        let slot = self.probe(key);
        match self.slots[slot] {
            0 => {
                self.slots[slot] = self.len as u16 + 1;
                self.keys[self.len] = key;
                self.slot_of[self.len] = slot as u16;
                self.effects[self.len] = effect;
                self.paths[self.len] = path;
                self.len += 1;
            }
            s => self.improve(s as usize - 1, path),
        }
    }

    /// Keep `path` for entry `i` if it is better than the one kept.
    #[inline]
    fn improve(&mut self, i: usize, path: Path) {
        if path < self.paths[i] {
            self.paths[i] = path;
        }
    }

    /// The kept paths, in the order their effects were met.
    pub(crate) fn paths(&self) -> &[Path] {
        &self.paths[..self.len]
    }
}

/// What the walks of one cube need to know about the board.
pub(crate) struct Walker<'a> {
    geo: &'static Geometry,
    /// Cells a walk may enter: on the board and without an enemy cube.
    open: u64,
    /// Cells a walk may end on.
    empty: u64,
    face_down: u64,
    max_len: u8,
    effects: &'a mut Effects,
}

impl<'a> Walker<'a> {
    pub(crate) fn new(
        size: u8,
        open: u64,
        empty: u64,
        face_down: u64,
        max_len: u8,
        effects: &'a mut Effects,
    ) -> Self {
        let geo = geometry(size);
        Walker {
            geo,
            open: open & geo.board,
            empty,
            face_down,
            max_len,
            effects,
        }
    }

    /// The effects found by the last [`Walker::moves_from`].
    pub(crate) fn effects(&self) -> &Effects {
        self.effects
    }

    /// Fill the effect table with the moves of the cube on `from`.
    pub(crate) fn moves_from(&mut self, from: u8) {
        self.effects.clear();
        self.explore(from, 1 << from, 0, Path::EMPTY);
    }

    /// The continuations of `path` (which ends on `at`, has entered `visited` and
    /// turned up `reveals`), as the full enumeration would meet them.
    fn explore(&mut self, at: u8, visited: u64, reveals: u64, path: Path) {
        let left = self.max_len - path.len;
        if left == 0 {
            return;
        }
        let open = self.open & !visited;
        if left >= 2
            && self.geo.around[at as usize] & open & self.face_down == 0
            && self.geo.reach(at, open, left) & self.face_down == 0
        {
            self.settle(at, visited, reveals, path);
            return;
        }
        for (d, &next) in DIRS.iter().zip(&self.geo.next[at as usize]) {
            if next == OFF_BOARD || open >> next & 1 == 0 {
                continue;
            }
            let bit = 1u64 << next;
            let p = path.push(*d);
            let r = reveals | (bit & self.face_down);
            if self.empty & bit != 0 {
                self.effects.offer(
                    Effect {
                        dest: next,
                        reveals: r,
                    },
                    p,
                );
            }
            self.explore(next, visited | bit, r, p);
        }
    }

    /// The continuations of `path` when none can enter a face-down cell: each reachable
    /// empty cell is one effect. New ones are met in enumeration order by
    /// [`Walker::discover`]; then every effect gets its shortest continuation.
    fn settle(&mut self, at: u8, visited: u64, reveals: u64, path: Path) {
        let left = self.max_len - path.len;
        let open = self.open & !visited;
        let targets = self.geo.reach(at, open, left) & self.empty;
        let mut unmet = 0u64;
        for dest in bits(targets) {
            if self.effects.find(Effect { dest, reveals }).is_none() {
                unmet |= 1 << dest;
            }
        }
        if unmet != 0 {
            self.discover(at, visited, reveals, path, &mut unmet);
        }
        self.shortest(at, open, reveals, path, targets);
    }

    /// Walk the continuations of `path` in enumeration order, entering a branch only
    /// if it can reach an `unmet` cell, and record each as it is met.
    fn discover(&mut self, at: u8, visited: u64, reveals: u64, path: Path, unmet: &mut u64) {
        let left = self.max_len - path.len;
        let open = self.open & !visited;
        for (d, &next) in DIRS.iter().zip(&self.geo.next[at as usize]) {
            if next == OFF_BOARD || open >> next & 1 == 0 {
                continue;
            }
            let bit = 1u64 << next;
            let p = path.push(*d);
            if *unmet & bit != 0 {
                self.effects.offer(
                    Effect {
                        dest: next,
                        reveals,
                    },
                    p,
                );
                *unmet &= !bit;
                if *unmet == 0 {
                    return;
                }
            }
            if left > 1 && self.geo.reaches(next, open & !bit, left - 1, *unmet) {
                self.discover(next, visited | bit, reveals, p, unmet);
                if *unmet == 0 {
                    return;
                }
            }
        }
    }

    /// Offer each of `targets` its shortest continuation of `path` through `open`
    /// cells, the first in N, E, S, W order: a breadth-first search that expands in
    /// that order meets every cell first by that path.
    fn shortest(&mut self, at: u8, open: u64, reveals: u64, path: Path, targets: u64) {
        let left = self.max_len - path.len;
        let mut queue = [(0u8, Path::EMPTY); 64];
        let (mut head, mut tail) = (0, 1);
        queue[0] = (at, path);
        let mut seen = 1u64 << at;
        while head < tail {
            let (cell, p) = queue[head];
            head += 1;
            if p.len - path.len == left {
                continue;
            }
            for (d, &next) in DIRS.iter().zip(&self.geo.next[cell as usize]) {
                if next == OFF_BOARD || (open & !seen) >> next & 1 == 0 {
                    continue;
                }
                seen |= 1 << next;
                let q = p.push(*d);
                if targets >> next & 1 == 1 {
                    let i = self.effects.find(Effect {
                        dest: next,
                        reveals,
                    });
                    self.effects
                        .improve(i.expect("settled effects were met"), q);
                }
                queue[tail] = (next, q);
                tail += 1;
            }
        }
    }
}

/// The cells of a bitboard, lowest first.
fn bits(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let c = set.trailing_zeros() as u8;
            set &= set - 1;
            c
        })
    })
}

#[cfg(test)]
mod tests {
    use cubist_core::{game_rng, Game, Seat};
    use rand::Rng;

    use super::*;
    use crate::{ConquestOptions, CubeConquest, Unit};

    /// The readable definition: every simple path, one entry per effect in the order
    /// the enumeration meets it, keeping the best path.
    fn reference_paths(g: &CubeConquest, seat: Seat, from: u8, max_len: u8) -> Vec<Path> {
        let mut found: Vec<(Effect, Path)> = Vec::new();
        g.walk(
            seat,
            from,
            max_len,
            &mut |p, e| match found.iter_mut().find(|(f, _)| *f == e) {
                Some((_, best)) => *best = (*best).min(p),
                None => found.push((e, p)),
            },
        );
        found.into_iter().map(|(_, p)| p).collect()
    }

    /// Compare both generators for every cube and walk length in `g`.
    fn check_position(g: &CubeConquest, effects: &mut Effects) {
        for seat in 0..g.players() {
            let (open, empty, face_down) = crate::rules::walk_masks(g, seat);
            for max_len in 1..=6 {
                let mut walker = Walker::new(g.size(), open, empty, face_down, max_len, effects);
                for from in g.board_cells() {
                    if !g.unit(from).owned_by(seat) {
                        continue;
                    }
                    walker.moves_from(from);
                    assert_eq!(
                        walker.effects().paths(),
                        reference_paths(g, seat, from, max_len),
                        "seat {seat} from {from} max {max_len} in {}",
                        g.encode()
                    );
                }
            }
        }
    }

    fn options(size: u8, players: u8) -> ConquestOptions {
        ConquestOptions {
            size,
            players,
            ..ConquestOptions::default()
        }
    }

    /// Random games checked, and how often (every this many actions) within each.
    const N_GAMES: u64 = 30;
    const EVERY: u32 = 3;

    #[test]
    fn the_fast_generator_matches_the_enumeration_in_random_games() {
        let mut effects = Effects::new();
        let mut legal = Vec::new();
        for seed in 0..N_GAMES {
            let players = 2 + (seed % 3) as u8;
            let size = if players > 2 {
                4 + (seed % 3) as u8
            } else {
                3 + (seed % 4) as u8
            };
            let mut g = CubeConquest::new(&options(size, players), seed);
            let mut rng = game_rng(seed, 7);
            while let Some(seat) = g.to_move().actor() {
                if g.phase() == crate::Phase::Turn && g.actions_played() % EVERY == 0 {
                    check_position(&g, &mut effects);
                }
                g.legal_actions(seat, &mut legal);
                g.play(seat, legal[rng.random_range(0..legal.len())]);
            }
        }
    }

    #[test]
    fn the_fast_generator_matches_the_enumeration_on_random_boards() {
        let mut effects = Effects::new();
        let mut rng = game_rng(99, 1);
        for round in 0..400u64 {
            let players = rng.random_range(2..=4u8);
            let size = rng.random_range(if players > 2 { 4 } else { 3 }..=6u8);
            let mut g = CubeConquest::new(&options(size, players), round);
            let face_up_share = rng.random_range(0.0..1.0);
            let crowd = rng.random_range(0.0..0.6);
            g.face_up = 0;
            for c in g.board_cells() {
                if rng.random_bool(face_up_share) {
                    g.face_up |= 1 << c;
                }
                if rng.random_bool(crowd) {
                    g.units[c as usize] = Unit {
                        owner: rng.random_range(0..players),
                        cubes: rng.random_range(1..=2),
                    };
                }
            }
            check_position(&g, &mut effects);
        }
    }
}
