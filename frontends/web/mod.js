// @ts-check
/**
 * The moderators' pages: `/mod` (the open reports, each with its game's replay and
 * its whole chat, both rooms, read on demand, and the actions on reports and accounts) and `/mod/log` (the audit log). Every action
 * asks for a reason in a dialog, which the server writes in the log with it. The actions are
 * listed in `REPORT_ACTIONS`, `ACCOUNT_ACTIONS` and `GAME_ACTIONS`: a new tool is one
 * more entry there. Requests go through `api.js` like every other page's.
 */

import { ApiError, api } from './api.js';
import { el, fill, when } from './text.js';
import { t } from './words.js';

/**
 * @typedef {{seat: number, name: string|null, agent: string|null}} ReportedSeat
 * @typedef {{id: string, game: string, title: string, running: boolean, rated: boolean,
 *   seats: ReportedSeat[], replay: string, record: string}} ReportedGame
 * @typedef {{id: string, at_ms: number, reporter: string, reason: string, text: string,
 *   player: {name: string, closed: boolean}|null, game: ReportedGame|null}} Report
 * @typedef {{id: string, at_ms: number, by: string, via: string, action: string,
 *   target_kind: string, target: string, detail: string, why: string}} AuditEntry
 * @typedef {{label: () => string, path: (target: string) => string, danger?: boolean,
 *   said?: (reply: any) => string}} Action
 *   `said`: what to tell the moderator of the answer (else that it was done).
 */

/** What can be done to a report. @type {Action[]} */
const REPORT_ACTIONS = [
  { label: () => t('mod-mark-done'), path: (id) => `/api/mod/reports/${encodeURIComponent(id)}/done` },
];

/** What can be done to an account. @type {Action[]} */
const ACCOUNT_ACTIONS = [
  { label: () => t('mod-close-account'), path: (name) => `/api/mod/accounts/${encodeURIComponent(name)}/close`, danger: true },
  { label: () => t('mod-reopen-account'), path: (name) => `/api/mod/accounts/${encodeURIComponent(name)}/reopen` },
  {
    label: () => t('mod-reset-link'),
    path: (name) => `/api/mod/accounts/${encodeURIComponent(name)}/reset-link`,
    said: (r) => t('mod-reset-link-said', { name: r.name, until: when(r.expires_ms), link: `${location.origin}${r.link}` }),
  },
];

/** What can be done to a finished rated game. @type {Action[]} */
const GAME_ACTIONS = [
  { label: () => t('mod-void-rating'), path: (id) => `/api/mod/games/${encodeURIComponent(id)}/void`, danger: true },
];

/** The links between the two pages. */
function modNav() {
  return el('nav', { class: 'mod-nav', 'aria-label': t('mod-nav-label') },
    el('a', { href: '/mod' }, t('mod-reports')), ' · ', el('a', { href: '/mod/log' }, t('mod-audit-log')));
}

/**
 * The page for a refusal: sign in, or not a moderator.
 * @param {HTMLElement} root
 * @param {unknown} e
 */
function refused(root, e) {
  const status = e instanceof ApiError ? e.status : 0;
  const words = status === 401
    ? t('mod-sign-in')
    : status === 403 ? t('mod-not-moderator')
      : /** @type {Error} */ (e).message;
  fill(root, el('h1', {}, t('mod-nav-label')), el('p', { role: 'alert' }, words));
}

/**
 * Ask the moderator why, in a dialog on the page: the reason given, or null if they
 * cancelled. `what` names what the action is done to, in words.
 * @param {Action} action
 * @param {string} what
 * @returns {Promise<string|null>}
 */
function askWhy(action, what) {
  const reason = /** @type {HTMLTextAreaElement} */ (el('textarea', {
    id: 'mod-why', name: 'why', rows: 3, maxlength: 500, required: true,
  }));
  const dialog = /** @type {HTMLDialogElement} */ (el('dialog', { class: 'mod-why', 'aria-labelledby': 'mod-why-title' },
    el('form', { method: 'dialog' },
      el('h2', { id: 'mod-why-title' }, t('mod-dialog-title', { action: action.label(), what })),
      el('label', { for: 'mod-why' }, t('mod-why')),
      reason,
      el('p', { class: 'mod-why-buttons' },
        el('button', { type: 'button', value: 'cancel', onclick: () => dialog.close('cancel') }, t('account-cancel')),
        el('button', { type: 'submit', value: 'do', class: action.danger ? 'danger' : '' }, action.label())))));
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(dialog.returnValue === 'do' ? reason.value.trim() : null);
    });
    dialog.showModal();
    reason.focus();
  });
}

/**
 * Ask for a reason, then do `action` to `target` and say how it went in `said`.
 * @param {Action} action
 * @param {{id: string, what: string}} target the target's id, and it in words
 * @param {HTMLElement} said
 * @param {() => void} after called once done
 */
async function act(action, target, said, after) {
  const why = await askWhy(action, target.what);
  if (why === null) return;
  if (!why) {
    said.textContent = t('mod-reason-needed');
    return;
  }
  try {
    const reply = await api(action.path(target.id), { why });
    said.textContent = action.said ? action.said(reply) : t('mod-done', { action: action.label(), what: target.what });
    after();
  } catch (e) {
    said.textContent = t('mod-failed', { action: action.label(), what: target.what, error: /** @type {Error} */ (e).message });
  }
}

/**
 * A button doing `action` to `target` (see `act`); `target` is read when clicked.
 * @param {Action} action
 * @param {() => {id: string, what: string}} target
 * @param {HTMLElement} said
 * @param {() => void} after
 */
function actionButton(action, target, said, after) {
  return el('button', {
    type: 'button', class: action.danger ? 'mod-action danger' : 'mod-action',
    onclick: () => {
      const on = target();
      if (!on.id) {
        said.textContent = t('mod-name-first');
        return;
      }
      act(action, on, said, after);
    },
  }, action.label());
}

/**
 * An account as an action's target: by its name.
 * @param {string} name
 */
const account = (name) => ({ id: name, what: name });

/**
 * `/mod`: the open reports and an account form.
 * @param {HTMLElement} root
 */
export async function modPage(root) {
  document.title = t('mod-page-title');
  const said = el('p', { class: 'mod-said', role: 'status' });
  const list = el('section', { class: 'mod-reports', 'aria-labelledby': 'reports-heading' });
  const reload = () => { showReports(list, said, reload); };
  const name = /** @type {HTMLInputElement} */ (el('input', {
    id: 'mod-account', name: 'account', autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false', maxlength: 40,
  }));
  const buttons = el('span', { class: 'mod-actions' },
    ...ACCOUNT_ACTIONS.map((a) => actionButton(a, () => account(name.value.trim()), said, reload)));
  try {
    await api('/api/mod/reports');
  } catch (e) {
    refused(root, e);
    return;
  }
  fill(root, el('h1', {}, t('mod-nav-label')), modNav(), said,
    el('section', { class: 'mod-account', 'aria-label': t('mod-an-account') },
      el('label', { for: 'mod-account' }, t('mod-account')), ' ', name, ' ', buttons),
    list);
  reload();
}

/**
 * Fill `list` with the open reports.
 * @param {HTMLElement} list
 * @param {HTMLElement} said
 * @param {() => void} reload
 */
async function showReports(list, said, reload) {
  /** @type {Report[]} */
  let reports;
  try {
    reports = (await api('/api/mod/reports')).reports;
  } catch (e) {
    said.textContent = /** @type {Error} */ (e).message;
    return;
  }
  const heading = el('h2', { id: 'reports-heading' }, t('mod-open-reports', { n: reports.length }));
  if (!reports.length) {
    fill(list, heading, el('p', {}, t('mod-no-reports')));
    return;
  }
  fill(list, heading, el('div', { class: 'table-wrap' }, el('table', { class: 'reports' },
    el('thead', {}, el('tr', {}, ...[t('mod-col-filed'), t('mod-col-by'), t('mod-col-reason'), t('mod-col-player'), t('mod-col-game'), t('mod-col-what'), ''].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...reports.map((r) => reportRow(r, said, reload))))));
}

/**
 * @param {Report} r
 * @param {HTMLElement} said
 * @param {() => void} reload
 */
function reportRow(r, said, reload) {
  const player = r.player
    ? el('span', {}, el('a', { href: `/players/${encodeURIComponent(r.player.name)}` }, r.player.name),
      r.player.closed ? ` ${t('mod-closed')}` : '')
    : '';
  const played = r.game
    ? el('span', {}, el('a', { href: r.game.replay }, r.game.rated ? t('mod-game-rated', { game: r.game.title }) : r.game.title),
      r.game.running ? ` ${t('mod-running')}` : '', el('br'),
      r.game.seats.map(seatName).join(', '), gameChat(r.game.id))
    : '';
  const report = { id: r.id, what: t('mod-report-by', { name: r.reporter }) };
  const game = r.game && { id: r.game.id, what: t('mod-game-of', { game: r.game.title, players: r.game.seats.map(seatName).join(', ') }) };
  const actions = [
    ...REPORT_ACTIONS.map((a) => actionButton(a, () => report, said, reload)),
    ...(r.player ? ACCOUNT_ACTIONS.map((a) => actionButton(a, () => account(/** @type {{name: string}} */ (r.player).name), said, reload)) : []),
    ...(game && r.game?.rated && !r.game.running ? GAME_ACTIONS.map((a) => actionButton(a, () => game, said, reload)) : []),
  ];
  return el('tr', { 'data-report': r.id },
    el('td', {}, when(r.at_ms)),
    el('td', {}, el('a', { href: `/players/${encodeURIComponent(r.reporter)}` }, r.reporter)),
    el('td', {}, r.reason),
    el('td', {}, player),
    el('td', {}, played),
    el('td', { class: 'report-text' }, r.text),
    el('td', { class: 'mod-actions' }, ...actions));
}

/**
 * A reported game's whole chat, both rooms (`GET /api/mod/games/{id}/chat`), asked
 * for when the moderator opens it.
 * @param {string} id
 */
function gameChat(id) {
  const list = el('ol', { class: 'mod-chat-lines' });
  const box = /** @type {HTMLDetailsElement} */ (el('details', { class: 'mod-chat' }, el('summary', {}, t('mod-chat')), list));
  let asked = false;
  box.addEventListener('toggle', async () => {
    if (!box.open || asked) return;
    asked = true;
    fill(list, el('li', {}, t('page-loading')));
    try {
      /** @type {{messages: import('./chat.js').ChatLine[]}} */
      const chat = await api(`/api/mod/games/${encodeURIComponent(id)}/chat`);
      fill(list, ...(chat.messages.length ? chat.messages.map((m) => el('li', { class: `room-${m.room}` },
        el('span', { class: 'mod-chat-room' }, `${m.room === 'players' ? t('mod-players-room') : t('mod-spectators-room')} `),
        el('strong', {}, m.name ?? t('mod-seat-guest', { seat: String(m.seat ?? '?') })), ` (${when(m.at_ms)}): `, m.text))
        : [el('li', {}, t('mod-nobody-wrote'))]));
    } catch (e) {
      asked = false;
      fill(list, el('li', { role: 'alert' }, /** @type {Error} */ (e).message));
    }
  });
  return box;
}

/**
 * Who sits in a reported game's seat, in words.
 * @param {ReportedSeat} s
 */
function seatName(s) {
  return s.name ?? (s.agent ? t('players-computer', { agent: s.agent }) : t('bars-guest'));
}

/** The audit log's entries asked for at once. */
const LOG_PAGE = 100;

/** The audit log's actions in words. @type {Record<string, () => string>} */
const LOGGED = {
  grant: () => t('mod-log-grant'),
  revoke: () => t('mod-log-revoke'),
  close: () => t('mod-log-close'),
  reopen: () => t('mod-log-reopen'),
  report_done: () => t('mod-log-report-done'),
  void: () => t('mod-log-void'),
  reset_link: () => t('mod-log-reset-link'),
};

/**
 * `/mod/log`: the audit log, newest first, a page at a time.
 * @param {HTMLElement} root
 */
export async function modLogPage(root) {
  document.title = t('mod-log-page-title');
  /** @type {AuditEntry[]} */
  let entries;
  try {
    entries = (await api(`/api/mod/log?limit=${LOG_PAGE}`)).entries;
  } catch (e) {
    refused(root, e);
    return;
  }
  const body = el('tbody', {});
  const more = el('button', { type: 'button', class: 'more' }, t('mod-older'));
  const add = (/** @type {AuditEntry[]} */ page) => {
    body.append(...page.map(logRow));
    // A page short of the full one was the last.
    more.hidden = page.length < LOG_PAGE;
  };
  more.addEventListener('click', async () => {
    const last = body.lastElementChild;
    const before = last ? Number(last.getAttribute('data-at')) : Date.now();
    const after = last ? `&before_id=${encodeURIComponent(last.getAttribute('data-id') ?? '')}` : '';
    try {
      add((await api(`/api/mod/log?limit=${LOG_PAGE}&before=${before}${after}`)).entries);
    } catch (e) {
      more.textContent = /** @type {Error} */ (e).message;
    }
  });
  fill(root, el('h1', {}, t('mod-audit-log')), modNav(),
    el('div', { class: 'table-wrap' }, el('table', { class: 'audit' },
      el('thead', {}, el('tr', {}, ...[t('mod-col-when'), t('mod-col-who'), t('mod-col-action'), t('mod-col-on'), t('mod-col-detail'), t('mod-col-why')].map((h) => el('th', { scope: 'col' }, h)))),
      body)),
    more);
  add(entries);
}

/** @param {AuditEntry} e */
function logRow(e) {
  return el('tr', { 'data-at': String(e.at_ms), 'data-id': e.id },
    el('td', {}, when(e.at_ms)),
    el('td', {}, e.via === 'cli' ? t('mod-command-line') : e.by),
    el('td', {}, LOGGED[e.action]?.() ?? e.action),
    el('td', {}, `${e.target_kind} ${e.target}`),
    el('td', {}, e.detail),
    el('td', {}, e.why));
}
