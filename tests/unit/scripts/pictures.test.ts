/**
 * @jest-environment node
 *
 * The build's picture step (scripts/pictures), over pages and pictures made here: the variant
 * addresses it finds in built HTML, the variants it encodes from one decode (cascaded resizes
 * that still look like a direct resize), its variant cache and its pruning, and where it reads
 * each source from (dist/, a listed host through a fake fetch, the API) and what it refuses.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { openVariantCache } from '../../../scripts/pictures/cache';
import { collectVariants, variantsIn } from '../../../scripts/pictures/collect';
import { encodeSource, FROM_AT_LEAST } from '../../../scripts/pictures/encode';
import { sourceReader } from '../../../scripts/pictures/sources';
import { encodeVariant, SOURCE_MESSAGES, sniffFormat } from '../../../server/pictures/encode';
import type { Variant } from '../../../src/utils/loaders';
import { LADDER, QUALITY, selfVariantPath, SHARE_SQUARE } from '../../../src/utils/loaders';

jest.setTimeout(60_000);

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-build-pictures-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let dirs = 0;
/** A new, empty folder under the suite's temp folder. */
const freshDir = (name: string) => {
  dirs += 1;
  const dir = path.join(tmp, `${name}-${dirs}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

const avif = (width: number): Variant => ({ width, format: 'avif', quality: QUALITY.avif });
const webp = (width: number): Variant => ({ width, format: 'webp', quality: QUALITY.webp });
const placeholder: Variant = { width: 16, format: 'webp', quality: 40 };

/** An address as the pages write it: `<publicPath>_img/w…q…/<key>.<format>`. */
const at = (key: string, variant: Variant, publicPath = '/') =>
  `${publicPath}${selfVariantPath(key, variant)}`;

/**
 * A picture with detail at every scale, `width` × `height` raw RGB: left-to-right and
 * top-to-bottom ramps (so a mirrored or shifted copy differs), waves a few pixels to a few dozen
 * long, and some fixed noise, so the encoders have real work and a wrong resize shows. (The
 * waves come from tables: Math calls are slow inside jest's sandbox.)
 */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  const wave = (n: number, period: number, amplitude: number) =>
    Array.from({ length: n }, (_, i) => amplitude * Math.sin(i / period));
  const rows = wave(height, 7, 25);
  const columns = wave(width, 11, 25);
  const diagonals = wave(width + 2 * height, 23, 90);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v | 0);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const noise = (seed % 25) - 12;
      data[i] = clamp((x * 200) / width + rows[y] + noise);
      data[i + 1] = clamp((y * 200) / height + columns[x] - noise);
      data[i + 2] = clamp(128 + diagonals[x + 2 * y] + noise);
    }
  }
  return data;
}

/** The test picture's pixels, made once per size. */
const pixelsMade = new Map<string, Buffer>();
const pixelsOnce = (width: number, height: number) => {
  const key = `${width}x${height}`;
  if (!pixelsMade.has(key)) pixelsMade.set(key, pixels(width, height));
  return pixelsMade.get(key)!;
};

const picture = (width: number, height: number) =>
  sharp(pixelsOnce(width, height), { raw: { width, height, channels: 3 } });

/** A file's decoded RGB pixels and size. */
async function rgbOf(input: Buffer | sharp.Sharp) {
  const pipeline = Buffer.isBuffer(input) ? sharp(input) : input;
  const { data, info } = await pipeline
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The mean absolute difference of two pictures of one size, per channel (0–255). */
function meanDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
  return sum / a.length;
}

const sha1 = (body: Buffer | string) => createHash('sha1').update(body).digest('hex');

describe('collect: the variants the built pages name', () => {
  const hero = 'uploads/cases/case-1-cover.jpg';
  const remote = '~https/cms.example.com/media/a.png';

  it('finds the variants of <source srcset>, the preload’s imagesrcset and a url("…") placeholder, on the site root and under a CDN public path, grouped by source', () => {
    const cdn = 'https://cdn.example.com/lantu/';
    const html =
      `<link rel="preload" as="image" imagesrcset="${at(hero, avif(640), cdn)} 640w, ` +
      `${at(hero, avif(1080), cdn)} 1080w" imagesizes="100vw" type="image/avif">` +
      `<picture><source type="image/avif" srcset="${at(hero, avif(320))} 320w, ` +
      `${at(hero, avif(640))} 640w"><source type="image/webp" srcset="${at(hero, webp(640))} 640w">` +
      `<img src="/${hero}" style='background-image:url("${at(hero, placeholder)}")'></picture>` +
      `<picture><source srcset="${at(remote, avif(240), cdn)} 240w,${at(remote, webp(240), cdn)} 240w">` +
      `</picture>`;
    const found = variantsIn(html);
    expect([...found.keys()].sort()).toEqual([remote, hero].sort());
    expect(found.get(hero)).toEqual(
      expect.arrayContaining([avif(320), avif(640), avif(1080), webp(640), placeholder]),
    );
    expect(found.get(hero)).toHaveLength(5);
    expect(found.get(remote)).toEqual([avif(240), webp(240)]);
  });

  // React (an article's body, with the sanitiser's placeholder on each picture) writes the
  // style attribute this way.
  it('finds a placeholder in a style attribute written url(&quot;…&quot;), as React and the sanitiser serialise it', () => {
    const html = `<img src="/${hero}" style="background-image:url(&quot;${at(hero, placeholder)}&quot;)">`;
    expect(variantsIn(html).get(hero)).toEqual([placeholder]);
  });

  it('decodes &amp; in an address, so the key is the file’s own name', () => {
    const html = `<source srcset="/_img/w640q50/uploads/R&amp;D%20lab.jpg.avif 640w">`;
    expect([...variantsIn(html).entries()]).toEqual([['uploads/R&D%20lab.jpg', [avif(640)]]]);
  });

  it('names each width and format of a source once, however often and wherever the pages repeat it', () => {
    const into = variantsIn(
      `<source srcset="${at(hero, avif(640))} 640w, ${at(hero, avif(640))} 640w">` +
        `<link rel="preload" imagesrcset="${at(hero, avif(640), 'https://cdn.example.com/')} 640w">`,
    );
    // Another page, collected into the same map.
    variantsIn(`<source srcset="${at(hero, avif(640))} 640w, ${at(hero, webp(640))} 640w">`, into);
    expect(into.get(hero)).toEqual([avif(640), webp(640)]);
  });

  it('ignores addresses that are not variants and malformed ones', () => {
    const html = [
      '<img src="/uploads/a.jpg">',
      '<img src="/images/team/leader-1.avif">',
      '<img src="/_img/w640q50/uploads/a.jpg">', // no format
      '<img src="/_img/w640q50/uploads/a.jpg.png">', // not a variant format
      '<img src="/_img/w640/uploads/a.jpg.avif">', // no quality
      '<img src="/_img/q50w640/uploads/a.jpg.avif">', // the wrong order
      '<img src="/_img/w123456q50/uploads/a.jpg.avif">', // a width of six digits
      '<img src="/_img/w640q5000/uploads/a.jpg.avif">', // a quality of four digits
      '<img src="/_img/w640q50/.avif">', // no key
      '<img src="/_img/W640Q50/uploads/a.jpg.avif">', // upper case
      '<img src="/_img/w640q50/uploads/a.jpg.avifx">', // the format runs on
      '<p>_img/w640q50/uploads/a.jpg.webpage</p>',
      '<img src="/my_img/w640q50/uploads/a.jpg.avif">', // another folder whose name ends in _img
    ].join('\n');
    expect(variantsIn(html).size).toBe(0);
  });

  it('collectVariants reads every page of dist/, not the variants in _img/ or the state files in __state/, and counts the pages', () => {
    const dist = freshDir('dist');
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
      fs.writeFileSync(path.join(dist, rel), text);
    };
    write('index.html', `<source srcset="${at(hero, avif(640))} 640w">`);
    write('customerCase/caseDetail/1/index.html', `<source srcset="${at(hero, webp(640))} 640w">`);
    write('news/index.html', `<source srcset="${at(remote, avif(320))} 320w">`);
    write('404.html', '<p>没有这个页面</p>');
    // Not pages: an HTML file among the variants, a state file, a script naming a variant.
    write('_img/w640q50/x/index.html', `<source srcset="${at('uploads/x.jpg', avif(640))} 640w">`);
    write('__state/news/index.html', `<source srcset="${at('uploads/y.jpg', avif(640))} 640w">`);
    write('umi.js', `"${at('uploads/z.jpg', avif(640))}"`);
    const { bySource, pages } = collectVariants(dist);
    expect(pages).toBe(4);
    expect([...bySource.keys()].sort()).toEqual([remote, hero].sort());
    // The pages are read in the folder's order: either variant may come first.
    expect(bySource.get(hero)).toEqual(expect.arrayContaining([avif(640), webp(640)]));
    expect(bySource.get(hero)).toHaveLength(2);
    expect(bySource.get(remote)).toEqual([avif(320)]);
  });

  it('finds the share card’s square, `s300q80/….jpg`, also as an absolute address, beside the widths of its source', () => {
    const square = at(hero, SHARE_SQUARE);
    expect(square).toBe('/_img/s300q80/uploads/cases/case-1-cover.jpg.jpg');
    const found = variantsIn(
      [
        `<source srcset="${at(hero, avif(640))} 640w">`,
        // As the prerender notes it (the page's origin dropped) and as a CDN would write it.
        square,
        `https://cdn.example.com/lantu/${selfVariantPath('favicon.svg', SHARE_SQUARE)}`,
        at(hero, SHARE_SQUARE),
      ].join('\n'),
    );
    expect(found.get(hero)).toEqual([avif(640), SHARE_SQUARE]);
    expect(found.get('favicon.svg')).toEqual([SHARE_SQUARE]);
  });

  it('ignores what is not a square variant', () => {
    const html = [
      '<img src="/_img/s300q80/uploads/a.jpg.webp">', // a square is JPEG only
      '<img src="/_img/w640q80/uploads/a.jpg.jpg">', // a width is AVIF or WebP only
      '<img src="/_img/s300/uploads/a.jpg.jpg">', // no quality
      '<img src="/_img/s300q80/uploads/a.jpg.jpeg">',
      '<img src="/_img/s300q80/uploads/a.jpg.jpgx">',
      '<img src="/my_img/s300q80/uploads/a.jpg.jpg">',
    ].join('\n');
    expect(variantsIn(html).size).toBe(0);
  });

  it('collectVariants adds the pictures pages write only as they come near, which no HTML names', () => {
    const dist = freshDir('dist');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<source srcset="${at(hero, avif(640))} 640w">`,
    );
    const still = 'uploads/videos/video-1-poster.jpg';
    const later = [
      `${at(still, avif(320))} 320w, ${at(still, avif(640))} 640w`,
      `${at(still, webp(320))} 320w, ${at(still, webp(640))} 640w`,
      at(still, placeholder),
      `${at(hero, webp(640))} 640w`,
    ];
    const { bySource, pages } = collectVariants(dist, later);
    expect(pages).toBe(1);
    expect(bySource.get(still)).toEqual([avif(320), avif(640), webp(320), webp(640), placeholder]);
    expect(bySource.get(hero)).toEqual([avif(640), webp(640)]);
  });
});

describe('encodeSource: one source’s variants from one decode', () => {
  const WIDTH = 1200;
  const HEIGHT = 800;
  let png: Buffer;
  beforeAll(async () => {
    png = await picture(WIDTH, HEIGHT).png({ compressionLevel: 1 }).toBuffer();
  });

  it('makes every variant asked for, AVIF and WebP by their first bytes, at its width with the height in proportion', async () => {
    const variants = [avif(1080), webp(1080), avif(640), webp(640), avif(320), placeholder];
    const made = await encodeSource(png, variants);
    expect([...made.keys()]).toEqual(expect.arrayContaining(variants));
    expect(made.size).toBe(variants.length);
    for (const variant of variants) {
      const body = made.get(variant)!;
      expect(sniffFormat(body)).toBe(variant.format);
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      expect(Math.abs(meta.height! - (variant.width * HEIGHT) / WIDTH)).toBeLessThanOrEqual(1);
    }
  });

  it('never enlarges: a variant wider than the source comes at the source’s width', async () => {
    const wider = LADDER.filter((w) => w > WIDTH).slice(0, 2);
    const variants = [avif(wider[0]), webp(wider[0]), webp(wider[1]), avif(640)];
    const made = await encodeSource(png, variants);
    for (const variant of variants) {
      const meta = await sharp(made.get(variant)!).metadata();
      expect(meta.width).toBe(Math.min(variant.width, WIDTH));
      expect(meta.height).toBe(variant.width > WIDTH ? HEIGHT : Math.round((640 * 2) / 3));
    }
  });

  it('drops the alpha channel of a source whose every pixel is opaque, as the service does, and keeps it where one is not', async () => {
    // The picture as a designer exports it (RGBA), then with a transparent 40 × 40 corner.
    const rgb = pixelsOnce(WIDTH, HEIGHT);
    const data = Buffer.alloc(WIDTH * HEIGHT * 4, 255);
    for (let i = 0; i < WIDTH * HEIGHT; i += 1) rgb.copy(data, i * 4, i * 3, i * 3 + 3);
    const exported = await sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    for (let y = 0; y < 40; y += 1) {
      for (let x = 0; x < 40; x += 1) data[(y * WIDTH + x) * 4 + 3] = 0;
    }
    const cutOut = await sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    // 1080 from the source itself, 640 and 320 from copies.
    const variants = [avif(1080), webp(1080), avif(640), webp(320), placeholder];
    for (const [source, alpha] of [
      [exported, false],
      [cutOut, true],
    ] as const) {
      const made = await encodeSource(source, variants);
      for (const variant of variants) {
        const meta = await sharp(made.get(variant)!).metadata();
        expect([variant.format, variant.width, meta.hasAlpha]).toEqual([
          variant.format,
          variant.width,
          alpha,
        ]);
      }
      // Made from the source: byte for byte the service's.
      for (const variant of variants.slice(0, 2)) {
        expect(made.get(variant)!.equals(await encodeVariant(source, variant))).toBe(true);
      }
    }
  });

  it(`each width, resized from a copy at least ${FROM_AT_LEAST} times as wide, looks like the picture service’s direct resize of the source, in AVIF and WebP alike`, async () => {
    // Widest first: 1080 and 960 from the source, 640 and 480 from the 960, 320 and 240 from the
    // 480, the placeholder from the 240.
    const widths = [1080, 960, 640, 480, 320, 240];
    const variants = [...widths.flatMap((w) => [avif(w), webp(w)]), placeholder];
    const built = await encodeSource(png, variants);
    const report: Record<string, { build: number; service: number }> = {};
    const fromSource: boolean[] = [];
    let mirrored = 0;
    for (const variant of variants) {
      // The source resized straight to the width, as raw pixels: the reference.
      const direct = await rgbOf(picture(WIDTH, HEIGHT).resize({ width: variant.width }));
      const build = await rgbOf(built.get(variant)!);
      // The picture service's variant: the same reference, encoded alike (its error is the
      // encoder's alone).
      const serviceBody = await encodeVariant(png, variant);
      const service = await rgbOf(serviceBody);
      expect([build.width, build.height]).toEqual([direct.width, direct.height]);
      // No copy is wide enough to resize from: made from the source, as the service does.
      if (variant.width * FROM_AT_LEAST > WIDTH)
        fromSource.push(built.get(variant)!.equals(serviceBody));
      report[`${variant.format} ${variant.width}`] = {
        build: meanDifference(build.data, direct.data),
        service: meanDifference(service.data, direct.data),
      };
      if (variant.width === 640 && variant.format === 'webp') {
        const flopped = await rgbOf(picture(WIDTH, HEIGHT).resize({ width: variant.width }).flop());
        mirrored = meanDifference(flopped.data, direct.data);
      }
    }
    // 1080 and 960: byte for byte the service's.
    expect(fromSource).toEqual([true, true, true, true]);
    // The measure tells a wrong picture apart: a mirrored one is tens of levels off.
    expect(mirrored).toBeGreaterThan(30);
    // The build's variants are within a level and a half of the service's, and both a few
    // levels (the lossy encoders' own error) from the reference.
    const far = Object.entries(report).filter(
      ([, { build, service }]) => !(build < service + 1.5 && build < 10),
    );
    expect(far).toEqual([]);
  });

  it('cuts the share card’s square from the decoded source, as the picture service does: 300 × 300, JPEG, on white', async () => {
    const widths = [avif(640), webp(320)];
    const made = await encodeSource(png, [widths[0], SHARE_SQUARE, widths[1]]);
    const square = made.get(SHARE_SQUARE)!;
    expect(sniffFormat(square)).toBe('jpeg');
    expect(await sharp(square).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
      isProgressive: true,
    });
    // Cut from the middle: the source's middle 800 × 800, resized, within a few levels.
    const middle = await rgbOf(
      picture(WIDTH, HEIGHT)
        .extract({ left: (WIDTH - HEIGHT) / 2, top: 0, width: HEIGHT, height: HEIGHT })
        .resize({ width: 300 }),
    );
    const built = await rgbOf(square);
    const service = await rgbOf(await encodeVariant(png, SHARE_SQUARE));
    expect(meanDifference(built.data, middle.data)).toBeLessThan(6);
    expect(meanDifference(built.data, service.data)).toBeLessThan(1.5);
    // The widths are made as without it (a variant is its own key).
    expect(made.size).toBe(3);
    for (const variant of widths) {
      expect((await sharp(made.get(variant)!).metadata()).width).toBe(variant.width);
    }
    // Transparent pixels on white, an opaque source's as they are.
    const clear = await sharp({
      create: { width: 500, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const white = await rgbOf((await encodeSource(clear, [SHARE_SQUARE])).get(SHARE_SQUARE)!);
    expect([white.width, white.height]).toEqual([300, 300]);
    expect(white.data.every((level) => level > 250)).toBe(true);
    // Never enlarged; an SVG drawn at the square's side.
    const small = await encodeSource(await picture(240, 180).png().toBuffer(), [SHARE_SQUARE]);
    expect(await sharp(small.get(SHARE_SQUARE)!).metadata()).toMatchObject({
      width: 180,
      height: 180,
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#1677ff"/></svg>',
    );
    const drawn = (await encodeSource(svg, [SHARE_SQUARE])).get(SHARE_SQUARE)!;
    expect(await sharp(drawn).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(drawn.equals(await encodeVariant(svg, SHARE_SQUARE))).toBe(true);
  });

  it('draws an SVG at each width asked for, as the picture service does, however small its own size', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">' +
        '<rect width="200" height="100" fill="#1677ff"/><circle cx="100" cy="50" r="40" fill="#fff"/></svg>',
    );
    const variants = [avif(640), webp(640), webp(320)];
    const made = await encodeSource(svg, variants);
    for (const variant of variants) {
      const body = made.get(variant)!;
      expect(sniffFormat(body)).toBe(variant.format);
      const meta = await sharp(body).metadata();
      // Wider than the drawing's 200 px: drawn at that width, not enlarged nor capped.
      expect([meta.width, meta.height]).toEqual([variant.width, variant.width / 2]);
      expect(body.equals(await encodeVariant(svg, variant))).toBe(true);
    }
  });
});

describe('openVariantCache: the variants kept between builds', () => {
  const digestA = sha1('picture A');
  const digestB = sha1('picture B');

  it('takes the same variant written at once by two addresses of the same bytes', async () => {
    const cache = openVariantCache(freshDir('root'), 1e9);
    const writes = Array.from({ length: 20 }, (_, i) =>
      cache.entry(digestA).put(avif(640), Buffer.from(`avif 640 #${i % 2}`)),
    );
    await expect(Promise.all(writes)).resolves.toBeDefined();
    expect(fs.readdirSync(path.join(cache.dir, digestA))).toEqual(['w640q50.avif']);
  });

  it('starts empty when the encoder or its settings changed, and knows which sources it holds', async () => {
    const dir = freshDir('cache');
    const first = openVariantCache(tmp, 1e9, dir);
    expect(first.holds(digestA)).toBe(false);
    await first.entry(digestA).put(avif(640), Buffer.from('avif 640'));
    expect(first.holds(digestA)).toBe(true);
    expect(first.holds(digestB)).toBe(false);
    expect(first.holds('../elsewhere')).toBe(false);
    // The same encoder: kept.
    expect(openVariantCache(tmp, 1e9, dir).holds(digestA)).toBe(true);
    // Made by another encoder (or by a build before the cache said which): all stale.
    fs.writeFileSync(path.join(dir, 'made-by.txt'), 'sharp 0.33.0 vips 8.15.0 avif {} webp {} 1');
    const next = openVariantCache(tmp, 1e9, dir);
    expect(next.holds(digestA)).toBe(false);
    expect(fs.existsSync(path.join(dir, digestA))).toBe(false);
  });

  it('keeps an entry under its source’s digest: put, then has; a second open (a rebuild) finds it', async () => {
    const root = freshDir('root');
    const cache = openVariantCache(root, 1e9);
    expect(cache.dir).toBe(path.join(root, 'node_modules', '.cache', 'lantu-pictures', 'variants'));
    const entry = cache.entry(digestA);
    expect(entry.has(avif(640))).toBe(false);
    await entry.put(avif(640), Buffer.from('avif 640'));
    expect(entry.has(avif(640))).toBe(true);
    // Another quality, format or width is another file.
    expect(entry.has({ ...avif(640), quality: 60 })).toBe(false);
    expect(entry.has(webp(640))).toBe(false);
    expect(entry.has(avif(320))).toBe(false);
    expect(fs.readFileSync(path.join(cache.dir, digestA, 'w640q50.avif'), 'utf8')).toBe('avif 640');
    // No temp file is left behind.
    expect(fs.readdirSync(path.join(cache.dir, digestA))).toEqual(['w640q50.avif']);
    // The share card's square is a file of its own beside the widths.
    expect(entry.has(SHARE_SQUARE)).toBe(false);
    await entry.put(SHARE_SQUARE, Buffer.from('jpeg 300'));
    expect(entry.has(SHARE_SQUARE)).toBe(true);
    expect(entry.has({ ...SHARE_SQUARE, width: 320 })).toBe(false);
    expect(fs.readdirSync(path.join(cache.dir, digestA)).sort()).toEqual([
      's300q80.jpg',
      'w640q50.avif',
    ]);

    const rebuild = openVariantCache(root, 1e9);
    expect(rebuild.entry(digestA).has(avif(640))).toBe(true);
    expect(rebuild.entry(digestB).has(avif(640))).toBe(false);
  });

  it('refuses a digest that is not 40 hex digits (no folder outside the cache)', () => {
    const cache = openVariantCache(tmp, 1e9, freshDir('cache'));
    for (const digest of [
      '../../etc',
      digestA.toUpperCase(),
      digestA.slice(1),
      `${digestA}0`,
      '',
    ]) {
      expect(() => cache.entry(digest)).toThrow('not a digest');
    }
  });

  it('link puts the variant at its target as a hard link, creating folders and replacing a file already there, and answers its size', async () => {
    const cache = openVariantCache(tmp, 1e9, freshDir('cache'));
    const entry = cache.entry(digestA);
    const body = Buffer.from('a variant of 27 bytes......');
    await entry.put(webp(320), body);
    const target = path.join(freshDir('dist'), '_img', 'w320q75', 'uploads', 'a.jpg.webp');
    expect(await entry.link(webp(320), target)).toBe(body.length);
    expect(fs.readFileSync(target)).toEqual(body);
    const kept = path.join(cache.dir, digestA, 'w320q75.webp');
    expect(fs.statSync(target).ino).toBe(fs.statSync(kept).ino);
    // A rebuild over an old dist/ replaces the file there.
    fs.rmSync(target);
    fs.writeFileSync(target, 'an old variant');
    expect(await entry.link(webp(320), target)).toBe(body.length);
    expect(fs.readFileSync(target)).toEqual(body);
  });

  it('link copies the variant where a hard link fails (dist/ on another disk)', async () => {
    const cache = openVariantCache(tmp, 1e9, freshDir('cache'));
    const entry = cache.entry(digestB);
    await entry.put(avif(240), Buffer.from('avif 240'));
    const target = path.join(freshDir('dist'), '_img', 'w240q50', 'b.jpg.avif');
    const link = jest
      .spyOn(fs.promises, 'link')
      .mockRejectedValueOnce(Object.assign(new Error('EXDEV'), { code: 'EXDEV' }));
    try {
      expect(await entry.link(avif(240), target)).toBe(8);
      expect(link).toHaveBeenCalledTimes(1);
    } finally {
      link.mockRestore();
    }
    expect(fs.readFileSync(target, 'utf8')).toBe('avif 240');
    expect(fs.statSync(target).ino).not.toBe(
      fs.statSync(path.join(cache.dir, digestB, 'w240q50.avif')).ino,
    );
  });

  describe('prune', () => {
    const KB = 1000;
    const digests = ['oldest', 'older', 'newer', 'used'].map((name) => sha1(name));
    const [oldest, older, newer, used] = digests;

    /** A cache of four pictures of 1 KB each, last used 4, 3, 2 and 1 hours ago. */
    async function fourPictures() {
      const dir = freshDir('cache');
      const first = openVariantCache(tmp, 1e9, dir);
      for (const digest of digests) {
        await first.entry(digest).put(avif(640), Buffer.alloc(KB / 2, 1));
        await first.entry(digest).put(webp(640), Buffer.alloc(KB / 2, 2));
      }
      digests.forEach((digest, i) => {
        const when = new Date(Date.now() - (4 - i) * 3_600_000);
        fs.utimesSync(path.join(dir, digest), when, when);
      });
      return dir;
    }
    /** The pictures kept (a folder each). */
    const left = (dir: string) =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort();

    it('removes the pictures this build did not use, oldest first, only until the cache is within its bound', async () => {
      const dir = await fourPictures();
      const rebuild = openVariantCache(tmp, 2.5 * KB, dir);
      // This build uses one picture: of the three it did not use, the two oldest go.
      expect(rebuild.entry(used).has(avif(640))).toBe(true);
      expect(await rebuild.prune()).toBe(2);
      expect(left(dir)).toEqual([newer, used].sort());
    });

    it('keeps the pictures this build used even when they alone pass the bound', async () => {
      const dir = await fourPictures();
      const rebuild = openVariantCache(tmp, 0, dir);
      // The oldest picture is used again: it is no longer the first to go.
      rebuild.entry(oldest);
      rebuild.entry(used);
      expect(await rebuild.prune()).toBe(2);
      expect(left(dir)).toEqual([oldest, used].sort());
      expect(fs.readdirSync(path.join(dir, oldest)).sort()).toEqual([
        'w640q50.avif',
        'w640q75.webp',
      ]);
    });

    it('counts a picture a build used as the newest: the next build that does not use it prunes it last', async () => {
      const dir = await fourPictures();
      // A build uses the oldest picture again (and prunes nothing: within its bound).
      openVariantCache(tmp, 1e9, dir).entry(oldest);
      // The next build uses none of them and keeps two of the four.
      expect(await openVariantCache(tmp, 2 * KB, dir).prune()).toBe(2);
      expect(left(dir)).toEqual([oldest, used].sort());
      expect(left(dir)).not.toContain(older);
    });

    it('removes nothing while the cache is within its bound', async () => {
      const dir = await fourPictures();
      const rebuild = openVariantCache(tmp, 4 * KB, dir);
      expect(await rebuild.prune()).toBe(0);
      expect(left(dir)).toEqual([...digests].sort());
    });
  });
});

describe('sourceReader: where each source is read from, and what is refused', () => {
  const HOST = 'https://img.example.com';
  let jpeg: Buffer;
  let otherJpeg: Buffer;
  beforeAll(async () => {
    jpeg = await picture(300, 200).jpeg().toBuffer();
    otherJpeg = await picture(200, 300).jpeg().toBuffer();
  });

  type Answer = { status: number; body?: Buffer | string; headers?: Record<string, string> };
  /** A fetch that answers by URL and records every call; unknown URLs are a 404. */
  function fakeFetch(answers: Record<string, Answer>) {
    const calls: { url: string; init?: RequestInit }[] = [];
    const get = jest.fn(async (url: URL | string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      const answer = answers[String(url)] ?? { status: 404, body: 'not found' };
      const body =
        typeof answer.body === 'string' ? answer.body : answer.body && new Uint8Array(answer.body);
      return new Response(body ?? null, { status: answer.status, headers: answer.headers });
    });
    return { fetch: get as unknown as typeof fetch, calls };
  }

  /** A root with a dist/ holding `files`, and a reader over it. */
  function setup(
    files: Record<string, Buffer | string>,
    answers: Record<string, Answer> = {},
    api = '',
  ) {
    const root = freshDir('root');
    const dist = path.join(root, 'dist');
    for (const [rel, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
      fs.writeFileSync(path.join(dist, rel), body);
    }
    const fake = fakeFetch(answers);
    const cacheDir = path.join(root, 'remote');
    const options = { root, dist, hosts: [HOST], api, cacheDir, fetch: fake.fetch };
    return { root, dist, cacheDir, calls: fake.calls, read: sourceReader(options), options };
  }

  it('reads a key that is a file of dist/ from there, without fetching', async () => {
    const { read, calls } = setup({ 'images/team/leader 1.jpg': jpeg });
    const answer = await read('images/team/leader%201.jpg');
    expect(answer).toEqual({ ok: true, body: jpeg, digest: sha1(jpeg) });
    expect(calls).toEqual([]);
  });

  it('gives one digest to the same bytes under two keys, and another to other bytes', async () => {
    const { read } = setup({
      'uploads/a.jpg': jpeg,
      'images/a-copy.jpg': jpeg,
      'uploads/b.jpg': otherJpeg,
    });
    const [a, copy, b] = await Promise.all(
      ['uploads/a.jpg', 'images/a-copy.jpg', 'uploads/b.jpg'].map(read),
    );
    expect(a).toEqual({ ok: true, body: jpeg, digest: sha1(jpeg) });
    expect(copy).toEqual(a);
    expect(b).toEqual({ ok: true, body: otherJpeg, digest: sha1(otherJpeg) });
    expect(sha1(otherJpeg)).not.toBe(sha1(jpeg));
  });

  it('refuses a key that could leave dist/ or names a hidden file, before reading anything', async () => {
    const { read, calls, root } = setup({ 'uploads/a.jpg': jpeg });
    fs.writeFileSync(path.join(root, 'secret.jpg'), jpeg);
    for (const key of [
      '../secret.jpg',
      'uploads/../../secret.jpg',
      'uploads/%2E%2E/%2e%2e/secret.jpg',
      'uploads%2F..%2F..%2Fsecret.jpg',
      'uploads/.hidden.jpg',
      '/etc/passwd.jpg',
      'uploads//a.jpg',
      'uploads/a%5Cb.jpg',
      'uploads/%E0%A4%A.jpg',
    ]) {
      expect([key, await read(key)]).toEqual([key, { ok: false, message: '地址无效' }]);
    }
    expect(calls).toEqual([]);
  });

  it('refuses a host that is not listed, in Chinese, and never fetches from it', async () => {
    const { read, calls } = setup(
      {},
      { 'https://evil.example.com/a.jpg': { status: 200, body: jpeg } },
    );
    expect(await read('~https/evil.example.com/a.jpg')).toEqual({
      ok: false,
      message: 'https://evil.example.com 不在 IMAGE_HOSTS 之内',
    });
    // The listed host's name over plain http, or with another port, is another origin.
    expect(await read('~http/img.example.com/a.jpg')).toMatchObject({ ok: false });
    expect(await read('~https/img.example.com:8443/a.jpg')).toMatchObject({ ok: false });
    expect(await read('~https/user:pw@img.example.com/a.jpg')).toEqual({
      ok: false,
      message: '地址无效',
    });
    expect(await read('~ftp/img.example.com/a.jpg')).toEqual({ ok: false, message: '地址无效' });
    expect(calls).toEqual([]);
  });

  it('fetches a listed host’s picture once, without following redirects, then serves it from the download cache, in this build and the next', async () => {
    const url = `${HOST}/media/2024/a.jpg`;
    const { read, calls, options, cacheDir } = setup({}, { [url]: { status: 200, body: jpeg } });
    const first = await read('~https/img.example.com/media/2024/a.jpg');
    expect(first).toEqual({ ok: true, body: jpeg, digest: sha1(jpeg) });
    expect(calls.map((c) => c.url)).toEqual([url]);
    expect(calls[0].init?.redirect).toBe('manual');
    expect(fs.readdirSync(cacheDir)).toEqual([sha1(url)]);

    expect(await read('~https/img.example.com/media/2024/a.jpg')).toEqual(first);
    const nextBuild = sourceReader(options);
    expect(await nextBuild('~https/img.example.com/media/2024/a.jpg')).toEqual(first);
    expect(calls).toHaveLength(1);
  });

  it('refuses a 404, a redirect and a failed connection from a listed host, and keeps none of them', async () => {
    const { read, calls, options, cacheDir } = setup(
      {},
      {
        [`${HOST}/moved.jpg`]: { status: 302, headers: { location: `${HOST}/a.jpg` } },
        [`${HOST}/a.jpg`]: { status: 200, body: jpeg },
      },
    );
    expect(await read('~https/img.example.com/gone.jpg')).toEqual({
      ok: false,
      message: '取不到：HTTP 404',
    });
    expect(await read('~https/img.example.com/moved.jpg')).toEqual({
      ok: false,
      message: '取不到：HTTP 302',
    });
    expect(calls.map((c) => c.url)).toEqual([`${HOST}/gone.jpg`, `${HOST}/moved.jpg`]);
    const offline = sourceReader({
      ...options,
      fetch: (() => Promise.reject(new Error('ECONNREFUSED'))) as unknown as typeof fetch,
    });
    expect(await offline('~https/img.example.com/a.jpg')).toEqual({
      ok: false,
      message: '取不到：ECONNREFUSED',
    });
    expect(fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []).toEqual([]);
  });

  it('refuses a body that is not a picture (an HTML page named .jpg), from dist/ or from a host', async () => {
    const page = '<!DOCTYPE html><html><body>登录</body></html>';
    const { read } = setup(
      { 'uploads/fake.jpg': page },
      { [`${HOST}/fake.jpg`]: { status: 200, body: page } },
    );
    const refused = { ok: false, message: SOURCE_MESSAGES.notImage };
    expect(await read('uploads/fake.jpg')).toEqual(refused);
    expect(await read('~https/img.example.com/fake.jpg')).toEqual(refused);
  });

  it('does not decode again a source whose variants the cache holds (checked when first encoded)', async () => {
    const page = '<!DOCTYPE html><html><body>登录</body></html>';
    const { options } = setup({ 'uploads/a.jpg': jpeg, 'uploads/fake.jpg': page });
    const held = new Set([sha1(jpeg)]);
    const read = sourceReader({ ...options, checked: (digest) => held.has(digest) });
    expect(await read('uploads/a.jpg')).toEqual({ ok: true, body: jpeg, digest: sha1(jpeg) });
    // Anything the cache does not hold is checked in full.
    expect(await read('uploads/fake.jpg')).toEqual({
      ok: false,
      message: SOURCE_MESSAGES.notImage,
    });
  });

  it('reads a key that is not in dist/ from the API’s host when there is one', async () => {
    const api = 'https://api.example.com/';
    const { read, calls } = setup(
      { 'images/site.jpg': jpeg },
      { 'https://api.example.com/uploads/news/b.jpg': { status: 200, body: otherJpeg } },
      api,
    );
    expect(await read('uploads/news/b.jpg')).toEqual({
      ok: true,
      body: otherJpeg,
      digest: sha1(otherJpeg),
    });
    expect(await read('images/site.jpg')).toMatchObject({ ok: true, digest: sha1(jpeg) });
    expect(await read('uploads/missing.jpg')).toEqual({ ok: false, message: '取不到：HTTP 404' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.com/uploads/news/b.jpg',
      'https://api.example.com/uploads/missing.jpg',
    ]);
  });

  // The URL parser would resolve `..` and `%2E%2E` to the host's /x.jpg, while the variant's
  // file would be written at dist/_img/w…/~https/host/../../…, out of dist/_img.
  it('refuses a listed host’s key whose path climbs with ..', async () => {
    const { read } = setup({}, { [`${HOST}/x.jpg`]: { status: 200, body: jpeg } });
    const key = '~https/img.example.com/%2E%2E/%2E%2E/%2E%2E/%2E%2E/x.jpg';
    expect(await read(key)).toEqual({ ok: false, message: '地址无效' });
  });
});
