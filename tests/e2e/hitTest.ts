/**
 * What a finger finds: `document.elementFromPoint` at the centre of a control must be the control
 * itself or something inside it. `toBeVisible()` passes for a link that another layer covers; this
 * does not. Every control a visitor must reach is checked through here.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile } from './fixtures';

export interface Hit {
  /** The centre is inside the viewport (above the phone's contact bar: what is behind it is below the fold). */
  inView: boolean;
  /** The element at the centre is the control or inside it. */
  onTop: boolean;
  x: number;
  y: number;
  /** What is at the centre instead (tag, classes, text). */
  found: string;
}

/** The hit tests of every element a locator matches (no scrolling, no waiting), in one go. */
export function hitsOf(targets: Locator): Promise<Hit[]> {
  return targets.evaluateAll((els) => {
    // The top of the phone's contact bar while it is drawn and on top (no dialog or menu over it),
    // for what is not inside it; else the screen's foot.
    const bar = document.querySelector('[data-contact-bar]');
    let barTop = innerHeight;
    if (bar && bar.checkVisibility({ visibilityProperty: true })) {
      const r = bar.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (at && bar.contains(at)) barTop = r.top;
    }
    const contactBarTop = (el: Element) => (bar?.contains(el) ? innerHeight : barTop);
    return els.map((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // The phone's contact bar is the screen's foot: what scrolls behind it is out of view
      // (unless a dialog or the menu is over it).
      const foot = contactBarTop(el);
      const inView = r.width > 0 && r.height > 0 && x >= 0 && y >= 0 && x < innerWidth && y < foot;
      const at = inView ? document.elementFromPoint(x, y) : null;
      const describe = (e: Element | null) =>
        e
          ? `<${e.tagName.toLowerCase()} class="${String(e.getAttribute('class') ?? '').slice(0, 60)}">${(e.textContent ?? '').trim().slice(0, 30)}`
          : 'nothing';
      return { inView, onTop: !!at && (at === el || el.contains(at)), x, y, found: describe(at) };
    });
  });
}

/** The hit test of one element (waits for it to be in the page). */
export async function hitOf(target: Locator): Promise<Hit> {
  await target.first().waitFor({ state: 'attached' });
  const [hit] = await hitsOf(target.first());
  return hit;
}

/** Asserts that a finger at the control's centre reaches it (waits for animations to settle). */
export async function expectOnTop(target: Locator, what?: string): Promise<Hit> {
  const name = what ?? (await target.evaluate((el) => (el.textContent ?? '').trim().slice(0, 20)));
  let hit: Hit | undefined;
  await expect
    .poll(
      async () => {
        hit = await hitOf(target);
        return hit.inView && hit.onTop;
      },
      { message: `${name} should be on top at its centre`, timeout: 3000, intervals: [50, 100] },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n  found there: ${hit?.found} (in view: ${hit?.inView})`);
    });
  return hit!;
}

/**
 * `expectOnTop` for every element a locator matches, in one round trip; any that misses (an
 * animation still running) is checked again on its own, with the waiting `expectOnTop`.
 */
export async function expectAllOnTop(targets: Locator): Promise<void> {
  const hits = await hitsOf(targets);
  for (const [index, hit] of hits.entries()) {
    if (!(hit.inView && hit.onTop)) await expectOnTop(targets.nth(index));
  }
}

/** Brings a control into view (inside its own scrolling box first) and checks it is on top. */
export async function expectReachable(target: Locator, what?: string): Promise<Hit> {
  await target.evaluate((el) =>
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }),
  );
  return expectOnTop(target, what);
}

/**
 * `expectReachable` for every element a locator matches, in one round trip: each is brought into
 * view in turn and hit-tested there. Any that misses (an animation still running) is checked again
 * on its own, with the waiting `expectReachable`.
 */
export async function expectAllReachable(targets: Locator): Promise<void> {
  const misses = await targets.evaluateAll((els) =>
    els
      .map((el, index) => {
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.width > 0 && r.height > 0 && !!at && (at === el || el.contains(at)) ? -1 : index;
      })
      .filter((index) => index >= 0),
  );
  for (const index of misses) await expectReachable(targets.nth(index));
}

/**
 * Waits until the control's box is the same on two frames in a row, as Playwright's own "stable"
 * check does, and at most `limit` ms (a page that has stopped drawing runs no frames). A box may be
 * on top while it still moves: a select's list that slides open, a sheet that rises. A tap aimed
 * at its centre then lands where the box has gone from, on its neighbour.
 */
function untilAtRest(target: Locator, limit = 1000): Promise<void> {
  return target.evaluate(
    (el, ms) =>
      new Promise<void>((resolve) => {
        let last = '';
        const step = () => {
          const r = el.getBoundingClientRect();
          const box = `${r.left} ${r.top} ${r.width} ${r.height}`;
          if (box === last) resolve();
          else {
            last = box;
            requestAnimationFrame(step);
          }
        };
        step();
        setTimeout(resolve, ms);
      }),
    limit,
  );
}

/** Taps (touch) or clicks (mouse) the centre of a control, at coordinates, as a finger does. */
export async function tapCentre(page: Page, target: Locator): Promise<void> {
  // Out of view, the visitor scrolls to it first.
  if (!(await hitOf(target)).inView) {
    await target.evaluate((el) =>
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }),
    );
  }
  // On top, then at rest, then hit-tested again where it rests: the point tapped is its centre.
  await expectOnTop(target);
  await untilAtRest(target.first());
  const hit = await expectOnTop(target);
  // The phone project has touch (hasTouch): a tap, as a finger; the desktop one a mouse click.
  if (isMobile(page)) await page.touchscreen.tap(hit.x, hit.y);
  else await page.mouse.click(hit.x, hit.y);
}

/** Everything a visitor can tap or type into. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';

/**
 * Every control in view is on top at its centre: at this scroll position a finger reaches each one.
 * Not counted: controls that are not drawn (hidden, transparent, inert, clipped away by a scrolling
 * or clipping box), and those whose centre is under the fixed header (reached by scrolling). Under
 * the floating buttons, or behind the phone's contact bar along the screen's foot, counts as
 * covered only where `floatingCovers` is false: over the page scrolling moves the control out from
 * under them; at the very bottom nothing scrolls any more, and a control under them could never be
 * reached.
 */
export async function expectControlsOnTop(
  page: Page,
  where: string,
  { floatingCovers = true }: { floatingCovers?: boolean } = {},
): Promise<number> {
  const result = await page.evaluate(
    ({ selector, floatingMayCover }) => {
      const header = document.querySelector('header');
      const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
      const floating = document.querySelector('[data-floating-stack]');
      // The top of the phone's contact bar while it is drawn and on top (as in hitsOf).
      const bar = document.querySelector('[data-contact-bar]');
      let barTop = innerHeight;
      if (bar && bar.checkVisibility({ visibilityProperty: true })) {
        const r = bar.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (at && bar.contains(at)) barTop = r.top;
      }
      const drawn = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !el.closest('[inert], [aria-hidden="true"]');
      // The centre is inside every box that clips its content.
      const unclipped = (el: Element, x: number, y: number) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const r = a.getBoundingClientRect();
          if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
        }
        return true;
      };
      const describe = (e: Element | null) =>
        e
          ? `<${e.tagName.toLowerCase()} class="${String(e.getAttribute('class') ?? '').slice(0, 40)}">${(e.textContent ?? '').trim().slice(0, 20)}`
          : 'nothing';
      let checked = 0;
      const covered: string[] = [];
      for (const el of Array.from(document.querySelectorAll(selector))) {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) continue;
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < 0 || x >= innerWidth || y <= headerBottom + 2 || y >= innerHeight) continue;
        if (!drawn(el) || !unclipped(el, x, y)) continue;
        checked += 1;
        const at = document.elementFromPoint(x, y);
        if (at && (at === el || el.contains(at))) continue;
        if (floatingMayCover && at && floating?.contains(at)) continue;
        if (floatingMayCover && y >= barTop - 1 && !bar?.contains(el)) continue;
        covered.push(
          `${describe(el)} at (${Math.round(x)}, ${Math.round(y)}) under ${describe(at)}`,
        );
      }
      return { checked, covered };
    },
    { selector: CONTROLS, floatingMayCover: floatingCovers },
  );
  expect(result.covered, `controls covered ${where} on ${page.url()}`).toEqual([]);
  return result.checked;
}
