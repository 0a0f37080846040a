// @ts-check
// Shared steps of the browser tests: start a game from the lobby, play by clicking.
import { expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** @typedef {import('@playwright/test').Page} Page */

/** What the board or its panels offer to click next (ids are unique across them). */
export const CHOOSABLE = '.board svg .choosable, .panels svg .choosable';

/** A small seeded generator, so a failing run can be repeated. */
export function rng(seed) {
  let s = seed >>> 0;
  return (/** @type {number} */ n) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * Open the lobby, choose a game, its options and who plays each seat, and start.
 * @param {Page} page
 * @param {string} game
 * @param {string[]} seats per seat: `me`, `friend` or a level
 * @param {Record<string, string>} [options]
 */
export async function startGame(page, game, seats, options = {}) {
  await page.goto(`/?game=${game}`);
  await expect(page.locator('.preview > svg')).toBeVisible();
  for (const [key, value] of Object.entries(options)) {
    const field = page.locator(`#option-${key}`);
    if (await field.evaluate((f) => f.tagName) === 'SELECT') {
      // Who moves first by seat number: the list offers "random", then the seats in order.
      await field.selectOption(key === 'first' && /^\d+$/.test(value) ? { index: Number(value) } : value);
    } else {
      await field.fill(value);
    }
    await field.dispatchEvent('change');
  }
  await expect(page.locator('.seat-list select')).toHaveCount(seats.length);
  for (const [i, who] of seats.entries()) {
    await page.locator(`select[name="seat-${i + 1}"]`).selectOption(who);
  }
  await page.locator('button.start').click();
  await page.waitForURL(/\/(play|watch)\//);
  await expect(page.locator('.board svg')).toBeVisible();
}

/**
 * Create a game with a friend in seat 2; returns both pages and the seat-2 link.
 * Each browser context is handed to `prepare` (with its seat) before its page opens.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} game
 * @param {Record<string, string>} [options]
 * @param {(context: import('@playwright/test').BrowserContext, seat: number) => Promise<void>} [prepare]
 */
export async function twoPlayers(browser, game, options = {}, prepare = async () => {}) {
  /** @param {number} seat */
  const open = async (seat) => {
    const context = await browser.newContext();
    await prepare(context, seat);
    return context.newPage();
  };
  const alice = await open(1);
  await startGame(alice, game, ['me', 'friend'], options);
  const invite = await alice.locator('.share input').first().inputValue();
  expect(invite).toMatch(/\/play\/\w+\?seat=2&token=\w+/);
  const bob = await open(2);
  await bob.goto(invite);
  await expect(bob.locator('.board svg')).toBeVisible();
  return { alice, bob, invite };
}

/**
 * Whether the page shows a finished game.
 * @param {Page} page
 */
export async function isOver(page) {
  return (await page.locator('.result .over').count()) > 0;
}

/**
 * Click one of the elements the board offers, if any, or Confirm for a move made:
 * returns whether it clicked.
 * Only real clicks: Playwright checks the element itself receives the click.
 * @param {Page} page
 * @param {(n: number) => number} pick
 */
export async function clickOne(page, pick) {
  // A move waiting for its confirmation (a secret choice, by default) is confirmed.
  const confirm = page.locator('button.confirm-move');
  if (await confirm.count()) {
    try {
      await confirm.click({ timeout: 3000 });
      return true;
    } catch {
      return false; // a new view took it away
    }
  }
  const choosable = page.locator(CHOOSABLE);
  const n = await choosable.count();
  if (n === 0) return false;
  try {
    await choosable.nth(pick(n)).click({ timeout: 3000 });
    return true;
  } catch {
    return false; // the board changed under the pointer: look again
  }
}

/**
 * Play this page's seat by clicking until the game is over (other seats are the
 * computer's). Returns the number of clicks.
 * @param {Page} page
 * @param {(n: number) => number} pick
 * @param {number} [limit]
 */
export async function clickUntilOver(page, pick, limit = 4000) {
  let clicks = 0;
  let idle = Date.now();
  while (!(await isOver(page))) {
    if (await clickOne(page, pick)) {
      clicks += 1;
      idle = Date.now();
    } else {
      await page.waitForTimeout(50);
    }
    if (clicks > limit) throw new Error(`the game did not end within ${limit} clicks`);
    if (Date.now() - idle > 60_000) {
      throw new Error(`nothing to click for a minute: ${await page.locator('.status').textContent()}`);
    }
  }
  return clicks;
}

/**
 * Save a picture of the board as a test artifact.
 * @param {Page} page
 * @param {string} name
 */
export async function screenshot(page, name) {
  mkdirSync('test-results/screens', { recursive: true });
  await page.locator('.board').screenshot({ path: `test-results/screens/${name}.png` });
}

/**
 * Save what the window shows (the page as a player sees it at this size) as a test
 * artifact.
 * @param {Page} page
 * @param {string} name
 */
export async function viewScreenshot(page, name) {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

/**
 * Several pages (the seats of one game) click whatever their boards offer until every
 * page shows the game over. Returns the number of rounds in which some page clicked.
 * @param {Page[]} pages
 * @param {(n: number) => number} pick
 * @param {number} [limit]
 */
export async function playAllUntilOver(pages, pick, limit = 5000) {
  let rounds = 0;
  let idle = Date.now();
  for (;;) {
    const over = await Promise.all(pages.map((p) => isOver(p)));
    if (over.every(Boolean)) return rounds;
    let any = false;
    for (const page of pages) any = (await clickOne(page, pick)) || any;
    if (any) {
      rounds += 1;
      idle = Date.now();
    } else {
      await pages[0].waitForTimeout(50);
    }
    if (rounds > limit) throw new Error(`the game did not end within ${limit} rounds`);
    if (Date.now() - idle > 60_000) {
      throw new Error(`nothing to click for a minute: ${await pages[0].locator('.status').textContent()}`);
    }
  }
}

/**
 * The seat `mine`'s clock just under the board, the other's just above it, both in
 * large digits.
 * @param {Page} page
 * @param {number} mine
 */
export async function clocksByTheBoard(page, mine) {
  const clock = (/** @type {number} */ seat) => page.locator(`.seat-bar[data-seat="${seat}"] [role="timer"]`);
  const board = await page.locator('.board-area').boundingBox();
  const low = await clock(mine).boundingBox();
  const high = await clock(3 - mine).boundingBox();
  if (!board || !low || !high) throw new Error('the board and both clocks are shown');
  expect(high.y + high.height).toBeLessThanOrEqual(board.y + 1);
  expect(board.y - (high.y + high.height)).toBeLessThan(40);
  expect(low.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
  expect(low.y - (board.y + board.height)).toBeLessThan(40);
  expect(low.y + low.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  const size = await clock(mine).locator('.time').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeGreaterThanOrEqual(28);
}
