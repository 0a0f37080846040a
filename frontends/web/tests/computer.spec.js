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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a game that cannot start says why where the eye is, not below the button', async ({ page }) => {
    await page.goto('/?game=squadro');
    await expect(page.locator('.preview > svg')).toBeVisible();
    await expect(page.locator('.seat-list select')).toHaveCount(2);
    await page.locator('select[name="seat-2"]').selectOption('me');
    const start = page.locator('button.start');
    // The button at the bottom of the screen, as after scrolling down to it.
    await start.evaluate((b) => b.scrollIntoView({ block: 'end' }));
    await start.press('Enter');
    const why = page.locator('form:has(.seat-list) [role="alert"]');
    await expect(why).toHaveText('Choose "Me" for one seat only: invite friends by link for the others.');
    await expect(why).toBeInViewport();
    await expect(page).toHaveURL(/\/\?game=squadro$/);
  });
});
