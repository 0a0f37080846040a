// @ts-check
/**
 * A game being played or watched: the board, whose turn, the move list, and the
 * controls, kept live over the WebSocket. Reopening the page (the seat's link)
 * reconnects, and the server sends the whole view again.
 */

import { socketUrl, links } from './api.js';
import { showBars } from './bars.js';
import { Board } from './board.js';
import { Chat } from './chat.js';
import { Clocks } from './clocks.js';
import { Confirm, confirming } from './confirm.js';
import { showFinished } from './finished.js';
import { Flip } from './flip.js';
import { seatShown } from './mine.js';
import { Rematch } from './rematch.js';
import { lastMoveText, moveLines, notationToggle } from './moves.js';
import { Requests, offerText, seatLine } from './requests.js';
import { moveShown, moveSoundToggle } from './sound.js';
import { el, fill } from './text.js';
import { TurnNotice } from './turn.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/** The least time a computer's move is shown as being thought about, in ms. */
const THINKING_SHOWN_MS = 600;
/**
 * How long the page waits on a computer seat with no news from the server before it
 * asks for the whole view again, in ms: a level thinks for a few seconds at most (its
 * budget counts iterations, so a busy machine takes longer), and this leaves a wide
 * margin. When the view asked for shows the same computer still thinking, the next
 * wait is twice as long, up to COMPUTER_SILENCE_MAX_MS.
 */
const COMPUTER_SILENCE_MS = 15_000;
const COMPUTER_SILENCE_MAX_MS = 120_000;
/**
 * The pause before asking for the whole view again after a failure, in ms: none the
 * first time, then this, doubling each time in a row up to RESYNC_MAX_MS.
 */
const RESYNC_FIRST_MS = 500;
const RESYNC_MAX_MS = 30_000;

/**
 * @param {HTMLElement} root
 * @param {string} id
 * @param {string|null} token the seat's secret, or null to watch
 */
export function playPage(root, id, token) {
  const status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const alert = el('p', { class: 'alert', role: 'alert' });
  const boardBox = el('div', { class: 'board', 'aria-label': 'Board' });
  const panelsBox = el('div', { class: 'panels', 'aria-label': 'Beside the board' });
  const progress = el('span', { class: 'progress' });
  const cancel = el('button', { type: 'button', onclick: () => board.cancel(), hidden: true }, 'Cancel');
  const flip = new Flip(() => connect());
  const asks = el('span', { class: 'requests' });
  const typed = /** @type {HTMLInputElement} */ (el('input', { id: 'typed', list: 'legal-list', autocomplete: 'off', placeholder: 'or type a move', 'aria-label': 'Type a move in notation' }));
  const legalList = el('datalist', { id: 'legal-list' });
  const typedForm = el('form', { class: 'typed', hidden: true, onsubmit: (/** @type {Event} */ e) => {
    e.preventDefault();
    if (typed.value.trim()) act(typed.value.trim());
  } }, typed, legalList, el('button', { type: 'submit' }, 'Play'));
  const seats = el('ul', { class: 'seats', 'aria-label': 'Players' });
  const clocks = new Clocks();
  const sound = el('div', { class: 'clock-options' });
  const above = el('div', { class: 'seat-bars above' });
  const below = el('div', { class: 'seat-bars below' });
  const confirmBox = el('span', { class: 'confirm', role: 'group', 'aria-label': 'Confirm the move' });
  const finished = el('span', { class: 'finished-actions' });
  // Focusable: a long list scrolls, and a keyboard must reach it.
  const moves = el('ol', { class: 'moves', 'aria-label': 'Moves', tabindex: '0' });
  const lastMove = el('p', { class: 'last-move-line', 'aria-live': 'polite' });
  const notice = new TurnNotice();
  const result = el('div', { class: 'result', role: 'status' });
  const rematchBox = el('div', { class: 'rematch-box' });
  const share = el('div', { class: 'share' });
  const text = el('pre', { class: 'board-text' });
  const title = el('h1', {}, 'Game');
  const game = el('div', { class: 'game' },
    el('section', { class: 'play-area' }, title, status, above, el('div', { class: 'board-area' }, boardBox), below,
      el('div', { class: 'controls' }, progress, cancel, confirmBox, asks, flip.button),
      el('div', { class: 'after-game' }, rematchBox, finished), typedForm, lastMove, alert),
    el('div', { class: 'game-side' }, panelsBox,
      el('aside', { class: 'side' }, result, el('h2', {}, 'Players'), seats, sound, notice.box,
          movesHead(), moves, share,
          el('details', {}, el('summary', {}, 'The board as text'), text))));
  fill(root, game);

  const chat = new Chat(root.querySelector('aside.side'), id, token);
  const rematch = new Rematch(rematchBox, id, token);
  const requests = new Requests(asks, (message) => {
    alert.textContent = '';
    send(message);
  });
  const confirm = new Confirm(confirmBox, act, () => board.cancel());
  const board = new Board(boardBox, (action) => confirm.made(action), (clicked) => {
    cancel.hidden = clicked.length === 0;
    progress.textContent = clicked.length ? `Chosen: ${clicked.length} — click the next part, or Cancel (Esc)` : '';
  }, panelsBox);

  /** The view shown. @type {MatchView|null} */
  let view = null;
  /** What the sound and confirm switches were drawn for: they are drawn again only when it changes. */
  let switchesFor = '';
  let shownAt = 0;
  /**
   * When the page first showed the position at which it became this seat's turn
   * (performance.now()), and that position's ply: the thinking time sent with a move
   * counts from there, so that the network's delay is not charged to the player.
   * @type {{ply: number, at: number}|null}
   */
  let turn = null;
  /** The connection that brought the view shown (connections are numbered from 1). */
  let shownOn = 0;
  /** @type {WebSocket|null} */
  let socket = null;
  let connections = 0;
  /** Reconnections in a row after the connection was lost. */
  let retry = 0;
  /** Times in a row the page asked for the whole view again with no view shown since. */
  let troubles = 0;
  /** @type {ReturnType<typeof setTimeout>|undefined} the connection about to be opened */
  let reopening;
  /** @type {ReturnType<typeof setTimeout>|undefined} the wait on a computer seat */
  let watchdog;
  let silence = COMPUTER_SILENCE_MS;
  /** The ply at which the last wait on a computer ran out. */
  let silentAt = -1;
  /** @type {{now: string, after: string}|null} the alert the page wrote while asking for the view again */
  let note = null;
  /**
   * Views are shown one after another, in the order they came, a computer's move
   * after its thinking was seen; a view with a newer one already behind it is passed
   * over, so the page never falls behind the server (a computer may move many times
   * faster than one move per THINKING_SHOWN_MS). Each link catches its own failure,
   * so a view that cannot be shown never stops the views after it.
   */
  let queue = Promise.resolve();
  /** Views received and not yet taken from the queue. */
  let waiting = 0;

  /**
   * @param {any} message
   * @returns {boolean} whether it was sent
   */
  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(message));
      return true;
    }
    alert.textContent = 'Not connected: the move was not sent. Reconnecting…';
    return false;
  }

  /** @param {string} action */
  function act(action) {
    alert.textContent = '';
    note = null;
    board.setEnabled(false);
    /** @type {Record<string, any>} */
    const message = { type: 'action', action, ply: view?.ply };
    if (view?.time_control && turn) message.think_ms = Math.max(0, Math.round(performance.now() - turn.at));
    send(message);
  }

  /** Open the WebSocket (closing any other): the server sends the whole view at once. */
  function connect() {
    drop();
    const query = new URLSearchParams({ board: 'true' });
    if (token) query.set('token', token);
    flip.ask(query);
    const ws = new WebSocket(socketUrl(`/api/games/${encodeURIComponent(id)}/ws?${query}`));
    const number = ++connections;
    socket = ws;
    ws.onopen = () => {
      retry = 0;
    };
    ws.onmessage = (e) => {
      if (ws === socket) receive(e.data, number);
    };
    // An error closes the socket; either way it is opened again.
    ws.onerror = () => lost(ws);
    ws.onclose = () => lost(ws);
  }

  /** Close the socket, if any, and hear nothing more from it. */
  function drop() {
    const ws = socket;
    socket = null;
    if (!ws) return;
    ws.onmessage = null;
    ws.onerror = null;
    ws.onclose = null;
    if (ws.readyState === WebSocket.CONNECTING) {
      ws.onopen = () => ws.close();
    } else {
      ws.onopen = null;
      ws.close();
    }
  }

  /**
   * Open the socket again after `ms`.
   * @param {number} ms
   */
  function reopen(ms) {
    clearTimeout(reopening);
    reopening = setTimeout(() => {
      reopening = undefined;
      connect();
    }, ms);
  }

  /**
   * The socket closed or failed: reconnect, more slowly each time in a row. A
   * finished game changes no more, so a spectator's page stays as it is (reloading
   * it connects again); a seat's page connects again to hear of a rematch.
   * @param {WebSocket} ws
   */
  function lost(ws) {
    if (ws !== socket) return;
    drop();
    clearTimeout(watchdog);
    if (view && view.result && view.observer === null) return;
    retry = Math.min(retry + 1, 5);
    status.textContent = 'Connection lost: reconnecting…';
    reopen(500 * retry);
  }

  /**
   * Ask the server for the whole view again. For now that is a new connection, on
   * which the server sends it at once; the views still queued are shown first, and
   * the new connection's after them. Several failures in a row wait longer each time.
   */
  function resync() {
    if (reopening !== undefined) return;
    const pause = troubles === 0 ? 0 : Math.min(RESYNC_FIRST_MS * 2 ** (troubles - 1), RESYNC_MAX_MS);
    troubles += 1;
    reopen(pause);
  }

  /**
   * Something the server sent could not be read or shown: say so, and ask for the
   * whole view again.
   * @param {string} what
   * @param {unknown} error
   */
  function trouble(what, error) {
    console.error(`Cubist: ${what}:`, error);
    report('This page could not show the latest move: it is asking the server for the whole game again…',
      'This page could not show a move, so it asked the server for the whole game again.');
    resync();
  }

  /**
   * Put `now` in the alert line, and `after` once a view is shown again.
   * @param {string} now
   * @param {string} after
   */
  function report(now, after) {
    alert.textContent = now;
    note = { now, after };
  }

  /**
   * @param {string} data
   * @param {number} number the connection it came on
   */
  function receive(data, number) {
    try {
      const message = JSON.parse(data);
      if (message.type === 'chat') chat.receive(message);
      if (message.type === 'view') {
        clearTimeout(watchdog);
        waiting += 1;
        const at = performance.now();
        queue = queue.then(() => arrive(message.view, number, at))
          .catch((e) => trouble('a view from the server could not be shown', e));
      } else if (message.type === 'hint') {
        board.hint(message.clicks);
        alert.textContent = message.verdict
          ? `Hint: ${message.action} (${message.verdict}, by the endgame tables)`
          : `Hint: ${message.action}`;
      } else if (message.type === 'rematch') {
        rematch.receive(message);
      } else if (message.type === 'error') {
        alert.textContent = message.error;
        board.setEnabled(true);
      }
    } catch (e) {
      trouble('a message from the server could not be read', e);
    }
  }

  /**
   * @param {MatchView} next
   * @param {number} number the connection it came on
   * @param {number} at when it arrived (performance.now()): its clocks are as of then
   */
  async function arrive(next, number, at) {
    waiting -= 1;
    // A newer view is already here: this one would only hold it back.
    if (waiting > 0) return;
    if (view && next.event < view.event) {
      // Older than the view shown: the game's event number only grows (a take-back
      // moves it on too). A connection's views come in the order they were sent, so on
      // the connection of the view shown this is a fault: ask for the whole view again.
      if (number === shownOn) {
        console.warn(`Cubist: a view of event ${next.event} came after event ${view.event}: asking for the whole view again`);
        resync();
      }
      return;
    }
    const byComputer = view && next.ply > view.ply
      && next.moves.slice(view.ply).some((m) => next.seats[m.seat - 1]?.player === 'computer');
    const wait = byComputer ? THINKING_SHOWN_MS - (Date.now() - shownAt) : 0;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    show(next, number, at);
  }

  /**
   * @param {MatchView} next
   * @param {number} number the connection it came on
   * @param {number} arrivedAt when it arrived (performance.now())
   */
  function show(next, number, arrivedAt) {
    const same = view !== null && view.ply === next.ply;
    const moved = view !== null && next.ply > view.ply;
    // The next position after the one shown: its move is shown moving.
    const step = view !== null && next.ply === view.ply + 1;
    view = next;
    shownAt = Date.now();
    shownOn = number;
    document.title = `${next.title} — Cubist`;
    notice.show(next);
    title.textContent = next.title + (next.rated ? ' (rated)' : '') + (next.result_text ? `: ${next.result_text}` : next.observer
      ? ` — you play ${next.seats[next.observer - 1]?.name ?? `seat ${next.observer}`}` : ' — watching');
    if (next.board) {
      board.show(next.board, same, { animate: step });
      text.textContent = next.board.text;
    }
    board.setEnabled(true);
    confirm.show(next);
    if (moved) moveShown();
    status.textContent = [turnText(next), offerText(next)].filter(Boolean).join(' ');
    status.classList.toggle('thinking', thinking(next));
    const mine = next.legal.length > 0;
    typedForm.hidden = !mine;
    fill(legalList, ...next.legal.map((a) => el('option', { value: a })));
    if (!mine) typed.value = '';
    requests.show(next);
    // This seat's turn starts when the page first shows it its move at this ply.
    if (!mine || next.result) turn = null;
    else if (!turn || turn.ply !== next.ply) turn = { ply: next.ply, at: performance.now() };
    clocks.update(next, arrivedAt);
    game.classList.toggle('timed', !!next.time_control);
    if (next.time_control) showBars(above, below, next, (seat, name) => clocks.element(seat, name));
    else {
      fill(above);
      fill(below);
    }
    fill(seats, ...next.seats.map((s) => seatLine(next, s)));
    showSwitches(next);
    showMoves(next);
    fill(result, next.result_text ? el('p', { class: 'over' }, el('strong', {}, 'Game over: '), next.result_text, ' ',
      el('a', { href: `/replay/${encodeURIComponent(id)}` }, 'Replay it'), ' · ',
      el('a', { href: `/analysis/${encodeURIComponent(id)}` }, 'Analysis board'), ...reportLinks(next, id)) : null);
    rematch.show(next);
    showFinished(finished, next, id, token);
    seatShown(id, token, next);
    showShare();
    troubles = 0;
    if (note) {
      if (alert.textContent === note.now) alert.textContent = note.after;
      note = null;
    }
    watch(next);
    flip.learn(next);
  }

  /**
   * The switches of the page's sounds and of confirming moves, drawn again only when
   * which of them apply changes (a redraw would take the focus from a switch).
   * @param {MatchView} shown
   */
  function showSwitches(shown) {
    const playing = shown.observer !== null && !shown.result;
    const lowTime = playing && !!shown.time_control;
    const key = `${lowTime}|${playing}|${playing && confirming(shown)}`;
    if (key === switchesFor) return;
    switchesFor = key;
    fill(sound, moveSoundToggle(), lowTime ? clocks.soundToggle() : null, playing ? confirm.toggle(shown) : null);
  }

  /**
   * While a computer seat is to move, expect news within the silence allowed; none
   * means something was lost between the server and this page.
   * @param {MatchView} shown
   */
  function watch(shown) {
    clearTimeout(watchdog);
    watchdog = undefined;
    if (shown.ply !== silentAt) silence = COMPUTER_SILENCE_MS;
    if (!thinking(shown)) return;
    watchdog = setTimeout(() => {
      watchdog = undefined;
      const seconds = Math.round(silence / 1000);
      console.warn(`Cubist: no news of the computer's move for ${seconds} s: asking the server for the whole view again`);
      report(`No news of the computer's move for ${seconds} seconds: asking the server for the game again…`, '');
      silentAt = shown.ply;
      silence = Math.min(silence * 2, COMPUTER_SILENCE_MAX_MS);
      resync();
    }, silence);
  }

  /**
   * The move list, and the last move in words under the board.
   * @param {MatchView} shown
   */
  function showMoves(shown) {
    fill(moves, ...moveLines(shown));
    // The list scrolls to its last move; the page stays on the board (on a phone the
    // list is far below it).
    moves.scrollTop = moves.scrollHeight;
    if (lastMove.textContent !== lastMoveText(shown)) lastMove.textContent = lastMoveText(shown);
  }

  /** The move list's heading, with the switch between sentences and notation. */
  function movesHead() {
    return el('div', { class: 'moves-head' }, el('h2', {}, 'Moves'),
      notationToggle('notation', () => view && showMoves(view)));
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
 * Whether the view waits on a computer seat.
 * @param {MatchView} v
 */
function thinking(v) {
  return !v.result && v.to_move.some((s) => v.seats[s - 1]?.player === 'computer');
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
  const names = v.to_move.map((s) => v.seats[s - 1]).filter((s) => s !== undefined);
  const me = v.observer !== null && v.to_move.includes(v.observer);
  const computers = names.filter((s) => s.player === 'computer');
  const parts = [];
  if (me) parts.push(v.legal.length ? 'Your move' : 'Waiting for the others');
  if (computers.length) parts.push(`${computers.map((s) => s.name).join(', ')} (computer) thinking…`);
  const people = names.filter((s) => s.player !== 'computer' && s.seat !== v.observer);
  if (people.length) parts.push(`${people.map((s) => s.name).join(', ')} to move`);
  return parts.join(' · ');
}

/**
 * After a game, for a seated player: a link to report each other person with an
 * account, to their page's report form with this game chosen.
 * @param {MatchView} v
 * @param {string} id the game's
 */
function reportLinks(v, id) {
  if (v.observer === null) return [];
  return v.seats
    .filter((s) => s.account && s.seat !== v.observer && s.player === 'human')
    .flatMap((s) => [' · ', el('a', {
      href: `/players/${encodeURIComponent(/** @type {string} */ (s.account))}?report=${encodeURIComponent(id)}`,
      class: 'report-link',
    }, `Report ${s.account}`)]);
}
