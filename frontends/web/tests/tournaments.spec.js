// @ts-check
// Tournaments in two browsers: one player creates a private arena, both join with
// its code (a mistyped one refused), the creator starts it; both are paired, play
// their game out, and a third page watching the tournament sees the standings change
// and a player's chat message without reloading. A round robin of two ends with its
// one game: the lobby announces it before its start, its page shows the podium, and
// each player's page lists it with their place. (An arena's end comes at its time:
// the server's suite runs it to the podium on an injected clock.)
import { test, expect } from './fixtures.js';
import { playAllUntilOver, rng } from './helpers.js';
import { audit } from './axe.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */

const PASSWORD = 'correct horse battery';

let made = 0;
/** A name no other test of this run uses. */
function freshName(/** @type {string} */ stem) {
  made += 1;
  return `${stem}${made}${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * A new browser (context) whose person signs up from the header.
 * @param {Browser} browser
 * @param {string} name
 */
async function signUp(browser, name) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/tournaments');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill(PASSWORD);
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(name);
  return page;
}

/**
 * Create a tournament of Squadro from the list page's form: its page's address.
 * @param {Page} page
 * @param {'arena'|'round-robin'} kind
 * @param {string} [code] an entry code: a private tournament
 */
async function create(page, kind, code) {
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { name: 'Create a tournament' })).toBeVisible();
  await page.locator('#tour-kind').selectOption(kind);
  await page.locator('#tour-game').selectOption('squadro');
  await page.locator('#tour-rated').uncheck();
  if (code) await page.locator('#tour-code').fill(code);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/tournaments\/[^/]+$/);
  return page.url();
}

/**
 * Both players join the tournament at `url`, the creator (first) starts it, and each
 * opens their game from the tournament's page.
 * @param {Page[]} players
 * @param {string} url
 * @param {string} [code] a private tournament's code, refused once mistyped
 */
async function joinStartAndPlay(players, url, code) {
  for (const page of players) {
    await page.goto(url);
    if (code) {
      await page.locator('#tour-join-code').fill(`${code}x`);
      await page.locator('button.tour-join').click();
      await expect(page.locator('p.problem')).toHaveText("this is not the tournament's entry code");
      await page.locator('#tour-join-code').fill(code);
    }
    await page.locator('button.tour-join').click();
    await expect(page.locator('button.tour-leave')).toBeVisible();
  }
  await players[0].reload();
  await players[0].locator('button.tour-start').click();
  for (const page of players) {
    const game = page.getByRole('link', { name: 'Play your game' });
    await expect(game).toBeVisible({ timeout: 20_000 });
    await game.click();
    await page.waitForURL(/\/play\//);
    await expect(page.locator('.board svg')).toBeVisible();
  }
  await playAllUntilOver(players, rng(65));
}

test('two players join an arena, play, and a watcher sees the standings change live', async ({ browser, pageErrors }) => {
  pageErrors.expect(/status of 403 .*\/join/, 'each player first types a wrong entry code');
  const names = [freshName('ari'), freshName('bea')];
  const players = [await signUp(browser, names[0]), await signUp(browser, names[1])];
  const url = await create(players[0], 'arena', 'blue moon');
  await expect(players[0].locator('h1')).toHaveText('Squadro Arena');
  await expect(players[0].locator('.tournament-entry')).toHaveText('Private: players enter with its code');
  await expect(players[0].locator('.tournament-standings')).toContainText('Nobody has joined yet.');
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto(url);
  await expect(watcher.locator('.tournament-chat')).toContainText('Sign in to write in the chat.');
  await joinStartAndPlay(players, url, 'blue moon');
  // A player's message reaches the watcher's chat without a reload.
  await players[0].goto(url);
  await players[0].locator('#tour-chat-text').fill('good game, both');
  await players[0].getByRole('button', { name: 'Send' }).click();
  await expect(players[0].locator('.tournament-chat .chat-list')).toContainText(`${names[0]}: good game, both`);
  await expect(watcher.locator('.tournament-chat .chat-list')).toContainText(`${names[0]}: good game, both`);
  // The watcher's page, never reloaded, shows one finished game for each player.
  const rows = watcher.locator('.standings tbody tr');
  await expect(rows).toHaveCount(2);
  for (const name of names) {
    await expect(rows.filter({ hasText: name }).locator('td').last()).toHaveText('1', { timeout: 20_000 });
  }
  const scores = await rows.locator('td.score').allTextContents();
  expect(scores.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
  await watcher.screenshot({ path: 'test-results/screens/tournament-arena-running.png', fullPage: true });
  await audit(watcher, 'a running arena');
});

test('a round robin of two ends with its game and shows the podium', async ({ browser }) => {
  const names = [freshName('cal'), freshName('dot')];
  const players = [await signUp(browser, names[0]), await signUp(browser, names[1])];
  const url = await create(players[0], 'round-robin');
  // The lobby announces it, with a link to its page.
  await players[1].goto('/');
  const soon = players[1].locator('.announcements a', { hasText: 'Squadro Round robin' });
  await expect(soon).toHaveAttribute('href', new URL(url).pathname);
  await expect(soon).toHaveText(/^Squadro Round robin starts in (9|10) minutes — join$/);
  await joinStartAndPlay(players, url);
  const page = players[1];
  await page.goto(url);
  await expect(page.locator('.podium li')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.locator('.tournament-facts')).toContainText('Finished');
  await expect(page.locator('.tournament-rounds')).toContainText('Round 1');
  await page.goto('/tournaments');
  await expect(page.locator('.tournament-list', { hasText: 'Finished' }).getByRole('link', { name: 'Squadro Round robin' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/tournament-list.png', fullPage: true });
  // Each player's page lists the tournament with their place.
  const places = [];
  for (const name of names) {
    await page.goto(`/players/${name}`);
    const line = page.locator('.player-tournaments li');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name: 'Squadro Round robin' })).toHaveAttribute('href', new URL(url).pathname);
    places.push(await line.textContent());
  }
  expect(places.map((p) => /place (\d) of 2/.exec(p ?? '')?.[1]).sort()).toEqual(['1', '2']);
});
