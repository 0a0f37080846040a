// @ts-check
// Your side of the board: each player sees their own side nearest them (the game
// draws it), the Flip button shows the other side, and the choice is remembered for
// the game across a reload.
import { test, expect } from './fixtures.js';
import { screenshot, twoPlayers } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * Where the pieces of one side stand on the board, as fractions of the board's box
 * (0 at the left or the top, 1 at the right or the bottom); none while the board or
 * a piece is not shown.
 * @param {Page} page
 * @param {'light'|'dark'} side
 */
async function where(page, side) {
  const box = await page.locator('.board svg').first().boundingBox();
  if (!box) return [];
  const out = [];
  for (let lane = 1; lane <= 5; lane += 1) {
    const piece = await page.locator(`.board #piece-${side}-${lane}`).boundingBox();
    if (!piece) return [];
    out.push({
      x: (piece.x + piece.width / 2 - box.x) / box.width,
      y: (piece.y + piece.height / 2 - box.y) / box.height,
    });
  }
  return out;
}

/**
 * Wait until every piece of `side` is shown and stands within `test` of the board's
 * box.
 * @param {Page} page
 * @param {'light'|'dark'} side
 * @param {(p: {x: number, y: number}) => boolean} test
 */
async function expectPieces(page, side, test) {
  await expect.poll(async () => {
    const at = await where(page, side);
    return at.length === 5 && at.every(test);
  }).toBe(true);
}

const bottom = (/** @type {{x: number, y: number}} */ p) => p.y > 0.75;
const right = (/** @type {{x: number, y: number}} */ p) => p.x > 0.75;

test('Dark sees its pieces at the bottom, flips the board, and the flip is remembered', async ({ browser }) => {
  const { alice, bob } = await twoPlayers(browser, 'squadro');
  // Light (seat 1) sees its own pieces at the bottom and Dark's at the right.
  await expectPieces(alice, 'light', bottom);
  await expectPieces(alice, 'dark', right);
  // Dark (seat 2) sees its own pieces at the bottom, lane 1 at the left.
  await expectPieces(bob, 'dark', bottom);
  const dark = await where(bob, 'dark');
  expect(dark.map((p) => p.x)).toEqual([...dark.map((p) => p.x)].sort((a, b) => a - b));
  await screenshot(bob, 'squadro-dark-side');

  const flip = bob.getByRole('button', { name: 'Flip board' });
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  // Flipped: Light's side at the bottom, as Light sees it.
  await expectPieces(bob, 'dark', right);
  await expectPieces(bob, 'light', bottom);
  await screenshot(bob, 'squadro-dark-flipped');

  // Remembered for Squadro across a reload; clicks still make moves.
  await bob.reload();
  await expect(bob.getByRole('button', { name: 'Flip board' })).toHaveAttribute('aria-pressed', 'true');
  await expectPieces(bob, 'dark', right);
  // The game's first player is drawn by lot: Light moves first if Dark may not.
  const darkFirst = (await bob.locator('.board .choosable').count()) > 0;
  if (!darkFirst) await alice.locator('.board #piece-light-1').click();
  await expect(bob.locator('.board #piece-dark-2.choosable')).toBeVisible();
  await bob.locator('.board #piece-dark-2').click();
  await expect(alice.locator('.moves li[data-seat]')).toHaveCount(darkFirst ? 1 : 2);

  // Flipped back: Dark's side again; Light's page never changed.
  await bob.getByRole('button', { name: 'Flip board' }).click();
  await expect(bob.getByRole('button', { name: 'Flip board' })).toHaveAttribute('aria-pressed', 'false');
  // Every Dark piece but the one that moved is still at home, at the bottom.
  await expect.poll(async () => (await where(bob, 'dark')).filter(bottom).length).toBe(4);
  await expect.poll(async () => (await where(alice, 'dark')).filter(right).length).toBe(4);
});
