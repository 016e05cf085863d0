/** Pure helpers of the case module: tags, rows, suggestions and the list view in the URL. */
import type { CaseRecord, CaseTypeGroup } from '@/types/api';
import {
  ALL_TAG,
  EMPTY_VIEW,
  buildSuggestions,
  buildTagLists,
  buildTypesByService,
  caseViewPath,
  caseViewSearch,
  chunk5,
  cutApart,
  isFiltered,
  normalisedListSearch,
  parseCaseView,
  parseId,
  sanitiseView,
} from '@/utils/cases';
import type { KnownTags } from '@/utils/cases';

const HOSTILE = [
  '(',
  '[',
  '+',
  '\\',
  '.*',
  '?',
  '<img src=x onerror=window.__xss=1>',
  'x'.repeat(300),
  '🎨✨',
  '$&',
  '^$',
  '{2}',
  '|',
  ')',
];

const record = (id: number, brand: string, title: string) => ({ id, brand, title }) as CaseRecord;

describe('buildTagLists / buildTypesByService', () => {
  const groups: CaseTypeGroup[] = [
    { supId: 1, name: '行业', caseTypes: [{ id: 1, name: '电商/新零售' }] },
    {
      supId: 2,
      name: '服务',
      caseTypes: [
        { id: 11, name: '用户体验设计', types: [{ id: 101, name: '品牌官网' }] },
        {
          id: 12,
          name: '数字营销',
          types: [
            { id: 104, name: '整合营销' },
            { id: 105, name: '社交媒体' },
          ],
        },
      ],
    },
  ];

  it('puts 全部 first in every list', () => {
    const lists = buildTagLists(groups);
    expect(lists.industryTagList[0]).toEqual(ALL_TAG);
    expect(lists.serviceTagList[0]).toEqual(ALL_TAG);
    expect(lists.typeTagList.map((t) => t.id)).toEqual(['all', 101, 104, 105]);
  });

  it('survives garbage', () => {
    for (const bad of [null, undefined, [], [null], [{ supId: 2, caseTypes: null }]]) {
      const lists = buildTagLists(bad as unknown as CaseTypeGroup[]);
      expect(lists.typeTagList).toEqual([ALL_TAG]);
    }
  });

  it('keeps which types belong to which service', () => {
    expect(buildTypesByService(groups)).toEqual({ 11: [101], 12: [104, 105] });
    expect(buildTypesByService(null)).toEqual({});
  });
});

describe('chunk5', () => {
  it('groups records in rows of 5', () => {
    expect(chunk5([1, 2, 3, 4, 5, 6, 7]).map((r) => r.length)).toEqual([5, 2]);
    expect(chunk5([])).toEqual([]);
  });
});

describe('cutApart', () => {
  it('puts the matches at odd indexes, ignoring case', () => {
    expect(cutApart('Brand Aurora', 'ra')).toEqual(['B', 'ra', 'nd Auro', 'ra', '']);
    expect(cutApart('AI+零售', 'ai+')).toEqual(['', 'AI+', '零售']);
  });

  it('matches regex characters literally', () => {
    expect(cutApart('会员体系 2.0 (全渠道) 升级', '2.0 (')).toEqual([
      '会员体系 ',
      '2.0 (',
      '全渠道) 升级',
    ]);
    expect(cutApart('a.b', '.')).toEqual(['a', '.', 'b']);
    expect(cutApart('abc', '.*')).toEqual(['abc']);
    expect(cutApart('x\\y', '\\')).toEqual(['x', '\\', 'y']);
  });

  it('never throws and always rebuilds the text', () => {
    for (const term of HOSTILE) {
      const text = `前缀${term}后缀`;
      const parts = cutApart(text, term);
      expect(parts.join('')).toBe(text);
    }
  });

  it('returns the whole text for a blank term', () => {
    expect(cutApart('云栖茶事', '  ')).toEqual(['云栖茶事']);
  });
});

describe('buildSuggestions', () => {
  it('joins brand and title and keeps at most 10', () => {
    const list = Array.from({ length: 14 }, (_, i) => record(i + 1, `云栖${i}`, '官网'));
    const suggestions = buildSuggestions(list, '云栖');
    expect(suggestions).toHaveLength(10);
    expect(suggestions[0]).toEqual({
      id: 1,
      brandTitle: '云栖0 | 官网',
      cutApart: ['', '云栖', '0 | 官网'],
    });
    expect(buildSuggestions(null, 'x')).toEqual([]);
  });
});

describe('the list view in the URL', () => {
  it('reads tags, page and term', () => {
    expect(parseCaseView('?industry=3&service=12&type=105&page=2&q=%E4%BA%91%E6%A0%96')).toEqual({
      industry: 3,
      service: 12,
      type: 105,
      page: 2,
      q: '云栖',
    });
  });

  it('takes the industry from /customerCase/:id unless the query names one', () => {
    expect(parseCaseView('', '3').industry).toBe(3);
    expect(parseCaseView('?industry=5', '3').industry).toBe(5);
  });

  it('ignores hostile values', () => {
    const view = parseCaseView(
      '?industry=abc&service=-1&type=1e3&page=0&q=%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E',
    );
    expect(view).toEqual({ ...EMPTY_VIEW, q: '<img src=x onerror=window.__xss=1>' });
    expect(parseCaseView('?page=99999999999').page).toBe(1);
    expect(parseCaseView('?q=%E0%A4%A').q).toEqual(expect.any(String));
    expect(parseCaseView(`?q=${'x'.repeat(300)}`).q).toHaveLength(100);
    expect(parseId('0')).toBe('');
    expect(parseId('007')).toBe(7);
  });

  it('writes a view back to a stable query (a round trip is the identity)', () => {
    const view = { industry: 3, service: 12, type: 105, page: 2, q: '2.0 (全渠道) & +' } as const;
    const search = caseViewSearch(view);
    expect(search).toBe(
      '?industry=3&service=12&type=105&q=2.0+%28%E5%85%A8%E6%B8%A0%E9%81%93%29+%26+%2B&page=2',
    );
    expect(parseCaseView(search)).toEqual(view);
    expect(caseViewSearch(EMPTY_VIEW)).toBe('');
    expect(caseViewPath({ ...EMPTY_VIEW, page: 1 })).toBe('/customerCase');
    for (const q of HOSTILE) {
      const v = parseCaseView(caseViewSearch({ ...EMPTY_VIEW, q }));
      expect(parseCaseView(caseViewSearch(v))).toEqual(v);
    }
  });

  it('rewrites /customerCase/:id to the query form and keeps foreign parameters', () => {
    expect(normalisedListSearch('', '3')).toBe('?industry=3');
    expect(normalisedListSearch('?utm_source=mail&page=2', '3')).toBe(
      '?industry=3&page=2&utm_source=mail',
    );
    expect(normalisedListSearch('', '0')).toBe('');
  });

  it('drops unknown ids and a type of another service', () => {
    const known: KnownTags = {
      industries: [1, 2, 3],
      services: [11, 12],
      types: [101, 104],
      typesByService: { 11: [101], 12: [104] },
    };
    expect(sanitiseView({ ...EMPTY_VIEW, industry: 99, service: 11, type: 101 }, known)).toEqual({
      ...EMPTY_VIEW,
      service: 11,
      type: 101,
    });
    expect(sanitiseView({ ...EMPTY_VIEW, service: 11, type: 104 }, known).type).toBe('');
    expect(sanitiseView({ ...EMPTY_VIEW, type: 104 }, known).type).toBe(104);
  });

  it('knows whether a view is filtered', () => {
    expect(isFiltered(EMPTY_VIEW)).toBe(false);
    expect(isFiltered({ ...EMPTY_VIEW, page: 3 })).toBe(false);
    expect(isFiltered({ ...EMPTY_VIEW, q: 'x' })).toBe(true);
  });
});
