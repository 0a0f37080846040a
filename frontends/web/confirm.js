// @ts-check
/**
 * Confirm a move: when a move is complete on the board, a Confirm / Cancel pair comes
 * before it is sent. The choice is the player's, per game, remembered in this browser;
 * unchosen, it is on while the seats choose in secret (the view's `simultaneous`: a
 * card laid face down cannot be taken back), off otherwise. The page knows no rules:
 * the server's view says which turns are secret.
 */

import { storedChoice } from './switches.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/**
 * Where the choice for a game is kept.
 * @param {string} game
 */
const key = (game) => `cubist.confirm.${game}`;

/** The player's choice for a game: true, false, or null when never made. */
export const confirmChoice = {
  /** @param {string} game */
  get: (game) => storedChoice(key(game)).get(),
  /**
   * @param {string} game
   * @param {boolean} on
   */
  set: (game, on) => storedChoice(key(game)).set(on),
};

/**
 * Whether a move made now in `v` waits for a confirmation.
 * @param {MatchView} v
 */
export function confirming(v) {
  return confirmChoice.get(v.game) ?? !!v.simultaneous;
}

export class Confirm {
  /**
   * @param {HTMLElement} box where the pair is shown
   * @param {(action: string) => void} send sends a move
   * @param {() => void} cancelled the move was not sent: the board starts it again
   */
  constructor(box, send, cancelled) {
    this.box = box;
    this.send = send;
    this.cancelled = cancelled;
    /** @type {MatchView|null} */
    this.view = null;
  }

  /**
   * A new view: any move waiting for its confirmation is dropped.
   * @param {MatchView} v
   */
  show(v) {
    if (this.view && this.view.ply !== v.ply) fill(this.box);
    this.view = v;
  }

  /**
   * A move completed on the board: sent at once, or held for Confirm.
   * @param {string} action
   */
  made(action) {
    const v = this.view;
    if (!v || !confirming(v)) {
      this.send(action);
      return;
    }
    fill(this.box, el('span', { class: 'confirm-text' }, t('confirm-play', { move: action })),
      el('button', { type: 'button', class: 'primary confirm-move', onclick: () => {
        fill(this.box);
        this.send(action);
      } }, t('confirm-confirm')),
      el('button', { type: 'button', class: 'confirm-cancel', onclick: () => {
        fill(this.box);
        this.cancelled();
      } }, t('confirm-cancel')));
    /** @type {HTMLElement|null} */ (this.box.querySelector('.confirm-move'))?.focus();
  }

  /**
   * The checkbox "Confirm moves" for the game of `v`: checked as the page acts now.
   * @param {MatchView} v
   */
  toggle(v) {
    const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'confirm-moves' }));
    box.checked = confirming(v);
    box.addEventListener('change', () => confirmChoice.set(v.game, box.checked));
    return el('label', { class: 'confirm-toggle', for: 'confirm-moves' }, box, ' ', t('confirm-moves'));
  }
}
