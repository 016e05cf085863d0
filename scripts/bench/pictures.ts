/**
 * The bench's picture figures: what a phone downloads for a route's pictures against what their
 * boxes need. A 375 px phone at 3× opens the route and scrolls to the very bottom, every picture
 * arrives; "delivered" is the bytes of every content picture received over the network (variants,
 * originals, tiny copies; not what the browser's cache answered again), "needed" is each drawn
 * picture's source encoded as AVIF quality 50 (sharp's default effort) at its box's width × 3,
 * without an alpha channel where every pixel is opaque: the least those boxes could have cost in
 * that format.
 */
import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { rawInput, rawOf, withoutOpaqueAlpha } from '../../server/pictures/encode';

/** The main routes the issue measured (a case detail and a news article among them). */
export const PICTURE_ROUTES = [
  '/',
  '/customerCase',
  '/customerCase/caseDetail?id=12',
  '/aboutLantu',
  '/newsLantu?id=1',
  '/contactUs',
];

export const PHONE = { width: 375, height: 812, ratio: 3 };

/** Delivered over needed, on every route: the budget. */
export const PICTURE_RATIO_BUDGET = 1.3;

export interface PictureBytes {
  route: string;
  pictures: number;
  deliveredKb: number;
  neededKb: number;
  ratio: number;
  /** Vector art (logos, icons, drawings), counted apart: it is shown as it is. */
  vectorKb: number;
}

/** A content picture: a variant, an upload, or a raster site picture. */
const CONTENT = /\/_img\/|\/uploads\/|\/images\/.+\.(?:jpe?g|png|webp|avif)$/i;

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** The needed bytes of one picture, cached by source and width across routes. */
const needed = new Map<string, Promise<number>>();

function neededBytes(base: string, src: string, width: number): Promise<number> {
  const key = `${src} ${width}`;
  let pending = needed.get(key);
  if (!pending) {
    pending = fetch(new URL(src, base))
      .then((r) => r.arrayBuffer())
      .then((buf) =>
        rawOf(sharp(Buffer.from(buf)).autoOrient().resize({ width, withoutEnlargement: true })),
      )
      // Without an alpha channel when no pixel needs one, as the site's variants are.
      .then(withoutOpaqueAlpha)
      .then((raw) => sharp(raw.data, rawInput(raw)).avif({ quality: 50 }).toBuffer())
      .then((out) => out.length);
    needed.set(key, pending);
  }
  return pending;
}

/**
 * `route` alone, or a journey (`visits`, in order, in one browser with one cache) reported under
 * the name `route`: each picture drawn anywhere on it is needed once at each size it was drawn.
 */
export async function measurePictureBytes(
  browser: Browser,
  base: string,
  route: string,
  visits: string[] = [route],
): Promise<PictureBytes> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    screen: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.ratio,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  let delivered = 0;
  let vector = 0;
  const bodies: Promise<void>[] = [];
  // The bytes that came over the network (what the browser's cache answers again is not
  // received twice).
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'image') return;
    const { pathname } = new URL(req.url());
    bodies.push(
      req
        .sizes()
        .then(({ responseBodySize }) => {
          // -1 when nothing came over the network (the memory cache answered a later view).
          const received = Math.max(0, responseBodySize);
          if (CONTENT.test(pathname)) delivered += received;
          else vector += received;
        })
        .catch(() => undefined),
    );
  });
  const drawn = new Map<string, { src: string; box: number }>();
  // One phone, one browser cache: a journey's later views reuse what the earlier ones fetched.
  for (const url of visits) {
    await page.goto(base + url, { waitUntil: 'load' });
    await page.evaluate(async () => {
      const frame = () =>
        new Promise((r) => {
          requestAnimationFrame(r);
        });
      for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
        await frame();
        await frame();
      }
    });
    // Until every drawn picture is in: one still out is brought into view (a lazy one far above
    // the bottom may not have come near on the way down).
    await page.waitForFunction(
      () => {
        const waiting = Array.from(document.querySelectorAll<HTMLImageElement>('picture > img'))
          .filter((img) => img.offsetWidth > 0 && img.checkVisibility())
          .find((img) => !img.complete || !img.naturalWidth);
        waiting?.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
        return !waiting;
      },
      undefined,
      { timeout: 120000, polling: 500 },
    );
    await page.waitForLoadState('networkidle');
    const here = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('picture > img'))
        .filter((img) => img.offsetWidth > 0 && img.checkVisibility())
        .map((img) => ({ src: img.getAttribute('src') ?? '', box: img.offsetWidth })),
    );
    here.forEach((p) => drawn.set(`${p.src} ${p.box}`, p));
  }
  await Promise.all(bodies);
  await context.close();
  const need = await Promise.all(
    [...drawn.values()].map((p) => neededBytes(base, p.src, Math.round(p.box * PHONE.ratio))),
  );
  const neededTotal = need.reduce((a, b) => a + b, 0);
  return {
    route,
    pictures: drawn.size,
    deliveredKb: kb(delivered),
    neededKb: kb(neededTotal),
    ratio: neededTotal ? Math.round((delivered / neededTotal) * 100) / 100 : NaN,
    vectorKb: kb(vector),
  };
}
