/**
 * The one classifier for URLs that come from API data: banner and news links, pictures, videos
 * and posters. A URL is parsed the way the browser will parse it (WHATWG URL, against the page's
 * own address), so a trick that reads as a path but leaves the site — `/\evil.example/x`, a tab
 * or a newline after the first slash (`/<TAB>/host`), `//host` — is judged by where it really
 * goes:
 *
 * - a link is internal only when it stays on the site's origin; an http(s) link to any other
 *   origin is external (a new tab, `rel="noopener noreferrer"`); `mailto:` and `tel:` open the
 *   visitor's own mail or phone app; every other scheme (`javascript:`, `data:` …) is dropped;
 * - a picture, video or poster loads only from the site, the configured CDN (the origin of
 *   `window.publicPath`) or a listed picture host (`window.imageHosts`), or is a raster
 *   `data:image/…;base64`: the CSP allows nothing else, and a picture elsewhere would only be a
 *   broken image and a tracker.
 *
 * What is returned is the parsed URL written out again (root-relative on the site), never the
 * raw text: what the page links to is what was checked.
 */
import { currentRoutePath, imageHosts, publicPath, routerBase } from './base';

export type LinkTarget =
  /** On the site. `href` for an `<a>` (router base included), `to` for the router's `<Link>`. */
  | { kind: 'internal'; href: string; to: string }
  /** Another origin: opens in a new tab with `rel="noopener noreferrer"`. */
  | { kind: 'external'; href: string }
  /** `mailto:` / `tel:`: the visitor's own app, nothing leaves the page. */
  | { kind: 'contact'; href: string };

/** Props of an `<a>` that leaves the site. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The address relative links are read against: the page itself (the site root without a DOM). */
function pageUrl(): URL {
  const here = typeof window !== 'undefined' ? window.location.href : '';
  try {
    return new URL(here);
  } catch {
    return new URL(routerBase(), 'http://localhost');
  }
}

/** Characters browsers ignore or strip at the edges of a URL and inside its scheme. */
const compact = (value: string) =>
  value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

export function classifyLink(raw: unknown, page: URL = pageUrl()): LinkTarget | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const bare = compact(text);
  if (!bare) return null;
  // A fragment stays on this very page, whatever page that is.
  if (bare.startsWith('#')) return { kind: 'internal', href: text, to: text };
  let url: URL;
  try {
    url = new URL(text, page);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
    return { kind: 'contact', href: url.href };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== page.origin) return { kind: 'external', href: url.href };
  // Data writes routes (`/contactUs`); under a router base the page's address carries it.
  const base = routerBase();
  const routePath = /^\/(?![/\\])/.test(bare) && !url.pathname.startsWith(base);
  if (routePath && base !== '/') {
    return { kind: 'internal', href: `${base}${pathOf(url).slice(1)}`, to: pathOf(url) };
  }
  return {
    kind: 'internal',
    href: pathOf(url),
    to: `${currentRoutePath(url.pathname)}${url.search}${url.hash}`,
  };
}

/** Raster pictures only: an SVG data URI can carry script. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * The origins media may come from: the page's, the CDN's when `window.publicPath` names one, and
 * the picture hosts of `window.imageHosts` (the CMS's bucket).
 */
function mediaOrigins(page: URL): string[] {
  try {
    return [page.origin, new URL(publicPath(), page).origin, ...imageHosts()];
  } catch {
    return [page.origin, ...imageHosts()];
  }
}

/**
 * A picture, video or poster path from data as the URL to load, or '' when it may not be loaded
 * (the component then shows its fallback). A relative path (`images/…`, as the mock and content
 * files write them) is served from the public path, so the site works under any base or CDN.
 */
export function assetUrl(raw: unknown, page: URL = pageUrl()): string {
  if (typeof raw !== 'string') return '';
  const text = raw.trim();
  const bare = compact(text);
  if (!bare) return '';
  if (/^data:/i.test(bare)) return DATA_IMAGE.test(text) ? text : '';
  const relative = !/^(?:[a-z][a-z\d+.-]*:|[/\\])/i.test(bare);
  let url: URL;
  try {
    url = new URL(relative ? `${publicPath()}${text}` : text, page);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (!mediaOrigins(page).includes(url.origin)) return '';
  return url.origin === page.origin ? pathOf(url) : url.href;
}
