//! A message's arguments: words or numbers, by name.

use std::sync::Arc;

use fluent_bundle::{FluentArgs, FluentValue};

use crate::Lang;

/// One argument's value. Numbers stay numbers so that each language picks its plural;
/// a sentence of another part is said in the same language as the message around it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Number(f64),
    Said(Said),
}

/// Words another part says in a reader's language (e.g. a game's reason inside a
/// server's error), said when the message around them is.
#[derive(Clone)]
pub struct Said(Arc<dyn Fn(Lang) -> String + Send + Sync>);

impl Said {
    pub fn new(say: impl Fn(Lang) -> String + Send + Sync + 'static) -> Self {
        Said(Arc::new(say))
    }
    pub fn say(&self, lang: Lang) -> String {
        (self.0)(lang)
    }
}

impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Said({:?})", self.say(Lang::En))
    }
}

/// The same words: the same sentence in English.
impl PartialEq for Said {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.say(Lang::En) == other.say(Lang::En)
    }
}

/// The arguments of one message, e.g. `Args::new().text("seat", "Light").number("n", 3)`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args(Vec<(&'static str, Value)>);

impl Args {
    pub fn new() -> Self {
        Args::default()
    }
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.0.push((name, Value::Text(value.into())));
        self
    }
    pub fn number(mut self, name: &'static str, value: impl Into<f64>) -> Self {
        self.0.push((name, Value::Number(value.into())));
        self
    }
    /// Words said in the message's language when the message is (see [`Said`]).
    pub fn said(
        mut self,
        name: &'static str,
        say: impl Fn(Lang) -> String + Send + Sync + 'static,
    ) -> Self {
        self.0.push((name, Value::Said(Said::new(say))));
        self
    }
    /// Another message, said in the language this one is said in.
    pub fn phrase(self, name: &'static str, phrase: &crate::Phrase) -> Self {
        let phrase = phrase.clone();
        self.said(name, move |lang| phrase.say(lang))
    }
    /// The names given, for the checks.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|(n, _)| *n)
    }
    pub(crate) fn fluent(&self, lang: Lang) -> FluentArgs<'_> {
        let mut out = FluentArgs::with_capacity(self.0.len());
        for (name, value) in &self.0 {
            match value {
                Value::Text(t) => out.set(*name, FluentValue::from(t.as_str())),
                Value::Number(n) => out.set(*name, FluentValue::from(*n)),
                Value::Said(s) => out.set(*name, FluentValue::from(s.say(lang))),
            }
        }
        out
    }
}
