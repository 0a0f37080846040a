// @ts-check
/**
 * A game's leaderboard (`/leaderboard/{game}`): its rated players active lately,
 * best first, with a choice of the other games, and of two-seat or several-seat play
 * where the game has both.
 */

import { api } from './api.js';
import { poolText } from './players.js';
import { el, fill } from './text.js';

/**
 * @typedef {{rank: number, name: string, rating: number, deviation: number, games: number, computer: boolean, provisional?: boolean}} Ranked
 * @typedef {{game: string, pool: string, players: Ranked[]}} Board
 */

/**
 * Whether a game may be played by more than two (an option `players` above 2).
 * @param {import('./api.js').GameInfo} game
 */
function severalSeats(game) {
  return game.options.some((o) => o.key === 'players' && (o.domain.max ?? 2) > 2);
}

/**
 * @param {HTMLElement} root
 * @param {string} game
 * @param {string|null} pool
 */
export async function leaderboardPage(root, game, pool) {
  fill(root, el('h1', {}, 'Leaderboard'), el('p', {}, 'Loading…'));
  /** @type {Board} */
  let board;
  /** @type {import('./api.js').GameInfo[]} */
  let games = [];
  try {
    const query = pool ? `?pool=${encodeURIComponent(pool)}` : '';
    [board, games] = await Promise.all([
      api(`/api/leaderboard/${encodeURIComponent(game)}${query}`),
      api('/api/catalog').then((c) => c.games).catch(() => []),
    ]);
  } catch (e) {
    fill(root, el('h1', {}, 'Leaderboard'), el('p', { role: 'alert' }, /** @type {Error} */ (e).message));
    return;
  }
  const info = games.find((g) => g.name === board.game);
  const title = poolText(board.pool, info?.title ?? board.game);
  document.title = `${title} leaderboard — Cubist`;
  /** @param {string|null} p */
  const href = (g = board.game, p = /** @type {string|null} */ (null)) =>
    `/leaderboard/${encodeURIComponent(g)}${p ? `?pool=${encodeURIComponent(p)}` : ''}`;
  fill(root,
    el('h1', {}, `Leaderboard: ${title}`),
    el('nav', { class: 'board-games', 'aria-label': 'Leaderboards of the games' },
      ...games.map((g) => el('a', { href: href(g.name), 'aria-current': g.name === board.game ? 'page' : undefined }, g.title))),
    info && severalSeats(info) ? el('nav', { class: 'board-pools', 'aria-label': 'Number of players' },
      el('a', { href: href(board.game), 'aria-current': board.pool.endsWith('/multi') ? undefined : 'page' }, 'Two players'),
      el('a', { href: href(board.game, `${board.game}/multi`), 'aria-current': board.pool.endsWith('/multi') ? 'page' : undefined }, 'Three or more')) : null,
    el('p', { class: 'help' }, 'Players who played a rated game in the last 30 days: established ratings first, then provisional ones (marked; a rating is established after a dozen or so rated games).'),
    board.players.length ? el('div', { class: 'table-wrap' }, el('table', { class: 'leaders' },
      el('thead', {}, el('tr', {}, ...['Rank', 'Player', 'Rating', 'Games'].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, ...board.players.map((p) => el('tr', { class: p.provisional ? 'provisional' : undefined },
        el('td', {}, String(p.rank)),
        el('td', {}, el('a', { href: `/players/${encodeURIComponent(p.name)}` }, p.name), p.computer ? ' (computer)' : '',
          p.provisional ? el('span', { class: 'provisional-mark' }, ' (provisional)') : null),
        el('td', {}, `${Math.round(p.rating)}${p.provisional ? '?' : ''} ± ${Math.round(p.deviation)}`),
        el('td', {}, String(p.games)))))))
      : el('p', {}, 'Nobody yet: players show here after their first rated game.'));
}
