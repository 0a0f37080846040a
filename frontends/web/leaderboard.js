// @ts-check
/**
 * A game's leaderboard (`/leaderboard/{game}`): its rated players active lately,
 * best first, with a choice of the other games, and of two-seat or several-seat play
 * where the game has both.
 */

import { api } from './api.js';
import { poolText } from './players.js';
import { el, fill } from './text.js';
import { t } from './words.js';

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
  fill(root, el('h1', {}, t('leaderboard-heading')), el('p', {}, t('page-loading')));
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
    fill(root, el('h1', {}, t('leaderboard-heading')), el('p', { role: 'alert' }, /** @type {Error} */ (e).message));
    return;
  }
  const info = games.find((g) => g.name === board.game);
  const title = poolText(board.pool, info?.title ?? board.game);
  document.title = t('leaderboard-page-title', { pool: title });
  /** @param {string|null} p */
  const href = (g = board.game, p = /** @type {string|null} */ (null)) =>
    `/leaderboard/${encodeURIComponent(g)}${p ? `?pool=${encodeURIComponent(p)}` : ''}`;
  fill(root,
    el('h1', {}, t('leaderboard-title', { pool: title })),
    el('nav', { class: 'board-games', 'aria-label': t('leaderboard-games-label') },
      ...games.map((g) => el('a', { href: href(g.name), 'aria-current': g.name === board.game ? 'page' : undefined }, g.title))),
    info && severalSeats(info) ? el('nav', { class: 'board-pools', 'aria-label': t('leaderboard-players-label') },
      el('a', { href: href(board.game), 'aria-current': board.pool.endsWith('/multi') ? undefined : 'page' }, t('leaderboard-two')),
      el('a', { href: href(board.game, `${board.game}/multi`), 'aria-current': board.pool.endsWith('/multi') ? 'page' : undefined }, t('leaderboard-three'))) : null,
    el('p', { class: 'help' }, t('leaderboard-help')),
    board.players.length ? el('div', { class: 'table-wrap' }, el('table', { class: 'leaders' },
      el('thead', {}, el('tr', {}, ...[t('leaderboard-col-rank'), t('leaderboard-col-player'), t('mygames-col-rating'), t('leaderboard-col-games')].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, ...board.players.map((p) => el('tr', { class: p.provisional ? 'provisional' : undefined },
        el('td', {}, String(p.rank)),
        el('td', {}, el('a', { href: `/players/${encodeURIComponent(p.name)}` }, p.name), p.computer ? ` ${t('players-computer-mark')}` : '',
          p.provisional ? el('span', { class: 'provisional-mark' }, ` ${t('players-provisional')}`) : null),
        el('td', {}, `${Math.round(p.rating)}${p.provisional ? '?' : ''} ± ${Math.round(p.deviation)}`),
        el('td', {}, String(p.games)))))))
      : el('p', {}, t('leaderboard-nobody')));
}
