//! One part's messages in every language.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;

use crate::{pseudo, Args, Lang};

type Bundle = FluentBundle<FluentResource>;

/// One part's messages (a game, the server, the terminal) in every spoken language,
/// from Fluent sources built into the binary. Each language's bundle is read the
/// first time it is asked for, then shared.
pub struct Catalogue {
    name: &'static str,
    /// The Fluent source of each spoken language, in the order of [`Lang::SPOKEN`].
    sources: [&'static str; 5],
    bundles: [OnceLock<Bundle>; 6],
}

impl Catalogue {
    pub const fn new(name: &'static str, sources: [&'static str; 5]) -> Self {
        Catalogue {
            name,
            sources,
            bundles: [const { OnceLock::new() }; 6],
        }
    }

    /// The part's name, as the checks report it.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The Fluent source of `lang` (English's for the pseudo-language).
    pub fn source(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Pseudo => self.sources[0],
            other => self.sources[other.index()],
        }
    }

    /// Message `id` in `lang` with `args`. A message missing from `lang` is said in
    /// English; one missing from English too is returned as its id, which the
    /// catalogue checks forbid, so a page never shows an empty space.
    pub fn say(&self, lang: Lang, id: &str, args: &Args) -> String {
        self.try_say(lang, id, args)
            .or_else(|| self.try_say(Lang::En, id, args))
            .unwrap_or_else(|| id.to_string())
    }

    /// Message `id` in `lang`, if `lang`'s file has it.
    pub fn try_say(&self, lang: Lang, id: &str, args: &Args) -> Option<String> {
        let bundle = self.bundle(lang);
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let fluent = args.fluent(lang);
        let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
        Some(text.into_owned())
    }

    /// Whether English has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle(Lang::En).has_message(id)
    }

    /// The ids of English's messages, in file order.
    pub fn ids(&self) -> Vec<String> {
        crate::check::message_ids(self.sources[0])
    }

    pub(crate) fn bundle(&self, lang: Lang) -> &Bundle {
        self.bundles[lang.index()].get_or_init(|| self.read(lang))
    }

    /// A language's bundle; a message that does not parse is left out (and reported by
    /// the checks), the rest still serve.
    fn read(&self, lang: Lang) -> Bundle {
        let resource = match FluentResource::try_new(self.source(lang).to_string()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        let mut bundle = FluentBundle::new_concurrent(vec![lang.identifier()]);
        // Isolation marks would reach terminals and tests as stray characters.
        bundle.set_use_isolating(false);
        if lang == Lang::Pseudo {
            bundle.set_transform(Some(pseudo));
        }
        bundle.add_resource_overriding(resource);
        bundle
    }
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalogue")
            .field("name", &self.name)
            .finish()
    }
}
