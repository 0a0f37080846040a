//! Who holds a game's seats in this instance's memory: per seat one value — the
//! hash of its token, whether a person took it, the account holding it and this
//! instance's sockets on it — part of the live game's state (`live.rs`), under its
//! lock. Tokens, taken seats and accounts follow the database: they are set from
//! what was stored (at load, after a reload, or after this instance's own write
//! committed); a socket is counted once its presence was stored.

use axum::http::StatusCode;
use cubist_core::Seat;

use cubist_session::Player;

use crate::accounts::{seat_names, Account};
use crate::error::ApiError;
use crate::store::StoredGame;
use crate::words::phrase;

/// One seat's holder.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct SeatHolder {
    /// The hash of the seat's token: a human seat has one.
    pub token_hash: Option<String>,
    /// A person has taken the seat.
    pub taken: bool,
    /// The id of the account holding the seat.
    pub account: Option<String>,
    /// That account's name.
    pub name: Option<String>,
    /// This instance's sockets holding the seat's token.
    pub sockets: u32,
}

impl SeatHolder {
    /// A human seat nobody has taken yet.
    fn open(&self) -> bool {
        self.token_hash.is_some() && !self.taken
    }
}

/// Every seat's holder.
#[derive(Debug, Default)]
pub(super) struct Holders(Vec<SeatHolder>);

/// The stored part of the holders (no sockets: those are this instance's own).
#[derive(Clone, Debug, Default)]
pub(super) struct StoredHolders {
    pub token_hashes: Vec<Option<String>>,
    pub taken: Vec<bool>,
    pub accounts: Vec<Option<String>>,
    /// The accounts' names.
    pub names: Vec<Option<String>>,
}

impl StoredHolders {
    pub fn of(stored: &StoredGame) -> StoredHolders {
        StoredHolders {
            token_hashes: stored.new.tokens.clone(),
            taken: stored.taken.clone(),
            accounts: stored.new.accounts.clone(),
            names: stored
                .holders
                .iter()
                .map(|h| h.as_ref().map(|a| a.name.clone()))
                .collect(),
        }
    }
}

impl Holders {
    #[cfg(test)]
    pub fn new(stored: StoredHolders) -> Holders {
        let mut holders = Holders::default();
        holders.follow(stored);
        holders
    }

    fn seats(&self) -> &[SeatHolder] {
        &self.0
    }

    /// Take what the database holds; this instance's socket counts stay.
    pub fn follow(&mut self, stored: StoredHolders) {
        let StoredHolders {
            token_hashes,
            taken,
            accounts,
            mut names,
        } = stored;
        names.resize(token_hashes.len(), None);
        let seats = &mut self.0;
        seats.resize_with(token_hashes.len(), SeatHolder::default);
        let stored = token_hashes.into_iter().zip(taken).zip(accounts).zip(names);
        for (seat, (((token_hash, taken), account), name)) in seats.iter_mut().zip(stored) {
            seat.token_hash = token_hash;
            seat.taken = taken;
            seat.account = account;
            seat.name = name;
        }
    }

    pub fn len(&self) -> usize {
        self.seats().len()
    }

    /// The seat whose token hashes to `hash`.
    pub fn seat_of_token(&self, hash: &str) -> Option<Seat> {
        self.seats()
            .iter()
            .position(|h| h.token_hash.as_deref() == Some(hash))
    }

    /// The seat the account `id` holds.
    pub fn seat_of_account(&self, id: &str) -> Option<Seat> {
        self.seats()
            .iter()
            .position(|h| h.account.as_deref() == Some(id))
    }

    /// The id of the account holding `seat`, if any.
    pub fn account_of(&self, seat: Seat) -> Option<String> {
        self.seats().get(seat).and_then(|h| h.account.clone())
    }

    /// The name of the account holding `seat`, if one does.
    pub fn name_of(&self, seat: Seat) -> Option<String> {
        self.seats().get(seat).and_then(|h| h.name.clone())
    }

    pub fn is_taken(&self, seat: Seat) -> bool {
        self.seats().get(seat).is_some_and(|h| h.taken)
    }

    /// After the store recorded it: a person took `seat`, with a new token hash
    /// and account (its id and name) if the take gave them.
    pub fn taken(&mut self, seat: Seat, token_hash: Option<String>, account: Option<&Account>) {
        if let Some(h) = self.0.get_mut(seat) {
            h.taken = true;
            if token_hash.is_some() {
                h.token_hash = token_hash;
            }
            if let Some(a) = account {
                h.account = Some(a.id.clone());
                h.name = Some(a.name.clone());
            }
        }
    }

    /// The names shown on the seats: each holder's account name, or in a rated
    /// game a computer level's account name.
    pub fn shown_names(&self, players: &[Player], rated: bool) -> Vec<Option<String>> {
        let players: Vec<String> = players.iter().map(ToString::to_string).collect();
        let names: Vec<Option<String>> = self.seats().iter().map(|h| h.name.clone()).collect();
        seat_names(&players, &names, rated)
    }

    /// Whether a person's seat is still open to anyone.
    pub fn any_open(&self) -> bool {
        self.seats().iter().any(SeatHolder::open)
    }

    /// Whether a person's seat other than `seat` is still open to anyone.
    pub fn open_besides(&self, seat: Seat) -> bool {
        let seats = self.seats();
        seats.iter().enumerate().any(|(s, h)| s != seat && h.open())
    }

    /// The seat to join among those `listed`: `seat` if it is open, or the first
    /// open one.
    pub fn open_seat(
        &self,
        seat: Option<Seat>,
        listed: impl Fn(Seat) -> bool,
    ) -> Result<Seat, ApiError> {
        let seats = self.seats();
        let open = |s: usize| listed(s) && seats.get(s).is_some_and(SeatHolder::open);
        match seat {
            Some(s) if open(s) => Ok(s),
            Some(_) => Err(ApiError::new(
                StatusCode::CONFLICT,
                phrase!("seat-not-open"),
            )),
            None => (0..seats.len())
                .find(|&s| open(s))
                .ok_or_else(|| ApiError::new(StatusCode::CONFLICT, phrase!("no-seat-open"))),
        }
    }

    /// The stored part, for a rematch to carry the holders over.
    pub fn stored(&self) -> StoredHolders {
        let seats = self.seats();
        StoredHolders {
            token_hashes: seats.iter().map(|h| h.token_hash.clone()).collect(),
            taken: seats.iter().map(|h| h.taken).collect(),
            accounts: seats.iter().map(|h| h.account.clone()).collect(),
            names: seats.iter().map(|h| h.name.clone()).collect(),
        }
    }

    /// One more (`+1`) or one fewer (`-1`) socket for `seat`: how many now.
    pub fn count_socket(&mut self, seat: Seat, delta: i32) -> u32 {
        let Some(h) = self.0.get_mut(seat) else {
            return 0;
        };
        h.sockets = h.sockets.saturating_add_signed(delta);
        h.sockets
    }

    /// This instance's sockets for `seat`.
    pub fn sockets(&self, seat: Seat) -> u32 {
        self.seats().get(seat).map_or(0, |h| h.sockets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_seats() -> Holders {
        Holders::new(StoredHolders {
            token_hashes: vec![Some("a".into()), Some("b".into())],
            taken: vec![true, false],
            accounts: vec![Some("acc".into()), None],
            names: vec![Some("ada".into()), None],
        })
    }

    #[test]
    fn a_seat_is_found_by_token_or_account_and_joined_only_while_open() {
        let mut h = two_seats();
        assert_eq!(h.seat_of_token("b"), Some(1));
        assert_eq!(h.seat_of_token("c"), None);
        assert_eq!(h.seat_of_account("acc"), Some(0));
        let all = |_| true;
        assert_eq!(h.open_seat(None, all).unwrap(), 1);
        assert_eq!(
            h.open_seat(Some(0), all).unwrap_err().status,
            StatusCode::CONFLICT
        );
        assert!(h.open_seat(None, |s| s != 1).is_err(), "seat 2 not listed");
        let other = Account {
            id: "other".into(),
            name: "bea".into(),
        };
        h.taken(1, Some("b2".into()), Some(&other));
        assert_eq!(h.seat_of_token("b2"), Some(1));
        assert_eq!(h.seat_of_account("other"), Some(1));
        let humans = [Player::Human, Player::Human];
        assert_eq!(
            h.shown_names(&humans, false),
            [Some("ada".into()), Some("bea".into())]
        );
        assert!(h.open_seat(None, all).is_err());
    }

    #[test]
    fn following_the_store_keeps_this_instances_sockets() {
        let mut h = two_seats();
        assert_eq!(h.count_socket(1, 1), 1);
        assert_eq!(h.count_socket(1, 1), 2);
        h.follow(StoredHolders {
            token_hashes: vec![Some("a".into()), Some("z".into())],
            taken: vec![true, true],
            accounts: vec![None, None],
            names: vec![None, None],
        });
        assert_eq!(h.sockets(1), 2);
        assert!(h.is_taken(1));
        assert_eq!(h.seat_of_token("z"), Some(1));
        assert_eq!(h.count_socket(1, -1), 1);
        assert_eq!(h.count_socket(5, 1), 0);
    }
}
