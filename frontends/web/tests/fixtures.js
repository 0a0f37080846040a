// @ts-check
// The `test` every spec uses: Playwright's, except that a test fails if any page it
// opened (in any browser context, its own or one it made) threw an uncaught error,
// logged an error to its console, or had a request to this server fail or answered
// with a status of 400 or more (whether or not the console said so). A test that
// causes such an error on purpose names it with `pageErrors.expect(pattern, why)`, and
// then fails if it does not happen.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */

/** The errors of the pages of one test. */
export class PageErrors {
  constructor() {
    /** @type {string[]} each error in words, with the page's address */
    this.seen = [];
    /** @type {{pattern: RegExp, why: string, count: number}[]} */
    this.expected = [];
    /** @type {Set<BrowserContext>} */
    this.contexts = new Set();
    /**
     * Requests to this server that failed, and the addresses the console reported a
     * failed load of: a failure the console reported counts once, as its console error.
     * @type {{url: string, text: string}[]}
     */
    this.failed = [];
    /** @type {Set<string>} */
    this.logged = new Set();
  }

  /**
   * Record the errors of every page of `context`, now and later.
   * @param {BrowserContext} context
   */
  watch(context) {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    const dir = process.env.CUBIST_WEB_DIR;
    if (dir) {
      context.route('**/assets/*', (route) => {
        const file = `${dir}/${new URL(route.request().url()).pathname.replace(/^\/assets\//, '')}`;
        return route.fulfill({ path: file }).catch(() => route.continue());
      });
    }
    context.on('weberror', (e) => {
      const error = e.error();
      this.seen.push(`${where(e.page())}uncaught: ${error.stack || error.message || String(error)}`);
    });
    context.on('console', (m) => {
      if (m.type() !== 'error') return;
      const at = m.location();
      if (at.url && /^Failed to load resource/.test(m.text())) this.logged.add(at.url);
      this.seen.push(`${where(m.page())}console error: ${m.text()}${at.url ? ` (at ${at.url}:${at.lineNumber})` : ''}`);
    });
    context.on('response', (r) => {
      if (r.status() >= 400 && ours(r.url())) {
        this.failed.push({ url: r.url(), text: `${where(r.frame().page())}response ${r.status()}: ${r.request().method()} ${r.url()}` });
      }
    });
    context.on('requestfailed', (r) => {
      const failure = r.failure()?.errorText ?? 'failed';
      // A page left while it was still loading something cancels it: that is no fault.
      if (!ours(r.url()) || failure === 'net::ERR_ABORTED') return;
      this.failed.push({ url: r.url(), text: `${where(r.frame().page())}request failed (${failure}): ${r.method()} ${r.url()}` });
    });
  }

  /**
   * This test causes errors matching `pattern` on purpose (at least one).
   * @param {RegExp} pattern matched against the error as recorded: `console error: …`, `uncaught: …`,
   *   `response 404: GET …` or `request failed (…): GET …`
   * @param {string} why
   */
  expect(pattern, why) {
    this.expected.push({ pattern, why, count: 0 });
  }

  /**
   * Errors matching `pattern` may come or not, depending on timing (a socket refused
   * only if the page reconnects after the server ended its session).
   * @param {RegExp} pattern as for `expect`
   * @param {string} why
   */
  allow(pattern, why) {
    this.expected.push({ pattern, why, count: 0, optional: true });
  }

  /** What is wrong, in words: errors nobody expected, and expected errors that never came. */
  problems() {
    const silent = this.failed.filter((f) => !this.logged.has(f.url)).map((f) => f.text);
    const unexpected = [...this.seen, ...silent].filter((s) => {
      const known = this.expected.find((e) => e.pattern.test(s));
      if (known) known.count += 1;
      return !known;
    });
    return [
      ...unexpected.map((s) => `unexpected: ${s}`),
      ...this.expected.filter((e) => e.count === 0 && !e.optional).map((e) => `expected but not seen: ${e.pattern} (${e.why})`),
    ];
  }
}

/**
 * Whether an address is on the server under test.
 * @param {string} url
 */
function ours(url) {
  const base = process.env.CUBIST_URL;
  return !!base && new URL(url).origin === new URL(base).origin;
}

/** @param {Page|null} page */
function where(page) {
  return page ? `[${page.url()}] ` : '';
}

/**
 * @type {import('@playwright/test').TestType<
 *   import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions & {pageErrors: PageErrors},
 *   import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions>}
 */
export const test = base.extend(/** @type {any} */ ({
  pageErrors: [async (/** @type {{browser: import('@playwright/test').Browser}} */ { browser }, /** @type {(e: PageErrors) => Promise<void>} */ use) => {
    const errors = new PageErrors();
    /** @param {BrowserContext} context */
    const onContext = (context) => errors.watch(context);
    browser.on('context', onContext);
    try {
      await use(errors);
    } finally {
      browser.off('context', onContext);
    }
    // Closing the contexts the test made delivers what their pages still had to say.
    for (const context of errors.contexts) await context.close().catch(() => {});
    const problems = errors.problems();
    if (problems.length) {
      throw new Error(`errors in the pages of this test:\n${problems.join('\n')}`);
    }
  }, { auto: true }],
  context: async (/** @type {{context: BrowserContext, pageErrors: PageErrors}} */ { context, pageErrors }, /** @type {(c: BrowserContext) => Promise<void>} */ use) => {
    pageErrors.watch(context);
    await use(context);
  },
}));
