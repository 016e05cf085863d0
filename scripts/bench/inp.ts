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
import type { Browser, Page } from '@playwright/test';
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

/** One Event Timing entry of an interaction, as the page reports it (installProbe). */
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

/** What a watch in the page saw: when (wall time), what, in which document. */
interface Outcome {
  id: string;
  at: number;
  did: string;
  doc: string;
}

/**
 * The bench's side of the page, installed in every document before its own scripts, so that
 * nothing of Playwright's has to be injected into the page while it is measured (its selector
 * engine is a large script: compiled at 6× on the main thread it took seconds, right in the
 * moment the taps are about, and after a tap it would delay the very paint INP waits for). The
 * bench calls it through the DevTools protocol (`Runtime.evaluate`), and it answers through
 * bindings, at once:
 * - every Event Timing entry of an interaction (`event`, durationThreshold 16 ms, the least the
 *   API allows), to `__benchEvent`: an interaction's INP figure is its longest entry's duration,
 *   as INP itself is made; entries reach the bench even when the page navigates away after;
 * - the `load` event, to `__benchLoad` (a call into a busy page would wait behind its tasks);
 * - `__bench.aim(selector)`: the centre of the element, once `elementFromPoint` there hits it
 *   (scrolled to the middle of the screen first if something covers it: the fixed header, the
 *   contact bar);
 * - `__bench.watch(id, check, arg, until)`: runs a check every frame until it passes, then tells
 *   `__benchOutcome` what it saw; kept in sessionStorage so that a page this one navigates to
 *   goes on watching (a plain link followed before the app took over).
 */
function installProbe() {
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
    __benchOutcome?: (o: unknown) => void;
    __bench?: unknown;
  };
  const doc = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  w.__benchDoc = doc;
  const now = () => performance.timeOrigin + performance.now();
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
  window.addEventListener('load', () => w.__benchLoad?.(now()), { once: true });

  const shown = (el: Element | null): el is HTMLElement => {
    if (!el) return false;
    const b = el.getBoundingClientRect();
    return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  /** Each check: false until it passes, then what it saw. */
  const checks: Record<string, (arg: string) => string | false> = {
    nothing: () => 'nothing to do (no script)',
    shown: (sel) => (shown(document.querySelector(sel)) ? 'shown' : false),
    enabled: (sel) => {
      const el = document.querySelector(sel);
      return shown(el) && !el.hasAttribute('disabled') ? 'enabled' : false;
    },
    focused: (sel) => {
      const el = document.querySelector(sel);
      return el && document.activeElement === el ? 'field focused' : false;
    },
    typed: (sel) => {
      const el = document.querySelector(sel) as HTMLInputElement | null;
      return el && el.value.includes('a') ? `field reads "${el.value}"` : false;
    },
    tagActive: (href) => {
      const a = [...document.querySelectorAll('a[aria-current="true"]')].find(
        (x) => x.getAttribute('href') === href,
      );
      return a ? `tag ${a.textContent} active` : false;
    },
    page2: () => {
      const active = document.querySelector('.ant-pagination-item-active');
      return active?.textContent?.trim() === '2' && /[?&]page=2\b/.test(location.search)
        ? 'page 2 current'
        : false;
    },
    suggestions: () => {
      const list = document.querySelector(
        'form[role="search"] [role="listbox"]',
      ) as HTMLElement | null;
      const n = list && !list.hidden ? list.querySelectorAll('[role="option"]').length : 0;
      return n > 0 ? `${n} suggestions` : false;
    },
    menuOpen: () => {
      const button = document.querySelector('button[aria-controls="mobile-nav"]');
      const panel = document.getElementById('mobile-nav');
      return button?.getAttribute('aria-expanded') === 'true' &&
        panel &&
        !panel.hidden &&
        shown(panel)
        ? 'menu open'
        : false;
    },
    dialogOpen: () => (shown(document.querySelector('[role="dialog"]')) ? 'dialog open' : false),
  };
  const KEY = '__benchWatch';
  const watch = (id: string, check: string, arg: string, until: number) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ id, check, arg, until }));
    } catch {
      /* no storage: this document only */
    }
    const tick = () => {
      if (now() > until) return;
      let did: string | false = false;
      try {
        did = checks[check](arg);
      } catch {
        did = false;
      }
      if (!did) {
        requestAnimationFrame(tick);
        return;
      }
      try {
        sessionStorage.removeItem(KEY);
      } catch {
        /* see above */
      }
      w.__benchOutcome?.({ id, at: now(), did, doc });
    };
    tick();
  };
  const aim = (sel: string) => {
    const el = document.querySelector(sel);
    const look = () => {
      if (!el) return { x: 0, y: 0, hit: 'no such element', doc };
      const b = el.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const at = document.elementFromPoint(x, y);
      if (at && (at === el || el.contains(at))) return { x, y, hit: null, doc };
      return { x, y, hit: at ? describe(at) : 'nothing (off screen)', doc };
    };
    const first = look();
    if (first.hit === null || !el) return first;
    el.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    return look();
  };
  w.__bench = { aim, watch };
  // A watch the page before this one started (it followed a link): go on here.
  try {
    const pending = sessionStorage.getItem(KEY);
    if (pending) {
      const p = JSON.parse(pending) as { id: string; check: string; arg: string; until: number };
      watch(p.id, p.check, p.arg, p.until);
    }
  } catch {
    /* see above */
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

/** The state of one tap's run, shared by its steps. */
interface Run {
  page: Page;
  /** An expression evaluated in the page's main world (the DevTools protocol, nothing injected). */
  call: <T>(expression: string) => Promise<T>;
  events: EventRecord[];
  /** Watches waiting for their outcome, by id. */
  waiters: Map<string, (o: Outcome | null) => void>;
  moment: Moment;
  /** The first document's `load` event, as wall time (NaN until it came). */
  loadAt: number;
  /** Resolves with loadAt once it came. */
  loaded: Promise<number>;
  /** Requests of the page: quiet(ms) resolves once none has been open or begun for `ms`. */
  quiet: (ms: number) => Promise<void>;
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

let watchCount = 0;

/** Starts a check in the page (every frame): `done` resolves when it passes, or with null at `timeoutMs`. */
async function startWatch(
  run: Run,
  check: string,
  arg: string,
  timeoutMs: number,
): Promise<{ done: Promise<Outcome | null> }> {
  watchCount += 1;
  const id = `w${watchCount}`;
  const done = new Promise<Outcome | null>((resolve) => {
    const timer = setTimeout(() => {
      run.waiters.delete(id);
      resolve(null);
    }, timeoutMs);
    run.waiters.set(id, (o) => {
      clearTimeout(timer);
      run.waiters.delete(id);
      resolve(o);
    });
  });
  await run.call(
    `window.__bench.watch(${JSON.stringify(id)}, ${JSON.stringify(check)}, ${JSON.stringify(arg)}, ${
      Date.now() + timeoutMs
    })`,
  );
  // Wrapped: an async function's returned promise would be awaited with it.
  return { done };
}

/** Waits until a check passes in the page, or throws saying what did not happen. */
async function until(run: Run, check: string, arg: string, timeoutMs: number, what: string) {
  const outcome = await (await startWatch(run, check, arg, timeoutMs)).done;
  if (!outcome) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
  return outcome;
}

/** Where to tap, and the document it is in. */
interface Point {
  x: number;
  y: number;
  doc: string;
}

/** The centre of the element `selector` names, once shown and hit there (installProbe's aim). */
async function aim(run: Run, selector: string): Promise<Point> {
  await until(run, 'shown', selector, 120000, `${selector} shown`);
  const point = await run.call<{ x: number; y: number; hit: string | null; doc: string }>(
    `window.__bench.aim(${JSON.stringify(selector)})`,
  );
  if (point.hit !== null) throw new Error(`the tap's point hits ${point.hit}, not ${selector}`);
  return point;
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
 * the input delay INP counts. Settled (already waited for), or later steps: no wait.
 */
async function atMoment(run: Run) {
  if (run.moment !== 'hydrating') return;
  const left = (await loadTime(run)) + HYDRATING_AFTER_LOAD_MS - Date.now();
  if (left > 0) await sleep(left);
}

/** How long a tap may take to show its outcome: the app may still be on its way. */
const outcomeTimeout = (run: Run) => (run.moment === 'hydrating' ? 30000 : 10000);

/**
 * Measures one interaction: the outcome's check starts in the page first, then the moment, then
 * `act` (nothing is asked of the page in between); then the Event Timing entries of the first
 * interaction of `kind` that began after the act give its duration.
 */
async function measure(
  run: Run,
  kind: 'pointer' | 'key',
  check: string,
  checkArg: string,
  docBefore: string,
  act: () => Promise<void>,
): Promise<InpSample> {
  const { events } = run;
  const timeoutMs = outcomeTimeout(run);
  const watching = await startWatch(run, check, checkArg, timeoutMs);
  await atMoment(run);
  const since = Date.now() - 20;
  await act();
  const outcome = await watching.done;
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
      : `nothing within ${Math.round(timeoutMs / 1000)} s`,
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
/** A real key (keydown, keypress, input, keyup). */
const key = (run: Run) => () => run.page.keyboard.press('a');

/** The consultation dialog's first text field (antd's Input: the name). */
const FORM_FIELD = '[role="dialog"] input.ant-input';
const SEARCH_INPUT = 'form[role="search"] input[role="combobox"]';
const CONSULT = '[data-contact-bar] [data-consult]';
/** The first industry after 全部. */
const INDUSTRY_TAG = '[role="group"][aria-label="按行业筛选"] li:nth-child(2) a';
const PAGER = 'nav[aria-label="案例分页"]';
const PAGE_2 = `${PAGER} .ant-pagination-item-2 a`;

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
      const point = await aim(run, '[data-active="true"] h2');
      return { floor: await measure(run, 'pointer', 'nothing', '', point.doc, tap(run, point)) };
    },
  },
  {
    id: 'filter',
    label: 'case filter: an industry tag',
    route: '/customerCase',
    rows: [{ id: 'filter', label: 'case filter: an industry tag' }],
    async run(run) {
      const point = await aim(run, INDUSTRY_TAG);
      const href = await run.call<string>(
        `document.querySelector(${JSON.stringify(INDUSTRY_TAG)}).getAttribute('href')`,
      );
      return {
        filter: await measure(run, 'pointer', 'tagActive', href, point.doc, tap(run, point)),
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
      await atMoment(run);
      await run.call(
        `document.querySelector(${JSON.stringify(PAGER)}).scrollIntoView({ block: 'center', behavior: 'instant' })`,
      );
      const point = await aim(run, PAGE_2);
      return { pager: await measure(run, 'pointer', 'page2', '', point.doc, tap(run, point)) };
    },
  },
  {
    id: 'search',
    label: 'search box: type a character',
    route: '/customerCase',
    rows: [{ id: 'search', label: 'search box: type "a" (suggestions)' }],
    async run(run) {
      const point = await aim(run, SEARCH_INPUT);
      const focused = await startWatch(run, 'focused', SEARCH_INPUT, 60000);
      await atMoment(run);
      await tap(run, point)();
      if (!(await focused.done)) throw new Error('the search box did not take the focus');
      // The keypress is the interaction; the suggestions follow 300 ms after it, from the API.
      return { search: await measure(run, 'key', 'suggestions', '', point.doc, key(run)) };
    },
  },
  {
    id: 'menu',
    label: 'menu button (375 px)',
    route: '/',
    rows: [{ id: 'menu', label: 'menu button (375 px)' }],
    async run(run) {
      const point = await aim(run, 'button[aria-controls="mobile-nav"]');
      return { menu: await measure(run, 'pointer', 'menuOpen', '', point.doc, tap(run, point)) };
    },
  },
  {
    id: 'consult',
    label: '免费咨询 (contact bar)',
    route: '/',
    rows: [{ id: 'consult', label: '免费咨询 (contact bar)' }],
    async run(run) {
      const point = await aim(run, CONSULT);
      return {
        consult: await measure(run, 'pointer', 'dialogOpen', '', point.doc, tap(run, point)),
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
      const consult = await aim(run, CONSULT);
      await atMoment(run);
      await tap(run, consult)();
      await until(run, 'enabled', FORM_FIELD, 120000, 'the form');
      // Settled: the dialog's own loading over too (its form's code, its options), as a visitor
      // who reads the form before typing. Hydrating: at once.
      if (run.moment === 'settled') await run.quiet(QUIET_MS);
      const point = await aim(run, FORM_FIELD);
      const out: Record<string, InpSample> = {
        'form-tap': await measure(
          run,
          'pointer',
          'focused',
          FORM_FIELD,
          point.doc,
          tap(run, point),
        ),
      };
      if (out['form-tap'].ok) {
        out['form-type'] = await measure(run, 'key', 'typed', FORM_FIELD, point.doc, key(run));
      }
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
    const limit = Date.now() + 120000;
    while (open > 0 || Date.now() - last < ms) {
      if (Date.now() > limit) throw new Error(`the page's network was not quiet for ${ms} ms`);
      await sleep(100);
    }
  };
}

/** Polls an expression in the page until it is true. */
async function poll(run: Run, expression: string, what: string, timeoutMs = 120000) {
  const limit = Date.now() + timeoutMs;
  while (!(await run.call<boolean>(expression).catch(() => false))) {
    if (Date.now() > limit)
      throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(250);
  }
}

/** Settled: the app has taken the page over, 3 s have passed since `load`, the network is quiet. */
async function settle(run: Run) {
  await loadTime(run);
  await poll(run, `(${isHydrated.toString()})()`, 'React has taken the page over');
  // The app's starter hands over (config/headScript.ts): BasicLayout calls __ltTakeOver once
  // hydrated, which removes it. (A page without the starter never had it.)
  await poll(run, 'window.__ltTakeOver === undefined', 'the starter handed over');
  const left = run.loadAt + SETTLED_AFTER_LOAD_MS - Date.now();
  if (left > 0) await sleep(left);
  await run.quiet(QUIET_MS);
  // Two idle callbacks in a row: what the browser does when idle has had its turn.
  await run.call(
    `new Promise((resolve) => { const idle = (cb) => requestIdleCallback(() => cb(), { timeout: 5000 }); idle(() => idle(resolve)); })`,
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
  const waiters = new Map<string, (o: Outcome | null) => void>();
  let onLoad: (at: number) => void = () => undefined;
  const loaded = new Promise<number>((resolve) => {
    onLoad = resolve;
  });
  try {
    await context.exposeBinding('__benchEvent', (_source, e: EventRecord) => {
      events.push(e);
    });
    await context.exposeBinding('__benchLoad', (_source, at: number) => onLoad(at));
    await context.exposeBinding('__benchOutcome', (_source, o: Outcome) => waiters.get(o.id)?.(o));
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const call = async <T>(expression: string): Promise<T> => {
      const r = await cdp.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (r.exceptionDetails) {
        throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
      }
      return r.result.value as T;
    };
    const run: Run = {
      page,
      call,
      events,
      waiters,
      moment,
      loadAt: NaN,
      loaded,
      quiet: watchNetwork(page),
    };
    loaded.then((at) => {
      run.loadAt = at;
    });
    // Hydrating: the taps are aimed as soon as the document is parsed (the first screen's CSS is
    // inline: it does not move), before the moment.
    await page.goto(target.origin + spec.route, {
      waitUntil: moment === 'hydrating' ? 'domcontentloaded' : 'load',
      timeout: 120000,
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
  /** …of which by a full page load (a plain link, followed before the app took the page over). */
  pageLoads: number;
  /**
   * Median and worst INP of those runs (an interaction without an entry ≥ 16 ms counts 16; one
   * whose document was unloaded by a page load before it could tell its entry, not at all).
   */
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
  // A tap that followed a plain link unloaded its document before the entry could be told: no
  // figure (its wait is the page load, in outcomeMs). Otherwise no entry means under 16 ms.
  const timed = good.filter((s) => s.inpMs !== null || !s.navigated);
  const values = timed.map((s) => s.inpMs ?? 16);
  const worst = timed.length
    ? timed.reduce((a, b) => ((b.inpMs ?? 16) > (a.inpMs ?? 16) ? b : a))
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
    pageLoads: good.filter((s) => s.navigated).length,
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
      'page loads',
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
        String(r.pageLoads),
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
