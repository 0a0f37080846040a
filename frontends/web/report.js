// @ts-check
/**
 * Reporting another player to the site's moderators (`POST /api/reports`), from their
 * page: a reason, what happened, and optionally one of the games the two played
 * together on the page shown.
 */

import { api } from './api.js';
import { el } from './text.js';

/** The reasons the server knows, with their words. */
const REASONS = [
  ['abuse', 'Abuse or insults'],
  ['cheating', 'Cheating'],
  ['stalling', 'Stalling or leaving games'],
  ['other', 'Something else'],
];

/**
 * A folded form to report `name`, naming one of `games` if the player picks it.
 * @param {string} name
 * @param {{id: string, label: string}[]} games games the reporter played with them
 * @param {string|null} chosen a game to pick at first (`?report=ID` in the address)
 */
export function reportForm(name, games, chosen) {
  const reason = /** @type {HTMLSelectElement} */ (el('select', { id: 'report-reason', name: 'reason' },
    ...REASONS.map(([value, words]) => el('option', { value }, words))));
  const game = /** @type {HTMLSelectElement} */ (el('select', { id: 'report-game', name: 'game' },
    el('option', { value: '' }, 'No game in particular'),
    ...games.map((g) => el('option', { value: g.id, selected: g.id === chosen }, g.label))));
  const text = /** @type {HTMLTextAreaElement} */ (el('textarea', {
    id: 'report-text', name: 'text', maxlength: 1000, rows: 3,
    placeholder: 'What happened? The moderators read this.',
  }));
  const said = el('p', { class: 'report-said', role: 'status' });
  const send = /** @type {HTMLButtonElement} */ (el('button', { type: 'submit', class: 'primary' }, 'Send report'));
  // Laid out as the site's other forms: each label over its field, the button below.
  const form = el('form', { class: 'report-form' },
    el('div', { class: 'field' }, el('label', { for: 'report-reason' }, 'Reason'), reason),
    el('div', { class: 'field' }, el('label', { for: 'report-game' }, 'Game'), game),
    el('div', { class: 'field' }, el('label', { for: 'report-text' }, 'What happened'), text),
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
      said.textContent = 'Thank you: the moderators will read your report.';
      text.value = '';
    } catch (err) {
      said.textContent = /** @type {Error} */ (err).message;
    } finally {
      send.disabled = false;
    }
  });
  const details = el('details', { class: 'report', open: chosen ? true : undefined },
    el('summary', {}, `Report ${name}`), form);
  return details;
}
