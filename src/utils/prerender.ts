/**
 * The page's first screen is written into its HTML at build time (config/prerender), then the app
 * takes over in place. Two moments meet here:
 *
 * - **At build time** the prerender loads each built route in Chromium with
 *   `window.__LT_PRERENDER__ = true`. The app runs as usual against the API; every answer a page
 *   reads through useLoad is noted, and once the page has settled the build calls
 *   `window.__LT_SNAPSHOT__()`: React renders the same tree to a string (react-dom/server, loaded
 *   only there) from the same store, and hands back that markup plus the state it was made from.
 * - **In the visitor's browser** the HTML carries that markup in `#root` and the state as JSON in
 *   `<script id="lt-state" type="application/json">`. The store starts from that state, useLoad
 *   starts from the noted answers (and asks again quietly), and React hydrates the markup instead
 *   of drawing it anew: no blank, no skeleton, no shift.
 *
 * After the first page change the noted answers are forgotten: later pages load as in the SPA.
 */

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
    /** Set by the head script on a prerendered page (config/headScript.ts, APP_AFTER_PAINT). */
    __ltTakeOver?: () => boolean;
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
 * with index.html, or `?page=2` of a list drawn at page 1. The head script (config/headScript.ts,
 * STALE_GUARD) has hidden it; the app empties #root and draws the page itself.
 */
export function isStalePrerender(): boolean {
  if (!inBrowser || isPrerendering()) return false;
  const made = prerenderedFor();
  return made !== null && made !== `${window.location.pathname}${window.location.search}`;
}

/** The state the HTML carries (null when it carries none: dev, a route not prerendered). */
export function readHandoff(): Handoff | null {
  if (handoff !== undefined) return handoff;
  handoff = null;
  if (!inBrowser || isPrerendering() || isStalePrerender()) return handoff;
  const el = document.getElementById(STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  // Markup and state belong together: state without markup (or the other way) is not used.
  if (!el || !root?.firstElementChild) return handoff;
  try {
    const parsed = JSON.parse(el.textContent || '') as Partial<Handoff>;
    if (parsed && typeof parsed.store === 'object' && typeof parsed.loads === 'object') {
      handoff = unpackHandoff({ store: parsed.store ?? {}, loads: parsed.loads ?? {} });
    }
  } catch {
    handoff = null;
  }
  return handoff;
}

/**
 * The address the page was opened at, before the app rewrote any of it (`/customerCase/3` becomes
 * `?industry=3` in place): the build's second render draws this address, as the visitor's will.
 */
export const entryUrl = inBrowser
  ? `${window.location.pathname}${window.location.search}${window.location.hash}`
  : '/';

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

/** The answers noted so far (the build's snapshot). */
export function notedAnswers(): Record<string, unknown> {
  return Object.fromEntries(noted);
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
  if (!isStalePrerender()) return;
  const root = document.getElementById('root');
  if (root) root.textContent = '';
  document.getElementById(STATE_ELEMENT_ID)?.remove();
  document.documentElement.classList.remove('lt-stale');
}

/** Reads the page again on the next call, first page included (unit tests build pages anew). */
export function forgetHandoff(): void {
  handoff = undefined;
  firstPage = true;
  noted.clear();
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
 * The app has taken the page over: the head script stops watching taps, and says whether the
 * visitor tapped a consultation button before the app could answer it.
 */
export function takeOverEarlyTaps(): { consult: boolean } {
  const takeOver = inBrowser ? window.__ltTakeOver : undefined;
  if (typeof takeOver !== 'function') return { consult: false };
  window.__ltTakeOver = undefined;
  return { consult: takeOver() === true };
}
