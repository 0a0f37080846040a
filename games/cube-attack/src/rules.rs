//! The rules: the legal actions, and playing an action through to the end of the turn,
//! of the round and of the game. Why an action is illegal is in [`crate::check`].

use cubist_core::Seat;

use crate::map::{Kind, Map, PlanetId};
use crate::{
    slots, Action, CubeAttack, Removal, Status, Unit, UnitId, Weapon, ACTIONS_PER_TURN, MAX_LIVES,
    MAX_UNITS,
};

/// Every legal action of `seat`, `Pass` last. Same verdicts as
/// [`crate::check::why_illegal`], faster.
///
/// Unit by unit (lowest slot first): its moves by planet number, its activation, its
/// attacks by target seat then slot.
pub fn legal_actions(g: &CubeAttack, seat: Seat, out: &mut Vec<Action>) {
    out.clear();
    if g.status != Status::Playing || seat != g.mover {
        return;
    }
    let map = g.map();
    let enemies = g.enemy_occupancy(seat);
    let sites = ActivationSites::new(g, seat, enemies);
    for slot in slots(g.alive[seat]) {
        let u = &g.units[seat][slot];
        let unit = UnitId::new(seat, slot);
        push_moves(out, map, unit, u.planet);
        push_if(out, Action::Activate { unit }, sites.useful(u));
        let reach = attack_reach(g, u) & enemies;
        if reach != 0 {
            push_attacks(g, out, unit, reach);
        }
    }
    out.push(Action::Pass);
}

/// Append the moves of `unit` from `planet`, by planet number.
///
/// Copies a row of the same length for every planet and then drops the padding, so
/// that the loop runs the same number of times whatever the planet: random play
/// gives the processor no pattern to predict the number of moves by.
#[inline]
fn push_moves(out: &mut Vec<Action>, map: &Map, unit: UnitId, planet: PlanetId) {
    let len = out.len();
    out.extend(
        map.padded_entries(planet)
            .iter()
            .map(|&to| Action::Move { unit, to }),
    );
    out.truncate(len + map.entries(planet).len());
}

/// Append `action` when `wanted`, by always writing it and then keeping or dropping it,
/// for the same reason as in [`push_moves`].
#[inline]
fn push_if(out: &mut Vec<Action>, action: Action, wanted: bool) {
    out.push(action);
    out.truncate(out.len() - usize::from(!wanted));
}

/// The planets where a unit of the seat to move could activate to some effect, worked
/// out once per call so that each unit needs only a few bit tests.
struct ActivationSites {
    /// Enemy-free Planet Cube, Life-up (with cubes in supply) and Weaponry planets.
    open: u64,
    /// The Life-up planets among them, useless to a unit at its most lives.
    life_up: u64,
    /// The Weaponry planets among them, useless to a unit with a long-range weapon.
    weaponry: u64,
}

impl ActivationSites {
    #[inline]
    fn new(g: &CubeAttack, seat: Seat, enemies: u64) -> Self {
        let map = g.map();
        let free = !enemies;
        let weaponry = map.kind_mask(Kind::Weaponry) & free;
        let (cube, life_up) = if g.supply[seat] > 0 {
            (
                map.kind_mask(Kind::Cube) & free,
                map.kind_mask(Kind::LifeUp) & free,
            )
        } else {
            (0, 0)
        };
        ActivationSites {
            open: cube | life_up | weaponry,
            life_up,
            weaponry,
        }
    }

    /// Whether `u` may activate the planet it stands on, and it would change anything.
    #[inline]
    fn useful(&self, u: &Unit) -> bool {
        let mut open = self.open;
        if u.lives >= MAX_LIVES {
            open &= !self.life_up;
        }
        if u.weapon == Weapon::Long {
            open &= !self.weaponry;
        }
        !u.activated && open & (1 << u.planet) != 0
    }
}

/// The planets the weapon of `u` may attack this round (none when it has no weapon or
/// has attacked), leaving out the Starting planets where no unit can be attacked.
/// Worked out with masks rather than branches on the weapon.
#[inline]
fn attack_reach(g: &CubeAttack, u: &Unit) -> u64 {
    let map = g.map();
    let linked = if u.weapon == Weapon::Long {
        map.neighbours(u.planet)
    } else {
        0
    };
    let can_attack = u.weapon != Weapon::None && !u.attacked;
    let all_or_none = 0u64.wrapping_sub(u64::from(can_attack));
    ((1u64 << u.planet) | linked) & !map.start_mask() & all_or_none
}

/// Append an attack by `unit` on every enemy unit on a planet of `reach`, by seat then
/// slot.
fn push_attacks(g: &CubeAttack, out: &mut Vec<Action>, unit: UnitId, reach: u64) {
    let seat = unit.owner as usize;
    for other in (0..g.options.players).filter(|&s| s != seat) {
        for tslot in slots(g.alive[other]) {
            if reach & (1 << g.units[other][tslot].planet) != 0 {
                out.push(Action::Attack {
                    unit,
                    target: UnitId::new(other, tslot),
                });
            }
        }
    }
}

/// Play a legal action and everything that follows from it: the end of the turn, the
/// scoring at the end of the round, the end of the game.
pub fn apply(g: &mut CubeAttack, seat: Seat, action: Action) {
    match action {
        Action::Pass => {
            end_turn(g);
            return;
        }
        Action::Move { unit, to } => g.units[seat][unit.slot as usize].planet = to,
        Action::Activate { unit } => activate(g, seat, unit.slot as usize),
        Action::Attack { unit, target } => {
            g.units[seat][unit.slot as usize].attacked = true;
            let (owner, slot) = (target.owner as usize, target.slot as usize);
            let t = &mut g.units[owner][slot];
            t.lives -= 1;
            if t.lives == 0 {
                *t = Unit::default();
                g.alive[owner] &= !(1 << slot);
            }
            match g.options.removal {
                Removal::Lost => g.removed[owner] += 1,
                Removal::Supply => g.supply[owner] += 1,
            }
        }
    }
    g.actions_left -= 1;
    if g.actions_left == 0 {
        end_turn(g);
    }
}

fn activate(g: &mut CubeAttack, seat: Seat, slot: usize) {
    let planet = g.units[seat][slot].planet;
    g.units[seat][slot].activated = true;
    match g.map().kind(planet) {
        Kind::Cube => {
            g.supply[seat] -= 1;
            let start = g.starts[seat];
            let free = (!g.alive[seat]).trailing_zeros() as usize;
            debug_assert!(free < MAX_UNITS, "a cube in supply means a free unit slot");
            g.units[seat][free] = Unit::fresh(start);
            g.alive[seat] |= 1 << free;
        }
        Kind::LifeUp => {
            g.supply[seat] -= 1;
            g.units[seat][slot].lives += 1;
        }
        Kind::Weaponry => {
            let u = &mut g.units[seat][slot];
            u.weapon = u.weapon.upgraded().unwrap_or(Weapon::Long);
        }
        _ => {}
    }
}

/// Pass the turn to the next seat in order that has a unit, ending the round after the
/// last seat of the round (the one before the opener). First of all, a team left alone
/// on the board wins at once (before any scoring of the round).
fn end_turn(g: &mut CubeAttack) {
    if settle_last_team(g) {
        return;
    }
    let n = g.options.players;
    let mut seat = g.mover;
    loop {
        seat += 1;
        if seat == n {
            seat = 0;
        }
        if seat == g.first {
            end_round(g);
            if g.status != Status::Playing {
                g.actions_left = 0;
                return;
            }
        }
        if g.has_units(seat) {
            g.mover = seat;
            g.actions_left = ACTIONS_PER_TURN;
            return;
        }
    }
}

/// The seat that alone has units on the board, if exactly one has.
#[inline]
pub fn last_team(g: &CubeAttack) -> Option<Seat> {
    let mut teams = g.alive[..g.options.players]
        .iter()
        .enumerate()
        .filter(|&(_, &alive)| alive != 0)
        .map(|(seat, _)| seat);
    let first = teams.next()?;
    teams.next().is_none().then_some(first)
}

/// Last team standing: if only one team has units on the board, it wins now. Says
/// whether the game ended.
fn settle_last_team(g: &mut CubeAttack) -> bool {
    match last_team(g) {
        Some(seat) => {
            g.status = Status::LastTeam(seat);
            g.actions_left = 0;
            true
        }
        None => false,
    }
}

/// Whether `seat` may be taken out of the game now: the game runs, the seat still has
/// a unit on the board (a team without one has no say in the game any more), and it is
/// not alone there (then the end of the turn makes it the winner whatever it does).
pub fn may_retire(g: &CubeAttack, seat: Seat) -> bool {
    g.status == Status::Playing
        && seat < g.options.players
        && g.has_units(seat)
        && last_team(g).is_none()
}

/// Take `seat` out of the game: its units leave the board, their cubes going where the
/// cubes of removed units go, so that it never acts again (only a unit of its own could
/// bring it a new one). If it was to move, the turn passes on as after a pass; then, or
/// at once otherwise, a team left alone on the board wins.
pub fn retire(g: &mut CubeAttack, seat: Seat) {
    debug_assert!(may_retire(g, seat), "{seat} may not be taken out");
    for slot in slots(g.alive[seat]) {
        let lives = g.units[seat][slot].lives;
        g.units[seat][slot] = Unit::default();
        match g.options.removal {
            Removal::Lost => g.removed[seat] += lives,
            Removal::Supply => g.supply[seat] += lives,
        }
    }
    g.alive[seat] = 0;
    if seat == g.mover {
        end_turn(g);
    } else {
        settle_last_team(g);
    }
}

/// Moon scoring, then the win and the rounds cap; otherwise a fresh round.
fn end_round(g: &mut CubeAttack) {
    let points = g.moon_points();
    let n = g.options.players;
    for (score, p) in g.scores[..n].iter_mut().zip(points) {
        *score += p;
    }
    if let Some(winner) = sole_leader(&g.scores[..n]).filter(|&s| g.scores[s] >= g.options.target) {
        g.status = Status::Won(winner);
        return;
    }
    if g.round >= g.options.rounds {
        g.status = Status::Cap;
        return;
    }
    g.round += 1;
    for (units, &alive) in g.units[..n].iter_mut().zip(&g.alive) {
        // Free slots hold `Unit::default()`, whose flags are already clear.
        for slot in slots(alive) {
            units[slot].activated = false;
            units[slot].attacked = false;
        }
    }
}

/// The seat with the highest score, unless two or more share it.
fn sole_leader(scores: &[u32]) -> Option<Seat> {
    let best = scores.iter().copied().max()?;
    let mut leaders = (0..scores.len()).filter(|&s| scores[s] == best);
    let first = leaders.next()?;
    leaders.next().is_none().then_some(first)
}
