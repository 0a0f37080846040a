//! Everything a match knows about each seat, kept together so that a seat's player,
//! its computer agent, its presence and its holder's name cannot drift apart.

use cubist_ai::DynAgent;
use cubist_core::Seat;

use crate::{Gone, Player};

/// The seats of one match, fixed in number when the match is made.
///
/// The players sit apart from the rest of each seat only because
/// [`crate::Match::players`] lends them out as one slice; both lists are built
/// together and never grow or shrink.
pub(crate) struct Seats {
    players: Vec<Player>,
    slots: Vec<SeatSlot>,
}

/// One seat beyond its player.
struct SeatSlot {
    /// The computer agent, built once for the seat's player: `None` for a person, or
    /// while it thinks on a thread of its own. It goes whenever the player changes.
    agent: Option<Box<dyn DynAgent>>,
    /// A page or socket holds the seat's token now.
    online: bool,
    /// When `online` last changed, or when the match began (ms on the match's clock).
    since_ms: u64,
    /// How its player gave the seat up, if they did.
    gone: Option<Gone>,
    /// Nobody plays the seat any more: it was taken out of the game.
    out: bool,
    /// Who holds the seat, by name, where a server knows.
    holder: Option<String>,
}

impl SeatSlot {
    fn new(agent: Option<Box<dyn DynAgent>>, now_ms: u64) -> SeatSlot {
        SeatSlot {
            agent,
            online: false,
            since_ms: now_ms,
            gone: None,
            out: false,
            holder: None,
        }
    }

    /// The same seat without its agent, which cannot be copied.
    fn without_agent(&self) -> SeatSlot {
        SeatSlot {
            agent: None,
            holder: self.holder.clone(),
            ..*self
        }
    }
}

impl Seats {
    /// `players` in their seats with `agents` built for them (one per seat), every
    /// seat offline since `now_ms`.
    pub(crate) fn new(
        players: Vec<Player>,
        agents: Vec<Option<Box<dyn DynAgent>>>,
        now_ms: u64,
    ) -> Seats {
        assert_eq!(players.len(), agents.len(), "one agent slot per seat");
        let slots = agents
            .into_iter()
            .map(|agent| SeatSlot::new(agent, now_ms))
            .collect();
        Seats { players, slots }
    }

    pub(crate) fn players(&self) -> &[Player] {
        &self.players
    }

    /// `seat` is played by `player` from here: an agent built for the one before
    /// must not play for it.
    pub(crate) fn set_player(&mut self, seat: Seat, player: Player) {
        self.players[seat] = player;
        self.slots[seat].agent = None;
    }

    /// The seat's agent, taken out to decide (on a thread of its own, or here).
    pub(crate) fn take_agent(&mut self, seat: Seat) -> Option<Box<dyn DynAgent>> {
        self.slots.get_mut(seat)?.agent.take()
    }

    /// The seat's agent back from deciding, to keep what it learnt; dropped if a
    /// person took the seat back meanwhile, as an agent serves only a computer.
    pub(crate) fn keep_agent(&mut self, seat: Seat, agent: Box<dyn DynAgent>) {
        if !self.players[seat].is_human() {
            self.slots[seat].agent = Some(agent);
        }
    }

    /// By seat, what an agent says about playing otherwise than its spec asks.
    pub(crate) fn notices(&self) -> Vec<(Seat, String)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(seat, slot)| Some((seat, slot.agent.as_ref()?.notice()?)))
            .collect()
    }

    /// A copy to change on the side: agents cannot be copied, so it has none.
    pub(crate) fn without_agents(&self) -> Seats {
        Seats {
            players: self.players.clone(),
            slots: self.slots.iter().map(SeatSlot::without_agent).collect(),
        }
    }

    /// Hand this match's agents to `next` for the seats it has none for and still
    /// gives the same player, so that adopting a copy does not rebuild them.
    pub(crate) fn lend_agents(&mut self, next: &mut Seats) {
        for (seat, slot) in next.slots.iter_mut().enumerate() {
            if slot.agent.is_none() && self.players.get(seat) == next.players.get(seat) {
                slot.agent = self.take_agent(seat);
            }
        }
    }

    /// A page or socket holds `seat`'s token now, or not: the time is noted only when
    /// that changes. False for a seat that does not exist.
    pub(crate) fn set_online(&mut self, seat: Seat, online: bool, now_ms: u64) -> bool {
        let Some(slot) = self.slots.get_mut(seat) else {
            return false;
        };
        if slot.online != online {
            slot.online = online;
            slot.since_ms = now_ms;
        }
        true
    }

    /// Presence as known elsewhere: online or not since `since_ms`.
    pub(crate) fn set_presence(&mut self, seat: Seat, online: bool, since_ms: u64) {
        if let Some(slot) = self.slots.get_mut(seat) {
            slot.online = online;
            slot.since_ms = since_ms;
        }
    }

    /// Whether `seat` is online, and since when.
    pub(crate) fn presence(&self, seat: Seat) -> Option<(bool, u64)> {
        self.slots.get(seat).map(|s| (s.online, s.since_ms))
    }

    /// Every seat's presence, to carry over to another copy of the match.
    pub(crate) fn presences(&self) -> Vec<(bool, u64)> {
        self.slots.iter().map(|s| (s.online, s.since_ms)).collect()
    }

    /// Every seat counts as online or offline since `now_ms` (a new clock).
    pub(crate) fn restart_presence(&mut self, now_ms: u64) {
        for slot in &mut self.slots {
            slot.since_ms = now_ms;
        }
    }

    /// `seat`'s player gave it up, as `how` says.
    pub(crate) fn give_up(&mut self, seat: Seat, how: Gone) {
        self.slots[seat].gone = Some(how);
    }

    /// `seat`'s player came back to it.
    pub(crate) fn come_back(&mut self, seat: Seat) {
        self.slots[seat].gone = None;
    }

    /// Nobody plays `seat` any more.
    pub(crate) fn take_out(&mut self, seat: Seat) {
        self.slots[seat].out = true;
    }

    pub(crate) fn gone(&self, seat: Seat) -> Option<Gone> {
        self.slots.get(seat).and_then(|s| s.gone)
    }

    pub(crate) fn is_out(&self, seat: Seat) -> bool {
        self.slots.get(seat).is_some_and(|s| s.out)
    }

    /// Whether `seat` is still played by whoever was given it: its player did not
    /// give it up, and it is not out of the game.
    pub(crate) fn still_played(&self, seat: Seat) -> bool {
        self.slots
            .get(seat)
            .is_some_and(|s| s.gone.is_none() && !s.out)
    }

    /// A seat claimed while its player was away, still in the game: the player may
    /// have it back.
    pub(crate) fn awaits_its_player(&self, seat: Seat) -> bool {
        self.slots
            .get(seat)
            .is_some_and(|s| s.gone == Some(Gone::Claimed) && !s.out)
    }

    /// By seat, whether its player gave up its chance of winning.
    pub(crate) fn forfeits(&self) -> Vec<bool> {
        self.slots
            .iter()
            .map(|s| s.gone.is_some_and(Gone::forfeits))
            .collect()
    }

    /// The seats' holders by name; extra names are ignored, missing ones are guests.
    pub(crate) fn set_holders(&mut self, names: Vec<Option<String>>) {
        let mut names = names.into_iter();
        for slot in &mut self.slots {
            slot.holder = names.next().flatten();
        }
    }

    pub(crate) fn holder(&self, seat: Seat) -> Option<&str> {
        self.slots.get(seat).and_then(|s| s.holder.as_deref())
    }
}
