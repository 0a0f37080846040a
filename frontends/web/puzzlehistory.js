// @ts-check
/**
 * `/puzzles/history`: the signed-in player's puzzle attempts, newest first, a page at
 * a time (`GET /api/me/puzzles?page=N`, docs/server-api.md, "Puzzles"): the puzzle
 * (a link that opens it again),
 * its game, solved or not, the rating change of a rated attempt and when; above
 * them, the player's puzzle rating in each game. A guest is asked to sign in.
 */

import { api } from './api.js';
import { me } from './account.js';
import { signed } from './puzzles.js';
import { el, fill, pageLinks, when } from './text.js';
import { t } from './words.js';

/**
 * @typedef {import('./api.js').PuzzleHistory} PuzzleHistory
 * @typedef {import('./api.js').AttemptLine} AttemptLine
 */

/**
 * @param {HTMLElement} root
 * @param {number} page from 1
 */
export async function puzzleHistoryPage(root, page) {
  document.title = t('history-page-title');
  const heading = el('h1', {}, t('history-heading'));
  const links = el('p', { class: 'lesson-links' }, el('a', { href: '/puzzles' }, t('puzzles-every-game')));
  fill(root, heading, el('p', {}, t('page-loading')));
  if (!(await me())) {
    fill(root, heading, el('p', { class: 'help' },
      t('history-guest')), links);
    return;
  }
  /** @type {PuzzleHistory} */
  let history;
  /** @type {Record<string, string>} */
  let titles;
  try {
    const [mine, games] = await Promise.all([api(`/api/me/puzzles?page=${page}`), api('/api/puzzles')]);
    history = mine;
    titles = Object.fromEntries(games.games.map((/** @type {{game: string, title: string}} */ g) => [g.game, g.title]));
  } catch (e) {
    fill(root, heading, el('p', { role: 'alert' }, /** @type {Error} */ (e).message), links);
    return;
  }
  const ratings = history.ratings.map((r) => el('li', {},
    `${r.title}: ${Math.round(r.rating)}${r.provisional ? '?' : ''} (${t('history-rated-attempts', { n: r.attempts })})`));
  fill(root, heading,
    ratings.length ? el('ul', { class: 'puzzle-ratings', 'aria-label': t('history-ratings-label') }, ...ratings) : null,
    el('section', { class: 'puzzle-history', 'aria-labelledby': 'attempts-heading' },
      el('h2', { id: 'attempts-heading' }, t('history-attempts', { total: history.total })),
      history.items.length ? el('div', { class: 'table-wrap' }, el('table', { class: 'games' },
        el('thead', {}, el('tr', {}, ...[t('players-col-date'), t('history-col-puzzle'), t('mygames-col-game'), t('mygames-col-result'), t('mygames-col-rating')].map((h) => el('th', { scope: 'col' }, h)))),
        el('tbody', {}, ...history.items.map((a) => row(a, titles)))))
        : el('p', {}, t('history-none')),
      pageLinks(history, (p) => `/puzzles/history?page=${p}`, t('pages-of-attempts'))),
    links);
}

/**
 * One attempt as a row of the table.
 * @param {AttemptLine} a
 * @param {Record<string, string>} titles
 */
function row(a, titles) {
  const rating = a.rated && a.rating != null
    ? `${Math.round(a.rating)} (${signed(a.rating_change ?? 0)})`
    : t('history-unrated');
  return el('tr', {},
    el('td', {}, when(a.at_ms)),
    el('td', {}, el('a', { href: `/puzzles/${encodeURIComponent(a.game)}?id=${encodeURIComponent(a.puzzle)}`, title: t('history-try-again') }, a.puzzle)),
    el('td', {}, el('a', { href: `/puzzles/${encodeURIComponent(a.game)}` }, titles[a.game] ?? a.game)),
    el('td', {}, a.solved ? t('history-solved') : t('history-failed')),
    el('td', {}, rating));
}
