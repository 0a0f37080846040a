// @ts-check
/**
 * The seats by the board: a bar for each seat with its name, its rating change after
 * a rated game, and its clock in a timed game, as on a chess site — the seat whose
 * side is at the bottom of the picture below the board (the player's own; seat 1 for
 * a spectator), every other seat above it in seat order. These are the page's only
 * clocks, so no two can disagree.
 */

import { el, fill, seatDot } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/** @typedef {import('./api.js').SeatEntry} SeatEntry */

/**
 * A rating change in words: "+12", "−12" (a true minus sign), "±0".
 * @param {{before: number, after: number}} r
 */
export function ratingChangeText(r) {
  const d = r.after - r.before;
  return d > 0 ? `+${d}` : d < 0 ? `\u2212${-d}` : '\u00b10';
}

/**
 * The rating change of a seat as a small badge, or null when the view has none.
 * @param {SeatEntry} s
 */
export function ratingBadge(s) {
  if (!s.rating) return null;
  const d = s.rating.after - s.rating.before;
  return el('span', {
    class: `rating-change ${d > 0 ? 'up' : d < 0 ? 'down' : ''}`.trim(),
    title: t('bars-rating', { before: s.rating.before, after: s.rating.after }),
  }, ratingChangeText(s.rating));
}

/**
 * The seat at the bottom: the side the board is drawn from, else the player's own,
 * else seat 1.
 * @param {MatchView} v
 */
export function bottomSeat(v) {
  return v.board?.side ?? v.observer ?? 1;
}

/**
 * One seat's bar.
 * @param {MatchView} v
 * @param {SeatEntry} s
 * @param {Node|null} clock
 */
function bar(v, s, clock) {
  const mine = s.seat === v.observer;
  const who = s.account ?? (s.player === 'computer' ? t('bars-computer', { agent: String(s.agent) }) : mine ? t('bars-you') : t('bars-guest'));
  return el('div', {
    class: ['seat-bar', v.to_move.includes(s.seat) ? 'to-move' : ''].join(' ').trim(),
    'data-seat': String(s.seat),
  },
  el('span', { class: 'seat-who' },
    seatDot(s.colour),
    el('span', { class: 'seat-name' }, s.name), ' ', el('span', { class: 'seat-player' }, who),
    ' ', ratingBadge(s)),
  clock);
}

/**
 * Fill the bars above and below the board.
 * @param {HTMLElement} above
 * @param {HTMLElement} below
 * @param {MatchView} v
 * @param {(seat: number, name: string) => HTMLElement|null} clockOf each seat's clock element
 */
export function showBars(above, below, v, clockOf) {
  const low = bottomSeat(v);
  const line = (/** @type {SeatEntry} */ s) => bar(v, s, clockOf(s.seat, s.name));
  fill(above, ...v.seats.filter((s) => s.seat !== low).map(line));
  fill(below, ...v.seats.filter((s) => s.seat === low).map(line));
}
