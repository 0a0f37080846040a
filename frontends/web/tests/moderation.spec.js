// @ts-check
// Moderation in three browsers: after a game, a player reports the other from the
// game's page; the operator makes a moderator with `cubist admin grant`; the moderator
// opens /mod, sees the report with its game and the game's chat, and closes the reported account; the
// closed player's session ends.
import { execFileSync } from 'node:child_process';
import { test, expect } from './fixtures.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */

const PASSWORD = 'correct horse battery';

/** A name no other test of this run uses. */
function freshName(/** @type {string} */ stem) {
  return `${stem}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A new browser whose person signs up from the lobby's header.
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
  return page;
}

/**
 * A request from `page`'s own origin, with its cookie (as the page's scripts send it).
 * @param {Page} page
 * @param {string} path
 * @param {any} [body] POSTed as JSON when given
 */
async function call(page, path, body) {
  return page.evaluate(async ([p, b]) => {
    const init = b === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) };
    const r = await fetch(p, init);
    return { status: r.status, json: await r.json().catch(() => null) };
  }, /** @type {[string, any]} */ ([path, body]));
}

test('a report after a game reaches a moderator, who closes the account and ends its session', async ({ browser, pageErrors }) => {
  pageErrors.expect(/status of 401/, 'the closed player\'s page asks /api/me and is answered 401: signed out');
  pageErrors.allow(/WebSocket connection to .* failed/, 'the closed player\'s game socket is refused if it reconnects after the session ended');
  const reporter = freshName('rep');
  const reported = freshName('mal');
  const moderator = freshName('mod');
  const rep = await signUp(browser, reporter);
  const mal = await signUp(browser, reported);
  const mod = await signUp(browser, moderator);

  // A rated game between the two (its seats held by their accounts): each makes a
  // first move, then the reporter resigns.
  const created = await call(rep, '/api/games', { game: 'squadro', seats: ['me', 'human'], rated: true });
  expect(created.status).toBe(201);
  const id = created.json.id;
  const [mine, theirs] = created.json.seats;
  await mal.goto(theirs.url);
  await expect(mal.locator('.board')).toBeVisible();
  for (let ply = 0; ply < 2; ply += 1) {
    const view = (await call(rep, `/api/games/${id}?token=${mine.token}`)).json;
    const [page, seat] = view.to_move[0] === 1 ? [rep, mine] : [mal, theirs];
    const seen = (await call(page, `/api/games/${id}?token=${seat.token}`)).json;
    const moved = await call(page, `/api/games/${id}/actions`, { token: seat.token, action: seen.legal[0], ply });
    expect(moved.status).toBe(200);
  }
  expect((await call(rep, `/api/games/${id}/resign`, { token: mine.token })).status).toBe(200);

  // A chat message is reported only once the reporter says so.
  const chat = mal.locator('.chat');
  await chat.getByLabel('Message to the players').fill('you only won by luck');
  await chat.getByRole('button', { name: 'Send' }).click();
  await rep.goto(mine.url);
  const line = rep.locator('.chat-list li', { hasText: 'you only won by luck' });
  const report = line.getByRole('button', { name: `Report this message by ${reported}` });
  await report.click();
  await expect(line).toContainText('Report this message to the moderators?');
  await line.getByRole('button', { name: 'Cancel' }).click();
  await report.click();
  await line.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(rep.locator('.chat-said')).toHaveText(`The message by ${reported} was reported: the moderators will read it.`);

  // The reporter's page of the game offers to report the other player.
  await expect(rep.locator('p.over')).toContainText('Game over');
  await rep.getByRole('link', { name: `Report ${reported}` }).click();
  await expect(rep).toHaveURL(new RegExp(`/players/${reported}\\?report=${id}`));
  await expect(rep.locator('#report-game')).toHaveValue(id);
  await rep.locator('#report-reason').selectOption('cheating');
  await rep.locator('#report-text').fill('moved like an engine all game');
  await rep.getByRole('button', { name: 'Send report' }).click();
  await expect(rep.locator('.report-said')).toContainText('the moderators will read your report');

  // The operator makes a moderator from the command line, on the site's database.
  const bin = /** @type {string} */ (process.env.CUBIST_SERVED_BIN);
  const db = /** @type {string} */ (process.env.CUBIST_SERVED_DB);
  execFileSync(bin, ['admin', '--db', db, 'grant', moderator, 'moderator', '--why', 'the browser test'], { stdio: 'pipe' });

  await mod.goto('/mod');
  const row = mod.locator('tr[data-report]', { hasText: 'moved like an engine all game' });
  await expect(row).toContainText(reported);
  await expect(row).toContainText('cheating');
  await expect(row).toContainText('moved like an engine all game');
  await expect(row.getByRole('link', { name: /Squadro/ })).toHaveAttribute('href', `/replay/${id}`);
  // The game's chat, both rooms, opens under it.
  await row.locator('.mod-chat summary').click();
  const said = row.locator('.mod-chat-lines li', { hasText: 'you only won by luck' });
  await expect(said).toContainText(`Players: ${reported}`);
  // The reason is asked on the page; a dialog left empty or cancelled does nothing.
  await row.getByRole('button', { name: 'Close account' }).click();
  const why = mod.getByRole('dialog', { name: `Close account: ${reported}` });
  await expect(why).toBeVisible();
  await why.getByRole('button', { name: 'Cancel' }).click();
  await expect(why).toHaveCount(0);
  await expect(mod.locator('.mod-said')).toHaveText('');
  await row.getByRole('button', { name: 'Close account' }).click();
  await why.getByLabel(/Why\?/).fill('engine use, see the replay');
  await why.getByRole('button', { name: 'Close account' }).click();
  await expect(mod.locator('.mod-said')).toHaveText(`Close account: done (${reported}).`);

  // The closed player's session has ended: their next page is a guest's.
  await mal.goto('/?game=squadro');
  await expect(mal.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await call(mal, '/api/me')).status).toBe(401);
  // The audit log shows the close, with its reason.
  await mod.goto('/mod/log');
  const closed = mod.locator('tr', { hasText: 'engine use, see the replay' });
  await expect(closed).toContainText('Account closed');
  await expect(mod.locator('table.audit')).not.toContainText('report_done');
  // Fewer entries than a page: nothing older to ask for.
  await expect(mod.getByRole('button', { name: 'Older' })).toBeHidden();
});
