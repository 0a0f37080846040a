// @ts-check
/**
 * Reporting another player to the site's moderators (`POST /api/reports`), from their
 * page: a reason, what happened, and optionally one of the games the two played
 * together on the page shown.
 */

import { api } from './api.js';
import { el } from './text.js';
import { t } from './words.js';

/** The reasons the server knows, with their words. */
const REASONS = /** @type {[string, () => string][]} */ ([
  ['abuse', () => t('report-abuse')],
  ['cheating', () => t('report-cheating')],
  ['stalling', () => t('report-stalling')],
  ['other', () => t('report-other')],
]);

/**
 * A folded form to report `name`, naming one of `games` if the player picks it.
 * @param {string} name
 * @param {{id: string, label: string}[]} games games the reporter played with them
 * @param {string|null} chosen a game to pick at first (`?report=ID` in the address)
 */
export function reportForm(name, games, chosen) {
  const reason = /** @type {HTMLSelectElement} */ (el('select', { id: 'report-reason', name: 'reason' },
    ...REASONS.map(([value, words]) => el('option', { value }, words()))));
  const game = /** @type {HTMLSelectElement} */ (el('select', { id: 'report-game', name: 'game' },
    el('option', { value: '' }, t('report-no-game')),
    ...games.map((g) => el('option', { value: g.id, selected: g.id === chosen }, g.label))));
  const text = /** @type {HTMLTextAreaElement} */ (el('textarea', {
    id: 'report-text', name: 'text', maxlength: 1000, rows: 3,
    placeholder: t('report-placeholder'),
  }));
  const said = el('p', { class: 'report-said', role: 'status' });
  const send = /** @type {HTMLButtonElement} */ (el('button', { type: 'submit', class: 'primary' }, t('report-send')));
  // Laid out as the site's other forms: each label over its field, the button below.
  const form = el('form', { class: 'report-form' },
    el('div', { class: 'field' }, el('label', { for: 'report-reason' }, t('report-reason')), reason),
    el('div', { class: 'field' }, el('label', { for: 'report-game' }, t('report-game')), game),
    el('div', { class: 'field' }, el('label', { for: 'report-text' }, t('report-what')), text),
    el('div', { class: 'buttons' }, send, said));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    send.disabled = true;
    said.textContent = '';
    /** @type {Record<string, string>} */
    const body = { player: name, reason: reason.value, text: text.value.trim() };
    if (game.value) body.game = game.value;
    try {
      await api('/api/reports', body);
      said.textContent = t('report-thanks');
      text.value = '';
    } catch (err) {
      said.textContent = /** @type {Error} */ (err).message;
    } finally {
      send.disabled = false;
    }
  });
  const details = el('details', { class: 'report', open: chosen ? true : undefined },
    el('summary', {}, t('report-summary', { name })), form);
  return details;
}
