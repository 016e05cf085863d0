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
 * as they were. The overlay walk (overlays.spec.ts) opens every page and every address with a
 * parameter at those widths and scrolls it to the top, middle and bottom already: it checks the
 * bar there (tests/e2e/contactBar.ts, `barWalk`); the walk here opens the addresses it leaves out
 * (`/index.html` and the unknown paths under other route groups).
 */
import type { Browser, Page } from '@playwright/test';
import { brand } from '../../src/content/brand';
import { consultDialogContent } from '../../src/content/consult';
import { contactBarContent, footerContent } from '../../src/content/navigation';
import {
  expect,
  gotoPage,
  layoutShift,
  revealInlineForm,
  test,
  watchLayoutShift,
} from './fixtures';
import { expectOnTop, expectReachable, tapCentre } from './hitTest';
import { expectNoPan, POSITIONS, scrollPageTo, scrollToPosition } from './pan';
import { barBox, barWalk, expectBarAtTheFoot } from './contactBar';
import { PAGES, PARAM_ADDRESSES, WALK } from './routes';

const bar = (page: Page) => page.getByRole('complementary', { name: contactBarContent.label });
const callLink = (page: Page) => bar(page).getByRole('link', { name: contactBarContent.callLabel });
const barConsult = (page: Page) =>
  bar(page).getByRole('button', { name: contactBarContent.consultText, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: consultDialogContent.title });

/**
 * Each address of the route table once (`/index.html` and the unknown paths included) that the
 * overlay walk does not open: it checks the bar on the others, at the same widths and positions.
 */
const ADDRESSES = WALK.filter((r, i) => WALK.findIndex((o) => o.url === r.url) === i).filter(
  (r) => ![...PAGES, ...PARAM_ADDRESSES].some((walked) => walked.url === r.url),
);

/**
 * For `test.skip` at the head of a describe: from the project's viewport alone, before a page is
 * opened (a test that skips itself from its page has opened one first).
 */
const atDesktop = ({ viewport }: { viewport: { width: number } | null }) =>
  (viewport?.width ?? 1440) >= 768;
const atPhone = ({ viewport }: { viewport: { width: number } | null }) =>
  (viewport?.width ?? 1440) < 768;

test.describe('the contact bar on every route', { tag: ['@width', '@narrow'] }, () => {
  test.skip(atDesktop, 'the phone widths have the bar (1440 px: the last test here)');
  for (const route of ADDRESSES) {
    test(`${route.url}: nothing in view lies under the bar, at the top, middle and bottom`, async ({
      page,
    }) => {
      await gotoPage(page, route.url);
      const bar = barWalk(page, route.url);
      for (const where of POSITIONS) {
        await scrollToPosition(page, where);
        await expectNoPan(page, `at the ${where}`);
        await bar.at(where);
      }
      bar.done();
    });
  }
});

test.describe('the contact bar', { tag: '@width' }, () => {
  test.skip(atDesktop, 'phone widths');
  test('电话 is a tel: link to the hotline and 免费咨询 opens the consultation dialog, tapped', async ({
    page,
  }) => {
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
});

test.describe('the contact bar', { tag: '@width' }, () => {
  test.skip(atPhone, 'the desktop');
  test('at 1440 px there is no bar, and the floating buttons are as they were', async ({
    page,
  }) => {
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
  test.skip(atDesktop, 'phone widths');
  // (An unknown address is answered with the plain shell: the app draws the 404 page.)
  for (const url of ['/', '/customerCase', '/customerCase/caseDetail?id=1', '/aboutLantu/2']) {
    test(`${url}: drawn by the HTML's own CSS where the app draws it, and nothing shifts`, async ({
      page,
      browser,
      baseURL,
    }) => {
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
