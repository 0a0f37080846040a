//! Game review: a Squadro win thrown away in the endgame tables is a blunder in words
//! (`win in N → loss in M`), a small Zhen game of `max` against itself has no
//! blunder by the solver's exact values, and the same level and seed give the same
//! review.
//!
//! The Squadro tables are built here for the first hundred families (both sides with
//! three pieces home and two to go), as `ai/tests/squadro_tables.rs` builds them.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use cubist_ai::endgame::{table_choice, verdict_words};
use cubist_ai::solver::Value;
use cubist_ai::tables::{solve, SolveSettings, TableValue, Tables};
use cubist_ai::{make_agent, Agent, Control};
use cubist_core::{
    game_rng, Erased, FirstPlayer, Game, GameOptions, GameRecord, RecordedAction, ToMove,
};
use cubist_session::arena::play_match;
use cubist_session::review::{
    review_record, Mark, Review, ReviewError, ReviewSettings, TableSource,
};
use cubist_squadro::{Squadro, SquadroOptions};
use cubist_zhen::{Zhen, ZhenOptions};
use rand::Rng;

/// Families with three pieces home on each side: the first hundred.
const SMALL: usize = 100;

fn settings(level: &str, seed: u64, tables: TableSource, exact_states: usize) -> ReviewSettings {
    ReviewSettings {
        level: level.parse().unwrap(),
        seed,
        tables,
        exact_states,
    }
}

fn review(record: &GameRecord, settings: &ReviewSettings) -> Result<Review, ReviewError> {
    review_record(record, settings, &Control::default(), &mut |_, _| {})
}

/// A Squadro game played at random until a table position where the mover wins, the
/// mover then playing an action the tables say loses, and both sides playing best
/// table moves to the end. The record, the blunder's ply (from 1) and the values
/// before and after it.
fn thrown_away_win(tables: &Tables<Squadro>) -> (GameRecord, usize, TableValue, TableValue) {
    let options = SquadroOptions::default();
    for seed in 0..500 {
        let mut game = Squadro::new(&options, seed);
        let mut record = GameRecord::new(&Erased(game.clone()), seed, vec!["random".into(); 2]);
        let mut rng = game_rng(seed, 7);
        let mut thrown = None;
        let mut legal = Vec::new();
        while let ToMove::One(seat) = game.to_move() {
            let action = match (thrown, tables.best_actions(&game)) {
                (Some(_), _) => {
                    table_choice(tables, &game)
                        .expect("still in the tables")
                        .best[0]
                }
                (None, Some(values)) => match throw(&values) {
                    Some((action, before, after)) => {
                        thrown = Some((record.actions.len() + 1, before, after));
                        action
                    }
                    None => table_choice(tables, &game).unwrap().best[0],
                },
                (None, None) => {
                    game.legal_actions(seat, &mut legal);
                    legal[rng.random_range(0..legal.len())]
                }
            };
            record
                .actions
                .push(RecordedAction::new(seat, game.format_action(seat, action)));
            game.play(seat, action);
        }
        if let Some((ply, before, after)) = thrown {
            record.result = game.outcome();
            return (record, ply, before, after);
        }
    }
    panic!("no random game reached a won table position with a losing move");
}

/// In a won position (not won at once) with a losing action: that action, the
/// position's value and the action's.
fn throw<A: Copy>(values: &[(A, TableValue)]) -> Option<(A, TableValue, TableValue)> {
    let best = values
        .iter()
        .filter(|(_, v)| v.value == Value::Win)
        .map(|&(_, v)| v)
        .min_by_key(|v| v.plies)?;
    if best.plies == Some(1) {
        return None;
    }
    let &(action, after) = values.iter().find(|(_, v)| v.value == Value::Loss)?;
    Some((action, best, after))
}

#[test]
fn a_thrown_away_table_win_is_a_blunder_in_words_and_reviews_repeat() {
    let dir = tempfile::tempdir().unwrap();
    let options = SquadroOptions::default();
    let build = SolveSettings {
        threads: 2,
        max_memory: 1 << 30,
        upto: Some(SMALL),
        ..SolveSettings::default()
    };
    solve::<Squadro>(&options, dir.path(), &build, |_| {}).expect("the small tables build");
    let tables = Tables::<Squadro>::open(&options, dir.path()).unwrap();
    let (record, ply, before, after) = thrown_away_win(&tables);

    let settings = settings("easy", 3, TableSource::Dir(dir.path().into()), 0);
    let reviewed = review(&record, &settings).unwrap();
    assert_eq!(reviewed.actions.len(), record.actions.len());
    let blunder = &reviewed.actions[ply - 1];
    let words = format!("{} → {}", verdict_words(before), verdict_words(after));
    assert!(
        words.starts_with("win in ") && words.contains(" → loss in "),
        "{words}"
    );
    assert_eq!(blunder.exact.as_deref(), Some(words.as_str()));
    assert_eq!(blunder.mark, Some(Mark::Blunder));
    assert_eq!(blunder.source, "tables");
    assert_eq!(blunder.drop, 1.0);
    let mover = blunder.seat - 1;
    assert_eq!(blunder.before[mover], Some(1.0));
    assert_eq!(blunder.after[mover], Some(0.0));
    assert_eq!(blunder.after[1 - mover], Some(1.0));
    assert_eq!(
        reviewed.seats[mover].blunders,
        1 + marks_before(&reviewed, ply, mover)
    );
    // After the blunder both sides play best table moves: nothing more to mark.
    for a in &reviewed.actions[ply..] {
        assert_eq!(a.source, "tables", "ply {}", a.ply);
        assert_eq!(a.mark, None, "ply {}: {:?}", a.ply, a.exact);
    }

    let again = review(&record, &settings).unwrap();
    assert_eq!(
        again, reviewed,
        "the same level and seed give the same review"
    );
}

/// Blunders `seat` (from 0) made before ply `ply` (the search's, in the random part).
fn marks_before(review: &Review, ply: usize, seat: usize) -> usize {
    review.actions[..ply - 1]
        .iter()
        .filter(|a| a.seat == seat + 1 && a.mark == Some(Mark::Blunder))
        .count()
}

fn small_zhen_game(spec: &str) -> GameRecord {
    let options = ZhenOptions {
        first: FirstPlayer::Seat(0),
        ..ZhenOptions::sized(4, 2)
    };
    let start = Zhen::new(&options, 0);
    let spec = spec.parse().unwrap();
    let mut a: Box<dyn Agent<Zhen>> = make_agent(&spec, 2, 1).unwrap();
    let mut b: Box<dyn Agent<Zhen>> = make_agent(&spec, 2, 2).unwrap();
    let result = play_match(start.clone(), &mut [a.as_mut(), b.as_mut()]);
    let mut record = GameRecord::new(&Erased(start), 0, vec![spec.to_string(); 2]);
    record.actions = result
        .actions
        .iter()
        .map(|(seat, action)| RecordedAction::new(*seat, action.clone()))
        .collect();
    record.result = Some(result.outcome);
    assert_eq!(record.options, options.to_pairs());
    record
}

#[test]
fn max_against_itself_makes_no_blunder_by_the_solvers_values() {
    let record = small_zhen_game("max");
    let reviewed = review(&record, &settings("max", 0, TableSource::Off, 1_000_000)).unwrap();
    for a in &reviewed.actions {
        assert!(
            a.forced || a.source == "solver",
            "ply {}: {}",
            a.ply,
            a.source
        );
        assert_ne!(a.mark, Some(Mark::Blunder), "ply {}: {:?}", a.ply, a.exact);
    }
    assert!(reviewed.seats.iter().all(|s| s.blunders == 0));
}

#[test]
fn searched_reviews_repeat_for_a_level_and_seed() {
    let record = small_zhen_game("easy");
    let settings = settings("easy", 9, TableSource::Off, 0);
    let first = review(&record, &settings).unwrap();
    assert!(first.actions.iter().all(|a| a.source == "search"));
    assert!(first.actions.iter().any(|a| a.best.is_some()));
    assert_eq!(review(&record, &settings).unwrap(), first);
}

#[test]
fn progress_is_told_and_a_stop_ends_the_review() {
    let record = small_zhen_game("easy");
    let settings = settings("easy", 0, TableSource::Off, 0);
    let mut seen = Vec::new();
    review_record(
        &record,
        &settings,
        &Control::default(),
        &mut |done, total| seen.push((done, total)),
    )
    .unwrap();
    let n = record.actions.len();
    assert_eq!(seen, (0..=n).map(|d| (d, n)).collect::<Vec<_>>());

    let stop = Control::stop(Arc::new(AtomicBool::new(true)));
    let stopped = review_record(&record, &settings, &stop, &mut |_, _| {});
    assert!(matches!(stopped, Err(ReviewError::Stopped)), "{stopped:?}");
}

#[test]
fn unfinished_and_corrupt_records_are_refused() {
    let mut record = small_zhen_game("easy");
    record.result = None;
    record.actions.pop();
    let settings = settings("easy", 0, TableSource::Off, 0);
    assert!(matches!(
        review(&record, &settings),
        Err(ReviewError::Unfinished)
    ));
    record.actions[0].action = "nonsense".into();
    let err = review(&record, &settings).unwrap_err();
    assert!(err.to_string().contains("action 1 "), "{err}");
    record.game = "chess".into();
    assert!(matches!(
        review(&record, &settings),
        Err(ReviewError::UnknownGame(_))
    ));
}
