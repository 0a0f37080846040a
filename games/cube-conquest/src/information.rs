//! A seat's information state, short: the public actions, its own actions (by action
//! id), and what chance and reveals showed it, a few bytes per action (see
//! [`cubist_core::Game::information_step`]).
//!
//! Everything else in a seat's view follows from these by the rules: the board from
//! the actions and the tiles turned up, the piles and hand sizes from the actions, the
//! seat's own hand from its actions and its draws.

use cubist_core::{Game, NumericGame, Observer, Seat};

use crate::{Action, Battle, CubeConquest, Phase};

/// What `observer` knows of a state: at the start of a game only who begins (nothing
/// else is dealt yet); for a state met later (a sample), its whole view.
pub fn start(g: &CubeConquest, observer: Seat) -> String {
    if g.actions == 0 && g.hands.iter().all(|h| h.iter().all(|&n| n == 0)) {
        return format!("s{}", g.start);
    }
    let view = g.view(Observer::Seat(observer));
    serde_json::to_string(&view).expect("a view always serialises")
}

/// The seat's digit and the action's id in base 36 (`?` for another seat's secret
/// card), then what `observer` saw: its hand after a change (`H` and six counts), each
/// tile turned (`T`, the cell and its symbol), and the cards of an attack revealed
/// (`R`) or resolved (`B`). The markers are capitals, so an entry reads one way only.
pub fn step(
    after: &CubeConquest,
    before: &CubeConquest,
    seat: Seat,
    action: Action,
    observer: Seat,
) -> String {
    let secret = matches!(action, Action::Commit(_) | Action::CommitTwo(..));
    let mut t = if secret && seat != observer {
        format!("{seat}?")
    } else {
        format!("{seat}{}", base36(after.action_id(seat, action)))
    };
    if after.hands[observer] != before.hands[observer] {
        t.push('H');
        t.extend(after.hands[observer].iter().map(|&n| digit(n)));
    }
    for c in after.board_cells() {
        if after.is_face_up(c) != before.is_face_up(c) {
            let shown = if after.is_face_up(c) {
                digit(after.tiles[c as usize])
            } else {
                '-'
            };
            t.push_str(&format!("T{c}{shown}"));
        }
    }
    if let Phase::Attack(a) = after.phase {
        let was = matches!(before.phase, Phase::Attack(b) if b.revealed);
        if a.revealed && !was {
            t.push_str(&format!(
                "R{}{}{}",
                a.attacker_card, a.defender_cards[0], a.defender_cards[1]
            ));
        }
    }
    if after.last_battle != before.last_battle {
        if let Some(b) = after.last_battle {
            t.push_str(&battle(&b));
        }
    }
    t
}

/// A resolved attack: the cards, the one that counted, the values and who won.
fn battle(b: &Battle) -> String {
    format!(
        "B{}{}{}{}.{}.{}{}",
        b.attacker_card,
        b.defender_cards[0],
        b.defender_cards[1],
        b.used,
        b.attacker_value,
        b.defender_value,
        if b.attacker_won { 'w' } else { 'l' }
    )
}

/// A number in base 36 (lower case).
fn base36(mut n: usize) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit((n % 36) as u32, 36).expect("below the base"));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

/// A small count or symbol as one character (base 36).
fn digit(n: u8) -> char {
    char::from_digit(n as u32 % 36, 36).expect("below the base")
}
