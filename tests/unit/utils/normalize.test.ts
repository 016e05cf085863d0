import { buildSuggestions, buildTagLists, buildTypesByService } from '@/utils/cases';
import {
  caseAsClassic,
  listOf,
  text,
  toBanner,
  toCaseDetail,
  toCaseRecord,
  toCaseTypeCases,
  toClassicCase,
  toDepVideo,
  toId,
  toNewsDetail,
  toNewsItem,
  toTotal,
} from '@/utils/normalize';
import type { Banner, CaseRecord, CaseTypeGroup, ClassicCase, DepVideo } from '@/types/api';
import { caseRecord } from '../fixtures';

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

describe('home page records', () => {
  const banner: Banner = {
    id: 1,
    title: '品牌升级',
    subtitle: '副标题',
    img: 'images/banners/banner-1.svg',
    alt: '主视觉',
    link: '/customerCase',
    linkText: '查看',
  };

  it('a banner needs a title and a picture field; the rest is text, a bad id 0', () => {
    expect(toBanner(banner)).toEqual(banner);
    expect(toBanner({ ...banner, extra: 1 })).not.toHaveProperty('extra');
    expect(toBanner({ ...banner, img: '' })).toEqual({ ...banner, img: '' });
    expect(toBanner({ title: 'T', img: 'a.svg' })).toEqual({
      id: 0,
      title: 'T',
      subtitle: '',
      img: 'a.svg',
      alt: '',
      link: '',
      linkText: '',
    });
    expect(toBanner({ ...banner, id: 'x', subtitle: OBJ, link: null, alt: 3 })).toEqual({
      ...banner,
      id: 0,
      subtitle: '',
      link: '',
      alt: '3',
    });
    [
      null,
      'x',
      [banner],
      { ...banner, title: '' },
      { ...banner, title: '   ' },
      { ...banner, title: 5 },
      { ...banner, img: null },
      { ...banner, img: OBJ },
    ].forEach((value) => expect(toBanner(value)).toBeNull());
    expect(listOf([banner, null, { ...banner, img: 1 }], toBanner)).toEqual([banner]);
  });

  const card = (id: number): CaseRecord => caseRecord(id, { summary: '' });

  it('a service group of the home page needs an id and a name; its cases need a cover field', () => {
    expect(toCaseTypeCases({ id: 11, name: '体验', caseList: [card(1), card(2)] })).toEqual({
      id: 11,
      name: '体验',
      caseList: [card(1), card(2)],
    });
    expect(
      toCaseTypeCases({
        id: '12',
        name: '营销',
        caseList: [
          card(1),
          { ...card(2), cover: null },
          { ...card(3), cover: '' },
          { ...card(4), title: '' },
          { ...card(5), brand: OBJ },
          null,
        ],
      }),
    ).toEqual({
      id: 12,
      name: '营销',
      caseList: [card(1), { ...card(3), cover: '' }, { ...card(5), brand: '' }],
    });
    expect(toCaseTypeCases({ id: 13, name: '设计' })).toEqual({
      id: 13,
      name: '设计',
      caseList: [],
    });
    expect(toCaseTypeCases({ id: 13, name: '设计', caseList: OBJ })?.caseList).toEqual([]);
    [
      null,
      [],
      { id: 'x', name: 'N' },
      { id: -1, name: 'N' },
      { id: 1, name: ' ' },
      { id: 1 },
    ].forEach((value) => expect(toCaseTypeCases(value)).toBeNull());
  });

  const classic: ClassicCase = {
    id: 1,
    caseId: 3,
    brand: '云栖茶事',
    title: '品牌官网',
    describe: '一句话',
    img: 'images/x.svg',
    department: '体验设计中心',
  };

  it('a classic case needs an id, the case it leads to, a title and a picture field', () => {
    expect(toClassicCase(classic)).toEqual(classic);
    expect(toClassicCase({ ...classic, id: '2', caseId: '0', brand: OBJ, describe: 7 })).toEqual({
      ...classic,
      id: 2,
      caseId: 0,
      brand: '',
      describe: '7',
    });
    [
      null,
      { ...classic, id: 'x' },
      { ...classic, caseId: undefined },
      { ...classic, caseId: -2 },
      { ...classic, title: '' },
      { ...classic, img: null },
      // A case record (the case model puts those in global too) is no classic case as it is.
      card(4),
    ].forEach((value) => expect(toClassicCase(value)).toBeNull());
  });

  it('caseAsClassic puts a case record in the classic-case shape, leading to itself', () => {
    const r = { ...card(7), summary: '一句话', industryName: '电商' };
    expect(caseAsClassic(r)).toEqual({
      id: 7,
      caseId: 7,
      brand: '品牌7',
      title: '案例7',
      describe: '一句话',
      img: 'images/cases/case-7-cover.svg',
      department: '电商',
    });
    // What it makes is a classic case the home page can show.
    expect(toClassicCase(caseAsClassic(r))).toEqual(caseAsClassic(r));
  });

  const video: DepVideo = {
    id: 1,
    title: '体验设计中心',
    describe: '…',
    department: '体验设计中心',
    poster: 'p.svg',
    src: 'v.mp4',
    duration: 7,
  };

  it('a department video needs an id, a title and a source', () => {
    expect(toDepVideo(video)).toEqual(video);
    expect(toDepVideo({ ...video, id: '3', duration: '7', poster: OBJ, describe: null })).toEqual({
      ...video,
      id: 3,
      duration: 0,
      poster: '',
      describe: '',
    });
    [
      null,
      { ...video, id: 'x' },
      { ...video, id: 1.5 },
      { ...video, title: ' ' },
      { ...video, src: '' },
      { ...video, src: OBJ },
    ].forEach((value) => expect(toDepVideo(value)).toBeNull());
  });
});
