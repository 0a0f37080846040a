//! A view drawn for a terminal: only what that view holds.
//!
//! Each cell shows its tile (`1`..`6` face up, `?` face down), then the owner of each
//! cube on it: `3 1` is a cube of player 1 on a 3, `3 11` an Outpost of player 1.

use cubist_core::{Observer, RenderStyle, Seat};

use crate::board::cell_name;
use crate::cards::{symbol_name, Counts, CountsExt};
use crate::view::{ConquestView, PhaseView};
use crate::{End, SEAT_NAMES};

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

pub fn render(v: &ConquestView, style: RenderStyle) -> String {
    let size = v.size();
    let players = v.players.len();
    let mut out = String::new();
    let who = match v.observer {
        Observer::Seat(s) => format!("seen by {}", name(s)),
        Observer::Spectator => "seen by a spectator".into(),
    };
    out.push_str(&format!("Cube Conquest, {who}\n\n"));
    out.push_str("     ");
    for f in 0..size {
        out.push_str(&format!("{:<6}", (b'a' + f) as char));
    }
    out.push('\n');
    for r in (0..size).rev() {
        out.push_str(&format!("  {}  ", r + 1));
        for f in 0..size {
            let c = (r * size + f) as usize;
            let tile = match v.tiles.get(c).copied().flatten() {
                Some(t) => t.to_string(),
                None => "?".into(),
            };
            let unit = match v.units.get(c).copied().flatten() {
                Some(u) => {
                    let s = (u.owner as usize + 1).to_string().repeat(u.cubes as usize);
                    style.seat(u.owner as usize, &format!("{s:<2}"))
                }
                None => "  ".into(),
            };
            let tile = if tile == "?" { style.dim(&tile) } else { tile };
            out.push_str(&format!("{tile} {unit}  "));
        }
        out.push('\n');
    }
    out.push_str(&style.dim(
        "  tiles: 1 drop, 2 hammers, 3 circles, 4 bricks, 5 wheel, 6 arrow, ? face down;\n  \
         after a tile, each digit is a cube of that player (11 = an Outpost of player 1)\n",
    ));
    out.push('\n');

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
    if let Some(me) = v.seat() {
        if let Some(h) = v.players.get(me).and_then(|p| p.hand) {
            let named: Vec<String> = h
                .cards()
                .iter()
                .map(|&c| format!("{c} {}", symbol_name(c)))
                .collect();
            out.push_str(&format!(
                "Your hand: {}\n",
                if named.is_empty() {
                    "empty".into()
                } else {
                    named.join(", ")
                }
            ));
        }
    }
    if let Some(b) = v.last_battle {
        let winner = if b.attacker_won {
            b.attacker
        } else {
            b.defender
        };
        out.push_str(&format!(
            "Last attack: {} {} {} {} — {} against {}: {} won\n",
            name(b.attacker as usize),
            cell_name(size, b.from),
            if b.outpost { "on the Outpost at" } else { "on" },
            cell_name(size, b.to),
            b.attacker_value,
            b.defender_value,
            SEAT_NAMES.get(winner as usize).unwrap_or(&"?"),
        ));
    }
    out.push('\n');

    let line = match &v.phase {
        PhaseView::Setup { placed } => format!(
            "Set-up: {} places cube {} of 2 on their home edge",
            name(v.current),
            placed + 1
        ),
        PhaseView::Turn => format!(
            "{} to act: move, prep, reinforce or attack ({} actions played, cap {})",
            name(v.current),
            v.actions,
            v.options.cap
        ),
        PhaseView::Attack(a) => {
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
        PhaseView::Over(end) => {
            let why = match end {
                End::Points(w) => format!("{} reached 10 VP and wins", name(*w as usize)),
                End::NoCubes(set) => {
                    let l: Vec<String> = set.iter().map(name).collect();
                    format!("{} has no cubes on the board and loses", l.join(" and "))
                }
                End::Cap => {
                    let best = v.players.iter().map(|p| p.vp).max().unwrap_or(0);
                    let w: Vec<String> = (0..players)
                        .filter(|&s| v.players[s].vp == best)
                        .map(name)
                        .collect();
                    format!("the action cap is reached; most VP: {}", w.join(" and "))
                }
            };
            format!("Game over: {why}")
        }
    };
    out.push_str(&line);
    out.push('\n');
    out
}
