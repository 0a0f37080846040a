// @ts-check
// The board fills a phone's screen: every game's board is drawn full width (at least
// 70% of the window's height or of its column's width, whichever binds), the panels
// under it; a screenshot of each.
import { test, expect } from './fixtures.js';
import { clocksByTheBoard, startGame, viewScreenshot } from './helpers.js';
import { GAMES, LEAST, measure, table } from './board-size.js';

/** @type {import('./board-size.js').Figures[]} */
const figures = [];

for (const game of GAMES) {
  test(`${game} on a phone: the board full width, the panels under it`, async ({ page }) => {
    await startGame(page, game, ['me', 'easy']);
    const row = await measure(page, game);
    figures.push(row);
    console.log(table([row]));
    await viewScreenshot(page, `layout-${game}-phone`);
    const board = await page.locator('.board svg').boundingBox();
    const panels = await page.locator('.panels').boundingBox();
    if (board && panels) expect(panels.y).toBeGreaterThanOrEqual(board.y + board.height);
    expect(row.ofHeight >= LEAST * 100 || row.ofWidth >= LEAST * 100,
      `${game} on a phone: board ${row.board}, ${row.ofHeight}% of the height, ${row.ofWidth}% of its column`).toBe(true);
  });
}

test('the clocks of a timed game directly above and below the board', async ({ page }) => {
  const reply = await page.request.post('/api/games', {
    data: { game: 'squadro', seats: ['human', 'human'], clock: '5+3' },
  });
  expect(reply.status()).toBe(201);
  const created = await reply.json();
  await page.goto(created.seats[1].url);
  await expect(page.locator('.seat-bar[data-seat="1"] .time')).toHaveText('5:00');
  await clocksByTheBoard(page, 2);
  await viewScreenshot(page, 'clocks-phone');
});

test('on a phone the header is two rows and the buttons come before the panels', async ({ page }) => {
  await startGame(page, 'tilt', ['me', 'friend']);
  const header = await page.locator('header.top').boundingBox();
  expect(header?.height ?? 0).toBeLessThan(90);
  const controls = await page.locator('.play-area > .controls').boundingBox();
  const panels = await page.locator('.panels').boundingBox();
  if (!controls || !panels) throw new Error('the controls and the panels are shown');
  expect(controls.y + controls.height).toBeLessThanOrEqual(panels.y);
});

test.afterAll(() => {
  if (figures.length) console.log(`Board size on a phone:\n${table(figures)}`);
});
