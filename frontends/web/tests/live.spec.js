// @ts-check
// The live page between the server and the player: the WebSocket passes through the
// test, which spoils, holds back, replays or cuts what the server sends, and the page
// must recover each time: show every move in order, never an older view over a newer
// one, never fall behind, and ask for the whole game again when something is lost.
import { test, expect } from './fixtures.js';
import { startGame, clickOne, clickUntilOver, rng, CHOOSABLE } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').WebSocketRoute} WebSocketRoute */

/**
 * Pass the page's game sockets through the test. `onView(view, n)` sees each view the
 * server sends on the page's `n`-th socket (from 1) and returns what the page gets:
 * the view, changed or not, or null for nothing. Returns the sockets, in order.
 * @param {Page} page
 * @param {(view: any, n: number) => any} [onView]
 */
async function relay(page, onView = (v) => v) {
  /** @type {WebSocketRoute[]} */
  const sockets = [];
  await page.routeWebSocket(/\/api\/games\/[^/]+\/ws/, (ws) => {
    sockets.push(ws);
    const n = sockets.length;
    const server = ws.connectToServer();
    server.onMessage((data) => {
      const message = JSON.parse(String(data));
      if (message.type !== 'view') {
        ws.send(data);
        return;
      }
      const view = onView(message.view, n);
      if (view) ws.send(JSON.stringify({ ...message, view }));
    });
  });
  return sockets;
}

/**
 * The game and seat token of a seat's page.
 * @param {Page} page
 */
function seatOf(page) {
  const url = new URL(page.url());
  return { id: url.pathname.split('/')[2], token: url.searchParams.get('token') ?? '' };
}

/**
 * The game as the server has it now, as the page's seat sees it.
 * @param {Page} page
 */
async function serverView(page) {
  const { id, token } = seatOf(page);
  const reply = await page.request.get(`/api/games/${id}?token=${token}`);
  expect(reply.ok()).toBe(true);
  return reply.json();
}

/**
 * Click until the game has at least `ply` moves and it is this seat's turn again.
 * @param {Page} page
 * @param {number} ply
 */
async function playTo(page, ply) {
  const pick = rng(11);
  await expect.poll(async () => {
    if ((await page.locator('.moves li').count()) >= ply) return true;
    await clickOne(page, pick);
    return false;
  }, { timeout: 60_000 }).toBe(true);
  await expect(page.locator(CHOOSABLE).first()).toBeVisible();
}

/**
 * The page shows the game as the server has it: every move, and whose turn.
 * @param {Page} page
 */
async function showsTheServersGame(page) {
  const now = await serverView(page);
  await expect(page.locator('.moves li')).toHaveCount(now.ply);
  if (!now.result) await expect(page.locator(CHOOSABLE).first()).toBeVisible();
}

test('a view the page cannot show is reported, and the page asks for the whole game again', async ({ page, pageErrors }) => {
  pageErrors.expect(/console error: Cubist: a view from the server could not be shown/, 'the test spoils one view');
  let spoiled = false;
  const sockets = await relay(page, (view, n) => {
    if (n === 1 && view.ply >= 2 && !spoiled) {
      spoiled = true;
      return { ...view, legal: null };
    }
    return view;
  });
  await startGame(page, 'squadro', ['me', 'easy']);
  const pick = rng(5);
  await expect.poll(async () => spoiled || (await clickOne(page, pick)) && false).toBe(true);
  await expect(page.locator('.alert')).toContainText('could not show');
  await expect.poll(() => sockets.length).toBe(2);
  await showsTheServersGame(page);
  await clickUntilOver(page, pick);
  await expect(page.locator('.result')).toContainText('Game over');
});

test('a view older than the one shown never replaces it', async ({ page }) => {
  /** @type {any[]} */
  const passed = [];
  const sockets = await relay(page, (view, n) => {
    if (n === 1) passed.push(view);
    return view;
  });
  await startGame(page, 'squadro', ['me', 'easy']);
  await playTo(page, 4);
  const shown = await page.locator('.moves li').count();
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.movesShown = [];
    const list = /** @type {Element} */ (document.querySelector('.moves'));
    new MutationObserver(() => w.movesShown.push(list.children.length)).observe(list, { childList: true });
  });
  // The first view again, on the same socket, as if it had been delayed.
  expect(passed[0].ply).toBeLessThan(shown);
  await sockets[0].send(JSON.stringify({ type: 'view', view: passed[0] }));
  // The page does not show it, and asks for the whole game to be sure.
  await expect.poll(() => sockets.length).toBe(2);
  await expect.poll(() => page.evaluate(() => /** @type {any} */ (window).movesShown.length)).toBeGreaterThan(0);
  const counts = await page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).movesShown));
  expect(Math.min(...counts)).toBe(shown);
  await showsTheServersGame(page);
});

test('a page never falls behind: views that arrive together are not each held back', async ({ page }) => {
  /** @type {any[]} */
  const held = [];
  let holding = false;
  const sockets = await relay(page, (view) => {
    if (!holding) return view;
    held.push(view);
    return null;
  });
  await startGame(page, 'squadro', ['me', 'easy']);
  await playTo(page, 2);
  // The page hears nothing while this seat plays ten moves through the API, and the
  // computer answers each; then all those views arrive at once.
  holding = true;
  const { id, token } = seatOf(page);
  for (let moves = 0; moves < 10;) {
    const now = await serverView(page);
    if (now.result) break;
    if (now.legal.length) {
      const reply = await page.request.post(`/api/games/${id}/actions`, { data: { token, action: now.legal[0], ply: now.ply } });
      expect(reply.ok()).toBe(true);
      moves += 1;
    } else {
      await page.waitForTimeout(50);
    }
  }
  await expect.poll(async () => {
    const now = await serverView(page);
    return now.legal.length > 0 || now.result !== null;
  }).toBe(true);
  const last = await serverView(page);
  await expect.poll(() => held[held.length - 1]?.ply).toBe(last.ply);
  holding = false;
  const started = Date.now();
  for (const view of held) await sockets[0].send(JSON.stringify({ type: 'view', view }));
  // Ten of them were the computer's: shown one by one, each after its thinking, the
  // page would take six seconds.
  await expect(page.locator('.moves li')).toHaveCount(last.ply, { timeout: 3000 });
  expect(Date.now() - started).toBeLessThan(3000);
  await showsTheServersGame(page);
});

test('when the computer\'s move never reaches the page, the page asks for the game again', async ({ page }) => {
  // Once the page shows the computer to move, the first socket passes nothing more.
  let waiting = false;
  const sockets = await relay(page, (view, n) => {
    if (n !== 1) return view;
    if (waiting) return null;
    waiting = view.ply >= 1 && !view.result
      && view.to_move.some((/** @type {number} */ s) => view.seats[s - 1].player === 'computer');
    return view;
  });
  await startGame(page, 'squadro', ['me', 'easy']);
  const pick = rng(9);
  await expect.poll(async () => waiting || (await clickOne(page, pick)) && false).toBe(true);
  const since = Date.now();
  await expect(page.locator('.status')).toContainText('(computer) thinking');
  await expect.poll(() => sockets.length, { timeout: 30_000 }).toBe(2);
  expect(Date.now() - since).toBeGreaterThan(10_000);
  await showsTheServersGame(page);
});

test('a socket that is cut is opened again, and a finished game opens again on reload', async ({ page }) => {
  let cut = false;
  /** @type {WebSocketRoute[]} */
  let sockets = [];
  sockets = await relay(page, (view, n) => {
    if (n === 1 && view.ply >= 2 && !cut) {
      cut = true;
      setTimeout(() => sockets[0].close({ code: 1011, reason: 'cut by the test' }), 100);
    }
    return view;
  });
  await startGame(page, 'squadro', ['me', 'easy']);
  const pick = rng(13);
  await expect.poll(async () => cut || (await clickOne(page, pick)) && false).toBe(true);
  await expect.poll(() => sockets.length).toBe(2);
  await showsTheServersGame(page);
  await clickUntilOver(page, pick);
  const moves = await page.locator('.moves li').count();
  await page.reload();
  await expect(page.locator('.result')).toContainText('Game over');
  await expect(page.locator('.moves li')).toHaveCount(moves);
  expect(sockets.length).toBe(3);
});
