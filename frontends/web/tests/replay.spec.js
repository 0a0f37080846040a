// @ts-check
// Stepping through a finished game, and through a record file opened from disk.
import { test, expect } from './fixtures.js';
import { startGame, clickUntilOver, rng, screenshot } from './helpers.js';

test('a finished game steps back and forth, move by move', async ({ page }) => {
  await startGame(page, 'squadro', ['me', 'easy']);
  await clickUntilOver(page, rng(3));
  const total = await page.locator('.moves li').count();
  await page.locator('.result-card').getByRole('button', { name: 'Replay' }).click();
  await page.waitForURL(/\/replay\//);
  // It opens at the final position.
  await expect(page.locator('.status')).toHaveText(`After move ${total} of ${total}`);
  await expect(page.locator('.result .over')).toBeVisible();
  // The step buttons are drawn icons with names, no font glyphs.
  for (const name of ['First position', 'Previous move', 'Next move', 'Last position']) {
    const b = page.getByRole('button', { name });
    await expect(b.locator('svg path')).toHaveCount(1);
    await expect(b).toHaveText('');
  }
  // A wrapped move's number stands beside its first line.
  await expect(page.locator('.moves .move-link').first()).toHaveCSS('vertical-align', 'top');
  await page.getByRole('button', { name: 'First position' }).click();
  await expect(page.locator('.status')).toHaveText(`After move 0 of ${total}`);
  const first = await page.locator('.board svg').innerHTML();
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.locator('.status')).toHaveText(`After move 1 of ${total}`);
  await expect(page.locator('.moves li.current')).toHaveCount(1);
  expect(await page.locator('.board svg').innerHTML()).not.toBe(first);
  await page.getByRole('button', { name: 'Next move' }).click();
  await page.getByRole('button', { name: 'Previous move' }).click();
  await expect(page.locator('.status')).toHaveText(`After move 1 of ${total}`);
  await page.getByRole('button', { name: 'Last position' }).click();
  await expect(page.locator('.status')).toHaveText(`After move ${total} of ${total}`);
  // The keys: ← back, → forward, Home to the start, End to the end.
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.status')).toHaveText(`After move ${total - 1} of ${total}`);
  await page.keyboard.press('Home');
  await expect(page.locator('.status')).toHaveText(`After move 0 of ${total}`);
  expect(await page.locator('.board svg').innerHTML()).toBe(first);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.status')).toHaveText(`After move 1 of ${total}`);
  await page.keyboard.press('End');
  await expect(page.locator('.status')).toHaveText(`After move ${total} of ${total}`);
  await page.keyboard.press('Home');
  await expect(page.locator('.board svg')).toBeVisible();
  await screenshot(page, 'squadro-replay-start');
});

test('a record file from cubist play opens and steps', async ({ page }) => {
  const record = {
    format: 1, game: 'squadro', options: {}, seed: 5, seats: ['human', 'random'],
    actions: [{ seat: 0, action: '1' }, { seat: 1, action: '3' }, { seat: 0, action: '2' }], result: null,
  };
  await page.goto('/replay');
  await page.locator('#record-file').setInputFiles({ name: 'squadro-5.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.locator('.status')).toHaveText('After move 3 of 3');
  await expect(page.locator('.moves li')).toHaveCount(3);
  // The moves in the sentences the server says them in, the notation on hover.
  const view = await (await page.request.post('/api/replay', { data: { record, ply: 3 } })).json();
  const said = view.moves.map((/** @type {{text: string}} */ m) => m.text);
  expect(said.every((/** @type {string} */ t) => t.length > 0)).toBe(true);
  await expect(page.locator('.moves li')).toHaveText(said);
  await expect(page.locator('.moves .move-link').first()).toHaveAttribute('title', `${view.seats[0].name}: 1`);
  await expect(page.locator('.last-move-line')).toHaveText(`Move 3: ${said[2]}`);
});

test('a file that is not a record is refused in plain words', async ({ page, pageErrors }) => {
  pageErrors.expect(/console error: Failed to load resource: the server responded with a status of 400/,
    'the server refuses the record that does not replay, and Chromium logs the refused request');
  await page.goto('/replay');
  await page.locator('#record-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.locator('.alert')).toContainText('not a record');
  const bad = { format: 1, game: 'squadro', options: {}, seed: 5, seats: ['human', 'random'], actions: [{ seat: 0, action: '9' }], result: null };
  await page.locator('#record-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(page.locator('.alert')).toContainText('bad.json');
});
