/**
 * What the cross-engine journeys ask the page, in any engine. Each function runs in the page and
 * must be self-contained: the engine receives its source text.
 */

export interface Target {
  x: number;
  y: number;
  /** `document.elementFromPoint` at the centre is the element or inside it. */
  onTop: boolean;
  /** What is at the centre instead. */
  found: string;
}

/**
 * The first drawn element under `scope` matching `css` whose label (aria-label, else its text,
 * white space collapsed) is `text` (any when null; `contains` for a part of it), brought to the
 * middle of the screen: its centre and whether a finger there reaches it. Null while none is.
 */
export function locate(
  css: string,
  text: string | null,
  scope: string | null,
  contains: boolean,
): Target | null {
  const root = scope ? document.querySelector(scope) : document;
  if (!root) return null;
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const drawn = (el: Element) =>
    typeof el.checkVisibility === 'function'
      ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      : el.getClientRects().length > 0;
  const el = Array.from(root.querySelectorAll(css)).find((candidate) => {
    if (!drawn(candidate)) return false;
    if (text === null) return true;
    const label = norm(candidate.getAttribute('aria-label')) || norm(candidate.textContent);
    return contains ? label.includes(text) : label === text;
  });
  if (!el) return null;
  el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' as ScrollBehavior });
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const at = document.elementFromPoint(x, y);
  const found = at
    ? `<${at.tagName.toLowerCase()} class="${String(at.getAttribute('class') ?? '').slice(0, 40)}">`
    : 'nothing';
  return { x, y, onTop: !!at && (at === el || el.contains(at)), found };
}

/**
 * Every element under `scope` matching `css`, each brought into view in turn: those a finger at
 * the centre would miss (empty when all are on top), and how many there were.
 */
export function missedOf(scope: string, css: string): { count: number; missed: string[] } {
  const els = Array.from(document.querySelectorAll(`${scope} ${css}`));
  const missed: string[] = [];
  for (const el of els) {
    el.scrollIntoView({
      block: 'center',
      inline: 'nearest',
      behavior: 'instant' as ScrollBehavior,
    });
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!at || !(at === el || el.contains(at))) {
      missed.push(
        `${(el.textContent ?? '').trim().slice(0, 20)} under <${at?.tagName ?? 'nothing'}>`,
      );
    }
  }
  return { count: els.length, missed };
}

/** Scrolls to the top, the middle or the bottom (0, 0.5, 1 of the scroll range); answers scrollY. */
export function scrollToFraction(fraction: number): number {
  const range = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo({ left: 0, top: range * fraction, behavior: 'instant' as ScrollBehavior });
  return window.scrollY;
}

/**
 * `scrollToFraction`, then two frames: what comes into view has been seen (intersection observers
 * run after the first) and drawn (the second). Answers where the page is then.
 */
export async function scrollToFractionAndDraw(fraction: number): Promise<number> {
  const range = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo({ left: 0, top: range * fraction, behavior: 'instant' as ScrollBehavior });
  await new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
  return window.scrollY;
}

/** The page as a visitor sees it right now: address, title, the main heading, busy regions. */
export function pageState(): { path: string; title: string; h1: string; busy: boolean } {
  const h1 = document.querySelector('main h1');
  return {
    path: location.pathname + location.search,
    title: document.title,
    h1: (h1?.textContent ?? '').trim(),
    busy: !!document.querySelector('main [aria-busy="true"]'),
  };
}

/** Whether any element matching `css` is drawn (not hidden, not transparent). */
export function isDrawn(css: string): boolean {
  return Array.from(document.querySelectorAll(css)).some((el) =>
    typeof el.checkVisibility === 'function'
      ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      : el.getClientRects().length > 0,
  );
}

/** The text of the first element matching `css` (white space collapsed), or null. */
export function textOf(css: string): string | null {
  const el = document.querySelector(css);
  return el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** Whether any drawn element matching `css` has `text` in it. */
export function showsText(css: string, text: string): boolean {
  return Array.from(document.querySelectorAll(css)).some(
    (el) => (el as HTMLElement).offsetParent !== null && (el.textContent ?? '').includes(text),
  );
}

/** Scrolls to `y` px from the top; answers the page's height (it grows as lazy bands near). */
export function scrollToY(y: number): number {
  window.scrollTo({ left: 0, top: y, behavior: 'instant' as ScrollBehavior });
  return document.documentElement.scrollHeight;
}

/**
 * Every drawn picture of variants (src/utils/picture.ts) that is not shown as it should be: not
 * arrived yet, or arrived at a size other than its box's (the browser gives the chosen variant the
 * density `sizes` implies, so a picture of the right variant is as wide as its box; `sizes` in vw
 * counts a classic scrollbar in, which the box has not). The first not arrived yet is brought into
 * view, so a lazy one comes. Empty when all are right; `count` says how many were looked at.
 */
export function picturesAmiss(): { count: number; amiss: string[] } {
  const imgs = Array.from(document.querySelectorAll('picture > img')).filter(
    (img) => (img as HTMLElement).offsetWidth > 0 && img.getClientRects().length > 0,
  ) as HTMLImageElement[];
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  const amiss: string[] = [];
  let waiting: HTMLImageElement | null = null;
  for (const img of imgs) {
    const name = img.alt || (img.currentSrc || img.src).split('/').slice(-1)[0];
    const box = img.offsetWidth;
    if (!img.complete || !img.naturalWidth) {
      amiss.push(`${name}: not shown yet`);
      waiting = waiting ?? img;
    } else if (Math.abs(img.naturalWidth - box) > Math.max(2, box * 0.02) + scrollbar) {
      amiss.push(`${name}: ${img.naturalWidth} px for a ${box} px box (${img.currentSrc})`);
    } else if (!/\/_img\/w\d+q\d+\/.+\.(?:avif|webp)$/.test(img.currentSrc)) {
      amiss.push(`${name}: not a variant (${img.currentSrc})`);
    }
  }
  waiting?.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
  return { count: imgs.length, amiss };
}
