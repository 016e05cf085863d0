/**
 * The preview marketing staff run on their office machines (`npm run preview`), started as the
 * build's prerender and the bench start it (server/preview/start.ts): it cannot be knocked over, and it
 * answers as the deployed site does.
 *
 * - it listens on this machine only (no other interface answers);
 * - a malformed 131-byte multipart body (a folded first header line: what crashed umi's
 *   multer/dicer, CVE-2022-24434) is refused with a Chinese envelope, and the server lives;
 * - calls from another site's page are refused, and nothing allows them (no CORS);
 * - bodies are limited (413), malformed JSON is a 400, both as envelopes;
 * - unknown paths are real 404s with the 404 page (never the home page with 200);
 * - every answer carries the deployed site's security headers.
 *
 * The server is what is proved, not the layout: the desktop project only.
 */
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import net from 'net';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import zlib from 'zlib';
import { CSP } from '../../config/csp';
import { freePort } from '../../server/nginx/serve';
import { startPreview } from '../../server/preview/start';
import { expect, serverSpec, test } from './fixtures';

const DIST = path.resolve(__dirname, '../../dist');
const CHINESE = /[\u4e00-\u9fff]/;

let server: ChildProcess | undefined;
let port = 0;
let base = '';

/** Whether anything accepts a TCP connection at host:port within a second. */
function answers(host: string, p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: p });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The status of GET / with another Host header (fetch will not send one). */
function statusWithHost(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

const alive = async () => (await fetch(`${base}/api/_health/content`)).status === 200;

test.describe.configure({ mode: 'serial' });
test.use({ trace: 'off' });

test.beforeAll(async ({}, testInfo) => {
  serverSpec(testInfo, 'the preview');
  testInfo.setTimeout(120000);
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startPreview(port, '/api/_health/content');
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

test('listens on this machine only', async () => {
  expect(await answers('127.0.0.1', port)).toBe(true);
  const outward = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal)
    .map((i) => i!.address);
  test.skip(!outward.length, 'this machine has no network interface besides loopback');
  for (const address of outward) {
    expect([address, await answers(address, port)]).toEqual([address, false]);
  }
});

test('a malformed multipart body is refused in Chinese, and the server lives', async () => {
  const boundary = '----LantuBoundary7MA4YWxk';
  const body = `--${boundary}\r\n Content-Disposition: form-data; name="note"\r\n\r\n${'x'.repeat(21)}\r\n--${boundary}--\r\n`;
  expect(Buffer.byteLength(body)).toBe(131);
  for (const api of ['/api/consult/addConsult', '/api/case/list', '/api/index/bannerWebList']) {
    const res = await fetch(`${base}${api}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect([api, res.status]).toEqual([api, 415]);
    expect((await res.json()).message).toMatch(CHINESE);
    expect([api, await alive()]).toEqual([api, true]);
  }
});

test('a client still sending a body over the limit reads the 413, every time, and the server lives', async () => {
  // The answer goes out before the body is read; the connection closes only once the client has
  // sent the rest. Closed with unread data, it was reset, and Node's fetch met EPIPE instead of
  // the answer: 10 of 10 times for a 5.5 MB file as multipart, 4 of 20 for 4.9 and 5.5 MB of JSON.
  const boundary = 'lantu5MB';
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="f.bin"\r\n\r\n`,
    ),
    Buffer.alloc(5.5 * 1024 * 1024, 'a'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const bodies = [
    { type: `multipart/form-data; boundary=${boundary}`, body: multipart },
    { type: 'application/json', body: JSON.stringify({ pad: 'x'.repeat(4.9 * 1024 * 1024) }) },
    { type: 'application/json', body: JSON.stringify({ pad: 'x'.repeat(5.5 * 1024 * 1024) }) },
  ];
  const failed: string[] = [];
  for (const { type, body } of bodies) {
    for (let i = 0; i < 10; i += 1) {
      const label = `${type.split(';')[0]} ${(body.length / 1048576).toFixed(1)} MB #${i + 1}`;
      try {
        const res = await fetch(`${base}/api/consult/addConsult`, {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
        });
        const answer = (await res.json()) as { code?: string; message?: string };
        if (res.status !== 413 || answer.code !== '413' || !CHINESE.test(answer.message ?? '')) {
          failed.push(`${label}: ${res.status} ${JSON.stringify(answer)}`);
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        failed.push(`${label}: ${cause?.code ?? (error as Error).message}`);
      }
    }
  }
  expect(failed).toEqual([]);
  // A smaller one over the limit, and one without a declared length (chunked), the same.
  const json = await fetch(`${base}/api/case/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pad: 'x'.repeat(100 * 1024) }),
  });
  expect(json.status).toBe(413);
  expect((await json.json()).message).toMatch(CHINESE);
  const chunked = await fetch(`${base}/api/case/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: new Blob([bodies[1].body]).stream(),
    duplex: 'half',
  } as RequestInit);
  expect(chunked.status).toBe(413);
  expect(await alive()).toBe(true);
});

test('hostile picture requests are refused in Chinese, and the picture service keeps serving', async () => {
  // Sources a hostile or careless upload could be: put where the service reads the site's files.
  const dir = path.join(DIST, '__hostile');
  fs.mkdirSync(dir, { recursive: true });
  try {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0958d9' },
    })
      .jpeg()
      .toBuffer();
    const files: Record<string, Buffer> = {
      'truncated.jpg': jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      'page.jpg': Buffer.from('<!DOCTYPE html><title>x</title><svg></svg>'),
      'script.svg': Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'tracker.svg': Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://evil.example/x.png" width="10" height="10"/></svg>',
      ),
      // 10,000 × 10,000 by its header: a decompression bomb, refused before a pixel is decoded.
      'bomb.png': await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
        .png()
        .toBuffer()
        .then((png) => {
          const bomb = Buffer.from(png);
          bomb.writeUInt32BE(10000, 16);
          bomb.writeUInt32BE(10000, 20);
          bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29); // the header's own checksum
          return bomb;
        }),
      'huge.jpg': Buffer.concat([jpeg, Buffer.alloc(26 * 1024 * 1024)]),
    };
    Object.entries(files).forEach(([name, body]) => fs.writeFileSync(path.join(dir, name), body));
    const cases: [string, number][] = [
      ['/_img/w650q50/__hostile/truncated.jpg.avif', 400], // a width off the ladder
      ['/_img/w640q90/__hostile/truncated.jpg.avif', 400], // a quality off the list
      ['/_img/w640q50/__hostile/truncated.jpg.png', 400], // a format off the list
      ['/_img/w640q50/..%2F..%2Fpackage.json.avif', 400], // outside the pictures
      ['/_img/w640q50/__hostile/%2e%2e/%2e%2e/package.json.avif', 400],
      ['/_img/w640q50/~https/evil.example/x.jpg.avif', 403], // a host not listed: no open proxy
      ['/_img/w640q50/__hostile/huge.jpg.avif', 413], // over 25 MB
      ['/_img/w640q50/__hostile/bomb.png.avif', 413], // over 40 megapixels
      ['/_img/w640q50/__hostile/page.jpg.avif', 415], // not an image, under an image's name
      ['/_img/w640q50/__hostile/truncated.jpg.avif', 422], // a truncated file
      ['/_img/w640q50/__hostile/script.svg.avif', 422], // an SVG that runs script
      ['/_img/w640q50/__hostile/tracker.svg.avif', 422], // an SVG that loads from elsewhere
      ['/_img/w640q50/__hostile/none.jpg.avif', 404],
    ];
    for (const [address, status] of cases) {
      const res = await fetch(`${base}${address}`);
      expect([address, res.status]).toEqual([address, status]);
      expect([address, await res.text()]).toEqual([address, expect.stringMatching(CHINESE)]);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // …and it still makes a good one.
    fs.writeFileSync(path.join(dir, 'good.jpg'), jpeg);
    const good = await fetch(`${base}/_img/w640q50/__hostile/good.jpg.avif`);
    expect([good.status, good.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect(good.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await alive()).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('malformed JSON is a 400 with an envelope, not a success with defaults', async () => {
  const res = await fetch(`${base}/api/case/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"page": 2, "pageSize":',
  });
  expect(res.status).toBe(400);
  const envelope = await res.json();
  expect(envelope).toMatchObject({ success: false, code: '400' });
  expect(envelope.message).toMatch(CHINESE);
});

test('calls from another site are refused, and nothing allows them', async () => {
  const preflight = await fetch(`${base}/api/consult/addConsult`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  const simple = await fetch(`${base}/api/consult/addConsult`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://evil.example',
    },
    body: 'name=%E6%9E%97%E6%99%93&phone=13812345678&company=CSRF&agree=true',
  });
  expect(simple.status).toBe(403);
  expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  expect((await simple.json()).message).toMatch(CHINESE);
  // A name that points here (DNS rebinding) is not this machine's.
  expect(await statusWithHost(`attacker.example:${port}`)).toBe(403);
  expect(await statusWithHost(`localhost:${port}`)).toBe(200);
  // Its own pages still call it.
  const own = await fetch(`${base}/api/case/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: '{}',
  });
  expect(own.status).toBe(200);
});

test('unknown paths are real 404s with the 404 page', async () => {
  const page404 = fs.readFileSync(path.join(DIST, '404.html'), 'utf8');
  for (const address of [
    '/no-such-page',
    '/customerCase/abc',
    '/serviceContent/xyz',
    '/aboutLantu/9',
  ]) {
    const res = await fetch(`${base}${address}`);
    expect([address, res.status]).toEqual([address, 404]);
    expect([address, await res.text()]).toEqual([address, page404]);
  }
  const api = await fetch(`${base}/api/no/such`, { method: 'POST', body: '' });
  expect(api.status).toBe(404);
  expect((await api.json()).message).toMatch(CHINESE);
});

test('every answer carries the deployed site’s security headers', async () => {
  const js = fs.readdirSync(DIST).find((f) => /^umi\.[0-9a-f]{8}\.js$/.test(f));
  for (const address of [
    '/',
    '/customerCase/caseDetail?id=12',
    '/no-such-page',
    `/${js}`,
    '/sitemap.xml',
  ]) {
    const res = await fetch(`${base}${address}`);
    expect([address, res.headers.get('content-security-policy')]).toEqual([address, CSP]);
    expect([address, res.headers.get('x-content-type-options')]).toEqual([address, 'nosniff']);
    expect([address, res.headers.get('referrer-policy')]).toEqual([
      address,
      'strict-origin-when-cross-origin',
    ]);
    // HTML (and the sitemap beside it) is never cached without asking, nor transformed (Baidu's
    // mobile search transcodes pages that do not say no-transform); the bundles for a year.
    expect([address, res.headers.get('cache-control')]).toEqual([
      address,
      address === `/${js}` ? 'public, max-age=31536000, immutable' : 'no-cache, no-transform',
    ]);
    // …and still gzipped by the preview, the origin (no-transform binds intermediaries).
    if (address !== '/no-such-page')
      expect([address, res.headers.get('content-encoding')]).toEqual([address, 'gzip']);
  }
  const api = await fetch(`${base}/api/case/list`, { method: 'POST' });
  expect(api.headers.get('content-security-policy')).toBe(CSP);
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
});
