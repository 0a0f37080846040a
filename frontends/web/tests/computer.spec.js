// @ts-check
// A full game of each of the five games against the computer, by clicking only.
import { test, expect } from './fixtures.js';
import { startGame, clickUntilOver, rng, screenshot, clickOne } from './helpers.js';

const GAMES = ['squadro', 'zhen', 'tilt', 'cube-attack', 'cube-conquest'];

for (const [i, game] of GAMES.entries()) {
  test(`${game}: a whole game against the computer, by clicking`, async ({ page }) => {
    await startGame(page, game, ['me', 'easy']);
    await expect(page.locator('.seats li')).toHaveCount(2);
    const pick = rng(1000 + i);
    await screenshot(page, `${game}-start`);
    // Part of the way in, to see a game in progress (a short game may end here).
    let clicks = 0;
    for (let n = 0; n < 6; n += 1) {
      if (await clickOne(page, pick)) clicks += 1;
      else await page.waitForTimeout(200);
    }
    await screenshot(page, `${game}-middle`);
    clicks += await clickUntilOver(page, pick);
    expect(clicks).toBeGreaterThan(0);
    await expect(page.locator('.result')).toContainText('Game over');
    await expect(page.locator('.moves li').first()).toBeVisible();
    await screenshot(page, `${game}-over`);
  });
}
