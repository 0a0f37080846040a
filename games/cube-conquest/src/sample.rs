//! One action of a turn, at a given index of the list [`legal_actions`] would make,
//! found by counting each cube's moves instead of listing them: random play and search
//! playouts need one action a step, and listing every cube's moves in their order is
//! most of what a turn costs.

use cubist_core::Seat;

use crate::action::{Action, MAX_STEPS};
use crate::movegen::{bits, Walker};
use crate::rules::{legal_actions, other_turn_actions, HeldCards, Masks, SCRATCH};
use crate::{CubeConquest, Phase};

/// The action at `pick(n)` of the `n` legal actions of `seat` (see
/// [`cubist_core::Game::sample_action`]).
pub fn sample_action(
    g: &CubeConquest,
    seat: Seat,
    pick: impl FnOnce(usize) -> usize,
    scratch: &mut Vec<Action>,
) -> Action {
    if !matches!(g.phase, Phase::Turn) || seat != g.current() {
        legal_actions(g, seat, scratch);
        return scratch[pick(scratch.len())];
    }
    let cards = HeldCards::new(g.hands[seat]);
    let masks = Masks::new(g, seat);
    scratch.clear();
    other_turn_actions(g, seat, &masks, scratch);
    SCRATCH.with_borrow_mut(|tables| {
        let mut walker = Walker::new(
            g.size(),
            masks.open(),
            masks.empty,
            !g.face_up,
            cards.max(),
            tables,
        );
        let mut counts = [0u32; 64];
        let paying = paying(&cards);
        let moves = if cards.max() > 0 {
            count_moves(&mut walker, &paying, masks.single, &mut counts)
        } else {
            0
        };
        let n = moves as usize + scratch.len();
        if n == 0 {
            // The list would be `Pass` alone.
            pick(1);
            return Action::Pass;
        }
        let mut i = pick(n);
        if i >= moves as usize {
            return scratch[i - moves as usize];
        }
        for from in bits(masks.single) {
            let here = counts[from as usize] as usize;
            if i < here {
                return nth_move(&mut walker, &cards, &paying, from, i);
            }
            i -= here;
        }
        unreachable!("the index falls among the counted moves")
    })
}

/// `paying[k]`: how many held cards pay for a move of `k` steps.
fn paying(cards: &HeldCards) -> [u32; MAX_STEPS as usize + 1] {
    let mut paying = [0u32; MAX_STEPS as usize + 1];
    for (k, p) in paying.iter_mut().enumerate() {
        *p = cards.at_least(k as u8).len() as u32;
    }
    paying
}

/// The actions of each single cube's moves (`counts[cell]`), and their sum.
fn count_moves(
    walker: &mut Walker,
    paying: &[u32; MAX_STEPS as usize + 1],
    single: u64,
    counts: &mut [u32; 64],
) -> u32 {
    let mut total = 0;
    for from in bits(single) {
        let count = walker.plain_count(from, paying).unwrap_or_else(|| {
            walker
                .moves_from(from)
                .iter()
                .map(|path| paying[path.len as usize])
                .sum()
        });
        counts[from as usize] = count;
        total += count;
    }
    total
}

/// The `i`-th move action of the cube on `from`, in the order of the full list.
fn nth_move(
    walker: &mut Walker,
    cards: &HeldCards,
    paying: &[u32; MAX_STEPS as usize + 1],
    from: u8,
    mut i: usize,
) -> Action {
    if let Some((path, k)) = walker.plain_nth(from, paying, i as u32) {
        return Action::Move {
            card: cards.at_least(path.len)[k as usize],
            from,
            path,
        };
    }
    for &path in walker.moves_from(from) {
        let held = cards.at_least(path.len);
        if i < held.len() {
            return Action::Move {
                card: held[i],
                from,
                path,
            };
        }
        i -= held.len();
    }
    unreachable!("the index falls among this cube's moves")
}
