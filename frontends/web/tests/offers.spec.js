// @ts-check
// Offers where the eye is: a draw offer and a rematch offer show in a banner by the
// board, in words, with Accept and Decline, in sight at 1280×800 and on a phone, with
// two short notes when one arrives (none when the page's sounds are off); declining
// says so to the offerer, who may offer again. A finished game says its result once,
// beside the board, with Rematch and New opponent; it invites no spectators, and
// neither does a game against the computer alone.
import { test, expect } from './fixtures.js';
import { startGame, clickUntilOver, rng } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */

/**
 * Count the notes the page plays: the browser's sound maker is replaced by one that
 * only counts the oscillators started (`window.notes`).
 * @param {import('@playwright/test').BrowserContext} context
 */
async function countNotes(context) {
  await context.addInitScript(() => {
    /** @type {any} */ (window).notes = 0;
    const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
    const node = () => ({ connect: (/** @type {any} */ n) => n, gain: param(), frequency: param() });
    class FakeAudio {
      constructor() { this.state = 'running'; this.currentTime = 0; this.sampleRate = 8000; this.destination = node(); }
      resume() { return Promise.resolve(); }
      createGain() { return node(); }
      createOscillator() {
        return { ...node(), start() { /** @type {any} */ (window).notes += 1; }, stop() {} };
      }
      createBuffer() { return { getChannelData: () => new Float32Array(1) }; }
      createBufferSource() { return { ...node(), buffer: null, start() {} }; }
    }
    /** @type {any} */ (window).AudioContext = FakeAudio;
  });
}

/**
 * A two-person Squadro game made over the API, each seat's page in its own browser,
 * both counting their notes; `quiet` turns the second seat's sounds off.
 * @param {Browser} browser
 * @param {{width: number, height: number}} viewport
 * @param {boolean} [quiet]
 */
async function twoSeats(browser, viewport, quiet = false) {
  const maker = await browser.newContext();
  const reply = await maker.request.post('/api/games', { data: { game: 'squadro', options: { first: '1' }, seats: ['human', 'human'] } });
  expect(reply.status()).toBe(201);
  const created = await reply.json();
  await maker.close();
  /** @type {Page[]} */
  const pages = [];
  for (const [i, seat] of created.seats.entries()) {
    const context = await browser.newContext({ viewport });
    await countNotes(context);
    if (quiet && i === 1) {
      await context.addInitScript(() => {
        try { localStorage.setItem('cubist.moveSound', 'off'); } catch { /* a blank page has no storage */ }
      });
    }
    const page = await context.newPage();
    await page.goto(seat.url);
    await expect(page.locator('.board svg')).toBeVisible();
    // A click on the page: browsers let it make sounds from then on.
    await page.locator('h1').click();
    pages.push(page);
  }
  return { light: pages[0], dark: pages[1], id: /** @type {string} */ (created.id) };
}

/** @param {Page} page */
const notes = (page) => page.evaluate(() => /** @type {any} */ (window).notes);

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`a draw offer in a banner by the board, accepted or declined, at ${viewport.width}×${viewport.height}`, async ({ browser }) => {
    const { light, dark } = await twoSeats(browser, viewport);
    await light.locator('button.request-offer_draw').click();
    const banner = dark.locator('.offers .offer-draw');
    await expect(banner.locator('.offer-words')).toHaveText('Light offers a draw');
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeInViewport({ ratio: 1 });
    // The status line says whose move it is, and no more.
    await expect(dark.locator('.status')).not.toContainText('draw');
    // The offer's notes sounded on the page it came to, not on the offerer's.
    await expect.poll(() => notes(dark)).toBe(2);
    expect(await notes(light)).toBe(0);
    await expect(light.locator('.offers')).toContainText('You offered a draw');

    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(dark.locator('.offers')).toBeEmpty();
    await expect(light.locator('.offers')).toHaveText('Dark declined the draw.');
    await expect(light.locator('.moves')).toContainText('Dark declined the draw');
    // Offered again and accepted.
    await light.locator('button.request-offer_draw').click();
    await expect.poll(() => notes(dark)).toBe(4);
    await banner.getByRole('button', { name: 'Accept' }).click();
    for (const page of [light, dark]) {
      await expect(page.locator('.result')).toContainText('draw between Light and Dark (draw agreed)');
    }
  });
}

test('a rematch offer in a banner by the board, declined then accepted; none sounds when sounds are off', async ({ browser }) => {
  const { light, dark, id } = await twoSeats(browser, { width: 1280, height: 800 }, true);
  // Before the first moves, Abort ends the game.
  await light.locator('button.request-abort').click();
  await expect(dark.locator('.result')).toContainText('game aborted by Light');
  await light.locator('.result-card button.rematch').click();
  const banner = dark.locator('.offers .offer-rematch');
  await expect(banner.locator('.offer-words')).toHaveText('Light offers a rematch');
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeInViewport({ ratio: 1 });
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeInViewport({ ratio: 1 });
  // Dark turned the page's sounds off: the offer came in silence.
  expect(await notes(dark)).toBe(0);
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(dark.locator('.offers')).toBeEmpty();
  await expect(light.locator('.offers')).toHaveText('Dark declined the rematch.');
  await expect(light.locator('.result-card button.rematch')).toHaveText('Rematch');
  // Offered again, accepted from the banner: both pages move to the new game.
  await light.locator('.result-card button.rematch').click();
  await expect(light.locator('.offers')).toBeEmpty();
  await banner.getByRole('button', { name: 'Accept' }).click();
  for (const page of [light, dark]) await page.waitForURL((url) => url.pathname.startsWith('/play/') && !url.pathname.includes(id));
});

test('a finished game says its result once, beside the board, with Rematch and New opponent, and invites nobody', async ({ browser }) => {
  const { light, dark } = await twoSeats(browser, { width: 1280, height: 800 });
  await expect(light.locator('.share')).toContainText('Spectators');
  // Before the first moves, Abort ends the game.
  await light.locator('button.request-abort').click();
  for (const page of [light, dark]) {
    const card = page.locator('.game-side > .result-card');
    await expect(card.locator('.result')).toHaveText('Game over: game aborted by Light');
    // Said once on the page, outside the game's own picture.
    const said = await page.evaluate(() => {
      const text = [...document.querySelectorAll('main :not(svg, svg *)')]
        .filter((e) => !e.closest('svg'))
        .flatMap((e) => [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''))
        .join('\n');
      return text.split('game aborted by Light').length - 1;
    });
    expect(said).toBe(1);
    await expect(page.locator('h1')).not.toContainText('aborted');
    // Nor does the game's own status panel say it again.
    await expect(page.locator('.panels .panel[data-panel="status"]')).toBeHidden();
    await expect(page.locator('.status')).toHaveText('');
    for (const name of ['Rematch', 'New opponent', 'Replay', 'Review']) {
      await expect(card.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(page.locator('.share')).toBeEmpty();
    await expect(page.getByText('Invite')).toHaveCount(0);
  }
});

test('a game against the computer alone invites no spectators', async ({ page }) => {
  await startGame(page, 'squadro', ['me', 'easy']);
  await expect(page.locator('.moves-head')).toBeVisible();
  await expect(page.locator('.share')).toBeEmpty();
  await expect(page.getByLabel('Spectators link')).toHaveCount(0);
  await clickUntilOver(page, rng(5));
  await expect(page.locator('.result-card .result')).toContainText('Game over');
  await expect(page.getByLabel('Spectators link')).toHaveCount(0);
});
