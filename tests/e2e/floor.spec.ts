/**
 * The browsers Chinese visitors open the site in (issue 52, item 4; README "Browsers"):
 *
 * - at the floor (Chromium 87): this Chromium with every built-in newer than 87 taken away before
 *   any script runs (the ones scripts/floor looks for, and a few more the app could reach) walks
 *   home → case list → a case → the consultation dialog with no page error: nothing the app runs
 *   needs what the floor lacks (the syntax is checked file by file: tests/unit/scripts/floor.test);
 * - below the floor, the prerendered page reads and its links work without script: with
 *   JavaScript off, and in a browser that runs the head script but not the app (no
 *   `Promise.any`, umi.js refused), even at an address with a query the page was not drawn for
 *   (WeChat's `?from=singlemessage`), where the stale guard hid it before;
 * - every HTML answer of the preview carries the metas of config/browserMetas.ts and
 *   `Cache-Control: no-cache, no-transform` (nginx: nginx.spec.ts).
 */
import type { Page } from '@playwright/test';
import { BROWSER_METAS } from '../../config/browserMetas';
import { expect, gotoPage, test } from './fixtures';

/** Built-ins Chromium 88–150 added that an app could reach for (MDN's versions). */
const NEWER_THAN_87 = `
  const drop = (o, k) => { try { delete o[k]; } catch (e) {} };
  for (const proto of [Array.prototype, String.prototype, Object.getPrototypeOf(Int8Array.prototype)]) {
    ['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with', 'isWellFormed', 'toWellFormed'].forEach((k) => drop(proto, k));
  }
  ['hasOwn', 'groupBy'].forEach((k) => drop(Object, k));
  drop(Map, 'groupBy');
  ['withResolvers', 'try'].forEach((k) => drop(Promise, k));
  drop(Array, 'fromAsync');
  ['timeout', 'any'].forEach((k) => drop(AbortSignal, k));
  drop(AbortSignal.prototype, 'throwIfAborted');
  drop(window, 'structuredClone');
  drop(Crypto.prototype, 'randomUUID');
  drop(Error, 'isError');
  drop(Element.prototype, 'checkVisibility');
  drop(HTMLDialogElement.prototype, 'requestClose');
  window.__floorEmulated = true;
`;

test.describe('at the floor: Chromium 87 built-ins', () => {
  test('home → cases → a case → the consultation dialog, with no page error', async ({ page }) => {
    await page.addInitScript(NEWER_THAN_87);
    await gotoPage(page, '/');
    expect(
      await page.evaluate(() => [typeof [].at, typeof structuredClone, typeof Object.hasOwn]),
    ).toEqual(['undefined', 'undefined', 'undefined']);
    await page.locator('header').getByRole('link', { name: '客户案例' }).first().click();
    await expect(page).toHaveURL(/\/customerCase$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.locator('main a[href*="caseDetail?id="]').first().click();
    await expect(page).toHaveURL(/caseDetail\?id=\d+/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('button', { name: '免费咨询' }).first().click();
    await expect(page.getByRole('dialog', { name: '预约咨询' })).toBeVisible();
    // The fixture fails the test on any page error or console error.
  });
});

/** The page's h1 and links, read off what is painted. */
async function readable(page: Page) {
  const h1 = page.locator('main h1').first();
  await expect(h1).toBeVisible();
  expect((await h1.innerText()).trim().length).toBeGreaterThan(1);
  const links = page.locator('header a[href], main a[href], footer a[href]');
  expect(await links.count()).toBeGreaterThan(5);
  await expect(page.locator('#root')).toBeVisible();
  expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe(
    'visible',
  );
}

test.describe('below the floor: the prerendered page without the app', () => {
  test.use({ javaScriptEnabled: false });

  test('JavaScript off: home and a case read, and a link goes to its page', async ({ page }) => {
    await page.goto('/');
    await readable(page);
    await page.goto('/customerCase/caseDetail?id=12');
    await readable(page);
    // A plain link of the header, followed without any script.
    const href = await page.locator('header a[href="/customerCase"]').first().getAttribute('href');
    expect(href).toBe('/customerCase');
    await page.goto(href!);
    await readable(page);
    expect(await page.locator('main a[href*="caseDetail?id="]').count()).toBeGreaterThan(3);
  });
});

test('a browser that runs the head script but not the app: the page shows, even for another query', async ({
  page,
  consoleGuard,
}) => {
  // No Promise.any (below Chromium 85 / Safari 14), and umi.js as if it could not be parsed.
  await page.addInitScript(() => {
    delete (Promise as { any?: unknown }).any;
  });
  await page.route(/\/umi\.[0-9a-f]+\.js$/, (route) => route.abort());
  consoleGuard.allowConsole(/Failed to load resource|net::ERR_FAILED/);
  await page.goto('/customerCase/caseDetail?id=12&from=singlemessage&isappinstalled=0');
  await readable(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains('lt-stale'))).toBe(
    false,
  );
});

test('every HTML answer of the preview: the metas and no-cache, no-transform', async ({
  request,
}) => {
  for (const address of ['/', '/customerCase/caseDetail?id=12', '/contactUs', '/no-such-page']) {
    const res = await request.get(address);
    expect([address, res.status()]).toEqual([address, address === '/no-such-page' ? 404 : 200]);
    expect([address, res.headers()['cache-control']]).toEqual([address, 'no-cache, no-transform']);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of BROWSER_METAS.match(/<meta [^>]*>/g)!) {
      expect([address, tag, head.split(tag).length - 1]).toEqual([address, tag, 1]);
    }
  }
});
