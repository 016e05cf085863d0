/**
 * Content pictures as uploads (src/content/pictures.ts): the mapping, the table against the art
 * manifest, and every picture of every mock answer and content file in both MOCK_PICTURES modes.
 */
import cloneDeep from 'lodash/cloneDeep';
import type { PictureMode } from '@/content/pictures';
import {
  MAX_UPLOAD_WIDTH,
  PICTURE_FAMILIES,
  artOfPicture,
  contentPictureOf,
  parsePictureMode,
  pictureModeOf,
  sitePictureOf,
  uploadOf,
  uploadSizeOf,
} from '@/content/pictures';
import { loadArtData } from '../../../scripts/art/data';
import { buildSlots } from '../../../scripts/art/manifest';
import { bodyPictures } from '../../../mock/_lib/pictures';
import { parsePictures, readSwitches } from '../../../mock/_lib/switches';
import { formatProblems, validateContent } from '../../../mock/_lib/validate';
import { caseDetails, caseList, selectList } from '../../../mock/case';
import { cases } from '../../../mock/data/cases';
import { banners, classicCases, depVideos } from '../../../mock/data/home';
import { news } from '../../../mock/data/news';
import { hDepCaseList, hDepVideo } from '../../../mock/depCase';
import homeRoutes, { bannerWebList, caseTypeCaseList } from '../../../mock/home';
import { newsInfo, newsWebList, newsWebPageList } from '../../../mock/news';

const saved = process.env.MOCK_PICTURES;
afterEach(() => {
  if (saved === undefined) delete process.env.MOCK_PICTURES;
  else process.env.MOCK_PICTURES = saved;
});

describe('the mapping', () => {
  it.each([
    ['images/banners/banner-1.svg', 'uploads/banners/banner-1.jpg'],
    ['images/heroes/customerCase.svg', 'uploads/heroes/customerCase.jpg'],
    ['images/cases/case-12-cover.svg', 'uploads/cases/case-12-cover.jpg'],
    ['images/cases/case-12-gallery-3.svg', 'uploads/cases/case-12-gallery-3.png'],
    ['images/industries/industry-4.svg', 'uploads/industries/industry-4.png'],
    ['images/team/leader-2.svg', 'uploads/team/leader-2.png'],
    ['images/certificates/cert-8.svg', 'uploads/certificates/cert-8.png'],
    ['images/honors/honor-10.svg', 'uploads/honors/honor-10.png'],
    ['images/offices/hangzhou-cover.svg', 'uploads/offices/hangzhou-cover.jpg'],
    ['images/offices/hong-kong-map.svg', 'uploads/offices/hong-kong-map.jpg'],
    ['images/welfare/welfare-5.svg', 'uploads/welfare/welfare-5.jpg'],
    ['images/news/news-3.svg', 'uploads/news/news-3.jpg'],
    ['images/news/news-3-body.svg', 'uploads/news/news-3-body.jpg'],
    ['images/videos/video-1-poster.svg', 'uploads/videos/video-1-poster.jpg'],
  ])('%s → %s, or the art itself with vector', (art, upload) => {
    expect(uploadOf(art, 'raster')).toBe(upload);
    expect(sitePictureOf(art, 'raster')).toBe(upload.replace(/^uploads\//, 'images/'));
    expect(uploadOf(art, 'vector')).toBe(art);
    expect(sitePictureOf(art, 'vector')).toBe(art);
    expect(artOfPicture(upload)).toMatchObject({ art, kind: 'upload' });
    expect(artOfPicture(upload.replace(/^uploads\//, 'images/'))).toMatchObject({
      art,
      kind: 'site',
    });
  });

  it.each([
    'favicon.svg',
    'images/brand/logo.svg',
    'images/brand/logo-white.svg',
    'images/advantages/advantage-1.svg',
    'images/videos/video-1.mp4',
    'images/cases/case-1-thumb.svg',
    'images/banners/banner-1.png',
    'images/unknown/banner-1.svg',
    'https://cdn.example.com/images/banners/banner-1.svg',
    'uploads/banners/banner-1.jpg',
    '',
  ])('leaves %s as it is', (p) => {
    expect(uploadOf(p, 'raster')).toBe(p);
    expect(sitePictureOf(p, 'raster')).toBe(p);
    expect(contentPictureOf(p)).toBeNull();
  });

  it('keeps a leading slash', () => {
    expect(uploadOf('/images/news/news-1.svg', 'raster')).toBe('/uploads/news/news-1.jpg');
  });

  it('finds the art of a raster only with its family’s own extension', () => {
    expect(artOfPicture('uploads/team/leader-1.jpg')).toBeNull();
    expect(artOfPicture('uploads/banners/banner-1.png')).toBeNull();
    expect(artOfPicture('uploads/brand/logo.png')).toBeNull();
    expect(artOfPicture('uploads/cases/../cases/case-1-cover.jpg')).toBeNull();
    expect(artOfPicture('images/cases/case-1-cover.svg')).toBeNull();
  });

  it('sizes an upload at twice the art, at most 2,880 px wide', () => {
    expect(uploadSizeOf(320, 320)).toEqual({ width: 640, height: 640 });
    expect(uploadSizeOf(1200, 675)).toEqual({ width: 2400, height: 1350 });
    expect(uploadSizeOf(1440, 480)).toEqual({ width: 2880, height: 960 });
    expect(uploadSizeOf(1920, 800)).toEqual({ width: MAX_UPLOAD_WIDTH, height: 1200 });
  });

  it('reads the switch', () => {
    expect(parsePictureMode(undefined)).toBe('raster');
    expect(parsePictureMode('')).toBe('raster');
    expect(parsePictureMode(' Vector ')).toBe('vector');
    expect(parsePictureMode('svg')).toBeNull();
    expect(pictureModeOf('svg')).toBe('raster');
    expect(parsePictures('vector')).toBe('vector');
    expect(() => parsePictures('svg')).toThrow('MOCK_PICTURES');
    expect(readSwitches({ MOCK_PICTURES: 'vector' }).pictures).toBe('vector');
    expect(readSwitches({}).pictures).toBe('raster');
  });
});

describe('the table and the art manifest', () => {
  const slots = buildSlots(loadArtData());
  const NOT_CONTENT = /^(favicon\.svg|images\/brand\/|images\/advantages\/)/;

  it('knows every content slot at its size, and no logo or icon', () => {
    const others = slots.filter((s) => NOT_CONTENT.test(s.path));
    expect(others.map((s) => contentPictureOf(s.path))).toEqual(others.map(() => null));
    const content = slots.filter((s) => !NOT_CONTENT.test(s.path));
    expect(content.map((s) => [s.path, contentPictureOf(s.path)?.family])).toEqual(
      content.map((s) => [s.path, expect.objectContaining({ width: s.width, height: s.height })]),
    );
  });

  it('uses every family of the table', () => {
    PICTURE_FAMILIES.forEach((family) =>
      expect(slots.some((s) => contentPictureOf(s.path)?.family === family)).toBe(true),
    );
  });
});

/* ---------- the mock's answers ---------- */

/** Every picture an answer names: image-path strings anywhere, and each `<img src>` of HTML. */
function picturesOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^(images|uploads)\//.test(value)) out.push(value);
    for (const m of value.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)) out.push(m[1]);
  } else if (Array.isArray(value)) {
    value.forEach((v) => picturesOf(v, out));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((v) => picturesOf(v, out));
  }
  return out;
}

/** One answer of every endpoint that carries pictures, over every record of the data. */
function everyAnswer(): unknown[] {
  return [
    caseList({ pageSize: 100 }),
    ...cases.map((c) => caseDetails({ id: c.id })),
    selectList({ brandTitle: '青' }),
    caseTypeCaseList(),
    bannerWebList(),
    hDepCaseList(),
    hDepVideo(),
    newsWebList(),
    newsWebPageList({ pageSize: 100 }),
    ...news.map((n) => newsInfo({ id: n.id })),
  ];
}

describe('the mock answers', () => {
  it('name every picture as an upload by default', () => {
    delete process.env.MOCK_PICTURES;
    const pictures = picturesOf(everyAnswer());
    expect(pictures.length).toBeGreaterThan(64 * 4 + 24 * 2);
    pictures
      .filter((p) => !p.endsWith('.mp4'))
      .forEach((p) => {
        expect(p).toMatch(/^uploads\/[a-z]+\/[a-z\d-]+\.(jpg|png)$/);
        expect(artOfPicture(p)?.kind).toBe('upload');
      });
    // The clips are videos, not pictures.
    expect(pictures.filter((p) => p.endsWith('.mp4'))).toHaveLength(depVideos.length);
    const detail = caseDetails({ id: 1 }).data!;
    expect(detail.cover).toBe('uploads/cases/case-1-cover.jpg');
    expect(detail.gallery.map((g) => g.src)).toEqual([
      'uploads/cases/case-1-gallery-1.png',
      'uploads/cases/case-1-gallery-2.png',
      'uploads/cases/case-1-gallery-3.png',
    ]);
    expect(detail.related.every((r) => r.cover.endsWith('-cover.jpg'))).toBe(true);
  });

  it('name the art itself with MOCK_PICTURES=vector, as the data has it', () => {
    process.env.MOCK_PICTURES = 'vector';
    const pictures = picturesOf(everyAnswer());
    pictures.forEach((p) => expect(p).toMatch(/^images\/[a-z]+\/[a-z\d-]+\.(svg|mp4)$/));
    expect(bannerWebList().data).toEqual(banners);
    expect(hDepCaseList().data).toEqual(classicCases);
    expect(hDepVideo().data).toEqual(depVideos);
    const seed = news.find((n) => n.id === 5)!;
    expect(newsInfo({ id: 5 }).data).toMatchObject({ ...seed });
  });

  it('read the switch on every answer and never change the data', () => {
    const before = cloneDeep({ cases, news, banners, classicCases, depVideos });
    const modes: PictureMode[] = ['raster', 'vector', 'raster'];
    const covers = modes.map((mode) => {
      process.env.MOCK_PICTURES = mode;
      return bannerWebList().data![0].img;
    });
    expect(covers).toEqual([
      'uploads/banners/banner-1.jpg',
      'images/banners/banner-1.svg',
      'uploads/banners/banner-1.jpg',
    ]);
    everyAnswer();
    expect({ cases, news, banners, classicCases, depVideos }).toEqual(before);
  });

  it('answer a mistyped switch with a 500 that names it, and keep serving', async () => {
    process.env.MOCK_PICTURES = 'svg';
    const answered: { status: number; body?: unknown } = { status: 200 };
    const res = {
      status(code: number) {
        answered.status = code;
        return res;
      },
      json(body: unknown) {
        answered.body = body;
      },
      end() {},
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await homeRoutes['POST /api/index/bannerWebList']({ query: {}, body: {} }, res);
    expect(answered.status).toBe(500);
    expect(answered.body).toMatchObject({ success: false, code: '500' });
    expect(JSON.stringify(answered.body)).toContain('MOCK_PICTURES');
    jest.restoreAllMocks();
  });

  it('map a news body’s <img src> and nothing else', () => {
    const html =
      '<p><a href="images/news/news-1-body.svg">原图</a></p>' +
      '<figure><img alt="现场" src="images/news/news-1-body.svg" width="1200" height="675"' +
      ' data-src="images/news/news-2.svg" /><figcaption>images/news/news-1.svg</figcaption></figure>' +
      '<img src="images/brand/logo.svg" alt="标志"><img src="https://example.com/a.svg" alt="">';
    expect(bodyPictures(html, 'raster')).toBe(
      html.replace(
        'alt="现场" src="images/news/news-1-body.svg"',
        'alt="现场" src="uploads/news/news-1-body.jpg"',
      ),
    );
    expect(bodyPictures(html, 'vector')).toBe(html);
    delete process.env.MOCK_PICTURES;
    const body = newsInfo({ id: 7 }).data!.content;
    expect(body).toContain('<img src="uploads/news/news-7-body.jpg" alt="');
    expect(body).toContain('width="1200" height="675"');
  });

  it('map the generated archive’s pictures too', () => {
    jest.isolateModules(() => {
      process.env.MOCK_NEWS = '30';
      process.env.MOCK_CASES = '70';
      try {
        delete process.env.MOCK_PICTURES;
        // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
        const newsMock = require('../../../mock/news') as typeof import('../../../mock/news');
        // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
        const caseMock = require('../../../mock/case') as typeof import('../../../mock/case');
        const item = newsMock.newsInfo({ id: 30 }).data!;
        expect(item.img).toMatch(/^uploads\/news\/news-\d+\.jpg$/);
        expect(item.content).toMatch(/<img src="uploads\/news\/news-\d+-body\.jpg"/);
        const detail = caseMock.caseDetails({ id: 70 }).data!;
        expect(detail.cover).toMatch(/^uploads\/cases\/case-\d+-cover\.jpg$/);
        detail.gallery.forEach((g) => expect(g.src).toMatch(/-gallery-\d\.png$/));
      } finally {
        delete process.env.MOCK_NEWS;
        delete process.env.MOCK_CASES;
      }
    });
  });
});

/* ---------- the site's content files ---------- */

const CONTENT_FILES = [
  'about',
  'aboutPage',
  'cases',
  'contactPage',
  'home',
  'offices',
  'serviceHighlights',
  'services',
];

/** Every picture the content files name (their exports walked), in the mode of the environment. */
function contentPictures(mode: PictureMode | undefined): string[] {
  let pictures: string[] = [];
  jest.isolateModules(() => {
    if (mode) process.env.MOCK_PICTURES = mode;
    else delete process.env.MOCK_PICTURES;
    const modules = CONTENT_FILES.map(
      // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
      (name) => require(`../../../src/content/${name}`) as Record<string, unknown>,
    );
    pictures = [...new Set(picturesOf(modules))];
  });
  return pictures;
}

describe('the content files', () => {
  it('name their content pictures as rasters next to the art by default', () => {
    const pictures = contentPictures(undefined);
    const icons = pictures.filter((p) => p.startsWith('images/advantages/'));
    expect(icons).toEqual([1, 2, 3, 4].map((i) => `images/advantages/advantage-${i}.svg`));
    const rasters = pictures.filter((p) => !icons.includes(p));
    expect(rasters.length).toBeGreaterThanOrEqual(8 + 8 + 10 + 5 + 32 + 8 + 10);
    rasters.forEach((p) => expect(artOfPicture(p)?.kind).toBe('site'));
    expect(rasters).toEqual(
      expect.arrayContaining([
        'images/team/leader-1.png',
        'images/certificates/cert-1.png',
        'images/honors/honor-1.png',
        'images/welfare/welfare-1.jpg',
        'images/offices/hangzhou-cover.jpg',
        'images/offices/hangzhou-map.jpg',
        'images/industries/industry-1.png',
        'images/heroes/home.jpg',
        'images/heroes/customerCase.jpg',
      ]),
    );
  });

  it('name the art itself with MOCK_PICTURES=vector', () => {
    const pictures = contentPictures('vector');
    pictures.forEach((p) => expect(p).toMatch(/^images\/[a-z]+\/[a-zA-Z\d-]+\.svg$/));
    expect(pictures).toContain('images/team/leader-1.svg');
  });

  it('pass the content check: a raster counts when its art exists', () => {
    expect(formatProblems(validateContent())).toBe('');
    const s = {
      cases: cloneDeep(cases),
      news: cloneDeep(news),
      banners: cloneDeep(banners),
      classicCases: cloneDeep(classicCases),
      depVideos: cloneDeep(depVideos),
      offices: [],
    };
    s.cases[0].cover = 'images/cases/case-1-cover.jpg';
    s.cases[1].cover = 'images/cases/case-999-cover.jpg';
    const problems = formatProblems(validateContent(s));
    expect(problems).not.toContain('case-1-cover');
    expect(problems).toContain(
      '图片不存在：public/images/cases/case-999-cover.jpg（也没有生成它的原图 public/images/cases/case-999-cover.svg）',
    );
  });
});
