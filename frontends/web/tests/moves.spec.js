// @ts-check
// The move list in words: each move as the sentence the server wrote for the seat,
// its notation on hover, the switch to notation remembered across a reload, and the
// last move summed up under the board.
import { test, expect } from './fixtures.js';
import { startGame } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * The last view the page received over its socket, as the test sees it.
 * @param {Page} page
 */
function lastView(page) {
  /** @type {{view: any}} */
  const last = { view: null };
  page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    const m = JSON.parse(String(f.payload));
    if (m.type === 'view') last.view = m.view;
  }));
  return last;
}

/**
 * The move list's lines that are moves: their text and tooltip.
 * @param {Page} page
 */
function lines(page) {
  return page.locator('.moves li[data-seat]').evaluateAll((items) => items.map((li) => ({
    text: li.textContent ?? '', title: li.getAttribute('title') ?? '',
  })));
}

test('the moves are listed in words, with the notation a click away', async ({ page }) => {
  const last = lastView(page);
  await startGame(page, 'squadro', ['me', 'easy'], { first: '1' });
  const typed = page.getByLabel('Type a move in notation');
  await typed.fill('3');
  await typed.press('Enter');
  await expect(page.locator('.moves li[data-seat]')).toHaveCount(2);
  await typed.fill('1');
  await typed.press('Enter');
  await expect(page.locator('.moves li[data-seat]')).toHaveCount(4);
  await expect.poll(() => last.view?.ply).toBe(4);
  const view = last.view;
  const names = view.seats.map((/** @type {any} */ s) => s.name);

  // Sentences, as the server wrote them, with the notation in the tooltip.
  const said = view.moves.map((/** @type {any} */ m) => ({ text: m.text, title: `${names[m.seat - 1]}: ${m.action}` }));
  expect(said.every((/** @type {{text: string}} */ m) => m.text.length > 0)).toBe(true);
  expect(await lines(page)).toEqual(said);
  const summary = page.locator('.last-move-line');
  await expect(summary).toHaveText(`Last move: ${view.moves[3].text}`);
  await expect(summary).toHaveAttribute('aria-live', 'polite');

  // Notation instead, kept after a reload; the sentence goes to the tooltip.
  await page.getByRole('checkbox', { name: 'Notation', exact: true }).check();
  const inNotation = said.map((/** @type {{text: string, title: string}} */ m) => ({ text: m.title, title: m.text }));
  expect(await lines(page)).toEqual(inNotation);
  await page.reload();
  await expect(page.locator('.moves li[data-seat]')).toHaveCount(4);
  await expect(page.getByRole('checkbox', { name: 'Notation', exact: true })).toBeChecked();
  expect(await lines(page)).toEqual(inNotation);
  await expect(summary).toHaveText(`Last move: ${view.moves[3].text}`);
  await page.getByRole('checkbox', { name: 'Notation', exact: true }).uncheck();
  expect(await lines(page)).toEqual(said);
});
