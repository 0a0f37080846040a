//! A heuristic value for searches.
//!
//! A player loses when none of their active cubes can slide, so what counts is how
//! many active cubes can still slide, how many are active at all, how many slides
//! there are (mobility), and threats: active cubes the other side could knock over
//! with a slide next time (every square a cube can slide to is also a square it can
//! pass, so the squares beside those are exactly the ones a slide can turn).

use cubist_core::Seat;

use crate::Position;

/// What one side has, as counts.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Features {
    /// Active cubes with a legal slide.
    pub movable: u32,
    pub active: u32,
    /// Legal slides.
    pub slides: u32,
    /// Opponent's active cubes this side could turn with one slide.
    pub threats: u32,
    /// Cubes on the board.
    pub on_board: u32,
}

pub fn features(pos: &Position, seat: Seat) -> Features {
    let g = pos.geo();
    let mut slides = 0;
    let mut reach = 0;
    pos.for_each_slide(seat, |_, to| {
        slides += 1;
        reach |= to;
    });
    let theirs_active = pos.cubes[1 - seat] & pos.active;
    Features {
        movable: pos.movable_cubes(seat).count_ones(),
        active: pos.active_count(seat),
        slides,
        threats: (g.neighbours(reach) & theirs_active).count_ones(),
        on_board: pos.on_board(seat),
    }
}

/// In `[-1, 1]` for `seat`; antisymmetric: `evaluate(p, 0) == -evaluate(p, 1)`.
pub fn evaluate(pos: &Position, seat: Seat) -> f64 {
    let score = |s: Seat| {
        let f = features(pos, s);
        // No active cube that can slide, with cubes on the board: this side cannot
        // start a turn and is about to lose unless the other side frees a cube.
        let stuck = if f.movable == 0 && f.on_board > 0 {
            3.0
        } else {
            0.0
        };
        f.movable as f64 + 0.5 * f.active as f64 + 0.1 * f.slides as f64 + 0.4 * f.threats as f64
            - stuck
    };
    ((score(seat) - score(1 - seat)) / 4.0).tanh()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Tilt;

    fn pos(diagram: &str) -> Position {
        *Tilt::from_diagram(diagram, 0, None).unwrap().position()
    }

    #[test]
    fn empty_board_is_even_and_values_are_antisymmetric() {
        assert_eq!(evaluate(&pos("..../..../..../...."), 0), 0.0);
        let p = pos("L.../..d./.D../....");
        let (a, b) = (evaluate(&p, 0), evaluate(&p, 1));
        assert!((a + b).abs() < 1e-12 && (-1.0..=1.0).contains(&a));
    }

    #[test]
    fn a_stuck_side_is_losing() {
        // Light's only active cube (a1) is boxed in by Dark's a3 and c1.
        let p = pos("..../D.../...L/L.D.");
        assert_eq!(features(&p, 0).movable, 1, "d2 can still slide");
        let stuck = pos("..../D.../..../L.D.");
        assert_eq!(features(&stuck, 0).movable, 0);
        assert!(evaluate(&stuck, 0) < -0.5);
        assert!(evaluate(&stuck, 1) > 0.5);
    }

    #[test]
    fn threats_count_cubes_a_slide_could_turn() {
        let p = pos("..../.D../..../L...");
        let f = features(&p, 0);
        assert_eq!(f.threats, 1, "a1-a3 passes beside b3");
        assert_eq!(features(&p, 1).threats, 1, "b3-b1 ends beside a1");
    }
}
