// @ts-check
// The page audit: every kind of page at 1280×800 and on a phone (390×844), in the
// light and the dark scheme, is measured once it has settled: nothing wider than the
// window, the layout shift of its first seconds (CLS, by the browser's own
// 'layout-shift' entries), the board whole in the window at the desktop size, no text
// drawn larger than TEXT_MAX_PX outside headings and the board's picture (SVG text,
// as in the panels beside the board, counted at its drawn size),
// and axe's serious and critical rules. A picture of each goes to
// test-results/audit/PAGE-SIZE-SCHEME.png, and the figures to
// test-results/audit/table.txt (docs/web.md, "Page audit"). With CUBIST_AUDIT_REPORT
// set the figures are printed and nothing is asserted (to measure a page as it is).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.js';
import { GAMES } from './board-size.js';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').APIRequestContext} Request */

const REPORT_ONLY = !!process.env.CUBIST_AUDIT_REPORT;
/** The most layout shift a page may have in its first seconds (web.dev's "good"). */
const CLS_MAX = 0.1;
/** The largest text drawn outside headings, in CSS pixels. */
const TEXT_MAX_PX = 32;
/** A page has settled when nothing shifted or changed for this long, in ms... */
const QUIET_MS = 600;
/** ...or at the latest this long after it was ready, in ms (a page with a live clock never is quiet). */
const SETTLE_MAX_MS = 3000;
const OUT = 'test-results/audit';
/**
 * With CUBIST_WEB_DIR set, the client's files are served from that directory instead
 * of the binary's: a change to a style sheet is audited without building the server.
 */
const WEB_DIR = process.env.CUBIST_WEB_DIR;

const SIZES = /** @type {const} */ ([
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
]);
const SCHEMES = /** @type {const} */ (['light', 'dark']);

/**
 * One page to audit: its address (given the fixtures made in `beforeAll`), what shows
 * it is drawn, whether its board must be whole in a desktop window, and whether it is
 * seen signed in.
 * @typedef {{name: string, url: (f: Fixtures) => string, ready: string, board?: boolean,
 *   signedIn?: boolean, errors?: RegExp, serial?: boolean}} Audited
 * @typedef {{seats: Record<string, string>, finished: string, reviewed: string, name: string,
 *   state: any}} Fixtures
 */

/** @type {Audited[]} */
const PAGES = [
  { name: 'lobby', url: () => '/?game=squadro', ready: '.preview > svg' },
  { name: 'learn', url: () => '/learn', ready: '.learn-list a' },
  ...GAMES.map((game) => ({ name: `lesson-${game}`, url: () => `/learn/${game}`, ready: '.board svg' })),
  ...GAMES.map((game) => ({ name: `play-${game}`, url: (/** @type {Fixtures} */ f) => f.seats[game], ready: '.board svg', board: true })),
  { name: 'finished', url: (f) => f.finished, ready: '.result .over', signedIn: true },
  { name: 'replay-review', url: (f) => `/replay/${f.reviewed}#review`, ready: '.review-table tbody tr', signedIn: true },
  { name: 'open-record', url: () => '/replay', ready: 'main h1' },
  // The analysis board's searches are few at a time per address: its pages are audited one after another.
  { name: 'analysis', url: (f) => `/analysis/${f.reviewed}`, ready: '.board svg', board: true, serial: true },
  { name: 'analysis-new', url: () => '/analysis?game=squadro', ready: '.board svg', board: true, serial: true },
  { name: 'puzzles', url: () => '/puzzles', ready: 'main ul a' },
  { name: 'puzzle-squadro', url: () => '/puzzles/squadro', ready: '.board svg', board: true },
  // The fixture has puzzles of Squadro only: Tilt's page says there are none (the
  // server answers its request for the next puzzle 404).
  { name: 'puzzle-none', url: () => '/puzzles/tilt', ready: '.lesson-words .alert:not(:empty)', errors: /response 404|status of 404/ },
  { name: 'puzzle-history', url: () => '/puzzles/history', ready: 'main h1', signedIn: true },
  { name: 'my-games', url: () => '/games', ready: 'main table', signedIn: true },
  { name: 'player', url: (f) => `/players/${f.name}`, ready: 'main h1', signedIn: true },
  { name: 'leaderboard', url: () => '/leaderboard/squadro', ready: 'main h1' },
  { name: 'tournaments', url: () => '/tournaments', ready: '.tournament-list h2', signedIn: true },
  { name: 'recover', url: () => '/recover', ready: 'main form' },
  { name: 'moderation', url: () => '/mod', ready: 'main h1', signedIn: true },
  { name: 'unknown-game', url: () => '/play/nosuchgame1', ready: '.no-such-game', errors: /response 404|WebSocket connection .* failed|status of 404/ },
];

/** @type {Fixtures} */
const fixtures = { seats: {}, finished: '', reviewed: '', name: '', state: undefined };
/** Each page's figures, one JSON line each: the table is written from them however many workers the run took. */
const ROWS = `${OUT}/rows.jsonl`;

/**
 * @typedef {{page: string, size: string, scheme: string, ready: boolean, cls: number,
 *   shifts: string, scroll: number, width: number, boardBottom: number|null, boardRight: number|null,
 *   height: number, text: number, textWhat: string, axe: string[]}} Row
 */

test.describe.configure({ timeout: 3 * 60 * 1000 });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  fixtures.name = `aud${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/?game=squadro');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(fixtures.name);
  await page.locator('#account-password').fill('a fine long password');
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(fixtures.name);
  // The server holds the same SQLite file: a grant that finds it locked is tried again.
  await expect(() => execFileSync(/** @type {string} */ (process.env.CUBIST_SERVED_BIN),
    ['admin', '--db', /** @type {string} */ (process.env.CUBIST_SERVED_DB), 'grant', fixtures.name, 'moderator', '--why', 'the page audit'],
    { stdio: 'pipe' })).toPass({ timeout: 30_000 });
  const request = context.request;
  for (const game of GAMES) {
    const made = await post(request, '/api/games', { game, seats: ['human', 'human'] });
    fixtures.seats[game] = made.seats[0].url;
  }
  // A running game of the account's own, listed on its My games page.
  await post(request, '/api/games', { game: 'squadro', seats: ['me', 'human'] });
  const { id, token } = await squadroPlayed(request, 8);
  fixtures.finished = `/play/${id}?token=${token}`;
  fixtures.reviewed = id;
  await post(request, `/api/games/${id}/review`, { token });
  await expect.poll(async () => (await (await request.get(`/api/games/${id}/review`)).json()).status,
    { timeout: 60_000 }).toBe('done');
  fixtures.state = await context.storageState();
  await context.close();
});

/**
 * POST JSON as a page of this site would (its Origin), and the JSON answered.
 * @param {Request} request
 * @param {string} path
 * @param {any} data
 */
async function post(request, path, data) {
  const reply = await request.post(path, { data, headers: { origin: new URL(String(process.env.CUBIST_URL)).origin } });
  expect(reply.ok(), `${path}: ${await reply.text()}`).toBe(true);
  return reply.json();
}

/**
 * A game of Squadro between the account (seat 1) and a guest seat of this request's, `moves` moves long (the first
 * legal move each time), resigned by seat 1: its id and seat 1's token.
 * @param {Request} request
 * @param {number} moves
 */
async function squadroPlayed(request, moves) {
  const made = await post(request, '/api/games', { game: 'squadro', seats: ['me', 'human'] });
  /** @type {string[]} */
  const tokens = made.seats.map((/** @type {{token: string}} */ s) => s.token);
  for (let ply = 0; ply < moves; ply += 1) {
    const view = await (await request.get(`/api/games/${made.id}?token=${tokens[0]}`)).json();
    const seat = view.to_move[0];
    const mine = await (await request.get(`/api/games/${made.id}?token=${tokens[seat - 1]}`)).json();
    await post(request, `/api/games/${made.id}/actions`, { token: tokens[seat - 1], action: mine.legal[0], ply });
  }
  await post(request, `/api/games/${made.id}/resign`, { token: tokens[0] });
  return { id: /** @type {string} */ (made.id), token: tokens[0] };
}

/** Count every layout shift from the page's start, and when anything last shifted or changed. */
function observeShifts() {
  const w = /** @type {any} */ (window);
  w.auditCls = 0;
  w.auditShifts = [];
  w.auditChanged = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      w.auditChanged = performance.now();
      if (entry.hadRecentInput) continue;
      w.auditCls += entry.value;
      const moved = (entry.sources || []).map((/** @type {any} */ s) => {
        const n = s.node;
        return n && n.nodeType === 1 ? `${n.tagName.toLowerCase()}${n.className && typeof n.className === 'string' ? `.${n.className.split(' ')[0]}` : ''}` : '#text';
      });
      w.auditShifts.push(`${entry.value.toFixed(2)}@${Math.round(entry.startTime)}[${moved.join(',')}]`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => { w.auditChanged = performance.now(); })
      .observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** What the page measures of itself: see `Row`. */
function measurePage() {
  const board = document.querySelector('.board svg')?.getBoundingClientRect();
  let text = 0;
  let textWhat = '';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim()) continue;
    // Headings may be large; the board's own lettering (coordinates, a piece's letter)
    // grows with the board by design (docs/pictures.md): neither counts.
    if (el.closest('h1, h2, h3, h4, h5, h6, .visually-hidden, [hidden], noscript, title, style, script, .board svg, .preview svg')) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGGraphicsElement) {
      const m = el.getScreenCTM();
      if (m) size *= Math.hypot(m.a, m.b);
    }
    if (size > text) {
      text = size;
      textWhat = `${el.tagName.toLowerCase()}${el.getAttribute('class') ? `.${el.getAttribute('class')?.split(' ')[0]}` : ''} "${node.textContent.trim().slice(0, 24)}"`;
    }
  }
  const w = /** @type {any} */ (window);
  return {
    cls: w.auditCls, shifts: w.auditShifts.join(' '), scroll: document.documentElement.scrollWidth, width: innerWidth,
    boardBottom: board ? board.bottom : null, boardRight: board ? board.right : null,
    height: innerHeight, text, textWhat,
  };
}

/**
 * Open `audited` in a new context of this size and scheme, wait for it to settle,
 * measure it, take its picture and run axe.
 * @param {Browser} browser
 * @param {Audited} audited
 * @param {typeof SIZES[number]} size
 * @param {'light'|'dark'} scheme
 * @returns {Promise<Row>}
 */
async function auditOne(browser, audited, size, scheme) {
  const context = await browser.newContext({
    viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, colorScheme: scheme,
    storageState: audited.signedIn ? fixtures.state : undefined,
  });
  try {
    await context.addInitScript(observeShifts);
    if (WEB_DIR) {
      await context.route('**/assets/*', (route) => {
        const file = join(WEB_DIR, new URL(route.request().url()).pathname.replace(/^\/assets\//, ''));
        return existsSync(file) ? route.fulfill({ path: file }) : route.continue();
      });
    }
    const page = await context.newPage();
    await page.goto(audited.url(fixtures));
    const ready = await page.locator(audited.ready).first().waitFor({ timeout: 15_000 }).then(() => true, () => false);
    await page.evaluate(() => document.fonts.ready);
    // Settled: nothing shifted or changed for QUIET_MS, or SETTLE_MAX_MS passed.
    await page.waitForFunction((quiet) => performance.now() - /** @type {any} */ (window).auditChanged > quiet,
      QUIET_MS, { timeout: SETTLE_MAX_MS, polling: 100 }).catch(() => {});
    const m = await page.evaluate(measurePage);
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: `${OUT}/${audited.name}-${size.name}-${scheme}.png` });
    const axe = await new AxeBuilder({ page }).analyze();
    const grave = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    // A phone's browser widens its layout to fit a page wider than the screen (and
    // innerWidth with it): the window's own width is what the page must fit.
    return { page: audited.name, size: size.name, scheme, ready, ...m, width: size.viewport.width, axe: grave };
  } finally {
    await context.close();
  }
}

/**
 * What is wrong with a row, in words (nothing: an empty list).
 * @param {Row} r
 * @param {Audited} audited
 */
function faults(r, audited) {
  const out = [];
  if (!r.ready) out.push(`never showed ${audited.ready}`);
  if (r.scroll > r.width) out.push(`${r.scroll} px wide in a ${r.width} px window`);
  if (r.cls > CLS_MAX) out.push(`layout shift ${r.cls.toFixed(2)}: ${r.shifts}`);
  if (audited.board && r.size === 'desktop' && r.boardBottom !== null
    && (r.boardBottom > r.height + 0.5 || (r.boardRight ?? 0) > r.width + 0.5)) {
    out.push(`board's bottom at ${Math.round(r.boardBottom)} px in a ${r.height} px window`);
  }
  if (r.text > TEXT_MAX_PX) out.push(`text drawn at ${Math.round(r.text)} px: ${r.textWhat}`);
  if (r.axe.length) out.push(`axe: ${r.axe.join('; ')}`);
  return out;
}

for (const audited of PAGES) {
  test(`page audit: ${audited.name}`, async ({ browser, pageErrors }) => {
    if (audited.errors) pageErrors.expect(audited.errors, 'the page asks for a game that does not exist');
    /** @type {Row[]} */
    let found = [];
    const each = SIZES.flatMap((size) => SCHEMES.map((scheme) => () => auditOne(browser, audited, size, scheme)));
    if (audited.serial) for (const run of each) found.push(await run());
    else found = await Promise.all(each.map((run) => run()));
    mkdirSync(OUT, { recursive: true });
    appendFileSync(ROWS, found.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const problems = found.flatMap((r) => faults(r, audited).map((f) => `${r.size} ${r.scheme}: ${f}`));
    if (problems.length) console.log(`${audited.name}:\n  ${problems.join('\n  ')}`);
    if (!REPORT_ONLY) expect(problems, audited.name).toEqual([]);
  });
}

test.afterAll(() => {
  if (!existsSync(ROWS)) return;
  /** @type {Row[]} */
  const rows = readFileSync(ROWS, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const order = PAGES.map((p) => p.name);
  rows.sort((a, b) => order.indexOf(a.page) - order.indexOf(b.page) || a.size.localeCompare(b.size) || b.scheme.localeCompare(a.scheme));
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  const table = [
    line(['page'.padEnd(16), 'size   ', 'scheme', ' CLS', 'width', 'board bottom', 'text px', 'axe', 'ok']),
    ...rows.map((r) => line([
      r.page.padEnd(16), r.size.padEnd(7), r.scheme.padEnd(6), r.cls.toFixed(2),
      String(r.scroll).padStart(5), (r.boardBottom === null ? '-' : `${Math.round(r.boardBottom)}/${r.height}`).padStart(12),
      String(Math.round(r.text)).padStart(7), String(r.axe.length).padStart(3),
      faults(r, /** @type {Audited} */ (PAGES.find((p) => p.name === r.page))).length ? 'NO' : 'ok',
    ])),
  ].join('\n');
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/table.txt`, `${table}\n`);
  console.log(`Page audit (CLS <= ${CLS_MAX}, width <= window, board inside 1280x800, text <= ${TEXT_MAX_PX} px):\n${table}`);
});
