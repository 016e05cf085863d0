import { brand, publicSecurityLink, publicSecurityText } from '../../src/content/brand';
import { expect, gotoPage, holdCalls, hydrated, isMobile, sharedTest, test } from './fixtures';
import { tapCentre } from './hitTest';
import { scrollToBottom } from './pan';

const NOT_FOUND = [
  '/nope',
  '/customerCase/12abc',
  '/customerCase/1/2',
  '/serviceContent/nope',
  '/aboutLantu/9',
  '/aboutLantu/abc',
  '/about',
];

// Every route of config/routes.ts is walked by overlays.spec.ts (layout, title, overlays). These
// only read: their pages open in the worker's shared context (`sharedTest`, fixtures.ts).
test.describe('unknown addresses', () => {
  for (const path of NOT_FOUND) {
    sharedTest(`${path} shows the 404 page with a way home`, async ({ page }) => {
      await gotoPage(page, path);
      await expect(page.locator('main h1')).toHaveText('页面未找到');
      await expect(page).toHaveTitle('页面未找到 - 澜图');
      await expect(page.locator('footer')).toBeVisible();
      await page.getByRole('link', { name: '返回首页', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page).toHaveTitle('设计创造价值');
    });
  }
});

test.describe('lazy loading', () => {
  test('shows loading... for a slow page chunk, then the page', async ({ page }) => {
    await gotoPage(page, '/');
    // The chunk is held until the placeholder has been seen: a slow line, however fast the machine.
    const answerChunk = await holdCalls(page, /p__Rule__index.*\.js$/);
    await page.locator('footer').getByRole('link', { name: '规则与隐私' }).click();
    await expect(page.getByText('loading...')).toBeVisible();
    answerChunk();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByText('loading...')).toHaveCount(0);
  });

  test('a chunk that fails to load offers a reload, and the reload works', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsole(/Failed to load resource|ChunkLoadError|Loading chunk/);
    await gotoPage(page, '/');
    let fail = true;
    await page.route(/p__WebsiteMap__index.*\.js$/, (route) =>
      fail ? route.abort() : route.continue(),
    );
    await page.locator('footer').getByRole('link', { name: '网站地图' }).click();
    await expect(page.getByRole('alert')).toContainText('页面资源加载失败');
    await expect(page.locator('header')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.locator('main h1')).toContainText('网站地图');
  });

  test('a stylesheet that fails to load offers a reload', async ({ page, consoleGuard }) => {
    consoleGuard.allowConsole(/Failed to load resource|CSS_CHUNK_LOAD_FAILED|Loading CSS chunk/);
    await gotoPage(page, '/');
    await page.route(/p__404__index.*\.css$/, (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => window.history.pushState({}, '', '/nope'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('alert')).toContainText('页面资源加载失败');
  });
});

test.describe('router base', () => {
  test('window.routerBase and window.publicPath serve the site under a sub-path', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { routerBase: string; publicPath: string };
      w.routerBase = '/lantu/';
      w.publicPath = '/lantu/';
    });
    // The preview serves dist/ at the root: map the sub-path's files back onto it, and record
    // that chunks and pictures really were asked for under /lantu/.
    const underBase: string[] = [];
    await page.route(/\/lantu\/.+\.(js|css|svg|mp4|jpe?g|png|webp|avif)$/, (route) => {
      underBase.push(new URL(route.request().url()).pathname);
      return route.continue({ url: route.request().url().replace('/lantu/', '/') });
    });
    await gotoPage(page, '/lantu/customerCase');
    await expect(page).toHaveTitle('客户案例 - 澜图');
    await page.locator('footer').getByRole('link', { name: '网站地图' }).click();
    await expect(page).toHaveURL(/\/lantu\/websiteMap$/);
    await expect(page.locator('main h1')).toContainText('网站地图');
    await expect(page.locator('header img').first()).toHaveAttribute(
      'src',
      '/lantu/images/brand/logo.svg',
    );
    expect(underBase.some((p) => /\/lantu\/p__WebsiteMap__index\.\w+\.async\.js$/.test(p))).toBe(
      true,
    );
    // The case list's pictures: variants of the uploads, under the base too.
    expect(underBase.some((p) => /^\/lantu\/_img\/w\d+q\d+\/uploads\/.+\.avif$/.test(p))).toBe(
      true,
    );
    await page.goto('/lantu/nope');
    await expect(page.locator('main h1')).toHaveText('页面未找到');
  });
});

// The layout's tests read what the page shows: their pages open in the worker's shared context
// (`sharedTest`, fixtures.ts), but for the filing numbers' (it routes the context's other tabs).
test.describe('layout', () => {
  sharedTest('navigation reaches every section', { tag: '@width' }, async ({ page }) => {
    await gotoPage(page, '/');
    if (isMobile(page)) {
      const button = page.getByRole('button', { name: '打开菜单' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      const nav = page.getByRole('navigation', { name: '移动端导航' });
      await expect(nav).toBeVisible();
      await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: '打开菜单' }).click();
      await nav.getByRole('link', { name: '数字营销' }).click();
      await expect(page).toHaveURL(/\/serviceContent\/digitalMarketing$/);
      await expect(nav).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: '主导航' });
      await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden();
      for (const name of ['首页', '客户案例', '服务内容', '关于我们', '联系我们']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // keyboard: focusing a top item opens its sub-menu
      await nav.getByRole('link', { name: '客户案例', exact: true }).focus();
      const sub = nav.getByRole('link', { name: '金融理财' });
      await expect(sub).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: '电商/新零售' })).toBeFocused();
      await page.keyboard.press('Enter');
      // the list may keep the path form or normalise it to the query form
      await expect(page).toHaveURL(/\/customerCase(\/1|\?industry=1)$/);
      await nav.getByRole('link', { name: '关于我们', exact: true }).hover();
      await nav.getByRole('link', { name: '加入我们' }).click();
      await expect(page).toHaveURL(/\/aboutLantu\/3$/);
    }
  });

  sharedTest(
    'the header turns solid on scroll and back-to-top returns',
    { tag: '@width' },
    async ({ page }) => {
      await gotoPage(page, '/websiteMap');
      const header = page.locator('header');
      // The header's glass is its ::before layer (a blur on the header itself would trap fixed children).
      const glass = (el: Element) => getComputedStyle(el, '::before').backgroundColor;
      const blur = (el: Element) => getComputedStyle(el, '::before').backdropFilter;
      const bgAtTop = await header.evaluate(glass);
      expect(await header.evaluate(blur)).toContain('blur');
      const top = page.getByRole('button', { name: '回到顶部' });
      await expect(top).toBeHidden();
      // Down the page, before the footer (which has its own 返回顶部; the floating buttons stop above it).
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(() => header.evaluate(glass)).toBe('rgb(255, 255, 255)');
      expect(bgAtTop).not.toBe('rgb(255, 255, 255)');
      // Nothing shows through white: no blur of what scrolls beneath, redrawn every frame.
      await expect.poll(() => header.evaluate(blur)).toBe('none');
      if (isMobile(page)) {
        // A phone has the contact bar in place of the floating buttons; the way up is the footer's.
        await expect(top).toBeHidden();
        await page.getByRole('button', { name: '返回顶部' }).click();
      } else {
        await expect(top).toBeVisible();
        await top.click();
      }
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );

  sharedTest(
    'the floating 咨询 button (on a phone the contact bar’s) opens and closes the consultation popup',
    { tag: '@width' },
    async ({ page }) => {
      await gotoPage(page, '/');
      await page.getByRole('button', { name: '免费咨询' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('预约咨询');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  );

  sharedTest('footer carries the facts, contacts, cities and links', async ({ page }) => {
    await gotoPage(page, '/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('2005');
    await expect(footer).toContainText('800');
    await expect(footer).toContainText('1000');
    await expect(footer.getByRole('link', { name: '400-826-2005' })).toHaveAttribute(
      'href',
      'tel:400-826-2005',
    );
    await expect(footer.getByRole('link', { name: 'business@lantu-design.cn' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '郑州' })).toHaveAttribute(
      'href',
      '/contactUs?type=12',
    );
    await expect(footer.getByRole('link', { name: '网站地图' })).toHaveAttribute(
      'href',
      '/websiteMap',
    );
    await expect(footer.getByRole('link', { name: '规则与隐私' })).toHaveAttribute('href', '/rule');
  });

  // The footer is skipped (content-visibility) until it nears the screen, so the first paint and
  // the arrival of the whole stylesheets do not lay it out. Its placeholder must never be taller
  // than the footer: a visitor who jumps to the bottom would see the page move up as it is drawn.
  sharedTest(
    'the footer is drawn as it nears, into a placeholder never taller than itself',
    async ({ page }) => {
      // The narrowest and widest width of each placeholder (the footer is tallest and least tall).
      for (const width of [320, 599, 767, 768, 1023, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await gotoPage(page, '/');
        const footer = page.locator('footer');
        const skipped = await footer.evaluate((el) => ({
          visibility: getComputedStyle(el).contentVisibility,
          height: el.getBoundingClientRect().height,
        }));
        expect(skipped.visibility, `${width} px`).toBe('auto');
        await scrollToBottom(page);
        await expect(footer.getByRole('button', { name: '返回顶部' })).toBeInViewport();
        const drawn = await footer.evaluate((el) => el.getBoundingClientRect().height);
        expect(skipped.height, `${width} px: the placeholder`).toBeLessThanOrEqual(drawn);
        // And close to it, so the scroll bar barely changes.
        expect(drawn - skipped.height, `${width} px: the placeholder`).toBeLessThan(200);
      }
    },
  );

  // The longer pages' bands below the fold are skipped the same way (`.lt-skip-until-near`,
  // src/styles/mixins.less): each placeholder holds the band's place until it nears, and is never
  // taller than the band drawn, nor far shorter (the scroll bar would jump as the page is read).
  sharedTest(
    'the bands below the fold are drawn as they near, into placeholders never taller than themselves',
    async ({ page }) => {
      test.slow();
      const bands: Record<string, string[]> = {
        '/serviceContent': ['overview-services', 'overview-industries', 'overview-advantages'],
        '/aboutLantu': ['profile-vision', 'profile-timeline', 'profile-team'],
        '/customerCase/caseDetail?id=12': [
          'case-solution',
          'case-results',
          'case-gallery',
          'case-related',
        ],
      };
      for (const width of [320, 599, 767, 768, 1023, 1199, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        for (const [path, ids] of Object.entries(bands)) {
          await gotoPage(page, path);
          const measure = () =>
            page.evaluate(
              (headings) =>
                headings.map((id) => {
                  const band = document.getElementById(id)!.closest('section')!;
                  return {
                    visibility: getComputedStyle(band).contentVisibility,
                    // Skipped: its content is not rendered (Chromium's checkVisibility option).
                    skipped: !band.firstElementChild!.checkVisibility({
                      contentVisibilityAuto: true,
                    }),
                    height: band.getBoundingClientRect().height,
                  };
                }),
              ids,
            );
          const atTop = await measure();
          await scrollToBottom(page);
          for (const id of ids) {
            await page.locator(`#${id}`).scrollIntoViewIfNeeded();
          }
          const drawn = await measure();
          // The last is screens below the first: skipped, its content not rendered.
          expect(atTop[ids.length - 1].skipped, `${width} px, ${path}: the last band`).toBe(true);
          ids.forEach((id, i) => {
            const where = `${width} px, ${path} #${id}`;
            expect(atTop[i].visibility, where).toBe('auto');
            expect(atTop[i].height, `${where}: the placeholder`).toBeLessThanOrEqual(
              drawn[i].height + 1,
            );
            expect(atTop[i].height, `${where}: the placeholder`).toBeGreaterThan(
              drawn[i].height * 0.6,
            );
          });
        }
      }
    },
  );

  // Legible and within reach at every width: `@width`.
  test(
    'the filing numbers are in the HTML, legible, and each opens its record in a new tab',
    {
      tag: '@width',
    },
    async ({ page, request }) => {
      const filings = [
        { name: brand.filings.icp, href: brand.filings.icpUrl },
        { name: publicSecurityText(brand.filings), href: publicSecurityLink(brand.filings) },
      ];
      // In the prerendered HTML, for a crawler and a browser without script alike.
      const html = await (await request.get('/contactUs')).text();
      for (const { name, href } of filings) {
        expect(html).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
        expect(html).toContain(name);
      }
      // The records open outside; answer them here (this machine has no internet).
      await page
        .context()
        .route(/beian\.(miit|mps)\.gov\.cn/, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>备案</title>' }),
        );
      await gotoPage(page, '/contactUs');
      await scrollToBottom(page);
      const width = page.viewportSize()!.width;
      for (const { name, href } of filings) {
        const link = page.locator('footer').getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        // Legible: a readable size, within the screen, tall enough for a finger.
        const look = await link.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          return { left: r.left, right: r.right, height: r.height, size: parseFloat(s.fontSize) };
        });
        expect(look.size, name).toBeGreaterThanOrEqual(12);
        expect(look.left, name).toBeGreaterThanOrEqual(0);
        expect(look.right, name).toBeLessThanOrEqual(width);
        expect(look.height, `${name}: a finger's tap target`).toBeGreaterThanOrEqual(44);
        const opened = page.context().waitForEvent('page');
        await tapCentre(page, link);
        const record = await opened;
        await record.waitForLoadState();
        expect(record.url()).toBe(href);
        await record.close();
        await expect(page).toHaveURL(/\/contactUs$/);
      }
    },
  );
});

sharedTest('the page has lang, a zoomable viewport and landmarks', async ({ page }) => {
  await gotoPage(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).not.toContain('user-scalable=no');
  await expect(page.locator('header nav, header [role="navigation"]').first()).toBeAttached();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
});
