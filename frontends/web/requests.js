// @ts-check
/**
 * What a seat may ask beyond its moves — a hint, undo, aborting, resigning, a draw,
 * leaving, a claim — as buttons. The view's `may` says which; the page decides nothing
 * itself, but for showing Abort in place of Resign while a game may be aborted (a
 * resignation then aborts it too).
 */

import { ratingBadge } from './bars.js';
import { el, fill, seatDot } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/** The button of each request, in the order the server lists them. */
const LABELS = /** @type {Record<string, () => string>} */ ({
  hint: () => t('request-hint'),
  undo: () => t('request-undo'),
  abort: () => t('request-abort'),
  resign: () => t('request-resign'),
  offer_draw: () => t('request-offer-draw'),
  accept_draw: () => t('request-accept-draw'),
  leave: () => t('request-leave'),
  claim: () => t('request-claim'),
});
/** The second click's question of a request that gives the game up. */
const REALLY = /** @type {Record<string, () => string>} */ ({
  resign: () => t('request-really-resign'),
  leave: () => t('request-really-leave'),
});

/** Requests answered in the offers banner, not among these buttons. */
const ANSWERS = new Set(['accept_draw', 'decline_draw']);
/** Requests that give the game up: a second click confirms. */
const CONFIRM = new Set(['resign', 'leave']);
/** How long a first click waits for its confirmation, in ms. */
const CONFIRM_MS = 5000;

export class Requests {
  /**
   * @param {HTMLElement} box where the buttons go
   * @param {(message: any) => void} send sends a message on the game's socket
   */
  constructor(box, send) {
    this.box = box;
    this.send = send;
    /** @type {string|null} a request clicked once, waiting for its confirmation */
    this.armed = null;
    /** @type {MatchView|null} */
    this.view = null;
  }

  /** @param {MatchView} view */
  show(view) {
    this.view = view;
    // Answering a draw offer is the offers banner's (offers.js).
    const may = (view.may.includes('abort') ? view.may.filter((r) => r !== 'resign') : view.may)
      .filter((r) => !ANSWERS.has(r));
    const buttons = may.flatMap((request) => this.buttons(view, request));
    fill(this.box, ...buttons);
  }

  /**
   * @param {MatchView} view
   * @param {string} request
   * @returns {HTMLElement[]}
   */
  buttons(view, request) {
    if (request === 'claim') {
      const away = view.seats.filter((s) => s.away && s.seat !== view.observer).map((s) => s.name);
      if (view.seats.length === 2) {
        return [
          this.button('claim', t('request-claim-win', { names: away.join(', ') }), { draw: false }),
          this.button('claim-draw', t('request-claim-draw'), { draw: true }),
        ];
      }
      return [this.button('claim', t('request-hand-over', { names: away.join(', ') }), { draw: false })];
    }
    const label = this.armed === request ? REALLY[request]?.() : LABELS[request]?.();
    return [this.button(request, label ?? request, {})];
  }

  /**
   * @param {string} request
   * @param {string} label
   * @param {Record<string, any>} extra fields of the message
   */
  button(request, label, extra) {
    return el('button', {
      type: 'button',
      class: `request request-${request}`,
      onclick: () => this.click(request, extra),
    }, label);
  }

  /**
   * @param {string} request
   * @param {Record<string, any>} extra
   */
  click(request, extra) {
    if (CONFIRM.has(request) && this.armed !== request) {
      this.armed = request;
      setTimeout(() => {
        if (this.armed === request) {
          this.armed = null;
          if (this.view) this.show(this.view);
        }
      }, CONFIRM_MS);
      if (this.view) this.show(this.view);
      return;
    }
    this.armed = null;
    const type = { 'claim-draw': 'claim', offer_draw: 'draw', accept_draw: 'draw' }[request] ?? request;
    const ply = this.view?.ply;
    this.send(type === 'hint' ? { type } : { type, ply, ...extra });
  }
}

/**
 * A seat's line in the list of players: who plays it and whether they are there, and
 * its rating change after a rated game (the game page shows the clocks by the board).
 * @param {MatchView} v
 * @param {import('./api.js').SeatEntry} s
 * @param {Node|null} [clock] the seat's clock (floated to the line's right end)
 */
export function seatLine(v, s, clock = null) {
  const mine = s.seat === v.observer;
  /** @type {(Node|string)[]} */
  const who = s.account
    ? [el('a', { href: `/players/${encodeURIComponent(s.account)}`, class: 'player' }, s.account), mine ? ` ${t('seat-you-mark')}` : '']
    : [s.player === 'computer' ? t('bars-computer', { agent: String(s.agent) }) : (mine ? t('bars-you') : t('bars-guest'))];
  const state = [];
  if (s.gone) state.push(s.gone);
  if (s.out) state.push(t('seat-out'));
  if (s.player === 'human' && !s.out) state.push(s.away ? t('seat-away') : (s.online ? t('seat-online') : t('seat-offline')));
  return el('li', {
    class: [v.to_move.includes(s.seat) ? 'to-move' : '', s.online ? 'online' : 'offline'].join(' ').trim(),
    'aria-current': v.to_move.includes(s.seat) ? 'true' : undefined,
  }, clock, seatDot(s.colour), `${s.seat}. ${s.name} — `, ...who,
  s.rating ? ' ' : null, ratingBadge(s),
  state.length ? el('span', { class: 'presence' }, ` · ${state.join(' · ')}`) : null);
}
