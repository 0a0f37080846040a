//! The Python module `cubist._cubist` (wrapped by the `cubist` package).

use std::any::Any;
use std::sync::Mutex;

use numpy::{PyArray1, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use cubist_ai::{solver, AgentSpec};
use cubist_core::{shape_len, Lang, Observer, OptionPairs, Seat, ToMove};

use crate::batch::{self, Batch, Outputs};
use crate::chance;
use crate::engine::{self, returns, Engine};
use crate::round;

/// `current_player()` at a secret simultaneous choice.
const SIMULTANEOUS: i64 = -2;
/// `current_player()` once the game is over.
const TERMINAL: i64 = -4;
/// `current_player()` at a chance node: never, chance is inside the state's RNG.
const CHANCE: i64 = -1;

fn err(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The language of human text a caller asks for: `en`, `it`, `fr`, `es` or `de` (a
/// region such as `fr-CA` is read as its language); a ValueError names the choices.
fn language(code: &str) -> PyResult<Lang> {
    Lang::parse_chosen(code).ok_or_else(|| {
        let codes: Vec<&str> = Lang::SPOKEN.iter().map(|l| l.code()).collect();
        err(format!(
            "unknown language '{code}' (one of: {})",
            codes.join(", ")
        ))
    })
}

/// Options from Python keyword arguments: values become text (`True` is `true`).
fn option_pairs(kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<OptionPairs> {
    let mut pairs = OptionPairs::new();
    if let Some(kw) = kwargs {
        for (k, v) in kw.iter() {
            let key: String = k.extract()?;
            let value = if let Ok(b) = v.extract::<bool>() {
                b.to_string()
            } else {
                v.str()?.to_string()
            };
            pairs.insert(key.replace('_', "-"), value);
        }
    }
    Ok(pairs)
}

/// `tilt(size=7)` style names: the game and its options.
fn split_name(text: &str) -> PyResult<(String, OptionPairs)> {
    let text = text.trim();
    let Some((name, rest)) = text.split_once('(') else {
        return Ok((text.to_string(), OptionPairs::new()));
    };
    let inner = rest
        .strip_suffix(')')
        .ok_or_else(|| err(format!("'{text}': expected name(key=value,...)")))?;
    let mut pairs = OptionPairs::new();
    for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| err(format!("'{part}': expected key=value")))?;
        pairs.insert(k.trim().to_string(), v.trim().to_string());
    }
    Ok((name.trim().to_string(), pairs))
}

fn random_seed() -> u64 {
    rand::random()
}

/// A game with its options: facts about it, and new states.
#[pyclass(name = "Game", module = "cubist._cubist", frozen)]
struct PyGame {
    /// A state of the game, for its facts.
    proto: Box<dyn Engine>,
}

#[pymethods]
impl PyGame {
    /// The game's name, e.g. `cube-conquest`.
    #[getter]
    fn name(&self) -> &'static str {
        self.proto.name()
    }
    /// Every option with its value (defaults included), as text.
    #[getter]
    fn options(&self) -> OptionPairs {
        self.proto.options()
    }
    fn num_players(&self) -> usize {
        self.proto.num_players()
    }
    /// The size of the action space: actions are ids `0..num_distinct_actions()`.
    fn num_distinct_actions(&self) -> usize {
        self.proto.num_distinct_actions()
    }
    /// The shape of `State.observation_tensor`.
    fn observation_shape(&self) -> Vec<usize> {
        self.proto.observation_shape()
    }
    /// The number of values in an observation tensor.
    fn observation_tensor_size(&self) -> usize {
        shape_len(&self.proto.observation_shape())
    }
    /// The largest value an observation can hold (`inf` where no bound is known);
    /// the smallest is 0.
    fn observation_high(&self) -> f32 {
        self.proto.observation_high()
    }
    /// The lowest and highest return a seat can get.
    fn min_utility(&self) -> f64 {
        -1.0
    }
    fn max_utility(&self) -> f64 {
        1.0
    }
    /// A new game. Every chance decision (shuffles, draws, who starts when the options
    /// leave it to chance) comes from `seed`; `None` draws a seed at random.
    #[pyo3(signature = (seed=None))]
    fn new_initial_state(&self, seed: Option<u64>) -> PyResult<PyState> {
        let engine = engine::create(
            self.proto.name(),
            &self.proto.options(),
            seed.unwrap_or_else(random_seed),
        )
        .map_err(err)?;
        Ok(PyState::new(engine))
    }
    /// Explicit chance at the start (OpenSpiel's chance nodes): the outcomes of the
    /// start's next random event after `outcomes`, as `(outcome, probability)`
    /// pairs, or `None` when the start holds no further one (every game but Cube
    /// Conquest leaves its start to the seed).
    #[pyo3(signature = (outcomes=Vec::new()))]
    fn start_chance(&self, outcomes: Vec<usize>) -> PyResult<Option<Vec<(usize, f64)>>> {
        chance::start_chance(self.proto.name(), &self.proto.options(), &outcomes).map_err(err)
    }
    /// The most outcomes one explicit chance event can have (0: none has any).
    fn max_chance_outcomes(&self) -> PyResult<usize> {
        chance::max_chance_outcomes(self.proto.name(), &self.proto.options()).map_err(err)
    }
    /// The start whose random events came out as `outcomes` (see `start_chance`);
    /// play it with `apply_action_with_chance` for chance to stay explicit.
    fn new_initial_state_with_chance(&self, outcomes: Vec<usize>) -> PyResult<PyState> {
        let engine =
            chance::create_with_chance(self.proto.name(), &self.proto.options(), &outcomes)
                .map_err(err)?;
        Ok(PyState::new(engine))
    }
    /// A state from `State.serialize()` text.
    fn deserialize_state(&self, text: &str) -> PyResult<PyState> {
        Ok(PyState::new(
            engine::decode(self.proto.name(), text).map_err(err)?,
        ))
    }
    fn __repr__(&self) -> String {
        let opts: Vec<String> = self
            .proto
            .options()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        format!(
            "cubist.load_game('{}({})')",
            self.proto.name(),
            opts.join(",")
        )
    }
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let py = slf.py();
        let this = slf.get();
        let opts: Vec<String> = this
            .proto
            .options()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let f = py.import("cubist._cubist")?.getattr("load_game")?;
        Ok((f, (format!("{}({})", this.proto.name(), opts.join(",")),)))
    }
}

/// A state of a game: whose decision, legal actions, observations, results.
#[pyclass(name = "State", module = "cubist._cubist")]
struct PyState {
    engine: Box<dyn Engine>,
    /// `(player, action)` since the state was made.
    history: Vec<(usize, usize)>,
    /// Each seat's information state, in a game with hidden information (else empty:
    /// the history says it all).
    info: Vec<String>,
}

impl PyState {
    fn new(engine: Box<dyn Engine>) -> Self {
        let info = if engine.hidden_information() {
            (0..engine.num_players())
                .map(|s| engine.information_start(s))
                .collect()
        } else {
            Vec::new()
        };
        PyState {
            engine,
            history: Vec::new(),
            info,
        }
    }

    /// The seat a call without one means: the one mover, or at a secret choice the
    /// lowest seat still to commit.
    fn seat_or_actor(&self, player: Option<i64>) -> PyResult<Seat> {
        match player {
            Some(p) if p >= 0 && (p as usize) < self.engine.num_players() => Ok(p as usize),
            Some(p) => Err(PyIndexError::new_err(format!(
                "player {p} is not a seat of this {}-player game",
                self.engine.num_players()
            ))),
            None => self
                .engine
                .to_move()
                .actor()
                .ok_or_else(|| err("the game is over: no player acts")),
        }
    }

    fn play(&mut self, seat: Seat, action: i64) -> PyResult<()> {
        let id =
            usize::try_from(action).map_err(|_| err(format!("{action} is not an action id")))?;
        if self.info.is_empty() {
            self.engine.apply_id(seat, id).map_err(err)?;
        } else {
            self.engine
                .apply_id_informed(seat, id, &mut self.info)
                .map_err(err)?;
        }
        self.history.push((seat, id));
        Ok(())
    }
}

#[pymethods]
impl PyState {
    /// The seat to act; `cubist.SIMULTANEOUS` while several seats must each commit a
    /// secret choice (see `acting_players`), `cubist.TERMINAL` once the game is over.
    fn current_player(&self) -> i64 {
        match self.engine.to_move() {
            ToMove::One(s) => s as i64,
            ToMove::Simultaneous(_) => SIMULTANEOUS,
            ToMove::Over => TERMINAL,
        }
    }
    /// The seats that must act now, lowest first.
    fn acting_players(&self) -> Vec<usize> {
        self.engine.to_move().seats().iter().collect()
    }
    fn is_terminal(&self) -> bool {
        self.engine.to_move().is_over()
    }
    fn is_simultaneous_node(&self) -> bool {
        matches!(self.engine.to_move(), ToMove::Simultaneous(_))
    }
    /// Always false: chance is drawn inside the state from its seed.
    fn is_chance_node(&self) -> bool {
        false
    }
    fn num_players(&self) -> usize {
        self.engine.num_players()
    }
    fn num_distinct_actions(&self) -> usize {
        self.engine.num_distinct_actions()
    }
    /// The game of this state.
    fn get_game(&self) -> PyResult<PyGame> {
        Ok(PyGame {
            proto: self.engine.clone_box(),
        })
    }
    /// The legal action ids of `player` (default: the seat to act), ascending.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> PyResult<Vec<usize>> {
        if player.is_none() && self.engine.to_move().is_over() {
            return Ok(Vec::new());
        }
        let seat = self.seat_or_actor(player)?;
        let mut ids = Vec::new();
        self.engine.legal_ids(seat, &mut ids);
        Ok(ids)
    }
    /// 1 for each legal action id of `player`, 0 elsewhere (uint8, one per id).
    #[pyo3(signature = (player=None))]
    fn legal_actions_mask<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyArray1<u8>>> {
        let mut mask = vec![0u8; self.engine.num_distinct_actions()];
        for id in self.legal_actions(player)? {
            mask[id] = 1;
        }
        Ok(PyArray1::from_vec(py, mask))
    }
    /// Play `action` for `player` (default: the seat to act; at a secret choice, the
    /// lowest seat still to commit). An illegal action raises `ValueError`.
    #[pyo3(signature = (action, player=None))]
    fn apply_action(&mut self, action: i64, player: Option<i64>) -> PyResult<()> {
        let seat = self.seat_or_actor(player)?;
        self.play(seat, action)
    }
    /// The next random event of playing `action` for `player` (default: the seat to
    /// act) after its earlier events came out as `outcomes`: `(outcome,
    /// probability)` pairs, or `None` when there is none (Cube Conquest's card draws;
    /// no other game draws after its start). An illegal action raises `ValueError`.
    #[pyo3(signature = (action, outcomes=Vec::new(), player=None))]
    fn play_chance(
        &self,
        action: i64,
        outcomes: Vec<usize>,
        player: Option<i64>,
    ) -> PyResult<Option<Vec<(usize, f64)>>> {
        let seat = self.seat_or_actor(player)?;
        let id =
            usize::try_from(action).map_err(|_| err(format!("{action} is not an action id")))?;
        self.engine.play_chance(seat, id, &outcomes).map_err(err)
    }
    /// Play `action` for `player` with its random events settled by `outcomes` (one
    /// per event `play_chance` lists), not drawn from the seed. The outcomes reach the
    /// information states only as the seats see them (a seat its own draws).
    #[pyo3(signature = (action, outcomes, player=None))]
    fn apply_action_with_chance(
        &mut self,
        action: i64,
        outcomes: Vec<usize>,
        player: Option<i64>,
    ) -> PyResult<()> {
        let seat = self.seat_or_actor(player)?;
        let id =
            usize::try_from(action).map_err(|_| err(format!("{action} is not an action id")))?;
        self.engine
            .apply_id_with_chance(seat, id, &outcomes, &mut self.info)
            .map_err(err)?;
        self.history.push((seat, id));
        Ok(())
    }
    /// At a secret simultaneous choice: one action per player (a list indexed by seat,
    /// entries of seats not choosing are ignored, or a dict seat → action), committed
    /// in seat order by the session's round rule; a choice of a seat that an earlier
    /// commitment took out (the game ended) is dropped. An illegal action raises
    /// `ValueError` and nothing is played.
    fn apply_actions(&mut self, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        let seats: Vec<Seat> = self.acting_players();
        if !self.is_simultaneous_node() {
            return Err(err(
                "apply_actions is for secret simultaneous choices; use apply_action",
            ));
        }
        let chosen: Vec<(Seat, i64)> = if let Ok(d) = actions.cast::<PyDict>() {
            seats
                .iter()
                .map(|&s| {
                    let a = d
                        .get_item(s)?
                        .ok_or_else(|| err(format!("no action for player {s}")))?;
                    Ok((s, a.extract::<i64>()?))
                })
                .collect::<PyResult<_>>()?
        } else {
            let list: Vec<i64> = actions.extract()?;
            if list.len() != self.engine.num_players() {
                return Err(err(format!(
                    "{} actions for {} players (give one per player)",
                    list.len(),
                    self.engine.num_players()
                )));
            }
            seats.iter().map(|&s| (s, list[s])).collect()
        };
        let played =
            round::play_round_informed(&mut self.engine, &mut self.info, &chosen).map_err(err)?;
        self.history.extend(played);
        Ok(())
    }
    /// Each seat's return: 0 while the game runs; at the end +1 for a winner, −1 for
    /// the others, 0 for all when every seat shares the win.
    fn returns(&self) -> Vec<f64> {
        returns(self.engine.outcome().as_ref(), self.engine.num_players())
    }
    fn player_return(&self, player: usize) -> PyResult<f64> {
        self.returns()
            .get(player)
            .copied()
            .ok_or_else(|| PyIndexError::new_err("no such player"))
    }
    /// The game's own scores once it is over (pieces home, points, VP...), else None.
    fn scores(&self) -> Option<Vec<i32>> {
        self.engine.outcome().map(|o| o.scores)
    }
    /// The seats that won (a draw is a win shared by all), once the game is over.
    fn winners(&self) -> Option<Vec<usize>> {
        self.engine.outcome().map(|o| o.winners.iter().collect())
    }
    /// Why the game ended, in words, in `lang` (default English).
    #[pyo3(signature = (lang="en"))]
    fn end_reason(&self, lang: &str) -> PyResult<Option<String>> {
        let lang = language(lang)?;
        Ok(self.engine.outcome().map(|o| o.reason_in(lang)))
    }
    /// An independent copy.
    fn clone(&self) -> PyState {
        PyState {
            engine: self.engine.clone_box(),
            history: self.history.clone(),
            info: self.info.clone(),
        }
    }
    fn __copy__(&self) -> PyState {
        self.clone()
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyState {
        self.clone()
    }
    /// `action_to_string(player, action)` or `action_to_string(action)`: the action in
    /// the game's notation.
    #[pyo3(signature = (a, b=None))]
    fn action_to_string(&self, a: i64, b: Option<i64>) -> PyResult<String> {
        let (seat, action) = match b {
            Some(action) => (self.seat_or_actor(Some(a))?, action),
            None => (self.seat_or_actor(None).unwrap_or(0), a),
        };
        let id =
            usize::try_from(action).map_err(|_| err(format!("{action} is not an action id")))?;
        self.engine.action_to_string(seat, id).map_err(err)
    }
    /// `string_to_action(player, text)` or `string_to_action(text)`: the id of an
    /// action written in the game's notation.
    #[pyo3(signature = (a, b=None))]
    fn string_to_action(
        &self,
        a: &Bound<'_, PyAny>,
        b: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<usize> {
        let (seat, text): (Seat, String) = match b {
            Some(text) => (self.seat_or_actor(Some(a.extract()?))?, text.extract()?),
            None => (self.seat_or_actor(None).unwrap_or(0), a.extract()?),
        };
        self.engine.string_to_action(seat, &text).map_err(err)
    }
    /// What `player` sees, drawn as text (`None`: a spectator's view), its words in
    /// `lang` (default English).
    #[pyo3(signature = (player=None, lang="en"))]
    fn observation_string(&self, player: Option<i64>, lang: &str) -> PyResult<String> {
        let lang = language(lang)?;
        let observer = match player {
            None => Observer::Spectator,
            p => Observer::Seat(self.seat_or_actor(p)?),
        };
        Ok(self.engine.observation_string(observer, lang))
    }
    /// `describe_action(player, action)` or `describe_action(action)`: a legal action
    /// in words for people ("Light places a cube on c3, ..."), in `lang` (default
    /// English); `action_to_string` gives its notation.
    #[pyo3(signature = (a, b=None, lang="en"))]
    fn describe_action(&self, a: i64, b: Option<i64>, lang: &str) -> PyResult<String> {
        let lang = language(lang)?;
        let (seat, action) = match b {
            Some(action) => (self.seat_or_actor(Some(a))?, action),
            None => (self.seat_or_actor(None)?, a),
        };
        let id =
            usize::try_from(action).map_err(|_| err(format!("{action} is not an action id")))?;
        self.engine.describe_action(seat, id, lang).map_err(err)
    }
    /// `player`'s observation as a float32 array of the game's `observation_shape()`,
    /// built from that seat's view only.
    #[pyo3(signature = (player=None))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let seat = self.seat_or_actor(player)?;
        let v = engine::observation(self.engine.as_ref(), seat);
        let shape = self.engine.observation_shape();
        Ok(PyArray1::from_vec(py, v).reshape(shape)?.into_any())
    }
    /// A state `player` cannot tell from this one: its hidden parts (other hands,
    /// face-down tiles, the decks, the RNG) sampled from what `player` sees, using
    /// `seed`. The history of the copy is empty.
    /// `player`'s information state is carried over to the copy; the other seats'
    /// start at the sample (their whole view then).
    #[pyo3(signature = (player, seed=None))]
    fn resample_from_infostate(&self, player: i64, seed: Option<u64>) -> PyResult<PyState> {
        let seat = self.seat_or_actor(Some(player))?;
        let mut copy = PyState::new(self.engine.resample(seat, seed.unwrap_or_else(random_seed)));
        if let (Some(mine), Some(theirs)) = (self.info.get(seat), copy.info.get_mut(seat)) {
            theirs.clone_from(mine);
        }
        Ok(copy)
    }
    /// What `player` knows, as text: in a game with hidden information its start
    /// and, for every action since, the action as far as it sees it and what chance
    /// and reveals showed it (a few bytes each; see docs/python.md); in the others
    /// the actions since the state was made. Equal for two histories exactly when
    /// `player` cannot tell them apart.
    fn information_state_string(&self, player: i64) -> PyResult<String> {
        let seat = self.seat_or_actor(Some(player))?;
        Ok(match self.info.get(seat) {
            Some(text) => text.clone(),
            None => {
                let moves: Vec<String> = self
                    .history
                    .iter()
                    .map(|(s, a)| format!("{s}:{a}"))
                    .collect();
                moves.join(" ")
            }
        })
    }
    /// The exact value of this position under best play for each seat (+1 a win, 0 a
    /// draw, −1 a loss), by the `perfect` player's solver memoising at most `states`
    /// states (about 40 bytes each), as a dict with `values`, `states`, `nodes` and
    /// `max_depth`. Two-player perfect-information games only; `ValueError` says why
    /// a position cannot be solved. Runs without holding the GIL.
    #[pyo3(signature = (states=solver::DEFAULT_STATE_LIMIT))]
    fn solve<'py>(&self, py: Python<'py>, states: usize) -> PyResult<Bound<'py, PyDict>> {
        let engine = self.engine.as_ref();
        let solved = py.detach(|| engine.solve(states)).map_err(err)?;
        let d = PyDict::new(py);
        d.set_item("values", solved.values)?;
        d.set_item("states", solved.states)?;
        d.set_item("nodes", solved.nodes)?;
        d.set_item("max_depth", solved.max_depth)?;
        Ok(d)
    }
    /// The full state as text (hidden parts included); `Game.deserialize_state` or
    /// `cubist.deserialize_state(name, text)` reads it back.
    fn serialize(&self) -> String {
        self.engine.encode()
    }
    /// The action ids played since this state was made.
    fn history(&self) -> Vec<usize> {
        self.history.iter().map(|&(_, a)| a).collect()
    }
    /// `(player, action)` pairs played since this state was made.
    fn full_history(&self) -> Vec<(usize, usize)> {
        self.history.clone()
    }
    fn move_number(&self) -> usize {
        self.history.len()
    }
    fn __str__(&self) -> String {
        self.engine
            .observation_string(Observer::Spectator, Lang::En)
    }
    fn __repr__(&self) -> String {
        format!(
            "<cubist.State of {} after {} actions>",
            self.engine.name(),
            self.history.len()
        )
    }
    /// Pickled as the game's encoding with the history and information states, so
    /// that a copy knows what the original knew.
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(
        Bound<'py, PyAny>,
        (&'static str, String, Vec<(usize, usize)>, Vec<String>),
    )> {
        let py = slf.py();
        let this = slf.borrow();
        let f = py.import("cubist._cubist")?.getattr("_restore_state")?;
        let args = (
            this.engine.name(),
            this.engine.encode(),
            this.history.clone(),
            this.info.clone(),
        );
        Ok((f, args))
    }
}

/// A computer player: `random`, `greedy`, a level (`easy`, `medium`, `hard`, `max`) or
/// a search with settings (`mcts(iterations=500)`), as on the command line.
#[pyclass(name = "Agent", module = "cubist._cubist", frozen)]
struct PyAgent {
    spec: AgentSpec,
    seed: u64,
    cache: Mutex<Option<Box<dyn Any + Send + Sync>>>,
}

#[pymethods]
impl PyAgent {
    #[getter]
    fn name(&self) -> String {
        self.spec.to_string()
    }
    /// The action id this agent picks for `player` (default: the seat to act),
    /// reading only that seat's view. Searches run without holding the GIL.
    #[pyo3(signature = (state, player=None))]
    fn choose(&self, py: Python<'_>, state: &PyState, player: Option<i64>) -> PyResult<usize> {
        let seat = state.seat_or_actor(player)?;
        let engine = state.engine.as_ref();
        py.detach(|| {
            let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
            engine.choose(&self.spec, self.seed, &mut cache, seat)
        })
        .map_err(err)
    }
    fn __repr__(&self) -> String {
        format!("cubist.agent('{}')", self.spec)
    }
}

/// `n` games stepped together on `threads` threads (see `docs/python.md`).
#[pyclass(name = "VecGame", module = "cubist._cubist")]
struct PyVecGame {
    batch: Box<dyn Batch>,
    pool: rayon::ThreadPool,
    name: &'static str,
}

/// A raw pointer to a fresh numpy array's data, to fill without the GIL.
struct Raw<T>(*mut T, usize);
unsafe impl<T> Send for Raw<T> {}
impl<T> Raw<T> {
    /// Safety: the array is new, owned by this call and not resized until it returns.
    unsafe fn slice<'a>(&self) -> &'a mut [T] {
        std::slice::from_raw_parts_mut(self.0, self.1)
    }
}

type StepOut<'py> = (
    Bound<'py, PyAny>,
    Bound<'py, PyAny>,
    Bound<'py, PyAny>,
    Bound<'py, PyAny>,
    Bound<'py, PyAny>,
);

impl PyVecGame {
    /// New output arrays, filled by `f` without the GIL.
    fn run<'py>(
        &mut self,
        py: Python<'py>,
        observe: bool,
        f: impl FnOnce(&mut dyn Batch, &rayon::ThreadPool, Outputs) -> Result<(), String> + Send,
    ) -> PyResult<StepOut<'py>> {
        let n = self.batch.len();
        let shape = self.batch.observation_shape();
        let obs_len = shape_len(&shape);
        let actions = self.batch.num_actions();
        let players = self.batch.num_players();
        let new_f32 = |len: usize| unsafe { PyArray1::<f32>::new(py, len, false) };
        let new_bool = |len: usize| unsafe { PyArray1::<bool>::new(py, len, false) };
        let obs = new_f32(if observe { n * obs_len } else { 0 });
        let masks = new_bool(if observe { n * actions } else { 0 });
        let pl = unsafe { PyArray1::<i64>::new(py, n, false) };
        let rewards = new_f32(n * players);
        let dones = new_bool(n);
        let raw_obs = Raw(obs.data(), obs.len());
        let raw_masks = Raw(masks.data() as *mut u8, masks.len());
        let raw_pl = Raw(pl.data(), n);
        let raw_rewards = Raw(rewards.data(), n * players);
        let raw_dones = Raw(dones.data() as *mut u8, n);
        let batch = self.batch.as_mut();
        let pool = &self.pool;
        py.detach(move || {
            // Safety: the arrays were just made here and nobody else holds them.
            let out = unsafe {
                Outputs {
                    obs: observe.then(|| raw_obs.slice()),
                    masks: observe.then(|| raw_masks.slice()),
                    players: raw_pl.slice(),
                    rewards: raw_rewards.slice(),
                    dones: raw_dones.slice(),
                }
            };
            f(batch, pool, out)
        })
        .map_err(err)?;
        let mut obs_shape = vec![n];
        obs_shape.extend(if observe { shape } else { vec![0] });
        let obs = if observe {
            obs.reshape(obs_shape)?.into_any()
        } else {
            obs.into_any()
        };
        let masks = masks.reshape([n, if observe { actions } else { 0 }])?;
        Ok((
            obs,
            masks.into_any(),
            pl.into_any(),
            rewards.reshape([n, players])?.into_any(),
            dones.into_any(),
        ))
    }
}

#[pymethods]
impl PyVecGame {
    #[new]
    #[pyo3(signature = (name, n, seed=0, threads=None, **options))]
    fn new(
        name: &str,
        n: usize,
        seed: u64,
        threads: Option<usize>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        if n == 0 {
            return Err(err("a VecGame holds at least one game (n = 0 given)"));
        }
        if threads == Some(0) {
            return Err(err("threads must be at least 1 (or None for one per core)"));
        }
        let (name, mut pairs) = split_name(name)?;
        pairs.extend(option_pairs(options)?);
        let batch = batch::create(&name, &pairs, n, seed).map_err(err)?;
        let threads =
            threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .build()
            .map_err(err)?;
        Ok(PyVecGame {
            name: batch.name(),
            batch,
            pool,
        })
    }
    #[getter]
    fn name(&self) -> &'static str {
        self.name
    }
    fn __len__(&self) -> usize {
        self.batch.len()
    }
    #[getter]
    fn num_envs(&self) -> usize {
        self.batch.len()
    }
    fn num_players(&self) -> usize {
        self.batch.num_players()
    }
    fn num_distinct_actions(&self) -> usize {
        self.batch.num_actions()
    }
    fn observation_shape(&self) -> Vec<usize> {
        self.batch.observation_shape()
    }
    /// Games finished since the batch was made.
    #[getter]
    fn episodes(&self) -> u64 {
        self.batch.episodes()
    }
    /// Start every game afresh (game `i` from a seed derived from `seed` and `i`).
    /// Returns `(observations, masks, players)`: each game's acting seat, its
    /// observation (`n × observation_shape`) and legal mask (`n × actions`, bool).
    #[pyo3(signature = (seed=None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<u64>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let seed = seed.unwrap_or_else(random_seed);
        let (obs, masks, players, _, _) = self.run(py, true, move |b, pool, out| {
            b.reset(seed, pool, out);
            Ok(())
        })?;
        Ok((obs, masks, players))
    }
    /// `step`'s action id that leaves a game as it is.
    #[classattr]
    const WAIT: i64 = batch::WAIT;
    /// `step`'s action id that drops a game unfinished and starts a new one.
    #[classattr]
    const ABANDON: i64 = batch::ABANDON;
    /// Play one action id per game for its acting seat (`WAIT`: leave the game as it
    /// is; `ABANDON`: replace it by a new game, reported done with zero rewards).
    /// Returns `(observations, masks, players, rewards, dones)`: rewards are
    /// `n × num_players` returns of the games that ended in this step (0 elsewhere); a
    /// game that ended is replaced at once, and the observation, mask and player are
    /// the new game's.
    /// `observe=False` skips observations and masks (empty arrays), for speed.
    #[pyo3(signature = (actions, observe=true))]
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: numpy::PyReadonlyArray1<'py, i64>,
        observe: bool,
    ) -> PyResult<StepOut<'py>> {
        let actions: Vec<i64> = actions.as_slice()?.to_vec();
        self.run(py, observe, move |b, pool, out| b.step(&actions, pool, out))
    }
    /// A uniformly random legal action id for every game.
    fn sample_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let mut out = vec![0i64; self.batch.len()];
        let (batch, pool) = (self.batch.as_mut(), &self.pool);
        py.detach(|| batch.sample(pool, &mut out));
        PyArray1::from_vec(py, out)
    }
    /// Game `i` as a `State` (a copy).
    fn state(&self, i: usize) -> PyResult<PyState> {
        if i >= self.batch.len() {
            return Err(PyIndexError::new_err("no such game"));
        }
        Ok(PyState::new(self.batch.engine(i)))
    }
}

/// The names of the games.
#[pyfunction]
fn games() -> Vec<&'static str> {
    cubist_games::NAMES.to_vec()
}

/// Facts about a game: title, summary, rules (in `lang`, default English), options
/// with defaults.
#[pyfunction]
#[pyo3(signature = (name, lang="en"))]
fn game_info<'py>(py: Python<'py>, name: &str, lang: &str) -> PyResult<Bound<'py, PyDict>> {
    let lang = language(lang)?;
    let info = cubist_games::info(name).map_err(err)?;
    let d = PyDict::new(py);
    d.set_item("name", info.name)?;
    d.set_item("title", info.title)?;
    d.set_item("summary", info.summary_in(lang))?;
    d.set_item("rules", info.rules_in(lang))?;
    d.set_item("perfect_information", info.perfect_information)?;
    d.set_item("chance", info.chance)?;
    let opts = PyDict::new(py);
    for o in info.options {
        let spec = PyDict::new(py);
        spec.set_item("default", o.default)?;
        spec.set_item("values", o.values)?;
        spec.set_item("help", o.help)?;
        opts.set_item(o.key, spec)?;
    }
    d.set_item("options", opts)?;
    Ok(d)
}

/// A game by name with options: `load_game("tilt", size=7)` or `load_game("tilt(size=7)")`.
#[pyfunction]
#[pyo3(signature = (name, **options))]
fn load_game(name: &str, options: Option<&Bound<'_, PyDict>>) -> PyResult<PyGame> {
    let (name, mut pairs) = split_name(name)?;
    pairs.extend(option_pairs(options)?);
    Ok(PyGame {
        proto: engine::create(&name, &pairs, 0).map_err(err)?,
    })
}

/// A state of game `name` from `State.serialize()` text.
#[pyfunction]
fn deserialize_state(name: &str, text: &str) -> PyResult<PyState> {
    Ok(PyState::new(engine::decode(name, text).map_err(err)?))
}

/// A pickled `State` (see `State.__reduce__`): the state, its history and each
/// seat's information state, as pickled (trusted input, as any pickle).
#[pyfunction]
fn _restore_state(
    name: &str,
    text: &str,
    history: Vec<(usize, usize)>,
    info: Vec<String>,
) -> PyResult<PyState> {
    let mut state = PyState::new(engine::decode(name, text).map_err(err)?);
    if info.len() != state.info.len() {
        return Err(err(format!(
            "{} information states for {} kept",
            info.len(),
            state.info.len()
        )));
    }
    state.history = history;
    state.info = info;
    Ok(state)
}

/// A computer player (see `Agent`), its random choices drawn from `seed`.
#[pyfunction]
#[pyo3(signature = (spec, seed=0))]
fn agent(spec: &str, seed: u64) -> PyResult<PyAgent> {
    Ok(PyAgent {
        spec: spec.parse().map_err(err)?,
        seed,
        cache: Mutex::new(None),
    })
}

#[pymodule]
fn _cubist(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SIMULTANEOUS", SIMULTANEOUS)?;
    m.add("TERMINAL", TERMINAL)?;
    m.add("CHANCE", CHANCE)?;
    m.add_class::<PyGame>()?;
    m.add_class::<PyState>()?;
    m.add_class::<PyAgent>()?;
    m.add_class::<PyVecGame>()?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(game_info, m)?)?;
    m.add_function(wrap_pyfunction!(load_game, m)?)?;
    m.add_function(wrap_pyfunction!(deserialize_state, m)?)?;
    m.add_function(wrap_pyfunction!(_restore_state, m)?)?;
    m.add_function(wrap_pyfunction!(agent, m)?)?;
    Ok(())
}
