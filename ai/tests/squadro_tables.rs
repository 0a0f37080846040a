//! Squadro's endgame tables against exhaustive search, and the players that use them.
//!
//! Only the smallest families are built here (both sides with three pieces home and
//! two to go: 100 families of 41,472 numbers), the next ten (Light's lanes 1–3 home,
//! Dark's two: the first with draws among them) and the ten with Dark's lanes 1–3 home
//! and Light's two, once per run of this file: the shipped puzzles come from the last
//! twenty.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use cubist_ai::endgame::{table_choice, verdict_words, TablePlayer};
use cubist_ai::solver::{Solver, Value};
use cubist_ai::tables::{solve, Phase, SolveSettings, TableValue, Tables};
use cubist_ai::{make_agent, Agent, AgentSpec};
use cubist_core::{Game, Observer, ToMove};
use cubist_squadro::{Squadro, SquadroOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Families with three pieces home on each side: the first hundred.
const SMALL: usize = 100;
/// The first family with draws (`squadro-l123-d35`, Light's pieces 1–3 home, Dark's
/// 3 and 5): 147 of them, as its solve reports.
const DRAWN: usize = 108;
/// The families with Light's lanes 1–3 home and two of Dark's (`squadro-l123-d12` …
/// `squadro-l123-d45`): Dark has three pieces to move.
const DARK_THREE: std::ops::Range<usize> = SMALL..SMALL + 10;

/// The families with two of Light's lanes home and Dark's lanes 1–3 (`squadro-l12-d123`,
/// `squadro-l13-d123`, … `squadro-l45-d123`): Light has three pieces to move. Each
/// reaches only itself and three small families.
fn light_three() -> impl Iterator<Item = usize> {
    (300 - 100..300).step_by(10)
}

/// Every family built: the small ones, [`DARK_THREE`] and [`light_three`].
fn built_families() -> Vec<usize> {
    (0..DARK_THREE.end).chain(light_three()).collect()
}

fn options() -> SquadroOptions {
    SquadroOptions::default()
}

/// The small tables, built once into a directory of this test run.
fn tables() -> Arc<Tables<Squadro>> {
    built().tables.clone()
}

/// The small tables as built (without stored links: the index offers predecessors),
/// and their files' bytes, by name.
struct Built {
    tables: Arc<Tables<Squadro>>,
    files: Vec<(String, Vec<u8>)>,
    linked: bool,
}

fn built() -> &'static Built {
    static BUILT: OnceLock<Built> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir: PathBuf =
            std::env::temp_dir().join(format!("cubist-squadro-tables-{}", std::process::id()));
        let linked = build(&dir, false);
        let tables = Tables::<Squadro>::open(&options(), &dir).expect("they open");
        let files = files(&dir);
        std::fs::remove_dir_all(&dir).ok();
        Built {
            tables: Arc::new(tables),
            files,
            linked,
        }
    })
}

/// Builds the small tables into `dir` (keeping the families already there), with or
/// without stored links; returns whether a Link pass ran.
fn build(dir: &std::path::Path, stored_links: bool) -> bool {
    let settings = SolveSettings {
        threads: 2,
        max_memory: 1 << 30,
        upto: light_three().last().map(|k| k + 1),
        stored_links,
        only: Some(built_families()),
    };
    let mut linked = false;
    solve::<Squadro>(&options(), dir, &settings, |p| {
        linked |= p.phase == Phase::Link;
    })
    .expect("the small tables build");
    linked
}

/// Every table file under `dir`, by name, with its bytes.
fn files(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir.join("squadro"))
        .expect("the tables' directory")
        .map(|e| {
            let path = e.expect("a directory entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).expect("a table file"))
        })
        .collect();
    out.sort();
    out
}

/// `n` positions drawn from the small families, holes skipped.
fn sample(n: usize, seed: u64) -> Vec<Squadro> {
    let families = Squadro::position_families(&options());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let family = &families[rng.random_range(0..SMALL)];
        if let Some(game) = family.position(rng.random_range(0..family.size())) {
            out.push(game);
        }
    }
    out
}

#[test]
fn the_tables_agree_with_exhaustive_search_on_ten_thousand_positions() {
    let tables = tables();
    assert_eq!(tables.families().len(), built_families().len());
    // One solver for all: its memo holds values independent of the line that reached
    // them, so the positions share their work.
    let mut solver = Solver::<Squadro>::new(20_000_000);
    let mut counts = [0usize; 3];
    for game in sample(10_000, 1) {
        let table = tables
            .probe(&game)
            .expect("a small-family position is in the tables");
        let searched = solver.solve(&game).expect("the search terminates here");
        assert_eq!(table.value, searched.value, "{}", game.encode());
        assert_eq!(table.plies.is_some(), table.value != Value::Draw);
        counts[table.value as usize] += 1;
    }
    // With two pieces a side every position is decided (no draws in these families,
    // as the search agrees); a sample without both wins and losses would compare too
    // little.
    assert!(
        counts[0] > 1000 && counts[2] > 1000,
        "losses, draws, wins: {counts:?}"
    );
}

/// The value one action keeps for the mover of `game`, from the tables or the end.
fn kept(tables: &Tables<Squadro>, game: &Squadro, action: cubist_squadro::Action) -> TableValue {
    let seat = game.to_move().actor().unwrap();
    let mut child = game.clone();
    child.play(seat, action);
    if let Some(o) = child.outcome() {
        assert!(
            o.winners.contains(seat),
            "a move from here only ends the game by winning"
        );
        return TableValue {
            value: Value::Win,
            plies: Some(1),
        };
    }
    let v = tables
        .probe(&child)
        .expect("a move stays in the small families or wins");
    let plies = v.plies.map(|p| p + 1);
    match v.value {
        Value::Win => TableValue {
            value: Value::Loss,
            plies,
        },
        Value::Loss => TableValue {
            value: Value::Win,
            plies,
        },
        Value::Draw => TableValue {
            value: Value::Draw,
            plies: None,
        },
    }
}

#[test]
fn a_best_table_move_keeps_the_value_and_no_move_does_better() {
    let tables = tables();
    for game in sample(3_000, 2) {
        let value = tables.probe(&game).unwrap();
        let choice = table_choice(&tables, &game).unwrap();
        assert_eq!(choice.value, value, "{}", game.encode());
        for &a in &choice.best {
            assert_eq!(kept(&tables, &game, a), value, "{}", game.encode());
        }
        for (a, v) in tables.best_actions(&game).unwrap() {
            let k = kept(&tables, &game, a);
            assert_eq!(k, v, "{}", game.encode());
            let better = match (v.value, value.value) {
                (Value::Win, Value::Win) => v.plies < value.plies,
                (Value::Loss, Value::Loss) => v.plies > value.plies,
                (a, b) => a > b,
            };
            assert!(!better, "{}: {a:?} beats the table value", game.encode());
        }
    }
}

/// A won table position not won at once, and a lost one, from the sample.
fn won_and_lost() -> (Squadro, Squadro) {
    let tables = tables();
    let positions = sample(2_000, 3);
    let find = |value: Value| {
        positions
            .iter()
            .find(|g| {
                tables
                    .probe(g)
                    .is_some_and(|v| v.value == value && v.plies != Some(1))
            })
            .cloned()
            .expect("the sample has one")
    };
    (find(Value::Win), find(Value::Loss))
}

#[test]
fn the_table_player_plays_a_best_table_move_and_says_the_value() {
    let tables = tables();
    let (won, lost) = won_and_lost();
    let search = make_agent::<Squadro>(&"hard:tables=off".parse().unwrap(), 2, 1).unwrap();
    let mut player = TablePlayer::with_tables(search, Some(tables.clone()));
    for game in [won, lost] {
        let seat = game.to_move().actor().unwrap();
        let action = player.choose(&game.view(Observer::Seat(seat)), seat);
        let value = tables.probe(&game).unwrap();
        assert_eq!(player.verdict(), Some(value));
        assert!(table_choice(&tables, &game).unwrap().best.contains(&action));
    }
    assert_eq!(player.table_share(), (2, 2));
    assert!(
        player.name().contains(&format!(
            "endgame tables: {} families",
            built_families().len()
        )),
        "{}",
        player.name()
    );
}

#[test]
fn a_won_table_position_is_played_out_to_the_win_in_the_plies_it_says() {
    let tables = tables();
    let (won, _) = won_and_lost();
    let TableValue {
        plies: Some(plies), ..
    } = tables.probe(&won).unwrap()
    else {
        panic!("a win has a distance");
    };
    let players: Vec<_> = (0..2)
        .map(|s| {
            let search = make_agent::<Squadro>(&"easy:tables=off".parse().unwrap(), 2, s).unwrap();
            TablePlayer::with_tables(search, Some(tables.clone()))
        })
        .collect();
    let mut players = players;
    let winner = won.to_move().actor().unwrap();
    let mut game = won;
    let mut played = 0;
    while let ToMove::One(seat) = game.to_move() {
        let action = players[seat].choose(&game.view(Observer::Seat(seat)), seat);
        game.play(seat, action);
        played += 1;
    }
    assert!(game.outcome().unwrap().winners.contains(winner));
    assert_eq!(played, plies);
}

#[test]
fn searches_value_table_positions_exactly() {
    let tables = tables();
    let (won, _) = won_and_lost();
    let seat = won.to_move().actor().unwrap();
    for spec in [
        "alphabeta:iterations=200,tables=off",
        "mcts:iterations=200,tables=off",
    ] {
        let mut search = make_agent::<Squadro>(&spec.parse().unwrap(), 2, 5).unwrap();
        search.use_tables(tables.clone());
        let action = search.choose(&won.view(Observer::Seat(seat)), seat);
        let kept = kept(&tables, &won, action);
        assert_eq!(kept.value, Value::Win, "{spec} threw away a won position");
        let value = search.stats().and_then(|s| s.value).unwrap();
        assert!(value > 0.5, "{spec}: {value}");
    }
}

#[test]
fn verdicts_read_as_words() {
    let tables = tables();
    let (won, lost) = won_and_lost();
    let w = verdict_words(tables.probe(&won).unwrap());
    assert!(
        w.starts_with("win in ") && w[7..].parse::<u16>().is_ok(),
        "{w}"
    );
    let l = verdict_words(tables.probe(&lost).unwrap());
    assert!(
        l.starts_with("loss in ") && l[8..].parse::<u16>().is_ok(),
        "{l}"
    );
}

#[test]
fn the_tables_setting_is_checked() {
    assert!(make_agent::<Squadro>(&"hard:tables=maybe".parse().unwrap(), 2, 1).is_err());
    let spec: AgentSpec = "max:tables=off".parse().unwrap();
    let plain = make_agent::<Squadro>(&spec, 2, 1).unwrap();
    assert!(!plain.name().contains("endgame"), "{}", plain.name());
    let with = make_agent::<Squadro>(&"hard:tables=on".parse().unwrap(), 2, 1).unwrap();
    assert!(with.name().contains("endgame tables"), "{}", with.name());
}

#[test]
fn perfect_starts_at_once_on_squadro_and_says_it_plays_max_outside_the_tables() {
    let mut agent = make_agent::<Squadro>(&"perfect".parse().unwrap(), 2, 1).unwrap();
    let game = Squadro::new(&options(), 3);
    let seat = game.to_move().actor().unwrap();
    agent
        .prepare(&game.view(Observer::Seat(seat)), seat)
        .expect("perfect accepts Squadro");
    // Whether tables are built in the default directory depends on the machine: the
    // name and the notice say which (`frontends/cli/tests` runs both cases).
    let name = agent.name();
    assert!(name.contains("too many states"), "{name}");
    match agent.notice() {
        None => assert!(name.contains("max outside"), "{name}"),
        Some(notice) => {
            assert!(name.contains("no endgame tables: max"), "{name}");
            assert!(
                notice.contains("not built") || notice.contains("refused"),
                "{notice}"
            );
        }
    }
}

#[test]
fn a_drawn_table_position_has_no_winning_move_and_one_that_keeps_the_draw() {
    let tables = tables();
    let family = &Squadro::position_families(&options())[DRAWN];
    assert_eq!(family.name(), "squadro-l123-d35");
    let draws: Vec<Squadro> = (0..family.size())
        .filter_map(|i| family.position(i))
        .filter(|g| tables.probe(g) == Some(TableValue::DRAW))
        .collect();
    assert_eq!(draws.len(), 147);
    let mut solver = Solver::<Squadro>::new(20_000_000);
    let mut searched = 0;
    for game in &draws {
        let moves = tables
            .best_actions(game)
            .expect("every move stays in the tables");
        assert!(
            moves.iter().all(|(_, v)| v.value != Value::Win),
            "a draw has no winning move: {}",
            game.encode()
        );
        assert!(
            moves.iter().any(|(_, v)| *v == TableValue::DRAW),
            "a draw has a move that keeps it: {}",
            game.encode()
        );
        // Exhaustive search, which ends endless play by the repetition rule, agrees
        // wherever it terminates.
        if let Ok(s) = solver.solve(game) {
            assert_eq!(s.value, Value::Draw, "{}", game.encode());
            searched += 1;
        }
    }
    assert!(searched > 0, "the search terminated on no drawn position");
}

#[test]
fn tables_solved_without_links_are_the_same_bytes_as_with_them() {
    let built = built();
    assert!(!built.linked, "the index offers predecessors: no Link pass");
    assert_eq!(built.files.len(), built_families().len());
    // Every tenth 3-against-3 family, the first 3-against-2 one with draws and the
    // first 2-against-3 one are solved again with stored links, the others kept from
    // the first build.
    let families = Squadro::position_families(&options());
    let again: Vec<String> = (0..SMALL)
        .step_by(10)
        .chain([DRAWN])
        .chain(light_three().take(1))
        .map(|k| format!("{}.tbl", families[k].name()))
        .collect();
    let dir = std::env::temp_dir().join(format!("cubist-squadro-links-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(dir.join("squadro")).expect("a directory");
    for (name, bytes) in &built.files {
        if !again.contains(name) {
            std::fs::write(dir.join("squadro").join(name), bytes).expect("a copy");
        }
    }
    let linked = build(&dir, true);
    let stored = files(&dir);
    std::fs::remove_dir_all(&dir).ok();
    assert!(linked, "stored links were asked for");
    assert_eq!(stored.len(), built.files.len());
    for ((name_a, bytes_a), (name_b, bytes_b)) in built.files.iter().zip(&stored) {
        assert_eq!(name_a, name_b);
        assert!(bytes_a == bytes_b, "{name_a} differs");
    }
}

#[path = "squadro_tables/puzzles.rs"]
mod puzzles;

#[path = "squadro_tables/check.rs"]
mod check;
