/**
 * Pictures as a visitor's browser gets them (src/utils/picture.ts): every content picture a
 * `<picture>` of AVIF and WebP variants whose `sizes` is the box the layout gives it, so the
 * browser picks the variant the box needs on each screen; the largest paint preloaded by its
 * variants; a tiny copy of each picture behind it until it arrives; a broken one still shows its
 * alt text. The layout is measured at 320 (no phone emulation; the pages whose grids could change
 * there), 375 (a phone at 3×), 768 and 1440 px.
 *
 * Each test opens its own screens: the desktop project only.
 */
import type { Browser, Page, Request } from '@playwright/test';
import path from 'path';
import { collectVariants, variantsIn } from '../../scripts/pictures/collect';
import type { VariantsBySource } from '../../scripts/pictures/collect';
import { laterPictures } from '../../scripts/prerender/cache';
import { expect, isHydrated, test } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');

let built: VariantsBySource | undefined;
/**
 * The variants a deploy build writes into dist/ for the test build's pages (scripts/pictures:
 * those their HTML names, and those the prerender noted for pictures written only as they come
 * near). The test build leaves them to the preview, which makes any variant asked for; nginx or a
 * static host would answer a variant not among these with the original, uploaded size.
 */
const builtVariants = () => {
  built ??= collectVariants(
    path.join(ROOT, 'dist'),
    laterPictures(ROOT, path.join(ROOT, 'dist')),
  ).bySource;
  return built;
};

/** Runs in the page: every variant address it writes (each candidate of each source, tiny copies). */
function variantAddresses(): string[] {
  return [
    ...Array.from(document.querySelectorAll('source[srcset]'), (s) => s.getAttribute('srcset')!),
    ...Array.from(document.querySelectorAll('img[src]'), (img) => img.getAttribute('src')!),
  ];
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'opens its own screens');
});

/** The main routes with pictures. */
const ROUTES = [
  '/',
  '/customerCase',
  '/customerCase/caseDetail?id=1',
  '/serviceContent',
  '/aboutLantu',
  '/aboutLantu/2',
  '/aboutLantu/3',
  '/newsLantu?id=1',
  '/contactUs',
];

/**
 * 320 px is in the same range of every slot as 375 px (below `xs`, 600 px): there the pages whose
 * grids and columns could change below 375 px (the lists, a case's gallery, the honours' wall,
 * the offices), without phone emulation.
 */
const NARROW_ROUTES = [
  '/',
  '/customerCase',
  '/customerCase/caseDetail?id=1',
  '/aboutLantu/2',
  '/contactUs',
];

const SCREENS = [
  { width: 320, ratio: 2, phone: false, routes: NARROW_ROUTES },
  { width: 375, ratio: 3, phone: true, routes: ROUTES },
  { width: 768, ratio: 2, phone: false, routes: ROUTES },
  { width: 1440, ratio: 1, phone: false, routes: ROUTES },
];

interface Shown {
  alt: string;
  /** The img's layout width (transforms aside: a hero cover is turned a little). */
  box: number;
  /** What its `sizes` says at this viewport, in px. */
  sizes: number;
  /** The width of the variant the browser chose, and all it could choose from. */
  chosen: number;
  widths: number[];
  natural: number;
  src: string;
}

/** Runs in the page: every drawn picture of variants, as the browser shows it. */
function picturesShown(): Shown[] {
  const lengthOf = (css: string) => {
    const probe = document.createElement('div');
    probe.style.cssText = `position:absolute;visibility:hidden;width:${css}`;
    document.body.appendChild(probe);
    const px = probe.getBoundingClientRect().width;
    probe.remove();
    return px;
  };
  const sizesPx = (sizes: string) => {
    // Entries are split at commas outside parentheses (calc() has none, media queries may).
    for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
      const media = /^(\(.+\))\s+(\S.*)$/.exec(entry.trim());
      if (!media) return lengthOf(entry.trim());
      if (matchMedia(media[1]).matches) return lengthOf(media[2]);
    }
    return 0;
  };
  return Array.from(document.querySelectorAll<HTMLImageElement>('picture > img'))
    .filter((img) => img.offsetWidth > 0 && img.checkVisibility())
    .map((img) => {
      const sources = Array.from(img.parentElement!.querySelectorAll('source'));
      const lists = sources.map((s) =>
        (s.getAttribute('srcset') ?? '').split(', ').map((c) => {
          const [url, w] = c.trim().split(/\s+/);
          return { url: new URL(url, location.href).href, w: parseInt(w, 10) };
        }),
      );
      const used = lists.find((list) => list.some((c) => c.url === img.currentSrc)) ?? [];
      return {
        alt: img.alt || img.currentSrc.split('/').slice(-1)[0],
        box: img.offsetWidth,
        sizes: sizesPx(sources[0]?.getAttribute('sizes') ?? ''),
        chosen: used.find((c) => c.url === img.currentSrc)?.w ?? 0,
        widths: used.map((c) => c.w),
        natural: img.naturalWidth,
        src: img.currentSrc,
      };
    });
}

/** Requests the page has sent and not yet seen answered, each with how long it has waited. */
function requestsOut(page: Page): () => string[] {
  const out = new Map<Request, number>();
  page.on('request', (request) => out.set(request, Date.now()));
  page.on('requestfinished', (request) => out.delete(request));
  page.on('requestfailed', (request) => out.delete(request));
  return () =>
    Array.from(out, ([request, since]) => {
      const { pathname } = new URL(request.url());
      return `${pathname} (${Math.round((Date.now() - since) / 1000)} s)`;
    });
}

/**
 * A call into the page that must be answered within `ms`. In about one cold-cache run in seven (the
 * preview making every variant as it is asked for) a step of the walk was never answered while the
 * machine sat idle, and the test ran out its five minutes. Caught three times: the renderer's main
 * thread waited without a time limit on a condition variable inside the step's `window.scrollTo`
 * (in Chromium, under Runtime.callFunctionOn), the browser and GPU processes idle; on three pages
 * at three widths. This fails the test at once instead, saying where the walk was, whether the
 * page still answers a bare call and which requests were still out, and CI's retry runs it in a
 * new browser.
 */
async function answered<T>(
  page: Page,
  what: string,
  call: () => Promise<T>,
  out: () => string[],
  ms = 20000,
): Promise<T> {
  const late = Symbol('late');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    const result = await Promise.race([call(), deadline]);
    if (result !== late) return result;
  } finally {
    clearTimeout(timer);
  }
  const bare = await Promise.race([
    page.evaluate(() => 'yes').catch((error: Error) => `no (${error.message.split('\n')[0]})`),
    new Promise<string>((resolve) => {
      setTimeout(() => resolve('no answer in 5 s'), 5000);
    }),
  ]);
  throw new Error(
    `${page.url()}: ${what} was not answered in ${ms / 1000} s; a bare call answered: ${bare}; ` +
      `requests still out: ${out().join(', ') || 'none'}`,
  );
}

/**
 * Scrolls the whole page once (every lazy picture comes near), then waits for all to arrive. The
 * walk starts once the page has loaded: the home carousel draws its other banners then, and a walk
 * that had passed them before would leave them lazy and far away (the poll would also pass before
 * they exist). A picture still waiting is brought into view, as the engines' walk does. Each step
 * of the walk is a call of its own, answered in time (`answered`).
 */
async function showAll(page: Page, out: () => string[]) {
  await page.waitForFunction(() => document.readyState === 'complete', undefined, {
    timeout: 60000,
  });
  // A frame, or 200 ms if none comes: once in CI a page stopped drawing (its screenshot blank),
  // and a walk waiting for frames alone would wait for ever.
  const step = (top: number) =>
    page.evaluate(async (y) => {
      const frame = () =>
        new Promise((r) => {
          requestAnimationFrame(r);
          setTimeout(r, 200);
        });
      window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
      await frame();
      await frame();
      return { next: y + innerHeight / 2, end: document.documentElement.scrollHeight };
    }, top);
  for (let y = 0, end = 1; y < end;) {
    ({ next: y, end } = await answered(page, `the walk's step at ${y} px`, () => step(y), out));
  }
  await expect
    .poll(
      () =>
        answered(
          page,
          'the look for pictures still waiting',
          () =>
            page.evaluate(() => {
              const waiting = Array.from(
                document.querySelectorAll<HTMLImageElement>('picture > img'),
              )
                .filter((img) => img.offsetWidth > 0 && img.checkVisibility())
                .filter((img) => !img.complete || !img.naturalWidth);
              waiting[0]?.scrollIntoView({
                block: 'center',
                behavior: 'instant' as ScrollBehavior,
              });
              return waiting.map((img) => img.alt || img.src);
            }),
          out,
        ),
      // The preview makes a variant the first time it is asked for (and the upload it comes from).
      { timeout: 90000, intervals: [250, 500, 1000] },
    )
    .toEqual([]);
}

async function openScreen(browser: Browser, screen: (typeof SCREENS)[number]) {
  const size = { width: screen.width, height: screen.phone ? 812 : 800 };
  return browser.newContext({
    // The screen too: a phone's `device-width` is its screen's (the project's is a desktop's).
    viewport: size,
    screen: size,
    deviceScaleFactor: screen.ratio,
    isMobile: screen.phone,
    hasTouch: screen.phone,
    locale: 'zh-CN',
  });
}

for (const screen of SCREENS) {
  test(`at ${screen.width} px (×${screen.ratio}) every picture's sizes is its box, and the browser picks the variant the box needs`, async ({
    browser,
  }) => {
    test.setTimeout(300000);
    const context = await openScreen(browser, screen);
    const problems: string[] = [];
    for (const route of screen.routes) {
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`${route}: ${msg.text()}`);
      });
      const out = requestsOut(page);
      // A minute for the page and its first pictures, made on request the first time.
      await page.goto(route, { timeout: 60000 });
      await page.waitForFunction(isHydrated, undefined, { timeout: 60000 });
      await showAll(page, out);
      const shown = await answered(page, 'the measure', () => page.evaluate(picturesShown), out);
      expect(shown.length, `${route}: pictures`).toBeGreaterThan(0);
      // Every variant the page may ask for, once scrolled through, is one the deploy build writes.
      for (const [key, variants] of variantsIn(
        (await page.evaluate(variantAddresses)).join('\n'),
      )) {
        const made = builtVariants().get(key) ?? [];
        const missing = variants.filter(
          (v) => !made.some((m) => m.width === v.width && m.format === v.format),
        );
        expect(missing, `${route}: variants of ${key} the build would not write`).toEqual([]);
      }
      for (const p of shown) {
        const label = `${route} ${p.alt}`;
        // The layout and `sizes` agree (to the pixel, rounding aside).
        expect(
          Math.abs(p.sizes - p.box),
          `${label}: sizes ${p.sizes} for a ${p.box} px box`,
        ).toBeLessThan(2);
        // The variant the box needs on this screen: the smallest at least box × ratio, or
        // (Chromium's rule) the one below it when the screen's ratio is nearer to that one's.
        const need = p.box * screen.ratio;
        const fit = p.widths.find((w) => w >= need) ?? p.widths[p.widths.length - 1];
        const below = p.widths[p.widths.indexOf(fit) - 1];
        expect([fit, below], `${label}: chose ${p.chosen} for ${need} px of ${p.widths}`).toContain(
          p.chosen,
        );
        // It arrived, and it is shown at its box's size (the density the browser gave it).
        expect(
          Math.abs(p.natural - p.box),
          `${label}: ${p.natural} px for a ${p.box} px box`,
        ).toBeLessThanOrEqual(Math.max(2, p.box * 0.02));
        expect(p.src, label).toMatch(/\/_img\/w\d+q\d+\/.+\.(?:avif|webp)$/);
      }
      await page.close();
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

test('the HTML: the largest paint preloaded by its variants, the rest lazy with a tiny copy, every box sized, vector art as it is', async ({
  request,
}) => {
  for (const route of ['/', '/customerCase', '/customerCase/caseDetail?id=1', '/newsLantu?id=1']) {
    const html = await (await request.get(route)).text();
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads, route).toHaveLength(1);
    const [preload] = preloads;
    expect(preload, route).toMatch(/ type="image\/avif" imagesrcset="[^"]*\/_img\/w\d+q50\//);
    expect(preload, route).toMatch(/ imagesizes="[^"]+" fetchpriority="high">$/);
    expect(preload, route).not.toContain(' href=');
    // The picture it names is the page's largest paint: eager, high priority, no placeholder.
    const priority = html.match(
      /<picture[^>]*>(?:<source[^>]*>)+<img[^>]*fetchpriority="high"[^>]*>/,
    );
    expect(priority, route).not.toBeNull();
    expect(priority![0], route).toContain('loading="eager"');
    expect(preload).toContain(/srcset="([^"]+)"/i.exec(priority![0])![1].split(', ')[0]);
    // Every other picture waits until it is near, over a tiny copy of itself; every box is sized.
    const pictures = html.match(/<picture[^>]*>(?:<source[^>]*>)+<img[^>]*>/g) ?? [];
    expect(pictures.length, route).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture).toMatch(
        /<source type="image\/avif" srcset="[^"]+" sizes="[^"]+"\/?><source type="image\/webp"/i,
      );
      expect(picture).toMatch(/ width="\d+" height="\d+"/);
      if (!picture.includes('fetchpriority')) expect(picture, route).toContain('loading="lazy"');
    }
  }
  // The tiny copy behind a picture (the case list's first card).
  const list = await (await request.get('/customerCase')).text();
  expect(list).toMatch(
    /<img class="[^"]+" src="\/_img\/w16q40\/uploads\/cases\/[^"]+\.webp" alt="" aria-hidden="true" loading="lazy"/,
  );
  // Vector art (the service page's drawings) as it is: no variants.
  const services = await (await request.get('/serviceContent')).text();
  expect(services).toMatch(/<img[^>]* src="\/images\/advantages\/advantage-1\.svg"/);
  expect(services).not.toMatch(/_img\/[^"]*advantage/);
});

test('a picture whose variants and original both fail shows its alt text, never a broken image', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowConsole(/Failed to load resource: the server responded with a status of 404/);
  // Every file of one case's cover, variant or original, answers 404.
  await page.route(/case-1-cover/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/customerCase/caseDetail?id=1');
  await page.waitForFunction(isHydrated);
  const cover = page.locator('main [role="img"]').first();
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAccessibleName(/案例封面|「/);
  await expect(cover.locator('img')).toHaveCount(0);
});

test('a variant the service cannot give falls back to the picture as uploaded', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowConsole(/Failed to load resource: the server responded with a status of 503/);
  await page.route(/\/_img\/[^?]*case-1-cover/, (route) =>
    route.fulfill({ status: 503, body: '图片处理繁忙' }),
  );
  await page.goto('/customerCase/caseDetail?id=1');
  await page.waitForFunction(isHydrated);
  const cover = page.locator('main img[fetchpriority="high"]');
  await expect(cover).toHaveAttribute('src', /\/uploads\/cases\/case-1-cover\.jpg$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/uploads\/cases\/case-1-cover\.jpg$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
});
