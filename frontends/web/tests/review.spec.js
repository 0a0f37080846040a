// @ts-check
// A finished game's review: asked for from the game's page, its progress and then its
// marks, accuracy and advantage graph on the replay page; a point of the graph steps
// the replay to its move.
import { test, expect } from './fixtures.js';
import { startGame, clickUntilOver, rng } from './helpers.js';
import { audit } from './axe.js';

test('a finished game is reviewed, and its graph steps the replay', async ({ page }) => {
  await startGame(page, 'squadro', ['me', 'easy'], { cap: '12' });
  await clickUntilOver(page, rng(8));
  const total = await page.locator('.moves li').count();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.waitForURL(/\/replay\/[^#]+#review$/);
  // Done: the table per seat and a point per position (the start and each move).
  await expect(page.locator('.review-table tbody tr')).toHaveCount(2);
  await expect(page.locator('.review-status')).toContainText('Reviewed at level');
  await expect(page.locator('.advantage .ply-point')).toHaveCount(total + 1);
  await expect(page.locator('.advantage path.seat-line')).toHaveCount(2);
  // The move list carries each move's mark as the review gives it, in symbols and in
  // words for screen readers, with the better move.
  const id = new URL(page.url()).pathname.split('/').pop();
  const job = await (await page.request.get(`/api/games/${id}/review`)).json();
  expect(job.status).toBe('done');
  /** @type {{mark?: string|null, best?: {action: string, text?: string}|null, action: string}[]} */
  const actions = job.review.actions;
  expect(actions).toHaveLength(total);
  const marked = actions.flatMap((a, i) => (a.mark ? [{ ...a, i }] : []));
  await expect(page.locator('.moves .mark')).toHaveCount(marked.length);
  const symbols = { inaccuracy: '?!', mistake: '?', blunder: '??' };
  for (const a of marked) {
    const mark = page.locator('.moves li').nth(a.i).locator('.mark');
    await expect(mark.locator('[aria-hidden="true"]')).toHaveText(` ${symbols[/** @type {'blunder'} */ (a.mark)]}`);
    await expect(mark.locator('.visually-hidden')).toHaveText(` (${a.mark})`);
    if (a.best && a.best.action !== a.action) {
      // In the game's words, not its notation.
      expect(a.best.text).toBeTruthy();
      await expect(mark.locator('.better')).toHaveText(` Better: ${a.best.text}`);
    }
  }
  // A point clicked steps the replay to its move; Enter on a focused one too.
  await page.locator('.advantage .ply-point[data-ply="3"]').click();
  await expect(page.locator('.status')).toHaveText(`After move 3 of ${total}`);
  await expect(page.locator('.moves li.current')).toHaveText(/.+/);
  await expect(page.locator('.advantage .ply-point[data-ply="3"]')).toHaveAttribute('aria-current', 'step');
  await page.locator('.advantage .ply-point[data-ply="0"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.status')).toHaveText(`After move 0 of ${total}`);
  // Stepping the replay moves the graph's mark.
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.locator('.advantage .ply-point[data-ply="1"]')).toHaveAttribute('aria-current', 'step');
  await audit(page, 'a reviewed game');

  // The analysis board of the game shows the stored review: the main line's marks,
  // and the graph's points step the board along it.
  await page.goto(`/analysis/${id}`);
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.locator('.review-table tbody tr')).toHaveCount(2);
  await expect(page.locator('.variations .tree-move[class*="mark-"]')).toHaveCount(marked.length);
  await page.locator('.advantage .ply-point[data-ply="2"]').click();
  await expect(page).toHaveURL(/line=/);
  expect(new URL(page.url()).searchParams.get('line')?.split(',')).toHaveLength(2);
  await expect(page.locator('.advantage .ply-point[data-ply="2"]')).toHaveAttribute('aria-current', 'step');
});
