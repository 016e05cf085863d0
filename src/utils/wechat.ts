/**
 * WeChat share cards. Inside WeChat's browser only, and only when `window.wechat` (or the build's
 * WECHAT_APP_ID + WECHAT_SIGNATURE_URL) is set: the JS-SDK is added once the page has painted
 * (src/app.tsx), the page's address is signed by the deployment's signature service, and the
 * page's own title, description, address and picture become the card of a shared link.
 *
 * Which address is signed: WeChat on iOS checks the signature against the address it opened
 * first (a single-page app's later addresses are not its own), on Android against the current
 * one. So iOS signs the entry address once; Android signs again after each route change.
 *
 * A failed signature, an SDK that does not load, or `wx.error`: the page stays exactly as it is,
 * with WeChat's own plain card, and nothing is said (no toast, nothing in the console).
 * A chunk of its own: no visitor outside WeChat downloads it.
 */
import { LOADERS, SHARE_SQUARE } from './loaders';
import { imageHosts, imageService, publicPath } from './base';
import { onRouteChange, WECHAT_SDK_URL } from './integrations';
import type { WeChatConfig } from './integrations';
import { sourceOf } from './picture';

export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

/** What the site uses of the JS-SDK's `wx`. */
export interface Wx {
  config(options: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: unknown) => void): void;
  updateAppMessageShareData(data: ShareData & { success?: () => void }): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'> & { success?: () => void }): void;
}

declare global {
  interface Window {
    wx?: Wx;
  }
}

export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'];

export const inWeChat = (ua: string): boolean => /MicroMessenger/i.test(ua);
/** WeChat on iPhone and iPad: the signature is checked against the entry address. */
export const signsEntryUrl = (ua: string): boolean => /iPhone|iPad|iPod/i.test(ua);

/** The address WeChat checks: the page's without its `#…`. */
export const signableUrl = (href: string): string => href.split('#')[0];

/**
 * The logo's square mark (under the public path): the card's picture for a page without one of
 * its own. The build writes its square whatever the picture service (scripts/pictures).
 */
export const SHARE_LOGO = 'favicon.svg';

/** Addresses WeChat appends to a shared link (`from=…&isappinstalled=0`): not the page's own. */
const WECHAT_PARAMS = ['from', 'isappinstalled'];

/** The page's own address to share: the page's, without WeChat's parameters and the `#…`. */
export function shareLink(href: string): string {
  const url = new URL(signableUrl(href));
  WECHAT_PARAMS.forEach((p) => url.searchParams.delete(p));
  return url.toString();
}

/** An absolute address, https unless the page is on this machine (the site's own tests). */
function absoluteHttps(href: string, page: URL): string {
  const url = new URL(href, page);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && !local) url.protocol = 'https:';
  return url.toString();
}

/**
 * The share picture, absolute and https: the share card's square (SHARE_SQUARE: 300 × 300, cut
 * from the middle, JPEG) of the page's picture, made by the deployment's picture service; the
 * logo's square, which the site's own service makes (the build writes it for every service), for
 * a page without a picture or one its service cannot process.
 */
export function shareCover(picture: string | null | undefined, page: URL): string {
  const service = imageService();
  const base = publicPath();
  const own = (src: string): string => {
    const source = sourceOf(src, page);
    if (!source || service === 'none') return '';
    if (service === 'self') return LOADERS.self(base)(source, SHARE_SQUARE);
    // A bucket's service processes the pictures on its own host (or the CDN in front) only, and
    // no vector art.
    const cdn = new URL(base, page).origin;
    const onBucket =
      imageHosts().includes(source.url.origin) ||
      (cdn !== page.origin && source.url.origin === cdn);
    if (!onBucket || /\.svg$/i.test(source.url.pathname)) return '';
    return LOADERS[service](base)(source, SHARE_SQUARE);
  };
  const logo = sourceOf(`${base}${SHARE_LOGO}`, page);
  const logoSquare = logo ? LOADERS.self(base)(logo, SHARE_SQUARE) : '';
  return absoluteHttps((picture && own(picture)) || logoSquare || `${base}${SHARE_LOGO}`, page);
}

/**
 * The page's largest picture: the one it marks for the first paint (as the build's og:image), else
 * its first; never a picture's tiny blurred copy (LazyImage's placeholder, hidden from readers).
 */
function pagePicture(doc: Document): string | null {
  const img =
    doc.querySelector('main img[fetchpriority="high"]') ||
    doc.querySelector('main img:not([aria-hidden="true"])');
  return img?.getAttribute('src') || null;
}

/**
 * The share picture of the page in `doc`, at `page`. The build notes it with each page it draws
 * (src/app.tsx), so that its picture step writes the square as a file (scripts/pictures).
 */
export const shareCoverOf = (doc: Document, page: URL): string =>
  shareCover(pagePicture(doc), page);

/** The page's own card: its title, its description, its address and its picture. */
export function shareDataOf(doc: Document = document, href: string = location.href): ShareData {
  const page = new URL(href);
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content');
  return {
    title: doc.title,
    desc: (description || doc.title).trim(),
    link: shareLink(href),
    imgUrl: shareCoverOf(doc, page),
  };
}

interface Signature {
  appId?: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

function signatureOf(answer: unknown): Signature | null {
  const envelope = answer as { success?: unknown; data?: Record<string, unknown> } | null;
  const data = envelope && envelope.success === true ? envelope.data : null;
  if (!data) return null;
  const timestamp = Number(data.timestamp);
  const { nonceStr, signature, appId } = data;
  if (!Number.isFinite(timestamp) || typeof nonceStr !== 'string' || typeof signature !== 'string')
    return null;
  return { appId: typeof appId === 'string' ? appId : undefined, timestamp, nonceStr, signature };
}

/** Asks the signature service for `url`'s signature; null for any failure. */
export async function requestSignature(
  signatureUrl: string,
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<Signature | null> {
  try {
    const res = await fetcher(signatureUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ url }),
    });
    if (!res.ok) return null;
    return signatureOf(await res.json());
  } catch {
    return null;
  }
}

/** Adds the SDK's script once; resolves with `wx`, or null when it cannot load. */
export function loadSdk(doc: Document = document): Promise<Wx | null> {
  if (window.wx) return Promise.resolve(window.wx);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.onload = () => resolve(window.wx ?? null);
    script.onerror = () => {
      script.remove();
      resolve(null);
    };
    doc.head.appendChild(script);
  });
}

export interface WeChatDeps {
  ua: string;
  /** The address WeChat opened (src/utils/integrations.ts, taken before any route change). */
  entryUrl: string;
  href: () => string;
  loadSdk: () => Promise<Wx | null>;
  fetcher: typeof fetch;
  /** Calls back after each client-side route change; returns the unsubscribe. */
  onRouteChange: (listener: () => void) => () => void;
  /** Calls back when the page's title, description or picture may have changed. */
  onPageChange: (listener: () => void) => () => void;
}

/** Title, description and picture change as a page's data arrives: watched in the head and main. */
function watchPage(listener: () => void): () => void {
  let timer = 0;
  const observer = new MutationObserver(() => {
    window.clearTimeout(timer);
    timer = window.setTimeout(listener, 100);
  });
  observer.observe(document.head, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  const main = document.getElementById('root');
  if (main) {
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributeFilter: ['src', 'fetchpriority'],
    });
  }
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
  };
}

const defaultDeps = (entryUrl: string): WeChatDeps => ({
  ua: navigator.userAgent,
  entryUrl,
  href: () => location.href,
  loadSdk: () => loadSdk(),
  fetcher: (...args) => fetch(...args),
  onRouteChange,
  onPageChange: watchPage,
});

/**
 * Starts the share cards (in WeChat only). Resolves once the first `wx.config` has been given, or
 * nothing was to be done; it never rejects.
 */
export async function startWeChat(
  config: WeChatConfig,
  entryUrl: string,
  deps: WeChatDeps = defaultDeps(entryUrl),
): Promise<void> {
  if (!inWeChat(deps.ua)) return;
  const wx = await deps.loadSdk().catch(() => null);
  if (!wx) return;
  const entryOnly = signsEntryUrl(deps.ua);
  let ready = false;
  let failed = false;
  let shared = '';
  let signedFor = '';

  const share = () => {
    if (!ready || failed) return;
    try {
      const data = shareDataOf(document, deps.href());
      const key = JSON.stringify(data);
      if (key === shared) return;
      shared = key;
      wx.updateAppMessageShareData({ ...data });
      wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl });
    } catch {
      /* the page keeps WeChat's own card */
    }
  };

  const configure = async (url: string) => {
    if (url === signedFor) return;
    signedFor = url;
    const signed = await requestSignature(config.signatureUrl, url, deps.fetcher);
    // A newer route change has asked for its own signature meanwhile.
    if (!signed || signedFor !== url) return;
    failed = false;
    ready = false;
    try {
      wx.config({
        debug: false,
        appId: signed.appId || config.appId,
        timestamp: signed.timestamp,
        nonceStr: signed.nonceStr,
        signature: signed.signature,
        jsApiList: JS_API_LIST,
      });
    } catch {
      failed = true;
    }
  };

  try {
    wx.ready(() => {
      ready = true;
      shared = '';
      share();
    });
    wx.error(() => {
      failed = true;
    });
  } catch {
    return;
  }
  deps.onPageChange(share);
  deps.onRouteChange(() => {
    if (!entryOnly) configure(signableUrl(deps.href()));
    else share();
  });
  await configure(signableUrl(entryOnly ? deps.entryUrl : deps.href()));
}
