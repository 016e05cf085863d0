/**
 * About (`/aboutLantu`, `/aboutLantu/:type`) and news detail (`/newsLantu?id=N`): tabs by URL, click
 * and keyboard, the paged news list with its year search, the detail page with prev/next, hostile
 * HTML in a news body, unknown ids, the 404 type, positions and the apply link. At 1440 px; the tab
 * bar (a sideways strip on phones, pinned under the header) at 375 px too (`@width`).
 */
import type { Page } from '@playwright/test';
import { expect, gotoPage, gotoUnprerendered, reloadPage, sharedTest as test } from './fixtures';

// Every test here reads what its page shows and keeps what it does in its own tab (clicks, its
// own page.route): its page opens in the worker's shared context (`sharedTest`, fixtures.ts).

const TABS: [string, string, string][] = [
  ['/aboutLantu', '公司简介', '公司简介 - 澜图'],
  ['/aboutLantu/0', '公司简介', '公司简介 - 澜图'],
  ['/aboutLantu/1', '新闻动态', '新闻动态 - 澜图'],
  ['/aboutLantu/2', '荣誉资质', '荣誉资质 - 澜图'],
  ['/aboutLantu/3', '加入我们', '加入我们 - 澜图'],
];

const tabNav = (page: Page) => page.getByRole('navigation', { name: '关于我们栏目' });
const newsTitles = (page: Page) => page.locator('main article h3 a');
const newsDates = (page: Page) => page.locator('main article time');
const pager = (page: Page) => page.getByRole('navigation', { name: '新闻分页' });
/** The pager (antd) loads as it nears the viewport, as when a visitor scrolls down to it. */
async function reachPager(page: Page) {
  await pager(page).scrollIntoViewIfNeeded();
  await expect(pager(page).locator('.ant-pagination')).toBeVisible();
  return pager(page);
}

test.describe('about tabs', () => {
  for (const [path, tab, title] of TABS) {
    test(`${path} opens ${tab}`, async ({ page }) => {
      await gotoPage(page, path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('main h1')).toHaveCount(1);
      const current = tabNav(page).locator('[aria-current="page"]');
      await expect(current).toHaveText(tab);
    });
  }

  test(
    'clicking the tabs changes the URL and the title; back returns',
    { tag: '@width' },
    async ({ page }) => {
      await gotoPage(page, '/aboutLantu');
      const steps: [string, RegExp, string][] = [
        ['新闻动态', /\/aboutLantu\/1$/, '新闻动态 - 澜图'],
        ['荣誉资质', /\/aboutLantu\/2$/, '荣誉资质 - 澜图'],
        ['加入我们', /\/aboutLantu\/3$/, '加入我们 - 澜图'],
        ['公司简介', /\/aboutLantu\/0$/, '公司简介 - 澜图'],
      ];
      for (const [name, url, title] of steps) {
        await tabNav(page).getByRole('link', { name }).click();
        await expect(page).toHaveURL(url);
        await expect(page).toHaveTitle(title);
        await expect(tabNav(page).getByRole('link', { name })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      await page.goBack();
      await expect(page).toHaveURL(/\/aboutLantu\/3$/);
      await expect(page).toHaveTitle('加入我们 - 澜图');
    },
  );

  test('tabs work from the keyboard', async ({ page }) => {
    await gotoPage(page, '/aboutLantu');
    await tabNav(page).getByRole('link', { name: '公司简介' }).focus();
    await page.keyboard.press('Tab');
    await expect(tabNav(page).getByRole('link', { name: '新闻动态' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aboutLantu\/1$/);
    await expect(page).toHaveTitle('新闻动态 - 澜图');
  });

  test(
    'a tab switched further down keeps the tab bar pinned under the header',
    {
      tag: '@width',
    },
    async ({ page }) => {
      await gotoPage(page, '/aboutLantu');
      await page.mouse.wheel(0, 1600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
      await tabNav(page).getByRole('link', { name: '加入我们' }).click();
      await expect(page).toHaveURL(/\/aboutLantu\/3$/);
      const headerHeight = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--lt-header-h')),
      );
      await expect
        .poll(async () => Math.round((await tabNav(page).boundingBox())?.y ?? -1))
        .toBe(headerHeight);
      await expect(page.getByRole('heading', { name: '开放中的职位' })).toBeInViewport();
    },
  );

  for (const path of ['/aboutLantu/7', '/aboutLantu/4', '/aboutLantu/01', '/aboutLantu/-1']) {
    test(`${path} is the 404 page`, async ({ page }) => {
      await gotoPage(page, path);
      await expect(page.locator('main h1')).toHaveText('页面未找到');
      await expect(page).toHaveTitle('页面未找到 - 澜图');
      await expect(tabNav(page)).toHaveCount(0);
    });
  }
});

test.describe('公司简介', () => {
  test('shows the vision, the facts, the three-phase timeline and the team', async ({ page }) => {
    await gotoPage(page, '/aboutLantu');
    for (const name of ['使命', '愿景', '价值观']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('2005 年创立于杭州，18 年深耕数字设计').first()).toBeVisible();
    for (const label of ['服务客户', '设计师', '子公司', '分公司']) {
      await expect(page.locator('main').getByText(label, { exact: true }).first()).toBeAttached();
    }
    const timeline = page.getByRole('heading', { name: /2005 — 2023/ });
    await timeline.scrollIntoViewIfNeeded();
    for (const period of ['2005–2010', '2011–2017', '2018–2023']) {
      await expect(page.getByRole('heading', { name: new RegExp(period) })).toBeVisible();
    }
    await expect(page.getByText('郑州子公司开业，12 城子公司布局完成。')).toBeVisible();
    await expect(page.getByRole('heading', { name: '沈知远' })).toBeAttached();
    await expect(page.getByRole('img', { name: /的头像插画$/ })).toHaveCount(8);
  });

  test('the call to action opens the consultation popup', async ({ page }) => {
    await gotoPage(page, '/aboutLantu');
    await page.getByRole('button', { name: '预约咨询' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('新闻动态', () => {
  test('pages through 24 news, 5 a page, with the page in the URL', async ({ page }) => {
    await gotoPage(page, '/aboutLantu/1');
    await expect(page.getByText('共 24 条新闻')).toBeVisible();
    await expect(newsTitles(page)).toHaveCount(5);
    const firstOnPage1 = await newsTitles(page).first().textContent();
    await expect(newsDates(page).first()).toHaveText('2023-11-23');

    await (await reachPager(page)).locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/\/aboutLantu\/1\?page=2$/);
    await expect(newsTitles(page)).toHaveCount(5);
    await expect(newsTitles(page).first()).not.toHaveText(firstOnPage1 ?? '');
    await expect((await reachPager(page)).locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(page).toHaveTitle('新闻动态 - 澜图');

    // The list is newest first across pages.
    const page2Dates = await newsDates(page).allTextContents();
    expect([...page2Dates].sort().reverse()).toEqual(page2Dates);
    expect(page2Dates[0] < '2023-02-16').toBe(true);

    await reloadPage(page);
    await expect((await reachPager(page)).locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(newsTitles(page)).toHaveCount(5);

    await (await reachPager(page)).getByTitle('下一页').click();
    await expect(page).toHaveURL(/page=3$/);
    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await expect((await reachPager(page)).locator('.ant-pagination-item-active')).toHaveText('2');

    await gotoPage(page, '/aboutLantu/1?page=5');
    await expect(newsTitles(page)).toHaveCount(4);
    await expect((await reachPager(page)).getByTitle('下一页')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('the year search filters by year and keeps the year in the URL', async ({ page }) => {
    await gotoPage(page, '/aboutLantu/1');
    const years = page.getByRole('navigation', { name: '按年份筛选' });
    await expect(years.getByRole('link')).toHaveText([
      '全部',
      '2023 年',
      '2022 年',
      '2021 年',
      '2020 年',
      '2019 年',
    ]);
    await expect(years.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true');

    await years.getByRole('link', { name: '2022 年' }).click();
    await expect(page).toHaveURL(/\/aboutLantu\/1\?year=2022$/);
    await expect(page.getByText('2022 年共 4 条新闻')).toBeVisible();
    await expect(newsTitles(page)).toHaveCount(4);
    for (const date of await newsDates(page).allTextContents()) expect(date).toMatch(/^2022-/);
    await expect(pager(page)).toHaveCount(0);
    await expect(years.getByRole('link', { name: '2022 年' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await reloadPage(page);
    await expect(page.getByText('2022 年共 4 条新闻')).toBeVisible();

    await years.getByRole('link', { name: '全部' }).click();
    await expect(page).toHaveURL(/\/aboutLantu\/1$/);
    await expect(page.getByText('共 24 条新闻')).toBeVisible();
    await expect(newsTitles(page)).toHaveCount(5);
  });

  test('bad or stale query values fall back sensibly', async ({ page }) => {
    await gotoPage(page, '/aboutLantu/1?page=abc&year=<script>');
    await expect(page.getByText('共 24 条新闻')).toBeVisible();
    await expect(newsTitles(page)).toHaveCount(5);

    await gotoPage(page, '/aboutLantu/1?page=99');
    await expect(page).toHaveURL(/\/aboutLantu\/1\?page=5$/);
    await expect(newsTitles(page)).toHaveCount(4);

    await gotoPage(page, '/aboutLantu/1?year=2015');
    await expect(page.getByText('这一年暂时没有新闻')).toBeVisible();
    await expect(newsTitles(page)).toHaveCount(0);
  });

  test('a failed list offers 重试, and 重试 loads it', async ({ page }) => {
    let fail = true;
    await page.route('**/api/index/newsWebPageList', (route) =>
      fail
        ? route.fulfill({
            json: { success: false, code: '400', message: '服务暂时不可用，请稍后再试' },
          })
        : route.continue(),
    );
    // As drawn by the app (the prerendered page keeps the list it carries when the call fails).
    await gotoUnprerendered(page, '/aboutLantu/1');
    await expect(page.getByRole('alert').filter({ hasText: '新闻列表加载失败' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(newsTitles(page)).toHaveCount(5);
  });
});

test.describe('news detail', () => {
  test('opens from the list, steps to the previous and next news, and goes back', async ({
    page,
  }) => {
    await gotoPage(page, '/aboutLantu/1?page=2');
    const first = newsTitles(page).first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/newsLantu\?id=19$/);
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page).toHaveTitle(`${title} - 澜图`);
    await expect(page.locator('main article time').first()).toHaveText('2022-11-30');
    // The body's first heading, right under the page's <h1>.
    await expect(page.locator('main article h2').first()).toBeVisible();

    const adjacent = page.getByRole('navigation', { name: '相邻新闻' });
    await adjacent.getByRole('link', { name: /上一篇/ }).click();
    await expect(page).toHaveURL(/id=18$/);
    await expect(page.locator('main h1')).not.toHaveText(title);
    await adjacent.getByRole('link', { name: /下一篇/ }).click();
    await expect(page).toHaveURL(/id=19$/);
    await expect(page.locator('main h1')).toHaveText(title);

    // Back to the list page the visitor came from.
    await page.getByRole('link', { name: '返回新闻列表' }).click();
    await expect(page).toHaveURL(/\/aboutLantu\/1\?page=2$/);
    await expect((await reachPager(page)).locator('.ant-pagination-item-active')).toHaveText('2');
  });

  test('the newest item has no next news, and its back link leads to the list', async ({
    page,
  }) => {
    await gotoPage(page, '/newsLantu?id=24');
    const adjacent = page.getByRole('navigation', { name: '相邻新闻' });
    await expect(adjacent.getByRole('link')).toHaveCount(1);
    await expect(adjacent).toContainText('没有了');
    await expect(page.getByRole('link', { name: '返回新闻列表' })).toHaveAttribute(
      'href',
      '/aboutLantu/1',
    );
    // An internal link inside the body stays in the app.
    await gotoPage(page, '/newsLantu?id=22');
    await page.locator('main article').getByRole('link', { name: '客户案例' }).click();
    await expect(page).toHaveURL(/\/customerCase$/);
  });

  test('a hostile news body runs nothing', async ({ page, consoleGuard }) => {
    // The hostile <img src="x"> is kept as a harmless picture whose file does not exist.
    consoleGuard.allowConsole(/Failed to load resource/);
    // The page runs under the site's CSP: Chromium reports every inline handler in markup it
    // parses, the sanitiser's inert parse of this body included, as blocked. Blocked is the point.
    consoleGuard.allowConsole(
      /Executing inline event handler violates the following Content Security Policy/,
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss().catch(() => undefined);
    });
    const hostile = [
      '<p id="safe">安全的段落，<strong>加粗</strong>。</p>',
      '<a href="https://example.com/report">外部报告</a>',
      '<script>window.__xss = "script"; alert(1)</script>',
      '<img src="x" onerror="window.__xss = \'onerror\'; alert(2)">',
      '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
      '<a id="js" href="javascript:window.__xss=\'href\';alert(3)">危险链接</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==">数据链接</a>',
      '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>',
      '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
      '<object data="javascript:window.__xss=\'object\'"></object><embed src="javascript:1">',
      '<style>body { display: none !important; }</style>',
      '<p style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss=\'hover\'">悬停</p>',
      '<form action="javascript:window.__xss=1"><input autofocus onfocus="window.__xss=\'focus\'"><button>提交</button></form>',
      '<details open ontoggle="window.__xss=\'toggle\'"><summary>展开</summary></details>',
      // Mangled markup last: its unclosed tags swallow whatever follows.
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
    ].join('');
    await page.route('**/api/index/info*', (route) =>
      route.fulfill({
        json: {
          success: true,
          code: '200',
          message: '操作成功',
          data: {
            id: 1,
            title: '<img src=x onerror=alert(5)>安全测试新闻',
            summary: '摘要',
            date: '2023-01-01',
            img: '',
            category: '测试',
            content: hostile,
            prev: null,
            next: null,
          },
        },
      }),
    );
    await gotoPage(page, '/newsLantu?id=1');
    // React prints the title as text.
    await expect(page.locator('main h1')).toHaveText('<img src=x onerror=alert(5)>安全测试新闻');
    await expect(page.locator('body')).toBeVisible();
    const article = page.locator('main article');
    await expect(article.getByText('安全的段落')).toBeVisible();
    await expect(article.locator('strong')).toHaveText('加粗');

    const report = await article.evaluate((root) => {
      const attrs = Array.from(root.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes).map((a) => `${a.name}=${a.value}`),
      );
      return {
        dangerous: root.querySelectorAll(
          'script, iframe, object, embed, style, form, input, button, svg, math, details',
        ).length,
        handlers: attrs.filter((a) => /^on/i.test(a)),
        badUrls: attrs.filter((a) => /^(href|src|action)=\s*(javascript|data:text)/i.test(a)),
        styles: attrs.filter((a) => /^style=/i.test(a)),
      };
    });
    expect(report).toEqual({ dangerous: 0, handlers: [], badUrls: [], styles: [] });

    await article.getByText('危险链接').click();
    await article.getByText('悬停').hover();
    const external = article.getByRole('link', { name: '外部报告' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(/\/newsLantu\?id=1$/);
  });

  for (const path of [
    '/newsLantu?id=99999',
    '/newsLantu?id=abc',
    '/newsLantu',
    '/newsLantu?id=0',
  ]) {
    test(`${path} shows a clear not-found state with the way back`, async ({ page }) => {
      await gotoPage(page, path);
      await expect(page.locator('main h1')).toHaveText('新闻不存在或已下线');
      await expect(page).toHaveTitle('新闻未找到 - 澜图');
      await page.getByRole('link', { name: '返回新闻列表' }).click();
      await expect(page).toHaveURL(/\/aboutLantu\/1$/);
      await expect(newsTitles(page)).toHaveCount(5);
    });
  }
});

test.describe('荣誉资质', () => {
  test('shows 8 certificates and 10 honours, each viewable larger', async ({ page }) => {
    await gotoPage(page, '/aboutLantu/2');
    const thumbs = page.getByRole('button', { name: /^查看大图：/ });
    await expect(thumbs).toHaveCount(18);
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('国家高新技术企业证书');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('加入我们', () => {
  const POSITIONS = [
    '创意设计师',
    'UI设计师',
    '插画师',
    '动画视频设计师',
    '交互设计师',
    '3D动效设计师',
    '文案策划',
    '前端工程师',
  ];

  test('lists the eight positions; each expands to numbered duties and an apply link', async ({
    page,
  }) => {
    await gotoPage(page, '/aboutLantu/3');
    const cards = page.locator('main details');
    await expect(cards).toHaveCount(8);
    await expect(cards.locator('summary h3')).toHaveText(POSITIONS);
    await expect(cards.first().locator('summary')).toContainText('杭州');
    await expect(cards.first().locator('summary')).toContainText('北京');

    const first = cards.first();
    await expect(first.getByText('岗位职责')).toBeHidden();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByRole('heading', { name: '岗位职责' })).toBeVisible();
    await expect(first.locator('ol').first().locator('li')).toHaveCount(5);
    await expect(first.getByText('3 年以上品牌或广告创意设计经验')).toBeVisible();
    const apply = first.getByRole('link', { name: '投递简历：创意设计师（发送邮件）' });
    await expect(apply).toHaveAttribute(
      'href',
      `mailto:hr@lantu-design.cn?subject=${encodeURIComponent('应聘 创意设计师')}`,
    );

    // Keyboard: Enter on a summary opens it.
    const ui = cards.nth(1);
    await ui.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(ui).toHaveAttribute('open', '');
    await expect(ui.getByRole('link', { name: /投递简历：UI设计师/ })).toHaveAttribute(
      'href',
      'mailto:hr@lantu-design.cn?subject=%E5%BA%94%E8%81%98%20UI%E8%AE%BE%E8%AE%A1%E5%B8%88',
    );
  });

  test('filters positions by city', async ({ page }) => {
    await gotoPage(page, '/aboutLantu/3');
    const filter = page.getByRole('group', { name: '按城市筛选职位' });
    await filter.getByRole('button', { name: '西安' }).click();
    await expect(filter.getByRole('button', { name: '西安' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('main details summary h3')).toHaveText(['前端工程师']);
    await expect(page.getByText('1 个职位')).toBeVisible();
    await filter.getByRole('button', { name: '全部城市' }).click();
    await expect(page.locator('main details')).toHaveCount(8);
  });

  test('shows the five welfare groups', async ({ page }) => {
    await gotoPage(page, '/aboutLantu/3');
    for (const name of ['员工关怀', '薪资收入', '常规福利', '新人成长', '其他福利']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
    }
    await expect(page.getByText('五险一金全额缴纳')).toBeAttached();
  });
});
