// @ts-check
/**
 * Step through a finished game of this server, or a record file from `cubist play`
 * or `cubist selfplay`, move by move. The server draws each position.
 */

import { api } from './api.js';
import { Board } from './board.js';
import { clockElement, drawClock, isLow } from './clocks.js';
import { initialMs, perMove } from './timecontrol.js';
import { remembered } from './mine.js';
import { moveText, notationShown, notationToggle } from './moves.js';
import { markOf, reviewPanel } from './review.js';
import { el, fill, seatDot } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/** @typedef {import('./api.js').TimeControl} TimeControl */
/**
 * A record as the replay reads it (seats from 0); a timed game's actions carry the
 * time their seat had left after them.
 * @typedef {{actions: {seat: number, action: string, left_ms?: number|null}[], seats: string[], clock?: TimeControl|null,
 *   events?: {ply: number, seat: number, event: string}[], result?: unknown}} Record
 */

/**
 * @param {HTMLElement} root
 * @param {string|null} id a game of this server, or null to open a record file
 */
export async function replayPage(root, id) {
  if (id === null) {
    chooseRecord(root);
    return;
  }
  try {
    const record = await api(`/api/games/${encodeURIComponent(id)}/record`);
    stepper(root, record, (ply) => api(`/api/games/${encodeURIComponent(id)}/replay?ply=${ply}`), id);
  } catch (e) {
    fill(root, el('h1', {}, t('replay-heading')), el('p', { role: 'alert' }, /** @type {Error} */ (e).message));
  }
}

/** @param {HTMLElement} root */
function chooseRecord(root) {
  const problem = el('p', { class: 'alert', role: 'alert' });
  const file = /** @type {HTMLInputElement} */ (el('input', { type: 'file', id: 'record-file', accept: '.json,application/json' }));
  file.addEventListener('change', async () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    let record;
    try {
      record = JSON.parse(await chosen.text());
    } catch {
      problem.textContent = t('replay-not-json', { file: chosen.name });
      return;
    }
    try {
      await api('/api/replay', { record, ply: 0 });
    } catch (e) {
      problem.textContent = `${chosen.name}: ${/** @type {Error} */ (e).message}`;
      return;
    }
    stepper(root, record, (ply) => api('/api/replay', { record, ply }));
  });
  fill(root, el('h1', {}, t('replay-open-heading')),
    el('p', {}, t('replay-choose-before'), ' ', el('code', {}, 'cubist play'), ` ${t('replay-choose-or')} `, el('code', {}, 'cubist selfplay'),
      ` ${t('replay-choose-after')}`),
    el('label', { for: 'record-file' }, t('replay-record-file'), ' '), file, problem);
}

/**
 * The replay controls over any source of positions; for a finished game of this
 * server (`id`), its review too.
 * @param {HTMLElement} root
 * @param {Record} record
 * @param {(ply: number) => Promise<MatchView>} positionAt
 * @param {string|null} [id]
 */
function stepper(root, record, positionAt, id = null) {
  const total = record.actions.length;
  // The analysis board of a finished game, opened at the position shown.
  const analysis = id !== null && record.result
    ? /** @type {HTMLAnchorElement} */ (el('a', { href: `/analysis/${encodeURIComponent(id)}` }, t('play-analysis-board')))
    : null;
  const boardBox = el('div', { class: 'board', 'aria-label': t('play-board-label') });
  const panelsBox = el('div', { class: 'panels', 'aria-label': t('play-beside-board') });
  const board = new Board(boardBox, () => {}, undefined, panelsBox);
  const where = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const slider = /** @type {HTMLInputElement} */ (el('input', { type: 'range', min: 0, max: total, value: 0, 'aria-label': t('replay-move-number') }));
  const moves = el('ol', { class: 'moves', start: 1, 'aria-label': t('play-moves') });
  const lastMove = el('p', { class: 'last-move-line', 'aria-live': 'polite' });
  /** @type {string[]} the moves in sentences, as the view of the last position says them */
  let said = [];
  const text = el('pre', { class: 'board-text' });
  const title = el('h1', {}, t('replay-heading'));
  const result = el('div', { class: 'result' });
  const timed = record.actions.some((a) => typeof a.left_ms === 'number');
  const clockList = el('ul', { class: 'seats clocks', 'aria-label': t('replay-time-left') });
  const clockBox = el('div', { hidden: !timed }, el('h2', {}, t('replay-time-left')), clockList);
  /** @type {Map<number, ReturnType<typeof clockElement>>} by seat, from 1 */
  const clocks = new Map();
  /** @type {Map<number, Promise<MatchView>>} */
  const cache = new Map();
  let at = 0;
  /** @type {import('./review.js').ReviewedAction[]} each move's review, once the game is reviewed */
  let reviewed = [];
  const review = id === null ? null : reviewPanel(id, {
    // A guest's seat of the game, if this browser played it.
    token: remembered().find((r) => r.id === id)?.token ?? null,
    start: location.hash === '#review',
    players: () => names,
    onPick: (ply) => go(ply),
    onReview: (r) => {
      reviewed = r.actions;
      listMoves(names);
    },
  });
  /** The ply of the position on the board, if any. */
  let shown = -1;
  /** @param {number} ply */
  const get = (ply) => {
    if (!cache.has(ply)) cache.set(ply, positionAt(ply));
    return /** @type {Promise<MatchView>} */ (cache.get(ply));
  };
  /** @param {number} ply */
  async function go(ply) {
    at = Math.max(0, Math.min(total, ply));
    slider.value = String(at);
    if (analysis && id !== null) analysis.href = `/analysis/${encodeURIComponent(id)}?ply=${at}`;
    let view;
    try {
      view = await get(at);
    } catch (e) {
      where.textContent = /** @type {Error} */ (e).message;
      if (!frame.isConnected) fill(root, frame);
      return;
    }
    if (Number(slider.value) !== at) return;
    if (!frame.isConnected) fill(root, frame);
    title.textContent = t('replay-title', { game: view.title });
    if (view.board) {
      board.show({ ...view.board, choices: [] }, false, { animate: at === shown + 1 });
      shown = at;
      text.textContent = view.board.text;
    }
    where.textContent = t('replay-after-move', { at, total });
    review?.show(at);
    markCurrent();
    fill(result, view.result_text ? el('p', { class: 'over' }, el('strong', {}, `${t('play-game-over')} `), view.result_text) : null);
    if (timed) showClocks(view);
  }
  /** Mark the move that led to the position shown, and say it under the board. */
  function markCurrent() {
    for (const [i, li] of [...moves.children].entries()) {
      li.classList.toggle('current', i === at - 1);
      if (i === at - 1) scrollWithin(moves, li);
    }
    const move = at > 0 ? moves.children[at - 1]?.querySelector('.move-link') : null;
    const text = move ? t('replay-move', { at, move: String(notationShown.get() ? move.getAttribute('title') : move.textContent) }) : '';
    if (lastMove.textContent !== text) lastMove.textContent = text;
  }
  /**
   * The move list, each move a button to its position: the sentences the view of the
   * last position carries, or the record's notation if that view cannot be had.
   * @param {string[]} names the seats' names
   */
  function listMoves(names) {
    const inNotation = notationShown.get();
    fill(moves, ...record.actions.map((a, i) => {
      const { shown, title } = moveText(names[a.seat] ?? String(a.seat + 1), { action: a.action, text: said[i] }, inNotation);
      return el('li', { 'data-seat': a.seat + 1 },
        el('button', { type: 'button', class: 'move-link', title, onclick: () => go(i + 1) }, ...shown), markOf(reviewed[i]));
    }));
    markCurrent();
  }
  /**
   * Each seat's time left after the moves shown: after its last move so far, or its
   * starting time; a seat whose time ran out by then shows 0:00.
   * @param {MatchView} view
   */
  function showClocks(view) {
    const tc = record.clock ?? view.time_control ?? null;
    if (clocks.size === 0) {
      fill(clockList, ...view.seats.map((s) => {
        const c = clockElement(t('replay-seat-time', { name: s.name }));
        clocks.set(s.seat, c);
        return el('li', { class: 'clock-line' }, el('span', {}, seatDot(s.colour), `${s.seat}. ${s.name}`), ' ', c.root);
      }));
    }
    for (const [seat, c] of clocks) {
      let ms = tc ? initialMs(tc) : null;
      for (const a of record.actions.slice(0, at)) {
        if (a.seat + 1 === seat && typeof a.left_ms === 'number') ms = a.left_ms;
      }
      const flagged = (record.events ?? []).some((e) => e.event === 'timeout' && e.seat + 1 === seat && e.ply <= at)
        || view.events.some((e) => e.event === 'timeout' && e.seat === seat && e.ply <= at);
      if (ms === null && !flagged) {
        c.time.textContent = '–';
        continue;
      }
      const left = flagged ? 0 : ms ?? 0;
      drawClock(c, left, { running: false, flagged, low: !!tc && isLow(left, tc), correspondence: perMove(tc) });
    }
  }
  /**
   * @param {string} label the button's accessible name
   * @param {keyof typeof ICONS} icon
   * @param {() => number} target
   */
  const button = (label, icon, target) => el('button', { type: 'button', class: 'icon-button', 'aria-label': label, title: label, onclick: () => go(target()) },
    stepIcon(icon));
  slider.addEventListener('input', () => go(Number(slider.value)));
  const controls = el('div', { class: 'controls replay-controls' },
    button(t('replay-first'), 'first', () => 0), button(t('replay-previous'), 'previous', () => at - 1),
    button(t('replay-next'), 'next', () => at + 1), button(t('replay-last'), 'last', () => total), slider);
  /** @type {string[]} */
  let names = record.seats.map((_, i) => t('replay-seat', { seat: i + 1 }));
  // Drawn with its first position (`go`), so nothing on it moves as the board comes in.
  const frame = el('div', { class: 'game' },
    el('section', { class: 'play-area' }, title, where, el('div', { class: 'board-area' }, boardBox), lastMove, controls,
      analysis ? el('p', { class: 'analysis-link' }, analysis) : null),
    el('div', { class: 'game-side' }, panelsBox,
      el('aside', { class: 'side' }, result, clockBox,
        el('div', { class: 'moves-head' }, el('h2', {}, t('play-moves')), notationToggle('notation', () => listMoves(names))), moves,
        el('details', {}, el('summary', {}, t('play-board-text')), text), review?.root ?? null)));
  /** Step with ←/→, Home and End, unless typing or the replay has left the page. */
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (!controls.isConnected) {
      document.removeEventListener('keydown', onKey);
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if (e.key === 'ArrowRight') go(at + 1);
    else if (e.key === 'ArrowLeft') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(total);
    else return;
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  listMoves(names);
  // Open at the end: a finished game is looked at from its final position first.
  go(total);
  get(total).then((last) => {
    names = last.seats.map((s) => s.name);
    said = last.moves.map((m) => m.text);
    listMoves(names);
  }, () => {
    get(0).then((first) => {
      names = first.seats.map((s) => s.name);
      listMoves(names);
    }, () => {});
  });
}

/** The step buttons' icons: paths in a 16×16 box (drawn, not font glyphs, which
 * some systems' fonts lack). */
const ICONS = {
  first: 'M3 2h2v12H3zM14 2v12L6 8z',
  previous: 'M12 2v12L4 8z',
  next: 'M4 2v12l8-6z',
  last: 'M11 2h2v12h-2zM2 2v12l8-6z',
};

/**
 * A step button's icon, hidden from screen readers (the button has a name).
 * @param {keyof typeof ICONS} name
 */
function stepIcon(name) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', `icon icon-${name}`);
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[name]);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

/**
 * Whether a key pressed in `target` is typing: a text field, a text area, a list or
 * editable text (the slider, a checkbox or a button is not: the keys step the replay).
 * @param {EventTarget|null} target
 */
function typing(target) {
  if (target instanceof HTMLInputElement) return !['range', 'checkbox', 'button', 'submit', 'reset'].includes(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    || (target instanceof HTMLElement && target.isContentEditable);
}

/**
 * Scroll `list` (and only it, never the page) so that `item` shows.
 * @param {HTMLElement} list
 * @param {Element} item
 */
function scrollWithin(list, item) {
  const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  const bottom = top + item.getBoundingClientRect().height;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
