//! Helpers shared by the fuzz targets: choices drawn from the fuzzer's bytes, random
//! play that checks every step, and the round trips every accepted game must pass.

use cubist_core::{DynGame, Observer, RenderStyle, Seat, ToMove};

/// The games, in catalog order; a byte picks one.
pub const GAMES: &[&str] = cubist_games::NAMES;

/// The game a byte names.
pub fn game_of(byte: u8) -> &'static str {
    GAMES[usize::from(byte) % GAMES.len()]
}

/// Choices taken from the fuzzer's bytes while they last, then from a small generator
/// seeded with those bytes, so that every input names one run and long games need no
/// long inputs.
pub struct Chooser<'a> {
    bytes: &'a [u8],
    state: u64,
}

impl<'a> Chooser<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        // FNV-1a of the bytes: the generator's seed once they run out.
        let state = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        });
        Chooser { bytes, state }
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0);
        if n == 1 {
            return 0;
        }
        if let Some((&b, rest)) = self.bytes.split_first() {
            self.bytes = rest;
            if n <= 256 {
                return usize::from(b) % n;
            }
            let lo = rest.first().copied().unwrap_or(0);
            self.bytes = rest.get(1..).unwrap_or(&[]);
            return (usize::from(b) << 8 | usize::from(lo)) % n;
        }
        // splitmix64
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Whose action the game waits for (one of the seats, for simultaneous choices), or
/// `None` once it is over. Checks that `to_move` and `outcome` agree.
pub fn mover(game: &dyn DynGame, choose: &mut Chooser) -> Option<Seat> {
    let over = game.outcome().is_some();
    match game.to_move() {
        ToMove::Over => {
            assert!(over, "{}: over without an outcome", game.name());
            None
        }
        ToMove::One(seat) => {
            assert!(
                !over,
                "{}: an outcome, yet seat {seat} is to move",
                game.name()
            );
            assert!(
                seat < game.num_players(),
                "{}: seat {seat} to move",
                game.name()
            );
            Some(seat)
        }
        ToMove::Simultaneous(set) => {
            assert!(
                !over,
                "{}: an outcome, yet seats {set:?} choose",
                game.name()
            );
            let seats: Vec<Seat> = set.iter().collect();
            assert!(!seats.is_empty(), "{}: nobody to choose", game.name());
            assert!(
                seats.iter().all(|&s| s < game.num_players()),
                "{}: seats {seats:?} choose",
                game.name()
            );
            Some(seats[choose.below(seats.len())])
        }
    }
}

/// Play one legal action chosen by `choose` for the seat to move. Returns `false`
/// once the game is over. Panics if the seat to move has no legal action or a listed
/// action does not play.
pub fn step(game: &mut dyn DynGame, choose: &mut Chooser) -> bool {
    let Some(seat) = mover(game, choose) else {
        return false;
    };
    let legal = game.legal_actions(seat);
    assert!(
        !legal.is_empty(),
        "{}: seat {seat} is to move but has no legal action in {}",
        game.name(),
        game.encode()
    );
    let action = &legal[choose.below(legal.len())];
    if let Err(e) = game.play(seat, action) {
        panic!(
            "{}: listed action '{action}' of seat {seat} does not play: {e}",
            game.name()
        );
    }
    true
}

/// Play up to `plies` random legal actions; returns how many were played.
pub fn play_randomly(game: &mut dyn DynGame, choose: &mut Chooser, plies: usize) -> usize {
    let mut played = 0;
    while played < plies && step(game, choose) {
        played += 1;
    }
    played
}

/// Every legal action of the seat(s) to move checks, has a sentence and plays on a copy.
pub fn every_legal_action_plays(game: &dyn DynGame) {
    let seats: Vec<Seat> = match game.to_move() {
        ToMove::One(s) => vec![s],
        ToMove::Simultaneous(set) => set.iter().collect(),
        ToMove::Over => return,
    };
    for seat in seats {
        for action in game.legal_actions(seat) {
            if let Err(e) = game.check(seat, &action) {
                panic!("{}: legal '{action}' fails its check: {e}", game.name());
            }
            // Each seat's moves said in another language, so every language is fuzzed.
            let lang = cubist_core::ALL_LANGS[seat % cubist_core::ALL_LANGS.len()];
            if let Err(e) = game.describe(seat, &action, Observer::Spectator, lang) {
                panic!("{}: legal '{action}' has no sentence: {e}", game.name());
            }
            let mut copy = game.clone_box();
            if let Err(e) = copy.play(seat, &action) {
                panic!("{}: legal '{action}' does not play: {e}", game.name());
            }
        }
    }
}

/// The encoding reads back to a game with the same encoding.
pub fn encoding_round_trips(game: &dyn DynGame) {
    let text = game.encode();
    let back = match cubist_games::decode(game.name(), &text) {
        Ok(g) => g,
        Err(e) => panic!("{}: own encoding refused: {e}\n{text}", game.name()),
    };
    assert_eq!(back.encode(), text, "{}: encoding changed", game.name());
    assert_eq!(back.to_move(), game.to_move(), "{}", game.name());
    assert_eq!(back.outcome(), game.outcome(), "{}", game.name());
}

/// Every view, as JSON and drawn, for every seat and a spectator.
pub fn look_at(game: &dyn DynGame, pictures: bool) {
    let observers = (0..game.num_players())
        .map(Observer::Seat)
        .chain([Observer::Spectator, Observer::Seat(game.num_players() + 1)]);
    for (i, observer) in observers.enumerate() {
        let view = game.view_json(observer);
        assert!(!view.is_null(), "{}: view does not serialise", game.name());
        if pictures {
            let _ = game.render(observer, RenderStyle::PLAIN);
            let lang = cubist_core::ALL_LANGS[i % cubist_core::ALL_LANGS.len()];
            let _ = game.draw(observer, lang);
        }
    }
}
