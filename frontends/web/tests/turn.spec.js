// @ts-check
// Your turn, noticed: two people play Squadro in two browsers; when one moves while
// the other's tab is hidden, the hidden tab's title and icon say it is its turn, with
// a beep and a system notification if its player asked for them, and all of it goes
// when the tab is shown again. Nothing happens in a visible tab, and the permission to
// notify is asked for only when the player clicks for it.
//
// Headless Chromium cannot hide a tab, so each page's visibility is emulated: an init
// script makes `document.visibilityState` and `document.hidden` read a value the test
// sets (`setHidden`), which also fires `visibilitychange`. Notifications and sounds
// are recorded, not made: `Notification` and `AudioContext` are stand-ins.
import { test, expect } from './fixtures.js';
import { clickOne, rng, twoPlayers } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * Runs in each page before its scripts: the emulated visibility and the recording
 * stand-ins.
 * @param {{granted: boolean}} arg whether this browser granted notifications
 */
function stage({ granted }) {
  const w = /** @type {any} */ (window);
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  w.setHidden = (/** @type {boolean} */ h) => {
    hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  w.notes = [];
  w.notesClosed = 0;
  w.asked = 0;
  let permission = granted ? 'granted' : 'default';
  class FakeNotification {
    /**
     * @param {string} title
     * @param {NotificationOptions} [options]
     */
    constructor(title, options) {
      w.notes.push({ title, body: options?.body ?? '' });
      /** @type {(() => void)|null} */
      this.onclick = null;
    }

    close() {
      w.notesClosed += 1;
    }

    static get permission() {
      return permission;
    }

    static async requestPermission() {
      w.asked += 1;
      permission = 'granted';
      return permission;
    }
  }
  w.Notification = FakeNotification;
  w.beeps = 0;
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  class FakeAudio {
    constructor() {
      this.state = 'running';
      this.currentTime = 0;
      this.destination = {};
    }

    resume() {
      return Promise.resolve();
    }

    createOscillator() {
      return { frequency: param(), connect: (/** @type {any} */ to) => to, start: () => { w.beeps += 1; }, stop() {} };
    }

    createGain() {
      return { gain: param(), connect: (/** @type {any} */ to) => to };
    }
  }
  w.AudioContext = FakeAudio;
}

/**
 * What a page recorded: notifications shown (and closed), permission asked, beeps.
 * @param {Page} page
 * @returns {Promise<{notes: {title: string, body: string}[], closed: number, asked: number, beeps: number}>}
 */
function recorded(page) {
  return page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { notes: w.notes, closed: w.notesClosed, asked: w.asked, beeps: w.beeps };
  });
}

/**
 * Hide or show a page's tab (emulated).
 * @param {Page} page
 * @param {boolean} hidden
 */
function setHidden(page, hidden) {
  return page.evaluate((h) => /** @type {any} */ (window).setHidden(h), hidden);
}

/**
 * Make one move on `page` (it must be its turn), and wait until `other` shows it.
 * @param {Page} page
 * @param {Page} other
 * @param {(n: number) => number} pick
 */
async function moveOn(page, other, pick) {
  const before = await other.locator('.moves li').count();
  await expect(page.locator('.status')).toContainText('Your move');
  await expect.poll(() => clickOne(page, pick)).toBe(true);
  await expect(other.locator('.moves li')).toHaveCount(before + 1);
}

test('a hidden tab is told of its turn; a visible one is left alone', async ({ browser, baseURL }) => {
  const origin = new URL(String(baseURL)).origin;
  const { alice, bob } = await twoPlayers(browser, 'squadro', { first: '1' }, async (context, seat) => {
    // Bob (seat 2) allowed notifications in this browser before; Alice did not.
    if (seat === 2) await context.grantPermissions(['notifications'], { origin });
    await context.addInitScript(stage, { granted: seat === 2 });
  });
  const pick = rng(11);
  const title = await bob.title();
  expect(title).toMatch(/^Squadro.* — Cubist$/);
  const icon = bob.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', '/assets/icon.svg');

  // Bob's options: a beep (turned on here) and notifications, already allowed.
  await bob.getByLabel('Sound on my turn in another tab').check();
  await expect(bob.getByLabel('Notify me when it is my turn')).toBeChecked();

  // Bob hides his tab while Alice is to move: nothing yet.
  await setHidden(bob, true);
  await expect(bob.locator('.status')).toContainText('to move');
  expect(await bob.title()).toBe(title);

  // Alice moves: Bob's hidden tab is marked, beeps once and notifies once.
  await moveOn(alice, bob, pick);
  await expect(bob).toHaveTitle(`● Your turn — ${title}`);
  await expect(icon).toHaveAttribute('href', '/assets/icon-turn.svg');
  const signalled = await recorded(bob);
  expect(signalled.notes).toHaveLength(1);
  expect(signalled.notes[0].title).toMatch(/^Your turn — Squadro/);
  expect(signalled.notes[0].body).toMatch(/^Last move: /);
  expect(signalled.beeps).toBe(1);
  expect(signalled.asked).toBe(0);

  // Bob comes back: the title and icon are the page's own again, the notification goes.
  await setHidden(bob, false);
  await expect(bob).toHaveTitle(title);
  await expect(icon).toHaveAttribute('href', '/assets/icon.svg');
  expect((await recorded(bob)).closed).toBeGreaterThan(0);

  // Both visible: a whole round of moves changes nobody's title, and nothing sounds.
  await moveOn(bob, alice, pick);
  await moveOn(alice, bob, pick);
  await expect(bob.locator('.status')).toContainText('Your move');
  expect(await bob.title()).toBe(title);
  expect(await alice.title()).toBe(title);
  await expect(icon).toHaveAttribute('href', '/assets/icon.svg');
  const calm = await recorded(bob);
  expect(calm.notes).toHaveLength(1);
  expect(calm.beeps).toBe(1);
  const alices = await recorded(alice);
  expect(alices).toMatchObject({ notes: [], asked: 0, beeps: 0 });
});

test('the permission to notify is asked for only when the player clicks for it', async ({ browser }) => {
  const { alice, bob } = await twoPlayers(browser, 'squadro', { first: '1' }, async (context) => {
    await context.addInitScript(stage, { granted: false });
  });
  const pick = rng(12);
  const title = await bob.title();
  // Hidden without permission: the title says so, and no notification is made or asked for.
  await setHidden(bob, true);
  await moveOn(alice, bob, pick);
  await expect(bob).toHaveTitle(`● Your turn — ${title}`);
  expect(await recorded(bob)).toMatchObject({ notes: [], asked: 0, beeps: 0 });
  await setHidden(bob, false);
  await expect(bob).toHaveTitle(title);

  // Bob asks: the browser's question comes once, and the button becomes a checkbox.
  await bob.getByRole('button', { name: 'Notify me when it is my turn' }).click();
  await expect(bob.getByLabel('Notify me when it is my turn')).toBeChecked();
  expect((await recorded(bob)).asked).toBe(1);
  await moveOn(bob, alice, pick);
  await setHidden(bob, true);
  await moveOn(alice, bob, pick);
  await expect(bob).toHaveTitle(`● Your turn — ${title}`);
  expect((await recorded(bob)).notes).toHaveLength(1);

  // Turned off, it stays off: the next hidden turn marks the title only.
  await setHidden(bob, false);
  await bob.getByLabel('Notify me when it is my turn').uncheck();
  await moveOn(bob, alice, pick);
  await setHidden(bob, true);
  await moveOn(alice, bob, pick);
  await expect(bob).toHaveTitle(`● Your turn — ${title}`);
  expect((await recorded(bob)).notes).toHaveLength(1);
  expect((await recorded(alice)).asked).toBe(0);
});

test('the icons are served, where the page links them and where browsers look unasked', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/assets/icon.svg');
  for (const path of ['/assets/icon.svg', '/assets/icon-turn.svg', '/favicon.ico']) {
    const r = await request.get(path);
    expect(r.status(), path).toBe(200);
    expect(r.headers()['content-type'], path).toBe('image/svg+xml');
  }
});
