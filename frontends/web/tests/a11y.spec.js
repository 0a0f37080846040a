// @ts-check
// axe-core on every kind of page, in the light and the dark scheme: the lobby, a game
// of each game, a replay, a player's page and the lessons. A violation of serious or
// critical impact fails the test; the lesser ones are printed, to be looked at.
import { test, expect } from './fixtures.js';
import { audit } from './axe.js';
import { startGame, CHOOSABLE } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */

const GAMES = ['squadro', 'cube-attack', 'cube-conquest', 'tilt', 'zhen'];

test('the lobby', async ({ page }) => {
  await page.goto('/?game=squadro');
  await expect(page.locator('.preview > svg')).toBeVisible();
  await audit(page, 'lobby');
  // Options by their labels, values in words; who starts is not yet drawn, so the
  // preview says nobody's turn.
  const first = page.locator('.setup .option[data-key="first"]');
  await expect(first).toContainText('Who moves first');
  await expect(first.locator('option')).toHaveText(['Drawn at random', 'Light', 'Dark']);
  await expect(page.locator('.setup .options')).not.toContainText('allowed');
  expect(await page.locator('.preview').innerHTML()).not.toContain('to move');
  // The number of players applies as it is typed.
  // Who moves first offers the seats of the game as set: two, then four.
  await page.goto('/?game=cube-attack');
  await expect(page.locator('.seat-list select')).toHaveCount(2);
  const offered = page.locator('#option-first option:not([hidden])');
  await expect(offered).toHaveCount(3);
  await page.locator('#option-players').fill('4');
  await expect(page.locator('.seat-list select')).toHaveCount(4);
  await expect(offered).toHaveCount(5);
});

for (const game of GAMES) {
  test(`a game of ${game}`, async ({ page }) => {
    await page.goto(`/?game=${game}`);
    await expect(page.locator('.preview > svg')).toBeVisible();
    const seats = await page.locator('.seat-list select').count();
    expect(seats).toBeGreaterThan(1);
    await startGame(page, game, ['me', ...Array(seats - 1).fill('easy')]);
    // The board as a player sees it on their turn, its parts to click marked.
    await expect(page.locator('.status')).toContainText('Your move');
    await expect(page.locator(CHOOSABLE).first()).toBeVisible();
    await audit(page, game);
  });
}

test('a replay', async ({ page }) => {
  const record = {
    format: 1, game: 'squadro', options: {}, seed: 5, seats: ['human', 'random'],
    actions: [{ seat: 0, action: '1' }, { seat: 1, action: '3' }, { seat: 0, action: '2' }], result: null,
  };
  await page.goto('/replay');
  await audit(page, 'the record chooser');
  await page.locator('#record-file').setInputFiles({ name: 'squadro-5.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.locator('.moves li')).toHaveCount(3);
  await page.keyboard.press('End');
  await expect(page.locator('.status')).toHaveText('After move 3 of 3');
  await audit(page, 'replay');
});

test('a player\'s page', async ({ page }) => {
  const name = `axe${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill('correct horse battery');
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(name);
  await page.goto(`/players/${name}`);
  await expect(page.locator('h1')).toContainText(name);
  await audit(page, 'player');
});

test('the lessons, where the games have them', async ({ page, request }) => {
  const listed = await request.get('/api/learn');
  test.skip(!listed.ok(), 'this server has no lessons');
  /** @type {{games: {game: string}[]}} */
  const { games } = await listed.json();
  test.skip(games.length === 0, 'no game has a lesson');
  for (const { game } of games) {
    await page.goto(`/learn/${game}`);
    await expect(page.locator('svg').first()).toBeVisible();
    await audit(page, `lesson of ${game}`);
  }
});
