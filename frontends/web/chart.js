// @ts-check
/**
 * A rating's history as an SVG line chart: ratings up the side, rated games along the
 * bottom, each point with its date and rating in a tooltip. Drawn here from the
 * numbers, so it needs no library and follows the page's fonts and colours.
 */
import { t } from './words.js';

const NS = 'http://www.w3.org/2000/svg';
const WIDTH = 480;
const HEIGHT = 220;
/** Room at the left for the axis title beside the rating labels (four digits), and at
 * the bottom for the game numbers above the axis title, so none overlaps. */
const MARGIN = { left: 76, right: 14, top: 14, bottom: 50 };
/** Where the titles of the axes stand: the rating's (turned) from the left edge, the
 * games' from the bottom edge. */
const TITLE_X = 18;
const TITLE_Y = 6;

/** @typedef {{at_ms: number, rating: number, deviation: number, game_id: string}} HistoryPoint */

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
 * Round tick marks covering [lo, hi], about `count` of them: steps of 1, 2, 2.5 or 5
 * times a power of ten.
 * @param {number} lo
 * @param {number} hi
 * @param {number} count
 */
export function ticks(lo, hi, count) {
  const raw = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const out = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) out.push(Math.round(t * 100) / 100);
  return out;
}

/**
 * The chart of one rating's history.
 * @param {HistoryPoint[]} history oldest first
 * @param {string} label what it shows, for screen readers ("Squadro rating")
 * @returns {SVGSVGElement}
 */
export function ratingChart(history, label) {
  const n = history.length;
  const ratings = history.map((p) => p.rating);
  const lowest = Math.min(...ratings);
  const highest = Math.max(...ratings);
  // At least 100 points of rating from bottom to top, so small changes look small.
  const pad = Math.max(20, (100 - (highest - lowest)) / 2);
  const yTicks = ticks(lowest - pad, highest + pad, 5);
  const y0 = Math.min(lowest - pad, yTicks[0]);
  const y1 = Math.max(highest + pad, yTicks[yTicks.length - 1]);
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  /** @param {number} i game number from 1 */
  const x = (i) => MARGIN.left + (n === 1 ? innerW / 2 : ((i - 1) / (n - 1)) * innerW);
  /** @param {number} r */
  const y = (r) => MARGIN.top + (1 - (r - y0) / (y1 - y0)) * innerH;

  const chart = /** @type {SVGSVGElement} */ (svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'chart', role: 'img',
    'aria-label': t('chart-label', { label, n, from: Math.round(ratings[0]), to: Math.round(ratings[n - 1]) }),
  }));
  const grid = svg('g', { class: 'grid' });
  for (const t of yTicks) {
    grid.append(svg('line', { x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: y(t), y2: y(t) }),
      svg('text', { x: MARGIN.left - 8, y: y(t), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, String(Math.round(t))));
  }
  const xTicks = n === 1 ? [1] : ticks(1, n, Math.min(n - 1, 8)).filter((t) => Number.isInteger(t) && t >= 1);
  for (const t of xTicks) {
    grid.append(svg('text', { x: x(t), y: HEIGHT - MARGIN.bottom + 18, 'text-anchor': 'middle' }, String(t)));
  }
  grid.append(
    svg('line', { class: 'axis', x1: MARGIN.left, x2: MARGIN.left, y1: MARGIN.top, y2: HEIGHT - MARGIN.bottom }),
    svg('line', { class: 'axis', x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: HEIGHT - MARGIN.bottom, y2: HEIGHT - MARGIN.bottom }),
    svg('text', { x: MARGIN.left + innerW / 2, y: HEIGHT - TITLE_Y, 'text-anchor': 'middle', class: 'axis-title' }, t('chart-x')),
    svg('text', { x: TITLE_X, y: MARGIN.top + innerH / 2, 'text-anchor': 'middle', class: 'axis-title', transform: `rotate(-90 ${TITLE_X} ${MARGIN.top + innerH / 2})` }, t('chart-y')));
  const line = history.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i + 1).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  const points = svg('g', { class: 'points' }, ...history.map((p, i) => svg('circle', { cx: x(i + 1), cy: y(p.rating), r: 3.5 },
    svg('title', {}, t('chart-point', { n: i + 1, date: new Date(p.at_ms).toLocaleDateString(), rating: Math.round(p.rating), deviation: Math.round(p.deviation) })))));
  chart.append(grid, svg('path', { class: 'line', d: line }), points);
  return chart;
}
