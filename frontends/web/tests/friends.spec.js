// @ts-check
// Two people on two machines (two browser contexts) play to the end, one reloading
// mid-game; a spectator watches; and a seat's page never holds another seat's cards.
import { test, expect } from './fixtures.js';
import { clickOne, isOver, rng, screenshot, twoPlayers, CHOOSABLE } from './helpers.js';

/**
 * Both pages click whatever their board offers until the game ends; `during` runs
 * once, after `at` moves, and `each` (if given) after every round of clicks.
 * @param {import('@playwright/test').Page[]} pages
 * @param {number} at
 * @param {() => Promise<void>} during
 * @param {() => Promise<void>} [each]
 */
async function playOut(pages, at, during, each) {
  const pick = rng(7);
  let clicks = 0;
  let done = false;
  while (!(await isOver(pages[0])) || !(await isOver(pages[1]))) {
    let any = false;
    for (const page of pages) any = (await clickOne(page, pick)) || any;
    if (any) clicks += 1;
    else await pages[0].waitForTimeout(50);
    if (!done && clicks >= at) {
      done = true;
      await during();
    }
    if (each) await each();
    if (clicks > 5000) throw new Error('the game did not end');
  }
  return clicks;
}

test('squadro between two browsers, with a reload and a spectator', async ({ browser }) => {
  const { alice, bob, invite } = await twoPlayers(browser, 'squadro');
  const watchLink = await alice.locator('.share input').last().inputValue();
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto(watchLink);
  await expect(watcher.locator('h1')).toContainText('watching');
  await playOut([alice, bob], 10, async () => {
    // Nobody clicks now; wait for the last move to reach both pages before counting.
    const moves = async () => [await alice.locator('.moves li').count(), await bob.locator('.moves li').count()];
    await expect.poll(async () => { const [a, b] = await moves(); return a === b; }).toBe(true);
    const before = await bob.locator('.moves li').count();
    await bob.reload();
    await expect(bob.locator('.board svg')).toBeVisible();
    // The reloaded page shows the whole game so far: the same moves as the other seat's.
    await expect.poll(async () => { const [a, b] = await moves(); return a === b && b >= before; }).toBe(true);
    expect(bob.url()).toBe(invite);
  });
  await expect(alice.locator('.result')).toContainText('Game over');
  await expect(bob.locator('.result')).toContainText('Game over');
  await expect(watcher.locator('.result')).toContainText('Game over');
  expect(await watcher.locator(CHOOSABLE).count()).toBe(0);
  await screenshot(watcher, 'squadro-friends-over');
});

/** Cube Conquest's cards by value, named as its text and picture name them. */
const SYMBOLS = ['', 'drop', 'hammers', 'circles', 'bricks', 'wheel', 'arrow'];

/**
 * One seat of a game between two browsers: its page, and every view its page received
 * (over all its connections), by ply.
 * @param {import('@playwright/test').Page} page
 * @param {number} seat
 */
function seatSide(page, seat) {
  /** @type {Map<number, any>} */
  const byPly = new Map();
  /** @type {any[]} */
  const views = [];
  const side = { page, seat, byPly, views, checked: -1 };
  page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    const m = JSON.parse(String(f.payload));
    if (m.type !== 'view') return;
    views.push(m.view);
    byPly.set(m.view.ply, m.view);
  }));
  return side;
}

/**
 * A hand as the board text writes it (`Your hand: 2 hammers, 5 wheel`) and as the
 * picture labels its cards.
 * @param {number[]} hand card values, lowest first
 */
function handShown(hand) {
  return {
    line: `Your hand: ${hand.length ? hand.map((c) => `${c} ${SYMBOLS[c]}`).join(', ') : 'empty'}`,
    cards: hand.map((c) => `Your card ${c} (${SYMBOLS[c]})`).sort(),
  };
}

/**
 * What a page shows now: how many moves, the board text, the text of its picture,
 * the labels of the hand's cards drawn in it, and the move list (each move's text and
 * tooltip).
 * @param {import('@playwright/test').Page} page
 */
function pageNow(page) {
  return page.evaluate(() => {
    const text = document.querySelector('.board-text')?.textContent ?? '';
    return {
      ply: document.querySelectorAll('.moves li').length,
      text,
      picture: [...document.querySelectorAll('.board svg, .panels svg')].map((s) => s.textContent).join(' '),
      cards: [...document.querySelectorAll('.board svg [id^="card-"], .panels svg [id^="card-"]')].map((e) => e.getAttribute('aria-label') ?? '').sort(),
      // Each move in words and in notation (its tooltip), or the other way round.
      moves: [...document.querySelectorAll('.moves li')].flatMap((li) => [li.textContent ?? '', li.getAttribute('title') ?? '']),
    };
  });
}

/**
 * What is wrong with the page of `me` now, if anything: it must show its own hand,
 * exactly, and nothing of the hand or secret choices of `other`. A seat's hand is
 * named in the picture (`Your hand (Red)`) and in the text (`seen by Red`), its cards
 * are the picture's elements `card-…` labelled `Your card 2 (hammers)`, and the text
 * lists them (`Your hand: 2 hammers, …`). Returns null when the page shows nothing
 * new to check.
 * @param {ReturnType<typeof seatSide>} me
 * @param {ReturnType<typeof seatSide>} other
 * @returns {Promise<string[]|null>}
 */
async function handLeaks(me, other) {
  const now = await pageNow(me.page);
  // The view the page shows reaches the test over the socket, perhaps a moment after the page.
  const view = me.byPly.get(now.ply);
  if (now.ply === 0 || !now.text || now.ply === me.checked || !view) return null;
  me.checked = now.ply;
  const myName = view.seats[me.seat - 1].name;
  const otherName = view.seats[other.seat - 1].name;
  const mine = handShown(view.view.view.seats[me.seat - 1].hand);
  /** @type {string[]} */
  const wrong = [];
  if (!now.text.split('\n')[0].includes(`seen by ${myName}`)) wrong.push(`the text is not seen by ${myName}`);
  if (now.text.includes(`seen by ${otherName}`)) wrong.push(`the text is seen by ${otherName}`);
  if (!now.picture.includes(`Your hand (${myName})`)) wrong.push(`the picture lacks ${myName}'s hand`);
  if (now.picture.includes(`Your hand (${otherName})`)) wrong.push(`the picture has ${otherName}'s hand`);
  const lines = now.text.split('\n').filter((l) => l.startsWith('Your hand'));
  if (lines.join('\n') !== mine.line) wrong.push(`the text shows ${JSON.stringify(lines)}, not ${mine.line}`);
  if (now.cards.join() !== mine.cards.join()) wrong.push(`the picture's cards are ${now.cards.join(', ')}, not ${mine.cards.join(', ')}`);
  // The other seat's hand at the same moment, where it differs from this one's.
  const theirs = other.byPly.get(now.ply);
  if (theirs) {
    const hidden = handShown(theirs.view.view.seats[other.seat - 1].hand);
    if (hidden.line !== mine.line) {
      if (now.text.includes(`${hidden.line}\n`)) wrong.push(`the text shows ${otherName}'s hand: ${hidden.line}`);
      if (now.cards.join() === hidden.cards.join()) wrong.push(`the picture shows ${otherName}'s cards`);
    }
  }
  // The other seat's secret cards (`play 5`) show as "a secret choice", even once
  // revealed, until the game is over (then the whole record is public).
  if (!view.result) {
    for (const move of now.moves) {
      if (move.startsWith(`${otherName}: play`)) wrong.push(`the moves show ${move}`);
    }
  }
  return wrong.map((w) => `seat ${me.seat} at ply ${now.ply}: ${w}`);
}

/**
 * What is wrong in the views a seat received, if anything: nothing of another seat's
 * hand or secret choices may be in them.
 * @param {ReturnType<typeof seatSide>} me
 * @param {ReturnType<typeof seatSide>} other
 */
function leaksReceived(me, other) {
  /** @type {string[]} */
  const wrong = [];
  for (const v of me.views) {
    /** @param {string} what */
    const say = (what) => wrong.push(`view of seat ${me.seat} at ply ${v.ply}: ${what}`);
    if (v.observer !== me.seat || v.view.observer !== me.seat) say(`for observer ${v.observer} (${v.view.observer})`);
    if (!Array.isArray(v.view.view.seats[me.seat - 1].hand)) say('without its own hand');
    // What a seat may know of another's hand: how many cards, and cards everyone saw go back.
    if (v.view.view.seats[other.seat - 1].hand !== null) say(`with the other seat's hand ${JSON.stringify(v.view.view.seats[other.seat - 1].hand)}`);
    for (const m of v.result ? [] : v.moves) {
      if (m.seat === other.seat && /^play/.test(m.action ?? '')) say(`with the other seat's secret ${m.action}`);
    }
    // The last move, another seat's secret choice, is marked on no other board.
    const last = v.moves[v.moves.length - 1];
    if (last && last.action === null && v.board.marks.length) say(`marking ${v.board.marks} for a secret choice`);
    if ((v.board?.choices ?? []).some((/** @type {any} */ c) => !c.action)) say('with a choice without an action');
  }
  return wrong;
}

test('cube conquest between two browsers; neither page ever shows the other seat\'s cards', async ({ browser }) => {
  // A small board, where attacks and their secret cards come early, and at most 150
  // actions (500 by default), to keep the game short.
  const { alice, bob } = await twoPlayers(browser, 'cube-conquest', { size: '3', cap: '150' });
  const red = seatSide(alice, 1);
  const blue = seatSide(bob, 2);
  // Confirm moves is a switch kept per game; unchosen, it follows the turn (on for a
  // secret choice).
  const confirmSwitch = alice.getByLabel('Confirm moves');
  await confirmSwitch.check();
  await alice.reload();
  await expect(confirmSwitch).toBeChecked();
  expect(await alice.evaluate(() => localStorage.getItem('cubist.confirm.cube-conquest'))).toBe('on');
  await alice.evaluate(() => localStorage.removeItem('cubist.confirm.cube-conquest'));
  await alice.reload();
  await bob.reload();
  let checks = 0;
  // A secret card waits for Confirm by default; Cancel sends nothing.
  let cancelled = false;
  const cancelOnce = async () => {
    for (const page of cancelled ? [] : [alice, bob]) {
      if (!(await page.locator('button.confirm-move').count())) continue;
      const moves = await page.locator('.moves li').count();
      await page.locator('button.confirm-cancel').click();
      await expect(page.locator('button.confirm-move')).toHaveCount(0);
      expect(await page.locator('.moves li').count()).toBe(moves);
      cancelled = true;
    }
  };
  const check = async () => {
    await cancelOnce();
    for (const [me, other] of [[red, blue], [blue, red]]) {
      const found = await handLeaks(me, other);
      if (found) {
        checks += 1;
        expect(found).toEqual([]);
      }
    }
  };
  await playOut([alice, bob], 12, async () => {
    await bob.reload();
    await expect(bob.locator('.board svg')).toBeVisible();
  }, check);
  // The last view of each page is checked too.
  const caughtUp = () => [red, blue].every((side) => side.checked === side.views[side.views.length - 1].ply);
  for (let tries = 0; !caughtUp() && tries < 100; tries += 1) {
    await check();
    if (!caughtUp()) await alice.waitForTimeout(100);
  }
  expect(caughtUp()).toBe(true);
  await screenshot(alice, 'cube-conquest-friends-over');
  expect(checks).toBeGreaterThan(20);
  expect(cancelled).toBe(true);
  expect(red.views.length).toBeGreaterThan(5);
  expect(blue.views.length).toBeGreaterThan(5);
  expect(leaksReceived(red, blue)).toEqual([]);
  expect(leaksReceived(blue, red)).toEqual([]);
  // The secret choices were there to hide: each seat made some.
  for (const side of [red, blue]) {
    const last = side.views[side.views.length - 1];
    expect(last.moves.some((/** @type {any} */ m) => m.seat === side.seat && /^play/.test(m.action ?? ''))).toBe(true);
  }
});

test('a new game is private unless "Let anyone join" is ticked, and the lobby shows rules changed', async ({ browser }) => {
  const alice = await (await browser.newContext()).newPage();
  const stranger = await (await browser.newContext()).newPage();
  const waiting = stranger.locator('.list', { hasText: 'Waiting for a player' });
  /** @param {boolean} listed */
  const start = async (listed) => {
    await alice.goto('/?game=squadro');
    await expect(alice.locator('.seat-list select')).toHaveCount(2);
    await alice.locator('select[name="seat-2"]').selectOption('friend');
    if (listed) await alice.locator('#listed').check();
    await alice.locator('button.start').click();
    await alice.waitForURL(/\/play\//);
    await expect(alice.locator('.board svg')).toBeVisible();
  };
  await start(false);
  await stranger.goto('/');
  await expect(waiting).toBeVisible();
  await expect(waiting.locator('button')).toHaveCount(0);
  await start(true);
  await stranger.reload();
  // Only the friend's seat is offered: the creator's is not.
  const join = waiting.getByRole('button', { name: 'Join as seat 2' });
  await expect(join).toHaveCount(1);
  await expect(waiting.getByRole('button', { name: 'Join as seat 1' })).toHaveCount(0);
  // A listed game whose rules differ from the platform's shows them.
  const made = await stranger.request.post('/api/games', {
    data: { game: 'squadro', seats: ['human', 'human'], listed: true, hand_back: false, away_ms: 300000 },
  });
  expect(made.status()).toBe(201);
  await stranger.reload();
  await expect(waiting.locator('li', { hasText: 'no hand-back' })).toContainText('away after 5 minutes');
  await expect(waiting.locator('li')).toHaveCount(2);
  await waiting.locator('li', { hasNotText: 'no hand-back' }).getByRole('button').click();
  await stranger.waitForURL(/\/play\/\w+\?seat=2&token=\w+/);
  await expect(stranger.locator('.board svg')).toBeVisible();
});
