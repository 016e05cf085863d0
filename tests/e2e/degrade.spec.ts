/**
 * Every route degrades well (the robustness issue), at 1440 px (the states are the same at every
 * width; the layout still working beside a broken page runs at 375 px too, `@width`):
 * (b) calls that never answer (a long MOCK_DELAY) show a skeleton in every data section;
 * (a) then every /api/ call failing — HTTP 500 or a `success: false` envelope, which is what
 *     MOCK_FAIL=1 looks like from the browser — leaves the layout and the page's own copy on screen,
 *     each data section shows its Chinese error with 重试, and 重试 loads the data once the API is
 *     back (one page load per route walks all three states);
 * (c) malformed API data never crashes a page, and a render error inside a page shows the page's
 *     error panel with 重试 while the header, footer and navigation keep working.
 * The API is intercepted with page.route, so the shared preview server is never switched.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { classicCases, depVideos } from '../../mock/data/home';
import { caseDetails } from '../../mock/case';
import { newsInfo, newsWebList } from '../../mock/news';
import { aboutPage, newsDetailPage } from '../../src/content/aboutPage';
import { caseDetailContent, caseListContent } from '../../src/content/cases';
import { homeContent } from '../../src/content/home';
import { HERO_WAIT_MS } from '../../src/pages/Home/useHeroSettled';
import { servicePages, servicesUi } from '../../src/content/services';
import { services } from '../../src/content/taxonomy';
import { expect, gotoPage, gotoUnprerendered, isMobile, sharedTest as test } from './fixtures';

// Every test here routes its own page's calls and reads what it shows: its page opens in the
// worker's shared context (`sharedTest`, fixtures.ts; a routed page does not use the HTTP cache).

const API = '**/api/**';
const BUSINESS_MESSAGE = '服务暂时不可用，请稍后再试';
const HTTP_500_TOAST = '服务器开小差了（500），请稍后重试';
const LOADING_TEXT = '正在加载…';
const RETRY = '重试';

type FailKind = 'http500' | 'business';

/** Answers a call the way MOCK_FAIL=1 (kind http500 or business) makes it fail. */
function failCall(route: Route, kind: FailKind) {
  return kind === 'http500'
    ? route.fulfill({
        status: 500,
        json: { success: false, code: '500', message: '模拟的服务器错误' },
      })
    : route.fulfill({ json: { success: false, code: '400', message: BUSINESS_MESSAGE } });
}

interface ApiControl {
  /** The calls held so far (unanswered). */
  held: Route[];
  /** From now on every call fails, the held ones included. */
  fail: (kind: FailKind) => Promise<void>;
  /** From now on every call reaches the mock API. */
  restore: () => void;
}

/** Every API call hangs (as with a very long MOCK_DELAY) until the test says otherwise. */
async function hangEveryCall(page: Page): Promise<ApiControl> {
  let mode: 'hang' | 'pass' | FailKind = 'hang';
  const held: Route[] = [];
  await page.route(API, async (route) => {
    if (mode === 'hang') held.push(route);
    else if (mode === 'pass') await route.continue();
    else await failCall(route, mode);
  });
  return {
    held,
    fail: async (kind) => {
      mode = kind;
      await Promise.all(held.splice(0).map((route) => failCall(route, kind)));
    },
    restore: () => {
      mode = 'pass';
    },
  };
}

/** Header, main navigation (or the phone's menu button) and footer are on screen. */
async function expectLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    isMobile(page)
      ? page.getByRole('button', { name: '打开菜单' })
      : page.getByRole('navigation', { name: '主导航' }),
  ).toBeVisible();
  await expect(page.locator('footer').last()).toBeVisible();
}

interface DataSection {
  /** The section's own Chinese error text. */
  error: string;
  /** Visible once the section shows its data. */
  loaded: (page: Page) => Locator;
}

interface DataRoute {
  path: string;
  /** The page's <h1> (a visually hidden one on the detail pages while nothing has loaded). */
  h1: string;
  /** Copy of the page itself, shown whatever the API does. */
  copy?: string;
  sections: DataSection[];
}

const main = (page: Page) => page.locator('main');
const latestNews = newsWebList().data!;
const caseOne = caseDetails({ id: 1 }).data!;
const newsOne = newsInfo({ id: 1 }).data!;

const homeSections: DataSection[] = [
  {
    error: homeContent.hero.errorText,
    loaded: (page) => page.locator('[aria-roledescription="carousel"]'),
  },
  {
    error: homeContent.showcase.errorText,
    loaded: (page) => main(page).getByRole('tablist', { name: homeContent.showcase.tabsLabel }),
  },
  {
    error: homeContent.classic.errorText,
    loaded: (page) => main(page).getByRole('link', { name: classicCases[0].title }),
  },
  {
    error: homeContent.videos.errorText,
    loaded: (page) => main(page).getByRole('heading', { level: 3, name: depVideos[0].title }),
  },
  {
    error: homeContent.news.errorText,
    loaded: (page) => main(page).getByRole('link', { name: latestNews[0].title }),
  },
];

const caseListSections: DataSection[] = [
  {
    error: caseListContent.filter.loadError,
    loaded: (page) => main(page).getByRole('group', { name: '按行业筛选' }),
  },
  {
    error: caseListContent.results.loadError,
    loaded: (page) => page.getByTestId('case-total'),
  },
];

const DATA_ROUTES: DataRoute[] = [
  // (`/index.html` is the same page and the same HTML file.)
  {
    path: '/',
    h1: homeContent.hero.title,
    copy: homeContent.services.title,
    sections: homeSections,
  },
  ...['/customerCase', '/customerCase/3'].map((path) => ({
    path,
    h1: caseListContent.hero.title,
    copy: caseListContent.cta.title,
    sections: caseListSections,
  })),
  {
    path: '/customerCase/caseDetail?id=1',
    h1: caseDetailContent.loadingTitle,
    sections: [
      {
        error: caseDetailContent.loadError,
        loaded: (page) => main(page).getByRole('heading', { level: 1, name: caseOne.title }),
      },
    ],
  },
  ...services.map((service) => ({
    path: service.path,
    h1: service.name,
    copy: servicePages[service.key].hero.subtitle,
    sections: [
      {
        error: servicesUi.page.casesError,
        loaded: (page: Page) =>
          main(page).locator(`section[aria-labelledby="service-cases-${service.id}"] article`),
      },
    ],
  })),
  {
    path: '/aboutLantu/1',
    h1: aboutPage.heroes[1].title,
    copy: aboutPage.news.title,
    sections: [
      {
        error: aboutPage.news.error,
        loaded: (page) => main(page).locator('article h3 a'),
      },
    ],
  },
  {
    path: '/newsLantu?id=1',
    h1: newsDetailPage.error,
    sections: [
      {
        error: newsDetailPage.error,
        loaded: (page) => main(page).getByRole('heading', { level: 1, name: newsOne.title }),
      },
    ],
  },
];

/** Routes that show no API data: their <h1>. */
const STATIC_ROUTES: [string, string][] = [
  ['/serviceContent', '服务内容'],
  ['/serviceContent/userExperienceInfo', '用户体验设计方法'],
  ['/contactUs', '联系我们'],
  ['/aboutLantu', aboutPage.heroes[0].title],
  ['/aboutLantu/0', aboutPage.heroes[0].title],
  ['/aboutLantu/2', aboutPage.heroes[2].title],
  ['/aboutLantu/3', aboutPage.heroes[3].title],
  ['/websiteMap', '网站地图'],
  ['/rule', '规则与隐私'],
  ['/nope', '页面未找到'],
  ['/customerCase/1/2', '页面未找到'],
  ['/serviceContent/nope', '页面未找到'],
];

/** The page's <h1> and own copy. */
async function expectStaticContent(page: Page, route: DataRoute) {
  await expect(main(page).locator('h1')).toHaveText(route.h1);
  if (route.copy) await expect(main(page).getByText(route.copy).first()).toBeVisible();
}

/** The error state of one section (its text exactly: one error text may contain another). */
const sectionAlert = (page: Page, section: DataSection) =>
  main(page)
    .getByRole('alert')
    .filter({ has: page.getByText(section.error, { exact: true }) });

/** DataState's loading marker: a status line inside a busy wrapper, beside the skeleton. */
const loadingStatuses = (page: Page) =>
  page
    .locator('main [aria-busy="true"] > [role="status"]')
    .filter({ hasText: new RegExp(`^${LOADING_TEXT}$`) });

DATA_ROUTES.forEach((route, index) => {
  const kind: FailKind = index % 2 ? 'business' : 'http500';
  test(`${route.path}: skeletons while calls hang, a Chinese error and 重试 per section when they fail (${kind}), data after 重试`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsole(/Failed to load resource: the server responded with a status of 500/);
    const api = await hangEveryCall(page);
    // As the app draws a page its HTML does not carry (a prerendered page keeps what it carries).
    await gotoUnprerendered(page, route.path);
    await expectLayout(page);
    if (route.copy) await expect(main(page).getByText(route.copy).first()).toBeVisible();

    // (b) A long MOCK_DELAY: a skeleton in every data section, and it takes real space.
    const statuses = loadingStatuses(page);
    await expect(statuses).toHaveCount(route.sections.length);
    for (const status of await statuses.all()) {
      const skeleton = status.locator('xpath=following-sibling::*[@aria-hidden="true"]');
      const box = await skeleton.boundingBox();
      expect(box?.height ?? 0, 'skeleton height').toBeGreaterThanOrEqual(40);
      expect(box?.width ?? 0, 'skeleton width').toBeGreaterThan(100);
    }
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    // Every section has asked (the home page's lower sections wait up to HERO_WAIT_MS for a hung
    // banner call before they ask).
    await expect
      .poll(() => api.held.length, { timeout: HERO_WAIT_MS + 5000 })
      .toBeGreaterThanOrEqual(route.sections.length);

    // (a) MOCK_FAIL=1: the request wrapper's Chinese toast, the page's own copy, and per section
    // its Chinese error with 重试.
    await api.fail(kind);
    await expect(
      page.getByText(kind === 'http500' ? HTTP_500_TOAST : BUSINESS_MESSAGE).first(),
    ).toBeVisible();
    await expectLayout(page);
    await expectStaticContent(page, route);
    const alerts = main(page).getByRole('alert');
    for (const section of route.sections) {
      const alert = sectionAlert(page, section);
      await expect(alert).toHaveCount(1);
      await expect(alert.getByRole('button', { name: RETRY })).toBeVisible();
    }
    await expect(alerts).toHaveCount(route.sections.length);
    await expect(main(page).getByRole('button', { name: RETRY })).toHaveCount(
      route.sections.length,
    );
    await expect(statuses).toHaveCount(0);

    // The API is back: each section's 重试 really loads its data.
    api.restore();
    for (const section of route.sections) {
      const retry = sectionAlert(page, section).getByRole('button', { name: RETRY });
      await retry.scrollIntoViewIfNeeded();
      await retry.click();
      await expect(section.loaded(page).first()).toBeVisible();
    }
    await expect(alerts).toHaveCount(0);
    await expect(statuses).toHaveCount(0);
  });
});

test('pages without API data stay whole with every call failing, and ask the API nothing', async ({
  page,
}) => {
  const calls: string[] = [];
  await page.route(API, (route) => {
    calls.push(route.request().url());
    return route.fulfill({ json: { success: false, code: '400', message: BUSINESS_MESSAGE } });
  });
  for (const [path, h1] of STATIC_ROUTES) {
    await gotoPage(page, path);
    await expectLayout(page);
    await expect(main(page).locator('h1'), path).toHaveText(h1);
    await expect(main(page).getByRole('alert'), path).toHaveCount(0);
    await expect(main(page).locator('[aria-busy="true"]'), path).toHaveCount(0);
  }
  // No call, so a failing or hanging API cannot blank any part of them.
  expect(calls).toEqual([]);
});

test.describe('render errors', () => {
  /** An object where text belongs: React cannot render it as a child (error #31). */
  const OBJ = { 恶意: ['对象'] };
  /** A field name that keeps a record recognisable (so it is still shown, with poisoned fields). */
  const KEEP = new Set(['id', 'title', 'name', 'caseId', 'supId']);

  /**
   * The real answer with every list prefixed by junk (null, a number, text, a record whose id and
   * title are objects), every other field of every record replaced by an object, and totals of
   * 1e309 (Infinity once parsed).
   */
  function poison(value: unknown): unknown {
    if (Array.isArray(value))
      return [null, 42, '文本', { id: OBJ, title: OBJ }, ...value.map(poison)];
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => {
          if (KEEP.has(key)) return [key, v];
          if (key === 'total') return [key, '__INFINITY__'];
          return [key, v && typeof v === 'object' ? poison(v) : OBJ];
        }),
      );
    }
    return value;
  }

  /** One page of each kind (the six service pages share one component). */
  const MALFORMED_GROUPS = [
    ['/', '/customerCase', '/customerCase/caseDetail?id=1'],
    ['/serviceContent/userExperience', '/aboutLantu/1', '/newsLantu?id=1'],
  ];

  MALFORMED_GROUPS.forEach((paths) => {
    test(`malformed API data never crashes ${paths.join(', ')}`, async ({ page }) => {
      await page.route(API, async (route) => {
        const response = await route.fetch();
        const envelope = (await response.json()) as { data?: unknown };
        const body = JSON.stringify({ ...envelope, data: poison(envelope.data) });
        await route.fulfill({
          response,
          body: body.replace(/"__INFINITY__"/g, '1e309'),
          contentType: 'application/json',
        });
      });
      for (const path of paths) {
        await gotoPage(page, path);
        await expectLayout(page);
        // Every section settles (content, empty or error state) and no page error panel shows.
        await expect(loadingStatuses(page), path).toHaveCount(0);
        await expect(main(page).getByText('页面出了点问题'), path).toHaveCount(0);
        await expect(main(page).locator('h1'), path).toHaveCount(1);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(main(page).getByText('页面出了点问题'), path).toHaveCount(0);
      }
      if (paths.includes('/customerCase')) {
        // The search suggestions read the same poisoned records.
        await gotoPage(page, '/customerCase');
        const answered = page.waitForResponse('**/api/case/selectList');
        await page.getByRole('combobox', { name: '搜索案例' }).fill('品牌');
        await answered;
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        await expect(main(page).getByText('页面出了点问题')).toHaveCount(0);
      }
    });
  });

  test(
    'a render error shows the page error panel with 重试; the layout keeps working',
    {
      tag: '@width',
    },
    async ({ page, consoleGuard }) => {
      // A browser API that throws (a broken polyfill or a hostile extension) while the rule page's
      // effect uses it: React reports the error, the page's boundary catches it.
      consoleGuard.allowConsole(/IntersectionObserver 暂不可用/);
      await page.addInitScript(() => {
        const w = window as unknown as { __breakObserver: boolean };
        const Real = window.IntersectionObserver;
        w.__breakObserver = true;
        window.IntersectionObserver = class extends Real {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            if (w.__breakObserver) throw new Error('IntersectionObserver 暂不可用');
            super(callback, options);
          }
        };
      });
      await page.goto('/rule');
      const panel = main(page).getByRole('alert');
      await expect(panel).toContainText('页面出了点问题');
      await expect(panel.getByRole('button', { name: RETRY })).toBeVisible();
      await expect(panel.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
      await expect(page).toHaveTitle('规则 - 澜图');
      await expectLayout(page);

      // The layout still navigates: another page renders, and the broken one fails again on return.
      const footer = page.locator('footer').last();
      await footer.getByRole('link', { name: '网站地图' }).click();
      await expect(main(page).locator('h1')).toHaveText('网站地图');
      await expect(panel).toHaveCount(0);
      if (isMobile(page)) {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await expect(page.getByRole('navigation', { name: '移动端导航' })).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await footer.getByRole('link', { name: '规则与隐私' }).click();
      await expect(panel).toContainText('页面出了点问题');

      // The cause goes away: 重试 renders the page in place.
      await page.evaluate(() => {
        (window as unknown as { __breakObserver: boolean }).__breakObserver = false;
      });
      await panel.getByRole('button', { name: RETRY }).click();
      await expect(main(page).locator('h1')).toHaveText('规则与隐私');
      await expect(main(page).getByRole('navigation').first()).toBeVisible();
      await expect(panel).toHaveCount(0);
    },
  );
});
