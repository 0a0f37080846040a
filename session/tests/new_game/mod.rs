//! Bid Nim: a toy game written as a new game's crate would be, following the
//! "Adding a game" checklist of `docs/architecture.md`. Two players bid secretly for
//! the first turn, then take 1 to 3 cubes in turn; whoever takes the last cube wins.
//!
//! It has a little of everything the API covers: a simultaneous secret choice (the
//! bids), hidden information until they are shown, chance after the first action (a
//! coin for equal bids), a length limit, options, notation, an encoding, views, a
//! wire view and search support.

mod options;
pub mod wire;

use cubist_core::{
    Args, Catalogue, DecodeError, Game, GameOptions, GameRng, Lang, NotationError, Observer,
    OptionPairs, Outcome, Phrase, RenderStyle, RuleError, SearchHints, Seat, SeatSet, ToMove,
};
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

pub use options::NimOptions;
pub use wire::NimWire;

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 2] = ["North", "South"];

/// Bid Nim's own words, beside its rules like any game's.
pub static WORDS: Catalogue = cubist_words::catalogue!("bid-nim", "locales");

/// One decision: a secret bid, or a take from the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Written `b0`, `b1`, ...
    Bid(u8),
    /// Written `1`, `2`, ...
    Take(u8),
}

/// What every observer may know.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Public {
    /// Cubes left.
    pub pile: u32,
    /// Cubes each seat has taken.
    pub taken: [u32; 2],
    /// Which seats have bid.
    pub committed: [bool; 2],
    /// Both bids, once shown.
    pub bids: Option<[u8; 2]>,
    /// Whose turn it is to take (once the bids are shown); after the last cube, the
    /// seat that took it.
    pub mover: Seat,
    /// Actions played, bids included.
    pub actions: u32,
}

impl Public {
    fn over(&self, o: &NimOptions) -> bool {
        self.pile == 0 || self.actions >= o.cap
    }

    pub fn to_move(&self, o: &NimOptions) -> ToMove {
        if self.over(o) {
            ToMove::Over
        } else if self.bids.is_none() {
            ToMove::Simultaneous((0..2).filter(|&s| !self.committed[s]).collect::<SeatSet>())
        } else {
            ToMove::One(self.mover)
        }
    }

    pub fn outcome(&self, o: &NimOptions) -> Option<Outcome> {
        let scores = self.taken.map(|t| t as i32).to_vec();
        if self.pile == 0 {
            Some(Outcome::win(self.mover, scores, "took the last cube"))
        } else if self.actions >= o.cap {
            Some(Outcome::by_highest_score(scores, "length limit reached"))
        } else {
            None
        }
    }
}

/// A full Bid Nim state: the public part, the bids not yet shown and the RNG.
#[derive(Clone, Debug, PartialEq)]
pub struct BidNim {
    options: NimOptions,
    public: Public,
    /// Bids made and not yet shown.
    secret: [Option<u8>; 2],
    rng: GameRng,
}

/// What one observer may know: the public part and its own bid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NimView {
    pub observer: Option<Seat>,
    pub options: NimOptions,
    pub public: Public,
    pub own_bid: Option<u8>,
}

impl BidNim {
    pub fn public(&self) -> &Public {
        &self.public
    }

    /// The bid `seat` has made and nobody else has seen yet.
    pub fn secret_bid(&self, seat: Seat) -> Option<u8> {
        self.secret[seat]
    }

    /// The same state with `seat`'s unshown bid replaced (for tests of what views hide).
    pub fn with_secret_bid(&self, seat: Seat, bid: u8) -> BidNim {
        let mut g = self.clone();
        g.secret[seat] = Some(bid);
        g
    }

    fn reveal(&mut self) {
        let [Some(a), Some(b)] = self.secret else {
            return;
        };
        self.secret = [None; 2];
        self.public.bids = Some([a, b]);
        self.public.pile -= (a + b) as u32;
        self.public.mover = match a.cmp(&b) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => self.options.first.resolve(2, &mut self.rng),
        };
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    game: String,
    options: OptionPairs,
    public: Public,
    secret: [Option<u8>; 2],
    rng: GameRng,
}

fn fnv(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

impl Game for BidNim {
    type Action = Action;
    type Options = NimOptions;
    type View = NimView;
    type Wire = NimWire;

    const NAME: &'static str = "bid-nim";
    const TITLE: &'static str = "Bid Nim";
    const RULES: &'static str = include_str!("rules.md");
    const PERFECT_INFORMATION: bool = false;
    // The coin for equal bids is tossed from the seed after both bids.
    const CHANCE: bool = true;
    const WIRE_VERSION: u32 = wire::VERSION;

    fn new(options: &NimOptions, seed: u64) -> Self {
        BidNim {
            options: options.clone(),
            public: Public {
                pile: options.pile,
                taken: [0, 0],
                committed: [false, false],
                bids: None,
                mover: 0,
                actions: 0,
            },
            secret: [None; 2],
            rng: cubist_core::game_rng(seed, 0),
        }
    }

    fn options(&self) -> &NimOptions {
        &self.options
    }

    fn num_players(&self) -> usize {
        2
    }

    fn seat_name(&self, seat: Seat) -> String {
        SEAT_NAMES.get(seat).unwrap_or(&"?").to_string()
    }

    fn to_move(&self) -> ToMove {
        self.public.to_move(&self.options)
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let take = self.options.take;
        match self.to_move() {
            ToMove::Simultaneous(set) if set.contains(seat) => {
                out.extend((0..=take).map(Action::Bid))
            }
            ToMove::One(s) if s == seat => {
                let most = (take as u32).min(self.public.pile) as u8;
                out.extend((1..=most).map(Action::Take));
            }
            _ => {}
        }
    }

    fn play(&mut self, seat: Seat, action: Action) {
        debug_assert!(self.check(seat, action).is_ok());
        self.public.actions += 1;
        match action {
            Action::Bid(b) => {
                self.secret[seat] = Some(b);
                self.public.committed[seat] = true;
                self.reveal();
            }
            Action::Take(n) => {
                self.public.pile -= n as u32;
                self.public.taken[seat] += n as u32;
                if self.public.pile > 0 {
                    self.public.mover = 1 - seat;
                }
            }
        }
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        let bidding = self.public.bids.is_none();
        if seat < 2 && bidding && self.public.committed[seat] && !self.to_move().is_over() {
            let args = Args::new().number("seat", seat as f64);
            return Err(RuleError::Illegal(Phrase::new(
                &WORDS,
                "bid-nim-already-bid",
                args,
            )));
        }
        self.check_turn(seat)?;
        let take = self.options.take;
        let takes = Args::new().number("take", take);
        let (id, args) = match action {
            Action::Take(_) if bidding => ("bid-nim-bid-first", takes),
            Action::Bid(_) if !bidding => ("bid-nim-bids-over", takes),
            Action::Bid(b) if b > take => ("bid-nim-bid-range", takes),
            Action::Take(n) if n == 0 || n > take => ("bid-nim-take-range", takes),
            Action::Take(n) if n as u32 > self.public.pile => {
                ("bid-nim-left", Args::new().number("pile", self.public.pile))
            }
            _ => return Ok(()),
        };
        Err(RuleError::Illegal(Phrase::new(&WORDS, id, args)))
    }

    fn words() -> &'static Catalogue {
        &WORDS
    }

    fn outcome(&self) -> Option<Outcome> {
        self.public.outcome(&self.options)
    }

    fn view(&self, observer: Observer) -> NimView {
        NimView {
            observer: observer.seat(),
            options: self.options.clone(),
            public: self.public.clone(),
            own_bid: observer
                .seat()
                .and_then(|s| self.secret.get(s).copied().flatten()),
        }
    }

    fn determinize(view: &NimView, rng: &mut GameRng) -> Self {
        let p = &view.public;
        let bidding = p.bids.is_none();
        let secret = [0, 1].map(|s| {
            (bidding && p.committed[s]).then(|| match view.observer {
                Some(o) if o == s => view.own_bid.expect("a seat's view holds its own bid"),
                _ => rng.random_range(0..=view.options.take),
            })
        });
        BidNim {
            options: view.options.clone(),
            public: p.clone(),
            secret,
            rng: GameRng::seed_from_u64(rng.random()),
        }
    }

    fn wire(view: &NimView) -> NimWire {
        wire::wire(view)
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, NotationError> {
        let take = self.options.take;
        let expected = || Phrase::new(&WORDS, "bid-nim-expected", Args::new().number("take", take));
        let t = text.trim().to_ascii_lowercase();
        let (bid, digits) = match t.strip_prefix("bid").or_else(|| t.strip_prefix('b')) {
            Some(rest) => (true, rest.trim()),
            None => (false, t.as_str()),
        };
        match digits.parse::<u8>() {
            Ok(n) if bid && n <= take => Ok(Action::Bid(n)),
            Ok(n) if !bid && (1..=take).contains(&n) => Ok(Action::Take(n)),
            _ => Err(NotationError::new(text, expected())),
        }
    }

    fn format_action(&self, _seat: Seat, action: Action) -> String {
        match action {
            Action::Bid(b) => format!("b{b}"),
            Action::Take(n) => n.to_string(),
        }
    }

    fn encode(&self) -> String {
        serde_json::to_string(&Saved {
            game: Self::NAME.into(),
            options: self.options.to_pairs(),
            public: self.public.clone(),
            secret: self.secret,
            rng: self.rng.clone(),
        })
        .expect("a state always serialises")
    }

    fn decode(text: &str) -> Result<Self, DecodeError> {
        let s: Saved = serde_json::from_str(text)
            .map_err(|e| DecodeError::new(format!("not a saved state: {e}")))?;
        if s.game != Self::NAME {
            return Err(DecodeError::new(format!(
                "this is a state of '{}', not {}",
                s.game,
                Self::NAME
            )));
        }
        let options = NimOptions::from_pairs(&s.options)
            .map_err(|e| DecodeError::new(format!("bad options: {e}")))?;
        let p = &s.public;
        let bids = p.bids.unwrap_or([0, 0]);
        let removed = p.taken[0] + p.taken[1] + (bids[0] + bids[1]) as u32;
        let problem = if p.pile + removed != options.pile {
            Some("the cubes do not add up to the pile")
        } else if bids
            .iter()
            .chain(s.secret.iter().flatten())
            .any(|&b| b > options.take)
        {
            Some("a bid above the take limit")
        } else if (0..2).any(|i| s.secret[i].is_some() != (p.committed[i] && p.bids.is_none())) {
            Some("secret bids do not match who has bid")
        } else if p.bids.is_some() && p.committed != [true, true] {
            Some("bids shown before both were made")
        } else if p.mover > 1 || p.actions > options.cap {
            Some("a seat or action count out of range")
        } else {
            None
        };
        if let Some(problem) = problem {
            return Err(DecodeError::new(problem));
        }
        Ok(BidNim {
            options,
            public: s.public,
            secret: s.secret,
            rng: s.rng,
        })
    }

    fn state_hash(&self) -> u64 {
        let p = &self.public;
        let mut bytes = Vec::with_capacity(24);
        for n in [p.pile, p.taken[0], p.taken[1], p.actions] {
            bytes.extend(n.to_le_bytes());
        }
        bytes.extend(p.committed.map(u8::from));
        bytes.extend(p.bids.map_or([9, 9], |b| b));
        bytes.extend(self.secret.map(|b| b.map_or(9, |b| b)));
        bytes.push(p.mover as u8);
        fnv(bytes)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.outcome() {
            return 2.0 * o.reward(seat) - 1.0;
        }
        let p = &self.public;
        if p.bids.is_none() {
            return 0.0;
        }
        // Taking to leave a multiple of take + 1 wins: the mover wins unless it faces one.
        let mover_wins = !p.pile.is_multiple_of(self.options.take as u32 + 1);
        let v = if mover_wins { 0.8 } else { -0.8 };
        if seat == p.mover {
            v
        } else {
            -v
        }
    }

    fn search_hints(_players: usize) -> SearchHints {
        SearchHints::untuned()
    }

    fn render(view: &NimView, style: RenderStyle) -> String {
        let p = &view.public;
        let mut out = format!(
            "{}: {} cubes left  {}\n",
            style.bold(Self::TITLE),
            p.pile,
            "■".repeat(p.pile as usize)
        );
        for (s, name) in SEAT_NAMES.iter().enumerate() {
            let bid = match (p.bids, view.observer) {
                (Some(b), _) => format!("bid {}", b[s]),
                (None, Some(o)) if o == s && view.own_bid.is_some() => {
                    format!("bid {} (secret)", view.own_bid.unwrap_or(0))
                }
                _ if p.committed[s] => "has bid".into(),
                _ => "no bid yet".into(),
            };
            out += &format!("{}: took {}, {bid}\n", style.seat(s, name), p.taken[s]);
        }
        out += &match (p.to_move(&view.options), p.outcome(&view.options)) {
            (_, Some(o)) => o.describe(|s| SEAT_NAMES[s].to_string(), Lang::En),
            (ToMove::One(s), _) => {
                format!("{} to take 1 to {}", SEAT_NAMES[s], view.options.take)
            }
            _ => format!("Waiting for bids of 0 to {}", view.options.take),
        };
        out.push('\n');
        out
    }
}
