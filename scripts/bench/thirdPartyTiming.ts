/**
 * What WeChat's share cards and Baidu Tongji cost a visitor, for a build whose headers allow them
 * (WECHAT_APP_ID + WECHAT_SIGNATURE_URL and BAIDU_TONGJI set for `npm run bench`). Lighthouse's
 * window usually closes before either loads (they wait for the load, the first paint and an idle
 * moment), so its scores alone cannot say what they do once they come. Here a phone in WeChat
 * (Android's user agent, CPU 4× slower) opens each route with both switched off at run time
 * (`window.wechat = null`, `window.baiduTongji = ''`, as a deployment would) and then on, with
 * the stand-ins of ./thirdParty.ts, waits until `wx.config` was given and hm.js has taken over
 * `_hmt`, and reads: the largest paint, when each script was asked for, when the card was
 * configured, and the main thread's blocking time (long tasks over 50 ms) after the largest paint.
 */
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { startPreview } from '../../server/preview/start';
import { startThirdParty } from './thirdParty';
import { ANDROID_WECHAT_UA } from '../../tests/e2e/chinaFakes';

export interface ThirdPartyTiming {
  route: string;
  mode: 'off' | 'on';
  lcpMs: number;
  sdkAskedMs: number | null;
  hmAskedMs: number | null;
  configuredMs: number | null;
  blockingAfterLcpMs: number;
  longestTaskMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const medianOrNull = (xs: (number | null)[]) => {
  const known = xs.filter((x): x is number => x !== null);
  return known.length === xs.length ? Math.round(median(known)) : null;
};

const OBSERVE = `
  window.__lcp = 0; window.__tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

async function once(
  browser: Browser,
  base: string,
  route: string,
  mode: 'off' | 'on',
): Promise<ThirdPartyTiming> {
  const context = await browser.newContext({
    userAgent: ANDROID_WECHAT_UA,
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE);
    if (mode === 'off')
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        w.wechat = null;
        w.baiduTongji = '';
      });
    await page.goto(base + route, { waitUntil: 'load' });
    if (mode === 'on') {
      await page.waitForFunction(
        () => {
          const w = window as unknown as { __wx?: { configs: unknown[] }; __hmt?: unknown[] };
          return !!w.__wx?.configs.length && !!w.__hmt;
        },
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      await page.evaluate(() => {
        (window as unknown as { __configuredAt: number }).__configuredAt = performance.now();
      });
    }
    // The same quiet time after either, so both count what follows the load alike.
    await page.waitForTimeout(3000);
    const read = await page.evaluate(() => {
      const w = window as unknown as {
        __lcp: number;
        __tasks: [number, number][];
        __configuredAt?: number;
      };
      const asked = (part: string) => {
        const e = performance.getEntriesByType('resource').find((r) => r.name.includes(part)) as
          PerformanceResourceTiming | undefined;
        return e ? e.startTime : null;
      };
      return {
        lcp: w.__lcp,
        tasks: w.__tasks,
        sdk: asked('jweixin-1.6.0.js'),
        hm: asked('hm.baidu.com/hm.js'),
        configured: w.__configuredAt ?? null,
      };
    });
    const after = read.tasks.filter(([start]) => start >= read.lcp);
    return {
      route,
      mode,
      lcpMs: read.lcp,
      sdkAskedMs: read.sdk,
      hmAskedMs: read.hm,
      configuredMs: read.configured,
      blockingAfterLcpMs: after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      longestTaskMs: Math.max(0, ...after.map(([, d]) => d)),
    };
  } finally {
    await context.close();
  }
}

/** Each route `runs` times, off and on in turn (so the machine's drift touches both alike); the medians. */
export async function measureThirdPartyTiming(
  browser: Browser,
  base: string,
  routes: readonly string[],
  runs: number,
): Promise<ThirdPartyTiming[]> {
  const out: ThirdPartyTiming[] = [];
  for (const route of routes) {
    const byMode: Record<'off' | 'on', ThirdPartyTiming[]> = { off: [], on: [] };
    for (let i = 0; i < runs; i += 1) {
      for (const mode of ['off', 'on'] as const)
        byMode[mode].push(await once(browser, base, route, mode));
    }
    for (const mode of ['off', 'on'] as const) {
      const all = byMode[mode];
      out.push({
        route,
        mode,
        lcpMs: Math.round(median(all.map((t) => t.lcpMs))),
        sdkAskedMs: medianOrNull(all.map((t) => t.sdkAskedMs)),
        hmAskedMs: medianOrNull(all.map((t) => t.hmAskedMs)),
        configuredMs: medianOrNull(all.map((t) => t.configuredMs)),
        blockingAfterLcpMs: Math.round(median(all.map((t) => t.blockingAfterLcpMs))),
        longestTaskMs: Math.round(median(all.map((t) => t.longestTaskMs))),
      });
    }
  }
  return out;
}

/**
 * On its own, on the build in dist/ (made with WECHAT_* and BAIDU_TONGJI set, and the same set
 * now for the preview's headers): `npx ts-node scripts/bench/thirdPartyTiming.ts [runs]`.
 */
if (require.main === module) {
  (async () => {
    const port = Number(process.env.BENCH_PORT || 4180);
    const server = await startPreview(port);
    const stand = await startThirdParty();
    if (!stand) process.exit(1);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', ...stand.chromeFlags],
    });
    try {
      const rows = await measureThirdPartyTiming(
        browser,
        `http://localhost:${port}`,
        ['/', '/customerCase/caseDetail?id=12'],
        Number(process.argv[2] || 7),
      );
      console.table(rows);
    } finally {
      await browser.close();
      await stand.close();
      process.kill(-server.pid!, 'SIGTERM');
    }
  })();
}
