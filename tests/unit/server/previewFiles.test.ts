/**
 * @jest-environment node
 *
 * The preview's files from memory (server/preview/files.ts): answered as express's `sendFile` and
 * the `compression` middleware answer them, request by request, and read again when they change.
 */
import express from '@umijs/bundler-utils/compiled/express';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { cacheControlFor } from '../../../config/csp';
import {
  createPreviewApp,
  createPreviewServer,
  originCompression,
} from '../../../server/preview/app';
import { FileMemory } from '../../../server/preview/files';

const ROOT = path.resolve(__dirname, '../../..');

/** Text that gzips well, `size` bytes of it. */
const text = (seed: string, size: number) =>
  seed.repeat(Math.ceil(size / seed.length)).slice(0, size);

const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><h1>首页</h1>${text('<p>澜图</p>', 3000)}`,
  '404.html': '<h1>页面未找到</h1>',
  'umi.cd772d9e.js': text('console.log("澜图");', 40_000),
  'small.0123abcd.async.js': 'console.log(1)',
  'umi.4526a4c2.css': text('.a{color:red}', 5000),
  'sitemap.xml': text('<url><loc>/</loc></url>', 2000),
  'robots.txt': 'User-agent: *\n',
  'images/brand/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<g/>', 2000)}</svg>`,
  'images/photo.jpg': Buffer.alloc(5000, 7),
  'fonts/a.woff2': Buffer.alloc(3000, 9),
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, and decoded. */
  raw: Buffer;
  body: Buffer;
}

function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function listen(app: http.RequestListener): Promise<http.Server> {
  const server = createPreviewServer(app);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

/** What a file's answer is judged by: everything but how the body is framed. */
const SAME = [
  'content-type',
  'content-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
  'cache-control',
  'vary',
  'content-range',
];

describe('the preview answers its files from memory as sendFile and compression do', () => {
  let dist: string;
  let preview: http.Server;
  let reference: http.Server;
  const saved = { ...process.env };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-files-'));
    Object.entries(FILES).forEach(([file, content]) => {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), content);
    });
    Object.assign(process.env, { MOCK_DELAY: '0', MOCK_FAIL: '0' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    preview = await listen(createPreviewApp({ root: ROOT, dist }));
    errors.mockRestore();
    // What the preview did before: compression (as the origin compresses: originCompression),
    // then `sendFile` with the same Cache-Control.
    const app = express();
    app.use(originCompression());
    app.use((req, res) => {
      const served = req.path === '/' ? '/index.html' : req.path;
      res.sendFile(path.join(dist, served), {
        headers: { 'Cache-Control': cacheControlFor(served) },
        dotfiles: 'allow',
      });
    });
    reference = await listen(app);
  });

  afterAll(async () => {
    await Promise.all(
      [preview, reference].map(
        (server) =>
          new Promise((resolve) => {
            server.close(resolve);
          }),
      ),
    );
    fs.rmSync(dist, { recursive: true, force: true });
    process.env = saved;
  });

  const urls = Object.keys(FILES)
    .filter((file) => file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file}`));

  const cases: [string, string, Record<string, string>][] = urls.flatMap((url) => [
    [url, 'GET', { 'Accept-Encoding': 'gzip, deflate, br' }],
    [url, 'GET', {}],
    [url, 'HEAD', { 'Accept-Encoding': 'gzip' }],
    [url, 'GET', { 'Accept-Encoding': 'gzip;q=0, identity' }],
    [url, 'GET', { Range: 'bytes=0-99', 'Accept-Encoding': 'gzip' }],
  ]);

  it.each(cases)('%s, %s with %j', async (url, method, headers) => {
    // Twice: the first answer reads the file into memory, the second is answered from there.
    for (let round = 0; round < 2; round += 1) {
      const [ours, theirs] = await Promise.all(
        [preview, reference].map((server) => request(portOf(server), method, url, headers)),
      );
      expect(ours.status).toBe(theirs.status);
      SAME.forEach((name) =>
        expect([name, ours.headers[name]]).toEqual([name, theirs.headers[name]]),
      );
      expect(ours.body.equals(theirs.body)).toBe(true);
      // The length is declared, so the body is never chunked (a HEAD declares the body's).
      const declared = Number(ours.headers['content-length']);
      expect(method === 'HEAD' ? ours.raw.length : declared).toBe(ours.raw.length);
    }
  });

  it('answers a conditional request that matches with 304, as sendFile does', async () => {
    const first = await request(portOf(preview), 'GET', '/umi.cd772d9e.js');
    const conditionals: Record<string, string>[] = [
      { 'If-None-Match': first.headers.etag! },
      { 'If-Modified-Since': first.headers['last-modified']! },
      { 'If-None-Match': '"another"' },
    ];
    for (const conditional of conditionals) {
      const [ours, theirs] = await Promise.all(
        [preview, reference].map((server) =>
          request(portOf(server), 'GET', '/umi.cd772d9e.js', conditional),
        ),
      );
      expect([ours.status, ours.raw.length]).toEqual([theirs.status, theirs.raw.length]);
      expect(ours.headers.etag).toBe(theirs.headers.etag);
    }
  });

  it('reads a file again once it has changed on disk', async () => {
    const file = path.join(dist, 'sitemap.xml');
    const before = await request(portOf(preview), 'GET', '/sitemap.xml');
    expect(before.body.toString()).toBe(FILES['sitemap.xml']);
    const changed = text('<url><loc>/customerCase</loc></url>', 2500);
    fs.writeFileSync(file, changed);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const after = await request(portOf(preview), 'GET', '/sitemap.xml', {
      'Accept-Encoding': 'gzip',
    });
    expect(after.body.toString()).toBe(changed);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The same size, written later (a rebuild): read again too. (The ETag is the size and the
    // time, as `send` makes it: a file changed with neither changing would be one to browsers too.)
    const same = text('<url><loc>/aboutLantu/1</loc></url>', 2500);
    fs.writeFileSync(file, same);
    const later2 = new Date(later.getTime() + 5000);
    fs.utimesSync(file, later2, later2);
    expect((await request(portOf(preview), 'GET', '/sitemap.xml')).body.toString()).toBe(same);
  });
});

describe('FileMemory', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-memory-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, size: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.alloc(size, 1));
    return { file, stat: fs.statSync(file) };
  };

  it('keeps at most its bound, the least recently used dropped first, and leaves large files', async () => {
    const memory = new FileMemory(10_000, 6_000);
    const files = ['a', 'b', 'c'].map((name) => write(`${name}.bin`, 4_000));
    for (const { file, stat } of files) {
      expect(await memory.get(file, stat, 'application/octet-stream')).not.toBeNull();
      expect(memory.size).toBeLessThanOrEqual(10_000);
    }
    expect(memory.size).toBe(8_000);
    const big = write('big.bin', 7_000);
    expect(await memory.get(big.file, big.stat, 'application/octet-stream')).toBeNull();
    expect(memory.size).toBe(8_000);
  });

  it('reads a file asked for twice at once only once', async () => {
    const memory = new FileMemory();
    const { file, stat } = write('once.txt', 3_000);
    const read = jest.spyOn(fs.promises, 'readFile');
    const [a, b] = await Promise.all([
      memory.get(file, stat, 'text/plain; charset=UTF-8'),
      memory.get(file, stat, 'text/plain; charset=UTF-8'),
    ]);
    expect(a).toBe(b);
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
    expect(zlib.gunzipSync(a!.gzipped!).equals(a!.body)).toBe(true);
  });
});
