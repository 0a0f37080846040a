//! Dates in UTC for `cubist admin`: `YYYY-MM-DD` read, `YYYY-MM-DD HH:MM` written,
//! without a calendar crate (the civil-from-days conversion of the proleptic
//! Gregorian calendar).

const DAY_MS: i64 = 86_400_000;

/// Midnight UTC of `YYYY-MM-DD`, in ms since the epoch.
pub fn parse_day(text: &str) -> Result<u64, String> {
    let bad = || format!("'{text}' is not a date: write YYYY-MM-DD");
    let parts: Vec<&str> = text.split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return Err(bad());
    };
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
        return Err(bad());
    }
    let (y, m, d): (i64, i64, i64) = (
        y.parse().map_err(|_| bad())?,
        m.parse().map_err(|_| bad())?,
        d.parse().map_err(|_| bad())?,
    );
    if !(1..=12).contains(&m) || d < 1 || d > days_in_month(y, m) || y < 1970 {
        return Err(bad());
    }
    Ok((days_from_civil(y, m, d) * DAY_MS) as u64)
}

/// `YYYY-MM-DD HH:MM` (UTC) of a moment in ms since the epoch.
pub fn format_ms(ms: u64) -> String {
    let ms = ms.min(i64::MAX as u64) as i64;
    let days = ms.div_euclid(DAY_MS);
    let minutes = ms.rem_euclid(DAY_MS) / 60_000;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        minutes / 60,
        minutes % 60
    )
}

fn leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a date.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day counted from 1970-01-01.
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_read_and_written_in_utc() {
        assert_eq!(parse_day("1970-01-01"), Ok(0));
        assert_eq!(parse_day("2026-11-26"), Ok(1_795_651_200_000));
        assert_eq!(
            format_ms(1_795_651_200_000 + 90 * 60_000),
            "2026-11-26 01:30"
        );
        assert_eq!(
            format_ms(parse_day("2024-02-29").unwrap()),
            "2024-02-29 00:00"
        );
        for bad in [
            "2026-13-01",
            "2025-02-29",
            "26-11-26",
            "2026/11/26",
            "",
            "2026-1-01",
        ] {
            assert!(parse_day(bad).is_err(), "{bad}");
        }
    }
}
