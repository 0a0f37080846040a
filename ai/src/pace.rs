//! Taking turns on the machine's cores: one pool of run tokens shared by every search
//! of an instance, handed round by game so that one game's long search cannot keep
//! another game's short one waiting.
//!
//! A search thread works only while it holds a token. At each of the budget clock's
//! periodic checks (every 64 work units, see [`crate::BudgetClock`]) a thread
//! that has run a whole slice gives its token back if anyone waits; a token freed goes
//! to the waiting game that has had the fewest turns since its search began, not to
//! the thread that asked first, so games that keep searching are served round-robin
//! however many threads each runs. A game whose search just began has had none and
//! goes first, and stays ahead of the long searches while it has had fewer turns:
//! a short search (an `easy` reply, a hint) is served at the next check of a thread
//! whose slice is used, however many long searches are under way. Time budgets stay wall time: a search waiting for its
//! turn still ends when its time is up.
//!
//! A runner has a [`Priority`]. A low-priority runner (background work: a finished
//! game's review) is given a token only when a core is idle: no normal-priority
//! runner waits and fewer than `tokens` threads hold one. Its token does not count
//! against normal-priority runners: a computer's reply takes a token at once while
//! background work holds the rest, and the background thread, overdrawn, gives its
//! token up at its next check. Until then the two share a core and the operating
//! system's priorities decide (background threads run at the lowest, [`LOW_NICE`],
//! in the idle class), so a reply never waits for a background thread that the
//! system starves.
//!
//! The pool knows games only by a number the caller chooses (its key); it knows
//! nothing of any game's rules.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How long a thread runs before it gives its token to a waiting game, unless the
/// pool is told otherwise: short enough that a reply waiting behind a few games is
/// still quick, long enough that the hand-over costs nothing measurable.
pub const DEFAULT_SLICE: Duration = Duration::from_millis(5);

/// The nice value a low-priority thread takes in a niced pool: the lowest, so that
/// when the cores are busy the work around it outside the pool (a review's solver)
/// gets the least of them. It is also put in the idle scheduling class (on Linux).
pub const LOW_NICE: i32 = 19;

/// The pool of run tokens of an instance. Cloning it shares the pool.
#[derive(Clone)]
pub struct Pace {
    gate: Arc<Gate>,
}

impl std::fmt::Debug for Pace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pace")
            .field("tokens", &self.gate.tokens)
            .field("slice", &self.gate.slice)
            .finish()
    }
}

/// Who goes first when threads wait for a token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// A game's own thinking: its computer's moves, hints.
    #[default]
    Normal,
    /// Background work that must not slow a game: served only when no normal-priority
    /// thread waits.
    Low,
}

/// A search's place in a pool: the pool and the game it searches for. Clones share
/// [`Pacing::waited`]: the threads of one decision add their waits up there, so a
/// server can tell what the pool cost each decision.
#[derive(Clone, Debug)]
pub struct Pacing {
    pub pace: Pace,
    /// The game: threads with the same key share its turns.
    pub key: u64,
    /// The priority of every runner this pacing makes.
    pub priority: Priority,
    waited_ns: Arc<AtomicU64>,
}

impl Pacing {
    /// A place for one decision of game `key` in `pace`, with no wait counted yet.
    pub fn new(pace: Pace, key: u64) -> Pacing {
        Pacing::with_priority(pace, key, Priority::Normal)
    }

    /// As [`Pacing::new`], its runners at `priority`.
    pub fn with_priority(pace: Pace, key: u64, priority: Priority) -> Pacing {
        Pacing {
            pace,
            key,
            priority,
            waited_ns: Arc::default(),
        }
    }

    /// A runner for one search thread of this decision: its waits count in the pool's
    /// total and in this decision's.
    pub fn runner(&self) -> Runner {
        let mut runner = self.pace.runner_at(self.key, self.priority);
        runner.tally = Some(self.waited_ns.clone());
        runner
    }

    /// The time this decision's threads (this pacing's and its clones') have waited
    /// for a turn, added up.
    pub fn waited(&self) -> Duration {
        Duration::from_nanos(self.waited_ns.load(Ordering::Relaxed))
    }
}

struct Gate {
    tokens: usize,
    slice: Duration,
    /// The nice value a search thread takes on its first turn (0: left as it is).
    nice: i32,
    /// Nanoseconds threads have waited for a token, all told.
    waited_ns: AtomicU64,
    /// Normal-priority threads waiting now (kept with [`State::waiting`], read without
    /// the lock by low-priority runners at each check).
    urgent: AtomicUsize,
    /// More tokens are held than the pool has (a normal-priority runner took one
    /// while background work held the rest), kept with [`State`]: read without the
    /// lock by low-priority runners at each check.
    overdrawn: AtomicBool,
    state: Mutex<State>,
    turn: Condvar,
}

#[derive(Default)]
struct State {
    tokens: usize,
    /// Tokens held now by normal-priority runners, and by low-priority ones.
    normal_held: usize,
    low_held: usize,
    /// Each game with runners: how many, and how many turns it has had.
    games: HashMap<u64, Standing>,
    /// Each waiting game's threads, first come first served within the game.
    waiting: HashMap<u64, VecDeque<u64>>,
    /// Normal-priority threads among them.
    urgent: usize,
    /// Tickets handed a token whose threads have not woken yet.
    granted: HashSet<u64>,
    next_ticket: u64,
    /// The games given a token, in order (kept for the tests).
    #[cfg(test)]
    log: Vec<u64>,
    /// Each thread that began to wait: its game and how many tokens had been given
    /// by then (kept for the tests).
    #[cfg(test)]
    asked: Vec<(u64, usize)>,
}

struct Standing {
    runners: usize,
    /// The game's priority: its first runner's (a key is one kind of work).
    priority: Priority,
    /// Tokens the game was given since its runners came (a game forgets its turns
    /// when its last runner ends, between two decisions).
    turns: u64,
}

impl Pace {
    /// A pool of `tokens` run tokens (at least one); a thread gives its token to a
    /// waiting game after `slice`.
    pub fn new(tokens: usize, slice: Duration) -> Pace {
        Pace::niced(tokens, slice, 0)
    }

    /// As [`Pace::new`], but each search thread lowers its own scheduling priority to
    /// nice value `nice` on its first turn (on Linux; elsewhere nothing changes), so
    /// that the threads of the program around the searches (a server's requests and
    /// sockets) are served first when they need a core. Search threads are made for
    /// one decision and end with it, so no other work inherits the lower priority.
    pub fn niced(tokens: usize, slice: Duration, nice: i32) -> Pace {
        let tokens = tokens.max(1);
        Pace {
            gate: Arc::new(Gate {
                tokens,
                slice,
                nice,
                waited_ns: AtomicU64::new(0),
                urgent: AtomicUsize::new(0),
                overdrawn: AtomicBool::new(false),
                state: Mutex::new(State {
                    tokens,
                    ..State::default()
                }),
                turn: Condvar::new(),
            }),
        }
    }

    /// How many threads may search at once.
    pub fn tokens(&self) -> usize {
        self.gate.tokens
    }

    /// A runner for one search thread of game `key`; it takes a token on its first
    /// [`Runner::turn`] and gives it back when dropped.
    pub fn runner(&self, key: u64) -> Runner {
        self.runner_at(key, Priority::Normal)
    }

    /// As [`Pace::runner`], at `priority`.
    pub fn runner_at(&self, key: u64, priority: Priority) -> Runner {
        let mut s = self.gate.lock();
        let standing = s.games.entry(key).or_insert(Standing {
            runners: 0,
            priority,
            turns: 0,
        });
        standing.runners += 1;
        let priority = standing.priority;
        drop(s);
        Runner {
            gate: self.gate.clone(),
            key,
            priority,
            held: Mutex::new(None),
            tally: None,
        }
    }

    /// The time search threads have spent waiting for a token, added up over every
    /// thread since the pool was made.
    pub fn waited(&self) -> Duration {
        Duration::from_nanos(self.gate.waited_ns.load(Ordering::Relaxed))
    }

    /// Threads waiting for a token now.
    pub fn waiting(&self) -> usize {
        self.gate.lock().waiting.values().map(VecDeque::len).sum()
    }
}

impl Gate {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere never leaves the counts half changed: carry on.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Hand tokens to waiting games: normal-priority ones first (each while fewer
    /// than `tokens` normal-priority runners hold one), low-priority ones only while a
    /// core is idle; among equals the game with the fewest turns first (the longest
    /// waiting thread first among equals); whether any was handed.
    fn dispatch(&self, s: &mut State) -> bool {
        let any = Gate::hand_out(s);
        self.publish(s);
        any
    }

    /// Keep the lock-free copies of the state up to date.
    fn publish(&self, s: &State) {
        self.urgent.store(s.urgent, Ordering::Release);
        self.overdrawn.store(s.overdrawn(), Ordering::Release);
    }

    /// [`Gate::dispatch`] on the state alone.
    fn hand_out(s: &mut State) -> bool {
        let mut any = false;
        loop {
            let standing = |key: &u64| {
                s.games
                    .get(key)
                    .map_or((Priority::Normal, 0), |g| (g.priority, g.turns))
            };
            let Some(key) = s
                .waiting
                .iter()
                .min_by_key(|(key, queue)| (standing(key), queue[0]))
                .map(|(key, _)| *key)
            else {
                break;
            };
            let priority = s.priority(key);
            if !s.room_for(priority) {
                break;
            }
            match priority {
                Priority::Normal => s.urgent -= 1,
                Priority::Low => {}
            }
            s.held(priority, 1);
            let queue = s.waiting.get_mut(&key).expect("a waiting game");
            let ticket = queue.pop_front().expect("a waiting thread");
            if queue.is_empty() {
                s.waiting.remove(&key);
            }
            s.granted.insert(ticket);
            s.served(key);
            any = true;
        }
        any
    }
}

impl State {
    /// Whether a runner of `priority` may take a token now: a normal one while fewer
    /// than `tokens` normal ones hold one, a low one while a core is idle.
    fn room_for(&self, priority: Priority) -> bool {
        match priority {
            Priority::Normal => self.normal_held < self.tokens,
            Priority::Low => self.normal_held + self.low_held < self.tokens,
        }
    }

    /// More tokens held than the pool has.
    fn overdrawn(&self) -> bool {
        self.normal_held + self.low_held > self.tokens
    }

    /// A runner of `priority` took a token (`+1`) or gave one back (`-1`).
    fn held(&mut self, priority: Priority, change: isize) {
        let count = match priority {
            Priority::Normal => &mut self.normal_held,
            Priority::Low => &mut self.low_held,
        };
        *count = count.checked_add_signed(change).expect("a token held");
    }

    fn priority(&self, key: u64) -> Priority {
        self.games
            .get(&key)
            .map_or(Priority::Normal, |g| g.priority)
    }

    /// A thread of game `key` waits, with ticket `ticket`.
    fn wait(&mut self, key: u64, ticket: u64) {
        if self.priority(key) == Priority::Normal {
            self.urgent += 1;
        }
        self.waiting.entry(key).or_default().push_back(ticket);
    }

    /// Game `key` was given a token.
    fn served(&mut self, key: u64) {
        if let Some(g) = self.games.get_mut(&key) {
            g.turns += 1;
        }
        #[cfg(test)]
        self.log.push(key);
    }
}

/// One search thread's hold on the pool.
pub struct Runner {
    gate: Arc<Gate>,
    key: u64,
    priority: Priority,
    /// Since when this thread holds a token, if it does.
    held: Mutex<Option<Instant>>,
    /// Its decision's own count of waits (see [`Pacing::waited`]), if it has one.
    tally: Option<Arc<AtomicU64>>,
}

impl std::fmt::Debug for Runner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runner").field("key", &self.key).finish()
    }
}

impl Runner {
    /// Called where the search may pause: takes a token if this thread has none, and
    /// after a whole slice gives it to a waiting game and waits for its turn again (a
    /// low-priority thread gives it at once when a normal-priority one waits).
    pub fn turn(&self) {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        let holding = match *held {
            None => {
                let background = self.priority == Priority::Low && self.gate.nice > 0;
                lower_priority(if background { LOW_NICE } else { self.gate.nice });
                if background {
                    run_when_idle();
                }
                false
            }
            Some(_)
                if self.priority == Priority::Low
                    && (self.gate.urgent.load(Ordering::Acquire) > 0
                        || self.gate.overdrawn.load(Ordering::Acquire)) =>
            {
                true
            }
            Some(since) if since.elapsed() < self.gate.slice => return,
            Some(_) => true,
        };
        self.take(holding);
        *held = Some(Instant::now());
    }

    /// Give the token back if this thread holds one (the search ended or waits for
    /// something else).
    pub fn release(&self) {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if held.take().is_some() {
            self.give_back();
        }
    }

    fn give_back(&self) {
        let mut s = self.gate.lock();
        s.held(self.priority, -1);
        if self.gate.dispatch(&mut s) {
            self.gate.turn.notify_all();
        }
    }

    /// Wait for a token: at once if one is free and nobody waits, else in turn.
    /// `holding`: this thread has one, and keeps it if nobody waits, or else waits
    /// in line with the others before handing it on (so its own game's place in turn
    /// counts when the token is handed).
    fn take(&self, holding: bool) {
        let mut s = self.gate.lock();
        // A normal-priority thread keeps its token, or takes one, when no other
        // normal one waits; a low-priority one when nobody waits and no core is
        // overdrawn.
        let clear = match self.priority {
            Priority::Normal => s.urgent == 0,
            Priority::Low => s.waiting.is_empty() && !s.overdrawn(),
        };
        if clear && holding {
            return;
        }
        if clear && s.room_for(self.priority) {
            s.held(self.priority, 1);
            s.served(self.key);
            self.gate.publish(&s);
            return;
        }
        if holding {
            s.held(self.priority, -1);
        }
        let ticket = s.next_ticket;
        s.next_ticket += 1;
        s.wait(self.key, ticket);
        #[cfg(test)]
        {
            let given = s.log.len();
            s.asked.push((self.key, given));
        }
        if self.gate.dispatch(&mut s) {
            self.gate.turn.notify_all();
        }
        let began = Instant::now();
        while !s.granted.remove(&ticket) {
            s = self.gate.turn.wait(s).unwrap_or_else(|e| e.into_inner());
        }
        let waited = u64::try_from(began.elapsed().as_nanos()).unwrap_or(u64::MAX);
        self.gate.waited_ns.fetch_add(waited, Ordering::Relaxed);
        if let Some(tally) = &self.tally {
            tally.fetch_add(waited, Ordering::Relaxed);
        }
    }
}

/// Lower this thread's priority to nice value `nice` unless it is already that low,
/// once per thread (a thread may search for several runners in turn). Failing
/// changes nothing.
#[cfg(target_os = "linux")]
fn lower_priority(nice: i32) {
    use std::cell::Cell;
    thread_local!(static LOWERED: Cell<bool> = const { Cell::new(false) });
    if nice == 0 || LOWERED.get() {
        return;
    }
    LOWERED.set(true);
    // SAFETY: setpriority only reads its arguments; on Linux `who` 0 with
    // PRIO_PROCESS names the calling thread, not the whole process.
    unsafe {
        if libc::getpriority(libc::PRIO_PROCESS, 0) < nice {
            libc::setpriority(libc::PRIO_PROCESS, 0, nice);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority(_nice: i32) {}

/// Put this thread in Linux's idle scheduling class, once: it runs only on a core
/// nothing else wants. A low nice value alone still gives a busy core's threads a
/// share of it (weight 15 against a nice-10 search's 110); the idle class's weight
/// is the least there is. Failing changes nothing.
#[cfg(target_os = "linux")]
fn run_when_idle() {
    use std::cell::Cell;
    thread_local!(static IDLE: Cell<bool> = const { Cell::new(false) });
    if IDLE.get() {
        return;
    }
    IDLE.set(true);
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: sched_setscheduler only reads its arguments; on Linux pid 0 names the
    // calling thread.
    unsafe {
        libc::sched_setscheduler(0, libc::SCHED_IDLE, &param);
    }
}

#[cfg(not(target_os = "linux"))]
fn run_when_idle() {}

impl Drop for Runner {
    fn drop(&mut self) {
        self.release();
        let mut s = self.gate.lock();
        if let Some(g) = s.games.get_mut(&self.key) {
            g.runners -= 1;
            if g.runners == 0 {
                s.games.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::mpsc::channel;

    /// Every check gives the token away when someone waits.
    const EVERY_CHECK: Duration = Duration::ZERO;

    fn log(pace: &Pace) -> Vec<u64> {
        pace.gate.lock().log.clone()
    }

    /// How many tokens had been given when a thread of game `key` first waited.
    fn asked_at(pace: &Pace, key: u64) -> usize {
        let s = pace.gate.lock();
        s.asked
            .iter()
            .find(|(k, _)| *k == key)
            .expect("it waited")
            .1
    }

    /// Wait (on the pool's own signal, no sleeping) until `n` threads wait.
    fn until_waiting(pace: &Pace, n: usize) {
        while pace.waiting() < n {
            std::thread::yield_now();
        }
    }

    /// A long search of game `key`: turns until told to stop.
    fn long_search(pace: &Pace, key: u64, stop: Arc<AtomicBool>) -> std::thread::JoinHandle<u64> {
        let runner = pace.runner(key);
        std::thread::spawn(move || {
            let mut turns = 0;
            while !stop.load(Ordering::Relaxed) {
                runner.turn();
                turns += 1;
            }
            turns
        })
    }

    #[test]
    fn a_second_games_short_search_is_served_at_the_long_ones_next_check() {
        let pace = Pace::new(1, EVERY_CHECK);
        let stop = Arc::new(AtomicBool::new(false));
        // The long search holds the only token and keeps checking.
        let first = pace.runner(1);
        first.turn();
        let long = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut checks = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    first.turn();
                    checks += 1;
                }
                checks
            })
        };
        let short = pace.runner(2);
        let (served, got) = channel();
        let waiter = std::thread::spawn(move || {
            short.turn();
            served.send(()).unwrap();
            // The short search's work, then its end: the token goes back.
            drop(short);
        });
        got.recv().unwrap();
        waiter.join().unwrap();
        stop.store(true, Ordering::Relaxed);
        long.join().unwrap();
        let grants = log(&pace);
        assert_eq!(grants[0], 1, "{grants:?}");
        let second = grants.iter().position(|&k| k == 2).unwrap();
        assert_eq!(second, 1, "the short search goes next: {grants:?}");
        assert!(
            pace.waited() > Duration::ZERO,
            "the short search's wait is counted"
        );
        assert_eq!(Pace::new(1, EVERY_CHECK).waited(), Duration::ZERO);
    }

    #[test]
    fn a_new_game_is_served_first_among_long_searches() {
        let pace = Pace::new(1, EVERY_CHECK);
        let stop = Arc::new(AtomicBool::new(false));
        let longs: Vec<_> = [1, 1, 2, 3]
            .into_iter()
            .map(|k| long_search(&pace, k, stop.clone()))
            .collect();
        until_waiting(&pace, 3);
        let grants_before = log(&pace).len();
        // Let them take turns for a while, then a new game asks.
        while log(&pace).len() < grants_before + 60 {
            std::thread::yield_now();
        }
        let short = pace.runner(9);
        short.turn();
        let grants = log(&pace);
        let from = asked_at(&pace, 9);
        drop(short);
        stop.store(true, Ordering::Relaxed);
        for h in longs {
            h.join().unwrap();
        }
        // The new game is the next one served after it began to wait.
        assert_eq!(grants[from], 9, "{:?}", &grants[from..]);
    }

    /// The hand-over rule itself, without threads (whose scheduling would decide who
    /// is waiting when): every waiting thread asks again as soon as it is served.
    #[test]
    fn waiting_games_take_turns_however_many_threads_each_runs() {
        let mut s = State::default();
        for (key, runners) in [(1, 2), (2, 1), (3, 1)] {
            s.games.insert(
                key,
                Standing {
                    runners,
                    priority: Priority::Normal,
                    turns: 0,
                },
            );
        }
        let ask = |s: &mut State, key: u64| {
            let ticket = s.next_ticket;
            s.next_ticket += 1;
            s.wait(key, ticket);
        };
        // Game 1's two threads ask first.
        for key in [1, 1, 2, 3] {
            ask(&mut s, key);
        }
        for _ in 0..30 {
            s.tokens_free(1);
            assert!(Gate::hand_out(&mut s));
            let served = *s.log.last().expect("a grant");
            ask(&mut s, served);
        }
        for w in s.log.windows(3) {
            let mut keys = w.to_vec();
            keys.sort_unstable();
            assert_eq!(keys, vec![1, 2, 3], "{:?}", s.log);
        }
        // A game that has had fewer turns (its search just began) goes first.
        s.games.insert(
            9,
            Standing {
                runners: 1,
                priority: Priority::Normal,
                turns: 0,
            },
        );
        ask(&mut s, 9);
        s.tokens_free(1);
        Gate::hand_out(&mut s);
        assert_eq!(s.log.last(), Some(&9));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_niced_pools_search_threads_run_at_the_lower_priority_and_only_they() {
        fn nice_here() -> i32 {
            // SAFETY: getpriority only reads its arguments (0: this thread).
            unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) }
        }
        let before = nice_here();
        let pace = Pace::niced(1, EVERY_CHECK, 10);
        let searched = {
            let pace = pace.clone();
            std::thread::spawn(move || {
                let runner = pace.runner(1);
                let unpaced = nice_here();
                runner.turn();
                (unpaced, nice_here())
            })
            .join()
            .expect("the search thread")
        };
        assert_eq!(searched, (before, 10.max(before)));
        assert_eq!(nice_here(), before, "the caller's thread is left as it was");
        let plain = Pace::new(1, EVERY_CHECK);
        let kept = std::thread::spawn(move || {
            plain.runner(1).turn();
            nice_here()
        })
        .join()
        .expect("the search thread");
        assert_eq!(kept, before, "a pool that is not niced changes nothing");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_niced_pools_background_threads_run_only_when_a_core_is_idle() {
        fn policy_and_nice() -> (i32, i32) {
            // SAFETY: both only read their arguments (0: this thread).
            unsafe {
                (
                    libc::sched_getscheduler(0),
                    libc::getpriority(libc::PRIO_PROCESS, 0),
                )
            }
        }
        let pace = Pace::niced(1, EVERY_CHECK, 10);
        let on = |priority| {
            let pace = pace.clone();
            std::thread::spawn(move || {
                pace.runner_at(1, priority).turn();
                policy_and_nice()
            })
            .join()
            .expect("the search thread")
        };
        assert_eq!(on(Priority::Low), (libc::SCHED_IDLE, LOW_NICE));
        assert_eq!(on(Priority::Normal), (libc::SCHED_OTHER, 10));
        let before = policy_and_nice();
        let plain = Pace::new(1, EVERY_CHECK);
        let kept = std::thread::spawn(move || {
            plain.runner_at(1, Priority::Low).turn();
            policy_and_nice()
        })
        .join()
        .expect("the search thread");
        assert_eq!(kept, before, "a pool that is not niced changes nothing");
    }

    #[test]
    fn a_decisions_waits_are_counted_for_it_alone() {
        let pace = Pace::new(1, Duration::from_secs(3600));
        let (first, second) = (Pacing::new(pace.clone(), 1), Pacing::new(pace.clone(), 2));
        let a = first.runner();
        a.turn();
        // Two threads of the second decision wait for the token the first holds.
        let threads: Vec<_> = [second.runner(), second.clone().runner()]
            .into_iter()
            .map(|b| std::thread::spawn(move || b.turn()))
            .collect();
        until_waiting(&pace, 2);
        drop(a);
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(first.waited(), Duration::ZERO, "the first never waited");
        assert!(second.waited() > Duration::ZERO, "the second waited");
        assert!(second.waited() <= pace.waited(), "the pool counts them too");
    }

    #[test]
    fn a_token_comes_back_when_a_search_ends_holding_it() {
        let pace = Pace::new(1, Duration::from_secs(3600));
        let a = pace.runner(1);
        a.turn();
        let b = pace.runner(2);
        let t = std::thread::spawn(move || b.turn());
        until_waiting(&pace, 1);
        // The search ends while holding the token, mid-slice: dropping it hands it on.
        drop(a);
        t.join().unwrap();
        assert_eq!(log(&pace), vec![1, 2]);
        assert_eq!(pace.waiting(), 0);
    }

    /// The priority rule without threads: a low-priority game is served only when no
    /// normal-priority thread waits, however few turns it has had and however long
    /// it has waited.
    #[test]
    fn low_priority_is_served_only_when_no_normal_thread_waits() {
        let mut s = State::default();
        for (key, priority) in [
            (1, Priority::Low),
            (2, Priority::Normal),
            (3, Priority::Normal),
        ] {
            s.games.insert(
                key,
                Standing {
                    runners: 1,
                    priority,
                    turns: 0,
                },
            );
        }
        let ask = |s: &mut State, key: u64| {
            let ticket = s.next_ticket;
            s.next_ticket += 1;
            s.wait(key, ticket);
        };
        // The low-priority game asks first, then both normal ones.
        for key in [1, 2, 3] {
            ask(&mut s, key);
        }
        assert_eq!(s.urgent, 2);
        // The normal games keep asking as soon as they are served: the low one waits.
        for _ in 0..20 {
            s.tokens_free(1);
            assert!(Gate::hand_out(&mut s));
            let served = *s.log.last().expect("a grant");
            assert_ne!(served, 1, "{:?}", s.log);
            if s.log.len() < 20 {
                ask(&mut s, served);
            }
        }
        // One normal game stopped asking; once the other is served, the low one is.
        s.tokens_free(2);
        assert!(Gate::hand_out(&mut s));
        assert_eq!(s.log.last(), Some(&1), "{:?}", s.log);
        assert_eq!(s.urgent, 0);
        assert!(s.waiting.is_empty());
    }

    #[test]
    fn a_normal_thread_holding_a_token_keeps_it_while_only_low_priority_threads_wait() {
        let pace = Pace::new(1, EVERY_CHECK);
        let game = pace.runner(2);
        game.turn();
        let background = pace.runner_at(1, Priority::Low);
        let t = std::thread::spawn(move || background.turn());
        until_waiting(&pace, 1);
        for _ in 0..10 {
            game.turn();
        }
        assert_eq!(log(&pace), vec![2], "the game's search never waited");
        // The game's search ends: the background work goes on.
        drop(game);
        t.join().unwrap();
        assert_eq!(log(&pace), vec![2, 1]);
    }

    impl State {
        /// A pool of `n` tokens, none of them held.
        fn tokens_free(&mut self, n: usize) {
            self.tokens = n;
            self.normal_held = 0;
            self.low_held = 0;
        }
    }

    #[test]
    fn a_reply_takes_a_token_at_once_from_background_work_which_gives_it_up_at_its_next_check() {
        // A slice of an hour: only the priority can make the background thread give way.
        let pace = Pace::new(1, Duration::from_secs(3600));
        let background = pace.runner_at(1, Priority::Low);
        background.turn();
        // The reply does not wait for the background thread's next check.
        let reply = Pacing::new(pace.clone(), 2);
        let runner = reply.runner();
        runner.turn();
        assert_eq!(reply.waited(), Duration::ZERO);
        assert_eq!(log(&pace), vec![1, 2]);
        // Overdrawn, the background thread gives its token up at its next check and
        // waits until the reply's search ends.
        let t = std::thread::spawn(move || {
            background.turn();
            background
        });
        until_waiting(&pace, 1);
        runner.turn();
        assert_eq!(log(&pace), vec![1, 2], "the reply keeps its token");
        drop(runner);
        let background = t.join().unwrap();
        assert_eq!(log(&pace), vec![1, 2, 1]);
        // Nobody else: it keeps its token past its checks.
        background.turn();
        assert_eq!(log(&pace), vec![1, 2, 1]);
    }

    #[test]
    fn background_work_takes_only_idle_tokens() {
        let pace = Pace::new(2, Duration::from_secs(3600));
        let game = pace.runner(1);
        game.turn();
        let first = pace.runner_at(2, Priority::Low);
        first.turn();
        // Both tokens held: a second background thread waits, though only one of
        // them is held by a game.
        let second = pace.runner_at(3, Priority::Low);
        let t = std::thread::spawn(move || {
            second.turn();
            second
        });
        until_waiting(&pace, 1);
        assert_eq!(log(&pace), vec![1, 2]);
        // The game's search ends: a core is idle, the second one runs.
        drop(game);
        let second = t.join().unwrap();
        assert_eq!(log(&pace), vec![1, 2, 3]);
        drop((first, second));
    }
}
