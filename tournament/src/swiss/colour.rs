//! Colour preferences (C.04.3 A.6) and the allocation of colours in a pair
//! (C.04.3 E). "White" is the seat that moves first.

use super::{Colour, Player};

/// How much a player wants a colour (A.6), weakest first so that the derived
/// order compares strengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    Mild,
    Strong,
    Absolute,
}

/// A player's colour preference: which colour and how strongly, or none (no
/// game played yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

/// Games with white minus games with black, over games actually played.
pub(crate) fn difference(player: &Player) -> i32 {
    player
        .colours
        .iter()
        .flatten()
        .map(|c| match c {
            Colour::White => 1,
            Colour::Black => -1,
        })
        .sum()
}

/// A.6: absolute when the difference is beyond ±1 or the last two played games
/// had the same colour, strong at ±1, mild at 0 (alternate from the last game).
pub(crate) fn preference(player: &Player) -> Option<Preference> {
    let played: Vec<Colour> = player.colours.iter().flatten().copied().collect();
    let last = *played.last()?;
    let cd = difference(player);
    let last_two_same = played.len() >= 2 && played[played.len() - 2] == last;
    let (colour, strength) = if cd.abs() > 1 {
        (
            if cd > 0 { Colour::Black } else { Colour::White },
            Strength::Absolute,
        )
    } else if last_two_same {
        (last.other(), Strength::Absolute)
    } else if cd != 0 {
        (
            if cd > 0 { Colour::Black } else { Colour::White },
            Strength::Strong,
        )
    } else {
        (last.other(), Strength::Mild)
    };
    Some(Preference { colour, strength })
}

/// C.3: two players with the same absolute preference do not meet, unless one of
/// them is a topscorer in the last round (`topscorer_exempt`).
pub(crate) fn compatible(a: &Player, b: &Player, topscorer_exempt: bool) -> bool {
    match (preference(a), preference(b)) {
        (Some(pa), Some(pb)) => {
            let clash = pa.strength == Strength::Absolute
                && pb.strength == Strength::Absolute
                && pa.colour == pb.colour;
            !clash || topscorer_exempt
        }
        _ => true,
    }
}

/// The colour of `high` (the higher ranked) against `low`, by E.1–E.5.
pub(crate) fn allocate(high: &Player, low: &Player, initial: Colour) -> Colour {
    let (ph, pl) = (preference(high), preference(low));
    match (ph, pl) {
        (Some(h), Some(l)) if h.colour != l.colour => h.colour, // E.1
        (Some(h), None) => h.colour,                            // E.1
        (None, Some(l)) => l.colour.other(),                    // E.1
        (Some(h), Some(l)) => stronger(high, h, low, l) // E.2
            .or_else(|| alternate(high, low)) // E.3
            .unwrap_or(h.colour), // E.4
        (None, None) => by_pairing_number(high, initial),       // E.5
    }
}

/// E.2: the stronger preference is granted; between two absolute ones, the wider
/// colour difference.
fn stronger(high: &Player, h: Preference, low: &Player, l: Preference) -> Option<Colour> {
    if h.strength != l.strength {
        return Some(if h.strength > l.strength {
            h.colour
        } else {
            h.colour.other()
        });
    }
    if h.strength == Strength::Absolute {
        let (dh, dl) = (difference(high).abs(), difference(low).abs());
        if dh != dl {
            return Some(if dh > dl { h.colour } else { h.colour.other() });
        }
    }
    None
}

/// E.3: going back round by round, the last round in which the two had different
/// colours decides: each now takes the other colour than then.
fn alternate(high: &Player, low: &Player) -> Option<Colour> {
    let rounds = high.colours.len().min(low.colours.len());
    (0..rounds)
        .rev()
        .find_map(|r| match (high.colours[r], low.colours[r]) {
            (Some(a), Some(b)) if a != b => Some(a.other()),
            _ => None,
        })
}

/// E.5: the initial colour (drawn before round 1) to the higher ranked player if
/// their pairing number is odd, the other colour if it is even.
fn by_pairing_number(high: &Player, initial: Colour) -> Colour {
    if high.id % 2 == 1 {
        initial
    } else {
        initial.other()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn with(colours: &[Option<Colour>]) -> Player {
        Player {
            colours: colours.to_vec(),
            ..Player::new(1, 0)
        }
    }

    fn pref(colours: &[Option<Colour>]) -> Option<(Colour, Strength)> {
        preference(&with(colours)).map(|p| (p.colour, p.strength))
    }

    #[test]
    fn preferences_follow_a6() {
        assert_eq!(pref(&[]), None);
        assert_eq!(pref(&[None]), None);
        assert_eq!(pref(&[Some(W)]), Some((B, Strength::Strong)));
        assert_eq!(pref(&[Some(W), Some(B)]), Some((W, Strength::Mild)));
        assert_eq!(pref(&[Some(B), Some(B)]), Some((W, Strength::Absolute)));
        // A bye between two whites: still two whites in a row among games played.
        assert_eq!(
            pref(&[Some(W), None, Some(W)]),
            Some((B, Strength::Absolute))
        );
        assert_eq!(
            pref(&[Some(W), Some(B), Some(B), Some(W)]),
            Some((B, Strength::Mild))
        );
    }

    #[test]
    fn same_absolute_preferences_clash_unless_exempt() {
        let a = with(&[Some(W), Some(W)]);
        let b = with(&[Some(B), Some(W), Some(W)]);
        assert!(!compatible(&a, &b, false));
        assert!(compatible(&a, &b, true));
        assert!(compatible(&a, &with(&[Some(B), Some(B)]), false));
    }

    #[test]
    fn allocation_follows_e1_to_e5() {
        // E.1: opposite wishes are both granted.
        assert_eq!(allocate(&with(&[Some(B)]), &with(&[Some(W)]), W), W);
        // E.2: the absolute wish beats the strong one of the higher player.
        assert_eq!(
            allocate(&with(&[Some(B)]), &with(&[Some(B), Some(B)]), W),
            B
        );
        // E.3: both mildly want white; rounds 4 and 3 gave them the same colour,
        // in round 2 high had white and low black, so now high takes black.
        let high = with(&[Some(B), Some(W), Some(W), Some(B)]);
        let low = with(&[Some(W), Some(B), Some(W), Some(B)]);
        assert_eq!(allocate(&high, &low, W), B);
        // E.4: same mild wish and the same history: the higher player's wish.
        let same = with(&[Some(W), Some(B)]);
        assert_eq!(allocate(&same, &same.clone(), B), W);
        // E.5: no history at all: odd pairing number takes the initial colour.
        let mut even = Player::new(2, 0);
        assert_eq!(allocate(&even, &Player::new(6, 0), W), B);
        even.id = 3;
        assert_eq!(allocate(&even, &Player::new(7, 0), W), W);
    }
}
