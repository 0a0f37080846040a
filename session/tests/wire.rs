//! The match view's, the lessons', the review's, the analysis board's and the puzzles'
//! JSON Schemas are the committed contracts of their versions.
//!
//! Each must equal its file in `docs/wire/session/` for the current version
//! ([`MATCH_VIEW_VERSION`], [`LESSON_FORMAT`], `REVIEW_FORMAT`, `ANALYSIS_FORMAT`, `PUZZLE_FORMAT`). A missing file is written when the
//! test runs with `CUBIST_WRITE_WIRE=1`; an existing one is never overwritten, so
//! changing a shape without bumping its version always fails here.

use cubist_core::{Observer, OptionPairs};
use cubist_session::{
    lesson_verdict_schema_text, lesson_view_schema_text, match_view_schema_text, Match, MatchView,
    Player, LESSON_FORMAT, MATCH_VIEW_VERSION,
};

#[test]
fn the_match_view_schema_matches_the_committed_file_for_its_version() {
    check_committed(
        &format!("match.v{MATCH_VIEW_VERSION}.schema.json"),
        &match_view_schema_text(),
        "MatchView",
        "MATCH_VIEW_VERSION",
    );
}

#[test]
fn the_review_schema_matches_the_committed_file_for_its_version() {
    check_committed(
        &format!(
            "review.v{}.schema.json",
            cubist_session::review::REVIEW_FORMAT
        ),
        &cubist_session::review::review_schema_text(),
        "Review",
        "REVIEW_FORMAT",
    );
}

#[test]
fn the_analysis_schemas_match_the_committed_files_for_their_version() {
    let version = cubist_session::analysis_board::ANALYSIS_FORMAT;
    let (request, answer) = cubist_session::analysis_board::analysis_schema_texts();
    check_committed(
        &format!("analysis-request.v{version}.schema.json"),
        &request,
        "AnalysisRequest",
        "ANALYSIS_FORMAT",
    );
    check_committed(
        &format!("analysis.v{version}.schema.json"),
        &answer,
        "PositionAnalysis",
        "ANALYSIS_FORMAT",
    );
}

#[test]
fn the_puzzle_schema_matches_the_committed_file_for_its_version() {
    check_committed(
        &format!(
            "puzzle.v{}.schema.json",
            cubist_session::puzzle::PUZZLE_FORMAT
        ),
        &cubist_session::puzzle::puzzle_schema_text(),
        "Puzzle",
        "PUZZLE_FORMAT",
    );
}

#[test]
fn the_lesson_schemas_match_the_committed_files_for_their_version() {
    check_committed(
        &format!("lesson.v{LESSON_FORMAT}.schema.json"),
        &lesson_view_schema_text(),
        "LessonView",
        "LESSON_FORMAT",
    );
    check_committed(
        &format!("lesson-verdict.v{LESSON_FORMAT}.schema.json"),
        &lesson_verdict_schema_text(),
        "LessonVerdict",
        "LESSON_FORMAT",
    );
}

/// `schema` equals `docs/wire/session/{file}`, or the file is written when missing
/// and `CUBIST_WRITE_WIRE=1`.
fn check_committed(file: &str, schema: &str, shape: &str, version: &str) {
    cubist_session::schema_files::check_committed(
        "docs/wire/session",
        file,
        schema,
        shape,
        version,
        "cargo test -p cubist-session --test wire",
    );
}

#[test]
fn match_views_survive_json_for_every_game_and_observer() {
    for game in cubist_games::NAMES {
        let g = cubist_games::create(game, &OptionPairs::new(), 3).unwrap();
        // Every option named, defaults too: what a seek of the same game posts.
        let options = g.options();
        let m = Match::new(g, 3, vec![Player::Human, Player::Human]).unwrap();
        for observer in [Observer::Seat(0), Observer::Seat(1), Observer::Spectator] {
            let v = m.view(observer);
            let text = serde_json::to_string(&v).unwrap();
            let back: MatchView = serde_json::from_str(&text).unwrap();
            assert_eq!(back, v, "{game}");
            assert_eq!(v.format, MATCH_VIEW_VERSION);
            assert_eq!(v.view["game"], *game);
            assert_eq!(v.options, options, "{game}");
            assert!(v.seats.iter().all(|s| s.rating.is_none()), "{game}");
        }
    }
}
