//! A view drawn for a terminal: only what that view holds.
//!
//! Each cell shows its tile by the initial of its symbol (`d` drop, `h` hammers, `c`
//! circles, `b` bricks, `w` wheel, `a` arrow; `?` face down), then the owner of the
//! cubes on it by the initial of its colour (`R`, `B`, `G`, `Y`), once per cube: `w B`
//! is a Blue cube on a wheel, `c RR` a Red Outpost on circles. A legend under the board
//! says so.

use cubist_core::{and_list, Args, Game, GameRng, Lang, Observer, RenderStyle, Seat};
use rand::SeedableRng;

use crate::action::Action;
use crate::board::cell_name;
use crate::cards::{symbol_name as english_symbol, Counts, CountsExt};
use crate::catalogue::{say, seat_name, symbol_name};
use crate::view::{AttackView, ConquestView, PhaseView};
use crate::{outcome_of, Battle, CubeConquest, SEAT_NAMES};

/// A tile's symbol as one letter: the initial of its English name (`?` for none), the
/// same in every language, as the legend explains.
pub fn symbol_letter(symbol: u8) -> char {
    english_symbol(symbol).chars().next().unwrap_or('?')
}

/// A seat as one letter: the initial of its English colour, the same in every
/// language (the colours' initials clash in some), as the legend explains.
pub fn seat_letter(seat: Seat) -> char {
    SEAT_NAMES
        .get(seat)
        .and_then(|n| n.chars().next())
        .unwrap_or('?')
}

/// "Red (player 1)".
fn name(seat: Seat, lang: Lang) -> String {
    let args = Args::new()
        .text("seat", seat_name(seat, lang))
        .number("player", (seat + 1) as f64);
    say(lang, "cube-conquest-render-name", args)
}

fn word(lang: Lang, id: &str) -> String {
    say(lang, id, Args::new())
}

fn cards(c: &Counts, lang: Lang) -> String {
    if c.total() == 0 {
        return word(lang, "cube-conquest-render-none");
    }
    c.cards()
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The view as text in `style.lang`: a title, the board with its legend, the seats,
/// the piles, the observer's hand, the last attack, and a line saying what happens
/// now.
pub fn render(v: &ConquestView, style: RenderStyle) -> String {
    let lang = style.lang;
    let mut out = match v.observer {
        Observer::Seat(s) => {
            let args = Args::new().text("seat", name(s, lang));
            say(lang, "cube-conquest-render-seen-by", args)
        }
        Observer::Spectator => word(lang, "cube-conquest-render-seen-by-spectator"),
    };
    out.push_str("\n\n");
    out.push_str(&board(v, style));
    out.push_str(&legend(v.players.len(), style));
    out.push('\n');
    out.push_str(&seats(v, style));
    out.push_str(&piles(v, lang));
    out.push_str(&own_hand(v, lang));
    if let Some(b) = v.last_battle {
        out.push_str(&last_attack(v.size(), &b, lang));
    }
    out.push('\n');
    out.push_str(&now(v, lang));
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
    let lang = style.lang;
    let mut out = String::new();
    for (s, p) in v.players.iter().enumerate() {
        let args = Args::new()
            .text("seat", style.seat(s, &name(s, lang)))
            .number("vp", p.vp)
            .number("supply", p.supply)
            .number("hand", p.hand_size);
        let mut line = say(lang, "cube-conquest-render-seat", args);
        if p.lost > 0 {
            let args = Args::new().text("line", line).number("lost", p.lost);
            line = say(lang, "cube-conquest-render-destroyed", args);
        }
        if p.hand.is_none() && p.known.total() > 0 {
            let args = Args::new()
                .text("line", line)
                .text("cards", cards(&p.known, lang));
            line = say(lang, "cube-conquest-render-known", args);
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// One line per pile: the deck's size and the discard pile.
fn piles(v: &ConquestView, lang: Lang) -> String {
    let mut out = String::new();
    for (i, pile) in v.piles.iter().enumerate() {
        let whose = if v.piles.len() == 1 {
            word(lang, "cube-conquest-pic-shared-deck")
        } else {
            let args = Args::new().text("seat", seat_name(i, lang));
            say(lang, "cube-conquest-pic-deck-of", args)
        };
        let args = Args::new()
            .text("deck", whose)
            .number("count", pile.deck_size)
            .text("discard", cards(&pile.discard, lang));
        out.push_str(&say(lang, "cube-conquest-render-pile", args));
        out.push('\n');
    }
    out
}

/// The observer's hand, named, when the view shows it; nothing otherwise.
fn own_hand(v: &ConquestView, lang: Lang) -> String {
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
        .map(|&c| format!("{c} {}", symbol_name(c, lang)))
        .collect();
    let line = if named.is_empty() {
        word(lang, "cube-conquest-render-hand-empty")
    } else {
        let args = Args::new().text("cards", named.join(", "));
        say(lang, "cube-conquest-render-hand", args)
    };
    format!("{line}\n")
}

/// What happens now: a set-up placement, a turn, an attack waiting for cards, or the
/// end of the game.
fn now(v: &ConquestView, lang: Lang) -> String {
    let seat = |s: Seat| Args::new().text("seat", name(s, lang));
    match &v.phase {
        PhaseView::Setup { placed } => {
            let args = seat(v.current).number("n", placed + 1);
            say(lang, "cube-conquest-render-setup", args)
        }
        PhaseView::Turn => {
            let args = seat(v.current)
                .number("actions", v.actions)
                .number("cap", v.options.cap);
            match action_kinds(v, lang) {
                Some(kinds) => say(
                    lang,
                    "cube-conquest-render-turn-kinds",
                    args.text("kinds", kinds),
                ),
                None => say(lang, "cube-conquest-render-turn", args),
            }
        }
        PhaseView::Attack(a) => pending_attack(v.size(), a, lang),
        PhaseView::Over(end) => {
            let vp: Vec<u8> = v.players.iter().map(|p| p.vp).collect();
            let outcome = outcome_of(*end, &vp, v.options.cap);
            let said = outcome.describe(|s| name(s, lang), lang);
            say(
                lang,
                "cube-conquest-render-over",
                Args::new().text("outcome", said),
            )
        }
    }
}

/// A pending attack: who attacks what, then who is still choosing a card, or the
/// revealed cards the Outpost's owner chooses from.
fn pending_attack(size: u8, a: &AttackView, lang: Lang) -> String {
    let args = Args::new()
        .text("attacker", name(a.attacker, lang))
        .text("defender", name(a.defender, lang))
        .text("from", cell_name(size, a.from))
        .text("to", cell_name(size, a.to));
    let id = if a.outpost {
        "cube-conquest-render-attack-outpost"
    } else {
        "cube-conquest-render-attack"
    };
    let mut l = say(lang, id, args);
    l.push('\n');
    let state = |done: bool| {
        let id = if done {
            "cube-conquest-render-committed"
        } else {
            "cube-conquest-render-choosing"
        };
        word(lang, id)
    };
    let names = Args::new()
        .text("attacker", seat_name(a.attacker, lang))
        .text("defender", seat_name(a.defender, lang));
    match a.revealed {
        None => {
            let defender = if a.defender_needs == 0 {
                word(lang, "cube-conquest-render-no-card-to-commit")
            } else {
                state(a.defender_committed)
            };
            let args = names
                .text("astate", state(a.attacker_committed))
                .text("dstate", defender);
            let mut line = say(lang, "cube-conquest-render-attack-state", args);
            if !a.own_cards.is_empty() {
                let own: Vec<String> = a.own_cards.iter().map(|c| c.to_string()).collect();
                let args = Args::new()
                    .text("line", line)
                    .text("cards", and_list(&own, lang));
                line = say(lang, "cube-conquest-render-you-committed", args);
            }
            l.push_str(&line);
        }
        Some((att, [x, y])) => {
            let args = names
                .number("card", att)
                .number("first", x)
                .number("second", y);
            l.push_str(&say(lang, "cube-conquest-render-revealed", args));
        }
    }
    l
}

/// The legend under the board: tile letters with their values, and the seats' letters.
fn legend(players: usize, style: RenderStyle) -> String {
    let lang = style.lang;
    let tiles: Vec<String> = (1..=6u8)
        .map(|v| format!("{} {} ({v})", symbol_letter(v), symbol_name(v, lang)))
        .collect();
    let seats: Vec<String> = (0..players)
        .map(|s| {
            let l = seat_letter(s).to_string();
            format!("{} {}", style.seat(s, &l), seat_name(s, lang))
        })
        .collect();
    let example = seat_letter(0).to_string().repeat(2);
    let tiles_label = format!("  {}: ", word(lang, "cube-conquest-render-tiles"));
    let cubes_label = format!("  {}: ", word(lang, "cube-conquest-render-cubes"));
    let indent = " ".repeat(tiles_label.chars().count());
    let face_down = word(lang, "cube-conquest-render-face-down");
    let args = Args::new()
        .text("example", example)
        .text("seat", seat_name(0, lang));
    let outpost = say(lang, "cube-conquest-render-outpost-example", args);
    // Two lines of tiles, to fit 80 columns.
    format!(
        "{}\n{}\n{}{}{}\n",
        style.dim(&format!("{tiles_label}{},", tiles[..3].join(", "))),
        style.dim(&format!("{indent}{}, ? {face_down}", tiles[3..].join(", "))),
        style.dim(&cubes_label),
        seats.join(style.dim(", ").as_str()),
        style.dim(&format!("; {outpost}")),
    )
}

/// How the last attack went, each side's value spelt out: the card, the tile bonus (the
/// defender's card matches the attacked tile) and the Outpost bonus, then the total.
fn last_attack(size: u8, b: &Battle, lang: Lang) -> String {
    let (attacker, defender) = (b.attacker as usize, b.defender as usize);
    let winner = if b.attacker_won { attacker } else { defender };
    let outpost = b.outpost as u8;
    let tile = b
        .defender_value
        .saturating_sub(b.used)
        .saturating_sub(outpost);
    let args = Args::new()
        .text("attacker", name(attacker, lang))
        .text("from", cell_name(size, b.from))
        .text("to", cell_name(size, b.to))
        .text("winner", seat_name(winner, lang));
    let id = if b.outpost {
        "cube-conquest-render-last-outpost"
    } else {
        "cube-conquest-render-last"
    };
    let mut title = say(lang, id, args);
    if b.attacker_value == b.defender_value {
        let args = Args::new().text("line", title);
        title = say(lang, "cube-conquest-render-tie", args);
    }
    let args = Args::new()
        .text("seat", seat_name(attacker, lang))
        .text("card", battle_card(b.attacker_card, lang))
        .number("value", b.attacker_value);
    let attacking = say(lang, "cube-conquest-render-attacking", args);
    let args = Args::new()
        .text("seat", seat_name(defender, lang))
        .text("defence", defence(b, lang))
        .number("tile", tile)
        .number("outpost", outpost)
        .number("value", b.defender_value);
    let defending = if tile > 0 {
        let args = args.text("symbol", symbol_name(b.used, lang));
        say(lang, "cube-conquest-render-defending-match", args)
    } else {
        say(lang, "cube-conquest-render-defending", args)
    };
    format!("{title}\n  {attacking}\n  {defending}\n")
}

/// A card of a battle: "card 5 (wheel)", or "no card".
fn battle_card(c: u8, lang: Lang) -> String {
    if c == 0 {
        return word(lang, "cube-conquest-render-no-card");
    }
    let args = Args::new()
        .number("value", c)
        .text("symbol", symbol_name(c, lang));
    say(lang, "cube-conquest-render-card", args)
}

/// The defender's card, and the two it chose from when it was an Outpost.
fn defence(b: &Battle, lang: Lang) -> String {
    let card = battle_card(b.used, lang);
    let [x, y] = b.defender_cards;
    if y == 0 || b.used == 0 {
        return card;
    }
    let args = Args::new().text("defence", card);
    if x == y {
        say(lang, "cube-conquest-render-of-two", args.number("card", x))
    } else {
        let args = args.number("first", x).number("second", y);
        say(lang, "cube-conquest-render-of-pair", args)
    }
}

/// The kinds of action the seat to act may take now, in words (`move, reinforce or
/// attack`), when the view shows that seat's hand; `None` otherwise (legality depends
/// on the hand). The state is rebuilt from the view: every fact legality depends on
/// (the hand, the discard pile, the supply, the cubes, the face-up tiles) is in it.
fn action_kinds(v: &ConquestView, lang: Lang) -> Option<String> {
    let me = v.seat().filter(|&s| s == v.current)?;
    v.players.get(me)?.hand?;
    let g = CubeConquest::determinize(v, &mut GameRng::seed_from_u64(0));
    let mut legal = Vec::new();
    g.legal_actions(me, &mut legal);
    let mut kinds: Vec<&str> = Vec::new();
    for a in &legal {
        let k = match a {
            Action::Move { .. } => "cube-conquest-render-kind-move",
            Action::Prepare { .. } => "cube-conquest-render-kind-prep",
            Action::Reinforce { .. } => "cube-conquest-render-kind-reinforce",
            Action::Attack { .. } => "cube-conquest-render-kind-attack",
            Action::Pass => "cube-conquest-render-kind-pass",
            _ => continue,
        };
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    let kinds: Vec<String> = kinds.iter().map(|k| word(lang, k)).collect();
    Some(match kinds.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [rest @ .., last] => {
            let args = Args::new()
                .text("first", rest.join(", "))
                .text("last", last.as_str());
            say(lang, "cube-conquest-render-or", args)
        }
    })
}
