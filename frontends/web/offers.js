// @ts-check
/**
 * Offers where the eye is: a banner by the board with what another player offers — a
 * draw while the game runs, a rematch once it is over — in words ("Dark offers a
 * draw"), with Accept and Decline, and two short notes when an offer arrives (sound.js,
 * on unless the player turned the page's sounds off). It also says that one's own
 * draw offer stands, and that an offer was declined. A spectator reads the offers
 * without buttons. The page decides nothing: the view's `may` says whether a draw may
 * be accepted or declined, and the rematch's news who offered.
 */

import { offerArrived } from './sound.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/**
 * What the banner asks of the page.
 * @typedef {object} OfferHooks
 * @property {(message: any) => void} send a request on the game's socket
 * @property {() => void} acceptRematch
 * @property {() => void} declineRematch
 */

export class Offers {
  /** @param {OfferHooks} hooks */
  constructor(hooks) {
    this.hooks = hooks;
    this.box = el('div', { class: 'offers', role: 'region', 'aria-label': t('offers-label'), 'aria-live': 'polite' });
    /** The offers to this seat shown last (`draw@ply`, `rematch`); null before the first view. @type {Set<string>|null} */
    this.incoming = null;
  }

  /**
   * Draw the banner for `v`, with the rematch's state.
   * @param {MatchView} v
   * @param {{offered: number[], declined: boolean}} rematch seats (from 1) that offered a
   *   rematch, and whether this seat's offer was declined
   */
  show(v, rematch) {
    // A player by their account's name where they have one, else by their seat's.
    const name = (/** @type {number} */ seat) => {
      const s = v.seats[seat - 1];
      return s?.account ?? s?.name ?? t('offers-player', { seat });
    };
    const me = v.observer;
    /** @type {Node[]} */
    const lines = [];
    /** @type {Set<string>} */
    const incoming = new Set();
    if (!v.result && v.draw_offer !== null) {
      if (v.draw_offer === me) {
        lines.push(line('mine', t('offers-mine')));
      } else if (me !== null && v.may.includes('accept_draw')) {
        incoming.add(`draw@${v.draw_offer}`);
        lines.push(line('draw', t('offers-draw', { name: name(v.draw_offer) }),
          this.button(t('offers-accept'), 'accept-draw', () => this.hooks.send({ type: 'draw', ply: v.ply })),
          this.button(t('offers-decline'), 'decline-draw', () => this.hooks.send({ type: 'decline_draw', ply: v.ply }))));
      } else {
        lines.push(line('draw', t('offers-draw', { name: name(v.draw_offer) })));
      }
    }
    const declined = !v.result && v.draw_offer === null ? [...v.events].reverse().find((e) => e.ply === v.ply) : undefined;
    if (declined?.event === 'decline_draw' && declined.seat !== me) lines.push(line('declined', `${declined.text}.`));
    if (v.result) {
      const others = rematch.offered.filter((s) => s !== me);
      const mine = me !== null && rematch.offered.includes(me);
      if (others.length && !mine && me !== null) {
        incoming.add('rematch');
        lines.push(line('rematch', t('offers-rematch', { names: others.map(name).join(', '), n: others.length }),
          this.button(t('offers-accept'), 'accept-rematch', this.hooks.acceptRematch),
          this.button(t('offers-decline'), 'decline-rematch', this.hooks.declineRematch)));
      } else if (others.length && me === null) {
        lines.push(line('rematch', t('offers-rematch', { names: others.map(name).join(', '), n: others.length })));
      }
      if (rematch.declined && !others.length) {
        const people = v.seats.filter((s) => s.player === 'human' && s.seat !== me);
        lines.push(line('declined', people.length === 1 ? t('offers-rematch-declined-by', { name: people[0].account ?? people[0].name }) : t('offers-rematch-declined')));
      }
    }
    if (this.incoming && [...incoming].some((k) => !this.incoming?.has(k))) offerArrived();
    this.incoming = incoming;
    fill(this.box, ...lines);
  }

  /**
   * @param {string} label
   * @param {string} kind
   * @param {() => void} onclick
   */
  button(label, kind, onclick) {
    return el('button', { type: 'button', class: `offer-button ${kind}`, onclick: (/** @type {Event} */ e) => {
      /** @type {HTMLButtonElement} */ (e.currentTarget).disabled = true;
      onclick();
    } }, label);
  }
}

/**
 * One offer's line: its words, then its buttons.
 * @param {string} kind
 * @param {string} words
 * @param {...Node} buttons
 */
function line(kind, words, ...buttons) {
  return el('div', { class: `offer offer-${kind}` }, el('p', { class: 'offer-words' }, words),
    buttons.length ? el('div', { class: 'offer-buttons' }, ...buttons) : null);
}
