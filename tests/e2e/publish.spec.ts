/**
 * Publish to live, proved over nginx: a copy of the built dist/ served by server/nginx/lantu.conf
 * with the picture service and the publisher beside it, started as `npm run serve:nginx` starts
 * them (server/nginx/serve.ts), and the mock as the CMS (scripts/cms) publishing as an editor
 * would: a new case and a news item with uploads no build has seen, a case revised (its title), a
 * case removed, each followed by its signed webhook.
 *
 * - within 60 s the new addresses answer 200 with their title, <h1> and og:title in the HTML a
 *   crawler reads (no script), the revised one its new title, the removed one 404, `?id=99999`
 *   404 throughout, and sitemap.xml lists exactly the API's pages;
 * - the new case's cover is delivered as a variant at the size of its box (AVIF), not the upload;
 * - a reader fetching pages, the sitemap and pictures in a loop the whole time never gets an
 *   error, an empty page or a broken picture;
 * - hostile: unsigned, wrongly signed and replayed webhooks are refused with nothing drawn; a
 *   flood of page and picture misses gets the publisher's and the picture service's 503s and
 *   nginx's fallbacks (the shell, the upload), never an error, while the site keeps serving.
 *
 * The copy (hard links: every writer puts a file in place by one rename, server/paths.ts) and a
 * CMS file of its own keep the other specs' dist/ and mock as they were. Desktop project only.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { NginxPreview } from '../../server/nginx/serve';
import { freePort, startNginxPreview } from '../../server/nginx/serve';
import { signedHeaders } from '../../server/publisher/signature';
import { writeSitePictures } from '../../server/uploads';
import { applyEdit } from '../../scripts/cms/publish';
import type { EditResult } from '../../scripts/cms/publish';
import { expect, serverSpec, test } from './fixtures';

test.use({ trace: 'off' });
test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'lantu-prerender');
/** The issue's promise: live within a minute of the webhook. */
const LIVE_WITHIN_MS = 60_000;
/** A case that is in the build and that the spec removes, and one it revises. */
const REMOVED_CASE = 5;
const REVISED_CASE = 12;

let site: NginxPreview | undefined;
let base = '';
let work = '';
let cms: { cmsFile: string; uploadsDir: string };

const h1Of = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const ogTitleOf = (html: string) =>
  /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The picture addresses a page's HTML names (its <img> and <source>, the largest of each set). */
function picturesOf(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/\s(?:src|srcset)="([^"]+)"/g)) {
    const candidates = unescape(m[1])
      .split(',')
      .map((c) => c.trim().split(/\s+/)[0])
      .filter((u) => /^\/(?:_img|uploads|images)\//.test(u));
    if (candidates.length) out.add(candidates[candidates.length - 1]);
  }
  return [...out];
}

test.beforeAll(async ({}, testInfo) => {
  serverSpec(testInfo, 'publish');
  testInfo.setTimeout(120_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-publish-'));
  // The deployed site and the prerender's cache as the build left them: second names of the same
  // files, which the publisher replaces (never rewrites).
  execFileSync('cp', ['-al', DIST, path.join(work, 'dist')]);
  execFileSync('cp', ['-al', CACHE, path.join(work, 'cache')]);
  // What a deploy build writes besides the pages (the tests' build leaves pictures to the
  // preview): the site's own raster pictures.
  await writeSitePictures(path.join(work, 'dist'), ROOT);
  cms = { cmsFile: path.join(work, 'cms.json'), uploadsDir: path.join(work, 'cms-uploads') };
  const mockEnv = {
    MOCK_DELAY: '0',
    MOCK_FAIL: '0',
    CMS_FILE: cms.cmsFile,
    CMS_UPLOADS_DIR: cms.uploadsDir,
    CONSULT_LOG: path.join(work, 'consult.jsonl'),
  };
  site = await startNginxPreview({
    port: await freePort(),
    dist: path.join(work, 'dist'),
    env: mockEnv,
    publisherEnv: {
      ...mockEnv,
      PRERENDER_CACHE_DIR: path.join(work, 'cache'),
      // As the tests' build: the picture service makes the variants on request.
      PICTURES: 'on-request',
      PUBLISH_ON_START: '0',
      PUBLISH_POLL_MINUTES: '0',
      PUBLISHER_PRERENDER_PORT: String(await freePort()),
      // Two tabs: the other worker's specs keep a core.
      PRERENDER_WORKERS: '2',
    },
    // A bound the flood below exceeds on any machine (the default, 64 waiting, is what a phone's
    // first view of a list needs; a fast machine can keep up with the flood's 112 within it).
    // Its own cache: every variant is made here, as for pictures no one has asked for yet.
    picturesEnv: {
      PICTURES_CONCURRENCY: '1',
      PICTURES_MAX_QUEUE: '16',
      PICTURES_CACHE_DIR: path.join(work, 'pictures-cache'),
    },
  });
  base = site.url;
});

test.afterAll(async () => {
  await site?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (site && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('nginx error.log', { body: site.errorLog(), contentType: 'text/plain' });
  }
});

const health = async () =>
  (await (await fetch(`${site!.publisher.url}/_health`)).json()) as {
    runs: number;
    busy: boolean;
    refused: Record<string, number>;
  };

const webhook = (event: string, id: number, headers?: Record<string, string>) => {
  const body = JSON.stringify({ event, id, at: new Date().toISOString() });
  return fetch(`${site!.publisher.url}/hooks/publish`, {
    method: 'POST',
    headers: headers ?? signedHeaders(site!.publisher.secret, body),
    body,
  });
};

/** Every id a paged list of the API knows (through nginx, as the site asks). */
async function apiIds(url: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page += 1) {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page, pageSize: 100 }),
    });
    const { data } = (await res.json()) as { data: { records: { id: number }[]; total: number } };
    ids.push(...data.records.map((r) => r.id));
    if (!data.records.length || ids.length >= data.total) break;
  }
  return ids.sort((a, b) => a - b);
}

/** The case and news ids sitemap.xml lists, and its other addresses. */
async function sitemapNow() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(unescape(m[1])));
  const idsOf = (p: string) =>
    locs
      .filter((u) => u.pathname === p)
      .map((u) => Number(u.searchParams.get('id')))
      .sort((a, b) => a - b);
  return {
    cases: idsOf('/customerCase/caseDetail'),
    news: idsOf('/newsLantu'),
    others: locs.filter((u) => !u.searchParams.has('id')).map((u) => u.pathname),
  };
}

/**
 * A reader in a loop until stopped: pages (and their pictures) that exist the whole time, the
 * sitemap, and the pages being redrawn. Every answer must be whole: 200, an <h1> in the HTML, a
 * picture's bytes of an image type. Bounded: at most 5,000 fetches and 3 minutes.
 */
function startReader() {
  const problems: string[] = [];
  let fetches = 0;
  let stop = false;
  const pages = [
    '/',
    '/customerCase',
    '/customerCase/1',
    `/customerCase/caseDetail?id=${REVISED_CASE}`,
    '/customerCase/caseDetail?id=1',
    '/aboutLantu/1',
    '/newsLantu?id=1',
  ];
  const pictures = new Set<string>();
  const check = async (url: string) => {
    fetches += 1;
    const res = await fetch(`${base}${url}`);
    const body = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200) problems.push(`${url}: ${res.status}`);
    else if (!body.length) problems.push(`${url}: empty`);
    else if (url === '/sitemap.xml') {
      if (!body.toString().includes('</urlset>')) problems.push(`${url}: cut short`);
    } else if (/^\/(?:_img|uploads|images)\//.test(url)) {
      if (!type.startsWith('image/')) problems.push(`${url}: ${type}`);
    } else if (!h1Of(body.toString())) problems.push(`${url}: no <h1> (${body.length} bytes)`);
    else picturesOf(body.toString()).forEach((p) => pictures.add(p));
  };
  const started = Date.now();
  const loop = (async () => {
    // A reader's pace (a round of a dozen fetches every 100 ms or so), not a load test: bounded
    // in count and in time.
    for (let round = 0; !stop && fetches < 5000 && Date.now() - started < 180_000; round += 1) {
      const batch = [...pages, '/sitemap.xml', ...[...pictures].slice(round % 5, (round % 5) + 4)];
      await Promise.all(
        batch.map((u) => check(u).catch((e: Error) => problems.push(`${u}: ${e.message}`))),
      );
      await new Promise((r) => {
        setTimeout(r, 100);
      });
    }
  })();
  return {
    fetches: () => fetches,
    async stop() {
      stop = true;
      await loop;
      return { problems, fetches, pictures: pictures.size };
    },
  };
}

test('what an editor publishes is live over nginx within a minute, and a reader never sees a gap', async () => {
  test.setTimeout(240_000);
  const removedTitle = h1Of(
    await (await fetch(`${base}/customerCase/caseDetail?id=${REMOVED_CASE}`)).text(),
  );
  expect(removedTitle).not.toBe('');
  expect((await fetch(`${base}/customerCase/caseDetail?id=99999`)).status).toBe(404);
  const reader = startReader();
  const runsBefore = (await health()).runs;

  // The editor's work: a case and a news item with new uploads, a revised title, a removal.
  const edits: EditResult[] = [];
  edits.push(await applyEdit({ type: 'add-case' }, cms));
  edits.push(await applyEdit({ type: 'add-news' }, cms));
  edits.push(
    await applyEdit(
      { type: 'revise-case', id: REVISED_CASE, title: '品牌焕新：新版官网与小程序上线' },
      cms,
    ),
  );
  edits.push(await applyEdit({ type: 'remove-case', id: REMOVED_CASE }, cms));
  const [added, news, revised] = edits;
  expect(added.uploads.length).toBeGreaterThan(0);
  expect(news.uploads.length).toBeGreaterThan(0);
  const sent = Date.now();
  for (const edit of edits) {
    const res = await webhook(edit.event, edit.id);
    expect(res.status).toBe(202);
  }

  // Live: the HTML a crawler reads (no script), the removed page gone, the sitemap exact.
  const liveHtml = async (url: string, title: string) => {
    const res = await fetch(`${base}${url}`);
    const html = await res.text();
    return (
      res.status === 200 &&
      h1Of(html).includes(title) &&
      unescape(titleOf(html)).includes(title) &&
      unescape(ogTitleOf(html)).includes(title)
    );
  };
  await expect
    .poll(
      async () => {
        const [a, n, r, gone] = await Promise.all([
          liveHtml(added.url, added.title),
          liveHtml(news.url, news.title),
          liveHtml(revised.url, revised.title),
          fetch(`${base}/customerCase/caseDetail?id=${REMOVED_CASE}`).then((res) => res.status),
        ]);
        return { added: a, news: n, revised: r, removed: gone };
      },
      { timeout: LIVE_WITHIN_MS, intervals: [500] },
    )
    .toEqual({ added: true, news: true, revised: true, removed: 404 });
  const liveMs = Date.now() - sent;
  test.info().annotations.push({ type: 'live after the webhook', description: `${liveMs} ms` });
  // The reader was there the whole time: it read before the webhook and after the pages landed.
  expect(reader.fetches()).toBeGreaterThan(20);

  // Merged: four webhooks, no more than two publishes (one running, one after it).
  await expect.poll(async () => (await health()).busy, { timeout: 60_000 }).toBe(false);
  expect((await health()).runs - runsBefore).toBeLessThanOrEqual(2);

  const [caseIds, newsIds, map] = await Promise.all([
    apiIds('/api/case/list'),
    apiIds('/api/index/newsWebPageList'),
    sitemapNow(),
  ]);
  expect(caseIds).toContain(added.id);
  expect(caseIds).not.toContain(REMOVED_CASE);
  expect(map.cases).toEqual(caseIds);
  expect(map.news).toEqual(newsIds);
  expect(map.others).toContain('/customerCase');

  // The lists follow: the new case heads the case list, in the HTML.
  const list = await (await fetch(`${base}/customerCase`)).text();
  expect(list).toContain(`caseDetail?id=${added.id}`);
  expect(list).not.toContain(`caseDetail?id=${REMOVED_CASE}"`);

  // The new cover at the size of its box: a variant, made by the picture service, not the upload.
  const page = await (await fetch(`${base}${added.url}`)).text();
  const variants = picturesOf(page).filter(
    (p) => p.startsWith('/_img/') && p.includes('/uploads/cms/'),
  );
  expect(variants.length).toBeGreaterThan(0);
  const variant = await fetch(`${base}${variants[0]}`);
  expect(variant.status).toBe(200);
  expect(variant.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);
  const upload = await fetch(
    `${base}/${variants[0].replace(/^\/_img\/w\d+q\d+\/(.+)\.(?:avif|webp)$/, '$1')}`,
  );
  expect(upload.status).toBe(200);
  const [variantBytes, uploadBytes] = [
    (await variant.arrayBuffer()).byteLength,
    (await upload.arrayBuffer()).byteLength,
  ];
  expect(variantBytes).toBeLessThan(uploadBytes / 3);

  // ?id=99999 is still nobody's page.
  expect((await fetch(`${base}/customerCase/caseDetail?id=99999`)).status).toBe(404);
  expect((await fetch(`${base}/newsLantu?id=99999`)).status).toBe(404);

  const read = await reader.stop();
  test.info().annotations.push({
    type: 'reader',
    description: `${read.fetches} fetches, ${read.pictures} pictures`,
  });
  expect(read.problems).toEqual([]);
  expect(read.fetches).toBeGreaterThan(50);
});

test('a webhook unsigned, wrongly signed or replayed is refused, and nothing is drawn', async () => {
  await expect.poll(async () => (await health()).busy, { timeout: 60_000 }).toBe(false);
  const before = await health();
  const body = JSON.stringify({ event: 'case.updated', id: 1 });
  const signed = signedHeaders(site!.publisher.secret, body);
  const answers = await Promise.all([
    webhook('case.updated', 1, { 'Content-Type': 'application/json' }),
    webhook('case.updated', 1, signedHeaders('a-secret-the-cms-does-not-have', body)),
    fetch(`${site!.publisher.url}/hooks/publish`, {
      method: 'POST',
      headers: signed,
      body: `{"pad":"${'x'.repeat(20_000)}"}`,
    }),
  ]);
  expect(answers.map((r) => r.status)).toEqual([401, 401, 413]);
  const first = await fetch(`${site!.publisher.url}/hooks/publish`, {
    method: 'POST',
    headers: signed,
    body,
  });
  expect(first.status).toBe(202);
  await expect.poll(async () => (await health()).runs, { timeout: 30_000 }).toBe(before.runs + 1);
  await expect.poll(async () => (await health()).busy, { timeout: 60_000 }).toBe(false);
  const replay = await fetch(`${site!.publisher.url}/hooks/publish`, {
    method: 'POST',
    headers: signed,
    body,
  });
  expect(replay.status).toBe(409);
  await new Promise((r) => {
    setTimeout(r, 500);
  });
  expect((await health()).runs).toBe(before.runs + 1);
});

test('a flood of page and picture misses gets fallbacks, never an error, and the site keeps serving', async () => {
  test.setTimeout(120_000);
  // Pages of cases the API knows that are missing from the deployed folder (as if published after
  // the build), and ids nobody published. The publisher asks the API; the known get the page's
  // shell at once (a visitor never waits for a publish) and are drawn behind it, the unknown get
  // 404; beyond its bound (4 asking, 32 waiting in all) it answers 503 at once and nginx sends the
  // page's shell too.
  const missing = Array.from({ length: 40 }, (_, i) => 20 + i);
  missing.forEach((id) =>
    fs.rmSync(path.join(work, 'dist', `customerCase/caseDetail/${id}.html`), { force: true }),
  );
  const pages = [
    ...missing.map((id) => `/customerCase/caseDetail?id=${id}`),
    ...Array.from({ length: 80 }, (_, i) => `/customerCase/caseDetail?id=${50_000 + i}`),
  ];
  // Variants no build wrote, of 112 different uploads (every case cover, every news picture and
  // body picture): more than the picture service takes (here one encode at a time, 16 waiting);
  // beyond, its 503, and nginx sends the upload.
  const sources = [
    ...Array.from({ length: 64 }, (_, i) => `uploads/cases/case-${i + 1}-cover.jpg`),
    ...Array.from({ length: 24 }, (_, i) => `uploads/news/news-${i + 1}.jpg`),
    ...Array.from({ length: 24 }, (_, i) => `uploads/news/news-${i + 1}-body.jpg`),
  ];
  const pictures = sources.map((source) => `/_img/w480q50/${source}.avif`);
  const answers = await Promise.all(
    [...pages, ...pictures, '/', '/customerCase'].map(async (url) => {
      const res = await fetch(`${base}${url}`);
      const body = Buffer.from(await res.arrayBuffer());
      return {
        url,
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        size: body.length,
        h1: h1Of(body.toString()),
        title: titleOf(body.toString()),
        shell: body.toString().includes('<div id="root"></div>'),
      };
    }),
  );
  for (const a of answers) {
    expect([a.url, a.status < 500, a.size > 0]).toEqual([a.url, true, true]);
  }
  const pageAnswers = answers.filter((a) => a.url.startsWith('/customerCase/caseDetail'));
  const notFound = pageAnswers.filter((a) => a.status === 404);
  const drawn = pageAnswers.filter((a) => a.status === 200 && a.h1);
  const shells = pageAnswers.filter((a) => a.status === 200 && a.shell);
  expect(notFound.length + drawn.length + shells.length).toBe(pages.length);
  // Unknown ones (as many as the bound let in) 404; known ones, and what the bound turned away,
  // the shell (which loads the case itself), or the page where it landed within the wait.
  notFound.forEach((a) => expect(Number(a.url.split('=')[1])).toBeGreaterThanOrEqual(50_000));
  expect(shells.length).toBeGreaterThan(0);
  // The 404 page (its shell, whose <h1> the app draws: the title says it in the HTML).
  notFound.forEach((a) =>
    expect([a.url, a.title]).toEqual([a.url, expect.stringContaining('页面未找到')]),
  );
  drawn.forEach((a) => expect(Number(a.url.split('=')[1])).toBeLessThan(50_000));
  const pictureAnswers = answers.filter((a) => a.url.startsWith('/_img/'));
  pictureAnswers.forEach((a) =>
    expect([a.url, a.status, a.type]).toEqual([a.url, 200, expect.stringMatching(/^image\//)]),
  );
  const made = pictureAnswers.filter((a) => a.type === 'image/avif');
  const uploads = pictureAnswers.filter((a) => a.type === 'image/jpeg');
  expect(made.length + uploads.length).toBe(pictures.length);
  expect(made.length).toBeGreaterThan(0);
  expect(uploads.length).toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'flood',
    description: `pages: ${notFound.length} 404, ${drawn.length} drawn, ${shells.length} shell; pictures: ${made.length} made, ${uploads.length} uploads`,
  });
  expect(
    answers.filter((a) => a.url === '/' || a.url === '/customerCase').map((a) => a.status),
  ).toEqual([200, 200]);
  // …and once it has passed, the site answers as before, the missing pages drawn again.
  await expect.poll(async () => (await health()).busy, { timeout: 60_000 }).toBe(false);
  for (const id of missing) {
    const res = await fetch(`${base}/customerCase/caseDetail?id=${id}`);
    expect([id, res.status, h1Of(await res.text()) !== '']).toEqual([id, 200, true]);
  }
  expect((await fetch(`${base}/customerCase/caseDetail?id=99999`)).status).toBe(404);
  const after = await fetch(`${base}/_img/w560q50/uploads/news/news-4-body.jpg.avif`);
  expect([after.status, after.headers.get('content-type')]).toEqual([200, 'image/avif']);
});
