// @ts-check
/**
 * A game being played or watched: the board, whose turn, the move list, and the
 * controls, kept live over the WebSocket. Reopening the page (the seat's link)
 * reconnects, and the server sends the whole view again.
 */

import { socketUrl, links } from './api.js';
import { Board } from './board.js';
import { el, fill } from './text.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/** The least time a computer's move is shown as being thought about, in ms. */
const THINKING_SHOWN_MS = 600;

/**
 * @param {HTMLElement} root
 * @param {string} id
 * @param {string|null} token the seat's secret, or null to watch
 */
export function playPage(root, id, token) {
  const status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const alert = el('p', { class: 'alert', role: 'alert' });
  const boardBox = el('div', { class: 'board', 'aria-label': 'Board' });
  const progress = el('span', { class: 'progress' });
  const cancel = el('button', { type: 'button', onclick: () => board.cancel(), hidden: true }, 'Cancel');
  const hint = el('button', { type: 'button', onclick: () => send({ type: 'hint' }), hidden: true }, 'Hint');
  const undo = el('button', { type: 'button', onclick: () => send({ type: 'undo', ply: view?.ply }), hidden: true }, 'Undo');
  const typed = /** @type {HTMLInputElement} */ (el('input', { id: 'typed', list: 'legal-list', autocomplete: 'off', placeholder: 'or type a move', 'aria-label': 'Type a move in notation' }));
  const legalList = el('datalist', { id: 'legal-list' });
  const typedForm = el('form', { class: 'typed', hidden: true, onsubmit: (/** @type {Event} */ e) => {
    e.preventDefault();
    if (typed.value.trim()) act(typed.value.trim());
  } }, typed, legalList, el('button', { type: 'submit' }, 'Play'));
  const seats = el('ul', { class: 'seats', 'aria-label': 'Players' });
  const moves = el('ol', { class: 'moves', 'aria-label': 'Moves' });
  const result = el('div', { class: 'result', role: 'status' });
  const share = el('div', { class: 'share' });
  const text = el('pre', { class: 'board-text' });
  const title = el('h1', {}, 'Game');
  fill(root,
    el('div', { class: 'game' },
      el('section', { class: 'play-area' }, title, status, boardBox,
        el('div', { class: 'controls' }, progress, cancel, hint, undo), typedForm, alert),
      el('aside', { class: 'side' }, result, el('h2', {}, 'Players'), seats,
        el('h2', {}, 'Moves'), moves, share,
        el('details', {}, el('summary', {}, 'The board as text'), text))));

  const board = new Board(boardBox, act, (clicked) => {
    cancel.hidden = clicked.length === 0;
    progress.textContent = clicked.length ? `Chosen: ${clicked.length} — click the next part, or Cancel (Esc)` : '';
  });

  /** @type {MatchView|null} */
  let view = null;
  /** @type {WebSocket|null} */
  let socket = null;
  let retry = 0;
  let shownAt = 0;
  /**
   * Views are shown one after another, in the order they came, a computer's move
   * after its thinking was seen; a view with a newer one already behind it is passed
   * over, so the page never falls behind the server (a computer may move many times
   * faster than one move per THINKING_SHOWN_MS).
   */
  let queue = Promise.resolve();
  /** Views received and not yet taken from the queue. */
  let waiting = 0;

  /** @param {any} message */
  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(message));
    } else {
      alert.textContent = 'Not connected: the move was not sent. Reconnecting…';
    }
  }

  /** @param {string} action */
  function act(action) {
    alert.textContent = '';
    board.setEnabled(false);
    send({ type: 'action', action, ply: view?.ply });
  }

  function connect() {
    const query = new URLSearchParams({ board: 'true' });
    if (token) query.set('token', token);
    socket = new WebSocket(socketUrl(`/api/games/${encodeURIComponent(id)}/ws?${query}`));
    socket.onopen = () => {
      retry = 0;
    };
    socket.onmessage = (e) => {
      const message = JSON.parse(e.data);
      if (message.type === 'view') {
        waiting += 1;
        queue = queue.then(() => arrive(message.view));
      } else if (message.type === 'hint') {
        board.hint(message.clicks);
        alert.textContent = `Hint: ${message.action}`;
      } else if (message.type === 'error') {
        alert.textContent = message.error;
        board.setEnabled(true);
      }
    };
    socket.onclose = () => {
      if (view && view.result) return;
      retry = Math.min(retry + 1, 5);
      status.textContent = 'Connection lost: reconnecting…';
      setTimeout(connect, 500 * retry);
    };
  }

  /** @param {MatchView} next */
  async function arrive(next) {
    waiting -= 1;
    // A newer view is already here: this one would only hold it back.
    if (waiting > 0) return;
    const byComputer = view && next.ply > view.ply
      && next.moves.slice(view.ply).some((m) => next.seats[m.seat - 1]?.player === 'computer');
    const wait = byComputer ? THINKING_SHOWN_MS - (Date.now() - shownAt) : 0;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    show(next);
  }

  /** @param {MatchView} next */
  function show(next) {
    const same = view !== null && view.ply === next.ply;
    view = next;
    shownAt = Date.now();
    document.title = `${next.title} — Cubist`;
    title.textContent = next.title + (next.observer ? ` — you play ${next.seats[next.observer - 1].name}` : ' — watching');
    if (next.board) {
      board.show(next.board, same);
      text.textContent = next.board.text;
    }
    board.setEnabled(true);
    status.textContent = turnText(next);
    status.classList.toggle('thinking', !next.result && next.to_move.some((s) => next.seats[s - 1]?.player === 'computer'));
    const mine = next.legal.length > 0;
    typedForm.hidden = !mine;
    fill(legalList, ...next.legal.map((a) => el('option', { value: a })));
    if (!mine) typed.value = '';
    const alone = next.observer !== null
      && next.seats.every((s) => s.seat === next.observer || s.player === 'computer');
    hint.hidden = !(alone && mine);
    undo.hidden = !(alone && next.undo && next.moves.some((m) => m.seat === next.observer));
    fill(seats, ...next.seats.map((s) => el('li', {
      class: next.to_move.includes(s.seat) ? 'to-move' : '',
      'aria-current': next.to_move.includes(s.seat) ? 'true' : undefined,
    }, el('span', { class: `dot seat-${s.seat}`, 'aria-hidden': 'true' }), `${s.seat}. ${s.name} — `,
    s.player === 'computer' ? `computer (${s.agent})` : (s.seat === next.observer ? 'you' : 'a person'))));
    fill(moves, ...next.moves.map((m, i) => el('li', { class: i === next.moves.length - 1 ? 'last-move' : '' },
      `${next.seats[m.seat - 1]?.name ?? m.seat}: `, m.action === null ? el('em', {}, 'a secret choice') : el('code', {}, m.action))));
    moves.lastElementChild?.scrollIntoView({ block: 'nearest' });
    fill(result, next.result_text ? el('p', { class: 'over' }, el('strong', {}, 'Game over: '), next.result_text, ' ',
      el('a', { href: `/replay/${encodeURIComponent(id)}` }, 'Replay it')) : null);
    showShare();
  }

  function showShare() {
    const created = links.load(id).filter((s) => s.url && s.seat !== view?.observer);
    const origin = location.origin;
    fill(share,
      created.length || view ? el('h2', {}, 'Invite') : null,
      ...created.map((s) => linkRow(`Seat ${s.seat} (${view?.seats[s.seat - 1]?.name ?? ''})`, origin + s.url)),
      linkRow('Spectators', `${origin}/watch/${encodeURIComponent(id)}`));
  }

  connect();
}

/**
 * A labelled link with a copy button.
 * @param {string} label
 * @param {string} url
 */
function linkRow(label, url) {
  const input = /** @type {HTMLInputElement} */ (el('input', { value: url, readonly: true, 'aria-label': `${label} link` }));
  return el('p', { class: 'link' }, el('span', {}, label), input,
    el('button', { type: 'button', onclick: () => {
      input.select();
      navigator.clipboard?.writeText(url).catch(() => {});
    } }, 'Copy'));
}

/**
 * Whose turn it is, in words.
 * @param {MatchView} v
 */
function turnText(v) {
  if (v.result_text) return `Game over: ${v.result_text}`;
  const names = v.to_move.map((s) => v.seats[s - 1]);
  const me = v.observer !== null && v.to_move.includes(v.observer);
  const computers = names.filter((s) => s.player === 'computer');
  const parts = [];
  if (me) parts.push(v.legal.length ? 'Your move' : 'Waiting for the others');
  if (computers.length) parts.push(`${computers.map((s) => s.name).join(', ')} (computer) thinking…`);
  const people = names.filter((s) => s.player !== 'computer' && s.seat !== v.observer);
  if (people.length) parts.push(`${people.map((s) => s.name).join(', ')} to move`);
  return parts.join(' · ');
}
