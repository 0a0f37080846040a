// @ts-check
// Puzzles: one solved by clicking its moves (the reply of the solution played between
// them), the next failed with a wrong move whose reason and solution show, the
// solution stepped through, and axe-core on the page; a signed-in player's solved
// puzzle in their history (`/puzzles/history`), and a guest there asked to sign in; the
// lobby's puzzle of the day and its link. The suite serves the
// hand-checked set of frontends/server/tests/server/puzzle_fixture.jsonl (serve.js), so the
// test knows each puzzle's solution; the page is never told it.
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.js';
import { audit } from './axe.js';
import { PUZZLES } from './serve.js';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{action: string, clicks: string[]}} Choice */

/** Each fixture puzzle's solution, by id. */
const SOLUTIONS = new Map(readFileSync(PUZZLES, 'utf8').split('\n').filter(Boolean)
  .map((line) => JSON.parse(line)).map((p) => [p.id, /** @type {string[]} */ (p.solution)]));

/**
 * Open the next puzzle (by `open`), and give what the server sent the page.
 * @param {Page} page
 * @param {() => Promise<unknown>} open
 */
async function nextPuzzle(page, open) {
  const [reply] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/puzzles/squadro/next')),
    open(),
  ]);
  return reply.json();
}

/**
 * Click the parts of `action` among the board's `choices`; gives the server's verdict.
 * @param {Page} page
 * @param {Choice[]} choices
 * @param {string} action
 */
async function move(page, choices, action) {
  const choice = choices.find((c) => c.action === action);
  if (!choice) throw new Error(`${action} is not offered`);
  const answered = page.waitForResponse((r) => r.url().endsWith('/attempt'));
  for (const id of choice.clicks) {
    const node = page.locator('#app').locator(`[id="${id}"]`);
    await expect(node).toHaveClass(/choosable/);
    await node.click();
  }
  return (await answered).json();
}

/**
 * Click the solver's moves of `puzzle`'s solution, each after the solution's reply
 * before it is on the board, until the page says it is solved; gives the last verdict.
 * @param {Page} page
 * @param {{id: string, board: {choices: Choice[]}}} puzzle
 */
async function solve(page, puzzle) {
  const solution = /** @type {string[]} */ (SOLUTIONS.get(puzzle.id));
  let choices = puzzle.board.choices;
  let verdict;
  for (let i = 0; i < solution.length; i += 2) {
    verdict = await move(page, choices, solution[i]);
    choices = verdict.board.choices;
    if (i + 2 < solution.length) {
      // The solution's reply is played on the board before the next move.
      await expect(page.locator('.verdict')).toContainText(verdict.played[1].text);
      await expect(page.locator('.board .choosable').first()).toBeVisible();
    }
  }
  await expect(page.locator('.verdict .correct').first()).toContainText('Solved.');
  return verdict;
}

test('a puzzle solved by clicking, the next failed, its solution stepped through', async ({ page }) => {
  await page.goto('/puzzles');
  await expect(page.locator('.learn-list')).toContainText('Squadro puzzles — 3 puzzles');
  const first = await nextPuzzle(page, () => page.getByRole('link', { name: 'Squadro puzzles' }).click());
  await expect(page.locator('.step-prompt')).toHaveText('Light to move: find the only move that keeps the win. (unrated)');

  await solve(page, first);
  await expect(page.locator('.puzzle-facts')).toHaveText('Puzzle rating 1500 · themes: race');

  const second = await nextPuzzle(page, () => page.getByRole('button', { name: 'Next puzzle' }).click());
  const wrong = second.board.choices.find((/** @type {Choice} */ c) => c.action !== SOLUTIONS.get(second.id)?.[0]);
  const verdict = await move(page, second.board.choices, wrong.action);
  expect(verdict.result).toBe('wrong');
  await expect(page.locator('.verdict .wrong')).toContainText(`Not the move. ${verdict.why}`);
  const steps = verdict.solution.length;
  await expect(page.locator('.solution')).toContainText(`The solution: ${SOLUTIONS.get(second.id)?.join(', ')}`);
  await page.getByRole('button', { name: 'Forward ▶' }).click();
  await expect(page.locator('.solution-step')).toContainText(`1 of ${steps}: ${verdict.solution[0].text}`);
  await expect(page.locator('.board .choosable')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next puzzle' })).toBeVisible();
  await audit(page, 'a failed puzzle');
});

test('a signed-in player solves a puzzle and finds it in their history; a guest is asked to sign in', async ({ page }) => {
  await page.goto('/puzzles/history');
  await expect(page.locator('#app .help')).toContainText('Sign in (at the top of the page) to keep your puzzle attempts');
  await audit(page, 'the puzzle history of a guest');

  await page.goto('/puzzles');
  const name = `solver${Math.random().toString(36).slice(2, 9)}`;
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill('correct horse battery');
  await page.locator('.account-form button[type="submit"]').click();
  await expect(page.locator('.top .account a.me')).toHaveText(name);

  const puzzle = await nextPuzzle(page, () => page.getByRole('link', { name: 'Squadro puzzles' }).click());
  expect(puzzle.rated).toBe(true);
  const verdict = await solve(page, puzzle);
  const change = Math.round(verdict.player.change);
  expect(change).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Every game\'s puzzles' }).click();
  await page.getByRole('link', { name: 'Your puzzle history' }).click();
  await expect(page).toHaveURL(/\/puzzles\/history$/);
  await expect(page.getByRole('heading', { name: 'Attempts (1)' })).toBeVisible();
  const row = page.locator('.puzzle-history tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td')).toHaveText([/./, puzzle.id, 'Squadro', 'Solved',
    `${Math.round(verdict.player.after)} (+${change})`]);
  await expect(page.locator('.puzzle-ratings')).toContainText(`Squadro: ${Math.round(verdict.player.after)}`);
  await audit(page, 'the puzzle history of a player');

  // The puzzle's id opens it again, now unrated; a failed try offers another.
  const [again] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/puzzles/${puzzle.id}`)),
    row.getByRole('link', { name: puzzle.id }).click(),
  ]);
  await expect(page).toHaveURL(new RegExp(`/puzzles/squadro\\?id=${puzzle.id}$`));
  const shown = await again.json();
  expect([shown.id, shown.rated]).toEqual([puzzle.id, false]);
  await expect(page.locator('.step-prompt')).toHaveText('Light to move: find the only move that keeps the win. (unrated)');
  const wrong = shown.board.choices.find((/** @type {Choice} */ c) => c.action !== SOLUTIONS.get(puzzle.id)?.[0]);
  await move(page, shown.board.choices, wrong.action);
  await expect(page.locator('.verdict .wrong')).toBeVisible();
  const [retried] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/puzzles/${puzzle.id}`)),
    page.getByRole('button', { name: 'Try again' }).click(),
  ]);
  expect((await retried.json()).id).toBe(puzzle.id);
  await expect(page.locator('.verdict')).toBeEmpty();
});

test('the lobby shows the puzzle of the day, which opens on its page', async ({ page, request }) => {
  const daily = await (await request.get('/api/puzzles/daily')).json();
  const today = daily.puzzles.find((/** @type {{game: string}} */ p) => p.game === 'squadro');
  await page.goto('/?game=squadro');
  const card = page.getByRole('region', { name: 'Puzzle of the day' });
  await expect(card).toContainText('Squadro: Light to move and keep the win.');
  await expect(card).toContainText(`Rating ${today.rating} · ${today.themes.join(', ')}`);
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  expect(await card.locator('img').evaluate((i) => /** @type {HTMLImageElement} */ (i).naturalWidth)).toBeGreaterThan(0);
  const [opened] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/puzzles/${today.id}`)),
    card.getByRole('link', { name: 'Solve it' }).click(),
  ]);
  await expect(page).toHaveURL(new RegExp(`/puzzles/squadro\\?id=${today.id}$`));
  expect((await opened.json()).id).toBe(today.id);
  await expect(page.locator('.step-prompt')).toContainText('Light to move: find the only move that keeps the win.');
});
