/**
 * The third-party services of a deployment made for China's web: WeChat share cards (the JS-SDK)
 * and Baidu Tongji. Each is off unless configured, and then nothing of it loads. A deployment
 * sets them in the HTML before the app script, as `window.apiBase` (README, "WeChat and Tongji"):
 *
 *   window.wechat = { appId: 'wx…', signatureUrl: '/api/wechat/signature' };
 *   window.baiduTongji = '<site id>';
 *
 * or at build time (WECHAT_APP_ID + WECHAT_SIGNATURE_URL, BAIDU_TONGJI). The same environment is
 * what config/csp.ts reads to let their hosts into the CSP (`integrationSources`), so the headers
 * allow exactly what the build's deployment configured. Node-safe: config/csp.ts imports it.
 */

export interface WeChatConfig {
  /** The official account's AppID (`wx…`). */
  appId: string;
  /** Where the page's signature is asked for: `POST`, JSON `{ url }`, the API's envelope back. */
  signatureUrl: string;
}

declare global {
  interface Window {
    wechat?: Partial<WeChatConfig>;
    baiduTongji?: string;
  }
}

/** The JS-SDK WeChat documents (a script tag from its own host). */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com';

/** Baidu Tongji's loader; it adds scripts of hmcdn and reports by pictures and calls to hm. */
export const TONGJI_SCRIPT_URL = 'https://hm.baidu.com/hm.js';
export const TONGJI_ORIGIN = 'https://hm.baidu.com';
export const TONGJI_CDN_ORIGIN = 'https://hmcdn.baidu.com';

/** A Tongji site id: 32 hexadecimal characters in Baidu's console; anything else is refused. */
const TONGJI_ID = /^[0-9a-f]{32}$/i;
/** An AppID of an official account. */
const APP_ID = /^wx[0-9a-zA-Z]{6,30}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Environment the settings come from (process.env at build, tests pass their own). */
export type IntegrationEnv = Partial<
  Record<'WECHAT_APP_ID' | 'WECHAT_SIGNATURE_URL' | 'BAIDU_TONGJI', string>
>;

/** A valid WeChat setting, else null (off). */
export function wechatFrom(value: unknown): WeChatConfig | null {
  if (!value || typeof value !== 'object') return null;
  const { appId, signatureUrl } = value as Record<string, unknown>;
  const id = text(appId);
  const url = text(signatureUrl);
  if (!APP_ID.test(id) || !url || /^(?:javascript|data):/i.test(url)) return null;
  return { appId: id, signatureUrl: url };
}

/** A valid Tongji site id, else '' (off). */
export function tongjiFrom(value: unknown): string {
  const id = text(value);
  return TONGJI_ID.test(id) ? id : '';
}

const buildEnv = (): IntegrationEnv => ({
  WECHAT_APP_ID: process.env.WECHAT_APP_ID,
  WECHAT_SIGNATURE_URL: process.env.WECHAT_SIGNATURE_URL,
  BAIDU_TONGJI: process.env.BAIDU_TONGJI,
});

const inBrowser = typeof window !== 'undefined';

/** WeChat of this deployment: `window.wechat`, else the build's, else null. */
export function wechatConfig(env: IntegrationEnv = buildEnv()): WeChatConfig | null {
  if (inBrowser && window.wechat !== undefined) return wechatFrom(window.wechat);
  return wechatFrom({ appId: env.WECHAT_APP_ID, signatureUrl: env.WECHAT_SIGNATURE_URL });
}

/** Tongji's site id of this deployment: `window.baiduTongji`, else the build's, else ''. */
export function tongjiId(env: IntegrationEnv = buildEnv()): string {
  if (inBrowser && window.baiduTongji !== undefined) return tongjiFrom(window.baiduTongji);
  return tongjiFrom(env.BAIDU_TONGJI);
}

/** Tongji of the build alone (what the prerendered pages say, e.g. /rule's privacy section). */
export const builtTongjiId = (env: IntegrationEnv = buildEnv()): string =>
  tongjiFrom(env.BAIDU_TONGJI);

/** The sources each directive of the CSP adds for the services `env` configures. */
export function integrationSources(env: IntegrationEnv): Record<string, string[]> {
  const sources: Record<string, string[]> = {};
  const add = (directive: string, ...values: string[]) => {
    sources[directive] = [...new Set([...(sources[directive] ?? []), ...values])];
  };
  const wechat = wechatFrom({ appId: env.WECHAT_APP_ID, signatureUrl: env.WECHAT_SIGNATURE_URL });
  if (wechat) {
    add('script-src', WECHAT_SDK_ORIGIN);
    // A signature service on another origin (a relative address is the site's own: 'self').
    if (/^https?:\/\//i.test(wechat.signatureUrl)) {
      try {
        add('connect-src', new URL(wechat.signatureUrl).origin);
      } catch {
        /* not an address: nothing to allow */
      }
    }
  }
  if (tongjiFrom(env.BAIDU_TONGJI)) {
    add('script-src', TONGJI_ORIGIN, TONGJI_CDN_ORIGIN);
    add('img-src', TONGJI_ORIGIN);
    add('connect-src', TONGJI_ORIGIN);
  }
  return sources;
}

/**
 * The address the visitor's browser opened, taken when the app's code first runs: before it no
 * route change is possible (a prerendered page's links are plain links until then). WeChat on
 * iOS checks a signature against it (src/utils/wechat.ts).
 */
export const ENTRY_URL = inBrowser ? window.location.href.split('#')[0] : '';

const routeListeners = new Set<() => void>();

/** Calls `listener` after each client-side route change (src/app.tsx); returns the unsubscribe. */
export function onRouteChange(listener: () => void): () => void {
  routeListeners.add(listener);
  return () => routeListeners.delete(listener);
}

/** src/app.tsx: a client-side route change has happened. */
export function routeChangeHappened(): void {
  routeListeners.forEach((listener) => {
    try {
      listener();
    } catch {
      /* one service's failure is not the page's */
    }
  });
}
