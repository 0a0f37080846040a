// @ts-check
/**
 * Time controls in words, for the lobby, the seeks, the replay and the end of a game
 * ("5+3 (5 min + 3 s)", "1 day per move"), and the figures a clock needs from one.
 */
import { t } from './words.js';

/** @typedef {import('./api.js').TimeControl} TimeControl */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

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
 * @returns {string}
 */
export function controlText(tc) {
  if (tc === null || tc === undefined || tc === 'untimed') return t('time-untimed');
  if (typeof tc === 'string') {
    const rt = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(tc);
    if (rt) return controlText({ initial_ms: Number(rt[1]) * MINUTE, increment_ms: Number(rt[2]) * SECOND });
    const pm = /^(\d+(?:\.\d+)?)([dh])$/.exec(tc);
    if (pm) return controlText({ per_move_ms: Number(pm[1]) * (pm[2] === 'd' ? DAY : HOUR) });
    return tc;
  }
  if ('per_move_ms' in tc) return t('time-per-move', { span: spanText(tc.per_move_ms) });
  const minutes = tc.initial_ms / MINUTE;
  const inc = tc.increment_ms / SECOND;
  const name = `${short(minutes)}+${short(inc)}`;
  const initial = tc.initial_ms < MINUTE ? t('time-seconds-short', { n: Number(short(tc.initial_ms / SECOND)) }) : t('time-minutes-short', { n: Number(short(minutes)) });
  return t('time-real', { name, initial, inc: short(inc) });
}

/**
 * A length of time in words: "1 day", "3 days", "12 hours", "90 minutes", "1 second".
 * @param {number} ms
 */
export function spanText(ms) {
  /** @type {[number, (n: number) => string][]} */
  const units = [[DAY, (n) => t('time-days', { n })], [HOUR, (n) => t('time-hours', { n })],
    [MINUTE, (n) => t('time-minutes', { n })], [SECOND, (n) => t('time-seconds', { n })]];
  for (const [size, say] of units) {
    if (ms >= size && ms % size === 0) return say(ms / size);
  }
  for (const [size, say] of units) {
    if (ms >= size) return say(Math.round((ms / size) * 10) / 10);
  }
  return t('time-seconds', { n: ms / SECOND });
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
  if (defaults && rules.away_ms !== undefined && rules.away_ms !== defaults.away_ms) out.push(t('time-away-after', { span: spanText(rules.away_ms) }));
  if (defaults && rules.stand_in !== undefined && rules.stand_in !== defaults.stand_in) out.push(t('time-stand-in', { level: rules.stand_in }));
  if (rules.hand_back === false) out.push(t('time-no-hand-back'));
  return out;
}
