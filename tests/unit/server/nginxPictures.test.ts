/**
 * @jest-environment node
 *
 * nginx (server/nginx/lantu.conf, its `deploy:` lines set by localSiteConfig) in front of the
 * picture service started as `npm run serve:nginx` starts it (serve.ts `startPictures`: `npm run
 * pictures:serve`), over a temporary deployed folder and a small upload origin standing in for
 * the API, all on 127.0.0.1:
 *
 * - a variant the build did not write is made by the service (AVIF, smaller than the upload; the
 *   share card's square as JPEG) and is a file in the folder afterwards, served by nginx with the
 *   service stopped;
 * - with the service down, hung, busy (503) or refusing, the answer is the upload itself with 200
 *   within 3 s, cached a minute under the variant's address (the upload's own caching by its own);
 * - every answer carries the security headers once and the variant's year-long caching.
 */
import { spawn, spawnSync } from 'child_process';
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { SECURITY_HEADERS } from '../../../config/csp';
import type { PicturesProcess } from '../../../server/nginx/serve';
import {
  ensureNginx,
  freePort,
  HEADERS_SNIPPET,
  localSiteConfig,
  mainConfig,
  SITE_CONFIG,
  startPictures,
} from '../../../server/nginx/serve';

jest.setTimeout(90_000);

const UPLOAD_CACHE = 'public, max-age=600';
const FALLBACK_CACHE = 'public, max-age=60';
const NOT_FOUND_PAGE = '<!doctype html><title>页面未找到</title><h1>页面未找到</h1>\n';

let work: string;
let dist: string;
let photo: Buffer;
let origin: http.Server;
let originPort = 0;
let picturesPort = 0;
let pictures: PicturesProcess | undefined;
let nginx: ChildProcess | undefined;
let base = '';
/** A stand-in on the service's port, once the service is stopped. */
let stand: http.Server | undefined;

const listen = async (server: http.Server, port = 0) => {
  await new Promise<void>((resolve) => {
    server.listen(port, '127.0.0.1', resolve);
  });
  return (server.address() as AddressInfo).port;
};

const closeServer = (server: http.Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) {
      resolve();
      return;
    }
    server.closeAllConnections();
    server.close(() => resolve());
  });

const errorLog = () => {
  const file = path.join(work, 'nginx', 'logs', 'error.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-nginx-pictures-'));
  dist = path.join(work, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>澜图</title>\n');
  fs.writeFileSync(path.join(dist, '404.html'), NOT_FOUND_PAGE);
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  const data = Buffer.alloc(1600 * 1000 * 3);
  for (let i = 0; i < data.length; i += 3) {
    const x = (i / 3) % 1600;
    const y = Math.floor(i / 3 / 1600);
    data[i] = (x * 255) / 1600;
    data[i + 1] = (y * 255) / 1000;
    data[i + 2] = 128 + 100 * Math.sin((x + y) / 9);
  }
  photo = await sharp(data, { raw: { width: 1600, height: 1000, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  // The API's uploads, as nginx proxies /uploads/ to it.
  origin = http.createServer((req, res) => {
    if (req.url === '/uploads/cases/photo.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Cache-Control': UPLOAD_CACHE });
      res.end(photo);
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
    }
  });
  originPort = await listen(origin);
  picturesPort = await freePort();
  pictures = await startPictures({
    port: picturesPort,
    dist,
    uploadsOrigin: `http://127.0.0.1:${originPort}`,
    env: { PICTURES_CACHE_DIR: path.join(work, 'cache') },
  });

  const dir = path.join(work, 'nginx');
  ['conf/snippets', 'logs', 'temp'].forEach((d) =>
    fs.mkdirSync(path.join(dir, d), { recursive: true }),
  );
  fs.copyFileSync(
    HEADERS_SNIPPET,
    path.join(dir, 'conf', 'snippets', path.basename(HEADERS_SNIPPET)),
  );
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'conf', 'lantu.conf'),
    localSiteConfig(fs.readFileSync(SITE_CONFIG, 'utf8'), {
      port,
      root: dist,
      upstreamPort: originPort,
      // Nothing listens there: no item page is asked for here.
      publisherPort: await freePort(),
      picturesPort,
    }),
  );
  fs.writeFileSync(path.join(dir, 'conf', 'nginx.conf'), mainConfig(dir));
  const binary = ensureNginx();
  const args = [
    '-p',
    `${dir}/`,
    '-c',
    path.join(dir, 'conf', 'nginx.conf'),
    '-e',
    path.join(dir, 'logs', 'error.log'),
  ];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(check.stderr);
  nginx = spawn(binary, args, { stdio: 'ignore', detached: true });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`${base}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => {
      setTimeout(r, 100);
    });
  }
  throw new Error(`nginx did not start:\n${errorLog()}`);
});

afterAll(async () => {
  if (nginx?.pid && nginx.exitCode === null) {
    const gone = new Promise((resolve) => {
      nginx?.once('exit', resolve);
    });
    process.kill(-nginx.pid, 'SIGQUIT');
    await gone;
  }
  await pictures?.stop();
  await Promise.all([closeServer(origin), closeServer(stand)]);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const variant = (width: number, format = 'avif') =>
  `/_img/w${width}q${format === 'avif' ? 50 : 75}/uploads/cases/photo.jpg.${format}`;

async function get(address: string) {
  const res = await fetch(`${base}${address}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Every security header once (a copy from the upstream would double it: "a, a"). */
function expectSecurityHeaders(res: Response) {
  for (const [name, value] of SECURITY_HEADERS) {
    expect([name, res.headers.get(name)]).toEqual([name, value]);
  }
}

/**
 * The upload itself within 3 s, cached a minute under the variant's address (never the upload's
 * own lifetime: a CDN would keep its bytes there long after the service is back).
 */
async function expectUpload(address: string) {
  const asked = Date.now();
  const { res, body } = await get(address);
  const took = Date.now() - asked;
  expect([address, res.status, res.headers.get('content-type')]).toEqual([
    address,
    200,
    'image/jpeg',
  ]);
  expect(took).toBeLessThan(3000);
  expect(res.headers.get('cache-control')).toBe(FALLBACK_CACHE);
  expect(body.equals(photo)).toBe(true);
  expectSecurityHeaders(res);
}

describe('nginx with the picture service', () => {
  it('makes a missing variant through the service, then serves it as a file', async () => {
    const address = variant(640);
    const file = path.join(dist, ...address.split('/'));
    expect(fs.existsSync(file)).toBe(false);
    const { res, body } = await get(address);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'heif', width: 640 });
    expect(body.length).toBeLessThan(photo.length / 4);
    // Written where nginx looks, whole.
    expect(fs.readFileSync(file).equals(body)).toBe(true);
    const health = await (await fetch(`${pictures?.url}/_health`)).json();
    expect(health).toMatchObject({ ok: true, written: 1, bytes: body.length });

    // The share card's square: its own address (`s300q80/….jpg`) takes the same way.
    const squareAddress = '/_img/s300q80/uploads/cases/photo.jpg.jpg';
    const square = await get(squareAddress);
    expect([square.res.status, square.res.headers.get('content-type')]).toEqual([
      200,
      'image/jpeg',
    ]);
    expect(square.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(square.res);
    expect(await sharp(square.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });
    const squareFile = path.join(dist, ...squareAddress.split('/'));
    expect(fs.readFileSync(squareFile).equals(square.body)).toBe(true);

    // With the service stopped (it stops cleanly), the same address is the file.
    await pictures?.stop();
    expect(pictures?.output()).toContain('图片服务已停止');
    const again = await get(address);
    expect([again.res.status, again.res.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect(again.body.equals(body)).toBe(true);
    expect(again.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const squareAgain = await get(squareAddress);
    expect([squareAgain.res.status, squareAgain.res.headers.get('content-type')]).toEqual([
      200,
      'image/jpeg',
    ]);
    expect(squareAgain.body.equals(square.body)).toBe(true);
  });

  it('answers the upload itself while the service is down', async () => {
    await expectUpload(variant(320));
    await expectUpload(variant(480, 'webp'));
    // A square not written yet (the 300 px one is, from the test above): the upload too.
    await expectUpload('/_img/s301q80/uploads/cases/photo.jpg.jpg');
    expect(fs.existsSync(path.join(dist, '_img', 'w320q50'))).toBe(false);
  });

  it.each([
    [503, 'busy'],
    [422, 'refused'],
    [500, 'failed'],
  ])('answers the upload itself when the service answers %i (%s)', async (status) => {
    await closeServer(stand);
    let asked = 0;
    stand = http.createServer((_req, res) => {
      asked += 1;
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2' });
      res.end('图片处理繁忙，请稍后再试\n');
    });
    await listen(stand, picturesPort);
    await expectUpload(variant(400));
    expect(asked).toBe(1);
  });

  it('answers the upload itself when the service takes the request and never answers (hung)', async () => {
    await closeServer(stand);
    let asked = 0;
    stand = http.createServer(() => {
      asked += 1;
    });
    await listen(stand, picturesPort);
    await expectUpload(variant(560));
    expect(asked).toBe(1);
    // The upload by its own address keeps its own caching.
    const own = await get('/uploads/cases/photo.jpg');
    expect(own.res.headers.get('cache-control')).toBe(UPLOAD_CACHE);
    await closeServer(stand);
    stand = undefined;
  });

  it('a variant of a picture elsewhere that the service refuses is the 404 page', async () => {
    const { res, body } = await get('/_img/w640q50/~https/evil.example/a.jpg.avif');
    expect(res.status).toBe(404);
    expect(String(body)).toBe(NOT_FOUND_PAGE);
    expectSecurityHeaders(res);
    expect(errorLog()).not.toMatch(/\[(?:emerg|alert|crit)\]/);
  });
});
