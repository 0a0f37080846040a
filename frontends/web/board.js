// @ts-check
/**
 * The board of any game: the game's own SVG picture, and actions made by clicking.
 *
 * A picture is the board alone and its side panels (status, reserves, legend…), each
 * an SVG: the board goes into the board region, the panels into the panels region,
 * which the page lays out beside or under it. Each legal action comes with the ids
 * of the elements clicked, in order, to make it (docs/pictures.md); ids are unique
 * across the board and the panels, so a sequence may cross from one to the other.
 * The board offers the next ids of every action that starts with what was clicked
 * so far, and hands the action over once a whole sequence is clicked. It knows no
 * game.
 */

import { glide, piecePlaces } from './glide.js';
import { pictureRoles } from './roles.js';
import { t } from './words.js';

/** @typedef {import('./api.js').WireBoard} WireBoard */

export class Board {
  /**
   * @param {HTMLElement} container the board region (`.board`)
   * @param {(action: string) => void} onAction called with a completed action
   * @param {(clicked: string[]) => void} [onProgress] called as an action is built
   * @param {HTMLElement} [panels] the panels region (`.panels`); without it the board
   *   makes one and puts it right after `container`
   */
  constructor(container, onAction, onProgress, panels) {
    this.container = container;
    this.panels = panels || makePanels(container);
    this.onAction = onAction;
    this.onProgress = onProgress || (() => {});
    /** @type {WireBoard|null} */
    this.board = null;
    /** @type {string[]} ids clicked so far in the action being built */
    this.clicked = [];
    /** @type {string[]} ids of a hint to show */
    this.hinted = [];
    this.enabled = true;
    for (const region of [container, this.panels]) {
      region.addEventListener('click', (e) => this.click(e));
      region.addEventListener('keydown', (e) => this.key(e));
    }
  }

  /**
   * Show a new picture. What was clicked so far is kept only if the same position
   * comes again (a reconnect) and it still leads somewhere. With `animate` (the
   * position one action after the one shown), pieces glide to their new places.
   * @param {WireBoard} board
   * @param {boolean} samePosition
   * @param {{animate?: boolean}} [how]
   */
  show(board, samePosition, how = {}) {
    this.board = board;
    if (!samePosition) {
      this.clicked = [];
      this.hinted = [];
    }
    if (!this.matching().length) this.clicked = [];
    const before = how.animate ? piecePlaces(this.regions()) : null;
    this.container.innerHTML = board.svg;
    const svg = this.container.querySelector('svg');
    const box = svg?.viewBox?.baseVal;
    // The page fits the board to the window by its shape (layout.css).
    if (box && box.width > 0 && box.height > 0) this.container.style.setProperty('--ratio', String(box.width / box.height));
    this.panels.replaceChildren(...(board.panels || []).map((p) => {
      const figure = document.createElement('figure');
      figure.className = 'panel';
      figure.dataset.panel = p.name;
      figure.innerHTML = p.svg;
      const width = figure.querySelector('svg')?.viewBox?.baseVal?.width;
      if (width) figure.style.setProperty('--panel-w', String(width));
      return figure;
    }));
    for (const picture of this.svgs()) picture.setAttribute('focusable', 'false');
    const moved = before ? glide(before, this.regions()) : 0;
    this.container.dataset.glided = String(moved);
    this.paint();
  }

  /** The board region and the panels region. */
  regions() {
    return [this.container, this.panels];
  }

  /** Every SVG shown: the board's, then the panels'. */
  svgs() {
    return this.regions().flatMap((r) => [...r.querySelectorAll('svg')]);
  }

  /**
   * The element of the picture with this id, on the board or in a panel.
   * @param {string} id
   */
  find(id) {
    const selector = `[id="${CSS.escape(id)}"]`;
    return this.container.querySelector(selector) || this.panels.querySelector(selector);
  }

  /** @param {boolean} on */
  setEnabled(on) {
    this.enabled = on;
    this.paint();
  }

  /** Forget what was clicked: the action being built is cancelled. */
  cancel() {
    this.clicked = [];
    this.paint();
    this.onProgress(this.clicked);
  }

  /** @param {string[]} ids */
  hint(ids) {
    this.hinted = ids;
    this.paint();
  }

  /** The choices that start with what was clicked. */
  matching() {
    const choices = this.board ? this.board.choices : [];
    return choices.filter((c) => c.clicks.length > this.clicked.length
      && this.clicked.every((id, i) => c.clicks[i] === id));
  }

  /** The ids that may be clicked next. */
  next() {
    return new Set(this.enabled ? this.matching().map((c) => c.clicks[this.clicked.length]) : []);
  }

  /** Mark the picture's elements: next to click, clicked, last move, hint. */
  paint() {
    for (const root of this.regions()) {
      for (const node of root.querySelectorAll('.choosable, .chosen, .last, .hinted')) {
        node.classList.remove('choosable', 'chosen', 'last', 'hinted');
        node.removeAttribute('tabindex');
        node.removeAttribute('role');
      }
    }
    if (!this.board) return;
    /** @param {string} id */
    const find = (id) => this.find(id);
    for (const id of this.board.marks) find(id)?.classList.add('last');
    for (const id of this.hinted) find(id)?.classList.add('hinted');
    for (const id of this.clicked) find(id)?.classList.add('chosen');
    for (const id of this.next()) {
      const node = find(id);
      if (!node) continue;
      node.classList.add('choosable');
      node.setAttribute('tabindex', '0');
      node.setAttribute('role', 'button');
    }
    for (const root of this.regions()) pictureRoles(root);
  }

  /** @param {MouseEvent} e */
  click(e) {
    const next = this.next();
    const regions = this.regions();
    for (let node = /** @type {Element|null} */ (e.target); node && !regions.includes(/** @type {HTMLElement} */ (node)); node = node.parentElement) {
      if (node.id && next.has(node.id)) {
        e.preventDefault();
        this.choose(node.id);
        return;
      }
    }
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    if (e.key === 'Escape' && this.clicked.length) {
      this.cancel();
      return;
    }
    const target = /** @type {Element} */ (e.target);
    if ((e.key === 'Enter' || e.key === ' ') && target.id && this.next().has(target.id)) {
      e.preventDefault();
      this.choose(target.id);
      const first = this.container.querySelector('.choosable') || this.panels.querySelector('.choosable');
      if (first instanceof SVGElement || first instanceof HTMLElement) first.focus();
    }
  }

  /** @param {string} id */
  choose(id) {
    this.clicked = [...this.clicked, id];
    const done = this.matching().length === 0
      && this.board?.choices.find((c) => c.clicks.length === this.clicked.length
        && c.clicks.every((x, i) => x === this.clicked[i]));
    if (done) {
      this.clicked = [];
      this.paint();
      this.onProgress([]);
      this.onAction(done.action);
      return;
    }
    this.paint();
    this.onProgress(this.clicked);
  }
}

/**
 * A panels region for a board whose page gave none: right after the board region
 * (or, while that is not in the page yet, as soon as the board is shown).
 * @param {HTMLElement} container
 */
function makePanels(container) {
  const panels = document.createElement('div');
  panels.className = 'panels';
  panels.setAttribute('aria-label', t('play-beside-board'));
  if (container.parentNode) container.after(panels);
  else queueMicrotask(() => { if (!panels.isConnected) container.after(panels); });
  return panels;
}
