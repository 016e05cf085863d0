/**
 * Real-browser specs (tests/e2e) against the production build served by the preview server
 * (server/preview) with the mock API — what marketing staff preview is what the specs prove.
 *
 * Browser: Debian's headless shell (/usr/bin/chromium-headless-shell) when present, else Debian's
 * /usr/bin/chromium (this workplace cannot download Playwright's own build); elsewhere
 * `npx playwright install chromium`, whose headless runs use the same shell. CHROMIUM_PATH
 * overrides all. The shell is Blink and V8 as in the browser without the browser around them:
 * the full browser opens every test's context as a window with its own top-chrome renderer.
 * about.spec.ts's 29 tests on this 2-core machine: 53 s in the shell, 113 s in the browser.
 * E2E_BASE_URL reuses a server that is already running (skips build and start).
 */
import { defineConfig, devices } from '@playwright/test';
import fs from 'fs';
import path from 'path';
import { E2E_SERVER_ENV } from './e2eServer';

// Where the mock writes consultation submissions during e2e runs; specs read it back.
process.env.CONSULT_LOG =
  process.env.CONSULT_LOG || path.resolve(__dirname, '../.mock-data/e2e-consult-submissions.jsonl');

const PORT = Number(process.env.E2E_PORT || 4173);
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${PORT}`;
const executablePath =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

/** The cross-engine journeys: only the firefox and webkit projects run them. */
const ENGINES_SPEC = '**/engines.spec.ts';

/**
 * Which Chromium projects run a test (tests/e2e/README.md, "Which widths a test runs at"): a test
 * runs in `desktop` (1440 px) unless it is excluded there; what it proves depends on the width or
 * on touch only when it carries `@width` (then also in `mobile`, the emulated 375 px phone), and
 * the overlay walk carries `@narrow` too (then also in `narrow`, 320 px without emulation).
 */
const AT_EVERY_WIDTH = /@width\b/;
const AT_NARROW = /@narrow\b/;

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
    // Recording a trace costs every test about a fifth more CPU (measured on about.spec.ts), paid
    // again for every test that passes: in CI a failed test is retried with a trace instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions,
  },
  projects: [
    // The order is the order tests are handed to the workers: the longest first, so that no long
    // test is left running alone at the end. Firefox and WebKit run the visitor journeys only
    // (tests/e2e/engines.spec.ts drives them itself: puppeteer-core and WebKitWebDriver), one
    // browser each, one journey after another in one worker: the longest chains of the run. Then
    // the overlay walk's long tests at the phone widths, then everything at 1440 px.
    { name: 'webkit', testMatch: [ENGINES_SPEC] },
    { name: 'firefox', testMatch: [ENGINES_SPEC] },
    {
      // The narrowest phone without mobile emulation: emulation widens the layout viewport to fit
      // content that overflows, which hides a sideways pan; here the page keeps the width asked
      // for. The overlay walk (`@narrow`) runs here too, and measures 414 px as well (375 px is
      // the emulated phone's, whose measure sees through the widening).
      name: 'narrow',
      grep: AT_NARROW,
      testIgnore: [ENGINES_SPEC],
      use: {
        viewport: { width: 320, height: 640 },
        deviceScaleFactor: 2,
        isMobile: false,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      // The phone (emulated, touch): only what depends on the width or on touch (`@width`).
      name: 'mobile',
      grep: AT_EVERY_WIDTH,
      testIgnore: [ENGINES_SPEC],
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
      // Every Chromium test: what does not depend on the width is proved here, once.
      name: 'desktop',
      testIgnore: [ENGINES_SPEC],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // E2E_PREBUILT: `npm test` (scripts/test) has made this build already, beside the type
        // check and the lint.
        command: `${process.env.E2E_PREBUILT ? '' : 'npm run build && '}npm run serve -- --port ${PORT}`,
        cwd: '..',
        url: `${baseURL}/`,
        timeout: 240000,
        reuseExistingServer: !process.env.CI,
        env: { ...E2E_SERVER_ENV, CONSULT_LOG: process.env.CONSULT_LOG },
      },
});
