// @ts-check
/**
 * The board of any game: the game's own SVG picture, and actions made by clicking.
 *
 * Each legal action comes with the ids of the picture's elements clicked, in order, to
 * make it (docs/pictures.md). The board offers the next ids of every action that
 * starts with what was clicked so far, and hands the action over once a whole
 * sequence is clicked. It knows no game.
 */

import { pictureRoles } from './roles.js';

/** @typedef {import('./api.js').WireBoard} WireBoard */

export class Board {
  /**
   * @param {HTMLElement} container
   * @param {(action: string) => void} onAction called with a completed action
   * @param {(clicked: string[]) => void} [onProgress] called as an action is built
   */
  constructor(container, onAction, onProgress) {
    this.container = container;
    this.onAction = onAction;
    this.onProgress = onProgress || (() => {});
    /** @type {WireBoard|null} */
    this.board = null;
    /** @type {string[]} ids clicked so far in the action being built */
    this.clicked = [];
    /** @type {string[]} ids of a hint to show */
    this.hinted = [];
    this.enabled = true;
    container.addEventListener('click', (e) => this.click(e));
    container.addEventListener('keydown', (e) => this.key(e));
  }

  /**
   * Show a new picture. What was clicked so far is kept only if the same position
   * comes again (a reconnect) and it still leads somewhere.
   * @param {WireBoard} board
   * @param {boolean} samePosition
   */
  show(board, samePosition) {
    this.board = board;
    if (!samePosition) {
      this.clicked = [];
      this.hinted = [];
    }
    if (!this.matching().length) this.clicked = [];
    this.container.innerHTML = board.svg;
    const svg = this.container.querySelector('svg');
    if (svg) svg.setAttribute('focusable', 'false');
    this.paint();
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
    const root = this.container;
    for (const node of root.querySelectorAll('.choosable, .chosen, .last, .hinted')) {
      node.classList.remove('choosable', 'chosen', 'last', 'hinted');
      node.removeAttribute('tabindex');
      node.removeAttribute('role');
    }
    if (!this.board) return;
    /** @param {string} id */
    const find = (id) => root.querySelector(`[id="${CSS.escape(id)}"]`);
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
    pictureRoles(root);
  }

  /** @param {MouseEvent} e */
  click(e) {
    const next = this.next();
    for (let node = /** @type {Element|null} */ (e.target); node && node !== this.container; node = node.parentElement) {
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
      const first = this.container.querySelector('.choosable');
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
