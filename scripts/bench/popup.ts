/**
 * The consultation popup's answer to a click (issue 15): the time from the click on the floating
 * 免费咨询 button to the dialog frame on screen, and to the form's fields ready to type in, on a
 * desktop without throttling and on a phone under Lighthouse's mobile settings (4× CPU slowdown,
 * slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up). The page is opened and left to settle
 * first (its first screen in, the browser idle), as a visitor who reads before asking would.
 * `warm` is that case; `cold` clicks as soon as the page's heading is on screen.
 */
import type { Browser, Page } from '@playwright/test';
import { isHydrated } from '../../tests/e2e/hydration';

export interface PopupTiming {
  setting: 'desktop' | 'phone';
  route: string;
  /** Click → the frame that paints the dialog's frame (title, close button, skeleton). */
  frameMs: number;
  /** Click → the form's first field rendered and enabled. */
  fieldsMs: number;
  /** The same two when the click comes right after the first paint of the page's heading. */
  coldFrameMs: number;
  coldFieldsMs: number;
}

export const POPUP_BUDGETS = { desktopFieldsMs: 150, phoneFieldsMs: 500 };

/** Lighthouse 12's mobile throttling, applied through the DevTools protocol. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Installs the timers of the next click (page clock). The frame: the first animation frame after
 * the click that has the dialog in the page; the browser paints it right after that frame's
 * callbacks. (The Event Timing API's duration would include headless Chromium's own presentation
 * delay, 30–90 ms even for a click that does nothing.) The fields: the first frame in which the
 * dialog's first field is rendered.
 */
async function arm(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __popup?: { click?: number; frame?: number; fields?: number };
    };
    w.__popup = {};
    const rec = w.__popup;
    document.addEventListener(
      'click',
      (e) => {
        if (rec.click !== undefined) return;
        rec.click = e.timeStamp;
        // The time a frame's callbacks run, not the frame's nominal start: a long task before it
        // delays the callbacks (and the paint), not the nominal start.
        const poll = () => {
          const time = performance.now();
          const dialog = document.querySelector('[role="dialog"]');
          if (rec.frame === undefined && dialog && dialog.getBoundingClientRect().height > 0) {
            rec.frame = time;
          }
          const field = dialog?.querySelector('input:not([disabled])') as HTMLInputElement | null;
          if (field && field.getBoundingClientRect().height > 0) {
            rec.fields = time;
            return;
          }
          requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      },
      { capture: true },
    );
  });
}

async function timeOneClick(page: Page) {
  await arm(page);
  const button = page.getByRole('button', { name: '免费咨询' });
  const box = await button.boundingBox();
  if (!box) throw new Error('no 免费咨询 button');
  // A real pointer: move over it, press, release (hover and pointer-down intents included).
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(
    () => (window as unknown as { __popup: { fields?: number } }).__popup.fields !== undefined,
    undefined,
    { timeout: 60000 },
  );
  return page.evaluate(() => {
    const r = (window as unknown as { __popup: { click: number; frame: number; fields: number } })
      .__popup;
    return { frameMs: Math.round(r.frame - r.click), fieldsMs: Math.round(r.fields - r.click) };
  });
}

/**
 * The page's requests as they begin and end (seen from outside the page): `quiet(ms)` resolves
 * once none has been open or begun for `ms`.
 */
function watchNetwork(page: Page) {
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(ms: number, timeoutMs: number) {
      const until = Date.now() + timeoutMs;
      while (open > 0 || Date.now() - last < ms) {
        if (Date.now() > until) throw new Error(`the page's network was not quiet for ${ms} ms`);
        await new Promise((r) => {
          setTimeout(r, 100);
        });
      }
    },
  };
}

async function measureOnce(
  browser: Browser,
  base: string,
  route: string,
  phone: boolean,
  cold: boolean,
) {
  const context = await browser.newContext(
    phone
      ? {
          viewport: { width: 375, height: 812 },
          isMobile: true,
          hasTouch: false,
          deviceScaleFactor: 2,
        }
      : { viewport: { width: 1440, height: 900 } },
  );
  const page = await context.newPage();
  if (phone) await throttle(page);
  const network = watchNetwork(page);
  await page.goto(base + route, { waitUntil: cold ? 'domcontentloaded' : 'load' });
  await page.locator('main h1').first().waitFor({ timeout: 60000 });
  if (!cold) {
    // The visitor reads the first screen for a moment: React has taken the page over, and its
    // own loading, then the idle-time prefetch (several small steps), have finished when no
    // request has been open or begun for 1.5 s. (Playwright's `networkidle` is reached once per
    // load and then answers at once, and resource timing lists a request only once it has ended:
    // the click came 0.2 s after a prefetch step began, and fetched the form on slow 4G, in three
    // benches of four: 1.0–1.5 s on the phone.)
    await page.waitForFunction(isHydrated, undefined, { timeout: 60000, polling: 100 });
    await network.quiet(1500, 60000);
    // Two idle callbacks in a row: the browser has had time for what it does when idle.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const idle = (cb: () => void) =>
            typeof window.requestIdleCallback === 'function'
              ? window.requestIdleCallback(() => cb(), { timeout: 5000 })
              : window.setTimeout(cb, 200);
          idle(() => idle(resolve));
        }),
    );
    await network.quiet(1500, 60000);
  }
  const t = await timeOneClick(page);
  await context.close();
  return t;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

export async function measurePopup(
  browser: Browser,
  base: string,
  route = '/',
  runs = 3,
): Promise<PopupTiming[]> {
  const out: PopupTiming[] = [];
  for (const setting of ['desktop', 'phone'] as const) {
    const warm = [];
    const cold = [];
    for (let i = 0; i < runs; i += 1) {
      warm.push(await measureOnce(browser, base, route, setting === 'phone', false));
      cold.push(await measureOnce(browser, base, route, setting === 'phone', true));
    }
    out.push({
      setting,
      route,
      frameMs: median(warm.map((x) => x.frameMs)),
      fieldsMs: median(warm.map((x) => x.fieldsMs)),
      coldFrameMs: median(cold.map((x) => x.frameMs)),
      coldFieldsMs: median(cold.map((x) => x.fieldsMs)),
    });
  }
  return out;
}
