// @ts-check
/**
 * The game page's sounds: a click when a move is shown (on unless the player turns it
 * off) and the beep at low time (clocks.js), with their switches, each remembered in
 * this browser.
 */

import { click, readySound } from './clocks.js';
import { el } from './text.js';

/** Where the player's choice of no move sound is kept. */
const MOVE_SOUND_KEY = 'cubist.moveSound';

/** The player's choice of a click with each move shown (on unless turned off). */
export const moveSound = {
  get() {
    try {
      return localStorage.getItem(MOVE_SOUND_KEY) !== 'off';
    } catch {
      return true;
    }
  },
  /** @param {boolean} on */
  set(on) {
    try {
      if (on) localStorage.removeItem(MOVE_SOUND_KEY);
      else localStorage.setItem(MOVE_SOUND_KEY, 'off');
    } catch { /* private browsing: the choice lasts for this page */ }
  },
};

/** Click for a move shown, if the player wants it. */
export function moveShown() {
  if (moveSound.get()) click();
}

/** The checkbox "Move sound", remembered in this browser. */
export function moveSoundToggle() {
  const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'move-sound' }));
  box.checked = moveSound.get();
  box.addEventListener('change', () => {
    moveSound.set(box.checked);
    if (box.checked) readySound();
  });
  return el('label', { class: 'move-sound', for: 'move-sound' }, box, ' Move sound');
}
