// @ts-check
/**
 * What a finished game offers a seated player beside the rematch (rematch.js): New
 * opponent, which posts the same seek again (the game, its options, its time control
 * and whether it was rated, all from the view), Replay, and Review, which asks the
 * server for the game's review and opens the replay, where it shows.
 */

import { api } from './api.js';
import { controlText } from './timecontrol.js';
import { seekAgain } from './seeks.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/**
 * Fill `box` with the buttons for a finished game (nothing while it runs).
 * @param {HTMLElement} box
 * @param {MatchView} v
 * @param {string} id the game's
 * @param {string|null} [token] the seat's, on a guest's seat page
 */
export function showFinished(box, v, id, token = null) {
  if (!v.result) {
    fill(box);
    return;
  }
  if (box.childElementCount) return;
  const problem = el('p', { class: 'alert', role: 'alert' });
  const people = v.seats.every((s) => s.player === 'human');
  const again = v.observer !== null && people ? el('button', {
    type: 'button', class: 'new-opponent', onclick: async () => {
      problem.textContent = '';
      /** @type {Record<string, any>} */
      const body = { game: v.game, options: v.options ?? {}, rated: !!v.rated };
      if (v.time_control) body.clock = v.time_control;
      const text = [v.title, controlText(v.time_control), v.rated ? t('seek-rated-word') : t('seek-casual')].join(' · ');
      try {
        await seekAgain(body, text);
      } catch (e) {
        problem.textContent = /** @type {Error} */ (e).message;
      }
    },
  }, t('finished-new-opponent')) : null;
  const replay = el('button', {
    type: 'button', class: 'replay-game', onclick: () => location.assign(`/replay/${encodeURIComponent(id)}`),
  }, t('finished-replay'));
  const review = el('button', {
    type: 'button', class: 'review-game', onclick: async () => {
      problem.textContent = '';
      try {
        await api(`/api/games/${encodeURIComponent(id)}/review`, token ? { token } : {});
      } catch (e) {
        problem.textContent = /** @type {Error} */ (e).message;
        return;
      }
      location.assign(`/replay/${encodeURIComponent(id)}#review`);
    },
  }, t('finished-review'));
  fill(box, again, replay, review, problem);
}
