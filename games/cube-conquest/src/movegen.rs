//! The fast move generator: the same moves, in the same order, as enumerating every
//! simple path ([`CubeConquest::walk`]) and keeping each effect's canonical path, but
//! without walking the paths that cannot tell anything new.
//!
//! The order of the moves is the order in which that enumeration (depth first, N, E,
//! S, W) first meets each effect, and a move's path is its effect's shortest path,
//! then the first in N, E, S, W order. Face-up cells never change an effect, so once
//! no face-down cell is in reach of a partial path, its continuations are settled in
//! closed form: their effects are the reachable empty cells, the canonical
//! continuations come from one breadth-first search ([`shortest_paths`]), and the
//! order from a depth-first walk that only enters branches that may still meet a new
//! cell ([`FirstMet`]). When no face-down cell is in reach of the cube at all (most
//! turns once the board is turned up), that is the whole answer and the effect table
//! is not used.

use rustc_hash::FxHashMap;

use crate::action::{Path, MAX_STEPS};
use crate::board::{geometry, Dir, Geometry, DIRS, MAX_CELLS, OFF_BOARD};
use crate::paths::Effect;

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

/// Tables move generation reuses from call to call.
pub(crate) struct Scratch {
    effects: Effects,
    explored: Explored,
}

impl Scratch {
    pub(crate) fn new() -> Self {
        Scratch {
            effects: Effects::new(),
            explored: Explored::default(),
        }
    }
}

/// Everything the moves of a cube depend on: its walks never leave `reach`, the
/// cells it can reach through open cells in `max_len` steps.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct ExploreKey {
    size: u8,
    from: u8,
    max_len: u8,
    reach: u64,
    empty: u64,
    face_down: u64,
}

/// The moves of cubes with a face-down tile in reach, by [`ExploreKey`]. Listing them
/// walks every path, and a search meets the same boards again and again (one node
/// under other samples of the hidden cards). Emptied when full.
#[derive(Default)]
struct Explored(FxHashMap<ExploreKey, Box<[Path]>>);

/// Entries [`Explored`] keeps before it starts again.
const EXPLORED_MAX: usize = 1 << 14;

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
    explored: &'a mut Explored,
    /// The moves of the last cube that had no face-down cell in reach: no effect can
    /// repeat there, so they skip the effect table.
    plain: [Path; MAX_CELLS],
    plain_len: usize,
}

impl<'a> Walker<'a> {
    pub(crate) fn new(
        size: u8,
        open: u64,
        empty: u64,
        face_down: u64,
        max_len: u8,
        scratch: &'a mut Scratch,
    ) -> Self {
        let geo = geometry(size);
        Walker {
            geo,
            open: open & geo.board,
            empty,
            face_down,
            max_len,
            effects: &mut scratch.effects,
            explored: &mut scratch.explored,
            plain: [Path::EMPTY; MAX_CELLS],
            plain_len: 0,
        }
    }

    /// The moves of the cube on `from`, one path per effect, in enumeration order.
    pub(crate) fn moves_from(&mut self, from: u8) -> &[Path] {
        let open = self.open & !(1u64 << from);
        let reach = self.geo.reach(from, open, self.max_len);
        if reach & self.face_down == 0 {
            self.plain_moves(from, open, reach & self.empty);
            return &self.plain[..self.plain_len];
        }
        let key = ExploreKey {
            size: self.geo.size,
            from,
            max_len: self.max_len,
            reach,
            empty: self.empty & reach,
            face_down: self.face_down & reach,
        };
        if !self.explored.0.contains_key(&key) {
            self.effects.clear();
            self.explore(from, 1 << from, 0, Path::EMPTY);
            if self.explored.0.len() >= EXPLORED_MAX {
                self.explored.0.clear();
            }
            self.explored.0.insert(key, self.effects.paths().into());
        }
        &self.explored.0[&key]
    }

    /// The empty cells the cube on `from` reaches in exactly `k` steps (`k` from 1 to
    /// the longest walk), when every tile in its reach is face up; `None` when a
    /// face-down tile is in reach.
    #[inline]
    fn plain_layers(&self, from: u8) -> Option<[u64; MAX_STEPS as usize + 1]> {
        let open = self.open & !(1u64 << from);
        let mut layers = [0u64; MAX_STEPS as usize + 1];
        let mut seen = 1u64 << from;
        let mut frontier = seen;
        for layer in &mut layers[1..=self.max_len as usize] {
            frontier = self.geo.spread(frontier) & open & !seen;
            if frontier & self.face_down != 0 {
                return None;
            }
            seen |= frontier;
            *layer = frontier & self.empty;
        }
        Some(layers)
    }

    /// How many actions the cube on `from` has when every tile in its reach is face
    /// up, `cards[k]` being how many held cards pay for `k` steps: then each reachable
    /// empty cell is one move whose path is as long as the cell is far. `None` when a
    /// face-down tile is in reach: those moves must be listed to be counted.
    pub(crate) fn plain_count(
        &self,
        from: u8,
        cards: &[u32; MAX_STEPS as usize + 1],
    ) -> Option<u32> {
        let layers = self.plain_layers(from)?;
        Some(
            layers
                .iter()
                .zip(cards)
                .map(|(l, &paying)| l.count_ones() * paying)
                .sum(),
        )
    }

    /// The move at `index` of the cube on `from` when every tile in its reach is face
    /// up, each move standing for `cards[k]` actions when its path has `k` steps: its
    /// path, and the index left among those actions. Walks the order only up to that
    /// move. `None` when a face-down tile is in reach or the index is past the end.
    pub(crate) fn plain_nth(
        &self,
        from: u8,
        cards: &[u32; MAX_STEPS as usize + 1],
        index: u32,
    ) -> Option<(Path, u32)> {
        let layers = self.plain_layers(from)?;
        let mut weight = [0u32; MAX_CELLS];
        for (&layer, &paying) in layers.iter().zip(cards) {
            for cell in bits(layer) {
                weight[cell as usize] = paying;
            }
        }
        let targets = layers.iter().fold(0, |all, l| all | l);
        let quota = Quota {
            weight,
            index,
            found: None,
        };
        let open = self.open & !(1u64 << from);
        let (dest, rest) = FirstMet::find(self.geo, from, open, self.max_len, targets, quota)?;
        Some((first_shortest_path(self.geo, from, dest, open), rest))
    }

    /// The common case, every tile in reach face up: each reachable empty cell is one
    /// move, found in enumeration order and given its shortest path.
    fn plain_moves(&mut self, from: u8, open: u64, targets: u64) {
        let mut canon = [Path::EMPTY; MAX_CELLS];
        shortest_paths(self.geo, from, open, self.max_len, Path::EMPTY, &mut canon);
        let order = FirstMet::order(self.geo, from, open, self.max_len, targets);
        for (slot, &cell) in self.plain.iter_mut().zip(order.cells()) {
            *slot = canon[cell as usize];
        }
        self.plain_len = order.len;
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
            && !self.geo.reaches(at, open, left, self.face_down)
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
            // A path with no step left has no continuation: skip the call.
            if left > 1 {
                self.explore(next, visited | bit, r, p);
            }
        }
    }

    /// The continuations of `path` when none can enter a face-down cell: each reachable
    /// empty cell is one effect. Those not met before are met in enumeration order
    /// ([`FirstMet`]); every effect gets its shortest continuation.
    fn settle(&mut self, at: u8, visited: u64, reveals: u64, path: Path) {
        let left = self.max_len - path.len;
        let open = self.open & !visited;
        let targets = self.geo.reach(at, open, left) & self.empty;
        let mut canon = [Path::EMPTY; MAX_CELLS];
        shortest_paths(self.geo, at, open, left, path, &mut canon);
        let mut unmet = 0u64;
        for dest in bits(targets) {
            match self.effects.find(Effect { dest, reveals }) {
                Some(i) => self.effects.improve(i, canon[dest as usize]),
                None => unmet |= 1 << dest,
            }
        }
        if unmet != 0 {
            let order = FirstMet::order(self.geo, at, open, left, unmet);
            for &dest in order.cells() {
                self.effects
                    .offer(Effect { dest, reveals }, canon[dest as usize]);
            }
        }
    }
}

/// Fill `canon` with the shortest continuation of `path` from `at` to each cell that
/// at most `left` steps through `open` cells reach, the first in N, E, S, W order: a
/// breadth-first search that expands in that order meets every cell first by that
/// path, because its queue stays sorted.
fn shortest_paths(
    geo: &Geometry,
    at: u8,
    open: u64,
    left: u8,
    path: Path,
    canon: &mut [Path; MAX_CELLS],
) {
    let mut queue = [0u8; MAX_CELLS];
    let (mut head, mut tail) = (0, 1);
    queue[0] = at;
    canon[at as usize] = path;
    let mut free = open & !(1u64 << at);
    let last = path.len + left;
    while head < tail && free != 0 {
        let cell = queue[head];
        head += 1;
        let p = canon[cell as usize];
        let new = geo.around[cell as usize] & free;
        if p.len == last || new == 0 {
            continue;
        }
        free &= !new;
        for (next, dir) in neighbours_in_order(cell, new) {
            canon[next as usize] = p.push(dir);
            queue[tail] = next;
            tail += 1;
        }
    }
}

/// The path [`shortest_paths`] gives from `from` to `dest` alone: the first in N, E, S,
/// W order among the shortest through `open` cells (`dest` must be reachable). Each
/// step takes the first direction that stays on a shortest path, read off distance
/// layers grown from `dest`.
fn first_shortest_path(geo: &Geometry, from: u8, dest: u8, open: u64) -> Path {
    // `layers[k]`: the open cells exactly `k` steps from `dest`.
    let mut layers = [0u64; MAX_CELLS];
    layers[0] = 1u64 << dest;
    let mut seen = layers[0];
    let mut len = 0;
    while geo.around[from as usize] & seen == 0 && len + 1 < MAX_CELLS {
        len += 1;
        layers[len] = geo.spread(layers[len - 1]) & open & !seen;
        seen |= layers[len];
    }
    let (mut path, mut at) = (Path::EMPTY, from);
    for k in (0..=len).rev() {
        let (next, dir) = neighbours_in_order(at, geo.around[at as usize] & layers[k])
            .next()
            .expect("a shortest path goes on");
        path = path.push(dir);
        at = next;
    }
    path
}

/// The cells of `around`, a subset of `cell`'s neighbours, in N, E, S, W order, each
/// with its direction. North and east lie above `cell`, north highest; south and west
/// below, south lowest: the high bits downwards, then the low bits upwards.
#[inline]
fn neighbours_in_order(cell: u8, around: u64) -> impl Iterator<Item = (u8, Dir)> {
    let mut high = around & !((2u64 << cell) - 1);
    let mut low = around & ((1u64 << cell) - 1);
    std::iter::from_fn(move || {
        if high != 0 {
            let next = 63 - high.leading_zeros() as u8;
            high &= !(1u64 << next);
            Some((next, if next == cell + 1 { Dir::E } else { Dir::N }))
        } else if low != 0 {
            let next = low.trailing_zeros() as u8;
            low &= low - 1;
            Some((next, if next + 1 == cell { Dir::W } else { Dir::S }))
        } else {
            None
        }
    })
}

/// Target cells in the order a depth-first enumeration of simple paths (N, E, S, W)
/// first meets them. The walk skips a branch when no unmet target lies within its
/// steps left, judged by distances that ignore the cells the path has used: a cheap
/// bound, never wrong to skip on, so the order is the enumeration's.
struct FirstMet<'g> {
    geo: &'g Geometry,
    open: u64,
    unmet: u64,
    /// `within[k]`: the open cells at most `k` steps from an unmet target.
    within: [u64; MAX_STEPS as usize],
    /// How many layers of `within` are exact for the targets still unmet. The others
    /// are supersets (targets were met since), still safe to skip on, and are worked
    /// out again only when they would not skip.
    fresh: usize,
    cells: [u8; MAX_CELLS],
    len: usize,
    /// When set, each cell met uses up its weight of the index, and the walk stops at
    /// the cell that the index falls in (see [`Quota`]).
    quota: Option<Quota>,
}

/// Looking for the move at `index` in a list where each cell stands for `weight[cell]`
/// consecutive entries (one per card that pays for its distance).
struct Quota {
    weight: [u32; MAX_CELLS],
    index: u32,
    /// The cell the index fell in, once met.
    found: Option<u8>,
}

impl<'g> FirstMet<'g> {
    /// The cells of `targets` as walks of at most `left` steps from `at` through
    /// `open` cells (`at` excluded) first meet them; every target must be reachable.
    fn order(geo: &'g Geometry, at: u8, open: u64, left: u8, targets: u64) -> Self {
        let mut walk = FirstMet::new(geo, open, targets, None);
        walk.run(at, left, targets);
        walk
    }

    /// The cell where `quota.index` falls when the cells of `targets`, in the order of
    /// [`FirstMet::order`], stand for `quota.weight[cell]` entries each, and the index
    /// left within that cell's entries; `None` past the last entry. The walk stops
    /// there.
    fn find(
        geo: &'g Geometry,
        at: u8,
        open: u64,
        left: u8,
        targets: u64,
        quota: Quota,
    ) -> Option<(u8, u32)> {
        let mut walk = FirstMet::new(geo, open, targets, Some(quota));
        walk.run(at, left, targets);
        let q = walk.quota?;
        Some((q.found?, q.index))
    }

    fn new(geo: &'g Geometry, open: u64, targets: u64, quota: Option<Quota>) -> Self {
        FirstMet {
            geo,
            open,
            unmet: targets,
            within: [0; MAX_STEPS as usize],
            fresh: 0,
            cells: [0; MAX_CELLS],
            len: 0,
            quota,
        }
    }

    /// Meet `targets` (every one reachable) from `at`, in order.
    fn run(&mut self, at: u8, left: u8, targets: u64) {
        if targets & targets.wrapping_sub(1) != 0 {
            self.refresh(left as usize - 1);
            self.walk(at, self.open, left);
        } else if targets != 0 {
            self.meet(targets.trailing_zeros() as u8);
        }
    }

    fn cells(&self) -> &[u8] {
        &self.cells[..self.len]
    }

    /// Meet the targets reachable from `at` in `left` steps through `free` cells.
    fn walk(&mut self, at: u8, free: u64, left: u8) {
        for (next, _) in neighbours_in_order(at, self.candidates(at, free, left)) {
            if self.visit(next, free, left) {
                return;
            }
        }
    }

    /// Step from the walk's end onto `next`, meet it if it is a target and walk on
    /// from it; whether every target has been met.
    #[inline]
    fn visit(&mut self, next: u8, free: u64, left: u8) -> bool {
        let bit = 1u64 << next;
        if self.unmet & bit != 0 {
            self.meet(next);
        }
        if self.unmet & self.unmet.wrapping_sub(1) == 0 {
            // One target left: it is reachable, so it comes last, wherever it is.
            if self.unmet != 0 {
                self.meet(self.unmet.trailing_zeros() as u8);
            }
            return true;
        }
        if left > 1 && self.may_reach(next, left - 1) {
            self.walk(next, free & !bit, left - 1);
            return self.unmet == 0;
        }
        false
    }

    /// The neighbours of `at` that are worth a look: unmet targets, or cells from
    /// which one may be in reach.
    #[inline]
    fn candidates(&self, at: u8, free: u64, left: u8) -> u64 {
        let mut worth = self.unmet;
        if left > 1 {
            worth |= self.within[left as usize - 1];
        }
        self.geo.around[at as usize] & free & worth
    }

    fn meet(&mut self, cell: u8) {
        self.cells[self.len] = cell;
        self.len += 1;
        self.unmet &= !(1u64 << cell);
        self.fresh = 0;
        if let Some(q) = self.quota.as_mut().filter(|q| q.found.is_none()) {
            let weight = q.weight[cell as usize];
            if q.index < weight {
                // Found: nothing else needs meeting.
                q.found = Some(cell);
                self.unmet = 0;
            } else {
                q.index -= weight;
            }
        }
    }

    /// Whether an unmet target may lie within `steps` steps of `cell`.
    #[inline]
    fn may_reach(&mut self, cell: u8, steps: u8) -> bool {
        let steps = steps as usize;
        if self.within[steps] >> cell & 1 == 0 {
            return false;
        }
        if steps >= self.fresh {
            self.refresh(steps);
            return self.within[steps] >> cell & 1 == 1;
        }
        true
    }

    /// Work out `within` again up to `steps` steps for the targets still unmet; the
    /// layers beyond stay as they were, supersets of the truth.
    fn refresh(&mut self, steps: usize) {
        let mut near = self.unmet;
        for w in &mut self.within[..steps] {
            *w = near;
            near |= self.geo.spread(near) & self.open;
        }
        self.within[steps] = near;
        self.fresh = steps + 1;
    }
}

/// The cells of a bitboard, lowest first.
pub(crate) fn bits(mut set: u64) -> impl Iterator<Item = u8> {
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
    use cubist_core::{game_rng, Game, GameRng, Seat};
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
    fn check_position(g: &CubeConquest, scratch: &mut Scratch) {
        for seat in 0..g.players() {
            let (open, empty, face_down) = crate::paths::walk_masks(g, seat);
            for max_len in 1..=6 {
                let mut walker = Walker::new(g.size(), open, empty, face_down, max_len, scratch);
                for from in g.board_cells() {
                    if !g.unit(from).owned_by(seat) {
                        continue;
                    }
                    assert_eq!(
                        walker.moves_from(from),
                        reference_paths(g, seat, from, max_len),
                        "seat {seat} from {from} max {max_len} in {}",
                        g.encode()
                    );
                    check_plain_nth(&mut walker, from, face_down, g);
                }
            }
        }
    }

    /// [`Walker::plain_nth`] gives each action of the cube's listed moves, each move
    /// standing for as many actions as cards pay for it, or `None` exactly when a
    /// face-down cell is in reach.
    fn check_plain_nth(walker: &mut Walker, from: u8, face_down: u64, g: &CubeConquest) {
        let paying = [0, 3, 2, 0, 2, 1, 1];
        let listed: Vec<(Path, u32)> = walker
            .moves_from(from)
            .iter()
            .flat_map(|&p| (0..paying[p.len as usize]).map(move |k| (p, k)))
            .collect();
        let open = walker.open & !(1u64 << from);
        let hidden = walker.geo.reach(from, open, walker.max_len) & face_down != 0;
        for (i, &want) in listed.iter().enumerate() {
            let got = walker.plain_nth(from, &paying, i as u32);
            if hidden {
                assert_eq!(got, None, "from {from} in {}", g.encode());
            } else {
                assert_eq!(got, Some(want), "action {i} from {from} in {}", g.encode());
            }
        }
        assert_eq!(walker.plain_nth(from, &paying, listed.len() as u32), None);
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
    fn neighbours_come_in_direction_order() {
        for size in 1..=crate::MAX_SIZE {
            let geo = geometry(size);
            for cell in 0..size * size {
                let expected: Vec<(u8, Dir)> = DIRS
                    .iter()
                    .zip(&geo.next[cell as usize])
                    .filter(|(_, &n)| n != OFF_BOARD)
                    .map(|(&d, &n)| (n, d))
                    .collect();
                let got: Vec<(u8, Dir)> =
                    neighbours_in_order(cell, geo.around[cell as usize]).collect();
                assert_eq!(got, expected, "size {size} cell {cell}");
            }
        }
    }

    #[test]
    fn the_fast_generator_matches_the_enumeration_in_random_games() {
        let mut scratch = Scratch::new();
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
                    check_position(&g, &mut scratch);
                }
                g.legal_actions(seat, &mut legal);
                g.play(seat, legal[rng.random_range(0..legal.len())]);
            }
        }
    }

    #[test]
    fn the_fast_generator_matches_the_enumeration_on_random_boards() {
        let mut scratch = Scratch::new();
        let mut rng = game_rng(99, 1);
        for round in 0..400u64 {
            let players = rng.random_range(2..=4u8);
            let size = rng.random_range(if players > 2 { 4 } else { 3 }..=6u8);
            let mut g = CubeConquest::new(&options(size, players), round);
            let face_up_share = rng.random_range(0.0..1.0);
            let crowd = rng.random_range(0.0..0.6);
            g.face_up = 0;
            for c in g.board_cells() {
                scatter(&mut g, c, face_up_share, crowd, &mut rng);
            }
            check_position(&g, &mut scratch);
        }
    }

    /// Turn cell `c` up with chance `face_up_share` and put a random unit on it with
    /// chance `crowd` (else leave it empty).
    fn scatter(g: &mut CubeConquest, c: u8, face_up_share: f64, crowd: f64, rng: &mut GameRng) {
        let players = g.players() as u8;
        g.face_up &= !(1 << c);
        if rng.random_bool(face_up_share) {
            g.face_up |= 1 << c;
        }
        g.units[c as usize] = if rng.random_bool(crowd) {
            Unit {
                owner: rng.random_range(0..players),
                cubes: rng.random_range(1..=2),
            }
        } else {
            Unit::EMPTY
        };
    }

    /// Moves kept by what lies in a cube's reach stay right whatever changes beyond it.
    #[test]
    fn kept_moves_ignore_the_board_beyond_reach() {
        let mut scratch = Scratch::new();
        let mut rng = game_rng(5, 1);
        let mut reused = 0;
        for round in 0..600u64 {
            let size = rng.random_range(3..=6u8);
            let mut g = CubeConquest::new(&options(size, 2), round);
            for c in g.board_cells() {
                scatter(&mut g, c, 0.4, 0.3, &mut rng);
            }
            let Some(from) = g.board_cells().find(|&c| g.unit(c).owned_by(0)) else {
                continue;
            };
            let max_len = rng.random_range(1..=6);
            let (open, empty, face_down) = crate::paths::walk_masks(&g, 0);
            let reach = geometry(size).reach(from, open & !(1 << from), max_len);
            Walker::new(size, open, empty, face_down, max_len, &mut scratch).moves_from(from);
            for c in g.board_cells() {
                if c != from && reach >> c & 1 == 0 {
                    scatter(&mut g, c, 0.4, 0.3, &mut rng);
                }
            }
            let kept = scratch.explored.0.len();
            let (open, empty, face_down) = crate::paths::walk_masks(&g, 0);
            let mut walker = Walker::new(size, open, empty, face_down, max_len, &mut scratch);
            assert_eq!(
                walker.moves_from(from),
                reference_paths(&g, 0, from, max_len),
                "from {from} max {max_len} in {}",
                g.encode()
            );
            reused += usize::from(kept > 0 && scratch.explored.0.len() == kept);
        }
        assert!(reused > 100, "kept moves were reused {reused} times");
    }
}
