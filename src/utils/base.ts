/**
 * Run-time paths. A deployment may set, before the app script runs:
 *   window.routerBase  — the path the site lives under, e.g. '/lantu/' (default '/');
 *   window.publicPath  — where hashed assets and pictures are served from, e.g. a CDN URL;
 *   window.apiBase     — the origin/prefix of the real API (default: build-time API_BASE, else same origin);
 *   window.imageService — who resizes and encodes pictures (src/utils/loaders.ts; default: the
 *                        build's IMAGE_SERVICE, else 'self');
 *   window.imageHosts  — the other origins pictures may come from, e.g. the CMS's bucket
 *                        (default: the build's IMAGE_HOSTS, comma-separated);
 *   window.imageAvif   — whether that service gives AVIF (default: only 'self' does; a bucket
 *                        gives it once its advanced compression is switched on).
 */

/** Who turns an uploaded picture into the size and format a page shows (src/utils/loaders.ts). */
export type ImageService = 'self' | 'aliyun-oss' | 'tencent-ci' | 'qiniu' | 'none';
export const IMAGE_SERVICES: readonly ImageService[] = [
  'self',
  'aliyun-oss',
  'tencent-ci',
  'qiniu',
  'none',
];

declare global {
  interface Window {
    routerBase?: string;
    publicPath?: string;
    apiBase?: string;
    imageService?: ImageService;
    imageHosts?: string[];
    imageAvif?: boolean;
  }
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The router base, always ending with '/'. */
export function routerBase(): string {
  return withSlash((typeof window !== 'undefined' && window.routerBase) || '/');
}

/** The current route path without the router base, e.g. '/login' under base '/lantu/'. */
export function currentRoutePath(pathname: string = window.location.pathname): string {
  const base = routerBase();
  if (base !== '/' && pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  if (base !== '/' && `${pathname}/` === base) return '/';
  return pathname;
}

/** Where static files (public/) are served from, ending with '/'. */
export function publicPath(): string {
  return withSlash((typeof window !== 'undefined' && window.publicPath) || routerBase());
}

/** Prefix for API calls: '' (same origin) unless configured. */
export function apiBase(): string {
  const configured =
    (typeof window !== 'undefined' && window.apiBase) || process.env.API_BASE || '';
  return configured.replace(/\/$/, '');
}

const isService = (value: unknown): value is ImageService =>
  typeof value === 'string' && (IMAGE_SERVICES as readonly string[]).includes(value);

/** The picture service of this deployment: the run-time setting, else the build's, else 'self'. */
export function imageService(): ImageService {
  const configured = typeof window !== 'undefined' ? window.imageService : undefined;
  if (isService(configured)) return configured;
  const built = process.env.IMAGE_SERVICE;
  return isService(built) ? built : 'self';
}

/** The http(s) origins of a list of addresses; anything else is left out. */
export function originsOf(list: unknown[]): string[] {
  const origins = new Set<string>();
  for (const entry of list) {
    try {
      const url = new URL(String(entry).trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      /* not an origin: ignored */
    }
  }
  return [...origins];
}

/** The origins (scheme, host, port) pictures may come from besides the site and its CDN. */
export function imageHosts(): string[] {
  const configured = typeof window !== 'undefined' ? window.imageHosts : undefined;
  return originsOf(
    Array.isArray(configured) ? configured : (process.env.IMAGE_HOSTS || '').split(','),
  );
}

/** Whether the picture service gives AVIF: 'self' does; a bucket only once it is switched on. */
export function imageAvif(): boolean {
  const configured = typeof window !== 'undefined' ? window.imageAvif : undefined;
  if (typeof configured === 'boolean') return configured;
  return imageService() === 'self';
}
