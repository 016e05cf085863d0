/**
 * A publish under a wrong or partial API (issue: "the publisher under faults"): the publisher's
 * own run (`buildContent`, server/publisher/index.ts: the prerender, then the picture step for
 * what it drew) on a copy of the built dist/, drawing from the built site through a proxy that
 * breaks the API the way a server's first year does — for the publish's own calls (the listing,
 * the check) and for the app's calls while it draws alike:
 *
 * - an empty list, a truncated one (fewer records than its `total`), and a consistent but short
 *   one (the wrong API): the run fails and says why; not one page, state or sitemap line changes;
 * - every call answering 500: the same;
 * - one case's detail answering 500 while the page is drawn, and another's never answering while
 *   the run checks it: the run fails naming them, those pages stay as they were (whole), and
 *   what did not depend on them (the lists showing a revised title) lands;
 * - the next good publish heals: the revised case's page, the lists and the sitemap as the API
 *   says, every page there.
 *
 * The copy (hard links: every writer replaces, never rewrites) and a CMS file of its own keep the
 * other specs' dist/ and mock as they were. Desktop project only.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { applyEdit } from '../../scripts/cms/publish';
import { freePort } from '../../server/nginx/serve';
import { startServer } from '../../server/preview/start';
import { buildContent } from '../../server/publisher/index';
import { expect, serverSpec, test } from './fixtures';

test.use({ trace: 'off' });
test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(__dirname, '../..');
const REVISED = 12;
const HUNG = 13;

/** What the proxy does with a call: passes it on, answers in its place, or never answers. */
type Fault = (call: {
  method: string;
  path: string;
  body: string;
  browser: boolean;
}) => 'pass' | 'hang' | { status: number; json: unknown };

let work = '';
let dist = '';
let site: ChildProcess | undefined;
let proxy: http.Server | undefined;
let origin = '';
let fault: Fault = () => 'pass';
/** The built site's port (the proxy's upstream). */
let siteport = 0;
const hung: http.ServerResponse[] = [];

/** Every page, state and the sitemap of the copy, by name (the sitemap's date aside). */
function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(dist, rel), { withFileTypes: true })) {
      const p = path.join(rel, d.name);
      if (d.isDirectory()) {
        if (d.name !== '_img') walk(p);
      } else if (/\.(html|json|xml)$/.test(d.name)) {
        out.set(p, fs.readFileSync(path.join(dist, p), 'utf8'));
      }
    }
  };
  walk('');
  return out;
}

const h1Of = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
const page = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8');

/** One publish as the publisher runs it, drawing through the proxy. */
const publish = (items: string[] | null = null) =>
  buildContent(dist, {
    items,
    origin,
    env: {
      PRERENDER_CACHE_DIR: path.join(work, 'cache'),
      PRERENDER_WORKERS: '1',
      PRERENDER_API_TIMEOUT_MS: '1500',
      // Stand-alone (no publisher around it): no state kept for an hour.
      PRERENDER_STATE_GRACE_MINUTES: '0',
      // As the tests' build: the pictures are the preview's to make.
      PICTURES: 'on-request',
    },
  });

/** The case list's first page as the API gives it, cut down to `keep` records (and `total`). */
async function caseList(keep: number, total?: number) {
  const res = await fetch(`http://localhost:${siteport}/api/case/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 100 }),
  });
  const json = (await res.json()) as { data: { records: unknown[]; total: number } };
  json.data.records = json.data.records.slice(0, keep);
  json.data.total = total ?? json.data.total;
  return json;
}
test.beforeAll(async ({}, testInfo) => {
  serverSpec(testInfo, 'publishFaults');
  testInfo.setTimeout(120_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-faults-'));
  dist = path.join(work, 'dist');
  execFileSync('cp', ['-al', path.join(ROOT, 'dist'), dist]);
  execFileSync('cp', [
    '-al',
    path.join(ROOT, 'node_modules', '.cache', 'lantu-prerender'),
    path.join(work, 'cache'),
  ]);
  siteport = await freePort();
  site = await startServer(siteport, {
    readyPath: '/api/_health/content',
    env: {
      MOCK_DELAY: '0',
      MOCK_FAIL: '0',
      LANTU_DIST: dist,
      CMS_FILE: path.join(work, 'cms.json'),
      CMS_UPLOADS_DIR: path.join(work, 'cms-uploads'),
    },
  });
  const port = await freePort();
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const decided = (req.url ?? '').startsWith('/api/')
        ? fault({
            method: req.method ?? 'GET',
            path: req.url ?? '/',
            body: body.toString('utf8'),
            browser: /Chrome/.test(req.headers['user-agent'] ?? ''),
          })
        : 'pass';
      if (decided === 'hang') {
        hung.push(res);
        return;
      }
      if (decided !== 'pass') {
        res.writeHead(decided.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(decided.json));
        return;
      }
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: siteport,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => {
    proxy!.listen(port, '127.0.0.1', resolve);
  });
  origin = `http://localhost:${port}`;
});

test.afterAll(async () => {
  hung.forEach((res) => res.destroy());
  await new Promise((r) => {
    if (!proxy) r(null);
    else {
      proxy.closeAllConnections();
      proxy.close(r);
    }
  });
  if (site?.pid) {
    try {
      process.kill(-site.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test.afterEach(() => {
  fault = () => 'pass';
  hung.splice(0).forEach((res) => res.destroy());
});

test('a list that is empty, truncated or short takes no page down, and says why', async () => {
  test.setTimeout(120_000);
  // The copy as the build left it, after one publish on it (the states it keeps, the sitemap).
  const first = await publish();
  expect(first.ok, first.error).toBe(true);
  const before = snapshot();
  const cases = [...before.keys()].filter((f) => /^customerCase\/caseDetail\/\d+\.html$/.test(f));
  expect(cases.length).toBeGreaterThan(20);

  // What the publish's listing gets (the app, drawing, is asked nothing here): its first page,
  // and then, for a list that stops half-way, empty pages under the same total.
  const empty = {
    success: true,
    code: '200',
    data: { records: [], total: 0, page: 1, pageSize: 100 },
  };
  const tries: [string, { data: { records: unknown[]; total: number } }][] = [
    ['empty', empty],
    ['truncated', await caseList(10)],
    ['short', await caseList(10, 10)],
  ];
  for (const [name, answer] of tries) {
    fault = (c) => {
      // The publish's own listing: JSON, 100 a page (the app's lists ask 15 or 12).
      if (c.path !== '/api/case/list' || c.browser || !/"pageSize":100\b/.test(c.body))
        return 'pass';
      if (/"page":1\b/.test(c.body)) return { status: 200, json: answer };
      return { status: 200, json: { ...answer, data: { ...answer.data, records: [] } } };
    };
    const run = await publish();
    expect(run.ok, name).toBe(false);
    expect(run.error, name).toMatch(
      name === 'truncated'
        ? /listed 10 of the \d+ items it announced \(a truncated list\)/
        : new RegExp(
            `no longer lists ${cases.length - (name === 'empty' ? 0 : 10)} of the ${cases.length} pages in customerCase/caseDetail/`,
          ),
    );
    expect(run.drawn, name).toEqual([]);
    expect(snapshot(), name).toEqual(before);
  }
});

test('an API that answers 500 everywhere changes nothing; one failing while a page is drawn or never answering keeps that page, and the next good publish heals', async () => {
  test.setTimeout(120_000);
  const cms = { cmsFile: path.join(work, 'cms.json'), uploadsDir: path.join(work, 'cms-uploads') };
  const revised = await applyEdit(
    { type: 'revise-case', id: REVISED, title: '故障中修订的案例' },
    cms,
  );
  const other = await applyEdit(
    { type: 'revise-case', id: HUNG, title: '接口超时时修订的案例' },
    cms,
  );
  const before = snapshot();
  const file = (id: number) => `customerCase/caseDetail/${id}.html`;
  const was = [page(file(REVISED)), page(file(HUNG))];

  // Every call fails: nothing is drawn, nothing changes.
  fault = () => ({ status: 500, json: { success: false, code: '500', message: '服务器错误' } });
  const down = await publish();
  expect(down.ok).toBe(false);
  expect(down.error).toMatch(
    /listing \/api\/(case\/list|index\/newsWebPageList) failed \(500 服务器错误\); nothing is drawn/,
  );
  expect(snapshot()).toEqual(before);

  // The revised case's detail fails while its page is drawn (the check got it right); the other
  // revised case's detail never answers the check.
  // The app sends the id as a form (`id=12`), a replayed call as it was recorded.
  const caseOf = (c: { path: string; body: string }) =>
    c.path === '/api/case/caseDetails'
      ? Number(/\bid"?\s*[=:]\s*(\d+)/.exec(c.body)?.[1])
      : undefined;
  fault = (c) => {
    if (caseOf(c) === REVISED && c.browser)
      return { status: 500, json: { success: false, code: '500', message: '服务器错误' } };
    if (caseOf(c) === HUNG) return 'hang';
    return 'pass';
  };
  const partial = await publish();
  expect(partial.ok).toBe(false);
  expect(partial.error).toContain(`/customerCase/caseDetail?id=${REVISED}: the API failed`);
  expect(partial.error).toContain(
    `/customerCase/caseDetail?id=${HUNG}: POST /api/case/caseDetails`,
  );
  // Both pages as they were, whole; what did not fail landed: the pages that show the revised
  // cases (their related cases, a list) name the new titles.
  expect([page(file(REVISED)), page(file(HUNG))]).toEqual(was);
  const fileOf = (url: string) =>
    /caseDetail\?id=(\d+)$/.test(url)
      ? file(Number(/id=(\d+)$/.exec(url)![1]))
      : `${url.replace(/^\//, '')}${url === '/' ? '' : '/'}index.html`;
  expect(partial.drawn.length).toBeGreaterThan(0);
  expect(partial.drawn).not.toContain(`/customerCase/caseDetail?id=${REVISED}`);
  expect(partial.drawn).not.toContain(`/customerCase/caseDetail?id=${HUNG}`);
  expect(
    partial.drawn.filter((u) => page(fileOf(u)).includes(revised.title)).length,
  ).toBeGreaterThan(0);

  // The API is well again: the next publish draws what is missing, and only that.
  fault = () => 'pass';
  const healed = await publish();
  expect(healed.ok, healed.error).toBe(true);
  expect(healed.drawn.sort()).toEqual(
    [`/customerCase/caseDetail?id=${REVISED}`, `/customerCase/caseDetail?id=${HUNG}`].sort(),
  );
  expect(h1Of(page(file(REVISED)))).toBe(revised.title);
  expect(h1Of(page(file(HUNG)))).toBe(other.title);
  const after = snapshot();
  expect([...after.keys()].filter((f) => /caseDetail\/\d+\.html$/.test(f)).length).toBe(
    [...before.keys()].filter((f) => /caseDetail\/\d+\.html$/.test(f)).length,
  );
});
