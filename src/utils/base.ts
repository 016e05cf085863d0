/**
 * Run-time paths. A deployment may set, before the app script runs:
 *   window.routerBase  — the path the site lives under, e.g. '/lantu/' (default '/');
 *   window.publicPath  — where hashed assets and pictures are served from, e.g. a CDN URL;
 *   window.apiBase     — the origin/prefix of the real API (default: build-time API_BASE, else same origin).
 */

declare global {
  interface Window {
    routerBase?: string;
    publicPath?: string;
    apiBase?: string;
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
