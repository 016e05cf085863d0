import { industries, services } from '@/content/taxonomy';
import type { CaseDetail, CaseRecord, PageResult, ResponseEnvelope } from '@/types/api';
import caseRoutes, {
  MAX_SELECT_RESULTS,
  MAX_TERM_LENGTH,
  caseDetails,
  caseList,
  selectList,
  serviceTypeList,
  toTerm,
} from '../../../mock/case';
import { cases, toDetail, toRecord } from '../../../mock/data/cases';

const han = (s: string) => (s.match(/\p{Script=Han}/gu) ?? []).length;
const countBy = <T>(list: T[], key: (item: T) => number) =>
  list.reduce<Record<number, number>>((m, item) => {
    const k = key(item);
    m[k] = (m[k] ?? 0) + 1;
    return m;
  }, {});

/** The data of a successful envelope (fails the test otherwise). */
function dataOf<T>(res: ResponseEnvelope<T>): T {
  expect(res.success).toBe(true);
  expect(res.code).toBe('200');
  return res.data as T;
}
const list = (payload: Record<string, unknown> = {}): PageResult<CaseRecord> =>
  dataOf(caseList(payload));
const ids = (records: { id: number }[]) => records.map((r) => r.id);
const REGEX_CHARS = /[+().?[\]*\\]/;

describe('case data', () => {
  it('has 64 unique ids 1–64', () => {
    expect(cases).toHaveLength(64);
    expect(new Set(ids(cases)).size).toBe(64);
    expect([...ids(cases)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 64 }, (_, i) => i + 1),
    );
  });

  it('has 8 cases in each of the 8 industries', () => {
    const perIndustry = countBy(cases, (c) => c.industryId);
    expect(
      Object.keys(perIndustry)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(industries.map((i) => i.id));
    industries.forEach((i) => expect(perIndustry[i.id]).toBe(8));
  });

  it('uses every service and every type at least twice, each type inside its own service', () => {
    const perService = countBy(cases, (c) => c.serviceId);
    const perType = countBy(cases, (c) => c.typeId);
    services.forEach((s) => {
      expect(perService[s.id]).toBeGreaterThanOrEqual(2);
      s.types.forEach((t) => expect(perType[t.id]).toBeGreaterThanOrEqual(2));
    });
    cases.forEach((c) => {
      const service = services.find((s) => s.id === c.serviceId);
      expect(service).toBeDefined();
      expect(service!.types.map((t) => t.id)).toContain(c.typeId);
    });
  });

  it('follows the picture conventions', () => {
    cases.forEach((c) => {
      expect(c.cover).toBe(`images/cases/case-${c.id}-cover.svg`);
      expect(c.gallery).toHaveLength(3);
      c.gallery.forEach((g, n) => {
        expect(g.src).toBe(`images/cases/case-${c.id}-gallery-${n + 1}.svg`);
        expect(han(g.alt)).toBeGreaterThanOrEqual(4);
      });
      expect(new Set(c.gallery.map((g) => g.alt)).size).toBe(3);
    });
  });

  it('has complete, non-repeated copy', () => {
    cases.forEach((c) => {
      expect(c.year).toBeGreaterThanOrEqual(2016);
      expect(c.year).toBeLessThanOrEqual(2023);
      expect(c.brand.trim()).not.toBe('');
      expect(c.title.trim()).not.toBe('');
      expect(c.summary.endsWith('。')).toBe(true);
      expect(c.summary.slice(0, -1)).not.toContain('。');
      for (const text of [c.background, c.challenge]) {
        expect(han(text)).toBeGreaterThanOrEqual(60);
        expect(text.length).toBeLessThanOrEqual(120);
      }
      expect(c.solution).toHaveLength(3);
      c.solution.forEach((p) => expect(han(p)).toBeGreaterThanOrEqual(20));
      expect(c.results).toHaveLength(3);
      c.results.forEach((r) => {
        expect(r.value.trim()).not.toBe('');
        expect(r.label.trim()).not.toBe('');
      });
      expect(JSON.stringify(c)).not.toMatch(/lorem|ipsum|TODO|xxx/i);
    });
    const brandTitles = cases.map((c) => `${c.brand}|${c.title}`);
    expect(new Set(brandTitles).size).toBe(cases.length);
    // No background, challenge or solution paragraph is reused by another case.
    const paragraphs = cases.flatMap((c) => [c.background, c.challenge, ...c.solution]);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it('has brands sharing words and titles with regex characters', () => {
    expect(cases.filter((c) => c.brand.includes('云栖'))).toHaveLength(3);
    expect(cases.filter((c) => c.brand.includes('星河'))).toHaveLength(2);
    expect(cases.filter((c) => REGEX_CHARS.test(c.title)).length).toBeGreaterThanOrEqual(5);
  });

  it('derives the tag names from the taxonomy and copies the seed', () => {
    cases.forEach((c) => {
      const r = toRecord(c);
      const service = services.find((s) => s.id === c.serviceId)!;
      expect(r.industryName).toBe(industries.find((i) => i.id === c.industryId)!.name);
      expect(r.serviceName).toBe(service.name);
      expect(r.typeName).toBe(service.types.find((t) => t.id === c.typeId)!.name);
      expect(r).not.toHaveProperty('background');
    });
    const detail = toDetail(cases[0]);
    detail.gallery[0].alt = 'changed';
    detail.solution.push('changed');
    expect(cases[0].gallery[0].alt).not.toBe('changed');
    expect(cases[0].solution).toHaveLength(3);
  });
});

describe('serviceTypeList', () => {
  it('answers the industry group and the service group with types', () => {
    const groups = dataOf(serviceTypeList());
    expect(groups.map((g) => g.supId)).toEqual([1, 2]);
    expect(groups[0].name).toBe('行业');
    expect(groups[0].caseTypes).toEqual(industries.map((i) => ({ id: i.id, name: i.name })));
    expect(groups[1].name).toBe('服务');
    expect(groups[1].caseTypes.map((t) => t.id)).toEqual([11, 12, 13, 14, 15, 16]);
    groups[1].caseTypes.forEach((t) => {
      const service = services.find((s) => s.id === t.id)!;
      expect(t.name).toBe(service.name);
      expect(t.types).toEqual(service.types);
    });
  });
});

describe('caseList', () => {
  it('answers the first 15 of all 64, newest year first then id', () => {
    const page = list();
    expect(page).toMatchObject({ total: 64, page: 1, pageSize: 15 });
    expect(page.records).toHaveLength(15);
    const all = list({ pageSize: 100 }).records;
    expect(all).toHaveLength(64);
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1], all[i]];
      expect(a.year > b.year || (a.year === b.year && a.id < b.id)).toBe(true);
    }
    expect(page.records).toEqual(all.slice(0, 15));
    expect(page.records[0]).toHaveProperty('industryName');
    expect(page.records[0]).not.toHaveProperty('gallery');
  });

  it('pages: page 2, the last page, beyond the end, non-numeric page', () => {
    const all = ids(list({ pageSize: 100 }).records);
    const p2 = list({ page: 2 });
    expect(p2.records).toHaveLength(15);
    expect(ids(p2.records)).toEqual(all.slice(15, 30));
    expect(list({ page: '5' }).records).toHaveLength(4);
    const beyond = list({ page: 6 });
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(64);
    expect(list({ page: 'abc' }).page).toBe(1);
    expect(ids(list({ page: 'abc' }).records)).toEqual(all.slice(0, 15));
    expect(list({ page: 2, pageSize: '20' }).records).toHaveLength(20);
    expect(list({ pageSize: 'many' }).pageSize).toBe(15);
  });

  it.each([
    ['industryId', 3, (r: CaseRecord) => r.industryId === 3],
    ['serviceId', 12, (r: CaseRecord) => r.serviceId === 12],
    ['typeId', 117, (r: CaseRecord) => r.typeId === 117],
  ] as const)('filters by %s alone', (key, value, test) => {
    const expected = cases.filter((c) => test(toRecord(c))).length;
    expect(expected).toBeGreaterThan(0);
    const page = list({ [key]: value, pageSize: 100 });
    expect(page.total).toBe(expected);
    expect(page.records.every(test)).toBe(true);
    // Form bodies send numbers as strings.
    expect(list({ [key]: String(value), pageSize: 100 }).total).toBe(expected);
  });

  it('treats "", "all" and absent filters as no filter', () => {
    expect(list({ industryId: '', serviceId: 'all', typeId: undefined }).total).toBe(64);
    expect(list({ industryId: 'all', serviceId: '', typeId: '', brandTitle: '' }).total).toBe(64);
  });

  it('combines filters', () => {
    const both = list({ industryId: 1, serviceId: 13, pageSize: 100 }).records;
    expect(ids(both).sort((a, b) => a - b)).toEqual([2, 3]);
    expect(
      list({ industryId: '1', serviceId: '13', typeId: '108' }).records.map((r) => r.id),
    ).toEqual([3]);
    expect(list({ serviceId: 11, brandTitle: '云栖' }).records.map((r) => r.id)).toEqual([49]);
    expect(list({ industryId: 4, brandTitle: '云栖' }).records.map((r) => r.id)).toEqual([25]);
    // A type outside the chosen service matches nothing.
    expect(list({ serviceId: 11, typeId: 118 })).toMatchObject({ records: [], total: 0 });
  });

  it('answers an empty list for unknown ids', () => {
    expect(list({ industryId: 99 })).toMatchObject({ records: [], total: 0 });
    expect(list({ serviceId: '0' })).toMatchObject({ records: [], total: 0 });
    expect(list({ typeId: 100000 })).toMatchObject({ records: [], total: 0 });
  });

  it('searches brand or title, case-insensitive and literal', () => {
    expect(ids(list({ brandTitle: '云栖' }).records).sort((a, b) => a - b)).toEqual([2, 25, 49]);
    expect(ids(list({ brandTitle: '  星河 ' }).records).sort((a, b) => a - b)).toEqual([9, 41]);
    expect(ids(list({ brandTitle: 'ai+' }).records)).toEqual([1]);
    expect(ids(list({ brandTitle: 'AI+零售' }).records)).toEqual([1]);
    // Title match (the brand is different).
    expect(ids(list({ brandTitle: '一粒米' }).records)).toEqual([8]);
    expect(list({ brandTitle: '不存在的品牌' })).toMatchObject({ records: [], total: 0 });
  });

  it.each(['(', '[', '+', '\\', '.*', '?', ')', ']', '*', '^$', '|', '{2}'])(
    'matches the regex character %p literally without throwing',
    (term) => {
      const expected = cases.filter((c) => c.brand.includes(term) || c.title.includes(term));
      const page = list({ brandTitle: term, pageSize: 100 });
      expect(page.total).toBe(expected.length);
      page.records.forEach((r) => expect(`${r.brand}${r.title}`).toContain(term));
    },
  );

  it('finds the titles with regex characters', () => {
    expect(list({ brandTitle: '(' }).total).toBeGreaterThanOrEqual(3);
    expect(ids(list({ brandTitle: '[' }).records).sort((a, b) => a - b)).toEqual([13, 58]);
    expect(ids(list({ brandTitle: '2.0 (全渠道)' }).records)).toEqual([4]);
    expect(ids(list({ brandTitle: 'c++' }).records)).toEqual([26]);
    expect(ids(list({ brandTitle: '?' }).records)).toEqual([17]);
    expect(list({ brandTitle: '.*' }).total).toBe(0);
    expect(list({ brandTitle: '\\' }).total).toBe(0);
  });

  it('copes with very long, emoji and markup terms', () => {
    expect(list({ brandTitle: '云'.repeat(300) })).toMatchObject({ records: [], total: 0 });
    expect(list({ brandTitle: '🚀🎨' })).toMatchObject({ records: [], total: 0 });
    expect(list({ brandTitle: '<script>alert(1)</script>' })).toMatchObject({
      records: [],
      total: 0,
    });
    expect(list({ brandTitle: '<b>云栖</b>' }).total).toBe(0);
    expect(list({ brandTitle: { $ne: '' } }).total).toBe(64);
    expect(list({ brandTitle: ['云栖'] }).total).toBe(64);
  });
});

describe('caseDetails', () => {
  it('answers a case with its detail and related cases', () => {
    const d: CaseDetail = dataOf(caseDetails({ id: 12 }));
    // Industry, service and type names are the taxonomy's (src/content), read from there.
    const service = services.find((s) => s.id === 14)!;
    expect(d).toMatchObject({
      id: 12,
      brand: '拾光映画',
      industryId: 2,
      industryName: industries.find((i) => i.id === 2)!.name,
      serviceId: 14,
      serviceName: service.name,
      typeId: 111,
    });
    expect(d.typeName).toBe(service.types.find((t) => t.id === 111)!.name);
    expect(d.solution).toHaveLength(3);
    expect(d.results).toHaveLength(3);
    expect(d.gallery).toHaveLength(3);
    expect(d.related).toHaveLength(4);
    expect(ids(d.related)).not.toContain(12);
    expect(new Set(ids(d.related)).size).toBe(4);
    d.related.forEach((r) => expect(r.industryId).toBe(d.industryId));
    expect(d.related[0]).not.toHaveProperty('related');
    expect(dataOf(caseDetails({ id: '12' }))).toEqual(d);
  });

  it('ranks same industry and service first among related cases', () => {
    const d = dataOf(caseDetails({ id: 2 }));
    // Case 3 is the other 电商/新零售 case of 创意设计.
    expect(d.related[0].id).toBe(3);
  });

  it.each([
    ['unknown', { id: 999 }],
    ['zero', { id: 0 }],
    ['negative', { id: -1 }],
    ['fractional', { id: 1.5 }],
    ['missing', {}],
    ['empty', { id: '' }],
    ['non-numeric', { id: 'abc' }],
    ['injection', { id: '1 OR 1=1' }],
  ])('answers 404 for a %s id', (_, payload) => {
    const res = caseDetails(payload);
    expect(res).toEqual({ success: false, code: '404', message: '案例不存在或已下线' });
  });
});

describe('selectList', () => {
  it('answers every case whose brand or title contains the term', () => {
    expect(ids(dataOf(selectList({ brandTitle: '云栖' }))).sort((a, b) => a - b)).toEqual([
      2, 25, 49,
    ]);
    expect(ids(dataOf(selectList({ brandTitle: '星河' }))).sort((a, b) => a - b)).toEqual([9, 41]);
    expect(ids(dataOf(selectList({ brandTitle: 'app' })))).toEqual(
      ids(list({ brandTitle: 'APP', pageSize: 100 }).records),
    );
    const records = dataOf(selectList({ brandTitle: '小程序' }));
    expect(records.length).toBeGreaterThan(3);
    records.forEach((r) => expect(`${r.brand}${r.title}`).toContain('小程序'));
  });

  it('answers [] for an empty, whitespace or missing term', () => {
    expect(dataOf(selectList({ brandTitle: '' }))).toEqual([]);
    expect(dataOf(selectList({ brandTitle: '   ' }))).toEqual([]);
    expect(dataOf(selectList({}))).toEqual([]);
    expect(dataOf(selectList())).toEqual([]);
  });

  it('matches regex characters literally and copes with long or odd terms', () => {
    for (const term of ['(', '[', '+', '\\', '.*', '?']) {
      expect(() => selectList({ brandTitle: term })).not.toThrow();
      dataOf(selectList({ brandTitle: term })).forEach((r) =>
        expect(`${r.brand}${r.title}`).toContain(term),
      );
    }
    expect(dataOf(selectList({ brandTitle: '.*' }))).toEqual([]);
    expect(dataOf(selectList({ brandTitle: 'x'.repeat(300) }))).toEqual([]);
    expect(dataOf(selectList({ brandTitle: '😀' }))).toEqual([]);
    expect(dataOf(selectList({ brandTitle: '<img src=x onerror=alert(1)>' }))).toEqual([]);
    expect(toTerm('a'.repeat(300))).toHaveLength(MAX_TERM_LENGTH);
  });

  it(`answers at most ${MAX_SELECT_RESULTS} cases`, () => {
    const extra = Array.from({ length: 60 }, (_, i) => ({
      ...cases[0],
      id: 1000 + i,
      brand: `测试品牌${i}`,
    }));
    cases.push(...extra);
    try {
      const records = dataOf(selectList({ brandTitle: '测试品牌' }));
      expect(records).toHaveLength(MAX_SELECT_RESULTS);
    } finally {
      cases.splice(64);
    }
    expect(cases).toHaveLength(64);
  });
});

describe('case routes', () => {
  it('maps every endpoint to a handler', () => {
    expect(Object.keys(caseRoutes).sort()).toEqual(
      [
        'GET /api/caseType/serviceTypeList',
        'POST /api/case/caseDetails',
        'POST /api/case/list',
        'POST /api/case/selectList',
      ].sort(),
    );
    Object.values(caseRoutes).forEach((h) => expect(typeof h).toBe('function'));
  });

  it('answers through the express wrapper with the merged payload', async () => {
    const saved = { delay: process.env.MOCK_DELAY, fail: process.env.MOCK_FAIL };
    delete process.env.MOCK_DELAY;
    delete process.env.MOCK_FAIL;
    const json = jest.fn();
    interface FakeResponse {
      status: (code: number) => FakeResponse;
      json: jest.Mock;
      end: jest.Mock;
    }
    const res: FakeResponse = { status: () => res, json, end: jest.fn() };
    try {
      await caseRoutes['POST /api/case/list'](
        { query: { page: '2' }, body: { industryId: '1', pageSize: 5 } },
        res,
      );
    } finally {
      if (saved.delay !== undefined) process.env.MOCK_DELAY = saved.delay;
      if (saved.fail !== undefined) process.env.MOCK_FAIL = saved.fail;
    }
    const body = json.mock.calls[0][0] as ResponseEnvelope<PageResult<CaseRecord>>;
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ total: 8, page: 2, pageSize: 5 });
    expect(body.data!.records).toHaveLength(3);
  });
});
