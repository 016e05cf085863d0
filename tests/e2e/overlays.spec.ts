/**
 * Every route of config/routes.ts at every width (issue 15): 1440 px (`desktop`), 375 px emulated
 * (`mobile`), 320 px without emulation (`narrow`) and, measured there too, 414 px. The layout and
 * title, then each overlay a visitor meets, checked the way a finger meets it
 * (tests/e2e/hitTest.ts): the mobile menu and every entry in it, the desktop sub-menus, the
 * floating 咨询 and back-to-top buttons (the contact bar in their place on a phone), the footer's
 * links (never under the floating buttons or the bar)
 * and the consultation dialog (the footer as the page scrolls by and the dialog's inside walked on
 * the pages of LAYOUT_WALK); at 320 and 414 px, which have the phone's DOM at other widths, no
 * sideways pan and every control in view on top. The select list and toasts inside the dialog, the
 * lightboxes and the inline form's submit are checked once per width. Every test here depends on
 * the width: all carry `@width` and `@narrow` (tests/e2e/README.md).
 */
import type { Locator, Page } from '@playwright/test';
import { BACK_TO_TOP_AFTER_PX } from '../../src/layouts/BasicLayout/floating';
import { footerContent, mainNav } from '../../src/content/navigation';
import { consultDialogContent } from '../../src/content/consult';
import { barWalk } from './contactBar';
import { expect, gotoPage, isMobile, revealInlineForm, sharedTest, test } from './fixtures';
import {
  expectAllOnTop,
  expectAllReachable,
  expectControlsOnTop,
  expectOnTop,
  expectReachable,
  hitsOf,
  tapCentre,
} from './hitTest';
import { expectNoPan, POSITIONS, scrollPageTo, scrollToBottom, scrollToPosition } from './pan';
import { PAGES, PARAM_ADDRESSES } from './routes';

/** The layout's 咨询 button: the floating one, or on a phone the contact bar's in its place. */
const consultButton = (page: Page) =>
  page.getByRole('button', { name: footerContent.consultText, exact: true });
const layoutConsultEntry = (page: Page) =>
  page.locator(
    isMobile(page) ? '[data-contact-bar] [data-consult]' : '[data-floating-stack] [data-consult]',
  );
const dialog = (page: Page) => page.getByRole('dialog', { name: consultDialogContent.title });
const menuPanel = (page: Page) => page.getByRole('navigation', { name: '移动端导航' });

/** Where a link leads: `/customerCase/3` may settle as `/customerCase?industry=3`. */
function arrivedAt(href: string): RegExp {
  const industry = href.match(/^\/customerCase\/(\d+)$/);
  if (industry) return new RegExp(`/customerCase(/${industry[1]}|\\?industry=${industry[1]})$`);
  return new RegExp(`${href.replace(/[?]/g, '\\?')}$`);
}

/**
 * Turns the mouse wheel at (x, y) and waits until the page has handled it: the wheel event has
 * reached the page and two frames have been drawn since (a scroll it causes has begun by then).
 */
async function wheelAt(page: Page, x: number, y: number, deltaY: number) {
  await page.mouse.move(x, y);
  await page.evaluate(() => {
    const w = window as unknown as { __wheelHandled?: Promise<void> };
    w.__wheelHandled = new Promise((resolve) => {
      window.addEventListener(
        'wheel',
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        { once: true, capture: true, passive: true },
      );
    });
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(
    () => (window as unknown as { __wheelHandled: Promise<void> }).__wheelHandled,
  );
}

async function checkMobileMenu(page: Page) {
  const button = page.getByRole('button', { name: '打开菜单' });
  await tapCentre(page, button);
  const panel = menuPanel(page);
  await expect(panel).toBeVisible();
  await expectNoPan(page, 'with the menu open');
  // The panel covers the page below the header, down to the screen's foot.
  for (const at of [0.5, 0.97]) {
    const inPanel = await page.evaluate((f) => {
      const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight * f);
      return !!el && !!el.closest('#mobile-nav');
    }, at);
    expect(inPanel, `the menu covers the screen at ${at * 100}% height`).toBe(true);
  }
  // The page behind does not scroll while it is open: not from the header, nor when the panel's
  // own scrolling runs out.
  const before = await page.evaluate(() => window.scrollY);
  const viewport = page.viewportSize()!;
  for (const y of [20, viewport.height - 40]) await wheelAt(page, viewport.width / 2, y, 3000);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await panel.evaluate((el) => el.scrollTo({ top: 0 }));

  // Every entry is reachable by a finger (the panel scrolls on its own).
  const links = panel.getByRole('link');
  expect(await links.count()).toBeGreaterThan(mainNav.length);
  await expectAllReachable(links);

  // Escape closes it and gives focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // A tap outside the panel (on the header bar) closes it.
  await tapCentre(page, button);
  await expect(panel).toBeVisible();
  const bar = await page.getByRole('banner').boundingBox();
  await page.touchscreen.tap(bar!.width / 2, bar!.height / 2);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeFocused();
}

/** A tap on a menu entry opens that page (each route taps another entry, so all get tapped). */
/** Opens the menu and taps its entry `index` (modulo their number); returns how many there are. */
async function tapMenuEntry(page: Page, index: number): Promise<number> {
  const button = page.getByRole('button', { name: '打开菜单' });
  const panel = menuPanel(page);
  await tapCentre(page, button);
  const pages = panel.locator('a[href^="/"]');
  const count = await pages.count();
  const entry = pages.nth(index % count);
  const href = (await entry.getAttribute('href'))!;
  await entry.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await tapCentre(page, entry);
  await expect(page).toHaveURL(arrivedAt(href));
  await expect(panel).toBeHidden();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeFocused();
  return count;
}

/** Page `turn` of `every` taps entries turn, turn + every, …: together every entry once. */
async function tapMenuEntries(page: Page, turn: number, every: number) {
  const count = await tapMenuEntry(page, turn);
  for (let i = turn + every; i < count; i += every) await tapMenuEntry(page, i);
}

async function checkDesktopMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const entry of mainNav) {
    const top = nav.getByRole('link', { name: entry.text, exact: true });
    const hit = await expectOnTop(top);
    if (!entry.list) continue;
    await page.mouse.move(hit.x, hit.y);
    const sub = nav.getByRole('list', { name: entry.text });
    await expect(sub).toBeVisible();
    const items = sub.getByRole('link');
    await expect(items).toHaveText(entry.list.map((item) => item.text));
    await expectAllOnTop(items);
  }
  await page.mouse.move(5, 500);
}

/**
 * The footer's links are never under the floating buttons, wherever the page is scrolled; on a
 * phone none in view is under the contact bar (what scrolls behind it is below the fold), and at
 * the very bottom none is behind it.
 */
async function checkFooterAndFloating(page: Page) {
  await expectOnTop(consultButton(page));
  const footer = page.locator('footer');
  const footerTop = await footer.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const viewport = page.viewportSize()!;
  // Back-to-top, once the page has scrolled far enough and before the footer comes up (a phone
  // has the footer's own only: the contact bar replaces the floating buttons).
  const midPage = Math.min(900, footerTop - viewport.height);
  const backToTop = page.getByRole('button', { name: footerContent.backToTopText });
  if ((await scrollPageTo(page, midPage)) > BACK_TO_TOP_AFTER_PX) {
    if (isMobile(page)) await expect(backToTop).toBeHidden();
    else await expectOnTop(backToTop);
  }

  const links = footer.locator('a, button');
  const headerHeight = await page
    .getByRole('banner')
    .evaluate((el) => (el as HTMLElement).offsetHeight);
  for (const y of [footerTop - viewport.height * 0.6, footerTop, -1]) {
    if (y < 0) await scrollToBottom(page);
    else await scrollPageTo(page, y);
    // Links in view, below the fixed header (what is behind the header is reached by scrolling),
    // above the contact bar (hitsOf: `inView`) but at the very bottom, where all must be on top.
    const hits = await hitsOf(links);
    if (y < 0) {
      const foot = viewport.height - 1;
      const behind = hits.filter((hit) => !hit.inView && hit.y < foot && hit.y > headerHeight);
      expect(behind.map((hit) => `(${Math.round(hit.x)}, ${Math.round(hit.y)})`)).toEqual([]);
    }
    const covered = hits
      .filter((hit) => hit.inView && hit.y > headerHeight + 4 && !hit.onTop)
      .map((hit) => `(${Math.round(hit.x)}, ${Math.round(hit.y)}) under ${hit.found}`);
    expect(covered, `footer links covered at scroll ${Math.round(y)}`).toEqual([]);
  }
  // At the very bottom the footer has its own way back up.
  const up = footer.getByRole('button', { name: footerContent.footerTopText });
  await expectOnTop(up);
  await tapCentre(page, up);
  await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: [100] }).toBe(0);
}

/**
 * At the top, in the middle and at the very bottom: the page does not pan sideways, and a finger
 * reaches every control in view (at the bottom none may be under the floating buttons either:
 * nothing scrolls any more to move it out from under them). At the phone widths, the contact bar
 * too, at the same places (contactbar.spec.ts's walk, tests/e2e/contactBar.ts): along the
 * screen's foot, and no text or control in view under it.
 */
async function checkEveryPosition(page: Page, address: string) {
  const bar = isMobile(page) ? barWalk(page, address) : null;
  for (const where of POSITIONS) {
    await scrollToPosition(page, where);
    await expectNoPan(page, `at the ${where}`);
    await expectControlsOnTop(page, `at the ${where}`, { floatingCovers: where !== 'bottom' });
    await bar?.at(where);
  }
  bar?.done();
}

/** With the menu open (phone widths) and the consultation dialog open, here. */
async function checkNoPanWithOverlays(page: Page, where: string) {
  if (isMobile(page)) {
    await tapCentre(page, page.getByRole('button', { name: '打开菜单' }));
    await expect(menuPanel(page)).toBeVisible();
    await expectNoPan(page, `${where} with the menu open`);
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
  }
  // The floating button may have stepped aside here (and left the accessibility tree): open the
  // dialog as its click does (on a phone, the contact bar's).
  await layoutConsultEntry(page).evaluate((el) => (el as HTMLElement).click());
  await expect(dialog(page)).toBeVisible();
  await expectNoPan(page, `${where} with the consultation dialog open`);
  // Nothing of the page's own above it.
  await expectOnTop(
    dialog(page).getByRole('heading', { name: consultDialogContent.title }),
    `${where}: the dialog's title`,
  );
  await expectOnTop(
    dialog(page).getByRole('button', { name: consultDialogContent.closeLabel }),
    `${where}: the dialog's close button`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
}

/**
 * No sideways pan at this width: top, middle, bottom, and with the overlays open (at another width
 * than the project's, the page is resized first). At a phone width of the project's own, the
 * contact bar at the same places, as `checkEveryPosition` checks it.
 */
async function checkNoPanAt(page: Page, width: number, { overlays = true } = {}) {
  const own = page.viewportSize()!.width === width;
  if (!own) await page.setViewportSize({ width, height: 812 });
  const bar = own && isMobile(page) ? barWalk(page, page.url()) : null;
  for (const where of POSITIONS) {
    await scrollToPosition(page, where);
    await expectNoPan(page, `at the ${where}`);
    await bar?.at(where);
  }
  bar?.done();
  if (!overlays) return;
  await checkNoPanWithOverlays(page, 'at the bottom');
  await scrollToPosition(page, 'top');
  await checkNoPanWithOverlays(page, 'at the top');
}

/**
 * The phone widths beside 320 px that the raw (unemulated) project also measures on every page.
 * Not 375 px: the emulated phone project measures every page there, and its measure (the width
 * asked for against `innerWidth` and `scrollWidth`) sees through the widening that emulation does.
 */
const OTHER_PHONE_WIDTHS = [414];
const isRaw = (projectName: string) => projectName === 'narrow';
/** The widths this project measures a page at: its own, and 414 px in the raw phone project. */
const widthsOf = (page: Page, projectName: string) => [
  page.viewportSize()!.width,
  ...(isRaw(projectName) ? OTHER_PHONE_WIDTHS : []),
];

/**
 * The layout's own overlays are the same on every page but for the page's length: the footer as
 * the page scrolls by (the floating buttons stepping aside for it) and the inside of the
 * consultation dialog (its fields reachable, its submit on top, the focus given back). Walked in
 * full on the longest page (home), on two that end in controls of their own (the case list's
 * pager, the contact page's form) and on the shortest (the 404 page, its footer in view from the
 * start). On every page the footer is checked at the very bottom ("top, middle, bottom": nothing
 * under the floating buttons), and the dialog opened there: no pan, and its heading and close
 * button on top (a layer of the page's own above it would show).
 */
const LAYOUT_WALK = ['/', '/customerCase', '/contactUs'];

/** Each test here runs at every width: 1440, 375 (emulated) and 320 px (and 414 px in it). */
const EVERY_WIDTH = { tag: ['@width', '@narrow'] };

async function checkConsultDialog(page: Page) {
  const opener = consultButton(page);
  await tapCentre(page, opener);
  const d = dialog(page);
  await expect(d).toBeVisible();
  await expectNoPan(page, 'with the consultation dialog open');
  await expectOnTop(d.getByRole('heading', { name: consultDialogContent.title }));
  await expectOnTop(d.getByRole('button', { name: consultDialogContent.closeLabel }));
  await expect(d.getByLabel('姓名')).toBeVisible();
  for (const label of ['姓名', '手机号', '公司名称']) await expectReachable(d.getByLabel(label));
  const submit = d.getByRole('button', { name: '提交咨询' });
  if (isMobile(page)) {
    // The sheet keeps its submit at the screen's foot, above whatever scrolls.
    await expectOnTop(submit);
  } else {
    // At 1440 × 900 the whole form fits: nothing to scroll inside the dialog.
    const fits = await d.evaluate((el) => {
      const body = el.querySelector('form')!.parentElement!;
      return body.scrollHeight <= body.clientHeight + 1;
    });
    expect(fits, 'the whole form fits the dialog without scrolling').toBe(true);
    await expectOnTop(submit);
  }
  await page.keyboard.press('Escape');
  await expect(d).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * The walk's pages open in one browser context per worker (`sharedTest`, fixtures.ts): the walk
 * reads the layout and types nothing.
 */
const walkTest = sharedTest;

walkTest.describe('every page: layout, title and every overlay on top', EVERY_WIDTH, () => {
  // One page walks every overlay: well under a minute, but a busy 2-core machine may take longer.
  walkTest.describe.configure({ timeout: 90000 });
  PAGES.forEach((route, turn) => {
    walkTest(`${route.url}`, async ({ page }, testInfo) => {
      await gotoPage(page, route.url);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.locator('main#main')).toBeVisible();
      await expect(page.locator('footer')).toBeAttached();
      await expect(page).toHaveTitle(route.title);
      if (route.notFound) await expect(page.locator('main h1')).toHaveText('页面未找到');
      else await expect(page.locator('main')).not.toContainText('页面未找到');

      // The raw 320 px phone has the emulated phone's DOM, narrower: what it adds is the width
      // itself (no sideways pan, every control in view on top at the top, middle and bottom, the
      // footer's links at the bottom included), and 414 px. The menu, the footer as it scrolls
      // by and the dialog are walked, and each menu entry tapped through, at 375 px.
      const raw = isRaw(testInfo.project.name);
      const walksLayout = LAYOUT_WALK.includes(route.url) || route.notFound;
      if (!raw) {
        await test.step('the menu', () =>
          isMobile(page) ? checkMobileMenu(page) : checkDesktopMenu(page));
        if (walksLayout) {
          await test.step('the footer and the floating buttons', () =>
            checkFooterAndFloating(page));
        }
      }
      await test.step('top, middle, bottom', () => checkEveryPosition(page, route.url));
      await test.step('the overlays open at the bottom', () =>
        checkNoPanWithOverlays(page, 'at the bottom'));
      if (!raw && walksLayout) {
        await test.step('the consultation dialog', async () => {
          await scrollPageTo(page, 0);
          await checkConsultDialog(page);
        });
      }
      if (raw) {
        // The menu's panel and the dialog's sheet are as wide as the screen: measured open at
        // 320 px above and at 375 px, the page alone at 414 px.
        for (const width of OTHER_PHONE_WIDTHS) {
          await test.step(`at ${width} px`, () => checkNoPanAt(page, width, { overlays: false }));
        }
      } else if (isMobile(page)) {
        await test.step('menu entries tapped through', () =>
          tapMenuEntries(page, turn, PAGES.length));
      }
    });
  });

  // The addresses with a parameter open a page walked above with other content (a category, a
  // tab): no sideways pan at any width, at the top, middle and bottom and with the overlays open,
  // each width measured once (375 px by the emulated phone). (The others are the same page:
  // `/index.html` is `/`, and every unknown path the one 404 page.)
  PARAM_ADDRESSES.forEach((route) => {
    walkTest(`${route.url}: no sideways pan`, async ({ page }, testInfo) => {
      await gotoPage(page, route.url);
      await expect(page).toHaveTitle(route.title);
      for (const width of widthsOf(page, testInfo.project.name)) await checkNoPanAt(page, width);
    });
  });
});

test.describe('overlays inside overlays', EVERY_WIDTH, () => {
  test('the city list and a toast inside the consultation dialog are on top', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsole(/Failed to load resource/);
    await page.route('**/api/consult/addConsult', (route) =>
      route.fulfill({ json: { success: false, code: '500', message: '服务繁忙，请稍后再试' } }),
    );
    await gotoPage(page, '/serviceContent');
    await tapCentre(page, consultButton(page));
    const d = dialog(page);
    const city = d.getByRole('combobox', { name: '所在城市' });
    await expectReachable(city);
    await tapCentre(page, city);
    // The visible list item (antd also keeps a hidden list of options for screen readers).
    const option = page.locator('.ant-select-item-option', { hasText: '北京' });
    await expectOnTop(option);
    await tapCentre(page, option);
    await expect(d.locator('.ant-select')).toContainText('北京');

    await d.getByLabel('姓名').fill('李雷');
    await d.getByLabel('手机号').fill('13800000000');
    await d.getByLabel('公司名称').fill('示例科技');
    await tapCentre(page, d.getByRole('checkbox'));
    await tapCentre(page, d.getByRole('button', { name: '提交咨询' }));
    const toast = page.locator('.ant-message-notice').filter({ hasText: '服务繁忙' });
    await expectOnTop(toast);
    // What the visitor typed is still there.
    await expect(d.getByLabel('姓名')).toHaveValue('李雷');
  });

  test('on a phone with the keyboard up, the submit stays on screen', async ({ page }) => {
    test.skip(!isMobile(page), 'phone sheet');
    await gotoPage(page, '/');
    await tapCentre(page, consultButton(page));
    const d = dialog(page);
    await d.getByLabel('姓名').focus();
    // The on-screen keyboard takes the lower half: the layout viewport shrinks with it.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 420 });
    await expectOnTop(d.getByRole('button', { name: '提交咨询' }));
    await expectOnTop(d.getByRole('button', { name: consultDialogContent.closeLabel }));
  });

  test('the honour lightbox and the case gallery are on top', async ({ page }) => {
    await gotoPage(page, '/aboutLantu/2');
    await tapCentre(page, page.getByRole('button', { name: /^查看大图/ }).first());
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    for (const name of ['关闭大图', '下一张', '上一张']) {
      await expectOnTop(lightbox.getByRole('button', { name }));
    }
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    await gotoPage(page, '/customerCase/caseDetail?id=1');
    const thumb = page.getByRole('button', { name: /^查看大图/ }).first();
    await expectReachable(thumb);
    await tapCentre(page, thumb);
    const gallery = page.getByRole('dialog', { name: '项目展示大图' });
    await expect(gallery).toBeVisible();
    for (const button of await gallery.getByRole('button').all()) await expectOnTop(button);
  });

  test('the floating buttons step aside from the inline form’s submit', async ({ page }) => {
    await gotoPage(page, '/contactUs');
    const form = await revealInlineForm(page);
    const submit: Locator = form.getByRole('button', { name: '提交咨询' });
    // The submit at the screen's foot, where the floating buttons ride; once the layout has heard
    // of the scroll, the buttons have stepped aside. On a phone the foot is the contact bar's top.
    const footOf = await submit.evaluate((el) => {
      const bar = document.querySelector('[data-contact-bar]');
      const foot =
        bar && bar.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight;
      return window.scrollY + el.getBoundingClientRect().bottom - foot;
    });
    await scrollPageTo(page, Math.ceil(footOf));
    await expectOnTop(submit);
    await submit.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expectOnTop(submit);
  });
});
