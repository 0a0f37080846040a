//! Which waiting seeks a new one pairs with: everybody's rating inside everybody
//! else's range, no account twice, oldest seeks first.

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

/// The waiting seeks (indices into `waiting`, oldest first as given) that make a game
/// of `seats` seats with `new`, or `None` while too few fit. Each chosen seek is
/// compatible with `new` and with every other one chosen.
pub fn choose(new: &Candidate, waiting: &[Candidate], seats: usize) -> Option<Vec<usize>> {
    let wanted = seats.checked_sub(1)?;
    let mut chosen: Vec<usize> = Vec::with_capacity(wanted);
    for (i, w) in waiting.iter().enumerate() {
        if chosen.len() == wanted {
            break;
        }
        let fits =
            w.id != new.id && new.compatible(w) && chosen.iter().all(|&c| waiting[c].compatible(w));
        if fits {
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
        let new = seek("n", Some("n"), 1500, (None, None));
        let waiting = vec![
            seek("w0", Some("a"), 1500, (Some(1600), None)),
            seek("w1", Some("b"), 1500, (None, None)),
            seek("w2", Some("b"), 1500, (None, None)),
            seek("w3", Some("c"), 1500, (None, None)),
            seek("w4", Some("d"), 1500, (None, None)),
        ];
        assert_eq!(choose(&new, &waiting, 2), Some(vec![1]));
        assert_eq!(choose(&new, &waiting, 3), Some(vec![1, 3]), "b only once");
        assert_eq!(choose(&new, &waiting, 4), Some(vec![1, 3, 4]));
        assert_eq!(choose(&new, &waiting, 5), None, "not enough fit yet");
        assert_eq!(choose(&new, &[], 2), None);
    }
}
