/**
 * The page's first screen is written into its HTML at build time (scripts/prerender), then the app
 * takes over in place. Two moments meet here:
 *
 * - **At build time** the prerender loads each built route in Chromium with
 *   `window.__LT_PRERENDER__ = true`. The app runs as usual against the API; every answer a page
 *   reads through useLoad is noted, and once the page has settled the build calls
 *   `window.__LT_SNAPSHOT__()`: React renders the same tree to a string (react-dom/server, loaded
 *   only there) from the same store, and hands back that markup plus the state it was made from.
 * - **In the visitor's browser** the HTML carries that markup in `#root`, and right after it
 *   `<script id="lt-state" type="application/json" data-src="/__state/<digest>.json">`, which names
 *   the state (a file of its own, so the HTML that paints is only markup and the first screen's
 *   CSS; the app's starter fetches it with the app, and `render` in src/app.tsx waits for it before
 *   React takes over). The element may carry the JSON itself instead. The store starts from that state, useLoad
 *   starts from the noted answers (and asks again quietly), and React hydrates the markup instead
 *   of drawing it anew: no blank, no skeleton, no shift.
 *
 * After the first page change the noted answers are forgotten: later pages load as in the SPA.
 */
import { withoutShareParams } from './shareParams';

/** What the build hands to the page. */
export interface Handoff {
  /**
   * The dva store's state when the markup was made, without what equals the models' initial
   * state (storeDelta): the HTML carries what the page loaded, not what the script already has.
   */
  store: Record<string, unknown>;
  /** The answers useLoad had, by action (`JSON.stringify(action)`). */
  loads: Record<string, unknown>;
}

type Store = Record<string, unknown>;
const isRecord = (v: unknown): v is Store =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The store minus what equals its model's initial state, field by field; a namespace with nothing
 * changed is left out. Namespaces without a known initial state (dva-loading's) are kept whole.
 */
export function storeDelta(store: Store, initial: Store): Store {
  const delta: Store = {};
  Object.entries(store).forEach(([ns, state]) => {
    const base = initial[ns];
    if (!isRecord(base) || !isRecord(state)) {
      delta[ns] = state;
      return;
    }
    const changed: Store = {};
    Object.entries(state).forEach(([key, value]) => {
      if (!same(value, base[key])) changed[key] = value;
    });
    if (Object.keys(changed).length) delta[ns] = changed;
  });
  return delta;
}

/** The store a delta was made from: each model's initial state with the delta's fields over it. */
export function storeWithDelta(delta: Store, initial: Store): Store {
  const store: Store = { ...initial };
  Object.entries(delta).forEach(([ns, state]) => {
    const base = initial[ns];
    store[ns] = isRecord(base) && isRecord(state) ? { ...base, ...state } : state;
  });
  return store;
}

/** An answer the HTML names by the store field holding the same value (`"index.caseList"`). */
const STORE_REF = '@store';

/**
 * The handoff as the HTML carries it: the store as a delta from the models' initial state, and
 * each answer that equals a field of that delta (most do: effects save what they return) as a
 * reference to it. The home page's state shrinks to about a third.
 */
export function packHandoff(h: Handoff, initial: Store): Handoff {
  const store = storeDelta(h.store, initial);
  const fields: [string, unknown][] = [];
  Object.entries(store).forEach(([ns, state]) => {
    if (isRecord(state)) Object.entries(state).forEach(([k, v]) => fields.push([`${ns}.${k}`, v]));
  });
  const loads: Store = {};
  Object.entries(h.loads).forEach(([key, data]) => {
    const field =
      data !== null && typeof data === 'object' && fields.find(([, v]) => same(v, data));
    loads[key] = field ? { [STORE_REF]: field[0] } : data;
  });
  return { store, loads };
}

/**
 * The answers of a packed handoff with their references resolved; the store stays a delta
 * (app.tsx lays it over the models' initial state).
 */
export function unpackHandoff(h: Handoff): Handoff {
  const loads: Store = {};
  Object.entries(h.loads).forEach(([key, data]) => {
    const ref = isRecord(data) && Object.keys(data).length === 1 ? data[STORE_REF] : undefined;
    if (typeof ref !== 'string') {
      loads[key] = data;
      return;
    }
    const [ns, field] = ref.split('.');
    const state = h.store[ns];
    // A reference to nothing is no answer: useLoad then asks for it.
    if (isRecord(state) && Object.prototype.hasOwnProperty.call(state, field)) {
      loads[key] = state[field];
    }
  });
  return { store: h.store, loads };
}

export const STATE_ELEMENT_ID = 'lt-state';

declare global {
  interface Window {
    __LT_PRERENDER__?: boolean;
    __LT_SNAPSHOT__?: () => Promise<{ html: string; state: string }>;
    /** Build time: draws `url` in the loaded app as a fresh load would, settled (src/app.tsx). */
    __LT_VISIT__?: (url: string, shell: { title: string; description: string }) => Promise<void>;
    /** Build time: resolves once the page drawn last has settled (builtPageSettled). */
    __LT_SETTLED__?: () => Promise<void>;
    /** Build time: the calls of the page drawn last (takeBuildCalls). */
    __LT_CALLS__?: () => BuildCall[];
    /** Build time: the pictures the page drawn last writes only later (takeLaterPictures). */
    __LT_LATER_PICTURES__?: () => string[];
    /** Set by the app's starter on a prerendered page (config/headScript.ts, APP_AFTER_PAINT). */
    __ltTakeOver?: () => number;
    /** The state the HTML names, fetched by the app's starter with the app (text, or null). */
    __ltState?: Promise<string | null>;
  }
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/** True in the build's Chromium while it prerenders. */
export const isPrerendering = (): boolean => inBrowser && window.__LT_PRERENDER__ === true;

let handoff: Handoff | null | undefined;

/** The address the HTML's markup was made for (`<meta name="lt-prerendered">`), if any. */
const prerenderedFor = () =>
  document.querySelector('meta[name="lt-prerendered"]')?.getAttribute('content') ?? null;

/**
 * True when the HTML carries markup made for another address: a host answering an unknown path
 * with index.html, or `?page=2` of a list drawn at page 1. The inline guard (config/headScript.ts,
 * STALE_GUARD) has hidden it; the app empties #root and draws the page itself.
 */
export function isStalePrerender(): boolean {
  if (!inBrowser || isPrerendering()) return false;
  const made = prerenderedFor();
  // A shared link's parameters (WeChat's `from=…`, `utm_*`) name no other page.
  return (
    made !== null &&
    made !== `${window.location.pathname}${withoutShareParams(window.location.search)}`
  );
}

/** Reads a handoff's JSON; null when it is not one. */
function parseHandoff(text: string | null | undefined): Handoff | null {
  try {
    const parsed = JSON.parse(text || '') as Partial<Handoff>;
    if (parsed && typeof parsed.store === 'object' && typeof parsed.loads === 'object') {
      return unpackHandoff({ store: parsed.store ?? {}, loads: parsed.loads ?? {} });
    }
  } catch {
    /* not JSON */
  }
  return null;
}

/** The state element, when it belongs to markup made for this address (else null). */
function stateElement(): HTMLElement | null {
  if (!inBrowser || isPrerendering() || isStalePrerender()) return null;
  const el = document.getElementById(STATE_ELEMENT_ID);
  // Markup and state belong together: state without markup (or the other way) is not used.
  return el && document.getElementById('root')?.firstElementChild ? el : null;
}

/**
 * The state the HTML carries (null when it carries none: dev, a route not prerendered), or has
 * named and loadHandoff has fetched (null until then).
 */
export function readHandoff(): Handoff | null {
  if (handoff !== undefined) return handoff;
  const el = stateElement();
  if (el?.hasAttribute('data-src')) return null;
  handoff = el ? parseHandoff(el.textContent) : null;
  return handoff;
}

/** The address of the state, when the HTML names it instead of carrying it (scripts/prerender). */
export function handoffSource(): string | null {
  return handoff === undefined ? (stateElement()?.getAttribute('data-src') ?? null) : null;
}

/** Empties #root of markup the app cannot take over, and shows it again (for the app's render). */
function dropMarkup(): void {
  const root = document.getElementById('root');
  if (root) root.textContent = '';
  document.getElementById(STATE_ELEMENT_ID)?.remove();
  document.documentElement.classList.remove('lt-stale');
}

/**
 * Fetches the state the HTML names (the app's starter has usually started it with the app's
 * scripts: `window.__ltState`). Without it the markup cannot be hydrated: it is dropped, and the
 * app draws the page as it does without a prerender.
 */
export async function loadHandoff(): Promise<void> {
  const src = handoffSource();
  if (!src) return;
  let text: string | null = null;
  try {
    text = await (window.__ltState ?? fetch(src).then((res) => (res.ok ? res.text() : null)));
  } catch {
    text = null;
  }
  handoff = parseHandoff(text);
  if (!handoff) dropMarkup();
}

/**
 * The address the page was opened at, before the app rewrote any of it (`/customerCase/3` becomes
 * `?industry=3` in place): the build's second render draws this address, as the visitor's will.
 */
let entry = inBrowser
  ? `${window.location.pathname}${window.location.search}${window.location.hash}`
  : '/';

export const entryUrl = (): string => entry;

let firstPage = true;

/**
 * Whether the page being drawn is the one the HTML was made for (or is being made now): then it
 * starts with everything it had when the markup was written, instead of loading step by step.
 */
export function isFirstPrerenderedPage(): boolean {
  return firstPage && (isPrerendering() || readHandoff() !== null);
}

/** The first page change (client side): from here on pages load as in the SPA. */
export function leaveFirstPage(): void {
  firstPage = false;
}

const noted = new Map<string, unknown>();

/**
 * The answer useLoad starts from for its action key, on the first page only: the one the HTML
 * carries (visitor), or the one noted so far (the build's second render, which must draw what
 * the visitor's first render will).
 */
export function seededAnswer(key: string): { data: unknown } | undefined {
  if (!firstPage || !key) return undefined;
  if (isPrerendering()) return noted.has(key) ? { data: noted.get(key) } : undefined;
  const loads = readHandoff()?.loads;
  if (loads && Object.prototype.hasOwnProperty.call(loads, key)) return { data: loads[key] };
  return undefined;
}

/** At build time: useLoad notes each successful answer for the handoff. */
export function noteAnswer(key: string, data: unknown): void {
  if (isPrerendering() && firstPage) noted.set(key, data);
}

/**
 * The answers noted so far (the build's snapshot), by key: the order the answers happened to
 * arrive in is not part of the page.
 */
export function notedAnswers(): Record<string, unknown> {
  return Object.fromEntries([...noted].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * JSON that can sit inside `<script type="application/json">`: `<`, `>` and `&` become `\u003c`
 * etc., so no string from the API (`</script>`, `<!--`) can end the element or open a comment;
 * U+2028/2029 are escaped for old parsers. JSON.parse reads it back unchanged.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Empties #root of markup made for another address, and shows it again (for the app's render). */
export function dropStalePrerender(): void {
  if (isStalePrerender()) dropMarkup();
}

/** Reads the page again on the next call, first page included (unit tests build pages anew). */
export function forgetHandoff(): void {
  handoff = undefined;
  firstPage = true;
  noted.clear();
}

const pageResets: (() => void)[] = [];

/**
 * At build time one loaded app draws page after page (scripts/prerender): `reset` puts a module's
 * own memory back as a fresh page load has it (a lazy part loaded for the last page, say), so
 * each page's markup is the markup a load of that page alone writes.
 */
export function resetForEachBuiltPage(reset: () => void): void {
  if (isPrerendering()) pageResets.push(reset);
}

/** At build time: the next page to draw starts as if the browser had just opened `url`. */
export function startBuiltPage(url: string): void {
  forgetHandoff();
  entry = url;
  pageResets.forEach((reset) => reset());
}

/** One API call the page made while the build drew it, with a digest of its answer. */
export interface BuildCall {
  method: string;
  /** Path and query on the page's origin, or the whole URL on another (API_BASE). */
  url: string;
  body: string;
  contentType: string;
  /** SHA-1 of the answer's text: scripts/prerender asks again and compares (incremental builds). */
  sha1: string;
  /**
   * The call failed (no answer, an HTTP error, or the envelope's `success: false`): the page shows
   * an error state, which the build never writes over the last good page (scripts/prerender).
   */
  failed?: true;
}

/**
 * Whether an answer is a failure the build must not draw a page from: an HTTP error, or an
 * envelope (SPEC.md §3) that says `success: false`. A body that is no JSON is judged by its status.
 */
export function answerFailed(status: number, text: string): boolean {
  if (status < 200 || status >= 300) return true;
  try {
    const json = JSON.parse(text) as { success?: unknown } | null;
    return !!json && typeof json === 'object' && json.success === false;
  } catch {
    return false;
  }
}

let buildCalls: BuildCall[] = [];
let busy = 0;
let lastActivity = 0;

/** The Content-Type of a fetch's headers, whatever form they were given in. */
function contentTypeOf(headers: HeadersInit | undefined): string {
  if (!headers) return '';
  const entries: [string, string][] =
    typeof (headers as Headers).forEach === 'function' && !Array.isArray(headers)
      ? Array.from((headers as Headers).entries())
      : Array.isArray(headers)
        ? (headers as [string, string][])
        : Object.entries(headers as Record<string, string>);
  return entries.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
}

const hex = (buf: ArrayBuffer) =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * At build time: every fetch of the page is noted with its answer's digest, and it and every
 * script or stylesheet the app adds count as work in flight until they have finished (see
 * builtPageSettled).
 */
export function watchBuildActivity(): void {
  if (!isPrerendering()) return;
  const moved = (delta: number) => {
    busy += delta;
    lastActivity = performance.now();
  };
  const fetchOf = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    moved(1);
    const target = new URL(
      typeof input === 'string' ? input : input instanceof Request ? input.url : String(input),
      location.href,
    );
    const call = {
      method: (init?.method || 'GET').toUpperCase(),
      url: target.origin === location.origin ? `${target.pathname}${target.search}` : target.href,
      body: typeof init?.body === 'string' ? init.body : '',
      contentType: contentTypeOf(init?.headers),
    };
    try {
      const res = await fetchOf(input, init);
      const text = await res.clone().text();
      const sha1 = hex(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)));
      buildCalls.push(
        answerFailed(res.status, text) ? { ...call, sha1, failed: true } : { ...call, sha1 },
      );
      return res;
    } catch (error) {
      // No answer at all (refused, timed out): noted too, so the page is not written.
      buildCalls.push({ ...call, sha1: '', failed: true });
      throw error;
    } finally {
      moved(-1);
    }
  };
  new MutationObserver((records) =>
    records.forEach((r) =>
      r.addedNodes.forEach((node) => {
        const loads =
          (node instanceof HTMLScriptElement && node.src) ||
          (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
        if (!loads) return;
        moved(1);
        const done = () => moved(-1);
        node.addEventListener('load', done, { once: true });
        node.addEventListener('error', done, { once: true });
      }),
    ),
  ).observe(document.head, { childList: true });
}

/** The calls noted since the last page started (and forgets them). */
export function takeBuildCalls(): BuildCall[] {
  const taken = buildCalls;
  buildCalls = [];
  return taken;
}

let laterPictures = new Set<string>();

/**
 * At build time: a picture the page writes only later (a home band's as it comes near, the
 * carousel's other banners once the page has loaded) is in none of its HTML, so the build would
 * not know to write its variants into dist/. Its addresses (`srcset`s, the tiny copy) are noted
 * here instead, and the build keeps them beside the page (scripts/prerender/cache.ts) for its
 * picture step (scripts/pictures/collect.ts).
 */
export function noteLaterPicture(addresses: string[]): void {
  if (isPrerendering()) addresses.forEach((a) => laterPictures.add(a));
}

/** The pictures noted since the last page started, in the order first noted (and forgets them). */
export function takeLaterPictures(): string[] {
  const taken = [...laterPictures];
  laterPictures = new Set();
  return taken;
}

/**
 * At build time: resolves once the page has its `<h1>` and has been still for `quietMs` and for
 * `checks` checks in a row (each a task of its own, so work queued before it has had its turn):
 * no call, chunk or stylesheet in flight, no effect running (`idle`: dva's), no skeleton or
 * fallback (`aria-busy`) left in `<main>` (a lazy tab's chunk, then its call, can leave a short
 * gap between two requests).
 */
export function builtPageSettled(
  idle: () => boolean = () => true,
  { quietMs = 20, checks = 3, timeoutMs = 30000 } = {},
): Promise<void> {
  const started = performance.now();
  let still = 0;
  return new Promise((resolve, reject) => {
    const check = () => {
      const now = performance.now();
      const calm =
        busy === 0 &&
        idle() &&
        !!document.querySelector('main h1') &&
        !document.querySelector('main [aria-busy="true"]');
      still = calm ? still + 1 : 0;
      if (calm && still >= checks && now - lastActivity >= quietMs) resolve();
      else if (now - started > timeoutMs) reject(new Error(`still loading after ${timeoutMs} ms`));
      else window.setTimeout(check, 4);
    };
    lastActivity = Math.max(lastActivity, performance.now());
    check();
  });
}

/**
 * Runs `fn` once the page has loaded and the browser is idle: by then React has hydrated the
 * prerendered page, lazy parts included. A quiet refresh waits for it, so a newer answer never
 * changes the store under markup React has not taken over yet (which would make it redraw that
 * part and report a mismatch).
 */
export function afterHydration(fn: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => fn(), { timeout: 2000 });
    } else {
      window.setTimeout(fn, 200);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The app has taken the page over: the app's starter stops watching taps, and says whether the
 * visitor tapped a consultation button or the menu button before the app could answer it.
 */
export function takeOverEarlyTaps(): { consult: boolean; menu: boolean } {
  const takeOver = inBrowser ? window.__ltTakeOver : undefined;
  if (typeof takeOver !== 'function') return { consult: false, menu: false };
  window.__ltTakeOver = undefined;
  const tapped = takeOver();
  return { consult: tapped === 1, menu: tapped === 2 };
}
