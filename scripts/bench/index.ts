/**
 * `npm run bench` (README: scripts/bench/README.md): times the build at the agency's whole archive
 * (`MOCK_CASES=1000 MOCK_NEWS=500`, a clean build, then one changed case rebuilt incrementally)
 * and at the default volume, serves the default build with the mock API, and measures each main
 * route with public tools only — Playwright on Chromium for the bytes a first render needs,
 * Lighthouse 12 (mobile preset, median of N runs) for the scores. Prints the build table and the
 * route table, writes reports/bench.json, and names every budget a figure breaks. In the same run
 * it measures the static reference, the physical limit (the home page's first screen as plain
 * HTML: its CSS inline, no script, nothing to fetch but its pictures), and prints each route's
 * LCP as a ratio to it — and, for the routes the issue judges by their largest paint, to a static
 * page of their own first screen (OWN_REFERENCE_ROUTES) — and whether the raw HTML carries the
 * route's <h1> and how much visible text. A benchmark, not a test: it always exits 0 unless it
 * cannot run at all.
 *
 *   BENCH_RUNS=3 (Lighthouse runs per route)  BENCH_SKIP_BUILD=1  BENCH_VOLUME=0 (no large build)
 *   BENCH_PORT=4180  CHROMIUM_PATH  BENCH_ROUTES=/,/contactUs (a subset, for a quick look; the
 *   budgets are judged on all of them)  BENCH_POPUP=0 skips the consultation popup's timing
 *   (scripts/bench/popup.ts), BENCH_PICTURES=0 the picture bytes (scripts/bench/pictures.ts),
 *   BENCH_PUBLISH=0 the publish-to-live figures (scripts/bench/publish.ts), BENCH_UA Lighthouse's
 *   user agent (e.g. WeChat's, to measure a build with WECHAT_* set: its SDK loads in WeChat only).
 *   With WECHAT_APP_ID + WECHAT_SIGNATURE_URL and BAIDU_TONGJI set (for the build and the bench),
 *   WeChat's SDK and hm.js are stood in for (./thirdParty.ts) and their cost once loaded is timed
 *   (./thirdPartyTiming.ts; BENCH_THIRD_PARTY=0 skips it).
 *   The builds use PRERENDER_PORT (and their own workers) as set.
 */
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'child_process';
import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import type { InpRow } from './inp';
import {
  INP_BUDGET,
  inpBreaks,
  inpOptionsFromEnv,
  measureInp,
  printInp,
  SLOW_4G,
  startBaseline,
} from './inp';
import type { LcpBreakdown } from './lcpBreakdown';
import { lcpBreakdownOf } from './lcpBreakdown';
import type { PopupTiming } from './popup';
import { measurePopup, POPUP_BUDGETS } from './popup';
import { PeakMemory } from './memory';
import type { PictureBytes } from './pictures';
import { measurePictureBytes, PICTURE_RATIO_BUDGET, PICTURE_ROUTES } from './pictures';
import type { PublishLive } from './publish';
import {
  IDLE_CPU_BUDGET,
  measurePublishedPictures,
  measurePublishLive,
  PUBLISH_LIVE_BUDGET_S,
  PUBLISH_NOOP_BUDGET_S,
} from './publish';
import { ROUTES } from './routes';
import { STATIC_PAGE, staticReference } from './staticPage';
import { startThirdParty } from './thirdParty';
import type { ThirdPartyTiming } from './thirdPartyTiming';
import { measureThirdPartyTiming } from './thirdPartyTiming';
import { tongjiFrom, wechatFrom } from '../../src/utils/integrations';
import { startPreview } from '../../server/preview/start';

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');
const port = Number(process.env.BENCH_PORT || 4180);
const base = `http://localhost:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const chromePath =
  process.env.CHROMIUM_PATH ||
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A flag as Lighthouse's `--chrome-flags` string must carry it (a value with spaces quoted). */
const lighthouseFlag = (flag: string) =>
  flag.includes(' ') ? flag.replace(/=(.*)$/, (_, v: string) => `="${v}"`) : flag;

export const BUDGETS = {
  performance: 98,
  fcpMs: 750,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  /** A route's LCP over the static reference's (the physical limit) in the same run. */
  lcpRatio: 1.15,
  accessibility: 95,
  bestPractices: 95,
  seo: 95,
  homeFirstRenderJsKb: 150,
  routeChunkKb: 60,
  homeWeightKb: 600,
  /** `npm run build`: umi's bundles, every page prerendered, every picture variant written. */
  buildS: 120,
  /** …with every variant encoded anew (no cache), and with the pictures unchanged since. */
  picturesCleanS: 300,
  picturesUnchangedS: 90,
  /** The clean build at 1,000 cases and 500 news: pages drawn a second, and peak memory. */
  volumePagesPerS: 25,
  volumePeakMb: 1536,
  /** `npm run build:content` after one case changed, at that volume (its pictures too). */
  incrementalS: 20,
  /** The main thread's issue: the LCP element's render delay (Lighthouse's breakdown), every route. */
  renderDelayMs: 300,
  /** …and the home page's TBT at Lighthouse's 4× (beside the stricter tbtMs of every route). */
  homeTbtMs: 200,
  /** …and INP (./inp.ts: INP_BUDGET): every tap's worst at 6× CPU, hydrating and settled. */
  inpWorstMs: INP_BUDGET.ms,
};

/** The archive the large build serves (mock/data/volume.ts). */
export const VOLUME = { MOCK_CASES: '1000', MOCK_NEWS: '500' };
/** The case the incremental build finds changed (MOCK_REVISE). */
const REVISED_CASE = 812;

/*
 * The physical limit, measured in the same run: STATIC_PAGE (./staticPage.ts), the home page's
 * first screen as plain HTML — its prerendered HTML with its first screen's CSS inline, and
 * without any script (the stale guard, the starter, the JSON-LD, the state element), the
 * stylesheets that come with the app, or the favicon — so nothing is fetched but the hero's
 * pictures. Served by the same server; written for the run, removed after.
 */

/**
 * The routes the issue judges by their largest paint (a case list, a case's and a news article's
 * pages beside the home page): each is also compared with a static page of its own first screen,
 * made the same way from its own HTML, so with the same picture at the same size (a case's cover
 * photograph is not the home page's banner). The home page's own is STATIC_PAGE. Their budget is
 * judged on that ratio; the other routes', on the home page's.
 */
export const OWN_REFERENCE_ROUTES = [
  '/customerCase',
  '/customerCase/caseDetail?id=12',
  '/newsLantu?id=1',
];

/** The address of a route's own static page: `/__bench/static-customerCase-caseDetail-id-12.html`. */
export const ownStaticPage = (route: string) =>
  `/__bench/static-${route.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.html`;

export { staticReference };

/** One LCP over a reference's, to two decimals. */
const lcpRatioOf = (lcpMs: number, of: Lh) => Math.round((lcpMs / of.lcpMs) * 100) / 100;

/** Writes a static page (`page`, under dist/) of a page's HTML as served. */
function writeStaticPage(page: string, html: string) {
  fs.mkdirSync(path.join(dist, '__bench'), { recursive: true });
  fs.writeFileSync(path.join(dist, page), staticReference(html));
}

/**
 * A page's HTML as served, on a connection of its own. Not fetch: its pool keeps a connection as
 * long as the server says it may (75 s), and while Lighthouse runs (synchronously, a minute or
 * more) this process cannot see the server close it, then sends on it ("other side closed").
 */
function rawHtml(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What the HTML carries before any script runs: its <h1>, and how much visible text. */
export function htmlFacts(html: string): { h1: boolean; textChars: number } {
  const root = html.match(/<div id="root">([\s\S]*)<\/div>\s*(?:<script|<\/body)/)?.[1] ?? '';
  const text = root
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, '');
  return { h1: /<h1[\s>]/.test(root), textChars: [...text].length };
}

/** BENCH_ROUTES narrows the run to some of ROUTES (exact entries, comma-separated). */
const selectedRoutes = (() => {
  const wanted = (process.env.BENCH_ROUTES || '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const chosen = ROUTES.filter((r) => wanted.includes(r));
  return chosen.length ? chosen : ROUTES;
})();

const gz = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|xml)(\?|$)/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? walk(p) : [p];
  });
}

/** One timed build: the whole command's seconds and peak memory, and the prerender's report. */
export interface BuildRun {
  label: string;
  seconds: number;
  pages: number;
  drawn: number;
  pagesPerS: number;
  peakMb: number;
  /** The picture step (scripts/pictures): its seconds, variants written, variants encoded. */
  pictureS: number;
  variants: number;
  encoded: number;
  /** A budget of its own (the issue's): seconds. */
  budgetS?: number;
}

/**
 * Runs `npm run <script>` with `env` on top of this process's, timed, sampling the memory of its
 * whole process tree (the bundler, the preview server, Chromium) with `PeakMemory` (memory.ts).
 */
function timedBuild(
  label: string,
  script: string,
  env: Record<string, string>,
  budgetS?: number,
): Promise<BuildRun> {
  const t = Date.now();
  const child = spawn('npm', ['run', script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const memory = new PeakMemory(child.pid!);
  const sample = setInterval(() => memory.sample(), 250);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) {
        reject(new Error(`npm run ${script} failed`));
        return;
      }
      const report = JSON.parse(
        fs.readFileSync(path.join(root, 'reports', 'prerender.json'), 'utf8'),
      ) as { pages: number; drawn: number; pagesPerSecond: number };
      const pictures = JSON.parse(
        fs.readFileSync(path.join(root, 'reports', 'pictures.json'), 'utf8'),
      ) as { ms: number; variants: number; encoded: number };
      resolve({
        label,
        seconds: Math.round((Date.now() - t) / 100) / 10,
        pages: report.pages,
        drawn: report.drawn,
        pagesPerS: report.pagesPerSecond,
        peakMb: memory.peakMb,
        pictureS: Math.round(pictures.ms / 100) / 10,
        variants: pictures.variants,
        encoded: pictures.encoded,
        budgetS,
      });
    });
  });
}

/**
 * The builds, the one the routes are measured on last: at the archive's volume from clean, again
 * with nothing changed (`npm run build`, then `build:clean`), then one case changed and the pages
 * rebuilt (`build:content`, incremental); then at the default volume from clean and again.
 */
/** `measurePublishLive` on the archive-volume build (scripts/bench/publish.ts). */
let publishLive: PublishLive | undefined;

async function builds(): Promise<BuildRun[]> {
  if (process.env.BENCH_SKIP_BUILD) return [];
  const runs: BuildRun[] = [];
  const clean = { PICTURES_CLEAN: '1' };
  if (process.env.BENCH_VOLUME !== '0') {
    runs.push(
      await timedBuild(
        '1000 cases, 500 news: clean build, every variant encoded',
        'build:clean',
        { ...VOLUME, ...clean },
        BUDGETS.picturesCleanS,
      ),
    );
    // The issue's "with pictures unchanged": `npm run build` again, as it runs (its pages kept
    // where their answers are the same, every variant reused)…
    runs.push(
      await timedBuild(
        '…again, nothing changed: npm run build',
        'build',
        VOLUME,
        BUDGETS.picturesUnchangedS,
      ),
    );
    // …and with every page drawn again all the same (no budget: the prerender's pace is its own).
    runs.push(
      await timedBuild('…again, every page drawn, pictures unchanged', 'build:clean', VOLUME),
    );
    runs.push(
      await timedBuild(
        `…case ${REVISED_CASE} changed: build:content`,
        'build:content',
        { ...VOLUME, MOCK_REVISE: `case:${REVISED_CASE}` },
        BUDGETS.incrementalS,
      ),
    );
    // The deployed site at this volume, with the publisher: one case published, live when?
    if (process.env.BENCH_PUBLISH !== '0') publishLive = await measurePublishLive();
  }
  runs.push(
    await timedBuild(
      '64 cases, 24 news: clean build, every variant encoded',
      'build:clean',
      clean,
      BUDGETS.picturesCleanS,
    ),
  );
  runs.push(
    await timedBuild(
      '64 cases, 24 news: again, nothing changed: npm run build',
      'build',
      {},
      BUDGETS.picturesUnchangedS,
    ),
  );
  return runs;
}

function distFigures() {
  const files = walk(dist);
  const total = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  const chunks = files
    .filter((f) => /\.(async\.)?js$/.test(f) && !/umi\.[\w]+\.js$/.test(f))
    .map((f) => ({ file: path.relative(dist, f), gzipKb: kb(gz(fs.readFileSync(f))) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const jsCss = files
    .filter((f) => /\.(js|css)$/.test(f))
    .reduce((n, f) => n + gz(fs.readFileSync(f)), 0);
  return { distKb: kb(total), jsCssGzipKb: kb(jsCss), largestChunks: chunks.slice(0, 5) };
}

interface Bytes {
  firstRenderJsKb: number;
  firstRenderCssKb: number;
  weightKb: number;
  requests: number;
}

/**
 * What a page downloads, and how much of it was requested before its h1 was on the page (the
 * first render). The moment is taken in the page (a MutationObserver), and the requests by their
 * Resource Timing start: timed from the test runner, scripts started right after the paint could
 * count as before it.
 */
async function measureBytes(route: string): Promise<Bytes> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true });
  await page.addInitScript(() => {
    const w = window as unknown as { __h1At?: number };
    const check = () => {
      if (w.__h1At === undefined && document.querySelector('main h1')) w.__h1At = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  const seen: { url: string; type: string; size: number }[] = [];
  page.on('response', async (res) => {
    const url = res.url();
    const type = res.request().resourceType();
    try {
      const body = await res.body();
      const size = COMPRESSIBLE.test(new URL(url).pathname) ? gz(body) : body.length;
      seen.push({ url, type, size });
    } catch {
      /* redirects and aborted requests have no body */
    }
  });
  await page.goto(base + route, { waitUntil: 'domcontentloaded' });
  await page.locator('main h1').first().waitFor({ timeout: 30000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const early = new Set(
    await page.evaluate(() => {
      const at = (window as unknown as { __h1At?: number }).__h1At ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < at)
        .map((r) => r.name);
    }),
  );
  await browser.close();
  const sum = (xs: typeof seen) => kb(xs.reduce((n, x) => n + x.size, 0));
  const beforeRender = (type: string) => seen.filter((x) => x.type === type && early.has(x.url));
  return {
    firstRenderJsKb: sum(beforeRender('script')),
    firstRenderCssKb: sum(beforeRender('stylesheet')),
    weightKb: sum(seen),
    requests: seen.length,
  };
}

interface Lh {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The median-LCP run's breakdown (./lcpBreakdown.ts): its parts add up to that LCP. */
  lcpBreakdown: LcpBreakdown;
}

/**
 * Lighthouse's own measure of the machine's speed in every run (`environment.benchmarkIndex`: a
 * fixed piece of work, timed, higher is faster). Lighthouse's mobile figures are the main
 * thread's observed times multiplied, so they move with it: the bench prints it beside them.
 */
const machineSpeed: number[] = [];

function lighthouseOnce(origin: string, route: string): Lh {
  const out = path.join(root, 'reports', `lh-${Date.now()}.json`);
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      origin + route,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags.map(lighthouseFlag).join(' ')}`,
      ...(process.env.BENCH_UA ? [`--emulated-user-agent=${process.env.BENCH_UA}`] : []),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath ?? '' }, stdio: 'ignore' },
  );
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  if (Number.isFinite(r.environment?.benchmarkIndex))
    machineSpeed.push(r.environment.benchmarkIndex);
  const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100);
  const audit = (k: string) => Number(r.audits[k]?.numericValue ?? NaN);
  return {
    performance: score('performance'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpBreakdown: lcpBreakdownOf(r),
  };
}

/** The median of each figure; the LCP breakdown of the run whose LCP is the median. */
function summarise(all: Lh[]): Lh {
  const pick = (k: Exclude<keyof Lh, 'lcpBreakdown'>) => median(all.map((x) => x[k]));
  const byLcp = [...all].sort((a, b) => a.lcpMs - b.lcpMs);
  return {
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpBreakdown: byLcp[Math.floor((byLcp.length - 1) / 2)].lcpBreakdown,
  };
}

/**
 * A route's Lighthouse runs on each origin (this build's, the baseline's), the origins taking
 * turns run by run so the machine's load falls on both alike; one summary per origin.
 */
function lighthouseOn(route: string, origins: string[]): Lh[] {
  const all: Lh[][] = origins.map(() => []);
  for (let i = 0; i < runs; i += 1) {
    origins.forEach((origin, j) => all[j].push(lighthouseOnce(origin, route)));
  }
  return all.map(summarise);
}

const lighthouse = (route: string): Lh => lighthouseOn(route, [base])[0];

function breaks(route: string, b: Bytes, l: Lh): string[] {
  const out: string[] = [];
  if (l.performance < BUDGETS.performance)
    out.push(`performance ${l.performance} < ${BUDGETS.performance}`);
  if (l.fcpMs > BUDGETS.fcpMs) out.push(`FCP ${l.fcpMs} ms > ${BUDGETS.fcpMs}`);
  if (l.lcpMs > BUDGETS.lcpMs) out.push(`LCP ${l.lcpMs} ms > ${BUDGETS.lcpMs}`);
  if (l.tbtMs > BUDGETS.tbtMs) out.push(`TBT ${l.tbtMs} ms > ${BUDGETS.tbtMs}`);
  if (route === '/' && l.tbtMs > BUDGETS.homeTbtMs)
    out.push(`home TBT ${l.tbtMs} ms > ${BUDGETS.homeTbtMs} (Lighthouse's 4×)`);
  if (l.lcpBreakdown.renderDelayMs > BUDGETS.renderDelayMs)
    out.push(`LCP render delay ${l.lcpBreakdown.renderDelayMs} ms > ${BUDGETS.renderDelayMs}`);
  if (l.cls > BUDGETS.cls) out.push(`CLS ${l.cls} > ${BUDGETS.cls}`);
  if (l.accessibility < BUDGETS.accessibility)
    out.push(`a11y ${l.accessibility} < ${BUDGETS.accessibility}`);
  if (l.bestPractices < BUDGETS.bestPractices)
    out.push(`best practices ${l.bestPractices} < ${BUDGETS.bestPractices}`);
  if (l.seo < BUDGETS.seo) out.push(`SEO ${l.seo} < ${BUDGETS.seo}`);
  if (route === '/' && b.firstRenderJsKb > BUDGETS.homeFirstRenderJsKb)
    out.push(`first-render JS ${b.firstRenderJsKb} KB > ${BUDGETS.homeFirstRenderJsKb}`);
  if (route === '/' && b.weightKb > BUDGETS.homeWeightKb)
    out.push(`weight ${b.weightKb} KB > ${BUDGETS.homeWeightKb}`);
  return out;
}

/** A table with its first column left-aligned and the others right-aligned. */
function printTable(head: string[], rows: string[][]) {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  all.forEach((r, i) => {
    console.log(
      r.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  '),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

/**
 * Each route's LCP in its parts (Lighthouse's, the median run's), the static references' too,
 * and the baseline's LCP, render delay and TBT beside where there is one.
 */
function printLcpBreakdown(
  rows: Record<string, unknown>[],
  baselineRoutes: ({ route: string } & Lh)[],
) {
  const withBaseline = baselineRoutes.length > 0;
  const ms = (n: number) => (Number.isFinite(n) ? String(n) : '-');
  console.log(
    `\nLCP breakdown (Lighthouse, the median run's; budget: render delay ≤ ${BUDGETS.renderDelayMs} ms, home TBT ≤ ${BUDGETS.homeTbtMs} ms)${
      withBaseline ? '; baseline: BENCH_BASELINE_DIST' : ''
    }`,
  );
  printTable(
    [
      'route',
      'LCP',
      'TTFB',
      'load delay',
      'load',
      'render delay',
      'TBT',
      'LCP element',
      ...(withBaseline ? ['base LCP', 'base render delay', 'base TBT', 'base FCP'] : []),
    ],
    rows.map((r) => {
      const b = r.lcpBreakdown as LcpBreakdown;
      const other = baselineRoutes.find((x) => x.route === r.route);
      return [
        String(r.route),
        String(r.lcpMs),
        ms(b.ttfbMs),
        ms(b.loadDelayMs),
        ms(b.loadTimeMs),
        ms(b.renderDelayMs),
        String(r.tbtMs),
        b.source === 'observed' ? `${b.element} (observed)` : b.element,
        ...(withBaseline
          ? other
            ? [
                String(other.lcpMs),
                ms(other.lcpBreakdown.renderDelayMs),
                String(other.tbtMs),
                String(other.fcpMs),
              ]
            : ['-', '-', '-', '-']
          : []),
      ];
    }),
  );
}

async function main() {
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const buildRuns = await builds();
  const buildS = buildRuns.length ? buildRuns[buildRuns.length - 1].seconds : NaN;
  const distInfo = distFigures();
  const server = await startPreview(port);
  // The last release's build beside this one (BENCH_BASELINE_DIST), with the same mock API.
  let baseline: Awaited<ReturnType<typeof startBaseline>>;
  try {
    baseline = await startBaseline(Number(process.env.BENCH_BASELINE_PORT || port + 1));
  } catch (e) {
    process.kill(-server.pid!, 'SIGTERM');
    throw e;
  }
  // WeChat's SDK and Tongji's hm.js, stood in for (scripts/bench/thirdParty.ts): a build
  // configured with them is measured with them running.
  const thirdParty = await startThirdParty();
  chromeFlags.push(...(thirdParty?.chromeFlags ?? []));
  const rows: Record<string, unknown>[] = [];
  let popup: PopupTiming[] = [];
  let thirdPartyTiming: ThirdPartyTiming[] = [];
  let pictures: PictureBytes[] = [];
  let inp: InpRow[] = [];
  /** The baseline's Lighthouse figures by route (BENCH_BASELINE_DIST). */
  const baselineRoutes: ({ route: string } & Lh)[] = [];
  let reference: Lh | undefined;
  const ownReferences: ({ route: string } & Lh)[] = [];
  try {
    writeStaticPage(STATIC_PAGE, fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    reference = lighthouse(STATIC_PAGE);
    for (const route of selectedRoutes) {
      const html = await rawHtml(base + route);
      const facts = htmlFacts(html);
      const bytes = await measureBytes(route);
      const [lh, baselineLh] = lighthouseOn(
        route,
        baseline ? [base, baseline.target.origin] : [base],
      );
      if (baselineLh) baselineRoutes.push({ route, ...baselineLh });
      const lcpRatio = lcpRatioOf(lh.lcpMs, reference);
      let own: { page: string; lh: Lh } | undefined;
      if (OWN_REFERENCE_ROUTES.includes(route)) {
        const page = ownStaticPage(route);
        writeStaticPage(page, html);
        own = { page, lh: lighthouse(page) };
        ownReferences.push({ route: `${page} (reference of ${route})`, ...own.lh });
      }
      const ownLcpRatio = own ? lcpRatioOf(lh.lcpMs, own.lh) : route === '/' ? lcpRatio : undefined;
      const broke = breaks(route, bytes, lh);
      if (ownLcpRatio !== undefined) {
        if (ownLcpRatio > BUDGETS.lcpRatio)
          broke.push(`LCP ${ownLcpRatio}× its own static page > ${BUDGETS.lcpRatio}×`);
      } else if (lcpRatio > BUDGETS.lcpRatio) {
        broke.push(`LCP ${lcpRatio}× static > ${BUDGETS.lcpRatio}×`);
      }
      if (!facts.h1) broke.push('no <h1> in the HTML');
      rows.push({
        route,
        ...bytes,
        ...lh,
        lcpRatio,
        ownLcpRatio: ownLcpRatio ?? '-',
        htmlH1: facts.h1 ? 'yes' : 'no',
        htmlChars: facts.textChars,
        breaks: broke,
      });
    }
    if (process.env.BENCH_PICTURES !== '0') {
      const browser = await chromium.launch({
        executablePath: chromePath,
        args: chromeFlags.slice(1),
      });
      try {
        for (const route of PICTURE_ROUTES) {
          pictures.push(await measurePictureBytes(browser, base, route));
        }
        // Content published after this build, over nginx with the picture service.
        if (process.env.BENCH_PUBLISH !== '0')
          pictures.push(await measurePublishedPictures(browser));
      } finally {
        await browser.close();
      }
    }
    if (process.env.BENCH_POPUP !== '0') {
      const browser = await chromium.launch({
        executablePath: chromePath,
        args: chromeFlags.slice(1),
      });
      try {
        popup = await measurePopup(browser, base, '/', runs);
      } finally {
        await browser.close();
      }
    }
    // INP of the issue's taps on a phone (./inp.ts), the baseline's beside.
    if (process.env.BENCH_INP !== '0') {
      const browser = await chromium.launch({
        executablePath: chromePath,
        args: chromeFlags.slice(1),
      });
      try {
        inp = await measureInp(
          browser,
          [{ name: 'this build', origin: base }, ...(baseline ? [baseline.target] : [])],
          inpOptionsFromEnv(),
        );
      } finally {
        await browser.close();
      }
    }
    // A build whose headers allow WeChat and Tongji: what they cost once they load.
    const configured =
      !!wechatFrom({
        appId: process.env.WECHAT_APP_ID,
        signatureUrl: process.env.WECHAT_SIGNATURE_URL,
      }) && !!tongjiFrom(process.env.BAIDU_TONGJI);
    if (configured && thirdParty && process.env.BENCH_THIRD_PARTY !== '0') {
      const browser = await chromium.launch({
        executablePath: chromePath,
        args: chromeFlags.slice(1),
      });
      try {
        thirdPartyTiming = await measureThirdPartyTiming(browser, base, selectedRoutes, runs);
      } finally {
        await browser.close();
      }
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    if (baseline) process.kill(-baseline.server.pid!, 'SIGTERM');
    if (thirdParty) {
      const counts = new Map<string, number>();
      thirdParty.asked.forEach((a) => counts.set(a, (counts.get(a) ?? 0) + 1));
      console.log(
        `WeChat / Tongji stand-ins asked for: ${
          [...counts].map(([a, n]) => `${a} ×${n}`).join(', ') || 'nothing (neither is configured)'
        }`,
      );
      await thirdParty.close();
    }
    fs.rmSync(path.join(dist, '__bench'), { recursive: true, force: true });
  }

  const global: string[] = [];
  inp.filter((r) => r.build === 'this build').forEach((r) => global.push(...inpBreaks(r)));
  for (const p of popup) {
    const budget =
      p.setting === 'desktop' ? POPUP_BUDGETS.desktopFieldsMs : POPUP_BUDGETS.phoneFieldsMs;
    if (p.fieldsMs > budget)
      global.push(`popup fields on ${p.setting} ${p.fieldsMs} ms > ${budget}`);
  }
  if (buildS > BUDGETS.buildS) global.push(`build ${buildS.toFixed(1)} s > ${BUDGETS.buildS}`);
  for (const p of pictures) {
    if (!(p.ratio <= PICTURE_RATIO_BUDGET))
      global.push(
        `${p.route}: picture bytes ${p.ratio}× what the boxes need > ${PICTURE_RATIO_BUDGET}×`,
      );
  }
  if (publishLive) {
    (
      [
        ['a new case', publishLive.liveS],
        ['a revised case', publishLive.revisedCaseS],
        ['a revised news item', publishLive.revisedNewsS],
      ] as const
    ).forEach(([what, s]) => {
      if (s > PUBLISH_LIVE_BUDGET_S)
        global.push(`${what} live after ${s} s > ${PUBLISH_LIVE_BUDGET_S} s`);
    });
    if (publishLive.noopS > PUBLISH_NOOP_BUDGET_S)
      global.push(
        `a publish that changes nothing ${publishLive.noopS} s > ${PUBLISH_NOOP_BUDGET_S} s`,
      );
    if (publishLive.idleCpu > IDLE_CPU_BUDGET)
      global.push(
        `idle publisher and picture service ${publishLive.idleCpu} of a core > ${IDLE_CPU_BUDGET}`,
      );
  }
  for (const run of buildRuns) {
    if (run.budgetS !== undefined && run.seconds > run.budgetS)
      global.push(`${run.label} ${run.seconds} s > ${run.budgetS}`);
  }
  // The archive's clean builds: the prerender's pace and the memory of the whole command.
  for (const volume of buildRuns.filter((r) => r.pages > 1000 && r.drawn > 1000)) {
    if (volume.pagesPerS < BUDGETS.volumePagesPerS)
      global.push(`${volume.label} ${volume.pagesPerS} pages/s < ${BUDGETS.volumePagesPerS}`);
    if (volume.peakMb > BUDGETS.volumePeakMb)
      global.push(`${volume.label} peak ${volume.peakMb} MB > ${BUDGETS.volumePeakMb}`);
  }
  distInfo.largestChunks
    .filter((c) => c.gzipKb > BUDGETS.routeChunkKb)
    .forEach((c) => global.push(`chunk ${c.file} ${c.gzipKb} KB > ${BUDGETS.routeChunkKb}`));

  const cols = [
    'route',
    'performance',
    'fcpMs',
    'lcpMs',
    'lcpRatio',
    'ownLcpRatio',
    'tbtMs',
    'cls',
    'htmlH1',
    'htmlChars',
    'accessibility',
    'bestPractices',
    'seo',
    'firstRenderJsKb',
    'firstRenderCssKb',
    'weightKb',
  ];
  const head = [
    'route',
    'perf',
    'FCP ms',
    'LCP ms',
    'LCP ×static',
    'LCP ×own',
    'TBT ms',
    'CLS',
    'H1 in HTML',
    'HTML text',
    'a11y',
    'BP',
    'SEO',
    'JS KB',
    'CSS KB',
    'weight KB',
  ];
  if (reference) {
    for (const r of [{ route: `${STATIC_PAGE} (reference)`, ...reference }, ...ownReferences]) {
      rows.push({
        ...r,
        lcpRatio: lcpRatioOf(r.lcpMs, reference),
        ownLcpRatio: 1,
        htmlH1: '-',
        htmlChars: '-',
        firstRenderJsKb: 0,
        firstRenderCssKb: '-',
        weightKb: '-',
        breaks: [],
      });
    }
  }
  printTable(
    head,
    rows.map((r) => cols.map((c) => String(r[c]))),
  );
  if (buildRuns.length) {
    console.log('\nbuilds (npm run …; seconds of the whole command, peak memory of its processes)');
    printTable(
      [
        'build',
        'seconds',
        'budget',
        'pages',
        'drawn',
        'pages/s',
        'pictures s',
        'variants',
        'encoded',
        'peak MB',
      ],
      buildRuns.map((b) => [
        b.label,
        b.seconds.toFixed(1),
        b.budgetS === undefined ? '-' : `≤ ${b.budgetS}`,
        String(b.pages),
        String(b.drawn),
        String(b.pagesPerS),
        b.pictureS.toFixed(1),
        String(b.variants),
        String(b.encoded),
        String(b.peakMb),
      ]),
    );
  }
  console.log(
    `\nbuild ${Number.isNaN(buildS) ? 'skipped' : `${buildS.toFixed(1)} s`}; dist ${distInfo.distKb} KB; all JS+CSS ${distInfo.jsCssGzipKb} KB gzipped`,
  );
  console.log(
    `largest async chunks (gzip): ${distInfo.largestChunks.map((c) => `${c.file} ${c.gzipKb} KB`).join(', ')}`,
  );
  const speed = machineSpeed.length
    ? {
        median: Math.round(median(machineSpeed)),
        min: Math.round(Math.min(...machineSpeed)),
        max: Math.round(Math.max(...machineSpeed)),
      }
    : undefined;
  if (speed) {
    console.log(
      `machine speed (Lighthouse benchmarkIndex over ${machineSpeed.length} runs): median ${speed.median}, ${speed.min}–${speed.max}`,
    );
  }
  if (pictures.length) {
    console.log(
      '\npictures on a 375 px phone at 3×, scrolled to the bottom (delivered: every content picture response; needed: each at its box × 3 as AVIF q50)',
    );
    printTable(
      ['route', 'pictures', 'delivered KB', 'needed KB', 'ratio', 'vector KB'],
      pictures.map((p) => [
        p.route,
        String(p.pictures),
        String(p.deliveredKb),
        String(p.neededKb),
        `${p.ratio}×`,
        String(p.vectorKb),
      ]),
    );
  }
  if (publishLive) {
    console.log(
      '\npublish to live at 1000 cases / 500 news (one case, its webhook → page, list, sitemap, cover)',
    );
    printTable(
      [
        'live s',
        'budget',
        'revised case s',
        'revised news s',
        'no-op publish s',
        'publish run s',
        'pages drawn',
        'idle CPU (2 services)',
        'publisher MB',
        'pictures MB',
      ],
      [
        [
          String(publishLive.liveS),
          `≤ ${PUBLISH_LIVE_BUDGET_S}`,
          String(publishLive.revisedCaseS),
          String(publishLive.revisedNewsS),
          `${publishLive.noopS} (≤ ${PUBLISH_NOOP_BUDGET_S})`,
          String(publishLive.runS),
          String(publishLive.drawn),
          `${(publishLive.idleCpu * 100).toFixed(2)} % of a core`,
          String(publishLive.publisherMb),
          String(publishLive.picturesMb),
        ],
      ],
    );
  }
  if (popup.length) {
    console.log(
      '\nconsultation popup, click on 免费咨询 → (median of runs; cold = before the page is idle)',
    );
    printTable(
      ['setting', 'frame ms', 'fields ms', 'budget', 'cold frame', 'cold fields'],
      popup.map((p) => [
        p.setting === 'desktop' ? 'desktop 1440, no throttling' : 'phone 375, 4× CPU + slow 4G',
        String(p.frameMs),
        String(p.fieldsMs),
        `≤ ${p.setting === 'desktop' ? POPUP_BUDGETS.desktopFieldsMs : POPUP_BUDGETS.phoneFieldsMs}`,
        String(p.coldFrameMs),
        String(p.coldFieldsMs),
      ]),
    );
  }
  printLcpBreakdown(rows, baselineRoutes);
  if (inp.length) printInp(inp);
  if (thirdPartyTiming.length) {
    console.log(
      '\nWeChat + Tongji, a phone in WeChat (Android, 4× CPU), off / on at run time (median of runs; ms from navigation)',
    );
    printTable(
      [
        'route',
        'mode',
        'LCP',
        'SDK asked',
        'hm.js asked',
        'card configured',
        'blocking after LCP',
        'longest task',
      ],
      thirdPartyTiming.map((t) => [
        t.route,
        t.mode,
        String(t.lcpMs),
        String(t.sdkAskedMs ?? '-'),
        String(t.hmAskedMs ?? '-'),
        String(t.configuredMs ?? '-'),
        String(t.blockingAfterLcpMs),
        String(t.longestTaskMs),
      ]),
    );
  }
  const broken = rows
    .flatMap((r) => (r.breaks as string[]).map((b) => `${r.route}: ${b}`))
    .concat(global);
  console.log(
    broken.length ? `\nbudgets broken:\n  ${broken.join('\n  ')}` : '\nevery figure within budget',
  );
  const report = {
    date: new Date().toISOString(),
    runs,
    buildS,
    builds: buildRuns,
    ...distInfo,
    budgets: BUDGETS,
    routes: rows,
    staticReference: reference,
    benchmarkIndex: speed,
    popup,
    inp,
    inpNetwork: SLOW_4G,
    baselineDist: baseline?.dist,
    baselineRoutes,
    thirdPartyTiming,
    pictures,
    publishLive,
    broken,
  };
  fs.writeFileSync(
    path.join(root, 'reports', 'bench.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log('written: reports/bench.json');
}

if (require.main === module) {
  main().catch((e) => {
    const cause = e instanceof Error && e.cause ? `\n  cause: ${String(e.cause)}` : '';
    console.error(`bench could not run: ${e instanceof Error ? e.stack : e}${cause}`);
    process.exit(1);
  });
}
