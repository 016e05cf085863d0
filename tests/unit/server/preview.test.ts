/**
 * @jest-environment node
 *
 * The preview server (server/preview) in-process over a small dist/ of its own, with the real mock
 * API: what the preview answers for every kind of address, and what its guard refuses.
 * `umi dev` gets the same guard through server/preview/umiPlugin.ts (checked at the end).
 */
import fs from 'fs';
import http from 'http';
import net from 'net';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { cacheControlFor, CSP, SECURITY_HEADERS } from '../../../config/csp';
import { createPreviewApp, createPreviewServer } from '../../../server/preview/app';
import {
  apiGuard,
  hostnameOf,
  isAllowedHost,
  isCrossSite,
  MAX_BODY_BYTES,
  parseBody,
} from '../../../server/preview/guard';
import { resolveStatic } from '../../../server/preview/static';
import umiPlugin, {
  bindNextHttpServer,
  DEV_HOST,
  printDevStart,
} from '../../../server/preview/umiPlugin';
import { networkAddresses, startMessage } from '../../../server/startMessage';

const ROOT = path.resolve(__dirname, '../../..');
let dist: string;

const FILES: Record<string, string> = {
  'index.html': '<h1>首页</h1>',
  '404.html': '<h1>页面未找到</h1>',
  'customerCase/index.html': '<h1>客户案例</h1>',
  'customerCase/caseDetail/index.html': '<div id="root"></div>',
  'customerCase/caseDetail/12.html': '<h1>案例 12</h1>',
  'newsLantu/index.html': '<div id="root"></div>',
  'newsLantu/3.html': '<h1>新闻 3</h1>',
  'umi.cd772d9e.js': 'console.log(1)',
  'p__Home__index.9b710c6a.async.js': 'console.log(2)',
  '619.703e5ad3.chunk.css': 'a{}',
  'images/banners/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': '<urlset/>',
  _headers: '/*',
};

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-dist-'));
  Object.entries(FILES).forEach(([file, content]) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  });
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('resolveStatic: the files nginx serves, with the status nginx gives', () => {
  const served = (pathname: string, search = '') => {
    const answer = resolveStatic(dist, pathname, search);
    return [path.relative(dist, answer.file), answer.status];
  };

  it.each([
    ['/', '', 'index.html'],
    ['/index.html', '', 'index.html'],
    ['/customerCase', '', 'customerCase/index.html'],
    ['/customerCase/', '', 'customerCase/index.html'],
    ['/customerCase/caseDetail', '?id=12', 'customerCase/caseDetail/12.html'],
    ['/newsLantu', '?id=3&from=singlemessage', 'newsLantu/3.html'],
    ['/customerCase/caseDetail', '?id=99', 'customerCase/caseDetail/index.html'],
    ['/customerCase/caseDetail', '?id=012', 'customerCase/caseDetail/index.html'],
    ['/customerCase/caseDetail', '?id=../../index', 'customerCase/caseDetail/index.html'],
    ['/customerCase/caseDetail', '', 'customerCase/caseDetail/index.html'],
    ['/umi.cd772d9e.js', '', 'umi.cd772d9e.js'],
    ['/images/banners/a.svg', '', 'images/banners/a.svg'],
  ])('%s%s → %s (200)', (pathname, search, file) => {
    expect(served(pathname, search)).toEqual([file, 200]);
  });

  it.each([
    '/no-such-page',
    '/customerCase/abc',
    '/customerCase/caseDetail/abc',
    '/serviceContent/xyz',
    '/aboutLantu/9',
    '/newsLantu/abc',
    '/404.html',
    '/_headers',
    '/.env',
    '/images/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/images',
    '/customerCase/caseDetail/12',
  ])('%s → 404.html with 404', (pathname) => {
    expect(served(pathname)).toEqual(['404.html', 404]);
  });

  it.each(['/%E0%A4%A', '/a%00b'])('%s, no valid address at all → 404.html with 400', (p) => {
    expect(served(p)).toEqual(['404.html', 400]);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed bundles for a year, pictures for a day, the rest never without asking', () => {
    expect(cacheControlFor('/umi.cd772d9e.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/619.703e5ad3.chunk.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/consult-app-1fd7f095.cc9b462d.async.js')).toMatch(/immutable/);
    expect(cacheControlFor('/__state/0123456789abcdef.json')).toMatch(/immutable/);
    expect(cacheControlFor('/__state/x.json')).toBe('no-cache, no-transform');
    expect(cacheControlFor('/images/a.svg')).toBe('public, max-age=86400');
    // A picture's variants, the share card's square among them, are named for ever.
    expect(cacheControlFor('/_img/w640q50/uploads/a.jpg.avif')).toMatch(/immutable/);
    expect(cacheControlFor('/_img/s300q80/uploads/a.jpg.jpg')).toMatch(/immutable/);
    expect(cacheControlFor('/_img/s300q80/favicon.svg.jpg')).toMatch(/immutable/);
    expect(cacheControlFor('/_img/s300q80/uploads/a.jpg.webp')).toBe('no-cache, no-transform');
    ['/index.html', '/404.html', '/sitemap.xml', '/robots.txt', '/app.js'].forEach((p) =>
      expect(cacheControlFor(p)).toBe('no-cache, no-transform'),
    );
  });
});

describe('guard helpers', () => {
  it('knows this machine’s names from others', () => {
    ['localhost:4172', '127.0.0.1', '[::1]:4172', 'a.localhost', '192.168.1.20:4172'].forEach((h) =>
      expect(isAllowedHost(h, [])).toBe(true),
    );
    ['evil.example', 'evil.example:4172', '', undefined].forEach((h) =>
      expect(isAllowedHost(h, [])).toBe(false),
    );
    expect(isAllowedHost('preview.office.lan:4172', ['preview.office.lan'])).toBe(true);
    expect(hostnameOf('[::1]:80')).toBe('::1');
  });

  it('tells a page of this site from a page of another', () => {
    const req = (headers: Record<string, string>) =>
      ({ headers: { host: 'localhost:4172', ...headers } }) as unknown as http.IncomingMessage;
    expect(isCrossSite(req({}))).toBe(false);
    expect(isCrossSite(req({ origin: 'http://localhost:4172' }))).toBe(false);
    expect(isCrossSite(req({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(req({ origin: 'http://localhost:4173' }))).toBe(true);
    expect(isCrossSite(req({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(req({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });

  it('parses JSON objects and forms, refuses the rest', () => {
    const buf = (s: string) => Buffer.from(s);
    expect(parseBody('application/json; charset=utf-8', buf('{"a":1}'))).toEqual({
      body: { a: 1 },
    });
    expect(parseBody('application/x-www-form-urlencoded', buf('a=1&a=2&b=%E4%B8%AD'))).toEqual({
      body: { a: ['1', '2'], b: '中' },
    });
    expect(parseBody('', buf(''))).toEqual({ body: {} });
    expect(parseBody('application/json', buf('{"a":1'))).toMatchObject({ status: 400 });
    expect(parseBody('application/json', buf('[1]'))).toMatchObject({ status: 400 });
    expect(parseBody('application/json', buf('12345'))).toMatchObject({ status: 400 });
    expect(parseBody('application/json', Buffer.from([0x7b, 0xff, 0x7d]))).toMatchObject({
      status: 400,
    });
    expect(parseBody('multipart/form-data; boundary=x', buf('--x--'))).toMatchObject({
      status: 415,
    });
    expect(parseBody('text/plain', buf('a=1'))).toMatchObject({ status: 415 });
  });
});

/* ---------- the app, in-process ---------- */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let port = 0;

function send(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

const json = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const CHINESE = /[\u4e00-\u9fff]/;

describe('the preview app', () => {
  let logDir: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-preview-log-'));
    Object.assign(process.env, {
      MOCK_DELAY: '0',
      MOCK_FAIL: '0',
      CONSULT_LOG: path.join(logDir, 'log.jsonl'),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    server = createPreviewServer(createPreviewApp({ root: ROOT, dist }));
    await new Promise<void>((resolve) => {
      server.listen(0, '127.0.0.1', resolve);
    });
    errors.mockRestore();
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => {
      server.close(resolve);
    });
    fs.rmSync(logDir, { recursive: true, force: true });
    process.env = saved;
  });

  it('keeps an idle connection open longer than its clients do (no reset when one is reused)', async () => {
    // Node's default closed it after 5 s, racing a client (Playwright's request context, nginx's
    // upstream pool) that reused it just then: "socket hang up" under load.
    const socket = net.connect(port, '127.0.0.1');
    let closed = false;
    socket.on('close', () => {
      closed = true;
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const answered = async (count: number) => {
      while ((received.match(/HTTP\/1\.1 200 /g) ?? []).length < count && !closed) {
        await new Promise((resolve) => {
          setTimeout(resolve, 20);
        });
      }
    };
    const get = 'GET /sitemap.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    socket.write(get);
    await answered(1);
    await new Promise((resolve) => {
      setTimeout(resolve, 6000);
    });
    expect(closed).toBe(false);
    socket.write(get);
    await answered(2);
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    socket.destroy();
  }, 15000);

  it('sends the security headers on every kind of answer', async () => {
    const answers = await Promise.all([
      send('GET', '/'),
      send('GET', '/no-such-page'),
      send('GET', '/umi.cd772d9e.js'),
      send('GET', '/images/banners/a.svg'),
      send('GET', '/sitemap.xml'),
      send('POST', '/api/case/list', json({ page: 1 })),
      send('POST', '/api/case/list', json([1])),
    ]);
    answers.forEach((a) => {
      SECURITY_HEADERS.forEach(([name, value]) =>
        expect(a.headers[name.toLowerCase()]).toBe(value),
      );
      expect(a.headers['content-security-policy']).toBe(CSP);
      expect(a.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  it('answers unknown paths with 404 and the 404 page, pages with their own file', async () => {
    const missing = await send('GET', '/customerCase/abc');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(FILES['404.html']);
    expect(missing.headers['cache-control']).toBe('no-cache, no-transform');
    const detail = await send('GET', '/customerCase/caseDetail?id=12');
    expect(detail.status).toBe(200);
    expect(detail.body).toBe(FILES['customerCase/caseDetail/12.html']);
    const bundle = await send('GET', '/umi.cd772d9e.js');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });

  it('answers an unknown API path with a 404 envelope, and only GET/HEAD for files', async () => {
    const api = await send('POST', '/api/no/such', json({}));
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ success: false, code: '404' });
    const post = await send('POST', '/customerCase', json({}));
    expect(post.status).toBe(405);
    const doubled = await send('GET', '//evil.example/index.html');
    expect(doubled.status).toBe(404);
  });

  it('serves the mock API with JSON and form bodies', async () => {
    const viaJson = await send('POST', '/api/case/list', json({ page: 2, pageSize: 5 }));
    expect(JSON.parse(viaJson.body)).toMatchObject({
      success: true,
      data: { page: 2, pageSize: 5 },
    });
    const viaForm = await send('POST', '/api/case/list', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'page=3&pageSize=5',
    });
    expect(JSON.parse(viaForm.body)).toMatchObject({ success: true, data: { page: 3 } });
  });

  it('refuses malformed JSON with 400 instead of answering defaults', async () => {
    const res = await send('POST', '/api/case/list', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"page": 2,',
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: '400' });
    expect(JSON.parse(res.body).message).toMatch(CHINESE);
  });

  it('refuses a body over the limit with 413 and an envelope', async () => {
    const res = await send('POST', '/api/case/list', json({ pad: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: '413' });
  });

  it('reads and throws away a refused body only within LINGER, then cuts the connection', async () => {
    // A client that declares a huge body and trickles it (or sends nothing) cannot hold the server.
    const guard = apiGuard(MAX_BODY_BYTES, { bytes: 256 * 1024, ms: 400 });
    const small = http.createServer((req, res) => {
      guard(req, res, () => res.end('through'));
    });
    await new Promise<void>((resolve) => {
      small.listen(0, '127.0.0.1', resolve);
    });
    const { port: smallPort } = small.address() as AddressInfo;
    const cutAfter = (send: (socket: net.Socket) => void) =>
      new Promise<{ ms: number; answer: string }>((resolve) => {
        const started = Date.now();
        const socket = net.connect(smallPort, '127.0.0.1', () => {
          socket.write(
            'POST /api/case/list HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              `Content-Length: ${100 * 1024 * 1024}\r\n\r\n`,
          );
          send(socket);
        });
        let answer = '';
        socket.on('data', (c) => {
          answer += c.toString('latin1');
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
      });
    // Nothing more sent: the 413 arrives at once, the connection closes after LINGER's time.
    const silent = await cutAfter(() => {});
    expect(silent.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(silent.ms).toBeGreaterThanOrEqual(350);
    expect(silent.ms).toBeLessThan(3000);
    // More than LINGER's bytes sent: cut as soon as they are read.
    const flood = await cutAfter((socket) => {
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!socket.destroyed && socket.write(chunk));
      };
      socket.on('drain', pump);
      pump();
    });
    expect(flood.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(flood.ms).toBeLessThan(350);
    await new Promise((resolve) => {
      small.close(resolve);
    });
  });

  it('refuses API calls from another site’s page, and Host names that are not this machine', async () => {
    const res = await send('POST', '/api/consult/addConsult', {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: 'name=x',
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).message).toMatch(CHINESE);
    const rebound = await send('GET', '/', { headers: { Host: 'evil.example:4172' } });
    expect(rebound.status).toBe(403);
  });

  it('answers a requestId reused with other content with 409', async () => {
    const valid = { name: '林晓', phone: '13812345678', company: '云栖茶事', agree: true };
    const first = await send(
      'POST',
      '/api/consult/addConsult',
      json({ ...valid, requestId: 'srv-12345678' }),
    );
    expect(first.status).toBe(200);
    const other = await send(
      'POST',
      '/api/consult/addConsult',
      json({ ...valid, company: '另一家', requestId: 'srv-12345678' }),
    );
    expect(other.status).toBe(409);
    expect(JSON.parse(other.body)).toMatchObject({ success: false, code: '409' });
  });
});

describe('umi dev (server/preview/umiPlugin.ts)', () => {
  it('binds the dev server, which ignores HOST, to the host: that server only', async () => {
    const listening = (srv: http.Server) =>
      new Promise<string>((resolve) => {
        // umi's webpack dev server calls listen(port, callback), without a host.
        srv.listen(0, () => resolve((srv.address() as AddressInfo).address));
      });
    bindNextHttpServer('127.0.0.1');
    const dev = http.createServer();
    const other = http.createServer();
    expect(await listening(dev)).toBe('127.0.0.1');
    expect(await listening(other)).not.toBe('127.0.0.1');
    await Promise.all(
      [dev, other].map(
        (srv) =>
          new Promise((resolve) => {
            srv.close(resolve);
          }),
      ),
    );
  });

  it('prints the address that answers instead of umi’s banner, whose Network line does not', async () => {
    const printed: number[] = [];
    let umiBanner = false;
    bindNextHttpServer('127.0.0.1', (p) => printed.push(p));
    const dev = http.createServer();
    await new Promise<void>((resolve) => {
      dev.listen(0, () => {
        umiBanner = true;
      });
      dev.once('listening', () => setImmediate(resolve));
    });
    expect(printed).toEqual([0]);
    expect(umiBanner).toBe(false);
    await new Promise((resolve) => {
      dev.close(resolve);
    });
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    printDevStart('127.0.0.1')(8000);
    const line = String(log.mock.calls[0][0]);
    log.mockRestore();
    expect(line).toContain('开发服务已启动：http://localhost:8000/');
    expect(line).toContain('只有本机可以访问');
    expect(line).toContain('HOST=0.0.0.0 npm start');
    for (const address of networkAddresses()) expect(line).not.toContain(address);
  });

  it('listens on this machine only unless HOST is set, and guards the mock like the preview', () => {
    const saved = process.env.HOST;
    delete process.env.HOST;
    const hooks: ((args: { app: { use: (fn: unknown) => void } }) => void)[] = [];
    const api = {
      name: 'dev',
      paths: { cwd: ROOT },
      onBeforeMiddleware: (fn: (typeof hooks)[0]) => hooks.push(fn),
    };
    umiPlugin(api as never);
    expect(process.env.HOST).toBe(DEV_HOST);
    delete (http.Server.prototype as { listen?: unknown }).listen; // the binding it armed
    const used: unknown[] = [];
    hooks.forEach((hook) => hook({ app: { use: (fn) => used.push(fn) } }));
    // The host and API guards, the mock's uploads, the picture variants.
    expect(used).toHaveLength(4);
    process.env.HOST = '0.0.0.0';
    umiPlugin(api as never);
    expect(process.env.HOST).toBe('0.0.0.0');
    if (saved === undefined) delete process.env.HOST;
    else process.env.HOST = saved;
  });
});

describe('the start message (server/startMessage.ts)', () => {
  const lan = ['192.168.1.23', '10.0.0.7'];

  it('on this machine only: localhost, and how to open it to the network', () => {
    for (const host of ['', '127.0.0.1', 'localhost', '::1']) {
      const line = startMessage({
        what: '预览',
        host,
        port: 4172,
        command: 'npm run preview',
        addresses: lan,
      });
      expect(line).toBe(
        '预览已启动：http://localhost:4172/（只有本机可以访问；要让手机等同一网络的设备打开，' +
          '请运行 HOST=0.0.0.0 npm run preview，再用本机的 IP 地址访问）。按 Ctrl+C 停止。',
      );
    }
  });

  it('on every interface: the addresses other devices open', () => {
    const line = startMessage({
      what: '开发服务',
      host: '0.0.0.0',
      port: 8000,
      command: 'npm start',
      addresses: lan,
    });
    expect(line).toContain('http://localhost:8000/');
    expect(line).toContain('http://192.168.1.23:8000/、http://10.0.0.7:8000/');
    expect(line).toContain('ALLOWED_HOSTS');
    const none = startMessage({ what: '预览', host: '::', port: 1, command: 'x', addresses: [] });
    expect(none).not.toContain('其他设备：');
  });

  it('on one address: that address only', () => {
    expect(startMessage({ what: '预览', host: '192.168.1.23', port: 4172, command: 'x' })).toBe(
      '预览已启动：http://192.168.1.23:4172/（只在这个地址上监听）。按 Ctrl+C 停止。',
    );
    expect(startMessage({ what: '预览', host: 'fe80::1', port: 4172, command: 'x' })).toContain(
      'http://[fe80::1]:4172/',
    );
  });

  it('reads the machine’s IPv4 network addresses, not loopback', () => {
    expect(
      networkAddresses({
        lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as never],
        eth0: [
          { address: '192.168.1.23', family: 'IPv4', internal: false } as never,
          { address: 'fe80::1', family: 'IPv6', internal: false } as never,
        ],
      }),
    ).toEqual(['192.168.1.23']);
  });
});
