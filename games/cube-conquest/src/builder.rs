//! Hand-built positions, for tests, puzzles and analysis.
//!
//! Start from a new game's tiles (all face down, no cubes, full decks), then say what
//! differs. Cards given to hands and discard piles come out of the deck; the deck is
//! whatever remains. `build` validates the result like a decoded save.

use cubist_core::{game_rng, Game, Seat};

use crate::board::parse_cell;
use crate::cards::{counts_of, Counts, CountsExt};
use crate::{ConquestOptions, CubeConquest, Phase, Unit};

/// Builds a position in the middle of a turn (set-up done, nobody has drawn yet unless
/// told). Errors are collected and reported by [`Builder::build`].
pub struct Builder {
    g: CubeConquest,
    errors: Vec<String>,
}

impl CubeConquest {
    /// A builder with `options`, the tiles of `CubeConquest::new(options, seed)`, and the
    /// RNG of that seed. Player 1 is to act.
    pub fn builder(options: &ConquestOptions, seed: u64) -> Builder {
        let mut g = CubeConquest::new(options, seed);
        g.start = 0;
        g.current = 0;
        g.phase = Phase::Turn;
        g.rng = game_rng(seed, 1);
        Builder {
            g,
            errors: Vec::new(),
        }
    }
}

impl Builder {
    fn cell(&mut self, name: &str) -> Option<u8> {
        let c = parse_cell(self.g.size(), name);
        if c.is_none() {
            self.errors.push(format!("'{name}' is not a cell"));
        }
        c
    }

    /// Every tile of the board, a1 first, rank by rank (all face down).
    pub fn tiles(mut self, symbols: &[u8]) -> Self {
        if symbols.len() != self.g.cells() as usize {
            self.errors.push(format!(
                "{} tiles given, the board has {}",
                symbols.len(),
                self.g.cells()
            ));
            return self;
        }
        self.g.tiles[..symbols.len()].copy_from_slice(symbols);
        self.g.face_up = 0;
        self
    }

    /// One tile's symbol, face up or down.
    pub fn tile(mut self, cell: &str, symbol: u8, face_up: bool) -> Self {
        if let Some(c) = self.cell(cell) {
            self.g.tiles[c as usize] = symbol;
            if face_up {
                self.g.face_up |= 1 << c;
            } else {
                self.g.face_up &= !(1 << c);
            }
        }
        self
    }

    /// `cubes` (1 or 2) of `seat` on `cell`, from its supply; the tile turns face up.
    pub fn cube(mut self, cell: &str, seat: Seat, cubes: u8) -> Self {
        if let Some(c) = self.cell(cell) {
            let old = self.g.units[c as usize];
            if !old.is_empty() {
                self.g.supply[old.owner as usize] += old.cubes;
            }
            self.g.units[c as usize] = Unit {
                owner: seat as u8,
                cubes,
            };
            self.g.face_up |= 1 << c;
            match self
                .g
                .supply
                .get_mut(seat)
                .and_then(|s| s.checked_sub(cubes))
            {
                Some(left) => self.g.supply[seat] = left,
                None => self
                    .errors
                    .push(format!("player {} has too few cubes", seat + 1)),
            }
        }
        self
    }

    /// `seat`'s hand (taken from its deck).
    pub fn hand(mut self, seat: Seat, cards: &[u8]) -> Self {
        let pile = self.g.pile_of(seat);
        self.return_to_deck(pile, self.g.hands[seat]);
        self.g.hands[seat] = counts_of(cards);
        self.take_from_deck(pile, counts_of(cards));
        self
    }

    /// A discard pile's cards (taken from that pile's deck).
    pub fn discard(mut self, pile: usize, cards: &[u8]) -> Self {
        if pile >= self.g.options.piles() {
            self.errors.push(format!("there is no pile {}", pile + 1));
            return self;
        }
        self.return_to_deck(pile, self.g.piles[pile].discard);
        self.g.piles[pile].discard = counts_of(cards);
        self.take_from_deck(pile, counts_of(cards));
        self
    }

    /// Leave only `cards` in a pile's deck; the rest of the deck goes to its discard pile.
    pub fn deck(mut self, pile: usize, cards: &[u8]) -> Self {
        if pile >= self.g.options.piles() {
            self.errors.push(format!("there is no pile {}", pile + 1));
            return self;
        }
        let want = counts_of(cards);
        let p = &mut self.g.piles[pile];
        if !p.deck.contains_all(&want) {
            self.errors
                .push("the deck does not hold those cards".into());
            return self;
        }
        for v in 1..=6u8 {
            let extra = p.deck.count(v) - want.count(v);
            p.discard[v as usize - 1] += extra;
        }
        p.deck = want;
        self
    }

    /// Cards everyone knows `seat` holds.
    pub fn known(mut self, seat: Seat, cards: &[u8]) -> Self {
        self.g.known[seat] = counts_of(cards);
        self
    }

    pub fn vp(mut self, seat: Seat, vp: u8) -> Self {
        self.g.vp[seat] = vp;
        self
    }

    /// Cubes left in `seat`'s supply (the rest count as removed from the game when
    /// destroyed cubes are removed, else this must match the board).
    pub fn supply(mut self, seat: Seat, cubes: u8) -> Self {
        let total = self.g.supply[seat] + self.g.lost[seat];
        self.g.supply[seat] = cubes;
        self.g.lost[seat] = total.saturating_sub(cubes);
        self
    }

    /// Whose turn it is.
    pub fn to_act(mut self, seat: Seat) -> Self {
        self.g.current = seat as u8;
        self
    }

    pub fn start_player(mut self, seat: Seat) -> Self {
        self.g.start = seat as u8;
        self
    }

    pub fn actions(mut self, n: u32) -> Self {
        self.g.actions = n;
        self
    }

    /// The position, validated.
    pub fn build(self) -> Result<CubeConquest, String> {
        if !self.errors.is_empty() {
            return Err(self.errors.join("; "));
        }
        crate::validate::validate(&self.g).map_err(|e| e.to_string())?;
        Ok(self.g)
    }

    fn take_from_deck(&mut self, pile: usize, cards: Counts) {
        let deck = &mut self.g.piles[pile].deck;
        if !deck.contains_all(&cards) {
            self.errors.push(format!(
                "pile {} has not enough of those cards left",
                pile + 1
            ));
            return;
        }
        for (d, c) in deck.iter_mut().zip(cards) {
            *d -= c;
        }
    }

    fn return_to_deck(&mut self, pile: usize, cards: Counts) {
        for (d, c) in self.g.piles[pile].deck.iter_mut().zip(cards) {
            *d += c;
        }
    }
}
