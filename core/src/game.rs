//! The statically typed game API, used directly by search.

use schemars::JsonSchema;
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

use cubist_words::{Args, Catalogue, Lang};

use crate::{
    DecodeError, GameOptions, GameRng, LessonStep, LevelLadder, NotationError, Observer, Outcome,
    Picture, PositionIndex, RenderStyle, RuleError, SearchHints, Seat, Side, ToMove, WORDS,
};

/// The rules of one game, and a state of it.
///
/// A value of the type is a full game state (including any hidden information and
/// the RNG that drives chance). Everything a search needs is here; everything a front
/// end needs is reachable through [`crate::Erased`].
///
/// Contract every implementation keeps (checked by each game's simulation tests):
/// * `play` is only called with an action from `legal_actions` for a seat in `to_move`;
///   `try_play` checks first and never changes the state on error;
/// * `legal_actions(seat)` is non-empty exactly when `to_move().includes(seat)`;
/// * `outcome()` is `Some` exactly when `to_move()` is [`ToMove::Over`];
/// * a seat's legal actions depend only on what its view shows;
/// * `decode(encode())` gives back an equal state; `parse_action(format_action(a)) == a`.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    /// One decision. Small and `Copy`: searches store millions.
    type Action: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    type Options: GameOptions;
    /// What one observer may know. For perfect-information games it can be the state.
    type View: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// The view as clients receive it across a process boundary: an explicit type of
    /// the game's wire module, never an internal struct (see [`crate::wire`]).
    type Wire: Clone
        + Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + JsonSchema
        + Send
        + Sync
        + 'static;

    /// Command-line name, lowercase with dashes, e.g. `cube-conquest`.
    const NAME: &'static str;
    /// Name for people, e.g. `Cube Conquest`.
    const TITLE: &'static str;
    /// The rules in our own words, for a terminal (Markdown-ish plain text), in
    /// English; [`Game::rules`] gives them in other languages.
    const RULES: &'static str;
    /// True when every view holds the whole state: no hidden information, no secret
    /// simultaneous choices, no face-down chance.
    const PERFECT_INFORMATION: bool;
    /// True when the seed decides something after the first action (dice, shuffles,
    /// cards drawn): whoever knows the seed then knows what is to come.
    const CHANCE: bool;
    /// Version of the [`Game::Wire`] format. Any change to its shape bumps it, and its
    /// JSON Schema is committed as `docs/wire/NAME.vN.schema.json`.
    const WIRE_VERSION: u32;

    /// A new game. Every random decision of the game is drawn from `seed`.
    fn new(options: &Self::Options, seed: u64) -> Self;
    fn options(&self) -> &Self::Options;
    fn num_players(&self) -> usize;
    /// The game's own messages in every language (`locales/` beside its rules): what
    /// it says of moves, illegal moves, results, seats and its pictures. The default
    /// is the core catalogue, for a game that says nothing of its own.
    fn words() -> &'static Catalogue {
        &WORDS
    }
    /// Name of a seat for people, in English: a colour, like "Light" or "Red".
    fn seat_name(&self, seat: Seat) -> String {
        self.seat_name_in(seat, Lang::En)
    }
    /// Name of a seat for people in `lang`. Games name their seats here.
    fn seat_name_in(&self, seat: Seat, lang: Lang) -> String {
        let args = Args::new().number("n", (seat + 1) as f64);
        WORDS.say(lang, "core-player", &args)
    }
    /// How a seat is shown (see [`crate::SeatColour`]): the game's picture draws its
    /// pieces so, and clients colour the seat's labels so. A game whose seats are
    /// named by other colours than red, blue, green, yellow, purple, teal declares its
    /// own; [`crate::testing::check_pictures`] checks the name and colour agree.
    fn seat_colour(&self, seat: Seat) -> crate::SeatColour {
        crate::picture::SEAT_COLOURS[seat % crate::picture::SEAT_COLOURS.len()]
    }

    fn to_move(&self) -> ToMove;

    /// Clear `out` and fill it with the legal actions of `seat` (none if it may not act).
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// The action at index `pick(n)` of the `n ≥ 1` that `legal_actions` lists for
    /// `seat`, which must be able to act; `pick` is called exactly once. Random play
    /// and search playouts need one action a step, and a game whose list is costly
    /// (many moves per piece) may count its actions and build only the one picked:
    /// for the same `pick`, the same action as listing them all. `scratch` is room
    /// the game may use.
    fn sample_action(
        &self,
        seat: Seat,
        pick: impl FnOnce(usize) -> usize,
        scratch: &mut Vec<Self::Action>,
    ) -> Self::Action {
        self.legal_actions(seat, scratch);
        scratch[pick(scratch.len())]
    }

    /// Play a legal action. Fast path for search: legality is the caller's duty
    /// (checked with debug assertions only).
    fn play(&mut self, seat: Seat, action: Self::Action);

    /// Why `action` is illegal for `seat` now, in plain words; `Ok` if it is legal.
    /// The default says only that it is not among the legal actions; games override it
    /// to name the rule that forbids it.
    fn check(&self, seat: Seat, action: Self::Action) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        let mut legal = Vec::new();
        self.legal_actions(seat, &mut legal);
        if legal.contains(&action) {
            Ok(())
        } else {
            Err(not_legal_here(self, seat, action))
        }
    }

    /// The checks every game shares: the game is running and `seat` may act.
    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if seat >= self.num_players() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        match self.to_move() {
            ToMove::Over => Err(RuleError::GameOver),
            tm if !tm.includes(seat) => Err(RuleError::NotYourTurn(seat)),
            _ => Ok(()),
        }
    }

    /// Check, then play. On error the state is unchanged.
    fn try_play(&mut self, seat: Seat, action: Self::Action) -> Result<(), RuleError> {
        self.check(seat, action)?;
        // Belt and braces: a game's `check` must never accept what move generation rejects.
        let mut legal = Vec::new();
        self.legal_actions(seat, &mut legal);
        if !legal.contains(&action) {
            return Err(not_legal_here(self, seat, action));
        }
        self.play(seat, action);
        Ok(())
    }

    /// Explicit chance, for tools that branch on chance outcomes (OpenSpiel's chance
    /// nodes) instead of drawing them from the state's RNG. The next random event of
    /// the start under `options`, after the start's earlier events settled as
    /// `so_far`: its outcomes (small numbers) with their probabilities, or `None` when
    /// the start holds no further event. The default: the game leaves its start to
    /// its seed (or has no chance there).
    fn start_chance(_options: &Self::Options, _so_far: &[usize]) -> Option<Vec<(usize, f64)>> {
        None
    }

    /// The largest number of outcomes one chance event of [`Game::start_chance`] or
    /// [`Game::play_chance`] can have under `options`; outcomes are below it.
    fn max_chance_outcomes(_options: &Self::Options) -> usize {
        0
    }

    /// The start whose random events came out as `outcomes` (every event that
    /// [`Game::start_chance`] lists, in order). The RNG left in it is fixed: play it
    /// with [`Game::play_with_chance`] for chance to stay explicit.
    fn new_with_chance(options: &Self::Options, outcomes: &[usize]) -> Result<Self, RuleError> {
        match outcomes {
            [] => Ok(Self::new(options, 0)),
            _ => Err(RuleError::core("core-no-start-chance", Args::new())),
        }
    }

    /// The next random event of playing `action` for `seat` here, after that play's
    /// earlier events settled as `so_far` (see [`Game::start_chance`]); `None` when
    /// there is none. The default: no game draws after the start.
    fn play_chance(
        &self,
        _seat: Seat,
        _action: Self::Action,
        _so_far: &[usize],
    ) -> Option<Vec<(usize, f64)>> {
        None
    }

    /// Check, then play `action` with its random events settled by `outcomes` (one
    /// for each event [`Game::play_chance`] lists), not drawn from the RNG. Unchanged
    /// on error.
    fn play_with_chance(
        &mut self,
        seat: Seat,
        action: Self::Action,
        outcomes: &[usize],
    ) -> Result<(), RuleError> {
        match outcomes {
            [] => self.try_play(seat, action),
            _ => Err(RuleError::core("core-no-play-chance", Args::new())),
        }
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// What `observer` may know, and nothing more.
    fn view(&self, observer: Observer) -> Self::View;

    /// A full state consistent with `view` (a seat's view): hidden parts are sampled
    /// from what the view allows, using `rng`. For perfect-information games this is
    /// the state itself. Searches call this instead of ever touching the true state.
    fn determinize(view: &Self::View, rng: &mut GameRng) -> Self;

    /// The wire form of a view, for clients. Built from the view alone, so it shows
    /// exactly what the view's observer may know.
    fn wire(view: &Self::View) -> Self::Wire;

    /// Read an action in the game's notation, for `seat`. Only syntax and ranges are
    /// checked here; legality is [`Game::check`]'s job.
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Self::Action, NotationError>;
    /// Write an action in the game's notation.
    fn format_action(&self, seat: Seat, action: Self::Action) -> String;

    /// The full state as text (hidden parts and RNG included): for saves and tests.
    fn encode(&self) -> String;
    /// Read a state written by [`Game::encode`]; corrupt or inconsistent text is an error.
    fn decode(text: &str) -> Result<Self, DecodeError>;

    /// What `observer` knows now, as text: the first entry of its information state,
    /// which [`Game::information_step`] then extends action by action. The default
    /// draws its view; a game overrides it with something shorter.
    fn information_start(&self, observer: Seat) -> String {
        Self::render(&self.view(Observer::Seat(observer)), RenderStyle::PLAIN)
    }

    /// What `observer` learns when `seat` plays `action` on `before`, giving `self`:
    /// the action as far as `observer` sees it and any chance outcome or reveal it
    /// sees. The start and the steps together hold exactly what `observer` may tell
    /// apart: equal for two histories when, and only when, its views after every
    /// action and its own actions are the same. The default (the action in notation)
    /// is right for perfect information and no chance after the start; any other
    /// game overrides it.
    fn information_step(
        &self,
        _before: &Self,
        seat: Seat,
        action: Self::Action,
        _observer: Seat,
    ) -> String {
        format!("{seat}:{}", self.format_action(seat, action))
    }

    /// A hash of everything that matters for play from here (position, mover, pending
    /// choices); equal states give equal hashes. Used by transposition tables.
    fn state_hash(&self) -> u64;

    /// Whether the game is over because a limit stopped it (an action cap, a round
    /// limit) rather than because it was played out (a win, a repetition rule, a seat
    /// that cannot go on). For analysis tools, which count such games as timeouts.
    /// The default says no: a game with a limit says when it applied.
    fn ended_by_limit(&self) -> bool {
        false
    }

    /// Whether the next decision begins a new turn, for tools that count turns. `None`
    /// (the default) leaves it to the usual rule: a turn is a run of decisions by one
    /// seat, or one round of secret simultaneous choices. A game where one seat can take
    /// several turns in a row (the others' turns skipped) answers here.
    fn turn_begins(&self) -> Option<bool> {
        None
    }

    /// Whether `seat` may be taken out of the game while it runs, the game going on
    /// without it (as Cube Attack goes on without a team that has no unit left). A
    /// match takes a seat out this way when its player leaves and no computer is to
    /// play it. The default says no.
    fn may_retire(&self, _seat: Seat) -> bool {
        false
    }

    /// Take `seat` out of the game, where [`Game::may_retire`] allows it: it makes no
    /// further decision, and the game may end at once if that leaves one seat in it.
    /// Only called when `may_retire(seat)` is true.
    fn retire(&mut self, _seat: Seat) {}

    /// Heuristic value of the position for `seat`, in `[-1, 1]` (1 = surely won).
    /// Game knowledge used by searches; the default knows nothing.
    fn evaluate(&self, _seat: Seat) -> f64 {
        0.0
    }

    /// How the computer players should search this game with `players` seats: which
    /// search plays its levels, their budgets, the playout length and the secret-choice
    /// rule. No default: a game states its tuning, or [`SearchHints::untuned`].
    fn search_hints(players: usize) -> SearchHints;

    /// How the levels of [`Game::search_hints`] measured against each other with
    /// `players` seats (`docs/ai-strength.md`), for whoever rates them (the server
    /// starts each level's rating from it). `None` by default: not measured.
    fn level_ladder(_players: usize) -> Option<LevelLadder> {
        None
    }

    /// Draw a view as text for a terminal: board, pieces, whose turn, and any pending
    /// state (bonus moves, secret choices) the observer may know of.
    fn render(view: &Self::View, style: RenderStyle) -> String;

    /// Draw a view as SVG for browsers (conventions in [`crate::picture`]): the board
    /// and, apart from it, the side panels; stable ids on what a player clicks, words
    /// for screen readers. The default shows the terminal text; every game draws its
    /// board. `side` is the seat whose side of the board goes at the bottom, nearest
    /// the viewer (see [`crate::side`]): each game says how it turns its drawing for
    /// each seat; ids and clicks are the same from every side. Its words (panels,
    /// lettering, words for screen readers) are in `lang`.
    fn picture(view: &Self::View, _side: Side, lang: Lang) -> Picture {
        let text = Self::render(view, RenderStyle::PLAIN.in_lang(lang));
        Picture::board_only(crate::picture::text_picture(&text, lang))
    }

    /// `seat`'s legal `action`, in a sentence for people as `observer` may know it
    /// (e.g. "Light moves its fast piece from b1 to b4"), said of this state, before
    /// the action is played. It tells nothing the observer's view after the action
    /// does not show: another seat's secret choice is only said to be made. The
    /// default gives the notation. Said in `lang`.
    fn describe(&self, seat: Seat, action: Self::Action, observer: Observer, lang: Lang) -> String {
        let secret = matches!(self.to_move(), ToMove::Simultaneous(_));
        let args = Args::new().text("seat", self.seat_name_in(seat, lang));
        if secret && observer != Observer::Seat(seat) {
            WORDS.say(lang, "core-made-choice", &args)
        } else {
            let args = args.text("action", self.format_action(seat, action));
            WORDS.say(lang, "core-plays", &args)
        }
    }

    /// One line saying what the game is, for game lists, in `lang`: the message
    /// `<NAME>-about` of the game's catalogue, else its title.
    fn summary(lang: Lang) -> String {
        let id = format!("{}-about", Self::NAME);
        let words = Self::words();
        if words.has(&id) {
            words.say(lang, &id, &Args::new())
        } else {
            Self::TITLE.to_string()
        }
    }

    /// The rules in `lang` (see [`crate::RulesTexts`]); English, [`Game::RULES`], by
    /// default and where the game has no translation.
    fn rules(lang: Lang) -> &'static str {
        let _ = lang;
        Self::RULES
    }

    /// The steps of the game's lesson for newcomers, in order, their words in `lang`
    /// (see [`LessonStep`]); none by default. Every language has the same steps.
    fn lessons(lang: Lang) -> Vec<LessonStep> {
        let _ = lang;
        Vec::new()
    }

    /// The themes of a puzzle whose solution `line` is played from this state (each
    /// action with its seat, the solver's first), in the game's own words (`send
    /// back`, `capture`, …), for players to pick puzzles by. A game works them out by
    /// playing the line on a copy; none by default.
    fn puzzle_themes(&self, _line: &[(Seat, Self::Action)]) -> Vec<String> {
        Vec::new()
    }

    /// Every theme [`Game::puzzle_themes`] may name, so that each has words in every
    /// language (a test of the catalog checks them).
    const PUZZLE_THEMES: &'static [&'static str] = &[];

    /// A puzzle theme for people in `lang`: the message `<NAME>-theme-<theme>` (its
    /// spaces as dashes) of the game's catalogue, else the theme word itself. The word
    /// stays the machine name stored with puzzles; this is only how it is said.
    fn say_theme(theme: &str, lang: Lang) -> String {
        let id = format!("{}-theme-{}", Self::NAME, theme.replace(' ', "-"));
        let words = Self::words();
        if words.has(&id) {
            words.say(lang, &id, &Args::new())
        } else {
            theme.to_string()
        }
    }

    /// The ids of the elements in the picture of `seat`'s view that `seat` clicks, in
    /// order, to make the legal `action`. They name only what that view shows, and for
    /// an action others see played, only what its notation tells them. Empty where the
    /// game has no picture to click: the player types the action instead.
    fn clicks(&self, _seat: Seat, _action: Self::Action) -> Vec<String> {
        Vec::new()
    }

    /// The families of positions this game numbers under `options`, for endgame
    /// tables and exact values (see [`crate::positions`]). They are listed so that a
    /// move from a position of a family ends the game or lands in the same family or
    /// an earlier one: solving them in order, each finds what it needs solved. None
    /// by default.
    fn position_families(_options: &Self::Options) -> Vec<Box<dyn PositionIndex<Self>>> {
        Vec::new()
    }

    /// The same families as [`Game::position_families`], in the same order, numbered
    /// without holes, for a game that has such a numbering: its tables take less memory
    /// and disk, and a table in either numbering serves players (each file names its
    /// numbering). None by default.
    fn position_families_dense(_options: &Self::Options) -> Vec<Box<dyn PositionIndex<Self>>> {
        Vec::new()
    }

    /// Which of [`Game::position_families`] (under this state's options) holds this
    /// position: its place in that list. `None` by default and for every position in
    /// no family.
    fn position_family(&self) -> Option<usize> {
        None
    }
}

/// "X is not a legal move here": the reason of last resort.
fn not_legal_here<G: Game>(game: &G, seat: Seat, action: G::Action) -> RuleError {
    let args = Args::new().text("action", game.format_action(seat, action));
    RuleError::core("core-not-legal-here", args)
}

/// The legal actions of `seat` as a new vector (convenience for tests and front ends).
pub fn legal_actions_vec<G: Game>(game: &G, seat: Seat) -> Vec<G::Action> {
    let mut v = Vec::new();
    game.legal_actions(seat, &mut v);
    v
}
