// @ts-check
/**
 * The WebSocket of a game's page: opened at once (the server then sends the whole
 * view), opened again when lost, more slowly each time in a row; opened anew when
 * the page asks for the whole view again after a fault (resync), more slowly each
 * time in a row too; and a watchdog on a computer seat's silence. It knows nothing
 * of what the messages say: play.js reads them.
 */

import { socketUrl } from './api.js';

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
/** The pause before reconnecting after the connection was lost, in ms, per time in a row. */
const RECONNECT_STEP_MS = 500;
/** Reconnections in a row beyond which the pause grows no longer. */
const RECONNECT_STEPS_MAX = 5;

/**
 * What the connection asks of the page.
 * @typedef {object} ConnectionHooks
 * @property {(query: URLSearchParams) => void} query adds to the next connection's query
 * @property {(data: string, number: number) => void} message a message, with the number of the connection it came on (from 1)
 * @property {() => boolean} lost the connection was lost: whether to open it again (the page says so)
 * @property {(seconds: number) => void} silent no news of a computer's move for this long: the view is asked for again
 */

export class GameConnection {
  /**
   * @param {string} id the game's
   * @param {string|null} token the seat's secret, or null to watch
   * @param {ConnectionHooks} hooks
   */
  constructor(id, token, hooks) {
    this.id = id;
    this.token = token;
    this.hooks = hooks;
    /** @type {WebSocket|null} */
    this.socket = null;
    /** Connections opened so far. */
    this.opened = 0;
    /** Reconnections in a row after the connection was lost. */
    this.retry = 0;
    /** Times in a row the page asked for the whole view again with no view shown since. */
    this.troubles = 0;
    /** @type {ReturnType<typeof setTimeout>|undefined} the connection about to be opened */
    this.reopening = undefined;
    /** @type {ReturnType<typeof setTimeout>|undefined} the wait on a computer seat */
    this.watchdog = undefined;
    /** How long the next wait on a computer seat lasts, in ms. */
    this.silence = COMPUTER_SILENCE_MS;
    /** The ply at which the last wait on a computer ran out. */
    this.silentAt = -1;
    /** Set by `stop`: nothing is opened again. */
    this.stopped = false;
  }

  /** Open the WebSocket (closing any other): the server sends the whole view at once. */
  connect() {
    this.drop();
    const query = new URLSearchParams({ board: 'true' });
    if (this.token) query.set('token', this.token);
    this.hooks.query(query);
    const ws = new WebSocket(socketUrl(`/api/games/${encodeURIComponent(this.id)}/ws?${query}`));
    const number = ++this.opened;
    this.socket = ws;
    ws.onopen = () => {
      this.retry = 0;
    };
    ws.onmessage = (e) => {
      if (ws === this.socket) this.hooks.message(e.data, number);
    };
    // An error closes the socket; either way it is opened again.
    ws.onerror = () => this.lost(ws);
    ws.onclose = () => this.lost(ws);
  }

  /**
   * @param {any} message
   * @returns {boolean} whether it was sent (not when the socket is not open)
   */
  send(message) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  /** Close the socket, if any, and hear nothing more from it. */
  drop() {
    const ws = this.socket;
    this.socket = null;
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
  reopen(ms) {
    clearTimeout(this.reopening);
    if (this.stopped) return;
    this.reopening = setTimeout(() => {
      this.reopening = undefined;
      this.connect();
    }, ms);
  }

  /**
   * The socket closed or failed: reconnect, more slowly each time in a row, unless
   * the page says not to.
   * @param {WebSocket} ws
   */
  lost(ws) {
    if (ws !== this.socket) return;
    this.drop();
    this.heard();
    if (!this.hooks.lost()) return;
    this.retry = Math.min(this.retry + 1, RECONNECT_STEPS_MAX);
    this.reopen(RECONNECT_STEP_MS * this.retry);
  }

  /** Close the socket for good: there is nothing to connect to (the game does not exist). */
  stop() {
    this.stopped = true;
    clearTimeout(this.reopening);
    this.reopening = undefined;
    this.heard();
    this.drop();
  }

  /**
   * Ask the server for the whole view again. For now that is a new connection, on
   * which the server sends it at once. Several failures in a row wait longer each time.
   */
  resync() {
    if (this.reopening !== undefined) return;
    const pause = this.troubles === 0 ? 0 : Math.min(RESYNC_FIRST_MS * 2 ** (this.troubles - 1), RESYNC_MAX_MS);
    this.troubles += 1;
    this.reopen(pause);
  }

  /** A view was shown: the next fault is the first in a row again. */
  settled() {
    this.troubles = 0;
  }

  /** News came from the server: the wait on a computer seat ends. */
  heard() {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
  }

  /**
   * A view was shown: while it waits on a computer seat, expect news within the
   * silence allowed; none means something was lost between the server and this page.
   * @param {number} ply the view's
   * @param {boolean} computerToMove whether it waits on a computer seat
   */
  watch(ply, computerToMove) {
    this.heard();
    if (ply !== this.silentAt) this.silence = COMPUTER_SILENCE_MS;
    if (!computerToMove) return;
    this.watchdog = setTimeout(() => {
      this.watchdog = undefined;
      const seconds = Math.round(this.silence / 1000);
      console.warn(`Cubist: no news of the computer's move for ${seconds} s: asking the server for the whole view again`);
      this.hooks.silent(seconds);
      this.silentAt = ply;
      this.silence = Math.min(this.silence * 2, COMPUTER_SILENCE_MAX_MS);
      this.resync();
    }, this.silence);
  }
}
