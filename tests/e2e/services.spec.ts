/**
 * Service content: the overview, the six service pages and the user-experience detail page
 * (issue 6), at 1440 px; how many cases a phone shows and the breadcrumb's tap target at 375 px too
 * (`@width`).
 */
import type { Page } from '@playwright/test';
import {
  industryTiles,
  servicePages,
  servicesOverview,
  servicesUi,
  userExperienceInfo,
} from '../../src/content/services';
import { services } from '../../src/content/taxonomy';
import {
  expect,
  gotoPage,
  gotoUnprerendered,
  holdCalls,
  isMobile,
  sharedTest as test,
} from './fixtures';

// Every test here reads what its page shows and keeps what it does in its own tab (clicks, its
// own page.route): its page opens in the worker's shared context (`sharedTest`, fixtures.ts).

const NOT_FOUND_TEXT = '页面未找到';
const CASE_LIST_API = '**/api/case/list';

/** The route title of each service page (config/routes.ts). */
const ROUTE_TITLES: Record<string, string> = {
  userExperience: '用户体验设计',
  digitalMarketing: '数字营销',
  creativeDesign: '创意设计',
  applyingGrowth: '内容运营',
  technicalService: '技术服务',
  empowermentServices: '赋能服务',
};

async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const casesRegion = (page: Page, title: string) => page.getByRole('region', { name: title });

test.describe('service pages', () => {
  for (const service of services) {
    const content = servicePages[service.key];

    test(`${service.path} shows its own hero, offerings, process and cases`, async ({ page }) => {
      await gotoPage(page, service.path);
      await expect(page).toHaveTitle(`${ROUTE_TITLES[service.key]} - 澜图`);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toHaveText(content.hero.title);
      await expect(page.getByText(content.hero.subtitle, { exact: true })).toBeVisible();
      await expect(page.getByText(content.intro)).toBeVisible();

      const offerings = page.getByRole('region', { name: servicesUi.page.offerings.title });
      await expect(offerings.getByRole('heading', { level: 3 })).toHaveText(
        content.offerings.map((o) => o.title),
      );

      const process = page.getByRole('region', { name: servicesUi.page.process.title });
      const steps = process.getByRole('listitem');
      await expect(steps).toHaveCount(content.process.length);
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(
        content.process.map((p) => p.title),
      );
      await expect(process.locator('ol')).toBeVisible();

      // representative cases of this service only, each linking to a real detail
      const cases = casesRegion(page, content.caseTitle);
      const caseLinks = cases.locator('a[href*="/customerCase/caseDetail?id="]');
      await expect(caseLinks.first()).toBeVisible();
      const typeNames = service.types.map((t) => t.name);
      const firstTags = await cases.getByRole('list', { name: '标签' }).first().innerText();
      expect(typeNames.some((name) => firstTags.includes(name))).toBe(true);
      await expect(cases.getByRole('link', { name: servicesUi.page.allCases })).toHaveAttribute(
        'href',
        `/customerCase?service=${service.id}`,
      );

      // the other five services are linked, this one is not
      const others = page.getByRole('region', { name: servicesUi.page.others.title });
      await expect(others.getByRole('link')).toHaveCount(services.length - 1);

      await expectNoHorizontalScroll(page);
    });
  }

  test('a representative case opens its detail page', { tag: '@width' }, async ({ page }) => {
    const content = servicePages.digitalMarketing;
    await gotoPage(page, '/serviceContent/digitalMarketing');
    const cases = casesRegion(page, content.caseTitle);
    const first = cases.locator('a[href*="/customerCase/caseDetail?id="]').first();
    await expect(first).toBeVisible();
    const title = (await first.innerText()).trim();
    const brand = (
      await first.locator('xpath=ancestor::article[1]').locator('p').first().innerText()
    ).trim();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/customerCase\/caseDetail\?id=\d+$/);
    // on phones only the first two cards show; 查看全部案例 follows them
    if (isMobile(page)) {
      await expect(cases.locator('ul').first().locator(':scope > li:visible')).toHaveCount(2);
    } else {
      await expect(cases.locator('ul').first().locator(':scope > li')).toHaveCount(4);
    }
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
    await expect(page.locator('main')).not.toContainText(NOT_FOUND_TEXT);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.locator('main h1').first()).toContainText(
      new RegExp(`${escape(title)}|${escape(brand)}`),
    );
  });

  test('odd case data renders as plain text and never breaks the section', async ({ page }) => {
    await page.route(CASE_LIST_API, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          code: '200',
          message: '',
          data: {
            records: [
              { id: 901, brand: '测试品牌', title: '<img src=x onerror="window.__xss=1">标题' },
              null,
              'not a record',
              { brand: '没有编号' },
            ],
            total: 4,
          },
        }),
      }),
    );
    await gotoPage(page, '/serviceContent/digitalMarketing');
    const cases = casesRegion(page, servicePages.digitalMarketing.caseTitle);
    const link = cases.locator('a[href*="/customerCase/caseDetail?id="]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText('<img src=x onerror="window.__xss=1">标题');
    await expect(link).toHaveAttribute('href', '/customerCase/caseDetail?id=901');
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
  });

  test('a failed case request shows 重试, and retrying loads the cases', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsole(/Failed to load resource|status of 500/);
    let fail = true;
    await page.route(CASE_LIST_API, (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, code: '500', message: '服务器错误' }),
          })
        : route.continue(),
    );
    await gotoUnprerendered(page, '/serviceContent/creativeDesign');
    const cases = casesRegion(page, servicePages.creativeDesign.caseTitle);
    await expect(cases.getByRole('alert')).toContainText(servicesUi.page.casesError);
    fail = false;
    await cases.getByRole('button', { name: '重试' }).click();
    await expect(cases.locator('a[href*="/customerCase/caseDetail?id="]').first()).toBeVisible();
    await expect(cases.getByRole('alert')).toHaveCount(0);
  });

  test('no cases for a service shows a quiet note, not an empty grid', async ({ page }) => {
    await page.route(CASE_LIST_API, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          code: '200',
          message: '',
          data: { records: [], total: 0, page: 1, pageSize: 4 },
        }),
      }),
    );
    await gotoPage(page, '/serviceContent/technicalService');
    const cases = casesRegion(page, servicePages.technicalService.caseTitle);
    await expect(cases.getByRole('status')).toContainText(servicesUi.page.casesEmpty);
    await expect(cases.locator('a[href*="caseDetail"]')).toHaveCount(0);
  });

  test('a slow case request shows skeletons first', async ({ page }) => {
    // Held until the skeletons are seen: a fixed delay can end before a busy machine renders.
    const answerCases = await holdCalls(page, CASE_LIST_API);
    await gotoUnprerendered(page, '/serviceContent/applyingGrowth');
    const cases = casesRegion(page, servicePages.applyingGrowth.caseTitle);
    await expect(cases.locator('[aria-busy="true"]').first()).toBeAttached();
    await expect(cases.locator('a[href*="/customerCase/caseDetail?id="]')).toHaveCount(0);
    answerCases();
    await expect(cases.locator('a[href*="/customerCase/caseDetail?id="]').first()).toBeVisible();
    await expect(cases.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('the hero and closing calls to action open the consultation popup', async ({ page }) => {
    const content = servicePages.empowermentServices;
    await gotoPage(page, '/serviceContent/empowermentServices');
    await page.getByRole('button', { name: content.cta.buttonText }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('预约咨询');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page
      .locator('main h1 ~ div')
      .getByRole('button', { name: servicesUi.consultText })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the breadcrumb leads back to the overview', { tag: '@width' }, async ({ page }) => {
    await gotoPage(page, '/serviceContent/creativeDesign');
    const crumbs = page.getByRole('navigation', { name: servicesUi.breadcrumb.label });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('创意设计');
    const overview = crumbs.getByRole('link', { name: servicesUi.breadcrumb.overview });
    const box = await overview.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await overview.click();
    await expect(page).toHaveURL(/\/serviceContent$/);
    await expect(page.locator('main h1')).toHaveText(servicesOverview.hero.title);
  });
});

test.describe('user experience detail', () => {
  test('the service page links to the method page: principles, phases with outputs, deliverables', async ({
    page,
  }) => {
    await gotoPage(page, '/serviceContent/userExperience');
    const more = servicePages.userExperience.more!;
    await page.getByRole('link', { name: more.text }).click();
    await expect(page).toHaveURL(/\/serviceContent\/userExperienceInfo$/);
    await expect(page).toHaveTitle('用户体验设计详情 - 澜图');
    await expect(page.locator('main h1')).toHaveText(userExperienceInfo.hero.title);

    const method = page.getByRole('region', { name: servicesUi.info.method.title });
    await expect(method.getByRole('heading', { level: 3 })).toHaveText(
      userExperienceInfo.method.map((m) => m.title),
    );

    const process = page.getByRole('region', { name: servicesUi.info.process.title });
    await expect(process.locator('ol > li')).toHaveCount(userExperienceInfo.process.length);
    for (const phase of userExperienceInfo.process) {
      const outputs = process.getByRole('list', { name: servicesUi.info.outputsLabel }).filter({
        hasText: phase.outputs[0],
      });
      await expect(outputs.getByRole('listitem')).toHaveText(phase.outputs);
    }

    const deliverables = page.getByRole('region', { name: servicesUi.info.deliverables.title });
    await expect(deliverables.getByRole('heading', { level: 3 })).toHaveText(
      userExperienceInfo.deliverables.map((d) => d.title),
    );
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: userExperienceInfo.cta.buttonText }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: servicesUi.info.backText }).click();
    await expect(page).toHaveURL(/\/serviceContent\/userExperience$/);
  });
});

test.describe('overview', () => {
  test('shows the six services, eight industries and four advantages', async ({ page }) => {
    await gotoPage(page, '/serviceContent');
    await expect(page).toHaveTitle('服务内容 - 澜图');
    await expect(page.locator('main h1')).toHaveText(servicesOverview.hero.title);

    const list = page.getByRole('region', { name: servicesUi.overview.services.title });
    for (const service of servicesOverview.services) {
      await expect(list.getByRole('link', { name: service.name, exact: true })).toHaveAttribute(
        'href',
        service.path,
      );
      await expect(list.getByText(service.summary)).toBeVisible();
    }

    const industries = page.getByRole('region', { name: servicesUi.overview.industries.title });
    await expect(industries.getByRole('heading', { level: 3 })).toHaveText(
      industryTiles.map((t) => t.name),
    );

    const advantages = page.getByRole('region', { name: servicesUi.overview.advantages.title });
    await expect(advantages.getByRole('heading', { level: 3 })).toHaveText([
      '全链路技术覆盖',
      '丰富的行业经验',
      '全国快速服务',
      '专属专家服务',
    ]);
    await expect(advantages.locator('img')).toHaveCount(4);
    await expectNoHorizontalScroll(page);
  });

  test('every service card leads to its page', async ({ page }) => {
    test.setTimeout(120000); // twelve navigations
    await gotoPage(page, '/serviceContent');
    const list = page.getByRole('region', { name: servicesUi.overview.services.title });
    for (const service of servicesOverview.services) {
      await list.getByRole('link', { name: service.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${service.path}$`));
      await expect(page.locator('main h1')).toHaveText(servicePages[service.key].hero.title);
      await page.goBack();
      await expect(page.locator('main h1')).toHaveText(servicesOverview.hero.title);
    }
  });

  test('every industry tile lands on the case list of that industry', async ({ page }) => {
    test.setTimeout(120000); // sixteen navigations
    await gotoPage(page, '/serviceContent');
    for (const tile of industryTiles) {
      const industries = page.getByRole('region', { name: servicesUi.overview.industries.title });
      const link = industries.getByRole('link', { name: tile.name, exact: true });
      await expect(link).toHaveAttribute('href', `/customerCase/${tile.id}`);
      await link.click();
      // The list may keep `/customerCase/{id}` or canonicalise it to `?industry={id}`.
      await expect(page).toHaveURL(
        new RegExp(`/customerCase(/${tile.id}|\\?(.*&)?industry=${tile.id})(&.*)?$`),
      );
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText(NOT_FOUND_TEXT);
      await page.goBack();
      await expect(page.locator('main h1')).toHaveText(servicesOverview.hero.title);
    }
  });

  test('/customerCase/{id} renders the list, not the 404 page', async ({ page }) => {
    test.setTimeout(120000); // eight page loads
    for (const tile of industryTiles) {
      await gotoPage(page, tile.path);
      await expect(page.locator('main')).not.toContainText(NOT_FOUND_TEXT);
    }
  });

  test('the call to action opens the consultation popup', async ({ page }) => {
    await gotoPage(page, '/serviceContent');
    await page.getByRole('button', { name: servicesUi.overview.cta.buttonText }).last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('an unknown service path is the 404 page', async ({ page }) => {
  await gotoPage(page, '/serviceContent/nope');
  await expect(page.locator('main h1')).toHaveText(NOT_FOUND_TEXT);
  await expect(page).toHaveTitle(`${NOT_FOUND_TEXT} - 澜图`);
});
