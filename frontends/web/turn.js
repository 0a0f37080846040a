// @ts-check
/**
 * Your turn, noticed: when it becomes this page's seat's turn while the tab is hidden,
 * the tab's title and icon are marked, and, if the player asked for them, a beep
 * sounds and a system notification appears. All of it goes when the tab is shown
 * again; while the tab is visible nothing happens. Permission to notify is asked for
 * only when the player clicks the button that says so.
 */

import { lastMoveText } from './moves.js';
import { beep, soundBox } from './sound.js';
import { storedSwitch } from './switches.js';
import { el, fill } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/** The site's icon, and the one that says it is your turn. */
export const ICON = '/assets/icon.svg';
export const ICON_TURN = '/assets/icon-turn.svg';
/** The page's title while the turn waits in a hidden tab. */
const marked = (/** @type {string} */ title) => t('turn-title-mark', { title });
/** The beep's pitch, in Hz: lower than the low-time warning's. */
const TURN_BEEP_HZ = 660;

/** Whether the page is hidden now (another tab, a minimised window). */
function hidden() {
  return document.visibilityState === 'hidden';
}

/** The player's choice of a beep on their turn in a hidden tab (off unless turned on). */
const turnSound = storedSwitch('cubist.turnSound', false);
/** The player's choice of a notification on their turn (on unless turned off). */
const turnNotify = storedSwitch('cubist.turnNotify', true);

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
    else if (this.marked) document.title = marked(this.title);
    this.options(view);
  }

  /**
   * Mark the title and icon, and beep and notify as the player chose.
   * @param {MatchView} view
   */
  signal(view) {
    this.marked = true;
    document.title = marked(this.title);
    setIcon(ICON_TURN);
    if (turnSound.get()) beep(TURN_BEEP_HZ);
    const N = notifications();
    if (!N || N.permission !== 'granted' || !turnNotify.get()) return;
    try {
      this.note?.close();
      const note = new N(t('turn-note-title', { title: view.title }), {
        body: lastMoveText(view) || t('turn-note-waiting'),
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
    fill(this.box, soundBox(turnSound, 'turn-sound', t('turn-sound')), this.notifyControl());
  }

  /**
   * The notification's control: a button that asks the browser for permission, a
   * checkbox once it is granted, or a word on why there are none.
   */
  notifyControl() {
    const N = notifications();
    if (!N) return null;
    if (N.permission === 'denied') {
      return el('p', { class: 'help' }, t('turn-notify-blocked'));
    }
    if (N.permission === 'granted') {
      const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'turn-notify' }));
      box.checked = turnNotify.get();
      box.addEventListener('change', () => turnNotify.set(box.checked));
      return el('label', { for: 'turn-notify' }, box, ' ', t('turn-notify'));
    }
    return el('button', { type: 'button', class: 'turn-notify', onclick: () => this.ask(N) }, t('turn-notify'));
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
    turnNotify.set(true);
    this.draw();
    /** @type {HTMLElement|null} */ (this.box.querySelector('#turn-notify'))?.focus();
  }
}
