// @ts-check
// Lessons: every step of every game's lesson completed by clicking the move it asks
// for, a wrong move explained, the keyboard, and the lobby's links to the lessons.
// The moves asked for are found through the API (the page is never told them).
import { test, expect } from './fixtures.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').APIRequestContext} APIRequestContext */
/** @typedef {{action: string, clicks: string[]}} Choice */
/** @typedef {{index: number, title: string, prompt: string, board: {choices: Choice[]}}} Step */

/** @param {APIRequestContext} request */
async function lessons(request) {
  const list = await (await request.get('/api/learn')).json();
  return /** @type {{game: string, title: string, steps: number}[]} */ (list.games);
}

/**
 * The first clickable move of a step whose verdict is `wanted`, and that verdict.
 * @param {APIRequestContext} request
 * @param {string} game
 * @param {Step} step
 * @param {'correct'|'wrong'} wanted
 */
async function moveJudged(request, game, step, wanted) {
  const clickable = step.board.choices.filter((c) => c.clicks.length)
    .sort((a, b) => a.clicks.length - b.clicks.length);
  for (const choice of clickable) {
    const r = await request.post(`/api/learn/${game}/${step.index}`, { data: { action: choice.action } });
    expect(r.status(), `${game} step ${step.index}: ${choice.action}`).toBe(200);
    const verdict = await r.json();
    if (verdict.verdict === wanted) return { choice, verdict };
  }
  throw new Error(`${game} step ${step.index}: no clickable move is ${wanted}`);
}

/**
 * An element of the picture by its id.
 * @param {Page} page
 * @param {string} id
 */
function part(page, id) {
  return page.locator('#app').locator(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
}

/**
 * Make a move by clicking its parts in order, each once the board offers it; or, with
 * `keys`, by focusing each and pressing Enter.
 * @param {Page} page
 * @param {Choice} choice
 * @param {boolean} [keys]
 */
async function makeMove(page, choice, keys = false) {
  for (const id of choice.clicks) {
    const node = part(page, id);
    await expect(node).toHaveClass(/choosable/);
    if (keys) {
      await node.focus();
      await page.keyboard.press('Enter');
    } else {
      await node.click();
    }
  }
}

test('every step of every lesson is completed by clicking the move it asks for', async ({ page, request }) => {
  const all = await lessons(request);
  expect(all.length).toBeGreaterThan(0);
  for (const lesson of all) {
    const view = await (await request.get(`/api/learn/${lesson.game}`)).json();
    const steps = /** @type {Step[]} */ (view.steps);
    await page.goto(`/learn/${lesson.game}`);
    await expect(page.locator('h1')).toHaveText(`Learn ${lesson.title}`);
    for (const [i, step] of steps.entries()) {
      await expect(page.locator('.step-count')).toHaveText(`Step ${i + 1} of ${steps.length}`);
      await expect(page.locator('.step-title')).toHaveText(step.title);
      await expect(page.locator('.step-prompt')).toHaveText(step.prompt);
      if (i === 0) {
        // A legal move that is not the one asked for: its reason, and the step again.
        const wrong = await moveJudged(request, lesson.game, step, 'wrong');
        await makeMove(page, wrong.choice);
        await expect(page.locator('.lesson .alert')).toContainText(wrong.verdict.reason);
        await expect(page.locator('.verdict .correct')).toHaveCount(0);
        await expect(page.locator('.step-title')).toHaveText(step.title);
      }
      const goal = await moveJudged(request, lesson.game, step, 'correct');
      await makeMove(page, goal.choice);
      await expect(page.locator('.verdict .correct')).toContainText(goal.verdict.reason);
      await expect(page.locator('.lesson .alert')).toBeEmpty();
      await expect(page.locator('.board .choosable')).toHaveCount(0);
      if (i + 1 < steps.length) {
        await page.getByRole('button', { name: 'Next step' }).click();
      }
    }
    await expect(page.locator('.verdict')).toContainText('You have finished the lesson');
    await expect(page.getByRole('link', { name: `Play ${lesson.title} against the computer` }))
      .toHaveAttribute('href', `/?game=${lesson.game}`);
    await expect(page.locator('.verdict').getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  }
});

test('a lesson step is played from the keyboard', async ({ page, request }) => {
  const [lesson] = await lessons(request);
  const view = await (await request.get(`/api/learn/${lesson.game}`)).json();
  const goal = await moveJudged(request, lesson.game, view.steps[0], 'correct');
  await page.goto(`/learn/${lesson.game}`);
  await makeMove(page, goal.choice, true);
  await expect(page.locator('.verdict .correct')).toContainText(goal.verdict.reason);
  const next = view.steps.length > 1
    ? page.getByRole('button', { name: 'Next step' })
    : page.getByRole('link', { name: `Play ${lesson.title} against the computer` });
  await expect(next).toBeFocused();
  if (view.steps.length > 1) {
    await page.keyboard.press('Enter');
    await expect(page.locator('.step-count')).toHaveText(`Step 2 of ${view.steps.length}`);
    await expect(page.locator('.step-title')).toBeFocused();
  }
});

test('the lobby and the list of lessons link to every lesson', async ({ page, request }) => {
  const all = await lessons(request);
  await page.goto('/');
  const links = page.locator('.learn-games a');
  await expect(links).toHaveCount(all.length);
  for (const [i, lesson] of all.entries()) {
    await expect(links.nth(i)).toHaveText(`Learn to play ${lesson.title}`);
    await expect(links.nth(i)).toHaveAttribute('href', `/learn/${lesson.game}`);
  }
  await page.goto(`/?game=${all[0].game}`);
  await expect(page.locator('.setup .learn-link')).toHaveAttribute('href', `/learn/${all[0].game}`);
  await page.goto('/learn');
  await expect(page.locator('.learn-list a')).toHaveCount(all.length);
  await page.locator('.learn-list a').first().click();
  await page.waitForURL(`**/learn/${all[0].game}*`);
  await expect(page.locator('.step-count')).toHaveText(`Step 1 of ${all[0].steps}`);
});
