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

test.afterAll(() => {
  if (figures.length) console.log(`Board size on a phone:\n${table(figures)}`);
});
