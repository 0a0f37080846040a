//! A full state consistent with a seat's view: what the view hides is sampled.
//!
//! Hidden facts and how they are drawn:
//! * face-down tiles: from the 36 tiles minus the face-up ones; a random choice of
//!   them lies face down on the board, the rest are out of the game;
//! * each other seat's hand (and its committed, unrevealed cards): the cards known to
//!   be there, plus random cards from its pile's unseen cards;
//! * decks: the rest of the unseen cards (a deck is a multiset, so no order);
//! * the RNG: fresh from the caller's `rng`, never the true one.

use cubist_core::{GameRng, Seat};
use rand::{seq::SliceRandom, Rng, SeedableRng};

use crate::cards::{Counts, CountsExt, TILES_PER_SYMBOL};
use crate::view::{ConquestView, PhaseView};
use crate::{Attack, CubeConquest, Phase, Pile, Unit, MAX_CELLS, MAX_PLAYERS};

/// A full state consistent with `v`, the hidden parts drawn from `rng` (through a
/// fresh generator seeded from it, which the state then keeps as its own).
pub fn determinize(v: &ConquestView, rng: &mut GameRng) -> CubeConquest {
    let mut r = GameRng::seed_from_u64(rng.random());
    let players = (v.options.players as usize)
        .min(v.players.len())
        .min(MAX_PLAYERS);
    let me = v.seat().filter(|&s| s < players);
    let cells = (v.options.size as usize * v.options.size as usize)
        .min(MAX_CELLS)
        .min(v.tiles.len());

    let (tiles, face_up) = sample_tiles(v, cells, &mut r);
    let mut units = [Unit::EMPTY; MAX_CELLS];
    for (c, u) in v.units.iter().take(cells).enumerate() {
        if let Some(u) = u {
            units[c] = *u;
        }
    }
    let mut commits = Commits::seen(v, players, me);
    let (piles, hands) = sample_cards(v, players, me, &mut commits, &mut r);
    let phase = phase_of(v, &commits.cards);

    let mut supply = [0; MAX_PLAYERS];
    let mut lost = [0; MAX_PLAYERS];
    let mut vp = [0; MAX_PLAYERS];
    let mut known = [[0; 6]; MAX_PLAYERS];
    for (s, pv) in v.players.iter().take(players).enumerate() {
        supply[s] = pv.supply;
        lost[s] = pv.lost;
        vp[s] = pv.vp;
        known[s] = pv.known;
    }
    CubeConquest {
        options: v.options.clone(),
        tiles,
        face_up,
        units,
        hands,
        known,
        piles,
        supply,
        lost,
        vp,
        start: v.start.min(MAX_PLAYERS - 1) as u8,
        current: v.current.min(MAX_PLAYERS - 1) as u8,
        phase,
        actions: v.actions,
        last_battle: v.last_battle,
        rng: r,
    }
}

/// The tiles of the first `cells` cells and the face-up mask: face-up tiles as the view
/// shows them, face-down ones drawn from the tiles not seen.
fn sample_tiles(v: &ConquestView, cells: usize, r: &mut GameRng) -> ([u8; MAX_CELLS], u64) {
    let mut tiles = [0u8; MAX_CELLS];
    let mut face_up = 0u64;
    let mut unseen: Counts = [TILES_PER_SYMBOL; 6];
    for (c, t) in v.tiles.iter().take(cells).enumerate() {
        if let Some(sym @ 1..=6) = *t {
            tiles[c] = sym;
            face_up |= 1 << c;
            unseen.take_saturating(sym);
        }
    }
    // At most 6 tiles of each symbol: a fixed buffer, shuffled as the list was.
    let mut buf = [0u8; 6 * TILES_PER_SYMBOL as usize];
    let mut pool = CardStack::new(&mut buf, &unseen);
    pool.cards_mut().shuffle(r);
    for (c, tile) in tiles.iter_mut().enumerate().take(cells) {
        if face_up >> c & 1 == 0 {
            *tile = pool.pop().unwrap_or(1);
        }
    }
    (tiles, face_up)
}

/// The cards committed to a pending attack, per seat: those the observer may see, and
/// how many more are hidden (to be dealt with the hands).
struct Commits {
    cards: [Vec<u8>; MAX_PLAYERS],
    hidden: [usize; MAX_PLAYERS],
}

impl Commits {
    /// What the view shows: the observer's own cards, and everyone's once revealed.
    fn seen(v: &ConquestView, players: usize, me: Option<Seat>) -> Commits {
        let mut commits = Commits {
            cards: Default::default(),
            hidden: [0; MAX_PLAYERS],
        };
        let attack = match &v.phase {
            PhaseView::Attack(a) if a.attacker < players && a.defender < players => a,
            _ => return commits,
        };
        let mut note = |seat: Seat, shown: Vec<u8>, count: usize| {
            if let Some(cards) = (me == Some(seat))
                .then(|| attack.own_cards.clone())
                .or(attack.revealed.map(|_| shown.clone()))
            {
                commits.cards[seat] = cards;
            } else {
                commits.hidden[seat] = count;
            }
        };
        let (att_card, def_cards) = attack.revealed.unwrap_or((0, [0, 0]));
        note(
            attack.attacker,
            vec![att_card],
            attack.attacker_committed as usize,
        );
        note(
            attack.defender,
            def_cards.into_iter().filter(|&c| c != 0).collect(),
            if attack.defender_committed {
                attack.defender_needs as usize
            } else {
                0
            },
        );
        commits
    }
}

/// The piles and hands, pile by pile: each pile's unseen cards are shuffled, every
/// seat using it other than the observer gets its known cards plus dealt ones (the
/// first of them its hidden commits), and the rest is the deck.
fn sample_cards(
    v: &ConquestView,
    players: usize,
    me: Option<Seat>,
    commits: &mut Commits,
    r: &mut GameRng,
) -> ([Pile; MAX_PLAYERS], [Counts; MAX_PLAYERS]) {
    let opts = &v.options;
    let piles_n = opts.piles().min(v.piles.len());
    let mut piles = [Pile::default(); MAX_PLAYERS];
    let mut hands = [[0u8; 6]; MAX_PLAYERS];
    SCRATCH.with_borrow_mut(|scratch| {
        let Scratch { pool, group } = scratch;
        for (p, pile_view) in v.piles.iter().take(piles_n).enumerate() {
            let mut unseen: Counts = [opts.pile_copies(); 6];
            let minus = |u: &mut Counts, c: &Counts| {
                for (a, b) in u.iter_mut().zip(c) {
                    *a = a.saturating_sub(*b);
                }
            };
            minus(&mut unseen, &pile_view.discard);
            let seats = || (0..players).filter(|&s| v.pile_of(s) == p);
            for s in seats() {
                let pv = &v.players[s];
                let shown = match (me == Some(s), pv.hand) {
                    (true, Some(h)) => h,
                    _ => pv.known,
                };
                minus(&mut unseen, &shown);
                minus(&mut unseen, &crate::cards::counts_of(&commits.cards[s]));
            }
            fill_cards(pool, &unseen);
            pool.shuffle(r);
            for s in seats() {
                let pv = &v.players[s];
                if let (true, Some(h)) = (me == Some(s), pv.hand) {
                    hands[s] = h;
                    continue;
                }
                fill_cards(group, &pv.known);
                let size = pv.hand_size as usize + commits.hidden[s];
                while group.len() < size {
                    group.push(pool.pop().unwrap_or(1));
                }
                group.shuffle(r);
                let (dealt, hand) = group.split_at(commits.hidden[s].min(group.len()));
                commits.cards[s].extend_from_slice(dealt);
                hands[s] = crate::cards::counts_of(hand);
            }
            piles[p] = Pile {
                deck: crate::cards::counts_of(pool),
                discard: pile_view.discard,
            };
        }
    });
    (piles, hands)
}

/// The phase of the view, a pending attack given the committed cards (`committed[s]`:
/// seat `s`'s, seen or dealt).
fn phase_of(v: &ConquestView, committed: &[Vec<u8>; MAX_PLAYERS]) -> Phase {
    match &v.phase {
        PhaseView::Setup { placed } => Phase::Setup { placed: *placed },
        PhaseView::Turn => Phase::Turn,
        PhaseView::Over(e) => Phase::Over(*e),
        PhaseView::Attack(a) => {
            let card = |s: Seat, i: usize| committed.get(s).and_then(|c| c.get(i)).copied();
            let mut d = [
                card(a.defender, 0).unwrap_or(0),
                card(a.defender, 1).unwrap_or(0),
            ];
            if d[1] != 0 && d[0] > d[1] {
                d.swap(0, 1);
            }
            Phase::Attack(Attack {
                attacker: a.attacker as u8,
                defender: a.defender as u8,
                from: a.from,
                to: a.to,
                outpost: a.outpost,
                attacker_card: card(a.attacker, 0).unwrap_or(0),
                defender_cards: d,
                defender_needs: a.defender_needs,
                defender_done: a.defender_committed,
                revealed: a.revealed.is_some(),
            })
        }
    }
}

/// Card lists reused from one determinization to the next (searches make one per
/// iteration), so that sampling the hidden cards allocates nothing.
#[derive(Default)]
struct Scratch {
    /// A pile's unseen cards, shuffled: hands are dealt from its end, the rest is the deck.
    pool: Vec<u8>,
    /// One seat's cards: the known ones, then dealt ones.
    group: Vec<u8>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// `list` becomes the cards of `counts`, lowest first (as [`CountsExt::cards`]).
fn fill_cards(list: &mut Vec<u8>, counts: &Counts) {
    list.clear();
    for (v, &n) in (1..=6u8).zip(counts) {
        list.extend(std::iter::repeat_n(v, n as usize));
    }
}

/// The cards of a multiset laid out lowest first in a fixed buffer, taken from the end.
struct CardStack<'a> {
    buf: &'a mut [u8],
    len: usize,
}

impl<'a> CardStack<'a> {
    /// `buf` must hold every card of `counts`.
    fn new(buf: &'a mut [u8], counts: &Counts) -> Self {
        let mut len = 0;
        for (v, &n) in (1..=6u8).zip(counts) {
            buf[len..len + n as usize].fill(v);
            len += n as usize;
        }
        CardStack { buf, len }
    }

    fn cards_mut(&mut self) -> &mut [u8] {
        &mut self.buf[..self.len]
    }

    fn pop(&mut self) -> Option<u8> {
        self.len = self.len.checked_sub(1)?;
        Some(self.buf[self.len])
    }
}
