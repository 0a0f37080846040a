// @ts-check
/**
 * A game's chat panel (docs/web.md, "Chat"): the seats' room for players, the
 * spectators' room for everyone watching (a player shows it only on demand), a box
 * to write in for those who may, a Mute button per writer (remembered for this game
 * in this browser) and a Report button per message for signed-in readers. Every
 * message is put in as text, never as HTML.
 */

import { api } from './api.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/**
 * @typedef {{id: number, room: string, seat?: number, name?: string, text: string, at_ms: number}} ChatLine
 * @typedef {{seat: number|null, room: string|null, name: string|null, messages: ChatLine[]}} ChatRead
 */

/** The longest message, in characters, as the server counts them. */
const MAX_CHAT = 300;

let panels = 0;

export class Chat {
  /**
   * A chat panel appended to `parent`; it reads what was said at once, and hears
   * the rest through {@link Chat#receive}.
   * @param {Element|null} parent
   * @param {string} id the game's
   * @param {string|null} token the seat's secret, or null to watch
   */
  constructor(parent, id, token) {
    this.id = id;
    this.token = token;
    /** @type {Map<number, ChatLine>} */
    this.messages = new Map();
    /** @type {ChatRead|null} */
    this.me = null;
    this.muted = new Set(loadMuted(id));
    const n = ++panels;
    this.list = el('ul', { class: 'chat-list', 'aria-live': 'polite', 'aria-label': t('chat-messages'), tabindex: 0 });
    this.said = el('p', { class: 'chat-said', role: 'status' });
    this.spectators = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: `chat-spectators-${n}`,
      onchange: () => this.render() }));
    this.toggle = el('p', { class: 'chat-toggle', hidden: true }, this.spectators, ' ',
      el('label', { for: `chat-spectators-${n}` }, t('chat-show-spectators')));
    this.input = /** @type {HTMLInputElement} */ (el('input', { id: `chat-text-${n}`, maxlength: MAX_CHAT, autocomplete: 'off' }));
    this.label = el('label', { for: `chat-text-${n}` }, t('chat-message'));
    this.form = el('form', { class: 'chat-form', hidden: true, onsubmit: (/** @type {Event} */ e) => {
      e.preventDefault();
      this.send();
    } }, this.label, ' ', this.input, ' ', el('button', { type: 'submit' }, t('chat-send')));
    this.unmute = el('button', { type: 'button', class: 'chat-unmute', hidden: true, onclick: () => {
      this.muted.clear();
      saveMuted(id, this.muted);
      this.render();
    } }, t('chat-unmute'));
    this.box = el('section', { class: 'chat', 'aria-labelledby': `chat-head-${n}` },
      el('h2', { id: `chat-head-${n}` }, t('chat-heading')), this.toggle, this.list, this.unmute, this.form, this.said);
    parent?.append(this.box);
    this.load();
  }

  /** Read who this reader is and what was said. */
  async load() {
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    try {
      /** @type {ChatRead} */
      const read = await api(`/api/games/${encodeURIComponent(this.id)}/chat${query}`);
      this.me = read;
      this.toggle.hidden = read.seat === null;
      this.form.hidden = read.room === null;
      this.label.textContent = read.room === 'spectators' ? t('chat-to-spectators') : t('chat-to-players');
      this.add(read.messages);
    } catch (e) {
      this.said.textContent = t('chat-unreadable', { error: /** @type {Error} */ (e).message });
    }
  }

  /**
   * A message from the game's socket: `{"type": "chat", "messages": [...]}`.
   * @param {{messages?: ChatLine[]}} message
   */
  receive(message) {
    this.add(message.messages ?? []);
  }

  /** @param {ChatLine[]} lines */
  add(lines) {
    for (const line of lines) this.messages.set(line.id, line);
    this.render();
  }

  async send() {
    const text = this.input.value.trim();
    if (!text) return;
    /** @type {Record<string, string>} */
    const body = { text };
    if (this.token) body.token = this.token;
    this.said.textContent = '';
    try {
      const sent = await api(`/api/games/${encodeURIComponent(this.id)}/chat`, body);
      this.input.value = '';
      this.add(sent.messages);
    } catch (e) {
      this.said.textContent = /** @type {Error} */ (e).message;
    }
  }

  /** Show the messages this reader chose to see, oldest first. */
  render() {
    const shown = [...this.messages.values()]
      .filter((m) => m.room === 'players' || this.me?.seat === null || this.spectators.checked)
      .filter((m) => !this.muted.has(author(m)))
      .sort((a, b) => a.id - b.id);
    fill(this.list, ...shown.map((m) => this.line(m)));
    this.list.scrollTop = this.list.scrollHeight;
    this.unmute.hidden = this.muted.size === 0;
  }

  /**
   * One message: who, what (as text), and Mute and Report for another's.
   * @param {ChatLine} m
   */
  line(m) {
    const who = author(m);
    const mine = (this.me?.seat != null && m.room === 'players' && m.seat === this.me.seat)
      || (this.me?.name != null && m.name === this.me.name);
    const room = m.room === 'spectators' && this.me?.seat !== null ? ` ${t('chat-spectator-mark')}` : '';
    const item = el('li', { class: 'chat-line' });
    const name = el('span', { class: 'chat-who' });
    name.textContent = `${who}${room}: `;
    const text = el('span', { class: 'chat-text' });
    text.textContent = m.text;
    item.append(name, text);
    if (!mine) {
      item.append(' ', el('button', { type: 'button', class: 'chat-mute', onclick: () => {
        this.muted.add(who);
        saveMuted(this.id, this.muted);
        this.render();
      } }, t('chat-mute', { name: who })));
      if (this.me?.name) {
        item.append(' ', this.reportButton(m));
      }
    }
    return item;
  }

  /**
   * "Report", which asks before it sends: a report is not to be made by a slip.
   * @param {ChatLine} m
   */
  reportButton(m) {
    const box = el('span', { class: 'chat-report-box' });
    const ask = () => fill(box, t('chat-report-ask'), ' ',
      el('button', { type: 'button', class: 'chat-report-yes', onclick: () => { fill(box); this.report(m); } }, t('chat-report')),
      ' ', el('button', { type: 'button', onclick: offer }, t('chat-cancel')));
    const offer = () => fill(box, el('button', {
      type: 'button', class: 'chat-report', 'aria-label': t('chat-report-label', { name: author(m) }), onclick: ask,
    }, t('chat-report')));
    offer();
    return box;
  }

  /**
   * Send a message to the moderators.
   * @param {ChatLine} m
   */
  async report(m) {
    try {
      await api('/api/reports', { game: this.id, chat: m.id, reason: 'abuse' });
      this.said.textContent = t('chat-reported', { name: author(m) });
    } catch (e) {
      this.said.textContent = /** @type {Error} */ (e).message;
    }
  }
}

/**
 * Who wrote a message, in words: the account's name, or the guest's seat.
 * @param {ChatLine} m
 */
function author(m) {
  return m.name ?? (m.seat ? t('chat-player', { seat: m.seat }) : t('chat-guest'));
}

/** @param {string} id */
function mutedKey(id) {
  return `cubist.chat.muted.${id}`;
}

/**
 * The writers muted in game `id`, in this browser.
 * @param {string} id
 * @returns {string[]}
 */
function loadMuted(id) {
  try {
    const list = JSON.parse(localStorage.getItem(mutedKey(id)) || '[]');
    return Array.isArray(list) ? list.filter((x) => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * @param {string} id
 * @param {Set<string>} muted
 */
function saveMuted(id, muted) {
  try {
    localStorage.setItem(mutedKey(id), JSON.stringify([...muted]));
  } catch { /* private browsing: muting lasts while the page is open */ }
}
