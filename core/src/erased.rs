//! The type-erased level: any [`Game`] behind text and JSON, for front ends.

use std::any::Any;

use cubist_words::{Args, Catalogue, Lang, Phrase};

use crate::{
    Choice, Game, GameOptions, LessonStep, NotationError, Observer, OptionPairs, Outcome, Picture,
    PlayError, RenderStyle, Seat, Side, ToMove, WORDS,
};

/// A running game of any kind, driven with text actions and read as text or JSON.
pub trait DynGame: Send + Sync {
    fn name(&self) -> &'static str;
    fn title(&self) -> &'static str;
    fn num_players(&self) -> usize;
    /// Every view holds the whole state (see [`Game::PERFECT_INFORMATION`]).
    fn perfect_information(&self) -> bool;
    /// The seed decides something after the first action (see [`Game::CHANCE`]).
    fn chance(&self) -> bool;
    /// A seat's name in English (see [`Game::seat_name`]).
    fn seat_name(&self, seat: Seat) -> String {
        self.seat_name_in(seat, Lang::En)
    }
    /// A seat's name in `lang`.
    fn seat_name_in(&self, seat: Seat, lang: Lang) -> String;
    /// The game's catalogue (see [`Game::words`]).
    fn words(&self) -> &'static Catalogue;
    /// How a seat is shown (see [`Game::seat_colour`]).
    fn seat_colour(&self, seat: Seat) -> crate::SeatColour;
    fn options(&self) -> OptionPairs;
    fn to_move(&self) -> ToMove;
    /// Legal actions of `seat` in notation (empty if it may not act).
    fn legal_actions(&self, seat: Seat) -> Vec<String>;
    /// Parse, check and play. On error nothing changes and the error says why.
    fn play(&mut self, seat: Seat, action: &str) -> Result<(), PlayError>;
    /// Parse and check without playing.
    fn check(&self, seat: Seat, action: &str) -> Result<(), PlayError>;
    fn outcome(&self) -> Option<Outcome>;
    /// Whether `seat` may be taken out of the game now (see [`Game::may_retire`]).
    fn may_retire(&self, seat: Seat) -> bool;
    /// Take `seat` out of the game (see [`Game::retire`]); false, and nothing
    /// changed, where the game does not allow it.
    fn retire(&mut self, seat: Seat) -> bool;
    /// The observer's view as JSON: the game's wire view in a
    /// [`crate::WireEnvelope`] (see `docs/wire.md`).
    fn view_json(&self, observer: Observer) -> serde_json::Value;
    /// The observer's view drawn for a terminal.
    fn render(&self, observer: Observer, style: RenderStyle) -> String;
    /// The observer's view drawn for a browser from its own side (a spectator's from
    /// seat 1's), its words in `lang`: the board and its panels (see [`crate::picture`]).
    fn picture(&self, observer: Observer, lang: Lang) -> Picture {
        self.picture_from(observer, Side::of(observer), lang)
    }
    /// The observer's view drawn with `side`'s side of the board at the bottom.
    fn picture_from(&self, observer: Observer, side: Side, lang: Lang) -> Picture;
    /// The observer's view drawn as one SVG, the panels under the board.
    fn draw(&self, observer: Observer, lang: Lang) -> String {
        self.picture(observer, lang).combined_in(lang)
    }
    /// `seat`'s legal `action` in a sentence in `lang`, as `observer` may know it (see
    /// [`Game::describe`]); an error if it is not legal now.
    fn describe(
        &self,
        seat: Seat,
        action: &str,
        observer: Observer,
        lang: Lang,
    ) -> Result<String, PlayError>;
    /// The rules in `lang`, English where the game has none in it (see [`Game::rules`]).
    fn rules(&self, lang: Lang) -> &'static str;
    /// The game's lesson steps, their words in `lang` (see [`Game::lessons`]).
    fn lessons(&self, lang: Lang) -> Vec<LessonStep>;
    /// `seat`'s legal actions, each with the ids of the picture it clicks to make it.
    fn choices(&self, seat: Seat) -> Vec<Choice>;
    /// The ids `seat` clicks to make `action`; empty if it is not a legal action now.
    fn clicks(&self, seat: Seat, action: &str) -> Vec<String>;
    /// The full state, for saves (includes hidden information: never show it to a seat).
    fn encode(&self) -> String;
    /// The position as a number: the same for the same position of the same game
    /// whatever line reached it, different across games ([`Game::state_hash`] with the
    /// game's name). Not for showing: it is a hash of the whole state.
    fn position_key(&self) -> u64;
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// For front ends that hold the static type (agents), to downcast to [`Erased<G>`].
    fn as_any(&self) -> &dyn Any;
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Wraps a typed game as a [`DynGame`].
#[derive(Clone, Debug)]
pub struct Erased<G: Game>(pub G);

impl<G: Game> Erased<G> {
    pub fn new(game: G) -> Self {
        Erased(game)
    }

    /// Parse a text action for `seat`.
    pub fn parse(&self, seat: Seat, action: &str) -> Result<G::Action, PlayError> {
        let text = action.trim();
        if text.is_empty() {
            let expected = Phrase::new(&WORDS, "core-empty-action", Args::new());
            return Err(NotationError::new(action, expected).into());
        }
        Ok(self.0.parse_action(seat, text)?)
    }
}

impl<G: Game> DynGame for Erased<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn title(&self) -> &'static str {
        G::TITLE
    }
    fn num_players(&self) -> usize {
        self.0.num_players()
    }
    fn perfect_information(&self) -> bool {
        G::PERFECT_INFORMATION
    }
    fn chance(&self) -> bool {
        G::CHANCE
    }
    fn seat_name_in(&self, seat: Seat, lang: Lang) -> String {
        self.0.seat_name_in(seat, lang)
    }
    fn words(&self) -> &'static Catalogue {
        G::words()
    }
    fn seat_colour(&self, seat: Seat) -> crate::SeatColour {
        self.0.seat_colour(seat)
    }
    fn options(&self) -> OptionPairs {
        self.0.options().to_pairs()
    }
    fn to_move(&self) -> ToMove {
        self.0.to_move()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<String> {
        if seat >= self.0.num_players() {
            return Vec::new();
        }
        let mut v = Vec::new();
        self.0.legal_actions(seat, &mut v);
        v.into_iter()
            .map(|a| self.0.format_action(seat, a))
            .collect()
    }
    fn play(&mut self, seat: Seat, action: &str) -> Result<(), PlayError> {
        self.0.check_turn(seat).map_err(PlayError::Rule)?;
        let a = self.parse(seat, action)?;
        self.0.try_play(seat, a).map_err(PlayError::Rule)
    }
    fn check(&self, seat: Seat, action: &str) -> Result<(), PlayError> {
        self.0.check_turn(seat).map_err(PlayError::Rule)?;
        let a = self.parse(seat, action)?;
        self.0.check(seat, a).map_err(PlayError::Rule)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn may_retire(&self, seat: Seat) -> bool {
        seat < self.0.num_players() && !self.0.to_move().is_over() && self.0.may_retire(seat)
    }
    fn retire(&mut self, seat: Seat) -> bool {
        let may = self.may_retire(seat);
        if may {
            self.0.retire(seat);
        }
        may
    }
    fn view_json(&self, observer: Observer) -> serde_json::Value {
        serde_json::to_value(crate::wire_view(&self.0, observer)).unwrap_or(serde_json::Value::Null)
    }
    fn render(&self, observer: Observer, style: RenderStyle) -> String {
        let observer = sanitize(observer, self.0.num_players());
        G::render(&self.0.view(observer), style)
    }
    fn picture_from(&self, observer: Observer, side: Side, lang: Lang) -> Picture {
        let players = self.0.num_players();
        let observer = sanitize(observer, players);
        G::picture(&self.0.view(observer), Side(side.seat(players)), lang)
    }
    fn describe(
        &self,
        seat: Seat,
        action: &str,
        observer: Observer,
        lang: Lang,
    ) -> Result<String, PlayError> {
        self.0.check_turn(seat).map_err(PlayError::Rule)?;
        let a = self.parse(seat, action)?;
        self.0.check(seat, a).map_err(PlayError::Rule)?;
        let observer = sanitize(observer, self.0.num_players());
        Ok(self.0.describe(seat, a, observer, lang))
    }
    fn rules(&self, lang: Lang) -> &'static str {
        G::rules(lang)
    }
    fn lessons(&self, lang: Lang) -> Vec<LessonStep> {
        G::lessons(lang)
    }
    fn choices(&self, seat: Seat) -> Vec<Choice> {
        if seat >= self.0.num_players() {
            return Vec::new();
        }
        let mut v = Vec::new();
        self.0.legal_actions(seat, &mut v);
        v.into_iter()
            .map(|a| Choice {
                action: self.0.format_action(seat, a),
                clicks: self.0.clicks(seat, a),
            })
            .collect()
    }
    fn clicks(&self, seat: Seat, action: &str) -> Vec<String> {
        match self.parse(seat, action) {
            Ok(a) if seat < self.0.num_players() && self.0.check(seat, a).is_ok() => {
                self.0.clicks(seat, a)
            }
            _ => Vec::new(),
        }
    }
    fn encode(&self) -> String {
        self.0.encode()
    }
    fn position_key(&self) -> u64 {
        // FNV-1a over the name, mixed with the state's own hash.
        let name = G::NAME.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        (self.0.state_hash() ^ name).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A seat that does not exist sees what a spectator sees.
fn sanitize(observer: Observer, players: usize) -> Observer {
    match observer {
        Observer::Seat(s) if s >= players => Observer::Spectator,
        o => o,
    }
}
