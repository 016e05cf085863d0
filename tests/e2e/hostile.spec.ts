/**
 * Hostile input, proved (the robustness issue): one list of hostile values —
 * regex metacharacters, markup and script, `javascript:` URLs, 10 000 characters, emoji and
 * zero-width characters, numbers where text is expected and the reverse, broken percent-encoding —
 * fed to the case search box, every field of the consultation form (popup and the contact page's
 * inline form, plus the API itself) and every URL query and path parameter the site reads.
 * Every test fails on an uncaught error or a console error (./fixtures.ts); each also proves that no
 * script ran (`window.__pwned`, no dialog) and that the page shows a sane state: its list, an empty
 * state or its not-found state, inside the layout.
 */
import type { Locator, Page } from '@playwright/test';
import { aboutPage, newsDetailPage } from '../../src/content/aboutPage';
import { caseDetailContent, caseListContent } from '../../src/content/cases';
import { normaliseTerm } from '../../src/utils/cases';
import { cleanText, CONSULT_MESSAGES } from '../../src/utils/consultRules';
import {
  expect,
  gotoPage,
  gotoUnprerendered,
  logEntries,
  revealInlineForm,
  test,
  unique,
} from './fixtures';

// Hundreds of actions over long values: recording a trace would triple the run time. Every
// assertion names the value it failed on, and a failure still leaves a screenshot.
test.use({ trace: 'off' });

/** The shared list. Values with `__pwned` would set it if they ever ran as script. */
const HOSTILE: string[] = [
  '.*',
  '(',
  '[',
  ')',
  '\\',
  '$&',
  "$1$'$`",
  '^+?|{1}',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload="window.__pwned=1">',
  'javascript:window.__pwned=1',
  "';window.__pwned=1;//",
  '{{constructor.constructor("window.__pwned=1")()}}',
  '__proto__',
  'x'.repeat(10000),
  '👩‍👩‍👧‍👦🏳️‍🌈🎨✨',
  '\u200B',
  '\uFEFF\u200B设计\u200D',
  '\u202Etxt.exe',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '99999999999999999999',
  '1.5',
  '3abc',
  ' ',
  'null',
  '%E0%A4%A',
  '%',
];

/** Written into URLs as they are, not encoded: broken escapes a link or a visitor may produce. */
const RAW_URL_VALUES = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%00'];

/** Every hostile value as a URL component (encoded), then the raw broken escapes. */
const URL_VALUES: string[] = [...HOSTILE.map(encodeURIComponent), ...RAW_URL_VALUES];

const short = (value: string) =>
  JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…(${value.length})` : value);

/** Records alert/confirm/prompt dialogs: a hostile value must never open one. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

/** No hostile value ran as script: no flag, no dialog, no injected picture. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main svg[onload]')).toHaveCount(0);
}

/** The layout is on screen and the page shows no render-error panel. */
async function expectWholePage(page: Page, label: string) {
  await expect(page.getByRole('banner'), label).toBeVisible();
  await expect(page.locator('footer').last(), label).toBeVisible();
  await expect(page.locator('main h1').first(), label).toBeAttached();
  await expect(page.getByText('页面出了点问题'), label).toHaveCount(0);
}

/** In-app navigation to `url`, as after a link click or back/forward (no reload). */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/* ---------- the case search box ---------- */

interface ListAnswer {
  data: { total: number };
}

/** The mock's own total for a search (ground truth: the page must match it literally). */
async function searchTotal(page: Page, term: string): Promise<number> {
  const res = await page.request.post('/api/case/list', {
    data: { pageSize: 15, brandTitle: term },
  });
  return ((await res.json()) as ListAnswer).data.total;
}

const results = (page: Page) => page.getByTestId('case-results');
const tagRow = (page: Page, label: string) => page.getByRole('group', { name: `按${label}筛选` });

async function expectCaseList(page: Page, term: string, label: string) {
  await expect(results(page), label).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('case-total'), label).toHaveText(
    caseListContent.results.total(await searchTotal(page, term)),
  );
  await expect(page.locator('#case-results-title'), label).toHaveText(
    term ? caseListContent.results.searchTitle(term) : caseListContent.results.allTitle,
  );
}

const SEARCH_HALVES = [HOSTILE.slice(0, 17), HOSTILE.slice(17)];

SEARCH_HALVES.forEach((values, half) => {
  test(`the case search box takes hostile values literally (${half + 1}/2)`, async ({ page }) => {
    const dialogs = watchDialogs(page);
    await gotoPage(page, '/customerCase');
    const box = page.getByRole('combobox', { name: '搜索案例' });
    for (const value of values) {
      const label = short(value);
      const term = normaliseTerm(value);
      // Suggestions as the visitor types: a list, or the note that nothing matches.
      if (term) {
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/case/selectList'));
        await box.fill(value);
        await answered;
        await expect(
          page
            .getByRole('listbox', { name: '搜索建议' })
            .getByRole('option')
            .first()
            .or(page.getByText(caseListContent.search.noMatch)),
          label,
        ).toBeVisible();
      } else {
        await box.fill(value);
      }
      // Enter searches the list; the count is the mock's own for the literal term.
      await box.press('Enter');
      await expectCaseList(page, term, label);
      // The box shows what was searched: the trimmed term, cut to 100 characters.
      if (term) await expect(box, label).toHaveValue(term);
      await expectWholePage(page, label);
    }
    await expectNothingRan(page, dialogs);
  });
});

test('regex characters in the search box match themselves and are highlighted', async ({
  page,
}) => {
  await gotoPage(page, '/customerCase');
  const box = page.getByRole('combobox', { name: '搜索案例' });
  for (const term of ['(', '+', '.']) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/case/selectList'));
    await box.fill(term);
    await answered;
    const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await expect(options.first()).toContainText(term);
    await expect(options.first().locator('mark').first()).toHaveText(term);
  }
});

/* ---------- the consultation form ---------- */

const API_CONSULT = '**/api/consult/addConsult';
const TEXT_FIELDS = ['姓名', '手机号', '公司名称', '邮箱', '需求描述'];
const CHINESE = /[\u4e00-\u9fff]/;

async function openPopup(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '免费咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '预约咨询' });
  await expect(dialog.getByLabel('姓名')).toBeVisible({ timeout: 30000 });
  return dialog;
}

/**
 * Every field gets the value (the city through its search box) and the form is submitted (Enter in
 * a field, as a visitor would): the visitor sees Chinese messages, the values stay, nothing is sent
 * and nothing runs. The phone rule rejects every hostile value, so none reaches the server this way.
 */
async function submitHostile(form: Locator, value: string) {
  const label = short(value);
  await form.getByLabel('所在城市').fill(value);
  for (const field of TEXT_FIELDS) await form.getByLabel(field).fill(value);
  await form.getByLabel('公司名称').press('Enter');
  const errors = form.locator('.ant-form-item-explain-error');
  await expect(errors.first(), label).toBeVisible();
  for (const text of await errors.allTextContents()) expect(text, label).toMatch(CHINESE);
  await expect(form.getByLabel('姓名'), label).toHaveValue(value);
  await expect(form.getByLabel('需求描述'), label).toHaveValue(value);
}

// The popup and the inline form share one component: each takes every other value, so every
// value meets every field once and both forms meet every kind of value.
const FORMS: { name: string; values: string[]; open: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'the popup',
    values: HOSTILE.filter((_, i) => i % 2 === 0),
    open: async (page) => {
      // A quiet page behind the popup (the home page's carousel keeps the CPU busy).
      await gotoPage(page, '/websiteMap');
      return openPopup(page);
    },
  },
  {
    name: "the contact page's inline form",
    values: HOSTILE.filter((_, i) => i % 2 === 1),
    open: async (page) => {
      await gotoPage(page, '/contactUs');
      return revealInlineForm(page);
    },
  },
];

for (const { name, values, open } of FORMS) {
  test(`every field of ${name} rejects hostile values in Chinese and sends nothing`, async ({
    page,
  }) => {
    test.setTimeout(120000);
    const dialogs = watchDialogs(page);
    let sent = 0;
    await page.route(API_CONSULT, (route) => {
      sent += 1;
      return route.continue();
    });
    const form = await open(page);
    await form.getByRole('checkbox').check();
    for (const value of values) await submitHostile(form, value);
    await expect(form.getByRole('heading', { name: '提交成功' })).toHaveCount(0);
    expect(sent).toBe(0);
    await expectWholePage(page, name);
    await expectNothingRan(page, dialogs);
  });
}

test('hostile text the rules accept is stored exactly as typed and shown as text', async ({
  page,
}) => {
  test.setTimeout(120000);
  const dialogs = watchDialogs(page);
  await gotoPage(page, '/contactUs');
  const form = await revealInlineForm(page);
  // The description takes any text: markup, script, regex characters, numbers, emoji.
  const accepted = [
    '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"> javascript:window.__pwned=1',
    '.*(["\\$&$1 ^+?|{1} -1 1e309 NaN 0x10 99999999999999999999',
    '👩‍👩‍👧‍👦🏳️‍🌈🎨 \uFEFF\u200B设计\u200D',
  ];
  for (const description of accepted) {
    const company = unique('恶意输入测试');
    await form.getByLabel('姓名').fill('测试访客');
    await form.getByLabel('手机号').fill('13812345678');
    await form.getByLabel('公司名称').fill(company);
    await form.getByLabel('需求描述').fill(description);
    await form.getByRole('checkbox').check();
    await form.getByLabel('公司名称').press('Enter');
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    const entries = logEntries().filter((e) => e.company === company);
    expect(entries, short(description)).toHaveLength(1);
    expect(entries[0].description).toBe(cleanText(description));
    await page.getByRole('button', { name: '再提交一条' }).click();
    await expect(form.getByLabel('姓名')).toHaveValue('');
  }
  await expectNothingRan(page, dialogs);
});

test('line separators and bidi controls are refused in every text field, in Chinese', async ({
  page,
}) => {
  // They pass for text but split a log record (U+2028/U+2029) or reverse it on screen (U+202E).
  let sent = 0;
  await page.route(API_CONSULT, (route) => {
    sent += 1;
    return route.continue();
  });
  await gotoPage(page, '/contactUs');
  const form = await revealInlineForm(page);
  const fields: [string, string, string][] = [
    ['姓名', '林\u2028晓', CONSULT_MESSAGES.invisible('name')],
    ['公司名称', '云栖\u2029茶事', CONSULT_MESSAGES.invisible('company')],
    ['邮箱', 'lin\u202E@example.com', CONSULT_MESSAGES.invisible('email')],
    ['需求描述', '报价单\u202Etxt.exe', CONSULT_MESSAGES.invisible('description')],
  ];
  await form.getByLabel('手机号').fill('13812345678');
  for (const [label, value] of fields) await form.getByLabel(label).fill(value);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '提交咨询' }).click();
  for (const [label, , message] of fields) {
    await expect(form.getByText(message), label).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '提交成功' })).toHaveCount(0);
  expect(sent).toBe(0);
});

test('the consultation API refuses wrong types and hostile payloads in Chinese', async ({
  request,
}) => {
  const marker = unique('类型测试');
  const valid = { name: '测试访客', phone: '13812345678', company: marker, agree: true };
  const payloads: unknown[] = [
    { ...valid, name: 12345 },
    { ...valid, phone: 13812345678 },
    { ...valid, company: ['数组'] },
    { ...valid, company: { $gt: '' } },
    { ...valid, agree: 'true' },
    { ...valid, email: 42 },
    { ...valid, description: { toString: 'x' } },
    { ...valid, city: '<script>window.__pwned=1</script>' },
    { ...valid, demandType: '.*' },
    { ...valid, requestId: '<img src=x onerror=alert(1)>' },
    { ...valid, name: 'x'.repeat(10000) },
    { ...valid, phone: '1e309' },
    { ...valid, description: 'a\u0000b' },
    ['数组'],
    '字符串',
    12345,
    null,
  ];
  for (const data of payloads) {
    const res = await request.post('/api/consult/addConsult', { data: data as object });
    const body = (await res.json()) as { success: boolean; message: string };
    expect(body.success, JSON.stringify(data).slice(0, 60)).toBe(false);
    expect(body.message).toMatch(CHINESE);
  }
  expect(logEntries().filter((e) => e.company === marker)).toEqual([]);
});

/* ---------- every URL parameter the site reads ---------- */

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What a URL parameter reads as in the page (the raw escapes decode to replacement characters). */
async function paramInPage(page: Page, key: string): Promise<string> {
  return page.evaluate((k) => new URLSearchParams(window.location.search).get(k) ?? '', key);
}

test('hostile case list queries fall back to a sane list (industry, service, type, page, q)', async ({
  page,
}) => {
  test.setTimeout(120000);
  const dialogs = watchDialogs(page);
  await gotoPage(page, '/customerCase');
  for (const value of URL_VALUES) {
    const label = short(value);
    await navigateInApp(
      page,
      `/customerCase?industry=${value}&service=${value}&type=${value}&page=${value}&q=${value}`,
    );
    await expectCaseList(page, normaliseTerm(await paramInPage(page, 'q')), label);
    for (const row of ['行业', '服务', '类型']) {
      await expect(tagRow(page, row).locator('[aria-current="true"]'), label).toHaveText('全部');
    }
    await expectWholePage(page, label);
  }
  // A fresh load with the nastiest values, and unknown keys kept but ignored.
  await gotoPage(
    page,
    `/customerCase?industry=(&service=%5B&type=.*&page=%2B&q=${encodeURIComponent('<img src=x onerror=window.__pwned=1>')}&utm_source=%E0%A4%A`,
  );
  await expectCaseList(page, '<img src=x onerror=window.__pwned=1>', 'fresh load');
  // Known ids survive beside unknown and contradictory ones (type 101 belongs to another service).
  await gotoPage(page, '/customerCase?industry=99&service=12&type=101&page=-1&q=%E0%A4%A');
  await expect(tagRow(page, '行业').locator('[aria-current="true"]')).toHaveText('全部');
  await expect(tagRow(page, '服务').locator('[aria-current="true"]')).toHaveText('数字营销');
  await expect(tagRow(page, '类型').locator('[aria-current="true"]')).toHaveText('全部');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expectNothingRan(page, dialogs);
});

test('hostile path and id parameters show the not-found states', async ({ page }) => {
  test.setTimeout(120000);
  const dialogs = watchDialogs(page);
  await gotoPage(page, '/customerCase/caseDetail?id=1');
  for (const value of URL_VALUES) {
    const label = short(value);
    await navigateInApp(page, `/customerCase/caseDetail?id=${value}`);
    await expect(page.locator('main h1'), label).toHaveText(caseDetailContent.notFound.title);

    await navigateInApp(page, `/newsLantu?id=${value}`);
    await expect(page.locator('main h1'), label).toHaveText(newsDetailPage.notFoundTitle);

    // `/customerCase/:id` takes digits only (an industry); anything else is the 404 page.
    await navigateInApp(page, `/customerCase/${value}`);
    const digits = /^\d+$/.test(decodeURIComponentSafe(value));
    if (digits) await expect(page).toHaveURL(/\/customerCase(\?|$)/);
    else await expect(page.locator('main h1'), label).toHaveText('页面未找到');

    // `/aboutLantu/:type` takes 0–3 only.
    await navigateInApp(page, `/aboutLantu/${value}`);
    await expect(page.locator('main h1'), label).toHaveText(
      value === '0' ? aboutPage.heroes[0].title : '页面未找到',
    );
    await expectWholePage(page, label);
  }
  // Fresh loads: the router and umi's preload helper meet the raw escapes before the app runs.
  for (const raw of ['/customerCase/%E0%A4%A', '/aboutLantu/%', '/%E0%A4%A/%zz']) {
    await gotoPage(page, raw);
    await expect(page.locator('main h1'), raw).toHaveText('页面未找到');
  }
  await gotoPage(page, '/newsLantu?id=%E0%A4%A');
  await expect(page.locator('main h1')).toHaveText(newsDetailPage.notFoundTitle);
  await expectNothingRan(page, dialogs);
});

test('hostile news list, contact and rule parameters fall back to the defaults', async ({
  page,
}) => {
  test.setTimeout(120000);
  const dialogs = watchDialogs(page);
  const newsTitles = page.locator('main article h3 a');
  await gotoPage(page, '/aboutLantu/1');
  for (const value of URL_VALUES) {
    const label = short(value);
    await navigateInApp(page, `/aboutLantu/1?page=${value}&year=${value}`);
    await expect(page.getByText(aboutPage.news.total(24, '')), label).toBeVisible();
    await expect(newsTitles, label).toHaveCount(5);
    await expectWholePage(page, label);
  }
  await gotoPage(page, '/contactUs');
  const city = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  for (const value of URL_VALUES) {
    const label = short(value);
    await navigateInApp(page, `/contactUs?type=${value}&office=${value}`);
    await expect(city, label).toHaveText('杭州');
    await expectWholePage(page, label);
  }
  await gotoPage(page, '/rule');
  for (const value of URL_VALUES) {
    const label = short(value);
    await navigateInApp(page, `/rule#${value}`);
    await expect(page.locator('main h1'), label).toHaveText('规则与隐私');
    await expectWholePage(page, label);
  }
  // Fresh loads with broken escapes.
  await gotoPage(page, '/rule#%E0%A4%A');
  await expect(page.locator('main h1')).toHaveText('规则与隐私');
  await gotoPage(page, '/contactUs?type=%E0%A4%A&office=%');
  await expect(city).toHaveText('杭州');
  await gotoPage(page, '/aboutLantu/1?page=%E0%A4%A&year=%3Cscript%3E');
  await expect(newsTitles).toHaveCount(5);
  await expectNothingRan(page, dialogs);
});

/* ---------- URLs in API data ---------- */

test('a banner link that only looks internal leaves in a new tab, and outside pictures are not loaded', async ({
  page,
}) => {
  // `/\host` and a tab after the first slash read as paths but the browser goes to the host.
  const links = ['/\\evil.example/x', '/\t/evil.example/y', '/customerCase/2'];
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('evil.example')) requested.push(req.url());
  });
  await page.route('**/api/index/bannerWebList', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { data: Record<string, unknown>[] };
    const data = envelope.data.slice(0, 3).map((b, i) => ({
      ...b,
      link: links[i],
      // The second banner's picture is another site's (a tracker): the site shows its fallback.
      img: i === 1 ? 'https://evil.example/pixel.png' : b.img,
    }));
    await route.fulfill({ response, json: { ...envelope, data } });
  });
  // The carousel stays where the test puts it (no autoplay under reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoUnprerendered(page, '/');
  const ctas = page.locator('main a[href]');
  const readLinks = () =>
    ctas.evaluateAll((els) =>
      els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    );
  // The banners come with their own call, after the page's heading is up.
  await expect
    .poll(readLinks)
    .toContainEqual(['http://evil.example/x', '_blank', 'noopener noreferrer']);
  const hrefs = await readLinks();
  expect(hrefs).toContainEqual(['http://evil.example/y', '_blank', 'noopener noreferrer']);
  expect(hrefs).toContainEqual(['/customerCase/2', null, null]);
  await page
    .getByRole('button', { name: /第 2 张|下一张/ })
    .first()
    .click();
  // The second banner is shown with the fallback panel in place of the outside picture: no <img>
  // that could ask for it.
  const second = page.locator('[aria-roledescription="slide"]').nth(1);
  await expect(second).toHaveAttribute('data-active', 'true');
  await expect(second.getByRole('img')).toBeVisible();
  await expect(second.locator('img')).toHaveCount(0);
  expect(requested).toEqual([]);
});
