/**
 * Real-browser specs (tests/e2e) against the production build served by the preview server
 * (server/preview) with the mock API — what marketing staff preview is what the specs prove.
 *
 * Browser: Debian's /usr/bin/chromium when present (this workplace cannot download Playwright's
 * own build); elsewhere `npx playwright install chromium`. CHROMIUM_PATH overrides both.
 * E2E_BASE_URL reuses a server that is already running (skips build and start).
 */
import { defineConfig, devices } from '@playwright/test';
import fs from 'fs';
import path from 'path';

// Where the mock writes consultation submissions during e2e runs; specs read it back.
process.env.CONSULT_LOG =
  process.env.CONSULT_LOG || path.resolve(__dirname, '../.mock-data/e2e-consult-submissions.jsonl');

const PORT = Number(process.env.E2E_PORT || 4173);
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${PORT}`;
const systemChromium = '/usr/bin/chromium';
const executablePath =
  process.env.CHROMIUM_PATH || (fs.existsSync(systemChromium) ? systemChromium : undefined);

/** The cross-engine journeys: only the firefox and webkit projects run them. */
const ENGINES_SPEC = '**/engines.spec.ts';

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '../tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR || '../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 45000,
  expect: { timeout: 10000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.resolve(__dirname, '../reports/e2e-results.json') }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [ENGINES_SPEC],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      // What does not depend on the screen runs once, in the desktop project: the server side of
      // nothing-lost (every acknowledged consultation stored exactly once).
      testIgnore: ['**/nothing-lost.spec.ts', ENGINES_SPEC],
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 5'].userAgent,
        launchOptions,
      },
    },
    {
      // The narrowest phone without mobile emulation: emulation widens the layout viewport to fit
      // content that overflows, which hides a sideways pan; here the page keeps the width asked
      // for. The overlay walk runs here too, and measures 414 px as well (375 px is the emulated
      // phone's, whose measure sees through the widening).
      name: 'narrow',
      testMatch: ['**/overlays.spec.ts'],
      use: {
        viewport: { width: 320, height: 640 },
        deviceScaleFactor: 2,
        isMobile: false,
        hasTouch: true,
        launchOptions,
      },
    },
    // Firefox and WebKit run the visitor journeys only (tests/e2e/engines.spec.ts drives them
    // itself: puppeteer-core and WebKitWebDriver), one browser each.
    { name: 'firefox', testMatch: [ENGINES_SPEC] },
    { name: 'webkit', testMatch: [ENGINES_SPEC] },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npm run build && npm run serve -- --port ${PORT}`,
        cwd: '..',
        url: `${baseURL}/`,
        timeout: 240000,
        reuseExistingServer: !process.env.CI,
        // The test build leaves picture variants to the preview, which makes them on request
        // (a deploy build writes them all: scripts/pictures).
        env: {
          MOCK_DELAY: '0',
          MOCK_FAIL: '0',
          CONSULT_LOG: process.env.CONSULT_LOG,
          PICTURES: 'on-request',
        },
      },
});
