// @ts-check
/**
 * The player's on/off choices remembered in this browser (notation, sounds, flip,
 * confirm, turn notices), each under its own `localStorage` key. A choice is stored
 * as 'on' or 'off'; a switch with a default stores only a departure from it, so
 * that a key left unset reads as the default. Without storage (private browsing) a
 * choice lasts as long as the page.
 */

/**
 * A choice that may never have been made: true ('on'), false ('off') or null.
 * @param {string} key
 */
export function storedChoice(key) {
  return {
    /** @returns {boolean|null} */
    get() {
      try {
        const v = localStorage.getItem(key);
        return v === 'on' ? true : v === 'off' ? false : null;
      } catch {
        return null;
      }
    },
    /** @param {boolean|null} on null forgets the choice */
    set(on) {
      try {
        if (on === null) localStorage.removeItem(key);
        else localStorage.setItem(key, on ? 'on' : 'off');
      } catch { /* private browsing: the choice lasts for this page */ }
    },
  };
}

/**
 * A switch that reads `defaultOn` until the player turns it the other way.
 * @param {string} key
 * @param {boolean} defaultOn
 */
export function storedSwitch(key, defaultOn) {
  const choice = storedChoice(key);
  return {
    /** @returns {boolean} */
    get() {
      return choice.get() ?? defaultOn;
    },
    /** @param {boolean} on */
    set(on) {
      choice.set(on === defaultOn ? null : on);
    },
  };
}
