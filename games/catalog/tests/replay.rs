//! Fixed-seed replays: random games of every game and several variants, reduced to a
//! digest of everything the rules decide (each seat to act, its legal actions, the full
//! state after each action, the outcome). The digests were taken before the move
//! generators were reworked for speed; any change to what the rules allow or do
//! changes them. Legal actions are compared as sorted notation, so generating them in
//! another order is not a change.
//!
//! After a deliberate rules change (with its ruling), print the new digests with
//! `CUBIST_PRINT_DIGESTS=1 cargo test -p cubist-games --test replay -- --nocapture`.

use cubist_core::{Observer, OptionPairs, ToMove};

/// Games per variant.
const GAMES: u64 = 40;

/// (game, options, digest of its games).
const EXPECTED: &[(&str, &str, u64)] = &[
    ("zhen", "", 0xc640282795bd6ba9),
    ("zhen", "tiles=3 cubes=2", 0x3527e12729a4ec39),
    ("cube-attack", "", 0xafa0f4f62ee8cf7b),
    ("cube-attack", "players=3", 0x22f44357fbb7ea56),
    ("cube-attack", "players=6", 0x896432d0186e3c73),
    ("squadro", "", 0xb0b22a3bb5c88a3a),
    ("tilt", "", 0xccdf940a1a33d7dd),
    ("tilt", "size=4", 0xff84e077985ce547),
    ("tilt", "size=10", 0x35b76d60ac3b2553),
    ("cube-conquest", "", 0x7547062b24dd8cd3),
    ("cube-conquest", "players=3", 0x141bdaa1b326eebb),
    ("cube-conquest", "players=4 decks=own", 0x24bfa8fbed9f5cf5),
];

/// The same with legal actions in the order generated.
const EXPECTED_ORDER: &[(&str, &str, u64)] = &[
    ("zhen", "", 0x4a3c43e6a7c03866),
    ("zhen", "tiles=3 cubes=2", 0xc8ed247f4dbcdbc5),
    ("cube-attack", "", 0x5935ced678f96436),
    ("cube-attack", "players=3", 0x701e5669f85a36cd),
    ("cube-attack", "players=6", 0x65153542f8576ff2),
    ("squadro", "", 0xb0b22a3bb5c88a3a),
    ("tilt", "", 0xfba33bf7f9886ceb),
    ("tilt", "size=4", 0xf62fdd5aac0ca88c),
    ("tilt", "size=10", 0x428f4b74f4d059bd),
    ("cube-conquest", "", 0x62f9ff5f1479d46b),
    ("cube-conquest", "players=3", 0xa1deac19a05464a0),
    ("cube-conquest", "players=4 decks=own", 0x0923cb6c3324ad6d),
];

/// FNV-1a, 64 bits: a digest fixed by its definition, unlike std's hasher.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn add(&mut self, text: &str) {
        for b in text.bytes().chain([0xff]) {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// SplitMix64: the choices of the random players, fixed by its definition.
struct SplitMix(u64);

impl SplitMix {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        (z % n as u64) as usize
    }
}

fn options(text: &str) -> OptionPairs {
    let mut pairs = OptionPairs::new();
    for pair in text.split_whitespace() {
        let (k, v) = pair.split_once('=').expect("key=value");
        pairs.insert(k.into(), v.into());
    }
    pairs
}

/// How the random players see the legal actions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    /// Sorted by notation: the digest records what the rules allow.
    Sorted,
    /// As generated: the digest also records the order, on which seeded searches
    /// depend (their games, and so the strength tables, replay only with it).
    Generated,
}

/// The digest of `GAMES` random games of one variant.
fn digest(name: &str, option_text: &str, order: Order) -> u64 {
    let mut hash = Fnv::new();
    for seed in 0..GAMES {
        let mut game = cubist_games::create_local(name, &options(option_text), seed)
            .unwrap_or_else(|e| panic!("{name} {option_text}: {e}"));
        let mut rng = SplitMix(seed ^ 0x5eed);
        hash.add(&game.encode());
        while let Some(seat) = game.to_move().actor() {
            if let ToMove::Simultaneous(set) = game.to_move() {
                hash.add(&format!("{set:?}"));
            }
            let mut legal = game.legal_actions(seat);
            if order == Order::Sorted {
                legal.sort();
            }
            let action = legal[rng.below(legal.len())].clone();
            hash.add(&seat.to_string());
            for a in &legal {
                hash.add(a);
            }
            game.play(seat, &action)
                .unwrap_or_else(|e| panic!("{name}: {action}: {e}"));
            hash.add(&game.encode());
        }
        hash.add(&format!("{:?}", game.outcome()));
        hash.add(&game.render(Observer::Spectator, Default::default()));
    }
    hash.0
}

fn variants() -> Vec<(&'static str, &'static str)> {
    vec![
        ("zhen", ""),
        ("zhen", "tiles=3 cubes=2"),
        ("cube-attack", ""),
        ("cube-attack", "players=3"),
        ("cube-attack", "players=6"),
        ("squadro", ""),
        ("tilt", ""),
        ("tilt", "size=4"),
        ("tilt", "size=10"),
        ("cube-conquest", ""),
        ("cube-conquest", "players=3"),
        ("cube-conquest", "players=4 decks=own"),
    ]
}

#[test]
fn random_games_replay_exactly_as_before() {
    check(Order::Sorted, EXPECTED);
}

#[test]
fn legal_actions_come_in_the_same_order_as_before() {
    check(Order::Generated, EXPECTED_ORDER);
}

fn check(order: Order, expected: &[(&str, &str, u64)]) {
    let measured: Vec<(&str, &str, u64)> = variants()
        .into_iter()
        .map(|(name, opts)| (name, opts, digest(name, opts, order)))
        .collect();
    if std::env::var_os("CUBIST_PRINT_DIGESTS").is_some() {
        for (name, opts, d) in &measured {
            println!("    ({name:?}, {opts:?}, {d:#018x}),");
        }
    }
    assert_eq!(measured.len(), expected.len(), "one digest per variant");
    for ((name, opts, got), (en, eo, want)) in measured.iter().zip(expected) {
        assert_eq!((name, opts), (en, eo), "variants in the same order");
        assert_eq!(
            got, want,
            "{name} {opts}: random games no longer replay as recorded"
        );
    }
}
