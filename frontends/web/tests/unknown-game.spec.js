// @ts-check
// A game page for a game the server does not have: it says so plainly, with the way
// back to the lobby, and stops trying to connect (the connection of a game that
// exists, lost, keeps reconnecting: play.js). Time on the page is Playwright's clock,
// run forward by hand.
import { test, expect } from './fixtures.js';

test('an unknown game is named as such, links to the lobby and stops connecting', async ({ page, pageErrors }) => {
  pageErrors.expect(/WebSocket connection .* failed|response 404|status of 404/, 'the game does not exist');
  await page.clock.install();
  let sockets = 0;
  page.on('websocket', () => { sockets += 1; });
  await page.goto('/play/nosuchgame1');
  await expect(page.getByRole('heading', { name: 'No such game' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('nosuchgame1');
  await expect(page.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  await expect(page.getByText(/reconnecting/i)).toHaveCount(0);
  // A minute later nothing more was opened.
  const opened = sockets;
  expect(opened).toBeGreaterThanOrEqual(1);
  await page.clock.runFor(60_000);
  expect(sockets).toBe(opened);
  await expect(page.getByRole('heading', { name: 'No such game' })).toBeVisible();
});
