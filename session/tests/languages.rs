//! A match seen in a reader's language: the words (moves, events, result, seat names,
//! picture) change with the language; what programs read does not.

use cubist_core::{Lang, Observer, OptionPairs, Side};
use cubist_session::{Match, MatchView, Player};

fn squadro() -> Match {
    let g = cubist_games::create("squadro", &OptionPairs::new(), 5).unwrap();
    Match::new(g, 5, vec![Player::Human, Player::Human]).unwrap()
}

/// `v` with its words blanked, to compare what programs read.
fn machine_fields(mut v: MatchView) -> MatchView {
    v.result_text = None;
    for m in &mut v.moves {
        m.text.clear();
    }
    for e in &mut v.events {
        e.text.clear();
    }
    for s in &mut v.seats {
        s.name.clear();
    }
    if let Some(b) = v.board.as_mut() {
        b.svg.clear();
        b.panels.iter_mut().for_each(|p| p.svg.clear());
    }
    v
}

#[test]
fn a_view_is_said_in_each_language_and_reads_the_same_to_programs() {
    let mut m = squadro();
    for ply in 0..4 {
        let seat = m.to_move().actor().unwrap();
        let action = m.game().legal_actions(seat)[0].clone();
        m.submit(seat, &action, Some(ply)).unwrap();
    }
    m.draw(0, Some(m.ply())).unwrap();
    m.resign(1, Some(m.ply())).unwrap();
    let side = Some(Side::of(Observer::Seat(0)));
    let english = m.view_in(Observer::Seat(0), side, Lang::En);
    assert_eq!(english, m.view_with_board(Observer::Seat(0)));
    for lang in [Lang::It, Lang::Fr, Lang::Es, Lang::De, Lang::Pseudo] {
        let said = m.view_in(Observer::Seat(0), side, lang);
        for (a, b) in said.moves.iter().zip(&english.moves) {
            assert_ne!(a.text, b.text, "a move in {lang}");
        }
        for (a, b) in said.events.iter().zip(&english.events) {
            assert_ne!(a.text, b.text, "an event in {lang}");
        }
        assert_ne!(said.seats[0].name, english.seats[0].name, "{lang}");
        assert_ne!(
            said.result_text, english.result_text,
            "the result in {lang}"
        );
        let (board, english_board) = (said.board.as_ref(), english.board.as_ref());
        assert_ne!(board.unwrap().svg, english_board.unwrap().svg, "{lang}");
        assert_eq!(
            machine_fields(said),
            machine_fields(english.clone()),
            "{lang}"
        );
    }
}

#[test]
fn an_aborted_match_says_so_in_the_readers_language() {
    let mut m = squadro();
    m.abort(0, Some(0)).unwrap();
    assert_eq!(m.result_text().unwrap(), "game aborted by Light");
    let italian = m.view_in(Observer::Spectator, None, Lang::It);
    assert_eq!(italian.result_text.unwrap(), "partita annullata da Chiaro");
    assert_eq!(italian.events[0].text, "Chiaro ha annullato la partita");
}

#[test]
fn a_resignation_is_said_in_the_readers_language() {
    let mut m = squadro();
    for ply in 0..2 {
        let seat = m.to_move().actor().unwrap();
        let action = m.game().legal_actions(seat)[0].clone();
        m.submit(seat, &action, Some(ply)).unwrap();
    }
    m.resign(1, Some(m.ply())).unwrap();
    assert_eq!(m.result_text().unwrap(), "Light wins (Dark resigned)");
    let german = m.view_in(Observer::Seat(0), None, Lang::De);
    assert_eq!(
        german.result_text.unwrap(),
        "Hell gewinnt (Dunkel hat aufgegeben)"
    );
}

/// A refusal is decided once, as a phrase with a stable id, and said in each reader's
/// language; English reads as it always did.
#[test]
fn a_refused_request_is_said_in_each_language() {
    use cubist_session::{Request, RequestError};
    let g = cubist_games::create("squadro", &OptionPairs::new(), 5).unwrap();
    let computer: Player = "random".parse().unwrap();
    let mut m = Match::new(g, 5, vec![Player::Human, computer]).unwrap();
    let refused = m.check_may(0, Request::OfferDraw).unwrap_err();
    let RequestError::NotAllowed(why) = &refused else {
        panic!("a draw with the computer is not allowed: {refused:?}");
    };
    assert_eq!(why.id(), "session-computer-draw");
    assert_eq!(
        refused.to_string(),
        "the computer does not agree draws: play on or resign"
    );
    assert_eq!(
        refused.say(Lang::Fr),
        "l'ordinateur n'accepte pas la nulle : continuez ou abandonnez"
    );
    let mut said: Vec<String> = Lang::SPOKEN.iter().map(|&l| refused.say(l)).collect();
    said.dedup();
    assert_eq!(
        said.len(),
        Lang::SPOKEN.len(),
        "each language its own: {said:?}"
    );
    let stale = m.resign(0, Some(3)).unwrap_err();
    assert_eq!(
        stale.to_string(),
        "the game has moved on: you saw 3 actions but 0 have been played"
    );
    assert_eq!(
        stale.say(Lang::De),
        "die Partie ist weitergegangen: du hast 3 Aktionen gesehen, aber 0 wurden gespielt"
    );
}
