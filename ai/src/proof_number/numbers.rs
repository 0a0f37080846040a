//! Proof and disproof numbers: how many positions at least must still be settled to
//! prove (or disprove) that the attacker wins.

/// Settled: no number of positions can change it.
pub(crate) const INF: u32 = u32::MAX;

/// The largest unsettled number: sums stop here, so only a settled child makes `INF`.
const FINITE_MAX: u32 = INF - 1;

/// A position's proof number `pn` and disproof number `dn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Numbers {
    pub pn: u32,
    pub dn: u32,
}

impl Numbers {
    /// A position not yet expanded.
    pub const UNKNOWN: Numbers = Numbers { pn: 1, dn: 1 };
    pub const PROVEN: Numbers = Numbers { pn: 0, dn: INF };
    pub const NO_WIN: Numbers = Numbers { pn: INF, dn: 0 };
}

/// The sum of unsettled numbers stays below `INF`; a settled one (`INF`) is `INF`.
pub(crate) fn add(a: u32, b: u32) -> u32 {
    if a == INF || b == INF {
        INF
    } else {
        a.saturating_add(b).min(FINITE_MAX)
    }
}

/// A parent's numbers from its children's, and which child to search next: the one
/// with the least proof number where the attacker moves (it needs one child proven),
/// the least disproof number where the defender moves (it needs one refutation).
/// Returns the numbers, the chosen child and the second-least number of that kind.
pub(crate) fn combine(children: &[Numbers], attacking: bool) -> (Numbers, usize, u32) {
    let (mut least, mut sum) = (INF, 0u32);
    let (mut best, mut second) = (0, INF);
    for (i, c) in children.iter().enumerate() {
        let (select, other) = if attacking {
            (c.pn, c.dn)
        } else {
            (c.dn, c.pn)
        };
        if select < least {
            second = least;
            least = select;
            best = i;
        } else if select < second {
            second = select;
        }
        sum = add(sum, other);
    }
    let numbers = if attacking {
        Numbers { pn: least, dn: sum }
    } else {
        Numbers { pn: sum, dn: least }
    };
    (numbers, best, second)
}

/// The thresholds of the chosen child: its selecting number may grow until it passes
/// the second-best sibling's by the factor `1 + epsilon` (or the parent's own
/// threshold); the other number takes what the parent's threshold leaves after the
/// siblings'.
pub(crate) fn child_thresholds(
    parent: Numbers,
    threshold: Numbers,
    child: Numbers,
    second: u32,
    attacking: bool,
    epsilon: f64,
) -> Numbers {
    let widened = if second >= FINITE_MAX {
        INF
    } else {
        let grown = (f64::from(second) * (1.0 + epsilon)).ceil();
        (grown.min(f64::from(FINITE_MAX)) as u32).max(second + 1)
    };
    let rest = |th: u32, total: u32, own: u32| {
        if th == INF {
            INF
        } else {
            th - (total - own)
        }
    };
    if attacking {
        Numbers {
            pn: threshold.pn.min(widened),
            dn: rest(threshold.dn, parent.dn, child.dn),
        }
    } else {
        Numbers {
            pn: rest(threshold.pn, parent.pn, child.pn),
            dn: threshold.dn.min(widened),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(pn: u32, dn: u32) -> Numbers {
        Numbers { pn, dn }
    }

    #[test]
    fn the_attacker_needs_one_child_the_defender_every_one() {
        let kids = [n(3, 1), n(1, 2), n(2, 5)];
        assert_eq!(combine(&kids, true), (n(1, 8), 1, 2));
        assert_eq!(combine(&kids, false), (n(6, 1), 0, 2));
        assert_eq!(
            combine(&[Numbers::PROVEN, n(2, 2)], true).0,
            Numbers::PROVEN
        );
        assert_eq!(
            combine(&[Numbers::NO_WIN, n(2, 2)], false).0,
            Numbers::NO_WIN
        );
        assert_eq!(
            combine(&[Numbers::NO_WIN, Numbers::NO_WIN], true).0,
            Numbers::NO_WIN
        );
    }

    #[test]
    fn sums_stay_below_settled_unless_a_child_is_settled() {
        assert_eq!(add(FINITE_MAX, 5), FINITE_MAX);
        assert_eq!(add(INF, 0), INF);
        assert_eq!(add(3, 4), 7);
    }

    #[test]
    fn a_child_may_grow_past_its_best_sibling_but_not_past_the_parent() {
        let th = child_thresholds(n(2, 9), n(10, 20), n(2, 4), 4, true, 0.25);
        assert_eq!(th, n(5, 15));
        let th = child_thresholds(n(2, 9), n(3, 20), n(2, 4), 4, true, 0.25);
        assert_eq!(th.pn, 3);
        let th = child_thresholds(n(9, 2), n(INF, INF), n(4, 2), INF, false, 0.25);
        assert_eq!(th, n(INF, INF));
    }
}
