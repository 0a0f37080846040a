//! Any text as a Cube Attack map file: a map that validates writes itself out and
//! reads back equal, and a game on it, for every player count it seats, plays random
//! legal actions without a panic and saves and loads.
#![no_main]

use cubist_core::{DynGame, Erased, Game};
use cubist_cube_attack::{CubeAttack, CubeAttackOptions, Map, MapChoice};
use cubist_fuzz::{encoding_round_trips, look_at, play_randomly, Chooser};
use libfuzzer_sys::fuzz_target;

/// Actions played on each new map.
const PLIES: usize = 300;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let map = match Map::from_json(text) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let again = Map::from_json(&map.to_json()).expect("a written map reads back");
    assert!(again == map, "the map changed on its way through its file");
    assert!(!map.player_counts().is_empty());

    let mut choose = Chooser::new(data);
    for players in map.player_counts() {
        let options = CubeAttackOptions {
            players,
            map: MapChoice::new("fuzzed", map.clone()),
            ..CubeAttackOptions::default()
        };
        let seed = choose.below(1 << 16) as u64;
        let mut game: Box<dyn DynGame> = Box::new(Erased::new(CubeAttack::new(&options, seed)));
        assert_eq!(game.num_players(), players);
        look_at(game.as_ref(), true);
        play_randomly(game.as_mut(), &mut choose, PLIES);
        encoding_round_trips(game.as_ref());
        look_at(game.as_ref(), true);
    }
});
