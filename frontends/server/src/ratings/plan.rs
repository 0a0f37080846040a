//! How a finished rated game is counted: its pool, its system and each seat's account,
//! rank and starting rating. Counting a game and recounting a pool after a void
//! (`store/void.rs` here) both read a game through [`plan`], so a recount rates every game
//! exactly as it was first rated.

use cubist_core::{Outcome, RecordedEvent, SeatEvent};

use super::ladder;
use super::pools::{pool_of, System};
use super::ranks::ranks;
use super::skill::Skill;

/// A finished rated game not yet counted, as the rating needs it.
#[derive(Clone, Debug)]
pub struct ToRate {
    pub game: String,
    /// Each seat's player as stored (`human` or an agent spec).
    pub players: Vec<String>,
    /// The account holding each seat, if any.
    pub accounts: Vec<Option<String>>,
    pub result: Outcome,
    pub events: Vec<RecordedEvent>,
    /// The seat of each action played, in order.
    pub movers: Vec<usize>,
}

/// The moves every seat must have made before a game cut short (a resignation, a
/// seat leaving or claimed, a clock run out, a draw agreed) counts: one cut short
/// sooner counts for nobody, as an aborted one. Two accounts that trade wins by one
/// move and a resignation gain nothing.
pub const MOVES_TO_COUNT: usize = 2;

/// A seat as its game is counted: its account (a computer level's made when first
/// needed), its rank, and the rating it starts from if it has none in the pool.
#[derive(Clone, Debug)]
pub struct CountedSeat {
    pub account_id: String,
    /// A computer level's account, made when first needed.
    pub computer: bool,
    pub rank: usize,
    pub start: Skill,
}

/// What counting a finished rated game does.
#[derive(Clone, Debug)]
pub enum Plan {
    /// Rate its seats in `pool`.
    Count {
        pool: String,
        system: System,
        seats: Vec<CountedSeat>,
    },
    /// Aborted before every seat made its first move, or cut short before every seat
    /// made [`MOVES_TO_COUNT`] moves: it counts for nobody.
    Aborted,
    /// It cannot be rated (no pool for its seat count, or a seat without an account);
    /// the reason, for the log.
    Unratable(&'static str),
}

/// How `g` is counted.
pub fn plan(g: &ToRate) -> Plan {
    if g.events
        .iter()
        .any(|e| matches!(e.event, SeatEvent::Abort { .. }))
    {
        return Plan::Aborted;
    }
    if cut_short(g) {
        return Plan::Aborted;
    }
    let Some((pool, system)) = pool_of(&g.game, g.players.len()) else {
        return Plan::Unratable("no rating pool for its number of seats");
    };
    let ranks = ranks(&g.result, &g.events);
    let mut seats = Vec::with_capacity(ranks.len());
    for (seat, rank) in ranks.into_iter().enumerate() {
        let level = g.players[seat].as_str();
        let account = g.accounts.get(seat).cloned().flatten();
        let counted = match (account, ladder::start(&pool, system, level)) {
            (Some(account_id), _) => CountedSeat {
                account_id,
                computer: false,
                rank,
                start: system.start(),
            },
            (None, Some(start)) => CountedSeat {
                account_id: format!("computer-{level}"),
                computer: true,
                rank,
                start,
            },
            (None, None) => return Plan::Unratable("a rated seat without an account"),
        };
        seats.push(counted);
    }
    Plan::Count {
        pool,
        system,
        seats,
    }
}

/// Whether a seat resigned, left, was claimed or ran out of time, or a draw was
/// agreed, before every seat had made [`MOVES_TO_COUNT`] moves.
fn cut_short(g: &ToRate) -> bool {
    g.events.iter().any(|e| {
        let ends = matches!(
            e.event,
            SeatEvent::Resign
                | SeatEvent::Leave
                | SeatEvent::Claim { .. }
                | SeatEvent::Timeout
                | SeatEvent::AcceptDraw
        );
        ends && (0..g.players.len()).any(|seat| {
            let made = g.movers.iter().take(e.ply).filter(|&&s| s == seat).count();
            made < MOVES_TO_COUNT
        })
    })
}

/// The seats whose accounts a game's new ratings are written for, in the order they
/// are written: by account id, and a computer level in two seats of one game only
/// once, by its first seat.
pub fn written_seats(seats: &[CountedSeat]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..seats.len()).collect();
    order.sort_by(|&a, &b| seats[a].account_id.cmp(&seats[b].account_id));
    let mut done: Vec<&str> = Vec::new();
    order.retain(|&s| {
        let account = seats[s].account_id.as_str();
        let first = !done.contains(&account);
        done.push(account);
        first
    });
    order
}
