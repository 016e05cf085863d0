import { uploadOf } from '@/content/pictures';
import { services } from '@/content/taxonomy';
import type { ResponseEnvelope } from '@/types/api';
import depCaseRoutes, { hDepCaseList, hDepVideo } from '../../../mock/depCase';
import { cases, toRecord } from '../../../mock/data/cases';
import { banners, classicCases, depVideos } from '../../../mock/data/home';
import homeRoutes, { bannerWebList, caseTypeCaseList } from '../../../mock/home';

// The answers in the default mode (MOCK_PICTURES=vector: tests/unit/mock/pictures.test.ts).
beforeAll(() => {
  delete process.env.MOCK_PICTURES;
});

function dataOf<T>(res: ResponseEnvelope<T>): T {
  expect(res.success).toBe(true);
  expect(res.code).toBe('200');
  return res.data as T;
}

describe('caseTypeCaseList', () => {
  it('answers one group per service with its 8 newest cases', () => {
    const groups = dataOf(caseTypeCaseList());
    expect(groups.map((g) => g.id)).toEqual(services.map((s) => s.id));
    groups.forEach((g) => {
      expect(g.name).toBe(services.find((s) => s.id === g.id)!.name);
      const ofService = cases.filter((c) => c.serviceId === g.id);
      expect(g.caseList).toHaveLength(Math.min(8, ofService.length));
      expect(g.caseList).toHaveLength(8);
      g.caseList.forEach((r) => {
        expect(r.serviceId).toBe(g.id);
        const seed = toRecord(cases.find((c) => c.id === r.id)!);
        expect(r).toEqual({ ...seed, cover: uploadOf(seed.cover, 'raster') });
      });
      for (let i = 1; i < g.caseList.length; i += 1) {
        const [a, b] = [g.caseList[i - 1], g.caseList[i]];
        expect(a.year > b.year || (a.year === b.year && a.id < b.id)).toBe(true);
      }
      const newestLeftOut = ofService.filter((c) => !g.caseList.some((r) => r.id === c.id));
      newestLeftOut.forEach((c) => expect(c.year).toBeLessThanOrEqual(g.caseList[7].year));
    });
  });
});

describe('bannerWebList', () => {
  it('answers 4 banners with pictures and internal links', () => {
    const list = dataOf(bannerWebList());
    expect(list).toHaveLength(4);
    expect(list).toEqual(banners.map((b) => ({ ...b, img: uploadOf(b.img, 'raster') })));
    list.forEach((b, n) => {
      expect(b.id).toBe(n + 1);
      expect(b.img).toBe(`uploads/banners/banner-${n + 1}.jpg`);
      expect(b.link).toMatch(/^\//);
      [b.title, b.subtitle, b.alt, b.linkText].forEach((t) => expect(t.trim()).not.toBe(''));
    });
    const links = list.map((b) => b.link);
    expect(links).toContain('/customerCase/1');
    expect(links).toContain('/serviceContent/userExperience');
    expect(links).toContain('/aboutLantu/3');
    const detail = links.find((l) => l.startsWith('/customerCase/caseDetail?id='))!;
    const id = Number(detail.split('=')[1]);
    expect(cases.some((c) => c.id === id)).toBe(true);
  });

  it('answers copies, not the data itself', () => {
    dataOf(bannerWebList())[0].title = 'changed';
    expect(banners[0].title).not.toBe('changed');
  });
});

describe('hDepCaseList', () => {
  it('answers 6 classic cases, each leading to a real case with its cover', () => {
    const list = dataOf(hDepCaseList());
    expect(list).toHaveLength(6);
    expect(list).toEqual(classicCases.map((c) => ({ ...c, img: uploadOf(c.img, 'raster') })));
    expect(new Set(list.map((c) => c.id)).size).toBe(6);
    expect(new Set(list.map((c) => c.caseId)).size).toBe(6);
    list.forEach((c) => {
      const target = cases.find((k) => k.id === c.caseId);
      expect(target).toBeDefined();
      expect(c.img).toBe(uploadOf(target!.cover, 'raster'));
      expect(c.brand).toBe(target!.brand);
      expect(c.title).toBe(target!.title);
      expect(c.department).toMatch(/中心$/);
      expect(c.describe.trim()).not.toBe('');
    });
  });
});

describe('hDepVideo', () => {
  it('answers 4 short department showreels', () => {
    const list = dataOf(hDepVideo());
    expect(list).toHaveLength(4);
    expect(list).toEqual(depVideos.map((v) => ({ ...v, poster: uploadOf(v.poster, 'raster') })));
    list.forEach((v, n) => {
      expect(v.src).toBe(`images/videos/video-${n + 1}.mp4`);
      expect(v.poster).toBe(`uploads/videos/video-${n + 1}-poster.jpg`);
      expect(v.duration).toBeGreaterThanOrEqual(6);
      expect(v.duration).toBeLessThanOrEqual(8);
      [v.title, v.describe, v.department].forEach((t) => expect(t.trim()).not.toBe(''));
    });
  });
});

describe('home routes', () => {
  it('maps every endpoint to a handler', () => {
    expect(Object.keys(homeRoutes).sort()).toEqual(
      ['POST /api/index/bannerWebList', 'POST /api/index/caseTypeCaseList'].sort(),
    );
    expect(Object.keys(depCaseRoutes).sort()).toEqual(
      ['POST /api/depCase/hDepCaseList', 'POST /api/depCase/hDepVideo'].sort(),
    );
    [...Object.values(homeRoutes), ...Object.values(depCaseRoutes)].forEach((h) =>
      expect(typeof h).toBe('function'),
    );
  });
});
