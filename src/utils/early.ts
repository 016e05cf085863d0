/**
 * Requests started at app start, before the page that needs them has loaded. The home page's
 * largest paint is the first banner picture, which waits on the banner call: starting that call
 * while the page chunk is still on its way (instead of after the page has rendered) brings the
 * picture forward on a slow phone. The model's effect takes the answer once; later calls (重试,
 * a return visit) go to the network as usual.
 */
const pending = new Map<string, Promise<unknown>>();

/** Starts `request` now under `key`, unless a request under that key is already waiting. */
export function startEarly(key: string, request: () => Promise<unknown>): void {
  if (!pending.has(key)) pending.set(key, request());
}

/** The early request under `key`, if any, left in place for the one who takes it. */
export function peekEarly<T>(key: string): Promise<T> | undefined {
  return pending.get(key) as Promise<T> | undefined;
}

/** The early request under `key`, once: the second take gets nothing. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const p = pending.get(key) as Promise<T> | undefined;
  pending.delete(key);
  return p;
}

export const EARLY_BANNERS = 'index/bannerWebList';
/** The case detail page's call for case `id` (its largest paint is the case cover). */
export const earlyCaseDetail = (id: number) => `case/caseDetails:${id}`;

/**
 * Asks for a picture at high priority before anything renders it (the home page's first banner,
 * as soon as the early banner call has answered); the <img> that follows reuses the download.
 */
export function preloadImage(href: string): void {
  if (typeof document === 'undefined' || !href) return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
