// @ts-check
// The client in other languages: the header's picker (French chosen, kept across a
// reload by its cookie, `<html lang>` set; a signed-in player's choice also sent to
// the account); the main pages in the pseudo-language `en-XA`, where every word of
// the client's own is accented and longer — none is left in English, and no page
// scrolls sideways at a desktop's or a phone's width; and a picture of each game's
// page in each language (test-results/languages/GAME-LANG.png).
import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures.js';
import { GAMES } from './board-size.js';

/** @typedef {import('@playwright/test').Page} Page */

const LANGS = ['en', 'it', 'fr', 'es', 'de'];
const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];
/** Marks of the pseudo-language: a text of the client's carries at least one. */
const PSEUDO_MARK = /[~áēïöūçñšýÅÉÎØÜÇÑŠ]/;
/** Words that are the same in every language: names of the site, formats, languages. */
const SAME_IN_EVERY_LANGUAGE = ['Cubist', 'JSON', 'Glicko-2', 'Weng-Lin', 'English', 'Italiano', 'Français', 'Español', 'Deutsch'];

test('choosing Français shows French, keeps it across a reload, and sets <html lang>', async ({ page }) => {
  await page.goto('/?game=squadro');
  await expect(page.locator('main h1')).toHaveText('Play a cube game');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('#language').selectOption('fr');
  await expect(page.locator('main h1')).toHaveText('Jouer à un jeu de cubes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.top nav a').first()).toHaveText('Jouer');
  await expect(page.locator('#language')).toHaveValue('fr');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('fr');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);
  await page.reload();
  await expect(page.locator('main h1')).toHaveText('Jouer à un jeu de cubes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // `?lang=` outranks the cookie, for one page.
  await page.goto('/?game=squadro&lang=de');
  await expect(page.locator('main h1')).toHaveText('Ein Würfelspiel spielen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a signed-in player\'s choice is sent to the account too', async ({ page, pageErrors }) => {
  pageErrors.allow(/api\/me\/language/, 'the account\'s language setting may not be served yet');
  await page.goto('/?game=squadro');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(`lang${Math.random().toString(36).slice(2, 8)}`);
  await page.locator('#account-password').fill('a fine long password');
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toBeVisible();
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/me/language'));
  await page.locator('#language').selectOption('de');
  expect((await sent).postDataJSON()).toEqual({ lang: 'de' });
  await expect(page.locator('main h1')).toHaveText('Ein Würfelspiel spielen');
  await expect(page.locator('.top .account .sign-out')).toHaveText('Abmelden');
});

/**
 * The text the page shows (text nodes, and the attributes people read), outside the
 * boards' pictures, with no mark of the pseudo-language: each is client text left in
 * English unless the server sent it.
 * @param {Page} page
 */
async function unmarked(page) {
  return page.evaluate(({ mark, same }) => {
    const marks = new RegExp(mark);
    /** @type {string[]} */
    const found = [];
    /** @param {string|null} text */
    const check = (text) => {
      const s = (text ?? '').trim();
      if (/[A-Za-z]{2,}/.test(s) && !marks.test(s) && !same.includes(s)) found.push(s);
    };
    // Not the client's: the boards' pictures, the board as text and a game's rules (the
    // server's, drawn from Markdown); the picker's languages, each in itself.
    const skip = 'svg, script, style, noscript, pre.board-text, .rules, [lang]:not(html)';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest(skip) || parent.closest('[hidden]')) continue;
      check(n.textContent);
    }
    for (const e of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (e.closest(skip)) continue;
      for (const a of ['aria-label', 'title', 'placeholder']) if (e.hasAttribute(a)) check(e.getAttribute(a));
    }
    check(document.title);
    return found;
  }, { mark: PSEUDO_MARK.source, same: SAME_IN_EVERY_LANGUAGE });
}

/**
 * Every text the server sent to `page` (its API's answers and its socket's messages),
 * from now on: a text on the page that is the server's is not the client's to translate.
 * @param {Page} page
 */
function serverWords(page) {
  const said = { text: '' };
  page.on('response', async (r) => {
    if (!/\/api\//.test(r.url())) return;
    try {
      said.text += JSON.stringify(await r.json());
    } catch { /* not JSON */ }
  });
  page.on('websocket', (ws) => ws.on('framereceived', (f) => { said.text += String(f.payload); }));
  return said;
}

/**
 * The client's own English left on the page: unmarked text that the server did not send.
 * @param {Page} page
 * @param {{text: string}} said
 */
async function englishLeft(page, said) {
  // Compared without case and closing stops: the client starts the server's words
  // with a capital and ends them with a full stop.
  const corpus = said.text.replace(/\\n/g, '\n').replace(/\\"/g, '"').toLowerCase();
  return (await unmarked(page)).filter((s) => !s.split(/\s*(?:·|—|:|,|\n)\s*/)
    .map((p) => p.replace(/^\d+\.\s*/, '').replace(/[.]$/, '').toLowerCase()).filter((p) => /[a-z]{2,}/.test(p))
    .every((p) => corpus.includes(p) || SAME_IN_EVERY_LANGUAGE.includes(p)));
}

/**
 * A guest's game against the computer at `game`: the seat's address.
 * @param {Page} page
 * @param {string} game
 */
async function computerGame(page, game) {
  const made = await (await page.request.post('/api/games', { data: { game, seats: ['human', 'easy'] } })).json();
  return made.seats[0].url;
}

for (const size of SIZES) {
  test(`the main pages in en-XA keep no English of the client's and fit ${size.width}×${size.height}`, async ({ page, context, baseURL }) => {
    await page.setViewportSize(size);
    await context.addCookies([{ name: 'lang', value: 'en-XA', url: /** @type {string} */ (baseURL) }]);
    const said = serverWords(page);
    const name = `xa${Math.random().toString(36).slice(2, 8)}`;
    // The server's words the pages show: the games' names, summaries and options, the
    // lessons and puzzles, the lists of games and seeks (with other players' names),
    // and the account's name; read again on each look, as they change.
    const lists = ['/api/catalog', '/api/learn', '/api/puzzles', '/api/puzzles/daily', '/api/seeks',
      '/api/games?status=open', '/api/games?status=running', '/api/games?status=over', '/api/tournaments'];
    const reread = async () => {
      for (const path of lists) said.text += await (await page.request.get(path)).text();
    };
    said.text += name;
    // A player page needs an account: one made by the API, for this browser.
    expect((await page.request.post('/api/accounts', { data: { name, password: 'a fine long password' } })).ok()).toBe(true);
    await page.goto('/');
    await page.evaluate((n) => localStorage.setItem('cubist.account', n), name);
    const pages = [
      { url: '/?game=squadro', ready: '.preview > svg' },
      ...await Promise.all(GAMES.map(async (game) => ({ url: await computerGame(page, game), ready: '.board svg' }))),
      { url: '/games', ready: 'main h1' },
      { url: '/puzzles', ready: 'main ul a' },
      { url: '/puzzles/squadro', ready: '.board svg' },
      { url: '/tournaments', ready: '.tournament-create h2' },
      { url: `/players/${name}`, ready: 'main h1' },
    ];
    for (const { url, ready } of pages) {
      await page.goto(url);
      // A seat's view, read again on each look: its moves in words are the server's.
      const seat = /^\/play\/([^?]+)\?seat=\d+&token=(\w+)/.exec(url);
      const view = async () => {
        await reread();
        if (seat) said.text += await (await page.request.get(`/api/games/${seat[1]}?token=${seat[2]}`)).text();
      };
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      // Settled: the page's first answers are in.
      await page.waitForLoadState('networkidle').catch(() => {});
      // Polled: a computer's move may show before its message reaches this side.
      await expect.poll(async () => { await view(); return englishLeft(page, said); }, { message: `English left on ${url}`, timeout: 5000 }).toEqual([]);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, `${url} scrolls sideways by ${wide} px`).toBeLessThanOrEqual(0);
    }
  });
}

test('a picture of each game\'s page in each language', async ({ page, context, baseURL }) => {
  mkdirSync('test-results/languages', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const game of GAMES) {
    const url = await computerGame(page, game);
    for (const lang of LANGS) {
      await context.addCookies([{ name: 'lang', value: lang, url: /** @type {string} */ (baseURL) }]);
      await page.goto(url);
      await expect(page.locator('.board svg')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.screenshot({ path: `test-results/languages/${game}-${lang}.png` });
    }
  }
});
