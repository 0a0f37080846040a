// @ts-check
/**
 * The client's words: every sentence a person reads is a message of the catalogue
 * (`/locales/LANG.ftl`, Fluent), said by `t(id, args)` in the page's language.
 *
 * The language is `?lang=` in the address, else the `lang` cookie (the picker's),
 * else the page's own `<html lang>` (the server's choice), else English. This module
 * loads its catalogue before any module that imports it runs (a top-level await), so
 * the first drawing is already in that language. `en-XA` is the pseudo-language:
 * English accented and 40% longer, for finding words that do not come from here.
 */

import { FluentBundle, FluentNumber, FluentResource } from './fluent.js';
import { pseudo } from './pseudo.js';

/** The languages offered, each by its own name, English first. */
export const LANGS = /** @type {const} */ ([
  { code: 'en', name: 'English' },
  { code: 'it', name: 'Italiano' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
]);

/**
 * What this module uses of a FluentBundle (fluent.js carries no types).
 * @typedef {{addResource(r: any): any, getMessage(id: string): {value: any}|undefined,
 *   formatPattern(pattern: any, args: Record<string, any>): string}} Bundle
 */

/** The pseudo-language's tag. */
export const PSEUDO = 'en-XA';

/**
 * The language a tag names (`fr`, `fr-CA`, `EN`, `en-xa`), if spoken here.
 * @param {string|null|undefined} tag
 * @returns {string|null}
 */
export function parseLang(tag) {
  const clean = (tag ?? '').trim().replace(/_/g, '-');
  if (clean.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  const primary = clean.split('-')[0].toLowerCase();
  return LANGS.find((l) => l.code === primary)?.code ?? null;
}

/**
 * The value of the cookie `name`, if set.
 * @param {string} name
 */
export function cookie(name) {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The page's language, by the order above. */
function chosen() {
  return parseLang(new URLSearchParams(location.search).get('lang'))
    ?? parseLang(cookie('lang'))
    ?? parseLang(document.documentElement.lang)
    ?? 'en';
}

/**
 * The catalogue of `code` as a bundle, or null if it could not be had.
 * @param {string} code
 * @returns {Promise<Bundle|null>}
 */
async function load(code) {
  const file = code === PSEUDO ? 'en' : code;
  try {
    const answer = await fetch(`/locales/${file}.ftl`);
    if (!answer.ok) return null;
    const bundle = /** @type {Bundle} */ (/** @type {unknown} */ (new FluentBundle(code === PSEUDO ? 'en' : code, {
      useIsolating: false,
      transform: code === PSEUDO ? pseudo : undefined,
    })));
    bundle.addResource(new FluentResource(await answer.text()));
    return bundle;
  } catch {
    return null;
  }
}

/** The page's language. */
export const lang = chosen();

// English is the fallback of a message missing in the chosen language, as on the server.
const [bundle, english] = await Promise.all([
  load(lang),
  lang === 'en' || lang === PSEUDO ? Promise.resolve(null) : load('en'),
]);
document.documentElement.lang = lang;

/**
 * The message `id` in the page's language (English if it lacks it; the id itself if
 * no catalogue has it). Numbers are written without grouping, as the server does.
 * @param {string} id
 * @param {Record<string, string|number>} [args]
 * @returns {string}
 */
export function t(id, args = {}) {
  /** @type {Record<string, string|FluentNumber>} */
  const values = {};
  for (const [key, value] of Object.entries(args)) {
    values[key] = typeof value === 'number' ? new FluentNumber(value, { useGrouping: false }) : value;
  }
  for (const b of [bundle, english]) {
    const message = b?.getMessage(id);
    if (b && message?.value) return b.formatPattern(message.value, values);
  }
  return id;
}

/**
 * Put the catalogue's words in the page's own markup: `data-t="id"` sets an element's
 * text, `data-t-label="id"` its `aria-label`.
 * @param {ParentNode} root
 */
export function sayPage(root) {
  for (const node of root.querySelectorAll('[data-t]')) {
    node.textContent = t(/** @type {string} */ (node.getAttribute('data-t')));
  }
  for (const node of root.querySelectorAll('[data-t-label]')) {
    node.setAttribute('aria-label', t(/** @type {string} */ (node.getAttribute('data-t-label'))));
  }
}
