/**
 * Every analytics call of the site goes through here: page views of the client-side route
 * changes, and the consultation funnel (opened, and from where; submitted; succeeded; failed) and
 * the taps on a phone number or a mail address. A service is an adapter (`AnalyticsAdapter`):
 * Baidu Tongji is the one today (`tongjiAdapter`); another (友盟, 神策) is one more adapter in
 * `adaptersFor`, not a rewrite. Nothing is sent, and nothing loads, unless one is configured
 * (src/utils/integrations.ts).
 */
import { currentRoutePath } from './base';
import { TONGJI_SCRIPT_URL, tongjiId } from './integrations';
import { isPrerendering } from './prerender';

/** Where a consultation was opened from. */
export type ConsultSource =
  | 'header'
  | 'floating'
  | 'home'
  | 'case'
  | 'caseList'
  | 'service'
  | 'about'
  | 'news'
  | 'contact'
  | 'siteMap'
  | 'other';

/** The funnel's steps and the contact taps. */
export type AnalyticsEvent =
  | { name: 'consultOpen'; source: ConsultSource }
  | { name: 'consultSubmit'; source: ConsultSource }
  | { name: 'consultSuccess'; source: ConsultSource }
  | { name: 'consultFail'; source: ConsultSource; reason?: string }
  | { name: 'phoneTap'; value: string }
  | { name: 'mailTap'; value: string };

export interface AnalyticsAdapter {
  /** Adds the service's script (called once the page has painted). */
  load(): void;
  /** A client-side page view, `path` from `/` (with its query). */
  pageview(path: string): void;
  event(event: AnalyticsEvent): void;
}

/** How the marketing team reads a source in the reports. */
export const SOURCE_LABELS: Record<ConsultSource, string> = {
  header: '页头',
  floating: '悬浮按钮',
  home: '首页',
  case: '案例详情页',
  caseList: '案例列表页',
  service: '服务页',
  about: '关于我们页',
  news: '新闻页',
  contact: '联系我们页',
  siteMap: '网站地图页',
  other: '其他页面',
};

/** An event as category, action and label (Tongji's `_trackEvent`; most services read the same). */
export function eventParts(event: AnalyticsEvent): [string, string, string] {
  switch (event.name) {
    case 'consultOpen':
      return ['咨询', '打开', SOURCE_LABELS[event.source]];
    case 'consultSubmit':
      return ['咨询', '提交', SOURCE_LABELS[event.source]];
    case 'consultSuccess':
      return ['咨询', '成功', SOURCE_LABELS[event.source]];
    case 'consultFail':
      return ['咨询', '失败', SOURCE_LABELS[event.source]];
    case 'phoneTap':
      return ['联系', '电话', event.value];
    case 'mailTap':
      return ['联系', '邮件', event.value];
    default:
      return ['其他', '未知', ''];
  }
}

type TongjiQueue = unknown[][];
declare global {
  interface Window {
    _hmt?: TongjiQueue;
  }
}

/**
 * Baidu Tongji: `hm.js?<id>` counts the page it loads on by itself; each later route change is
 * `_trackPageview`, each event `_trackEvent`. Calls before the script has arrived wait in `_hmt`,
 * which the script reads when it runs.
 */
export function tongjiAdapter(id: string): AnalyticsAdapter {
  const queue = (): TongjiQueue => {
    window._hmt = window._hmt || [];
    return window._hmt;
  };
  return {
    load() {
      queue();
      if (document.querySelector(`script[src^="${TONGJI_SCRIPT_URL}"]`)) return;
      const script = document.createElement('script');
      script.src = `${TONGJI_SCRIPT_URL}?${id}`;
      script.async = true;
      // Unreachable (blocked, offline): the page is unchanged, and nothing is said.
      script.onerror = () => script.remove();
      document.head.appendChild(script);
    },
    pageview(path) {
      queue().push(['_trackPageview', path]);
    },
    event(event) {
      queue().push(['_trackEvent', ...eventParts(event)]);
    },
  };
}

/** The adapters of this deployment's configuration. */
export function adaptersFor(config: { tongji: string }): AnalyticsAdapter[] {
  return config.tongji ? [tongjiAdapter(config.tongji)] : [];
}

let adapters: AnalyticsAdapter[] | null = null;
/** The last page counted (route path and query). */
let lastPath: string | null = null;
/** Where the last consultation was opened from: its submit, success and failure say the same. */
let lastSource: ConsultSource = 'other';
/** The services' scripts have been added (startAnalytics). */
let started = false;

function active(): AnalyticsAdapter[] {
  // The build's own drawing of the pages is no visit.
  if (adapters === null) adapters = isPrerendering() ? [] : adaptersFor({ tongji: tongjiId() });
  return adapters;
}

/** Any service configured. */
export const analyticsOn = (): boolean => active().length > 0;

function each(call: (adapter: AnalyticsAdapter) => void) {
  active().forEach((adapter) => {
    try {
      call(adapter);
    } catch {
      /* a service's failure never reaches the visitor */
    }
  });
}

export function track(event: AnalyticsEvent): void {
  each((a) => a.event(event));
}

/** The address of a page view: the route path (without the router base) and its query. */
export const pagePath = (location: { pathname: string; search?: string }): string =>
  `${currentRoutePath(location.pathname)}${location.search ?? ''}`;

/**
 * A route change (umi's onRouteChange). The first page is counted by the service's own script;
 * a page that rewrites its own address (REPLACE: `/customerCase/3` → `?industry=3`, a filter) is
 * the same page; the same address again is no new view.
 */
export function routeChanged(
  location: { pathname: string; search?: string },
  { isFirst = false, action }: { isFirst?: boolean; action?: string } = {},
): void {
  const path = pagePath(location);
  const previous = lastPath;
  lastPath = path;
  if (isFirst || previous === null || action === 'REPLACE' || previous === path) return;
  // Before the script was added, its own count of the page it loads on is this page's.
  if (!started) return;
  each((a) => a.pageview(path));
}

/** The source of a consultation opened from a page (not from the layout): the page's kind. */
export function sourceOfPath(path: string): ConsultSource {
  if (path === '/' || path === '/index.html') return 'home';
  if (path.startsWith('/customerCase/caseDetail')) return 'case';
  if (path.startsWith('/customerCase')) return 'caseList';
  if (path.startsWith('/serviceContent')) return 'service';
  if (path.startsWith('/about')) return 'about';
  if (path.startsWith('/news')) return 'news';
  if (path.startsWith('/contactUs')) return 'contact';
  if (path.startsWith('/websiteMap')) return 'siteMap';
  return 'other';
}

/** The consultation dialog opens: from `from` (the layout's buttons), else the page it is on. */
export function consultOpened(from?: ConsultSource): void {
  lastSource = from ?? sourceOfPath(currentRoutePath());
  track({ name: 'consultOpen', source: lastSource });
}

/** The source of a form: the dialog's opener, or the page an inline form is part of. */
const formSource = (variant: 'popup' | 'inline'): ConsultSource =>
  variant === 'inline' ? sourceOfPath(currentRoutePath()) : lastSource;

export function consultSubmitted(variant: 'popup' | 'inline'): void {
  track({ name: 'consultSubmit', source: formSource(variant) });
}

export function consultAnswered(variant: 'popup' | 'inline', success: boolean): void {
  const source = formSource(variant);
  track(success ? { name: 'consultSuccess', source } : { name: 'consultFail', source });
}

/** One listener for every `tel:` and `mailto:` link of the site, whoever draws it. */
function onContactTap(e: Event) {
  const target = e.target as Element | null;
  const link = target && typeof target.closest === 'function' ? target.closest('a[href]') : null;
  const href = link?.getAttribute('href') ?? '';
  const match = /^(tel|mailto):([^?]*)/i.exec(href.trim());
  if (!match) return;
  let value = match[2];
  try {
    value = decodeURIComponent(value);
  } catch {
    /* kept as written */
  }
  track({ name: match[1].toLowerCase() === 'tel' ? 'phoneTap' : 'mailTap', value });
}

/**
 * Once the page has painted (src/app.tsx, after `load` and an idle moment): the services'
 * scripts, and the contact-tap listener. Nothing at all when none is configured.
 */
export function startAnalytics(): void {
  if (started || !analyticsOn()) return;
  started = true;
  each((a) => a.load());
  document.addEventListener('click', onContactTap, true);
}

/** Tests: forget the adapters (the next call reads the configuration again), or set them. */
export function resetAnalytics(set: AnalyticsAdapter[] | null = null): void {
  adapters = set;
  lastPath = null;
  lastSource = 'other';
  started = false;
  document.removeEventListener('click', onContactTap, true);
}
