// @ts-check
/**
 * "My games" (`/games`): the player's running games, their move first, each opening
 * their seat; and their finished games with the result, the rating change and a
 * Rematch button while the others are still on the game's page. A signed-in player's
 * come from the server (`GET /api/me/games`, the cookie opens each seat); a guest's
 * from the seats this browser remembers (`mine.js`), each read with its token. The
 * header's link counts the games where it is the player's move, read again when a
 * game's page sees the player's turn come or go or the game end, and when the page is
 * shown again (another tab may have played meanwhile).
 */

import { me } from './account.js';
import { api } from './api.js';
import { markOver, remembered, seatLink } from './mine.js';
import { el, fill, pageLinks, when } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/**
 * A game as the list shows it, from the server's list or from a remembered seat.
 * @typedef {{id: string, title: string, seat: number, seats: {seat: number, name?: string|null, agent?: string|null}[],
 *   rated: boolean, url: string, your_move: boolean, ply?: number, ended_ms?: number,
 *   outcome?: string, rating_change?: number, void?: boolean,
 *   rematch?: {offered: number[], game_id: string|null, open: boolean}, token?: string}} MyGame
 * @typedef {{format: number, status: string, page: number, per_page: number, total: number,
 *   your_move?: number, items: MyGame[]}} MyGames
 */

/** The header's link, once `myGamesLink` was given it. */
/** @type {HTMLAnchorElement|null} */
let headerLink = null;
/** The header's count is being read; `again`: read it once more after (a guest's: in full). */
const counting = { busy: false, again: false, full: false };

/**
 * The header's link: "My games", with the number of games where it is the player's
 * move; read again when the page is shown again and on `myGamesChanged`.
 * @param {HTMLAnchorElement} link
 */
export function myGamesLink(link) {
  headerLink = link;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') myGamesChanged(true);
  });
  myGamesChanged(true);
}

/**
 * The player's games changed: their turn came or went (`ended` false), or a game
 * ended or may have (`ended` true). The count is read again, one reading at a time; a
 * guest's, which reads every remembered game, only when `ended`.
 * @param {boolean} ended
 */
export async function myGamesChanged(ended) {
  const link = headerLink;
  if (!link) return;
  counting.full ||= ended;
  if (counting.busy) {
    counting.again = true;
    return;
  }
  counting.busy = true;
  try {
    do {
      counting.again = false;
      const full = counting.full;
      counting.full = false;
      await count(link, full);
    } while (counting.again);
  } finally {
    counting.busy = false;
  }
}

/**
 * Show the number of games where it is the player's move on `link`.
 * @param {HTMLAnchorElement} link
 * @param {boolean} full a guest's games are read (each one a request)
 */
async function count(link, full) {
  const who = await me();
  let n = 0;
  if (who) {
    const list = /** @type {MyGames|null} */ (await api('/api/me/games?status=running').catch(() => null));
    if (!list) return;
    n = list.your_move ?? 0;
  } else {
    if (!full) return;
    const running = remembered().filter((r) => !r.over);
    if (running.length) n = (await guestGames(running)).filter((g) => g.your_move).length;
  }
  if (n > 0) {
    fill(link, t('mygames-title'), ' ', el('span', { class: 'count' }, String(n)));
    link.setAttribute('aria-label', t('mygames-your-move-in', { n }));
  } else if (link.querySelector('.count')) {
    fill(link, t('mygames-title'));
    link.removeAttribute('aria-label');
  }
}

/**
 * @param {HTMLElement} root
 * @param {number} runningPage from 1
 * @param {number} finishedPage from 1
 */
export async function myGamesPage(root, runningPage, finishedPage) {
  document.title = t('mygames-page-title');
  fill(root, el('h1', {}, t('mygames-title')), el('p', {}, t('page-loading')));
  const who = await me();
  /** @type {MyGames} */
  let running;
  /** @type {MyGames} */
  let finished;
  try {
    if (who) {
      [running, finished] = await Promise.all([
        api(`/api/me/games?status=running&page=${runningPage}`),
        api(`/api/me/games?status=finished&page=${finishedPage}`),
      ]);
    } else {
      const games = await guestGames(remembered());
      running = listOf('running', games.filter((g) => !g.outcome).sort((a, b) => Number(b.your_move) - Number(a.your_move)));
      finished = listOf('finished', games.filter((g) => g.outcome));
    }
  } catch (e) {
    fill(root, el('h1', {}, t('mygames-title')), el('p', { role: 'alert' }, /** @type {Error} */ (e).message));
    return;
  }
  /** @param {number} r @param {number} f */
  const href = (r, f) => `/games?running=${r}&finished=${f}`;
  fill(root,
    el('h1', {}, t('mygames-title')),
    who ? null : el('p', { class: 'help' }, t('mygames-guest-help')),
    section('running', t('mygames-in-play'), running, runningRow, (p) => href(p, finishedPage)),
    section('finished', t('mygames-finished'), finished, finishedRow, (p) => href(runningPage, p)));
}

/**
 * A list of remembered games as one page, as the server gives its lists.
 * @param {string} status
 * @param {MyGame[]} items
 * @returns {MyGames}
 */
function listOf(status, items) {
  return { format: 1, status, page: 1, per_page: items.length || 1, total: items.length, items };
}

/**
 * One part of the page: a heading with the count, the table, and the pages.
 * @param {string} key
 * @param {string} heading
 * @param {MyGames} list
 * @param {(g: MyGame) => HTMLElement} row
 * @param {(page: number) => string} href
 */
function section(key, heading, list, row, href) {
  const { total, items } = list;
  const nav = pageLinks(list, href, key === 'running' ? t('mygames-pages-in-play') : t('mygames-pages-finished'));
  const heads = key === 'running'
    ? [t('mygames-col-game'), t('mygames-col-players'), t('mygames-col-moves'), t('mygames-col-turn'), '']
    : [t('mygames-col-ended'), t('mygames-col-game'), t('mygames-col-players'), t('mygames-col-result'), t('mygames-col-rating'), ''];
  return el('section', { class: `my-games ${key}`, 'aria-labelledby': `${key}-heading` },
    el('h2', { id: `${key}-heading` }, t('mygames-heading-count', { heading, total })),
    items.length ? el('div', { class: 'table-wrap' }, el('table', { class: 'games' },
      el('thead', {}, el('tr', {}, ...heads.map((h) => el('th', { scope: 'col' }, h || el('span', { class: 'visually-hidden' }, t('mygames-col-links')))))),
      el('tbody', {}, ...items.map(row)))) : el('p', {}, key === 'running' ? t('mygames-none-running') : t('mygames-none-finished')),
    nav);
}

/** @param {MyGame} g */
function runningRow(g) {
  return el('tr', { class: g.your_move ? 'your-move' : '', 'data-game': g.id },
    el('td', {}, g.title, g.rated ? ` ${t('mygames-rated')}` : ''),
    el('td', {}, ...players(g)),
    el('td', {}, String(g.ply ?? '')),
    el('td', {}, g.your_move ? el('strong', {}, t('mygames-your-move')) : t('mygames-waiting')),
    el('td', {}, el('a', { href: g.url, class: 'open' }, g.your_move ? t('mygames-play') : t('mygames-open'))));
}

/** @param {MyGame} g */
function finishedRow(g) {
  const change = g.void ? t('mygames-void')
    : g.rating_change === null || g.rating_change === undefined ? (g.rated ? '' : t('mygames-unrated'))
      : `${g.rating_change >= 0 ? '+' : '−'}${Math.abs(Math.round(g.rating_change))}`;
  const status = el('span', { role: 'status' });
  const r = g.rematch;
  const next = r?.game_id ? el('a', { href: rematchLink(g, r.game_id), class: 'rematch-game' }, t('mygames-the-rematch')) : null;
  // Against the computer alone the rematch is had from the game's page: here it is
  // offered only to people.
  const people = g.seats.some((s) => s.seat !== g.seat && !s.agent);
  const button = r?.open && people ? el('button', { type: 'button', class: 'rematch', onclick: () => offer(g, status) },
    r.offered.some((s) => s !== g.seat) ? t('mygames-accept-rematch') : t('mygames-rematch')) : null;
  return el('tr', { 'data-game': g.id },
    el('td', {}, g.ended_ms ? when(g.ended_ms) : ''),
    el('td', {}, g.title, g.rated ? ` ${t('mygames-rated')}` : ''),
    el('td', {}, ...players(g)),
    el('td', { class: 'outcome' }, g.outcome ?? ''),
    el('td', { class: 'change' }, change),
    el('td', { class: 'actions' }, el('a', { href: `/replay/${encodeURIComponent(g.id)}`, class: 'replay' }, t('mygames-replay')), ' ', button, next, status));
}

/**
 * The players of a game, the player's own seat in bold, the computer by its level.
 * @param {MyGame} g
 */
function players(g) {
  /** @type {(Node|string)[]} */
  const out = [];
  g.seats.forEach((s, i) => {
    if (i > 0) out.push(', ');
    const name = s.agent ? t('mygames-computer', { agent: s.agent }) : s.name ?? (s.seat === g.seat ? t('bars-you') : t('bars-guest'));
    if (s.seat === g.seat) out.push(el('strong', {}, name));
    else if (s.name && !s.agent) out.push(el('a', { href: `/players/${encodeURIComponent(s.name)}` }, s.name));
    else out.push(name);
  });
  return out;
}

/**
 * Offer (or accept) the rematch: once it exists the page goes there; otherwise to
 * the game's page, which hears when the others accept.
 * @param {MyGame} g
 * @param {HTMLElement} status
 */
async function offer(g, status) {
  try {
    const news = await api(`/api/games/${encodeURIComponent(g.id)}/rematch`, g.token ? { token: g.token } : {});
    location.assign(news.url ?? g.url);
  } catch (e) {
    status.textContent = /** @type {Error} */ (e).message;
  }
}

/**
 * The page of the player's seat in the rematch: seats move one round the table (two
 * swap); the cookie opens it, or a guest's token.
 * @param {MyGame} g
 * @param {string} id the rematch's
 */
function rematchLink(g, id) {
  if (!g.token) return `/play/${encodeURIComponent(id)}`;
  const seat = (g.seat % g.seats.length) + 1;
  return `/play/${encodeURIComponent(id)}?seat=${seat}&token=${encodeURIComponent(g.token)}`;
}

/**
 * A guest's remembered seats, each read with its token; a game the server no longer
 * knows is left out.
 * @param {import('./mine.js').Remembered[]} seats
 * @returns {Promise<MyGame[]>}
 */
async function guestGames(seats) {
  const views = await Promise.all(seats.map((r) => api(`/api/games/${encodeURIComponent(r.id)}?token=${encodeURIComponent(r.token)}`)
    .then((/** @type {MatchView} */ v) => ({ r, v })).catch(() => null)));
  /** @type {MyGame[]} */
  const games = [];
  for (const found of views) {
    if (!found) continue;
    const { r, v } = found;
    const seat = v.observer;
    if (seat === null) continue;
    if (v.result) markOver(r.id);
    const others = v.seats.filter((s) => s.seat !== seat && s.player !== 'computer');
    games.push({
      id: r.id, title: v.title, seat, rated: !!v.rated, url: seatLink(r), token: r.token,
      seats: v.seats.map((s) => ({ seat: s.seat, name: s.account ?? null, agent: s.player === 'computer' ? s.agent : null })),
      your_move: !v.result && v.legal.length > 0,
      ply: v.ply,
      outcome: v.result ? (v.result_text ?? t('mygames-over')) : undefined,
      rematch: v.result ? { offered: [], game_id: null, open: others.every((s) => s.online) } : undefined,
    });
  }
  return games;
}
