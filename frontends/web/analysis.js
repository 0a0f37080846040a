// @ts-check
/**
 * The analysis board: `/analysis/GAME_ID` (a finished game, its moves as the main
 * line) and `/analysis?game=NAME&position=…&moves=a,b` (any position, or a start
 * with `options` given as `opt.KEY=VALUE`). Any legal move of either side is played
 * by clicking; a move other than the next one from an earlier point starts a side
 * line, so the lines make a tree, and any node of it can be gone back to. The
 * server plays the line and answers each position with the engine's best three
 * moves (`POST /api/analysis`, docs/analysis.md). The address always holds the
 * position and the line shown (`moves=`, or `line=` after a game's id), so it can
 * be shared or reloaded; `ply=N` after a game's id opens its own line at move N.
 * The page knows no game.
 */

import { api } from './api.js';
import { Board } from './board.js';
import { Flip } from './flip.js';
import { levelWord } from './lobby.js';
import { remembered } from './mine.js';
import { reviewPanel } from './review.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * @typedef {import('./api.js').WireBoard} WireBoard
 * @typedef {{action: string, text?: string|null, expected: number, exact: string|null}} EngineLine
 * @typedef {{seat: number, level: string, source: string, top: EngineLine[]}} EngineLines
 * @typedef {{seat: number, action: string, text: string}} PlayedMove
 * @typedef {{format: number, game: string, title: string, options: Record<string, string>, start: string,
 *   position: string, moves: PlayedMove[], seats: string[], to_move: number[], over: boolean,
 *   result_text: string|null, board: WireBoard, engine: EngineLines|null}} PositionAnalysis
 * @typedef {{format: number, id: string, game: string, title: string, start: string, moves: string[],
 *   complete: boolean, result_text: string|null}} GameLine
 * @typedef {{ply: number, action: string, mark?: string|null}} ReviewedAction
 * @typedef {{format: number, actions: ReviewedAction[]}} Review
 */

/** How the moves of a line are joined in the address; a move with a comma is escaped. */
const SEP = ',';

/**
 * One node of the variation tree: the move that led to it (none at the root), its
 * continuations (the first is the line's own, the others side lines).
 */
class MoveNode {
  /**
   * @param {MoveNode|null} parent
   * @param {string|null} move
   */
  constructor(parent, move) {
    this.parent = parent;
    this.move = move;
    /** @type {MoveNode[]} */
    this.children = [];
    /** Who played it and how the game says it, once the server told. @type {PlayedMove|null} */
    this.played = null;
    /** A stored review's mark on this move (`inaccuracy`, `mistake`, `blunder`). @type {string|null} */
    this.mark = null;
  }

  /** The moves from the root to here. */
  line() {
    /** @type {string[]} */
    const moves = [];
    for (let n = /** @type {MoveNode|null} */ (this); n && n.move !== null; n = n.parent) moves.unshift(n.move);
    return moves;
  }

  /**
   * The child reached by `move`, added as the last side line if new.
   * @param {string} move
   */
  child(move) {
    let next = this.children.find((c) => c.move === move);
    if (!next) {
      next = new MoveNode(this, move);
      this.children.push(next);
    }
    return next;
  }
}

/**
 * `/analysis/ID` or `/analysis?game=…`.
 * @param {HTMLElement} root
 * @param {string|null} id a finished game of this server
 * @param {URLSearchParams} query
 */
export async function analysisPage(root, id, query) {
  if (id === null && !query.get('game')) {
    await choosePosition(root);
    return;
  }
  const page = new AnalysisBoard(root, id);
  try {
    if (id !== null) {
      /** @type {GameLine} */
      const line = await api(`/api/analysis/${encodeURIComponent(id)}`);
      page.open(line.game, { position: line.start, options: {} }, line.moves, startLine(query, line.moves));
      if (!line.complete) page.note(t('analysis-seat-left'));
      page.offerReview(id);
    } else {
      /** @type {Record<string, string>} */
      const options = {};
      for (const [key, value] of query) if (key.startsWith('opt.')) options[key.slice(4)] = value;
      const position = query.get('position');
      page.open(/** @type {string} */ (query.get('game')), { position: position || null, options }, [],
        splitLine(query.get('moves')));
    }
  } catch (e) {
    page.fail(/** @type {Error} */ (e).message);
  }
}

/**
 * Where a finished game's board opens: `line=` (any line), else `ply=N` (the game's
 * own moves up to move N, as the replay links), else null (its end).
 * @param {URLSearchParams} query
 * @param {string[]} moves the game's moves
 * @returns {string[]|null}
 */
function startLine(query, moves) {
  if (query.has('line')) return splitLine(query.get('line'));
  const ply = Number(query.get('ply') ?? '');
  if (!query.has('ply') || !Number.isInteger(ply) || ply < 0) return null;
  return moves.slice(0, ply);
}

/**
 * A line from the address: moves joined by commas, `\,` a comma inside a move.
 * @param {string|null} text
 * @returns {string[]}
 */
function splitLine(text) {
  if (!text) return [];
  return text.split(/(?<!\\),/).map((m) => m.replaceAll('\\,', SEP)).filter((m) => m.length > 0);
}

/** @param {string[]} moves */
function joinLine(moves) {
  return moves.map((m) => m.replaceAll(SEP, `\\${SEP}`)).join(SEP);
}

/**
 * `/analysis` alone: a game and, if wanted, a position to start from.
 * @param {HTMLElement} root
 */
async function choosePosition(root) {
  document.title = t('analysis-page-title');
  const select = /** @type {HTMLSelectElement} */ (el('select', { id: 'analysis-game', name: 'game' }));
  const position = /** @type {HTMLTextAreaElement} */ (el('textarea', { id: 'analysis-position', name: 'position', rows: 3 }));
  const problem = el('p', { class: 'alert', role: 'alert' });
  const form = el('form', { class: 'analysis-choose', action: '/analysis', method: 'get' },
    el('p', {}, el('label', { for: 'analysis-game' }, t('analysis-game'), ' '), select),
    el('p', {}, el('label', { for: 'analysis-position' }, t('analysis-position-label'))),
    position,
    el('p', {}, el('button', { type: 'submit', class: 'primary' }, t('analysis-open'))));
  fill(root, el('h1', {}, t('play-analysis-board')),
    el('p', {}, t('analysis-intro')),
    form, problem);
  try {
    const catalog = await api('/api/catalog');
    fill(select, ...catalog.games.map((/** @type {{name: string, title: string}} */ g) => el('option', { value: g.name }, g.title)));
  } catch (e) {
    problem.textContent = /** @type {Error} */ (e).message;
  }
  form.addEventListener('submit', () => {
    if (!position.value.trim()) position.disabled = true;
  });
}

/** The board, the variation tree and the engine's panel. */
class AnalysisBoard {
  /**
   * @param {HTMLElement} root
   * @param {string|null} id the finished game opened, if any
   */
  constructor(root, id) {
    this.id = id;
    /** @type {string} */
    this.game = '';
    /** @type {{position: string|null, options: Record<string, string>}} */
    this.from = { position: null, options: {} };
    this.root = new MoveNode(null, null);
    this.current = this.root;
    /** Seats of the game, for the move list's rounds (two until the server says). */
    this.seatCount = 2;
    /** The node the last click added, until its position is answered. @type {MoveNode|null} */
    this.fresh = null;
    /** Answers by line and side, so stepping back asks nothing again. @type {Map<string, Promise<PositionAnalysis>>} */
    this.answers = new Map();
    /** The number of the last position asked for: a slower earlier answer is not shown. */
    this.asked = 0;
    this.heading = el('h1', {}, t('play-analysis-board'));
    this.boardBox = el('div', { class: 'board', 'aria-label': t('play-board-label') });
    this.panelsBox = el('div', { class: 'panels', 'aria-label': t('play-beside-board') });
    this.board = new Board(this.boardBox, (action) => this.play(action), undefined, this.panelsBox);
    this.flip = new Flip(() => this.show());
    this.status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
    this.alert = el('p', { class: 'alert', role: 'alert' });
    this.notes = el('div', { class: 'analysis-notes' });
    this.engine = el('div', { class: 'engine', 'aria-live': 'polite' });
    this.tree = el('div', { class: 'variations', 'aria-label': t('analysis-variations') });
    this.position = /** @type {HTMLInputElement} */ (el('input', {
      type: 'text', readonly: true, class: 'position-code', id: 'analysis-code', 'aria-label': t('analysis-position-code'),
    }));
    this.text = el('pre', { class: 'board-text' });
    /** A finished game's review panel, once the game is open. @type {ReturnType<typeof reviewPanel>|null} */
    this.review = null;
    this.reviewBox = el('div', { class: 'analysis-review' });
    const back = el('button', { type: 'button', class: 'step-back', onclick: () => this.go(this.current.parent) }, t('puzzles-back'));
    const forward = el('button', {
      type: 'button', class: 'step-forward', onclick: () => this.go(this.current.children[0] ?? null),
    }, t('puzzles-forward'));
    // Drawn with the first position's answer (`show`), so nothing on it moves as the
    // board and its panels come in; until then the page says it is loading.
    this.page = root;
    this.frame = el('div', { class: 'analysis lesson' },
      el('section', { class: 'lesson-board' }, this.boardBox, this.panelsBox),
      el('section', { class: 'lesson-words', 'aria-label': t('analysis-label') },
        this.heading, this.status, this.alert, this.notes,
        el('p', { class: 'analysis-steps' }, back, ' ', forward, ' ', this.flip.button),
        el('h2', {}, t('analysis-engine')), this.engine,
        el('h2', {}, t('play-moves')), this.tree,
        this.reviewBox,
        el('details', {}, el('summary', {}, t('analysis-position-code')), this.position),
        el('details', {}, el('summary', {}, t('play-board-text')), this.text),
        el('p', { class: 'lesson-links' },
          id ? el('a', { href: `/replay/${encodeURIComponent(id)}` }, t('analysis-replay')) : '', id ? ' · ' : '',
          el('a', { href: '/analysis' }, t('analysis-another')), ' · ', el('a', { href: '/' }, t('learn-the-lobby')))));
    fill(root, el('p', {}, t('page-loading')));
    document.addEventListener('keydown', (e) => this.key(e));
  }

  /**
   * Open the board on `game` from `from`, with `main` as the main line and the node
   * of `line` current (the main line's end without one).
   * @param {string} game
   * @param {{position: string|null, options: Record<string, string>}} from
   * @param {string[]} main
   * @param {string[]|null} line
   */
  open(game, from, main, line) {
    this.game = game;
    this.from = from;
    let n = this.root;
    for (const m of main) n = n.child(m);
    this.current = n;
    if (line !== null) {
      n = this.root;
      for (const m of line) n = n.child(m);
      this.current = n;
    }
    this.show();
  }

  /**
   * Offer the review of finished game `id`: its marks on the main line, its graph's
   * points stepping the board along it.
   * @param {string} id
   */
  offerReview(id) {
    this.review = reviewPanel(id, {
      token: remembered().find((r) => r.id === id)?.token ?? null,
      onPick: (ply) => this.go(this.mainLineAt(ply)),
      onReview: (review) => this.showReview(review),
    });
    fill(this.reviewBox, this.review.root);
    const depth = this.current.line().length;
    if (this.mainLineAt(depth) === this.current) this.review.show(depth);
  }

  /** @param {string} text */
  note(text) {
    this.notes.append(el('p', {}, text));
  }

  /** @param {string} message */
  fail(message) {
    this.drawn();
    this.alert.textContent = message;
  }

  /** Put the page's frame in place, if it is not yet. */
  drawn() {
    if (!this.frame.isConnected) fill(this.page, this.frame);
  }

  /**
   * Play `action` from the position shown: the same node if it was played before
   * here, else a new continuation (a side line if there is one already).
   * @param {string} action
   */
  play(action) {
    const known = this.current.children.some((c) => c.move === action);
    const next = this.current.child(action);
    this.fresh = known ? null : next;
    this.go(next);
  }

  /** @param {MoveNode|null} node */
  go(node) {
    if (!node) return;
    this.current = node;
    this.show();
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    const target = /** @type {HTMLElement|null} */ (e.target);
    if (e.altKey || e.ctrlKey || e.metaKey || (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (e.key === 'ArrowLeft') this.go(this.current.parent);
    else if (e.key === 'ArrowRight') this.go(this.current.children[0] ?? null);
    else return;
    e.preventDefault();
  }

  /**
   * The current line's position (asked for once per line and side), then the board,
   * the engine's moves, the tree and the address.
   */
  async show() {
    const moves = this.current.line();
    this.remember(moves);
    this.renderTree();
    if (this.review && this.mainLineAt(moves.length) === this.current) this.review.show(moves.length);
    const flip = this.flip.flipped;
    this.flip.asked = flip;
    const key = `${flip}\n${moves.join('\n')}`;
    if (!this.answers.has(key)) {
      const body = { game: this.game, moves, flip, ...(this.from.position ? { position: this.from.position } : { options: this.from.options }) };
      const answer = api('/api/analysis', body);
      answer.catch(() => this.answers.delete(key));
      this.answers.set(key, answer);
    }
    const number = ++this.asked;
    this.board.setEnabled(false);
    fill(this.engine, el('p', { class: 'thinking' }, t('analysis-thinking')));
    /** @type {PositionAnalysis} */
    let a;
    try {
      a = await /** @type {Promise<PositionAnalysis>} */ (this.answers.get(key));
    } catch (e) {
      if (number !== this.asked) return;
      this.drawn();
      this.alert.textContent = /** @type {Error} */ (e).message;
      fill(this.engine);
      // A move just played that the server refused (or could not answer yet) leaves
      // the tree, and the board goes back to where it was.
      const bad = this.current;
      if (bad === this.fresh && bad.parent && !bad.children.length) {
        bad.parent.children = bad.parent.children.filter((c) => c !== bad);
        this.fresh = null;
        this.current = bad.parent;
        const message = this.alert.textContent;
        await this.show();
        this.alert.textContent = message;
        return;
      }
      this.board.setEnabled(true);
      return;
    }
    if (number !== this.asked) return;
    if (this.current === this.fresh) this.fresh = null;
    this.alert.textContent = '';
    this.learnMoves(a.moves);
    this.heading.textContent = t('analysis-heading-game', { game: a.title });
    document.title = t('analysis-game-page-title', { game: a.title });
    this.board.show(a.board, false);
    this.drawn();
    this.board.setEnabled(!a.over);
    this.flip.learn({ game: a.game, board: a.board, seats: a.seats });
    this.seatCount = a.seats.length;
    this.text.textContent = a.board.text;
    this.position.value = a.position;
    const toMove = a.to_move.map((s) => a.seats[s - 1]).join(', ');
    this.status.textContent = a.over
      ? t('analysis-after-over', { n: moves.length, result: a.result_text ?? '' })
      : t('analysis-after-to-move', { n: moves.length, seats: toMove });
    this.showEngine(a);
    this.renderTree();
  }

  /**
   * The seats and sentences of the line's moves, as the server said them.
   * @param {PlayedMove[]} played
   */
  learnMoves(played) {
    let n = this.root;
    for (const p of played) {
      const next = n.children.find((c) => c.move === p.action);
      if (!next) return;
      next.played = p;
      n = next;
    }
  }

  /** @param {PositionAnalysis} a */
  showEngine(a) {
    if (!a.engine) {
      fill(this.engine, el('p', {}, a.over ? t('analysis-over') : t('analysis-nothing')));
      return;
    }
    const e = a.engine;
    const who = a.seats[e.seat - 1] ?? t('replay-seat', { seat: e.seat });
    const source = e.source === 'search' ? t('analysis-search', { level: levelWord(String(e.level)) })
      : e.source === 'tables' ? t('analysis-exact-tables') : t('analysis-exact-solver');
    fill(this.engine,
      el('p', { class: 'engine-source' }, t('analysis-best-for', { seat: who, source })),
      el('ol', { class: 'engine-lines' }, ...e.top.map((line) => el('li', {},
        el('button', { type: 'button', class: 'engine-move', title: t('analysis-play', { move: line.text || line.action }), onclick: () => this.play(line.action) },
          line.action),
        ` ${Math.round(line.expected * 100)}%`, line.exact ? ` (${line.exact})` : ''))));
  }

  /** The variation tree, the current move marked. */
  renderTree() {
    if (!this.root.children.length) {
      fill(this.tree, el('p', { class: 'no-moves' }, t('analysis-no-moves')));
      return;
    }
    fill(this.tree, this.lineList(/** @type {MoveNode} */ (this.root.children[0]), 1));
    // The current move is scrolled into view within the tree's own box only: the
    // page itself stays where it is (on a phone the tree is far below the board).
    const current = this.tree.querySelector('[aria-current="true"]');
    if (current instanceof HTMLElement) {
      const box = this.tree.getBoundingClientRect();
      const at = current.getBoundingClientRect();
      if (at.top < box.top) this.tree.scrollTop -= box.top - at.top;
      else if (at.bottom > box.bottom) this.tree.scrollTop += at.bottom - box.bottom;
    }
  }

  /**
   * A line from `first` on in numbered rounds, one move of each seat a round ("1. a b
   * 2. c d" with two seats), each move followed by the side lines that branch off
   * before it; a round broken by a side line goes on after it as "1… b".
   * @param {MoveNode} first
   * @param {number} ply of `first`, from 1
   * @returns {HTMLElement}
   */
  lineList(first, ply) {
    const seats = Math.max(1, this.seatCount);
    const list = el('ol', { class: 'variation' });
    /** @type {HTMLElement|null} the round being filled */
    let round = null;
    /** @type {MoveNode|undefined} */
    let n = first;
    while (n) {
      const number = Math.floor((ply - 1) / seats) + 1;
      const place = (ply - 1) % seats;
      if (!round || place === 0) {
        round = el('li', { class: 'move-round' }, el('span', { class: 'move-number' }, place === 0 ? `${number}.` : `${number}…`));
        list.append(round);
      }
      round.append(' ', this.moveButton(n));
      const parent = /** @type {MoveNode} */ (n.parent);
      const sides = parent.children[0] === n ? parent.children.slice(1) : [];
      for (const side of sides) round.append(this.lineList(side, ply));
      if (sides.length) round = null;
      n = n.children[0];
      ply += 1;
    }
    return list;
  }

  /** @param {MoveNode} n */
  moveButton(n) {
    const here = n === this.current;
    const sign = n.mark ? { inaccuracy: '?!', mistake: '?', blunder: '??' }[n.mark] ?? '' : '';
    const who = n.played ? t('analysis-tree-move-text', { n: n.line().length, text: n.played.text }) : t('analysis-tree-move', { n: n.line().length });
    return el('button', {
      type: 'button', class: `tree-move${here ? ' current' : ''}${n.mark ? ` mark-${n.mark}` : ''}`,
      'aria-current': here ? 'true' : 'false', title: who, onclick: () => this.go(n),
    }, `${n.move}${sign}`);
  }

  /**
   * Put the line in the address (replacing it: stepping is not history).
   * @param {string[]} moves
   */
  remember(moves) {
    const url = new URL(location.href);
    if (this.id !== null) {
      if (moves.length) url.searchParams.set('line', joinLine(moves));
      else url.searchParams.set('line', '');
    } else if (moves.length) url.searchParams.set('moves', joinLine(moves));
    else url.searchParams.delete('moves');
    if (url.href !== location.href) history.replaceState(null, '', url);
  }

  /**
   * The main line's node after `ply` moves (the last one if it is shorter).
   * @param {number} ply
   */
  mainLineAt(ply) {
    let n = this.root;
    for (let i = 0; i < ply && n.children.length; i++) n = n.children[0];
    return n;
  }

  /**
   * Mark the main line's moves with a review's marks (`Review`, see
   * docs/wire/session/review.v2.schema.json): each reviewed action on the main line
   * whose move matches gets its mark.
   * @param {Review} review
   */
  showReview(review) {
    let n = this.root.children[0];
    for (const reviewed of review.actions) {
      if (!n || n.move !== reviewed.action) break;
      n.mark = reviewed.mark ?? null;
      n = n.children[0];
    }
    this.renderTree();
  }
}
