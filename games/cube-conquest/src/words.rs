//! Actions in words, for the move list: "Red discards a 4 (bricks) and moves a cube
//! b2–b3–c3, revealing a wheel (5) on c3".
//!
//! What an action did is learnt by playing it on a copy and comparing the spectator's
//! views before and after, so a sentence tells only what everyone sees: the tiles
//! turned up, the cards revealed in a battle and how it ended. A secret card is named
//! only to the seat that chose it; every other observer hears that a card was chosen.
//! Cards drawn at the start of a turn are never named (the hand sizes show them).

use cubist_core::{Game, Observer, Seat, ToMove};

use crate::action::Action;
use crate::board::cell_name;
use crate::cards::symbol_name;
use crate::view::{ConquestView, PhaseView};
use crate::{Battle, CubeConquest};

/// `seat`'s legal `action` in a sentence as `observer` may know it, said of `g` before
/// the action.
pub fn describe(g: &CubeConquest, seat: Seat, action: Action, observer: Observer) -> String {
    let mut played = g.clone();
    played.play(seat, action);
    let before = g.view(Observer::Spectator);
    let after = played.view(Observer::Spectator);
    let secret = matches!(g.to_move(), ToMove::Simultaneous(_));
    let own = !secret || observer == Observer::Seat(seat);
    let mut parts = vec![what(g, &before, &after, seat, action, own)];
    parts.extend(reveal(g, &after, action));
    parts.extend(battle(g, &before, &after, seat, action));
    parts.extend(played.outcome().map(|o| {
        format!(
            "the game is over: {}",
            o.describe(|s| played.seat_name(s), cubist_core::Lang::En)
        )
    }));
    parts.join("; ")
}

/// The action itself; `own` when the observer may know a secret card's value.
fn what(
    g: &CubeConquest,
    before: &ConquestView,
    after: &ConquestView,
    seat: Seat,
    action: Action,
    own: bool,
) -> String {
    let who = g.seat_name(seat);
    let cell = |c: u8| cell_name(g.size(), c);
    match action {
        Action::Place(c) => format!(
            "{who} places a cube on {}{}",
            cell(c),
            turned_up(g, before, after, &[c])
        ),
        Action::Move { card, from, path } => {
            let cells: Vec<u8> = path.cells(g.size(), from).flatten().collect();
            let walk: Vec<String> = std::iter::once(from)
                .chain(cells.iter().copied())
                .map(cell)
                .collect();
            format!(
                "{who} discards {} and moves a cube {}{}",
                card_name(card),
                walk.join("–"),
                turned_up(g, before, after, &cells)
            )
        }
        Action::Prepare {
            discard: [x, y],
            take,
        } => format!(
            "{who} discards {} and {} and takes {} back from the discard pile",
            card_name(x),
            card_name(y),
            card_name(take)
        ),
        Action::Reinforce { card, cell: c } => reinforce(g, &who, card, c),
        Action::Attack { from, to } => attack(g, &who, after, from, to),
        Action::Commit(v) if own => format!("{who} chooses {} in secret", card_name(v)),
        Action::CommitTwo(v, w) if own => format!(
            "{who} chooses {} and {} in secret",
            card_name(v),
            card_name(w)
        ),
        Action::Commit(_) => format!("{who} has chosen a card"),
        Action::CommitTwo(..) => format!("{who} has chosen two cards"),
        Action::Use(v) => format!("{who} makes its {} count", card(v)),
        Action::Pass => format!("{who} can do nothing and passes"),
    }
}

/// A reinforcement: a new cube on an empty tile, or a second cube making an Outpost.
fn reinforce(g: &CubeConquest, who: &str, card: u8, c: u8) -> String {
    let at = cell_name(g.size(), c);
    let what = if g.unit(c).is_empty() {
        format!("puts a new cube on {at}")
    } else {
        format!("stacks a second cube on {at}, making an Outpost")
    };
    format!("{who} discards {} and {what}", card_name(card))
}

/// An attack declared, and who now chooses cards for it.
fn attack(g: &CubeConquest, who: &str, after: &ConquestView, from: u8, to: u8) -> String {
    let target = g.unit(to);
    let defender = g.seat_name(target.owner as usize);
    let kind = if target.is_outpost() {
        "Outpost"
    } else {
        "cube"
    };
    let (from, to) = (cell_name(g.size(), from), cell_name(g.size(), to));
    let mut s = format!("{who}'s cube on {from} attacks {defender}'s {kind} on {to}");
    if let PhaseView::Attack(a) = &after.phase {
        s.push_str(&match a.defender_needs {
            0 => format!(": {defender} has no card, so {who} alone chooses a card in secret"),
            1 => ": each side chooses a card in secret".to_string(),
            _ => format!(": {who} chooses a card and {defender} two, in secret"),
        });
    }
    s
}

/// The cards of an Outpost's attack laid face up, its owner still to pick one.
fn reveal(g: &CubeConquest, after: &ConquestView, action: Action) -> Option<String> {
    let PhaseView::Attack(a) = &after.phase else {
        return None;
    };
    let (card, [x, y]) = a.revealed?;
    if matches!(action, Action::Use(_)) {
        return None;
    }
    Some(format!(
        "the cards are revealed: {} plays {}, {} {} and {}; {} picks which one counts",
        g.seat_name(a.attacker),
        card_name(card),
        g.seat_name(a.defender),
        card_name(x),
        card_name(y),
        g.seat_name(a.defender)
    ))
}

/// The battle this action settled, if it settled one: the cards, the values, the loser.
fn battle(
    g: &CubeConquest,
    before: &ConquestView,
    after: &ConquestView,
    seat: Seat,
    action: Action,
) -> Option<String> {
    let settles = match action {
        Action::Use(_) => true,
        Action::Commit(_) | Action::CommitTwo(..) => {
            before.to_move() == ToMove::Simultaneous(cubist_core::SeatSet::single(seat))
                && !matches!(after.phase, PhaseView::Attack(_))
        }
        _ => false,
    };
    let b = after.last_battle.filter(|_| settles)?;
    Some(format!("{}: {}", cards_shown(g, &b, action), result(g, &b)))
}

/// The cards of a battle and the defender's value.
fn cards_shown(g: &CubeConquest, b: &Battle, action: Action) -> String {
    let (attacker, defender) = (
        g.seat_name(b.attacker as usize),
        g.seat_name(b.defender as usize),
    );
    let lead = match action {
        Action::Use(_) => format!("{attacker}'s {}", card(b.attacker_card)),
        _ => format!(
            "the cards are revealed: {attacker}'s {}",
            card(b.attacker_card)
        ),
    };
    let mut defence = match b.used {
        0 => format!("{defender} with no card"),
        v => format!("{defender}'s {}", card(v)),
    };
    // The defender's value is its card, +1 for the tile, +1 for an Outpost.
    let tile_bonus = b.used != 0 && b.defender_value > b.used + u8::from(b.outpost);
    if tile_bonus {
        defence.push_str(" +1 for matching the tile");
    }
    if b.outpost {
        defence.push_str(" +1 for the Outpost");
    }
    if tile_bonus || b.outpost {
        defence.push_str(&format!(" = {}", b.defender_value));
    }
    format!("{lead} against {defence}")
}

/// Who lost a cube or an Outpost, and who scored.
fn result(g: &CubeConquest, b: &Battle) -> String {
    let cell = |c: u8| cell_name(g.size(), c);
    let (attacker, defender) = (
        g.seat_name(b.attacker as usize),
        g.seat_name(b.defender as usize),
    );
    let kind = if b.outpost { "Outpost" } else { "cube" };
    let mut s = if b.attacker_won {
        format!(
            "{defender}'s {kind} on {} is destroyed and {attacker} scores 1 VP",
            cell(b.to)
        )
    } else {
        format!(
            "{attacker}'s cube on {} is destroyed and {defender} scores 1 VP",
            cell(b.from)
        )
    };
    let [x, y] = b.defender_cards;
    if y != 0 {
        let other = if b.used == x { y } else { x };
        s.push_str(&format!(
            "; {defender} takes the other card, {}, back into hand",
            card_name(other)
        ));
    }
    s
}

/// ", revealing a wheel (5) on c3 and bricks (4) on d3" for the tiles among `cells`
/// that the action turned face up; empty when none.
fn turned_up(
    g: &CubeConquest,
    before: &ConquestView,
    after: &ConquestView,
    cells: &[u8],
) -> String {
    let shown: Vec<String> = cells
        .iter()
        .filter(|&&c| before.tiles[c as usize].is_none())
        .filter_map(|&c| {
            let v = after.tiles[c as usize]?;
            Some(format!("{} on {}", tile_name(v), cell_name(g.size(), c)))
        })
        .collect();
    match shown.len() {
        0 => String::new(),
        _ => format!(", revealing {}", and_list(&shown)),
    }
}

/// A card by value and symbol: "a 5 (wheel)".
fn card_name(v: u8) -> String {
    format!("a {}", card(v))
}

/// A card without its article: "5 (wheel)".
fn card(v: u8) -> String {
    format!("{v} ({})", symbol_name(v))
}

/// A tile by symbol and value: "a wheel (5)", "bricks (4)".
fn tile_name(v: u8) -> String {
    let name = symbol_name(v);
    let article = match name {
        "drop" | "wheel" => "a ",
        "arrow" => "an ",
        _ => "",
    };
    format!("{article}{name} ({v})")
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
