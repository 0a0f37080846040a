// @ts-check
/**
 * A finished game's review on the replay page: a Review button that asks the server
 * for one (`POST /api/games/{id}/review`), its progress while the server works, then
 * per seat the counts of marks and the accuracy, and the advantage graph
 * (advantage.js). The replay shows each move's mark in its move list
 * ({@link markOf}).
 */

import { advantageGraph, lineKey, markPly, measureWord } from './advantage.js';
import { api } from './api.js';
import { levelWord } from './lobby.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * @typedef {{action: string, text?: string|null, expected: number, exact?: string|null}} ReviewLine
 * @typedef {{ply: number, seat: number, action: string, before: (number|null)[], after: (number|null)[],
 *   best?: ReviewLine|null, top: ReviewLine[], drop: number, mark?: 'inaccuracy'|'mistake'|'blunder'|null,
 *   exact?: string|null, source: string, forced: boolean}} ReviewedAction
 * @typedef {{seat: number, name: string, actions: number, inaccuracies: number, mistakes: number, blunders: number,
 *   accuracy?: number|null}} SeatSummary
 * @typedef {{format: number, game: string, level: string, seed: number, measure: string,
 *   actions: ReviewedAction[], seats: SeatSummary[]}} Review
 * @typedef {{format: number, job: string, game_id: string, status: 'queued'|'running'|'done'|'failed',
 *   done: number, total: number, error?: string, review?: Review}} ReviewJob
 */

/** How often the page asks how a review under way is doing, in ms. */
const POLL_MS = 1000;

/** The marks in words. @type {Record<string, () => string>} */
const MARK_WORDS = {
  inaccuracy: () => t('review-inaccuracy'),
  mistake: () => t('review-mistake'),
  blunder: () => t('review-blunder'),
};

/** The marks' symbols, as annotated games write them. */
export const SYMBOLS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * A move's mark for the move list: its symbol, the mark in words for screen readers,
 * and the better move; null for an unmarked move.
 * @param {ReviewedAction|undefined} reviewed
 */
export function markOf(reviewed) {
  if (!reviewed || !reviewed.mark) return null;
  const best = reviewed.best;
  // The game's words for the better move (a review made before they were kept has
  // only the notation).
  const better = best && best.action !== reviewed.action
    ? el('span', { class: 'better', title: best.action }, ` ${t('review-better', { move: best.text || best.action })}`) : null;
  const word = MARK_WORDS[reviewed.mark]?.() ?? reviewed.mark;
  return el('span', { class: `mark mark-${reviewed.mark}`, title: word },
    el('span', { 'aria-hidden': 'true' }, ` ${SYMBOLS[reviewed.mark]}`),
    el('span', { class: 'visually-hidden' }, ` (${word})`), better);
}

/**
 * The graph's key: each seat's line, the seat's name and, where known, who played it.
 * @param {Review} review
 * @param {string[]} players by seat from 0
 */
export function graphKey(review, players) {
  return el('ul', { class: 'advantage-key', 'aria-label': t('review-key') }, ...review.seats.map((s) => {
    const who = players[s.seat - 1];
    return el('li', { 'data-seat': s.seat }, lineKey(s.seat), ` ${s.name}${who && who !== s.name ? ` — ${who}` : ''}`);
  }));
}

/**
 * The review panel of game `id`: a Review button, pressed at once with `start`. A
 * guest proves a seat of the game with `token` (a signed-in player needs none).
 * `players` gives who played each seat, for the graph's key.
 * @param {string} id
 * @param {{token?: string|null, start?: boolean, players?: () => string[], onPick: (ply: number) => void, onReview: (review: Review) => void}} hooks
 * @returns {{root: HTMLElement, show: (ply: number) => void}}
 */
export function reviewPanel(id, { token = null, start = false, players = () => [], onPick, onReview }) {
  const path = `/api/games/${encodeURIComponent(id)}/review`;
  const status = el('p', { class: 'review-status', role: 'status', 'aria-live': 'polite' });
  const problem = el('p', { class: 'alert', role: 'alert' });
  const button = /** @type {HTMLButtonElement} */ (el('button', { type: 'button', class: 'review-game', onclick: () => ask() }, t('review-review')));
  const summary = el('div', { class: 'review-summary' });
  const graphBox = el('div', { class: 'advantage-box' });
  const root = el('section', { class: 'review', 'aria-label': t('review-review') },
    el('h2', {}, t('review-review')), button, status, problem, summary, graphBox);
  /** @type {SVGSVGElement|null} */
  let graph = null;
  let current = 0;

  async function ask() {
    button.disabled = true;
    problem.textContent = '';
    try {
      follow(await api(path, token ? { token } : {}));
    } catch (e) {
      problem.textContent = /** @type {Error} */ (e).message;
      button.disabled = false;
    }
  }

  /** @param {ReviewJob} job */
  function follow(job) {
    if (job.status === 'done' && job.review) {
      button.hidden = true;
      status.textContent = t('review-done', { level: levelWord(job.review.level), measure: measureWord(job.review.measure) });
      showReview(job.review);
      return;
    }
    if (job.status === 'failed') {
      status.textContent = '';
      problem.textContent = t('review-failed', { error: job.error ?? t('review-no-reason') });
      button.disabled = false;
      return;
    }
    button.disabled = true;
    status.textContent = job.status === 'queued'
      ? t('review-queued')
      : t('review-progress', { done: job.done, total: job.total });
    setTimeout(poll, POLL_MS);
  }

  async function poll() {
    if (!root.isConnected) return;
    try {
      follow(await api(path));
    } catch (e) {
      problem.textContent = /** @type {Error} */ (e).message;
      button.disabled = false;
    }
  }

  /** @param {Review} review */
  function showReview(review) {
    const head = el('tr', {}, ...[t('review-col-seat'), t('review-col-accuracy'), t('review-col-inaccuracies'), t('review-col-mistakes'), t('review-col-blunders')]
      .map((h) => el('th', { scope: 'col' }, h)));
    const rows = review.seats.map((s) => el('tr', { 'data-seat': s.seat },
      el('th', { scope: 'row' }, `${s.seat}. ${s.name}`),
      el('td', {}, typeof s.accuracy === 'number' ? `${s.accuracy.toFixed(1)}%` : '–'),
      el('td', {}, String(s.inaccuracies)), el('td', {}, String(s.mistakes)), el('td', {}, String(s.blunders))));
    fill(summary, el('table', { class: 'review-table' },
      el('caption', {}, t('review-caption')), el('thead', {}, head), el('tbody', {}, ...rows)));
    graph = advantageGraph(review, { current, onPick });
    fill(graphBox, graph, graphKey(review, players()));
    onReview(review);
  }

  // Asked for on the game's page: asked again here, which answers the review stored
  // or under way (a new one only if it failed).
  if (start) ask();
  return {
    root,
    show: (ply) => {
      current = ply;
      if (graph) markPly(graph, ply);
    },
  };
}
