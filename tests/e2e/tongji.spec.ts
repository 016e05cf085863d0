/**
 * Baidu Tongji and the consultation funnel (issue 52, item 2): with a recording fake of hm.js
 * served in place of hm.baidu.com, on a preview whose CSP is that of a deployment with Tongji
 * configured (tests/e2e/china.ts), and `window.baiduTongji` in the page: exactly one page view
 * per client-side route change over a journey of six routes and none for the first load, the
 * funnel's events in order for a consultation sent from a case page, the phone and mail taps;
 * nothing loads when it is not configured; /rule names 百度统计 only when it is on; the CSP the
 * preview sends allows exactly what is configured (and nginx's, made by `npm run nginx:headers`
 * with the same environment).
 * Width-independent logic: desktop project only (its own preview server).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { Page } from '@playwright/test';
import { CSP, cspOf } from '../../config/csp';
import { CONFIGURED_ENV, TONGJI_ID, clientNavigate, configure, fakeTongji, test } from './china';
import type { ConfiguredPreview } from './china';
import { expect, gotoPage, recordCspViolations, serverSpec } from './fixtures';

let preview: ConfiguredPreview;

test.beforeAll(async ({ configuredPreview }, testInfo) => {
  serverSpec(testInfo, 'tongji.spec');
  test.setTimeout(120000);
  preview = await configuredPreview();
});

type Call = [string, ...string[]];
const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hmt?: Call[] }).__hmt ?? null);
const pageviews = async (page: Page) =>
  ((await calls(page)) ?? []).filter((c) => c[0] === '_trackPageview');
const events = async (page: Page) =>
  ((await calls(page)) ?? []).filter((c) => c[0] === '_trackEvent');

/** hm.js has arrived and taken `_hmt` over. */
async function tongjiLoaded(page: Page, asked: string[]) {
  await expect.poll(() => calls(page)).not.toBeNull();
  expect(asked).toEqual([`https://hm.baidu.com/hm.js?${TONGJI_ID}`]);
}

test.describe('Baidu Tongji', () => {
  test.describe.configure({ timeout: 120000 });

  test('one page view per route change over six routes, none for the first load', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await configure(page, { tongji: true });
    const asked = await fakeTongji(page);
    await gotoPage(page, `${preview.origin}/`);
    await tongjiLoaded(page, asked);
    expect(await pageviews(page)).toEqual([]);
    const journey = [
      '/customerCase',
      '/serviceContent',
      '/aboutLantu',
      '/contactUs',
      '/websiteMap',
      '/rule',
    ];
    for (let i = 0; i < journey.length; i += 1) {
      await clientNavigate(page, journey[i]);
      await expect
        .poll(() => pageviews(page))
        .toEqual(journey.slice(0, i + 1).map((p) => ['_trackPageview', p]));
    }
    // The browser's back button is a route change too: one view.
    await page.goBack();
    await expect(page).toHaveURL(/\/websiteMap$/);
    await expect.poll(async () => (await pageviews(page)).length).toBe(7);
    expect((await pageviews(page))[6]).toEqual(['_trackPageview', '/websiteMap']);
    expect(asked).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  test('the funnel in order for a consultation sent from a case page', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await configure(page, { tongji: true });
    const asked = await fakeTongji(page);
    await gotoPage(page, `${preview.origin}/customerCase/caseDetail?id=12`);
    await tongjiLoaded(page, asked);
    // The page's own call to action (not the floating button).
    await page.locator('main button[data-consult]').last().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('姓名')).toBeVisible();
    await dialog.getByLabel('姓名').fill('统计测试');
    await dialog.getByLabel('手机号').fill('13812345678');
    await dialog.getByLabel('公司名称').fill(`漏斗测试${Date.now().toString(36)}`);
    await dialog.getByRole('checkbox').check();
    // The first answer is a refusal (the site's own message shows), the second goes through.
    let first = true;
    await page.route('**/api/consult/addConsult', (route) => {
      if (!first) return route.continue();
      first = false;
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: '400', message: '服务繁忙，请稍后再试' }),
      });
    });
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await expect.poll(async () => (await events(page)).length).toBe(3);
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    await expect
      .poll(() => events(page))
      .toEqual([
        ['_trackEvent', '咨询', '打开', '案例详情页'],
        ['_trackEvent', '咨询', '提交', '案例详情页'],
        ['_trackEvent', '咨询', '失败', '案例详情页'],
        ['_trackEvent', '咨询', '提交', '案例详情页'],
        ['_trackEvent', '咨询', '成功', '案例详情页'],
      ]);
    expect(await violations()).toEqual([]);
  });

  test('the floating button names itself; phone and mail taps anywhere', async ({ page }) => {
    await configure(page, { tongji: true });
    const asked = await fakeTongji(page);
    await gotoPage(page, `${preview.origin}/serviceContent`);
    await tongjiLoaded(page, asked);
    await page.getByRole('button', { name: '免费咨询' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A tel: or mailto: link would hand over to the phone's dialler or mail app: kept here.
    await page.evaluate(() =>
      document.addEventListener('click', (e) => e.preventDefault(), { capture: false }),
    );
    await page.locator('footer a[href^="tel:"]').first().click();
    await page.locator('footer a[href^="mailto:"]').first().click();
    await expect
      .poll(() => events(page))
      .toEqual([
        ['_trackEvent', '咨询', '打开', '悬浮按钮'],
        ['_trackEvent', '联系', '电话', '400-826-2005'],
        ['_trackEvent', '联系', '邮件', 'business@lantu-design.cn'],
      ]);
  });

  test('unconfigured: nothing of Tongji loads or is pushed', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (/baidu\.com/.test(req.url())) asked.push(req.url());
    });
    // No signal to wait for but the page itself: until it is idle after its load (when the
    // services would have started), and after a route change.
    await gotoPage(page, `${preview.origin}/customerCase/caseDetail?id=12`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => resolve(), { timeout: 3000 });
        }),
    );
    await clientNavigate(page, '/contactUs');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => '_hmt' in window)).toBe(false);
  });

  test('/rule names 百度统计 when it is on, and says nothing of it when off', async ({ page }) => {
    // The build's setting (none here) is what the prerendered page says.
    const html = await (await page.request.get(`${preview.origin}/rule`)).text();
    expect(html).not.toContain('百度统计');
    await gotoPage(page, `${preview.origin}/rule`);
    await expect(page.locator('#cookies')).not.toContainText('百度统计');
    // The deployment's run-time setting: the page says so once the app runs.
    const configured = await page.context().newPage();
    await configure(configured, { tongji: true });
    await fakeTongji(configured);
    await gotoPage(configured, `${preview.origin}/rule`);
    await expect(configured.locator('#cookies')).toContainText('本网站使用百度统计');
    await expect(configured.locator('#cookies')).toContainText('除下文所述的百度统计外');
    await configured.close();
  });
});

test.describe('the CSP allows exactly what is configured', () => {
  test('the preview of a configured deployment: WeChat’s and Tongji’s hosts, nothing more', async ({
    page,
  }) => {
    const configured = (await page.request.get(`${preview.origin}/`)).headers()[
      'content-security-policy'
    ];
    expect(configured).toBe(cspOf(CONFIGURED_ENV));
    const hosts = (policy: string) =>
      Object.fromEntries(
        policy.split('; ').map((d) => {
          const [name, ...sources] = d.split(' ');
          return [name, sources.filter((s) => /^https?:/.test(s))];
        }),
      );
    expect(hosts(configured)).toMatchObject({
      'script-src': ['https://res.wx.qq.com', 'https://hm.baidu.com', 'https://hmcdn.baidu.com'],
      'img-src': ['https://hm.baidu.com'],
      'connect-src': ['https://hm.baidu.com'],
      'media-src': [],
      'default-src': [],
    });
    // The shared preview (no such environment) sends the policy without them.
    const plain = (await page.request.get('/')).headers()['content-security-policy'];
    expect(plain).toBe(CSP);
    expect(plain).not.toMatch(/wx\.qq\.com|baidu\.com/);
  });

  test('nginx’s snippet follows the same environment (npm run nginx:headers)', () => {
    const root = path.resolve(__dirname, '../..');
    const snippet = (env: Record<string, string>) =>
      execFileSync(
        process.execPath,
        [
          require.resolve('ts-node/dist/bin'),
          '-e',
          "process.stdout.write(require('./server/nginx/headers').securityHeadersSnippet())",
        ],
        { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
      );
    expect(snippet(CONFIGURED_ENV)).toContain(
      `add_header Content-Security-Policy "${cspOf(CONFIGURED_ENV)}" always;`,
    );
    const unconfigured = snippet({ WECHAT_APP_ID: '', WECHAT_SIGNATURE_URL: '', BAIDU_TONGJI: '' });
    expect(unconfigured).toContain(`add_header Content-Security-Policy "${CSP}" always;`);
  });
});
