//! Secret simultaneous choices by sampled maximin: the choice that does best against
//! each sampled position's most damaging reply.
//!
//! For every position sampled from the seat's view (`Game::determinize`), each of the
//! seat's choices is answered by the other committing seats' worst reply for it in
//! that position, and the result is scored by the game's evaluation. The choice with
//! the best mean wins. Its value is a floor on the evaluation after the choice:
//! whatever the others reply, and however they pick their reply, it does at least that
//! well in the sampled positions, so a fixed rule ("always my highest card") cannot
//! push it lower. Where choices are ordered, as cards in a fight are (a stronger card
//! never does worse), this is also the best answer to the strongest reply, the one that
//! "always my highest card" plays. In a guessing game (matching pennies) every choice
//! has the worst floor and a pure choice is exploitable: there the tree search's mixed
//! strategy is the rule to use.

use cubist_core::{Game, GameRng, Seat, SeatSet, ToMove};

use crate::budget::BudgetClock;

/// The result of a maximin choice.
pub(crate) struct Maximin<A> {
    pub action: A,
    /// Its mean worst-case evaluation, in `[-1, 1]`.
    pub value: f64,
    /// Positions sampled.
    pub samples: u64,
}

/// `seat`'s choice among `legal`, from positions sampled from `view` while `clock`
/// allows (each sample is one unit of work; at least one is drawn).
pub(crate) fn maximin<G: Game>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    clock: &BudgetClock,
    rng: &mut GameRng,
) -> Maximin<G::Action> {
    let mut total = vec![0.0; legal.len()];
    let mut seen = vec![0u32; legal.len()];
    let mut samples = 0;
    let mut buffer = Vec::new();
    while samples == 0 || clock.allows(samples) {
        let state = G::determinize(view, rng);
        let others = match state.to_move() {
            ToMove::Simultaneous(set) => without(set, seat),
            _ => SeatSet::EMPTY,
        };
        for (k, &action) in legal.iter().enumerate() {
            let mut after = state.clone();
            if after.try_play(seat, action).is_err() {
                continue;
            }
            total[k] += worst_reply(&after, seat, others, &mut buffer);
            seen[k] += 1;
        }
        samples += 1;
    }
    let mean = |k: usize| total[k] / f64::from(seen[k].max(1));
    // Ties go to the first choice in the game's order.
    let best = (0..legal.len())
        .filter(|&k| seen[k] > 0)
        .fold(None, |best: Option<usize>, k| match best {
            Some(b) if mean(b) >= mean(k) => Some(b),
            _ => Some(k),
        })
        .unwrap_or(0);
    Maximin {
        action: legal[best],
        value: mean(best),
        samples,
    }
}

/// `seat`'s evaluation of `state` after the seats of `others` still to commit have
/// made the reply worst for it (`buffer` is scratch space for legal actions).
fn worst_reply<G: Game>(
    state: &G,
    seat: Seat,
    others: SeatSet,
    buffer: &mut Vec<G::Action>,
) -> f64 {
    let next = match state.to_move() {
        ToMove::Simultaneous(set) => set.iter().find(|&s| others.contains(s)),
        _ => None,
    };
    let Some(other) = next else {
        return state.evaluate(seat).clamp(-1.0, 1.0);
    };
    state.legal_actions(other, buffer);
    let replies = buffer.clone();
    let mut worst = f64::INFINITY;
    for reply in replies {
        let mut after = state.clone();
        after.play(other, reply);
        worst = worst.min(worst_reply(&after, seat, without(others, other), buffer));
    }
    if worst.is_finite() {
        worst
    } else {
        state.evaluate(seat).clamp(-1.0, 1.0)
    }
}

fn without(mut set: SeatSet, seat: Seat) -> SeatSet {
    set.remove(seat);
    set
}
