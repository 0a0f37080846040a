//! Explicit chance: the deal and the card draws as events with listed outcomes, for
//! tools that branch on chance (OpenSpiel's chance nodes) rather than use the RNG.
//!
//! The start's events are the tile of each cell, a1 first (outcome: the symbol − 1,
//! as likely as the tiles of that symbol left), then, with `first=random`, the first
//! seat (each as likely). A play's events are the cards drawn at the start of the
//! next turn (outcome: the card − 1, as likely as its copies in the deck drawn
//! from). The outcomes are part of the full state only: views, and so information
//! states, show a seat its own draws and the tiles turned up, as in ordinary play.

use cubist_core::{Args, FirstPlayer, Game, RuleError, Seat};

use crate::cards::{Counts, CountsExt, TILES_PER_SYMBOL};
use crate::play::{play_drawing, Draws};
use crate::{Action, ConquestOptions, CubeConquest};

/// Each possible outcome with its probability, from counts of equally likely items.
fn weighted(counts: &Counts) -> Vec<(usize, f64)> {
    let total = counts.total() as f64;
    (0..6)
        .filter(|&i| counts[i] > 0)
        .map(|i| (i, counts[i] as f64 / total))
        .collect()
}

/// The next event of the start after `so_far`.
pub fn start_chance(options: &ConquestOptions, so_far: &[usize]) -> Option<Vec<(usize, f64)>> {
    let cells = options.size as usize * options.size as usize;
    if so_far.len() < cells {
        let mut left: Counts = [TILES_PER_SYMBOL; 6];
        for &t in so_far {
            left[t.min(5)] = left[t.min(5)].saturating_sub(1);
        }
        return Some(weighted(&left));
    }
    let players = options.players as usize;
    (so_far.len() == cells && options.first == FirstPlayer::Random)
        .then(|| (0..players).map(|s| (s, 1.0 / players as f64)).collect())
}

/// Whether `outcome` is one of `event`'s.
fn check_outcome(
    event: Option<Vec<(usize, f64)>>,
    outcome: usize,
    i: usize,
) -> Result<(), RuleError> {
    match event {
        None => Err(illegal(
            "cube-conquest-chance-none",
            Args::new().number("index", i as f64),
        )),
        Some(list) if list.iter().any(|&(o, _)| o == outcome) => Ok(()),
        Some(_) => Err(illegal(
            "cube-conquest-chance-impossible",
            Args::new()
                .number("index", i as f64)
                .number("outcome", outcome as f64),
        )),
    }
}

/// The start these outcomes settle.
pub fn new_with_chance(
    options: &ConquestOptions,
    outcomes: &[usize],
) -> Result<CubeConquest, RuleError> {
    for (i, &o) in outcomes.iter().enumerate() {
        check_outcome(start_chance(options, &outcomes[..i]), o, i)?;
    }
    if start_chance(options, outcomes).is_some() {
        return Err(illegal("cube-conquest-chance-unsettled", count(outcomes)));
    }
    let mut g = CubeConquest::new(options, 0);
    let cells = g.cells() as usize;
    for (tile, &o) in g.tiles[..cells].iter_mut().zip(outcomes) {
        *tile = o as u8 + 1;
    }
    if let Some(&first) = outcomes.get(cells) {
        g.start = first as u8;
        g.current = first as u8;
    }
    Ok(g)
}

/// Play on a copy with the cards `so_far` (outcomes), saying what stopped the draws.
fn trial(
    g: &CubeConquest,
    seat: Seat,
    action: Action,
    cards: &[u8],
) -> (CubeConquest, Option<Counts>, Option<u8>, usize) {
    let mut copy = g.clone();
    let mut draws = Draws::Given {
        cards,
        used: 0,
        next: None,
        missing: None,
    };
    play_drawing(&mut copy, seat, action, &mut draws);
    let Draws::Given {
        used,
        next,
        missing,
        ..
    } = draws
    else {
        unreachable!("given draws stay given")
    };
    (copy, next, missing, used)
}

fn cards_of(outcomes: &[usize]) -> Vec<u8> {
    outcomes.iter().map(|&o| o.min(6) as u8 + 1).collect()
}

/// The next card drawn when `seat` plays `action` (legal) after draws `so_far`.
pub fn play_chance(
    g: &CubeConquest,
    seat: Seat,
    action: Action,
    so_far: &[usize],
) -> Option<Vec<(usize, f64)>> {
    let (_, next, missing, _) = trial(g, seat, action, &cards_of(so_far));
    match missing {
        Some(_) => None,
        None => next.map(|deck| weighted(&deck)),
    }
}

/// Check, then play with these draws.
pub fn play_with_chance(
    g: &mut CubeConquest,
    seat: Seat,
    action: Action,
    outcomes: &[usize],
) -> Result<(), RuleError> {
    g.check(seat, action)?;
    let (played, next, missing, used) = trial(g, seat, action, &cards_of(outcomes));
    if let Some(card) = missing {
        return Err(illegal(
            "cube-conquest-chance-no-card",
            Args::new().number("card", card),
        ));
    }
    if next.is_some() {
        return Err(illegal("cube-conquest-chance-too-few", count(outcomes)));
    }
    if used < outcomes.len() {
        let args = count(outcomes).number("used", used as f64);
        return Err(illegal("cube-conquest-chance-too-many", args));
    }
    *g = played;
    Ok(())
}

/// A chance outcome that does not fit, as a rule error.
fn illegal(id: &'static str, args: Args) -> RuleError {
    RuleError::Illegal(crate::catalogue::phrase(id, args))
}

/// The number of outcomes given, as the argument `count`.
fn count(outcomes: &[usize]) -> Args {
    Args::new().number("count", outcomes.len() as f64)
}
