//! Any text as a saved state: if a game accepts it, the state re-encodes to text that
//! reads back the same, every legal action plays, and random play from it (at most
//! 2000 actions) stays legal until the game ends.
//!
//! Input: `[game, state text...]`.
#![no_main]

use cubist_fuzz::{
    encoding_round_trips, every_legal_action_plays, game_of, look_at, step, Chooser,
};
use libfuzzer_sys::fuzz_target;

/// Most actions played from a decoded state.
const MAX_PLIES: usize = 2000;

fuzz_target!(|data: &[u8]| {
    let Some((&game, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(mut game) = cubist_games::decode(game_of(game), text) else {
        return;
    };
    encoding_round_trips(game.as_ref());
    look_at(game.as_ref(), true);
    every_legal_action_plays(game.as_ref());

    let mut choose = Chooser::new(data);
    for ply in 0..MAX_PLIES {
        if !step(game.as_mut(), &mut choose) {
            break;
        }
        if ply % 64 == 0 {
            encoding_round_trips(game.as_ref());
        }
    }
    encoding_round_trips(game.as_ref());
    look_at(game.as_ref(), false);
});
