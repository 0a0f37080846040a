//! Fixed-seed games between the named levels, reduced to a digest of every move and
//! outcome. Searches with iteration budgets are deterministic for a seed, so as long
//! as a game's rules, the order of its legal actions, its sampling of hidden state
//! (`determinize`) and its evaluation stay the same, these games replay move for move —
//! and the strength tables measured with those levels stand. Speed work on a game must
//! leave these digests alone; a deliberate change to any of those (with its ruling, or
//! a re-run of the ladders) prints the new ones with
//! `CUBIST_PRINT_DIGESTS=1 cargo test -p cubist-ai --test search_replay -- --nocapture`.

use cubist_ai::{make_agent, Agent, AgentSpec};
use cubist_core::{Game, GameOptions, Observer, OptionPairs, ToMove};
use cubist_cube_attack::CubeAttack;
use cubist_cube_conquest::CubeConquest;
use cubist_squadro::Squadro;
use cubist_tilt::Tilt;
use cubist_zhen::Zhen;

/// Games per game; seats alternate between the two levels.
const GAMES: u64 = 4;

/// The two levels that meet: cheap enough for a test, and both search.
const LEVELS: [&str; 2] = ["easy", "medium"];

/// (game, digest of its games).
const EXPECTED: &[(&str, u64)] = &[
    ("zhen", 0x1dad076686da3cf6),
    ("cube-attack", 0xdef841851cbe3a00),
    ("squadro", 0x3e50bfd4ac82085c),
    ("tilt", 0xf0f7c5ea90751417),
    ("cube-conquest", 0xdc7c799c40761f3d),
];

/// FNV-1a, 64 bits: a digest fixed by its definition, unlike std's hasher.
struct Fnv(u64);

impl Fnv {
    fn add(&mut self, text: &str) {
        for b in text.bytes().chain([0xff]) {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The digest of `GAMES` games of `G` with default options.
fn digest<G: Game>() -> u64 {
    let options = G::Options::from_pairs_local(&OptionPairs::new()).expect("default options");
    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    for seed in 0..GAMES {
        let mut game = G::new(&options, seed);
        let players = game.num_players();
        let mut agents: Vec<Box<dyn Agent<G>>> = (0..players)
            .map(|seat| {
                let level = LEVELS[(seat + seed as usize) % 2];
                let spec: AgentSpec = level.parse().expect("a level");
                make_agent::<G>(&spec, players, seed * 16 + seat as u64).expect("an agent")
            })
            .collect();
        while game.to_move() != ToMove::Over {
            // Every seat due to act chooses from its view before any of them plays.
            let seats: Vec<_> = match game.to_move() {
                ToMove::One(seat) => vec![seat],
                ToMove::Simultaneous(set) => set.iter().collect(),
                ToMove::Over => unreachable!(),
            };
            let chosen: Vec<_> = seats
                .iter()
                .map(|&seat| {
                    let view = game.view(Observer::Seat(seat));
                    agents[seat].prepare(&view, seat).expect("prepare");
                    (seat, agents[seat].choose(&view, seat))
                })
                .collect();
            for (seat, action) in chosen {
                hash.add(&game.format_action(seat, action));
                game.play(seat, action);
            }
        }
        hash.add(&format!("{:?}", game.outcome()));
    }
    hash.0
}

#[test]
fn seeded_searches_play_the_same_games_as_before() {
    let measured = [
        ("zhen", digest::<Zhen>()),
        ("cube-attack", digest::<CubeAttack>()),
        ("squadro", digest::<Squadro>()),
        ("tilt", digest::<Tilt>()),
        ("cube-conquest", digest::<CubeConquest>()),
    ];
    if std::env::var_os("CUBIST_PRINT_DIGESTS").is_some() {
        for (name, d) in &measured {
            println!("    ({name:?}, {d:#018x}),");
        }
    }
    assert_eq!(measured.len(), EXPECTED.len(), "one digest per game");
    for ((name, got), (want_name, want)) in measured.iter().zip(EXPECTED) {
        assert_eq!(name, want_name, "games in the same order");
        assert_eq!(
            got, want,
            "{name}: seeded searches no longer play as recorded"
        );
    }
}
