// @ts-check
/**
 * The rematch of a finished game: a button for each seat, who has offered so far, and
 * the move of every page to the new game once every person has offered. Another's
 * offer is answered in the offers banner (offers.js), which may also decline it: the
 * others' offers are then withdrawn, and an offerer whose offer vanishes so, with no
 * new game, was declined. The new game
 * has the seats rotated (swapped for two); each seat's old token opens its new seat,
 * so a page moves to `/play/{new}?seat=S&token=SAME` (a signed-in seat without a
 * token needs none), and a spectator moves to watch the new game.
 */

import { api } from './api.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/**
 * News of a rematch: the seats (from 1) that offered; once all have, the new game,
 * and either this seat's new seat and link (the answer to an offer) or every seat's
 * new seat (`seats[i]` for old seat i + 1, on the socket).
 * @typedef {{offered?: number[], game_id?: string|null, seat?: number|null, url?: string|null,
 *   seats?: number[]|null}} RematchNews
 */

export class Rematch {
  /**
   * @param {HTMLElement} box where the button and the offers are shown
   * @param {string} id the finished game
   * @param {string|null} token this seat's token (null when watching or signed in)
   * @param {() => void} [changed] called when the offers change
   */
  constructor(box, id, token, changed = () => {}) {
    this.changed = changed;
    /** Whether this seat's offer was withdrawn by another's refusal. */
    this.declined = false;
    this.box = box;
    this.id = id;
    this.token = token;
    /** @type {MatchView|null} */
    this.view = null;
    /** @type {number[]} seats (from 1) that offered */
    this.offered = [];
    this.moved = false;
    this.problem = '';
  }

  /** @param {MatchView} view */
  show(view) {
    this.view = view;
    this.draw();
  }

  /**
   * News of the rematch: a socket message (`{"type": "rematch", …}`) or the answer to
   * an offer. Once it names the new game, the page moves there.
   * @param {RematchNews} news
   */
  receive(news) {
    if (Array.isArray(news.offered)) {
      const me = this.view?.observer ?? null;
      if (me !== null && this.offered.includes(me) && !news.offered.includes(me) && !news.game_id) this.declined = true;
      if (me !== null && news.offered.includes(me)) this.declined = false;
      this.offered = news.offered;
    }
    if (news.game_id) {
      this.move(news);
      return;
    }
    this.draw();
  }

  /** @param {RematchNews} news */
  move(news) {
    if (this.moved || !news.game_id) return;
    this.moved = true;
    const view = this.view;
    const game = encodeURIComponent(news.game_id);
    let url;
    if (!view || view.observer === null) {
      url = `/watch/${game}`;
    } else if (news.url && news.seat) {
      url = news.url;
    } else {
      // The server says where each seat goes; they rotate by one (swap for two).
      const seat = news.seat ?? news.seats?.[view.observer - 1] ?? (view.observer % view.seats.length) + 1;
      url = this.token
        ? `/play/${game}?seat=${seat}&token=${encodeURIComponent(this.token)}`
        : `/play/${game}`;
    }
    fill(this.box, el('p', { role: 'status' }, t('rematch-starts')));
    location.assign(url);
  }

  async offer() {
    this.problem = '';
    this.declined = false;
    try {
      const news = /** @type {RematchNews} */ (await api(`/api/games/${encodeURIComponent(this.id)}/rematch`, this.token ? { token: this.token } : {}));
      this.receive(news);
    } catch (e) {
      this.problem = /** @type {Error} */ (e).message;
      this.draw();
    }
  }

  /** Decline the others' offers: they are withdrawn. */
  async decline() {
    this.problem = '';
    try {
      const news = /** @type {RematchNews} */ (await api(`/api/games/${encodeURIComponent(this.id)}/rematch/decline`, this.token ? { token: this.token } : {}));
      this.receive(news);
    } catch (e) {
      this.problem = /** @type {Error} */ (e).message;
      this.draw();
    }
  }

  draw() {
    const v = this.view;
    if (this.moved) return;
    this.changed();
    if (!v || !v.result) {
      fill(this.box);
      return;
    }
    const mine = v.observer !== null && this.offered.includes(v.observer);
    const others = this.offered.filter((s) => s !== v.observer);
    const people = v.seats.filter((s) => s.player !== 'computer').length;
    // Another's offer is said in the offers banner, with its Accept and Decline.
    const said = [
      mine ? t('rematch-you-offered') : '',
      mine && this.offered.length < people ? t('rematch-waiting-more', { n: people - this.offered.length }) : '',
    ].filter(Boolean).join(' ');
    const button = v.observer === null ? null : el('button', {
      type: 'button', class: 'rematch', disabled: mine, onclick: () => this.offer(),
    }, mine ? t('rematch-offered') : others.length ? t('rematch-accept') : t('rematch-rematch'));
    fill(this.box, button, el('p', { class: 'rematch-offers', role: 'status' }, said),
      this.problem ? el('p', { class: 'alert', role: 'alert' }, this.problem) : null);
  }
}
