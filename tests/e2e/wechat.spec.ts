/**
 * WeChat share cards (issue 52, item 1): with WeChat's user agent (iOS and Android) and a
 * recording fake of the JS-SDK served in place of res.wx.qq.com, on a preview whose CSP is that of
 * a deployment with WeChat configured (tests/e2e/china.ts), the run-time setting `window.wechat`
 * in the page: `wx.config`'s signature is the one recomputed with the mock's fixed ticket for the
 * address each platform checks (iOS: the entry address, even after route changes; Android: the
 * current one), the share data is each page's own across three client-side route changes (its
 * picture the share card's square: a 300 × 300 JPEG made by the preview's picture service, the
 * logo's for a page without a picture), nothing
 * of WeChat is asked for outside WeChat or when it is not configured, and a failing signature
 * service or `wx.error` leaves the page as it was, with nothing in the console.
 * Width-independent logic: desktop project only (its own preview server).
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import {
  ANDROID_WECHAT_UA,
  IOS_WECHAT_UA,
  clientNavigate,
  configure,
  expectedSignature,
  fakeTongji,
  fakeWeChatSdk,
  test,
} from './china';
import type { ConfiguredPreview, WxRecord } from './china';
import { expect, gotoPage, recordCspViolations, serverSpec } from './fixtures';

let preview: ConfiguredPreview;

test.beforeAll(async ({ configuredPreview }, testInfo) => {
  serverSpec(testInfo, 'wechat.spec');
  test.setTimeout(120000);
  preview = await configuredPreview();
});

const ENTRY = '/customerCase/caseDetail?id=12';
/** Three client-side moves, through the header's links. */
const MOVES = ['/serviceContent', '/contactUs', '/customerCase'];

const record = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wx?: WxRecord }).__wx ?? null);

/** The page's own card, read off the page as a visitor's WeChat would want it. */
function ownCard(page: Page) {
  return page.evaluate(() => {
    const img =
      document.querySelector('main img[fetchpriority="high"]') ||
      document.querySelector('main img:not([aria-hidden="true"])');
    // The page's address without what WeChat appends to a shared link.
    const link = new URL(location.href.split('#')[0]);
    ['from', 'isappinstalled'].forEach((p) => link.searchParams.delete(p));
    return {
      title: document.title,
      desc: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      link: link.toString(),
      picture: img?.getAttribute('src') ?? '',
    };
  });
}

/** The share card's square of a picture: a 300 × 300 JPEG, fetched through the preview. */
async function expectSquareJpeg(page: Page, address: string) {
  const res = await page.request.get(address);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  const body = await res.body();
  const meta = await sharp(body).metadata();
  expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 300, 300, false]);
  return body;
}

/** The last card set (app message and timeline) is the page's own; its picture a 300 × 300 JPEG. */
async function expectOwnCard(page: Page) {
  let own = await ownCard(page);
  // The card follows the page as its parts arrive (the title with the route, the picture with the
  // page's data): polled until all of it is this page's, the picture included.
  const pictureOf = (o: { picture: string }) =>
    o.picture.startsWith('/') ? o.picture : '/favicon.svg';
  await expect
    .poll(async () => {
      own = await ownCard(page);
      const r = await record(page);
      const last = r?.shares[r.shares.length - 1];
      return (
        last && {
          title: last.title,
          desc: last.desc,
          link: last.link,
          picture: last.imgUrl.includes(pictureOf(own)),
        }
      );
    })
    .toEqual({ title: own.title, desc: own.desc, link: own.link, picture: true });
  const r = (await record(page))!;
  const card = r.shares[r.shares.length - 1];
  expect(r.timeline[r.timeline.length - 1]).toEqual({
    title: card.title,
    link: card.link,
    imgUrl: card.imgUrl,
  });
  expect(card.title).toMatch(/澜图|设计创造价值/);
  // The page's picture as the share card's square from the site's picture service (else the
  // logo's), absolute: `/_img/s300q80/<the picture's path>.jpg`.
  expect(card.imgUrl).toBe(`${preview.origin}/_img/s300q80${pictureOf(own)}.jpg`);
  await expectSquareJpeg(page, card.imgUrl);
  return card;
}

test.describe('WeChat share cards', () => {
  test.describe.configure({ timeout: 120000 });

  test.describe('iOS', () => {
    test.use({ userAgent: IOS_WECHAT_UA });

    test('signs the entry address once; each page’s own card over three route changes', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      await configure(page, { wechat: true });
      const sdk = await fakeWeChatSdk(page);
      const signed: string[] = [];
      page.on('request', (req) => {
        if (req.url().endsWith('/api/wechat/signature'))
          signed.push(JSON.parse(req.postData()!).url);
      });
      // As WeChat opens a shared link: with its parameters, and an anchor that is not signed.
      const entry = `${preview.origin}${ENTRY}&from=singlemessage&isappinstalled=0`;
      await gotoPage(page, `${entry}#top`);
      await expect.poll(async () => (await record(page))?.configs.length ?? 0).toBe(1);
      expect(sdk).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
      const [config] = (await record(page))!.configs;
      expect(config).toMatchObject({
        debug: false,
        appId: 'wx6c616e7475303031',
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      });
      expect(config.signature).toBe(expectedSignature(config.nonceStr, config.timestamp, entry));
      const first = await expectOwnCard(page);
      // The case's own cover (from the API), and the address without WeChat's parameters.
      expect(first.imgUrl).toMatch(/\/_img\/s300q80\/uploads\/cases\/.+\.jpg$/);
      expect(first.link).toBe(`${preview.origin}${ENTRY}`);

      const titles = [first.title];
      for (const href of MOVES) {
        await clientNavigate(page, href);
        titles.push((await expectOwnCard(page)).title);
      }
      expect(new Set(titles).size).toBe(4);
      // Never signed again: iOS checks the entry address.
      expect(signed).toEqual([entry]);
      expect((await record(page))!.configs).toHaveLength(1);
      expect(await violations()).toEqual([]);
    });
  });

  test.describe('Android', () => {
    test.use({ userAgent: ANDROID_WECHAT_UA });

    test('signs the current address again after each route change; each page’s own card', async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      await configure(page, { wechat: true });
      await fakeWeChatSdk(page);
      await gotoPage(page, `${preview.origin}${ENTRY}`);
      const urls = [`${preview.origin}${ENTRY}`, ...MOVES.map((m) => `${preview.origin}${m}`)];
      for (let i = 0; i < urls.length; i += 1) {
        if (i > 0) await clientNavigate(page, MOVES[i - 1]);
        await expect.poll(async () => (await record(page))?.configs.length ?? 0).toBe(i + 1);
        const config = (await record(page))!.configs[i];
        expect(config.signature).toBe(
          expectedSignature(config.nonceStr, config.timestamp, urls[i]),
        );
        await expectOwnCard(page);
      }
      expect(await violations()).toEqual([]);
    });
  });

  test.describe('a page without a picture', () => {
    test.use({ userAgent: ANDROID_WECHAT_UA });

    test('the card’s picture is the logo’s square: a 300 × 300 JPEG, its corners on white', async ({
      page,
    }) => {
      await configure(page, { wechat: true });
      await fakeWeChatSdk(page);
      // The 404 page: a heading and links, no picture in <main>.
      await gotoPage(page, `${preview.origin}/no-such-page`);
      await expect(page.locator('main img')).toHaveCount(0);
      await expect.poll(async () => (await record(page))?.shares.length ?? 0).toBeGreaterThan(0);
      const r = (await record(page))!;
      const card = r.shares[r.shares.length - 1];
      expect(card.imgUrl).toBe(`${preview.origin}/_img/s300q80/favicon.svg.jpg`);
      expect(r.timeline[r.timeline.length - 1].imgUrl).toBe(card.imgUrl);
      const body = await expectSquareJpeg(page, card.imgUrl);
      // The mark's rounded corner is transparent in the drawing: white in the JPEG.
      const corner = await sharp(body)
        .extract({ left: 0, top: 0, width: 4, height: 4 })
        .raw()
        .toBuffer();
      expect(Math.min(...corner)).toBeGreaterThan(245);
    });
  });

  test.describe('failures stay quiet', () => {
    test.use({ userAgent: ANDROID_WECHAT_UA });

    test('a signature service that refuses or fails: no config, no card, no toast, no console error', async ({
      page,
      consoleGuard,
    }) => {
      await configure(page, { wechat: true });
      await fakeWeChatSdk(page);
      const answers = [
        { status: 200, body: JSON.stringify({ success: false, code: '500', message: '签名失败' }) },
        { status: 502, body: 'Bad Gateway' },
      ];
      let call = 0;
      await page.route('**/api/wechat/signature', (route) => {
        const answer = answers[Math.min(call, answers.length - 1)];
        call += 1;
        return route.fulfill({ ...answer, contentType: 'application/json' });
      });
      // The browser's own line for a 502 answer is not the site's: the site says nothing.
      consoleGuard.allowConsole(
        /Failed to load resource: the server responded with a status of 502/,
      );
      await gotoPage(page, `${preview.origin}/rule`);
      await expect.poll(() => call).toBe(1);
      await clientNavigate(page, '/contactUs');
      await expect.poll(() => call).toBe(2);
      await page.waitForLoadState('networkidle');
      const r = await record(page);
      expect(r?.configs).toEqual([]);
      expect(r?.shares).toEqual([]);
      await expect(page.locator('.ant-message, .ant-notification')).toHaveCount(0);
      expect(consoleGuard.errors().filter((e) => !/status of 502/.test(e))).toEqual([]);
    });

    test('wx.error: no card, nothing said', async ({ page }) => {
      await configure(page, { wechat: true });
      await fakeWeChatSdk(page, 'error');
      await gotoPage(page, `${preview.origin}/rule`);
      await expect.poll(async () => (await record(page))?.configs.length ?? 0).toBe(1);
      await clientNavigate(page, '/contactUs');
      await expect.poll(async () => (await record(page))?.configs.length ?? 0).toBe(2);
      await page.waitForLoadState('networkidle');
      expect((await record(page))?.shares).toEqual([]);
      await expect(page.locator('.ant-message, .ant-notification')).toHaveCount(0);
    });
  });

  test.describe('nothing of WeChat', () => {
    /** Tongji, configured beside it, says when the services have started (after load and idle). */
    async function untilServicesStarted(page: Page, hm: string[]) {
      await expect.poll(() => hm.length).toBe(1);
      await page.waitForLoadState('networkidle');
    }

    function watchWeChat(page: Page) {
      const asked: string[] = [];
      page.on('request', (req) => {
        const url = req.url();
        if (/wx\.qq\.com|\/api\/wechat\/|\/wechat\.[0-9a-f]+\.(?:async|chunk)\.js/.test(url)) {
          asked.push(url);
        }
      });
      return asked;
    }

    test('outside WeChat, configured: no SDK, no signature, not even the chunk', async ({
      page,
    }) => {
      await configure(page, { wechat: true, tongji: true });
      const hm = await fakeTongji(page);
      const asked = watchWeChat(page);
      await gotoPage(page, `${preview.origin}${ENTRY}`);
      await untilServicesStarted(page, hm);
      await clientNavigate(page, '/contactUs');
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => 'wx' in window)).toBe(false);
    });

    test.describe('in WeChat', () => {
      test.use({ userAgent: IOS_WECHAT_UA });

      test('unconfigured: nothing asked for', async ({ page }) => {
        await configure(page, { tongji: true });
        const hm = await fakeTongji(page);
        const asked = watchWeChat(page);
        await gotoPage(page, `${preview.origin}${ENTRY}`);
        await untilServicesStarted(page, hm);
        await clientNavigate(page, '/contactUs');
        await page.waitForLoadState('networkidle');
        expect(asked).toEqual([]);
      });

      test('the SDK waits for the page: asked for after the load event and the largest paint', async ({
        page,
      }) => {
        await configure(page, { wechat: true });
        await fakeWeChatSdk(page);
        await page.addInitScript(() => {
          const w = window as unknown as { __order: string[] };
          w.__order = [];
          addEventListener('load', () => w.__order.push('load'));
          new PerformanceObserver((list) =>
            list.getEntries().forEach(() => w.__order.push('lcp')),
          ).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) =>
            list
              .getEntries()
              .filter((e) => e.name.includes('res.wx.qq.com'))
              .forEach(() => w.__order.push('sdk')),
          ).observe({ type: 'resource', buffered: true });
        });
        await gotoPage(page, `${preview.origin}${ENTRY}`);
        await expect.poll(async () => (await record(page))?.configs.length ?? 0).toBe(1);
        const order = await page.evaluate(
          () => (window as unknown as { __order: string[] }).__order,
        );
        const sdk = order.indexOf('sdk');
        expect(sdk).toBeGreaterThan(order.indexOf('load'));
        expect(sdk).toBeGreaterThan(order.indexOf('lcp'));
        expect(order.indexOf('lcp')).toBeGreaterThanOrEqual(0);
      });
    });
  });
});
