// @ts-check
// The live page between the server and the player: the WebSocket passes through the
// test, which holds back what the server sends, and the page must keep up.
import { test, expect } from './fixtures.js';
import { startGame, clickOne, rng } from './helpers.js';

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
  await expect(page.locator('.board svg .choosable').first()).toBeVisible();
}

/**
 * The page shows the game as the server has it: every move, and whose turn.
 * @param {Page} page
 */
async function showsTheServersGame(page) {
  const now = await serverView(page);
  await expect(page.locator('.moves li')).toHaveCount(now.ply);
  if (!now.result) await expect(page.locator('.board svg .choosable').first()).toBeVisible();
}

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
