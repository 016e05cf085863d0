/**
 * @jest-environment node
 *
 * The publisher (server/publisher) in-process, with its run recorded instead of drawing and a
 * small fake API: the webhook's signature, replay, size and flood refusals (nothing is drawn for
 * any of them), one publish at a time with the requests of meanwhile merged into the next, and an
 * item page the build did not draw (drawn when the API knows the id, 404 when it does not, 503
 * beyond the queue or when the publish takes too long). The whole path over nginx with the mock
 * CMS is tests/e2e/publish.spec.ts.
 */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import type { PublisherOptions, RunResult } from '../../../server/publisher/publisher';
import {
  createPublisher,
  itemOf,
  itemOfEvent,
  PublishQueue,
} from '../../../server/publisher/publisher';
import {
  checkSignature,
  MAX_BODY_BYTES,
  signatureOf,
  signedHeaders,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../../server/publisher/signature';

const SECRET = 'test-secret-0123456789abcdef';

const listen = (handler: http.RequestListener): Promise<{ url: string; server: http.Server }> =>
  new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });

const close = (server: http.Server) =>
  new Promise((r) => {
    server.closeAllConnections();
    server.close(r);
  });

const sleep = (ms: number) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

describe('the webhook signature', () => {
  const body = Buffer.from('{"event":"case.created","id":1065}');
  const now = 1_764_380_000_000;
  const headers = signedHeaders(SECRET, body.toString(), now);

  it('accepts the CMS’s own headers and refuses every other', () => {
    expect(checkSignature(SECRET, headers, body, now)).toBeNull();
    expect(checkSignature(SECRET, {}, body, now)).toBe('missing');
    expect(checkSignature(SECRET, { ...headers, [SIGNATURE_HEADER]: 'md5=abc' }, body, now)).toBe(
      'malformed',
    );
    expect(checkSignature('another-secret-000000', headers, body, now)).toBe('wrong');
    expect(checkSignature(SECRET, headers, Buffer.from('{"event":"x"}'), now)).toBe('wrong');
    // The timestamp is inside what is signed: a new date on an old signature is wrong.
    expect(
      checkSignature(SECRET, { ...headers, [TIMESTAMP_HEADER]: String(now / 1000 + 1) }, body, now),
    ).toBe('wrong');
    expect(checkSignature(SECRET, headers, body, now + 301_000)).toBe('stale');
    expect(checkSignature(SECRET, headers, body, now - 301_000)).toBe('stale');
  });

  it('is HMAC-SHA256 of "<timestamp>.<body>" (what a CMS implements from the README)', () => {
    // echo -n '1764380000.{}' | openssl dgst -sha256 -hmac test-secret-0123456789abcdef
    expect(signatureOf(SECRET, 1764380000, '{}')).toBe(
      // eslint-disable-next-line global-require
      require('crypto').createHmac('sha256', SECRET).update('1764380000.{}').digest('hex'),
    );
  });
});

describe('PublishQueue', () => {
  it('runs one publish at a time and merges what arrives meanwhile into the next', async () => {
    const runs: string[][] = [];
    let release!: () => void;
    let running = 0;
    let most = 0;
    const queue = new PublishQueue(async (reasons) => {
      running += 1;
      most = Math.max(most, running);
      runs.push([...reasons]);
      if (runs.length === 1) {
        await new Promise<void>((r) => {
          release = r;
        });
      }
      running -= 1;
      return { ok: true, seconds: 0, drawn: [`/run/${runs.length}`] };
    });
    const first = queue.request('a');
    await sleep(10);
    const later = ['b', 'c', 'd'].map((r) => queue.request(r));
    expect(queue.busy).toBe(true);
    expect(queue.pending).toBe(3);
    release();
    const [one, ...rest] = await Promise.all([first, ...later]);
    expect(runs).toEqual([['a'], ['b', 'c', 'd']]);
    expect(most).toBe(1);
    expect(one.drawn).toEqual(['/run/1']);
    // Each caller waits for a run that started after it asked.
    rest.forEach((r) => expect(r.drawn).toEqual(['/run/2']));
  });

  it('a run asks again only about what its requests named; one that names nothing asks everything', async () => {
    const scopes: (string[] | null)[] = [];
    let release!: () => void;
    const queue = new PublishQueue(async (_reasons, items) => {
      scopes.push(items);
      if (scopes.length === 1) {
        await new Promise<void>((r) => {
          release = r;
        });
      }
      return { ok: true, seconds: 0, drawn: [] };
    });
    const first = queue.request('case.updated #12', ['case:12']);
    await sleep(10);
    const merged = [
      queue.request('case.created #65', ['case:65']),
      queue.request('news.updated #3', ['news:3']),
      queue.request('case.updated #12', ['case:12']),
    ];
    release();
    await Promise.all([first, ...merged]);
    expect(scopes).toEqual([['case:12'], ['case:12', 'case:65', 'news:3']]);
    // The poll names nothing: the run it is merged into asks everything.
    const one = queue.request('a', ['case:1']);
    const poll = queue.request('定时检查');
    await Promise.all([one, poll]);
    expect(scopes.slice(2)).toEqual([['case:1'], null]);
  });

  it('reads what a webhook names from its event and id, and nothing else', () => {
    expect(itemOfEvent({ event: 'case.updated', id: 12 })).toBe('case:12');
    expect(itemOfEvent({ event: 'news.created', id: 3 })).toBe('news:3');
    expect(itemOfEvent({ event: 'case.deleted', id: '12' })).toBeNull();
    expect(itemOfEvent({ event: 'case.updated', id: 0 })).toBeNull();
    expect(itemOfEvent({ event: 'case.updated', id: 1.5 })).toBeNull();
    expect(itemOfEvent({ event: 'banner.updated', id: 1 })).toBeNull();
    expect(itemOfEvent({ event: 'site.published' })).toBeNull();
  });

  it('a failed run is reported, and the next one still runs', async () => {
    let n = 0;
    const queue = new PublishQueue(async () => {
      n += 1;
      if (n === 1) throw new Error('Chromium did not start');
      return { ok: true, seconds: 1, drawn: [] };
    });
    expect(await queue.request('a')).toMatchObject({ ok: false, error: 'Chromium did not start' });
    expect(await queue.request('b')).toMatchObject({ ok: true });
  });

  it("logs the link push's line after the publish's (scripts/linkpush, when it is on)", async () => {
    const lines: string[] = [];
    const queue = new PublishQueue(
      async () => ({
        ok: true,
        seconds: 2,
        drawn: ['/customerCase/caseDetail?id=65'],
        linkPush: 'baidu push: 1 sent: success 1, remain 99, not_same_site 0, not_valid 0',
      }),
      (line) => lines.push(line),
    );
    await queue.request('webhook');
    expect(lines.slice(1)).toEqual([
      '发布 #1 完成：2 秒，重绘 1 页',
      '发布 #1 baidu push: 1 sent: success 1, remain 99, not_same_site 0, not_valid 0',
    ]);
  });
});

describe('itemOf', () => {
  it('reads an item page’s kind and id as nginx passes it, and nothing else', () => {
    expect(itemOf('/customerCase/caseDetail?id=1065')).toEqual({ kind: 'case', id: 1065 });
    expect(itemOf('/newsLantu?from=wx&id=7')).toEqual({ kind: 'news', id: 7 });
    ['/newsLantu?id=0', '/newsLantu?id=-1', '/newsLantu?id=1e3', '/newsLantu', '/x?id=3'].forEach(
      (url) => expect(itemOf(url)).toBeNull(),
    );
    expect(itemOf('/newsLantu?id=1234567890')).toBeNull();
  });
});

describe('the publisher', () => {
  let dist: string;
  let api: { url: string; server: http.Server };
  let apiCalls = 0;
  /** Ids the fake API knows; a case it knows is "drawn" by the recorded run unless unlisted. */
  const knownCases = new Set([1, 2, 7, 1065]);
  /** Cases the API knows by id but the run does not draw (the two disagree). */
  const unlisted = new Set([7]);
  let runs: string[][];
  let scopes: (string[] | null)[];
  let runDelay = 0;
  let site: { url: string; server: http.Server };

  const recordedRun = async (reasons: string[], items: string[] | null): Promise<RunResult> => {
    runs.push([...reasons]);
    scopes.push(items);
    // What the API lists as the run starts is what it draws.
    const listed = [...knownCases].filter((id) => !unlisted.has(id));
    await sleep(runDelay);
    listed.forEach((id) =>
      fs.writeFileSync(
        path.join(dist, 'customerCase/caseDetail', `${id}.html`),
        `<title>案例 ${id}</title>`,
      ),
    );
    return { ok: true, seconds: runDelay / 1000, drawn: [] };
  };

  const start = async (extra: Partial<PublisherOptions> = {}) => {
    const publisher = createPublisher({
      secret: SECRET,
      dist,
      api: api.url,
      run: recordedRun,
      ...extra,
    });
    site = await listen((req, res) => publisher.handle(req, res));
    return publisher;
  };

  const hook = (body: string, headers: Record<string, string> = signedHeaders(SECRET, body)) =>
    fetch(`${site.url}/hooks/publish`, { method: 'POST', headers, body });

  beforeAll(async () => {
    api = await listen((req, res) => {
      apiCalls += 1;
      let text = '';
      req.on('data', (d) => {
        text += d;
      });
      req.on('end', () => {
        const id =
          req.method === 'POST'
            ? Number(JSON.parse(text).id)
            : Number(new URL(req.url!, 'http://x').searchParams.get('id'));
        const known = req.url!.startsWith('/api/case/') ? knownCases.has(id) : id === 5;
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify(
            known
              ? { success: true, code: '200', data: { id } }
              : { success: false, code: '404', message: '不存在' },
          ),
        );
      });
    });
  });
  afterAll(() => close(api.server));

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-publisher-'));
    fs.mkdirSync(path.join(dist, 'customerCase/caseDetail'), { recursive: true });
    runs = [];
    scopes = [];
    runDelay = 0;
    apiCalls = 0;
  });
  afterEach(async () => {
    await close(site.server);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a signed webhook asks for a publish; a replay of it is refused', async () => {
    const publisher = await start();
    const body = '{"event":"case.created","id":1065}';
    const headers = signedHeaders(SECRET, body);
    const res = await hook(body, headers);
    expect(res.status).toBe(202);
    expect((await res.json()).message).toBe('已收到，页面即将更新');
    await publisher.idle();
    expect(runs).toEqual([['case.created #1065']]);
    // It names the case: the run asks the API again about it (and the shared calls) only.
    expect(scopes).toEqual([['case:1065']]);
    const again = await hook(body, headers);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/重放/);
    await publisher.idle();
    expect(runs).toHaveLength(1);
  });

  it('refuses the unsigned, the wrongly signed, the stale, the oversized and the wrong method: nothing drawn', async () => {
    const publisher = await start();
    const body = '{"event":"case.updated","id":2}';
    const answers = await Promise.all([
      hook(body, { 'Content-Type': 'application/json' }),
      hook(body, signedHeaders('not-the-secret-at-all', body)),
      hook(body, signedHeaders(SECRET, body, Date.now() - 10 * 60_000)),
      hook(`{"pad":"${'x'.repeat(MAX_BODY_BYTES)}"}`),
      fetch(`${site.url}/hooks/publish`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 413, 405]);
    const messages = await Promise.all(answers.map((r) => r.json()));
    expect(messages.map((m) => m.message)).toEqual([
      '缺少签名或时间戳',
      '签名不正确',
      '请求时间与服务器相差过大',
      '请求内容过大',
      '不支持的请求方法',
    ]);
    await sleep(50);
    await publisher.idle();
    expect(runs).toEqual([]);
    expect(publisher.health().refused).toMatchObject({ missing: 1, wrong: 1, stale: 1 });
  });

  it('a flood of signed webhooks is cut at the limit and merged into few publishes', async () => {
    runDelay = 200;
    const publisher = await start({ maxHooksPerMinute: 5 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => hook(`{"event":"case.updated","id":${i}}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    await publisher.idle();
    await sleep(20);
    await publisher.idle();
    // The first run starts at once; the four accepted meanwhile are one more.
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(runs.flat()).toHaveLength(5);
  });

  it('an item page not drawn yet: drawn now when the API knows it, 404 when it does not', async () => {
    await start();
    const drawn = await fetch(`${site.url}/customerCase/caseDetail?id=1065`);
    expect(drawn.status).toBe(200);
    expect(await drawn.text()).toBe('<title>案例 1065</title>');
    expect(fs.existsSync(path.join(dist, 'customerCase/caseDetail/1065.html'))).toBe(true);
    expect(runs).toHaveLength(1);
    // Now a file: answered without asking the API or drawing.
    const calls = apiCalls;
    expect((await fetch(`${site.url}/customerCase/caseDetail?id=1065`)).status).toBe(200);
    expect(apiCalls).toBe(calls);
    const unknown = await fetch(`${site.url}/customerCase/caseDetail?id=99999`);
    expect(unknown.status).toBe(404);
    expect((await fetch(`${site.url}/newsLantu?id=6`)).status).toBe(404);
    // Remembered for a while: a flood of the same unknown id asks the API once.
    await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${site.url}/customerCase/caseDetail?id=99999`)),
    );
    expect(apiCalls).toBe(calls + 2);
    expect(runs).toHaveLength(1);
  });

  it('a miss during the publish that draws it waits for that one, not for another', async () => {
    runDelay = 300;
    const publisher = await start();
    const body = '{"event":"case.created","id":1065}';
    expect((await hook(body)).status).toBe(202);
    await sleep(20);
    const page = await fetch(`${site.url}/customerCase/caseDetail?id=1065`);
    expect(page.status).toBe(200);
    await publisher.idle();
    expect(runs).toEqual([['case.created #1065']]);
  });

  it('answers 503 when the publish takes longer than nginx waits, and when the API is down', async () => {
    runDelay = 500;
    await start({ missWaitMs: 100 });
    const slow = await fetch(`${site.url}/customerCase/caseDetail?id=2`);
    expect(slow.status).toBe(503);
    await close(site.server);
    await start({ api: 'http://127.0.0.1:9' });
    expect((await fetch(`${site.url}/customerCase/caseDetail?id=1`)).status).toBe(503);
  });

  it('a flood of misses beyond the queue gets 503 at once, and the rest are answered', async () => {
    runDelay = 300;
    // (Long enough for the page to land on a busy machine: this is about the bound and the merge.)
    const publisher = await start({ missConcurrency: 1, maxMissQueue: 3, missWaitMs: 5000 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${site.url}/customerCase/caseDetail?id=${i % 2 ? 2 : 1}`).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 503).length).toBeGreaterThanOrEqual(8);
    expect(answers.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((s) => s === 200 || s === 503)).toBe(true);
    await publisher.idle();
    // However many asked, the draws were merged.
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(publisher.health()).toMatchObject({ ok: true, misses: { inFlight: 0, asking: 0 } });
  });

  it('an item the API knows but the publish does not draw costs one publish, then the shell until a webhook', async () => {
    const lines: string[] = [];
    const publisher = await start({ log: (line) => lines.push(line) });
    const first = await fetch(`${site.url}/customerCase/caseDetail?id=7`);
    // The shell (nginx's fallback for the 503), at once.
    expect(first.status).toBe(503);
    await publisher.idle();
    await sleep(20);
    expect(runs).toEqual([['未生成的页面 /customerCase/caseDetail?id=7']]);
    expect(scopes).toEqual([['case:7']]);
    expect(lines.some((l) => /接口有这一条，但发布没有生成它的页面/.test(l))).toBe(true);
    // Reloads and a crawler: the shell, no more publishes, however many.
    const again = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${site.url}/customerCase/caseDetail?id=7`).then((r) => r.status),
      ),
    );
    expect(new Set(again)).toEqual(new Set([503]));
    await publisher.idle();
    expect(runs).toHaveLength(1);
    expect(publisher.health()).toMatchObject({ misses: { undrawn: 1 } });
    // A webhook says something changed: the next miss may ask once more.
    unlisted.delete(7);
    expect((await hook('{"event":"case.updated","id":7}')).status).toBe(202);
    await publisher.idle();
    expect((await fetch(`${site.url}/customerCase/caseDetail?id=7`)).status).toBe(200);
    unlisted.add(7);
  });

  it('a new item during a long publish: the shell within the answer budget, its page drawn right after', async () => {
    runDelay = 3000;
    const publisher = await start();
    publisher.request('启动时检查');
    await sleep(20);
    // Published after the long run listed the API.
    knownCases.add(1066);
    const asked = Date.now();
    const first = await fetch(`${site.url}/customerCase/caseDetail?id=1066`);
    expect(first.status).toBe(503);
    expect(Date.now() - asked).toBeLessThan(2000);
    // Many visitors meanwhile: one more publish behind the running one, not one each.
    await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${site.url}/customerCase/caseDetail?id=1066`)),
    );
    runDelay = 0;
    await publisher.idle();
    await sleep(20);
    await publisher.idle();
    expect(scopes).toEqual([null, ['case:1066']]);
    expect((await fetch(`${site.url}/customerCase/caseDetail?id=1066`)).status).toBe(200);
    knownCases.delete(1066);
  }, 15_000);
});
