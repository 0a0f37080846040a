// @ts-check
/**
 * Who is signed in: the header's account box (sign up, sign in, sign out) and the
 * answer the pages ask for. Accounts are optional; a guest plays by link as ever.
 *
 * The session cookie is HttpOnly, so the page cannot see it. Rather than ask the
 * server on every page of every guest (a 401 each time), the browser remembers that
 * it signed in, and only then asks `GET /api/me`.
 */

import { ApiError, api, request } from './api.js';
import { shownCode } from './recover.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * @typedef {{game: string, pool: string, rating: number, deviation: number, provisional: boolean, games: number}} RatingSummary
 * @typedef {{name: string, ratings?: RatingSummary[], recovery_code?: boolean}} Me
 */

/** Where the browser remembers the name it signed in as. */
const KEY = 'cubist.account';

/** The remembered name, if this browser signed in. */
const remembered = {
  get() {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  /** @param {string|null} name */
  set(name) {
    try {
      if (name) localStorage.setItem(KEY, name);
      else localStorage.removeItem(KEY);
    } catch { /* private browsing: the header asks again on each page */ }
  },
};

/** @type {Promise<Me|null>|null} */
let asked = null;

/**
 * Who is signed in, or null for a guest (asked once per page).
 * @returns {Promise<Me|null>}
 */
export function me() {
  if (!asked) asked = whoAmI();
  return asked;
}

/** @returns {Promise<Me|null>} */
async function whoAmI() {
  if (!remembered.get()) return null;
  try {
    const found = /** @type {Me} */ (await api('/api/me'));
    remembered.set(found.name);
    return found;
  } catch (e) {
    // Signed out elsewhere, or the session ended: a guest from now on.
    if (e instanceof ApiError && e.status === 401) remembered.set(null);
    return null;
  }
}

/**
 * Fill the header's account box: the signed-in name (a link to their page) and Sign
 * out, or Sign in and Sign up, which open their form in `panel`.
 * @param {HTMLElement} box
 * @param {HTMLElement} panel shown below the header while a form is open
 */
export async function accountBox(box, panel) {
  const who = await me();
  if (who) {
    fill(box, el('a', { href: `/players/${encodeURIComponent(who.name)}`, class: 'me', 'aria-label': t('account-signed-in-as', { name: who.name }) }, who.name),
      el('button', { type: 'button', class: 'sign-out', onclick: signOut }, t('account-sign-out')));
    return;
  }
  /** @param {'in'|'up'} kind */
  const opener = (kind) => el('button', {
    type: 'button', class: `sign-${kind}`, 'aria-expanded': 'false', 'aria-controls': 'account-panel',
    onclick: (/** @type {Event} */ e) => open(kind, /** @type {HTMLElement} */ (e.currentTarget)),
  }, kind === 'in' ? t('account-sign-in') : t('account-sign-up'));
  fill(box, opener('in'), opener('up'));

  /**
   * @param {'in'|'up'} kind
   * @param {HTMLElement} button
   */
  function open(kind, button) {
    for (const b of box.querySelectorAll('button')) b.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-expanded', 'true');
    const close = () => {
      panel.hidden = true;
      fill(panel);
      button.setAttribute('aria-expanded', 'false');
      button.focus();
    };
    fill(panel, signForm(kind, close));
    panel.hidden = false;
    panel.querySelector('input')?.focus();
  }
}

/**
 * The form to sign in or sign up: on success the page opens again, as that player.
 * @param {'in'|'up'} kind
 * @param {() => void} close
 */
function signForm(kind, close) {
  const title = kind === 'in' ? t('account-sign-in') : t('account-sign-up');
  const name = /** @type {HTMLInputElement} */ (el('input', {
    id: 'account-name', name: 'name', required: true, autocomplete: 'username', maxlength: 40,
    autocapitalize: 'none', spellcheck: 'false',
  }));
  const password = /** @type {HTMLInputElement} */ (el('input', {
    id: 'account-password', name: 'password', type: 'password', required: true,
    autocomplete: kind === 'in' ? 'current-password' : 'new-password', maxlength: 256,
  }));
  const wantsCode = /** @type {HTMLInputElement} */ (el('input', {
    id: 'account-recovery', name: 'recovery', type: 'checkbox',
  }));
  const problem = el('p', { class: 'alert', role: 'alert' });
  const submit = el('button', { type: 'submit', class: 'primary' }, title);
  const form = el('form', {
    class: 'account-form', 'aria-label': title,
    onsubmit: async (/** @type {Event} */ e) => {
      e.preventDefault();
      problem.textContent = '';
      submit.setAttribute('disabled', '');
      try {
        const done = kind === 'in'
          ? await api('/api/session', { name: name.value.trim(), password: password.value })
          : await api('/api/accounts', { name: name.value.trim(), password: password.value, recovery_code: wantsCode.checked });
        remembered.set(done.name);
        if (done.recovery_code) {
          // Shown this once: the page opens again only when its owner says so.
          const go = el('button', { type: 'button', class: 'primary', onclick: () => location.reload() }, t('account-wrote-it-down'));
          fill(form, el('h2', {}, t('account-welcome', { name: done.name })), shownCode(done.recovery_code, go));
          go.focus();
          return;
        }
        location.reload();
      } catch (err) {
        problem.textContent = /** @type {Error} */ (err).message;
        submit.removeAttribute('disabled');
      }
    },
    onkeydown: (/** @type {KeyboardEvent} */ e) => {
      if (e.key === 'Escape') close();
    },
  },
  el('h2', {}, title),
  el('label', { for: 'account-name' }, t('account-name')), name,
  kind === 'up' ? el('p', { class: 'help' }, t('account-name-help')) : null,
  el('label', { for: 'account-password' }, t('account-password')), password,
  kind === 'up' ? el('p', { class: 'help' }, t('account-password-help')) : null,
  kind === 'up' ? el('p', { class: 'check' }, wantsCode, el('label', { for: 'account-recovery' }, t('account-want-recovery'))) : null,
  kind === 'in' ? el('p', { class: 'help' }, el('a', { href: '/recover' }, t('account-forgot'))) : null,
  el('div', { class: 'buttons' }, submit, el('button', { type: 'button', onclick: close }, t('account-cancel'))),
  problem);
  return form;
}

async function signOut() {
  try {
    await request('DELETE', '/api/session');
  } catch { /* the session is gone either way */ }
  remembered.set(null);
  location.reload();
}

/**
 * The form to change one's password (on one's own page): every other session of the
 * account ends; this one stays.
 * @param {string} name the account's, for password managers
 */
export function passwordForm(name) {
  /**
   * @param {string} id
   * @param {string} label
   * @param {string} autocomplete
   */
  const field = (id, label, autocomplete) => {
    const input = /** @type {HTMLInputElement} */ (el('input', { id, name: id, type: 'password', required: true, autocomplete, maxlength: 256 }));
    return { input, row: el('p', { class: 'field' }, el('label', { for: id }, label), input) };
  };
  const old = field('password-old', t('account-current-password'), 'current-password');
  const fresh = field('password-new', t('account-new-password'), 'new-password');
  const again = field('password-again', t('account-new-password-again'), 'new-password');
  const said = el('p', { role: 'status' });
  const problem = el('p', { class: 'alert', role: 'alert' });
  const submit = el('button', { type: 'submit' }, t('account-change-password'));
  return el('form', {
    class: 'password-form', 'aria-labelledby': 'password-heading',
    onsubmit: async (/** @type {Event} */ e) => {
      e.preventDefault();
      problem.textContent = '';
      said.textContent = '';
      if (fresh.input.value !== again.input.value) {
        problem.textContent = t('account-passwords-differ');
        return;
      }
      submit.setAttribute('disabled', '');
      try {
        await api('/api/me/password', { password: old.input.value, new_password: fresh.input.value });
        for (const f of [old, fresh, again]) f.input.value = '';
        said.textContent = t('account-password-changed');
      } catch (err) {
        problem.textContent = /** @type {Error} */ (err).message;
      } finally {
        submit.removeAttribute('disabled');
      }
    },
  }, el('h2', { id: 'password-heading' }, t('account-change-password')),
  el('input', { type: 'text', name: 'username', autocomplete: 'username', value: name, readonly: true, tabindex: -1, 'aria-hidden': 'true', class: 'visually-hidden' }),
  old.row, fresh.row, again.row, submit, said, problem);
}
