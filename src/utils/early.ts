import { preloadOf } from './picture';
import type { Picture } from './picture';

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
 * as soon as the early banner call has answered): the variant the browser will choose, named by
 * `imagesrcset`/`imagesizes` with no `href` (a browser without them fetches nothing rather than
 * the wrong file). The <img> that follows reuses the download.
 */
export function preloadPicture(picture: Picture): void {
  const preload = preloadOf(picture);
  if (typeof document === 'undefined' || !preload) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  if ('href' in preload) link.href = preload.href;
  else {
    link.type = preload.type;
    link.setAttribute('imagesrcset', preload.srcset);
    link.setAttribute('imagesizes', preload.sizes);
  }
  const same = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).some(
    (other) =>
      other.getAttribute('href') === link.getAttribute('href') &&
      other.getAttribute('imagesrcset') === link.getAttribute('imagesrcset'),
  );
  if (same) return;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
