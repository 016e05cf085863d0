/**
 * `npm run build` step 2 (after `umi build`): writes every page's first screen into its HTML.
 *
 * How: the built site is served by `umi preview` (with the mock API, or the real one when the
 * build's API_BASE points there); Chromium loads each page with `window.__LT_PRERENDER__`, lets it
 * settle, and calls `window.__LT_SNAPSHOT__()`, which renders the same React tree from the same
 * store with react-dom/server (src/app.tsx, src/utils/prerender.ts). The markup goes into `#root`,
 * the state beside it as JSON, and the head gets the page's own title, description, Open Graph
 * tags, canonical link and JSON-LD (config/prerender/html.ts). sitemap.xml lists every page.
 *
 * Pages: every static route of config/routes.ts, each case category and about tab, and every case
 * detail and news article the API lists at build time.
 *
 *   PRERENDER_PORT=4285  PRERENDER_CONCURRENCY=3  CHROMIUM_PATH  PRERENDER=0 (skip: shells only)
 */
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import fs from 'fs';
import path from 'path';
import { heroImages } from '../../src/content/seo';
import { startPreview } from '../preview';
import type { PageFacts, PageTarget } from './html';
import { caseTarget, composePage, newsTarget, pageTargets, sitemap } from './html';

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');
const port = Number(process.env.PRERENDER_PORT || 4285);
const origin = `http://localhost:${port}`;
const api = (process.env.API_BASE || origin).replace(/\/$/, '');
const concurrency = Math.max(1, Number(process.env.PRERENDER_CONCURRENCY || 3));
const chromePath =
  process.env.CHROMIUM_PATH ||
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function post<T>(url: string, body: object): Promise<T> {
  const res = await fetch(`${api}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success?: boolean; data?: T; msg?: string };
  if (!json.success || !json.data) throw new Error(`${url}: ${json.msg || res.status}`);
  return json.data;
}

/** Every id a paged list endpoint knows. */
async function allIds(url: string, body: object = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page += 1) {
    const data = await post<{ records?: { id: number }[]; total?: number }>(url, {
      ...body,
      page,
      pageSize: 50,
    });
    const records = data.records ?? [];
    ids.push(...records.map((r) => r.id));
    if (!records.length || ids.length >= (data.total ?? 0)) break;
  }
  return [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
}

interface Snapshot {
  html: string;
  state: string;
  facts: PageFacts;
  /** The stylesheets the settled page had: the markup needs them before any script runs. */
  styles: string[];
  /** Its largest-paint pictures (`fetchpriority="high"`), preloaded from the head. */
  priority: string[];
}

/**
 * Stylesheets of chunks the app fetches ahead of need, never drawn in a prerendered page: the
 * consultation form (a dialog, or below the fold behind WhenNear on the contact page).
 */
const NOT_IN_FIRST_SCREEN = /(^|\/)consult-form\.[\w]+\.chunk\.css$/;

/** A browser context for the prerender: desktop, Chinese, pictures stubbed. */
async function prerenderContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addInitScript(() => {
    window.__LT_PRERENDER__ = true;
  });
  // Pictures, fonts and media play no part in the markup: each is answered with one transparent
  // pixel (faster; a picture's loaded state is not part of a first render, and a failed one would
  // hide it from the page facts).
  await context.route(/\.(svg|png|jpe?g|webp|avif|gif|woff2?|mp4|webm)(\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }),
  );
  return context;
}

/**
 * One page's snapshot, in a tab the worker keeps: the next page loads into the same renderer, which
 * has umi's code compiled already.
 */
async function snapshot(page: Page, target: PageTarget): Promise<Snapshot> {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(String(e));
  page.on('pageerror', onError);
  // Settled = the page has its <h1> and no call or chunk has been in flight for a moment.
  let inFlight = 0;
  let lastChange = Date.now();
  const counts = (r: Request) => ['fetch', 'xhr', 'script'].includes(r.resourceType());
  const started = (r: Request) => {
    if (counts(r)) {
      inFlight += 1;
      lastChange = Date.now();
    }
  };
  page.on('request', started);
  const done = (r: Request) => {
    if (counts(r)) {
      inFlight -= 1;
      lastChange = Date.now();
    }
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.goto(`${origin}${target.url}`, { waitUntil: 'load', timeout: 60000 });
    await page.waitForFunction(
      () => typeof window.__LT_SNAPSHOT__ === 'function' && !!document.querySelector('main h1'),
      undefined,
      { timeout: 30000 },
    );
    // …and nothing in it is still loading (a lazy tab's chunk, then its call, can leave a gap
    // between two requests): no skeleton or fallback (`aria-busy`) left in <main>.
    const busy = () =>
      page.evaluate(() => !!document.querySelector('main [aria-busy="true"]')).catch(() => true);
    for (let waited = 0; ; waited += 50) {
      if (inFlight === 0 && Date.now() - lastChange >= 150 && !(await busy())) break;
      if (waited > 30000) throw new Error('still loading after 30 s');
      await page.waitForTimeout(50);
    }
    const result = await page.evaluate(async () => {
      const snap = await window.__LT_SNAPSHOT__!();
      const main = document.querySelector('main');
      // The page's own picture: the largest one in its first screen.
      const pictures = Array.from(main?.querySelectorAll('img') ?? [])
        .map((img) => ({ img, box: img.getBoundingClientRect() }))
        .filter(({ box }) => box.top < 1000 && box.width * box.height > 0)
        .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
      const src = pictures[0]?.img.currentSrc || pictures[0]?.img.src || '';
      const descriptions = document.querySelectorAll('meta[name="description"]');
      return {
        ...snap,
        facts: {
          title: document.title,
          description:
            descriptions[descriptions.length - 1]?.getAttribute('content') || document.title,
          h1: (document.querySelector('h1')?.textContent || '').trim(),
          image: src ? new URL(src, window.location.href).pathname : '',
          date: main?.querySelector('time')?.getAttribute('datetime') || undefined,
        },
        // The pictures the page marks as its largest paint, asked for from the head.
        priority: Array.from(document.querySelectorAll('main img[fetchpriority="high"]')).map(
          (img) => img.getAttribute('src') || '',
        ),
        // The stylesheets of the first screen (a screen and a half, for a phone's taller stack):
        // one that styles nothing there (antd's, for a pager at the foot of a list) is not made
        // render-blocking; the app loads it with its chunk.
        styles: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          .filter((link) => {
            const seen = (el: Element) => {
              const r = el.getBoundingClientRect();
              return r.bottom > 0 && r.top < window.innerHeight * 1.5 && r.width + r.height > 0;
            };
            const selectors: string[] = [];
            const walk = (rules: CSSRuleList) =>
              Array.from(rules).forEach((rule) => {
                if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
                else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
              });
            try {
              walk(link.sheet!.cssRules);
            } catch {
              return true;
            }
            return selectors.some((selector) => {
              const plain = selector.replace(
                /::?(before|after|placeholder|selection|marker|hover|focus|focus-visible|focus-within|active|visited|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g,
                '',
              );
              // A selector the stripping broke (`:has(> :focus-visible)`) is tried as written.
              for (const tried of [plain || '*', selector]) {
                try {
                  return Array.from(document.querySelectorAll(tried)).some(seen);
                } catch {
                  /* next */
                }
              }
              return true;
            });
          })
          .map((l) => l.getAttribute('href') || ''),
      };
    });
    if (errors.length) throw new Error(errors.join('\n'));
    if (!result.facts.h1) throw new Error('no <h1> on the settled page');
    const hero = heroImages[target.url];
    return {
      ...result,
      styles: result.styles.filter((href) => href && !NOT_IN_FIRST_SCREEN.test(href)),
      facts: { ...result.facts, image: hero || result.facts.image },
    };
  } finally {
    page.off('pageerror', onError);
    page.off('request', started);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

async function main() {
  if (process.env.PRERENDER === '0') {
    console.log('prerender: skipped (PRERENDER=0)');
    return;
  }
  const started = Date.now();
  const home = path.join(dist, 'index.html');
  if (!fs.existsSync(home) || !fs.readFileSync(home, 'utf8').includes('<div id="root"></div>')) {
    throw new Error('prerender: dist/ is not a fresh umi build (run `npm run build`)');
  }
  const server = await startPreview(port, '/api/_health/content');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const [caseIds, newsIds] = await Promise.all([
      allIds('/api/case/list'),
      allIds('/api/index/newsWebPageList'),
    ]);
    const targets = [...pageTargets(), ...caseIds.map(caseTarget), ...newsIds.map(newsTarget)];
    // Every shell is read before any page is written: the server keeps serving the plain shells.
    const shells = new Map(
      [...new Set(targets.map((t) => t.shell))].map((s) => [
        s,
        fs.readFileSync(path.join(dist, s), 'utf8'),
      ]),
    );
    const pages: { target: PageTarget; content: string }[] = [];
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      // One context and one tab a worker: the pages share the HTTP cache and compiled code.
      const context = await prerenderContext(browser);
      let page = await context.newPage();
      // One more try, in a fresh tab, for a page that did not settle (a slow chunk on a busy
      // machine).
      const retry = async (target: PageTarget) => {
        await page.close();
        page = await context.newPage();
        return snapshot(page, target);
      };
      while (next < targets.length) {
        const target = targets[next];
        next += 1;
        try {
          const snap = await snapshot(page, target).catch(() => retry(target));
          const content = composePage(
            shells.get(target.shell)!,
            target,
            snap.facts,
            snap.html,
            snap.state,
            snap.styles,
            snap.priority,
          );
          pages.push({ target, content });
        } catch (e) {
          failures.push(`${target.url}: ${(e as Error).message.split('\n')[0]}`);
        }
      }
      await context.close();
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (failures.length) throw new Error(`prerender failed for:\n  ${failures.join('\n  ')}`);
    for (const { target, content } of pages) {
      const file = path.join(dist, target.file);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(targets.map((t) => t.url)));
    console.log(
      `prerender: ${pages.length} pages (${caseIds.length} cases, ${newsIds.length} news) in ${
        Math.round((Date.now() - started) / 100) / 10
      } s`,
    );
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
