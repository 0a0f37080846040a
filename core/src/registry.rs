//! Reaching games by name without this crate knowing any game.
//!
//! The catalog crate lists the games; a front end that needs the static type (to run
//! a typed agent, a benchmark) passes a [`GameVisitor`] and gets called back with it.

use cubist_words::Lang;
use serde::Serialize;

use crate::{
    DecodeError, DynGame, Erased, Game, GameOptions, OptionError, OptionPairs, OptionSpec, Trust,
};

/// Something to do with a game type chosen at run time by name.
pub trait GameVisitor {
    type Output;
    fn visit<G: Game>(self) -> Self::Output;
}

/// What a front end can show about a game before creating one.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    pub name: &'static str,
    pub title: &'static str,
    /// One line saying what the game is, in English (see [`GameInfo::summary_in`]).
    pub summary: String,
    /// The rules in English (see [`GameInfo::rules_in`] for other languages).
    pub rules: &'static str,
    pub perfect_information: bool,
    /// Whether the seed decides anything after the first action.
    pub chance: bool,
    /// Version of the game's wire view format (`docs/wire.md`).
    pub wire_version: u32,
    /// The options, their words for people in English (see [`GameInfo::options_in`]).
    pub options: Vec<OptionSpec>,
    /// The options' specs in a language.
    #[serde(skip)]
    options_of: fn(Lang) -> Vec<OptionSpec>,
    /// [`Game::summary`] of the game.
    #[serde(skip)]
    summary_of: fn(Lang) -> String,
    /// [`Game::rules`] of the game.
    #[serde(skip)]
    rules_of: fn(Lang) -> &'static str,
    /// Every puzzle theme the game names ([`Game::PUZZLE_THEMES`]).
    #[serde(skip)]
    pub puzzle_themes: &'static [&'static str],
    /// [`Game::say_theme`] of the game.
    #[serde(skip)]
    theme_of: fn(&str, Lang) -> String,
}

impl GameInfo {
    pub fn of<G: Game>() -> Self {
        GameInfo {
            name: G::NAME,
            title: G::TITLE,
            summary: G::summary(Lang::En),
            rules: G::RULES,
            perfect_information: G::PERFECT_INFORMATION,
            chance: G::CHANCE,
            wire_version: G::WIRE_VERSION,
            options: G::Options::specs(),
            options_of: G::Options::specs_in,
            summary_of: G::summary,
            rules_of: G::rules,
            puzzle_themes: G::PUZZLE_THEMES,
            theme_of: G::say_theme,
        }
    }

    /// The one-line summary in `lang`.
    pub fn summary_in(&self, lang: Lang) -> String {
        (self.summary_of)(lang)
    }

    /// The rules in `lang`, English where the game has none in it.
    pub fn rules_in(&self, lang: Lang) -> &'static str {
        (self.rules_of)(lang)
    }

    /// A puzzle theme of the game (`send back`) said in `lang`; an unknown one as it is.
    pub fn theme_in(&self, theme: &str, lang: Lang) -> String {
        (self.theme_of)(theme, lang)
    }

    /// The options' specs, their labels, help and choices' labels in `lang`.
    pub fn options_in(&self, lang: Lang) -> Vec<OptionSpec> {
        (self.options_of)(lang)
    }
}

/// Visitor: the game's [`GameInfo`].
pub struct InfoVisitor;
impl GameVisitor for InfoVisitor {
    type Output = GameInfo;
    fn visit<G: Game>(self) -> GameInfo {
        GameInfo::of::<G>()
    }
}

/// Visitor: a new type-erased game from options and a seed.
pub struct CreateVisitor<'a> {
    pub options: &'a OptionPairs,
    pub seed: u64,
    /// Where the options came from: only [`Trust::Local`] ones may name files.
    pub trust: Trust,
}
impl GameVisitor for CreateVisitor<'_> {
    type Output = Result<Box<dyn DynGame>, OptionError>;
    fn visit<G: Game>(self) -> Self::Output {
        let opts = G::Options::from_pairs_with(self.options, self.trust)?;
        Ok(Box::new(Erased(G::new(&opts, self.seed))))
    }
}

/// Visitor: a type-erased game read back from [`Game::encode`] text.
pub struct DecodeVisitor<'a>(pub &'a str);
impl GameVisitor for DecodeVisitor<'_> {
    type Output = Result<Box<dyn DynGame>, DecodeError>;
    fn visit<G: Game>(self) -> Self::Output {
        Ok(Box::new(Erased(G::decode(self.0)?)))
    }
}
