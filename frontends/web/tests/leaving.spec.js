// @ts-check
// People leaving, in two browsers: a closed page is seen offline and claimed after
// the away time; aborting, resigning and a draw by agreement end games in the right
// words; a player who leaves a four-seat game is replaced by the computer and the game
// goes on. Until every seat has made its first move any of these aborts the game, so
// the games that test them play their opening over the API first.
import { test, expect } from './fixtures.js';

/**
 * Play until every seat has made its first move: each person's seat its first legal
 * action over the API, the computer's seats as the server plays them.
 * @param {import('@playwright/test').APIRequestContext} request
 * @param {any} created the `POST /api/games` reply
 */
async function playOpening(request, created) {
  const url = (/** @type {string} */ token) => `/api/games/${created.id}?token=${encodeURIComponent(token)}`;
  const anyToken = created.seats.find((/** @type {any} */ s) => s.token).token;
  for (;;) {
    const view = await (await request.get(url(anyToken))).json();
    expect(view.result).toBeNull();
    if (!view.may.includes('abort')) return;
    const seat = created.seats[view.to_move[0] - 1];
    if (!seat.token) continue; // the computer's turn: look again
    const mine = await (await request.get(url(seat.token))).json();
    const reply = await request.post(`/api/games/${created.id}/actions`, {
      data: { token: seat.token, action: mine.legal[0], ply: mine.ply },
    });
    expect(reply.status()).toBe(200);
  }
}

/**
 * A game made over the API, and a page per person's seat, each in its own browser
 * context (two machines).
 * @param {import('@playwright/test').Browser} browser
 * @param {any} body the `POST /api/games` body
 * @param {number} people how many seats (from 1) get a page
 * @param {boolean} [opened] play the opening first (every seat's first move)
 */
async function pagesOf(browser, body, people, opened = false) {
  const maker = await browser.newContext();
  const reply = await maker.request.post('/api/games', { data: body });
  expect(reply.status()).toBe(201);
  const created = await reply.json();
  if (opened) await playOpening(maker.request, created);
  const pages = [];
  for (const seat of created.seats.slice(0, people)) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(seat.url);
    await expect(page.locator('.board svg')).toBeVisible();
    pages.push(page);
  }
  await maker.close();
  return pages;
}

/** @param {import('@playwright/test').Page} page @param {number} seat */
const seatLine = (page, seat) => page.locator('.seats li').nth(seat - 1);

test('a player whose page closes is seen offline and claimed after the away time', async ({ browser }) => {
  const [light, dark] = await pagesOf(browser,
    { game: 'squadro', seats: ['human', 'human'], away_ms: 1500 }, 2, true);
  await expect(seatLine(light, 2)).toContainText('online');
  await expect(light.locator('button.request-claim')).toHaveCount(0);
  await dark.context().close();
  await expect(seatLine(light, 2)).toContainText('offline', { timeout: 5000 });
  await expect(seatLine(light, 2)).toContainText('away', { timeout: 10000 });
  await light.locator('button.request-claim').click();
  await expect(light.locator('.result')).toContainText('Light wins (Dark was away)');
  await expect(light.locator('.moves')).toContainText('Light claimed Dark\'s seat: Dark was away');
});

test('resigning and a draw by agreement end games in the right words', async ({ browser }) => {
  const [light, dark] = await pagesOf(browser,
    { game: 'squadro', options: { first: '1' }, seats: ['human', 'human'] }, 2);
  await light.locator('button.request-offer_draw').click();
  await expect(dark.locator('.offers')).toContainText('Light offers a draw');
  await expect(light.locator('.offers')).toContainText('You offered a draw: it stands until you move.');
  await dark.locator('.offers button.accept-draw').click();
  for (const page of [light, dark]) {
    await expect(page.locator('.result')).toContainText('draw between Light and Dark (draw agreed)');
  }

  // Before both have moved: Abort in place of Resign, and no winner.
  const [light3, dark3] = await pagesOf(browser,
    { game: 'squadro', options: { first: '1' }, seats: ['human', 'human'] }, 2);
  await expect(light3.locator('button.request-abort')).toBeVisible();
  await expect(light3.locator('button.request-resign')).toHaveCount(0);
  await light3.locator('button.request-abort').click();
  for (const page of [light3, dark3]) {
    await expect(page.locator('.result')).toContainText('game aborted by Light');
  }
  await expect(dark3.locator('button.request')).toHaveCount(0);

  const [light2, dark2] = await pagesOf(browser,
    { game: 'squadro', options: { first: '1' }, seats: ['human', 'human'] }, 2, true);
  await expect(light2.locator('button.request-abort')).toHaveCount(0);
  await light2.locator('button.request-resign').click();
  await expect(light2.locator('button.request-resign')).toHaveText('Really resign?');
  await light2.locator('button.request-resign').click();
  for (const page of [light2, dark2]) {
    await expect(page.locator('.result')).toContainText('Dark wins (Light resigned)');
  }
  await expect(dark2.locator('button.request')).toHaveCount(0);
});

test('a four-seat Cube Attack goes on with the computer in the seat of a player who leaves', async ({ browser }) => {
  const [red, blue] = await pagesOf(browser, {
    game: 'cube-attack', options: { players: 4, first: '1' },
    seats: ['human', 'human', 'random', 'random'], stand_in: 'random',
  }, 2, true);
  await expect(red.locator('button.request-leave')).toBeVisible();
  await red.locator('button.request-leave').click();
  await red.locator('button.request-leave').click();
  await expect(seatLine(blue, 1)).toContainText('computer (random)');
  await expect(seatLine(blue, 1)).toContainText('left');
  await expect(blue.locator('.moves')).toContainText('the computer (random) plays Red from here');
  // Red's turn is played by the computer, and the game comes round to Blue.
  await expect(blue.locator('.moves li[data-seat="1"]').first()).toBeVisible();
  await expect(blue.locator('.status')).toContainText('Your move');
  await expect(red.locator('button.request')).toHaveCount(0);
});
