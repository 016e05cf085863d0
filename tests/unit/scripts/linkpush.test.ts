/**
 * @jest-environment node
 */
/**
 * Baidu link push (scripts/linkpush) against a local fake of the 普通收录 API that records every
 * request and answers as Baidu's documentation says: 200 `{ success, remain, not_same_site,
 * not_valid }`, 400 `{ error, message: "over quota" }`. Success, the quota (known, unknown,
 * exhausted), refused addresses, an unreachable endpoint, an answer that is no JSON, and nothing
 * sent when the token or the site is unset. The build's own step (package.json `build:content`)
 * runs the same code through `main`, which is tested here as a process too.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { beijingDay, BATCH, linkPush, pageDigest, readState } from '../../../scripts/linkpush';
import type { BaiduAnswer, PushOptions } from '../../../scripts/linkpush';

const root = path.resolve(__dirname, '../../..');
const SITE = 'https://www.lantu-design.cn';
const TOKEN = 'TESTtoken123456';

interface Recorded {
  method: string;
  url: string;
  contentType: string | undefined;
  lines: string[];
}

/** The fake endpoint: records requests; `answer` decides each reply from the lines sent. */
async function fakeBaidu(answer: (lines: string[], n: number) => [number, BaiduAnswer | string]) {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      const lines = body.split('\n').filter(Boolean);
      requests.push({
        method: req.method!,
        url: req.url!,
        contentType: req.headers['content-type'],
        lines,
      });
      const [status, json] = answer(lines, requests.length);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof json === 'string' ? json : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/urls`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A deployed folder with pages for `paths` and the sitemap listing them. */
function makeDist(paths: string[], body = (p: string) => `<h1>${p}</h1>`) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-linkpush-'));
  const write = (rel: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
  };
  const page = (p: string) =>
    `<html><head><title>${p}</title><meta name="description" content="d"><meta name="lt-app" content="/umi.1234abcd.js"></head>` +
    `<body><div id="root"><main class="x1">${body(p)}</main></div><script id="lt-state" type="application/json" data-src="/__state/a.json"></script></body></html>`;
  for (const p of paths) {
    const item = p.match(/^\/customerCase\/caseDetail\?id=(\d+)$/);
    write(
      item
        ? `customerCase/caseDetail/${item[1]}.html`
        : p === '/'
          ? 'index.html'
          : `${p.slice(1)}/index.html`,
      page(p),
    );
  }
  write(
    'sitemap.xml',
    `<urlset>${paths.map((p) => `<url><loc>${SITE}${p.replace(/&/g, '&amp;')}</loc></url>`).join('')}</urlset>`,
  );
  return dir;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function setup(paths: string[]) {
  const dist = makeDist(paths);
  dirs.push(dist);
  const stateFile = path.join(dist, '..', `${path.basename(dist)}-state.json`);
  dirs.push(stateFile);
  const lines: string[] = [];
  const base: Omit<PushOptions, 'endpoint'> = {
    token: TOKEN,
    site: SITE,
    drawn: paths,
    reportDate: '2026-11-29T02:00:00.000Z',
    dist,
    stateFile,
    now: () => new Date('2026-11-29T02:00:00Z'),
    log: (line) => lines.push(line),
    timeoutMs: 3000,
  };
  return { dist, stateFile, lines, base };
}

const PAGES = ['/', '/customerCase', '/customerCase/caseDetail?id=12', '/newsLantu', '/contactUs'];

test('success: one POST as documented (text/plain, one absolute URL a line), the answer printed', async () => {
  const baidu = await fakeBaidu((lines) => [200, { remain: 4995, success: lines.length }]);
  const { base, lines, stateFile } = setup(PAGES);
  const remainBefore = readState(stateFile);
  expect(remainBefore.remain).toBeUndefined();
  const result = await linkPush({ ...base, endpoint: baidu.endpoint });
  await baidu.close();
  // Today's quota unknown: one address first, then the rest in one request.
  expect(baidu.requests.map((r) => r.lines.length)).toEqual([1, 4]);
  for (const r of baidu.requests) {
    expect(r.method).toBe('POST');
    expect(r.contentType).toBe('text/plain');
    expect(r.url).toBe(`/urls?site=${SITE}&token=${TOKEN}`);
  }
  expect(baidu.requests.flatMap((r) => r.lines)).toEqual([
    `${SITE}/`,
    `${SITE}/customerCase`,
    `${SITE}/customerCase/caseDetail?id=12`,
    `${SITE}/newsLantu`,
    `${SITE}/contactUs`,
  ]);
  expect(result).toMatchObject({ sent: 5, success: 5, remain: 4995, pending: 0 });
  expect(lines[0]).toBe('baidu push: 5 sent: success 5, remain 4995, not_same_site 0, not_valid 0');
  expect(readState(stateFile)).toMatchObject({ day: '2026-11-29', remain: 4995, pending: [] });
});

test('the same report again, or pages that read the same, are not pushed again; a changed one is', async () => {
  const baidu = await fakeBaidu((lines) => [200, { remain: 100, success: lines.length }]);
  const { base, dist } = setup(PAGES);
  await linkPush({ ...base, endpoint: baidu.endpoint });
  expect(baidu.requests).toHaveLength(2);
  // The same report read twice (PRERENDER=0, or build:content run again without drawing).
  const again = await linkPush({ ...base, endpoint: baidu.endpoint });
  expect(again?.line).toBe('baidu push: nothing new to push');
  // A new bundle redraws every page: new asset names and class names, the same content.
  for (const f of ['index.html', 'contactUs/index.html']) {
    const file = path.join(dist, f);
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('umi.1234abcd.js', 'umi.9999ffff.js')
        .replace('class="x1"', 'class="y2"'),
    );
  }
  // …and one case whose title changed.
  const item = path.join(dist, 'customerCase/caseDetail/12.html');
  fs.writeFileSync(item, fs.readFileSync(item, 'utf8').replace('<h1>', '<h1>新标题 '));
  const redrawn = await linkPush({
    ...base,
    endpoint: baidu.endpoint,
    reportDate: '2026-11-29T03:00:00.000Z',
  });
  await baidu.close();
  expect(baidu.requests.slice(2).flatMap((r) => r.lines)).toEqual([
    `${SITE}/customerCase/caseDetail?id=12`,
  ]);
  expect(redrawn).toMatchObject({ sent: 1, success: 1 });
});

test('the daily quota: never more than `remain`; what does not fit waits for the next day', async () => {
  let left = 3;
  const baidu = await fakeBaidu((sent) => {
    if (sent.length > left) return [400, { error: 400, message: 'over quota' }];
    left -= sent.length;
    return [200, { remain: left, success: sent.length }];
  });
  const { base, lines, stateFile } = setup(PAGES);
  const first = await linkPush({ ...base, endpoint: baidu.endpoint });
  // One to learn the quota (remain 2), then exactly two: no request was refused.
  expect(baidu.requests.map((r) => r.lines.length)).toEqual([1, 2]);
  expect(first).toMatchObject({ sent: 3, success: 3, remain: 0, pending: 2 });
  expect(lines[0]).toBe(
    'baidu push: 3 sent: success 3, remain 0, not_same_site 0, not_valid 0; 2 addresses wait for the next run',
  );
  // Later the same day: nothing is sent at all.
  const later = await linkPush({
    ...base,
    endpoint: baidu.endpoint,
    reportDate: 'another run, same day',
    drawn: [],
  });
  expect(baidu.requests).toHaveLength(2);
  expect(later?.line).toBe(
    "baidu push: today's quota is used up (remain 0); 2 addresses wait for the next run",
  );
  // The next day (Beijing time: 16:00 UTC is midnight there) the two that waited go.
  left = 10;
  const next = await linkPush({
    ...base,
    endpoint: baidu.endpoint,
    reportDate: 'next day',
    drawn: [],
    now: () => new Date('2026-11-29T16:30:00Z'),
  });
  await baidu.close();
  expect(beijingDay(new Date('2026-11-29T16:30:00Z'))).toBe('2026-11-30');
  expect(baidu.requests.slice(2).flatMap((r) => r.lines)).toEqual([
    `${SITE}/newsLantu`,
    `${SITE}/contactUs`,
  ]);
  expect(next).toMatchObject({ sent: 2, pending: 0 });
  expect(readState(stateFile)).toMatchObject({ day: '2026-11-30', pending: [] });
});

test('quota exhausted: `400 over quota` keeps every address for the next run, exit as usual', async () => {
  const baidu = await fakeBaidu(() => [400, { error: 400, message: 'over quota' }]);
  const { base, lines, stateFile } = setup(PAGES);
  const result = await linkPush({ ...base, endpoint: baidu.endpoint });
  await baidu.close();
  expect(baidu.requests).toHaveLength(1);
  expect(result).toMatchObject({ sent: 0, error: '400 over quota', pending: 5 });
  expect(lines[0]).toBe(
    'baidu push: over quota (400 over quota); 5 addresses wait for the next run',
  );
  expect(readState(stateFile)).toMatchObject({
    remain: 0,
    pending: PAGES.map((p) => `${SITE}${p}`),
  });
});

test('refused addresses: not_same_site and not_valid are printed, and not sent again', async () => {
  const baidu = await fakeBaidu((sent) => [
    200,
    {
      remain: 90,
      success: sent.length - (sent.length > 1 ? 2 : 0),
      not_same_site: sent.length > 1 ? [sent[1]] : [],
      not_valid: sent.length > 1 ? [sent[2]] : [],
    },
  ]);
  const { base, lines } = setup(PAGES);
  const result = await linkPush({ ...base, endpoint: baidu.endpoint });
  expect(result).toMatchObject({
    sent: 5,
    success: 3,
    notSameSite: [`${SITE}/customerCase/caseDetail?id=12`],
    notValid: [`${SITE}/newsLantu`],
    pending: 0,
  });
  expect(lines).toEqual([
    'baidu push: 5 sent: success 3, remain 90, not_same_site 1, not_valid 1',
    `baidu push: not_same_site (not ${SITE}): ${SITE}/customerCase/caseDetail?id=12`,
    `baidu push: not_valid: ${SITE}/newsLantu`,
  ]);
  const again = await linkPush({ ...base, endpoint: baidu.endpoint, reportDate: 'later' });
  await baidu.close();
  expect(again?.line).toBe('baidu push: nothing new to push');
});

test('batches of at most 2,000 addresses', async () => {
  const many = Array.from({ length: 4100 }, (_, i) => `/customerCase/caseDetail?id=${i + 1}`);
  const baidu = await fakeBaidu((sent) => [200, { remain: 100000, success: sent.length }]);
  const { base } = setup(many);
  await linkPush({ ...base, endpoint: baidu.endpoint });
  await baidu.close();
  expect(BATCH).toBe(2000);
  expect(baidu.requests.map((r) => r.lines.length)).toEqual([1, 2000, 2000, 99]);
});

test('unreachable, an error status, or no JSON: one line, the addresses kept, no throw', async () => {
  // A closed port.
  const closed = await fakeBaidu(() => [200, {}]);
  await closed.close();
  const { base, lines } = setup(PAGES);
  const down = await linkPush({ ...base, endpoint: closed.endpoint, timeoutMs: 2000 });
  expect(down).toMatchObject({ sent: 0, pending: 5, error: 'ECONNREFUSED' });
  expect(lines[0]).toBe(
    `baidu push: failed (${closed.endpoint} unreachable: ECONNREFUSED); 5 addresses wait for the next run; the build goes on`,
  );
  // A 401 with Baidu's error form, then a 502 from a proxy that is no JSON.
  const broken = await fakeBaidu((_, n) =>
    n === 1
      ? [401, { error: 401, message: 'token is not valid' }]
      : [502, '<html>Bad Gateway</html>'],
  );
  const refused = await linkPush({ ...base, endpoint: broken.endpoint, reportDate: 'b' });
  expect(refused).toMatchObject({ error: '401 token is not valid', pending: 5 });
  expect(lines[1]).toBe(
    'baidu push: failed (Baidu answered: 401 token is not valid); 5 addresses wait for the next run; the build goes on',
  );
  const gateway = await linkPush({ ...base, endpoint: broken.endpoint, reportDate: 'c' });
  await broken.close();
  expect(gateway).toMatchObject({ error: '502 <html>Bad Gateway</html>', pending: 5 });
  expect(lines[2]).toMatch(/^baidu push: failed \(an answer that is no JSON: 502 /);
  // A slow endpoint: the time-out.
  const slow = http.createServer(() => undefined);
  await new Promise<void>((resolve) => {
    slow.listen(0, '127.0.0.1', resolve);
  });
  const port = (slow.address() as AddressInfo).port;
  const late = await linkPush({
    ...base,
    endpoint: `http://127.0.0.1:${port}/urls`,
    reportDate: 'd',
    timeoutMs: 300,
  });
  slow.closeAllConnections();
  slow.close();
  expect(late).toMatchObject({ error: 'no answer in time', pending: 5 });
});

test('nothing is sent when the token or the site is unset', async () => {
  const baidu = await fakeBaidu(() => [200, { remain: 1, success: 1 }]);
  const { base, lines, stateFile } = setup(PAGES);
  expect(await linkPush({ ...base, token: undefined, endpoint: baidu.endpoint })).toBeNull();
  expect(await linkPush({ ...base, token: '', endpoint: baidu.endpoint })).toBeNull();
  expect(await linkPush({ ...base, site: undefined, endpoint: baidu.endpoint })).toBeNull();
  await baidu.close();
  expect(baidu.requests).toHaveLength(0);
  expect(fs.existsSync(stateFile)).toBe(false);
  expect(lines).toEqual([
    'baidu push: off (BAIDU_PUSH_TOKEN is not set; nothing was sent)',
    'baidu push: off (BAIDU_PUSH_TOKEN is not set; nothing was sent)',
    'baidu push: off (SITE_URL is not set; nothing was sent)',
  ]);
});

test('removed pages leave the queue: only what the sitemap lists is pushed', async () => {
  const baidu = await fakeBaidu(() => [400, { error: 400, message: 'over quota' }]);
  const { base, dist } = setup(PAGES);
  await linkPush({ ...base, endpoint: baidu.endpoint });
  await baidu.close();
  // Case 12 removed by the next publish: its page and its sitemap line are gone.
  fs.writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<urlset>${PAGES.filter((p) => !p.includes('id=12'))
      .map((p) => `<url><loc>${SITE}${p}</loc></url>`)
      .join('')}</urlset>`,
  );
  const ok = await fakeBaidu((sent) => [200, { remain: 50, success: sent.length }]);
  await linkPush({
    ...base,
    endpoint: ok.endpoint,
    drawn: [],
    reportDate: 'x',
    now: () => new Date('2026-11-30T02:00:00Z'),
  });
  await ok.close();
  expect(ok.requests.flatMap((r) => r.lines)).not.toContain(
    `${SITE}/customerCase/caseDetail?id=12`,
  );
  expect(ok.requests.flatMap((r) => r.lines)).toHaveLength(4);
});

test('pageDigest reads title, description and #root, not asset or class names', () => {
  const page = (title: string, cls: string, asset: string) =>
    `<title>${title}</title><meta name="description" content="d"><meta name="lt-app" content="${asset}">` +
    `<div id="root"><p class="${cls}">x</p></div><script id="lt-state" data-src="/__state/a.json"></script>`;
  expect(pageDigest(page('a', 'k1', '/umi.1.js'))).toBe(pageDigest(page('a', 'k2', '/umi.2.js')));
  expect(pageDigest(page('a', 'k1', '/umi.1.js'))).not.toBe(
    pageDigest(page('b', 'k1', '/umi.1.js')),
  );
});

test('as the build runs it: exit 0 and one line, with the endpoint down; the report gets the result', async () => {
  const { dist } = setup(PAGES);
  const report = path.join(dist, 'report.json');
  fs.writeFileSync(report, JSON.stringify({ date: 'r1', drawnUrls: PAGES }));
  const closed = await fakeBaidu(() => [200, {}]);
  await closed.close();
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['-r', 'ts-node/register', path.join(root, 'scripts/linkpush/index.ts')],
        {
          cwd: root,
          env: {
            ...process.env,
            TS_NODE_TRANSPILE_ONLY: '1',
            LANTU_DIST: dist,
            PRERENDER_REPORT: report,
            BAIDU_PUSH_STATE: path.join(dist, 'state.json'),
            BAIDU_PUSH_ENDPOINT: closed.endpoint,
            ...env,
          },
        },
      );
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
      child.on('close', (code) => resolve({ code, out }));
    });
  const off = await run({ BAIDU_PUSH_TOKEN: '', SITE_URL: SITE });
  expect(off).toEqual({
    code: 0,
    out: 'baidu push: off (BAIDU_PUSH_TOKEN is not set; nothing was sent)\n',
  });
  const down = await run({ BAIDU_PUSH_TOKEN: TOKEN, SITE_URL: SITE });
  expect(down.code).toBe(0);
  expect(down.out).toMatch(
    /^baidu push: failed \(.* unreachable: ECONNREFUSED\); 5 addresses wait/,
  );
  const written = JSON.parse(fs.readFileSync(report, 'utf8'));
  expect(written.baiduPush).toMatchObject({ sent: 0, pending: 5, error: 'ECONNREFUSED' });
}, 30000);
