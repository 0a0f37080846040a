// @ts-check
/**
 * The Flip button: the board seen from the other side. The game draws its own
 * picture from a seat's side (docs/pictures.md); the page only asks the server for the
 * other one (`flip=true`), so it needs no knowledge of any game. The choice is
 * remembered per game (Squadro, Tilt…) in localStorage.
 */

import { storedSwitch } from './switches.js';
import { el } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/**
 * The player's choice of the other side in a game (off unless turned on).
 * @param {string} game
 */
const flipChoice = (game) => storedSwitch(`cubist.flip.${game}`, false);

export class Flip {
  /** @param {() => void} changed called when the page must ask for its views again */
  constructor(changed) {
    this.changed = changed;
    /** The game's name, once a view told it. @type {string|null} */
    this.game = null;
    /** Whether the views were last asked for flipped. */
    this.asked = false;
    this.button = el('button', {
      type: 'button', class: 'flip', hidden: true, 'aria-pressed': 'false',
      title: t('flip-title'), onclick: () => this.toggle(),
    }, t('flip-button'));
  }

  /** Whether the board is to be flipped in this game. */
  get flipped() {
    return !!this.game && flipChoice(this.game).get();
  }

  /**
   * The query's `flip` for the next connection, noted as asked.
   * @param {URLSearchParams} query
   */
  ask(query) {
    this.asked = this.flipped;
    if (this.asked) query.set('flip', 'true');
  }

  /**
   * A view arrived: learn the game, show the button where there is another side, and
   * ask again if the remembered choice is not the one asked for.
   * @param {Pick<MatchView, 'game' | 'board'> & {seats: unknown[]}} view
   */
  learn(view) {
    this.game = view.game;
    this.button.hidden = !view.board || view.seats.length < 2;
    this.button.setAttribute('aria-pressed', String(this.flipped));
    if (this.flipped !== this.asked) this.changed();
  }

  toggle() {
    if (!this.game) return;
    flipChoice(this.game).set(!this.flipped);
    this.button.setAttribute('aria-pressed', String(this.flipped));
    this.changed();
  }
}
