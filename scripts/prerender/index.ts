/**
 * `npm run build` step 2 (after `umi build`): writes every page's first screen into its HTML.
 * README: scripts/prerender/README.md.
 *
 * How: the built site is served by the project's preview (with the mock API, or the real one when
 * the build's API_BASE points there). A few Chromium tabs each load the app once and draw page
 * after page in it (scripts/prerender/browser.ts, `window.__LT_VISIT__` in src/app.tsx); for each
 * page the build reads the markup React renders from the same store with react-dom/server, the
 * state beside it, and the facts a crawler reads (scripts/prerender/html.ts), and a tab of its own
 * picks the CSS of the page's first screen to put inline (scripts/prerender/css.ts). sitemap.xml
 * lists every page.
 *
 * Incremental: each page's API calls are noted with digests of their answers; the next build with
 * the same bundles asks them again and draws only the pages whose answers changed
 * (scripts/prerender/cache.ts). `npm run build:content` does that on the dist/ already built.
 *
 * Pages: every static route of config/routes.ts, each case category and about tab, and every case
 * detail and news article the API lists at build time.
 *
 *   PRERENDER=0 (skip: shells only)  PRERENDER_CLEAN=1 (draw every page, ignore the cache)
 *   PRERENDER_PORT=4285  PRERENDER_WORKERS=3  PRERENDER_VERIFY=4 (pages also drawn by a fresh
 *   load and compared byte for byte; `all` for every page, 0 for none)  CHROMIUM_PATH
 *   PRERENDER_ORIGIN (a running server to draw from; else one is started on PRERENDER_PORT)
 *   PRERENDER_ITEMS=case:12,news:3 (ask again only what can show these; the publisher's webhooks)
 *   PRERENDER_ALLOW_REMOVAL=1 (a clean-up: take down more item pages than a publish removes)
 *   PRERENDER_API_TIMEOUT_MS=15000 (one call of the listing or the check)
 */
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';
import { heroImages } from '../../src/content/seo';
import { APP_AFTER_PAINT, APP_START_FILE } from '../../config/headScript';
import { exitWithParent } from '../../server/lifeline';
import { distDir, writeFileAtomic } from '../../server/paths';
import { startPreview } from '../../server/preview/start';
import type { CssTabState, Drawn, ShellMeta } from './browser';
import {
  CHROME_ARGS,
  appTab,
  cssTab,
  drawByLoading,
  drawInApp,
  drawingContext,
  firstScreen,
} from './browser';
import type { CssRule, Sheet } from './css';
import {
  filesOfPath,
  firstScreenCss,
  matchableSelector,
  pageSheets,
  paintsFirst,
  parseCss,
  routeFilesOf,
  subjectKeys,
  tokensOf,
} from './css';
import type { PageCss, PageFacts, PageTarget } from './html';
import { caseTarget, composePage, newsTarget, pageTargets, sitemap, stateFile } from './html';
import type { Cache } from './cache';
import { openCache, removalRefused, removals, staleTargets } from './cache';

const root = path.resolve(__dirname, '../..');
/** The run's settings, read from process.env as each run starts (a worker runs many: ./worker.ts). */
const settings = () => {
  const port = Number(process.env.PRERENDER_PORT || 4285);
  /**
   * `PRERENDER_ORIGIN`: a server of the built site that is already running (the publisher keeps
   * one warm between publishes, server/publisher); else the build starts its own on `port`.
   */
  const given = process.env.PRERENDER_ORIGIN?.replace(/\/$/, '') || '';
  const origin = given || `http://localhost:${port}`;
  return {
    /** `LANTU_DIST` draws into another folder (the publisher's deployed one, server/publisher). */
    dist: distDir(),
    port,
    given,
    origin,
    api: (process.env.API_BASE || origin).replace(/\/$/, ''),
    workers: Math.max(1, Number(process.env.PRERENDER_WORKERS || 3)),
    /** How long one of the build's own API calls (the listing, the check) may take. */
    apiTimeoutMs: Number(process.env.PRERENDER_API_TIMEOUT_MS || 15_000),
    verifyCount:
      process.env.PRERENDER_VERIFY === 'all' ? Infinity : Number(process.env.PRERENDER_VERIFY ?? 4),
    chromePath:
      process.env.CHROMIUM_PATH ||
      (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  };
};
let { dist, port, given, origin, api, workers, apiTimeoutMs, verifyCount, chromePath } = settings();

async function post<T>(url: string, body: object): Promise<T> {
  const res = await fetch(`${api}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    // An API that does not answer fails the run, which keeps the last good pages.
    signal: AbortSignal.timeout(apiTimeoutMs),
  });
  const json = (await res.json().catch(() => ({}))) as {
    success?: boolean;
    data?: T;
    msg?: string;
    message?: string;
  };
  if (!json.success || !json.data) {
    throw new Error(
      `prerender: listing ${url} failed (${res.status} ${json.message || json.msg || ''}); ` +
        'nothing is drawn or removed, the last good pages stay',
    );
  }
  return json.data;
}

/**
 * Every id a paged list endpoint knows. A list that ends before the `total` it announced (a page
 * that fails or comes back empty half-way) is an error: a publish never takes its missing items'
 * pages down (see `removalGuard`).
 */
async function allIds(url: string, body: object = {}): Promise<number[]> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page < 1000; page += 1) {
    const data = await post<{ records?: { id: number }[]; total?: number }>(url, {
      ...body,
      page,
      pageSize: 100,
    });
    const records = data.records ?? [];
    total = Math.max(total, Number(data.total) || 0);
    ids.push(...records.map((r) => r.id));
    if (!records.length || ids.length >= total) break;
  }
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  if (unique.length < total) {
    throw new Error(
      `prerender: ${url} listed ${unique.length} of the ${total} items it announced (a truncated list); ` +
        'nothing is drawn or removed, the last good pages stay',
    );
  }
  return unique;
}

/** A shell's own title and description (what a load of it starts from). */
function shellMeta(shell: string): ShellMeta {
  const title = /<title>([\s\S]*?)<\/title>/.exec(shell)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)">/.exec(shell)?.[1] ?? '';
  const text = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return { title: text(title), description: text(description) };
}

/** The built stylesheets and umi's route map: what every page's CSS is chosen from. */
interface Styles {
  sheets: Sheet[];
  /** umi's global stylesheet (src/global.less), linked by every shell. */
  global: string;
  routes: Record<string, string[]>;
  /** Each style rule's id in the CSS tab. */
  ruleIds: Map<CssRule, number>;
  /** What the CSS tab is given once. */
  tab: CssTabState;
}

function loadStyles(shell: string): Styles {
  const global = /<link rel="stylesheet" href="([^"]*)">/.exec(shell)?.[1] ?? '';
  const helper = fs.readdirSync(dist).find((f) => /^preload_helper(\.[0-9a-f]+)?\.js$/.test(f));
  const sheets = fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => {
      const text = fs.readFileSync(path.join(dist, f), 'utf8');
      return { href: `/${f}`, text, rules: parseCss(text) };
    });
  if (!sheets.some((s) => s.href === global))
    throw new Error(`prerender: the shell's stylesheet ${global} is not in dist/`);
  const ruleIds = new Map<CssRule, number>();
  const tab: CssTabState = { sheets: sheets.map((s) => s.text), selectors: [], subjects: [] };
  sheets.forEach((sheet) =>
    sheet.rules.forEach((r) => {
      if (!r.selector) return;
      ruleIds.set(r, tab.selectors.length);
      tab.selectors.push(matchableSelector(r.selector));
      tab.subjects.push(subjectKeys(r.selector));
    }),
  );
  return {
    sheets,
    global,
    routes: helper ? routeFilesOf(fs.readFileSync(path.join(dist, helper), 'utf8')) : {},
    ruleIds,
    tab,
  };
}

/**
 * The page with its first screen's CSS inline (scripts/prerender/css.ts), and its picture (the
 * route's hero, src/content/seo.ts, or the largest picture in its first screen).
 */
async function withCss(
  tab: Page,
  styles: Styles,
  target: PageTarget,
  shell: string,
  drawn: Drawn,
): Promise<string> {
  const state = { src: `/${stateFile(drawn.state)}` };
  const compose = (facts: PageFacts, css?: PageCss) =>
    composePage(shell, target, facts, drawn.html, state, css, drawn.priority);
  const bare = compose(drawn.facts);
  const tokens = tokensOf(bare);
  const sheets = pageSheets(
    styles.sheets,
    tokens,
    filesOfPath(styles.routes, target.url.replace(/\?.*$/, '')),
    styles.global,
  );
  const candidates = sheets.flatMap((s) => s.rules.filter(paintsFirst));
  const { kept, picture } = await firstScreen(
    tab,
    bare,
    sheets.map((s) => styles.sheets.indexOf(s.sheet)),
    candidates.map((r) => styles.ruleIds.get(r)!),
  );
  return compose(
    { ...drawn.facts, image: heroImages[target.url] || picture },
    {
      inline: firstScreenCss(sheets, (r) => kept.has(styles.ruleIds.get(r)!), bare),
      sheets: sheets.map((s) => s.sheet.href),
    },
  );
}

/**
 * Pages a CSS tab lays out between two garbage collections it is made to run: each page written
 * into its frame leaves the last one's nodes and layout behind as garbage (about 0.2 MB a page),
 * which Blink collects late (a tab grew 130 → 220 MB over 600 pages); a collection every 50 pages
 * takes a few milliseconds and keeps it near 65 MB.
 */
const PAGES_PER_CSS_GC = 50;
type Job = { target: PageTarget; shell: string };

/**
 * Draws the pages: each worker keeps a tab with the app loaded and draws page after page in it,
 * and a CSS tab of its own (another process) chooses each page's CSS while the app tab draws the
 * next page. `onPage` gets each finished page.
 */
async function drawAll(
  browser: Browser,
  jobs: Job[],
  styles: Styles,
  onPage: (target: PageTarget, html: string, drawn: Drawn) => void,
): Promise<string[]> {
  const failures: string[] = [];
  const failed = (job: Job) => (e: Error) => {
    failures.push(`${job.target.url}: ${e.message.split('\n')[0]}`);
  };
  // A page that could not be written (a full disk): no more drawing; thrown once the tabs are done.
  const unwritten: { error: Error | null } = { error: null };
  const notWritten = (e: Error) => {
    unwritten.error = unwritten.error ?? e;
  };
  let next = 0;
  const count = Math.min(workers, jobs.length);
  // One context for all (in Chromium each context is a window of its own, with its own process
  // for the browser's interface): the app tabs share the HTTP cache and compiled code.
  const context = await drawingContext(browser);
  const worker = async () => {
    // Each tab serves the worker for the whole build: a page drawn leaves nothing behind in the
    // app tab once unmounted (see drawingContext), and the CSS tab is made to collect its garbage.
    let page = await appTab(context, origin);
    const css = await cssTab(context, styles.tab);
    const cssSession = await context.newCDPSession(css);
    let laidOut = 0;
    let choosing: Promise<void> = Promise.resolve();
    // One more try, in a fresh tab, for a page that did not settle (a slow chunk on a busy machine).
    const draw = (job: Job) =>
      drawInApp(page, job.target, shellMeta(job.shell)).catch(async () => {
        await page.close();
        page = await appTab(context, origin);
        return drawInApp(page, job.target, shellMeta(job.shell));
      });
    while (next < jobs.length && !unwritten.error) {
      const job = jobs[next];
      next += 1;
      const drawn = await draw(job).catch((e: Error) => {
        failed(job)(e);
        return null;
      });
      // The previous page's CSS was chosen while this one was drawn.
      await choosing;
      if (!drawn) continue;
      // A call that failed drew an error state: never written over the last good page.
      const broken = drawn.calls.find((c) => c.failed);
      if (broken) {
        failed(job)(new Error(`the API failed ${broken.method} ${broken.url}`));
        continue;
      }
      laidOut += 1;
      choosing = withCss(css, styles, job.target, job.shell, drawn)
        .then((html) => onPage(job.target, html, drawn), failed(job))
        .catch(notWritten);
      if (laidOut % PAGES_PER_CSS_GC === 0) {
        // (A collection that failed changes no page.)
        const collect = () => cssSession.send('HeapProfiler.collectGarbage').catch(() => undefined);
        choosing = choosing.then(collect).then(() => undefined);
      }
    }
    await choosing;
    await Promise.all([page.close(), css.close()]);
  };
  await Promise.all(Array.from({ length: count }, worker));
  await context.close();
  if (unwritten.error) throw unwritten.error;
  return failures;
}

/**
 * Some pages drawn again by a fresh load each (the one-page-at-a-time way) and compared byte for
 * byte with what the loaded app drew: one of each kind first, then spread over the rest.
 */
export function verifySample(urls: string[], count: number): string[] {
  if (count >= urls.length) return urls;
  const kinds = new Map<string, string>();
  urls.forEach((u) => {
    const kind = u.replace(/\?.*$/, '').replace(/\/\d+$/, '/:n');
    if (!kinds.has(kind)) kinds.set(kind, u);
  });
  const firsts = [...kinds.values()];
  const picked = new Set(firsts.slice(0, count));
  for (let i = 0; picked.size < count; i += 1) {
    picked.add(
      urls[Math.floor(((i + 0.5) * urls.length) / (count - firsts.length || 1)) % urls.length],
    );
  }
  return [...picked];
}

/** Where two texts first differ, for the error message. */
const firstDifference = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at ${i}: …${a.slice(Math.max(0, i - 80), i + 80)}… vs …${b.slice(Math.max(0, i - 80), i + 80)}…`;
};

/** A page of the sample as a fresh load of it draws it. */
type FreshPage = { html: string; state: string; later: string[] };

/** The sample drawn again by a fresh load each, compared with what was written. */
async function drawSample(
  browser: Browser,
  sample: string[],
  jobs: Map<string, Job>,
  styles: Styles,
): Promise<Map<string, FreshPage>> {
  const fresh = new Map<string, FreshPage>();
  if (!sample.length) return fresh;
  const context: BrowserContext = await drawingContext(browser);
  try {
    const css = await cssTab(context, styles.tab);
    for (const url of sample) {
      const { target, shell } = jobs.get(url)!;
      const drawn = await drawByLoading(context, origin, target, shell);
      fresh.set(url, {
        html: await withCss(css, styles, target, shell, drawn),
        state: drawn.state,
        later: drawn.later,
      });
    }
  } finally {
    await context.close();
  }
  return fresh;
}

/** Each page of the sample as written by the fast way, compared with its fresh load. */
function compareSample(
  fresh: Map<string, FreshPage>,
  jobs: Map<string, Job>,
  laterOf: Map<string, string[]>,
) {
  // The same pictures, whatever order a render noted them in.
  const list = (later: string[] = []) => [...later].sort().join('\n');
  fresh.forEach(({ html, state, later }, url) => {
    const { target } = jobs.get(url)!;
    const written = fs.readFileSync(path.join(dist, target.file), 'utf8');
    const writtenState = fs.readFileSync(path.join(dist, stateFile(state)), 'utf8');
    const differs = [
      [written, html],
      [writtenState, state],
      [list(laterOf.get(url)), list(later)],
    ].find(([a, b]) => a !== b);
    if (differs) {
      throw new Error(
        `prerender: ${url} drawn in the loaded app differs from a fresh load of it ${firstDifference(
          differs[0],
          differs[1],
        )}`,
      );
    }
  });
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

let t0 = Date.now();
/** PRERENDER_PROFILE=1: the seconds at which each step ended. */
const phase = (name: string) => {
  if (process.env.PRERENDER_PROFILE) console.log(`prerender: ${name} at ${seconds(t0)} s`);
};

/**
 * Stack traces as V8 writes them. ts-node maps each one back to the TypeScript source
 * (source-map-support), and Playwright takes one on every call it makes: 1.5 s of this process's
 * time at 1,500 pages. The build reports its errors by their messages.
 */
delete (Error as { prepareStackTrace?: unknown }).prepareStackTrace;

/** `PRERENDER_ITEMS=case:12,news:3`: what a publish names (server/publisher); unset: everything. */
const namedItems = (): Set<string> | null => {
  const raw = process.env.PRERENDER_ITEMS?.trim();
  if (!raw) return null;
  return new Set(
    raw
      .split(',')
      .map((k) => k.trim())
      .filter((k) => /^(case|news):\d+$/.test(k)),
  );
};

/** One prerender of `dist`, as the settings in process.env say (a program's, or a worker's run). */
export async function main(): Promise<void> {
  t0 = Date.now();
  ({ dist, port, given, origin, api, workers, apiTimeoutMs, verifyCount, chromePath } = settings());
  if (process.env.PRERENDER === '0') {
    console.log('prerender: skipped (PRERENDER=0)');
    return;
  }
  const started = Date.now();
  // A publish (server/publisher): gone with the publisher, however it dies (server/lifeline.ts).
  exitWithParent();
  const cache: Cache = openCache(root, dist, process.env.PRERENDER_CLEAN === '1');
  // A build starts Chromium while its server starts; a publish that draws from a running server
  // (PRERENDER_ORIGIN) starts it only once it has something to draw: one that changes nothing
  // never does.
  let launching: Promise<Browser> | null = null;
  const launch = () => {
    launching ??= chromium
      .launch({ executablePath: chromePath, args: CHROME_ARGS })
      .catch((e: Error) => {
        throw new Error(
          `prerender: Chromium did not start (bash .ci/install-browser.sh installs it, or set ` +
            `CHROMIUM_PATH): ${e.message.split('\n')[0]}`,
        );
      });
    return launching;
  };
  if (!given) launch().catch(() => undefined); // awaited once there is something to draw
  let server: ChildProcess | null = null;
  const stopServer = () => {
    try {
      if (server) process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  // However this process ends (an error thrown anywhere, the lifeline), the preview goes with it.
  process.on('exit', stopServer);
  try {
    // Stopped below however this ends (a port that is taken, an API that fails): neither the
    // preview nor Chromium is left behind, holding the port or memory for the next build.
    server = given ? null : await startPreview(port, '/api/_health/content');
    phase('started');
    // The app's starter, which every prerendered page names (config/headScript.ts).
    writeFileAtomic(path.join(dist, APP_START_FILE), APP_AFTER_PAINT);
    const [caseIds, newsIds] = await Promise.all([
      allIds('/api/case/list'),
      allIds('/api/index/newsWebPageList'),
    ]);
    const targets = [...pageTargets(), ...caseIds.map(caseTarget), ...newsIds.map(newsTarget)];
    // The item folders, whatever the API lists now (an empty list names none of them).
    const itemFolders = [caseTarget(1), newsTarget(1)].map((t) => path.dirname(t.file));
    const refused = removalRefused(
      removals(dist, itemFolders, targets),
      process.env.PRERENDER_ALLOW_REMOVAL === '1',
    );
    if (refused) throw new Error(refused);
    const jobs = new Map(targets.map((t) => [t.url, { target: t, shell: cache.shell(t.shell) }]));
    const styles = loadStyles(cache.shell('index.html'));
    phase('listed');
    const items = namedItems();
    const stale = await staleTargets(cache, targets, api, { items, timeoutMs: apiTimeoutMs });
    phase('stale');
    const drawnUrls: string[] = [];
    const drawnFiles: string[] = [];
    const laterOf = new Map<string, string[]>();
    let sample: Promise<Map<string, FreshPage>> = Promise.resolve(new Map());
    const failures = [...stale.failed].map(([url, why]) => `${url}: ${why}`);
    if (stale.targets.length) {
      const browser = await launch();
      phase('browser');
      // The sample is drawn by fresh loads beside the fast drawing, and compared once both are done.
      sample = drawSample(
        browser,
        verifySample(
          stale.targets.map((t) => t.url),
          verifyCount,
        ),
        jobs,
        styles,
      );
      sample.catch(() => undefined); // awaited below, after the drawing
      failures.push(
        ...(await drawAll(
          browser,
          stale.targets.map((t) => jobs.get(t.url)!),
          styles,
          (target, html, drawn) => {
            cache.put(target, { html, state: drawn.state, later: drawn.later }, drawn.calls);
            laterOf.set(target.url, drawn.later);
            drawnUrls.push(target.url);
            drawnFiles.push(target.file);
          },
        )),
      );
    }
    phase('drawn');
    const fresh = await sample;
    // Compared only where both ways drew the page (a page that failed keeps its last good one).
    const drawnSet = new Set(drawnUrls);
    [...fresh.keys()].filter((u) => !drawnSet.has(u)).forEach((u) => fresh.delete(u));
    compareSample(fresh, jobs, laterOf);
    const verified = fresh.size;
    phase('verified');
    // What was drawn is kept, and what failed keeps its last good page, so the next run draws
    // only what is still missing or changed.
    const kept = cache.finish(targets, itemFolders);
    phase('finished');
    writeFileAtomic(path.join(dist, 'sitemap.xml'), sitemap(targets.map((t) => t.url)));
    const s = seconds(started);
    if (process.env.PRERENDER_PROFILE)
      console.log(
        'node memory MB',
        Object.fromEntries(
          Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1048576)]),
        ),
      );
    // Pages drawn per second of the whole step (start-up, listing and writing included).
    const rate = Math.round((drawnUrls.length / s) * 10) / 10;
    // For the benchmark (scripts/bench): what this run did, and how fast.
    // `PRERENDER_REPORT` names another file (the publisher's, server/publisher).
    const report = process.env.PRERENDER_REPORT || path.join(root, 'reports', 'prerender.json');
    writeFileAtomic(
      report,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          pages: targets.length,
          cases: caseIds.length,
          news: newsIds.length,
          drawn: drawnUrls.length,
          kept,
          verified,
          seconds: s,
          pagesPerSecond: rate,
          workers,
          items: items ? [...items] : null,
          asked: stale.asked,
          calls: stale.calls,
          failures,
          drawnUrls,
          drawnFiles,
        },
        null,
        2,
      )}\n`,
    );
    const scope = items
      ? `; ${stale.asked} of ${stale.calls} calls asked again (named: ${[...items].join(', ') || 'none'})`
      : '';
    console.log(
      `prerender: ${targets.length} pages (${caseIds.length} cases, ${newsIds.length} news) in ${s} s: ` +
        `${drawnUrls.length} drawn (${rate} pages/s), ${kept} kept from the last build, ` +
        `${verified} compared with a fresh load${scope}`,
    );
    if (failures.length) {
      throw new Error(
        `prerender failed for ${failures.length} pages (their last good pages stay; the next run draws them):\n  ${failures
          .slice(0, 20)
          .join('\n  ')}`,
      );
    }
  } finally {
    if (launching)
      await (launching as Promise<Browser>).then(
        (b) => b.close(),
        () => undefined,
      );
    stopServer();
    process.off('exit', stopServer);
  }
}

/** A failed run's line: its cause, the disk filling up said in words. */
export const failureLine = (e: unknown): string =>
  (e as NodeJS.ErrnoException)?.code === 'ENOSPC'
    ? `prerender: 磁盘已满，页面没有写完；已有的页面保持原样，腾出空间后下一次发布会补上（disk full: ${(e as Error).message}）`
    : e instanceof Error
      ? e.message
      : String(e);

if (require.main === module) {
  main().catch((e) => {
    console.error(failureLine(e));
    process.exit(1);
  });
}
