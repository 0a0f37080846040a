// @ts-check
// The board without a mouse: moves typed in notation, and pieces chosen with Tab and
// Enter; the board's state is there as text for screen readers.
import { test, expect } from './fixtures.js';
import { startGame, CHOOSABLE } from './helpers.js';

test('squadro played from the keyboard', async ({ page }) => {
  // Light (this page) moves first, so each move typed is answered by one of the computer's.
  await startGame(page, 'squadro', ['me', 'easy'], { first: '1' });
  await expect(page.locator('.board-text')).toContainText('Light', { useInnerText: false });
  const typed = page.getByLabel('Type a move in notation');
  await typed.fill('3');
  await typed.press('Enter');
  await expect(page.locator('.moves li')).toHaveCount(2);
  await typed.fill('9');
  await typed.press('Enter');
  await expect(page.locator('.alert')).not.toBeEmpty();
  await expect(page.locator('.moves li')).toHaveCount(2);
  const choosable = page.locator(CHOOSABLE);
  await expect(choosable.first()).toBeVisible();
  await choosable.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.moves li')).toHaveCount(4);
  const label = await page.locator('.board svg').getAttribute('aria-label');
  expect(label).toBeTruthy();
});
