// @ts-check
/**
 * A review's advantage graph as SVG: one line per seat, moves along the bottom (x =
 * ply, from the start to the last move), each seat's expected result up the side
 * (0 to 1). Each ply is a point, a button: clicking it or pressing Enter on it picks
 * that ply (the replay steps there). Drawn from the numbers, with no library.
 */
import { t } from './words.js';

const NS = 'http://www.w3.org/2000/svg';
const WIDTH = 480;
const HEIGHT = 200;
const MARGIN = { left: 40, right: 12, top: 12, bottom: 30 };

/**
 * A review as the graph reads it (`docs/wire/session/review.v2.schema.json`).
 * @typedef {{ply: number, seat: number, action: string, before: (number|null)[], after: (number|null)[]}} GraphAction
 * @typedef {{seat: number, name: string}} GraphSeat
 * @typedef {{measure: string, actions: GraphAction[], seats: GraphSeat[]}} GraphReview
 */

/**
 * @param {string} tag
 * @param {Record<string, string|number>} [attrs]
 * @param {...(Node|string)} children
 */
function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/**
 * Each seat's expected result after each ply (0: the start), by seat from 0: null
 * where the review does not know it.
 * @param {GraphReview} review
 * @returns {(number|null)[][]}
 */
export function advantageSeries(review) {
  const seats = review.seats.length;
  return Array.from({ length: seats }, (_, s) => {
    const first = review.actions[0]?.before[s] ?? null;
    return [first, ...review.actions.map((a) => a.after[s] ?? null)];
  });
}

/**
 * The graph of `review`; `current` is the ply shown now (marked), `onPick` is told
 * the ply of a point clicked or pressed. Move the mark with {@link markPly}.
 * @param {GraphReview} review
 * @param {{current?: number, onPick?: (ply: number) => void}} [options]
 * @returns {SVGSVGElement}
 */
export function advantageGraph(review, { current = 0, onPick } = {}) {
  const series = advantageSeries(review);
  const plies = review.actions.length;
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (/** @type {number} */ ply) => MARGIN.left + (plies === 0 ? 0 : (ply / plies) * innerW);
  const y = (/** @type {number} */ v) => MARGIN.top + (1 - v) * innerH;
  const title = t('advantage-title', { measure: measureWord(review.measure) });
  const root = /** @type {SVGSVGElement} */ (svg('svg', {
    class: 'advantage', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'group', 'aria-label': title,
  }, svg('title', {}, title)));
  // The axes: 0, ½ and 1 up the side; the start and the last move along the bottom.
  for (const v of [0, 0.5, 1]) {
    root.append(svg('line', { class: 'grid', x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: y(v), y2: y(v) }),
      svg('text', { class: 'tick', x: MARGIN.left - 6, y: y(v) + 4, 'text-anchor': 'end' }, v === 0.5 ? '½' : String(v)));
  }
  root.append(svg('text', { class: 'tick', x: x(0), y: HEIGHT - 10, 'text-anchor': 'start' }, t('advantage-start')),
    svg('text', { class: 'tick', x: x(plies), y: HEIGHT - 10, 'text-anchor': 'end' }, t('advantage-move', { n: plies })));
  // One line per seat, broken where a value is unknown.
  series.forEach((values, s) => {
    let d = '';
    let pen = false;
    values.forEach((v, ply) => {
      if (v === null) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${x(ply).toFixed(1)} ${y(v).toFixed(1)}`;
      pen = true;
    });
    root.append(svg('path', { class: `seat-line seat-${s + 1}`, d, 'data-seat': s + 1 }));
  });
  const marker = svg('line', { class: 'current-ply', x1: x(current), x2: x(current), y1: MARGIN.top, y2: MARGIN.top + innerH });
  root.append(marker);
  // One point per ply, a button holding each seat's dot.
  const names = review.seats.map((s) => s.name);
  for (let ply = 0; ply <= plies; ply++) {
    const said = series.map((values, s) => (values[ply] === null ? null : `${names[s]} ${Math.round(/** @type {number} */ (values[ply]) * 100)}%`))
      .filter((s) => s !== null).join(', ');
    const label = ply === 0 ? t('advantage-point-start', { said: said || t('advantage-unknown') })
      : t('advantage-point', { n: ply, said: said || t('advantage-unknown') });
    const point = svg('g', { class: 'ply-point', role: 'button', tabindex: 0, 'aria-label': label, 'data-ply': ply },
      svg('title', {}, label),
      // A wide, invisible target the height of the graph: easy to hit.
      svg('rect', { class: 'hit', x: x(ply) - Math.max(3, innerW / Math.max(plies, 1) / 2), y: MARGIN.top,
        width: Math.max(6, innerW / Math.max(plies, 1)), height: innerH }));
    series.forEach((values, s) => {
      const v = values[ply];
      if (v !== null) point.append(svg('circle', { class: `dot seat-${s + 1}`, cx: x(ply), cy: y(v), r: 3 }));
    });
    if (onPick) {
      point.addEventListener('click', () => onPick(ply));
      point.addEventListener('keydown', (e) => {
        const key = /** @type {KeyboardEvent} */ (e).key;
        if (key === 'Enter' || key === ' ') {
          e.preventDefault();
          onPick(ply);
        }
      });
    }
    root.append(point);
  }
  root.dataset.plies = String(plies);
  markPly(root, current);
  return root;
}

/**
 * A seat's line as the graph draws it, small, for the graph's key.
 * @param {number} seat from 1
 * @returns {SVGSVGElement}
 */
export function lineKey(seat) {
  return /** @type {SVGSVGElement} */ (svg('svg', { class: 'advantage line-key', viewBox: '0 0 24 8', 'aria-hidden': 'true', focusable: 'false' },
    svg('line', { class: `seat-line seat-${seat}`, x1: 0, x2: 24, y1: 4, y2: 4 })));
}

/**
 * Mark ply `ply` as the one shown on a graph made by {@link advantageGraph}.
 * @param {SVGSVGElement} graph
 * @param {number} ply
 */
export function markPly(graph, ply) {
  const plies = Number(graph.dataset.plies ?? 0);
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const at = MARGIN.left + (plies === 0 ? 0 : (Math.max(0, Math.min(plies, ply)) / plies) * innerW);
  const marker = graph.querySelector('.current-ply');
  marker?.setAttribute('x1', String(at));
  marker?.setAttribute('x2', String(at));
  for (const p of graph.querySelectorAll('.ply-point')) {
    if (Number(p.getAttribute('data-ply')) === ply) p.setAttribute('aria-current', 'step');
    else p.removeAttribute('aria-current');
  }
}

/**
 * What a review's expected results are, in words: the server names the measure in
 * stable English (`win probability`, `expected score`), said here in the page's
 * language; another is shown as sent.
 * @param {string} measure
 * @returns {string}
 */
export function measureWord(measure) {
  if (measure === 'win probability') return t('review-measure-win');
  if (measure === 'expected score') return t('review-measure-score');
  return measure;
}
