/**
 * Helpers of wechat.spec.ts and tongji.spec.ts: a preview of the built dist/ whose headers are
 * those of a deployment with WeChat and Tongji configured (its CSP read from the environment at
 * its start, as nginx:headers reads it), recording fakes of WeChat's JS-SDK and of Tongji's
 * hm.js served in place of res.wx.qq.com and hm.baidu.com, and the deployment's run-time
 * settings injected before the app (`window.wechat`, `window.baiduTongji`).
 */
import type { ChildProcess } from 'child_process';
import { createHash } from 'crypto';
import net from 'net';
import type { Page } from '@playwright/test';
import { MOCK_JSAPI_TICKET } from '../../mock/wechat';
import { startServer } from '../../server/preview/start';
import { expect, hydrated } from './fixtures';

export const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN';
export const ANDROID_WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; V2232A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MMWEBID/1234 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

export const WECHAT = { appId: 'wx6c616e7475303031', signatureUrl: '/api/wechat/signature' };
export const TONGJI_ID = '0123456789abcdef0123456789abcdef';
/** The environment of a deployment with both on (the preview's CSP is made from it). */
export const CONFIGURED_ENV = {
  WECHAT_APP_ID: WECHAT.appId,
  WECHAT_SIGNATURE_URL: WECHAT.signatureUrl,
  BAIDU_TONGJI: TONGJI_ID,
};

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The preview of dist/ with the configured deployment's headers; `stop` ends it. */
export async function configuredPreview(): Promise<{ origin: string; stop: () => void }> {
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

/**
 * The fake `jweixin-1.6.0.js`: records `wx.config`'s arguments and the share data; after each
 * config it calls `ready` (or `error`, `outcome: 'error'`), as the real SDK does once WeChat has
 * checked the signature.
 */
function fakeSdk(outcome: 'ready' | 'error'): string {
  return `(function(){var r=window.__wx={configs:[],shares:[],timeline:[]};var ready=[],error=[];
window.wx={config:function(o){r.configs.push(JSON.parse(JSON.stringify(o)));setTimeout(function(){
(${JSON.stringify(outcome)}==="ready"?ready:error).forEach(function(f){f({errMsg:"config:invalid signature"})})},0)},
ready:function(f){ready.push(f)},error:function(f){error.push(f)},
updateAppMessageShareData:function(d){r.shares.push({title:d.title,desc:d.desc,link:d.link,imgUrl:d.imgUrl})},
updateTimelineShareData:function(d){r.timeline.push({title:d.title,link:d.link,imgUrl:d.imgUrl})}};})();`;
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

/**
 * The fake hm.js: takes over `_hmt` as the real one does (an object whose `push` takes calls),
 * recording every call, the ones queued before it came first.
 */
const FAKE_HM = `(function(){var q=window._hmt||[];var r=window.__hmt=[];
window._hmt={push:function(){for(var i=0;i<arguments.length;i++)r.push(arguments[i])}};
for(var i=0;i<q.length;i++)r.push(q[i]);})();`;

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
