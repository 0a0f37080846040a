//! Which waiting seeks a new one pairs with: everybody's rating inside everybody
//! else's range, no account twice, no two accounts that block each other, oldest
//! seeks first.

use std::collections::HashSet;

/// A seek as pairing sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub id: String,
    /// The seeker's account; none for a guest.
    pub account: Option<String>,
    pub rating: i64,
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
}

impl Candidate {
    /// Whether this seeker takes an opponent rated `rating`.
    fn takes(&self, rating: i64) -> bool {
        self.rating_min.is_none_or(|m| rating >= m) && self.rating_max.is_none_or(|m| rating <= m)
    }

    /// Whether the two may play each other.
    pub fn compatible(&self, other: &Candidate) -> bool {
        let same_account = self.account.is_some() && self.account == other.account;
        !same_account && self.takes(other.rating) && other.takes(self.rating)
    }
}

/// Pairs of accounts that block each other (either way), each as (lower id, higher
/// id), read from the database in the pairing's transaction.
#[derive(Clone, Debug, Default)]
pub struct Apart(pub HashSet<(String, String)>);

impl Apart {
    /// Whether the two seekers' accounts block each other.
    pub fn between(&self, a: &Candidate, b: &Candidate) -> bool {
        match (&a.account, &b.account) {
            (Some(x), Some(y)) => {
                let pair = if x < y { (x, y) } else { (y, x) };
                self.0.contains(&(pair.0.clone(), pair.1.clone()))
            }
            _ => false,
        }
    }
}

/// The waiting seeks (indices into `waiting`, oldest first as given) that make a game
/// of `seats` seats with `new`, or `None` while too few fit. Each chosen seek is
/// compatible with `new` and with every other one chosen, and no two of them block
/// each other.
pub fn choose(
    new: &Candidate,
    waiting: &[Candidate],
    seats: usize,
    apart: &Apart,
) -> Option<Vec<usize>> {
    let fits = |a: &Candidate, b: &Candidate| a.compatible(b) && !apart.between(a, b);
    let wanted = seats.checked_sub(1)?;
    let mut chosen: Vec<usize> = Vec::with_capacity(wanted);
    for (i, w) in waiting.iter().enumerate() {
        if chosen.len() == wanted {
            break;
        }
        let ok = w.id != new.id && fits(new, w) && chosen.iter().all(|&c| fits(&waiting[c], w));
        if ok {
            chosen.push(i);
        }
    }
    (chosen.len() == wanted).then_some(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seek(
        id: &str,
        account: Option<&str>,
        rating: i64,
        range: (Option<i64>, Option<i64>),
    ) -> Candidate {
        Candidate {
            id: id.into(),
            account: account.map(Into::into),
            rating,
            rating_min: range.0,
            rating_max: range.1,
        }
    }

    #[test]
    fn ranges_must_hold_both_ways() {
        let open = seek("a", Some("x"), 1500, (None, None));
        let narrow = seek("b", Some("y"), 1800, (Some(1700), Some(1900)));
        assert!(!open.compatible(&narrow), "1500 is outside b's range");
        let wide = seek("c", Some("y"), 1800, (Some(1400), None));
        assert!(open.compatible(&wide) && wide.compatible(&open));
        let picky = seek("d", None, 1500, (None, Some(1400)));
        assert!(!picky.compatible(&open), "d wants at most 1400");
    }

    #[test]
    fn nobody_plays_themself_but_guests_may_meet() {
        let a = seek("a", Some("x"), 1500, (None, None));
        assert!(!a.compatible(&seek("b", Some("x"), 1500, (None, None))));
        let g = seek("g", None, 1500, (None, None));
        assert!(g.compatible(&seek("h", None, 1500, (None, None))));
    }

    #[test]
    fn the_oldest_compatible_seeks_fill_the_seats() {
        let none = Apart::default();
        let new = seek("n", Some("n"), 1500, (None, None));
        let waiting = vec![
            seek("w0", Some("a"), 1500, (Some(1600), None)),
            seek("w1", Some("b"), 1500, (None, None)),
            seek("w2", Some("b"), 1500, (None, None)),
            seek("w3", Some("c"), 1500, (None, None)),
            seek("w4", Some("d"), 1500, (None, None)),
        ];
        assert_eq!(choose(&new, &waiting, 2, &none), Some(vec![1]));
        assert_eq!(
            choose(&new, &waiting, 3, &none),
            Some(vec![1, 3]),
            "b only once"
        );
        assert_eq!(choose(&new, &waiting, 4, &none), Some(vec![1, 3, 4]));
        assert_eq!(choose(&new, &waiting, 5, &none), None, "not enough fit yet");
        assert_eq!(choose(&new, &[], 2, &none), None);
    }

    #[test]
    fn accounts_that_block_each_other_are_never_paired() {
        let new = seek("n", Some("a"), 1500, (None, None));
        let waiting = vec![
            seek("w0", Some("b"), 1500, (None, None)),
            seek("w1", Some("c"), 1500, (None, None)),
            seek("w2", None, 1500, (None, None)),
        ];
        let apart = Apart([("a".to_string(), "b".to_string())].into_iter().collect());
        assert_eq!(
            choose(&new, &waiting, 2, &apart),
            Some(vec![1]),
            "a never meets b"
        );
        // Between two waiting seeks too, whatever the order in which they block.
        let new = seek("n", Some("d"), 1500, (None, None));
        let apart = Apart([("b".to_string(), "c".to_string())].into_iter().collect());
        assert_eq!(choose(&new, &waiting, 3, &apart), Some(vec![0, 2]));
        assert!(apart.between(&waiting[1], &waiting[0]));
        assert!(
            !apart.between(&waiting[2], &waiting[0]),
            "guests block nobody"
        );
    }
}
