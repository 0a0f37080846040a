// @ts-check
// On a phone: the lobby and the board fit the screen, and moves are made by tapping.
import { test, expect } from './fixtures.js';
import { startGame, rng, screenshot, CHOOSABLE } from './helpers.js';

for (const game of ['squadro', 'cube-attack', 'cube-conquest']) {
  test(`${game} on a phone, by tapping`, async ({ page }) => {
    await startGame(page, game, ['me', 'easy']);
    const box = await page.locator('.board svg').boundingBox();
    expect(box).not.toBeNull();
    expect(/** @type {{width: number}} */ (box).width).toBeLessThanOrEqual(390);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(390);
    const pick = rng(5);
    let taps = 0;
    for (let tries = 0; taps < 6 && tries < 400; tries += 1) {
      const choosable = page.locator(CHOOSABLE);
      const n = await choosable.count();
      if (n === 0) {
        if ((await page.locator('.result .over').count()) > 0) break;
        await page.waitForTimeout(50);
        continue;
      }
      try {
        await choosable.nth(pick(n)).tap({ timeout: 3000 });
        taps += 1;
      } catch { /* the board changed under the finger */ }
    }
    expect(taps).toBeGreaterThan(0);
    await screenshot(page, `${game}-phone`);
  });
}
