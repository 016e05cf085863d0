/**
 * @jest-environment node
 *
 * The raster content pictures made from the art (scripts/art/uploads.ts) and their server
 * (server/uploads.ts): deterministic, 2× the art (at most 2,880 px), JPEG or PNG by family,
 * rendered once then cached, hostile paths refused; the middleware's answers over HTTP.
 * Only small slots are rendered (leaders, an industry tile, a welfare background, a plain banner),
 * into a temporary cache.
 */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { RenderInfo } from '../../../scripts/art/uploads';
import { defaultCacheDir, svgSize, uploadFile } from '../../../scripts/art/uploads';
import {
  UPLOAD_MESSAGES,
  sitePicturesNamed,
  uploadsMiddleware,
  writeSitePictures,
} from '../../../server/uploads';

const ROOT = path.resolve(__dirname, '../../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-uploads-test-'));
const cacheDir = path.join(temp, 'cache');
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const renders: RenderInfo[] = [];
const options = { cacheDir, onRender: (r: RenderInfo) => renders.push(r) };

/** A repository of one plain art file: fast to render, and free to change. */
function fixtureRoot(name: string, svg: string): string {
  const root = path.join(temp, name);
  fs.mkdirSync(path.join(root, 'public/images/banners'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public/images/banners/banner-9.svg'), svg);
  return root;
}
const plainArt = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800" viewBox="0 0 1920 800"><rect width="1920" height="800" fill="${fill}"/><circle cx="960" cy="400" r="300" fill="#fff"/></svg>`;

describe('uploadFile', () => {
  it('renders a PNG family at twice the art’s size, the same bytes every time', async () => {
    const file = await uploadFile('uploads/team/leader-1.png', ROOT, options);
    expect(file).not.toBeNull();
    expect(file!.startsWith(path.join(cacheDir, 'team', 'leader-1-'))).toBe(true);
    const meta = await sharp(file!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 640]);
    // Another cache, another render: identical bytes.
    const again = await uploadFile('uploads/team/leader-1.png', ROOT, {
      cacheDir: path.join(temp, 'cache-2'),
    });
    expect(fs.readFileSync(again!).equals(fs.readFileSync(file!))).toBe(true);
  });

  it('renders a photograph as JPEG, and the site picture from the same art', async () => {
    const upload = await uploadFile('uploads/welfare/welfare-1.jpg', ROOT, options);
    const meta = await sharp(upload!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 720]);
    expect(fs.readFileSync(upload!).subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const tile = await uploadFile('images/industries/industry-1.png', ROOT, options);
    const tileMeta = await sharp(tile!).metadata();
    expect([tileMeta.format, tileMeta.width, tileMeta.height]).toEqual(['png', 1200, 800]);
    // The site picture and the upload of one art are the same file.
    expect(await uploadFile('uploads/industries/industry-1.png', ROOT, options)).toBe(tile);
  });

  it('renders once, then answers the cached file; concurrent calls share one render', async () => {
    const before = renders.length;
    const cached = await uploadFile('uploads/team/leader-1.png', ROOT, options);
    expect(renders.length).toBe(before);
    expect(cached).not.toBeNull();

    const files = await Promise.all(
      [1, 2, 3].map(() => uploadFile('images/team/leader-2.png', ROOT, options)),
    );
    expect(new Set(files).size).toBe(1);
    expect(renders.filter((r) => r.art === 'images/team/leader-2.svg')).toHaveLength(1);
    // Only finished files in the cache: no temporary file left behind.
    expect(fs.readdirSync(path.join(cacheDir, 'team')).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it('caps the width at 2,880 px and renders changed art anew', async () => {
    const root = fixtureRoot('capped', plainArt('#0958d9'));
    const first = await uploadFile('uploads/banners/banner-9.jpg', root, options);
    const meta = await sharp(first!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2880, 1200]);
    fs.writeFileSync(path.join(root, 'public/images/banners/banner-9.svg'), plainArt('#13c2c2'));
    const before = renders.length;
    const second = await uploadFile('uploads/banners/banner-9.jpg', root, options);
    expect(second).not.toBe(first);
    expect(renders.length).toBe(before + 1);
    expect(fs.existsSync(first!)).toBe(true);
  });

  it('answers null for a path that names no picture or no art', async () => {
    await expect(uploadFile('uploads/brand/logo.png', ROOT, options)).resolves.toBeNull();
    await expect(uploadFile('uploads/team/leader-1.jpg', ROOT, options)).resolves.toBeNull();
    await expect(uploadFile('uploads/cases/case-9999-cover.jpg', ROOT, options)).resolves.toBe(
      null,
    );
    await expect(uploadFile('images/team/leader-1.svg', ROOT, options)).resolves.toBeNull();
  });

  it('refuses hostile paths before touching the disk', async () => {
    const read = jest.spyOn(fs.promises, 'readFile');
    const exists = jest.spyOn(fs, 'existsSync');
    try {
      for (const hostile of [
        '../public/images/team/leader-1.png',
        'uploads/../../package.json',
        'uploads/team/..',
        'uploads\\team\\leader-1.png',
        'uploads/team/leader-1.png\0',
        '/uploads/team/leader-1.png',
        '/etc/passwd',
        'C:/uploads/team/leader-1.png',
        '',
      ]) {
        // eslint-disable-next-line no-await-in-loop
        await expect(uploadFile(hostile, ROOT, options)).resolves.toBeNull();
      }
      expect(read).not.toHaveBeenCalled();
      expect(exists).not.toHaveBeenCalled();
      // The spies do see a lawful request.
      await uploadFile('uploads/team/leader-1.png', ROOT, options);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
      exists.mockRestore();
    }
  });

  it('reads the art’s own size and keeps its cache under node_modules/.cache', () => {
    expect(svgSize('<svg xmlns="x" width="320" height="320" viewBox="0 0 320 320">')).toEqual({
      width: 320,
      height: 320,
    });
    expect(svgSize('<svg viewBox="0 0 1 1">')).toBeNull();
    expect(defaultCacheDir('/repo')).toBe(
      path.join('/repo', 'node_modules', '.cache', 'lantu-uploads'),
    );
  });
});

describe('writeSitePictures', () => {
  const saved = process.env.MOCK_PICTURES;
  beforeEach(() => {
    // The content files name their pictures when they load: load them anew in each mode.
    jest.resetModules();
    delete process.env.MOCK_PICTURES;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.MOCK_PICTURES;
    else process.env.MOCK_PICTURES = saved;
  });

  it('lists none with MOCK_PICTURES=vector', async () => {
    process.env.MOCK_PICTURES = 'vector';
    await expect(sitePicturesNamed(ROOT)).resolves.toEqual([]);
  });

  it('lists the rasters the content files name', async () => {
    const names = await sitePicturesNamed(ROOT);
    expect(names).toEqual(
      expect.arrayContaining(['images/team/leader-1.png', 'images/heroes/home.jpg']),
    );
    expect(names.every((n) => /^images\/[a-z]+\/[a-zA-Z\d-]+\.(jpg|png)$/.test(n))).toBe(true);
    expect(names.some((n) => n.startsWith('images/advantages/'))).toBe(false);
  });

  it('links or copies them into dist/images', async () => {
    const dist = path.join(temp, 'dist');
    fs.mkdirSync(path.join(dist, 'images/team'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'images/team/leader-1.png'), 'stale');
    const written = await writeSitePictures(dist, ROOT, {
      ...options,
      pictures: ['images/team/leader-1.png', 'images/industries/industry-1.png'],
    });
    expect(written).toHaveLength(2);
    for (const rel of written) {
      // eslint-disable-next-line no-await-in-loop
      const cached = (await uploadFile(rel, ROOT, options))!;
      expect(fs.readFileSync(path.join(dist, rel)).equals(fs.readFileSync(cached))).toBe(true);
    }
  });
});

describe('writeSitePictures with a real picture', () => {
  it('leaves a real picture of public/ to the build’s copy of public/', async () => {
    const root = fixtureRoot('real', plainArt('#722ed1'));
    fs.copyFileSync(
      path.join(root, 'public/images/banners/banner-9.svg'),
      path.join(root, 'public/images/banners/banner-8.svg'),
    );
    fs.writeFileSync(path.join(root, 'public/images/banners/banner-9.jpg'), 'a real photograph');
    const dist = path.join(temp, 'dist-real');
    const written = await writeSitePictures(dist, root, {
      ...options,
      pictures: ['images/banners/banner-8.jpg', 'images/banners/banner-9.jpg'],
    });
    expect(written).toEqual(['images/banners/banner-8.jpg']);
    expect(fs.existsSync(path.join(dist, 'images/banners/banner-9.jpg'))).toBe(false);
  });
});

/* ---------- the middleware over HTTP ---------- */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The middleware on a server of its own; what it passes on is answered 299 `next`. */
function start(sitePictures: boolean, staticDir: string): Promise<http.Server> {
  const middleware = uploadsMiddleware({ root: ROOT, staticDir, sitePictures, cacheDir });
  const server = http.createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 299;
      res.end('next');
    }),
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const stop = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
  });

const send = (server: http.Server, method: string, urlPath: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    // No keep-alive: each request on its own connection, none left open when the server stops.
    const options = { host: '127.0.0.1', port, method, path: urlPath, agent: false };
    const req = http.request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('uploadsMiddleware', () => {
  const staticDir = path.join(temp, 'static');
  let server: http.Server;
  const get = (urlPath: string, method = 'GET') => send(server, method, urlPath);

  beforeAll(async () => {
    fs.mkdirSync(path.join(staticDir, 'images/team'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'images/team/leader-3.png'), 'a file of the build');
    server = await start(true, staticDir);
  });
  afterAll(() => stop(server));

  it('answers an upload with its type, length and caching', async () => {
    const res = await get('/uploads/team/leader-1.png?v=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const cached = (await uploadFile('uploads/team/leader-1.png', ROOT, options))!;
    expect(res.body.equals(fs.readFileSync(cached))).toBe(true);
    const head = await get('/uploads/welfare/welfare-1.jpg', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.body.length).toBe(0);
  });

  it('makes a missing site raster, and leaves a file of the build to the static files', async () => {
    const res = await get('/images/industries/industry-1.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await get('/images/team/leader-3.png')).status).toBe(299);
  });

  it('answers 404 for an upload that does not exist, in Chinese', async () => {
    for (const p of [
      '/uploads/cases/case-9999-cover.jpg',
      '/uploads/brand/logo.png',
      '/uploads/team/leader-1.jpg',
      '/uploads/',
      '/uploads/%E0%A4%A',
    ]) {
      // eslint-disable-next-line no-await-in-loop
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body.toString()).toBe(UPLOAD_MESSAGES.notFound);
    }
    expect((await get('/uploads/team/leader-1.png', 'POST')).status).toBe(405);
  });

  it('passes every other path on', async () => {
    for (const p of [
      '/',
      '/api/index/bannerWebList',
      '/images/brand/logo.svg',
      '/images/team/leader-1.svg',
      '/images/team/leader-1.jpg',
      '/images/advantages/advantage-1.png',
      '/images/cases/case-9999-cover.jpg',
      '/uploadsx/team/leader-1.png',
    ]) {
      // eslint-disable-next-line no-await-in-loop
      expect((await get(p)).status).toBe(299);
    }
    expect((await get('/images/team/leader-1.png', 'POST')).status).toBe(299);
  });

  it('never reaches outside the art', async () => {
    for (const p of [
      '/uploads/../package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/team/..%2F..%2F..%2Fpackage.json',
      '/uploads/team%5cleader-1.png',
      '/uploads/team/leader-1.png%00',
    ]) {
      // eslint-disable-next-line no-await-in-loop
      expect((await get(p)).status).toBe(404);
    }
    for (const p of ['/images/..%2f..%2fpackage.json', '/images/team/..%2f..%2f..%2fREADME.md']) {
      // eslint-disable-next-line no-await-in-loop
      expect((await get(p)).status).toBe(299);
    }
  });

  it('serves no site picture where the site has its own files (behind nginx)', async () => {
    const apiOnly = await start(false, staticDir);
    try {
      expect((await send(apiOnly, 'GET', '/images/industries/industry-1.png')).status).toBe(299);
      expect((await send(apiOnly, 'GET', '/uploads/industries/industry-1.png')).status).toBe(200);
    } finally {
      await stop(apiOnly);
    }
  });
});
