//! Values as the solver and the files keep them: a code (draw, win, loss, none) and a
//! distance in plies, packed into one byte where every distance is below 64, two
//! bytes otherwise.

use super::Value;

/// The value of a table position for the side to move, with the plies to the end
/// under best play (the winner hurries, the loser delays). A draw has no distance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableValue {
    pub value: Value,
    pub plies: Option<u16>,
}

impl TableValue {
    pub const DRAW: TableValue = TableValue {
        value: Value::Draw,
        plies: None,
    };

    pub fn win(plies: u16) -> TableValue {
        TableValue {
            value: Value::Win,
            plies: Some(plies),
        }
    }

    pub fn loss(plies: u16) -> TableValue {
        TableValue {
            value: Value::Loss,
            plies: Some(plies),
        }
    }

    /// The same outcome seen by the other side.
    pub fn flipped(self) -> TableValue {
        let value = match self.value {
            Value::Win => Value::Loss,
            Value::Loss => Value::Win,
            Value::Draw => Value::Draw,
        };
        TableValue { value, ..self }
    }

    /// One ply further from the end (the value of a position whose move leads here,
    /// for the same side).
    pub fn one_more(self) -> TableValue {
        TableValue {
            plies: self.plies.map(|p| p.saturating_add(1)),
            ..self
        }
    }

    /// For people: "win in 5", "loss in 12", "draw".
    pub fn describe(&self) -> String {
        match self.plies {
            Some(p) => format!("{} in {p}", self.value.name()),
            None => self.value.name().to_string(),
        }
    }
}

impl std::fmt::Display for TableValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Codes in the top two bits of a packed value.
pub(crate) const DRAW: u16 = 0;
pub(crate) const WIN: u16 = 1;
pub(crate) const LOSS: u16 = 2;
/// A hole in the numbering or a finished game: nothing to probe.
pub(crate) const NONE: u16 = 3;

/// The largest distance two bytes hold.
pub const MAX_PLIES: u16 = (1 << 14) - 1;
/// The largest distance one byte holds.
pub(crate) const MAX_PLIES_NARROW: u16 = (1 << 6) - 1;

/// A value in the solver's 16-bit form: code in bits 14–15, distance below.
#[inline]
pub(crate) fn pack(code: u16, plies: u16) -> u16 {
    debug_assert!(code <= NONE && plies <= MAX_PLIES);
    (code << 14) | plies
}

#[inline]
pub(crate) fn code(v: u16) -> u16 {
    v >> 14
}

#[inline]
pub(crate) fn plies(v: u16) -> u16 {
    v & MAX_PLIES
}

/// The public value of a packed one, `None` for holes and finished games.
pub(crate) fn unpack(v: u16) -> Option<TableValue> {
    match code(v) {
        WIN => Some(TableValue::win(plies(v))),
        LOSS => Some(TableValue::loss(plies(v))),
        DRAW => Some(TableValue::DRAW),
        _ => None,
    }
}

/// Values stored one or two bytes each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Packed {
    Narrow(Vec<u8>),
    Wide(Vec<u16>),
}

impl Packed {
    /// The narrow form when every distance fits in six bits.
    pub(crate) fn from_values(values: Vec<u16>) -> Packed {
        let narrow = values
            .iter()
            .all(|&v| code(v) == DRAW || code(v) == NONE || plies(v) <= MAX_PLIES_NARROW);
        if narrow {
            Packed::Narrow(values.iter().map(|&v| narrow_of(v)).collect())
        } else {
            Packed::Wide(values)
        }
    }

    pub(crate) fn len(&self) -> u64 {
        match self {
            Packed::Narrow(b) => b.len() as u64,
            Packed::Wide(w) => w.len() as u64,
        }
    }

    /// Bytes per position: 1 or 2.
    pub(crate) fn width(&self) -> u8 {
        match self {
            Packed::Narrow(_) => 1,
            Packed::Wide(_) => 2,
        }
    }

    /// The 16-bit form of position `i`.
    #[inline]
    pub(crate) fn get(&self, i: u64) -> Option<u16> {
        match self {
            Packed::Narrow(b) => b.get(usize::try_from(i).ok()?).map(|&n| wide_of(n)),
            Packed::Wide(w) => w.get(usize::try_from(i).ok()?).copied(),
        }
    }

    pub(crate) fn heap_bytes(&self) -> u64 {
        self.len() * self.width() as u64
    }
}

#[inline]
fn narrow_of(v: u16) -> u8 {
    ((code(v) << 6) | (plies(v) & MAX_PLIES_NARROW)) as u8
}

#[inline]
fn wide_of(n: u8) -> u16 {
    pack((n >> 6) as u16, (n & 0x3f) as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrow_and_wide_forms_keep_every_value() {
        let values = vec![pack(WIN, 1), pack(LOSS, 63), pack(DRAW, 0), pack(NONE, 0)];
        let p = Packed::from_values(values.clone());
        assert_eq!(p.width(), 1);
        for (i, &v) in values.iter().enumerate() {
            assert_eq!(p.get(i as u64), Some(v));
        }
        let wide = vec![pack(WIN, 64), pack(LOSS, MAX_PLIES)];
        let p = Packed::from_values(wide.clone());
        assert_eq!(p.width(), 2);
        assert_eq!(p.get(1), Some(wide[1]));
        assert_eq!(unpack(wide[1]), Some(TableValue::loss(MAX_PLIES)));
        assert_eq!(p.get(2), None);
    }
}
