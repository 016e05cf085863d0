/**
 * @jest-environment node
 *
 * The picture service (server/pictures) in-process behind a plain http server, over sources made
 * here with sharp: the variants it makes and their headers, its disk cache and queue, and every
 * hostile address or source refused with its own status and Chinese message while the server
 * goes on serving. The share card's square (squareOf) also over the mock's real uploads (made
 * from the artwork on first use, as the preview makes them) and the site's logo.
 */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import zlib from 'zlib';
import { uploadFile } from '../../../scripts/art/uploads';
import type { EncodeOptions } from '../../../server/pictures/encode';
import {
  encodeVariant,
  hasOpaqueAlpha,
  inspectSource,
  MAX_SOURCE_BYTES,
  SOURCE_MESSAGES,
  sniffFormat,
} from '../../../server/pictures/encode';
import { SHARE_SQUARE } from '../../../src/utils/loaders';
import type { PictureHandler, PictureServiceOptions } from '../../../server/pictures/service';
import {
  createPictureService,
  fileReader,
  PICTURE_MESSAGES,
} from '../../../server/pictures/service';

jest.setTimeout(60_000);

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-pictures-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let dirs = 0;
const freshDir = () => path.join(tmp, `cache-${(dirs += 1)}`);

/** A smooth picture with some detail, `width` × `height`, as raw RGB pixels. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      data[at] = (x * 255) / width;
      data[at + 1] = (y * 255) / height;
      data[at + 2] = 128 + 100 * Math.sin((x + y) / 9);
    }
  }
  return data;
}

const picture = (width: number, height: number) =>
  sharp(pixels(width, height), { raw: { width, height, channels: 3 } });

const makeJpeg = (width: number, height: number) => picture(width, height).jpeg().toBuffer();
const makePng = (width: number, height: number) => picture(width, height).png().toBuffer();

/** A real 1×1 PNG whose header claims `width` × `height` (a decompression bomb's shape). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

const svg = (body: string, attributes = '') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ` +
      `xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100"${attributes}>` +
      `<rect width="200" height="100" fill="#1677ff"/>${body}</svg>`,
  );

const HOSTILE_SVGS: [string, Buffer, keyof typeof SOURCE_MESSAGES][] = [
  ['<script>', svg('<script>alert(1)</script>'), 'svgScript'],
  ['a namespaced <svg:script>', svg('<svg:script>alert(1)</svg:script>'), 'svgScript'],
  ['onload=', svg('', ' onload="alert(1)"'), 'svgEvent'],
  ['an entity-encoded onclick', svg('<rect width="1" height="1" &#111;nclick="x()"/>'), 'svgEvent'],
  [
    'an external href',
    svg('<image href="https://evil.example/a.png" width="10" height="10"/>'),
    'svgExternal',
  ],
  ['an external xlink:href', svg('<use xlink:href="other.svg#a"/>'), 'svgExternal'],
  [
    'a url() to a file',
    svg('<rect width="9" height="9" style="fill: url(\'file:///etc/x\')"/>'),
    'svgExternal',
  ],
  [
    'an embedded SVG',
    svg('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'),
    'svgExternal',
  ],
  [
    '<foreignObject>',
    svg('<foreignObject width="9" height="9"><div>x</div></foreignObject>'),
    'svgForeignObject',
  ],
  [
    'an entity declaration',
    Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>',
    ),
    'svgUnsafe',
  ],
  [
    'a CSS escape',
    svg('<rect width="9" height="9" style="fill: u\\72l(http://evil.example/)"/>'),
    'svgUnsafe',
  ],
];

describe('inspectSource and encodeVariant', () => {
  it.each([
    ['JPEG', () => makeJpeg(300, 200), 'jpeg'],
    ['PNG', () => makePng(300, 200), 'png'],
    ['WebP', () => picture(300, 200).webp().toBuffer(), 'webp'],
    ['AVIF', () => picture(300, 200).avif({ effort: 0 }).toBuffer(), 'avif'],
    ['GIF', () => picture(300, 200).gif().toBuffer(), 'gif'],
  ])('accepts a %s with its dimensions', async (_name, make, format) => {
    expect(await inspectSource(await make())).toEqual({
      ok: true,
      width: 300,
      height: 200,
      format,
    });
  });

  it('accepts a safe SVG (fragments, gradients, an inline raster) and draws it at the width asked', async () => {
    const dot = (await makePng(4, 4)).toString('base64');
    const source = svg(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
        `<rect width="50" height="50" fill="url(#g)"/><use href="#g"/>` +
        `<image xlink:href="data:image/png;base64,${dot}" width="4" height="4"/>`,
    );
    expect(await inspectSource(source)).toEqual({
      ok: true,
      width: 200,
      height: 100,
      format: 'svg',
    });
    const out = await encodeVariant(source, { width: 640, format: 'webp', quality: 75 });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('refuses what is not an image by its bytes, whatever its name (415)', async () => {
    const html = Buffer.from('<!doctype html><html><body><svg></svg></body></html>');
    for (const input of [
      html,
      Buffer.from('just text'),
      Buffer.alloc(0),
      Buffer.from('ftypmp42'),
    ]) {
      expect(await inspectSource(input)).toEqual({
        ok: false,
        status: 415,
        message: SOURCE_MESSAGES.notImage,
      });
    }
    expect(sniffFormat(html)).toBeNull();
  });

  it('refuses a source over the byte limit before looking at it (413)', async () => {
    const jpeg = await makeJpeg(300, 200);
    expect(await inspectSource(jpeg, { maxBytes: jpeg.length - 1 })).toEqual({
      ok: false,
      status: 413,
      message: SOURCE_MESSAGES.tooLarge,
    });
    expect(MAX_SOURCE_BYTES).toBe(25 * 1024 * 1024);
  });

  it('refuses a decompression bomb by its header, without decoding it (413)', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    expect(await inspectSource(bomb)).toEqual({
      ok: false,
      status: 413,
      message: SOURCE_MESSAGES.tooManyPixels,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    // The same limit holds inside an SVG that embeds the bomb.
    const wrapped = svg(`<image href="data:image/png;base64,${bomb.toString('base64')}"/>`);
    expect(await inspectSource(wrapped)).toMatchObject({ status: 413 });
    expect(
      await inspectSource(await makePng(300, 200), { maxPixels: 300 * 200 - 1 }),
    ).toMatchObject({
      status: 413,
    });
  });

  it.each([
    ['JPEG', () => makeJpeg(400, 300)],
    ['PNG', () => makePng(400, 300)],
  ])('refuses a %s cut in half as damaged (422)', async (_name, make) => {
    const whole = await make();
    expect(await inspectSource(whole)).toMatchObject({ ok: true });
    expect(await inspectSource(whole.subarray(0, whole.length / 2))).toEqual({
      ok: false,
      status: 422,
      message: SOURCE_MESSAGES.corrupt,
    });
  });

  it.each(HOSTILE_SVGS)('refuses an SVG with %s (422)', async (_name, input, message) => {
    expect(await inspectSource(input)).toEqual({
      ok: false,
      status: 422,
      message: SOURCE_MESSAGES[message],
    });
  });

  it('makes the width asked, upright (EXIF), without metadata, as AVIF or WebP', async () => {
    // Stored 400 × 200 and marked "turn 90°": shown, and so resized, as 200 × 400.
    const turned = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Lantu' } } })
      .toBuffer();
    for (const format of ['avif', 'webp'] as const) {
      const out = await encodeVariant(turned, { width: 160, format, quality: 50 });
      const meta = await sharp(out).metadata();
      expect(meta).toMatchObject({
        width: 160,
        height: 320,
        format: format === 'avif' ? 'heif' : 'webp',
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('never enlarges a narrow source', async () => {
    const out = await encodeVariant(await makeJpeg(300, 200), {
      width: 640,
      format: 'webp',
      quality: 75,
    });
    expect(await sharp(out).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  describe('the share card’s square', () => {
    const ROOT = path.resolve(__dirname, '../../..');
    /** One of the mock CMS's uploads, as the preview serves it (made from the art on first use). */
    const upload = async (rel: string) => {
      const file = await uploadFile(rel, ROOT);
      if (!file) throw new Error(`no upload ${rel}`);
      return fs.readFileSync(file);
    };
    /** The decoded pixels' mean of each channel in a box of a picture. */
    const meanOf = async (body: Buffer, box: sharp.Region) => {
      const { data, info } = await sharp(body)
        .extract(box)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const sums = [0, 0, 0];
      for (let i = 0; i < data.length; i += info.channels) {
        for (let c = 0; c < 3; c += 1) sums[c] += data[i + c];
      }
      return sums.map((sum) => Math.round(sum / (data.length / info.channels)));
    };

    it.each([
      ['a case cover (a JPEG photograph, 4:3)', 'uploads/cases/case-1-cover.jpg'],
      ['the home hero (a JPEG photograph, 3:1, 2,880 px)', 'uploads/heroes/home.jpg'],
      ['a case gallery export (an RGBA PNG, 2,400 px)', 'uploads/cases/case-1-gallery-1.png'],
    ])(
      'cuts %s to a 300 × 300 progressive JPEG under 32 KB, without metadata',
      async (_name, rel) => {
        const source = await upload(rel);
        const before = await sharp(source).metadata();
        expect(before.width).toBeGreaterThan(before.height);
        expect(before.height).toBeGreaterThan(300);
        const out = await encodeVariant(source, SHARE_SQUARE);
        expect(sniffFormat(out)).toBe('jpeg');
        const meta = await sharp(out).metadata();
        expect(meta).toMatchObject({
          format: 'jpeg',
          width: 300,
          height: 300,
          channels: 3,
          hasAlpha: false,
          isProgressive: true,
        });
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(out.length).toBeLessThan(32 * 1024);
      },
    );

    it('cuts the middle: of a picture whose thirds are red, green and blue, all green', async () => {
      const width = 900;
      const height = 300;
      const data = Buffer.alloc(width * height * 3);
      for (let i = 0; i < width * height; i += 1) {
        data[i * 3 + Math.floor(((i % width) * 3) / width)] = 255;
      }
      const source = await sharp(data, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
      const out = await encodeVariant(source, SHARE_SQUARE);
      expect(await sharp(out).metadata()).toMatchObject({ width: 300, height: 300 });
      const [r, g, b] = await meanOf(out, { left: 0, top: 0, width: 300, height: 300 });
      expect(r).toBeLessThan(12);
      expect(g).toBeGreaterThan(240);
      expect(b).toBeLessThan(12);
    });

    it('never enlarges: a source whose shorter side is under 300 gives a square of that side', async () => {
      const cases: [Buffer, number][] = [
        [await makeJpeg(200, 120), 120],
        [await makePng(90, 400), 90],
        [await makeJpeg(300, 299), 299],
        [await makeJpeg(301, 300), 300],
      ];
      for (const [source, side] of cases) {
        const meta = await sharp(await encodeVariant(source, SHARE_SQUARE)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', side, side]);
      }
      // Upright first: stored 400 × 200 and turned (EXIF), shown 200 × 400.
      const turned = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const meta = await sharp(await encodeVariant(turned, SHARE_SQUARE)).metadata();
      expect([meta.width, meta.height, meta.orientation]).toEqual([200, 200, undefined]);
    });

    it('draws the logo (an SVG 64 px square) at 300 px, its transparent corners on white', async () => {
      const logo = fs.readFileSync(path.join(ROOT, 'public', 'favicon.svg'));
      expect(await inspectSource(logo)).toMatchObject({ ok: true, format: 'svg' });
      const out = await encodeVariant(logo, SHARE_SQUARE);
      expect(await sharp(out).metadata()).toMatchObject({
        format: 'jpeg',
        width: 300,
        height: 300,
        hasAlpha: false,
      });
      expect(out.length).toBeLessThan(32 * 1024);
      // The rounded square's corner is transparent in the drawing: white, not black.
      const corner = await meanOf(out, { left: 0, top: 0, width: 6, height: 6 });
      corner.forEach((v) => expect(v).toBeGreaterThan(245));
      // Its middle is the mark's blue.
      const [r, , b] = await meanOf(out, { left: 20, top: 260, width: 20, height: 20 });
      expect(b).toBeGreaterThan(r + 80);
    });
  });

  describe('an alpha channel', () => {
    /** The test picture as RGBA, every pixel at `alpha` but a transparent 40 × 40 corner. */
    const rgba = (width: number, height: number, corner: number | null) => {
      const rgb = pixels(width, height);
      const data = Buffer.alloc(width * height * 4, 255);
      for (let i = 0; i < width * height; i += 1) rgb.copy(data, i * 4, i * 3, i * 3 + 3);
      if (corner !== null) {
        for (let y = 0; y < 40; y += 1) {
          for (let x = 0; x < 40; x += 1) data[(y * width + x) * 4 + 3] = corner;
        }
      }
      return sharp(data, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer();
    };
    const alphaOf = async (body: Buffer) => {
      const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      return { channels: info.channels, corner: data[info.channels - 1] };
    };

    it('is dropped when every pixel is opaque (a designer’s export), the pixels unchanged', async () => {
      const opaque = await rgba(480, 320, null);
      const rgb = await makePng(480, 320);
      for (const format of ['avif', 'webp'] as const) {
        const variant = { width: 240, format, quality: 50 };
        const out = await encodeVariant(opaque, variant);
        expect((await sharp(out).metadata()).hasAlpha).toBe(false);
        // The same file as the picture saved without its alpha channel.
        expect(out.equals(await encodeVariant(rgb, variant))).toBe(true);
      }
    });

    it('is kept when a pixel is not opaque, transparent where the source is', async () => {
      for (const corner of [0, 254]) {
        const source = await rgba(480, 320, corner);
        for (const format of ['avif', 'webp'] as const) {
          const out = await encodeVariant(source, { width: 480, format, quality: 90 });
          expect((await sharp(out).metadata()).hasAlpha).toBe(true);
          const { channels, corner: alpha } = await alphaOf(out);
          expect(channels).toBe(4);
          expect(Math.abs(alpha - corner)).toBeLessThanOrEqual(corner ? 12 : 0);
        }
      }
    });

    it('hasOpaqueAlpha reads only the alpha samples of 8-bit pixels that have them', () => {
      const raw = (channels: 1 | 2 | 3 | 4, bytes: number[]) => ({
        data: Buffer.from(bytes),
        info: { width: 2, height: 1, channels },
      });
      expect(hasOpaqueAlpha(raw(4, [0, 0, 0, 255, 9, 9, 9, 255]))).toBe(true);
      expect(hasOpaqueAlpha(raw(4, [0, 0, 0, 255, 9, 9, 9, 254]))).toBe(false);
      expect(hasOpaqueAlpha(raw(2, [7, 255, 0, 255]))).toBe(true);
      expect(hasOpaqueAlpha(raw(2, [7, 0, 255, 255]))).toBe(false);
      // No alpha channel to drop, or samples wider than a byte.
      expect(hasOpaqueAlpha(raw(3, [255, 255, 255, 255, 255, 255]))).toBe(false);
      expect(hasOpaqueAlpha(raw(4, Array(16).fill(255)))).toBe(false);
    });
  });
});

/** The service behind an http server; `next` answers 404 "next". */
async function serve(handler: PictureHandler) {
  const server = http.createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

function request(
  port: number,
  pathname: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
      },
    );
    // A request left unanswered fails its test instead of keeping jest waiting.
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer for ${pathname}`)));
    req.on('error', reject);
    req.end();
  });
}

/** A reader over a map of sources, counting its calls. */
function readerOf(sources: Record<string, Buffer>) {
  return jest.fn(async (key: string) => sources[key] ?? null);
}

/** A started service with its reader and encoder spied on. */
async function startService(
  sources: Record<string, Buffer>,
  options: Partial<PictureServiceOptions> = {},
) {
  const readLocal = readerOf(sources);
  const encode = jest.fn((input: Buffer, variant: EncodeOptions) => encodeVariant(input, variant));
  const cacheDir = options.cacheDir ?? freshDir();
  const server = await serve(
    createPictureService({ readLocal, encode, cacheDir, concurrency: 2, ...options }),
  );
  const get = (pathname: string, init?: Parameters<typeof request>[2]) =>
    request(server.port, pathname, init);
  return { ...server, readLocal, encode, cacheDir, get };
}

const expectRefusal = (reply: Reply, status: number, message: string) => {
  expect([reply.status, reply.text]).toEqual([status, `${message}\n`]);
  expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('no-store');
};

const folderBytes = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0)
    : 0;

describe('createPictureService', () => {
  let sources: Record<string, Buffer>;
  beforeAll(async () => {
    sources = {
      'uploads/cases/case-1-cover.jpg': await makeJpeg(1200, 800),
      'uploads/narrow.png': await makePng(300, 200),
      'uploads/空格 文件.jpg': await makeJpeg(400, 300),
      'uploads/drawing.svg': svg('<circle cx="50" cy="50" r="40" fill="#fff"/>'),
    };
  });

  it('makes a variant at the width and format asked, with immutable caching headers', async () => {
    const service = await startService(sources);
    try {
      const avif = await service.get('/_img/w640q50/uploads/cases/case-1-cover.jpg.avif');
      expect(avif.status).toBe(200);
      expect(avif.headers).toMatchObject({
        'content-type': 'image/avif',
        'content-length': String(avif.body.length),
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(avif.headers.etag).toMatch(/^"[\w-]{22}"$/);
      expect(await sharp(avif.body).metadata()).toMatchObject({
        format: 'heif',
        compression: 'av1',
        width: 640,
        height: 427,
      });

      const webp = await service.get('/_img/w16q40/uploads/cases/case-1-cover.jpg.webp');
      expect([webp.status, webp.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 16 });

      const encoded = await service.get(
        '/_img/w240q75/uploads/%E7%A9%BA%E6%A0%BC%20%E6%96%87%E4%BB%B6.jpg.webp',
      );
      expect(encoded.status).toBe(200);
      expect(service.readLocal).toHaveBeenLastCalledWith('uploads/空格 文件.jpg');

      const drawing = await service.get('/_img/w480q75/uploads/drawing.svg.webp');
      expect(await sharp(drawing.body).metadata()).toMatchObject({ width: 480, height: 240 });

      const head = await service.get('/_img/w640q50/uploads/cases/case-1-cover.jpg.avif', {
        method: 'HEAD',
      });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(avif.body.length));
      expect(head.headers.etag).toBe(avif.headers.etag);

      const again = await service.get('/_img/w640q50/uploads/cases/case-1-cover.jpg.avif', {
        headers: { 'If-None-Match': String(avif.headers.etag) },
      });
      expect([again.status, again.body.length]).toEqual([304, 0]);
    } finally {
      await service.close();
    }
  });

  it('makes the share card’s square, a JPEG, with the same caching', async () => {
    const service = await startService(sources);
    try {
      const square = await service.get('/_img/s300q80/uploads/cases/case-1-cover.jpg.jpg');
      expect(square.status).toBe(200);
      expect(square.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(square.body.length),
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(await sharp(square.body).metadata()).toMatchObject({
        format: 'jpeg',
        width: 300,
        height: 300,
      });
      expect(service.readLocal).toHaveBeenLastCalledWith('uploads/cases/case-1-cover.jpg');
      // Its own file in the cache, beside the widths of the same source.
      const width = await service.get('/_img/w320q75/uploads/cases/case-1-cover.jpg.webp');
      expect(width.headers['content-type']).toBe('image/webp');
      expect(
        fs.readdirSync(service.cacheDir).filter((f) => /^[0-9a-f]{64}\.jpg$/.test(f)),
      ).toHaveLength(1);
      const again = await service.get('/_img/s300q80/uploads/cases/case-1-cover.jpg.jpg');
      expect(again.body.equals(square.body)).toBe(true);
      expect(service.encode).toHaveBeenCalledTimes(2);

      const narrow = await service.get('/_img/s300q80/uploads/narrow.png.jpg');
      expect(await sharp(narrow.body).metadata()).toMatchObject({ width: 200, height: 200 });
      const drawing = await service.get('/_img/s300q80/uploads/drawing.svg.jpg');
      expect(await sharp(drawing.body).metadata()).toMatchObject({ width: 300, height: 300 });
    } finally {
      await service.close();
    }
  });

  it('never enlarges a narrow source', async () => {
    const service = await startService(sources);
    try {
      const reply = await service.get('/_img/w640q75/uploads/narrow.png.webp');
      expect(reply.status).toBe(200);
      expect(await sharp(reply.body).metadata()).toMatchObject({ width: 300, height: 200 });
    } finally {
      await service.close();
    }
  });

  it('serves a variant from its cache without reading the source again, also after a restart', async () => {
    const address = '/_img/w320q75/uploads/cases/case-1-cover.jpg.webp';
    const first = await startService(sources);
    const made = await first.get(address);
    const again = await first.get(address);
    await first.close();
    expect([made.status, again.status]).toEqual([200, 200]);
    expect(again.body.equals(made.body)).toBe(true);
    expect(again.headers.etag).toBe(made.headers.etag);
    expect(first.readLocal).toHaveBeenCalledTimes(1);
    expect(first.encode).toHaveBeenCalledTimes(1);

    // A new process over the same folder rebuilds its index from the files.
    const second = await startService(sources, { cacheDir: first.cacheDir });
    try {
      expect((await second.get(address)).body.equals(made.body)).toBe(true);
      expect(second.readLocal).not.toHaveBeenCalled();
      // Emptying the folder empties the cache: the variant is made anew.
      fs.rmSync(first.cacheDir, { recursive: true, force: true });
      expect((await second.get(address)).status).toBe(200);
      expect(second.readLocal).toHaveBeenCalledTimes(1);
      expect(fs.readdirSync(first.cacheDir)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('answers a variant asked for again from memory, not from its file, within its bound', async () => {
    const address = '/_img/w320q75/uploads/narrow.png.webp';
    const other = '/_img/w320q75/uploads/cases/case-1-cover.jpg.webp';
    const first = await startService(sources);
    const made = await first.get(address);
    await first.close();
    // A new process over the same folder: the first answer reads the file, the next ones do not.
    const second = await startService(sources, { cacheDir: first.cacheDir });
    const reads = jest.spyOn(fs.promises, 'readFile');
    const fromCache = () =>
      reads.mock.calls.filter(([file]) => String(file).startsWith(first.cacheDir)).length;
    try {
      for (let i = 0; i < 3; i += 1) {
        const again = await second.get(address);
        expect(again.body.equals(made.body)).toBe(true);
        expect(again.headers.etag).toBe(made.headers.etag);
      }
      expect(fromCache()).toBe(1);
      expect(second.encode).not.toHaveBeenCalled();
    } finally {
      await second.close();
    }
    // With no room in memory, every answer reads its file.
    const third = await startService(sources, { cacheDir: first.cacheDir, maxMemoryBytes: 0 });
    try {
      await third.get(other);
      for (let i = 0; i < 3; i += 1) expect((await third.get(address)).status).toBe(200);
      expect(fromCache()).toBe(1 + 3);
    } finally {
      await third.close();
      reads.mockRestore();
    }
  });

  it('encodes once for concurrent requests of the same variant', async () => {
    const service = await startService(sources);
    try {
      const replies = await Promise.all(
        Array.from({ length: 6 }, () =>
          service.get('/_img/w480q75/uploads/cases/case-1-cover.jpg.webp'),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
      expect(service.readLocal).toHaveBeenCalledTimes(1);
      expect(service.encode).toHaveBeenCalledTimes(1);
    } finally {
      await service.close();
    }
  });

  it('leaves other addresses and methods to the next handler', async () => {
    const service = await startService(sources);
    try {
      expect((await service.get('/uploads/a.jpg')).text).toBe('next');
      expect((await service.get('/_imgx/w640q50/a.jpg.avif')).text).toBe('next');
      const post = await service.get('/_img/w640q50/uploads/cases/case-1-cover.jpg.avif', {
        method: 'POST',
      });
      expect(post.text).toBe('next');
    } finally {
      await service.close();
    }
  });

  describe('refuses every hostile address before reading anything', () => {
    const cases: [string, string, number, keyof typeof PICTURE_MESSAGES][] = [
      ['a width off the ladder', '/_img/w641q50/uploads/narrow.png.avif', 400, 'width'],
      ['a width of 0', '/_img/w0q75/uploads/narrow.png.webp', 400, 'width'],
      ['a huge width', '/_img/w99999q75/uploads/narrow.png.webp', 400, 'width'],
      ['a zero-padded width', '/_img/w0640q50/uploads/narrow.png.avif', 400, 'address'],
      ['a quality off the list', '/_img/w640q51/uploads/narrow.png.avif', 400, 'quality'],
      ['WebP at AVIF quality', '/_img/w640q50/uploads/narrow.png.webp', 400, 'quality'],
      [
        'the placeholder quality at full width',
        '/_img/w640q40/uploads/narrow.png.webp',
        400,
        'quality',
      ],
      ['the placeholder quality as AVIF', '/_img/w16q40/uploads/narrow.png.avif', 400, 'quality'],
      ['a format off the list', '/_img/w640q75/uploads/narrow.png.png', 400, 'format'],
      ['no format', '/_img/w640q75/uploads/narrow.png', 400, 'format'],
      ['no variant', '/_img/uploads/narrow.png.webp', 400, 'address'],
      ['..', '/_img/w640q75/uploads/../../etc/passwd.webp', 400, 'key'],
      ['an encoded ..', '/_img/w640q75/uploads/%2e%2E/secret.png.webp', 400, 'key'],
      ['an encoded slash', '/_img/w640q75/uploads%2F..%2Fsecret.png.webp', 400, 'key'],
      ['a backslash', '/_img/w640q75/uploads/..\\secret.png.webp', 400, 'key'],
      ['an encoded backslash', '/_img/w640q75/uploads%5c..%5csecret.png.webp', 400, 'key'],
      ['a NUL', '/_img/w640q75/uploads/narrow.png%00.webp', 400, 'key'],
      ['a leading slash', '/_img/w640q75//etc/passwd.webp', 400, 'key'],
      ['a dot segment', '/_img/w640q75/./uploads/narrow.png.webp', 400, 'key'],
      ['a hidden file', '/_img/w640q75/.git/config.webp', 400, 'key'],
      ['a malformed escape', '/_img/w640q75/uploads/%E0%A4%A.png.webp', 400, 'key'],
      ['an unknown scheme', '/_img/w640q75/~ftp/cms.example.com/a.jpg.webp', 400, 'key'],
      [
        'credentials in a remote key',
        '/_img/w640q75/~https/a@cms.example.com/a.jpg.webp',
        400,
        'key',
      ],
      ['a host not listed', '/_img/w640q75/~https/evil.example/a.jpg.webp', 403, 'host'],
      [
        'a listed name on another port',
        '/_img/w640q75/~https/cms.example.com:8443/a.jpg.webp',
        403,
        'host',
      ],
      ['a listed name over http', '/_img/w640q75/~http/cms.example.com/a.jpg.webp', 403, 'host'],
      // The share card's square: 300 px, quality 80, JPEG, and nothing else.
      ['a square’s side off the list', '/_img/s301q80/uploads/narrow.png.jpg', 400, 'side'],
      ['a square of a ladder width', '/_img/s640q80/uploads/narrow.png.jpg', 400, 'side'],
      ['a square at another quality', '/_img/s300q75/uploads/narrow.png.jpg', 400, 'quality'],
      ['a zero-padded side', '/_img/s0300q80/uploads/narrow.png.jpg', 400, 'address'],
      ['a square as WebP', '/_img/s300q80/uploads/narrow.png.webp', 400, 'format'],
      ['a square as AVIF', '/_img/s300q80/uploads/narrow.png.avif', 400, 'format'],
      ['a width as JPEG', '/_img/w640q80/uploads/narrow.png.jpg', 400, 'format'],
      ['.. in a square', '/_img/s300q80/uploads/../../etc/passwd.jpg', 400, 'key'],
      ['a square of a host not listed', '/_img/s300q80/~https/evil.example/a.jpg.jpg', 403, 'host'],
    ];
    let service: Awaited<ReturnType<typeof startService>>;
    const fetchRemote = jest.fn(async () => new Response('never'));
    beforeAll(async () => {
      service = await startService(sources, { hosts: ['https://cms.example.com'], fetchRemote });
    });
    afterAll(() => service.close());

    it.each(cases)('%s (%s) → %i', async (_name, address, status, message) => {
      expectRefusal(await service.get(address), status, PICTURE_MESSAGES[message]);
      expect(service.readLocal).not.toHaveBeenCalled();
      expect(fetchRemote).not.toHaveBeenCalled();
    });

    it('and keeps serving', async () => {
      expect((await service.get('/_img/w240q75/uploads/narrow.png.webp')).status).toBe(200);
    });
  });

  describe('refuses every hostile source with its status and message', () => {
    let service: Awaited<ReturnType<typeof startService>>;
    beforeAll(async () => {
      const jpeg = await makeJpeg(400, 300);
      const png = await makePng(400, 300);
      const hostile: Record<string, Buffer> = {
        'big.jpg': Buffer.concat([jpeg, Buffer.alloc(MAX_SOURCE_BYTES)]),
        'bomb.png': await pngClaiming(10_000, 10_000),
        'half.jpg': jpeg.subarray(0, jpeg.length / 2),
        'half.png': png.subarray(0, png.length / 2),
        'page.jpg': Buffer.from('<!DOCTYPE html><html><head><title>x</title></head></html>'),
        'notes.png': Buffer.from('不是图片'),
      };
      HOSTILE_SVGS.forEach(([, input], i) => {
        hostile[`svg-${i}.svg`] = input;
      });
      service = await startService({ ...sources, ...hostile });
    });
    afterAll(() => service.close());

    it.each([
      ['a source over 25 MB', 'big.jpg', 413, 'tooLarge'],
      ['a 100-megapixel PNG header', 'bomb.png', 413, 'tooManyPixels'],
      ['a JPEG cut in half', 'half.jpg', 422, 'corrupt'],
      ['a PNG cut in half', 'half.png', 422, 'corrupt'],
      ['HTML under a .jpg name', 'page.jpg', 415, 'notImage'],
      ['text under a .png name', 'notes.png', 415, 'notImage'],
      ['a missing source', 'missing.jpg', 404, 'notFound'],
      ...HOSTILE_SVGS.map(
        ([name, , message], i) =>
          [`an SVG with ${name}`, `svg-${i}.svg`, 422, message] as [string, string, number, string],
      ),
    ] as [string, string, number, keyof typeof PICTURE_MESSAGES][])(
      '%s (%s) → %i',
      async (_name, key, status, message) => {
        expectRefusal(
          await service.get(`/_img/w640q75/${key}.webp`),
          status,
          PICTURE_MESSAGES[message],
        );
        expect(service.encode).not.toHaveBeenCalled();
      },
    );

    it('and keeps serving, caching none of them', async () => {
      expect((await service.get('/_img/w240q75/uploads/narrow.png.webp')).status).toBe(200);
      expect(fs.readdirSync(service.cacheDir)).toHaveLength(1);
    });
  });

  it('answers 503 at once when the queue is full, and a failed encode frees its slot', async () => {
    const gates: (() => void)[] = [];
    const readLocal = jest.fn(
      (key: string) =>
        new Promise<Buffer | null>((resolve) => {
          gates.push(() => resolve(sources[key] ?? null));
        }),
    );
    let failures = 1;
    const encode = jest.fn(async (input: Buffer, variant: EncodeOptions) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('VipsJpeg: premature end of input file');
      }
      return encodeVariant(input, variant);
    });
    const server = await serve(
      createPictureService({
        readLocal,
        encode,
        cacheDir: freshDir(),
        concurrency: 1,
        maxQueue: 1,
      }),
    );
    const get = (width: number) =>
      request(server.port, `/_img/w${width}q75/uploads/cases/case-1-cover.jpg.webp`);
    try {
      const running = get(240);
      const waiting = get(320);
      await new Promise((resolve) => {
        setTimeout(resolve, 200);
      });
      expect(readLocal).toHaveBeenCalledTimes(1);
      const refused = await get(400);
      expectRefusal(refused, 503, PICTURE_MESSAGES.busy);
      expect(refused.headers['retry-after']).toBe('2');
      // The same variant as one in line shares its place instead of taking another.
      const joined = get(320);

      gates.shift()?.();
      expectRefusal(await running, 422, PICTURE_MESSAGES.corrupt);
      await new Promise((resolve) => {
        setTimeout(resolve, 100);
      });
      gates.shift()?.();
      const [second, third] = await Promise.all([waiting, joined]);
      expect([second.status, third.status]).toEqual([200, 200]);
      expect(readLocal).toHaveBeenCalledTimes(2);

      const later = get(400);
      await new Promise((resolve) => {
        setTimeout(resolve, 100);
      });
      gates.shift()?.();
      expect((await later).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('keeps its folder within maxCacheBytes, evicting the least recently used', async () => {
    // A fixed-size stand-in for the encoder makes the arithmetic exact: room for two variants.
    const encode = jest.fn(async (_input: Buffer, { width }: EncodeOptions) =>
      Buffer.alloc(1000, width % 256),
    );
    const service = await startService(sources, { encode, maxCacheBytes: 2500 });
    const get = (width: number) =>
      service.get(`/_img/w${width}q75/uploads/cases/case-1-cover.jpg.webp`);
    try {
      for (const width of [240, 320, 240, 400]) {
        expect((await get(width)).status).toBe(200);
        expect(folderBytes(service.cacheDir)).toBeLessThanOrEqual(2500);
      }
      // 240 was used again after 320 was made, so 320 went for 400: 240 and 400 remain.
      expect(encode).toHaveBeenCalledTimes(3);
      expect(fs.readdirSync(service.cacheDir)).toHaveLength(2);
      await get(240);
      await get(400);
      expect(encode).toHaveBeenCalledTimes(3);
      await get(320);
      expect(encode).toHaveBeenCalledTimes(4);
      expect(folderBytes(service.cacheDir)).toBeLessThanOrEqual(2500);
    } finally {
      await service.close();
    }
    // A restart with a smaller bound evicts at once.
    const smaller = await startService(sources, {
      cacheDir: service.cacheDir,
      maxCacheBytes: 1500,
    });
    try {
      await smaller.get('/_img/w16q40/uploads/narrow.png.webp');
      expect(folderBytes(service.cacheDir)).toBeLessThanOrEqual(1500);
    } finally {
      await smaller.close();
    }
  });

  describe('a source on a remote host', () => {
    let origin: http.Server;
    let originUrl: string;
    let photo: Buffer;
    beforeAll(async () => {
      photo = await makeJpeg(800, 600);
      origin = http.createServer((req, res) => {
        if (req.url === '/media/photo.jpg') {
          res.setHeader('Content-Type', 'image/jpeg');
          res.end(photo);
        } else if (req.url === '/media/moved.jpg') {
          res.writeHead(302, { Location: '/media/photo.jpg' }).end();
        } else if (req.url === '/media/away.jpg') {
          res.writeHead(302, { Location: 'http://localhost:9/photo.jpg' }).end();
        } else if (req.url === '/media/endless.jpg') {
          res.setHeader('Content-Type', 'image/jpeg');
          res.write(photo);
          res.write(Buffer.alloc(64 * 1024));
        } else if (req.url === '/media/slow.jpg') {
          // Never answers: the timeout must.
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => {
        origin.listen(0, '127.0.0.1', resolve);
      });
      originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    });
    afterAll(
      () =>
        new Promise<void>((resolve) => {
          origin.closeAllConnections();
          origin.close(() => resolve());
        }),
    );
    const keyOf = (file: string) => `~http/${originUrl.slice('http://'.length)}/media/${file}`;

    it('is fetched from a listed host, and refused from the same host unlisted', async () => {
      const listed = await startService({}, { hosts: [originUrl] });
      const unlisted = await startService({}, { hosts: ['https://cms.lantu-design.cn'] });
      try {
        const reply = await listed.get(`/_img/w640q75/${keyOf('photo.jpg')}.webp`);
        expect(reply.status).toBe(200);
        expect(await sharp(reply.body).metadata()).toMatchObject({ width: 640, height: 480 });
        const moved = await listed.get(`/_img/w320q75/${keyOf('moved.jpg')}.webp`);
        expect(moved.status).toBe(200);
        expect(listed.readLocal).not.toHaveBeenCalled();

        expectRefusal(
          await unlisted.get(`/_img/w640q75/${keyOf('photo.jpg')}.webp`),
          403,
          PICTURE_MESSAGES.host,
        );
      } finally {
        await Promise.all([listed.close(), unlisted.close()]);
      }
    });

    it('is bounded: no redirect off the list, no error page, no endless body, no wait past the timeout', async () => {
      const service = await startService(
        {},
        { hosts: [originUrl], maxBytes: photo.length + 1000, remoteTimeoutMs: 1_000 },
      );
      const get = (file: string) => service.get(`/_img/w640q75/${keyOf(file)}.webp`);
      try {
        expectRefusal(await get('away.jpg'), 403, PICTURE_MESSAGES.host);
        expectRefusal(await get('gone.jpg'), 404, PICTURE_MESSAGES.notFound);
        expectRefusal(await get('endless.jpg'), 413, PICTURE_MESSAGES.tooLarge);
        const started = Date.now();
        expectRefusal(await get('slow.jpg'), 504, PICTURE_MESSAGES.timeout);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect((await get('photo.jpg')).status).toBe(200);
      } finally {
        await service.close();
      }
    });
  });
});

describe('fileReader', () => {
  it('reads a file under its folder, one byte past the limit at most, and nothing else', async () => {
    const root = path.join(tmp, 'site');
    fs.mkdirSync(path.join(root, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(root, 'uploads', 'a.jpg'), Buffer.alloc(5000, 1));
    fs.writeFileSync(path.join(tmp, 'outside.jpg'), 'secret');
    const read = fileReader(root, 1000);
    expect((await read('uploads/a.jpg'))?.length).toBe(1001);
    expect((await fileReader(root)('uploads/a.jpg'))?.length).toBe(5000);
    expect(await read('uploads/missing.jpg')).toBeNull();
    expect(await read('uploads')).toBeNull();
    expect(await read('../outside.jpg')).toBeNull();
  });
});
