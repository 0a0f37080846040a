// @ts-check
// Chat in a game: two players in two browsers write to each other, markup arrives as
// text, a muted player stays muted after a reload, and the panel passes the audit.
// With CUBIST_TEST_POSTGRES, the two players are on two `cubist serve` instances
// sharing one fresh PostgreSQL database.
import { execFileSync } from 'node:child_process';
import { test, expect } from './fixtures.js';
import { audit } from './axe.js';
import { twoPlayers } from './helpers.js';
import { startServe } from './serve.js';

/** @typedef {import('@playwright/test').Page} Page */

const MARKUP = '<b>x</b><img src=x onerror=alert(1)>';

/**
 * Write in the players' room.
 * @param {Page} page
 * @param {string} text
 */
async function say(page, text) {
  const box = page.locator('.chat');
  await box.getByLabel('Message to the players').fill(text);
  await box.getByRole('button', { name: 'Send' }).click();
}

/**
 * The texts shown, in order.
 * @param {Page} page
 */
function texts(page) {
  return page.locator('.chat-list .chat-text');
}

/**
 * Fail on any dialog: markup that ran would open one.
 * @param {Page} page
 */
function noDialogs(page) {
  page.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
}

test('two players chat, markup shows as text, and a mute is remembered', async ({ browser }) => {
  const { alice, bob } = await twoPlayers(browser, 'squadro');
  noDialogs(alice);
  noDialogs(bob);
  await say(alice, MARKUP);
  for (const page of [alice, bob]) {
    await expect(texts(page)).toHaveText([MARKUP]);
    await expect(page.locator('.chat-list b, .chat-list img')).toHaveCount(0);
  }
  await say(bob, 'hello back');
  await expect(texts(alice)).toHaveText([MARKUP, 'hello back']);
  await audit(alice, 'a game with its chat');

  await alice.getByRole('button', { name: 'Mute Player 2' }).click();
  await expect(texts(alice)).toHaveText([MARKUP]);
  await alice.reload();
  await expect(alice.getByRole('button', { name: 'Unmute everyone' })).toBeVisible();
  await expect(texts(alice)).toHaveText([MARKUP]);
  await alice.context().close();
  await bob.context().close();
});

/**
 * A fresh PostgreSQL database on the server CUBIST_TEST_POSTGRES names; its URL and
 * how to drop it.
 * @param {string} admin
 */
function freshDatabase(admin) {
  const name = `cubist_web_chat_${process.pid}_${Date.now()}`;
  execFileSync('psql', [admin, '-q', '-c', `CREATE DATABASE ${name}`]);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => execFileSync('psql', [admin, '-q', '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

/**
 * `cubist serve` on `db`, as tests/serve.js starts the run's: its address and how to
 * stop it.
 * @param {string} db
 */
function instance(db) {
  return startServe(/** @type {string} */ (process.env.CUBIST_SERVED_BIN), db);
}

test('two players on two instances chat (PostgreSQL)', async ({ browser }) => {
  const admin = process.env.CUBIST_TEST_POSTGRES;
  test.skip(!admin, 'set CUBIST_TEST_POSTGRES=postgres://USER@HOST:PORT/DB to run the two-instance chat');
  const db = freshDatabase(/** @type {string} */ (admin));
  const [a, b] = [await instance(db.url), await instance(db.url)];
  try {
    const created = await fetch(`${a.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'squadro', seats: ['human', 'human'] }),
    }).then((r) => r.json());
    const pages = await Promise.all([a, b].map(async (server, i) => {
      const page = await (await browser.newContext()).newPage();
      noDialogs(page);
      await page.goto(server.url + created.seats[i].url);
      await expect(page.locator('.chat form')).toBeVisible();
      return page;
    }));
    await say(pages[0], MARKUP);
    await expect(texts(pages[1])).toHaveText([MARKUP]);
    await say(pages[1], 'from the other instance');
    await expect(texts(pages[0])).toHaveText([MARKUP, 'from the other instance']);
    await expect(pages[0].locator('.chat-list b, .chat-list img')).toHaveCount(0);
    for (const page of pages) await page.context().close();
  } finally {
    await a.stop();
    await b.stop();
    db.drop();
  }
});
