// @ts-check
/**
 * Learning a game by playing it: the games that have a lesson (`/learn`), and a
 * game's lesson step by step (`/learn/GAME`). Each step is a position and a sentence
 * asking for one move; the server says whether the move clicked is the one asked for,
 * and why not (docs/server-api.md, "Lessons"). The page knows no game.
 */

import { api } from './api.js';
import { Board } from './board.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * @typedef {import('./api.js').WireBoard} WireBoard
 * @typedef {{game: string, title: string, steps: number}} LessonListing
 * @typedef {{index: number, title: string, prompt: string, seat: number, board: WireBoard, legal: string[]}} LessonStepView
 * @typedef {{format: number, game: string, title: string, steps: LessonStepView[]}} LessonView
 * @typedef {{format: number, verdict: 'correct'|'wrong'|'illegal', text?: string, reason: string, board?: WireBoard}} LessonVerdict
 */

/** The games that have a lesson, as `/api/learn` lists them (asked once per page). */
let listed = /** @type {Promise<LessonListing[]>|null} */ (null);

/** @returns {Promise<LessonListing[]>} */
export function lessonList() {
  if (!listed) listed = api('/api/learn').then((r) => r.games);
  return listed;
}

/**
 * The link to a game's lesson.
 * @param {LessonListing} lesson
 */
export function lessonLink(lesson) {
  return el('a', { class: 'learn-link', href: `/learn/${encodeURIComponent(lesson.game)}` },
    t('learn-link', { game: lesson.title }));
}

/**
 * `/learn`: every game with a lesson.
 * @param {HTMLElement} root
 */
export async function learnListPage(root) {
  document.title = t('learn-page-title');
  const list = el('ul', { class: 'learn-list' });
  fill(root, el('h1', {}, t('learn-heading')),
    el('p', {}, t('learn-intro')), list);
  try {
    const games = await lessonList();
    fill(list, ...games.map((g) => el('li', {}, lessonLink(g), ` — ${t('learn-steps', { n: g.steps })}`)));
    if (!games.length) fill(list, el('li', {}, t('learn-none')));
  } catch (e) {
    fill(list, el('li', { role: 'alert' }, /** @type {Error} */ (e).message));
  }
}

/**
 * `/learn/GAME`: the game's lesson, from step `first` (from 0).
 * @param {HTMLElement} root
 * @param {string} game
 * @param {number} first
 */
export async function lessonPage(root, game, first) {
  /** @type {LessonView} */
  let lesson;
  try {
    lesson = await api(`/api/learn/${encodeURIComponent(game)}`);
  } catch (e) {
    fill(root, el('h1', {}, t('learn-heading')), el('p', { role: 'alert' }, /** @type {Error} */ (e).message),
      el('p', {}, el('a', { href: '/learn' }, t('learn-every-lesson'))));
    return;
  }
  document.title = t('learn-game-page-title', { game: lesson.title });
  new LessonSteps(root, lesson).show(Math.min(Math.max(first, 0), lesson.steps.length - 1));
}

/** One lesson on the page: the step shown, the learner's clicks, the verdicts. */
class LessonSteps {
  /**
   * @param {HTMLElement} root
   * @param {LessonView} lesson
   */
  constructor(root, lesson) {
    this.lesson = lesson;
    this.index = 0;
    this.count = el('p', { class: 'step-count' });
    this.heading = el('h2', { class: 'step-title', tabindex: '-1' });
    this.prompt = el('p', { class: 'step-prompt' });
    this.boardBox = el('div', { class: 'board', 'aria-label': t('play-board-label') });
    this.board = new Board(this.boardBox, (action) => this.play(action));
    this.verdict = el('div', { class: 'verdict', role: 'status', 'aria-live': 'polite' });
    this.alert = el('p', { class: 'alert', role: 'alert' });
    this.text = el('pre', { class: 'board-text' });
    fill(root, el('div', { class: 'lesson' },
      el('section', { class: 'lesson-board' }, this.boardBox),
      el('section', { class: 'lesson-words', 'aria-label': t('learn-lesson-label') },
        el('h1', {}, t('learn-game-heading', { game: lesson.title })), this.count, this.heading, this.prompt, this.alert, this.verdict,
        el('details', {}, el('summary', {}, t('play-board-text')), this.text),
        el('p', { class: 'lesson-links' }, el('a', { href: '/learn' }, t('learn-every-lesson')), ' · ', el('a', { href: '/' }, t('learn-the-lobby'))))));
  }

  /** @param {number} index */
  show(index) {
    const step = this.lesson.steps[index];
    this.index = index;
    history.replaceState(null, '', `/learn/${encodeURIComponent(this.lesson.game)}?step=${index + 1}`);
    this.count.textContent = t('learn-step-count', { n: index + 1, total: this.lesson.steps.length });
    this.heading.textContent = step.title;
    this.prompt.textContent = step.prompt;
    this.alert.textContent = '';
    fill(this.verdict);
    this.board.show(step.board, false);
    this.board.setEnabled(true);
    this.text.textContent = step.board.text;
  }

  /** @param {string} action */
  async play(action) {
    const step = this.lesson.steps[this.index];
    const keyboard = this.boardBox.contains(document.activeElement);
    this.board.setEnabled(false);
    this.alert.textContent = '';
    /** @type {LessonVerdict} */
    let v;
    try {
      v = await api(`/api/learn/${encodeURIComponent(this.lesson.game)}/${step.index}`, { action });
    } catch (e) {
      this.alert.textContent = /** @type {Error} */ (e).message;
      this.board.setEnabled(true);
      return;
    }
    if (v.verdict === 'correct' && v.board) {
      this.board.show(v.board, false);
      this.text.textContent = v.board.text;
      this.solved(v);
      return;
    }
    // A wrong or illegal move: say why, and set the step's position again to retry.
    this.alert.textContent = v.text ? `${sentence(v.text)} ${v.reason}` : v.reason;
    this.board.show(step.board, false);
    this.board.setEnabled(true);
    if (keyboard) this.focusBoard();
  }

  /** Put the focus on the first thing the board offers, for a learner at the keyboard. */
  focusBoard() {
    const first = this.boardBox.querySelector('.choosable');
    if (first instanceof SVGElement || first instanceof HTMLElement) first.focus();
  }

  /**
   * The step is done: its closing words, then the next step or the lesson's end.
   * @param {LessonVerdict} v
   */
  solved(v) {
    const last = this.index + 1 >= this.lesson.steps.length;
    const game = encodeURIComponent(this.lesson.game);
    const next = last
      ? el('div', { class: 'lesson-end' }, el('p', { class: 'finished' }, t('learn-finished')),
        el('p', {}, el('a', { class: 'primary-link', href: `/?game=${game}` }, t('learn-play-computer', { game: this.lesson.title })),
          ' · ', el('a', { href: '/' }, t('play-back-to-lobby'))))
      : el('button', { type: 'button', class: 'primary next-step', onclick: () => this.advance() }, t('learn-next-step'));
    fill(this.verdict, el('p', { class: 'correct' }, el('strong', {}, `${t('learn-correct')} `), v.text ? `${sentence(v.text)} ` : '', v.reason), next);
    const focus = next instanceof HTMLButtonElement ? next : next.querySelector('a');
    focus?.focus();
  }

  advance() {
    this.show(this.index + 1);
    this.heading.focus();
  }
}

/**
 * A sentence ends with a full stop (the games' sentences may leave it out).
 * @param {string} text
 */
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
