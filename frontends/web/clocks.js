// @ts-check
/**
 * The clocks of a timed game: each seat's time left, counted down on the page
 * between the server's views and set right by each view (the server keeps the real
 * clocks and decides when a seat runs out). Also the time controls in words, for the
 * lobby and the replay.
 */

import { el } from './text.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/** @typedef {import('./api.js').TimeControl} TimeControl */
/** @typedef {import('./api.js').WireClock} WireClock */

/** How often a running clock is redrawn, in ms. */
const TICK_MS = 100;
/** Under this a real-time clock is low, and shows tenths of a second, in ms. */
const LOW_MS = 10_000;
/** Under this share of the time per move a correspondence clock is low. */
const LOW_SHARE = 0.1;
/** Where the player's choice of a sound at low time is kept. */
const SOUND_KEY = 'cubist.clockSound';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whether a time control gives time per move (correspondence).
 * @param {TimeControl|null|undefined} tc
 * @returns {tc is {per_move_ms: number}}
 */
export function perMove(tc) {
  return !!tc && 'per_move_ms' in tc;
}

/**
 * The time a seat starts with under a control.
 * @param {TimeControl} tc
 */
export function initialMs(tc) {
  return 'per_move_ms' in tc ? tc.per_move_ms : tc.initial_ms;
}

/**
 * A number without needless decimals: 1.5, 2, 0.25.
 * @param {number} x
 */
function short(x) {
  return String(Math.round(x * 100) / 100);
}

/**
 * A time control in words: "5+3 (5 min + 3 s)", "1 day per move", "untimed". Takes
 * the wire's object, a preset string ("5+3", "1d", "12h") or nothing.
 * @param {TimeControl|string|null|undefined} tc
 */
export function controlText(tc) {
  if (tc === null || tc === undefined || tc === 'untimed') return 'untimed';
  if (typeof tc === 'string') {
    const rt = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(tc);
    if (rt) return controlText({ initial_ms: Number(rt[1]) * MINUTE, increment_ms: Number(rt[2]) * SECOND });
    const pm = /^(\d+(?:\.\d+)?)([dh])$/.exec(tc);
    if (pm) return controlText({ per_move_ms: Number(pm[1]) * (pm[2] === 'd' ? DAY : HOUR) });
    return tc;
  }
  if ('per_move_ms' in tc) return `${spanText(tc.per_move_ms)} per move`;
  const minutes = tc.initial_ms / MINUTE;
  const inc = tc.increment_ms / SECOND;
  const name = `${short(minutes)}+${short(inc)}`;
  const initial = tc.initial_ms < MINUTE ? `${short(tc.initial_ms / SECOND)} s` : `${short(minutes)} min`;
  return `${name} (${initial} + ${short(inc)} s)`;
}

/**
 * A length of time in words: "1 day", "3 days", "12 hours", "90 minutes", "1 second".
 * @param {number} ms
 */
export function spanText(ms) {
  /** @type {[number, string][]} */
  const units = [[DAY, 'day'], [HOUR, 'hour'], [MINUTE, 'minute'], [SECOND, 'second']];
  for (const [size, name] of units) {
    if (ms >= size && ms % size === 0) return plural(ms / size, name);
  }
  for (const [size, name] of units) {
    if (ms >= size) return plural(Math.round((ms / size) * 10) / 10, name);
  }
  return plural(ms / SECOND, 'second');
}

/**
 * A game's rules for seats left or away that differ from the platform's defaults, in
 * words ("away after 5 minutes", "stand-in hard", "no hand-back"); empty if none do.
 * @param {import('./api.js').SeatRules} rules
 * @param {import('./api.js').SeatRules|undefined} defaults
 * @returns {string[]}
 */
export function unusualRules(rules, defaults) {
  const out = [];
  if (defaults && rules.away_ms !== undefined && rules.away_ms !== defaults.away_ms) out.push(`away after ${spanText(rules.away_ms)}`);
  if (defaults && rules.stand_in !== undefined && rules.stand_in !== defaults.stand_in) out.push(`stand-in ${rules.stand_in}`);
  if (rules.hand_back === false) out.push('no hand-back');
  return out;
}

/**
 * @param {number} n
 * @param {string} word
 */
function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

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

/** @type {AudioContext|null} the page's one sound maker, made when first needed */
let audio = null;

/**
 * Make the page's sound maker ready: browsers let a page make sounds only after a
 * click, so the checkboxes that turn a sound on call this.
 */
export function readySound() {
  try {
    audio ??= new AudioContext();
    audio.resume().catch(() => {});
  } catch { /* no sound on this machine */ }
}

/**
 * A short beep at `frequency` Hz (the low-time warning, a turn in a hidden tab).
 * @param {number} frequency
 */
export function beep(frequency) {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.16);
  } catch { /* no sound on this machine */ }
}

/**
 * A short click (the sound of a move shown): a burst of noise, falling off in a few
 * milliseconds, made on the spot. Silent until the page was clicked or typed in
 * (browsers allow sound only after that).
 */
export function click() {
  try {
    if (!navigator.userActivation?.hasBeenActive) return;
    audio ??= new AudioContext();
    const ctx = audio;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    const length = Math.floor(ctx.sampleRate * 0.03);
    const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 4;
    const source = ctx.createBufferSource();
    const gain = ctx.createGain();
    source.buffer = buffer;
    gain.gain.value = 0.4;
    source.connect(gain).connect(ctx.destination);
    source.start();
  } catch { /* no sound on this machine */ }
}

/** The player's choice of a sound at low time (off unless turned on). */
export const lowTimeSound = {
  get() {
    try {
      return localStorage.getItem(SOUND_KEY) === 'on';
    } catch {
      return false;
    }
  },
  /** @param {boolean} on */
  set(on) {
    try {
      if (on) localStorage.setItem(SOUND_KEY, 'on');
      else localStorage.removeItem(SOUND_KEY);
    } catch { /* private browsing: the choice lasts for this page */ }
  },
};

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
  const note = state.flagged ? ', out of time' : state.low ? ', low time' : state.running ? ', running' : '';
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
        if (lowNow && !this.wasLow) this.beep();
        this.wasLow = lowNow;
      }
    }
  }

  /** A short beep, if the player turned the sound on. */
  beep() {
    if (lowTimeSound.get()) beep(880);
  }

  /**
   * The checkbox that turns the sound at low time on or off, remembered in this
   * browser. Turning it on also readies the sound (browsers allow it after a click).
   */
  soundToggle() {
    const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'clock-sound' }));
    box.checked = lowTimeSound.get();
    box.addEventListener('change', () => {
      lowTimeSound.set(box.checked);
      if (box.checked) readySound();
    });
    return el('label', { class: 'clock-sound', for: 'clock-sound' }, box, ' Sound at low time');
  }
}
