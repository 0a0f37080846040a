//! The puzzle of the day: one per game, the same for everyone on a day (UTC, from the
//! server's clock), as on lichess. Which one is arithmetic on the day alone, so every
//! instance picks the same without keeping anything: the game's served puzzles in the
//! order of their ids, and of those the one [`pick`] names.

/// Milliseconds in a day.
pub const DAY_MS: u64 = 86_400_000;

/// The day of `now_ms` (ms since the epoch): days since 1970-01-01, UTC.
pub fn day_of(now_ms: u64) -> u64 {
    now_ms / DAY_MS
}

/// Which of `count` puzzles (by id) is the puzzle of `day` in `game`: a mix of the
/// day and the game's name, so consecutive days are far apart in the set and two
/// games' sets of the same size do not move in step. None when there is no puzzle.
pub fn pick(day: u64, game: &str, count: u64) -> Option<u64> {
    if count == 0 {
        return None;
    }
    // FNV-1a of the name, then SplitMix64 of the day mixed with it: fixed arithmetic,
    // the same on every build and machine.
    let name = game.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut z = day.wrapping_add(name).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^= z >> 31;
    Some(z % count)
}

/// The calendar date of `day` (days since 1970-01-01) as `YYYY-MM-DD`.
pub fn date_of(day: u64) -> String {
    let date = time::OffsetDateTime::UNIX_EPOCH + time::Duration::days(day as i64);
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_utc_calendar_dates() {
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(date_of(day_of(951_782_400_000)), "2000-02-29");
        assert_eq!(date_of(day_of(1_795_910_399_999)), "2026-11-28");
        assert_eq!(date_of(day_of(1_795_910_400_000)), "2026-11-29");
    }

    #[test]
    fn a_day_names_one_puzzle_and_the_days_go_round_the_set() {
        assert_eq!(pick(20_000, "squadro", 0), None);
        assert_eq!(pick(20_000, "squadro", 1), Some(0));
        assert_eq!(pick(20_000, "squadro", 324), pick(20_000, "squadro", 324));
        let days: std::collections::BTreeSet<u64> = (0..60)
            .map(|d| pick(20_000 + d, "squadro", 324).unwrap())
            .collect();
        assert!(days.len() > 50, "{} of 60 days differ", days.len());
        assert!(days.iter().all(|&i| i < 324));
        let other: Vec<u64> = (0..10).map(|d| pick(d, "tilt", 324).unwrap()).collect();
        let same: Vec<u64> = (0..10).map(|d| pick(d, "squadro", 324).unwrap()).collect();
        assert_ne!(other, same);
    }
}
