/**
 * A phone's main thread under the visitor's taps (scripts/bench/README.md, "Taps on a phone"):
 * Interaction to Next Paint as the browser itself measures it (the Event Timing API), for the
 * taps the issue names, at 4× and 6× CPU slowdown and Lighthouse's slow 4G, at two moments of a
 * fresh page load: "hydrating" (300 ms after the `load` event: the prerendered page is on screen
 * and the app is arriving or taking it over) and "settled" (the app has taken the page over and
 * the network has been quiet). Each run opens the route in a fresh browser context (a cold cache),
 * taps with real touch input at the element's centre (after checking that the point hits it),
 * and records what the tap did: a tap that did nothing is a failure, never a fast figure.
 *
 * Beside this build it measures the static floor (the home page's first screen without any
 * script, STATIC_PAGE: a tap on its heading is what headless Chromium's own presentation costs),
 * and, with `BENCH_BASELINE_DIST=/path/to/dist`, the same taps on another build (the last
 * release's) served on a second preview with the same mock API, run for run interleaved with this
 * one, so both meet the same machine.
 *
 *   npx ts-node scripts/bench/inp.ts   (on the dist/ there is; writes reports/inp.json)
 *   BENCH_INP_RUNS=3  BENCH_INP_RATES=4,6  BENCH_INP_TAPS=menu,consult (ids of TAPS)
 *   BENCH_INP_MOMENTS=hydrating,settled  BENCH_PORT=4180  BENCH_BASELINE_DIST
 *   BENCH_BASELINE_PORT (default BENCH_PORT + 1)  CHROMIUM_PATH
 * `npm run bench` runs it too (BENCH_INP=0 skips it there).
 */
import { chromium } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';
import { startPreview, startServer } from '../../server/preview/start';
import { isHydrated } from '../../tests/e2e/hydration';
import { STATIC_PAGE, staticReference } from './staticPage';

export type Moment = 'hydrating' | 'settled';

/** The issue's target: every tap's worst of the runs at 6× CPU, both moments. */
export const INP_BUDGET = { ms: 200, cpuRate: 6 };

/** "Hydrating": this long after the `load` event. */
export const HYDRATING_AFTER_LOAD_MS = 300;
/** "Settled": at least this long after `load`, taken over, and no request open or begun for QUIET_MS. */
export const SETTLED_AFTER_LOAD_MS = 3000;
const QUIET_MS = 1500;

/**
 * Lighthouse 12.8's mobile preset (`mobileSlow4G`, core/config/constants.js from the trace
 * engine's lantern Constants): 150 ms RTT, 1.6 Mbps down, 750 kbps up. Its simulation models the
 * RTT per round trip; throttling a real browser (its `devtools` method, core/lib/emulation.js) it
 * sends `requestLatencyMs` = 150 × 3.75 per request and the throughputs × 0.9, in kbit/s turned
 * into bytes/s: the same here.
 */
const LH_RTT_MS = 150;
const LH_DOWN_KBPS = 1.6 * 1024;
const LH_UP_KBPS = 750;
const DEVTOOLS_RTT_ADJUSTMENT_FACTOR = 3.75;
const DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR = 0.9;
export const SLOW_4G = {
  offline: false,
  latency: LH_RTT_MS * DEVTOOLS_RTT_ADJUSTMENT_FACTOR,
  downloadThroughput: Math.floor((LH_DOWN_KBPS * DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR * 1024) / 8),
  uploadThroughput: Math.floor((LH_UP_KBPS * DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR * 1024) / 8),
};

/** A phone: 375 × 812 CSS px at 2×, touch. */
const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** One Event Timing entry of an interaction, as the page reports it (installObserver). */
interface EventRecord {
  /** The document that saw it (a full page load starts another). */
  doc: string;
  /** performance.timeOrigin of that document: startTime + origin is wall time, comparable across documents. */
  origin: number;
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

/**
 * Runs in every document before its own scripts: a PerformanceObserver for `event` entries
 * (durationThreshold 16 ms, the least the API allows) that hands each entry of an interaction to
 * the bench at once (a binding, so entries survive a page that navigates away). An interaction's
 * INP figure is its longest entry's duration, as INP itself is made.
 */
function installObserver() {
  type Timing = PerformanceEntry & {
    interactionId?: number;
    processingStart: number;
    processingEnd: number;
    target?: Node | null;
  };
  const w = window as unknown as {
    __benchDoc?: string;
    __benchEvent?: (e: unknown) => void;
    __benchLoad?: (at: number) => void;
  };
  // The load event, told at once (a call into the page later would wait behind the app's work).
  window.addEventListener(
    'load',
    () => w.__benchLoad?.(performance.timeOrigin + performance.now()),
    { once: true },
  );
  const doc = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  w.__benchDoc = doc;
  const describe = (n: Node | null | undefined) => {
    if (!n) return '-';
    if (!(n instanceof Element)) return n.nodeName;
    const cls = typeof n.className === 'string' ? n.className.trim().split(/\s+/)[0] : '';
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls ? `.${cls}` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => {
        const e = entry as Timing;
        if (!e.interactionId) return;
        w.__benchEvent?.({
          doc,
          origin: performance.timeOrigin,
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          target: describe(e.target),
        });
      });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    /* no Event Timing: every interaction reads as "no entry" */
  }
}

/** What one measured interaction gave. */
export interface InpSample {
  /** The tap did what it is for (the tag active, the menu open …). */
  ok: boolean;
  /** What it did, or what went wrong. */
  did: string;
  /** The interaction's duration (its longest Event Timing entry); null: no entry ≥ 16 ms came. */
  inpMs: number | null;
  /** The longest entry's parts: input delay, processing, presentation (ms). */
  phases?: { inputDelay: number; processing: number; presentation: number; entry: string };
  /** Tap → the first frame in which the outcome was in the page (what the visitor waits for). */
  outcomeMs: number | null;
  /** When the tap came, after the page's `load` event (ms). */
  tapAfterLoadMs: number | null;
  /** The outcome came in another document (a plain link followed before the app took over). */
  navigated: boolean;
}

/** What a step checks in the page: false until its outcome shows, then what it did. */
type Check = (arg: string) => false | { at: number; did: string; doc: string };

/** The state of one tap's run, shared by its steps. */
interface Run {
  page: Page;
  events: EventRecord[];
  moment: Moment;
  /** The first document's `load` event, as wall time (NaN until it came). */
  loadAt: number;
  /** Resolves with loadAt once it came. */
  loaded: Promise<number>;
  /** Requests of the page: quiet(ms) resolves once none has been open or begun for `ms`. */
  quiet: (ms: number) => Promise<void>;
  /** The document the last aim found (measure's "before"). */
  aimedDoc?: string;
}

interface Step {
  /** The row this step's figures go to (a tap's id, or `form-type` beside `form-tap`). */
  row: string;
  kind: 'pointer' | 'key';
}

/** One tap the issue names: where, and how its run goes (it returns one sample per measured step). */
export interface TapSpec {
  id: string;
  label: string;
  route: string;
  /** Measured on this build's server only (the static floor). */
  thisBuildOnly?: boolean;
  /** The rows it produces (a tap may measure two interactions). */
  rows: { id: string; label: string }[];
  run: (run: Run) => Promise<Record<string, InpSample>>;
}

const sleep = (ms: number) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

/** Where to tap, and the document it is in. */
interface Point {
  x: number;
  y: number;
  doc: string;
}

/**
 * Aims at `target`: the point at its centre, once `elementFromPoint` there hits it (scrolled to
 * the middle of the screen first if something covers it: the fixed header, the contact bar).
 * Throws naming what covers it.
 */
async function aim(run: Run, target: Locator): Promise<Point> {
  await target.first().waitFor({ state: 'visible', timeout: 120000 });
  const point = await target.first().evaluate((el) => {
    const doc = (window as { __benchDoc?: string }).__benchDoc ?? '';
    const look = () => {
      const b = el.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const at = document.elementFromPoint(x, y);
      if (at && (at === el || el.contains(at))) return { x, y, hit: null, doc };
      const name = at
        ? `${at.tagName.toLowerCase()}${at.className && typeof at.className === 'string' ? `.${at.className.split(' ')[0]}` : ''}`
        : 'nothing (off screen)';
      return { x, y, hit: name, doc };
    };
    const first = look();
    if (first.hit === null) return first;
    el.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    return look();
  });
  if (point.hit !== null) throw new Error(`the tap's point hits ${point.hit}, not the element`);
  // eslint-disable-next-line no-param-reassign
  run.aimedDoc = point.doc;
  return { x: point.x, y: point.y, doc: point.doc };
}

/** The first document's load event (wall time); throws if it does not come within 2 minutes. */
async function loadTime(run: Run): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const at = await Promise.race([
    run.loaded,
    new Promise<number>((resolve) => {
      timer = setTimeout(() => resolve(NaN), 120000);
    }),
  ]);
  clearTimeout(timer);
  if (Number.isNaN(at)) throw new Error('no load event within 120 s');
  return at;
}

/**
 * The moment's wait, timed here and not in the page: "hydrating" is `load` + 300 ms, and a timer
 * in the page (or any call into it) would wait behind the long task the app is running then,
 * moving the tap to after it. The browser takes the input at once and queues it behind that task:
 * the input delay INP counts. (Settled: already waited for.)
 */
async function atMoment(run: Run) {
  if (run.moment !== 'hydrating') return;
  const aimedAt = Date.now();
  const loadAt = await loadTime(run);
  const left = loadAt + HYDRATING_AFTER_LOAD_MS - Date.now();
  if (process.env.BENCH_INP_DEBUG) {
    // eslint-disable-next-line no-console
    console.log(
      `  aimed at load ${aimedAt - loadAt >= 0 ? '+' : ''}${aimedAt - loadAt} ms; load told ${Date.now() - loadAt} ms after it; waiting ${Math.max(0, left)} ms`,
    );
  }
  if (left > 0) await sleep(left);
}

/**
 * Measures one interaction: `act` does it; `check` (in the page, every frame, across a page
 * load) says when and what it did; then the Event Timing entries of the first interaction of
 * `kind` that began after `since` (wall time) give its duration.
 */
async function measure(
  run: Run,
  kind: Step['kind'],
  act: () => Promise<void>,
  check: Check,
  checkArg: string,
  outcomeTimeoutMs: number,
): Promise<InpSample> {
  const { page, events } = run;
  // The document before the act: the aim's when the act is its tap (no call to the page between
  // the moment and the tap), else asked.
  const docBefore =
    kind === 'pointer' && run.aimedDoc !== undefined
      ? run.aimedDoc
      : await page.evaluate(() => (window as { __benchDoc?: string }).__benchDoc ?? '');
  run.aimedDoc = undefined;
  const since = Date.now() - 20;
  await act();
  let outcome: { at: number; did: string; doc: string } | null = null;
  const deadline = Date.now() + outcomeTimeoutMs;
  while (!outcome && Date.now() < deadline) {
    try {
      const handle = await page.waitForFunction(check, checkArg, {
        polling: 'raf',
        timeout: Math.max(1, deadline - Date.now()),
      });
      outcome = (await handle.jsonValue()) as { at: number; did: string; doc: string };
    } catch (e) {
      // A page load in between: look again in the new document, until the deadline.
      if (!/context was destroyed|navigation|Target closed/i.test(String(e))) break;
    }
  }
  const names = kind === 'pointer' ? ['pointerdown', 'pointerup', 'click'] : ['keydown', 'keyup'];
  const candidates = () =>
    events.filter((e) => names.includes(e.name) && e.origin + e.startTime >= since);
  // Entries come after the interaction's next paint, and the observer's callback a frame later.
  const entryDeadline = Date.now() + 5000;
  while (!candidates().length && Date.now() < entryDeadline) await sleep(50);
  if (candidates().length) await sleep(400);
  const first = candidates().sort((a, b) => a.origin + a.startTime - (b.origin + b.startTime))[0];
  const same = first
    ? events.filter((e) => e.doc === first.doc && e.interactionId === first.interactionId)
    : [];
  const longest = same.sort((a, b) => b.duration - a.duration)[0];
  const tapWall = first ? first.origin + first.startTime : since;
  const navigated = !!outcome && outcome.doc !== docBefore;
  return {
    ok: !!outcome,
    did: outcome
      ? `${outcome.did}${navigated ? ' (after a full page load)' : ''}`
      : `nothing within ${Math.round(outcomeTimeoutMs / 1000)} s`,
    inpMs: longest ? longest.duration : null,
    phases: longest
      ? {
          inputDelay: Math.round(longest.processingStart - longest.startTime),
          processing: Math.round(longest.processingEnd - longest.processingStart),
          presentation: Math.round(longest.startTime + longest.duration - longest.processingEnd),
          entry: `${longest.name} on ${longest.target}`,
        }
      : undefined,
    outcomeMs: outcome ? Math.max(0, Math.round(outcome.at - tapWall)) : null,
    tapAfterLoadMs: first ? Math.round(tapWall - run.loadAt) : null,
    navigated,
  };
}

/** A real tap (touch start, touch end: the browser makes the pointer events and the click). */
const tap = (run: Run, point: Point) => () => run.page.touchscreen.tap(point.x, point.y);

/** How long a tap may take to show its outcome: the app may still be on its way. */
const outcomeTimeout = (run: Run) => (run.moment === 'hydrating' ? 30000 : 10000);

// The checks run in the page (serialised): each returns false, or when and what.
const filterActive: Check = (href) => {
  const a = [...document.querySelectorAll('a[aria-current="true"]')].find(
    (x) => x.getAttribute('href') === href,
  );
  return a
    ? {
        at: performance.timeOrigin + performance.now(),
        did: `tag ${a.textContent} active`,
        doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
      }
    : false;
};
const pagerAt2: Check = () => {
  const active = document.querySelector('.ant-pagination-item-active');
  return active?.textContent?.trim() === '2' && /[?&]page=2\b/.test(location.search)
    ? {
        at: performance.timeOrigin + performance.now(),
        did: 'page 2 current',
        doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
      }
    : false;
};
const suggestionsShown: Check = () => {
  const list = document.querySelector('form[role="search"] [role="listbox"]') as HTMLElement | null;
  const n = list && !list.hidden ? list.querySelectorAll('[role="option"]').length : 0;
  return n > 0
    ? {
        at: performance.timeOrigin + performance.now(),
        did: `${n} suggestions`,
        doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
      }
    : false;
};
const menuOpen: Check = () => {
  const button = document.querySelector('button[aria-controls="mobile-nav"]');
  const panel = document.getElementById('mobile-nav');
  return button?.getAttribute('aria-expanded') === 'true' &&
    panel &&
    !panel.hidden &&
    panel.getBoundingClientRect().height > 0
    ? {
        at: performance.timeOrigin + performance.now(),
        did: 'menu open',
        doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
      }
    : false;
};
const dialogOpen: Check = () => {
  const dialog = document.querySelector('[role="dialog"]');
  return dialog && dialog.getBoundingClientRect().height > 0
    ? {
        at: performance.timeOrigin + performance.now(),
        did: 'dialog open',
        doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
      }
    : false;
};
const fieldFocused: Check = (selector) => {
  const field = document.querySelector(selector);
  return field && document.activeElement === field
    ? {
        at: performance.timeOrigin + performance.now(),
        did: 'field focused',
        doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
      }
    : false;
};
const fieldTyped: Check = (selector) => {
  const field = document.querySelector(selector) as HTMLInputElement | null;
  return field && field.value.includes('a')
    ? {
        at: performance.timeOrigin + performance.now(),
        did: `field reads "${field.value}"`,
        doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
      }
    : false;
};
const nothingToDo: Check = () => ({
  at: performance.timeOrigin + performance.now(),
  did: 'nothing to do (no script)',
  doc: (window as { __benchDoc?: string }).__benchDoc ?? '',
});

/** The consultation dialog's first text field (antd's Input: the name). */
const FORM_FIELD = '[role="dialog"] input.ant-input';
const SEARCH_INPUT = 'form[role="search"] input[role="combobox"]';

/** The taps the issue names, and the floor. */
export const TAPS: TapSpec[] = [
  {
    id: 'floor',
    label: 'floor: static page, tap on its heading',
    route: STATIC_PAGE,
    thisBuildOnly: true,
    rows: [{ id: 'floor', label: 'floor: static page, tap on its heading' }],
    async run(run) {
      // The hero's visible heading (the page's <h1> is for screen readers).
      const point = await aim(run, run.page.locator('[data-active="true"] h2'));
      await atMoment(run);
      return { floor: await measure(run, 'pointer', tap(run, point), nothingToDo, '', 1000) };
    },
  },
  {
    id: 'filter',
    label: 'case filter: an industry tag',
    route: '/customerCase',
    rows: [{ id: 'filter', label: 'case filter: an industry tag' }],
    async run(run) {
      // The first industry after 全部.
      const tag = run.page.locator('[role="group"][aria-label="按行业筛选"] a').nth(1);
      await tag.waitFor({ state: 'visible', timeout: 120000 });
      const href = (await tag.getAttribute('href')) ?? '';
      const point = await aim(run, tag);
      await atMoment(run);
      return {
        filter: await measure(
          run,
          'pointer',
          tap(run, point),
          filterActive,
          href,
          outcomeTimeout(run),
        ),
      };
    },
  },
  {
    id: 'pager',
    label: 'pager: page 2',
    route: '/customerCase',
    rows: [{ id: 'pager', label: 'pager: page 2' }],
    async run(run) {
      // It mounts near the viewport: at the moment, scroll it into view, then tap once it is there.
      const { page } = run;
      await atMoment(run);
      await page
        .locator('nav[aria-label="案例分页"]')
        .evaluate((nav) =>
          nav.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior }),
        );
      const link = page.locator('nav[aria-label="案例分页"] .ant-pagination-item-2 a');
      await link.waitFor({ state: 'visible', timeout: 120000 });
      const point = await aim(run, link);
      return {
        pager: await measure(run, 'pointer', tap(run, point), pagerAt2, '', outcomeTimeout(run)),
      };
    },
  },
  {
    id: 'search',
    label: 'search box: type a character',
    route: '/customerCase',
    rows: [{ id: 'search', label: 'search box: type "a" (suggestions)' }],
    async run(run) {
      const { page } = run;
      const input = page.locator(SEARCH_INPUT);
      const point = await aim(run, input);
      await atMoment(run);
      await page.touchscreen.tap(point.x, point.y);
      await page.waitForFunction(
        (s) => document.activeElement === document.querySelector(s),
        SEARCH_INPUT,
        {
          timeout: 30000,
        },
      );
      // The keypress is the interaction; the suggestions follow 300 ms after it, from the API.
      return {
        search: await measure(
          run,
          'key',
          () => page.keyboard.press('a'),
          suggestionsShown,
          '',
          outcomeTimeout(run),
        ),
      };
    },
  },
  {
    id: 'menu',
    label: 'menu button (375 px)',
    route: '/',
    rows: [{ id: 'menu', label: 'menu button (375 px)' }],
    async run(run) {
      const point = await aim(run, run.page.locator('button[aria-controls="mobile-nav"]'));
      await atMoment(run);
      return {
        menu: await measure(run, 'pointer', tap(run, point), menuOpen, '', outcomeTimeout(run)),
      };
    },
  },
  {
    id: 'consult',
    label: '免费咨询 (contact bar)',
    route: '/',
    rows: [{ id: 'consult', label: '免费咨询 (contact bar)' }],
    async run(run) {
      const point = await aim(run, run.page.locator('[data-contact-bar] [data-consult]'));
      await atMoment(run);
      return {
        consult: await measure(
          run,
          'pointer',
          tap(run, point),
          dialogOpen,
          '',
          outcomeTimeout(run),
        ),
      };
    },
  },
  {
    id: 'form',
    label: 'consultation form: a field',
    route: '/',
    rows: [
      { id: 'form-tap', label: 'form: tap a field' },
      { id: 'form-type', label: 'form: type "a" in it' },
    ],
    async run(run) {
      const { page } = run;
      const consult = await aim(run, page.locator('[data-contact-bar] [data-consult]'));
      await atMoment(run);
      await page.touchscreen.tap(consult.x, consult.y);
      const field = page.locator(FORM_FIELD).first();
      await field.waitFor({ state: 'visible', timeout: 120000 });
      await page.waitForFunction(
        (s) => !document.querySelector(s)?.hasAttribute('disabled'),
        FORM_FIELD,
        {
          timeout: 60000,
        },
      );
      // Settled: the dialog's own loading over too (its form's code, its options), as a visitor
      // who reads the form before typing.
      if (run.moment === 'settled') await run.quiet(QUIET_MS);
      const point = await aim(run, field);
      const tapped = await measure(
        run,
        'pointer',
        tap(run, point),
        fieldFocused,
        FORM_FIELD,
        outcomeTimeout(run),
      );
      const out: Record<string, InpSample> = { 'form-tap': tapped };
      if (!tapped.ok) return out;
      const typed = await measure(
        run,
        'key',
        () => page.keyboard.press('a'),
        fieldTyped,
        FORM_FIELD,
        outcomeTimeout(run),
      );
      out['form-type'] = typed;
      return out;
    },
  },
];

/** The page's requests as they begin and end (seen from outside the page). */
function watchNetwork(page: Page) {
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (ms: number) => {
    const until = Date.now() + 120000;
    while (open > 0 || Date.now() - last < ms) {
      if (Date.now() > until) throw new Error(`the page's network was not quiet for ${ms} ms`);
      await sleep(100);
    }
  };
}

/** Settled: the app has taken the page over, 3 s have passed since `load`, the network is quiet. */
async function settle(run: Run) {
  const { page } = run;
  await loadTime(run);
  await page.waitForFunction(isHydrated, undefined, { timeout: 120000, polling: 200 });
  // The app's starter hands over (config/headScript.ts): BasicLayout calls __ltTakeOver once
  // hydrated, which removes it. (A page without the starter never had it.)
  await page.waitForFunction(
    () => (window as { __ltTakeOver?: unknown }).__ltTakeOver === undefined,
    undefined,
    { timeout: 120000, polling: 200 },
  );
  const left = run.loadAt + SETTLED_AFTER_LOAD_MS - Date.now();
  if (left > 0) await sleep(left);
  await run.quiet(QUIET_MS);
  // Two idle callbacks in a row: what the browser does when idle has had its turn.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (cb: () => void) =>
          typeof window.requestIdleCallback === 'function'
            ? window.requestIdleCallback(() => cb(), { timeout: 5000 })
            : window.setTimeout(cb, 200);
        idle(() => idle(resolve));
      }),
  );
  await run.quiet(QUIET_MS);
}

/** A server to measure: this build, or the baseline. */
export interface Target {
  name: 'this build' | 'baseline';
  origin: string;
}

/** One tap's run in a fresh context: its samples by row, or the error as a failed sample per row. */
async function runOnce(
  browser: Browser,
  target: Target,
  spec: TapSpec,
  cpuRate: number,
  moment: Moment,
): Promise<Record<string, InpSample>> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const events: EventRecord[] = [];
  let onLoad: (at: number) => void = () => undefined;
  const loaded = new Promise<number>((resolve) => {
    onLoad = resolve;
  });
  try {
    await context.exposeBinding('__benchEvent', (_source, e: EventRecord) => {
      events.push(e);
    });
    await context.exposeBinding('__benchLoad', (_source, at: number) => onLoad(at));
    await context.addInitScript(installObserver);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const quiet = watchNetwork(page);
    // Hydrating: the taps are aimed as soon as the document is parsed (the first screen's CSS is
    // inline: it does not move), so that nothing is asked of the page between load + 300 ms and
    // the tap.
    await page.goto(target.origin + spec.route, {
      waitUntil: moment === 'hydrating' ? 'domcontentloaded' : 'load',
      timeout: 120000,
    });
    const run: Run = { page, events, moment, loadAt: NaN, loaded, quiet };
    loaded.then((at) => {
      run.loadAt = at;
    });
    if (moment === 'settled') await settle(run);
    return await spec.run(run);
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 160);
    return Object.fromEntries(
      spec.rows.map((r) => [
        r.id,
        {
          ok: false,
          did: `error: ${message}`,
          inpMs: null,
          outcomeMs: null,
          tapAfterLoadMs: null,
          navigated: false,
        },
      ]),
    );
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** One row of the table: a tap × CPU rate × moment × build, over the runs. */
export interface InpRow {
  build: Target['name'];
  tap: string;
  label: string;
  route: string;
  cpuRate: number;
  moment: Moment;
  runs: number;
  /** Runs whose tap did what it is for. */
  ok: number;
  /** Median and worst INP of those runs (an interaction without an entry ≥ 16 ms counts 16). */
  medianMs: number | null;
  worstMs: number | null;
  /** Tap → outcome on screen, median. */
  outcomeMs: number | null;
  tapAfterLoadMs: number | null;
  /** The worst run's entry parts. */
  worstPhases?: InpSample['phases'];
  samples: InpSample[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

function rowOf(
  target: Target,
  spec: TapSpec,
  row: { id: string; label: string },
  cpuRate: number,
  moment: Moment,
  samples: InpSample[],
): InpRow {
  const good = samples.filter((s) => s.ok);
  const values = good.map((s) => s.inpMs ?? 16);
  const worst = good.length
    ? good.reduce((a, b) => ((b.inpMs ?? 16) > (a.inpMs ?? 16) ? b : a))
    : undefined;
  return {
    build: target.name,
    tap: row.id,
    label: row.label,
    route: spec.route,
    cpuRate,
    moment,
    runs: samples.length,
    ok: good.length,
    medianMs: median(values),
    worstMs: values.length ? Math.max(...values) : null,
    outcomeMs: median(good.flatMap((s) => (s.outcomeMs === null ? [] : [s.outcomeMs]))),
    tapAfterLoadMs: median(
      samples.flatMap((s) => (s.tapAfterLoadMs === null ? [] : [s.tapAfterLoadMs])),
    ),
    worstPhases: worst?.phases,
    samples,
  };
}

export interface InpOptions {
  runs: number;
  cpuRates: number[];
  moments: Moment[];
  /** Ids of TAPS to run (all when empty). */
  taps: string[];
  /** One line a sample, as they come. */
  log?: (line: string) => void;
}

/** The switches as the environment sets them. */
export function inpOptionsFromEnv(): InpOptions {
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  const rates = list(process.env.BENCH_INP_RATES)
    .map(Number)
    .filter((n) => n >= 1);
  const moments = list(process.env.BENCH_INP_MOMENTS).filter(
    (m): m is Moment => m === 'hydrating' || m === 'settled',
  );
  return {
    runs: Math.max(1, Number(process.env.BENCH_INP_RUNS || 3)),
    cpuRates: rates.length ? rates : [4, 6],
    moments: moments.length ? moments : ['hydrating', 'settled'],
    taps: list(process.env.BENCH_INP_TAPS),
    // eslint-disable-next-line no-console
    log: (line) => console.log(line),
  };
}

/**
 * Each route once on each target, unthrottled, before any run: the preview makes a picture's
 * variants when first asked (PICTURES=on-request), and the first run must not wait for that.
 */
async function warmUp(browser: Browser, targets: Target[], specs: TapSpec[]) {
  for (const target of targets) {
    for (const route of [
      ...new Set(
        specs.filter((s) => !s.thisBuildOnly || target.name === 'this build').map((s) => s.route),
      ),
    ]) {
      const context = await browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        await page.goto(target.origin + route, { waitUntil: 'load', timeout: 120000 });
        await page.waitForLoadState('networkidle', { timeout: 60000 });
      } catch {
        /* the runs will say what is wrong */
      } finally {
        await context.close().catch(() => undefined);
      }
    }
  }
}

/**
 * Every tap × CPU rate × moment, `runs` times, on each target; the targets interleaved within a
 * run (this build, then the baseline, the same tap at the same settings), so the machine's load
 * falls on both alike.
 */
export async function measureInp(
  browser: Browser,
  targets: Target[],
  options: InpOptions,
): Promise<InpRow[]> {
  const specs = TAPS.filter((t) => !options.taps.length || options.taps.includes(t.id));
  const samples = new Map<string, InpSample[]>();
  const key = (t: Target, row: string, rate: number, moment: Moment) =>
    `${t.name}|${row}|${rate}|${moment}`;
  await warmUp(browser, targets, specs);
  for (let i = 0; i < options.runs; i += 1) {
    for (const spec of specs) {
      for (const rate of options.cpuRates) {
        for (const moment of options.moments) {
          for (const target of targets) {
            if (spec.thisBuildOnly && target.name !== 'this build') continue;
            const got = await runOnce(browser, target, spec, rate, moment);
            for (const row of spec.rows) {
              const s = got[row.id] ?? {
                ok: false,
                did: 'not reached (the step before failed)',
                inpMs: null,
                outcomeMs: null,
                tapAfterLoadMs: null,
                navigated: false,
              };
              const k = key(target, row.id, rate, moment);
              samples.set(k, [...(samples.get(k) ?? []), s]);
              options.log?.(
                `inp ${i + 1}/${options.runs} [${target.name}] ${row.id} ${rate}× ${moment}: ${
                  s.inpMs === null ? '-' : `${s.inpMs} ms`
                }, ${s.did}${s.outcomeMs === null ? '' : ` after ${s.outcomeMs} ms`}${
                  s.tapAfterLoadMs === null ? '' : `, tapped ${s.tapAfterLoadMs} ms after load`
                }`,
              );
            }
          }
        }
      }
    }
  }
  const rows: InpRow[] = [];
  for (const spec of specs) {
    for (const row of spec.rows) {
      for (const rate of options.cpuRates) {
        for (const moment of options.moments) {
          for (const target of targets) {
            const got = samples.get(key(target, row.id, rate, moment));
            if (got) rows.push(rowOf(target, spec, row, rate, moment, got));
          }
        }
      }
    }
  }
  return rows;
}

/** The budgets a row breaks (this build's; the baseline's are shown, not judged). */
export function inpBreaks(row: InpRow): string[] {
  const out: string[] = [];
  const where = `${row.label} ${row.cpuRate}× ${row.moment}`;
  if (row.ok < row.runs) {
    const why = row.samples.find((s) => !s.ok)?.did ?? '';
    out.push(`${where}: did nothing in ${row.runs - row.ok} of ${row.runs} runs (${why})`);
  }
  if (
    row.cpuRate === INP_BUDGET.cpuRate &&
    row.worstMs !== null &&
    row.worstMs > INP_BUDGET.ms &&
    row.tap !== 'floor'
  ) {
    out.push(`${where}: INP worst ${row.worstMs} ms > ${INP_BUDGET.ms}`);
  }
  return out;
}

/** A table with its first column left-aligned and the others right-aligned. */
function printTable(head: string[], rows: string[][]) {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  all.forEach((r, i) => {
    // eslint-disable-next-line no-console
    console.log(
      r.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  '),
    );
    // eslint-disable-next-line no-console
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

/** This build's rows with the baseline's beside them. */
export function printInp(rows: InpRow[]) {
  const mine = rows.filter((r) => r.build === 'this build');
  const baseline = (r: InpRow) =>
    rows.find(
      (b) =>
        b.build === 'baseline' &&
        b.tap === r.tap &&
        b.cpuRate === r.cpuRate &&
        b.moment === r.moment,
    );
  const hasBaseline = rows.some((r) => r.build === 'baseline');
  const ms = (n: number | null) => (n === null ? '-' : String(Math.round(n)));
  const phases = (r: InpRow) =>
    r.worstPhases
      ? `${r.worstPhases.inputDelay}/${r.worstPhases.processing}/${r.worstPhases.presentation}`
      : '-';
  // eslint-disable-next-line no-console
  console.log(
    `\nINP on a phone (375 px, 2×, touch; slow 4G; Event Timing; median / worst of the runs; budget: worst ≤ ${INP_BUDGET.ms} ms at ${INP_BUDGET.cpuRate}×)`,
  );
  printTable(
    [
      'tap',
      'CPU',
      'moment',
      'done',
      'INP med',
      'INP worst',
      'worst: delay/run/paint',
      'to outcome',
      'tapped after load',
      ...(hasBaseline ? ['baseline med', 'baseline worst', 'baseline done'] : []),
    ],
    mine.map((r) => {
      const b = baseline(r);
      return [
        r.label,
        `${r.cpuRate}×`,
        r.moment,
        `${r.ok}/${r.runs}`,
        ms(r.medianMs),
        ms(r.worstMs),
        phases(r),
        ms(r.outcomeMs),
        ms(r.tapAfterLoadMs),
        ...(hasBaseline
          ? b
            ? [ms(b.medianMs), ms(b.worstMs), `${b.ok}/${b.runs}`]
            : ['-', '-', '-']
          : []),
      ];
    }),
  );
}

/**
 * The baseline's server (BENCH_BASELINE_DIST): that dist/ served by this checkout's preview with
 * its mock API, on BENCH_BASELINE_PORT (default the bench's port + 1). Undefined without it.
 */
export async function startBaseline(
  port: number,
): Promise<{ server: ChildProcess; target: Target; dist: string } | undefined> {
  const dir = process.env.BENCH_BASELINE_DIST;
  if (!dir) return undefined;
  const dist = path.resolve(dir);
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`BENCH_BASELINE_DIST=${dir}: no index.html there (a built dist/ is needed)`);
  }
  const server = await startServer(port, {
    env: { MOCK_DELAY: '0', MOCK_FAIL: '0', LANTU_DIST: dist },
  });
  return { server, target: { name: 'baseline', origin: `http://localhost:${port}` }, dist };
}

/** `npx ts-node scripts/bench/inp.ts`: the taps alone, on the dist/ there is. */
async function main() {
  const root = path.resolve(__dirname, '../..');
  const dist = path.join(root, 'dist');
  const port = Number(process.env.BENCH_PORT || 4180);
  const baselinePort = Number(process.env.BENCH_BASELINE_PORT || port + 1);
  const chromePath =
    process.env.CHROMIUM_PATH ||
    (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const staticFile = path.join(dist, STATIC_PAGE);
  const wroteStatic = !fs.existsSync(staticFile);
  if (wroteStatic) {
    fs.mkdirSync(path.dirname(staticFile), { recursive: true });
    fs.writeFileSync(
      staticFile,
      staticReference(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')),
    );
  }
  const server = await startPreview(port);
  let baseline: Awaited<ReturnType<typeof startBaseline>>;
  try {
    baseline = await startBaseline(baselinePort);
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const targets: Target[] = [
        { name: 'this build', origin: `http://localhost:${port}` },
        ...(baseline ? [baseline.target] : []),
      ];
      const options = inpOptionsFromEnv();
      const rows = await measureInp(browser, targets, options);
      printInp(rows);
      const broken = rows.filter((r) => r.build === 'this build').flatMap(inpBreaks);
      // eslint-disable-next-line no-console
      console.log(
        broken.length ? `\nbudgets broken:\n  ${broken.join('\n  ')}` : '\nevery tap within budget',
      );
      fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
      fs.writeFileSync(
        path.join(root, 'reports', 'inp.json'),
        `${JSON.stringify(
          {
            date: new Date().toISOString(),
            network: SLOW_4G,
            options: { ...options, log: undefined },
            baselineDist: baseline?.dist,
            rows,
            broken,
          },
          null,
          2,
        )}\n`,
      );
      // eslint-disable-next-line no-console
      console.log('written: reports/inp.json');
    } finally {
      await browser.close();
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    if (baseline) process.kill(-baseline.server.pid!, 'SIGTERM');
    if (wroteStatic) fs.rmSync(staticFile, { force: true });
  }
}

if (require.main === module) {
  main().catch((e) => {
    // eslint-disable-next-line no-console
    console.error(`inp bench could not run: ${e instanceof Error ? e.stack : e}`);
    process.exit(1);
  });
}
