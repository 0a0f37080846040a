// @ts-check
// The game pages' small words and marks: a move begun says what to do next in a line
// that keeps its room; each seat's dot by the clocks has the seat's colour; the
// replay's time left keeps each name apart from its clock; the report form is laid
// out as the site's forms; the rating chart's lettering is of the page's size.
import { test, expect } from './fixtures.js';
import { startGame } from './helpers.js';

const PASSWORD = 'correct horse battery';

/**
 * A new browser whose person signs up from the lobby's header.
 * @param {import('@playwright/test').Browser} browser
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

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`a move begun says what to do next and moves nothing, at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startGame(page, 'tilt', ['me', 'friend'], { first: '1' });
    const watched = ['.controls .requests button', 'form.typed', '.last-move-line'];
    await expect(page.locator(watched[0]).first()).toBeVisible();
    // Where each stands on the page (the window may scroll to what is clicked).
    const place = () => page.evaluate((selectors) => selectors.map((s) => {
      const r = document.querySelector(s)?.getBoundingClientRect();
      return r && { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    }), watched);
    const before = await place();
    // Tilt's placement: the pool in a panel, then a square.
    await page.locator('.panels [id="pool-light"]').click();
    const said = page.locator('.move-begun .progress');
    await expect(said).toHaveText('Now click the next part of your move.');
    await expect(page.locator('.move-begun .cancel-move')).toBeVisible();
    expect(await place()).toEqual(before);
    await page.locator('.move-begun .cancel-move').click();
    await expect(said).toHaveText('');
    expect(await place()).toEqual(before);
  });
}

test('each seat\'s dot by the clocks has the seat\'s colour; the replay keeps names apart from clocks', async ({ page }) => {
  const made = await (await page.request.post('/api/games', {
    data: { game: 'squadro', seats: ['human', 'human'], clock: '5+3' },
  })).json();
  await page.goto(made.seats[0].url);
  await expect(page.locator('.seat-bar')).toHaveCount(2);
  const view = await (await page.request.get(`/api/games/${made.id}?token=${made.seats[0].token}`)).json();
  for (const seat of view.seats) {
    const dot = page.locator(`.seat-bar[data-seat="${seat.seat}"] .dot`);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(seat.colour.slice(i, i + 2), 16));
    await expect(dot).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
  }
  // One move, then the other seat aborts: a finished game with a clock to replay.
  const mover = view.to_move[0];
  const mine = await (await page.request.get(`/api/games/${made.id}?token=${made.seats[mover - 1].token}`)).json();
  const played = await page.request.post(`/api/games/${made.id}/actions`, { data: { token: made.seats[mover - 1].token, action: mine.legal[0], ply: 0 } });
  expect(played.ok()).toBe(true);
  const aborted = await page.request.post(`/api/games/${made.id}/abort`, { data: { token: made.seats[2 - mover].token } });
  expect(aborted.ok()).toBe(true);
  await page.goto(`/replay/${made.id}`);
  const line = page.locator('.clocks li').first();
  await expect(line).toContainText('1. Light');
  const name = await line.getByText('1. Light').boundingBox();
  const clock = await line.locator('.clock').boundingBox();
  expect(name && clock && clock.x - (name.x + name.width)).toBeGreaterThanOrEqual(8);
  expect(await line.textContent()).toMatch(/^1\. Light\s/);
});

test('the report form is laid out as the site\'s forms', async ({ browser }) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  await signUp(browser, `rita${suffix}`);
  const reporter = await signUp(browser, `remy${suffix}`);
  await reporter.goto(`/players/rita${suffix}`);
  await reporter.locator('details.report summary').click();
  const form = reporter.locator('form.report-form');
  await expect(form).toBeVisible();
  for (const id of ['report-reason', 'report-game', 'report-text']) {
    const label = await form.locator(`label[for="${id}"]`).boundingBox();
    const field = await form.locator(`#${id}`).boundingBox();
    // Each label stands over its field, and the fields share the form's width.
    expect(label && field && label.y + label.height <= field.y + 1).toBe(true);
    expect(field && field.width).toBeGreaterThanOrEqual(250);
  }
  await expect(reporter.locator('details.report')).toHaveCSS('border-top-style', 'solid');
  await expect(form.getByRole('button', { name: 'Send report' })).toHaveClass(/primary/);
});

test('the rating chart\'s lettering is of the page\'s size', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/leaderboard/squadro');
    await expect(page.locator('main h1')).toBeVisible();
    const sizes = await page.evaluate(async () => {
      const { ratingChart } = await import('/assets/chart.js');
      const box = document.createElement('div');
      box.className = 'rating';
      const day = 86_400_000;
      box.append(ratingChart([1500, 1520, 1490, 1560].map((rating, i) => ({ at_ms: i * day, rating, deviation: 80, game_id: `g${i}` })), 'Squadro rating'));
      document.querySelector('main')?.append(box);
      const chart = /** @type {SVGSVGElement} */ (box.querySelector('svg.chart'));
      const scale = chart.getBoundingClientRect().width / 480;
      return [...chart.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    });
    expect(sizes.length).toBeGreaterThan(4);
    for (const px of sizes) {
      expect(px, `at ${viewport.width}: a label drawn at ${px.toFixed(1)} px`).toBeLessThanOrEqual(15);
      expect(px, `at ${viewport.width}: a label drawn at ${px.toFixed(1)} px`).toBeGreaterThanOrEqual(10.5);
    }
  }
});
