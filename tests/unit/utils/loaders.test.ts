import {
  LADDER,
  LOADERS,
  parseSelfVariant,
  QUALITY,
  remoteOfKey,
  selfVariantPath,
  SHARE_SQUARE,
  SQUARE_SIDES,
  variantTag,
} from '@/utils/loaders';
import type { Source, Variant } from '@/utils/loaders';

const source = (url: string, key = ''): Source => ({ url: new URL(url), key });
const webp640: Variant = { width: 640, format: 'webp', quality: 75 };
const avif1200: Variant = { width: 1200, format: 'avif', quality: 50 };
const BUCKET = 'https://lantu-cms.oss-cn-hangzhou.aliyuncs.com/uploads/2023/case-1.jpg';

describe('loaders: each service’s documented URL syntax', () => {
  it.each([
    // Aliyun OSS 图片处理: resize, then quality, the format last.
    ['aliyun-oss', webp640, `${BUCKET}?x-oss-process=image/resize,w_640/quality,q_75/format,webp`],
    [
      'aliyun-oss',
      avif1200,
      `${BUCKET}?x-oss-process=image/resize,w_1200/quality,q_50/format,avif`,
    ],
    // Tencent Cloud 数据万象 imageMogr2: thumbnail by width, format, quality.
    ['tencent-ci', webp640, `${BUCKET}?imageMogr2/thumbnail/640x/format/webp/quality/75`],
    ['tencent-ci', avif1200, `${BUCKET}?imageMogr2/thumbnail/1200x/format/avif/quality/50`],
    // Qiniu imageView2 mode 2: within a width, format, quality.
    ['qiniu', webp640, `${BUCKET}?imageView2/2/w/640/format/webp/q/75`],
    ['qiniu', avif1200, `${BUCKET}?imageView2/2/w/1200/format/avif/q/50`],
  ] as const)('%s %o', (service, variant, expected) => {
    expect(LOADERS[service]('/')(source(BUCKET), variant)).toBe(expected);
  });

  it.each([
    // Aliyun OSS: m_fill scales to cover the box and cuts it from the centre; Q_ is the absolute
    // quality (q_ is relative to a JPEG source's); progressive by interlace,1 after format,jpg.
    [
      'aliyun-oss',
      `${BUCKET}?x-oss-process=image/resize,m_fill,w_300,h_300/quality,Q_80/format,jpg/interlace,1`,
    ],
    // 数据万象: scaled until the shorter side is 300 (!…r), then 300 × 300 cut from the centre.
    [
      'tencent-ci',
      `${BUCKET}?imageMogr2/thumbnail/!300x300r/gravity/center/crop/300x300/format/jpg/quality/80/interlace/1`,
    ],
    // Qiniu imageView2 mode 1: at least 300 × 300, scaled, cut from the centre.
    ['qiniu', `${BUCKET}?imageView2/1/w/300/h/300/format/jpg/interlace/1/q/80`],
  ] as const)('%s: the share card’s square, JPEG', (service, expected) => {
    expect(LOADERS[service]('/')(source(BUCKET), SHARE_SQUARE)).toBe(expected);
    expect(LOADERS[service]('/')(source(`${BUCKET}?v=3#top`), SHARE_SQUARE)).toBe(
      expected.replace('?', '?v=3&'),
    );
  });

  it('joins a source that already has a query with &, and drops its fragment', () => {
    const url = `${BUCKET}?v=3#top`;
    expect(LOADERS['aliyun-oss']('/')(source(url), webp640)).toBe(
      `${BUCKET}?v=3&x-oss-process=image/resize,w_640/quality,q_75/format,webp`,
    );
    expect(LOADERS['tencent-ci']('/')(source(url), webp640)).toBe(
      `${BUCKET}?v=3&imageMogr2/thumbnail/640x/format/webp/quality/75`,
    );
    expect(LOADERS.qiniu('/')(source(url), webp640)).toBe(
      `${BUCKET}?v=3&imageView2/2/w/640/format/webp/q/75`,
    );
  });

  it('self: a file under the public path that names the variant and the source', () => {
    const site = source(
      'https://www.lantu-design.cn/uploads/cases/case-1-cover.jpg',
      'uploads/cases/case-1-cover.jpg',
    );
    expect(LOADERS.self('/')(site, avif1200)).toBe(
      '/_img/w1200q50/uploads/cases/case-1-cover.jpg.avif',
    );
    expect(LOADERS.self('https://cdn.example.com/lantu/')(site, webp640)).toBe(
      'https://cdn.example.com/lantu/_img/w640q75/uploads/cases/case-1-cover.jpg.webp',
    );
    // A source self cannot write as a file name (no key): no variant.
    expect(LOADERS.self('/')(source(BUCKET), webp640)).toBe('');
  });

  it('self: the share card’s square is a JPEG file beside the widths, `s300q80`', () => {
    const site = source(
      'https://www.lantu-design.cn/uploads/cases/case-1-cover.jpg',
      'uploads/cases/case-1-cover.jpg',
    );
    expect(SHARE_SQUARE).toEqual({ width: 300, format: 'jpg', quality: 80, crop: 'square' });
    expect(LOADERS.self('/')(site, SHARE_SQUARE)).toBe(
      '/_img/s300q80/uploads/cases/case-1-cover.jpg.jpg',
    );
    expect(LOADERS.self('https://cdn.example.com/lantu/')(site, SHARE_SQUARE)).toBe(
      'https://cdn.example.com/lantu/_img/s300q80/uploads/cases/case-1-cover.jpg.jpg',
    );
    expect(LOADERS.self('/')(source(BUCKET), SHARE_SQUARE)).toBe('');
    expect(LOADERS.none('/')(source(BUCKET, 'x.jpg'), SHARE_SQUARE)).toBe('');
  });

  it('none: every picture as uploaded', () => {
    expect(LOADERS.none('/')(source(BUCKET, 'x.jpg'), webp640)).toBe('');
  });
});

describe('self variant names', () => {
  it('reads back what the loader wrote', () => {
    const path = selfVariantPath('uploads/a b%20c.jpg', avif1200);
    expect(path).toBe('_img/w1200q50/uploads/a b%20c.jpg.avif');
    expect(parseSelfVariant(path)).toEqual({
      key: 'uploads/a b%20c.jpg',
      width: 1200,
      quality: 50,
      format: 'avif',
    });
  });

  it('reads back a square the loader wrote, and names each kind of variant’s folder', () => {
    const path = selfVariantPath('~https/cms.example.com/a b.png', SHARE_SQUARE);
    expect(path).toBe('_img/s300q80/~https/cms.example.com/a b.png.jpg');
    expect(parseSelfVariant(path)).toEqual({
      key: '~https/cms.example.com/a b.png',
      ...SHARE_SQUARE,
    });
    expect(parseSelfVariant('_img/s300q80/favicon.svg.jpg')).toEqual({
      key: 'favicon.svg',
      width: 300,
      quality: 80,
      format: 'jpg',
      crop: 'square',
    });
    // The parser reads the form; which sides are served is the service's to say.
    expect(parseSelfVariant('_img/s301q75/a.png.jpg')).toMatchObject({ width: 301, quality: 75 });
    expect(variantTag(SHARE_SQUARE)).toBe('s300q80');
    expect(variantTag(avif1200)).toBe('w1200q50');
    expect(SQUARE_SIDES).toEqual([300]);
  });

  it.each([
    '_img/w640q75/uploads/a.jpg.png',
    '_img/w640/uploads/a.jpg.webp',
    '_img/wABCq75/uploads/a.jpg.webp',
    'img/w640q75/uploads/a.jpg.webp',
    '_img/w640q75/.webp',
    // A width in JPEG, a square in WebP or AVIF: neither is made.
    '_img/w640q80/uploads/a.jpg.jpg',
    '_img/s300q80/uploads/a.jpg.webp',
    '_img/s300q80/uploads/a.jpg.avif',
    '_img/s300q80/uploads/a.jpg.jpeg',
    '_img/s300q80/uploads/a.jpg.JPG',
    '_img/s300/uploads/a.jpg.jpg',
    '_img/s12345q80/uploads/a.jpg.jpg',
    '_img/S300q80/uploads/a.jpg.jpg',
    '_img/s300q80/.jpg',
  ])('is not a variant: %s', (path) => {
    expect(parseSelfVariant(path)).toBeNull();
  });

  it('reads a listed host’s source from its key', () => {
    expect(remoteOfKey('~https/cms.lantu-design.cn/uploads/a.jpg')?.href).toBe(
      'https://cms.lantu-design.cn/uploads/a.jpg',
    );
    expect(remoteOfKey('~http/127.0.0.1:5555/a.png')?.href).toBe('http://127.0.0.1:5555/a.png');
    expect(remoteOfKey('uploads/a.jpg')).toBeNull();
    expect(remoteOfKey('~ftp/host/a.jpg')).toBeNull();
  });

  it('one ladder, ascending, and the quality of each format', () => {
    expect([...LADDER]).toEqual([...LADDER].sort((a, b) => a - b));
    expect(LADDER[LADDER.length - 1]).toBe(2880);
    expect(QUALITY).toEqual({ avif: 50, webp: 75 });
  });
});
