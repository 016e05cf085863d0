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
 * - without cascade layers (Chromium < 99, Safari < 15.4, Firefox < 97: inside the floor; emulated
 *   by taking CSSLayerBlockRule away and serving the stylesheets with their `@layer` blocks cut
 *   out, as those browsers drop them), antd's parts look as they do in a browser with layers: the
 *   unlayered copy comes first in <head>, and a browser with layers never asks for it;
 * - without `aspect-ratio` (Chromium 87, Safari 14.x; emulated by cutting it out of the stylesheets
 *   and reading their `@supports not (aspect-ratio…)` fallbacks as such a browser would), every
 *   picture keeps its box: the pages are laid out as with it;
 * - every HTML answer of the preview carries the metas of config/browserMetas.ts and
 *   `Cache-Control: no-cache, no-transform` (nginx: nginx.spec.ts).
 */
import type { Browser, Page } from '@playwright/test';
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

/** `css` without its `@layer …{…}` blocks, as a browser without cascade layers reads it. */
function withoutLayers(css: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const at = css.indexOf('@layer', i);
    if (at < 0) return out + css.slice(i);
    const open = css.indexOf('{', at);
    const semi = css.indexOf(';', at);
    out += css.slice(i, at);
    if (semi >= 0 && semi < open) {
      i = semi + 1; // `@layer a, b;`: an order statement
      continue;
    }
    let depth = 0;
    let j = open;
    for (; j < css.length; j += 1) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    i = j + 1;
  }
}

/** A browser without cascade layers: no CSSLayerBlockRule, and every `@layer` block dropped. */
async function withoutCascadeLayers(page: Page) {
  await page.addInitScript(() => {
    delete (window as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule;
  });
  let cut = 0;
  await page.route(/\.css(\?.*)?$/, async (route) => {
    const res = await route.fetch();
    const body = await res.text();
    const css = withoutLayers(body);
    if (css !== body) cut += 1;
    await route.fulfill({ response: res, body: css });
  });
  return { cut: () => cut };
}

/** A second page set up as the project's (its width, its phone emulation), in its own context. */
async function pageLikeThis(browser: Browser) {
  const { use } = test.info().project;
  const keys = [
    'baseURL',
    'viewport',
    'deviceScaleFactor',
    'isMobile',
    'hasTouch',
    'userAgent',
    'locale',
    'timezoneId',
  ] as const;
  const context = await browser.newContext(Object.fromEntries(keys.map((k) => [k, use[k]])));
  return { page: await context.newPage(), close: () => context.close() };
}

/** The looks of antd's parts of the consultation form on /contactUs, as painted. */
async function antdLooks(page: Page) {
  await gotoPage(page, '/contactUs');
  // The form comes as it nears the viewport.
  const input = page.locator('main form .ant-input').first();
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(input).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await input.scrollIntoViewIfNeeded();
  const form = page.locator('main form').first();
  return form.evaluate((el) => {
    const pick = (selector: string, props: string[]) => {
      const node = el.querySelector(selector) ?? document.querySelector(selector);
      if (!node) return { [selector]: 'missing' };
      const style = getComputedStyle(node);
      return Object.fromEntries(props.map((p) => [`${selector} ${p}`, style.getPropertyValue(p)]));
    };
    return {
      ...pick('.ant-input', [
        'border-top-width',
        'border-top-style',
        'border-radius',
        'padding-left',
        'font-size',
        'height',
      ]),
      ...pick('.ant-btn-primary', [
        'background-color',
        'color',
        'border-radius',
        'height',
        'display',
      ]),
      ...pick('.ant-form-item', ['margin-bottom']),
      ...pick('.ant-form-item-label > label', ['font-size', 'color']),
      ...pick('.ant-radio-button-wrapper, .ant-checkbox-wrapper, .ant-select', [
        'display',
        'font-size',
      ]),
    };
  });
}

test.describe('at the floor: no cascade layers', () => {
  test("antd's parts look as they do with layers; only such a browser asks for the unlayered copy @width", async ({
    page,
    browser,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('antd-unlayered.')) asked.push(r.url());
    });
    const withLayers = await antdLooks(page);
    expect(asked).toEqual([]);
    expect(await page.locator('link[data-antd-unlayered]').count()).toBe(0);
    // antd is styled at all: a primary button is filled, an input framed.
    expect(withLayers['.ant-btn-primary background-color']).not.toMatch(/rgba\(0, 0, 0, 0\)/);
    expect(withLayers['.ant-input border-top-style']).toBe('solid');

    const { page: old, close } = await pageLikeThis(browser);
    try {
      const layers = await withoutCascadeLayers(old);
      const looks = await antdLooks(old);
      expect(layers.cut()).toBeGreaterThan(0);
      expect(looks).toEqual(withLayers);
      // Before every stylesheet of the build, so the site's own come after it (antd's own
      // run-time <style> elements, its CSS variables, put themselves first).
      expect(
        await old.evaluate(() =>
          [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
            l.hasAttribute('data-antd-unlayered'),
          ),
        ),
      ).toEqual([
        true,
        ...Array((await old.locator('head link[rel="stylesheet"]').count()) - 1).fill(false),
      ]);
    } finally {
      await close();
    }
  });
});

/** Serves the stylesheets as a browser without `aspect-ratio` reads them. */
async function withoutAspectRatio(page: Page) {
  await page.route(/\.css(\?.*)?$/, async (route) => {
    const res = await route.fetch();
    const css = (await res.text())
      .replace(/@supports not \(aspect-ratio:[^)]*\)/g, '@supports (display:block)')
      .replace(/aspect-ratio:[^;}]*;?/g, '');
    await route.fulfill({ response: res, body: css });
  });
}

/** Where each picture of the page's first screens lies, and how tall the page is. */
async function pictureLayout(page: Page, route: string) {
  await gotoPage(page, route);
  await page.waitForLoadState('networkidle');
  const read = () =>
    page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      pictures: [...document.querySelectorAll('main img:not([aria-hidden="true"])')]
        .map((img) => img.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .map((r) => [
          Math.round(r.left),
          Math.round(r.top),
          Math.round(r.width),
          Math.round(r.height),
        ]),
    }));
  // Once the page has settled (its data, its fonts): the same twice, half a second apart.
  let last = JSON.stringify(await read());
  await expect(async () => {
    await page.waitForTimeout(500);
    const now = JSON.stringify(await read());
    const same = now === last;
    last = now;
    expect(same).toBe(true);
  }).toPass({ timeout: 15_000 });
  return JSON.parse(last) as Awaited<ReturnType<typeof read>>;
}

test.describe('at the floor: no aspect-ratio', () => {
  for (const route of ['/', '/customerCase', '/customerCase/caseDetail?id=12']) {
    test(`${route}: every picture keeps its box @width`, async ({ page, browser }) => {
      const modern = await pictureLayout(page, route);
      expect(modern.pictures.length).toBeGreaterThan(2);
      const { page: old, close } = await pageLikeThis(browser);
      try {
        await withoutAspectRatio(old);
        const floor = await pictureLayout(old, route);
        expect(floor.pictures.length).toBe(modern.pictures.length);
        floor.pictures.forEach((box, i) => {
          box.forEach((v, k) => {
            expect([i, k, Math.abs(v - modern.pictures[i][k]) <= 2]).toEqual([i, k, true]);
          });
        });
        expect(Math.abs(floor.height - modern.height)).toBeLessThanOrEqual(4);
      } finally {
        await close();
      }
    });
  }
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
