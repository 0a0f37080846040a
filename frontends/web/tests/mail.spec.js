// @ts-check
// E-mail in the browser, on a site started with --smtp beside a mail server of the
// test's own: a player sets an address on their page, opens the link mailed to it,
// and later, signed out, has a reset link mailed from /recover and sets a new password
// with it. On the run's site, which has no --smtp, none of it shows.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audit } from './axe.js';
import { test, expect } from './fixtures.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';

/**
 * A mail server on loopback, answering SMTP as a relay does: each message's text, in
 * order, with quoted-printable soft breaks and `=3D` undone.
 */
async function mailServer() {
  /** @type {string[]} */
  const mails = [];
  /** @type {(() => void)[]} */
  let waiting = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data = null;
    // A client may reset the connection rather than close it (after QUIT, or when it
    // gives up on a message): a relay lets it go, and so does this one.
    socket.on('error', () => socket.destroy());
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== null) {
          if (line === '.') {
            mails.push(data.replaceAll('=\r\n', '').replaceAll('=3D', '='));
            data = null;
            waiting.forEach((wake) => wake());
            waiting = [];
            socket.write('250 queued\r\n');
          } else {
            data += `${line.startsWith('.') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') { data = ''; socket.write('354 go on\r\n'); }
        else if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (/^(MAIL|RCPT|RSET|NOOP)/.test(command)) socket.write('250 ok\r\n');
        else socket.write('502 not here\r\n');
      }
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(null)));
  const port = /** @type {net.AddressInfo} */ (server.address()).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The `count`-th message (from 1), once it has come. */
    async message(/** @type {number} */ count) {
      while (mails.length < count) await new Promise((wake) => waiting.push(() => wake(null)));
      return mails[count - 1];
    },
    close() { server.close(); },
  };
}

/** A port free now on loopback, for a site that must know its own address. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', () => ok(null)));
  const port = /** @type {net.AddressInfo} */ (probe.address()).port;
  await new Promise((ok) => probe.close(() => ok(null)));
  return port;
}

/**
 * `cubist serve` with --smtp to `smtp`, on a fresh database: its address and how to
 * stop it.
 * @param {string} smtp
 */
async function siteWithMail(smtp) {
  const dir = mkdtempSync(join(tmpdir(), 'cubist-mail-'));
  const site = `http://127.0.0.1:${await freePort()}`;
  const server = spawn(/** @type {string} */ (process.env.CUBIST_SERVED_BIN), ['serve',
    '--addr', site.slice('http://'.length), '--db', `sqlite:${join(dir, 'games.db')}`,
    '--rate', '1000', '--burst', '5000', '--site-url', site, '--smtp', smtp,
    '--address-computer-games', '10000', '--account-computer-games', '10000'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, CUBIST_DATA_DIR: dir, RUST_LOG: 'warn' },
  });
  await new Promise((ok, fail) => {
    let out = '';
    server.on('exit', (code) => fail(new Error(`cubist serve exited (${code}): ${out}`)));
    server.stdout?.on('data', (chunk) => {
      out += chunk;
      if (/serving at/.test(out)) ok(null);
    });
  });
  return {
    site,
    stop() {
      server.kill('SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new browser whose person signs up at `site` from the header.
 * @param {Browser} browser
 * @param {string} site
 * @param {string} name
 */
async function signUp(browser, site, name) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${site}/`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill(PASSWORD);
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(name);
  return page;
}

/**
 * The link to `site` + `path` + TOKEN in `mail`.
 * @param {string} mail
 * @param {string} prefix
 */
function linkIn(mail, prefix) {
  const found = new RegExp(`${prefix.replace(/[.:/]/g, '\\$&')}[0-9a-f]{64}`).exec(mail);
  expect(found, `a link to ${prefix} in:\n${mail}`).not.toBeNull();
  return /** @type {RegExpExecArray} */ (found)[0];
}

test('an address verified by its mailed link, then a password reset by mail', async ({ browser }) => {
  const mail = await mailServer();
  const { site, stop } = await siteWithMail(mail.url);
  try {
    const name = `mail${Math.random().toString(36).slice(2, 8)}`;
    const page = await signUp(browser, site, name);
    await page.goto(`${site}/players/${name}`);
    const section = page.locator('section.email');
    await expect(section.getByRole('heading', { name: 'E-mail address' })).toBeVisible();
    await expect(section).toContainText('No e-mail address');
    await section.locator('#email-address').fill(`${name}@example.org`);
    await section.locator('#email-password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Set the address' }).click();
    await expect(section).toContainText('not verified yet');
    await audit(page, 'own page with an e-mail address');

    const verify = linkIn(await mail.message(1), `${site}/email/`);
    const phone = await (await browser.newContext()).newPage();
    await phone.goto(verify);
    await expect(phone.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
    await page.reload();
    await expect(page.locator('section.email')).toContainText(`${name}@example.org, verified`);

    // Signed out, on another device: a reset link by mail.
    const other = await (await browser.newContext()).newPage();
    await other.goto(`${site}/recover`);
    const form = other.locator('form[aria-labelledby="mail-reset-heading"]');
    await form.locator('#mail-name').fill(name);
    await form.getByRole('button', { name: 'Mail me a link' }).click();
    await expect(form.getByRole('status')).toContainText(`If ${name} has a verified e-mail address`);
    await audit(other, 'the recovery page with a reset by mail');
    const reset = linkIn(await mail.message(2), `${site}/reset/`);
    await other.goto(reset);
    await other.locator('#reset-password').fill(NEW_PASSWORD);
    await other.locator('#reset-again').fill(NEW_PASSWORD);
    await other.getByRole('button', { name: 'Set the new password' }).click();
    await expect(other.getByRole('status')).toContainText(`The password of ${name} is set`);
  } finally {
    stop();
    mail.close();
  }
});

test('a site without --smtp shows nothing of e-mail', async ({ browser }) => {
  const name = `plain${Math.random().toString(36).slice(2, 8)}`;
  const page = await signUp(browser, /** @type {string} */ (process.env.CUBIST_URL), name);
  await page.goto(`/players/${name}`);
  await expect(page.getByRole('heading', { name: 'Recovery code' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/mail/i);
  await page.goto('/recover');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/mail/i);
  expect(await page.locator('meta[name="cubist-mail"]').count()).toBe(0);
});
