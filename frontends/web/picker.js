// @ts-check
/**
 * The header's language picker: the five languages by their own names. Choosing one
 * keeps it in the `lang` cookie for a year (and, signed in, in the account), then
 * opens the page again in it.
 */

import { me } from './account.js';
import { LANGS, lang, t } from './words.js';
import { el } from './text.js';

/** A year, in seconds: how long the cookie keeps the choice. */
const YEAR_S = 365 * 24 * 60 * 60;

/** The picker, a labelled list showing the page's language. */
export function languagePicker() {
  const select = /** @type {HTMLSelectElement} */ (el('select', {
    id: 'language', class: 'language', 'aria-label': t('language-label'),
    onchange: () => choose(select.value),
  }, ...LANGS.map((l) => el('option', { value: l.code, lang: l.code, selected: l.code === lang }, l.name))));
  return select;
}

/**
 * Keep `code` as the page's language and open the page again in it.
 * @param {string} code
 */
async function choose(code) {
  document.cookie = `lang=${encodeURIComponent(code)}; path=/; max-age=${YEAR_S}; SameSite=Lax`;
  if (await me()) {
    // The account keeps it too; a server without the setting yet answers 404, and the
    // cookie is enough.
    await fetch('/api/me/language', {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: code }),
    }).catch(() => {});
  }
  // `?lang=` would outrank the cookie: the page opens again without it.
  const url = new URL(location.href);
  url.searchParams.delete('lang');
  document.documentElement.lang = code;
  if (url.href === location.href) location.reload();
  else location.assign(url.href);
}
