// @ts-check
/**
 * Quick play: post a seek (a game, its options, a time control, rated or not, a
 * rating range), wait to be paired, and go to the game; and the open seeks of others,
 * to accept one. The seek's token is also the paired seat's token, so the page keeps
 * it only while it waits (in this tab's session storage, so a reload waits on).
 */

import { api, request } from './api.js';
import { optionFields, optionsText, timeControl } from './choices.js';
import { controlText, unusualRules } from './timecontrol.js';
import { playerLink } from './players.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * @typedef {import('./api.js').GameInfo} GameInfo
 * @typedef {{game_id: string, seat: number, url: string}} Paired
 * @typedef {{id: string, token: string, status: string, paired?: Paired|null}} SeekReply
 * @typedef {{id: string, game: string, title: string, options: Record<string, any>,
 *   time_control: import('./api.js').TimeControl|string|null, rated: boolean,
 *   rating_min: number|null, rating_max: number|null, seeker: string|null,
 *   seeker_rating: number, seats_wanted: number, waiting: number} & import('./api.js').SeatRules} OpenSeek
 * @typedef {{id: string, token: string, text: string, since: number}} Waiting
 */

/** How often a waiting page asks whether its seek was paired, in ms (the server expires seeks not asked about). */
const POLL_MS = 1000;
/** How often the lobby's list of open seeks is read again, in ms. */
const LIST_MS = 5000;
/** Where a tab keeps the seek it waits on. */
const KEY = 'cubist.seek';

/** The seek this tab waits on, kept across a reload. */
const kept = {
  /** @returns {Waiting|null} */
  get() {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) || 'null');
    } catch {
      return null;
    }
  },
  /** @param {Waiting|null} w */
  set(w) {
    try {
      if (w) sessionStorage.setItem(KEY, JSON.stringify(w));
      else sessionStorage.removeItem(KEY);
    } catch { /* private browsing: a reload forgets the seek, which then expires */ }
  },
};

/** @type {Map<string, import('./api.js').OptionSpec[]>} each game's options, by game name, to say a seek's options in words */
const specsOf = new Map();

/**
 * Tell the list of seeks the games' options (the catalog's), to say a seek's options
 * in words.
 * @param {GameInfo[]} games
 */
export function seekGames(games) {
  for (const g of games) specsOf.set(g.name, g.options);
}

/** @type {((w: Waiting) => void)|null} the lobby's panel, to wait on a seek accepted from the list */
let waitOn = null;

/**
 * The Quick play panel in `box`: `show(game)` sets it to a game; `waitingOn()` is
 * the id of the seek it waits on, if any.
 * @param {HTMLElement} box
 * @param {import('./account.js').Me|null} signedIn
 * @param {import('./api.js').ClockChoices} clock the time controls offered
 * @param {(id: string|null) => void} changed called with the seek waited on when it changes
 */
export function quickPlay(box, signedIn, clock, changed) {
  /** @type {Waiting|null} */
  let waiting = kept.get();
  /** @type {GameInfo|null} */
  let game = null;
  /** @type {ReturnType<typeof setTimeout>|undefined} */
  let timer;

  /** @param {GameInfo} g */
  function show(g) {
    game = g;
    if (!waiting) form(g);
  }

  /** @param {GameInfo} g */
  function form(g) {
    const options = optionFields(g.options, () => {}, 'seek-');
    const time = timeControl(clock, 'seek-');
    const rated = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'seek-rated', name: 'rated', checked: true }));
    /** @param {string} id */
    const bound = (id) => /** @type {HTMLInputElement} */ (el('input', { id, name: id, type: 'number', min: 0, max: 4000, step: 1, inputmode: 'numeric' }));
    const low = bound('seek-min');
    const high = bound('seek-max');
    const problem = el('p', { class: 'alert', role: 'alert' });
    const submit = el('button', { type: 'submit', class: 'primary seek-start' }, t('seek-button', { game: g.title }));
    fill(box, el('h2', { id: 'quick-heading' }, t('seek-heading-game', { game: g.title })),
      el('p', {}, t('seek-explain')),
      el('form', {
        class: 'seek-form',
        onsubmit: (/** @type {Event} */ e) => {
          e.preventDefault();
          post();
        },
      },
      el('details', { class: 'seek-options' }, el('summary', {}, t('seek-options')), options.box),
      time.box,
      signedIn
        ? el('label', { class: 'check', for: 'seek-rated' }, rated, ' ', t('seek-rated'))
        : el('p', { class: 'help' }, t('seek-guests-unrated')),
      el('fieldset', { class: 'range' }, el('legend', {}, t('seek-range')),
        el('label', { for: 'seek-min' }, t('seek-from')), low, el('label', { for: 'seek-max' }, t('seek-to')), high),
      submit, problem));

    async function post() {
      const clock = time.value();
      if (clock !== null && typeof clock === 'object' && 'error' in clock) {
        problem.textContent = clock.error;
        return;
      }
      /** @type {Record<string, any>} */
      const body = { game: g.name, options: options.chosen(), rated: !!signedIn && rated.checked };
      if (clock !== null) body.clock = clock;
      if (low.value !== '') body.rating_min = Number(low.value);
      if (high.value !== '') body.rating_max = Number(high.value);
      submit.setAttribute('disabled', '');
      try {
        const reply = /** @type {SeekReply} */ (await api('/api/seeks', body));
        const text = [g.title, controlText(clock === null ? null : /** @type {any} */ (clock)), body.rated ? t('seek-rated-word') : t('seek-casual')].join(' · ');
        settle(reply, text);
      } catch (err) {
        problem.textContent = /** @type {Error} */ (err).message;
        submit.removeAttribute('disabled');
      }
    }
  }

  /**
   * Go to the game if the seek was paired, or wait on it.
   * @param {SeekReply} reply
   * @param {string} text what is sought, in words
   */
  function settle(reply, text) {
    if (reply.paired) {
      kept.set(null);
      location.assign(reply.paired.url);
      return;
    }
    wait({ id: reply.id, token: reply.token, text, since: Date.now() });
  }

  /** @param {Waiting} w */
  function wait(w) {
    waiting = w;
    kept.set(w);
    changed(w.id);
    const elapsed = el('span', { class: 'elapsed' });
    const problem = el('p', { class: 'alert', role: 'alert' });
    fill(box, el('h2', { id: 'quick-heading' }, t('seek-heading')),
      el('p', { class: 'seeking', role: 'status' }, t('seek-looking', { what: w.text }), ' ', elapsed),
      el('button', { type: 'button', class: 'seek-cancel', onclick: () => cancel(problem) }, t('seek-cancel')),
      problem);
    const tick = async () => {
      timer = undefined;
      if (waiting !== w) return;
      elapsed.textContent = t('seek-elapsed', { s: Math.round((Date.now() - w.since) / 1000) });
      try {
        const seek = /** @type {SeekReply} */ (await api(`/api/seeks/${encodeURIComponent(w.id)}?token=${encodeURIComponent(w.token)}`));
        if (waiting !== w) return;
        if (seek.paired) {
          settle(seek, w.text);
          return;
        }
        if (seek.status !== 'open') {
          ended(t('seek-ended', { status: statusWord(seek.status) }));
          return;
        }
      } catch (err) {
        if (waiting !== w) return;
        if (/** @type {any} */ (err).status === 404) {
          ended(t('seek-gone'));
          return;
        }
        problem.textContent = /** @type {Error} */ (err).message;
      }
      timer = setTimeout(tick, POLL_MS);
    };
    tick();
  }

  /**
   * The seek ended unpaired (cancelled elsewhere, or expired): the form again, and why.
   * @param {string} why
   */
  function ended(why) {
    stop();
    if (game) form(game);
    box.append(el('p', { class: 'alert', role: 'alert' }, why));
  }

  function stop() {
    clearTimeout(timer);
    timer = undefined;
    waiting = null;
    kept.set(null);
    changed(null);
  }

  /** @param {HTMLElement} problem */
  async function cancel(problem) {
    const w = waiting;
    if (!w) return;
    try {
      await request('DELETE', `/api/seeks/${encodeURIComponent(w.id)}?token=${encodeURIComponent(w.token)}`);
    } catch (err) {
      // Paired just now: the next look goes to the game.
      if (/** @type {any} */ (err).status !== 404) {
        problem.textContent = /** @type {Error} */ (err).message;
        return;
      }
    }
    stop();
    if (game) form(game);
  }

  waitOn = (w) => wait(w);
  if (waiting) wait(waiting);
  return { show, waitingOn: () => waiting?.id ?? null };
}

/** @type {ReturnType<typeof setTimeout>|undefined} */
let listTimer;

/**
 * The open seeks of others, each with Accept; read again every few seconds while
 * the page is shown.
 * @param {HTMLElement} box
 * @param {string|null} mine the seek this tab waits on (not offered to accept)
 */
export async function showSeeks(box, mine) {
  clearTimeout(listTimer);
  /** @type {OpenSeek[]} */
  let seeks = [];
  /** @type {import('./api.js').SeatRules|undefined} */
  let defaults;
  try {
    ({ seeks, defaults } = await api('/api/seeks'));
  } catch {
    seeks = [];
  }
  const others = seeks.filter((s) => s.id !== mine);
  const focused = box.contains(document.activeElement) ? document.activeElement?.getAttribute('data-seek') : null;
  fill(box, el('h2', {}, t('seek-open-heading')),
    others.length ? el('ul', {}, ...others.map((s) => seekLine(s, defaults))) : el('p', {}, t('seek-none')));
  if (focused) /** @type {HTMLElement|null} */ (box.querySelector(`[data-seek="${CSS.escape(focused)}"]`))?.focus();
  listTimer = setTimeout(() => {
    if (document.visibilityState === 'visible') showSeeks(box, mine);
    else listTimer = setTimeout(() => showSeeks(box, mine), LIST_MS);
  }, LIST_MS);
}

/**
 * @param {OpenSeek} s
 * @param {import('./api.js').SeatRules|undefined} defaults the platform's rules
 */
function seekLine(s, defaults) {
  const who = s.seeker ? playerLink(s.seeker) : t('seek-guest');
  const rating = s.seeker ? ` (${Math.round(s.seeker_rating)})` : '';
  const range = s.rating_min !== null || s.rating_max !== null
    ? ` · ${t('seek-for-range', { min: s.rating_min ?? t('seek-any'), max: s.rating_max ?? t('seek-any') })}` : '';
  const options = optionsText(specsOf.get(s.game) ?? [], s.options);
  const more = s.seats_wanted > 2 ? ` · ${t('seek-players-waiting', { players: s.seats_wanted, waiting: s.waiting })}` : '';
  const unusual = unusualRules(s, defaults).map((r) => ` · ${r}`).join('');
  const problem = el('span', { class: 'alert', role: 'alert' });
  return el('li', { class: 'seek' },
    el('strong', {}, s.title), ' · ', who, rating,
    ` · ${controlText(s.time_control)} · ${s.rated ? t('seek-rated-word') : t('seek-casual')}${range}${options ? ` · ${options}` : ''}${more}${unusual} `,
    el('button', {
      type: 'button', class: 'seek-accept', 'data-seek': s.id,
      'aria-label': t('seek-accept-label', { who: s.seeker ?? t('seek-guest'), game: s.title }),
      onclick: () => accept(s, problem),
    }, t('seek-accept')), ' ', problem);
}

/**
 * @param {OpenSeek} s
 * @param {HTMLElement} problem
 */
async function accept(s, problem) {
  try {
    const reply = /** @type {SeekReply} */ (await api(`/api/seeks/${encodeURIComponent(s.id)}/accept`, {}));
    if (reply.paired) {
      location.assign(reply.paired.url);
    } else if (waitOn) {
      // A game for more seats: wait for the rest.
      waitOn({ id: reply.id, token: reply.token, text: `${s.title} · ${controlText(s.time_control)}`, since: Date.now() });
    }
  } catch (err) {
    problem.textContent = /** @type {Error} */ (err).message;
  }
}

/**
 * Post a seek like the one a finished game came from (a game page's New opponent):
 * go to the game if paired at once, else to the lobby, which waits on it.
 * @param {Record<string, any>} body as `POST /api/seeks` takes it
 * @param {string} text what is sought, in words
 */
export async function seekAgain(body, text) {
  const reply = /** @type {SeekReply} */ (await api('/api/seeks', body));
  if (reply.paired) {
    location.assign(reply.paired.url);
    return;
  }
  kept.set({ id: reply.id, token: reply.token, text, since: Date.now() });
  location.assign(`/?game=${encodeURIComponent(body.game)}`);
}

/**
 * A seek's status in words: the server sends a stable code (`cancelled`, `expired`,
 * `paired`, `open`), said here in the page's language; a code this page does not
 * know is shown as sent.
 * @param {string} status
 * @returns {string}
 */
export function statusWord(status) {
  /** @type {Record<string, () => string>} */
  const words = {
    open: () => t('seek-status-open'),
    paired: () => t('seek-status-paired'),
    cancelled: () => t('seek-status-cancelled'),
    expired: () => t('seek-status-expired'),
  };
  return words[status]?.() ?? status;
}
