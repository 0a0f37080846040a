//! The one RNG type used for chance inside game states.

use rand::SeedableRng;

/// Seeded, portable, serialisable RNG: the same seed gives the same game everywhere.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A game RNG from a seed and a purpose tag, so that independent uses of one seed
/// (first player, deck shuffles, AI sampling) do not share a stream.
pub fn game_rng(seed: u64, stream: u64) -> GameRng {
    let mut rng = GameRng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}
