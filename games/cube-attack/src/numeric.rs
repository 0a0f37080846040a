//! Cube Attack as numbers: every move, activation and attack of each unit slot of the
//! seat, and every unit slot of every seat.

use cubist_core::{Game, NumericGame, Seat, ToMove};

use crate::units::{Unit, UnitId, Weapon, CUBES_PER_PLAYER, MAX_LIVES, MAX_UNITS};
use crate::{Action, CubeAttack, CubeAttackOptions};

fn planets(options: &CubeAttackOptions) -> usize {
    options.map.map().planets().len()
}

/// Values per unit slot: alive, planet one-hot, lives, weapon one-hot (none, short, long).
fn slot_len(planets: usize) -> usize {
    planets + 5
}

impl NumericGame for CubeAttack {
    /// For the acting seat's unit in slot `u` (P planets, p players): move to planet
    /// `t` is `u·P + t`; activate is `20P + u`; attack on the unit in slot `v` of seat
    /// `s` is `20P + 20 + u·20p + 20s + v`; pass is `20P + 20 + 400p`.
    fn num_distinct_actions(options: &CubeAttackOptions) -> usize {
        let units = MAX_UNITS;
        units * planets(options) + units + units * units * options.players + 1
    }

    fn action_id(&self, _seat: Seat, action: Action) -> usize {
        let units = MAX_UNITS;
        let p = planets(&self.options);
        let attacks = units * p + units;
        match action {
            Action::Move { unit, to } => unit.slot as usize * p + to as usize,
            Action::Activate { unit } => units * p + unit.slot as usize,
            Action::Attack { unit, target } => {
                attacks
                    + unit.slot as usize * units * self.options.players
                    + target.owner as usize * units
                    + target.slot as usize
            }
            Action::Pass => attacks + units * units * self.options.players,
        }
    }

    fn action_from_id(&self, seat: Seat, id: usize) -> Option<Action> {
        let units = MAX_UNITS;
        let p = planets(&self.options);
        let players = self.options.players;
        let attacks = units * p + units;
        let unit = |slot: usize| UnitId::new(seat, slot);
        Some(match id {
            i if i < units * p => Action::Move {
                unit: unit(i / p),
                to: (i % p) as u8,
            },
            i if i < attacks => Action::Activate {
                unit: unit(i - units * p),
            },
            i if i < attacks + units * units * players => {
                let j = i - attacks;
                Action::Attack {
                    unit: unit(j / (units * players)),
                    target: UnitId::new(j % (units * players) / units, j % units),
                }
            }
            i if i == attacks + units * units * players => Action::Pass,
            _ => return None,
        })
    }

    fn observation_shape(options: &CubeAttackOptions) -> Vec<usize> {
        let players = options.players;
        vec![players * (MAX_UNITS * slot_len(planets(options)) + 3) + 3 * players + 2]
    }

    /// The view is the state itself (perfect information): no copy needed.
    fn observe(&self, seat: Seat, out: &mut [f32]) {
        Self::observation_tensor(self, seat, out);
    }

    /// For each seat in order: for each of its 20 unit slots, alive, the planet one-hot,
    /// lives / 2, the weapon one-hot (none, short, long); then the seat's supply / 20,
    /// cubes out of the game / 20 and score / target. Then the mover (one-hot, zero
    /// once over), the observer, the seat that opens every round (each one-hot over
    /// the seats), the actions left in the turn / 2 and the round / rounds.
    fn observation_tensor(view: &CubeAttack, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        let players = view.options.players;
        let p = planets(&view.options);
        let slot = slot_len(p);
        let mut i = 0;
        for s in 0..players {
            for u in &view.units[s] {
                let u: &Unit = u;
                if u.alive() {
                    out[i] = 1.0;
                    out[i + 1 + u.planet as usize] = 1.0;
                    out[i + 1 + p] = u.lives as f32 / MAX_LIVES as f32;
                    let w = match u.weapon {
                        Weapon::None => 0,
                        Weapon::Short => 1,
                        Weapon::Long => 2,
                    };
                    out[i + 2 + p + w] = 1.0;
                }
                i += slot;
            }
            out[i] = view.supply[s] as f32 / CUBES_PER_PLAYER as f32;
            out[i + 1] = view.removed[s] as f32 / CUBES_PER_PLAYER as f32;
            out[i + 2] = view.scores[s] as f32 / view.options.target.max(1) as f32;
            i += 3;
        }
        if let ToMove::One(m) = view.to_move() {
            out[i + m] = 1.0;
        }
        out[i + players + seat.min(players - 1)] = 1.0;
        out[i + 2 * players + view.first] = 1.0;
        i += 3 * players;
        out[i] = view.actions_left as f32 / crate::ACTIONS_PER_TURN as f32;
        out[i + 1] = view.round as f32 / view.options.rounds.max(1) as f32;
    }
}
