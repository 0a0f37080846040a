//! The Swiss system by the FIDE Dutch rules (FIDE Handbook C.04.3, as in force
//! from 2017), written bracket by bracket as the rules state them.
//!
//! # What is covered
//!
//! * **Ranking and brackets** (A.2, A.3): players by score, then pairing number;
//!   score groups paired from the top; players left unpaired in a bracket move
//!   down (downfloaters) into the next one, where they are paired first.
//! * **S1 and S2** (B.1–B.2): in a homogeneous bracket S1 is the upper half (as
//!   many players as pairs are to be made), S2 the rest; in a heterogeneous
//!   bracket the moved-down players are S1 and the bracket's own players S2, and
//!   the residents left over form the remainder, paired as a homogeneous bracket.
//! * **Transpositions and exchanges** (D.1, D.2): S2 is permuted in lexical order
//!   of the bracket sequence numbers; exchanges between S1 and S2 are tried by the
//!   fewest players exchanged, then the smallest difference of the sums of the
//!   numbers exchanged, then the highest number moved out of S1, then the lowest
//!   moved out of S2. Among the moved-down players, the higher ones are paired
//!   first.
//! * **Absolute criteria** (C.1–C.3): no two players meet twice; no player gets the
//!   pairing-allocated bye twice (a player who was given a point without playing
//!   counts as having had it: the caller sets `had_bye`); two players with the same
//!   absolute colour preference do not meet, so no colour difference passes ±2 and
//!   nobody has the same colour three times running, except that a topscorer (over
//!   half the maximum score) may in the final round.
//! * **Quality criteria**, in this order: the most pairs in the bracket (C.5);
//!   the least scores moving down (C.6, the PSD, taken as the floaters' scores
//!   above the bracket's); the fewest colour preferences not granted (C.10), of
//!   them the fewest strong or absolute ones (C.11); the fewest players floating
//!   down (C.12) or up (C.13) as they did in the previous round, and as two
//!   rounds before (C.14, C.15). The first candidate, in the order of D, with no
//!   fault is taken; otherwise the best one, the earlier on a tie (B.8).
//! * **Completion** (C.4): a bracket's pairing is kept only if the rest of the
//!   round can be paired; otherwise the next candidate is tried (backtracking),
//!   which also does the job of the collapsed last bracket.
//! * **Colours** (E.1–E.5): both preferences, else the stronger one (the wider
//!   difference between two absolute ones), else alternate from the last round in
//!   which the two had different colours, else the higher ranked player's
//!   preference, else the initial colour to the higher ranked player if their
//!   pairing number is odd.
//! * **The bye** goes to the player the last bracket leaves unpaired, chosen by the
//!   criteria like any floater (so normally the lowest ranked of the lowest score
//!   group), and never to one who has had it.
//!
//! # What is not
//!
//! * C.7 (choosing the floaters for the sake of the next bracket), C.8 and C.9
//!   (the topscorers' colour excesses in the last round) and C.16–C.19 (the
//!   score differences of repeated floats) are not scored, and the PSD of C.6
//!   counts only the floaters; where only they decide, the pairing differs from
//!   an endorsed program's. Compared with bbpPairings (FIDE-endorsed) on 224
//!   seeded rounds of 8 to 41 players, 202 rounds are identical.
//! * Accelerated rounds (Baku), forbidden pairs and the arbiter's manual changes.
//! * The search is bounded. A candidate whose colour faults reach a simple lower
//!   bound for its bracket is taken as the best possible; when none does, the
//!   best of the first 5 000 candidates (in the order of D) of the bracket is
//!   taken, so in a large bracket with unavoidable faults a later, slightly
//!   better candidate may be missed. Past [`SEARCH_LIMIT`] candidates in a round
//!   the search gives up with [`SwissError::TooComplex`] rather than run for
//!   ever; fields of a hundred pair in milliseconds.
//!
//! Pairing numbers are the players' `id`s: 1 for the highest rated at the start
//! (C.04.2 A), late entries numbered in by rating as the arbiter does.

mod bracket;
mod colour;
mod search;

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

use crate::words::phrase;
use cubist_words::{Args, Lang, Phrase};

/// How many candidate pairings one round may try before giving up.
pub const SEARCH_LIMIT: usize = 300_000;

/// The most players one round takes.
pub const MAX_PLAYERS: usize = 2000;

/// A colour: white moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A float: paired with someone of a lower (down) or higher (up) score, or given
/// the bye (down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Float {
    Down,
    Up,
}

/// A player as the pairing sees them before a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The pairing number (1 for the highest rated).
    pub id: u32,
    /// The score in half points (a win is 2).
    pub score: u32,
    /// The colour of each round so far, `None` where no game was played.
    pub colours: Vec<Option<Colour>>,
    /// The float of each round so far.
    pub floats: Vec<Option<Float>>,
    /// Everyone already met over the board.
    pub opponents: Vec<u32>,
    /// Had the pairing-allocated bye, or a point without playing.
    pub had_bye: bool,
}

impl Player {
    /// A player with no history and the given score.
    pub fn new(id: u32, score: u32) -> Player {
        Player {
            id,
            score,
            colours: Vec::new(),
            floats: Vec::new(),
            opponents: Vec::new(),
            had_bye: false,
        }
    }
}

/// Which round is being paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSpec {
    /// This round, from 1.
    pub round: u32,
    /// The number of rounds of the tournament.
    pub rounds: u32,
    /// The colour drawn before round 1 for pairing number 1.
    pub initial_colour: Colour,
}

/// One game of the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub white: u32,
    pub black: u32,
}

/// A round's pairing: the games by board, and the bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    pub games: Vec<Game>,
    pub bye: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SwissError {
    #[error("{}", self.say(Lang::En))]
    DuplicatePlayer(u32),
    #[error("{}", self.say(Lang::En))]
    NoSuchRound { round: u32, rounds: u32 },
    #[error("{}", self.say(Lang::En))]
    HistoryTooLong { id: u32, len: usize, round: u32 },
    #[error("{}", self.say(Lang::En))]
    TooManyPlayers(usize),
    #[error("{}", self.say(Lang::En))]
    NoPairing,
    #[error("{}", self.say(Lang::En))]
    TooComplex,
}

impl SwissError {
    /// The refusal as a message of the crate's catalogue.
    pub fn phrase(&self) -> Phrase {
        let n = |x: usize| x as f64;
        match *self {
            SwissError::DuplicatePlayer(id) => phrase(
                "tournament-swiss-listed-twice",
                Args::new().number("player", id),
            ),
            SwissError::NoSuchRound { round, rounds } => phrase(
                "tournament-swiss-no-such-round",
                Args::new().number("round", round).number("rounds", rounds),
            ),
            SwissError::HistoryTooLong { id, len, round } => phrase(
                "tournament-swiss-history-too-long",
                Args::new()
                    .number("player", id)
                    .number("len", n(len))
                    .number("round", round),
            ),
            SwissError::TooManyPlayers(players) => phrase(
                "tournament-swiss-too-many",
                Args::new()
                    .number("most", n(MAX_PLAYERS))
                    .number("players", n(players)),
            ),
            SwissError::NoPairing => phrase("tournament-swiss-no-pairing", Args::new()),
            SwissError::TooComplex => phrase(
                "tournament-swiss-too-complex",
                Args::new().number("limit", n(SEARCH_LIMIT)),
            ),
        }
    }
    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

/// Pairs one round of the players present (withdrawn players are simply left
/// out; their games stay in their opponents' histories).
pub fn pair_round(players: &[Player], spec: &RoundSpec) -> Result<Pairing, SwissError> {
    validate(players, spec)?;
    search::pair(players, spec)
}

fn validate(players: &[Player], spec: &RoundSpec) -> Result<(), SwissError> {
    if spec.round == 0 || spec.round > spec.rounds {
        return Err(SwissError::NoSuchRound {
            round: spec.round,
            rounds: spec.rounds,
        });
    }
    if players.len() > MAX_PLAYERS {
        return Err(SwissError::TooManyPlayers(players.len()));
    }
    let mut seen = BTreeSet::new();
    for p in players {
        if !seen.insert(p.id) {
            return Err(SwissError::DuplicatePlayer(p.id));
        }
        let len = p.colours.len().max(p.floats.len());
        if len >= spec.round as usize {
            return Err(SwissError::HistoryTooLong {
                id: p.id,
                len,
                round: spec.round,
            });
        }
    }
    Ok(())
}

/// The floats this pairing gives, to append to each player's history: down for
/// the higher score of an unequal pair and for the bye, up for the lower score.
pub fn floats(players: &[Player], pairing: &Pairing) -> BTreeMap<u32, Option<Float>> {
    let score: BTreeMap<u32, u32> = players.iter().map(|p| (p.id, p.score)).collect();
    let mut out: BTreeMap<u32, Option<Float>> = players.iter().map(|p| (p.id, None)).collect();
    for g in &pairing.games {
        let (w, b) = (score.get(&g.white), score.get(&g.black));
        if let (Some(w), Some(b)) = (w, b) {
            if w != b {
                let (high, low) = if w > b {
                    (g.white, g.black)
                } else {
                    (g.black, g.white)
                };
                out.insert(high, Some(Float::Down));
                out.insert(low, Some(Float::Up));
            }
        }
    }
    if let Some(bye) = pairing.bye {
        out.insert(bye, Some(Float::Down));
    }
    out
}

#[cfg(test)]
mod tests;
