//! What one observer may know.
//!
//! A seat sees: the board (face-up tile symbols, every cube), its own hand and its own
//! committed cards, every discard pile, the size of every hidden pile (decks, the
//! other hands), the cards everyone knows to be in a hand, which seats have committed
//! a card (never which card until the reveal), VP, supplies, and the last attack. A
//! spectator sees the same without any hand. Nothing else: not a face-down tile's
//! symbol, not the tiles out of the game, not another hand, not the RNG.

use cubist_core::{Observer, Seat, SeatSet, ToMove};
use serde::{Deserialize, Serialize};

use crate::cards::{Counts, CountsExt};
use crate::{Battle, ConquestOptions, CubeConquest, End, Phase, Unit};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConquestView {
    pub observer: Observer,
    pub options: ConquestOptions,
    pub start: Seat,
    /// Whose turn it is (the attacker during an attack).
    pub current: Seat,
    pub actions: u32,
    /// Per cell (`rank * size + file`, a1 first): the tile's symbol if face up.
    pub tiles: Vec<Option<u8>>,
    /// Per cell: the cubes on it.
    pub units: Vec<Option<Unit>>,
    pub players: Vec<PlayerView>,
    /// One pile per player, or a single shared one.
    pub piles: Vec<PileView>,
    pub phase: PhaseView,
    pub last_battle: Option<Battle>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub vp: u8,
    pub supply: u8,
    pub lost: u8,
    pub hand_size: u8,
    /// Cards everyone knows this seat holds (in hand or committed and not yet revealed).
    pub known: Counts,
    /// The hand itself: only in the seat's own view.
    pub hand: Option<Counts>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileView {
    pub deck_size: u8,
    pub discard: Counts,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PhaseView {
    Setup { placed: u8 },
    Turn,
    Attack(AttackView),
    Over(End),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackView {
    pub attacker: Seat,
    pub defender: Seat,
    pub from: u8,
    pub to: u8,
    pub outpost: bool,
    /// How many cards the defender commits (2 for an Outpost; fewer if its hand is short).
    pub defender_needs: u8,
    pub attacker_committed: bool,
    pub defender_committed: bool,
    /// The observer's own committed cards (empty if it has none or is not in the attack).
    pub own_cards: Vec<u8>,
    /// After the reveal (an Outpost's owner choosing): the attacker's card and the
    /// defender's two cards.
    pub revealed: Option<(u8, [u8; 2])>,
}

impl ConquestView {
    pub fn size(&self) -> u8 {
        self.options.size
    }
    /// The observing seat, if it is one.
    pub fn seat(&self) -> Option<Seat> {
        self.observer.seat()
    }
    pub fn pile_of(&self, seat: Seat) -> usize {
        if self.options.shared_deck() {
            0
        } else {
            seat
        }
    }
    /// Whose decision the game waits for: the same as the state's `to_move`.
    pub fn to_move(&self) -> ToMove {
        match &self.phase {
            PhaseView::Setup { .. } | PhaseView::Turn => ToMove::One(self.current),
            PhaseView::Attack(a) if a.revealed.is_some() => ToMove::One(a.defender),
            PhaseView::Attack(a) => {
                let mut waiting = SeatSet::EMPTY;
                if !a.attacker_committed {
                    waiting.insert(a.attacker);
                }
                if !a.defender_committed {
                    waiting.insert(a.defender);
                }
                ToMove::Simultaneous(waiting)
            }
            PhaseView::Over(_) => ToMove::Over,
        }
    }
}

pub fn view(g: &CubeConquest, observer: Observer) -> ConquestView {
    let observer = match observer {
        Observer::Seat(s) if s < g.players() => observer,
        _ => Observer::Spectator,
    };
    let me = observer.seat();
    let cells = g.board_cells();
    let players = (0..g.players())
        .map(|s| PlayerView {
            vp: g.vp[s],
            supply: g.supply[s],
            lost: g.lost[s],
            hand_size: g.hands[s].total() as u8,
            known: g.known[s],
            hand: (me == Some(s)).then_some(g.hands[s]),
        })
        .collect();
    let piles = g.piles[..g.options.piles()]
        .iter()
        .map(|p| PileView {
            deck_size: p.deck.total() as u8,
            discard: p.discard,
        })
        .collect();
    let phase = match g.phase {
        Phase::Setup { placed } => PhaseView::Setup { placed },
        Phase::Turn => PhaseView::Turn,
        Phase::Over(e) => PhaseView::Over(e),
        Phase::Attack(a) => {
            let mut own_cards = Vec::new();
            if me == Some(a.attacker as usize) && a.attacker_card != 0 {
                own_cards.push(a.attacker_card);
            }
            if me == Some(a.defender as usize) {
                own_cards.extend(a.defender_cards.iter().filter(|&&c| c != 0));
            }
            PhaseView::Attack(AttackView {
                attacker: a.attacker as usize,
                defender: a.defender as usize,
                from: a.from,
                to: a.to,
                outpost: a.outpost,
                defender_needs: a.defender_needs,
                attacker_committed: a.attacker_card != 0,
                defender_committed: a.defender_done,
                own_cards,
                revealed: a.revealed.then_some((a.attacker_card, a.defender_cards)),
            })
        }
    };
    ConquestView {
        observer,
        options: g.options.clone(),
        start: g.start_player(),
        current: g.current(),
        actions: g.actions,
        tiles: cells
            .clone()
            .map(|c| g.is_face_up(c).then_some(g.tiles[c as usize]))
            .collect(),
        units: cells
            .map(|c| Some(g.units[c as usize]).filter(|u| !u.is_empty()))
            .collect(),
        players,
        piles,
        phase,
        last_battle: g.last_battle,
    }
}
