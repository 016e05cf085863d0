/**
 * Sideways pan: a page must never be wider than the screen, at any scroll position. Measured as a
 * visitor meets it: the page's scroll width against the width the test asked for (mobile emulation
 * widens the layout viewport to fit overflowing content, so `innerWidth` alone would agree with
 * it), and `scrollX` after an attempt to scroll far to the right.
 */
import type { Page } from '@playwright/test';
import { SCROLL_REPORT_MS } from '../../src/layouts/BasicLayout/floating';
import { expect } from './fixtures';

export interface Pan {
  /** The width the test set (the phone's screen). */
  width: number;
  innerWidth: number;
  /** The page's visible width (the screen less a classic scroll bar). */
  clientWidth: number;
  scrollWidth: number;
  /** Where `scrollTo(10000, y)` took the page sideways. */
  scrollX: number;
  /** Elements that reach past the right edge with nothing clipping them: the culprits. */
  outside: string[];
}

/**
 * Runs in the page (any engine): the sideways overflow at the current scroll position, for a
 * screen `width` wide; scrolls back to x = 0. Self-contained, as the page gets its source.
 */
export async function measurePan(width: number): Promise<Pan> {
  const root = document.documentElement;
  const y = window.scrollY;
  window.scrollTo({ left: 10000, top: y, behavior: 'instant' as ScrollBehavior });
  await new Promise(requestAnimationFrame);
  const scrollX = window.scrollX;
  window.scrollTo({ left: 0, top: window.scrollY, behavior: 'instant' as ScrollBehavior });
  const edge = Math.min(width, root.clientWidth);
  // An element sticks out when its box passes the edge and no ancestor clips it sideways.
  const clipped = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || /paint|strict|content/.test(s.contain)) return true;
      if (s.position === 'fixed') return true; // fixed boxes do not widen the page
    }
    return false;
  };
  const outside = Array.from(document.body.querySelectorAll('*'))
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > edge + 0.5 && !clipped(el);
    })
    .slice(0, 5)
    .map((el) => {
      const r = el.getBoundingClientRect();
      const cls = String(el.getAttribute('class') ?? '').slice(0, 50);
      return `<${el.tagName.toLowerCase()} class="${cls}"> right ${Math.round(r.right)}`;
    });
  return {
    width,
    innerWidth: window.innerWidth,
    clientWidth: root.clientWidth,
    scrollWidth: root.scrollWidth,
    scrollX,
    outside,
  };
}

/** Whether a measurement shows no sideways pan. */
export const pansNot = (pan: Pan) =>
  pan.scrollX === 0 &&
  pan.innerWidth === pan.width &&
  pan.scrollWidth <= Math.min(pan.width, pan.clientWidth);

/** What a failure message says of a measurement. */
export const describePan = (pan: Pan) =>
  `scrollWidth ${pan.scrollWidth}, innerWidth ${pan.innerWidth}, clientWidth ${pan.clientWidth}, ` +
  `scrollX ${pan.scrollX}; sticking out: ${pan.outside.join('; ') || 'nothing found'}`;

/** Measures the sideways overflow at the current scroll position and scrolls back to x = 0. */
export function panOf(page: Page): Promise<Pan> {
  return page.evaluate(measurePan, page.viewportSize()!.width);
}

/** The page does not pan sideways here (`where` names the place in the failure message). */
export async function expectNoPan(page: Page, where: string): Promise<void> {
  const pan = await panOf(page);
  expect(
    pansNot(pan),
    `${page.url()} pans sideways ${where} at ${pan.width} px: ${describePan(pan)}`,
  ).toBe(true);
}

/**
 * Scrolls the page and waits until it has settled there: when it moved, until the layout has
 * heard of it (the report is throttled), the floating buttons have checked where they are (the
 * frame after) and every transition that started has ended. Not moving needs no waiting.
 */
export async function scrollPageTo(page: Page, y: number): Promise<number> {
  return page.evaluate(
    async ({ top, reportMs }) => {
      const frame = () => new Promise(requestAnimationFrame);
      const before = window.scrollY;
      window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });
      await frame();
      if (window.scrollY === before) return before;
      await new Promise((resolve) => {
        setTimeout(resolve, reportMs + 20);
      });
      await frame();
      await frame();
      // Not the endless ones (spinners), and never longer than a second.
      const ending = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined));
      await Promise.race([
        Promise.all(ending),
        new Promise((resolve) => {
          setTimeout(resolve, 1000);
        }),
      ]);
      return window.scrollY;
    },
    { top: y, reportMs: SCROLL_REPORT_MS },
  );
}

/** To the very bottom, however much the lazy bands grow on the way. */
export async function scrollToBottom(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 10; i += 1) {
    const y = await scrollPageTo(page, 1e6);
    if (y === last) return;
    last = y;
  }
}

export type Position = 'top' | 'middle' | 'bottom';
export const POSITIONS: Position[] = ['top', 'middle', 'bottom'];

/** Scrolls to the top, the middle or the very bottom of the page. */
export async function scrollToPosition(page: Page, where: Position): Promise<void> {
  if (where === 'bottom') return scrollToBottom(page);
  if (where === 'top') {
    await scrollPageTo(page, 0);
    return;
  }
  const height = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  await scrollPageTo(page, Math.round(height / 2));
}
