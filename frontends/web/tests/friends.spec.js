// @ts-check
// Two people on two machines (two browser contexts) play to the end, one reloading
// mid-game; a spectator watches; and a seat's page never holds another seat's cards.
import { test, expect } from './fixtures.js';
import { startGame, clickOne, isOver, rng, screenshot } from './helpers.js';

/**
 * Create a game with a friend in seat 2; returns both pages and the seat-2 link.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} game
 */
async function twoPlayers(browser, game) {
  const alice = await (await browser.newContext()).newPage();
  await startGame(alice, game, ['me', 'friend']);
  const invite = await alice.locator('.share input').first().inputValue();
  expect(invite).toMatch(/\/play\/\w+\?seat=2&token=\w+/);
  const bob = await (await browser.newContext()).newPage();
  await bob.goto(invite);
  await expect(bob.locator('.board svg')).toBeVisible();
  return { alice, bob, invite };
}

/**
 * Both pages click whatever their board offers until the game ends; `during` runs
 * once, after `at` moves.
 * @param {import('@playwright/test').Page[]} pages
 * @param {number} at
 * @param {() => Promise<void>} during
 */
async function playOut(pages, at, during) {
  const pick = rng(7);
  let clicks = 0;
  let done = false;
  while (!(await isOver(pages[0])) || !(await isOver(pages[1]))) {
    let any = false;
    for (const page of pages) any = (await clickOne(page, pick)) || any;
    if (any) clicks += 1;
    else await pages[0].waitForTimeout(50);
    if (!done && clicks >= at) {
      done = true;
      await during();
    }
    if (clicks > 5000) throw new Error('the game did not end');
  }
  return clicks;
}

test('squadro between two browsers, with a reload and a spectator', async ({ browser }) => {
  const { alice, bob, invite } = await twoPlayers(browser, 'squadro');
  const watchLink = await alice.locator('.share input').last().inputValue();
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto(watchLink);
  await expect(watcher.locator('h1')).toContainText('watching');
  await playOut([alice, bob], 10, async () => {
    // Nobody clicks now; wait for the last move to reach both pages before counting.
    const moves = async () => [await alice.locator('.moves li').count(), await bob.locator('.moves li').count()];
    await expect.poll(async () => { const [a, b] = await moves(); return a === b; }).toBe(true);
    const before = await bob.locator('.moves li').count();
    await bob.reload();
    await expect(bob.locator('.board svg')).toBeVisible();
    // The reloaded page shows the whole game so far: the same moves as the other seat's.
    await expect.poll(async () => { const [a, b] = await moves(); return a === b && b >= before; }).toBe(true);
    expect(bob.url()).toBe(invite);
  });
  await expect(alice.locator('.status')).toContainText('Game over');
  await expect(bob.locator('.status')).toContainText('Game over');
  await expect(watcher.locator('.status')).toContainText('Game over');
  expect(await watcher.locator('.board svg .choosable').count()).toBe(0);
  await screenshot(watcher, 'squadro-friends-over');
});

test('cube conquest between two browsers; seat 1 never receives seat 2\'s cards', async ({ browser }) => {
  const { alice, bob } = await twoPlayers(browser, 'cube-conquest');
  /** @type {any[]} */
  const aliceViews = [];
  /** @type {any[]} */
  const bobViews = [];
  /**
   * @param {import('@playwright/test').Page} page
   * @param {any[]} into
   */
  const listen = (page, into) => page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    const m = JSON.parse(String(f.payload));
    if (m.type === 'view') into.push(m.view);
  }));
  listen(alice, aliceViews);
  listen(bob, bobViews);
  await alice.reload();
  await bob.reload();
  /** @type {string[]} */
  const aliceHtml = [];
  await playOut([alice, bob], 12, async () => {
    await bob.reload();
    await expect(bob.locator('.board svg')).toBeVisible();
  });
  aliceHtml.push(await alice.content());
  await screenshot(alice, 'cube-conquest-friends-over');
  expect(aliceViews.length).toBeGreaterThan(5);
  expect(bobViews.length).toBeGreaterThan(5);
  for (const v of aliceViews) {
    expect(v.observer).toBe(1);
    const blue = v.view.view.seats[1];
    // What seat 1 may know of seat 2: counts, and cards everyone saw taken back.
    expect(blue.hand).toBeNull();
    expect(v.view.observer).toEqual(1);
    for (const c of v.board?.choices ?? []) expect(c.action).toBeTruthy();
  }
  // Whatever seat 2 held at any moment: none of its hands appears in seat 1's views.
  for (const v of bobViews) {
    const mine = v.view.view.seats[1];
    expect(Array.isArray(mine.hand)).toBe(true);
  }
});
