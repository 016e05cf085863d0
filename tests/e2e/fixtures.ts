/**
 * Shared e2e fixtures: every spec fails on an uncaught page error or a console error (React
 * warnings included) unless the spec allows that message with `allowConsole(/pattern/)`.
 *
 * In Chromium the test's page is a visitor with Data Saver on (`dataSaver`, tests/e2e/README.md):
 * the site then sends the consultation form only when the visitor reaches for it, not in the idle
 * time after every load. A spec about the form as most visitors meet it, fetched ahead, sets
 * `test.use({ dataSaver: false })`.
 */
import fs from 'fs';
import path from 'path';
import { expect, test as base } from '@playwright/test';
import type {
  BrowserContext,
  BrowserContextOptions,
  Page,
  PlaywrightTestOptions,
  TestInfo,
} from '@playwright/test';
import { isHydrated } from './hydration';

export interface ConsoleGuard {
  /** Messages matching this pattern are expected in this test (e.g. an aborted chunk). */
  allowConsole: (pattern: RegExp) => void;
  /** Errors seen so far (console errors, page errors). */
  errors: () => string[];
}

/** Turns Data Saver on for this page (Chromium, through the DevTools protocol). */
export async function saveData(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** The project's page options (its screen, touch, locale …) for a context made here. */
export function contextOptionsOf(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { baseURL, viewport, deviceScaleFactor, isMobile: mobile, hasTouch, userAgent } = use;
  const { locale, timezoneId } = use;
  return {
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile: mobile,
    hasTouch,
    userAgent,
    locale,
    timezoneId,
  };
}

export const test = base.extend<
  { consoleGuard: ConsoleGuard; dataSaver: boolean },
  { sharedContext: BrowserContext }
>({
  dataSaver: [true, { option: true }],
  // The worker's shared browser context (`sharedTest` below), made when a test first asks for
  // it. Declared here, on every test, so that tests of `test` and of `sharedTest` run in the same
  // workers: a worker fixture of `sharedTest`'s own would give its tests other workers, and every
  // switch between the two kinds in a file would start a new worker and browser.
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptionsOf(workerInfo.project.use));
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ page, dataSaver, browserName }, use) => {
    if (dataSaver && browserName === 'chromium') await saveData(page);
    await use(page);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      // An unknown address is answered with its real status (404, or 400 for a broken URL) and the
      // 404 page; Chromium logs that status for the page itself, which is no error of the site.
      const notFoundPages = new Set<string>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'document' && [400, 404].includes(res.status())) {
          notFoundPages.add(res.url());
        }
      });
      page.on('console', (msg) => {
        if (
          /^Failed to load resource: the server responded with a status of 40[04]/.test(
            msg.text(),
          ) &&
          notFoundPages.has(msg.location().url)
        ) {
          return;
        }
        if (msg.type() === 'error' || (msg.type() === 'warning' && /Warning:/.test(msg.text()))) {
          seen.push(`console.${msg.type()}: ${msg.text()}`);
        }
      });
      page.on('pageerror', (err) => seen.push(`pageerror: ${err.message}`));
      await use({ allowConsole: (p) => allowed.push(p), errors: () => [...seen] });
      const unexpected = seen.filter((m) => !allowed.some((p) => p.test(m)));
      expect(unexpected, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `test` whose pages open in one browser context per worker, each test a new page in it (closed
 * after it), not in a context of its own. For tests that only read what a page shows and do to it
 * only what stays in its tab (clicks, typing into the page, its own `page.route`, its session
 * storage): the visits then share nothing but the browser's cache and cookies, and every page
 * after the first of a worker loads the site's script (and the form's chunk) from that cache,
 * already compiled, instead of in a cold context. What is proved is the same: every check runs on
 * the page once it has loaded. Not for a test that needs a cold cache (a first visit, the
 * takeover of a prerendered page, which files a load asks for), that moves the clock
 * (`page.clock` is the context's), sets cookies or permissions, or sets its own context options
 * with `test.use` (the shared context has the project's). A retry opens its page in a fresh
 * context of its own, as every other test does (and traced, in CI).
 */
export const sharedTest = test.extend({
  page: async ({ browser, browserName, dataSaver, sharedContext }, use, testInfo) => {
    const context =
      testInfo.retry > 0
        ? await browser.newContext(contextOptionsOf(testInfo.project.use))
        : sharedContext;
    const page = await context.newPage();
    if (dataSaver && browserName === 'chromium') await saveData(page);
    await use(page);
    await (context === sharedContext ? page.close() : context.close());
  },
});

export { isHydrated };

/** Waits until React has taken the prerendered page over completely (`isHydrated`). */
export async function hydrated(page: Page) {
  await page.waitForFunction(isHydrated);
}

/** Waits until the layout is on screen, the page chunk has rendered its <h1> and React owns it. */
export async function gotoPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await hydrated(page);
}

/** Reloads the page and waits until the app has taken it over, as gotoPage does. */
export async function reloadPage(page: Page) {
  await page.reload();
  await hydrated(page);
}

/**
 * From now on `path` is served as the app draws it when its HTML carries no prerendered page (a
 * view the build did not draw, or any page reached by a route change): the served HTML loses its
 * markup and state on the way.
 */
export async function withoutPrerender(page: Page, path: string) {
  const target = new URL(path, 'http://localhost');
  await page.route(
    (u) => u.pathname === target.pathname && u.search === target.search,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text())
        // The marker and the picture preloads the prerender put right after it.
        .replace(/<meta name="lt-prerendered"[^>]*>(<link rel="preload" as="image"[^>]*>)*/, '')
        .replace(
          /<div id="root">[\s\S]*?<\/div><script id="lt-state"[^>]*>[\s\S]*?<\/script>/,
          '<div id="root"></div>',
        );
      return route.fulfill({ response, body });
    },
  );
}

/**
 * Opens `path` as the app draws it when its HTML carries no prerendered page (`withoutPrerender`).
 * For what happens when the page's own calls fail or hang on the way in.
 */
export async function gotoUnprerendered(page: Page, path: string) {
  await withoutPrerender(page, path);
  await gotoPage(page, path);
}

/** Holds every call to `url` unanswered until the returned function is called. */
export async function holdCalls(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/**
 * The contact page's inline consultation form. It (and antd) loads as it nears the viewport, so
 * bring it there first, as a visitor scrolling down to it does.
 */
export async function revealInlineForm(page: Page) {
  await page.locator('#consult [data-near]').scrollIntoViewIfNeeded();
  const form = page.locator('form#consult-inline');
  await expect(form).toBeVisible();
  return form;
}

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The mock's consultation log: CONSULT_LOG (relative paths from the repository root, where the mock server runs). */
export function consultLog(): string {
  return path.resolve(REPO_ROOT, process.env.CONSULT_LOG || '.mock-data/consult-submissions.jsonl');
}

/** Every submission the mock has stored, oldest first. */
export function logEntries(): Record<string, unknown>[] {
  const file = consultLog();
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A label no other test run uses, to find this test's submission in the log. */
export const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const DIST_INDEX = path.join(REPO_ROOT, 'dist', 'index.html');

/**
 * For a spec that starts a server of its own over the built dist/ (the preview, nginx): call it
 * first in beforeAll. What it proves is the server, not the layout, so it runs in the desktop
 * project only; without a build it is skipped, and in CI that is a failure.
 */
export function serverSpec(testInfo: TestInfo, name: string) {
  test.skip(testInfo.project.name !== 'desktop', `${name} is proved once, in the desktop project`);
  if (!fs.existsSync(DIST_INDEX)) {
    if (process.env.CI) throw new Error(`${name}: dist/ is not built, so it cannot run`);
    test.skip(true, 'dist/ is not built (the shared webServer builds it)');
  }
}

/** Records every CSP violation the page reports; the returned function reads them. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/**
 * From the next load on, the page's layout shifts not caused by input add up in
 * `window.__shift` (read it with `layoutShift(page)`).
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!e.hadRecentInput) w.__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift `watchLayoutShift` has added up so far. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);
