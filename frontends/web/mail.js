// @ts-check
/**
 * E-mail, on a site that sends it (its page has a `cubist-mail` meta element): one's own
 * address and its verification, the page of a verification link (`/email/TOKEN`),
 * and a reset link by mail on `/recover`. On a site without mail nothing here shows.
 */

import { api, request } from './api.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * Whether this site sends mail: its page says so with a `cubist-mail` meta element
 * (a site without mail serves none, and no request is made to find out).
 */
export function siteSendsMail() {
  return document.querySelector('meta[name="cubist-mail"]') !== null;
}

/**
 * `/email/TOKEN`: the link mailed to a new address, which verifies it once opened.
 * @param {HTMLElement} root
 * @param {string} token
 */
export async function verifyPage(root, token) {
  document.title = t('mail-verify-page-title');
  fill(root, el('h1', {}, t('mail-verifying')));
  try {
    const done = await api('/api/email/verify', { token });
    fill(root, el('h1', {}, t('mail-verified')),
      el('p', { role: 'status' }, t('mail-verified-text', { address: done.address, name: done.name })),
      el('p', {}, el('a', { href: '/' }, t('recover-to-games'))));
  } catch (err) {
    fill(root, el('h1', {}, t('mail-link-broken')),
      el('p', { role: 'alert' }, /** @type {Error} */ (err).message),
      el('p', {}, el('a', { href: '/' }, t('recover-to-games'))));
  }
}

/**
 * The form on `/recover` that mails a reset link to an account's verified address.
 * @returns {HTMLElement}
 */
export function mailResetForm() {
  const name = /** @type {HTMLInputElement} */ (el('input', {
    id: 'mail-name', name: 'username', required: true, autocomplete: 'username', maxlength: 40,
    autocapitalize: 'none', spellcheck: 'false',
  }));
  const said = el('p', { role: 'status' });
  const submit = el('button', { type: 'submit' }, t('mail-me-a-link'));
  return el('form', {
    class: 'password-form', 'aria-labelledby': 'mail-reset-heading',
    onsubmit: async (/** @type {Event} */ e) => {
      e.preventDefault();
      submit.setAttribute('disabled', '');
      try {
        const answer = await api('/api/reset/mail', { name: name.value.trim() });
        said.textContent = answer.message;
      } catch (err) {
        said.textContent = /** @type {Error} */ (err).message;
      } finally {
        submit.removeAttribute('disabled');
      }
    },
  }, el('h2', { id: 'mail-reset-heading' }, t('mail-no-code')),
  el('p', { class: 'help' }, t('mail-no-code-help')),
  el('p', { class: 'field' }, el('label', { for: 'mail-name' }, t('account-name')), name),
  submit, said);
}

/**
 * One's own address on one's page: what it is and whether it is verified, a form
 * that sets a new one (the password is asked again), and a button that removes it.
 * @param {string} name the account's, for password managers
 * @returns {HTMLElement}
 */
export function emailSection(name) {
  const section = el('section', { class: 'email', 'aria-labelledby': 'email-heading' });
  const state = el('p', { class: 'help' });
  const problem = el('p', { class: 'alert', role: 'alert' });
  const address = /** @type {HTMLInputElement} */ (el('input', {
    id: 'email-address', name: 'email', type: 'email', required: true, autocomplete: 'email', maxlength: 254,
  }));
  const password = /** @type {HTMLInputElement} */ (el('input', {
    id: 'email-password', name: 'password', type: 'password', required: true, autocomplete: 'current-password', maxlength: 256,
  }));
  const remove = el('button', { type: 'button', hidden: true, onclick: async () => {
    problem.textContent = '';
    try {
      await request('DELETE', '/api/me/email');
      show({ address: null, verified: false });
    } catch (err) {
      problem.textContent = /** @type {Error} */ (err).message;
    }
  } }, t('mail-remove'));
  /** @param {{address: string|null, verified: boolean}} email */
  function show(email) {
    state.textContent = !email.address
      ? t('mail-none')
      : email.verified
        ? t('mail-state-verified', { address: email.address })
        : t('mail-state-unverified', { address: email.address });
    remove.toggleAttribute('hidden', !email.address);
  }
  const submit = el('button', { type: 'submit' }, t('mail-set'));
  const form = el('form', {
    class: 'password-form',
    onsubmit: async (/** @type {Event} */ e) => {
      e.preventDefault();
      problem.textContent = '';
      submit.setAttribute('disabled', '');
      try {
        show(await api('/api/me/email', { address: address.value.trim(), password: password.value }));
        password.value = '';
      } catch (err) {
        problem.textContent = /** @type {Error} */ (err).message;
      } finally {
        submit.removeAttribute('disabled');
      }
    },
  },
  el('input', { type: 'text', name: 'username', autocomplete: 'username', value: name, readonly: true, tabindex: -1, 'aria-hidden': 'true', class: 'visually-hidden' }),
  el('p', { class: 'field' }, el('label', { for: 'email-address' }, t('mail-address')), address),
  el('p', { class: 'field' }, el('label', { for: 'email-password' }, t('account-password')), password),
  submit);
  fill(section, el('h2', { id: 'email-heading' }, t('mail-address')), state, form, remove, problem);
  api('/api/me/email').then(show, (err) => { problem.textContent = err.message; });
  return section;
}
