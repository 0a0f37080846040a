// @ts-check
// axe-core on a page as it is now, in the light and the dark scheme: a violation of
// serious or critical impact fails the test; the lesser ones are printed, to be
// looked at.
import AxeBuilder from '@axe-core/playwright';
import { expect } from './fixtures.js';

/** @typedef {import('@playwright/test').Page} Page */

const SCHEMES = /** @type {const} */ (['light', 'dark']);

/**
 * Run axe on the page as it is now, in both schemes; fail on serious or critical
 * violations, print the others.
 * @param {Page} page
 * @param {string} name what the page is, for the messages
 */
export async function audit(page, name) {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    const lines = results.violations.map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ')}`
      + (v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''));
    const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const minor = lines.filter((_, i) => !grave.includes(results.violations[i]));
    if (minor.length) console.log(`${name} (${colorScheme}), minor:\n  ${minor.join('\n  ')}`);
    expect(lines.filter((_, i) => grave.includes(results.violations[i])), `${name} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
