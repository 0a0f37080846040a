//! The wire views of every game: their JSON Schemas are the committed contract, and
//! they survive a trip through JSON.
//!
//! The schema of each game's wire envelope at its current `WIRE_VERSION` must equal
//! `docs/wire/NAME.vN.schema.json`. A missing file is written when the test runs with
//! `CUBIST_WRITE_WIRE=1`; an existing one is never overwritten, so changing a wire
//! type without bumping the game's version always fails here.

use cubist_core::{
    wire_schema_text, wire_view, Game, GameOptions, GameVisitor, Observer, OptionPairs,
    WireEnvelope, WireResult, WireTurn,
};
use rand::{seq::IndexedRandom, SeedableRng};
use std::path::PathBuf;

fn wire_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/wire")
}

/// Whether two JSON texts hold the same value (key order and layout aside).
fn same_json(a: &str, b: &str) -> bool {
    let read = |t: &str| serde_json::from_str::<serde_json::Value>(t).ok();
    read(a).is_some() && read(a) == read(b)
}

/// The name, wire version and schema text of a game.
struct SchemaOf;
impl GameVisitor for SchemaOf {
    type Output = (&'static str, u32, String);
    fn visit<G: Game>(self) -> Self::Output {
        (G::NAME, G::WIRE_VERSION, wire_schema_text::<G>())
    }
}

#[test]
fn every_wire_schema_matches_the_committed_file_for_its_version() {
    let write = std::env::var("CUBIST_WRITE_WIRE").is_ok_and(|v| v == "1");
    let mut problems = Vec::new();
    for name in cubist_games::NAMES {
        let (name, version, schema) = cubist_games::visit(name, SchemaOf).unwrap();
        let file = format!("{name}.v{version}.schema.json");
        let path = wire_dir().join(&file);
        match std::fs::read_to_string(&path) {
            Ok(committed) if same_json(&committed, &schema) => {}
            Ok(_) => problems.push(format!(
                "the wire format of {name} differs from docs/wire/{file}, the contract of \
                 version {version}. A change of shape needs a new version: bump {name}'s \
                 WIRE_VERSION to {next}, run `CUBIST_WRITE_WIRE=1 cargo test -p cubist-games \
                 --test wire` to write docs/wire/{name}.v{next}.schema.json, describe the \
                 change in docs/wire.md and commit the new file (never edit an existing one)",
                next = version + 1
            )),
            Err(_) if write => {
                std::fs::create_dir_all(wire_dir()).unwrap();
                std::fs::write(&path, &schema).unwrap();
                eprintln!("wrote docs/wire/{file}");
            }
            Err(_) => problems.push(format!(
                "docs/wire/{file} is missing: run `CUBIST_WRITE_WIRE=1 cargo test -p \
                 cubist-games --test wire` to write the schema of {name}'s wire version \
                 {version}, and commit it"
            )),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn every_committed_schema_belongs_to_a_game_version() {
    let known: Vec<(&str, u32)> = cubist_games::NAMES
        .iter()
        .map(|n| {
            let (name, version, _) = cubist_games::visit(n, SchemaOf).unwrap();
            (name, version)
        })
        .collect();
    for entry in std::fs::read_dir(wire_dir()).expect("docs/wire exists") {
        let file = entry.unwrap().file_name().into_string().unwrap();
        let Some(stem) = file.strip_suffix(".schema.json") else {
            continue;
        };
        let (name, version) = stem
            .rsplit_once(".v")
            .unwrap_or_else(|| panic!("docs/wire/{file}: expected NAME.vN.schema.json"));
        let version: u32 = version
            .parse()
            .unwrap_or_else(|_| panic!("docs/wire/{file}: version is not a number"));
        let current = known.iter().find(|(n, _)| *n == name);
        assert!(
            current.is_some_and(|&(_, v)| version <= v),
            "docs/wire/{file} is for no game, or for a version newer than the game's WIRE_VERSION"
        );
    }
}

/// Plays random games and checks every observer's wire view after every action.
struct RoundTrip {
    options: &'static [(&'static str, &'static str)],
    games: u64,
    max_actions: usize,
}

impl GameVisitor for RoundTrip {
    type Output = usize;
    fn visit<G: Game>(self) -> usize {
        let pairs: OptionPairs = self
            .options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let options = G::Options::from_pairs(&pairs).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut checked = 0;
        let mut legal = Vec::new();
        for seed in 0..self.games {
            let mut game = G::new(&options, seed);
            for _ in 0..self.max_actions {
                checked += check_wire(&game);
                let Some(seat) = game.to_move().actor() else {
                    break;
                };
                game.legal_actions(seat, &mut legal);
                let a = *legal.choose(&mut rng).unwrap();
                game.play(seat, a);
            }
            checked += check_wire(&game);
        }
        checked
    }
}

/// Every observer's wire view of `game` reads back equal, names the game and version,
/// and agrees with the state on whose turn it is and how the game ended.
fn check_wire<G: Game>(game: &G) -> usize {
    let observers = (0..game.num_players() + 1)
        .map(Observer::Seat)
        .chain([Observer::Spectator]);
    let mut n = 0;
    for observer in observers {
        let envelope = wire_view(game, observer);
        let text = serde_json::to_string(&envelope).unwrap();
        let back: WireEnvelope<G::Wire> = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{} wire view does not read back ({e}): {text}", G::NAME));
        assert_eq!(back, envelope, "{} wire round trip: {text}", G::NAME);
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["game"], G::NAME);
        assert_eq!(json["version"], G::WIRE_VERSION);
        let expected_observer = match observer {
            Observer::Seat(s) if s < game.num_players() => serde_json::json!(s + 1),
            _ => serde_json::Value::Null,
        };
        assert_eq!(json["observer"], expected_observer, "{text}");
        assert_eq!(
            json["view"]["turn"],
            serde_json::to_value(WireTurn::from(game.to_move())).unwrap(),
            "{} wire turn: {text}",
            G::NAME
        );
        assert_eq!(
            json["view"]["result"],
            serde_json::to_value(game.outcome().as_ref().map(WireResult::from)).unwrap(),
            "{} wire result: {text}",
            G::NAME
        );
        let erased = cubist_core::Erased(game.clone());
        assert_eq!(
            cubist_core::DynGame::view_json(&erased, observer),
            json,
            "view_json sends the wire envelope"
        );
        n += 1;
    }
    n
}

fn round_trip(name: &str, options: &'static [(&'static str, &'static str)], games: u64) {
    let checked = cubist_games::visit(
        name,
        RoundTrip {
            options,
            games,
            max_actions: 400,
        },
    )
    .unwrap();
    assert!(checked > 0);
}

#[test]
fn squadro_wire_views_round_trip() {
    round_trip("squadro", &[], 6);
}

#[test]
fn zhen_wire_views_round_trip() {
    round_trip("zhen", &[], 6);
    round_trip("zhen", &[("tiles", "4"), ("cubes", "3")], 6);
}

#[test]
fn tilt_wire_views_round_trip() {
    round_trip("tilt", &[], 6);
    round_trip("tilt", &[("size", "4")], 6);
}

#[test]
fn cube_attack_wire_views_round_trip() {
    round_trip("cube-attack", &[("rounds", "15")], 3);
    round_trip("cube-attack", &[("players", "5"), ("rounds", "6")], 2);
    round_trip(
        "cube-attack",
        &[("map", "duel"), ("removal", "supply"), ("rounds", "10")],
        2,
    );
}

#[test]
fn cube_conquest_wire_views_round_trip() {
    round_trip("cube-conquest", &[], 6);
    round_trip("cube-conquest", &[("players", "4"), ("size", "4")], 3);
    round_trip(
        "cube-conquest",
        &[("players", "3"), ("destroyed", "removed"), ("decks", "own")],
        3,
    );
}

#[test]
fn game_info_carries_the_wire_version() {
    for info in cubist_games::all() {
        assert!(info.wire_version >= 1, "{}", info.name);
    }
}
