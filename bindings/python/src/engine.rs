//! Any game with a [`NumericGame`] numbering behind one object-safe trait, driven by
//! integer action ids: what the Python classes hold.

use std::any::Any;

use cubist_ai::{make_agent, solver, Agent, AgentSpec};
use cubist_core::{
    game_rng, shape_len, Game, GameOptions, Lang, NumericGame, NumericVisitor, Observer,
    OptionPairs, Outcome, RenderStyle, Seat, ToMove, Trust,
};

/// A running game of any kind, with actions as ids `0..num_distinct_actions`.
pub trait Engine: Send + Sync {
    fn name(&self) -> &'static str;
    fn num_players(&self) -> usize;
    fn options(&self) -> OptionPairs;
    fn num_distinct_actions(&self) -> usize;
    fn observation_shape(&self) -> Vec<usize>;
    /// The largest value of an observation (infinite where no bound is known).
    fn observation_high(&self) -> f32;
    fn to_move(&self) -> ToMove;
    /// The legal action ids of `seat`, ascending (none if it may not act).
    fn legal_ids(&self, seat: Seat, out: &mut Vec<usize>);
    /// Play action `id` of `seat` if it is legal now; the error says why not.
    fn apply_id(&mut self, seat: Seat, id: usize) -> Result<(), String>;
    /// Whether a seat may not see everything: then its information state is kept as
    /// [`Engine::information_start`] extended by [`Engine::apply_id_informed`].
    fn hidden_information(&self) -> bool;
    /// What `seat` knows of this state (see [`Game::information_start`]).
    fn information_start(&self, seat: Seat) -> String;
    /// [`Engine::apply_id`], then append to `info[s]` a space and what seat `s`
    /// learned (see [`Game::information_step`]); on error nothing changes.
    fn apply_id_informed(
        &mut self,
        seat: Seat,
        id: usize,
        info: &mut [String],
    ) -> Result<(), String>;
    /// The next chance event of playing action `id` of `seat` (legal now) after the
    /// events `so_far`: outcomes with their probabilities, `None` when there is none
    /// (see [`Game::play_chance`]).
    fn play_chance(
        &self,
        seat: Seat,
        id: usize,
        so_far: &[usize],
    ) -> Result<Option<Vec<(usize, f64)>>, String>;
    /// Play action `id` of `seat` with its chance events settled by `outcomes`
    /// ([`Game::play_with_chance`]), extending each `info[s]` as
    /// [`Engine::apply_id_informed`] does (`info` may be empty); unchanged on error.
    fn apply_id_with_chance(
        &mut self,
        seat: Seat,
        id: usize,
        outcomes: &[usize],
        info: &mut [String],
    ) -> Result<(), String>;
    fn outcome(&self) -> Option<Outcome>;
    /// `seat`'s observation tensor (`out` has the shape's length).
    fn observe(&self, seat: Seat, out: &mut [f32]);
    /// `seat`'s view drawn as plain text (a spectator's for a seat out of range), its
    /// words in `lang`.
    fn observation_string(&self, observer: Observer, lang: Lang) -> String;
    /// Action `id` of `seat` in words for people, as a spectator is told it, in `lang`.
    fn describe_action(&self, seat: Seat, id: usize, lang: Lang) -> Result<String, String>;
    fn action_to_string(&self, seat: Seat, id: usize) -> Result<String, String>;
    fn string_to_action(&self, seat: Seat, text: &str) -> Result<usize, String>;
    /// A full state consistent with `seat`'s view, its hidden parts sampled from `seed`.
    fn resample(&self, seat: Seat, seed: u64) -> Box<dyn Engine>;
    fn encode(&self) -> String;
    /// The exact value of this position under best play, by the `perfect` solver
    /// memoising at most `limit` states; an error (with the reason) for a game it
    /// cannot solve or one too large for `limit`.
    fn solve(&self, limit: usize) -> Result<Solved, String>;
    fn clone_box(&self) -> Box<dyn Engine>;
    /// The action `spec` picks for `seat`, reading only `seat`'s view. `cache` keeps
    /// the agent between calls (it is rebuilt when it was made for another game).
    fn choose(
        &self,
        spec: &AgentSpec,
        seed: u64,
        cache: &mut Option<Box<dyn Any + Send + Sync>>,
        seat: Seat,
    ) -> Result<usize, String>;
}

impl Clone for Box<dyn Engine> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A typed game as an [`Engine`].
#[derive(Clone)]
pub struct Typed<G: NumericGame> {
    pub game: G,
}

/// An agent built for game `G` with `players` seats.
struct CachedAgent<G: Game> {
    players: usize,
    agent: Box<dyn Agent<G>>,
}

/// A position solved exactly (see [`cubist_ai::solver`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The value for each seat under best play: +1 a win, 0 a draw, −1 a loss.
    pub values: Vec<f64>,
    /// States memoised.
    pub states: usize,
    /// States expanded.
    pub nodes: u64,
    /// The longest line searched, in actions: the value is that of the game without
    /// its action cap, which is the capped game's value when the cap is further away.
    pub max_depth: usize,
}

/// Returns: +1 for each winner and −1 for each other seat; 0 for every seat when all
/// share the win.
pub fn returns(outcome: Option<&Outcome>, players: usize) -> Vec<f64> {
    match outcome {
        None => vec![0.0; players],
        Some(o) if o.winners.len() >= players => vec![0.0; players],
        Some(o) => (0..players)
            .map(|s| if o.winners.contains(s) { 1.0 } else { -1.0 })
            .collect(),
    }
}

impl<G: NumericGame> Typed<G> {
    /// The action `id` names for `seat`, or why there is none.
    fn checked_action(&self, seat: Seat, id: usize) -> Result<G::Action, String> {
        if seat >= self.game.num_players() {
            return Err(format!("there is no player {seat}"));
        }
        self.game.action_from_id(seat, id).ok_or_else(|| {
            format!(
                "{id} is not an action id of {} (ids 0..{})",
                G::NAME,
                G::num_distinct_actions(self.game.options())
            )
        })
    }
}

impl<G: NumericGame> Engine for Typed<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn num_players(&self) -> usize {
        self.game.num_players()
    }
    fn options(&self) -> OptionPairs {
        self.game.options().to_pairs()
    }
    fn num_distinct_actions(&self) -> usize {
        G::num_distinct_actions(self.game.options())
    }
    fn observation_shape(&self) -> Vec<usize> {
        G::observation_shape(self.game.options())
    }
    fn observation_high(&self) -> f32 {
        G::observation_high(self.game.options())
    }
    fn to_move(&self) -> ToMove {
        self.game.to_move()
    }
    fn legal_ids(&self, seat: Seat, out: &mut Vec<usize>) {
        out.clear();
        if seat >= self.game.num_players() {
            return;
        }
        let mut legal = Vec::new();
        self.game.legal_actions(seat, &mut legal);
        out.extend(legal.into_iter().map(|a| self.game.action_id(seat, a)));
        out.sort_unstable();
    }
    fn apply_id(&mut self, seat: Seat, id: usize) -> Result<(), String> {
        let action = self.checked_action(seat, id)?;
        self.game.try_play(seat, action).map_err(|e| e.to_string())
    }
    fn hidden_information(&self) -> bool {
        !G::PERFECT_INFORMATION
    }
    fn information_start(&self, seat: Seat) -> String {
        self.game.information_start(seat)
    }
    fn apply_id_informed(
        &mut self,
        seat: Seat,
        id: usize,
        info: &mut [String],
    ) -> Result<(), String> {
        let action = self.checked_action(seat, id)?;
        let before = self.game.clone();
        self.game
            .try_play(seat, action)
            .map_err(|e| e.to_string())?;
        for (observer, entry) in info.iter_mut().enumerate() {
            entry.push(' ');
            entry.push_str(&self.game.information_step(&before, seat, action, observer));
        }
        Ok(())
    }
    fn play_chance(
        &self,
        seat: Seat,
        id: usize,
        so_far: &[usize],
    ) -> Result<Option<Vec<(usize, f64)>>, String> {
        let action = self.checked_action(seat, id)?;
        self.game.check(seat, action).map_err(|e| e.to_string())?;
        Ok(self.game.play_chance(seat, action, so_far))
    }
    fn apply_id_with_chance(
        &mut self,
        seat: Seat,
        id: usize,
        outcomes: &[usize],
        info: &mut [String],
    ) -> Result<(), String> {
        let action = self.checked_action(seat, id)?;
        let before = self.game.clone();
        self.game
            .play_with_chance(seat, action, outcomes)
            .map_err(|e| e.to_string())?;
        for (observer, entry) in info.iter_mut().enumerate() {
            entry.push(' ');
            entry.push_str(&self.game.information_step(&before, seat, action, observer));
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn observe(&self, seat: Seat, out: &mut [f32]) {
        self.game.observe(seat, out);
    }
    fn observation_string(&self, observer: Observer, lang: Lang) -> String {
        let observer = match observer {
            Observer::Seat(s) if s >= self.game.num_players() => Observer::Spectator,
            o => o,
        };
        G::render(&self.game.view(observer), RenderStyle::PLAIN.in_lang(lang))
    }
    fn describe_action(&self, seat: Seat, id: usize, lang: Lang) -> Result<String, String> {
        let a = self
            .game
            .action_from_id(seat, id)
            .ok_or_else(|| format!("{id} is not an action id of {}", G::NAME))?;
        // Only a legal action can be told: the words say what it does to the board.
        self.game.check(seat, a).map_err(|e| e.say(lang))?;
        Ok(self.game.describe(seat, a, Observer::Spectator, lang))
    }
    fn action_to_string(&self, seat: Seat, id: usize) -> Result<String, String> {
        let a = self
            .game
            .action_from_id(seat, id)
            .ok_or_else(|| format!("{id} is not an action id of {}", G::NAME))?;
        Ok(self.game.format_action(seat, a))
    }
    fn string_to_action(&self, seat: Seat, text: &str) -> Result<usize, String> {
        let a = self
            .game
            .parse_action(seat, text.trim())
            .map_err(|e| e.to_string())?;
        let id = self.game.action_id(seat, a);
        // Notation may allow several spellings of one action (a Cube Conquest path):
        // the id names the one the numbering knows.
        match self.game.action_from_id(seat, id) {
            Some(b) if b == a => Ok(id),
            _ => {
                let mut legal = Vec::new();
                self.game.legal_actions(seat, &mut legal);
                if legal.contains(&a) {
                    Ok(id)
                } else {
                    Err(format!("'{text}' has no action id (it is not legal now)"))
                }
            }
        }
    }
    fn resample(&self, seat: Seat, seed: u64) -> Box<dyn Engine> {
        let view = self.game.view(Observer::Seat(seat));
        let mut rng = game_rng(seed, 0x7265_7361);
        Box::new(Typed {
            game: G::determinize(&view, &mut rng),
        })
    }
    fn encode(&self) -> String {
        self.game.encode()
    }
    fn solve(&self, limit: usize) -> Result<Solved, String> {
        let s = solver::solve(&self.game, limit).map_err(|e| e.to_string())?;
        Ok(Solved {
            values: (0..self.game.num_players())
                .map(|seat| s.value_for(seat).score())
                .collect(),
            states: s.states,
            nodes: s.nodes,
            max_depth: s.max_depth,
        })
    }
    fn clone_box(&self) -> Box<dyn Engine> {
        Box::new(self.clone())
    }
    fn choose(
        &self,
        spec: &AgentSpec,
        seed: u64,
        cache: &mut Option<Box<dyn Any + Send + Sync>>,
        seat: Seat,
    ) -> Result<usize, String> {
        if !self.game.to_move().includes(seat) {
            return Err(format!("player {seat} may not act now"));
        }
        let players = self.game.num_players();
        let view = self.game.view(Observer::Seat(seat));
        let fits = cache
            .as_ref()
            .and_then(|c| c.downcast_ref::<CachedAgent<G>>())
            .is_some_and(|c| c.players == players);
        if !fits {
            let mut agent = make_agent::<G>(spec, players, seed).map_err(|e| e.to_string())?;
            agent.prepare(&view, seat).map_err(|e| e.to_string())?;
            *cache = Some(Box::new(CachedAgent { players, agent }));
        }
        let cached = cache
            .as_mut()
            .and_then(|c| c.downcast_mut::<CachedAgent<G>>())
            .expect("the agent was just built");
        let action = cached.agent.choose(&view, seat);
        Ok(self.game.action_id(seat, action))
    }
}

/// Visitor: a new game from options and a seed.
struct Create<'a> {
    options: &'a OptionPairs,
    seed: u64,
}

impl NumericVisitor for Create<'_> {
    type Output = Result<Box<dyn Engine>, String>;
    fn visit<G: NumericGame>(self) -> Self::Output {
        // Python code runs on its user's own machine: options may name files.
        let options =
            G::Options::from_pairs_with(self.options, Trust::Local).map_err(|e| e.to_string())?;
        Ok(Box::new(Typed {
            game: G::new(&options, self.seed),
        }))
    }
}

/// Visitor: a game read back from its encoding.
struct Decode<'a>(&'a str);

impl NumericVisitor for Decode<'_> {
    type Output = Result<Box<dyn Engine>, String>;
    fn visit<G: NumericGame>(self) -> Self::Output {
        Ok(Box::new(Typed {
            game: G::decode(self.0).map_err(|e| e.to_string())?,
        }))
    }
}

/// A new game named `name` with `options`, every chance decision drawn from `seed`.
pub fn create(name: &str, options: &OptionPairs, seed: u64) -> Result<Box<dyn Engine>, String> {
    cubist_games::visit_numeric(name, Create { options, seed }).map_err(|e| e.to_string())?
}

/// A game named `name` read back from [`Engine::encode`] text.
pub fn decode(name: &str, text: &str) -> Result<Box<dyn Engine>, String> {
    cubist_games::visit_numeric(name, Decode(text)).map_err(|e| e.to_string())?
}

/// The observation tensor of `seat` as a new vector.
pub fn observation(engine: &dyn Engine, seat: Seat) -> Vec<f32> {
    let mut out = vec![0.0; shape_len(&engine.observation_shape())];
    engine.observe(seat, &mut out);
    out
}
