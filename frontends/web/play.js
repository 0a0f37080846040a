// @ts-check
/**
 * A game being played or watched: the board, whose turn, the move list, and the
 * controls, kept live over the WebSocket. Reopening the page (the seat's link)
 * reconnects, and the server sends the whole view again. The socket is
 * connection.js's, the drawing playscreen.js's; this module reads what the server
 * sends, shows its views in order and sends the player's moves.
 */

import { ApiError, api } from './api.js';
import { GameConnection } from './connection.js';
import { myGamesChanged } from './mygames.js';
import { PlayScreen, thinking } from './playscreen.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/** The least time a computer's move is shown as being thought about, in ms. */
const THINKING_SHOWN_MS = 600;

/**
 * What the page knows of the game beyond what it draws.
 * @typedef {object} PlayState
 * @property {MatchView|null} view the view shown
 * @property {number} shownAt when it was shown (Date.now())
 * @property {number} shownOn the connection that brought it (connections are numbered from 1)
 * @property {{ply: number, at: number}|null} turn when the page first showed the
 *   position at which it became this seat's turn (performance.now()), and that
 *   position's ply: the thinking time sent with a move counts from there, so that the
 *   network's delay is not charged to the player
 * @property {{now: string, after: string}|null} note the alert the page wrote while
 *   asking for the view again, and the one to leave once a view is shown
 * @property {Promise<void>} queue the views to show, one after another (see `receive`)
 * @property {number} waiting views received and not yet taken from the queue
 * @property {boolean} checking whether the page is asking the server if the game exists
 * @property {string|null|undefined} seatTurn the seat's part in the view shown: `move`,
 *   `wait` or `over` (null for a spectator; undefined before the first view): when it
 *   changes, the header's count of the player's games is read again
 */

/**
 * @param {HTMLElement} root
 * @param {string} id
 * @param {string|null} token the seat's secret, or null to watch
 */
export function playPage(root, id, token) {
  /** @type {PlayState} */
  const state = { view: null, shownAt: 0, shownOn: 0, turn: null, note: null, queue: Promise.resolve(), waiting: 0, checking: false, seatTurn: undefined };
  const screen = new PlayScreen(root, id, token, {
    act,
    send,
    flipped: () => connection.connect(),
  });
  const connection = new GameConnection(id, token, {
    query: (query) => screen.flip.ask(query),
    message: receive,
    lost: () => {
      // A finished game changes no more, so a spectator's page stays as it is
      // (reloading it connects again); a seat's page connects again to hear of a rematch.
      if (state.view && state.view.result && state.view.observer === null) return false;
      // Never connected: the game may not exist (a socket cannot tell why it was refused).
      if (!state.view) {
        checkExists();
        screen.status.textContent = t('play-connecting');
        return true;
      }
      screen.status.textContent = t('play-connection-lost');
      return true;
    },
    silent: (seconds) => report(t('play-computer-silent', { seconds }), ''),
  });

  /**
   * Ask the server over HTTP whether the game exists; if it answers that it does not,
   * stop connecting and say so. Any other answer (or none) leaves the page reconnecting.
   */
  function checkExists() {
    if (state.checking) return;
    state.checking = true;
    api(`/api/games/${encodeURIComponent(id)}`).then(() => {}, (e) => {
      if (!(e instanceof ApiError && e.status === 404) || state.view) return;
      connection.stop();
      screen.missing();
    }).finally(() => { state.checking = false; });
  }

  /** @param {any} message */
  function send(message) {
    if (!connection.send(message)) screen.alert.textContent = t('play-not-sent');
  }

  /** @param {string} action */
  function act(action) {
    screen.alert.textContent = '';
    state.note = null;
    screen.board.setEnabled(false);
    /** @type {Record<string, any>} */
    const message = { type: 'action', action, ply: state.view?.ply };
    if (state.view?.time_control && state.turn) message.think_ms = Math.max(0, Math.round(performance.now() - state.turn.at));
    send(message);
  }

  /**
   * Something the server sent could not be read or shown: say so, and ask for the
   * whole view again.
   * @param {string} what
   * @param {unknown} error
   */
  function trouble(what, error) {
    console.error(`Cubist: ${what}:`, error);
    report(t('play-trouble-now'), t('play-trouble-after'));
    connection.resync();
  }

  /**
   * Put `now` in the alert line, and `after` once a view is shown again.
   * @param {string} now
   * @param {string} after
   */
  function report(now, after) {
    screen.alert.textContent = now;
    state.note = { now, after };
  }

  /**
   * Views are shown one after another, in the order they came, a computer's move
   * after its thinking was seen; a view with a newer one already behind it is passed
   * over, so the page never falls behind the server (a computer may move many times
   * faster than one move per THINKING_SHOWN_MS). Each link catches its own failure,
   * so a view that cannot be shown never stops the views after it.
   * @param {string} data
   * @param {number} number the connection it came on
   */
  function receive(data, number) {
    try {
      const message = JSON.parse(data);
      if (message.type === 'chat') screen.chat.receive(message);
      if (message.type === 'view') {
        connection.heard();
        state.waiting += 1;
        const at = performance.now();
        state.queue = state.queue.then(() => arrive(message.view, number, at))
          .catch((e) => trouble('a view from the server could not be shown', e));
      } else if (message.type === 'hint') {
        screen.hint(message);
      } else if (message.type === 'rematch') {
        screen.rematch.receive(message);
      } else if (message.type === 'error') {
        screen.refused(message.error);
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
    state.waiting -= 1;
    // A newer view is already here: this one would only hold it back.
    if (state.waiting > 0) return;
    const view = state.view;
    if (view && next.event < view.event) {
      // Older than the view shown: the game's event number only grows (a take-back
      // moves it on too). A connection's views come in the order they were sent, so on
      // the connection of the view shown this is a fault: ask for the whole view again.
      if (number === state.shownOn) {
        console.warn(`Cubist: a view of event ${next.event} came after event ${view.event}: asking for the whole view again`);
        connection.resync();
      }
      return;
    }
    const byComputer = view && next.ply > view.ply
      && next.moves.slice(view.ply).some((m) => next.seats[m.seat - 1]?.player === 'computer');
    const wait = byComputer ? THINKING_SHOWN_MS - (Date.now() - state.shownAt) : 0;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    show(next, number, at);
  }

  /**
   * @param {MatchView} next
   * @param {number} number the connection it came on
   * @param {number} arrivedAt when it arrived (performance.now())
   */
  function show(next, number, arrivedAt) {
    state.view = next;
    state.shownAt = Date.now();
    state.shownOn = number;
    screen.show(next, arrivedAt);
    // This seat's turn starts when the page first shows it its move at this ply.
    if (next.legal.length === 0 || next.result) state.turn = null;
    else if (!state.turn || state.turn.ply !== next.ply) state.turn = { ply: next.ply, at: performance.now() };
    connection.settled();
    const seatTurn = next.observer === null ? null : next.result ? 'over' : next.legal.length > 0 ? 'move' : 'wait';
    if (state.seatTurn !== undefined && seatTurn !== state.seatTurn) myGamesChanged(seatTurn === 'over');
    state.seatTurn = seatTurn;
    if (state.note) {
      if (screen.alert.textContent === state.note.now) screen.alert.textContent = state.note.after;
      state.note = null;
    }
    connection.watch(next.ply, thinking(next));
    screen.flip.learn(next);
  }

  connection.connect();
}
