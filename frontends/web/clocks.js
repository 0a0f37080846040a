// @ts-check
/**
 * The clocks of a timed game: each seat's time left, counted down on the page
 * between the server's views and set right by each view (the server keeps the real
 * clocks and decides when a seat runs out). The time controls in words are in
 * timecontrol.js, the sounds (the warning at low time among them) in sound.js.
 */

import { lowTimeWarning } from './sound.js';
import { el } from './text.js';
import { DAY, HOUR, MINUTE, SECOND, initialMs, perMove } from './timecontrol.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/** @typedef {import('./api.js').TimeControl} TimeControl */
/** @typedef {import('./api.js').WireClock} WireClock */

/** How often a running clock is redrawn, in ms. */
const TICK_MS = 100;
/** Under this a real-time clock is low, and shows tenths of a second, in ms. */
const LOW_MS = 10_000;
/** Under this share of the time per move a correspondence clock is low. */
const LOW_SHARE = 0.1;

/**
 * Time left as a clock shows it: m:ss (h:mm:ss from an hour), and m:ss.t under 10 s;
 * with a correspondence control, days and hours (or hours and minutes) above an hour.
 * @param {number} ms
 * @param {boolean} [correspondence]
 */
export function clockText(ms, correspondence = false) {
  const t = Math.max(0, ms);
  if (t === 0) return '0:00';
  if (t < LOW_MS) return `0:0${(Math.floor(t / 100) / 10).toFixed(1)}`;
  if (correspondence && t >= DAY) return `${Math.floor(t / DAY)}d ${Math.floor((t % DAY) / HOUR)}h`;
  if (correspondence && t >= HOUR) return `${Math.floor(t / HOUR)}h ${String(Math.floor((t % HOUR) / MINUTE)).padStart(2, '0')}m`;
  // Whole seconds, rounded down: a clock never shows more time than there is.
  const s = Math.floor(t / SECOND);
  const ss = String(s % 60).padStart(2, '0');
  if (s >= 3600) return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${ss}`;
  return `${Math.floor(s / 60)}:${ss}`;
}

/**
 * Whether time left is low under a control: under 10 s in real time, under a tenth
 * of the time per move in correspondence.
 * @param {number} ms
 * @param {TimeControl} tc
 */
export function isLow(ms, tc) {
  return 'per_move_ms' in tc ? ms < tc.per_move_ms * LOW_SHARE : ms < LOW_MS;
}

/**
 * One clock as drawn: the element (a timer, named for screen readers, that does not
 * announce every tick) and its parts.
 * @param {string} label e.g. "Light's clock"
 */
export function clockElement(label) {
  const time = el('span', { class: 'time' }, '');
  const low = el('span', { class: 'visually-hidden note' }, '');
  const root = el('span', { class: 'clock', role: 'timer', 'aria-live': 'off', 'aria-atomic': 'true' },
    el('span', { class: 'visually-hidden' }, `${label}: `), time, low);
  return { root, time, low };
}

/**
 * Draw one clock's state into its element.
 * @param {ReturnType<typeof clockElement>} c
 * @param {number} ms
 * @param {{running: boolean, flagged: boolean, low: boolean, correspondence: boolean}} state
 */
export function drawClock(c, ms, state) {
  const text = state.flagged ? '0:00' : clockText(ms, state.correspondence);
  if (c.time.textContent !== text) c.time.textContent = text;
  c.root.classList.toggle('running', state.running);
  c.root.classList.toggle('low', state.low && !state.flagged);
  c.root.classList.toggle('flagged', state.flagged);
  const note = state.flagged ? t('clock-out-of-time') : state.low ? t('clock-low-time') : state.running ? t('clock-running') : '';
  if (c.low.textContent !== note) c.low.textContent = note;
  if (state.low || state.flagged) c.root.setAttribute('aria-invalid', 'true');
  else c.root.removeAttribute('aria-invalid');
}

/**
 * The clocks of the play page. Each view sets them; between views the running ones
 * count down from the moment that view arrived. The ticking stops when no clock
 * runs and while the page is hidden.
 */
export class Clocks {
  constructor() {
    /** @type {Map<number, ReturnType<typeof clockElement>>} by seat */
    this.shown = new Map();
    /** @type {TimeControl|null} */
    this.control = null;
    /** @type {WireClock[]} as the last view gave them */
    this.base = [];
    /** When the last view arrived (performance.now()). */
    this.arrivedAt = 0;
    /** @type {number|null} the seat of this page, whose low time may sound */
    this.mine = null;
    /** @type {ReturnType<typeof setInterval>|undefined} */
    this.timer = undefined;
    /** Whether the seat's clock was low when last drawn (the sound comes once as it falls low). */
    this.wasLow = false;
    document.addEventListener('visibilitychange', () => this.schedule());
  }

  /**
   * Take the clocks of a view that arrived at `arrivedAt` (performance.now()).
   * @param {MatchView} view
   * @param {number} arrivedAt
   */
  update(view, arrivedAt) {
    this.control = view.time_control ?? null;
    this.base = view.clocks ?? [];
    this.arrivedAt = arrivedAt;
    this.mine = view.observer;
    if (!this.control) this.shown.clear();
    this.draw();
    this.schedule();
  }

  /**
   * The element of a seat's clock, to place in its line; null when untimed.
   * @param {number} seat
   * @param {string} name
   */
  element(seat, name) {
    if (!this.control || !this.base.some((c) => c.seat === seat)) return null;
    let c = this.shown.get(seat);
    if (!c) {
      c = clockElement(`${name}'s clock`);
      this.shown.set(seat, c);
      this.draw();
    }
    return c.root;
  }

  /** Whether any clock runs now. */
  running() {
    return this.base.some((c) => c.running && !c.flagged);
  }

  /** Start or stop the ticking as the clocks and the page's visibility require. */
  schedule() {
    const tick = this.running() && document.visibilityState !== 'hidden';
    if (tick && this.timer === undefined) {
      this.draw();
      this.timer = setInterval(() => this.draw(), TICK_MS);
    } else if (!tick && this.timer !== undefined) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Redraw every clock for now. */
  draw() {
    const tc = this.control;
    if (!tc) return;
    const elapsed = performance.now() - this.arrivedAt;
    for (const clock of this.base) {
      const c = this.shown.get(clock.seat);
      if (!c) continue;
      const running = clock.running && !clock.flagged;
      const ms = running ? Math.max(0, clock.remaining_ms - elapsed) : clock.remaining_ms;
      const low = isLow(ms, tc) && (running || clock.flagged || ms < initialMs(tc));
      drawClock(c, ms, { running, flagged: clock.flagged, low, correspondence: perMove(tc) });
      if (clock.seat === this.mine) {
        const lowNow = running && low;
        if (lowNow && !this.wasLow) lowTimeWarning();
        this.wasLow = lowNow;
      }
    }
  }
}
