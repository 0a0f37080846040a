// @ts-check
// The board fills the screen: at 1280×800 and 1920×1080 every game's board is drawn
// at least 70% of the window's height or of its column's width (whichever binds),
// whole, with the panels beside it; a screenshot of each. The last move glides,
// unless the reader asked for reduced motion.
import { test, expect } from './fixtures.js';
import { startGame, twoPlayers, viewScreenshot, CHOOSABLE } from './helpers.js';
import { GAMES, LEAST, measure, table } from './board-size.js';

/** @type {import('./board-size.js').Figures[]} */
const figures = [];

for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const game of GAMES) {
      test(`${game}: the board takes the screen, the panels beside it`, async ({ page }) => {
        await startGame(page, game, ['me', 'easy']);
        const row = await measure(page, game);
        figures.push(row);
        console.log(table([row]));
        await viewScreenshot(page, `layout-${game}-${width}x${height}`);
        // The panels stand beside the board, not under it.
        const board = await page.locator('.board svg').boundingBox();
        const panels = await page.locator('.panels').boundingBox();
        if (board && panels) expect(panels.x).toBeGreaterThanOrEqual(board.x + board.width);
        // The board is the playing area alone (its panels apart): about as wide as
        // tall, or wider (docs/pictures.md), so its height is not spent on panels.
        const shape = board ? board.width / board.height : 0;
        expect(shape, `${game}: the board's width over its height`).toBeGreaterThanOrEqual(0.8);
        expect(row.ofHeight >= LEAST * 100 || row.ofWidth >= LEAST * 100,
          `${game} at ${width}×${height}: board ${row.board}, ${row.ofHeight}% of the height, ${row.ofWidth}% of its column`).toBe(true);
      });
    }
  });
}

test.describe('the last move', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a piece glides to its new place', async ({ page }) => {
    await startGame(page, 'squadro', ['me', 'easy']);
    await page.locator(CHOOSABLE).first().click();
    await expect(page.locator('.board')).toHaveAttribute('data-glided', /^[1-9]/);
  });

  test('nothing glides when the reader asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startGame(page, 'squadro', ['me', 'easy']);
    await page.locator(CHOOSABLE).first().click();
    await expect(page.locator('.moves li')).not.toHaveCount(0);
    await expect(page.locator('.board')).toHaveAttribute('data-glided', '0');
  });
});

test('Resign and Offer a draw in sight at 1280×800 and 1366×768; the side column keeps its width', async ({ browser }) => {
  const { alice, bob } = await twoPlayers(browser, 'squadro', { first: '1' });
  // After each seat's first move, Resign (not Abort) and Offer a draw are offered.
  for (const page of [alice, bob]) {
    await expect(page.locator(CHOOSABLE).first()).toBeVisible();
    await page.locator(CHOOSABLE).first().click();
  }
  await expect(alice.locator('.moves li')).toHaveCount(2);
  for (const [width, height] of [[1280, 800], [1366, 768]]) {
    await alice.setViewportSize({ width, height });
    await expect(alice.locator('.request-resign')).toBeInViewport({ ratio: 1 });
    await expect(alice.locator('.request-offer_draw')).toBeInViewport({ ratio: 1 });
  }
  // A last move in a long sentence wraps under the board: the side column and the
  // board stay where they were.
  const place = () => alice.evaluate(() => [
    document.querySelector('.game-side')?.getBoundingClientRect().width,
    document.querySelector('.board svg')?.getBoundingClientRect().x,
  ]);
  const before = await place();
  await alice.locator('.last-move-line').evaluate((e) => {
    e.textContent = `Last move: ${'Light moves its lane-2 piece three squares forward, jumping over Dark\'s pieces, '.repeat(4)}`;
  });
  expect(await place()).toEqual(before);
  await viewScreenshot(alice, 'layout-requests-1366x768');
});

test.afterAll(() => {
  if (figures.length) console.log(`Board size:\n${table(figures)}`);
});
