//! Decoupled regret matching for simultaneous secret choices.
//!
//! At a node where several seats commit secretly, each seat picks from its own
//! bandit without knowing the others' picks (so no seat's choice can depend on
//! another's). Regret matching makes the *average* strategies approach an
//! equilibrium; the final decision is sampled from that average, so it cannot be
//! exploited by a fixed rule the way an argmax could.

use cubist_core::Seat;
use rand::Rng;

use super::tree::NONE;

/// Exploration mixed into each sampled strategy, so every arm keeps being tried.
const GAMMA: f64 = 0.1;

/// One action of one seat at one simultaneous node.
#[derive(Clone, Debug)]
struct Arm<A> {
    action: A,
    /// Cumulative regret of not always having played this action.
    regret: f64,
    /// Sum of the (exploration-free) probabilities given to it: the average strategy.
    strategy: f64,
    visits: u32,
    reward: f64,
    /// Iteration in which the arm was last legal (its regret is updated only then).
    stamp: u32,
}

#[derive(Clone, Debug)]
struct SeatBandit<A> {
    seat: Seat,
    arms: Vec<Arm<A>>,
}

/// The bandits of every seat at one node.
#[derive(Clone, Debug, Default)]
struct Table<A> {
    seats: Vec<SeatBandit<A>>,
}

/// A choice made in this iteration, remembered until its reward is known.
#[derive(Clone, Copy, Debug)]
pub struct Pick {
    table: u32,
    bandit: u16,
    arm: u16,
    /// Probability with which the arm was drawn.
    prob: f64,
    pub seat: Seat,
}

/// All regret tables of one search.
#[derive(Clone, Debug)]
pub struct SimTables<A> {
    tables: Vec<Table<A>>,
}

impl<A: Copy + Eq> SimTables<A> {
    pub fn new() -> Self {
        SimTables { tables: Vec::new() }
    }

    pub fn clear(&mut self) {
        self.tables.clear();
    }

    /// The table index stored in `slot`, making a table first if it is `NONE`.
    pub fn ensure(&mut self, slot: &mut u32) -> u32 {
        if *slot == NONE {
            *slot = self.tables.len() as u32;
            self.tables.push(Table { seats: Vec::new() });
        }
        *slot
    }

    /// Draw an action for `seat` among `legal` by regret matching.
    pub fn pick(
        &mut self,
        table: u32,
        seat: Seat,
        legal: &[A],
        stamp: u32,
        rng: &mut impl Rng,
    ) -> (A, Pick) {
        let t = &mut self.tables[table as usize];
        let bandit = match t.seats.iter().position(|b| b.seat == seat) {
            Some(i) => i,
            None => {
                t.seats.push(SeatBandit {
                    seat,
                    arms: Vec::new(),
                });
                t.seats.len() - 1
            }
        };
        let arms = &mut t.seats[bandit].arms;
        for &a in legal {
            let i = match arms.iter().position(|arm| arm.action == a) {
                Some(i) => i,
                None => {
                    arms.push(Arm {
                        action: a,
                        regret: 0.0,
                        strategy: 0.0,
                        visits: 0,
                        reward: 0.0,
                        stamp: 0,
                    });
                    arms.len() - 1
                }
            };
            arms[i].stamp = stamp;
        }
        let k = legal.len() as f64;
        let positive: f64 = arms
            .iter()
            .filter(|a| a.stamp == stamp)
            .map(|a| a.regret.max(0.0))
            .sum();
        let current = |a: &Arm<A>| {
            if positive > 0.0 {
                a.regret.max(0.0) / positive
            } else {
                1.0 / k
            }
        };
        let u: f64 = rng.random();
        let mut acc = 0.0;
        let mut chosen = None;
        let mut last = 0;
        for (i, arm) in arms.iter_mut().enumerate() {
            if arm.stamp != stamp {
                continue;
            }
            let sigma = current(arm);
            arm.strategy += sigma;
            let p = (1.0 - GAMMA) * sigma + GAMMA / k;
            last = i;
            if chosen.is_none() {
                acc += p;
                if u < acc {
                    chosen = Some((i, p));
                }
            }
        }
        // Rounding can leave `u` just above the sum: take the last legal arm then.
        let (arm, prob) = chosen.unwrap_or_else(|| {
            let sigma = current(&arms[last]);
            (last, (1.0 - GAMMA) * sigma + GAMMA / k)
        });
        let pick = Pick {
            table,
            bandit: bandit as u16,
            arm: arm as u16,
            prob,
            seat,
        };
        (arms[arm].action, pick)
    }

    /// Learn from the reward `x` (in `[0, 1]`) the picking seat got.
    pub fn update(&mut self, pick: Pick, x: f64, stamp: u32) {
        let arms = &mut self.tables[pick.table as usize].seats[pick.bandit as usize].arms;
        for (i, arm) in arms.iter_mut().enumerate() {
            if arm.stamp != stamp {
                continue;
            }
            let estimate = if i == pick.arm as usize {
                arm.visits += 1;
                arm.reward += x;
                x / pick.prob
            } else {
                0.0
            };
            arm.regret += estimate - x;
        }
    }

    /// `seat`'s average strategy at `table` (unnormalised weights), with the summed
    /// reward and visit count of each action.
    pub fn average(&self, table: u32, seat: Seat) -> impl Iterator<Item = (A, f64, f64, u32)> + '_ {
        self.tables[table as usize]
            .seats
            .iter()
            .filter(move |b| b.seat == seat)
            .flat_map(|b| b.arms.iter())
            .map(|a| (a.action, a.strategy, a.reward, a.visits))
    }
}

impl<A: Copy + Eq> Default for SimTables<A> {
    fn default() -> Self {
        Self::new()
    }
}
