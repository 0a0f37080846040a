//! Applying actions: the only code that changes a game.

use cubist_core::Seat;

use crate::action::Action;
use crate::cards::{draw_random, Counts, CountsExt, HAND_SIZE};
use crate::{Attack, Battle, CubeConquest, Destroyed, End, Phase, Unit, VP_TO_WIN};

/// Where the cards drawn at the start of a turn come from.
pub(crate) enum Draws<'a> {
    /// The state's RNG: ordinary play.
    Random,
    /// These cards, in the order drawn (explicit chance). When they run out, the deck
    /// the next card would come from is kept in `next` and drawing stops there; a
    /// card the deck does not hold stops it too, kept in `missing`.
    Given {
        cards: &'a [u8],
        used: usize,
        next: Option<Counts>,
        missing: Option<u8>,
    },
}

impl Draws<'_> {
    /// The next card from `deck`, or `None` to stop drawing.
    fn draw(&mut self, deck: &mut Counts, g_rng: &mut cubist_core::GameRng) -> Option<u8> {
        match self {
            Draws::Random => Some(draw_random(deck, g_rng)),
            Draws::Given {
                cards,
                used,
                next,
                missing,
            } => {
                let Some(&card) = cards.get(*used) else {
                    *next = Some(*deck);
                    return None;
                };
                if !deck.has(card) {
                    *missing = Some(card);
                    return None;
                }
                deck.take(card);
                *used += 1;
                Some(card)
            }
        }
    }
}

/// Play a legal action (legality is the caller's duty).
pub fn play(g: &mut CubeConquest, seat: Seat, action: Action) {
    play_drawing(g, seat, action, &mut Draws::Random)
}

/// Play a legal action, drawing from `draws`.
pub(crate) fn play_drawing(g: &mut CubeConquest, seat: Seat, action: Action, draws: &mut Draws) {
    match action {
        Action::Place(cell) => place(g, seat, cell, draws),
        Action::Move { card, from, path } => {
            discard(g, seat, card);
            let mut at = from;
            for next in path.cells(g.size(), from).flatten() {
                g.face_up |= 1 << next;
                at = next;
            }
            g.units[at as usize] = g.units[from as usize];
            g.units[from as usize] = Unit::EMPTY;
            end_turn(g, draws);
        }
        Action::Prepare {
            discard: [x, y],
            take,
        } => {
            let pile = g.pile_of(seat);
            g.piles[pile].discard.take(take);
            discard(g, seat, x);
            discard(g, seat, y);
            g.hands[seat].add(take);
            g.known[seat].add(take);
            end_turn(g, draws);
        }
        Action::Reinforce { card, cell } => {
            discard(g, seat, card);
            let u = &mut g.units[cell as usize];
            u.owner = seat as u8;
            u.cubes += 1;
            g.supply[seat] -= 1;
            end_turn(g, draws);
        }
        Action::Attack { from, to } => {
            let target = g.units[to as usize];
            let defender = target.owner;
            let outpost = target.is_outpost();
            let wanted = if outpost { 2 } else { 1 };
            let needs = wanted.min(g.hands[defender as usize].total() as u8);
            g.phase = Phase::Attack(Attack {
                attacker: seat as u8,
                defender,
                from,
                to,
                outpost,
                attacker_card: 0,
                defender_cards: [0; 2],
                defender_needs: needs,
                defender_done: needs == 0,
                revealed: false,
            });
        }
        Action::Commit(v) | Action::CommitTwo(v, _) => {
            let Phase::Attack(mut a) = g.phase else {
                unreachable!("commit outside an attack")
            };
            g.hands[seat].take(v);
            if seat == a.attacker as usize {
                a.attacker_card = v;
            } else {
                a.defender_cards[0] = v;
                if let Action::CommitTwo(_, w) = action {
                    g.hands[seat].take(w);
                    a.defender_cards[1] = w;
                }
                a.defender_done = true;
            }
            g.phase = Phase::Attack(a);
            if a.waiting().is_empty() {
                reveal(g, a, draws);
            }
        }
        Action::Use(v) => {
            let Phase::Attack(a) = g.phase else {
                unreachable!("use outside an attack")
            };
            resolve(g, a, v, draws);
        }
        Action::Pass => end_turn(g, draws),
    }
    g.actions += 1;
    if !matches!(g.phase, Phase::Over(_)) && g.actions >= g.options.cap {
        if let Phase::Attack(a) = g.phase {
            call_off(g, a);
        }
        g.phase = Phase::Over(End::Cap);
    }
}

/// The game ends during an attack: committed cards go back to their owners' hands
/// (revealed ones, seen by all, become known).
fn call_off(g: &mut CubeConquest, a: Attack) {
    let cards = [
        (a.attacker, a.attacker_card),
        (a.defender, a.defender_cards[0]),
        (a.defender, a.defender_cards[1]),
    ];
    for (seat, card) in cards.into_iter().filter(|&(_, c)| c != 0) {
        g.hands[seat as usize].add(card);
        if a.revealed {
            g.known[seat as usize].add(card);
        }
    }
}

fn place(g: &mut CubeConquest, seat: Seat, cell: u8, draws: &mut Draws) {
    g.units[cell as usize] = Unit {
        owner: seat as u8,
        cubes: 1,
    };
    g.face_up |= 1 << cell;
    g.supply[seat] -= 1;
    let Phase::Setup { placed } = g.phase else {
        unreachable!("placing outside set-up")
    };
    if placed + 1 < 2 {
        g.phase = Phase::Setup { placed: placed + 1 };
        return;
    }
    let next = g.next_seat(seat);
    if next == g.start_player() {
        begin_turn(g, next, draws);
    } else {
        g.current = next as u8;
        g.phase = Phase::Setup { placed: 0 };
    }
}

/// Move a card from `seat`'s hand to its discard pile, publicly.
fn discard(g: &mut CubeConquest, seat: Seat, card: u8) {
    g.hands[seat].take(card);
    g.known[seat].take_saturating(card);
    let pile = g.pile_of(seat);
    g.piles[pile].discard.add(card);
}

/// All committed cards are face up: resolve, or wait for the Outpost's owner to choose.
fn reveal(g: &mut CubeConquest, a: Attack, draws: &mut Draws) {
    g.known[a.attacker as usize].take_saturating(a.attacker_card);
    for c in a.defender_cards.into_iter().filter(|&c| c != 0) {
        g.known[a.defender as usize].take_saturating(c);
    }
    let [x, y] = a.defender_cards;
    if y != 0 && x != y {
        g.phase = Phase::Attack(Attack {
            revealed: true,
            ..a
        });
    } else {
        resolve(g, a, x, draws);
    }
}

/// Compare the cards (`used` is the defender's card that counts, 0 for none), discard
/// them, destroy the loser, score, and end the turn or the game.
fn resolve(g: &mut CubeConquest, a: Attack, used: u8, draws: &mut Draws) {
    let attacker = a.attacker as usize;
    let defender = a.defender as usize;
    let tile = g.tiles[a.to as usize];
    let defender_value = used + (used != 0 && used == tile) as u8 + a.outpost as u8;
    let attacker_won = a.attacker_card >= defender_value;

    let pile = g.pile_of(attacker);
    g.piles[pile].discard.add(a.attacker_card);
    let pile = g.pile_of(defender);
    if used != 0 {
        g.piles[pile].discard.add(used);
    }
    let [x, y] = a.defender_cards;
    if y != 0 {
        // The other committed card returns to the hand, seen by all.
        let unused = if used == x { y } else { x };
        g.hands[defender].add(unused);
        g.known[defender].add(unused);
    }

    let (loser, cell, winner) = if attacker_won {
        (defender, a.to, attacker)
    } else {
        (attacker, a.from, defender)
    };
    let cubes = g.units[cell as usize].cubes;
    g.units[cell as usize] = Unit::EMPTY;
    match g.options.destroyed {
        Destroyed::Supply => g.supply[loser] += cubes,
        Destroyed::Removed => g.lost[loser] += cubes,
    }
    g.vp[winner] += 1;
    g.last_battle = Some(Battle {
        attacker: a.attacker,
        defender: a.defender,
        from: a.from,
        to: a.to,
        outpost: a.outpost,
        attacker_card: a.attacker_card,
        defender_cards: a.defender_cards,
        used,
        attacker_value: a.attacker_card,
        defender_value,
        attacker_won,
    });

    if g.vp[winner] >= VP_TO_WIN {
        g.phase = Phase::Over(End::Points(winner as u8));
        return;
    }
    if g.cubes_on_board(loser) == 0 {
        g.phase = Phase::Over(End::NoCubes(cubist_core::SeatSet::single(loser)));
        return;
    }
    end_turn(g, draws);
}

fn end_turn(g: &mut CubeConquest, draws: &mut Draws) {
    let next = g.next_seat(g.current());
    begin_turn(g, next, draws);
}

/// `seat` draws up to 4 cards (turning its discard pile into its deck when the deck
/// runs out) and takes its action.
pub(crate) fn begin_turn(g: &mut CubeConquest, seat: Seat, draws: &mut Draws) {
    g.current = seat as u8;
    g.phase = Phase::Turn;
    let pile = g.pile_of(seat);
    while g.hands[seat].total() < HAND_SIZE as u32 {
        let p = &mut g.piles[pile];
        if p.deck.total() == 0 {
            if p.discard.total() == 0 {
                break;
            }
            p.deck = p.discard;
            p.discard = [0; 6];
        }
        let Some(card) = draws.draw(&mut g.piles[pile].deck, &mut g.rng) else {
            break;
        };
        g.hands[seat].add(card);
    }
}
