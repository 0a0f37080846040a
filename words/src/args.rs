//! A message's arguments: words or numbers, by name.

use fluent_bundle::{FluentArgs, FluentValue};

/// One argument's value. Numbers stay numbers so that each language picks its plural.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Number(f64),
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
    /// The names given, for the checks.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|(n, _)| *n)
    }
    pub(crate) fn fluent(&self) -> FluentArgs<'_> {
        let mut out = FluentArgs::with_capacity(self.0.len());
        for (name, value) in &self.0 {
            match value {
                Value::Text(t) => out.set(*name, FluentValue::from(t.as_str())),
                Value::Number(n) => out.set(*name, FluentValue::from(*n)),
            }
        }
        out
    }
}
