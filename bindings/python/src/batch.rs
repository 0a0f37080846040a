//! Many games of one kind stepped together, on a pool of threads: the engine of
//! Python's `VecGame`.
//!
//! Each game waits for one decision at a time: its acting seat is the single mover, or
//! at a secret simultaneous choice the lowest seat still to commit (the others commit
//! in later steps; a seat's view never shows another's secret). A game that ends is
//! reported (returns, done) and replaced at once by a new game, whose first state is
//! what the same step returns.

use rand::Rng;

use cubist_core::{
    game_rng, GameOptions, GameRng, NumericGame, NumericVisitor, OptionPairs, Trust,
};

use crate::engine::{returns, Engine, Typed};

/// A batch of `n` games named `name` with `options`, seeded from `seed` (see
/// [`Batch::reset`]). Options are read as [`crate::engine::create`] reads them.
pub fn create(
    name: &str,
    options: &OptionPairs,
    n: usize,
    seed: u64,
) -> Result<Box<dyn Batch>, String> {
    cubist_games::visit_numeric(name, Create { options, n, seed }).map_err(|e| e.to_string())?
}

/// Visitor: a new batch from options.
struct Create<'a> {
    options: &'a OptionPairs,
    n: usize,
    seed: u64,
}

impl NumericVisitor for Create<'_> {
    type Output = Result<Box<dyn Batch>, String>;
    fn visit<G: NumericGame>(self) -> Self::Output {
        // Python code runs on its user's own machine: options may name files.
        let options =
            G::Options::from_pairs_with(self.options, Trust::Local).map_err(|e| e.to_string())?;
        Ok(Box::new(Games::<G>::new(options, self.n, self.seed)))
    }
}

/// Where one reset or step writes, each slice split per game (`len` games).
pub struct Outputs<'a> {
    /// `len × observation length`, or `None` to skip observations.
    pub obs: Option<&'a mut [f32]>,
    /// `len × num_distinct_actions`, 1 where legal, or `None` to skip masks.
    pub masks: Option<&'a mut [u8]>,
    /// The seat to act in each game.
    pub players: &'a mut [i64],
    /// `len × players`: each seat's return in the games that ended in this step.
    pub rewards: &'a mut [f32],
    /// 1 where the game ended in this step (and was replaced by a new one).
    pub dones: &'a mut [u8],
}

/// A batch of games of one kind, behind an object-safe trait.
pub trait Batch: Send + Sync {
    /// The game's name, e.g. `cube-conquest`.
    fn name(&self) -> &'static str;
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn num_players(&self) -> usize;
    fn num_actions(&self) -> usize;
    fn observation_shape(&self) -> Vec<usize>;
    /// Start every game afresh, game `i` from a seed derived from `seed` and `i`.
    fn reset(&mut self, seed: u64, pool: &rayon::ThreadPool, out: Outputs);
    /// Play `actions[i]` (an id) in game `i` for its acting seat; [`WAIT`] leaves game
    /// `i` as it is, [`ABANDON`] replaces it by a new game. Checks every action first:
    /// on an illegal one nothing is played and the error names the game.
    fn step(
        &mut self,
        actions: &[i64],
        pool: &rayon::ThreadPool,
        out: Outputs,
    ) -> Result<(), String>;
    /// A uniformly random legal action id for each game (from each game's own RNG).
    fn sample(&mut self, pool: &rayon::ThreadPool, out: &mut [i64]);
    /// Game `i` as a single game.
    fn engine(&self, i: usize) -> Box<dyn Engine>;
    /// Games finished since the batch was made.
    fn episodes(&self) -> u64;
}

/// One game of the batch and its scratch space.
struct Slot<G: NumericGame> {
    game: G,
    /// Legal actions of the acting seat (kept for masks, checks and sampling).
    legal: Vec<G::Action>,
    rng: GameRng,
    /// Seed of this slot's games; the `k`-th game after a reset is seeded `seed + k`.
    seed: u64,
    games: u64,
}

/// A batch of games of type `G`.
pub struct Games<G: NumericGame> {
    options: G::Options,
    slots: Vec<Slot<G>>,
    obs_len: usize,
    num_actions: usize,
    players: usize,
    episodes: u64,
}

/// A seed for game `i` of a batch reset with `seed`: far apart for neighbouring games.
fn slot_seed(seed: u64, i: usize) -> u64 {
    seed.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

impl<G: NumericGame> Games<G> {
    pub fn new(options: G::Options, n: usize, seed: u64) -> Self {
        let probe = G::new(&options, seed);
        let players = probe.num_players();
        let obs_len = cubist_core::shape_len(&G::observation_shape(&options));
        let num_actions = G::num_distinct_actions(&options);
        let slots = (0..n)
            .map(|i| {
                let s = slot_seed(seed, i);
                Slot {
                    game: G::new(&options, s),
                    legal: Vec::new(),
                    rng: game_rng(s, 0x6261_7463),
                    seed: s,
                    games: 0,
                }
            })
            .collect();
        let mut g = Games {
            options,
            slots,
            obs_len,
            num_actions,
            players,
            episodes: 0,
        };
        for slot in &mut g.slots {
            refresh(slot);
        }
        g
    }

    /// Run `f` on every game with its own part of `out`, split across the pool.
    fn each(
        &mut self,
        pool: &rayon::ThreadPool,
        out: Outputs,
        f: impl Fn(&mut Slot<G>, &G::Options, usize, One) + Sync,
    ) {
        use rayon::prelude::*;
        let n = self.slots.len();
        if n == 0 {
            return;
        }
        let chunk = n.div_ceil(pool.current_num_threads().max(1) * 4).max(1);
        let (obs_len, num_actions, players) = (self.obs_len, self.num_actions, self.players);
        let options = &self.options;
        let obs = out.obs.map(|o| o.chunks_mut(obs_len * chunk));
        let masks = out.masks.map(|m| m.chunks_mut(num_actions * chunk));
        // Zip with optional parts: absent ones become empty chunks.
        let obs: Vec<&mut [f32]> = match obs {
            Some(c) => c.collect(),
            None => (0..n.div_ceil(chunk)).map(|_| &mut [][..]).collect(),
        };
        let masks: Vec<&mut [u8]> = match masks {
            Some(c) => c.collect(),
            None => (0..n.div_ceil(chunk)).map(|_| &mut [][..]).collect(),
        };
        pool.install(|| {
            self.slots
                .par_chunks_mut(chunk)
                .zip(obs)
                .zip(masks)
                .zip(out.players.par_chunks_mut(chunk))
                .zip(out.rewards.par_chunks_mut(players * chunk))
                .zip(out.dones.par_chunks_mut(chunk))
                .enumerate()
                .for_each(|(c, (((((slots, obs), masks), pl), rw), dn))| {
                    for (j, slot) in slots.iter_mut().enumerate() {
                        let one = One {
                            obs: (!obs.is_empty()).then(|| &mut obs[j * obs_len..][..obs_len]),
                            mask: (!masks.is_empty())
                                .then(|| &mut masks[j * num_actions..][..num_actions]),
                            player: &mut pl[j],
                            rewards: &mut rw[j * players..][..players],
                            done: &mut dn[j],
                        };
                        f(slot, options, c * chunk + j, one);
                    }
                });
        });
    }
}

/// One game's part of [`Outputs`].
pub struct One<'a> {
    obs: Option<&'a mut [f32]>,
    mask: Option<&'a mut [u8]>,
    player: &'a mut i64,
    rewards: &'a mut [f32],
    done: &'a mut u8,
}

/// `step`'s action id that leaves a game as it is (for games waiting on someone else).
pub const WAIT: i64 = -1;
/// `step`'s action id that drops a game unfinished and starts the next one in its place
/// (reported done, with zero rewards; not counted in `episodes`).
pub const ABANDON: i64 = -2;

/// What `step` does to one game.
#[derive(Clone, Copy)]
enum Choice<A> {
    Play(usize, A),
    Wait,
    Abandon,
}

/// Read action id `id` for game `i`: a legal action of its acting seat, or a marker.
fn choose<G: NumericGame>(slot: &Slot<G>, i: usize, id: i64) -> Result<Choice<G::Action>, String> {
    match id {
        WAIT => return Ok(Choice::Wait),
        ABANDON => return Ok(Choice::Abandon),
        _ => {}
    }
    let seat = slot
        .game
        .to_move()
        .actor()
        .ok_or_else(|| format!("game {i} is over"))?;
    usize::try_from(id)
        .ok()
        .and_then(|id| slot.game.action_from_id(seat, id))
        .filter(|a| slot.legal.contains(a))
        .map(|a| Choice::Play(seat, a))
        .ok_or_else(|| format!("action {id} is not legal in game {i}"))
}

/// Replace the slot's game by its next one (seeded after the previous).
fn next_game<G: NumericGame>(slot: &mut Slot<G>, options: &G::Options) {
    slot.games += 1;
    slot.game = G::new(options, slot.seed.wrapping_add(slot.games));
}

/// Recompute the acting seat's legal actions.
fn refresh<G: NumericGame>(slot: &mut Slot<G>) {
    match slot.game.to_move().actor() {
        Some(seat) => slot.game.legal_actions(seat, &mut slot.legal),
        None => slot.legal.clear(),
    }
}

/// Write the acting seat's observation, mask and seat.
fn report<G: NumericGame>(slot: &Slot<G>, one: One) {
    let seat = slot.game.to_move().actor();
    *one.player = seat.map_or(-1, |s| s as i64);
    if let Some(obs) = one.obs {
        match seat {
            Some(s) => slot.game.observe(s, obs),
            None => obs.fill(0.0),
        }
    }
    if let Some(mask) = one.mask {
        mask.fill(0);
        if let Some(s) = seat {
            for &a in &slot.legal {
                mask[slot.game.action_id(s, a)] = 1;
            }
        }
    }
}

impl<G: NumericGame> Batch for Games<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn len(&self) -> usize {
        self.slots.len()
    }
    fn num_players(&self) -> usize {
        self.players
    }
    fn num_actions(&self) -> usize {
        self.num_actions
    }
    fn observation_shape(&self) -> Vec<usize> {
        G::observation_shape(&self.options)
    }

    fn reset(&mut self, seed: u64, pool: &rayon::ThreadPool, out: Outputs) {
        self.each(pool, out, |slot, options, i, one| {
            slot.seed = slot_seed(seed, i);
            slot.games = 0;
            slot.rng = game_rng(slot.seed, 0x6261_7463);
            slot.game = G::new(options, slot.seed);
            refresh(slot);
            one.rewards.fill(0.0);
            *one.done = 0;
            report(slot, one);
        });
    }

    fn step(
        &mut self,
        actions: &[i64],
        pool: &rayon::ThreadPool,
        out: Outputs,
    ) -> Result<(), String> {
        if actions.len() != self.slots.len() {
            return Err(format!(
                "{} actions for {} games",
                actions.len(),
                self.slots.len()
            ));
        }
        // Check every action before playing any.
        let chosen: Vec<Result<Choice<G::Action>, String>> = {
            use rayon::prelude::*;
            pool.install(|| {
                self.slots
                    .par_iter()
                    .zip(actions.par_iter())
                    .enumerate()
                    .with_min_len(256)
                    .map(|(i, (slot, &id))| choose(slot, i, id))
                    .collect()
            })
        };
        if let Some(Err(e)) = chosen.iter().find(|c| c.is_err()) {
            return Err(e.clone());
        }
        let ended = std::sync::atomic::AtomicU64::new(0);
        self.each(pool, out, |slot, options, i, one| {
            one.rewards.fill(0.0);
            *one.done = 0;
            match chosen[i] {
                Ok(Choice::Wait) => {}
                Ok(Choice::Abandon) => {
                    *one.done = 1;
                    next_game(slot, options);
                }
                Ok(Choice::Play(seat, action)) => {
                    slot.game.play(seat, action);
                    if slot.game.to_move().is_over() {
                        let r = returns(slot.game.outcome().as_ref(), one.rewards.len());
                        for (dst, v) in one.rewards.iter_mut().zip(r) {
                            *dst = v as f32;
                        }
                        *one.done = 1;
                        ended.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        next_game(slot, options);
                    }
                }
                Err(_) => unreachable!("checked above"),
            }
            refresh(slot);
            report(slot, one);
        });
        self.episodes += ended.into_inner();
        Ok(())
    }

    fn sample(&mut self, pool: &rayon::ThreadPool, out: &mut [i64]) {
        use rayon::prelude::*;
        pool.install(|| {
            self.slots
                .par_iter_mut()
                .zip(out.par_iter_mut())
                .with_min_len(256)
                .for_each(|(slot, dst)| {
                    *dst = match (slot.game.to_move().actor(), slot.legal.len()) {
                        (Some(seat), n) if n > 0 => {
                            let a = slot.legal[slot.rng.random_range(0..n)];
                            slot.game.action_id(seat, a) as i64
                        }
                        _ => -1,
                    };
                });
        });
    }

    fn engine(&self, i: usize) -> Box<dyn Engine> {
        Box::new(Typed {
            game: self.slots[i].game.clone(),
        })
    }

    fn episodes(&self) -> u64 {
        self.episodes
    }
}

/// Owned buffers for a batch's outputs, for Rust callers and tests.
pub struct Buffers {
    pub obs: Vec<f32>,
    pub masks: Vec<u8>,
    pub players: Vec<i64>,
    pub rewards: Vec<f32>,
    pub dones: Vec<u8>,
}

impl Buffers {
    pub fn for_batch(batch: &dyn Batch) -> Self {
        let n = batch.len();
        Buffers {
            obs: vec![0.0; n * cubist_core::shape_len(&batch.observation_shape())],
            masks: vec![0; n * batch.num_actions()],
            players: vec![0; n],
            rewards: vec![0.0; n * batch.num_players()],
            dones: vec![0; n],
        }
    }

    pub fn outputs(&mut self) -> Outputs<'_> {
        Outputs {
            obs: Some(&mut self.obs),
            masks: Some(&mut self.masks),
            players: &mut self.players,
            rewards: &mut self.rewards,
            dones: &mut self.dones,
        }
    }
}
