//! Each action in words, worked out once as it is played: the game can only say an
//! action from the position before it, which is gone once the action is played. It
//! is said then in every language, so each reader later reads it in their own.

use cubist_core::{DynGame, Lang, Observer, RecordedAction, Seat, ALL_LANGS};

/// One action in a sentence for each observer (every seat's, then a spectator's),
/// each in every language of [`ALL_LANGS`], in that order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Sentences(Vec<Vec<String>>);

impl Sentences {
    /// `seat`'s `action` in `game` (before it is played), for each observer; the
    /// notation where the game cannot say it (an action that is not legal).
    pub(crate) fn of(game: &dyn DynGame, seat: Seat, action: &str) -> Sentences {
        let n = game.num_players();
        let observers = (0..n).map(Observer::Seat).chain([Observer::Spectator]);
        let said = |o, lang| {
            game.describe(seat, action, o, lang)
                .unwrap_or_else(|_| action.to_string())
        };
        Sentences(
            observers
                .map(|o| ALL_LANGS.iter().map(|&lang| said(o, lang)).collect())
                .collect(),
        )
    }

    /// The sentence for `observer` in `lang`; a seat the game does not have reads what
    /// a spectator reads.
    pub(crate) fn to(&self, observer: Observer, lang: Lang) -> &str {
        let spectator = self.0.len() - 1;
        let i = observer
            .seat()
            .filter(|&s| s < spectator)
            .unwrap_or(spectator);
        let l = ALL_LANGS.iter().position(|&l| l == lang).unwrap_or(0);
        &self.0[i][l]
    }
}

/// The sentences of recorded `actions`, replayed from `start`: as many as could be
/// replayed, which is all of them unless an action does not apply.
pub(crate) fn sentences_of(start: &dyn DynGame, actions: &[RecordedAction]) -> Vec<Sentences> {
    let mut game = start.clone_box();
    let mut out = Vec::with_capacity(actions.len());
    for a in actions {
        out.push(Sentences::of(game.as_ref(), a.seat, &a.action));
        if game.play(a.seat, &a.action).is_err() {
            break;
        }
    }
    out
}
