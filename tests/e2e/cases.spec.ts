/**
 * Customer cases (issue 5): tag filters, paging, the URL round trip, search with suggestions,
 * the case detail and its not-found state — at 1440 px; the grid's columns, the phone's compact
 * pager and sideways tag strips, and the suggestion list over the page at 375 px too (`@width`).
 * Hostile input in the search box and the URL: hostile.spec.ts.
 * Expected counts come from the mock API itself, so the specs follow the data.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  gotoPage,
  gotoUnprerendered,
  isMobile,
  reloadPage,
  sharedTest as test,
} from './fixtures';

// Every test here reads what its page shows and keeps what it does in its own tab (clicks, its
// own page.route): its page opens in the worker's shared context (`sharedTest`, fixtures.ts).

interface ListAnswer {
  data: { total: number; records: { id: number; brand: string; title: string }[] };
}

/** The mock's own answer for a list query (ground truth for counts). */
async function apiList(page: Page, payload: Record<string, unknown>): Promise<ListAnswer['data']> {
  const res = await page.request.post('/api/case/list', { data: { pageSize: 15, ...payload } });
  return ((await res.json()) as ListAnswer).data;
}

const results = (page: Page) => page.getByTestId('case-results');
const cards = (page: Page) => results(page).locator('article');
const row = (page: Page, label: string) => page.getByRole('group', { name: `按${label}筛选` });
const tag = (page: Page, label: string, name: string) =>
  row(page, label).getByRole('link', { name, exact: true });

/** Waits until the list has answered and shows `total`. */
async function expectTotal(page: Page, total: number) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('case-total')).toHaveText(`共 ${total} 个案例`);
}

async function expectSelected(page: Page, label: string, name: string) {
  await expect(row(page, label).locator('[aria-current="true"]')).toHaveText(name);
}

async function cardTitles(page: Page): Promise<string[]> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  return cards(page).locator('h3').allTextContents();
}

/** Clicks a filter tag; on phones the row scrolls sideways, so bring it into view first. */
async function pick(link: Locator) {
  await link.scrollIntoViewIfNeeded();
  await link.click();
}

test.describe('case list', () => {
  test(
    'shows 15 cases of 64 in rows of 5 on desktop, with tags and links',
    {
      tag: '@width',
    },
    async ({ page }) => {
      await gotoPage(page, '/customerCase');
      await expect(page).toHaveTitle('客户案例 - 澜图');
      await expect(page.locator('main h1')).toHaveCount(1);
      const all = await apiList(page, {});
      await expectTotal(page, all.total);
      await expect(cards(page)).toHaveCount(15);
      expect(await cardTitles(page)).toEqual(all.records.map((r) => r.title));
      for (const label of ['行业', '服务', '类型']) await expectSelected(page, label, '全部');

      const tops = await cards(page).evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      const perRow = tops.filter((top) => top === tops[0]).length;
      // Rows of 5 on desktop; phones browse in at most two compact columns.
      if (isMobile(page)) expect(perRow).toBeLessThanOrEqual(2);
      else expect(perRow).toBe(5);
      const first = all.records[0];
      await cards(page).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/customerCase/caseDetail\\?id=${first.id}$`));
      await expect(page.locator('main h1')).toHaveText(first.title);
    },
  );

  test('filters by each tag row, and the type row follows the service', async ({ page }) => {
    await gotoPage(page, '/customerCase');
    await expectTotal(page, 64);

    await pick(tag(page, '行业', '金融理财'));
    await expect(page).toHaveURL(/\/customerCase\?industry=3$/);
    await expectSelected(page, '行业', '金融理财');
    await expectTotal(page, (await apiList(page, { industryId: 3 })).total);
    await expect(cards(page).first()).toContainText('金融理财');

    await pick(tag(page, '行业', '全部'));
    await expect(page).toHaveURL(/\/customerCase$/);
    await expectTotal(page, 64);

    await pick(tag(page, '服务', '数字营销'));
    await expect(page).toHaveURL(/\/customerCase\?service=12$/);
    await expectTotal(page, (await apiList(page, { serviceId: 12 })).total);
    // Only the service's own types remain to choose from.
    await expect(row(page, '类型').getByRole('link')).toHaveText([
      '全部',
      '整合营销',
      '社交媒体',
      '活动策划',
    ]);

    await pick(tag(page, '类型', '社交媒体'));
    await expect(page).toHaveURL(/\/customerCase\?service=12&type=105$/);
    await expectTotal(page, (await apiList(page, { serviceId: 12, typeId: 105 })).total);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const card of await cards(page).all()) await expect(card).toContainText('社交媒体');

    // Another service drops a type that is not its own.
    await pick(tag(page, '服务', '技术服务'));
    await expect(page).toHaveURL(/\/customerCase\?service=15$/);
    await expectSelected(page, '类型', '全部');
  });

  test('combines filters, removes one by its chip and resets all', async ({ page }) => {
    await gotoPage(page, '/customerCase');
    await pick(tag(page, '行业', '电商/新零售'));
    await pick(tag(page, '服务', '用户体验设计'));
    await pick(tag(page, '类型', '小程序'));
    await expect(page).toHaveURL(/\/customerCase\?industry=1&service=11&type=102$/);
    const expected = await apiList(page, { industryId: 1, serviceId: 11, typeId: 102 });
    await expectTotal(page, expected.total);
    expect(await cardTitles(page)).toEqual(expected.records.map((r) => r.title));
    await expect(page.locator('main h2').filter({ hasText: '筛选结果' })).toBeVisible();

    await page.getByRole('link', { name: '移除条件：小程序' }).click();
    await expect(page).toHaveURL(/\/customerCase\?industry=1&service=11$/);
    await expectTotal(page, (await apiList(page, { industryId: 1, serviceId: 11 })).total);

    await page.getByRole('link', { name: '重置筛选' }).click();
    await expect(page).toHaveURL(/\/customerCase$/);
    await expectTotal(page, 64);
  });

  // Phones get the compact pager (fewer page buttons).
  test('pages through the list with the page in the URL', { tag: '@width' }, async ({ page }) => {
    await gotoPage(page, '/customerCase');
    await expectTotal(page, 64);
    const page1 = await cardTitles(page);
    const pager = page.getByRole('navigation', { name: '案例分页' });
    // The pager (antd) loads as it nears the viewport, as when a visitor scrolls down to it.
    await pager.scrollIntoViewIfNeeded();
    await expect(pager.getByTitle('下一页')).toBeVisible();
    await pager.getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/\/customerCase\?page=2$/);
    const expected2 = await apiList(page, { page: 2 });
    await expect.poll(() => cardTitles(page)).toEqual(expected2.records.map((r) => r.title));
    expect((await cardTitles(page))[0]).not.toBe(page1[0]);

    await pager.getByTitle('5', { exact: true }).click();
    await expect(page).toHaveURL(/\?page=5$/);
    await expect(cards(page)).toHaveCount(64 - 60);

    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect.poll(() => cardTitles(page)).toEqual(expected2.records.map((r) => r.title));
    await page.goBack();
    await expect(page).toHaveURL(/\/customerCase$/);
    await expect.poll(() => cardTitles(page)).toEqual(page1);
  });

  test('a page past the end shows the last page', async ({ page }) => {
    await gotoPage(page, '/customerCase?industry=3&page=9');
    await expect(page).toHaveURL(/\/customerCase\?industry=3$/);
    await expectTotal(page, (await apiList(page, { industryId: 3 })).total);
  });

  test('reload and back/forward restore the exact view', async ({ page }) => {
    await gotoPage(page, '/customerCase');
    await pick(tag(page, '行业', '电商/新零售'));
    await expect(page).toHaveURL(/\?industry=1$/);
    await pick(tag(page, '服务', '创意设计'));
    await expect(page).toHaveURL(/\?industry=1&service=13$/);
    const filtered = await apiList(page, { industryId: 1, serviceId: 13 });
    await expectTotal(page, filtered.total);
    const titles = await cardTitles(page);

    await reloadPage(page);
    await expect(page.locator('main h1')).toBeVisible();
    await expectSelected(page, '行业', '电商/新零售');
    await expectSelected(page, '服务', '创意设计');
    await expectTotal(page, filtered.total);
    expect(await cardTitles(page)).toEqual(titles);

    await page.goBack();
    await expect(page).toHaveURL(/\?industry=1$/);
    await expectSelected(page, '服务', '全部');
    await expectTotal(page, (await apiList(page, { industryId: 1 })).total);
    await page.goForward();
    await expect(page).toHaveURL(/\?industry=1&service=13$/);
    await expectSelected(page, '服务', '创意设计');
    expect(await cardTitles(page)).toEqual(titles);
  });

  test('/customerCase/3 preselects industry 3 (rewritten to the query form)', async ({ page }) => {
    await gotoPage(page, '/customerCase/3');
    await expect(page).toHaveURL(/\/customerCase\?industry=3$/);
    await expectSelected(page, '行业', '金融理财');
    await expectTotal(page, (await apiList(page, { industryId: 3 })).total);
    await expect(page).toHaveTitle('客户案例 - 澜图');
  });

  test('/customerCase/12abc is the 404 page', async ({ page }) => {
    await gotoPage(page, '/customerCase/12abc');
    await expect(page.locator('main h1')).toHaveText('页面未找到');
  });

  test('shows a clear empty state with 重置筛选', async ({ page }) => {
    await gotoPage(
      page,
      '/customerCase?q=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E6%A1%88%E4%BE%8Bxyz',
    );
    await expectTotal(page, 0);
    await expect(page.getByText('没有找到符合条件的案例')).toBeVisible();
    await page.getByTestId('case-results').getByRole('link', { name: '重置筛选' }).last().click();
    await expect(page).toHaveURL(/\/customerCase$/);
    await expectTotal(page, 64);
  });

  test('a failed list call offers 重试, which recovers', async ({ page, consoleGuard }) => {
    consoleGuard.allowConsole(/Failed to load resource/);
    let fail = true;
    await page.route('**/api/case/list', (route) =>
      fail ? route.fulfill({ status: 500, body: 'oops' }) : route.continue(),
    );
    // As drawn by the app (the prerendered page keeps the cases it carries when the call fails).
    await gotoUnprerendered(page, '/customerCase');
    await expect(page.getByRole('alert').filter({ hasText: '案例加载失败' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expectTotal(page, 64);
  });

  test(
    'phones get sideways tag strips with 44 px targets and no page scroll',
    {
      tag: '@width',
    },
    async ({ page }) => {
      test.skip(!isMobile(page), 'phone layout');
      await gotoPage(page, '/customerCase');
      await expectTotal(page, 64);
      const strip = row(page, '类型').locator('ul');
      const { scrollWidth, clientWidth } = await strip.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      for (const link of await row(page, '行业').getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      // The chosen tag is scrolled into sight.
      await pick(tag(page, '类型', '设计系统'));
      await expectSelected(page, '类型', '设计系统');
      await expect(tag(page, '类型', '设计系统')).toBeInViewport();
    },
  );
});

test.describe('case search', () => {
  test(
    'suggests as you type, highlights the term in <mark>, and opens the chosen case',
    {
      tag: '@width',
    },
    async ({ page }) => {
      await gotoPage(page, '/customerCase');
      const box = page.getByRole('combobox', { name: '搜索案例' });
      await box.fill('云栖');
      const list = page.getByRole('listbox', { name: '搜索建议' });
      await expect(list).toBeVisible();
      const options = list.getByRole('option');
      const count = await options.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(10);
      await expect(options.first().locator('mark').first()).toHaveText('云栖');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const chosen = (await options.first().textContent()) ?? '';
      const [brand, title] = chosen.split(' | ');
      await options.first().click();
      await expect(page).toHaveURL(/\/customerCase\/caseDetail\?id=\d+$/);
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page).toHaveTitle(`${brand} · ${title} - 澜图`);
    },
  );

  test('arrow keys and Enter choose a suggestion; Escape closes', async ({ page }) => {
    await gotoPage(page, '/customerCase');
    const box = page.getByRole('combobox', { name: '搜索案例' });
    await box.pressSequentially('品牌', { delay: 30 });
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const id = await options.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', id ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/customerCase\/caseDetail\?id=\d+$/);
  });

  test('Enter searches the list, shows 搜索结果 and clears', async ({ page }) => {
    await gotoPage(page, '/customerCase');
    await pick(tag(page, '行业', '互动娱乐'));
    await expect(page).toHaveURL(/\?industry=2$/);
    const box = page.getByRole('combobox', { name: '搜索案例' });
    await box.fill('品牌');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/customerCase\?q=%E5%93%81%E7%89%8C$/);
    const expected = await apiList(page, { brandTitle: '品牌' });
    await expectTotal(page, expected.total);
    await expect(page.locator('main h2').filter({ hasText: '“品牌”的搜索结果' })).toBeVisible();
    expect(await cardTitles(page)).toEqual(expected.records.map((r) => r.title));
    // a search plus a tag narrows the results
    await pick(tag(page, '服务', '创意设计'));
    await expect(page).toHaveURL(/\?service=13&q=/);
    await expectTotal(page, (await apiList(page, { brandTitle: '品牌', serviceId: 13 })).total);
    await page.getByRole('link', { name: '移除条件：搜索：品牌' }).click();
    await expect(page).toHaveURL(/\/customerCase\?service=13$/);
    await expect(box).toHaveValue('');
  });
});

test.describe('case detail', () => {
  test('tells the whole story: cover, tags, sections, gallery, related, CTA', async ({ page }) => {
    await gotoPage(page, '/customerCase/caseDetail?id=4');
    const h1 = page.locator('main h1');
    await expect(h1).toHaveText('会员体系 2.0 (全渠道) 升级');
    await expect(page).toHaveTitle('橙町百货 · 会员体系 2.0 (全渠道) 升级 - 澜图');
    await expect(page.getByRole('img', { name: /橙町百货「会员体系/ })).toBeVisible();
    for (const name of ['项目背景', '核心挑战', '解决方案', '项目成果', '项目展示', '相关案例']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: '解决方案' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: '项目成果' }).getByRole('listitem'),
    ).not.toHaveCount(0);

    // gallery: a larger view that closes with Escape
    const thumbs = page.getByRole('button', { name: /^查看大图/ });
    await thumbs.first().scrollIntoViewIfNeeded();
    await thumbs.first().click();
    const dialog = page.getByRole('dialog', { name: '项目展示大图' });
    await expect(dialog).toBeVisible();
    await page.getByRole('button', { name: '下一张' }).click();
    await expect(dialog).toContainText('2 /');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // a tag chip leads to the filtered list
    await page.getByRole('list', { name: '案例标签' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/customerCase\?industry=1$/);
    await expectSelected(page, '行业', '电商/新零售');
  });

  test('related cases open another case at the top', async ({ page }) => {
    await gotoPage(page, '/customerCase/caseDetail?id=1');
    const related = page.getByRole('region', { name: '相关案例' });
    const first = related.locator('article').first();
    const title = (await first.locator('h3').textContent()) ?? '';
    await first.scrollIntoViewIfNeeded();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/caseDetail\?id=\d+$/);
    await expect(page).not.toHaveURL(/id=1$/);
    await expect(page.locator('main h1')).toHaveText(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  });

  test('the call to action opens the consultation popup', async ({ page }) => {
    await gotoPage(page, '/customerCase/caseDetail?id=2');
    await page.getByRole('button', { name: '预约咨询' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  for (const query of ['?id=99999', '?id=abc', '', '?id=1e3', '?id=-1']) {
    test(`an unknown id (${query || 'none'}) gets a not-found state with a way back`, async ({
      page,
    }) => {
      await gotoPage(page, `/customerCase/caseDetail${query}`);
      await expect(page.locator('main h1')).toHaveText('没有找到这个案例');
      await expect(page).toHaveTitle('案例未找到 - 澜图');
      await expect(page).toHaveURL(
        new RegExp(`/customerCase/caseDetail${query.replace('?', '\\?')}$`),
      );
      await page.getByRole('link', { name: '返回案例列表' }).click();
      await expect(page).toHaveURL(/\/customerCase$/);
      await expectTotal(page, 64);
    });
  }
});
