// @ts-check
// The analysis board: a finished game opened with its moves as the main line, a step
// back, a different move making a side line in the variation tree, the engine's
// three best moves following the position, the shared address restoring the same
// line, the keys, the Flip button, and axe-core on the page. A running game is
// refused.
import { test, expect } from './fixtures.js';
import { audit } from './axe.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').APIRequestContext} Request */

/**
 * A Squadro game between two guest seats, `moves` played by the API (the first legal
 * move each time), then resigned by seat 1 unless `running`: its id.
 * @param {Request} request
 * @param {number} moves
 * @param {boolean} [running]
 */
async function squadroGame(request, moves, running = false) {
  const made = await (await request.post('/api/games', { data: { game: 'squadro', seats: ['human', 'human'] } })).json();
  /** @type {string[]} */
  const tokens = made.seats.map((/** @type {{token: string}} */ s) => s.token);
  for (let ply = 0; ply < moves; ply += 1) {
    const view = await (await request.get(`/api/games/${made.id}?token=${tokens[0]}`)).json();
    const seat = view.to_move[0];
    const mine = await (await request.get(`/api/games/${made.id}?token=${tokens[seat - 1]}`)).json();
    const acted = await request.post(`/api/games/${made.id}/actions`, { data: { token: tokens[seat - 1], action: mine.legal[0], ply } });
    expect(acted.ok(), await acted.text()).toBe(true);
  }
  if (!running) {
    const resigned = await request.post(`/api/games/${made.id}/resign`, { data: { token: tokens[0] } });
    expect(resigned.ok(), await resigned.text()).toBe(true);
  }
  return /** @type {string} */ (made.id);
}

/**
 * The moves of the tree as shown, and the current one.
 * @param {Page} page
 */
async function current(page) {
  return page.locator('.variations .tree-move[aria-current="true"]').textContent();
}

test('the replay links to the board at the position it shows; the engine lists its best first', async ({ page }) => {
  const id = await squadroGame(page.request, 6);
  await page.goto(`/replay/${id}`);
  await expect(page.locator('.status')).toHaveText('After move 6 of 6');
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Previous move' }).click();
  await expect(page.locator('.status')).toHaveText('After move 2 of 6');
  const link = page.getByRole('link', { name: 'Analysis board' });
  await expect(link).toHaveAttribute('href', `/analysis/${id}?ply=2`);
  await link.click();
  await expect(page.locator('.status')).toHaveText(/^After move 2: .* to move$/);
  await expect(page.locator('.variations .tree-move')).toHaveCount(6);
  await expect(page.locator('.engine-lines li')).toHaveCount(3);
  const values = (await page.locator('.engine-lines li').allTextContents())
    .map((t) => Number(/(\d+)%/.exec(t)?.[1]));
  expect(values.every((v) => Number.isFinite(v))).toBe(true);
  expect([...values].sort((a, b) => b - a)).toEqual(values);
});

test('a finished game is explored: a side line, the engine, the shared address', async ({ page }) => {
  const id = await squadroGame(page.request, 6);
  // The finished game's page and its replay link to the board.
  await page.goto(`/watch/${id}`);
  await expect(page.locator('.result-card').getByRole('link', { name: 'Analysis board' })).toHaveAttribute('href', `/analysis/${id}`);
  await page.goto(`/replay/${id}`);
  await page.getByRole('link', { name: 'Analysis board' }).click();
  await page.waitForURL(new RegExp(`/analysis/${id}`));
  await expect(page.locator('h1')).toHaveText('Analysis board — Squadro');
  await expect(page.locator('.status')).toHaveText(/^After move 6: .* to move$/);
  await expect(page.locator('.variations .tree-move')).toHaveCount(6);
  await expect(page.locator('.engine-lines li')).toHaveCount(3);
  await expect(page.locator('.engine-source')).toContainText('Best for');
  const main = await page.locator('.variations .tree-move').allTextContents();

  // Back two moves with the key and the button.
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.status')).toHaveText(/^After move 5:/);
  await page.getByRole('button', { name: '◀ Back' }).click();
  await expect(page.locator('.status')).toHaveText(/^After move 4:/);
  await expect(page.locator('.engine-lines li')).toHaveCount(3);
  expect(await current(page)).toBe(main[3]);
  const moverAt4 = await page.locator('.engine-source').textContent();

  // A move other than the game's fifth starts a side line.
  const other = page.locator('.engine-move').filter({ hasNotText: new RegExp(`^${main[4]}$`) }).first();
  const move = /** @type {string} */ (await other.textContent());
  await other.click();
  await expect(page.locator('.status')).toHaveText(/^After move 5:/);
  await expect(page.locator('.variation .variation .tree-move')).toHaveCount(1);
  expect(await current(page)).toBe(move);
  await expect(page.locator('.engine-lines li')).toHaveCount(3);
  // The engine speaks for the other side now.
  await expect(page.locator('.engine-source')).not.toHaveText(/** @type {string} */ (moverAt4));
  // Then a move clicked on the board continues it.
  await page.locator('.board svg .choosable').first().click();
  await expect(page.locator('.status')).toHaveText(/^After move 6:/);
  await expect(page.locator('.variation .variation .tree-move')).toHaveCount(2);
  const url = new URL(page.url());
  const line = /** @type {string} */ (url.searchParams.get('line')).split(',');
  expect(line.slice(0, 5)).toEqual([...main.slice(0, 4), move]);
  expect(line).toHaveLength(6);

  // The shared address opens the same line; the main line is still there.
  await page.goto(url.href);
  await expect(page.locator('.status')).toHaveText(/^After move 6:/);
  await expect(page.locator('.variations > .variation > li > .tree-move')).toHaveText(main);
  await expect(page.locator('.variation .variation .tree-move')).toHaveCount(2);
  expect(await current(page)).toBe(line[5]);

  // Clicking a node of the tree goes there; → follows the line.
  await page.locator('.variations > .variation > li > .tree-move').nth(1).click();
  await expect(page.locator('.status')).toHaveText(/^After move 2:/);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.status')).toHaveText(/^After move 3:/);
  expect(new URL(page.url()).searchParams.get('line')).toBe(main.slice(0, 3).join(','));

  // Flip draws it from the other side.
  const side = await page.locator('.board svg').innerHTML();
  await page.getByRole('button', { name: 'Flip board' }).click();
  await expect(page.getByRole('button', { name: 'Flip board' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.locator('.board svg').innerHTML()).not.toBe(side);
  await page.getByRole('button', { name: 'Flip board' }).click();
  await expect(page.getByRole('button', { name: 'Flip board' })).toHaveAttribute('aria-pressed', 'false');

  await audit(page, 'the analysis board');
});

test('any position opens from its address, moves and all', async ({ page }) => {
  await page.goto('/analysis?game=squadro&moves=1,2');
  await expect(page.locator('.status')).toHaveText(/^After move 2:/);
  await expect(page.locator('.variations .tree-move')).toHaveText(['1', '2']);
  await expect(page.locator('.engine-lines li')).toHaveCount(3);
  const code = await page.locator('#analysis-code').inputValue();
  await page.goto(`/analysis?game=squadro&position=${encodeURIComponent(code)}`);
  await expect(page.locator('.status')).toHaveText(/^After move 0:/);
  await expect(page.locator('#analysis-code')).toHaveValue(code);
  await page.goto('/analysis');
  await expect(page.locator('#analysis-game option')).not.toHaveCount(0);
  await audit(page, 'choosing a position to analyse');
});

test('on a phone the board opens in view, the page not scrolled to the move list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await squadroGame(page.request, 20);
  await page.goto(`/analysis/${id}`);
  await expect(page.locator('.variations .tree-move[aria-current="true"]')).toBeVisible();
  await expect(page.locator('.status')).toHaveText(/^After move 20:/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.board svg')).toBeInViewport({ ratio: 0.5 });
});

test('a running game is not opened on the board', async ({ page, pageErrors }) => {
  pageErrors.expect(/console error: Failed to load resource: the server responded with a status of 409/,
    'the server refuses the analysis of a game still being played, and Chromium logs the refused request');
  const id = await squadroGame(page.request, 2, true);
  await page.goto(`/analysis/${id}`);
  await expect(page.locator('.alert')).toContainText('still being played');
});
