//! A sentence decided but not yet said: a message of a catalogue with its arguments.
//! Rules and servers decide *what* to say; the front end, which knows its reader,
//! says it in their language.

use crate::{Args, Catalogue, Lang};

/// Message `id` of `catalogue` with `args`, to be said in a reader's language.
#[derive(Clone)]
pub struct Phrase {
    catalogue: &'static Catalogue,
    id: &'static str,
    args: Args,
}

impl Phrase {
    pub fn new(catalogue: &'static Catalogue, id: &'static str, args: Args) -> Self {
        Phrase {
            catalogue,
            id,
            args,
        }
    }
    /// The message's id: stable, the same in every language, for programs to match.
    pub fn id(&self) -> &'static str {
        self.id
    }
    pub fn args(&self) -> &Args {
        &self.args
    }
    pub fn catalogue(&self) -> &'static Catalogue {
        self.catalogue
    }
    /// The sentence in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.catalogue.say(lang, self.id, &self.args)
    }
}

/// English, for logs and for callers that have no reader.
impl std::fmt::Display for Phrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::fmt::Debug for Phrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{} {:?}", self.catalogue.name(), self.id, self.args)
    }
}

impl PartialEq for Phrase {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.catalogue, other.catalogue)
            && self.id == other.id
            && self.args == other.args
    }
}

/// Arguments' numbers are never NaN (they count things), so equality is total.
impl Eq for Phrase {}
