/**
 * The mock at the size of the agency's archive (`MOCK_CASES=1000 MOCK_NEWS=500`, mock/data/volume.ts):
 * the records, the content check, paging, filters, search, related cases, news neighbours and the
 * sitemap, with the modules loaded afresh under the switch.
 */
import type {
  CaseDetail,
  CaseRecord,
  CaseTypeCases,
  NewsDetail,
  NewsItem,
  NewsPage,
  PageResult,
  ResponseEnvelope,
} from '@/types/api';
import { industries, services } from '@/content/taxonomy';
import { MAX_VOLUME, readVolume } from '../../../mock/data/volume';

type CaseData = typeof import('../../../mock/data/cases');
type NewsData = typeof import('../../../mock/data/news');
type CaseApi = typeof import('../../../mock/case');
type NewsApi = typeof import('../../../mock/news');
type HomeApi = typeof import('../../../mock/home');
type Validate = typeof import('../../../mock/_lib/validate');
type Html = typeof import('../../../scripts/prerender/html');

interface Loaded {
  caseData: CaseData;
  newsData: NewsData;
  caseApi: CaseApi;
  newsApi: NewsApi;
  homeApi: HomeApi;
  validate: Validate;
  html: Html;
}

/** The mock's modules as a process started with `env` loads them. */
function load(env: Record<string, string>): Loaded {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let loaded: Loaded | undefined;
  try {
    jest.isolateModules(() => {
      loaded = {
        caseData: require('../../../mock/data/cases'),
        newsData: require('../../../mock/data/news'),
        caseApi: require('../../../mock/case'),
        newsApi: require('../../../mock/news'),
        homeApi: require('../../../mock/home'),
        validate: require('../../../mock/_lib/validate'),
        html: require('../../../scripts/prerender/html'),
      };
    });
  } finally {
    process.env = saved;
  }
  return loaded!;
}

function dataOf<T>(res: ResponseEnvelope<T>): T {
  expect(res.success).toBe(true);
  return res.data as T;
}

const spread = (counts: number[]) => Math.max(...counts) - Math.min(...counts);
const countBy = <T>(list: T[], key: (x: T) => number | string) =>
  list.reduce<Record<string, number>>((m, x) => {
    m[key(x)] = (m[key(x)] ?? 0) + 1;
    return m;
  }, {});

describe('the volume switch', () => {
  it('reads a count not below the hand-written records and not above the cap', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readVolume('MOCK_CASES', undefined, 64)).toBe(64);
    expect(readVolume('MOCK_CASES', '', 64)).toBe(64);
    expect(readVolume('MOCK_CASES', '1000', 64)).toBe(1000);
    expect(readVolume('MOCK_CASES', ' 80 ', 64)).toBe(80);
    expect(readVolume('MOCK_CASES', '10', 64)).toBe(64);
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['abc', '-5', '1e9', '12.5', String(MAX_VOLUME + 1)]) {
      expect(readVolume('MOCK_CASES', bad, 64)).toBe(64);
    }
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
  });

  it('serves the hand-written records alone by default', () => {
    const { caseData, newsData } = load({ MOCK_CASES: '', MOCK_NEWS: '' });
    expect(caseData.cases).toHaveLength(64);
    expect(newsData.news).toHaveLength(24);
  });
});

describe('MOCK_CASES=1000 MOCK_NEWS=500', () => {
  const m = load({ MOCK_CASES: '1000', MOCK_NEWS: '500', MOCK_REVISE: '' });
  const { cases } = m.caseData;
  const { news } = m.newsData;
  const generated = cases.slice(64);

  it('has 1,000 cases and 500 news with ids 1…N, the hand-written ones first and unchanged', () => {
    expect(cases.map((c) => c.id)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(news.map((n) => n.id)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(cases.slice(0, 64)).toEqual(m.caseData.handWrittenCases);
    expect(news.slice(0, 24)).toEqual(m.newsData.handWrittenNews);
  });

  it('writes distinct brands and titles, realistic Chinese copy, every field filled', () => {
    expect(new Set(cases.map((c) => c.brand)).size).toBe(1000);
    expect(new Set(cases.map((c) => c.title)).size).toBe(1000);
    expect(new Set(news.map((n) => n.title)).size).toBe(500);
    generated.forEach((c) => {
      expect(c.brand).toMatch(/\p{Script=Han}{2,}/u);
      expect(c.summary.length).toBeGreaterThan(15);
      expect(c.background.length).toBeGreaterThan(30);
      expect(c.solution).toHaveLength(3);
      expect(c.results).toHaveLength(3);
      expect(c.gallery).toHaveLength(3);
      expect(c.year).toBeGreaterThanOrEqual(2006);
      expect(c.year).toBeLessThanOrEqual(2023);
    });
    // Several brands share a word, so a search finds more than one.
    expect(cases.filter((c) => c.brand.startsWith('青禾')).length).toBeGreaterThan(5);
  });

  it('spreads industries, services and types evenly over the generated cases', () => {
    expect(
      spread(industries.map((i) => generated.filter((c) => c.industryId === i.id).length)),
    ).toBeLessThanOrEqual(1);
    expect(
      spread(services.map((s) => generated.filter((c) => c.serviceId === s.id).length)),
    ).toBeLessThanOrEqual(2);
    const combos = new Set(generated.map((c) => `${c.industryId}:${c.serviceId}:${c.typeId}`));
    expect(combos.size).toBe(8 * 18);
    services.forEach((s) => {
      const types = s.types.map((t) => generated.filter((c) => c.typeId === t.id).length);
      expect(spread(types)).toBeLessThanOrEqual(8);
      generated
        .filter((c) => c.serviceId === s.id)
        .forEach((c) => expect(s.types.map((t) => t.id)).toContain(c.typeId));
    });
  });

  it('keeps news ids growing with their dates, in every category, after the hand-written ones', () => {
    for (let i = 1; i < news.length; i += 1) expect(news[i].date >= news[i - 1].date).toBe(true);
    expect(news[24].date > news[23].date).toBe(true);
    expect(spread(Object.values(countBy(news.slice(24), (n) => n.category)))).toBeLessThanOrEqual(
      1,
    );
  });

  it('passes the content check: every picture exists, every link in a body opens a page', () => {
    expect(m.validate.validateContent()).toEqual([]);
  });

  it('depends on the id alone: the same records every run, and at a larger volume', () => {
    const again = load({ MOCK_CASES: '1200', MOCK_NEWS: '600' });
    expect(again.caseData.cases.slice(0, 1000)).toEqual(cases);
    expect(again.newsData.news.slice(0, 500)).toEqual(news);
  });

  it('pages the case list to the last record, and filters add up', () => {
    const page = (p: number, extra = {}) =>
      dataOf(m.caseApi.caseList({ page: p, pageSize: 15, ...extra })) as PageResult<CaseRecord>;
    expect(page(1).total).toBe(1000);
    expect(page(67).records).toHaveLength(10);
    expect(page(68)).toMatchObject({ records: [], total: 1000 });
    const all = Array.from({ length: 67 }, (_, i) => page(i + 1).records.map((r) => r.id)).flat();
    expect(new Set(all).size).toBe(1000);
    const byIndustry = industries.map((i) => page(1, { industryId: i.id }).total);
    expect(byIndustry.reduce((a, b) => a + b, 0)).toBe(1000);
    const one = page(1, { industryId: 3, serviceId: 12, typeId: 105 });
    expect(one.total).toBe(
      cases.filter((c) => c.industryId === 3 && c.serviceId === 12 && c.typeId === 105).length,
    );
    expect(one.records.every((r) => r.industryId === 3 && r.typeId === 105)).toBe(true);
  });

  it('suggests at most 50 matches, newest first, and finds a generated case by its brand', () => {
    const found = dataOf(m.caseApi.selectList({ brandTitle: '官网' })) as CaseRecord[];
    expect(cases.filter((c) => `${c.brand}${c.title}`.includes('官网')).length).toBeGreaterThan(50);
    expect(found.length).toBe(50);
    expect(found.every((r) => `${r.brand}${r.title}`.includes('官网'))).toBe(true);
    for (let i = 1; i < found.length; i += 1) expect(found[i].year <= found[i - 1].year).toBe(true);
    const last = cases[999];
    const exact = dataOf(m.caseApi.selectList({ brandTitle: last.brand })) as CaseRecord[];
    expect(exact.map((r) => r.id)).toContain(1000);
  });

  it('relates a generated case to others of its industry and service', () => {
    const detail = dataOf(m.caseApi.caseDetails({ id: 900 })) as CaseDetail;
    expect(detail.related).toHaveLength(4);
    detail.related.forEach((r) => {
      expect(r.id).not.toBe(900);
      expect(r.industryId === detail.industryId || r.serviceId === detail.serviceId).toBe(true);
    });
    expect(detail.related[0]).toMatchObject({
      industryId: detail.industryId,
      serviceId: detail.serviceId,
    });
  });

  it('shows each service’s newest cases on the home page', () => {
    const groups = dataOf(m.homeApi.caseTypeCaseList()) as CaseTypeCases[];
    expect(groups).toHaveLength(6);
    groups.forEach((g) => {
      expect(g.caseList).toHaveLength(8);
      expect(g.caseList.every((c) => c.serviceId === g.id && c.year === 2023)).toBe(true);
    });
  });

  it('pages the news by year, and prev/next walk all 500 in date order', () => {
    const first = dataOf(m.newsApi.newsWebPageList({ page: 1, pageSize: 5 })) as NewsPage;
    expect(first.total).toBe(500);
    expect(first.records[0].id).toBe(500);
    expect(first.years.slice(0, 3)).toEqual(['2025', '2024', '2023']);
    const perYear = first.years.map(
      (year) => (dataOf(m.newsApi.newsWebPageList({ year })) as NewsPage).total,
    );
    expect(perYear.reduce((a, b) => a + b, 0)).toBe(500);
    const latest = dataOf(m.newsApi.newsWebList()) as NewsItem[];
    expect(latest.map((n) => n.id)).toEqual([500, 499, 498, 497, 496, 495]);
    const walked: number[] = [];
    let id: number | undefined = 500;
    while (id !== undefined) {
      walked.push(id);
      const item = dataOf(m.newsApi.newsInfo({ id })) as NewsDetail;
      id = item.prev?.id;
    }
    expect(walked).toEqual(Array.from({ length: 500 }, (_, i) => 500 - i));
  });

  it('lists every page in the sitemap, once', () => {
    const { html } = m;
    const urls = [
      ...html.pageTargets(),
      ...cases.map((c) => html.caseTarget(c.id)),
      ...news.map((n) => html.newsTarget(n.id)),
    ].map((t) => t.url);
    const xml = html.sitemap(urls);
    const locs = xml.match(/<loc>[^<]+<\/loc>/g) ?? [];
    expect(locs.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain('/customerCase/caseDetail?id=1000</loc>');
    expect(xml).toContain('/newsLantu?id=500</loc>');
  });
});

describe('MOCK_REVISE', () => {
  it('serves the named records as an editor revised them, and the rest as before', () => {
    const before = load({ MOCK_CASES: '200', MOCK_NEWS: '100' });
    const after = load({ MOCK_CASES: '200', MOCK_NEWS: '100', MOCK_REVISE: 'case:150,news:80' });
    const changed = (a: unknown[], b: unknown[]) =>
      a
        .map((x, i) => JSON.stringify(x) !== JSON.stringify(b[i]))
        .flatMap((d, i) => (d ? [i + 1] : []));
    expect(changed(before.caseData.cases, after.caseData.cases)).toEqual([150]);
    expect(changed(before.newsData.news, after.newsData.news)).toEqual([80]);
    expect(after.caseData.caseById(150)!.summary).toMatch(/（已更新）$/);
  });
});
