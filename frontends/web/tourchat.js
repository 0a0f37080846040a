// @ts-check
/**
 * A tournament's chat panel (docs/tournaments.md, "Chat"): the latest messages,
 * each new one from the tournament's socket, and a box to write in for a signed-in
 * reader. Every message is put in as text, never as HTML.
 */

import { api } from './api.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/** @typedef {{id: number, name: string, text: string, at_ms: number}} TourChatLine */

/** The longest message, in characters, as the server counts them. */
const MAX_CHAT = 300;

export class TourChat {
  /**
   * @param {string} id the tournament's
   * @param {boolean} signedIn whether the reader may write
   */
  constructor(id, signedIn) {
    this.path = `/api/tournaments/${encodeURIComponent(id)}/chat`;
    /** @type {Map<number, TourChatLine>} */
    this.messages = new Map();
    this.list = el('ul', { class: 'chat-list', 'aria-live': 'polite', 'aria-label': t('chat-messages'), tabindex: 0 });
    this.said = el('p', { class: 'chat-said', role: 'status' });
    this.input = /** @type {HTMLInputElement} */ (el('input', { id: 'tour-chat-text', maxlength: MAX_CHAT, autocomplete: 'off' }));
    const form = el('form', { class: 'chat-form', onsubmit: (/** @type {Event} */ e) => {
      e.preventDefault();
      this.send();
    } }, el('label', { for: 'tour-chat-text' }, t('chat-message')), ' ', this.input, ' ',
    el('button', { type: 'submit' }, t('chat-send')));
    this.box = el('section', { class: 'chat tournament-chat', 'aria-labelledby': 'tour-chat-head' },
      el('h2', { id: 'tour-chat-head' }, t('chat-heading')), this.list,
      signedIn ? form : el('p', { class: 'help' }, t('tournaments-chat-sign-in')), this.said);
    this.render();
  }

  /** @param {TourChatLine[]} lines */
  add(lines) {
    for (const line of lines) this.messages.set(line.id, line);
    this.render();
  }

  async send() {
    const text = this.input.value.trim();
    if (!text) return;
    this.said.textContent = '';
    try {
      const sent = await api(this.path, { text });
      this.input.value = '';
      this.add(sent.messages);
    } catch (e) {
      this.said.textContent = /** @type {Error} */ (e).message;
    }
  }

  render() {
    const shown = [...this.messages.values()].sort((a, b) => a.id - b.id);
    fill(this.list, ...(shown.length
      ? shown.map((m) => el('li', { class: 'chat-line' }, el('span', { class: 'chat-who' }, `${m.name}: `),
        el('span', { class: 'chat-text' }, m.text)))
      : [el('li', { class: 'help' }, t('tournaments-chat-none'))]));
    this.list.scrollTop = this.list.scrollHeight;
  }
}
