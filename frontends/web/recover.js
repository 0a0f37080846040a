// @ts-check
/**
 * Getting back into an account: the page of a reset link
 * (`/reset/TOKEN`, made by the site's operators), the page that takes a recovery
 * code (`/recover`), and showing a new recovery code once, with a note to write it
 * down (the server keeps only its hash: nobody can show it again). On a site that
 * sends mail, `/recover` also offers a reset link by mail (mail.js).
 */

import { api } from './api.js';
import { mailResetForm, siteSendsMail } from './mail.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * A password field with its label.
 * @param {string} id
 * @param {string} label
 * @param {string} [autocomplete]
 */
function field(id, label, autocomplete = 'new-password') {
  const input = /** @type {HTMLInputElement} */ (el('input', { id, name: id, type: 'password', required: true, autocomplete, maxlength: 256 }));
  return { input, row: el('p', { class: 'field' }, el('label', { for: id }, label), input) };
}

/**
 * A form that sets a new password: `fields` above the two password fields, `send`
 * posts it and gives the account's name; then `root` says it is done.
 * @param {HTMLElement} root
 * @param {string} title
 * @param {HTMLElement[]} fields
 * @param {(password: string) => Promise<{name: string}>} send
 */
function newPasswordForm(root, title, fields, send) {
  const fresh = field('reset-password', t('account-new-password'));
  const again = field('reset-again', t('account-new-password-again'));
  const problem = el('p', { class: 'alert', role: 'alert' });
  const submit = el('button', { type: 'submit', class: 'primary' }, t('recover-set-password'));
  return el('form', {
    class: 'password-form', 'aria-labelledby': 'reset-heading',
    onsubmit: async (/** @type {Event} */ e) => {
      e.preventDefault();
      problem.textContent = '';
      if (fresh.input.value !== again.input.value) {
        problem.textContent = t('account-passwords-differ');
        return;
      }
      submit.setAttribute('disabled', '');
      try {
        const done = await send(fresh.input.value);
        fill(root, el('h1', {}, t('recover-password-set')),
          el('p', { role: 'status' }, t('recover-password-set-text', { name: done.name })),
          el('p', {}, el('a', { href: '/' }, t('recover-to-games'))));
      } catch (err) {
        problem.textContent = /** @type {Error} */ (err).message;
        submit.removeAttribute('disabled');
      }
    },
  }, el('h1', { id: 'reset-heading' }, title), ...fields, fresh.row, again.row, submit, problem);
}

/**
 * `/reset/TOKEN`: set a new password with a one-time link.
 * @param {HTMLElement} root
 * @param {string} token
 */
export function resetPage(root, token) {
  document.title = t('recover-reset-page-title');
  fill(root, newPasswordForm(root, t('recover-reset-heading'), [
    el('p', { class: 'help' }, t('recover-link-once')),
  ], (password) => api('/api/reset', { token, password })));
}

/**
 * `/recover`: a name, its recovery code and a new password.
 * @param {HTMLElement} root
 */
export function recoverPage(root) {
  document.title = t('recover-page-title');
  const name = /** @type {HTMLInputElement} */ (el('input', {
    id: 'recover-name', name: 'username', required: true, autocomplete: 'username', maxlength: 40,
    autocapitalize: 'none', spellcheck: 'false',
  }));
  const code = /** @type {HTMLInputElement} */ (el('input', {
    id: 'recover-code', name: 'code', required: true, autocomplete: 'off', maxlength: 64,
    autocapitalize: 'characters', spellcheck: 'false', placeholder: 'XXXXX-XXXXX-XXXXX-XXXXX',
  }));
  const mail = siteSendsMail();
  const help = el('p', { class: 'help' }, t('recover-help'),
    mail ? null : ` ${t('recover-help-no-mail')}`);
  fill(root, newPasswordForm(root, t('account-forgot'), [
    help,
    el('p', { class: 'field' }, el('label', { for: 'recover-name' }, t('account-name')), name),
    el('p', { class: 'field' }, el('label', { for: 'recover-code' }, t('recover-code')), code),
  ], (password) => api('/api/recover', { name: name.value.trim(), code: code.value, password })),
  mail ? mailResetForm() : null);
}

/**
 * A recovery code shown once, with what to do with it.
 * @param {string} code
 * @param {HTMLElement|null} [then] a button to go on, once it is written down
 */
export function shownCode(code, then = null) {
  return el('div', { class: 'recovery-code', role: 'status' },
    el('p', {}, el('strong', {}, t('recover-write-down')), ` ${t('recover-write-down-rest')}`),
    el('p', {}, el('code', { class: 'code' }, code)),
    then);
}

/**
 * The form on one's own page that makes a new recovery code (the old one stops
 * working).
 * @param {string} name the account's, for password managers
 * @param {boolean} has whether the account has a code now
 */
export function recoveryCodeForm(name, has) {
  const password = field('code-password', t('account-password'), 'current-password');
  const shown = el('div');
  const problem = el('p', { class: 'alert', role: 'alert' });
  const submit = el('button', { type: 'submit' }, has ? t('recover-make-new') : t('recover-make'));
  return el('form', {
    class: 'password-form', 'aria-labelledby': 'code-heading',
    onsubmit: async (/** @type {Event} */ e) => {
      e.preventDefault();
      problem.textContent = '';
      submit.setAttribute('disabled', '');
      try {
        const made = await api('/api/me/recovery-code', { password: password.input.value });
        password.input.value = '';
        fill(shown, shownCode(made.recovery_code));
      } catch (err) {
        problem.textContent = /** @type {Error} */ (err).message;
      } finally {
        submit.removeAttribute('disabled');
      }
    },
  }, el('h2', { id: 'code-heading' }, t('recover-code')),
  el('p', { class: 'help' }, has
    ? t('recover-has')
    : t('recover-has-none')),
  el('input', { type: 'text', name: 'username', autocomplete: 'username', value: name, readonly: true, tabindex: -1, 'aria-hidden': 'true', class: 'visually-hidden' }),
  password.row, submit, shown, problem);
}
