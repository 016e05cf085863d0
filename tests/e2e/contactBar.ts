/**
 * The phone's contact bar (issue 52, item 5), as a visitor meets it on every page: along the
 * screen's foot, and nothing in view under it. Used by contactbar.spec.ts and by the overlay walk
 * (overlays.spec.ts), which checks it on each page it opens at the phone widths, at the top, in the
 * middle and at the very bottom, beside its own checks there (one page load and one scroll for
 * both).
 */
import type { Page } from '@playwright/test';
import { layout } from '../../src/styles/tokens';
import { expect } from './fixtures';
import type { Position } from './pan';

/** Everything a visitor can tap or type into (as tests/e2e/hitTest.ts counts them). */
export const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';

/**
 * Each text and control of `<main>` and `<footer>` in view, hit-tested at its centre and just
 * inside its corners (every line of a text): the points where the contact bar or a floating
 * layer of the layout is found instead. In view: below the header's foot, and above the bar's
 * top, or, at the very bottom (`bottom`), above the screen's foot.
 */
export function coveredInView(args: { selector: string; bottom: boolean }) {
  const { selector, bottom } = args;
  const layers = Array.from(document.querySelectorAll('[data-contact-bar], [data-floating-stack]'));
  const contactBar = document.querySelector('[data-contact-bar]');
  const header = document.querySelector('header');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const barShown =
    !!contactBar && contactBar.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const foot = bottom || !barShown ? innerHeight : contactBar!.getBoundingClientRect().top;
  const drawn = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  // The point is inside every box that clips its content (a visually hidden label is not drawn).
  const unclipped = (el: Element, x: number, y: number) => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
    }
    return true;
  };
  const describe = (e: Element) =>
    `<${e.tagName.toLowerCase()} class="${String(e.getAttribute('class') ?? '').slice(0, 30)}">`;
  const targets: { el: Element; rects: DOMRect[]; text: string }[] = [];
  document.querySelectorAll('main, footer').forEach((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      if (!text || !el || !drawn(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      targets.push({ el, rects: Array.from(range.getClientRects()), text });
    }
    root.querySelectorAll(selector).forEach((el) => {
      if (!drawn(el)) return;
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      targets.push({ el, rects: [el.getBoundingClientRect()], text: text || describe(el) });
    });
  });
  let checked = 0;
  const covered: string[] = [];
  targets.forEach(({ el, rects, text }) => {
    rects.forEach((r) => {
      if (r.width < 1 || r.height < 1) return;
      const inset = Math.min(2, r.width / 4, r.height / 4);
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + inset, r.top + inset],
        [r.right - inset, r.top + inset],
        [r.left + inset, r.bottom - inset],
        [r.right - inset, r.bottom - inset],
      ];
      for (const [x, y] of points) {
        // (A point on the edge's pixel row may be rounded into the bar: a pixel's margin.)
        if (x < 0 || x >= innerWidth || y <= top + 1 || y >= foot - 1) continue;
        if (!unclipped(el, x, y)) continue;
        checked += 1;
        const at = document.elementFromPoint(x, y);
        const layer = at && layers.find((l) => l.contains(at));
        if (layer) {
          covered.push(
            `"${text.slice(0, 24)}" at (${Math.round(x)}, ${Math.round(y)}) under ${describe(layer)}`,
          );
          return; // one point of a line is enough to name it
        }
      }
    });
  });
  return { checked, covered };
}

/** The bar's box, and whether it is drawn. */
export const barBox = (page: Page) =>
  page.locator('[data-contact-bar]').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      shown: el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      left: r.left,
      right: r.right,
      top: r.top,
      bottom: r.bottom,
      height: r.height,
      screen: { width: window.innerWidth, height: window.innerHeight },
    };
  });

export async function expectBarAtTheFoot(page: Page, where: string) {
  const box = await barBox(page);
  expect(box.shown, `the contact bar is shown ${where}`).toBe(true);
  expect(
    [box.left, box.right, Math.round(box.bottom)],
    `the contact bar spans the screen's foot ${where}`,
  ).toEqual([0, box.screen.width, box.screen.height]);
  expect(box.height, `the contact bar's height ${where}`).toBeCloseTo(layout.contactBar, 0);
}

/**
 * The bar on one page at a phone width, position by position: `at(where)` once the page has been
 * scrolled there checks the bar along the screen's foot and hit-tests every text and control of
 * `<main>` and `<footer>` in view (`coveredInView`); `done()` then fails on any of them found under
 * the bar or a floating button at any position, naming each, and on too few points hit-tested.
 */
export function barWalk(page: Page, address: string) {
  let checked = 0;
  const covered: string[] = [];
  return {
    async at(where: Position) {
      await expectBarAtTheFoot(page, `at the ${where}`);
      const found = await page.evaluate(coveredInView, {
        selector: CONTROLS,
        bottom: where === 'bottom',
      });
      checked += found.checked;
      covered.push(...found.covered.map((c) => `${where}: ${c}`));
    },
    done() {
      expect(checked, 'points hit-tested').toBeGreaterThan(20);
      expect(covered, `text and controls under the bar or a floating button on ${address}`).toEqual(
        [],
      );
    },
  };
}
