/**
 * The deployed site, proved: the built dist/ served by Debian's nginx through
 * server/nginx/lantu.conf — started exactly as `npm run preview:nginx` starts it
 * (server/nginx/serve.ts: the committed file, only its `deploy:` lines set for this machine, the
 * mock API as its upstream).
 *
 * - every address of sitemap.xml answers 200 with its own page (its <h1>, its canonical address),
 *   never the home page under another address;
 * - unknown paths, at the top and under every route group, answer 404 with the 404 page;
 * - every kind of response carries the CSP (with frame-ancestors), nosniff and a Referrer-Policy,
 *   once; caching and gzip as documented; the API behind nginx refuses what the preview refuses;
 * - a picture's variant is the build's file (cached a year), or made by the picture service when
 *   the build wrote none (its fallbacks: tests/unit/server/nginxPictures.test.ts); the CMS's
 *   uploads come from the API;
 * - with the picture service hung (SIGSTOP) or down (killed), a variant is its upload within 3 s,
 *   cached for minutes at most, and the variant itself once the service is back;
 * - a visitor's journey (home → case list → filter → case detail → consultation) runs under the
 *   CSP with no violation.
 *
 * What is proved is the server, not the layout: the desktop project only. dist/ is built by the
 * shared webServer before any spec runs.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cacheControlFor, CSP, SECURITY_HEADERS } from '../../config/csp';
import sharp from 'sharp';
import type { NginxPreview } from '../../server/nginx/serve';
import { writeSitePictures } from '../../server/uploads';
import { freePort, startNginxPreview } from '../../server/nginx/serve';
import { expect, gotoPage, hydrated, recordCspViolations, serverSpec, test } from './fixtures';

test.use({ trace: 'off' });

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');
/** A variant the test writes as the build would (src/utils/loaders.ts, `self`). */
const VARIANT = '_img/w640q50/uploads/cases/case-1-cover.jpg.avif';
const CHINESE = /[\u4e00-\u9fff]/;

let site: NginxPreview | undefined;
let base = '';
let logDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  serverSpec(testInfo, 'nginx');
  testInfo.setTimeout(90000);
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-nginx-consult-'));
  // What a deploy build writes besides the pages (the test build leaves pictures to the preview):
  // the site's own raster pictures, and one variant.
  await writeSitePictures(DIST, ROOT);
  const variant = path.join(DIST, VARIANT);
  fs.mkdirSync(path.dirname(variant), { recursive: true });
  fs.writeFileSync(
    variant,
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1890ff' } })
      .avif()
      .toBuffer(),
  );
  site = await startNginxPreview({
    port: Number(process.env.NGINX_PORT) || (await freePort()),
    apiPort: Number(process.env.NGINX_API_PORT) || undefined,
    env: { MOCK_DELAY: '0', MOCK_FAIL: '0', CONSULT_LOG: path.join(logDir, 'consult.jsonl') },
    // The publisher stays idle: this spec proves the server, publish.spec.ts the publishing.
    publisherEnv: { PUBLISH_ON_START: '0', PUBLISH_POLL_MINUTES: '0' },
  });
  base = site.url;
});

test.afterAll(async () => {
  await site?.stop();
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (site && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('nginx error.log', { body: site.errorLog(), contentType: 'text/plain' });
  }
});

const h1Of = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';

/** The built file whose name matches `pattern` (umi's hashed names change with every build). */
function distFile(pattern: RegExp, dir = DIST): string {
  const name = fs.readdirSync(dir).find((f) => pattern.test(f));
  if (!name) throw new Error(`no ${pattern} in ${dir}`);
  return `/${path.relative(DIST, path.join(dir, name))}`;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

test('every address of sitemap.xml answers 200 with its own page', async () => {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.length).toBeGreaterThan(100);
  const home = h1Of(await (await fetch(`${base}/`)).text());
  expect(home).not.toBe('');
  const pages = await mapLimit(locs, 8, async (loc) => {
    const { pathname, search } = new URL(loc);
    const res = await fetch(`${base}${pathname}${search}`);
    const html = await res.text();
    return { loc, pathname, status: res.status, type: res.headers.get('content-type'), html };
  });
  for (const p of pages) {
    expect([p.loc, p.status]).toEqual([p.loc, 200]);
    expect([p.loc, p.type]).toEqual([p.loc, 'text/html; charset=utf-8']);
    // Its own page: the markup was drawn for this very address, and it has a heading of its own.
    expect([p.loc, canonicalOf(p.html)]).toEqual([p.loc, p.loc]);
    expect([p.loc, h1Of(p.html)]).toEqual([p.loc, expect.stringMatching(/\S/)]);
    if (p.pathname !== '/') expect([p.loc, h1Of(p.html)]).not.toEqual([p.loc, home]);
  }
});

const UNKNOWN = [
  '/no-such-page',
  '/index.htm',
  '/customerCase/abc',
  '/customerCase/99',
  '/customerCase/caseDetail/abc',
  '/customerCase/caseDetail/12',
  '/serviceContent/xyz',
  '/serviceContent/userExperience/more',
  '/aboutLantu/9',
  '/aboutLantu/abc',
  '/newsLantu/abc',
  '/contactUs/x',
  '/rule/x',
  '/websiteMap/x',
  '/images/nothing.svg',
  '/umi.00000000.js',
  '/404.html',
  '/_headers',
  '/.git/config',
];

test('unknown paths, at the top and under every route group, answer 404 with the 404 page', async () => {
  const page404 = fs.readFileSync(path.join(DIST, '404.html'), 'utf8');
  for (const address of UNKNOWN) {
    const res = await fetch(`${base}${address}`);
    expect([address, res.status]).toEqual([address, 404]);
    expect([address, await res.text()]).toEqual([address, page404]);
  }
  // Not even a valid address: nginx answers 400, with the same page.
  for (const address of ['/%E0%A4%A', '/a%00b']) {
    const res = await fetch(`${base}${address}`);
    expect([address, res.status, await res.text()]).toEqual([address, 400, page404]);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
  }
});

test('a detail without its own file: the shell for no id, the 404 page for an id nobody published', async () => {
  const shell = fs.readFileSync(path.join(DIST, 'customerCase/caseDetail/index.html'), 'utf8');
  for (const query of ['?id=abc', '?id=012', '?id=../../index', '']) {
    const res = await fetch(`${base}/customerCase/caseDetail${query}`);
    expect([query, res.status, await res.text()]).toEqual([query, 200, shell]);
  }
  // A plain-number id the build did not draw goes to the publisher, which asks the API: an id
  // the API does not know is a real 404 (a crawler drops it), with the 404 page.
  const page404 = fs.readFileSync(path.join(DIST, '404.html'), 'utf8');
  for (const address of ['/customerCase/caseDetail?id=99999', '/newsLantu?id=99999']) {
    const res = await fetch(`${base}${address}`);
    expect([address, res.status, await res.text()]).toEqual([address, 404, page404]);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
  }
});

test('every kind of response carries the security headers once, and its caching', async () => {
  const js = distFile(/^umi\.[0-9a-f]{8}\.js$/);
  const css = distFile(/^umi\.[0-9a-f]{8}\.css$/);
  const chunk = distFile(/\.async\.js$/);
  const picture = distFile(/\.svg$/, path.join(DIST, 'images/brand'));
  const state = distFile(/^[0-9a-f]{16}\.json$/, path.join(DIST, '__state'));
  const kinds: [string, string, RequestInit?][] = [
    ['HTML', '/'],
    ['HTML, a case', '/customerCase/caseDetail?id=12'],
    ['404', '/no-such-page'],
    ['JS', js],
    ['lazy JS', chunk],
    ['CSS', css],
    ['picture', picture],
    ['page state', state],
    ['favicon', '/favicon.svg'],
    ['sitemap', '/sitemap.xml'],
    ['robots', '/robots.txt'],
    [
      'API',
      '/api/case/list',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"page":1}' },
    ],
  ];
  for (const [kind, address, init] of kinds) {
    const res = await fetch(`${base}${address}`, init);
    const label = `${kind} ${address}`;
    expect([label, res.status]).toEqual([label, kind === '404' ? 404 : 200]);
    // fetch joins a repeated header with ", ": equality also proves it came once.
    for (const [name, value] of SECURITY_HEADERS) {
      expect([label, name, res.headers.get(name)]).toEqual([label, name, value]);
    }
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const pathname = new URL(address, base).pathname;
    const cache = kind === 'API' ? 'no-store' : cacheControlFor(pathname);
    expect([label, res.headers.get('cache-control')]).toEqual([label, cache]);
  }
  // HTML says no-transform wherever it is answered (Baidu's mobile search transcodes pages that do
  // not): the pages, the 404 page, and an item page through the publisher (its 404 here).
  for (const address of ['/', '/customerCase/caseDetail?id=12', '/no-such-page']) {
    expect(cacheControlFor(new URL(address, base).pathname)).toBe('no-cache, no-transform');
  }
  const viaPublisher = await fetch(`${base}/customerCase/caseDetail?id=99999`);
  expect([viaPublisher.status, viaPublisher.headers.get('cache-control')]).toEqual([
    404,
    'no-cache, no-transform',
  ]);
  expect(cacheControlFor(js)).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor(picture)).toBe('public, max-age=86400');
  expect(cacheControlFor(state)).toBe('public, max-age=31536000, immutable');
});

test('a picture’s variant: the build’s file for a year, else made by the picture service; uploads from the API', async () => {
  const written = await fetch(`${base}/${VARIANT}`);
  expect(written.status).toBe(200);
  expect(written.headers.get('content-type')).toBe('image/avif');
  expect(written.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await written.arrayBuffer())).toEqual(
    fs.readFileSync(path.join(DIST, VARIANT)),
  );
  for (const [name, value] of SECURITY_HEADERS) expect(written.headers.get(name)).toBe(value);
  // The CMS's upload, through nginx from the API (the mock here).
  const upload = await fetch(`${base}/uploads/cases/case-1-cover.jpg`);
  expect(upload.status).toBe(200);
  expect(upload.headers.get('content-type')).toBe('image/jpeg');
  const uploaded = Buffer.from(await upload.arrayBuffer());
  for (const [name, value] of SECURITY_HEADERS) expect(upload.headers.get(name)).toBe(value);
  // A variant the build did not write: made by the picture service (server/pictures/daemon.ts)
  // at its size, cached a year, and from then on a file nginx serves itself.
  const made = '_img/w750q50/uploads/cases/case-1-cover.jpg.avif';
  fs.rmSync(path.join(DIST, made), { force: true });
  const missing = await fetch(`${base}/${made}`);
  expect(missing.status).toBe(200);
  expect(missing.headers.get('content-type')).toBe('image/avif');
  expect(missing.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const [name, value] of SECURITY_HEADERS) expect(missing.headers.get(name)).toBe(value);
  const madeBytes = Buffer.from(await missing.arrayBuffer());
  expect(madeBytes.length).toBeLessThan(uploaded.length / 2);
  expect((await sharp(madeBytes).metadata()).width).toBe(750);
  expect(fs.readFileSync(path.join(DIST, made))).toEqual(madeBytes);
  // …and of a site picture, from the file the build wrote next to its art.
  const site = await fetch(`${base}/_img/w640q50/images/heroes/about.jpg.avif`);
  expect([site.status, site.headers.get('content-type')]).toEqual([200, 'image/avif']);
  expect(site.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // The WeChat share card's square of a case cover and of the logo: JPEG, 300 × 300, the same
  // way and the same caching.
  for (const square of [
    '_img/s300q80/uploads/cases/case-1-cover.jpg.jpg',
    '_img/s300q80/favicon.svg.jpg',
  ]) {
    fs.rmSync(path.join(DIST, square), { force: true });
    const res = await fetch(`${base}/${square}`);
    expect([square, res.status, res.headers.get('content-type')]).toEqual([
      square,
      200,
      'image/jpeg',
    ]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const [name, value] of SECURITY_HEADERS) expect(res.headers.get(name)).toBe(value);
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
    expect(fs.readFileSync(path.join(DIST, square))).toEqual(bytes);
  }
  // Neither a picture on another host (the page falls back itself) nor anything off the scheme.
  for (const address of [
    '/_img/w640q50/~https/cms.example.com/a.jpg.avif',
    '/_img/w640q50/uploads/cases/no-such.jpg.avif',
    '/_img/w640q50/uploads/cases/case-1-cover.jpg.png',
    '/_img/s300q80/uploads/cases/no-such.jpg.jpg',
    '/_img/s300q80/uploads/cases/case-1-cover.jpg.webp',
  ]) {
    const res = await fetch(`${base}${address}`);
    expect([address, res.status]).toEqual([address, 404]);
  }
});

test('text is sent gzipped', async () => {
  const addresses = [
    '/',
    distFile(/^umi\.[0-9a-f]{8}\.js$/),
    distFile(/^umi\.[0-9a-f]{8}\.css$/),
    '/sitemap.xml',
  ];
  for (const address of addresses) {
    const res = await fetch(`${base}${address}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([address, res.headers.get('content-encoding')]).toEqual([address, 'gzip']);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  }
});

test('the API behind nginx: a malformed multipart body is refused and the mock lives', async () => {
  // A folded first header line in the first part: what crashed umi's multer/dicer (CVE-2022-24434).
  const boundary = '----LantuBoundary7MA4YWxk';
  const body = `--${boundary}\r\n Content-Disposition: form-data; name="note"\r\n\r\n${'x'.repeat(21)}\r\n--${boundary}--\r\n`;
  expect(Buffer.byteLength(body)).toBe(131);
  const res = await fetch(`${base}/api/consult/addConsult`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  expect(res.status).toBe(415);
  expect((await res.json()).message).toMatch(CHINESE);
  const after = await fetch(`${base}/api/_health/content`);
  expect(after.status).toBe(200);

  const foreign = await fetch(`${base}/api/case/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    body: '{}',
  });
  expect(foreign.status).toBe(403);
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

  const big = await fetch(`${base}/api/case/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
  });
  expect(big.status).toBe(413);
  expect(await big.json()).toMatchObject({ success: false, code: '413' });
  expect(big.headers.get('content-security-policy')).toBe(CSP);
});

test('a visitor’s journey through nginx runs under the CSP with no violation', async ({ page }) => {
  test.setTimeout(90000);
  const violations = await recordCspViolations(page);
  const documents: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document') {
      documents.push(`${res.url()} ${res.headers()['content-security-policy'] === CSP}`);
    }
  });

  await gotoPage(page, `${base}/`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: '客户案例', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${base}/customerCase`);
  const results = page.getByTestId('case-results');
  await expect(results).toHaveAttribute('aria-busy', 'false');

  const filter = page.getByRole('group', { name: '按行业筛选' }).getByRole('link', {
    name: '金融理财',
    exact: true,
  });
  await filter.click();
  await expect(page).toHaveURL(`${base}/customerCase?industry=3`);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const card = results.locator('article').first();
  await expect(card).toContainText('金融理财');
  const title = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/customerCase\/caseDetail\?id=\d+$/);
  await expect(page.locator('main h1')).toHaveText(title);

  // The same case as a first visit: its prerendered file, through nginx's ?id= rule.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText(title);

  await page.getByRole('button', { name: '预约咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '预约咨询' });
  await expect(dialog.getByLabel('姓名')).toBeVisible({ timeout: 30000 });
  const company = `nginx 之旅 ${Date.now().toString(36)}`;
  await dialog.getByLabel('姓名').fill('测试访客');
  await dialog.getByLabel('手机号').fill('13812345678');
  await dialog.getByLabel('公司名称').fill(company);
  await dialog.getByLabel('需求描述').fill(`看了案例《${title}》，想聊聊`);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '提交咨询' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();

  const log = fs.readFileSync(path.join(logDir, 'consult.jsonl'), 'utf8');
  expect(log).toContain(company);
  expect(await violations()).toEqual([]);
  expect(documents.length).toBeGreaterThanOrEqual(2);
  documents.forEach((d) => expect(d).toMatch(/ true$/));
});

/** The lifetime a Cache-Control value gives a cache, in seconds (0 for no-cache or no-store). */
function lifetimeOf(cacheControl: string | null): number {
  if (!cacheControl || /\b(?:no-cache|no-store)\b/.test(cacheControl)) return 0;
  const ages = [...cacheControl.matchAll(/\b(?:s-)?max-age=(\d+)/g)].map((m) => Number(m[1]));
  return ages.length ? Math.max(...ages) : Infinity;
}

// Last in the file: it stops the picture service for good.
test('a variant while the picture service hangs or is down: the upload within 3 s, cached a minute; the variant once it is back', async () => {
  test.setTimeout(60000);
  const service = site?.pictures.process;
  if (!service?.pid) throw new Error('no picture service');
  const group = -service.pid;
  const uploadOf = async (address: string) => {
    const res = await fetch(`${base}${address}`);
    expect([address, res.status]).toEqual([address, 200]);
    return { type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };
  /** Asks for a variant that is not a file, which must be its upload, soon and briefly cached. */
  const expectFallback = async (address: string, upload: { type: string | null; body: Buffer }) => {
    fs.rmSync(path.join(DIST, address), { force: true });
    const started = Date.now();
    const res = await fetch(`${base}${address}`);
    const body = Buffer.from(await res.arrayBuffer());
    const took = Date.now() - started;
    expect([address, res.status, res.headers.get('content-type')]).toEqual([
      address,
      200,
      upload.type,
    ]);
    expect(body.equals(upload.body)).toBe(true);
    expect(took, `${address} answered in ${took} ms`).toBeLessThan(3000);
    const cache = res.headers.get('cache-control');
    expect(lifetimeOf(cache), `${address}: Cache-Control ${cache}`).toBeLessThanOrEqual(300);
    for (const [name, value] of SECURITY_HEADERS) expect(res.headers.get(name)).toBe(value);
    return took;
  };
  const upload = '/uploads/cases/case-2-cover.jpg';
  const uploaded = await uploadOf(upload);
  expect(uploaded.type).toBe('image/jpeg');

  // Hung (SIGSTOP: the kernel still accepts its connections, and nothing answers).
  const variant = `/_img/w480q50${upload}.avif`;
  process.kill(group, 'SIGSTOP');
  try {
    await expectFallback(variant, uploaded);
    // The upload by its own address keeps its own caching.
    const own = await fetch(`${base}${upload}`);
    expect(own.headers.get('cache-control')).toBe('public, max-age=86400');
  } finally {
    process.kill(group, 'SIGCONT');
  }
  // Back: the variant itself, as soon as it is made (its file written for the next request).
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}${variant}`);
        await res.arrayBuffer();
        return [res.status, res.headers.get('content-type'), res.headers.get('cache-control')];
      },
      { timeout: 20000 },
    )
    .toEqual([200, 'image/avif', 'public, max-age=31536000, immutable']);
  const made = fs.readFileSync(path.join(DIST, variant));
  expect((await sharp(made).metadata()).width).toBe(480);
  expect(made.length).toBeLessThan(uploaded.body.length / 2);

  // Down (killed): the upload at once, from the API and from the site's own files alike.
  process.kill(group, 'SIGKILL');
  await expect
    .poll(() =>
      fetch(`${site?.picturesUrl}/_health`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  await expectFallback(`/_img/w400q50${upload}.avif`, uploaded);
  await expectFallback(
    '/_img/w400q50/images/heroes/about.jpg.avif',
    await uploadOf('/images/heroes/about.jpg'),
  );
  await expectFallback('/_img/w240q75/favicon.svg.webp', await uploadOf('/favicon.svg'));
  // …and each by its own address keeps its day.
  for (const address of ['/images/heroes/about.jpg', '/favicon.svg']) {
    const res = await fetch(`${base}${address}`);
    expect([address, res.headers.get('cache-control')]).toEqual([address, 'public, max-age=86400']);
  }
});
