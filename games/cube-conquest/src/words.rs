//! Actions in words, for the move list: "Red discards a 4 (bricks) and moves a cube
//! b2–b3–c3, revealing a wheel (5) on c3".
//!
//! What an action did is learnt by playing it on a copy and comparing the spectator's
//! views before and after, so a sentence tells only what everyone sees: the tiles
//! turned up, the cards revealed in a battle and how it ended. A secret card is named
//! only to the seat that chose it; every other observer hears that a card was chosen.
//! Cards drawn at the start of a turn are never named (the hand sizes show them).

use cubist_core::{and_list, Args, Game, Lang, Observer, Seat, ToMove};

use crate::action::Action;
use crate::board::cell_name;
use crate::catalogue::{say, seat_name, symbol_name};
use crate::view::{ConquestView, PhaseView};
use crate::{Battle, CubeConquest};

/// `seat`'s legal `action` in a sentence in `lang` as `observer` may know it, said of
/// `g` before the action.
pub fn describe(
    g: &CubeConquest,
    seat: Seat,
    action: Action,
    observer: Observer,
    lang: Lang,
) -> String {
    let mut played = g.clone();
    played.play(seat, action);
    let before = g.view(Observer::Spectator);
    let after = played.view(Observer::Spectator);
    let secret = matches!(g.to_move(), ToMove::Simultaneous(_));
    let own = !secret || observer == Observer::Seat(seat);
    let w = Words { g, lang };
    let mut parts = vec![w.what(&before, &after, seat, action, own)];
    parts.extend(w.reveal(&after, action));
    parts.extend(w.battle(&before, &after, seat, action));
    parts.extend(played.outcome().map(|o| {
        let outcome = o.describe(|s| seat_name(s, lang), lang);
        say(
            lang,
            "cube-conquest-over-because",
            Args::new().text("outcome", outcome),
        )
    }));
    parts.join("; ")
}

/// The game before the action, and the language its sentences are said in.
struct Words<'a> {
    g: &'a CubeConquest,
    lang: Lang,
}

impl Words<'_> {
    fn say(&self, id: &str, args: Args) -> String {
        say(self.lang, id, args)
    }

    fn seat(&self, seat: Seat) -> String {
        seat_name(seat, self.lang)
    }

    fn cell(&self, c: u8) -> String {
        cell_name(self.g.size(), c)
    }

    /// The action itself; `own` when the observer may know a secret card's value.
    fn what(
        &self,
        before: &ConquestView,
        after: &ConquestView,
        seat: Seat,
        action: Action,
        own: bool,
    ) -> String {
        let who = Args::new().text("seat", self.seat(seat));
        match action {
            Action::Place(c) => {
                let args = who.text("cell", self.cell(c));
                self.revealing("cube-conquest-did-place", args, before, after, &[c])
            }
            Action::Move { card, from, path } => {
                let cells: Vec<u8> = path.cells(self.g.size(), from).flatten().collect();
                let walk: Vec<String> = std::iter::once(from)
                    .chain(cells.iter().copied())
                    .map(|c| self.cell(c))
                    .collect();
                let args = who
                    .text("card", self.card_name(card))
                    .text("path", walk.join("–"));
                self.revealing("cube-conquest-did-move", args, before, after, &cells)
            }
            Action::Prepare {
                discard: [x, y],
                take,
            } => {
                let args = who
                    .text("first", self.card_name(x))
                    .text("second", self.card_name(y))
                    .text("take", self.card_name(take));
                self.say("cube-conquest-did-prepare", args)
            }
            Action::Reinforce { card, cell: c } => self.reinforce(who, card, c),
            Action::Attack { from, to } => self.attack(seat, after, from, to),
            Action::Commit(v) if own => self.say(
                "cube-conquest-did-choose",
                who.text("card", self.card_name(v)),
            ),
            Action::CommitTwo(v, w) if own => {
                let args = who
                    .text("first", self.card_name(v))
                    .text("second", self.card_name(w));
                self.say("cube-conquest-did-choose-two", args)
            }
            Action::Commit(_) => self.say("cube-conquest-did-choose-secret", who),
            Action::CommitTwo(..) => self.say("cube-conquest-did-choose-two-secret", who),
            Action::Use(v) => self.say("cube-conquest-did-use", who.text("card", self.card(v))),
            Action::Pass => self.say("cube-conquest-did-pass", who),
        }
    }

    /// Message `id`, or its `-revealing` form naming the tiles among `cells` that the
    /// action turned face up.
    fn revealing(
        &self,
        id: &'static str,
        args: Args,
        before: &ConquestView,
        after: &ConquestView,
        cells: &[u8],
    ) -> String {
        let shown: Vec<String> = cells
            .iter()
            .filter(|&&c| before.tiles[c as usize].is_none())
            .filter_map(|&c| {
                let v = after.tiles[c as usize]?;
                let args = Args::new()
                    .text("tile", self.tile_name(v))
                    .text("cell", self.cell(c));
                Some(self.say("cube-conquest-tile-on", args))
            })
            .collect();
        if shown.is_empty() {
            return self.say(id, args);
        }
        let args = args.text("tiles", and_list(&shown, self.lang));
        self.say(&format!("{id}-revealing"), args)
    }

    /// A reinforcement: a new cube on an empty tile, or a second cube making an Outpost.
    fn reinforce(&self, who: Args, card: u8, c: u8) -> String {
        let id = if self.g.unit(c).is_empty() {
            "cube-conquest-did-reinforce"
        } else {
            "cube-conquest-did-stack"
        };
        let args = who
            .text("card", self.card_name(card))
            .text("cell", self.cell(c));
        self.say(id, args)
    }

    /// An attack declared, and who now chooses cards for it.
    fn attack(&self, seat: Seat, after: &ConquestView, from: u8, to: u8) -> String {
        let target = self.g.unit(to);
        let id = if target.is_outpost() {
            "cube-conquest-did-attack-outpost"
        } else {
            "cube-conquest-did-attack"
        };
        let names = Args::new()
            .text("seat", self.seat(seat))
            .text("defender", self.seat(target.owner as usize));
        let args = names
            .clone()
            .text("from", self.cell(from))
            .text("to", self.cell(to));
        let attack = self.say(id, args);
        let PhaseView::Attack(a) = &after.phase else {
            return attack;
        };
        let then = match a.defender_needs {
            0 => "cube-conquest-then-alone",
            1 => "cube-conquest-then-each",
            _ => "cube-conquest-then-outpost",
        };
        let then = self.say(then, names);
        self.colon(attack, then)
    }

    /// "first: second", punctuated as the language does.
    fn colon(&self, first: String, second: String) -> String {
        let args = Args::new().text("first", first).text("second", second);
        self.say("cube-conquest-colon", args)
    }

    /// The cards of an Outpost's attack laid face up, its owner still to pick one.
    fn reveal(&self, after: &ConquestView, action: Action) -> Option<String> {
        let PhaseView::Attack(a) = &after.phase else {
            return None;
        };
        let (card, [x, y]) = a.revealed?;
        if matches!(action, Action::Use(_)) {
            return None;
        }
        let args = Args::new()
            .text("attacker", self.seat(a.attacker))
            .text("card", self.card_name(card))
            .text("defender", self.seat(a.defender))
            .text("first", self.card_name(x))
            .text("second", self.card_name(y));
        Some(self.say("cube-conquest-revealed-outpost", args))
    }

    /// The battle this action settled, if it settled one: the cards, the values, the
    /// loser.
    fn battle(
        &self,
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
        Some(self.colon(self.cards_shown(&b, action), self.result(&b)))
    }

    /// The cards of a battle and the defender's value.
    fn cards_shown(&self, b: &Battle, action: Action) -> String {
        let attacker = Args::new()
            .text("seat", self.seat(b.attacker as usize))
            .text("card", self.card(b.attacker_card));
        let lead = match action {
            Action::Use(_) => self.say("cube-conquest-battle-card", attacker),
            _ => self.say("cube-conquest-battle-revealed", attacker),
        };
        let defender = Args::new().text("seat", self.seat(b.defender as usize));
        let mut defence = match b.used {
            0 => self.say("cube-conquest-battle-no-card", defender),
            v => self.say(
                "cube-conquest-battle-card",
                defender.text("card", self.card(v)),
            ),
        };
        // The defender's value is its card, +1 for the tile, +1 for an Outpost.
        let tile_bonus = b.used != 0 && b.defender_value > b.used + u8::from(b.outpost);
        let mut add = |id: &str, args: Args| {
            defence = self.say(id, args.text("defence", defence.clone()));
        };
        if tile_bonus {
            add("cube-conquest-bonus-tile", Args::new());
        }
        if b.outpost {
            add("cube-conquest-bonus-outpost", Args::new());
        }
        if tile_bonus || b.outpost {
            add(
                "cube-conquest-bonus-total",
                Args::new().number("value", b.defender_value),
            );
        }
        let args = Args::new().text("lead", lead).text("defence", defence);
        self.say("cube-conquest-battle-against", args)
    }

    /// Who lost a cube or an Outpost, and who scored.
    fn result(&self, b: &Battle) -> String {
        let names = Args::new()
            .text("attacker", self.seat(b.attacker as usize))
            .text("defender", self.seat(b.defender as usize));
        let lost = match (b.attacker_won, b.outpost) {
            (true, true) => self.say(
                "cube-conquest-lost-outpost",
                names.text("cell", self.cell(b.to)),
            ),
            (true, false) => self.say(
                "cube-conquest-lost-cube",
                names.text("cell", self.cell(b.to)),
            ),
            _ => self.say(
                "cube-conquest-lost-attacker",
                names.text("cell", self.cell(b.from)),
            ),
        };
        let [x, y] = b.defender_cards;
        if y == 0 {
            return lost;
        }
        let other = if b.used == x { y } else { x };
        let args = Args::new()
            .text("result", lost)
            .text("defender", self.seat(b.defender as usize))
            .text("card", self.card_name(other));
        self.say("cube-conquest-takes-back", args)
    }

    /// A card by value and symbol: "a 5 (wheel)".
    fn card_name(&self, v: u8) -> String {
        let args = Args::new()
            .number("value", v)
            .text("symbol", symbol_name(v, self.lang));
        self.say("cube-conquest-a-card", args)
    }

    /// A card without its article: "5 (wheel)".
    fn card(&self, v: u8) -> String {
        let args = Args::new()
            .number("value", v)
            .text("symbol", symbol_name(v, self.lang));
        self.say("cube-conquest-card", args)
    }

    /// A tile by symbol and value: "a wheel (5)", "bricks (4)".
    fn tile_name(&self, v: u8) -> String {
        self.say("cube-conquest-tile", Args::new().number("value", v))
    }
}
