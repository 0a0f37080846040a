// @ts-check
/**
 * Tournaments: the list with a form to create one (`/tournaments`), and a
 * tournament's page (`/tournaments/{id}`) whose standings, pairings and games follow
 * the server's pushes over the WebSocket.
 */

import { me } from './account.js';
import { api, socketUrl } from './api.js';
import { timeControl } from './choices.js';
import { controlText } from './timecontrol.js';
import { el, fill, when } from './text.js';
import { TourChat } from './tourchat.js';
import { t } from './words.js';

/**
 * @typedef {'arena'|'swiss'|'round-robin'} Kind
 * @typedef {{id: string, kind: Kind, game: string, title: string, clock?: import('./api.js').TimeControl,
 *   rated: boolean, status: string, starts_at: number, ends_at?: number, rounds?: number, table: number,
 *   creator: string, entrants: number, conditions: Conditions}} Summary
 * @typedef {{min_rating?: number, min_rated_games?: number}} Conditions
 * @typedef {{name: string, rating: number, score: number, tie_breaks?: {buchholz: number, sonneborn_berger: number},
 *   rank: number, played: number, paused: boolean, withdrawn: boolean, on_fire: boolean}} Standing
 * @typedef {{players: string[], game?: string, result?: number[]}} Pairing
 * @typedef {{id: string, players: string[], round?: number, result?: number[], running: boolean, berserk?: string[]}} TourGame
 * @typedef {Summary & {minutes?: number, round: number, private: boolean, players: Standing[],
 *   pairings: {round: number, pairings: Pairing[]}[], games: TourGame[], podium: Standing[]}} View
 */

/** @param {Kind} kind */
function kindWord(kind) {
  if (kind === 'arena') return t('tournaments-kind-arena');
  if (kind === 'swiss') return t('tournaments-kind-swiss');
  return t('tournaments-kind-round-robin');
}

/** @param {Summary} s */
export function tournamentName(s) {
  return t('tournaments-name', { game: s.title, kind: kindWord(s.kind) });
}

/** @param {Summary} s */
function facts(s) {
  const clock = s.clock ? controlText(s.clock) : t('choices-untimed');
  const length = s.kind === 'arena' && s.ends_at
    ? t('tournaments-minutes', { n: Math.round((s.ends_at - s.starts_at) / 60000) })
    : s.rounds ? t('tournaments-rounds', { n: s.rounds }) : null;
  return [clock, s.rated ? t('tournaments-rated') : t('tournaments-casual'), length].filter(Boolean).join(' · ');
}

/**
 * Who may enter, in words; null when anyone may.
 * @param {Conditions} c
 */
function conditionsText(c) {
  const each = [
    c.min_rating ? t('tournaments-condition-rating', { n: c.min_rating }) : null,
    c.min_rated_games ? t('tournaments-condition-games', { n: c.min_rated_games }) : null,
  ].filter(Boolean);
  return each.length ? t('tournaments-conditions', { list: each.join(', ') }) : null;
}

/** @param {number} n */
function points(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** @param {HTMLElement} root */
export async function tournamentListPage(root) {
  document.title = t('tournaments-page-title');
  const lists = el('div', { class: 'tournament-lists' }, el('p', {}, t('page-loading')));
  const create = el('section', { class: 'tournament-create' });
  fill(root, el('h1', {}, t('tournaments-heading')), lists, create);
  const [list, catalog, who] = await Promise.all([
    api('/api/tournaments').catch((e) => e),
    api('/api/catalog').catch(() => null),
    me(),
  ]);
  if (list instanceof Error) {
    fill(lists, el('p', { role: 'alert' }, list.message));
    return;
  }
  /** @param {string} heading @param {string} none @param {Summary[]} items */
  const section = (heading, none, items) => el('section', { class: 'tournament-list' },
    el('h2', {}, heading),
    items.length ? el('ul', { class: 'plain' }, ...items.map((s) => el('li', {},
      el('a', { href: `/tournaments/${encodeURIComponent(s.id)}` }, tournamentName(s)),
      el('span', { class: 'help' }, ` ${facts(s)} · ${t('tournaments-entrants', { n: s.entrants })} · ${when(s.starts_at)}`))))
      : el('p', { class: 'help' }, none));
  fill(lists,
    section(t('tournaments-running'), t('tournaments-none-running'), list.running),
    section(t('tournaments-upcoming'), t('tournaments-none-upcoming'), list.upcoming),
    section(t('tournaments-finished'), t('tournaments-none-finished'), list.finished));
  if (catalog && who) createForm(create, catalog);
  else if (catalog) fill(create, el('p', { class: 'help' }, t('tournaments-sign-in-to-create')));
}

/**
 * The form that creates a tournament, then opens its page.
 * @param {HTMLElement} box
 * @param {any} catalog `GET /api/catalog`
 */
function createForm(box, catalog) {
  /** @type {{name: string, title: string}[]} */
  const games = catalog.games;
  const field = (/** @type {string} */ id, /** @type {string} */ label, /** @type {HTMLElement} */ input) =>
    el('label', { class: 'option', for: id }, el('span', {}, label), input);
  const kind = /** @type {HTMLSelectElement} */ (el('select', { id: 'tour-kind' },
    ...['arena', 'swiss', 'round-robin'].map((k) => el('option', { value: k }, kindWord(/** @type {Kind} */ (k))))));
  const game = /** @type {HTMLSelectElement} */ (el('select', { id: 'tour-game' },
    ...games.map((g) => el('option', { value: g.name }, g.title))));
  const number = (/** @type {string} */ id, /** @type {number} */ value, /** @type {number} */ min, /** @type {number} */ max) =>
    /** @type {HTMLInputElement} */ (el('input', { id, type: 'number', min, max, step: 1, value }));
  const starts = number('tour-starts', 10, 0, 43200);
  const minutes = number('tour-minutes', 30, 5, 720);
  const rounds = number('tour-rounds', 5, 1, 20);
  const rated = /** @type {HTMLInputElement} */ (el('input', { id: 'tour-rated', type: 'checkbox', checked: true }));
  const clock = timeControl(catalog.clock, 'tour-');
  const optional = (/** @type {string} */ id, /** @type {number} */ max) =>
    /** @type {HTMLInputElement} */ (el('input', { id, type: 'number', min: 0, max, step: 1, inputmode: 'numeric' }));
  const minRating = optional('tour-min-rating', 3000);
  const minGames = optional('tour-min-games', 1000);
  const code = /** @type {HTMLInputElement} */ (el('input', { id: 'tour-code', type: 'text', minlength: 4, maxlength: 64,
    autocomplete: 'off' }));
  const minutesRow = field('tour-minutes', t('tournaments-field-minutes'), minutes);
  const roundsRow = field('tour-rounds', t('tournaments-field-rounds'), rounds);
  const problem = el('p', { role: 'alert', class: 'problem' });
  const shown = () => {
    minutesRow.hidden = kind.value !== 'arena';
    roundsRow.hidden = kind.value !== 'swiss';
  };
  kind.addEventListener('change', shown);
  shown();
  const form = el('form', { class: 'setup' },
    field('tour-kind', t('tournaments-field-kind'), kind),
    field('tour-game', t('tournaments-field-game'), game),
    clock.box,
    field('tour-starts', t('tournaments-field-starts'), starts),
    minutesRow, roundsRow,
    el('label', { class: 'option check', for: 'tour-rated' }, rated, el('span', {}, t('tournaments-field-rated'))),
    field('tour-min-rating', t('tournaments-field-min-rating'), minRating),
    field('tour-min-games', t('tournaments-field-min-games'), minGames),
    field('tour-code', t('tournaments-field-code'), code),
    el('p', { class: 'help' }, t('tournaments-field-code-help')),
    el('button', { type: 'submit' }, t('tournaments-create')), problem);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = clock.value();
    if (chosen && typeof chosen === 'object' && 'error' in chosen) {
      problem.textContent = chosen.error;
      return;
    }
    /** @type {Record<string, any>} */
    const body = {
      kind: kind.value, game: game.value, options: {}, rated: rated.checked,
      starts_at: Date.now() + Number(starts.value) * 60000,
    };
    if (chosen) body.clock = chosen;
    if (kind.value === 'arena') body.minutes = Number(minutes.value);
    if (kind.value === 'swiss') body.rounds = Number(rounds.value);
    if (minRating.value) body.min_rating = Number(minRating.value);
    if (minGames.value) body.min_rated_games = Number(minGames.value);
    if (code.value) body.entry_code = code.value;
    try {
      const made = /** @type {View} */ (await api('/api/tournaments', body));
      location.assign(`/tournaments/${encodeURIComponent(made.id)}`);
    } catch (e) {
      problem.textContent = /** @type {Error} */ (e).message;
    }
  });
  fill(box, el('h2', {}, t('tournaments-create-heading')), form);
}

/**
 * A tournament's page, live.
 * @param {HTMLElement} root
 * @param {string} id
 */
export async function tournamentPage(root, id) {
  fill(root, el('h1', {}, t('tournaments-heading')), el('p', {}, t('page-loading')));
  const path = `/api/tournaments/${encodeURIComponent(id)}`;
  const who = await me();
  /** @type {View} */
  let view;
  try {
    view = await api(path);
  } catch (e) {
    fill(root, el('h1', {}, t('tournaments-heading')), el('p', { role: 'alert' }, /** @type {Error} */ (e).message));
    return;
  }
  const problem = el('p', { role: 'alert', class: 'problem' });
  // The view is drawn again at each change; the code typed and the chat panel stay.
  const code = /** @type {HTMLInputElement} */ (el('input', { id: 'tour-join-code', type: 'text', maxlength: 64,
    autocomplete: 'off' }));
  const body = el('div', { class: 'tournament-body' });
  const chat = new TourChat(id, !!who);
  fill(root, body, chat.box);
  let shown = '';
  /** @param {View} v */
  const show = (v) => {
    // The socket's first view is often the one already drawn: nothing moves then.
    const text = JSON.stringify(v);
    if (text === shown) return;
    shown = text;
    view = v;
    document.title = t('tournaments-one-page-title', { name: tournamentName(v) });
    fill(body, el('h1', {}, tournamentName(v)),
      el('p', { class: 'tournament-facts' }, `${facts(v)} · ${statusText(v)}`),
      conditionsText(v.conditions) || v.private
        ? el('p', { class: 'tournament-entry' }, [v.private ? t('tournaments-private') : null,
          conditionsText(v.conditions)].filter(Boolean).join(' · '))
        : null,
      actions(v, who?.name ?? null, path, show, problem, code), problem,
      v.podium.length ? podium(v.podium) : null,
      standings(v),
      v.pairings.length ? rounds(v) : null,
      games(v, who?.name ?? null));
  };
  show(view);
  follow(id, show, (lines) => chat.add(lines), () => api(path).then(show).catch(() => {}));
}

/** @param {View} v */
function statusText(v) {
  if (v.status === 'upcoming') return t('tournaments-starts', { when: when(v.starts_at) });
  if (v.status === 'running' && v.kind === 'arena' && v.ends_at) return t('tournaments-ends', { when: when(v.ends_at) });
  if (v.status === 'running') return t('tournaments-round', { round: v.round, rounds: v.rounds ?? v.round });
  return t('tournaments-over');
}

/**
 * Join, leave, pause and start, as the reader may.
 * @param {View} v
 * @param {string|null} mine
 * @param {string} path
 * @param {(v: View) => void} show
 * @param {HTMLElement} problem
 * @param {HTMLInputElement} code a private tournament's code field, kept across views
 */
function actions(v, mine, path, show, problem, code) {
  if (!mine || v.status === 'finished') return null;
  const entry = v.players.find((p) => p.name === mine);
  const entered = entry && !entry.withdrawn && !entry.paused;
  const act = (/** @type {string} */ what, /** @type {string} */ label) => el('button', {
    type: 'button',
    class: `tour-${what}`,
    onclick: async () => {
      problem.textContent = '';
      try {
        const body = what === 'join' && v.private && code.value ? { code: code.value } : {};
        show(await api(`${path}/${what}`, body));
      } catch (e) {
        problem.textContent = /** @type {Error} */ (e).message;
      }
    },
  }, label);
  const open = v.status === 'upcoming' || v.kind === 'arena';
  const joining = !entered && open;
  const ever = v.players.some((p) => p.name === mine);
  return el('div', { class: 'actions' },
    joining && v.private && !ever
      ? el('label', { class: 'option', for: 'tour-join-code' }, el('span', {}, t('tournaments-field-code')), code)
      : null,
    joining ? act('join', t('tournaments-join')) : null,
    entered ? act('leave', t('tournaments-leave')) : null,
    entered && v.kind === 'arena' && v.status === 'running' ? act('pause', t('tournaments-pause')) : null,
    v.creator === mine && v.status === 'upcoming' ? act('start', t('tournaments-start')) : null);
}

/** @param {Standing[]} top */
function podium(top) {
  return el('ol', { class: 'podium', 'aria-label': t('tournaments-podium') },
    ...top.map((p) => el('li', {}, el('a', { href: `/players/${encodeURIComponent(p.name)}` }, p.name),
      ` ${t('tournaments-points', { n: p.score })}`)));
}

/** @param {View} v */
function standings(v) {
  const ties = v.kind !== 'arena';
  const head = [t('leaderboard-col-rank'), t('leaderboard-col-player'), t('mygames-col-rating'), t('tournaments-col-score'),
    ...(ties ? [t('tournaments-col-buchholz'), t('tournaments-col-sb')] : []), t('tournaments-col-played')];
  return el('section', { class: 'tournament-standings' }, el('h2', {}, t('tournaments-standings')),
    v.players.length ? el('div', { class: 'table-wrap' }, el('table', { class: 'leaders standings' },
      el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, ...v.players.map((p) => el('tr', { class: p.withdrawn ? 'withdrawn' : undefined },
        el('td', {}, String(p.rank)),
        el('td', {}, el('a', { href: `/players/${encodeURIComponent(p.name)}` }, p.name),
          p.on_fire ? el('span', { class: 'on-fire', title: t('tournaments-on-fire') }, ` ${t('tournaments-on-fire-mark')}`) : null,
          p.paused ? el('span', { class: 'help' }, ` ${t('tournaments-paused')}`) : null,
          p.withdrawn ? el('span', { class: 'help' }, ` ${t('tournaments-withdrawn')}`) : null),
        el('td', {}, String(p.rating)),
        el('td', { class: 'score' }, points(p.score)),
        ...(ties ? [el('td', {}, points(p.tie_breaks?.buchholz ?? 0)), el('td', {}, points(p.tie_breaks?.sonneborn_berger ?? 0))] : []),
        el('td', {}, String(p.played)))))))
      : el('p', { class: 'help' }, t('tournaments-nobody')));
}

/** @param {View} v */
function rounds(v) {
  return el('section', { class: 'tournament-rounds' }, el('h2', {}, t('tournaments-pairings')),
    ...v.pairings.slice().reverse().map((r) => el('details', { open: r.round === v.round },
      el('summary', {}, t('tournaments-round-n', { n: r.round })),
      el('ul', { class: 'plain' }, ...r.pairings.map((p) => el('li', {},
        p.game ? el('a', { href: `/watch/${encodeURIComponent(p.game)}` }, p.players.join(' – ')) : t('tournaments-bye', { name: p.players[0] }),
        p.result && p.game ? ` (${p.result.map(points).join('–')})` : ''))))));
}

/**
 * The tournament's games, newest first; the reader's own running game first of all.
 * @param {View} v
 * @param {string|null} mine
 */
function games(v, mine) {
  const list = v.games.slice().reverse();
  const own = list.find((g) => g.running && mine && g.players.includes(mine));
  return el('section', { class: 'tournament-games' }, el('h2', {}, t('tournaments-games')),
    own ? el('p', { class: 'your-game' }, el('a', { href: `/play/${encodeURIComponent(own.id)}`, class: 'button' }, t('tournaments-your-game'))) : null,
    list.length ? el('ul', { class: 'plain' }, ...list.slice(0, 50).map((g) => el('li', {},
      el('a', { href: `/watch/${encodeURIComponent(g.id)}` }, g.players.join(' – ')),
      g.running ? ` ${t('tournaments-playing')}` : g.result ? ` (${g.result.map(points).join('–')})` : '')))
      : el('p', { class: 'help' }, t('tournaments-no-games')));
}

/**
 * Follow the tournament's changes: each message of its socket is a new view or new
 * chat messages. Should the socket close, the page reads the view again now and then.
 * @param {string} id
 * @param {(v: View) => void} show
 * @param {(lines: import('./tourchat.js').TourChatLine[]) => void} said
 * @param {() => void} reread
 */
function follow(id, show, said, reread) {
  const ws = new WebSocket(socketUrl(`/api/tournaments/${encodeURIComponent(id)}/socket`));
  ws.addEventListener('message', (event) => {
    try {
      const message = JSON.parse(event.data);
      if (message.type === 'tournament') show(message.view);
      if (message.type === 'chat') said(message.messages);
    } catch { /* not a message of ours */ }
  });
  ws.addEventListener('close', () => {
    setTimeout(() => { reread(); follow(id, show, said, reread); }, 5000);
  }, { once: true });
}
