// @ts-check
/**
 * Puzzles: the games that have some and the player's puzzle rating in each
 * (`/puzzles`, with a link to the player's attempts, `puzzlehistory.js`), and a
 * game's puzzles one after another (`/puzzles/GAME`, or `/puzzles/GAME?id=ID` to start
 * with that puzzle, as the player's history links to it). The board
 * is drawn from the solver's side; each move clicked is sent with the ones before it,
 * and the server answers with the replies of the solution, or with why the move fails
 * and the solution to step through (docs/server-api.md, "Puzzles"). The page knows no
 * game.
 */

import { api } from './api.js';
import { me } from './account.js';
import { Board } from './board.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * @typedef {import('./api.js').WireBoard} WireBoard
 * @typedef {import('./api.js').PuzzleNext} PuzzleNext
 * @typedef {import('./api.js').PuzzleStep} PuzzleStep
 * @typedef {import('./api.js').AttemptReply} AttemptReply
 * @typedef {import('./api.js').PuzzleHistory} PuzzleHistory
 */

/** How long a reply waits before it is played, so the solver sees their own move. */
const PAUSE_MS = 500;

/**
 * `/puzzles`: every game with puzzles, and the player's rating in each.
 * @param {HTMLElement} root
 */
export async function puzzleListPage(root) {
  document.title = t('puzzles-page-title');
  const list = el('ul', { class: 'learn-list' });
  fill(root, el('h1', {}, t('puzzles-heading')),
    el('p', {}, t('puzzles-intro')),
    list,
    el('p', {}, el('a', { href: '/puzzles/history' }, t('puzzles-history-link')), t('puzzles-history-tail')));
  try {
    const [games, mine] = await Promise.all([api('/api/puzzles'), history()]);
    const rating = (/** @type {string} */ game) => mine?.ratings.find((r) => r.game === game);
    fill(list, ...games.games.map((/** @type {{game: string, title: string, puzzles: number}} */ g) => {
      const r = rating(g.game);
      const yours = r ? ` ${t('puzzles-your-rating', { rating: `${Math.round(r.rating)}${r.provisional ? '?' : ''}` })}` : '';
      return el('li', {}, g.puzzles
        ? el('a', { href: `/puzzles/${encodeURIComponent(g.game)}` }, t('puzzles-game-puzzles', { game: g.title }))
        : t('puzzles-no-puzzles', { game: g.title }), g.puzzles ? ` — ${t('puzzles-count', { n: g.puzzles })}${yours}` : '');
    }));
  } catch (e) {
    fill(list, el('li', { role: 'alert' }, /** @type {Error} */ (e).message));
  }
}

/**
 * A puzzle's themes to show: said in the reader's language where the server says
 * them (`themes_said`), else the stored words.
 * @param {{themes: string[], themes_said?: string[]}} p
 * @returns {string[]}
 */
function saidThemes(p) {
  return p.themes_said && p.themes_said.length === p.themes.length ? p.themes_said : p.themes;
}

/**
 * The inside of the lobby's card for a game's puzzle of the day (`GET
 * /api/puzzles/daily`): the start as a picture, the game, who is to move and what to
 * keep, the rating and themes, and a link that opens it. The picture is an image of
 * the game's own SVG (self-contained), so its ids stay apart from the page's.
 * @param {import('./api.js').DailyPuzzle} p
 * @returns {Node[]}
 */
export function dailyCard(p) {
  const href = `/puzzles/${encodeURIComponent(p.game)}?id=${encodeURIComponent(p.id)}`;
  return [
    el('a', { class: 'daily-picture', href, tabindex: '-1', 'aria-hidden': 'true' },
      el('img', { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(p.svg)}`, alt: '', width: '112', height: '112' })),
    el('div', { class: 'daily-words' },
      el('h2', { id: 'daily-heading' }, t('puzzles-daily')),
      el('p', {}, t('puzzles-daily-task', { game: p.title, seat: p.seat_name, goal: p.goal })),
      el('p', { class: 'daily-facts' }, t('puzzles-rating', { rating: p.rating }), p.themes.length ? ` · ${saidThemes(p).join(', ')}` : ''),
      el('a', { class: 'daily-solve', href }, t('puzzles-solve-it'))),
  ];
}

/** The signed-in player's puzzle history (first page), or null for a guest. */
async function history() {
  if (!(await me())) return null;
  return /** @type {Promise<PuzzleHistory>} */ (api('/api/me/puzzles'));
}

/**
 * `/puzzles/GAME`: one puzzle of the game after another, from puzzle `id` if given.
 * @param {HTMLElement} root
 * @param {string} game
 * @param {string|null} [id]
 */
export function puzzlePage(root, game, id = null) {
  new PuzzleSolver(root, game).next(id);
}

/** The puzzle on the page: its moves so far, the replies, the end. */
class PuzzleSolver {
  /**
   * @param {HTMLElement} root
   * @param {string} game
   */
  constructor(root, game) {
    this.game = game;
    /** @type {PuzzleNext|null} */
    this.puzzle = null;
    /** @type {string[]} the solver's moves so far */
    this.moves = [];
    this.heading = el('h1', { tabindex: '-1' }, t('puzzles-puzzle'));
    this.prompt = el('p', { class: 'step-prompt' });
    this.boardBox = el('div', { class: 'board', 'aria-label': t('play-board-label') });
    this.board = new Board(this.boardBox, (action) => this.play(action));
    this.status = el('div', { class: 'verdict', role: 'status', 'aria-live': 'polite' });
    this.alert = el('p', { class: 'alert', role: 'alert' });
    this.end = el('div', { class: 'puzzle-end' });
    this.text = el('pre', { class: 'board-text' });
    // Drawn once the first puzzle (or the reason there is none) is here, so nothing on
    // it moves as the board comes in.
    this.root = root;
    this.frame = el('div', { class: 'lesson' },
      el('section', { class: 'lesson-board' }, this.boardBox),
      el('section', { class: 'lesson-words', 'aria-label': t('puzzles-puzzle') },
        this.heading, this.prompt, this.alert, this.status, this.end,
        el('details', {}, el('summary', {}, t('play-board-text')), this.text),
        el('p', { class: 'lesson-links' }, el('a', { href: '/puzzles' }, t('puzzles-every-game')), ' · ',
          el('a', { href: '/' }, t('learn-the-lobby')))));
  }

  /**
   * Fetch and show the next puzzle, or puzzle `id`.
   * @param {string|null} [id]
   */
  async next(id = null) {
    this.alert.textContent = '';
    fill(this.status);
    fill(this.end);
    try {
      this.puzzle = await api(id ? `/api/puzzles/${encodeURIComponent(id)}` : `/api/puzzles/${encodeURIComponent(this.game)}/next`);
    } catch (e) {
      this.heading.textContent = t('puzzles-heading');
      this.alert.textContent = /** @type {Error} */ (e).message;
      // A puzzle asked for by its id may be one no longer served: go on with others.
      if (id) fill(this.end, el('p', {}, el('button', { type: 'button', class: 'primary next-step', onclick: () => this.next() }, t('puzzles-next'))));
      this.drawn();
      return;
    }
    const p = /** @type {PuzzleNext} */ (this.puzzle);
    document.title = t('puzzles-game-page-title', { game: p.title });
    this.moves = [];
    this.heading.textContent = t('puzzles-game-puzzle', { game: p.title });
    this.prompt.textContent = t('puzzles-prompt', { seat: p.seat_name, goal: p.goal })
      + (p.rated ? '' : ` ${t('puzzles-unrated')}`);
    this.showBoard(p.board);
    this.board.setEnabled(true);
    this.drawn();
  }

  /** Put the page's frame in place, if it is not yet. */
  drawn() {
    if (!this.frame.isConnected) fill(this.root, this.frame);
  }

  /** @param {WireBoard} board */
  showBoard(board) {
    this.board.show(board, false);
    this.text.textContent = board.text;
  }

  /** @param {string} action */
  async play(action) {
    const p = this.puzzle;
    if (!p) return;
    this.board.setEnabled(false);
    this.alert.textContent = '';
    /** @type {AttemptReply} */
    let r;
    try {
      r = await api(`/api/puzzles/${encodeURIComponent(p.id)}/attempt`, { moves: [...this.moves, action] });
    } catch (e) {
      this.alert.textContent = /** @type {Error} */ (e).message;
      this.board.setEnabled(true);
      return;
    }
    this.moves.push(action);
    const [own, ...replies] = r.played;
    if (own) this.showBoard(own.board);
    if (r.result === 'wrong') {
      this.finish(r);
      return;
    }
    fill(this.status, el('p', { class: 'correct' }, el('strong', {}, `${t('puzzles-right')} `), own ? sentence(own.text) : ''));
    for (const reply of replies) {
      await pause();
      this.showBoard(reply.board);
      this.status.append(el('p', {}, sentence(reply.text)));
    }
    if (r.result === 'solved') {
      this.finish(r);
      return;
    }
    this.showBoard(r.board);
    this.board.setEnabled(true);
  }

  /**
   * The attempt is over: the verdict, the ratings, the solution to step through and
   * the next puzzle.
   * @param {AttemptReply} r
   */
  finish(r) {
    const p = /** @type {PuzzleNext} */ (this.puzzle);
    const verdict = r.solved
      ? el('p', { class: 'correct' }, el('strong', {}, `${t('puzzles-solved')} `), t('puzzles-well-played'))
      : el('p', { class: 'wrong' }, el('strong', {}, `${t('puzzles-not-the-move')} `), r.why ?? '');
    const facts = el('p', { class: 'puzzle-facts' },
      t('puzzles-puzzle-rating', { rating: r.rating ?? p.rating }), p.themes.length ? ` ${t('puzzles-themes', { themes: saidThemes(p).join(', ') })}` : '');
    const change = r.player
      ? el('p', { class: 'puzzle-change' }, t('puzzles-change', { before: Math.round(r.player.before), after: Math.round(r.player.after), change: signed(r.player.change) }))
      : '';
    const nextButton = el('button', { type: 'button', class: 'primary next-step', onclick: () => this.next() }, t('puzzles-next'));
    const again = el('button', { type: 'button', class: 'try-again', onclick: () => this.next(p.id) }, t('puzzles-try-again'));
    fill(this.end, facts, change, r.solved ? '' : this.stepper(r.solution), el('p', {}, nextButton, ' ', again));
    if (r.solved) this.status.prepend(verdict);
    else fill(this.status, verdict);
    nextButton.focus();
  }

  /**
   * Buttons stepping through the solution on the board, from the start (the board
   * shows the wrong move until the first click).
   * @param {PuzzleStep[]} steps
   */
  stepper(steps) {
    const p = /** @type {PuzzleNext} */ (this.puzzle);
    let at = 0;
    const said = el('p', { class: 'solution-step', 'aria-live': 'polite' });
    const back = el('button', { type: 'button', class: 'solution-back' }, t('puzzles-back'));
    const forward = el('button', { type: 'button', class: 'solution-forward' }, t('puzzles-forward'));
    const show = () => {
      const board = at === 0 ? { ...p.board, choices: [] } : steps[at - 1].board;
      this.showBoard(board);
      said.textContent = at === 0
        ? t('puzzles-solution-start', { n: steps.length })
        : t('puzzles-solution-step', { at, total: steps.length, move: sentence(steps[at - 1].text) });
      /** @type {HTMLButtonElement} */ (back).disabled = at === 0;
      /** @type {HTMLButtonElement} */ (forward).disabled = at === steps.length;
    };
    back.addEventListener('click', () => { at -= 1; show(); });
    forward.addEventListener('click', () => { at += 1; show(); });
    /** @type {HTMLButtonElement} */ (back).disabled = true;
    said.textContent = t('puzzles-step-through');
    return el('div', { class: 'solution', role: 'group', 'aria-label': t('puzzles-solution-label') },
      el('p', {}, t('puzzles-solution', { moves: steps.map((s) => s.action).join(', ') })), el('p', {}, back, ' ', forward), said);
  }
}

/** Wait before the next reply is shown. */
function pause() {
  return new Promise((done) => setTimeout(done, PAUSE_MS));
}

/**
 * A rating change with its sign.
 * @param {number} change
 */
export function signed(change) {
  const n = Math.round(change);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/**
 * A sentence ends with a full stop (the games' sentences may leave it out).
 * @param {string} text
 */
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
