// @ts-check
// Browser tests of the web client: Debian's Chromium drives `cubist serve` (started by
// tests/serve.js on a free port, with a fresh SQLite file). Run with `npm test` here
// after `cargo build --bin cubist`; see README.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  globalSetup: './tests/serve.js',
  workers: 1,
  timeout: 10 * 60 * 1000,
  expect: { timeout: 20 * 1000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.CUBIST_URL,
    actionTimeout: 20 * 1000,
    launchOptions: {
      executablePath: process.env.CUBIST_CHROMIUM || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /phone/, use: { viewport: { width: 1280, height: 900 } } },
    { name: 'phone', testMatch: /phone/, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  ],
});
