// @ts-check
// Timed games in two browsers: the clocks run down on both pages, a player who does
// not move (after both have made a first move) runs out of time and both pages say so, and a reload keeps the clocks and
// the result; the lobby sends the time control chosen, a preset or a custom one.
import { test, expect } from './fixtures.js';
import { clickOne, clocksByTheBoard, rng, CHOOSABLE } from './helpers.js';
import { mkdirSync } from 'node:fs';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * Every view a page receives and every message it sends on its game's socket, over
 * all its connections.
 * @param {Page} page
 */
function socketLog(page) {
  /** @type {{views: any[], sent: any[]}} */
  const log = { views: [], sent: [] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => {
      const m = JSON.parse(String(f.payload));
      if (m.type === 'view') log.views.push(m.view);
    });
    ws.on('framesent', (f) => log.sent.push(JSON.parse(String(f.payload))));
  });
  return log;
}

/**
 * A seat's clock, in its bar by the board.
 * @param {Page} page
 * @param {number} seat
 */
const clock = (page, seat) => page.locator(`.seat-bar[data-seat="${seat}"] [role="timer"]`);

/**
 * What a clock shows, in seconds ("1:05" is 65, "0:04.3" is 4.3).
 * @param {Page} page
 * @param {number} seat
 */
async function secondsShown(page, seat) {
  const text = (await clock(page, seat).locator('.time').textContent()) ?? '';
  const parts = text.split(':').map(Number);
  return parts.length === 2 ? parts[0] * 60 + parts[1] : parts[0];
}

test('a player who does not move runs out of time, on both pages and after a reload', async ({ browser }) => {
  const maker = await browser.newContext();
  const reply = await maker.request.post('/api/games', {
    data: { game: 'squadro', options: { first: '1' }, seats: ['human', 'human'], clock: { initial_ms: 5000, increment_ms: 0 } },
  });
  expect(reply.status()).toBe(201);
  const created = await reply.json();
  await maker.close();
  /** @type {Page[]} */
  const pages = [];
  const logs = [];
  for (const seat of created.seats) {
    const page = await (await browser.newContext()).newPage();
    logs.push(socketLog(page));
    await page.goto(seat.url);
    await expect(page.locator('.board svg')).toBeVisible();
    pages.push(page);
  }
  const [light, dark] = pages;
  // A spectator sees seat 1's clock under the board, the side the board is drawn from.
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto(`/watch/${encodeURIComponent(created.id)}`);
  await expect(clock(watcher, 1).locator('.time')).toHaveText('0:05.0');
  await clocksByTheBoard(watcher, 1);
  await watcher.close();

  // Before the first move no clock runs: each shows the whole time, and says whose it is.
  for (const page of pages) {
    for (const seat of [1, 2]) {
      await expect(clock(page, seat).locator('.time')).toHaveText('0:05.0');
      await expect(clock(page, seat)).not.toHaveClass(/running/);
      await expect(clock(page, seat)).toHaveAttribute('aria-live', 'off');
    }
    await expect(clock(page, 1)).toContainText('Light\'s clock');
    // Each bar names its seat; the list of players shows no second clock.
    await expect(page.locator('.seat-bar[data-seat="2"]')).toContainText('Dark');
    await expect(page.locator('.seats [role="timer"]')).toHaveCount(0);
  }

  // Light moves, then Dark; then Light never moves again (before both have moved,
  // running out would abort the game rather than lose it).
  await expect(light.locator(CHOOSABLE).first()).toBeVisible();
  const pick = rng(3);
  await expect.poll(() => clickOne(light, pick)).toBe(true);
  const action = logs[0].sent.find((m) => m.type === 'action');
  expect(typeof action?.think_ms).toBe('number');
  expect(action.think_ms).toBeGreaterThanOrEqual(0);
  await expect(dark.locator(CHOOSABLE).first()).toBeVisible();
  await expect.poll(() => clickOne(dark, pick)).toBe(true);

  // Light's clock runs down on both pages, under the low-time warning (10 s).
  for (const page of pages) {
    await expect(clock(page, 1)).toHaveClass(/running/);
    await expect(clock(page, 1)).toHaveClass(/low/);
    await expect(clock(page, 1)).toContainText('low time');
    const first = await secondsShown(page, 1);
    await expect.poll(() => secondsShown(page, 1)).toBeLessThan(first);
    await expect(clock(page, 2)).not.toHaveClass(/running/);
  }

  // The server decides that Light ran out, and both pages say so.
  for (const page of pages) {
    await expect(page.locator('.result')).toContainText('Dark wins (Light ran out of time)');
    await expect(page.locator('.moves')).toContainText('Light ran out of time');
    await expect(clock(page, 1).locator('.time')).toHaveText('0:00');
    await expect(clock(page, 1)).toHaveClass(/flagged/);
    await expect(clock(page, 1)).not.toHaveClass(/running/);
  }
  const darkLeft = await secondsShown(dark, 2);
  mkdirSync('test-results/screens', { recursive: true });
  await light.locator('.side').screenshot({ path: 'test-results/screens/clocks-timeout.png' });
  expect(darkLeft).toBeGreaterThan(0);

  // A reload shows the same: the flagged clock at 0:00, the other as it stopped, and the result.
  for (const page of pages) {
    await page.reload();
    await expect(page.locator('.board svg')).toBeVisible();
    await expect(page.locator('.result')).toContainText('Dark wins (Light ran out of time)');
    await expect(clock(page, 1).locator('.time')).toHaveText('0:00');
    await expect(clock(page, 1)).toHaveClass(/flagged/);
    await expect(clock(page, 2)).not.toHaveClass(/running/);
    expect(await secondsShown(page, 2)).toBe(darkLeft);
  }
  const last = logs[1].views[logs[1].views.length - 1];
  expect(last.time_control).toEqual({ initial_ms: 5000, increment_ms: 0 });
  expect(last.clocks.find((/** @type {any} */ c) => c.seat === 1)).toMatchObject({ remaining_ms: 0, flagged: true, running: false });

  // The replay shows each seat's time left at each step.
  await light.goto(`/replay/${encodeURIComponent(created.id)}`);
  const left = (/** @type {number} */ seat) => light.locator('.clocks li').nth(seat - 1).locator('[role="timer"] .time');
  // It opens at the end.
  await expect(light.locator('.status')).toHaveText('After move 2 of 2');
  await expect(left(1)).toHaveText('0:00');
  await expect(left(2)).toHaveText(`0:0${darkLeft.toFixed(1)}`);
  await light.keyboard.press('Home');
  await expect(light.locator('.status')).toHaveText('After move 0 of 2');
  await expect(left(1)).toHaveText('0:05.0');
  await expect(left(2)).toHaveText('0:05.0');
});

/**
 * Start a game of Squadro from the lobby, me against a friend, with the clock chosen
 * by `choose`; returns the time control of the game's first view.
 * @param {Page} page
 * @param {(page: Page) => Promise<void>} choose
 */
async function startTimed(page, choose) {
  const log = socketLog(page);
  await page.goto('/?game=squadro');
  await expect(page.locator('.preview > svg')).toBeVisible();
  await expect(page.locator('.seat-list select')).toHaveCount(2);
  await page.locator('select[name="seat-2"]').selectOption('friend');
  await choose(page);
  await page.locator('button.start').click();
  await page.waitForURL(/\/play\//);
  await expect(page.locator('.board svg')).toBeVisible();
  await expect.poll(() => log.views.length).toBeGreaterThan(0);
  return log.views[0].time_control;
}

test('the lobby sends the time control chosen: a preset, a custom one, or none', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?game=squadro');
  const select = page.locator('#clock');
  await expect(select).toHaveValue('untimed');
  await expect(select.locator('option[value="5+3"]')).toHaveText('5+3 (5 min + 3 s)');
  await expect(select.locator('option[value="1d"]')).toHaveText('1 day per move');
  // A custom control under the catalog's least time is refused on the page, in words.
  await expect(page.locator('.preview > svg')).toBeVisible();
  await select.selectOption('custom');
  await page.locator('#clock-minutes').fill('0.01');
  await page.locator('button.start').click();
  await expect(page.locator('.setup p.alert')).toHaveText('A clock needs at least 1 second at the start.');
  await expect(page).toHaveURL(/\/\?game=squadro$/);

  expect(await startTimed(page, (p) => p.locator('#clock').selectOption('5+3')))
    .toEqual({ initial_ms: 300_000, increment_ms: 3000 });
  // No clock runs before the first move: each shows the whole time.
  for (const seat of [1, 2]) await expect(clock(page, seat).locator('.time')).toHaveText('5:00');
  await clocksByTheBoard(page, 1);
  // The move sound is on until the player turns it off, and the choice is kept.
  await expect(page.getByLabel('Move sound')).toBeChecked();
  await page.getByLabel('Move sound').uncheck();
  await page.reload();
  await expect(page.getByLabel('Move sound')).not.toBeChecked();
  await page.getByLabel('Move sound').check();
  // The sound at low time is off until the player turns it on, and the choice is kept.
  const sound = page.getByLabel('Sound at low time');
  await expect(sound).not.toBeChecked();
  await sound.check();
  await page.reload();
  await expect(page.getByLabel('Sound at low time')).toBeChecked();

  expect(await startTimed(page, async (p) => {
    await p.locator('#clock').selectOption('custom');
    await p.locator('#clock-minutes').fill('0.5');
    await p.locator('#clock-increment').fill('2');
  })).toEqual({ initial_ms: 30_000, increment_ms: 2000 });
  for (const seat of [1, 2]) await expect(clock(page, seat).locator('.time')).toHaveText('0:30');

  expect(await startTimed(page, (p) => p.locator('#clock').selectOption('3d')))
    .toEqual({ per_move_ms: 3 * 86_400_000 });
  for (const seat of [1, 2]) await expect(clock(page, seat).locator('.time')).toHaveText('3d 0h');

  expect(await startTimed(page, async () => {})).toBeNull();
  await expect(page.locator('[role="timer"]')).toHaveCount(0);
  await expect(page.getByLabel('Sound at low time')).toHaveCount(0);
});
