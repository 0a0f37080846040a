//! Seeds: every game and agent gets its own seed, derived from one master seed, so a
//! whole run is reproducible from the number printed with it.

/// A seed from the clock, for runs where none is given.
pub fn fresh() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    mix(nanos ^ std::process::id() as u64) % 1_000_000_000
}

/// The `index`-th seed derived from `seed` (SplitMix64 finaliser).
pub fn derive(seed: u64, index: u64) -> u64 {
    mix(seed ^ mix(index.wrapping_add(0x9E37_79B9_7F4A_7C15)))
}

fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    #[test]
    fn derived_seeds_differ_and_repeat() {
        assert_ne!(super::derive(1, 0), super::derive(1, 1));
        assert_ne!(super::derive(1, 0), super::derive(2, 0));
        assert_eq!(super::derive(5, 9), super::derive(5, 9));
    }
}
