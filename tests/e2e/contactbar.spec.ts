/**
 * The phone's contact bar (issue 52, item 5). At 375 px the floating 免费咨询 pill covered body
 * text as the page scrolled (a case title on /customerCase); below the sm breakpoint a bar along
 * the screen's foot takes its place: 电话 (a `tel:` link) and 免费咨询 (the consultation dialog, as
 * the floating button opens it).
 *
 * The bar is the screen's foot as the header is its head: what scrolls behind it is out of view,
 * and comes into view by scrolling. So on every route, at the top and in the middle of the page,
 * no text or control in view (between the header's foot and the bar's top) is under the bar or
 * any floating layer of the layout, at its centre and just inside its corners; at the very bottom,
 * where nothing scrolls any more, nothing at all may be beneath the bar (the footer's foot is
 * padded by its height). At 375 px emulated (`mobile`) and 320 px without emulation (`narrow`,
 * which also measures the sideways pan); at 1440 px the bar is absent and the floating buttons are
 * as they were.
 */
import type { Browser, Page } from '@playwright/test';
import { brand } from '../../src/content/brand';
import { consultDialogContent } from '../../src/content/consult';
import { contactBarContent, footerContent } from '../../src/content/navigation';
import { layout } from '../../src/styles/tokens';
import {
  expect,
  gotoPage,
  isMobile,
  layoutShift,
  revealInlineForm,
  test,
  watchLayoutShift,
} from './fixtures';
import { expectOnTop, expectReachable, tapCentre } from './hitTest';
import { expectNoPan, POSITIONS, scrollPageTo, scrollToPosition } from './pan';
import { WALK } from './routes';

const bar = (page: Page) => page.getByRole('complementary', { name: contactBarContent.label });
const callLink = (page: Page) => bar(page).getByRole('link', { name: contactBarContent.callLabel });
const barConsult = (page: Page) =>
  bar(page).getByRole('button', { name: contactBarContent.consultText, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: consultDialogContent.title });

/** Everything a visitor can tap or type into (as tests/e2e/hitTest.ts counts them). */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';

/**
 * Each text and control of `<main>` and `<footer>` in view, hit-tested at its centre and just
 * inside its corners (every line of a text): the points where the contact bar or a floating
 * layer of the layout is found instead. In view: below the header's foot, and above the bar's
 * top, or, at the very bottom (`bottom`), above the screen's foot.
 */
function coveredInView(args: { selector: string; bottom: boolean }) {
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
const barBox = (page: Page) =>
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

async function expectBarAtTheFoot(page: Page, where: string) {
  const box = await barBox(page);
  expect(box.shown, `the contact bar is shown ${where}`).toBe(true);
  expect(
    [box.left, box.right, Math.round(box.bottom)],
    `the contact bar spans the screen's foot ${where}`,
  ).toEqual([0, box.screen.width, box.screen.height]);
  expect(box.height, `the contact bar's height ${where}`).toBeCloseTo(layout.contactBar, 0);
}

/** Each address of the route table once (`/index.html` and the unknown paths included). */
const ADDRESSES = WALK.filter((r, i) => WALK.findIndex((o) => o.url === r.url) === i);

test.describe('the contact bar on every route', { tag: ['@width', '@narrow'] }, () => {
  for (const route of ADDRESSES) {
    test(`${route.url}: nothing in view lies under the bar, at the top, middle and bottom`, async ({
      page,
    }) => {
      test.skip(!isMobile(page), 'the phone widths have the bar (1440 px: the last test here)');
      await gotoPage(page, route.url);
      const covered: string[] = [];
      let checked = 0;
      for (const where of POSITIONS) {
        await scrollToPosition(page, where);
        await expectNoPan(page, `at the ${where}`);
        const found = await page.evaluate(coveredInView, {
          selector: CONTROLS,
          bottom: where === 'bottom',
        });
        checked += found.checked;
        covered.push(...found.covered.map((c) => `${where}: ${c}`));
      }
      expect(checked, 'points hit-tested').toBeGreaterThan(20);
      expect(
        covered,
        `text and controls under the bar or a floating button on ${route.url}`,
      ).toEqual([]);
      // And the bar is there, along the screen's foot, at the top, in the middle and the bottom.
      for (const where of POSITIONS) {
        await scrollToPosition(page, where);
        await expectBarAtTheFoot(page, `at the ${where}`);
      }
    });
  }
});

test.describe('the contact bar', { tag: '@width' }, () => {
  test('电话 is a tel: link to the hotline and 免费咨询 opens the consultation dialog, tapped', async ({
    page,
  }) => {
    test.skip(!isMobile(page), 'phone widths');
    await gotoPage(page, '/customerCase');
    await expect(bar(page)).toBeVisible();
    const call = callLink(page);
    await expect(call).toHaveAttribute('href', `tel:${brand.hotline}`);
    await expect(call).toContainText(contactBarContent.callText);
    // Tap targets of 44 px or more, on top at their centres.
    for (const control of [call, barConsult(page)]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      await expectOnTop(control);
    }
    // Scrolled to the middle, where the floating pill used to cover the case titles.
    await scrollToPosition(page, 'middle');
    // The form's code is fetched when the visitor reaches for it (Data Saver: not before), as
    // for every 咨询 entry.
    const formCode = page.waitForRequest(/\/consult-form\.\w+\.async\.js$/);
    await tapCentre(page, barConsult(page));
    await formCode;
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expectOnTop(d.getByRole('heading', { name: consultDialogContent.title }));
    // The dialog covers the bar, its own foot included.
    await expectOnTop(d.getByRole('button', { name: '提交咨询' }));
    const atBar = await page.evaluate(() => {
      const r = document.querySelector('[data-contact-bar]')!.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!at && !at.closest('[data-contact-bar]');
    });
    expect(atBar, 'the dialog is over the contact bar').toBe(true);
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    await expect(barConsult(page)).toBeFocused();
  });

  test('the bar gets out of the way while a field has focus, and comes back', async ({ page }) => {
    test.skip(!isMobile(page), 'phone widths');
    await gotoPage(page, '/customerCase');
    const search = page.getByRole('search').getByRole('combobox');
    await expect(bar(page)).toBeVisible();
    await search.focus();
    await expect(bar(page)).toBeHidden();
    await search.blur();
    await expect(bar(page)).toBeVisible();

    // The consultation form's fields in the dialog; a checkbox brings up no keyboard.
    await tapCentre(page, barConsult(page));
    const d = dialog(page);
    await d.getByLabel('姓名').focus();
    await expect(bar(page)).toBeHidden();
    await d.getByRole('checkbox').focus();
    await expect(page.locator('[data-contact-bar]')).toHaveCSS('visibility', 'visible');
    await d.getByLabel('手机号').focus();
    await expect(bar(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    await expect(bar(page)).toBeVisible();

    // The contact page's own form, inline.
    await gotoPage(page, '/contactUs');
    const form = await revealInlineForm(page);
    await form.getByLabel('公司名称').focus();
    await expect(bar(page)).toBeHidden();
    await form.getByLabel('公司名称').blur();
    await expect(bar(page)).toBeVisible();
  });

  test('the keyboard reaches 电话 and 免费咨询 after the footer', async ({ page }) => {
    test.skip(!isMobile(page), 'phone widths');
    await gotoPage(page, '/websiteMap');
    await page.locator('footer').getByRole('button', { name: footerContent.footerTopText }).focus();
    await page.keyboard.press('Tab');
    await expect(callLink(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(barConsult(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
  });

  test('the menu panel covers the bar, and its own foot is reachable', async ({ page }) => {
    test.skip(!isMobile(page), 'phone widths');
    await gotoPage(page, '/');
    await tapCentre(page, page.getByRole('button', { name: '打开菜单' }));
    const panel = page.getByRole('navigation', { name: '移动端导航' });
    await expect(panel).toBeVisible();
    // Its last entry, the hotline at its foot, scrolled to: on top, not under the bar.
    await expectReachable(panel.getByRole('link').last());
    const atFoot = await page.evaluate(() => {
      const at = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 10);
      return !!at && !!at.closest('#mobile-nav');
    });
    expect(atFoot, 'the menu panel is over the contact bar').toBe(true);
  });

  test('at 1440 px there is no bar, and the floating buttons are as they were', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'the desktop');
    await gotoPage(page, '/customerCase');
    await expect(bar(page)).toBeHidden();
    await expect(page.locator('[data-contact-bar]')).toHaveCSS('display', 'none');
    const pill = page.locator('[data-floating-stack]').getByRole('button', {
      name: footerContent.consultText,
    });
    await expectOnTop(pill);
    const pillBox = (await pill.boundingBox())!;
    const stack = (await page.locator('[data-floating-stack]').boundingBox())!;
    const screen = page.viewportSize()!;
    // The stack 24 px from the right edge and 32 px above the foot, the pill 52 px tall above the
    // back-to-top button's place (FloatingActions.less).
    expect([stack.x + stack.width, stack.y + stack.height, pillBox.height]).toEqual([
      screen.width - 24,
      screen.height - 32,
      52,
    ]);
    await scrollPageTo(page, 700);
    await expectOnTop(page.getByRole('button', { name: footerContent.backToTopText }));
    await tapCentre(page, pill);
    await expect(dialog(page)).toBeVisible();
  });
});

/**
 * A context of the phone at this project's width that loads the page's HTML and its inline
 * first-screen CSS only: no script, no stylesheet file (the page as it first paints).
 */
async function firstPaintPage(browser: Browser, width: number, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 812 },
    javaScriptEnabled: false,
  });
  await context.route(/\.css(\?|$)/, (route) => route.abort());
  return { context, page: await context.newPage() };
}

test.describe('the contact bar in the first paint', { tag: '@width' }, () => {
  // (An unknown address is answered with the plain shell: the app draws the 404 page.)
  for (const url of ['/', '/customerCase', '/customerCase/caseDetail?id=1', '/aboutLantu/2']) {
    test(`${url}: drawn by the HTML's own CSS where the app draws it, and nothing shifts`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.skip(!isMobile(page), 'phone widths');
      const width = page.viewportSize()!.width;
      const first = await firstPaintPage(browser, width, baseURL!);
      let painted: Awaited<ReturnType<typeof barBox>>;
      try {
        await first.page.goto(url);
        const html = await first.page.content();
        expect(html).toContain(`aria-label="${contactBarContent.label}"`);
        expect(html).toContain(`href="tel:${brand.hotline}"`);
        await expectBarAtTheFoot(first.page, 'in the first paint');
        const call = first.page.locator('[data-contact-bar] a');
        expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        painted = await barBox(first.page);
      } finally {
        await first.context.close();
      }

      // The app takes the page over: the bar stays where it was painted, and the page does not
      // shift (the footer's padding is below the fold).
      await watchLayoutShift(page);
      await gotoPage(page, url);
      // The page's whole stylesheets are in (the first screen's inline rules are then removed).
      await expect(page.locator('#lt-first')).toHaveCount(0);
      expect(await barBox(page)).toEqual(painted);
      expect(await layoutShift(page)).toBe(0);
    });
  }
});
