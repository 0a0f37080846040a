//! Any bytes as a game record (a save file, or a record a client sends to be
//! replayed): a record that resumes writes itself out again, and that copy resumes
//! to the same game; replaying it onto a fresh game agrees with the match.
#![no_main]

use cubist_core::{GameRecord, Trust};
use cubist_fuzz::{encoding_round_trips, look_at};
use cubist_session::{replay_view, Match};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let record = match GameRecord::from_json(text) {
        Ok(r) => r,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    // What a client's `POST /api/replay` does, at the first and the last ply.
    for ply in [0, record.actions.len()] {
        let _ = replay_view(&record, ply, Trust::Remote).map_err(|e| e.to_string());
    }
    let m = match Match::resume(record.clone(), Trust::Remote) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let game = m.game();
    assert_eq!(m.ply(), record.actions.len());

    // The same actions replayed onto a fresh game give the same state.
    let mut fresh =
        cubist_games::create_with(&record.game, &record.options, record.seed, Trust::Remote)
            .expect("the match was created from these options");
    record
        .replay_onto(fresh.as_mut(), |_, _| {})
        .expect("the match replayed this record");
    assert_eq!(fresh.encode(), game.encode());

    // The match's own record reads back and resumes to the same game.
    let written = m.record().to_json();
    let again = GameRecord::from_json(&written).expect("a written record reads back");
    assert_eq!(
        &again,
        m.record(),
        "the record changed on its way through JSON"
    );
    let m2 = Match::resume(again, Trust::Remote).expect("a written record resumes");
    assert_eq!(m2.game().encode(), game.encode());
    assert_eq!(m2.to_move(), m.to_move());
    assert_eq!(m2.is_over(), m.is_over());

    encoding_round_trips(game);
    look_at(game, false);
    for seat in 0..game.num_players() {
        let _ = m.view(cubist_core::Observer::Seat(seat));
    }
});
