//! Any text as an action, in any reachable position, for any seat: `check` and `play`
//! agree, a refused action changes nothing, and an accepted one is a listed legal
//! action.
//!
//! Input: `[game, seed_lo, seed_hi, plies, seat, choices[plies]..., action text...]`.
//! The position is reached by `plies` random legal actions picked by the choice
//! bytes; the seat byte picks the seat to move (even values) or any seat, existing or
//! not (odd values).
#![no_main]

use cubist_core::OptionPairs;
use cubist_fuzz::{encoding_round_trips, game_of, mover, play_randomly, Chooser};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&[game, lo, hi, plies, seat_byte], rest)) = data.split_first_chunk::<5>() else {
        return;
    };
    let plies = usize::from(plies % 64);
    let (choices, text) = rest.split_at(plies.min(rest.len()));
    let seed = u64::from(u16::from_le_bytes([lo, hi]));
    let mut game = cubist_games::create(game_of(game), &OptionPairs::new(), seed)
        .expect("default options are valid");
    let mut choose = Chooser::new(choices);
    play_randomly(game.as_mut(), &mut choose, plies);

    let players = game.num_players();
    let seat = match mover(game.as_ref(), &mut choose) {
        Some(s) if seat_byte % 2 == 0 => s,
        _ => usize::from(seat_byte / 2) % (players + 2),
    };
    let text = String::from_utf8_lossy(text);

    let before = game.encode();
    let checked = game.check(seat, &text);
    let _ = game.clicks(seat, &text);
    let mut played = game.clone_box();
    let result = played.play(seat, &text);
    assert_eq!(
        checked.is_ok(),
        result.is_ok(),
        "check and play disagree on {text:?} for seat {seat}: {checked:?} / {result:?}"
    );
    match result {
        Err(e) => {
            let _ = e.to_string();
            assert_eq!(played.encode(), before, "a refused action changed the game");
        }
        Ok(()) => {
            // The accepted text is one of the listed actions, in another spelling.
            let after = played.encode();
            let listed = game.legal_actions(seat).into_iter().any(|a| {
                let mut copy = game.clone_box();
                copy.play(seat, &a).is_ok() && copy.encode() == after
            });
            assert!(
                listed,
                "{text:?} played but is no listed action of seat {seat}"
            );
            encoding_round_trips(played.as_ref());
        }
    }
});
