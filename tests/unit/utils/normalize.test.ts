import { buildSuggestions, buildTagLists, buildTypesByService } from '@/utils/cases';
import {
  listOf,
  text,
  toCaseDetail,
  toCaseRecord,
  toId,
  toNewsDetail,
  toNewsItem,
  toTotal,
} from '@/utils/normalize';
import type { CaseTypeGroup } from '@/types/api';

const OBJ = { x: 1 };

describe('text, toId, toTotal, listOf', () => {
  it('keeps strings and finite numbers as text, nothing else', () => {
    expect([text('a'), text(3), text(OBJ), text(null), text(NaN), text(Infinity)]).toEqual([
      'a',
      '3',
      '',
      '',
      '',
      '',
    ]);
  });

  it('accepts whole-number ids and numeric strings only', () => {
    expect([toId(5), toId('12'), toId(0), toId(-1), toId(1.5), toId('1e3'), toId(OBJ)]).toEqual([
      5,
      12,
      0,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads totals as whole numbers ≥ 0', () => {
    expect([toTotal(24), toTotal('7'), toTotal(Infinity), toTotal(-3), toTotal(OBJ)]).toEqual([
      24, 7, 0, 0, 0,
    ]);
  });

  it('maps lists and drops what does not fit', () => {
    expect(listOf([1, 'x', 2], (v) => (typeof v === 'number' ? v * 2 : null))).toEqual([2, 4]);
    expect(listOf('oops', () => 1)).toEqual([]);
  });
});

describe('records', () => {
  it('a case record has an id and a title, and text for every shown field', () => {
    expect(toCaseRecord(null)).toBeNull();
    expect(toCaseRecord({ id: 1, title: OBJ })).toBeNull();
    expect(toCaseRecord({ id: '2', title: 'T', brand: OBJ, year: '2020' })).toMatchObject({
      id: 2,
      title: 'T',
      brand: '',
      year: 0,
    });
  });

  it('a case detail keeps only usable parts', () => {
    const detail = toCaseDetail({
      id: 1,
      title: '标题',
      background: OBJ,
      solution: ['一', null, OBJ, 2],
      results: [null, { value: '+1%', label: OBJ }, { value: OBJ }],
      gallery: [{ src: 'a.svg', alt: OBJ }, { alt: '无图' }, null],
      related: [null, { id: 3, title: '相关' }, { id: 'x', title: '坏' }],
    });
    expect(detail).toMatchObject({
      background: '',
      solution: ['一', '2'],
      results: [{ value: '+1%', label: '' }],
      gallery: [{ src: 'a.svg', alt: '' }],
    });
    expect(detail?.related.map((r) => r.id)).toEqual([3]);
    expect(toCaseDetail({ id: 1 })).toBeNull();
  });

  it('news items need an id ≥ 1 and a title; prev/next need an id', () => {
    expect(toNewsItem({ id: 0, title: 'T' })).toBeNull();
    expect(toNewsItem({ id: 4, title: 'T', date: OBJ })).toMatchObject({ id: 4, date: '' });
    expect(
      toNewsDetail({ id: 4, title: 'T', content: OBJ, prev: { id: 'x' }, next: { id: 5 } }),
    ).toMatchObject({ content: '', prev: null, next: { id: 5, title: '' } });
  });
});

describe('tags and suggestions from malformed answers', () => {
  it('drop entries without a numeric id and a name', () => {
    const groups = [
      null,
      { supId: 1, caseTypes: [null, { id: 1, name: '电商' }, { id: 'x', name: OBJ }] },
      {
        supId: 2,
        caseTypes: [{ id: 11, name: '体验', types: [null, { id: 101, name: '官网' }, 'x'] }, 7],
      },
    ] as unknown as CaseTypeGroup[];
    const lists = buildTagLists(groups);
    expect(lists.industryTagList.map((t) => t.id)).toEqual(['all', 1]);
    expect(lists.serviceTagList.map((t) => t.id)).toEqual(['all', 11]);
    expect(lists.typeTagList.map((t) => t.id)).toEqual(['all', 101]);
    expect(buildTypesByService(groups)).toEqual({ 11: [101] });
  });

  it('suggest only usable records', () => {
    const records = [null, { id: 1, brand: OBJ, title: '云栖' }] as never;
    expect(buildSuggestions(records, '云')).toEqual([
      { id: 1, brandTitle: ' | 云栖', cutApart: [' | ', '云', '栖'] },
    ]);
  });
});
