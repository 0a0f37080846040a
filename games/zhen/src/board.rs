//! Where every cube is: the goals, the tiles and the reserves.
//!
//! Places are numbered as in the rulings: 0 is Red's goal, `1..=tiles` the tiles,
//! `tiles + 1` Blue's goal. Red (seat 0) moves toward 0, Blue (seat 1) toward `tiles + 1`.

use cubist_core::{Args, Phrase, Seat};
use serde::{Deserialize, Serialize};

use crate::catalogue::{phrase, seat_name};
use crate::hash::{self, MAX_PLACES};
use crate::{Action, BLUE, MAX_CUBES, MAX_TILES, RED};

/// The cubes of a position, without whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    tiles: u8,
    /// `cubes[place][colour]`; places beyond `tiles + 1` stay empty.
    cubes: [[u8; 2]; MAX_PLACES],
    reserve: [u8; 2],
}

/// Where a move of the stack on a tile would end, by the step count alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// On this tile (empty or not).
    Tile(u8),
    /// Exactly on the mover's goal.
    Goal,
    /// Past the mover's goal: never allowed.
    Overshoot,
}

impl Board {
    /// Empty tiles and both reserves full.
    pub fn start(tiles: u8, cubes: u8) -> Self {
        Board {
            tiles,
            cubes: [[0; 2]; MAX_PLACES],
            reserve: [cubes; 2],
        }
    }

    pub fn tiles(&self) -> u8 {
        self.tiles
    }

    /// The goal place of `seat`: 0 for Red, `tiles + 1` for Blue.
    #[inline]
    pub fn goal(&self, seat: Seat) -> usize {
        if seat == RED {
            0
        } else {
            self.tiles as usize + 1
        }
    }

    /// Cubes of `colour` at `place` (a goal or a tile).
    #[inline]
    pub fn count(&self, place: usize, colour: Seat) -> u8 {
        self.cubes[place][colour]
    }

    /// Both colours at `place`: `[red, blue]`.
    #[inline]
    pub fn stack(&self, place: usize) -> [u8; 2] {
        self.cubes[place]
    }

    /// The stacks on the tiles, tile 1 first.
    #[inline]
    pub(crate) fn tile_stacks(&self) -> &[[u8; 2]] {
        &self.cubes[1..=self.tiles as usize]
    }

    #[inline]
    pub fn is_empty_tile(&self, tile: usize) -> bool {
        self.cubes[tile] == [0, 0]
    }

    pub fn reserve(&self, colour: Seat) -> u8 {
        self.reserve[colour]
    }

    /// `seat`'s score: the opponent's cubes in `seat`'s goal (0 for a seat that does
    /// not play).
    pub fn score(&self, seat: Seat) -> u8 {
        match seat {
            RED | BLUE => self.cubes[self.goal(seat)][1 - seat],
            _ => 0,
        }
    }

    /// Cubes still on the tiles, both colours.
    pub fn cubes_on_tiles(&self) -> u32 {
        (1..=self.tiles as usize)
            .map(|t| (self.cubes[t][0] + self.cubes[t][1]) as u32)
            .sum()
    }

    /// Where the stack on `tile` would land if `seat` moved it: as many steps toward
    /// `seat`'s goal as `seat` has cubes on the tile.
    #[inline]
    pub fn landing(&self, seat: Seat, tile: usize) -> Landing {
        let steps = self.cubes[tile][seat] as usize;
        let goal = self.goal(seat);
        let dest = if seat == RED {
            tile.checked_sub(steps)
        } else {
            Some(tile + steps).filter(|&d| d <= goal)
        };
        match dest {
            None => Landing::Overshoot,
            Some(d) if d == goal => Landing::Goal,
            Some(d) => Landing::Tile(d as u8),
        }
    }

    /// The board after `seat` plays `action`, by every rule except the no-undo rule
    /// (which needs the history), or `None` if some other rule forbids it.
    pub fn after(&self, seat: Seat, action: Action) -> Option<Board> {
        if seat > BLUE {
            return None;
        }
        let mut next = *self;
        match action {
            Action::Place(t) => {
                let t = t as usize;
                if !(1..=self.tiles as usize).contains(&t)
                    || self.reserve[seat] == 0
                    || !self.is_empty_tile(t)
                {
                    return None;
                }
                next.place(seat, t);
            }
            Action::Move(t) => {
                let t = t as usize;
                if !(1..=self.tiles as usize).contains(&t) || self.cubes[t][seat] == 0 {
                    return None;
                }
                let to = match self.landing(seat, t) {
                    Landing::Tile(d) => d as usize,
                    Landing::Goal if self.cubes[t][1 - seat] > 0 => self.goal(seat),
                    _ => return None,
                };
                next.carry(t, to);
            }
        }
        Some(next)
    }

    /// Put one cube of `seat` from its reserve on `tile`; returns the key change.
    #[inline]
    pub(crate) fn place(&mut self, seat: Seat, tile: usize) -> u64 {
        let r = self.reserve[seat] as usize;
        self.reserve[seat] -= 1;
        self.cubes[tile][seat] = 1;
        hash::RESERVE[seat][r] ^ hash::RESERVE[seat][r - 1] ^ hash::PLACE[tile][seat][1]
    }

    /// Move every cube on `from` to `to` (a tile or a goal); returns the key change.
    #[inline]
    pub(crate) fn carry(&mut self, from: usize, to: usize) -> u64 {
        let moved = self.cubes[from];
        let mut delta = 0;
        for (c, &n) in moved.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let old = self.cubes[to][c] as usize;
            let new = old + n as usize;
            delta ^= hash::PLACE[from][c][n as usize];
            delta ^= hash::PLACE[to][c][old] ^ hash::PLACE[to][c][new];
            self.cubes[to][c] = new as u8;
        }
        self.cubes[from] = [0, 0];
        delta
    }

    /// The opponent of the stuck player takes every cube on the tiles into their goal.
    pub(crate) fn sweep_into(&mut self, taker: Seat) {
        let goal = self.goal(taker);
        for t in 1..=self.tiles as usize {
            for c in 0..2 {
                self.cubes[goal][c] += self.cubes[t][c];
            }
            self.cubes[t] = [0, 0];
        }
    }

    /// Before any sweep, cubes reach a goal only by captures, and each capture brings at
    /// least one cube of each colour: a goal of one colour only cannot happen in play.
    pub fn check_goals(&self) -> Result<(), Phrase> {
        for seat in [RED, BLUE] {
            let [r, b] = self.cubes[self.goal(seat)];
            if (r == 0) != (b == 0) {
                let args = Args::new().said("seat", move |lang| seat_name(seat, lang));
                return Err(phrase("zhen-board-goal-colour", args));
            }
        }
        Ok(())
    }

    /// The Zobrist key of the cubes (without the mover), computed from scratch.
    pub fn key(&self) -> u64 {
        let mut k = 0;
        for p in 0..=self.tiles as usize + 1 {
            for c in 0..2 {
                k ^= hash::PLACE[p][c][self.cubes[p][c] as usize];
            }
        }
        for c in 0..2 {
            k ^= hash::RESERVE[c][self.reserve[c] as usize];
        }
        k
    }

    /// All cubes of `colour`, wherever they are.
    pub fn total(&self, colour: Seat) -> u32 {
        self.reserve[colour] as u32
            + (0..=self.tiles as usize + 1)
                .map(|p| self.cubes[p][colour] as u32)
                .sum::<u32>()
    }

    /// The places as text, goals included: entries like `.`, `2r`, `1b`, `2r1b`,
    /// separated by `sep`, from Red's goal to Blue's goal.
    pub fn places_text(&self, sep: &str) -> String {
        (0..=self.tiles as usize + 1)
            .map(|p| stack_text(self.cubes[p]))
            .collect::<Vec<_>>()
            .join(sep)
    }

    /// Read places written by [`Board::places_text`] (separated by commas or spaces; a
    /// count of 1 may be left out: `r`, `rb`), with the given reserves. Checks that every
    /// number fits, but not that the cube totals match a game's options.
    pub fn parse(places: &str, reserve: [u8; 2]) -> Result<Board, Phrase> {
        let entries: Vec<&str> = places
            .split(|ch: char| ch == ',' || ch.is_whitespace())
            .filter(|e| !e.is_empty())
            .collect();
        if entries.len() < 4 || entries.len() > MAX_TILES as usize + 2 {
            let args = Args::new()
                .text("max", MAX_TILES.to_string())
                .text("places", entries.len().to_string());
            return Err(phrase("zhen-board-places", args));
        }
        let mut board = Board::start(entries.len() as u8 - 2, 0);
        board.reserve = reserve;
        for (p, e) in entries.iter().enumerate() {
            board.cubes[p] = parse_stack(e)?;
        }
        if reserve.iter().any(|&r| r > MAX_CUBES) {
            let args = Args::new().text("max", MAX_CUBES.to_string());
            return Err(phrase("zhen-board-reserve", args));
        }
        Ok(board)
    }
}

/// `.` for no cube, else counts with colour letters: `2r`, `1b`, `2r1b`.
pub fn stack_text([red, blue]: [u8; 2]) -> String {
    match (red, blue) {
        (0, 0) => ".".into(),
        (r, 0) => format!("{r}r"),
        (0, b) => format!("{b}b"),
        (r, b) => format!("{r}r{b}b"),
    }
}

/// Read one stack: `.`, or `<count?>r` and/or `<count?>b`, red first.
fn parse_stack(text: &str) -> Result<[u8; 2], Phrase> {
    let bad = || phrase("zhen-board-stack", Args::new().text("text", text));
    if text == "." {
        return Ok([0, 0]);
    }
    let mut counts = [0u8; 2];
    let mut seen = [false; 2];
    let mut digits = String::new();
    for ch in text.chars() {
        match ch {
            '0'..='9' if digits.len() < 2 => digits.push(ch),
            'r' | 'R' | 'b' | 'B' => {
                let colour = if ch.eq_ignore_ascii_case(&'r') {
                    RED
                } else {
                    BLUE
                };
                // Red before blue, each at most once.
                if seen[colour] || (colour == RED && seen[BLUE]) {
                    return Err(bad());
                }
                let n: u8 = if digits.is_empty() {
                    1
                } else {
                    digits.parse().map_err(|_| bad())?
                };
                if n == 0 || n > MAX_CUBES {
                    return Err(bad());
                }
                counts[colour] = n;
                seen[colour] = true;
                digits.clear();
            }
            _ => return Err(bad()),
        }
    }
    if !digits.is_empty() || !(seen[0] || seen[1]) {
        return Err(bad());
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stacks_read_back_what_they_write() {
        for s in [[0, 0], [1, 0], [0, 3], [2, 5], [20, 20]] {
            assert_eq!(parse_stack(&stack_text(s)), Ok(s));
        }
        assert_eq!(parse_stack("rb"), Ok([1, 1]));
        for bad in ["", "x", "0r", "br", "rr", "2", "r2", "21r", "123r", "-1r"] {
            assert!(parse_stack(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn landing_counts_own_cubes_and_stops_at_the_goal() {
        let b = Board::parse(". 2r1b . 1r3b . .", [0, 0]).unwrap();
        assert_eq!(b.tiles(), 4);
        // Red: 2 steps from tile 1 is past goal 0; 1 step from tile 3 lands on tile 2.
        assert_eq!(b.landing(RED, 1), Landing::Overshoot);
        assert_eq!(b.landing(RED, 3), Landing::Tile(2));
        // Blue: 1 step from tile 1 to tile 2; 3 steps from tile 3 overshoots goal 5.
        assert_eq!(b.landing(BLUE, 1), Landing::Tile(2));
        assert_eq!(b.landing(BLUE, 3), Landing::Overshoot);
        let b = Board::parse(". . 1r2b . . .", [0, 0]).unwrap();
        assert_eq!(b.landing(RED, 2), Landing::Tile(1));
        assert_eq!(b.landing(BLUE, 2), Landing::Tile(4));
        let b = Board::parse(". . . 1r2b . .", [0, 0]).unwrap();
        assert_eq!(b.landing(BLUE, 3), Landing::Goal);
    }

    #[test]
    fn incremental_keys_match_a_fresh_key() {
        let mut b = Board::parse(". 1r . 1b 2r1b .", [3, 2]).unwrap();
        let mut k = b.key();
        k ^= b.carry(4, 1);
        assert_eq!(k, b.key());
        k ^= b.place(BLUE, 2);
        assert_eq!(k, b.key());
        k ^= b.carry(1, 0);
        assert_eq!(k, b.key());
    }
}
