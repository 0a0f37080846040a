// @ts-check
// The dark scheme: the panels beside the board are dark like the page, with light
// lettering, for every game, while the board keeps its light card and the panels' own
// buttons keep their dark words on a light key.
import { test, expect } from './fixtures.js';
import { startGame } from './helpers.js';

/** Relative luminance of a CSS colour `rgb(r, g, b)`, 0 (black) to 1 (white). */
function luminance(css) {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

for (const game of ['squadro', 'tilt', 'zhen', 'cube-attack', 'cube-conquest']) {
  test(`in the dark scheme the panels of ${game} are dark with light words`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await startGame(page, game, ['me', 'friend']);
    await expect(page.locator('.panels .panel svg').first()).toBeVisible();
    const seen = await page.evaluate(() => {
      const panels = [...document.querySelectorAll('.panels .panel')];
      const grounds = panels.map((p) => getComputedStyle(p).backgroundColor);
      // Every piece of lettering drawn in the games' ink, outside their buttons.
      const words = panels.flatMap((p) => [...p.querySelectorAll('text')])
        .filter((t) => ['#222', '#212121'].includes(t.getAttribute('fill') ?? '') && !t.closest('[id^="btn-"]'))
        .map((t) => getComputedStyle(t).fill);
      const buttons = panels.flatMap((p) => [...p.querySelectorAll('[id^="btn-"] text')])
        .filter((t) => ['#222', '#212121'].includes(t.getAttribute('fill') ?? ''))
        .map((t) => getComputedStyle(t).fill);
      const board = getComputedStyle(/** @type {Element} */ (document.querySelector('.board'))).backgroundColor;
      return { grounds, words, buttons, board };
    });
    expect(seen.grounds.length).toBeGreaterThan(0);
    for (const ground of seen.grounds) expect(luminance(ground), ground).toBeLessThan(0.05);
    expect(seen.words.length, 'the panels have lettering in ink').toBeGreaterThan(0);
    for (const fill of seen.words) expect(luminance(fill), fill).toBeGreaterThan(0.5);
    for (const fill of seen.buttons) expect(luminance(fill), fill).toBeLessThan(0.05);
    expect(luminance(seen.board)).toBeGreaterThan(0.7);
    await context.close();
  });
}
