// @ts-check
// The board-size figures of the layout tests: how big the board is drawn, against
// the window's height and the width its column leaves it (docs/web.md, "Board size").
import { expect } from '@playwright/test';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * @typedef {{game: string, size: string, board: string, ofHeight: number,
 *   ofWidth: number, binds: string}} Figures
 */

/** Every game of the catalog, as the lobby names them. */
export const GAMES = ['squadro', 'tilt', 'zhen', 'cube-attack', 'cube-conquest'];

/** The share of the height or of the width the board must take, whichever binds. */
export const LEAST = 0.7;

/**
 * Measure the board of the game page shown: its box, the window's height, and the
 * width the board could take (its column: the game's width less the column beside it
 * when there is one, or the board region's width when everything stacks).
 * @param {Page} page
 * @param {string} game
 * @returns {Promise<Figures>}
 */
export async function measure(page, game) {
  const m = await page.evaluate(() => {
    const box = /** @type {Element} */ (document.querySelector('.board svg')).getBoundingClientRect();
    const grid = /** @type {HTMLElement} */ (document.querySelector('.game'));
    const side = /** @type {HTMLElement} */ (document.querySelector('.game-side'));
    const area = /** @type {HTMLElement} */ (document.querySelector('.board-area'));
    const style = getComputedStyle(grid);
    const twoColumns = style.gridTemplateColumns.trim().split(/\s+/).length > 1;
    const column = twoColumns
      ? grid.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        - side.getBoundingClientRect().width - parseFloat(style.columnGap)
      : area.clientWidth;
    return { width: box.width, height: box.height, bottom: box.bottom, column, vw: innerWidth, vh: innerHeight,
      scroll: document.documentElement.scrollWidth };
  });
  // Nothing is wider than the window, and on a wide screen the whole board shows.
  expect(m.scroll).toBeLessThanOrEqual(m.vw);
  if (m.vw > 800) expect(m.bottom).toBeLessThanOrEqual(m.vh);
  const ofHeight = m.height / m.vh;
  const ofWidth = m.width / m.column;
  return {
    game,
    size: `${m.vw}×${m.vh}`,
    board: `${Math.round(m.width)}×${Math.round(m.height)}`,
    ofHeight: Math.round(ofHeight * 100),
    ofWidth: Math.round(ofWidth * 100),
    binds: ofWidth >= 0.95 ? 'width' : 'height',
  };
}

/**
 * The figures as a table, one game and size a line.
 * @param {Figures[]} rows
 */
export function table(rows) {
  const lines = rows.map((r) => `| ${r.game.padEnd(13)} | ${r.size.padEnd(9)} | ${r.board.padEnd(9)} | ${String(r.ofHeight).padStart(3)}% | ${String(r.ofWidth).padStart(3)}% | ${r.binds.padEnd(6)} |`);
  return ['| game          | window    | board     | of h | of w | binds  |', ...lines].join('\n');
}
