// @ts-check
/**
 * Your turn, noticed: when it becomes this page's seat's turn while the tab is hidden,
 * the tab's title and icon are marked, and, if the player asked for them, a beep
 * sounds and a system notification appears. All of it goes when the tab is shown
 * again; while the tab is visible nothing happens. Permission to notify is asked for
 * only when the player clicks the button that says so.
 */

import { beep, readySound } from './clocks.js';
import { lastMoveText } from './moves.js';
import { el, fill } from './text.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/** Where the player's choice of a sound on their turn is kept ('on', or nothing). */
const SOUND_KEY = 'cubist.turnSound';
/** Where the player's choice of no notifications is kept ('off', or nothing). */
const NOTIFY_KEY = 'cubist.turnNotify';
/** The site's icon, and the one that says it is your turn. */
export const ICON = '/assets/icon.svg';
export const ICON_TURN = '/assets/icon-turn.svg';
/** What the title starts with while the turn waits in a hidden tab. */
const MARK = '● Your turn — ';
/** The beep's pitch, in Hz: lower than the low-time warning's. */
const TURN_BEEP_HZ = 660;

/** Whether the page is hidden now (another tab, a minimised window). */
function hidden() {
  return document.visibilityState === 'hidden';
}

/**
 * A choice remembered in this browser.
 * @param {string} key
 * @param {string} value the stored value that means "chosen"
 */
function remembered(key, value) {
  return {
    get() {
      try {
        return localStorage.getItem(key) === value;
      } catch {
        return false;
      }
    },
    /** @param {boolean} on */
    set(on) {
      try {
        if (on) localStorage.setItem(key, value);
        else localStorage.removeItem(key);
      } catch { /* private browsing: the choice lasts for this page */ }
    },
  };
}

const turnSound = remembered(SOUND_KEY, 'on');
const notifyOff = remembered(NOTIFY_KEY, 'off');

/** The system notifications of this browser, if it has them. */
function notifications() {
  return 'Notification' in window ? window.Notification : null;
}

/**
 * Point the page's icon at `href`.
 * @param {string} href
 */
function setIcon(href) {
  const link = /** @type {HTMLLinkElement|null} */ (document.querySelector('link[rel="icon"]'));
  if (link && link.getAttribute('href') !== href) link.href = href;
}

export class TurnNotice {
  constructor() {
    /** The options (sound, notification), for a seat's page of a game in play. */
    this.box = el('div', { class: 'turn-options' });
    /** Whether the last view shown was this seat's turn. */
    this.mine = false;
    /** Whether the title and icon are marked now. */
    this.marked = false;
    /** The page's own title, without the mark. */
    this.title = document.title;
    /** @type {Notification|null} the notification shown, closed once the tab is seen */
    this.note = null;
    /** Whether the options are drawn. */
    this.drawn = false;
    document.addEventListener('visibilitychange', () => {
      if (!hidden()) this.clear();
    });
  }

  /**
   * Take a view the page has just shown (and titled): signal the turn if it has just
   * become this seat's and the tab is hidden; drop the signal once it is not.
   * @param {MatchView} view
   */
  show(view) {
    this.title = document.title;
    const mine = view.observer !== null && !view.result && view.legal.length > 0;
    const became = mine && !this.mine;
    this.mine = mine;
    if (!mine || !hidden()) this.clear();
    else if (became) this.signal(view);
    else if (this.marked) document.title = MARK + this.title;
    this.options(view);
  }

  /**
   * Mark the title and icon, and beep and notify as the player chose.
   * @param {MatchView} view
   */
  signal(view) {
    this.marked = true;
    document.title = MARK + this.title;
    setIcon(ICON_TURN);
    if (turnSound.get()) beep(TURN_BEEP_HZ);
    const N = notifications();
    if (!N || N.permission !== 'granted' || notifyOff.get()) return;
    try {
      this.note?.close();
      const note = new N(`Your turn — ${view.title}`, {
        body: lastMoveText(view) || 'The game is waiting for your move.',
        icon: ICON,
        tag: `cubist-turn-${location.pathname}`,
      });
      note.onclick = () => {
        window.focus();
        note.close();
      };
      this.note = note;
    } catch { /* a browser that shows notifications only from a service worker */ }
  }

  /** Take the signal down: the page's own title and icon, no notification. */
  clear() {
    if (this.marked) {
      this.marked = false;
      document.title = this.title;
      setIcon(ICON);
    }
    this.note?.close();
    this.note = null;
  }

  /**
   * Show the options on a seat's page while the game is in play.
   * @param {MatchView} view
   */
  options(view) {
    const wanted = view.observer !== null && !view.result;
    if (wanted === this.drawn) return;
    this.drawn = wanted;
    if (wanted) this.draw();
    else fill(this.box);
  }

  /** Draw the options: the sound's checkbox, and the notification's button or checkbox. */
  draw() {
    const sound = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'turn-sound' }));
    sound.checked = turnSound.get();
    sound.addEventListener('change', () => {
      turnSound.set(sound.checked);
      if (sound.checked) readySound();
    });
    fill(this.box,
      el('label', { for: 'turn-sound' }, sound, ' Sound on my turn in another tab'),
      this.notifyControl());
  }

  /**
   * The notification's control: a button that asks the browser for permission, a
   * checkbox once it is granted, or a word on why there are none.
   */
  notifyControl() {
    const N = notifications();
    if (!N) return null;
    if (N.permission === 'denied') {
      return el('p', { class: 'help' }, 'Notifications are blocked for this site in the browser\'s settings.');
    }
    if (N.permission === 'granted') {
      const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'turn-notify' }));
      box.checked = !notifyOff.get();
      box.addEventListener('change', () => notifyOff.set(!box.checked));
      return el('label', { for: 'turn-notify' }, box, ' Notify me when it is my turn');
    }
    return el('button', { type: 'button', class: 'turn-notify', onclick: () => this.ask(N) }, 'Notify me when it is my turn');
  }

  /**
   * Ask the browser for permission to notify (the player clicked for it), then show
   * what it said.
   * @param {typeof Notification} N
   */
  async ask(N) {
    try {
      await N.requestPermission();
    } catch { /* an old browser: the permission stays as it was */ }
    notifyOff.set(false);
    this.draw();
    /** @type {HTMLElement|null} */ (this.box.querySelector('#turn-notify'))?.focus();
  }
}
