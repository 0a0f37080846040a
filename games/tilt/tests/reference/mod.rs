//! A slow, literal second implementation of the rules on a plain grid, written from
//! the rulings sentence by sentence, to check the bitboard engine against.

use std::collections::BTreeSet;

use cubist_tilt::{Action, Cell, Position, Square, CUBES};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub n: i32,
    /// `cells[file][rank]`: `None` or `(seat, active)`.
    pub cells: Vec<Vec<Option<(usize, bool)>>>,
    pub mover: usize,
    pub bonus: Option<(i32, i32)>,
}

const DIRS: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

impl Grid {
    pub fn of(pos: &Position) -> Grid {
        let n = pos.size() as i32;
        let cells = (0..n)
            .map(|f| {
                (0..n)
                    .map(|r| match pos.cell(Square::new(f as u8, r as u8)) {
                        Cell::Empty => None,
                        Cell::Cube { seat, active } => Some((seat, active)),
                    })
                    .collect()
            })
            .collect();
        Grid {
            n,
            cells,
            mover: pos.mover(),
            bonus: pos.bonus().map(|s| (s.file() as i32, s.rank() as i32)),
        }
    }

    fn on(&self, f: i32, r: i32) -> bool {
        (0..self.n).contains(&f) && (0..self.n).contains(&r)
    }

    fn get(&self, f: i32, r: i32) -> Option<(usize, bool)> {
        if self.on(f, r) {
            self.cells[f as usize][r as usize]
        } else {
            None
        }
    }

    fn neighbours(&self, f: i32, r: i32) -> impl Iterator<Item = (i32, i32)> + '_ {
        DIRS.iter()
            .map(move |(df, dr)| (f + df, r + dr))
            .filter(|&(a, b)| self.on(a, b))
    }

    fn has_neighbour(&self, f: i32, r: i32) -> bool {
        self.neighbours(f, r).any(|(a, b)| self.get(a, b).is_some())
    }

    fn beside_active(&self, f: i32, r: i32) -> bool {
        self.neighbours(f, r)
            .any(|(a, b)| matches!(self.get(a, b), Some((_, true))))
    }

    fn squares(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..self.n).flat_map(move |f| (0..self.n).map(move |r| (f, r)))
    }

    fn count(&self, seat: usize) -> u32 {
        self.squares()
            .filter(|&(f, r)| matches!(self.get(f, r), Some((s, _)) if s == seat))
            .count() as u32
    }

    /// Destinations of the slides of the cube on (f, r), by the literal rule: every
    /// square entered is empty, and no square entered has an active cube next in the
    /// direction of motion.
    fn slides_of(&self, f: i32, r: i32) -> Vec<(i32, i32)> {
        let mut out = vec![];
        for (df, dr) in DIRS {
            for k in 1..self.n {
                let ok = (1..=k).all(|j| {
                    let (a, b) = (f + j * df, r + j * dr);
                    self.on(a, b)
                        && self.get(a, b).is_none()
                        && !matches!(self.get(a + df, b + dr), Some((_, true)))
                });
                if ok {
                    out.push((f + k * df, r + k * dr));
                }
            }
        }
        out
    }

    fn own_active(&self, seat: usize) -> Vec<(i32, i32)> {
        self.squares()
            .filter(|&(f, r)| self.get(f, r) == Some((seat, true)))
            .collect()
    }

    fn may_place(&self, seat: usize) -> bool {
        let movable = self
            .own_active(seat)
            .iter()
            .any(|&(f, r)| !self.slides_of(f, r).is_empty());
        self.count(seat) < CUBES && (self.count(seat) == 0 || movable)
    }

    pub fn legal(&self) -> BTreeSet<Action> {
        let sq = |(f, r): (i32, i32)| Square::new(f as u8, r as u8);
        let seat = self.mover;
        let mut out = BTreeSet::new();
        for (f, r) in self.own_active(seat) {
            for to in self.slides_of(f, r) {
                out.insert(Action::Slide(sq((f, r)), sq(to)));
            }
        }
        if self.may_place(seat) {
            for (f, r) in self.squares() {
                if self.get(f, r).is_none() && !self.beside_active(f, r) {
                    out.insert(Action::Place(sq((f, r))));
                }
            }
        }
        if let Some(moved) = self.bonus {
            for (f, r) in self.squares() {
                match self.get(f, r) {
                    Some((s, false)) if s == seat && !self.has_neighbour(f, r) => {
                        out.insert(Action::Activate(sq((f, r))));
                    }
                    _ => {}
                }
                if matches!(self.get(f, r), Some((s, _)) if s == seat) && (f, r) != moved {
                    out.insert(Action::PickUp(sq((f, r))));
                }
            }
            out.insert(Action::End);
        }
        out
    }

    pub fn apply(&mut self, action: Action) {
        let at = |s: Square| (s.file() as i32, s.rank() as i32);
        let seat = self.mover;
        let mut bonus = None;
        match action {
            Action::Place(s) => {
                let (f, r) = at(s);
                let active = !self.has_neighbour(f, r);
                self.cells[f as usize][r as usize] = Some((seat, active));
            }
            Action::Slide(from, to) => {
                let ((f0, r0), (f1, r1)) = (at(from), at(to));
                let (df, dr) = ((f1 - f0).signum(), (r1 - r0).signum());
                self.cells[f0 as usize][r0 as usize] = None;
                let (mut f, mut r) = (f0, r0);
                while (f, r) != (f1, r1) {
                    f += df;
                    r += dr;
                    let beside: Vec<(i32, i32)> = self.neighbours(f, r).collect();
                    for (a, b) in beside {
                        if let Some((s, true)) = self.get(a, b) {
                            self.cells[a as usize][b as usize] = Some((s, false));
                        }
                    }
                }
                let active = !self.has_neighbour(f1, r1);
                self.cells[f1 as usize][r1 as usize] = Some((seat, active));
                if !active {
                    bonus = Some((f1, r1));
                }
            }
            Action::Activate(s) => {
                let (f, r) = at(s);
                self.cells[f as usize][r as usize] = Some((seat, true));
            }
            Action::PickUp(s) => {
                let (f, r) = at(s);
                self.cells[f as usize][r as usize] = None;
            }
            Action::End => {}
        }
        self.bonus = bonus;
        if bonus.is_none() {
            self.mover = 1 - seat;
        }
    }

    /// The rulings' invariant: an active cube has no orthogonal neighbour.
    pub fn invariant_holds(&self) -> bool {
        self.squares()
            .all(|(f, r)| !matches!(self.get(f, r), Some((_, true))) || !self.has_neighbour(f, r))
    }
}
