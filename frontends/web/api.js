// @ts-check
/** The server's API (docs/server-api.md), as the browser calls it. */
import { t } from './words.js';

/**
 * @typedef {{seat: number, name: string, colour?: string, player: string, agent: string|null, online: boolean,
 *   away: boolean, gone: string|null, out: boolean, account?: string|null,
 *   rating?: {before: number, after: number}|null}} SeatEntry
 * @typedef {{ply: number, seat: number, event: string, by: number|null, agent: string|null, text: string}} WireEvent
 * @typedef {{seat: number, action: string|null, text: string, spent_ms?: number|null, left_ms?: number|null}} WireAction
 * @typedef {{initial_ms: number, increment_ms: number}|{per_move_ms: number}} TimeControl
 * @typedef {{seat: number, remaining_ms: number, running: boolean, flagged: boolean}} WireClock
 * @typedef {{action: string, clicks: string[]}} WireChoice
 * @typedef {{name: string, svg: string}} WirePanel
 * @typedef {{side: number, svg: string, panels: WirePanel[], text: string, choices: WireChoice[], marks: string[]}} WireBoard
 * @typedef {{
 *   format: number, event: number, game: string, title: string, observer: number|null,
 *   seats: SeatEntry[], ply: number, to_move: number[], legal: string[],
 *   moves: WireAction[], result: any, result_text: string|null, aborted?: boolean, seed: number|null,
 *   undo: boolean, may: string[], draw_offer: number|null, away_ms: number,
 *   events: WireEvent[], view: any, board: WireBoard|null,
 *   time_control?: TimeControl|null, clocks?: WireClock[], rated?: boolean,
 *   options?: Record<string, string>, simultaneous?: boolean
 * }} MatchView
 * @typedef {{kind: string, min?: number, max?: number, choices?: string[], seats?: number, names?: string[], file?: string}} OptionDomain
 * @typedef {{key: string, default: string, values: string, help: string, domain: OptionDomain,
 *   label?: string, choices?: {value: string, label: string}[]}} OptionSpec
 * @typedef {{name: string, title: string, summary: string, rules: string, perfect_information: boolean, chance: boolean, options: OptionSpec[]}} GameInfo
 * @typedef {{real_time: string[], correspondence: string[], min_ms: number, max_ms: number}} ClockChoices
 * @typedef {{games: GameInfo[], clock: ClockChoices}} Catalog
 * @typedef {{seat: number, token?: string, url?: string, agent?: string}} CreatedSeat
 * @typedef {{id: string, seats: CreatedSeat[]}} Created
 * @typedef {{seat: number, player: string, agent?: string, name?: string|null}} ListedSeat
 * @typedef {{away_ms: number, stand_in: string, hand_back: boolean}} SeatRules
 * @typedef {{id: string, game: string, title: string, open_seats: number[], seats: ListedSeat[], ply: number,
 *   time_control?: TimeControl|string|null, rated?: boolean, listed?: boolean} & SeatRules} ListedGame
 * @typedef {{games: ListedGame[], defaults?: SeatRules}} GameList
 * @typedef {{format: number, id: string, game: string, title: string, seat: number, seat_name: string,
 *   goal: 'win'|'draw', themes: string[], themes_said?: string[], rating: number, board: WireBoard, rated: boolean}} PuzzleNext
 * @typedef {{id: string, game: string, title: string, seat_name: string, goal: 'win'|'draw', themes: string[], themes_said?: string[],
 *   rating: number, svg: string}} DailyPuzzle
 * @typedef {{format: number, date: string, puzzles: DailyPuzzle[]}} PuzzleDaily
 * @typedef {{action: string, seat: number, text: string, board: WireBoard}} PuzzleStep
 * @typedef {{before: number, after: number, change: number}} PuzzleRatingChange
 * @typedef {{format: number, id: string, solved: boolean, result: 'right'|'solved'|'wrong', played: PuzzleStep[],
 *   board: WireBoard, why?: string, solution: PuzzleStep[], rating?: number, player?: PuzzleRatingChange}} AttemptReply
 * @typedef {{game: string, title: string, rating: number, deviation: number, provisional: boolean, attempts: number}} PuzzleRating
 * @typedef {{puzzle: string, game: string, solved: boolean, rated: boolean, rating?: number, rating_change?: number,
 *   at_ms: number}} AttemptLine
 * @typedef {{format: number, ratings: PuzzleRating[], page: number, per_page: number, total: number,
 *   items: AttemptLine[]}} PuzzleHistory
 */

/** An error the server answered with, in its own words. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * GET (no body) or POST (a JSON body) to the API.
 * @param {string} path
 * @param {any} [body]
 * @returns {Promise<any>}
 */
export function api(path, body) {
  return request(body === undefined ? 'GET' : 'POST', path, body);
}

/**
 * Any method to the API, with an optional JSON body; a reply without a body (204)
 * is null.
 * @param {string} method
 * @param {string} path
 * @param {any} [body]
 * @returns {Promise<any>}
 */
export async function request(method, path, body) {
  /** @type {RequestInit} */
  const init = body === undefined
    ? { method }
    : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, t('error-unreachable'));
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, (data && data.error) || t('error-status', { status: response.status }));
  }
  return data;
}

/**
 * The WebSocket address of an API path on this server.
 * @param {string} path
 */
export function socketUrl(path) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

/** Links to the seats of games this browser created, kept so they can be shared. */
export const links = {
  /**
   * @param {string} id
   * @param {CreatedSeat[]} seats
   */
  save(id, seats) {
    try {
      localStorage.setItem(`cubist.links.${id}`, JSON.stringify(seats));
    } catch { /* private browsing: links are shown once */ }
  },
  /**
   * @param {string} id
   * @returns {CreatedSeat[]}
   */
  load(id) {
    try {
      return JSON.parse(localStorage.getItem(`cubist.links.${id}`) || '[]');
    } catch {
      return [];
    }
  },
};
