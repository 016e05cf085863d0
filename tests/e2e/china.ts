/**
 * Helpers of wechat.spec.ts and tongji.spec.ts: a preview of the built dist/ whose headers are
 * those of a deployment with WeChat and Tongji configured (its CSP read from the environment at
 * its start, as nginx:headers reads it), recording fakes of WeChat's JS-SDK and of Tongji's
 * hm.js served in place of res.wx.qq.com and hm.baidu.com, and the deployment's run-time
 * settings injected before the app (`window.wechat`, `window.baiduTongji`).
 */
import type { ChildProcess } from 'child_process';
import { createHash } from 'crypto';
import { freePort } from '../../server/nginx/serve';
import type { Page } from '@playwright/test';
import { MOCK_JSAPI_TICKET } from '../../mock/wechat';
import { startServer } from '../../server/preview/start';
import { FAKE_HM, fakeSdk } from './chinaFakes';
import { expect, hydrated, test as base } from './fixtures';

export { ANDROID_WECHAT_UA, IOS_WECHAT_UA } from './chinaFakes';

export const WECHAT = { appId: 'wx6c616e7475303031', signatureUrl: '/api/wechat/signature' };
export const TONGJI_ID = '0123456789abcdef0123456789abcdef';
/** The environment of a deployment with both on (the preview's CSP is made from it). */
export const CONFIGURED_ENV = {
  WECHAT_APP_ID: WECHAT.appId,
  WECHAT_SIGNATURE_URL: WECHAT.signatureUrl,
  BAIDU_TONGJI: TONGJI_ID,
};

/** The preview of dist/ with the configured deployment's headers; `stop` ends it. */
export async function configuredPreview(): Promise<ConfiguredPreview> {
  const port = await freePort();
  const child: ChildProcess = await startServer(port, {
    env: { MOCK_DELAY: '0', MOCK_FAIL: '0', ...CONFIGURED_ENV },
  });
  return {
    origin: `http://localhost:${port}`,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

export interface ConfiguredPreview {
  origin: string;
  stop: () => void;
}

/**
 * The fixtures of wechat.spec.ts and tongji.spec.ts: `configuredPreview()` gives the worker's one
 * configured preview, started on the first call (after the spec's `serverSpec` check) and stopped
 * when the worker ends. Both specs ask the same server the same things (it holds no state of a
 * test's), so a worker that runs tests of both starts it once, not once a spec.
 */
export const test = base.extend<object, { configuredPreview: () => Promise<ConfiguredPreview> }>({
  configuredPreview: [
    async ({}, use) => {
      let started: Promise<ConfiguredPreview> | undefined;
      await use(() => (started ??= configuredPreview()));
      (await started?.catch(() => undefined))?.stop();
    },
    { scope: 'worker', timeout: 120000 },
  ],
});

/** What the fake SDK recorded. */
export interface WxRecord {
  configs: {
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    debug: boolean;
    jsApiList: string[];
  }[];
  shares: { title: string; desc: string; link: string; imgUrl: string }[];
  timeline: { title: string; link: string; imgUrl: string }[];
}

/** Serves the fake SDK for res.wx.qq.com; returns the addresses asked for there. */
export async function fakeWeChatSdk(page: Page, outcome: 'ready' | 'error' = 'ready') {
  const asked: string[] = [];
  await page.route('https://res.wx.qq.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: fakeSdk(outcome) });
  });
  return asked;
}

/** Serves the fake hm.js for hm.baidu.com; returns the addresses asked for there. */
export async function fakeTongji(page: Page) {
  const asked: string[] = [];
  await page.route('https://hm.baidu.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_HM });
  });
  return asked;
}

/** The deployment's run-time settings, in the page before the app (as the HTML would have them). */
export async function configure(page: Page, settings: { wechat?: boolean; tongji?: boolean }) {
  await page.addInitScript(
    ([wechat, tongji]) => {
      const w = window as unknown as Record<string, unknown>;
      if (wechat) w.wechat = wechat;
      if (tongji) w.baiduTongji = tongji;
    },
    [settings.wechat ? WECHAT : null, settings.tongji ? TONGJI_ID : null] as const,
  );
}

/** WeChat's signature of `url` with the mock's fixed ticket. */
export const expectedSignature = (nonceStr: string, timestamp: number, url: string) =>
  createHash('sha1')
    .update(
      `jsapi_ticket=${MOCK_JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`,
    )
    .digest('hex');

/**
 * A client-side move: the visitor clicks the page's link to `href` (in the header or the footer),
 * and the document stays the same (a marker set before survives).
 */
export async function clientNavigate(page: Page, href: string) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const link = page
    .locator(`header a[href="${href}"]:visible, footer a[href="${href}"]:visible`)
    .first();
  await link.click();
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === href);
  await expect(page.locator('main h1').first()).toBeVisible();
  await hydrated(page);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
}
