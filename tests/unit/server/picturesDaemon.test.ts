/**
 * @jest-environment node
 *
 * The picture service as a production process (server/pictures/daemon.ts), in-process on
 * 127.0.0.1 over a temporary deployed folder and a small upload origin: a variant of an upload is
 * made, answered as AVIF and left whole in dist/_img where nginx finds it; the variants it wrote are
 * bounded on disk, oldest first, and a variant the build wrote is never deleted; every hostile
 * request is refused with nothing written; a full queue answers 503; stopping finishes the encode
 * under way; and `npm run pictures:serve`'s program starts from its environment and exits 0 on
 * SIGTERM.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { PictureDaemon, PictureDaemonOptions } from '../../../server/pictures/daemon';
import {
  daemonOptionsFromEnv,
  DEFAULT_DAEMON_CACHE_DIR,
  DEFAULT_MAX_DIST_BYTES,
  startPictureDaemon,
  uploadReader,
  variantFileOf,
} from '../../../server/pictures/daemon';
import type { EncodeOptions } from '../../../server/pictures/encode';
import { encodeVariant } from '../../../server/pictures/encode';
import { DEFAULT_MAX_CACHE_BYTES, PICTURE_MESSAGES } from '../../../server/pictures/service';
import { distDir } from '../../../server/paths';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');

let tmp: string;
let photo: Buffer;
let origin: http.Server;
let originUrl = '';
/** Paths the upload origin was asked for, in order. */
const asked: string[] = [];
/** Another server, off the origin: nothing may ever reach it. */
let elsewhere: http.Server;
let elsewhereUrl = '';
let elsewhereHits = 0;

const MAX_BYTES = 300_000;

const makeJpeg = (width: number, height: number) => {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    data[i] = (x * 255) / width;
    data[i + 1] = (y * 255) / height;
    data[i + 2] = 128 + 100 * Math.sin((x + y) / 9);
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
};

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-pictures-daemon-'));
  photo = await makeJpeg(1600, 1000);
  const uploads: Record<string, Buffer> = {
    '/uploads/cases/photo.jpg': photo,
    '/uploads/cases/%E7%A9%BA%E6%A0%BC%20%E6%96%87%E4%BB%B6.jpg': photo,
    '/uploads/big.jpg': Buffer.concat([photo, Buffer.alloc(MAX_BYTES)]),
    '/uploads/page.jpg': Buffer.from('<!doctype html><html><body>不是图片</body></html>'),
  };
  elsewhere = http.createServer((_req, res) => {
    elsewhereHits += 1;
    res.setHeader('Content-Type', 'image/jpeg');
    res.end(photo);
  });
  elsewhereUrl = await listen(elsewhere);
  origin = http.createServer((req, res) => {
    const url = req.url ?? '/';
    asked.push(url);
    const body = uploads[url];
    if (body) {
      res.setHeader('Content-Type', 'image/jpeg');
      res.end(body);
    } else if (url === '/uploads/moved.jpg') {
      res.writeHead(302, { Location: '/uploads/cases/photo.jpg' }).end();
    } else if (url === '/uploads/away.jpg') {
      res.writeHead(302, { Location: `${elsewhereUrl}/uploads/photo.jpg` }).end();
    } else if (url === '/uploads/broken.jpg') {
      res.writeHead(500).end('oops');
    } else {
      res.writeHead(404).end();
    }
  });
  originUrl = await listen(origin);
});

afterAll(async () => {
  await Promise.all([closeServer(origin), closeServer(elsewhere)]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

let folders = 0;
/** A deployed folder of its own (with a site picture) and a cache folder. */
async function freshSite() {
  folders += 1;
  const dist = path.join(tmp, `dist-${folders}`);
  const cacheDir = path.join(tmp, `cache-${folders}`);
  fs.mkdirSync(path.join(dist, 'images'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'images', 'hero.jpg'), await makeJpeg(1200, 600));
  return { dist, cacheDir };
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full, base);
      return entry.isFile() ? [path.relative(base, full)] : [];
    })
    .sort();
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A raw request (no `..` resolved on the way, unlike fetch). */
function request(url: string, pathname: string, method = 'GET'): Promise<Reply> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: pathname, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: String(body) });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer for ${pathname}`)));
    req.on('error', reject);
    req.end();
  });
}

const started: PictureDaemon[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((daemon) => daemon.close()));
});

async function start(options: Partial<PictureDaemonOptions> & { dist: string; cacheDir: string }) {
  const lines: string[] = [];
  const daemon = await startPictureDaemon({
    port: 0,
    uploadsOrigin: originUrl,
    concurrency: 2,
    maxBytes: MAX_BYTES,
    // The tests that hold an encode are not about the answer's deadline (the last ones are).
    answerWithinMs: 30_000,
    log: (line) => lines.push(line),
    ...options,
  });
  started.push(daemon);
  const get = (pathname: string, method?: string) => request(daemon.url, pathname, method);
  return { daemon, get, lines };
}

const VARIANT = '/_img/w640q50/uploads/cases/photo.jpg.avif';
const fileOf = (dist: string, address: string) =>
  path.join(dist, ...decodeURIComponent(address).split('/'));

describe('startPictureDaemon', () => {
  it('makes a variant of an upload, answers it as AVIF and leaves it whole in dist/_img', async () => {
    const site = await freshSite();
    const { daemon, get } = await start(site);
    expect(daemon.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const writes = jest.spyOn(fs.promises, 'writeFile');
    try {
      const reply = await get(VARIANT);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('image/avif');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(reply.body).metadata()).toMatchObject({
        format: 'heif',
        compression: 'av1',
        width: 640,
        height: 400,
      });
      expect(reply.body.length).toBeLessThan(photo.length / 4);
      expect(asked.filter((p) => p === '/uploads/cases/photo.jpg')).toHaveLength(1);

      // Where nginx looks for it (root + $uri), byte for byte, and nothing else beside it.
      const file = fileOf(site.dist, VARIANT);
      expect(fs.readFileSync(file).equals(reply.body)).toBe(true);
      expect(filesUnder(path.join(site.dist, '_img'))).toEqual([
        'w640q50/uploads/cases/photo.jpg.avif',
      ]);
      // Written under a temporary name in its folder and put in place whole: the file nginx
      // serves was never open for writing.
      const written = writes.mock.calls.map(([target]) => String(target));
      expect(written).not.toContain(file);
      expect(written).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\d+\\.[0-9a-f]{12}\\.tmp$`,
          ),
        ),
      );
      expect(daemon.health()).toMatchObject({
        ok: true,
        queue: 0,
        running: 0,
        written: 1,
        bytes: reply.body.length,
      });
    } finally {
      writes.mockRestore();
    }

    // A name with spaces and Chinese is written under its decoded name, as nginx's $uri has it.
    const spaced = '/_img/w320q75/uploads/cases/%E7%A9%BA%E6%A0%BC%20%E6%96%87%E4%BB%B6.jpg.webp';
    const webp = await get(spaced);
    expect([webp.status, webp.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(
      fs.readFileSync(path.join(site.dist, '_img/w320q75/uploads/cases/空格 文件.jpg.webp')),
    ).toEqual(webp.body);

    // A site picture comes from the deployed folder itself, not from the upload origin.
    const before = asked.length;
    const hero = await get('/_img/w480q50/images/hero.jpg.avif');
    expect(hero.status).toBe(200);
    expect(asked.length).toBe(before);
    expect(fs.existsSync(path.join(site.dist, '_img/w480q50/images/hero.jpg.avif'))).toBe(true);

    // HEAD makes nothing to write; /_health answers its figures.
    const health = await fetch(`${daemon.url}/_health`);
    expect(health.status).toBe(200);
    const figures = (await health.json()) as Record<string, unknown>;
    expect(figures).toMatchObject({ ok: true, queue: 0, running: 0, written: 3 });
    expect(figures.bytes).toBe(daemon.health().bytes);
    expect(figures.rss).toEqual(expect.any(Number));
    expect(figures.rss as number).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('makes the share card’s square, answers it as JPEG and leaves it in dist/_img/s300q80', async () => {
    const site = await freshSite();
    fs.copyFileSync(path.join(ROOT, 'public', 'favicon.svg'), path.join(site.dist, 'favicon.svg'));
    const { daemon, get } = await start(site);
    const square = '/_img/s300q80/uploads/cases/photo.jpg.jpg';
    const reply = await get(square);
    expect([reply.status, reply.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(reply.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });
    expect(fs.readFileSync(fileOf(site.dist, square)).equals(reply.body)).toBe(true);
    // The logo's, from the deployed folder: the card of a page without a picture.
    const logo = await get('/_img/s300q80/favicon.svg.jpg');
    expect([logo.status, logo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(filesUnder(path.join(site.dist, '_img'))).toEqual([
      's300q80/favicon.svg.jpg',
      's300q80/uploads/cases/photo.jpg.jpg',
    ]);
    expect(daemon.health()).toMatchObject({
      written: 2,
      bytes: reply.body.length + logo.body.length,
    });
    // Refused (another side), nothing written.
    expect((await get('/_img/s320q80/uploads/cases/photo.jpg.jpg')).status).toBe(400);
    expect(daemon.health().written).toBe(2);
  });

  it('never deletes a variant the build wrote; removes its own oldest beyond the bound', async () => {
    const site = await freshSite();
    const built = path.join(site.dist, '_img/w240q75/uploads/cases/photo.jpg.webp');
    fs.mkdirSync(path.dirname(built), { recursive: true });
    fs.writeFileSync(built, Buffer.alloc(4000, 7));
    // A fixed-size encoder makes the arithmetic exact: room for two variants of 1000 bytes.
    const encode = async (_input: Buffer, { width }: EncodeOptions) =>
      Buffer.alloc(1000, width % 256);
    const first = await start({ ...site, encode, maxDistBytes: 2500 });
    const address = (width: number) => `/_img/w${width}q75/uploads/cases/photo.jpg.webp`;
    const exists = (width: number) => fs.existsSync(fileOf(site.dist, address(width)));
    for (const width of [320, 400, 480]) {
      expect((await first.get(address(width))).status).toBe(200);
    }
    expect([320, 400, 480].map(exists)).toEqual([false, true, true]);
    expect(first.daemon.health()).toMatchObject({ written: 2, bytes: 2000 });
    // Asked for the build's own variant (nginx would serve the file; a race might not): answered,
    // the build's file left as it was and not counted as this one's.
    expect((await first.get(address(240))).status).toBe(200);
    expect(fs.readFileSync(built)).toEqual(Buffer.alloc(4000, 7));
    expect(first.daemon.health()).toMatchObject({ written: 2, bytes: 2000 });

    // A build (or a publish) replaces one of this one's files: from then on it is the build's.
    const replaced = fileOf(site.dist, address(400));
    fs.writeFileSync(`${replaced}.new`, Buffer.alloc(1000, 9));
    fs.renameSync(`${replaced}.new`, replaced);
    for (const width of [560, 640]) {
      expect((await first.get(address(width))).status).toBe(200);
    }
    expect(fs.readFileSync(replaced)).toEqual(Buffer.alloc(1000, 9));
    expect([480, 560, 640].map(exists)).toEqual([false, true, true]);
    await first.daemon.close();

    // A new process reads the record; a smaller bound removes its oldest at once, and still
    // nothing the build wrote.
    const second = await start({ ...site, encode, maxDistBytes: 1500 });
    expect(second.daemon.health()).toMatchObject({ written: 1, bytes: 1000 });
    expect([560, 640].map(exists)).toEqual([false, true]);
    expect(fs.readFileSync(built)).toEqual(Buffer.alloc(4000, 7));
    expect(fs.readFileSync(replaced)).toEqual(Buffer.alloc(1000, 9));
    expect(filesUnder(path.join(site.dist, '_img'))).toEqual([
      'w240q75/uploads/cases/photo.jpg.webp',
      'w400q75/uploads/cases/photo.jpg.webp',
      'w640q75/uploads/cases/photo.jpg.webp',
    ]);
  });

  it('removes temporary files a stopped writer left in _img/, not one being written', async () => {
    const site = await freshSite();
    const folder = path.join(site.dist, '_img', 'w640q50', 'uploads');
    fs.mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, 'a.jpg.avif.4242.0123456789ab.tmp');
    const young = path.join(folder, 'b.jpg.avif.4243.0123456789ab.tmp');
    const other = path.join(folder, 'notes.tmp');
    [stale, young, other].forEach((file) => fs.writeFileSync(file, 'half'));
    const old = new Date(Date.now() - 5 * 60_000);
    fs.utimesSync(stale, old, old);
    fs.utimesSync(other, old, old);
    await start(site);
    for (let i = 0; i < 100 && fs.existsSync(stale); i += 1) {
      await new Promise((r) => {
        setTimeout(r, 20);
      });
    }
    expect([stale, young, other].map((file) => fs.existsSync(file))).toEqual([false, true, true]);
  });

  describe('refuses every hostile request, writing nothing', () => {
    let site: { dist: string; cacheDir: string };
    let service: Awaited<ReturnType<typeof start>>;
    beforeAll(async () => {
      site = await freshSite();
      service = await start(site);
      started.splice(started.indexOf(service.daemon), 1);
    });
    afterAll(() => service.daemon.close());

    it.each([
      ['..', '/_img/w640q50/uploads/../../etc/passwd.avif', 400, 'key'],
      ['an encoded ..', '/_img/w640q50/uploads/%2e%2e/%2e%2e/package.json.avif', 400, 'key'],
      ['a width off the ladder', '/_img/w641q50/uploads/cases/photo.jpg.avif', 400, 'width'],
      ['a quality off the list', '/_img/w640q90/uploads/cases/photo.jpg.avif', 400, 'quality'],
      ['an unknown host', '/_img/w640q50/~https/evil.example/a.jpg.avif', 403, 'host'],
      ['an oversized source', '/_img/w640q50/uploads/big.jpg.avif', 413, 'tooLarge'],
      ['not an image', '/_img/w640q50/uploads/page.jpg.avif', 415, 'notImage'],
      ['no such upload', '/_img/w640q50/uploads/none.jpg.avif', 404, 'notFound'],
      ['a redirect off the origin', '/_img/w640q50/uploads/away.jpg.avif', 404, 'notFound'],
    ] as [string, string, number, keyof typeof PICTURE_MESSAGES][])(
      '%s (%s) → %i',
      async (_name, address, status, message) => {
        const reply = await service.get(address);
        expect([reply.status, reply.text]).toEqual([status, `${PICTURE_MESSAGES[message]}\n`]);
        expect(reply.headers['cache-control']).toBe('no-store');
      },
    );

    it('and wrote nothing, fetched nothing off the origin, logged no refusal', () => {
      expect(filesUnder(path.join(site.dist, '_img'))).toEqual([]);
      expect(filesUnder(site.cacheDir).filter((f) => /\.(?:avif|webp)$/.test(f))).toEqual([]);
      expect(service.daemon.health()).toMatchObject({ written: 0, bytes: 0 });
      expect(elsewhereHits).toBe(0);
      expect(service.lines).toEqual([]);
    });

    it('an origin that errs is a 500, logged once in Chinese with its cause', async () => {
      for (const width of [320, 400]) {
        const reply = await service.get(`/_img/w${width}q75/uploads/broken.jpg.webp`);
        expect(reply.status).toBe(500);
      }
      expect(service.lines).toHaveLength(1);
      expect(service.lines[0]).toMatch(/答复 500：上传来源答复 HTTP 500/);
    });

    it('and still serves, following a redirect within the origin', async () => {
      const moved = await service.get('/_img/w320q75/uploads/moved.jpg.webp');
      expect(moved.status).toBe(200);
      expect(filesUnder(path.join(site.dist, '_img'))).toEqual(['w320q75/uploads/moved.jpg.webp']);
    });
  });

  it('answers 503 at once when the queue is full, writing nothing for it', async () => {
    const site = await freshSite();
    const gates: (() => void)[] = [];
    const encode = (input: Buffer, variant: EncodeOptions) =>
      new Promise<void>((resolve) => {
        gates.push(resolve);
      }).then(() => encodeVariant(input, variant));
    const { daemon, get, lines } = await start({ ...site, encode, concurrency: 1, maxQueue: 1 });
    const address = (width: number) => `/_img/w${width}q75/uploads/cases/photo.jpg.webp`;
    const running = get(address(240));
    const waiting = get(address(320));
    for (let i = 0; i < 100 && !gates.length; i += 1) {
      await new Promise((r) => {
        setTimeout(r, 20);
      });
    }
    expect(daemon.health()).toMatchObject({ running: 1, queue: 1 });
    const refused = await get(address(400));
    expect([refused.status, refused.text]).toEqual([503, `${PICTURE_MESSAGES.busy}\n`]);
    expect(refused.headers['retry-after']).toBe('2');
    expect(lines.join('\n')).toMatch(/答复 503：排队已满/);
    gates.shift()?.();
    for (let i = 0; i < 100 && !gates.length; i += 1) {
      await new Promise((r) => {
        setTimeout(r, 20);
      });
    }
    gates.shift()?.();
    expect([(await running).status, (await waiting).status]).toEqual([200, 200]);
    expect(filesUnder(path.join(site.dist, '_img'))).toEqual([
      'w240q75/uploads/cases/photo.jpg.webp',
      'w320q75/uploads/cases/photo.jpg.webp',
    ]);
  });

  it('stops accepting on close, finishes the encode under way and writes it', async () => {
    const site = await freshSite();
    let release: () => void = () => undefined;
    const encode = (input: Buffer, variant: EncodeOptions) =>
      new Promise<void>((resolve) => {
        release = resolve;
      }).then(() => encodeVariant(input, variant));
    const { daemon, get } = await start({ ...site, encode });
    const under = get(VARIANT);
    for (let i = 0; i < 100 && !daemon.health().running; i += 1) {
      await new Promise((r) => {
        setTimeout(r, 20);
      });
    }
    expect(daemon.health().running).toBe(1);
    const closed = daemon.close();
    expect(daemon.health().ok).toBe(false);
    await expect(fetch(`${daemon.url}/_health`)).rejects.toThrow();
    release();
    const reply = await under;
    await closed;
    expect(reply.status).toBe(200);
    expect(fs.readFileSync(fileOf(site.dist, VARIANT))).toEqual(reply.body);
    // The record is saved for the next start.
    const records = fs.readdirSync(site.cacheDir).filter((f) => /^dist-written-.+\.json$/.test(f));
    expect(records).toHaveLength(1);
    const record = JSON.parse(fs.readFileSync(path.join(site.cacheDir, records[0]), 'utf8'));
    expect(record.files.map((f: unknown[]) => f[0])).toEqual([
      '_img/w640q50/uploads/cases/photo.jpg.avif',
    ]);
  });
});

describe('a variant that takes long, or whose asker is gone', () => {
  const sleep = (ms: number) =>
    new Promise((r) => {
      setTimeout(r, ms);
    });
  /** An encoder that waits until released. */
  const held = () => {
    const gates: (() => void)[] = [];
    const encode = (input: Buffer, variant: EncodeOptions) =>
      new Promise<void>((resolve) => {
        gates.push(resolve);
      }).then(() => encodeVariant(input, variant));
    return { gates, encode };
  };
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 250 && !done(); i += 1) await sleep(20);
    expect(done()).toBe(true);
  };

  it('is answered 503 after answerWithinMs, made all the same, written, and waited for on close', async () => {
    const site = await freshSite();
    const { gates, encode } = held();
    const { daemon, get, lines } = await start({ ...site, encode, answerWithinMs: 300 });
    const asked = Date.now();
    const slow = await get(VARIANT);
    const took = Date.now() - asked;
    expect([slow.status, slow.text]).toEqual([503, `${PICTURE_MESSAGES.slow}\n`]);
    expect(slow.headers['retry-after']).toBe('2');
    expect(slow.headers['cache-control']).toBe('no-store');
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2000);
    expect(lines.join('\n')).toMatch(/答复 503：0\.3 秒内未做完/);
    // Still being made (or about to be): stopping now waits for it, and it is written.
    await until(() => gates.length === 1);
    expect(daemon.health().running).toBe(1);
    const closed = daemon.close();
    await sleep(50);
    expect(fs.existsSync(fileOf(site.dist, VARIANT))).toBe(false);
    gates.shift()?.();
    await closed;
    const file = fs.readFileSync(fileOf(site.dist, VARIANT));
    expect((await sharp(file).metadata()).width).toBe(640);
  });

  it('a variant made after its 503 is the next request’s answer, from the cache', async () => {
    const site = await freshSite();
    const { gates, encode } = held();
    const { get } = await start({ ...site, encode, answerWithinMs: 200 });
    expect((await get(VARIANT)).status).toBe(503);
    // Asked again while it is being made: the same encode, another 503, no second encode.
    expect((await get(VARIANT)).status).toBe(503);
    await until(() => gates.length === 1);
    gates.shift()?.();
    await until(() => fs.existsSync(fileOf(site.dist, VARIANT)));
    expect(gates).toHaveLength(0);
    const made = await get(VARIANT);
    expect([made.status, made.headers['content-type']]).toEqual([200, 'image/avif']);
    expect(made.body.equals(fs.readFileSync(fileOf(site.dist, VARIANT)))).toBe(true);
  });

  it('goes on making a variant when its asker (nginx) gives up, and writes it', async () => {
    const site = await freshSite();
    const { gates, encode } = held();
    const { daemon } = await start({ ...site, encode });
    const { port } = new URL(daemon.url);
    const req = http.request({ host: '127.0.0.1', port, path: VARIANT });
    req.on('error', () => undefined);
    req.end();
    await until(() => gates.length === 1);
    // nginx's proxy_read_timeout: it closes the connection, and the daemon sees it close.
    req.destroy();
    await sleep(200);
    gates.shift()?.();
    await until(() => fs.existsSync(fileOf(site.dist, VARIANT)));
    expect((await sharp(fs.readFileSync(fileOf(site.dist, VARIANT))).metadata()).width).toBe(640);
  });
});

describe('the daemon’s parts', () => {
  it('variantFileOf: the decoded file under _img/, or nothing', () => {
    expect(variantFileOf('/_img/w640q50/uploads/a%20b.jpg.avif')).toBe(
      '_img/w640q50/uploads/a b.jpg.avif',
    );
    for (const bad of [
      '/images/a.jpg',
      '/_img/w640q50/../a.jpg.avif',
      '/_img/w640q50/%2e%2e/a.jpg.avif',
      '/_img/w640q50/a%2Fb.jpg.avif',
      '/_img/w640q50/a%00.jpg.avif',
      '/_img/w640q50//a.jpg.avif',
      '/_img/w640q50/%E0%A4%A.avif',
    ]) {
      expect([bad, variantFileOf(bad)]).toEqual([bad, null]);
    }
  });

  it('uploadReader reads only uploads/ of its origin, within its limits', async () => {
    const read = uploadReader(originUrl, { maxBytes: MAX_BYTES, timeoutMs: 5000 });
    expect((await read('uploads/cases/photo.jpg'))?.equals(photo)).toBe(true);
    expect(await read('uploads/none.jpg')).toBeNull();
    expect(await read('uploads/away.jpg')).toBeNull();
    expect(await read('images/hero.jpg')).toBeNull();
    expect(await read('uploads/../package.json')).toBeNull();
    // One byte past the limit: enough for the size check to refuse it.
    expect((await read('uploads/big.jpg'))?.length).toBe(MAX_BYTES + 1);
    await expect(read('uploads/broken.jpg')).rejects.toThrow(/上传来源答复 HTTP 500/);
    const hanging = http.createServer(() => undefined);
    const hangingUrl = await listen(hanging);
    try {
      const slow = uploadReader(hangingUrl, { timeoutMs: 300 });
      await expect(slow('uploads/a.jpg')).rejects.toThrow(/没有答复/);
    } finally {
      await closeServer(hanging);
    }
    await expect(uploadReader('http://127.0.0.1:9')('uploads/a.jpg')).rejects.toThrow(
      /无法连接上传来源/,
    );
  });

  it('daemonOptionsFromEnv: the defaults, the settings, and a refusal of what it cannot use', () => {
    const cores = os.cpus().length;
    expect(daemonOptionsFromEnv({})).toMatchObject({
      port: 4292,
      dist: distDir(),
      cacheDir: DEFAULT_DAEMON_CACHE_DIR,
      uploadsOrigin: undefined,
      hosts: [],
      concurrency: cores,
      maxQueue: 64,
      answerWithinMs: 1500,
      maxCacheBytes: DEFAULT_MAX_CACHE_BYTES,
      maxDistBytes: DEFAULT_MAX_DIST_BYTES,
    });
    expect(DEFAULT_DAEMON_CACHE_DIR).toBe(
      path.join(ROOT, 'node_modules/.cache/lantu-pictures/daemon'),
    );
    expect(
      daemonOptionsFromEnv({
        PICTURES_PORT: '5000',
        LANTU_DIST: '/srv/lantu/dist',
        PICTURES_CACHE_DIR: '/var/cache/lantu/pictures',
        PICTURES_UPLOADS_ORIGIN: 'http://127.0.0.1:8080',
        IMAGE_HOSTS: 'https://cms.example.com, nonsense',
        PICTURES_CONCURRENCY: '3',
        PICTURES_ANSWER_MS: '2000',
        PICTURES_MAX_DISK_MB: '100',
        PICTURES_MAX_DIST_MB: '200',
      }),
    ).toEqual({
      port: 5000,
      dist: '/srv/lantu/dist',
      cacheDir: '/var/cache/lantu/pictures',
      uploadsOrigin: 'http://127.0.0.1:8080/',
      hosts: ['https://cms.example.com'],
      concurrency: 3,
      maxQueue: 64,
      answerWithinMs: 2000,
      maxCacheBytes: 100 * 1024 * 1024,
      maxDistBytes: 200 * 1024 * 1024,
    });
    for (const [name, value] of [
      ['PICTURES_PORT', '70000'],
      ['PICTURES_CONCURRENCY', '0'],
      ['PICTURES_MAX_QUEUE', '-1'],
      ['PICTURES_ANSWER_MS', '0'],
      ['PICTURES_MAX_DIST_MB', 'lots'],
      ['PICTURES_UPLOADS_ORIGIN', 'ftp://127.0.0.1/'],
      ['PICTURES_UPLOADS_ORIGIN', 'http://user:pw@127.0.0.1/'],
    ]) {
      expect(() => daemonOptionsFromEnv({ [name]: value })).toThrow(name);
    }
  });
});

describe('npm run pictures:serve’s program', () => {
  it('starts from its environment on 127.0.0.1, and exits 0 on SIGTERM', async () => {
    const site = await freshSite();
    const port = await new Promise<number>((resolve) => {
      const probe = http.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register', path.join(ROOT, 'server/pictures/daemon.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PICTURES_PORT: String(port),
          LANTU_DIST: site.dist,
          PICTURES_CACHE_DIR: site.cacheDir,
          PICTURES_UPLOADS_ORIGIN: originUrl,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d;
    });
    const exit = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
    });
    try {
      let up = false;
      for (let i = 0; i < 300 && !up && child.exitCode === null; i += 1) {
        up = await fetch(`http://127.0.0.1:${port}/_health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) {
          await new Promise((r) => {
            setTimeout(r, 100);
          });
        }
      }
      expect([up, output]).toEqual([true, expect.stringContaining('图片服务已启动')]);
      const reply = await request(`http://127.0.0.1:${port}`, VARIANT);
      expect(reply.status).toBe(200);
      expect(fs.existsSync(fileOf(site.dist, VARIANT))).toBe(true);
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(output).toContain('图片服务已停止');
      expect(output).not.toMatch(/GET|\/_img\//);
    } finally {
      child.kill('SIGKILL');
    }

    // A setting it cannot use: a Chinese line and status 1.
    const bad = spawn(
      process.execPath,
      ['-r', 'ts-node/register', path.join(ROOT, 'server/pictures/daemon.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, PICTURES_PORT: 'abc', LANTU_DIST: site.dist },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    bad.stderr.on('data', (d: Buffer) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => {
      bad.once('exit', (c) => resolve(c));
    });
    expect([code, stderr]).toEqual([1, expect.stringContaining('图片服务无法启动：PICTURES_PORT')]);
  });
});
