/**
 * Content in the HTML (scripts/prerender): what a crawler or a link preview reads without running
 * script, a first paint with every script blocked, and the app taking the markup over without a
 * warning, a shift or a skeleton. The HTML is the same at every width and is read once; the first
 * paint and the takeover are laid out at each width (`@width`): the build draws the desktop layout,
 * and on a phone the app re-renders its phone layout (src/utils/useMediaQuery.ts) right after
 * taking it over, where a shift or a warning would be the phone's alone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdCalls, hydrated, test, watchLayoutShift } from './fixtures';
import { tapCentre } from './hitTest';
import { ROUTES as BENCH } from '../../scripts/bench/routes';
import { COMPILE_HINT } from '../../config/compileHints';
import { APP_START_FILE } from '../../config/headScript';
import { CHROME_ARGS, appTab, drawInApp, drawingContext } from '../../scripts/prerender/browser';
import { caseTarget, newsTarget, pageTarget } from '../../scripts/prerender/html';
import type { PageTarget } from '../../scripts/prerender/html';
import { WALK } from './routes';

/** Every page the build prerenders among the walked routes (the 404 page is not prerendered). */
const PRERENDERED = WALK.filter((r) => !r.notFound);

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** The HTML as served, no script run. */
async function rawHtml(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return res.text();
}

/**
 * The state a prerendered page names (`#lt-state`'s `data-src`, a file of its own), or carries
 * inline; fails unless the page has exactly one state element.
 */
async function pageState<T>(request: APIRequestContext, html: string): Promise<T> {
  const elements = [
    ...html.matchAll(/<script id="lt-state" type="application\/json"([^>]*)>([^<]*)</g),
  ];
  expect(elements).toHaveLength(1);
  const [, attrs, inline] = elements[0];
  const src = / data-src="(\/__state\/[0-9a-f]{16}\.json)"/.exec(attrs)?.[1];
  if (!src) return JSON.parse(inline) as T;
  expect(inline).toBe('');
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  return (await res.json()) as T;
}

async function api<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const res = await request.post(url, { data });
  return ((await res.json()) as { data: T }).data;
}

/**
 * A slow line: the app's script arrives only when the returned function is called, well after the
 * page has painted (it is asked for by the starter script, so the HTML's load waits for it but
 * `domcontentloaded` does not).
 */
function slowAppScript(page: Page): Promise<() => void> {
  return holdCalls(page, /\/umi\.\w+\.js$/);
}

/** Two frames: the app's effects after taking the page over have run. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

/** Layout shifts and skeletons that appear after the HTML has been parsed. */
async function watchTakeover(page: Page) {
  await watchLayoutShift(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __busy: string[] };
    w.__busy = [];
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        records.forEach((r) =>
          r.addedNodes.forEach((n) => {
            if (n instanceof Element && n.closest('main') && n.matches('[aria-busy="true"]')) {
              w.__busy.push(n.outerHTML.slice(0, 120));
            }
          }),
        );
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
  });
}

test.describe('what the served HTML carries', () => {
  test('a case detail carries its title, cover and CreativeWork; a news page its NewsArticle', async ({
    request,
  }) => {
    const detail = await api<{ title: string; cover: string }>(request, '/api/case/caseDetails', {
      id: 12,
    });
    const html = await rawHtml(request, '/customerCase/caseDetail?id=12');
    expect(html).toContain(`>${detail.title}</h1>`);
    expect(html).toContain(`src="/${detail.cover}"`);
    expect(html).toContain(`content="https://www.lantu-design.cn/${detail.cover}"`);
    expect(html).toContain('"@type":"CreativeWork"');

    const news = await rawHtml(request, '/newsLantu?id=1');
    expect(news).toContain('"@type":"NewsArticle"');
    expect(news).toMatch(/<meta property="og:type" content="article">/);
    // The article's own pictures, sanitised into its body, are in the HTML too.
    const article = await request.get('/api/index/info', { params: { id: 1 } });
    const { content } = ((await article.json()) as { data: { content: string } }).data;
    const pictures = [...content.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(pictures.length).toBeGreaterThan(0);
    pictures.forEach((src) => expect(news).toContain(`<img src="/${src}"`));
  });

  test('the list pages carry their cases and news as links with titles', async ({ request }) => {
    const list = await rawHtml(request, '/customerCase');
    const cases = list.match(/href="\/customerCase\/caseDetail\?id=\d+"/g) ?? [];
    expect(cases.length).toBeGreaterThanOrEqual(15);
    const home = await rawHtml(request, '/');
    expect(home).toMatch(/href="\/newsLantu\?id=\d+"/);
    expect(home).toMatch(/href="\/customerCase\/caseDetail\?id=\d+"/);
    const about = await rawHtml(request, '/aboutLantu/1');
    expect((about.match(/href="\/newsLantu\?id=\d+"/g) ?? []).length).toBeGreaterThanOrEqual(5);
  });

  test('home and contact carry the Organization with its offices; sitemap lists every item', async ({
    request,
  }) => {
    for (const url of ['/', '/contactUs']) {
      const html = await rawHtml(request, url);
      expect(html).toContain('"@type":"Organization"');
      expect(html).toContain('"@type":"PostalAddress"');
    }
    const sitemap = await rawHtml(request, '/sitemap.xml');
    expect(sitemap).toContain('/customerCase/caseDetail?id=12</loc>');
    expect(sitemap).toContain('/newsLantu?id=1</loc>');
    expect(sitemap).toContain('/aboutLantu/3</loc>');
  });

  test("the build's tab keeps nothing of the pages it has drawn (each page's tree is freed once unmounted)", async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // The build draws page after page in one loaded app, in its own Chromium: pictures off.
    const browser = await playwright.chromium.launch({
      executablePath: testInfo.project.use.launchOptions?.executablePath,
      args: CHROME_ARGS,
    });
    const context = await drawingContext(browser);
    try {
      const tab = await appTab(context, baseURL!);
      const cdp = await context.newCDPSession(tab);
      const nodes = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Memory.getDOMCounters')).nodes;
      };
      const shell = { title: '', description: '' };
      const draw = async (targets: PageTarget[]) => {
        for (const target of targets) await drawInApp(tab, target, shell);
      };
      // Every kind of page once, then the same kinds again, and ten cases and news more: what
      // is alive after that is the last page and the app, not the pages before it.
      const kinds = [pageTarget('/'), pageTarget('/customerCase'), caseTarget(1), newsTarget(1)];
      await draw(kinds);
      const before = await nodes();
      await draw([...kinds, ...[2, 3, 4, 5, 6].flatMap((id) => [caseTarget(id), newsTarget(id)])]);
      await draw([kinds[3]]);
      // Before, each drawn page stayed alive (about 600 nodes a page: 8,000 more here).
      expect(await nodes()).toBeLessThan(before + 300);
    } finally {
      await browser.close();
    }
  });

  test('an item the build did not write gets the plain shell and loads as before', async ({
    page,
    request,
  }) => {
    const html = await rawHtml(request, '/customerCase/caseDetail?id=99999');
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/customerCase/caseDetail?id=99999');
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});

// At each width: the first screen's own CSS lays the header out as a bar, the heading on top.
test.describe('first paint without script', { tag: '@width' }, () => {
  for (const url of BENCH) {
    test(`${url}: the header and the page's heading show with every script blocked`, async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allowConsole(/Failed to load resource: net::ERR_FAILED/);
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(url);
      const h1 = page.locator('main h1').first();
      await expect(h1).toBeVisible();
      const box = (await h1.boundingBox())!;
      expect(box.height).toBeGreaterThan(0);
      // Styled: the heading is not covered, the header is laid out as a bar, not as a raw list.
      const onTop = await page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x, y)?.closest('h1'),
        [box.x + Math.min(box.width / 2, 40), box.y + box.height / 2],
      );
      const header = (await page.locator('header').first().boundingBox())!;
      expect(header.height).toBeLessThan(120);
      // (A visually hidden heading, the home page's, has nothing to hit.)
      if (box.height > 4 && box.y + box.height / 2 < (page.viewportSize()?.height ?? 0)) {
        expect(onTop).toBe(true);
      }
    });
  }
});

test('home: its bands below the fold are skipped from the first paint on, before any stylesheet', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowConsole(/Failed to load resource: net::ERR_FAILED/);
  // No script, so no whole stylesheet: what applies is the page's own first-screen CSS.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeAttached();
  const skipped = await page.evaluate(() => {
    const sheets = [...document.styleSheets].filter((s) => s.href);
    const bands = [...document.querySelectorAll('main *')].filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    return { external: sheets.length, bands: bands.length };
  });
  expect(skipped.external).toBe(0);
  // Six bands and the lazy lower part (src/pages/Home/index.tsx): laid out only near the viewport.
  expect(skipped.bands).toBeGreaterThanOrEqual(6);
});

test.describe('every page: in the HTML, then taken over', () => {
  for (const r of PRERENDERED) {
    test(
      `${r.url}: its <h1> and title are in the HTML; hydrates with no warning, shift or skeleton`,
      {
        tag: '@width',
      },
      async ({ page, request }) => {
        const html = await rawHtml(request, r.url);
        await watchTakeover(page);
        await page.goto(r.url);
        await hydrated(page);
        await page.waitForLoadState('networkidle');

        const h1 = (await page.locator('main h1').first().textContent())?.trim() ?? '';
        expect(h1).not.toBe('');
        const served = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]));
        expect(served).toContain(h1);
        const title = decode(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '');
        expect(title).toBe(await page.title());
        expect(title).toMatch(r.title);
        expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+">/);
        expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
        expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
        const state = await pageState<{ store: object }>(request, html);
        expect(typeof state.store).toBe('object');

        const { shift, busy } = await page.evaluate(() => {
          const w = window as unknown as { __shift: number; __busy: string[] };
          return { shift: w.__shift, busy: w.__busy };
        });
        expect(busy, 'skeletons drawn after the HTML').toEqual([]);
        expect(shift, 'layout shift').toBeLessThanOrEqual(0.01);
        // The console guard (fixtures.ts) fails the test on any hydration error or warning.
      },
    );
  }

  test('a prerendered page whose live calls fail keeps what it carries, without an error state', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsole(/Failed to load resource/);
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 500, json: { success: false, code: '500', message: '失败' } }),
    );
    await page.goto('/customerCase');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const cards = page.locator('main a[href^="/customerCase/caseDetail?id="]');
    expect(await cards.count()).toBeGreaterThanOrEqual(15);
    await expect(page.locator('main [role="alert"]')).toHaveCount(0);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  });

  test('moving to another page after the first loads it client-side, as before', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(req.url());
    });
    await page.locator('footer a[href="/websiteMap"]').first().click();
    await expect(page).toHaveTitle(/网站地图/);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("the app's files are asked for only after the page has painted, and its picture as the largest paint", async ({
    page,
  }) => {
    // A case: its cover is the largest paint at every width (the case list's hero is not on a
    // desktop: Chromium passes over a picture that plain).
    await page.goto('/customerCase/caseDetail?id=12');
    await hydrated(page);
    const { paint, largest, files } = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const last = entries[entries.length - 1] as PerformanceEntry & { element?: Element | null };
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        largest: {
          at: last?.startTime ?? Number.NaN,
          priority: last?.element?.getAttribute('fetchpriority') ?? null,
        },
        files: performance
          .getEntriesByType('resource')
          .filter((e) => /\.(js|css)(\?|$)|\/__state\//.test(e.name))
          .map((e) => ({ name: e.name, start: e.startTime })),
      };
    });
    expect(paint).toBeGreaterThan(0);
    // The cover is the page's largest paint (fetchpriority=high, preloaded).
    expect(largest.priority).toBe('high');
    expect(files.some((s) => /\/umi\.\w+\.js$/.test(s.name))).toBe(true);
    expect(files.some((s) => /\.css$/.test(s.name))).toBe(true);
    expect(files.some((s) => s.name.includes('/__state/'))).toBe(true);
    // All but the starter that asks for them (config/headScript.ts): 2 KB, deferred, held by nothing.
    const starter = (name: string) => name.endsWith(`/${APP_START_FILE}`);
    expect(files.filter((s) => starter(s.name))).toHaveLength(1);
    for (const s of files.filter((x) => !starter(x.name))) {
      expect(s.start, s.name).toBeGreaterThanOrEqual(paint);
      // Not sharing the line with the picture's paint (Lighthouse counts a file asked for before
      // the largest paint in it).
      expect(s.start, s.name).toBeGreaterThanOrEqual(largest.at);
    }
  });

  test('umi.js compiles whole while it streams in: none of it is compiled as it runs (V8 compile hint, config/compileHints.ts)', async ({
    browser,
    page,
    request,
  }) => {
    const html = await rawHtml(request, '/');
    const app = / content="[^"]*?(\/umi\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(app).toBeTruthy();
    // V8 reads the hint only at the very start of a script.
    const code = await (await request.get(app!)).text();
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    // What V8 does with it: the functions umi.js runs as the app takes the page over are compiled
    // already (without the hint, ≈ 240 of them were compiled on the main thread as they first ran,
    // 20–70 ms of the evaluation's 45–125 ms). A context of its own: no code cache from before.
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile'],
    });
    await page.goto('/');
    await hydrated(page);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string;
        ph: string;
        ts: number;
        dur?: number;
        pid: number;
        tid: number;
        args?: { data?: { url?: string } };
      }[];
    };
    const evaluation = traceEvents.find(
      (e) => e.name === 'EvaluateScript' && (e.args?.data?.url ?? '').endsWith(app!),
    );
    expect(evaluation, 'umi.js evaluated').toBeTruthy();
    const { ts, dur = 0, pid, tid } = evaluation!;
    const compiled = traceEvents.filter(
      (e) =>
        (e.name === 'V8.CompileCode' || e.name === 'V8.CompileLazy') &&
        e.pid === pid &&
        e.tid === tid &&
        e.ts >= ts &&
        e.ts <= ts + dur,
    );
    expect(compiled.length, 'functions compiled while umi.js ran').toBeLessThan(10);
  });

  test('a visitor who scrolls before the app has taken over stays where they are', async ({
    page,
  }) => {
    const answerApp = await slowAppScript(page);
    await page.goto('/contactUs', { waitUntil: 'domcontentloaded' });
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const before = await page.evaluate(() => window.scrollY);
    answerApp();
    await hydrated(page);
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 1);
    // …and a move to another page still starts at its top.
    await page.locator('footer a[href="/websiteMap"]').first().click();
    await expect(page).toHaveTitle(/网站地图/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // A finger's tap on a phone, the mouse on a desktop: `@width`.
  test(
    'a consultation button tapped before the app has taken over opens the popup once it has',
    {
      tag: '@width',
    },
    async ({ page }) => {
      const answerApp = await slowAppScript(page);
      await page.goto('/serviceContent', { waitUntil: 'domcontentloaded' });
      const button = page.getByRole('button', { name: '免费咨询' });
      await expect(button).toBeVisible();
      await tapCentre(page, button);
      answerApp();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  );

  test("the home page carries its first service's cases; another service chosen before the live answer shows a skeleton, then its cases", async ({
    page,
    request,
  }) => {
    const groups = await api<{ id: number; name: string; caseList: { title: string }[] }[]>(
      request,
      '/api/index/caseTypeCaseList',
      {},
    );
    const state = await pageState<{
      store: { index: { caseList: { name: string; caseList: unknown[] }[] } };
    }>(request, await rawHtml(request, '/'));
    const carried = state.store.index.caseList;
    expect(carried.map((g) => g.name)).toEqual(groups.map((g) => g.name));
    expect(carried[0].caseList).toHaveLength(groups[0].caseList.length);
    expect(carried.slice(1).every((g) => g.caseList.length === 0)).toBe(true);

    const release = await holdCalls(page, '**/api/index/caseTypeCaseList');
    await page.goto('/');
    await hydrated(page);
    const tab = page.getByRole('tab', { name: groups[1].name });
    await tapCentre(page, tab);
    const panel = page.getByRole('tabpanel');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(panel.locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(panel).not.toContainText('暂无');
    release();
    await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(
      groups[1].caseList[0].title,
    );
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});
