// @ts-check
/**
 * The seats this browser plays. A guest's seats are remembered here (`localStorage`
 * `cubist.games`: each game's id, seat and token), so that "My games" lists them as
 * the server lists a signed-in player's. A signed-in player who opens a seat's link
 * takes the seat with the account (`POST /api/games/{id}/seat`): the server's list
 * then finds it, and the cookie opens it after the tab is closed.
 */

import { me } from './account.js';
import { api } from './api.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/**
 * A remembered seat: the game, the seat (from 1), its token, and whether the game
 * was seen over (the header then asks nothing more of it).
 * @typedef {{id: string, seat: number, token: string, over?: boolean, at: number}} Remembered
 */

const KEY = 'cubist.games';
/** The most seats remembered: the oldest are forgotten first. */
const MAX = 50;

/** @returns {Remembered[]} the newest first */
export function remembered() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((r) => r && typeof r.id === 'string' && typeof r.token === 'string') : [];
  } catch {
    return [];
  }
}

/** @param {Remembered} entry */
function remember(entry) {
  const rest = remembered().filter((r) => r.id !== entry.id);
  const same = remembered().find((r) => r.id === entry.id);
  if (same && same.seat === entry.seat && same.token === entry.token && !!same.over === !!entry.over) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([{ ...entry, at: same?.at ?? entry.at }, ...rest].slice(0, MAX)));
  } catch { /* private browsing: nothing is remembered */ }
}

/** Pages that asked the server to hold a seat already. @type {Set<string>} */
const asked = new Set();

/**
 * A seat's page showed a view: remember the seat (opened by link), and, signed in,
 * take it with the account unless an account holds it or the account holds another
 * seat of the game (the server would refuse: the page does not ask).
 * @param {string} id the game's
 * @param {string|null} token the link's, if the page was opened by one
 * @param {MatchView} view
 */
export async function seatShown(id, token, view) {
  if (!token || view.observer === null) return;
  remember({ id, seat: view.observer, token, over: !!view.result, at: Date.now() });
  if (asked.has(id)) return;
  asked.add(id);
  const who = await me();
  if (!who) return;
  const mine = (/** @type {string|null|undefined} */ name) => !!name && name.toLowerCase() === who.name.toLowerCase();
  const seat = view.seats[view.observer - 1];
  if (!seat || seat.account || view.seats.some((s) => mine(s.account))) return;
  try {
    await api(`/api/games/${encodeURIComponent(id)}/seat`, { token });
  } catch (e) {
    console.warn(`Cubist: the seat was not taken with the account: ${/** @type {Error} */ (e).message}`);
  }
}

/**
 * A remembered game that turned out to be over.
 * @param {string} id
 */
export function markOver(id) {
  const same = remembered().find((r) => r.id === id);
  if (same && !same.over) remember({ ...same, over: true });
}

/**
 * A remembered seat's page: its link.
 * @param {Remembered} r
 */
export function seatLink(r) {
  return `/play/${encodeURIComponent(r.id)}?seat=${r.seat}&token=${encodeURIComponent(r.token)}`;
}
