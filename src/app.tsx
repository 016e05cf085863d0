/**
 * Run-time configuration: the router base override (`window.routerBase`), the last-resort error
 * boundary and dva's error hook. antd's provider (theme + zh_CN) is not here on purpose: it wraps
 * only the parts of pages that use antd (src/components/AntdScope), so the layout and the home
 * page's first render load no antd at all.
 */
import { createElement, startTransition } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createMemoryHistory, getDvaApp, history, renderClient } from 'umi';
import ErrorBoundary from '@/components/ErrorBoundary';
import { fetchCaseDetails } from '@/services/case';
import { fetchBannerWebList } from '@/services/home';
import { consultOpened, routeChanged, startAnalytics } from '@/utils/analytics';
import type { ConsultSource } from '@/utils/analytics';
import { currentRoutePath } from '@/utils/base';
import { parseId } from '@/utils/cases';
import { EARLY_BANNERS, earlyCaseDetail, preloadPicture, startEarly } from '@/utils/early';
import { ENTRY_URL, routeChangeHappened, wechatConfig } from '@/utils/integrations';
import { listOf, toBanner, toCaseDetail } from '@/utils/normalize';
import { pictureOf } from '@/utils/picture';
import { earlyPictures } from '@/styles/slots';
import {
  afterHydration,
  builtPageSettled,
  dropStalePrerender,
  entryUrl,
  handoffSource,
  isFirstPrerenderedPage,
  isPrerendering,
  leaveFirstPage,
  loadHandoff,
  notedAnswers,
  noteLaterPicture,
  readHandoff,
  serializeState,
  packHandoff,
  startBuiltPage,
  storeWithDelta,
  takeBuildCalls,
  takeLaterPictures,
  watchBuildActivity,
} from '@/utils/prerender';
import { clearRequestCache } from '@/utils/request';
import { handoffStore, initialStates } from '@/models/initialState';
import './global.less';

/**
 * `record` without the field `key` (a shallow copy). Not lodash's omit: that brings its deep-clone
 * machinery, about a hundred modules, into umi.js, which every visitor evaluates before the page
 * answers a tap.
 */
const without = (record: Record<string, unknown>, key: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/**
 * While the prerendered first page is still being hydrated, a move to another page (a tap on a
 * link before the page's code has arrived) must not force the parts not yet hydrated to be drawn
 * anew (React error 421): history's updates are transitions until the visitor has left the first
 * page, so React finishes hydrating first. Later moves are ordinary updates, as before.
 */
function hydrateBeforeMoving() {
  const listen = history.listen.bind(history);
  history.listen = (listener) =>
    listen((update) => {
      if (isFirstPrerenderedPage()) startTransition(() => listener(update));
      else listener(update);
    });
}

/** The root the build draws its pages in (build time only). */
let buildRoot: Root | undefined;

function mountForBuild(App: ComponentType) {
  buildRoot = createRoot(document.getElementById('root')!);
  buildRoot.render(createElement(App));
}

/**
 * The configured third-party services (src/utils/integrations.ts), once the page has loaded and
 * painted and the browser is idle: Tongji's script, and in WeChat the JS-SDK (a chunk of its own,
 * downloaded in WeChat only). Nothing when none is configured.
 */
function startIntegrations() {
  startAnalytics();
  const wechat = wechatConfig();
  if (wechat && /MicroMessenger/i.test(navigator.userAgent)) {
    import(/* webpackChunkName: "wechat" */ '@/utils/wechat')
      .then(({ startWeChat }) => startWeChat(wechat, ENTRY_URL))
      .catch(() => undefined);
  }
}

/**
 * Before the first render, the call whose answer holds the page's largest picture starts now,
 * while the layout and page chunks are still loading, and the picture is asked for the moment
 * the answer is in (src/utils/early.ts): the home page's banners, a case's detail.
 */
function start(oldRender: () => void) {
  // Pictures fade in where the app draws the page; a prerendered page shows them as they arrive
  // (src/components/LazyImage).
  dropStalePrerender();
  const prerendered = readHandoff() !== null;
  if (prerendered) hydrateBeforeMoving();
  else document.documentElement.classList.add('lt-fade');
  const path = currentRoutePath();
  // A prerendered page has its picture in its HTML already; its calls go out (quietly) once React
  // has taken over, so no answer changes the store under markup not yet hydrated.
  const early = !prerendered;
  if (early && (path === '/' || path === '/index.html')) {
    startEarly(EARLY_BANNERS, () =>
      fetchBannerWebList().then((res) => {
        const [first] = res.success ? listOf(res.data, toBanner) : [];
        if (first) preloadPicture(pictureOf(first.img, earlyPictures.banner));
        return res;
      }),
    );
  }
  const caseId =
    path === '/customerCase/caseDetail'
      ? parseId(new URLSearchParams(window.location.search).get('id'))
      : '';
  if (early && caseId !== '') {
    startEarly(earlyCaseDetail(caseId), () =>
      fetchCaseDetails({ id: caseId }).then((res) => {
        const detail = res.success ? toCaseDetail(res.data) : null;
        if (detail?.cover) preloadPicture(pictureOf(detail.cover, earlyPictures.caseCover));
        return res;
      }),
    );
  }
  // The first render runs as a task of its own, apart from the evaluation of the app's code: a
  // phone gets two shorter tasks instead of one long one (less blocking time before it can react).
  // A prerendered page is already drawn, so React hydrates it as a transition: in slices of a few
  // milliseconds between which the phone stays free to scroll and react (a tap on markup not yet
  // hydrated makes React hydrate that part first, then replays the tap).
  if (isPrerendering()) {
    window.setTimeout(() => mountForBuild(oldRender() as unknown as ComponentType), 0);
    return;
  }
  window.setTimeout(() => (prerendered ? startTransition(oldRender) : oldRender()), 0);
  afterHydration(startIntegrations);
}

/**
 * umi's render: a prerendered page's state is a file of its own (the app's starter fetches it with
 * the app's scripts), and React takes the markup over once it is in.
 */
export function render(oldRender: () => void) {
  if (handoffSource()) loadHandoff().then(() => start(oldRender));
  else start(oldRender);
}

type ClientRenderOpts = Record<string, unknown> & {
  __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED?: Record<string, unknown>;
};

let renderOpts: ClientRenderOpts | undefined;
/** The store's state the build's second render starts from (see __LT_SNAPSHOT__ below). */
let snapshotState: Record<string, unknown> | undefined;

/**
 * A page whose HTML carries prerendered markup and state (src/utils/prerender.ts) is hydrated:
 * React takes over the markup in place instead of drawing it anew. `pureApp` makes umi hydrate
 * `#root` with the app (not the whole document).
 */
export function modifyClientRenderOpts(memo: ClientRenderOpts): ClientRenderOpts {
  renderOpts = memo;
  // The build mounts the app itself (mountForBuild), so it can draw page after page.
  if (isPrerendering()) return { ...memo, components: true };
  if (!readHandoff()) return memo;
  return {
    ...memo,
    hydrate: true,
    __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: {
      ...memo.__INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED,
      pureApp: true,
    },
  };
}

/**
 * The visitor's first move to another page: from then on pages load as in the SPA (no prerendered
 * answers). A REPLACE is the same page rewriting its address (`/customerCase/3` → `?industry=3`).
 */
export function onRouteChange({
  isFirst,
  action,
  location,
}: {
  isFirst?: boolean;
  action?: string;
  location?: { pathname: string; search?: string };
}) {
  if (!isFirst && action !== 'REPLACE') leaveFirstPage();
  if (isPrerendering() || !location) return;
  // A page view for the analytics (not the first: its script counts that one), and WeChat's
  // share card follows the page.
  routeChanged(location, { isFirst, action });
  if (!isFirst) routeChangeHappened();
}

/**
 * The consultation funnel's first step: the dialog opens (it was closed), from where the action
 * says (`payload.from`: the layout's buttons), else from the page it is on.
 */
const consultFunnel =
  (store: { getState: () => unknown }) =>
  (next: (action: unknown) => unknown) =>
  (action: unknown) => {
    const { type, payload } = (action ?? {}) as { type?: string; payload?: { from?: string } };
    if (type === 'global/openConsult') {
      const state = store.getState() as { global?: { formPopupMask?: boolean } };
      if (!state.global?.formPopupMask) consultOpened(payload?.from as ConsultSource | undefined);
    }
    return next(action);
  };

if (isPrerendering()) {
  watchBuildActivity();
  // dva-loading's flag: an effect (a page's load) is still running.
  const effectsIdle = () =>
    !(getDvaApp()?._store.getState() as { loading?: { global?: boolean } })?.loading?.global;
  window.__LT_SETTLED__ = () => builtPageSettled(effectsIdle);
  window.__LT_CALLS__ = takeBuildCalls;
  window.__LT_LATER_PICTURES__ = takeLaterPictures;
  /**
   * The build draws many pages in one loaded app (scripts/prerender): the last page's tree and
   * store go (a new root gets a new dva store, from the models' initial state), the request cache
   * and the modules' own memory are reset, the description is that of `url`'s own HTML, and the
   * app is mounted again at `url` (in a history of its own: the tab's address never
   * moves). What it draws once settled is what a fresh load of `url` draws (the build compares
   * the two on a sample of pages).
   */
  window.__LT_VISIT__ = async (url, shell) => {
    buildRoot?.unmount();
    snapshotState = undefined;
    clearRequestCache();
    takeBuildCalls();
    takeLaterPictures();
    startBuiltPage(url);
    // The shell's description is what a page that states none falls back to (PageTitle); its
    // title needs no setting: the layout always claims one.
    document.querySelector('meta[name="description"]')?.setAttribute('content', shell.description);
    mountForBuild(
      renderClient({
        ...renderOpts,
        history: createMemoryHistory({ initialEntries: [url] }),
        components: true,
      } as never) as unknown as ComponentType,
    );
    await builtPageSettled(effectsIdle);
  };
  /**
   * Called by the build (scripts/prerender) once the page has settled: renders the same app from
   * the same state to a string — what the visitor's first render will be, so hydration matches —
   * and returns it with that state as script-safe JSON. react-dom/server is a chunk of its own that
   * only the build ever loads. The page's share card picture (WeChat's, src/utils/wechat.ts) is
   * noted with the pictures it writes later: no HTML names it, and the build's picture step writes
   * its square from that note (scripts/pictures). The WeChat chunk loads here only in the build.
   */
  window.__LT_SNAPSHOT__ = async () => {
    const [{ renderToString }, { shareCoverOf }] = await Promise.all([
      import('react-dom/server'),
      import(/* webpackChunkName: "wechat" */ '@/utils/wechat'),
    ]);
    const page = new URL(entryUrl(), window.location.href);
    const cover = shareCoverOf(document, page);
    // By its path on the site's own origin, as the page's other pictures are noted.
    noteLaterPicture([cover.startsWith(page.origin) ? cover.slice(page.origin.length) : cover]);
    // dva's own counter (`@@dva`) is not app state.
    const store = without(getDvaApp()._store.getState() as Record<string, unknown>, '@@dva');
    snapshotState = store;
    const Browser = renderClient({
      ...renderOpts,
      history: createMemoryHistory({ initialEntries: [entryUrl()] }),
      components: true,
    } as never) as unknown as () => ReactNode;
    const html = renderToString(createElement(Browser));
    // Answers are matched to store fields before the store is trimmed: an answer the HTML names
    // by its field (`{"@store":"index.caseList"}`) reads the trimmed field.
    // dva-loading's flags are all off once the page has settled (and nothing reads them): the
    // visitor's store starts them anew.
    const packed = packHandoff(
      { store: without(store, 'loading'), loads: notedAnswers() },
      initialStates(),
    );
    return { html, state: serializeState({ ...packed, store: handoffStore(packed.store) }) };
  };
}

export function rootContainer(container: ReactNode) {
  return <ErrorBoundary>{container}</ErrorBoundary>;
}

/** umi 4 does not read `window.routerBase` itself (STACK.md). */
export function modifyContextOpts(memo: { basename?: string }) {
  return window.routerBase ? { ...memo, basename: window.routerBase } : memo;
}

export const dva = {
  config: {
    onAction: consultFunnel,
    /** The state the HTML was made from (hydration), or the live state (the build's snapshot). */
    get initialState() {
      if (snapshotState) return snapshotState;
      const handoff = readHandoff();
      return handoff ? storeWithDelta(handoff.store, initialStates()) : undefined;
    },
    onError(error: Error & { preventDefault?: () => void }) {
      // Effects resolve failed calls as envelopes (src/utils/request.ts); anything that still
      // throws is a bug: keep it from crashing the app, and leave a trace for developers.
      error.preventDefault?.();
      if (process.env.NODE_ENV !== 'production') {
        // eslint-disable-next-line no-console
        console.warn('[dva]', error);
      }
    },
  },
};
