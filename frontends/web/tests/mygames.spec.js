// @ts-check
// "My games": two signed-in players in two browsers play a game (the friend opening
// the invite link takes the seat with the account); one closes its tab after the
// game, finds it under My games (clean for axe-core in both schemes) and the rematch
// still works. A guest's games are remembered in the browser and listed the same way,
// and the lobby's link to a game one plays says Play.
import { test, expect } from './fixtures.js';
import { audit } from './axe.js';
import { clickOne, rng, startGame } from './helpers.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */

/** A name no other test of this run uses. */
function freshName(/** @type {string} */ stem) {
  return `${stem}${Math.random().toString(36).slice(2, 9)}`;
}

/**
 * A new browser (context) whose person signs up from the header.
 * @param {Browser} browser
 * @param {string} name
 */
async function signUp(browser, name) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/?game=squadro');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill('correct horse battery');
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(name);
  return page;
}

/**
 * The page's seat makes one move by clicking.
 * @param {Page} page
 */
async function oneMove(page) {
  await expect(page.locator('.status')).toContainText('Your move');
  const moves = await page.locator('.moves li').count();
  const pick = rng(3);
  await expect.poll(() => clickOne(page, pick)).toBe(true);
  await expect(page.locator('.moves li')).toHaveCount(moves + 1);
}

/** @param {Page} page */
const gameId = (page) => new URL(page.url()).pathname.split('/')[2];

test('a game found under My games after its tab was closed, and its rematch', async ({ browser }) => {
  const [annName, bobName] = [freshName('ann'), freshName('bob')];
  const ann = await signUp(browser, annName);
  const bob = await signUp(browser, bobName);
  await startGame(ann, 'squadro', ['me', 'friend'], { first: '1' });
  const id = gameId(ann);
  const invite = await ann.locator('.share input').first().inputValue();
  await bob.goto(invite);
  await expect(bob.locator('h1')).toContainText('you play');
  // Opening the link signed in took the seat with Bob's account.
  await expect(bob.locator('.seats')).toContainText(`${bobName} (you)`);
  await expect(ann.locator('.seats')).toContainText(bobName);

  // Ann's move: the header counts one game where it is her move; then Bob's.
  await ann.goto('/games');
  await expect(ann.locator('.top a.my-games .count')).toHaveText('1');
  const row = ann.locator(`.my-games.running tr[data-game="${id}"]`);
  await expect(row).toContainText('Your move');
  await row.getByRole('link', { name: 'Play' }).click();
  await expect(ann).toHaveURL(new RegExp(`/play/${id}$`));
  await oneMove(ann);
  await oneMove(bob);
  // Ann resigns: Bob wins.
  await ann.locator('button.request-resign').click();
  await ann.locator('button.request-resign').click();
  for (const page of [ann, bob]) await expect(page.locator('.result')).toContainText('Light resigned');

  // Ann closes her tab; Bob stays on the game's page.
  const annContext = ann.context();
  await ann.close();
  const back = await annContext.newPage();
  await back.goto('/');
  await back.getByRole('link', { name: 'My games' }).click();
  await expect(back).toHaveURL(/\/games$/);
  await expect(back.locator('.my-games.running')).toContainText('No games in play.');
  const done = back.locator(`.my-games.finished tr[data-game="${id}"]`);
  await expect(done.locator('.outcome')).toHaveText('loss');
  await expect(done).toContainText(bobName);
  await audit(back, 'my games');

  await done.getByRole('button', { name: 'Rematch' }).click();
  // The game's page opens with the cookie, and hears Bob accept.
  await expect(back).toHaveURL(new RegExp(`/play/${id}$`));
  await expect(back.locator('.result')).toContainText('Light resigned');
  await expect(bob.locator('.offers')).toContainText(`${annName} offers a rematch`);
  await bob.locator('button.rematch').click();
  await expect(back).not.toHaveURL(new RegExp(`/play/${id}`));
  await expect(bob).not.toHaveURL(new RegExp(`/play/${id}`));
  expect(gameId(back)).toBe(gameId(bob));
  // The seats swapped: Ann now plays Dark, Bob Light.
  await expect(back.locator('h1')).toContainText('you play Dark');
  await expect(bob.locator('h1')).toContainText('you play Light');

  // The finished game links its rematch; the new game is in play in Ann's list.
  await back.goto('/games');
  await expect(back.locator(`.my-games.running tr[data-game="${gameId(bob)}"]`)).toContainText('Waiting');
  await expect(back.locator(`.my-games.finished tr[data-game="${id}"] a.rematch-game`)).toBeVisible();
});

test('a guest\'s games are remembered in the browser, and the lobby says Play', async ({ page }) => {
  await startGame(page, 'squadro', ['me', 'friend'], { first: '1' });
  const id = gameId(page);
  const seatUrl = page.url();
  await expect(page.locator('.status')).toContainText('Your move');
  await page.goto('/games');
  const row = page.locator(`.my-games.running tr[data-game="${id}"]`);
  await expect(row).toContainText('Your move');
  await expect(page.locator('.top a.my-games .count')).toHaveText('1');
  await audit(page, 'my games of a guest');
  await row.getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(seatUrl);
  await expect(page.locator('h1')).toContainText('you play');

  // The lobby's link to the game, in the browser that plays it, opens the seat.
  await page.goto('/');
  const lobbyRow = page.locator('.lists li', { hasText: 'Squadro' }).filter({ has: page.locator(`a[href*="${id}"]`) });
  await expect(lobbyRow.getByRole('link', { name: 'Play' })).toHaveAttribute('href', seatUrl.replace(/^https?:\/\/[^/]+/, ''));
});

test('a game against the computer: named by its level, its replay linked, no rematch offered, the header\'s count kept', async ({ browser }) => {
  const page = await signUp(browser, freshName('cy'));
  await startGame(page, 'squadro', ['me', 'easy'], { first: '1' });
  const id = gameId(page);
  // Her move: the header counts it; once she resigns, the count goes, with no reload.
  const count = page.locator('.top a.my-games .count');
  await expect(count).toHaveText('1');
  // One move each (resigning comes after the first move), then she resigns.
  await oneMove(page);
  await expect(page.locator('.status')).toContainText('Your move');
  await page.locator('button.request-resign').click();
  await page.locator('button.request-resign').click();
  await expect(page.locator('.result')).toContainText('resigned');
  await expect(count).toHaveCount(0);
  await expect(page.locator('.top a.my-games')).toHaveText('My games');

  await page.goto('/games');
  const row = page.locator(`.my-games.finished tr[data-game="${id}"]`);
  await expect(row).toContainText('the computer (easy)');
  await expect(row).not.toContainText('a guest');
  // Against the computer alone, My games offers no rematch.
  await expect(row.getByRole('button', { name: 'Rematch' })).toHaveCount(0);
  await audit(page, 'my games against the computer');
  await row.getByRole('link', { name: 'Replay' }).click();
  await expect(page).toHaveURL(new RegExp(`/replay/${id}$`));
});
