//! A player's rating in one pool, and when it is still provisional.

/// A player's rating in one pool. For Weng-Lin, `rating` is μ, `deviation` σ and
/// `volatility` is unused (0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// A rating is shown as provisional while its deviation is above this (lichess's
/// threshold).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

impl Skill {
    /// Whether the rating is still provisional (too uncertain to rank).
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}
