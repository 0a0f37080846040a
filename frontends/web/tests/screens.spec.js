// @ts-check
// Pictures of every game from every seat's side, as its player sees the page, at
// 1280×800 and on a phone (390×844), after a few moves: to be looked at, not compared.
// Only when CUBIST_SCREENS is set (scripts/browser-tests.sh tests/screens.spec.js,
// see docs/web.md, "Screenshots"); the pictures go to test-results/screens/.
import { test, expect } from './fixtures.js';
import { clickOne, rng, startGame, viewScreenshot } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */

const GAMES = ['squadro', 'cube-attack', 'cube-conquest', 'tilt', 'zhen'];
/** Clicks played before the pictures: enough to leave the start. */
const ROUNDS = 12;

test.skip(!process.env.CUBIST_SCREENS, 'pictures are taken on demand: set CUBIST_SCREENS=1');

for (const game of GAMES) {
  test(`${game} from every seat`, async ({ browser }) => {
    const host = await browser.newPage();
    await host.goto(`/?game=${game}`);
    await expect(host.locator('.preview > svg')).toBeVisible();
    const seats = await host.locator('.seat-list select').count();
    await startGame(host, game, ['me', ...Array(seats - 1).fill('friend')]);
    const links = await host.locator('.share input').evaluateAll(
      (inputs) => inputs.map((i) => /** @type {HTMLInputElement} */ (i).value).filter((v) => /[?&]token=/.test(v)));
    expect(links).toHaveLength(seats - 1);
    /** @type {Page[]} */
    const pages = [host];
    for (const link of links) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(link);
      await expect(page.locator('.board svg')).toBeVisible();
      pages.push(page);
    }
    await playSome(pages, rng(seats * 7 + game.length));
    for (const [i, page] of pages.entries()) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.locator('.board svg')).toBeVisible();
      await viewScreenshot(page, `seat-${game}-${i + 1}-desktop`);
      // The same seat on a phone: the same link opened in a phone's browser.
      const phone = await (await browser.newContext({
        viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
      })).newPage();
      await phone.goto(page.url());
      await expect(phone.locator('.board svg')).toBeVisible();
      await viewScreenshot(phone, `seat-${game}-${i + 1}-phone`);
    }
  });
}

/**
 * Let every seat click what its board offers for a few rounds (fewer if the game
 * ends), each page waiting its turn.
 * @param {Page[]} pages
 * @param {(n: number) => number} pick
 */
async function playSome(pages, pick) {
  let rounds = 0;
  for (let tries = 0; rounds < ROUNDS && tries < 400; tries += 1) {
    if ((await pages[0].locator('.result .over').count()) > 0) return;
    let any = false;
    for (const page of pages) any = (await clickOne(page, pick)) || any;
    if (any) rounds += 1;
    else await pages[0].waitForTimeout(50);
  }
}
