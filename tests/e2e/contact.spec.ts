/**
 * Contact page, site map, rules page and the consultation request (issue 8), at 1440 px; the city
 * tabs (a sideways strip on phones), the site map's links and the inline form's fit at 375 px too
 * (`@width`). The successful submission is checked in the mock's JSON-lines file (env CONSULT_LOG).
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  gotoPage,
  isMobile,
  logEntries,
  reloadPage,
  revealInlineForm,
  sharedTest,
  test,
  unique,
} from './fixtures';
import { expectAllReachable } from './hitTest';

// Dev servers on a shared machine can be slow: a roomier budget per test, the same assertions.
test.describe.configure({ timeout: 120000 });

const API = '**/api/consult/addConsult';
const DRAFT_KEY = 'lantu:consult-draft';

/** Contact cities by type number (SPEC.md §2). */
const CITY_BY_TYPE = [
  '杭州',
  '北京',
  '上海',
  '深圳',
  '长沙',
  '西安',
  '台州',
  '成都',
  '武汉',
  '南京',
  '广州',
  '重庆',
  '郑州',
];

const officePanel = (page: Page) => page.getByRole('tabpanel');
const cityHeading = (page: Page) => officePanel(page).getByRole('heading', { level: 3 });

async function openPopup(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '免费咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '预约咨询' });
  await expect(dialog).toBeVisible({ timeout: 30000 }); // the popup's chunk loads on first use
  await expect(dialog.getByLabel('姓名')).toBeVisible();
  return dialog;
}

async function closePopup(page: Page, dialog: Locator) {
  await dialog
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

interface FormInput {
  name: string;
  phone: string;
  company: string;
  email?: string;
  description?: string;
}

async function fillForm(form: Locator, input: FormInput) {
  await form.getByLabel('姓名').fill(input.name);
  await form.getByLabel('手机号').fill(input.phone);
  await form.getByLabel('公司名称').fill(input.company);
  if (input.email) await form.getByLabel('邮箱').fill(input.email);
  if (input.description) await form.getByLabel('需求描述').fill(input.description);
}

const inlineForm = revealInlineForm;

/** The demand chips are radios styled as tiles: the visitor clicks the tile (its label). */
async function chooseDemand(form: Locator, name: string) {
  await form.locator('label.ant-radio-button-wrapper', { hasText: name }).click();
  await expect(form.getByRole('radio', { name })).toBeChecked();
}

// The contact page, the site map and the rules page are read: their pages open in the worker's
// shared context (`sharedTest`, fixtures.ts). The form's tests below keep a context of their own.
test.describe('contact page', () => {
  sharedTest(
    'opens on Hangzhou with its three addresses, phone, mail and map links',
    async ({ page }) => {
      await gotoPage(page, '/contactUs');
      await expect(page.locator('main h1')).toHaveText('联系我们');
      await expect(page.getByRole('tab', { name: /杭州/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(cityHeading(page)).toHaveText('杭州');
      const panel = officePanel(page);
      await expect(panel.getByRole('link', { name: '400-826-2005' })).toHaveAttribute(
        'href',
        'tel:4008262005',
      );
      await expect(panel.getByRole('link', { name: 'business@lantu-design.cn' })).toHaveAttribute(
        'href',
        'mailto:business@lantu-design.cn',
      );
      await expect(panel.getByText('转 8001（商务合作）')).toBeVisible();
      await expect(panel.getByRole('link', { name: '139-0571-2005' })).toHaveAttribute(
        'href',
        'tel:13905712005',
      );
      await expect(panel.getByRole('listitem')).toHaveCount(3);
      const mapLinks = panel.getByRole('link', { name: /在地图中打开/ });
      await expect(mapLinks).toHaveCount(3);
      await expect(mapLinks.first()).toHaveAttribute(
        'href',
        /^https:\/\/uri\.amap\.com\/marker\?position=120\.2105,30\.2085&name=/,
      );
      await expect(mapLinks.first()).toHaveAttribute('target', '_blank');
      await expect(mapLinks.first()).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(panel.getByRole('img', { name: /杭州办公地点示意地图/ })).toBeVisible();
      // The page does not scroll sideways.
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    },
  );

  sharedTest(
    'switching cities updates the office and the URL, by click and by keyboard',
    {
      tag: '@width',
    },
    async ({ page }) => {
      await gotoPage(page, '/contactUs');
      await page.getByRole('tab', { name: '北京' }).click();
      await expect(page).toHaveURL(/\/contactUs\?type=1$/);
      await expect(cityHeading(page)).toHaveText('北京');
      await expect(page.getByRole('tab', { name: '北京' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(officePanel(page).getByText('转 8002（商务合作）')).toBeVisible();

      await page.getByRole('tab', { name: '北京' }).press('ArrowRight');
      await expect(page).toHaveURL(/\?type=2$/);
      await expect(cityHeading(page)).toHaveText('上海');
      await expect(page.getByRole('tab', { name: '上海' })).toBeFocused();

      // Offices without a type number are addressed by key, and survive a reload.
      await page.getByRole('tab', { name: '新加坡' }).click();
      await expect(page).toHaveURL(/\?office=singapore$/);
      await reloadPage(page);
      await expect(cityHeading(page)).toHaveText('新加坡');

      await page.getByRole('tab', { name: /杭州/ }).click();
      await expect(page).toHaveURL(/\/contactUs$/);
      await expect(cityHeading(page)).toHaveText('杭州');
    },
  );

  sharedTest(
    '?type=N selects that office; unknown types fall back to Hangzhou',
    async ({ page }) => {
      test.setTimeout(180000);
      // Fresh loads: the first and last type, and values that are not a known type (hostile values:
      // hostile.spec.ts).
      for (const [query, city] of [
        ['type=1', '北京'],
        ['type=12', '郑州'],
        ['type=99', '杭州'],
        ['type=1.5', '杭州'],
        ['type=', '杭州'],
      ]) {
        await gotoPage(page, `/contactUs?${query}`);
        await expect(cityHeading(page), query).toHaveText(city);
      }
      // Every other type through the footer's city links (in-app navigation to /contactUs?type=N).
      const footer = page.locator('footer');
      for (let type = 2; type <= 11; type += 1) {
        await footer.getByRole('link', { name: CITY_BY_TYPE[type], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/contactUs\\?type=${type}$`));
        await expect(cityHeading(page)).toHaveText(CITY_BY_TYPE[type]);
        await expect(page.getByRole('tab', { selected: true })).toHaveText(CITY_BY_TYPE[type]);
      }
      await footer.getByRole('link', { name: '杭州', exact: true }).click();
      await expect(page).toHaveURL(/\/contactUs$/);
      await expect(cityHeading(page)).toHaveText('杭州');
    },
  );
});

test.describe('site map', () => {
  sharedTest(
    'lists every group and every link lands on a real page',
    { tag: '@width' },
    async ({ page }) => {
      await gotoPage(page, '/websiteMap');
      await expect(page.locator('main h1')).toHaveText('网站地图');
      for (const group of ['首页', '客户案例', '服务内容', '联系我们', '关于我们']) {
        await expect(
          page.locator('main').getByRole('heading', { level: 2, name: group, exact: true }),
        ).toBeVisible();
      }
      const hrefs = await page
        .locator('main section a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const targets = [...new Set(hrefs)];
      // 首页 + 4 group pages + 8 + 6 + 13 + 4 entries + 规则与隐私 and 网站地图, less /contactUs
      // which is both the 联系我们 heading and the 杭州 entry.
      expect(targets).toHaveLength(1 + 4 + 8 + 6 + 13 + 4 + 2 - 1);
      // A finger reaches every link at either width; where each leads does not depend on the width,
      // so the pages are visited once, at the desktop width.
      await expectAllReachable(page.locator('main section a[href]'));
      if (isMobile(page)) return;
      // Every target is a page of the site: the server answers it with its own page, whose
      // <h1> is in the HTML (every route is prerendered), never the 404 page.
      for (const href of targets) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        const html = await response.text();
        expect(html, href).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>/);
        expect(html, href).not.toContain('页面未找到');
      }
      // And the app follows them: the first link of each group, clicked and come back from.
      const firsts = await page
        .locator('main section')
        .evaluateAll((sections) =>
          sections.map((el) => el.querySelector('a[href]')?.getAttribute('href') ?? ''),
        );
      for (const href of new Set(firsts.filter(Boolean))) {
        await page.locator(`main section a[href="${href}"]`).first().click();
        await expect(page.locator('main h1').first(), href).toBeVisible();
        await expect(page.locator('main'), href).not.toContainText('页面未找到');
        // A link to the page itself replaces the history entry: nothing to go back to.
        if (href !== '/websiteMap') await page.goBack();
        await expect(page.locator('main h1')).toHaveText('网站地图');
      }
    },
  );

  sharedTest('a city link opens the contact page on that office', async ({ page }) => {
    await gotoPage(page, '/websiteMap');
    await page.locator('main').getByRole('link', { name: '成都' }).click();
    await expect(page).toHaveURL(/\/contactUs\?type=7$/);
    await expect(cityHeading(page)).toHaveText('成都');
  });
});

test.describe('rules page', () => {
  sharedTest(
    'has a table of contents whose anchors reach each section, and the update date',
    async ({ page }) => {
      await gotoPage(page, '/rule');
      await expect(page.locator('main h1')).toHaveText('规则与隐私');
      await expect(page.locator('main time')).toHaveText('2023-06-18');
      const toc = page.getByRole('navigation', { name: '目录' });
      await expect(toc.getByRole('link')).toHaveCount(10);
      await toc.getByRole('link', { name: '七、信息的保存期限' }).click();
      await expect(page).toHaveURL(/\/rule#retention$/);
      await expect(page.getByRole('heading', { name: '七、信息的保存期限' })).toBeInViewport();
    },
  );

  sharedTest(
    'a deep link to a section scrolls there once the page has loaded',
    async ({ page }) => {
      await gotoPage(page, '/rule#consult-form');
      await expect(page.getByRole('heading', { name: '五、咨询表单收集的信息' })).toBeInViewport();
    },
  );
});

/** A request for one of the consultation form's chunks (src/components/ConsultForm/load.ts). */
const isFormChunk = (url: string) => /\/consult-[\w-]+\.[0-9a-f]+\.async\.js$/.test(url);

test.describe('the form fetched ahead', () => {
  test.describe('a visitor as most are', () => {
    test.use({ dataSaver: false });

    test('gets the form in the idle time after load: 免费咨询 has nothing left to fetch', async ({
      page,
    }) => {
      const formChunk = page.waitForResponse((res) =>
        /\/consult-form\.[0-9a-f]+\.async\.js$/.test(res.url()),
      );
      await gotoPage(page, '/aboutLantu');
      // Nobody points at anything: the idle time alone brings the form. Its script element
      // leaves the document once the chunk has run.
      await formChunk;
      await page.waitForFunction(() => !document.querySelector('script[src*="/consult-form."]'));
      const asked: string[] = [];
      page.on('request', (req) => {
        if (isFormChunk(req.url())) asked.push(req.url());
      });
      const dialog = await openPopup(page);
      await expect(dialog.getByLabel('手机号')).toBeVisible();
      expect(asked, 'the form was all there before the click').toEqual([]);
    });
  });

  test('with Data Saver on, the form comes only when the visitor reaches for it', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (isFormChunk(req.url())) asked.push(req.url());
    });
    await gotoPage(page, '/aboutLantu');
    // Past the longest the idle prefetch ever waits to begin (500 ms after load, then its
    // STAGE_WAIT_MS of 5 s: src/components/ConsultForm/load.ts).
    await page.waitForTimeout(7000);
    expect(asked, 'nothing of the form fetched unasked').toEqual([]);
    const dialog = await openPopup(page);
    await expect(dialog.getByLabel('手机号')).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
  });
});

test.describe('consultation form', () => {
  // The form as most visitors meet it: fetched in the idle time after load (a test's own reach
  // for it may still come first).
  test.use({ dataSaver: false });

  test('shows the validation messages', async ({ page }) => {
    await gotoPage(page, '/');
    const dialog = await openPopup(page);
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await expect(dialog.getByText('请输入姓名')).toBeVisible();
    await expect(dialog.getByText('请输入手机号')).toBeVisible();
    await expect(dialog.getByText('请输入公司名称')).toBeVisible();
    await expect(dialog.getByText('请阅读并同意《规则与隐私》后再提交')).toBeVisible();

    await dialog.getByLabel('姓名').fill('张三123');
    await expect(dialog.getByText(/姓名请使用中文或英文字母/)).toBeVisible();
    await dialog.getByLabel('姓名').fill('张'.repeat(21));
    await expect(dialog.getByText('姓名不能超过 20 个字')).toBeVisible();
    await dialog.getByLabel('手机号').fill('12345678901');
    await expect(dialog.getByText('请输入正确的 11 位手机号')).toBeVisible();
    await dialog.getByLabel('公司名称').fill('<b>公司</b>');
    await expect(dialog.getByText(/公司名称不能包含尖括号/)).toBeVisible();
    await dialog.getByLabel('邮箱').fill('lin@');
    await expect(dialog.getByText('请输入正确的邮箱地址')).toBeVisible();
    await dialog.getByLabel('需求描述').fill('字'.repeat(501));
    await expect(dialog.getByText('需求描述不能超过 500 个字')).toBeVisible();
    await expect(dialog.getByText('501 / 500')).toBeVisible();

    // Corrected values clear the messages.
    await dialog.getByLabel('姓名').fill('张三');
    await dialog.getByLabel('手机号').fill('13812345678');
    await expect(dialog.getByText('请输入正确的 11 位手机号')).toHaveCount(0);
    await expect(dialog.getByText('姓名不能超过 20 个字')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /规则与隐私/ })).toHaveAttribute(
      'href',
      /\/rule#consult-form$/,
    );
    await expect(dialog.getByRole('link', { name: /规则与隐私/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('a successful submission is in the log file once, then the form starts over', async ({
    page,
  }) => {
    await gotoPage(page, '/contactUs');
    const form = await inlineForm(page);
    const company = unique('成功提交测试');
    await fillForm(form, {
      name: '测试访客',
      phone: '138 1234 5678',
      company: `  ${company}  `,
      email: 'visitor@example.com',
      description: '<script>alert(1)</script> 官网改版',
    });
    await form.getByLabel('所在城市').fill('上海');
    await page.keyboard.press('Enter');
    await chooseDemand(form, '数字营销');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '提交咨询' }).click();

    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    const entries = logEntries().filter((e) => e.company === company);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: '测试访客',
      phone: '13812345678',
      company,
      email: 'visitor@example.com',
      city: '上海',
      demandType: '数字营销',
      description: '<script>alert(1)</script> 官网改版',
      agree: true,
      id: expect.any(Number),
      requestId: expect.any(String),
      receivedAt: expect.any(String),
    });
    await expect(page.getByText(`咨询编号：${entries[0].id}`)).toBeVisible();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)).toBeNull();

    await page.getByRole('button', { name: '再提交一条' }).click();
    await expect(form.getByLabel('姓名')).toHaveValue('');
    await expect(form.getByLabel('公司名称')).toHaveValue('');
    await expect(form.getByLabel('姓名')).toBeFocused();
  });

  test('a failed submission shows the server message and keeps every input', async ({ page }) => {
    let calls = 0;
    await page.route(API, async (route) => {
      calls += 1;
      await route.fulfill({
        json: { success: false, code: '400', message: '服务繁忙，请稍后再试' },
      });
    });
    await gotoPage(page, '/contactUs');
    const form = await inlineForm(page);
    const company = unique('失败测试');
    await fillForm(form, {
      name: '测试访客',
      phone: '13812345678',
      company,
      description: '需求说明',
    });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '提交咨询' }).click();
    await expect(form.getByRole('alert')).toContainText('服务繁忙，请稍后再试');
    expect(calls).toBe(1);
    await expect(form.getByLabel('姓名')).toHaveValue('测试访客');
    await expect(form.getByLabel('手机号')).toHaveValue('13812345678');
    await expect(form.getByLabel('公司名称')).toHaveValue(company);
    await expect(form.getByLabel('需求描述')).toHaveValue('需求说明');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('button', { name: '提交咨询' })).toBeEnabled();
    expect(logEntries().filter((e) => e.company === company)).toHaveLength(0);

    // A retry carries the same requestId (the server can drop a repeat).
    const bodies: { requestId?: string }[] = [];
    await page.unroute(API);
    await page.route(API, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ json: { success: false, code: '500', message: '稍后再试' } });
    });
    await form.getByRole('button', { name: '提交咨询' }).click();
    await expect(form.getByRole('alert')).toContainText('稍后再试');
    await form.getByRole('button', { name: '提交咨询' }).click();
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[0].requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(bodies[1].requestId).toBe(bodies[0].requestId);
  });

  test('a network failure keeps the input and offers a retry that succeeds', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsole(/Failed to load resource|net::ERR_FAILED/);
    await page.route(API, (route) => route.abort('failed'));
    await gotoPage(page, '/contactUs');
    const form = await inlineForm(page);
    const company = unique('断网测试');
    await fillForm(form, { name: '测试访客', phone: '13812345678', company });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '提交咨询' }).click();
    await expect(form.getByRole('alert')).toContainText('网络连接失败');
    await expect(form.getByLabel('公司名称')).toHaveValue(company);

    await page.unroute(API);
    await form.getByRole('button', { name: '提交咨询' }).click();
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    expect(logEntries().filter((e) => e.company === company)).toHaveLength(1);
  });

  test('fast repeated clicks send one request and store one entry', async ({ page }) => {
    // The server answers only when the test says so: every extra click happens while one is out.
    let requests = 0;
    let release: () => void = () => {};
    await page.route(API, async (route) => {
      requests += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await gotoPage(page, '/');
    const dialog = await openPopup(page);
    const submit = dialog.getByRole('button', { name: /提交咨询|正在提交/ });

    // Three clicks in one task: all of them land before the first validation has finished.
    const first = unique('连点测试');
    await fillForm(dialog, { name: '测试访客', phone: '13912345678', company: first });
    await dialog.getByRole('checkbox').check();
    await submit.evaluate((button) => {
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
    });
    await expect(submit).toHaveText(/正在提交/);
    await expect.poll(() => requests).toBe(1);
    release();
    await expect(dialog.getByRole('heading', { name: '提交成功' })).toBeVisible();
    expect(requests).toBe(1);
    expect(logEntries().filter((e) => e.company === first)).toHaveLength(1);

    // A visitor's double click, then Enter in a field, while the request is out.
    await dialog.getByRole('button', { name: '再提交一条' }).click();
    const second = unique('双击测试');
    await fillForm(dialog, { name: '测试访客', phone: '13912345678', company: second });
    await dialog.getByRole('checkbox').check();
    await submit.dblclick();
    await expect(submit).toHaveText(/正在提交/);
    await dialog.getByLabel('公司名称').press('Enter');
    await submit.click({ force: true });
    await expect.poll(() => requests).toBe(2);
    release();
    await expect(dialog.getByRole('heading', { name: '提交成功' })).toBeVisible();
    expect(requests).toBe(2);
    expect(logEntries().filter((e) => e.company === second)).toHaveLength(1);
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('an unsent draft survives closing the popup and a reload', async ({ page }) => {
    await gotoPage(page, '/serviceContent');
    let dialog = await openPopup(page);
    await fillForm(dialog, {
      name: '草稿访客',
      phone: '13700000000',
      company: '草稿公司',
      description: '第一行\n第二行',
    });
    await chooseDemand(dialog, '技术服务');
    await closePopup(page, dialog);

    dialog = await openPopup(page);
    await expect(dialog.getByLabel('姓名')).toHaveValue('草稿访客');
    await expect(dialog.getByLabel('需求描述')).toHaveValue('第一行\n第二行');
    await expect(dialog.getByText('已为你恢复上次未提交的内容')).toBeVisible();
    // Type and reload at once: the last keystrokes are kept too.
    await dialog.getByLabel('公司名称').fill('草稿公司（已改）');
    await reloadPage(page);
    await expect(page.locator('main h1')).toBeVisible();

    dialog = await openPopup(page);
    await expect(dialog.getByLabel('姓名')).toHaveValue('草稿访客');
    await expect(dialog.getByLabel('手机号')).toHaveValue('13700000000');
    await expect(dialog.getByLabel('公司名称')).toHaveValue('草稿公司（已改）');
    await expect(dialog.getByRole('radio', { name: '技术服务' })).toBeChecked();

    // 清空 discards the draft.
    await dialog.getByRole('button', { name: '清空' }).click();
    await expect(dialog.getByLabel('姓名')).toHaveValue('');
    await closePopup(page, dialog);
    dialog = await openPopup(page);
    await expect(dialog.getByLabel('姓名')).toHaveValue('');
  });

  test('its placeholder holds still while far below the fold, and the form arrives on the way down', async ({
    page,
  }) => {
    await gotoPage(page, '/contactUs');
    // At the top nothing moves on the page: the form's placeholder, screens below, keeps its
    // sheen still (a running one costs a style pass and a paint every frame).
    const moving = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => {
            const el = (a.effect as KeyframeEffect | null)?.target as Element | null;
            return `${el?.tagName} ${el?.className} at ${Math.round(el?.getBoundingClientRect().top ?? 0)}`;
          }),
      );
    await expect(page.locator('#consult [data-near="false"]')).toBeAttached();
    expect(await moving()).toEqual([]);
    await revealInlineForm(page);
  });

  test(
    'the form fits the screen: no sideways scroll and 44 px tap targets',
    {
      tag: '@width',
    },
    async ({ page }) => {
      await gotoPage(page, '/contactUs');
      const form = await inlineForm(page);
      await form.scrollIntoViewIfNeeded();
      const small = await form
        .locator(
          'input:not([type=checkbox]):not([type=radio]), textarea, button, label.ant-radio-button-wrapper',
        )
        .evaluateAll((els) =>
          els
            .filter((el) => (el as HTMLElement).offsetParent !== null)
            .map((el) => {
              const box = (el.closest('.ant-select') ?? el).getBoundingClientRect();
              return { tag: el.tagName, h: Math.round(box.height) };
            })
            .filter((b) => b.h > 0 && b.h < 44),
        );
      expect(small).toEqual([]);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]);
      if (isMobile(page)) {
        await expect(page.getByRole('tablist')).toHaveCSS('overflow-x', 'auto');
      }
      // The inline form speaks Chinese too (antd zh_CN default message).
      await form.getByRole('button', { name: '提交咨询' }).click();
      await expect(form.getByText('请输入姓名')).toBeVisible();
      await expect(form.getByLabel('姓名')).toBeFocused();
    },
  );
});
