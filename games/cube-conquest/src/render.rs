//! A view drawn for a terminal: only what that view holds.
//!
//! Each cell shows its tile by the initial of its symbol (`d` drop, `h` hammers, `c`
//! circles, `b` bricks, `w` wheel, `a` arrow; `?` face down), then the owner of the
//! cubes on it by the initial of its colour (`R`, `B`, `G`, `Y`), once per cube: `w B`
//! is a Blue cube on a wheel, `c RR` a Red Outpost on circles. A legend under the board
//! says so.

use cubist_core::{Game, GameRng, Observer, RenderStyle, Seat};
use rand::SeedableRng;

use crate::action::Action;
use crate::board::cell_name;
use crate::cards::{symbol_name, Counts, CountsExt, SYMBOL_NAMES};
use crate::view::{AttackView, ConquestView, PhaseView};
use crate::{outcome_of, Battle, CubeConquest, SEAT_NAMES};

/// A tile's symbol as one letter: the initial of its name (`?` for none).
pub fn symbol_letter(symbol: u8) -> char {
    symbol_name(symbol).chars().next().unwrap_or('?')
}

/// A seat as one letter: the initial of its colour.
pub fn seat_letter(seat: Seat) -> char {
    SEAT_NAMES
        .get(seat)
        .and_then(|n| n.chars().next())
        .unwrap_or('?')
}

fn name(seat: Seat) -> String {
    format!(
        "{} (player {})",
        SEAT_NAMES.get(seat).unwrap_or(&"?"),
        seat + 1
    )
}

fn cards(c: &Counts) -> String {
    if c.total() == 0 {
        return "none".into();
    }
    c.cards()
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The view as text: a title, the board with its legend, the seats, the piles, the
/// observer's hand, the last attack, and a line saying what happens now.
pub fn render(v: &ConquestView, style: RenderStyle) -> String {
    let who = match v.observer {
        Observer::Seat(s) => format!("seen by {}", name(s)),
        Observer::Spectator => "seen by a spectator".into(),
    };
    let mut out = format!("Cube Conquest, {who}\n\n");
    out.push_str(&board(v, style));
    out.push_str(&legend(v.players.len(), style));
    out.push('\n');
    out.push_str(&seats(v, style));
    out.push_str(&piles(v));
    out.push_str(&own_hand(v));
    if let Some(b) = v.last_battle {
        out.push_str(&last_attack(v.size(), &b));
    }
    out.push('\n');
    out.push_str(&now(v));
    out.push('\n');
    out
}

/// The board, top rank first, files lettered above: each cell its tile's letter and
/// its cubes' owner letters.
fn board(v: &ConquestView, style: RenderStyle) -> String {
    let size = v.size();
    let mut out = String::from("     ");
    for f in 0..size {
        out.push_str(&format!("{:<6}", (b'a' + f) as char));
    }
    out.push('\n');
    for r in (0..size).rev() {
        out.push_str(&format!("  {}  ", r + 1));
        for f in 0..size {
            let c = (r * size + f) as usize;
            let tile = match v.tiles.get(c).copied().flatten() {
                Some(t) => symbol_letter(t).to_string(),
                None => style.dim("?"),
            };
            let unit = match v.units.get(c).copied().flatten() {
                Some(u) if u.cubes > 0 => {
                    let s = seat_letter(u.owner as usize)
                        .to_string()
                        .repeat(u.cubes as usize);
                    style.seat(u.owner as usize, &format!("{s:<2}"))
                }
                _ => "  ".into(),
            };
            out.push_str(&format!("{tile} {unit}  "));
        }
        out.push('\n');
    }
    out
}

/// One line per seat: points, supply, hand size, cubes destroyed, cards known.
fn seats(v: &ConquestView, style: RenderStyle) -> String {
    let mut out = String::new();
    for (s, p) in v.players.iter().enumerate() {
        let mut line = format!(
            "{}: {} VP, {} cube{} in supply, {} card{} in hand",
            style.seat(s, &name(s)),
            p.vp,
            p.supply,
            if p.supply == 1 { "" } else { "s" },
            p.hand_size,
            if p.hand_size == 1 { "" } else { "s" },
        );
        if p.lost > 0 {
            line.push_str(&format!(", {} destroyed", p.lost));
        }
        if p.hand.is_none() && p.known.total() > 0 {
            line.push_str(&format!(", known to hold {}", cards(&p.known)));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// One line per pile: the deck's size and the discard pile.
fn piles(v: &ConquestView) -> String {
    let mut out = String::new();
    for (i, pile) in v.piles.iter().enumerate() {
        let whose = if v.piles.len() == 1 {
            "Shared deck".to_string()
        } else {
            format!("{}'s deck", SEAT_NAMES.get(i).unwrap_or(&"?"))
        };
        out.push_str(&format!(
            "{whose}: {} card{}; discard pile: {}\n",
            pile.deck_size,
            if pile.deck_size == 1 { "" } else { "s" },
            cards(&pile.discard)
        ));
    }
    out
}

/// The observer's hand, named, when the view shows it; nothing otherwise.
fn own_hand(v: &ConquestView) -> String {
    let Some(h) = v
        .seat()
        .and_then(|me| v.players.get(me))
        .and_then(|p| p.hand)
    else {
        return String::new();
    };
    let named: Vec<String> = h
        .cards()
        .iter()
        .map(|&c| format!("{c} {}", symbol_name(c)))
        .collect();
    format!(
        "Your hand: {}\n",
        if named.is_empty() {
            "empty".into()
        } else {
            named.join(", ")
        }
    )
}

/// What happens now: a set-up placement, a turn, an attack waiting for cards, or the
/// end of the game.
fn now(v: &ConquestView) -> String {
    match &v.phase {
        PhaseView::Setup { placed } => format!(
            "Set-up: {} places cube {} of 2 on their home edge",
            name(v.current),
            placed + 1
        ),
        PhaseView::Turn => format!(
            "{} to act{} ({} action{} played, cap {})",
            name(v.current),
            match action_kinds(v) {
                Some(kinds) => format!(": {kinds}"),
                None => String::new(),
            },
            v.actions,
            if v.actions == 1 { "" } else { "s" },
            v.options.cap
        ),
        PhaseView::Attack(a) => pending_attack(v.size(), a),
        PhaseView::Over(end) => {
            let vp: Vec<u8> = v.players.iter().map(|p| p.vp).collect();
            let outcome = outcome_of(*end, &vp, v.options.cap);
            format!(
                "Game over: {}",
                outcome.describe(name, cubist_core::Lang::En)
            )
        }
    }
}

/// A pending attack: who attacks what, then who is still choosing a card, or the
/// revealed cards the Outpost's owner chooses from.
fn pending_attack(size: u8, a: &AttackView) -> String {
    let mut l = format!(
        "{} attacks {} from {} on {}{}.\n",
        name(a.attacker),
        name(a.defender),
        cell_name(size, a.from),
        cell_name(size, a.to),
        if a.outpost {
            " (an Outpost: +1, two cards)"
        } else {
            ""
        }
    );
    let state = |done: bool| if done { "has committed" } else { "is choosing" };
    match a.revealed {
        None => {
            l.push_str(&format!(
                "{} {}; {} {}",
                SEAT_NAMES.get(a.attacker).unwrap_or(&"?"),
                state(a.attacker_committed),
                SEAT_NAMES.get(a.defender).unwrap_or(&"?"),
                if a.defender_needs == 0 {
                    "has no card to commit"
                } else {
                    state(a.defender_committed)
                }
            ));
            if !a.own_cards.is_empty() {
                let own: Vec<String> = a.own_cards.iter().map(|c| c.to_string()).collect();
                l.push_str(&format!(" (you committed {})", own.join(" and ")));
            }
        }
        Some((att, [x, y])) => l.push_str(&format!(
            "Revealed: the attacker's {att} against {x} and {y}; {} chooses which counts",
            SEAT_NAMES.get(a.defender).unwrap_or(&"?"),
        )),
    }
    l
}

/// The legend under the board: tile letters with their values, and the seats' letters.
fn legend(players: usize, style: RenderStyle) -> String {
    let tiles: Vec<String> = SYMBOL_NAMES
        .iter()
        .zip(1u8..)
        .map(|(n, v)| format!("{} {n} ({v})", symbol_letter(v)))
        .collect();
    let seats: Vec<String> = (0..players)
        .map(|s| {
            let l = seat_letter(s).to_string();
            format!(
                "{} {}",
                style.seat(s, &l),
                SEAT_NAMES.get(s).unwrap_or(&"?")
            )
        })
        .collect();
    let example = seat_letter(0).to_string().repeat(2);
    // Two lines of tiles, to fit 80 columns.
    format!(
        "{}\n{}\n{}{}{}\n",
        style.dim(&format!("  tiles: {},", tiles[..3].join(", "))),
        style.dim(&format!("         {}, ? face down", tiles[3..].join(", "))),
        style.dim("  cubes: "),
        seats.join(style.dim(", ").as_str()),
        style.dim(&format!(
            "; {example} = a {} Outpost (two cubes)",
            SEAT_NAMES[0]
        )),
    )
}

/// How the last attack went, each side's value spelt out: the card, the tile bonus (the
/// defender's card matches the attacked tile) and the Outpost bonus, then the total.
fn last_attack(size: u8, b: &Battle) -> String {
    let (attacker, defender) = (b.attacker as usize, b.defender as usize);
    let short = |s: Seat| *SEAT_NAMES.get(s).unwrap_or(&"?");
    let winner = if b.attacker_won { attacker } else { defender };
    let card = |c: u8| {
        if c == 0 {
            "no card".to_string()
        } else {
            format!("card {c} ({})", symbol_name(c))
        }
    };
    let outpost = b.outpost as u8;
    let tile = b
        .defender_value
        .saturating_sub(b.used)
        .saturating_sub(outpost);
    let mut defence = card(b.used);
    let [x, y] = b.defender_cards;
    if y != 0 && b.used != 0 {
        defence.push_str(&if x == y {
            format!(", of two {x}s committed")
        } else {
            format!(", of {x} and {y} committed")
        });
    }
    let tie = if b.attacker_value == b.defender_value {
        ", a tie goes to the attacker"
    } else {
        ""
    };
    format!(
        "Last attack: {} from {} on {}{}; {} won{tie}\n  \
         {} attacking: {} + tile 0 + Outpost 0 = {}\n  \
         {} defending: {defence} + tile {tile}{} + Outpost {outpost} = {}\n",
        name(attacker),
        cell_name(size, b.from),
        if b.outpost { "the Outpost at " } else { "" },
        cell_name(size, b.to),
        short(winner),
        short(attacker),
        card(b.attacker_card),
        b.attacker_value,
        short(defender),
        if tile > 0 {
            format!(" ({} matches the tile)", symbol_name(b.used))
        } else {
            String::new()
        },
        b.defender_value,
    )
}

/// The kinds of action the seat to act may take now, in words (`move, reinforce or
/// attack`), when the view shows that seat's hand; `None` otherwise (legality depends
/// on the hand). The state is rebuilt from the view: every fact legality depends on
/// (the hand, the discard pile, the supply, the cubes, the face-up tiles) is in it.
fn action_kinds(v: &ConquestView) -> Option<String> {
    let me = v.seat().filter(|&s| s == v.current)?;
    v.players.get(me)?.hand?;
    let g = CubeConquest::determinize(v, &mut GameRng::seed_from_u64(0));
    let mut legal = Vec::new();
    g.legal_actions(me, &mut legal);
    let mut kinds: Vec<&str> = Vec::new();
    for a in &legal {
        let k = match a {
            Action::Move { .. } => "move",
            Action::Prepare { .. } => "prep",
            Action::Reinforce { .. } => "reinforce",
            Action::Attack { .. } => "attack",
            Action::Pass => "pass (nothing else is possible)",
            _ => continue,
        };
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    Some(match kinds.as_slice() {
        [] => return None,
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    })
}
