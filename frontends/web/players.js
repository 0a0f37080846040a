// @ts-check
/**
 * A player's page (`/players/{name}`): their rating in each game with its history
 * drawn, the games they played (a page at a time, with results and replays), a
 * download of their records, on one's own page a password change, and on another
 * person's page, signed in, a button to block or unblock them and a form to report
 * them.
 */

import { me, passwordForm } from './account.js';
import { emailSection, siteSendsMail } from './mail.js';
import { recoveryCodeForm } from './recover.js';
import { reportForm } from './report.js';
import { api, request } from './api.js';
import { ratingChart } from './chart.js';
import { el, fill, pageLinks, when } from './text.js';
import { tournamentName } from './tournaments.js';
import { t } from './words.js';

/**
 * @typedef {import('./chart.js').HistoryPoint} HistoryPoint
 * @typedef {{game: string, pool: string, system: string, rating: number, deviation: number,
 *   provisional: boolean, games: number, history: HistoryPoint[]}} Rating
 * @typedef {{id: string, game: string, title: string, ended_ms: number|null, rated: boolean,
 *   seat: number, seats: {seat: number, name: string|null, agent?: string|null}[], outcome: string,
 *   rating_change: number|null, void?: boolean}} PlayedGame
 * @typedef {{name: string, computer: boolean, created_ms: number, ratings: Rating[],
 *   games: {page: number, per_page: number, total: number, items: PlayedGame[]}}} Player
 * @typedef {{tournament: import('./tournaments.js').Summary, rank: number, score: number, played: number,
 *   withdrawn: boolean}} TourResult
 */

/**
 * A link to a player's page.
 * @param {string} name
 */
export function playerLink(name) {
  return el('a', { href: `/players/${encodeURIComponent(name)}`, class: 'player' }, name);
}

/**
 * A rating in words: "1623 ± 45", with a "?" while provisional.
 * @param {{rating: number, deviation: number, provisional?: boolean}} r
 */
export function ratingText(r) {
  return `${Math.round(r.rating)}${r.provisional ? '?' : ''} ± ${Math.round(r.deviation)}`;
}

/** The rating systems by the names the server gives them. */
const SYSTEMS = /** @type {Record<string, string>} */ ({ glicko2: 'Glicko-2', 'glicko-2': 'Glicko-2', 'weng-lin': 'Weng-Lin', wenglin: 'Weng-Lin' });

/**
 * A rating pool's name in words: the game, and "three or more players" for `…/multi`.
 * @param {string} pool
 * @param {string} title the game's title
 */
export function poolText(pool, title) {
  return pool.endsWith('/multi') ? t('players-multi', { game: title }) : title;
}

/**
 * @param {HTMLElement} root
 * @param {string} name
 * @param {number} page from 1
 */
export async function playerPage(root, name, page) {
  fill(root, el('h1', {}, name), el('p', {}, t('page-loading')));
  /** @type {Player} */
  let player;
  /** @type {Record<string, string>} */
  const titles = {};
  /** @type {TourResult[]} */
  let tournaments = [];
  try {
    const [found, catalog, entered] = await Promise.all([
      api(`/api/players/${encodeURIComponent(name)}?page=${page}`),
      api('/api/catalog').catch(() => ({ games: [] })),
      api(`/api/players/${encodeURIComponent(name)}/tournaments`).catch(() => ({ tournaments: [] })),
    ]);
    player = found;
    tournaments = entered.tournaments;
    for (const g of catalog.games) titles[g.name] = g.title;
  } catch (e) {
    fill(root, el('h1', {}, name), el('p', { role: 'alert' }, /** @type {Error} */ (e).message));
    return;
  }
  document.title = t('players-page-title', { name: player.name });
  const signedIn = await me();
  const own = !!signedIn && signedIn.name.toLowerCase() === player.name.toLowerCase();
  const records = `/api/players/${encodeURIComponent(player.name)}/records`;
  fill(root,
    el('h1', {}, player.name, player.computer ? ` ${t('players-computer-mark')}` : null),
    el('p', { class: 'since' }, player.computer
      ? t('players-computer-level')
      : t('players-since', { date: new Date(player.created_ms).toLocaleDateString() }),
    ' ', el('a', { href: records, download: `${player.name}-records.json`, class: 'records' }, t('players-download'))),
    el('section', { class: 'ratings', 'aria-labelledby': 'ratings-heading' },
      el('h2', { id: 'ratings-heading' }, t('players-ratings')),
      player.ratings.length
        ? el('div', { class: 'rating-list' }, ...player.ratings.map((r) => ratingBox(r, titles[r.game] ?? r.game)))
        : el('p', {}, t('players-no-rated'))),
    tournaments.length ? tournamentList(tournaments) : null,
    signedIn && !own && !player.computer ? blockButton(player.name) : null,
    signedIn && !own && !player.computer
      ? reportForm(player.name, sharedGames(player, signedIn.name, titles), new URLSearchParams(location.search).get('report'))
      : null,
    gameList(player, titles),
    own ? settings(player.name, !!signedIn?.recovery_code) : null);
}

/**
 * One's own account settings: the password, the recovery code and, on a site that
 * sends mail, the e-mail address.
 * @param {string} name
 * @param {boolean} hasCode
 */
function settings(name, hasCode) {
  const section = el('section', { class: 'account-settings' }, passwordForm(name), recoveryCodeForm(name, hasCode));
  if (siteSendsMail()) section.append(emailSection(name));
  return section;
}

/**
 * The games on `player`'s page that `me` played in too, to name in a report.
 * @param {Player} player
 * @param {string} me
 * @param {Record<string, string>} titles
 */
function sharedGames(player, me, titles) {
  return player.games.items
    .filter((g) => g.seats.some((s) => s.name?.toLowerCase() === me.toLowerCase()))
    .map((g) => ({
      id: g.id,
      label: `${titles[g.game] ?? g.title ?? g.game}${g.ended_ms ? `, ${when(g.ended_ms)}` : ''}`,
    }));
}

/**
 * "Block" or "Unblock" for another person, as the signed-in player's list says:
 * a blocked player is never paired with them, nor joins their listed games.
 * @param {string} name
 */
function blockButton(name) {
  const button = /** @type {HTMLButtonElement} */ (el('button', { type: 'button', class: 'block', disabled: true }, t('players-block')));
  const status = el('span', { class: 'block-status', role: 'status' });
  let blocked = false;
  const show = () => {
    button.textContent = blocked ? t('players-unblock') : t('players-block');
    button.setAttribute('aria-pressed', String(blocked));
    button.title = blocked
      ? t('players-blocking-title', { name })
      : t('players-block-title', { name });
  };
  api('/api/me/blocks').then((/** @type {{blocks: {name: string}[]}} */ list) => {
    blocked = list.blocks.some((b) => b.name.toLowerCase() === name.toLowerCase());
    show();
    button.disabled = false;
  }).catch((/** @type {Error} */ e) => { status.textContent = e.message; });
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = '';
    try {
      if (blocked) await request('DELETE', `/api/me/blocks/${encodeURIComponent(name)}`);
      else await api('/api/me/blocks', { name });
      blocked = !blocked;
      show();
      status.textContent = blocked ? t('players-blocked', { name }) : t('players-unblocked', { name });
    } catch (e) {
      status.textContent = /** @type {Error} */ (e).message;
    } finally {
      button.disabled = false;
    }
  });
  show();
  return el('p', { class: 'blocking' }, button, ' ', status);
}

/**
 * One rating with its history.
 * @param {Rating} r
 * @param {string} title
 */
function ratingBox(r, title) {
  const name = poolText(r.pool, title);
  const board = `/leaderboard/${encodeURIComponent(r.game)}${r.pool.endsWith('/multi') ? `?pool=${encodeURIComponent(r.pool)}` : ''}`;
  return el('article', { class: 'rating', 'data-pool': r.pool },
    el('h3', {}, name),
    el('p', {}, el('strong', { class: 'rating-value' }, String(Math.round(r.rating))),
      ` ± ${Math.round(r.deviation)}`, r.provisional ? ` ${t('players-provisional')}` : '',
      ` · ${t('players-rated-games', { n: r.games })} · ${SYSTEMS[r.system.toLowerCase()] ?? r.system} · `, el('a', { href: board }, t('players-leaderboard'))),
    r.history.length ? ratingChart(r.history, t('players-chart-label', { pool: name })) : null,
    r.history.length ? historyTable(r.history) : null);
}

/**
 * The history as a table, for those who cannot see the chart.
 * @param {HistoryPoint[]} history
 */
function historyTable(history) {
  return el('details', { class: 'history' }, el('summary', {}, t('players-history-table')),
    el('table', {}, el('thead', {}, el('tr', {}, el('th', {}, t('players-col-date')), el('th', {}, t('mygames-col-rating')), el('th', {}, t('mygames-col-game')))),
      el('tbody', {}, ...history.map((p) => el('tr', {},
        el('td', {}, when(p.at_ms)),
        el('td', {}, `${Math.round(p.rating)} ± ${Math.round(p.deviation)}`),
        el('td', {}, el('a', { href: `/replay/${encodeURIComponent(p.game_id)}` }, t('mygames-replay'))))))));
}

/**
 * The tournaments entered, latest first, with the place in each.
 * @param {TourResult[]} list
 */
function tournamentList(list) {
  return el('section', { class: 'player-tournaments', 'aria-labelledby': 'tournaments-heading' },
    el('h2', { id: 'tournaments-heading' }, t('players-tournaments')),
    el('ul', { class: 'plain' }, ...list.map((r) => el('li', {},
      el('a', { href: `/tournaments/${encodeURIComponent(r.tournament.id)}` }, tournamentName(r.tournament)),
      ` · ${when(r.tournament.starts_at)} · `,
      r.tournament.status === 'finished'
        ? t('players-tournament-place', { rank: r.rank, of: r.tournament.entrants, points: r.score })
        : t('players-tournament-playing', { rank: r.rank, points: r.score })))));
}

/**
 * The games played, one page of them, with links to the pages before and after.
 * @param {Player} player
 * @param {Record<string, string>} titles
 */
function gameList(player, titles) {
  const { total, items } = player.games;
  /** @param {number} p */
  const href = (p) => `/players/${encodeURIComponent(player.name)}?page=${p}`;
  const nav = pageLinks(player.games, href, t('pages-of-games'));
  return el('section', { class: 'played', 'aria-labelledby': 'games-heading' },
    el('h2', { id: 'games-heading' }, t('players-games-count', { total })),
    items.length ? el('div', { class: 'table-wrap' }, el('table', { class: 'games' },
      el('thead', {}, el('tr', {}, ...[t('mygames-col-ended'), t('mygames-col-game'), t('mygames-col-players'), t('mygames-col-result'), t('mygames-col-rating'), ''].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, ...items.map((g) => gameRow(g, player.name, titles))))) : el('p', {}, t('mygames-none-finished')),
    nav);
}

/**
 * @param {PlayedGame} g
 * @param {string} name whose page it is
 * @param {Record<string, string>} titles
 */
function gameRow(g, name, titles) {
  /** @type {(Node|string)[]} */
  const players = [];
  g.seats.forEach((s, i) => {
    if (i > 0) players.push(', ');
    if (!s.name) players.push(s.agent ? t('players-computer', { agent: s.agent }) : t('bars-guest'));
    else if (s.name.toLowerCase() === name.toLowerCase()) players.push(el('strong', {}, s.name));
    else players.push(el('a', { href: `/players/${encodeURIComponent(s.name)}` }, s.name));
  });
  const change = g.void ? t('mygames-void')
    : g.rating_change === null || g.rating_change === undefined ? (g.rated ? '' : t('mygames-unrated'))
      : `${g.rating_change >= 0 ? '+' : '−'}${Math.abs(Math.round(g.rating_change))}`;
  return el('tr', { class: `outcome-${g.outcome.split(' ')[0]}` },
    el('td', {}, g.ended_ms ? when(g.ended_ms) : ''),
    el('td', {}, g.title || titles[g.game] || g.game),
    el('td', {}, ...players),
    el('td', { class: 'outcome' }, g.outcome),
    el('td', { class: 'change' }, change),
    el('td', {}, el('a', { href: `/replay/${encodeURIComponent(g.id)}` }, t('mygames-replay'))));
}
