//! The candidate pairings of one bracket, in the order C.04.3 D prescribes.
//!
//! Players are given as rank indices (lower is higher ranked), already sorted;
//! a player's bracket sequence number is their place in the slice. `compatible`
//! is the absolute criteria for a pair. Each candidate is handed to `emit` with
//! its pairs and the players left to float down; `emit` stops the generation by
//! breaking.

use std::ops::ControlFlow;

pub(super) type Emit<'e> = dyn FnMut(&[(usize, usize)], &[usize]) -> ControlFlow<()> + 'e;
pub(super) type Compatible<'c> = dyn Fn(usize, usize) -> bool + 'c;

/// Past this many exchanges of one size, larger exchanges are not tried.
const EXCHANGE_LIMIT: usize = 100_000;

/// Every candidate with exactly `pairs` pairs: moved-down players (`mdps`) are
/// paired first, the higher ones before, each with a resident in transposition
/// order; the residents left over are paired as a homogeneous remainder.
pub(super) fn generate(
    compatible: &Compatible,
    mdps: &[usize],
    residents: &[usize],
    pairs: usize,
    emit: &mut Emit,
) -> ControlFlow<()> {
    if mdps.is_empty() {
        return homogeneous(compatible, residents, pairs, emit);
    }
    let top = mdps.len().min(residents.len()).min(pairs);
    for q in (0..=top).rev() {
        let rest = pairs - q;
        if rest * 2 > residents.len() - q {
            continue;
        }
        for chosen in combinations(mdps.len(), q) {
            let s1: Vec<usize> = chosen.iter().map(|&i| mdps[i]).collect();
            let limbo: Vec<usize> = mdps.iter().copied().filter(|m| !s1.contains(m)).collect();
            transpose(compatible, &s1, residents, &mut |first, unused| {
                homogeneous(compatible, unused, rest, &mut |second, floaters| {
                    let all: Vec<(usize, usize)> = first.iter().chain(second).copied().collect();
                    let mut down: Vec<usize> = limbo.iter().chain(floaters).copied().collect();
                    down.sort_unstable();
                    emit(&all, &down)
                })
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// A homogeneous bracket (or remainder) with `pairs` pairs: S1 the first
/// `pairs` players, S2 the rest; first the transpositions of S2, then those after
/// each exchange in the order of D.2.
fn homogeneous(
    compatible: &Compatible,
    players: &[usize],
    pairs: usize,
    emit: &mut Emit,
) -> ControlFlow<()> {
    let (s1, s2) = players.split_at(pairs.min(players.len()));
    for size in 0..=s1.len().min(s2.len()) {
        let Some(exchanges) = exchanges(s1.len(), s2.len(), size) else {
            break;
        };
        for (out_of_s1, out_of_s2) in exchanges {
            let mut new_s1: Vec<usize> = s1
                .iter()
                .enumerate()
                .filter(|(i, _)| !out_of_s1.contains(i))
                .map(|(_, &p)| p)
                .collect();
            new_s1.extend(out_of_s2.iter().map(|&j| s2[j]));
            new_s1.sort_unstable();
            let mut new_s2: Vec<usize> = s2
                .iter()
                .enumerate()
                .filter(|(j, _)| !out_of_s2.contains(j))
                .map(|(_, &p)| p)
                .collect();
            new_s2.extend(out_of_s1.iter().map(|&i| s1[i]));
            new_s2.sort_unstable();
            transpose(compatible, &new_s1, &new_s2, emit)?;
        }
    }
    ControlFlow::Continue(())
}

/// S1[i] meets the i-th of S2 as permuted; permutations in lexical order, those
/// breaking an absolute criterion skipped. Unused S2 players float.
fn transpose(
    compatible: &Compatible,
    s1: &[usize],
    s2: &[usize],
    emit: &mut Emit,
) -> ControlFlow<()> {
    let mut used = vec![false; s2.len()];
    let mut pairs = Vec::with_capacity(s1.len());
    place(compatible, s1, s2, &mut used, &mut pairs, emit)
}

fn place(
    compatible: &Compatible,
    s1: &[usize],
    s2: &[usize],
    used: &mut [bool],
    pairs: &mut Vec<(usize, usize)>,
    emit: &mut Emit,
) -> ControlFlow<()> {
    let i = pairs.len();
    if i == s1.len() {
        let unused: Vec<usize> = s2
            .iter()
            .zip(used.iter())
            .filter(|(_, &u)| !u)
            .map(|(&p, _)| p)
            .collect();
        return emit(pairs, &unused);
    }
    for j in 0..s2.len() {
        if used[j] || !compatible(s1[i], s2[j]) {
            continue;
        }
        used[j] = true;
        pairs.push((s1[i].min(s2[j]), s1[i].max(s2[j])));
        let flow = place(compatible, s1, s2, used, pairs, emit);
        pairs.pop();
        used[j] = false;
        flow?;
    }
    ControlFlow::Continue(())
}

/// The exchanges of `size` players between S1 (`n1` players) and S2 (`n2`), as
/// positions in each, in the order of D.2; `None` when there are too many.
fn exchanges(n1: usize, n2: usize, size: usize) -> Option<Vec<(Vec<usize>, Vec<usize>)>> {
    let count = binomial(n1, size).saturating_mul(binomial(n2, size));
    if count > EXCHANGE_LIMIT {
        return None;
    }
    let from_s2 = combinations(n2, size);
    let mut all: Vec<(Vec<usize>, Vec<usize>)> = combinations(n1, size)
        .into_iter()
        .flat_map(|x| from_s2.iter().map(move |y| (x.clone(), y.clone())))
        .collect();
    // Bracket sequence numbers: S1 positions are 0..n1, S2 positions n1.. .
    all.sort_by_key(|(x, y)| {
        let sum_x: usize = x.iter().sum();
        let sum_y: usize = y.iter().map(|j| j + n1).sum();
        let mut high_x = x.clone();
        high_x.reverse();
        (sum_y - sum_x, std::cmp::Reverse(high_x), y.clone())
    });
    Some(all)
}

fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1usize, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

/// All `k`-subsets of `0..n`, in lexical order.
pub(super) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut current = Vec::with_capacity(k);
    combine(n, k, 0, &mut current, &mut out);
    out
}

fn combine(n: usize, k: usize, from: usize, current: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    if current.len() == k {
        out.push(current.clone());
        return;
    }
    for i in from..n {
        if n - i < k - current.len() {
            break;
        }
        current.push(i);
        combine(n, k, i + 1, current, out);
        current.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(
        compatible: &Compatible,
        mdps: &[usize],
        residents: &[usize],
        pairs: usize,
    ) -> Vec<Vec<(usize, usize)>> {
        let mut out = Vec::new();
        let _ = generate(compatible, mdps, residents, pairs, &mut |p, _| {
            out.push(p.to_vec());
            ControlFlow::Continue(())
        });
        out
    }

    #[test]
    fn transpositions_come_in_lexical_order_of_s2() {
        let any = |_: usize, _: usize| true;
        let got = all(&any, &[], &[0, 1, 2, 3], 2);
        // S1 = {0, 1}, S2 = {2, 3}: 0-2 1-3, then 0-3 1-2, then the exchanges.
        assert_eq!(got[0], [(0, 2), (1, 3)]);
        assert_eq!(got[1], [(0, 3), (1, 2)]);
        // The first exchange swaps the lowest of S1 (1) with the highest-but-
        // nearest of S2 (2): S1 = {0, 2}, S2 = {1, 3}.
        assert_eq!(got[2], [(0, 1), (2, 3)]);
    }

    #[test]
    fn exchanges_follow_d2() {
        // S1 = 1 2 3, S2 = 4 5 6 (positions 0-2 and 0-2). Single exchanges by the
        // smallest difference of numbers: 3<->4 (1), then 3<->5 and 2<->4 (2): of
        // those, the one moving the higher number out of S1 first.
        let ex = exchanges(3, 3, 1).unwrap();
        let firsts: Vec<(usize, usize)> = ex.iter().take(3).map(|(x, y)| (x[0], y[0])).collect();
        assert_eq!(firsts, [(2, 0), (2, 1), (1, 0)]);
    }

    #[test]
    fn combinations_are_lexical() {
        assert_eq!(
            combinations(4, 2),
            [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
        );
        assert_eq!(combinations(3, 0), [Vec::<usize>::new()]);
    }
}
