//! Whose side of the board a picture puts nearest the viewer, and the turns that
//! bring it there.
//!
//! A player expects their own side of the board nearest them, as at a real table:
//! each game draws its picture from a [`Side`] (the seat whose pieces, home row or
//! starting planet go at the bottom), mapping its drawing with a [`Turn`] so that
//! lettering stays upright. Click ids do not depend on the side.

use crate::{Observer, Seat};

/// The seat whose side of the board is drawn at the bottom of a picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Side(pub Seat);

impl Side {
    /// The side an observer sees by default: a seat its own, a spectator seat 1's.
    pub fn of(observer: Observer) -> Side {
        Side(observer.seat().unwrap_or(0))
    }

    /// The side shown when the viewer asks to flip the board: the next seat's (for
    /// two players, the opponent's) in a game of `players` seats.
    pub fn flipped(self, players: usize) -> Side {
        Side((self.0 + 1) % players.max(1))
    }

    /// The side as a seat of a game of `players` seats (a seat that does not exist is
    /// seat 1's side).
    pub fn seat(self, players: usize) -> Seat {
        if self.0 < players {
            self.0
        } else {
            0
        }
    }
}

/// How a drawing is turned for a side: first mirrored left to right (if asked),
/// then turned clockwise by quarter turns. Points of the drawing as it is when not
/// turned map to points of the turned drawing, so a game draws shapes at mapped
/// places and keeps its lettering upright.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turn {
    quarters: u8,
    mirror: bool,
}

impl Turn {
    /// No turn: the drawing as it is.
    pub const NONE: Turn = Turn {
        quarters: 0,
        mirror: false,
    };

    /// `quarters` quarter turns clockwise (the right edge goes to the bottom for one).
    pub fn clockwise(quarters: u8) -> Turn {
        Turn {
            quarters: quarters % 4,
            mirror: false,
        }
    }

    /// The left edge and the right edge swapped.
    pub fn mirrored() -> Turn {
        Turn {
            quarters: 0,
            mirror: true,
        }
    }

    /// Whether the drawing is turned a quarter (so its width becomes its height).
    pub fn sideways(self) -> bool {
        self.quarters % 2 == 1
    }

    /// The size of a `width` × `height` drawing once turned.
    pub fn size(self, (width, height): (f64, f64)) -> (f64, f64) {
        if self.sideways() {
            (height, width)
        } else {
            (width, height)
        }
    }

    /// Where the point `(x, y)` of a `width` × `height` drawing goes when turned.
    pub fn point(self, (x, y): (f64, f64), (width, height): (f64, f64)) -> (f64, f64) {
        let x = if self.mirror { width - x } else { x };
        match self.quarters {
            1 => (height - y, x),
            2 => (width - x, height - y),
            3 => (y, width - x),
            _ => (x, y),
        }
    }

    /// Where a point of a `width` × `height` area whose top-left corner is `origin`
    /// goes when the area is turned in place (its new top-left corner also `origin`).
    pub fn point_in(
        self,
        (x, y): (f64, f64),
        (ox, oy): (f64, f64),
        size: (f64, f64),
    ) -> (f64, f64) {
        let (px, py) = self.point((x - ox, y - oy), size);
        (ox + px, oy + py)
    }

    /// A direction `(dx, dy)` of the drawing, turned.
    pub fn direction(self, (dx, dy): (f64, f64)) -> (f64, f64) {
        let dx = if self.mirror { -dx } else { dx };
        match self.quarters {
            1 => (-dy, dx),
            2 => (-dx, -dy),
            3 => (dy, -dx),
            _ => (dx, dy),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spectators_see_seat_1s_side_and_a_flip_shows_the_next() {
        assert_eq!(Side::of(Observer::Spectator), Side(0));
        assert_eq!(Side::of(Observer::Seat(1)), Side(1));
        assert_eq!(Side(1).flipped(2), Side(0));
        assert_eq!(Side(0).flipped(2), Side(1));
        assert_eq!(Side(2).flipped(4), Side(3));
        assert_eq!(Side(5).seat(2), 0);
    }

    #[test]
    fn one_quarter_turn_brings_the_right_edge_to_the_bottom() {
        let size = (30.0, 10.0);
        let t = Turn::clockwise(1);
        assert_eq!(t.size(size), (10.0, 30.0));
        // The middle of the right edge, to the middle of the bottom edge.
        assert_eq!(t.point((30.0, 5.0), size), (5.0, 30.0));
        // The top-left corner, to the top-right corner.
        assert_eq!(t.point((0.0, 0.0), size), (10.0, 0.0));
        assert_eq!(t.direction((1.0, 0.0)), (0.0, 1.0));
    }

    #[test]
    fn turns_add_up_and_keep_corners_on_corners() {
        let size = (30.0, 10.0);
        let mut p = (3.0, 1.0);
        let mut s = size;
        for _ in 0..4 {
            p = Turn::clockwise(1).point(p, s);
            s = Turn::clockwise(1).size(s);
        }
        assert_eq!((p, s), ((3.0, 1.0), size));
        assert_eq!(Turn::clockwise(2).point((0.0, 0.0), size), (30.0, 10.0));
        assert_eq!(Turn::clockwise(3).point((0.0, 0.0), size), (0.0, 30.0));
        let twice = Turn::clockwise(1).point(Turn::clockwise(1).point(p, s), (10.0, 30.0));
        assert_eq!(twice, Turn::clockwise(2).point(p, s));
        for q in 0..4 {
            let t = Turn::clockwise(q);
            let (dx, dy) = t.direction((2.0, 1.0));
            let a = t.point((0.0, 0.0), size);
            let b = t.point((2.0, 1.0), size);
            assert_eq!((b.0 - a.0, b.1 - a.1), (dx, dy), "{q}");
        }
    }

    #[test]
    fn a_mirror_swaps_left_and_right() {
        let t = Turn::mirrored();
        assert_eq!(t.point((0.0, 2.0), (30.0, 10.0)), (30.0, 2.0));
        assert_eq!(
            t.point_in((12.0, 2.0), (10.0, 0.0), (30.0, 10.0)),
            (38.0, 2.0)
        );
        assert_eq!(t.direction((1.0, 1.0)), (-1.0, 1.0));
        assert!(!t.sideways());
    }
}
