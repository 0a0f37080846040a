// @ts-check
// Players with a name, in two browsers: they sign up, seek Squadro rated and are
// paired, play to the end, find their new ratings on their pages, and a rematch
// moves both pages to a new game with the seats swapped. Quick play from the open
// seeks, the account forms, and a guest still playing by link as before.
import { test, expect } from './fixtures.js';
import { isOver, clickOne, playAllUntilOver, rng, startGame, viewScreenshot } from './helpers.js';
import { audit } from './axe.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */

const PASSWORD = 'correct horse battery';

/** A name no other test of this run uses (3–20 letters and digits). */
let made = 0;
function freshName(/** @type {string} */ stem) {
  made += 1;
  return `${stem}${made}${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * A new browser (context) whose person signs up from the lobby's header.
 * @param {Browser} browser
 * @param {string} name
 */
async function signUp(browser, name) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/?game=squadro');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill(PASSWORD);
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(name);
  await expect(page.locator('.top .account a.me')).toHaveAttribute('href', `/players/${name}`);
  return page;
}

/**
 * Every view a page receives, the last one last.
 * @param {Page} page
 */
function viewsOf(page) {
  /** @type {any[]} */
  const views = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    const m = JSON.parse(String(f.payload));
    if (m.type === 'view') views.push(m.view);
  }));
  return views;
}

/**
 * The game and seat of a seat's page.
 * @param {Page} page
 */
function seatOf(page) {
  const url = new URL(page.url());
  return { id: url.pathname.split('/')[2], token: url.searchParams.get('token') };
}

/**
 * Seek a rated game of Squadro from the lobby's Quick play panel (5+3).
 * @param {Page} page
 */
async function seekSquadro(page) {
  await page.goto('/?game=squadro');
  await expect(page.locator('.quick h2')).toContainText('Squadro');
  await page.locator('#seek-clock').selectOption('5+3');
  await expect(page.locator('#seek-rated')).toBeChecked();
  await page.locator('button.seek-start').click();
}

/**
 * What a seat's page shows of a player's result in a finished view.
 * @param {any} view
 */
function outcomeOf(view) {
  const winners = view.result.winners;
  if (winners.length === 0 || winners.length === view.seats.length) return 'draw';
  return winners.includes(view.observer) ? 'win' : 'loss';
}

/**
 * A seat's line on the play page.
 * @param {Page} page
 * @param {number} seat from 1
 */
const seatLine = (page, seat) => page.locator('.seats li').nth(seat - 1);

/**
 * A finished rated game looks finished: the result in the heading and the status
 * line, no move box, Resign or draw offer, each name with its rating change, and
 * Rematch, New opponent and Replay; axe finds nothing grave, light or dark.
 * @param {Page} page
 * @param {string} result the result in words
 * @param {string[]} names
 */
async function finishedRated(page, result, names) {
  // The result is said once, in the result card beside the board.
  await expect(page.locator('.result')).toContainText(result);
  await expect(page.locator('h1')).not.toContainText(result);
  await expect(page.locator('form.typed')).toBeHidden();
  await expect(page.locator('.request-resign, .request-offer_draw, .request-abort')).toHaveCount(0);
  for (const name of names) {
    await expect(page.locator('.seats li', { hasText: name }).locator('.rating-change')).toHaveText(/^[+\u2212]\d+$/);
    await expect(page.locator('.seat-bar', { hasText: name }).locator('.rating-change')).toBeVisible();
  }
  for (const button of ['button.rematch', 'button.new-opponent', 'button.replay-game']) {
    await expect(page.locator(button)).toBeVisible();
  }
  await viewScreenshot(page, 'finished-rated');
  await audit(page, 'a finished rated game');
  // New opponent (in another tab of the same browser) seeks the same game again.
  const again = await page.context().newPage();
  await again.goto(page.url());
  await again.locator('button.new-opponent').click();
  await expect(again.locator('.seeking')).toContainText('Squadro · 5+3 (5 min + 3 s) · rated');
  await again.locator('button.seek-cancel').click();
  await expect(again.locator('button.seek-start')).toBeVisible();
  await again.close();
}

test('two players seek Squadro rated, play it out, see their ratings, and rematch with the seats swapped', async ({ browser }) => {
  const names = [freshName('ann'), freshName('ben')];
  const [ann, ben] = [await signUp(browser, names[0]), await signUp(browser, names[1])];
  const views = [viewsOf(ann), viewsOf(ben)];

  // Ann seeks first and waits; Ben sees her seek, then seeks the same: they pair.
  await seekSquadro(ann);
  await expect(ann.locator('.seeking')).toContainText('Looking for an opponent');
  await ben.goto('/?game=squadro');
  await expect(ben.locator('.seeks li', { hasText: names[0] })).toContainText('rated');
  await seekSquadro(ben);
  await Promise.all([ann.waitForURL(/\/play\//), ben.waitForURL(/\/play\//)]);
  expect(seatOf(ann).id).toBe(seatOf(ben).id);
  for (const page of [ann, ben]) {
    await expect(page.locator('.board svg')).toBeVisible();
    await expect(page.locator('h1')).toContainText('(rated)');
  }
  // Each page names both players, by their accounts.
  for (const page of [ann, ben]) {
    for (const name of names) await expect(page.locator('.seats')).toContainText(name);
  }
  await expect.poll(() => views[0].length > 0 && views[1].length > 0).toBe(true);
  const annSeat = views[0][views[0].length - 1].observer;
  const benSeat = views[1][views[1].length - 1].observer;
  expect([annSeat, benSeat].sort()).toEqual([1, 2]);
  await expect(seatLine(ann, annSeat)).toContainText(`${names[0]} (you)`);
  await expect(seatLine(ann, benSeat)).toContainText(names[1]);

  await playAllUntilOver([ann, ben], rng(35));
  await expect.poll(() => views.every((v) => v[v.length - 1].result !== null)).toBe(true);
  const outcomes = views.map((v) => outcomeOf(v[v.length - 1]));
  const game = seatOf(ann).id;
  await finishedRated(ann, views[0][views[0].length - 1].result_text, names);

  // Each finds the game and a new rating on their page: up for a win, down for a loss.
  for (const [i, page] of [ann, ben].entries()) {
    const mine = await page.context().newPage();
    await mine.goto('/');
    await mine.locator('.top .account a.me').click();
    await expect(mine).toHaveURL(new RegExp(`/players/${names[i]}$`));
    const rating = mine.locator('.rating[data-pool="squadro"]');
    // The game is rated as it ends; the page shows what was stored when it opened.
    await expect.poll(async () => {
      await mine.reload();
      await expect(mine.locator('#ratings-heading')).toBeVisible();
      return rating.count();
    }).toBe(1);
    await expect(rating).toContainText('1 rated game');
    const value = Number(await rating.locator('.rating-value').textContent());
    if (outcomes[i] === 'win') expect(value).toBeGreaterThan(1500);
    if (outcomes[i] === 'loss') expect(value).toBeLessThan(1500);
    await expect(rating.locator('svg.chart circle')).toHaveCount(1);
    if (i === 0) {
      // The chart's axis titles keep clear of its labels.
      const boxes = await rating.locator('svg.chart text').evaluateAll((texts) => texts.map((t) => {
        const b = t.getBoundingClientRect();
        return { title: t.classList.contains('axis-title'), left: b.left, right: b.right, top: b.top, bottom: b.bottom };
      }));
      for (const a of boxes.filter((b) => b.title)) {
        for (const b of boxes.filter((l) => !l.title)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
        }
      }
    }
    const row = mine.locator('table.games tbody tr', { has: mine.locator(`a[href="/replay/${game}"]`) });
    await expect(row.locator('.outcome')).toHaveText(outcomes[i]);
    await expect(row).toContainText(names[1 - i]);
    await expect(mine.locator('a.records')).toHaveAttribute('href', `/api/players/${names[i]}/records`);
    // One rated game: a provisional rating, on the leaderboard all the same, marked.
    if (outcomes[i] !== 'loss') {
      await mine.goto('/leaderboard/squadro');
      await expect(mine.locator('table.leaders tr', { hasText: names[i] })).toContainText('(provisional)');
    }
    await mine.close();
  }

  // A rematch: Ann offers, Ben sees it and accepts, and both pages move to the new
  // game, where each plays the other seat.
  await ann.locator('button.rematch').click();
  await expect(ann.locator('.rematch-offers')).toContainText('You offered a rematch');
  await expect(ben.locator('.offers')).toContainText('offers a rematch');
  await ben.locator('button.rematch').click();
  const moved = (/** @type {Page} */ page) => page.waitForURL((url) => url.pathname.startsWith('/play/') && !url.pathname.includes(game));
  await Promise.all([moved(ann), moved(ben)]);
  expect(seatOf(ann).id).toBe(seatOf(ben).id);
  for (const page of [ann, ben]) await expect(page.locator('.board svg')).toBeVisible();
  await expect.poll(() => views[0][views[0].length - 1].observer).toBe(benSeat);
  await expect.poll(() => views[1][views[1].length - 1].observer).toBe(annSeat);
  await expect(seatLine(ann, benSeat)).toContainText(`${names[0]} (you)`);
  await expect(seatLine(ben, annSeat)).toContainText(`${names[1]} (you)`);
  await expect(ann.locator('h1')).toContainText('(rated)');
  // The new game plays: whoever is to move now moves.
  const pick = rng(3);
  await expect.poll(async () => (await clickOne(ann, pick)) || (await clickOne(ben, pick))).toBe(true);
  await expect(ann.locator('.moves li')).not.toHaveCount(0);
  await expect(ben.locator('.moves li')).not.toHaveCount(0);
});

test('a guest seeks a casual game and a signed-in player accepts it from the open seeks', async ({ browser }) => {
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/?game=squadro');
  await expect(guest.locator('#seek-rated')).toHaveCount(0);
  await guest.locator('button.seek-start').click();
  await expect(guest.locator('.seeking')).toContainText('casual');

  const name = freshName('cat');
  const player = await signUp(browser, name);
  const offer = player.locator('.seeks li', { hasText: 'a guest' }).filter({ hasText: 'casual' }).first();
  await expect(offer).toBeVisible();
  // The default options go unsaid: no raw "key=value".
  await expect(offer).not.toContainText('=');
  await offer.locator('button.seek-accept').click();
  await Promise.all([guest.waitForURL(/\/play\//), player.waitForURL(/\/play\//)]);
  expect(seatOf(guest).id).toBe(seatOf(player).id);
  for (const page of [guest, player]) {
    await expect(page.locator('.board svg')).toBeVisible();
    await expect(page.locator('h1')).not.toContainText('(rated)');
  }
  // Each page names the player, and the guest as "you" on the guest's page.
  await expect(guest.locator('.seats')).toContainText(name);
  await expect(guest.locator('.seats')).toContainText('— you');
  await expect(player.locator('.seats')).toContainText(`${name} (you)`);
  await expect(player.locator('.seats')).toContainText('a guest');
});

test('a seek waits across a reload and can be cancelled', async ({ browser }) => {
  const name = freshName('dan');
  const page = await signUp(browser, name);
  await seekSquadro(page);
  await expect(page.locator('.seeking')).toBeVisible();
  // A reload keeps waiting on the same seek.
  await page.reload();
  await expect(page.locator('.seeking')).toBeVisible();
  await page.locator('button.seek-cancel').click();
  await expect(page.locator('button.seek-start')).toBeVisible();
  await expect(page.locator('.seeking')).toHaveCount(0);
  const open = await (await page.request.get('/api/seeks')).json();
  expect(open.seeks.filter((/** @type {any} */ s) => s.seeker === name)).toEqual([]);
  // Another page sees no seek of hers.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/?game=squadro');
  await expect(other.locator('.seeks h2')).toBeVisible();
  await expect(other.locator('.seeks')).not.toContainText(name);
});

test('sign out, a wrong password refused in words, sign in again, and change the password', async ({ browser, pageErrors }) => {
  pageErrors.expect(/status of 401/, 'the wrong password is answered 401, which the browser logs');
  const name = freshName('eve');
  const page = await signUp(browser, name);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill('not the password');
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.account-form [role="alert"]')).toHaveText('wrong name or password');
  await page.locator('#account-password').fill(PASSWORD);
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(name);

  await page.goto(`/players/${name}`);
  await page.locator('#password-old').fill(PASSWORD);
  await page.locator('#password-new').fill('a new password here');
  await page.locator('#password-again').fill('a new password here');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.password-form [role="status"]')).toContainText('Password changed');
  // Still signed in here; the new password signs in elsewhere.
  await page.reload();
  await expect(page.locator('.top .account a.me')).toHaveText(name);
  const other = await browser.newContext();
  const signIn = await other.request.post('/api/session', { data: { name, password: 'a new password here' } });
  expect(signIn.status()).toBe(200);
});

test('a signed-in creator plays as themself; a guest still plays by link as before', async ({ browser }) => {
  const name = freshName('fay');
  const host = await signUp(browser, name);
  await startGame(host, 'squadro', ['me', 'friend']);
  await expect(seatLine(host, 1)).toContainText(`${name} (you)`);
  const invite = await host.locator('.share input').first().inputValue();
  expect(invite).toMatch(/\/play\/\w+\?seat=2&token=\w+/);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(invite);
  await expect(guest.locator('.board svg')).toBeVisible();
  await expect(seatLine(guest, 2)).toContainText('you');
  await expect(seatLine(guest, 1)).toContainText(name);
  await expect(seatLine(host, 2)).toContainText('a guest');
  const pick = rng(11);
  await expect.poll(async () => (await clickOne(host, pick)) || (await clickOne(guest, pick))).toBe(true);
  await expect(guest.locator('.moves li')).not.toHaveCount(0);
  await expect(host.locator('.moves li')).not.toHaveCount(0);

  // A guest alone: a game from the lobby, a friend by link in a fresh browser.
  const alone = await (await browser.newContext()).newPage();
  await startGame(alone, 'squadro', ['me', 'friend']);
  await expect(alone.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const link = await alone.locator('.share input').first().inputValue();
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(link);
  await expect(friend.locator('.board svg')).toBeVisible();
  await expect(seatLine(alone, 1)).toContainText('you');
  await expect(seatLine(alone, 2)).toContainText('a guest');
  await expect.poll(async () => (await clickOne(alone, pick)) || (await clickOne(friend, pick))).toBe(true);
  await expect(friend.locator('.moves li')).not.toHaveCount(0);
  expect(await isOver(alone)).toBe(false);
});

test('the page of a name nobody has says there is no such player', async ({ page, pageErrors }) => {
  pageErrors.expect(/status of 404/, 'the page asks for a player who does not exist: the server answers 404, which Chromium logs');
  await page.goto('/players/nobody0here');
  await expect(page.getByRole('alert')).toHaveText('No player named nobody0here');
});
