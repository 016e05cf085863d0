/**
 * The index model through a real dva-core store (SPEC.md §4 "Index state"): a successful answer
 * replaces the matching list with its cleaned records, a failed one saves nothing; the answer is
 * returned either way (on success with the saved list as its data).
 * (Types are declared locally or as import() types: with jest.mock in the file, the transform's
 * babel pass cannot strip imported types used in annotations.)
 */
import IndexModel, { initialIndexState } from '@/models/index';
import GlobalModel from '@/models/global';
import { fetchBannerWebList, fetchCaseTypeCaseList, fetchNewsWebList } from '@/services/home';
import { EARLY_BANNERS, startEarly, takeEarly } from '@/utils/early';
import { createStore as createDvaStore } from '../dvaStore';
import { caseRecord } from '../fixtures';

jest.mock('@/services/home');

interface Envelope {
  success: boolean;
  code: string;
  message: string;
  data?: unknown;
}
type ListKey = 'caseList' | 'bannerList' | 'newsList';
type IndexState = import('@/models/index').IndexModelState;
type ServiceMock = jest.Mock<Promise<Envelope>, [Record<string, unknown>?]>;

const createStore = () => createDvaStore(IndexModel, GlobalModel);

const ok = (data: unknown): Envelope => ({ success: true, code: '200', message: '操作成功', data });
const failed: Envelope = { success: false, code: '500', message: '服务维护中' };

const banner = (id: number) => ({
  id,
  title: `轮播 ${id}`,
  subtitle: '副标题',
  img: `images/banners/banner-${id}.svg`,
  alt: '主视觉',
  link: '/customerCase',
  linkText: '查看',
});
const card = (id: number) => caseRecord(id);
const group = (id: number, caseList: unknown[] = [card(id * 10)]) => ({
  id,
  name: `服务 ${id}`,
  caseList,
});
const news = (id: number) => ({
  id,
  title: `新闻 ${id}`,
  summary: '摘要',
  date: '2023-06-18',
  img: `images/news/news-${id}.svg`,
  category: '动态',
});

const effects: {
  effect: string;
  key: ListKey;
  mock: ServiceMock;
  first: unknown[];
  second: unknown[];
  /** An answer with records a card cannot show, and what is saved of it. */
  messy: unknown[];
  cleaned: unknown[];
}[] = [
  {
    effect: 'index/fetchCaseList',
    key: 'caseList',
    mock: fetchCaseTypeCaseList as unknown as ServiceMock,
    first: [group(11), group(12)],
    second: [group(13)],
    messy: [
      null,
      { id: 'x', name: '坏编号', caseList: [] },
      { id: 14, name: '', caseList: [] },
      // A group's cases are cleaned too: a case without a cover field is dropped.
      group(15, [card(1), { ...card(2), cover: null }, { ...card(3), title: { t: 1 } }, 'x']),
      { id: 16, name: '无案例', caseList: 'oops' },
    ],
    cleaned: [group(15, [card(1)]), { id: 16, name: '无案例', caseList: [] }],
  },
  {
    effect: 'index/fetchBannerList',
    key: 'bannerList',
    mock: fetchBannerWebList as unknown as ServiceMock,
    first: [banner(1), banner(2)],
    second: [banner(3)],
    messy: [
      banner(1),
      { ...banner(2), title: '  ' },
      { ...banner(3), img: null },
      { ...banner(4), id: 'x', link: { to: '/' } },
      7,
    ],
    cleaned: [banner(1), { ...banner(4), id: 0, link: '' }],
  },
  {
    effect: 'index/fetchNewsList',
    key: 'newsList',
    mock: fetchNewsWebList as unknown as ServiceMock,
    first: [news(1), news(2)],
    second: [news(3)],
    messy: [news(1), { ...news(0) }, { ...news(2), title: null }, { ...news(3), date: {} }],
    cleaned: [news(1), { ...news(3), date: '' }],
  },
];

beforeEach(() => jest.resetAllMocks());

test('starts with three empty lists', () => {
  expect(createStore().getState().index).toEqual({ caseList: [], bannerList: [], newsList: [] });
  expect(initialIndexState).toEqual({ caseList: [], bannerList: [], newsList: [] });
});

describe.each(effects)('$effect', ({ effect, key, mock, first, second, messy, cleaned }) => {
  const others = (state: IndexState) =>
    Object.fromEntries(Object.entries(state).filter(([k]) => k !== key));

  it('replaces the list on success and returns the response with the saved list', async () => {
    const store = createStore();
    const res1 = ok(first);
    mock.mockResolvedValueOnce(res1);
    const answer1 = await store.dispatch({ type: effect, payload: { a: 1 } });
    expect(answer1).toEqual(res1);
    expect(mock).toHaveBeenCalledWith({ a: 1 });
    expect(store.getState().index[key]).toEqual(first);
    expect(answer1.data).toBe(store.getState().index[key]);

    const res2 = ok(second);
    mock.mockResolvedValueOnce(res2);
    await expect(store.dispatch({ type: effect })).resolves.toEqual(res2);
    // Replaced, not appended; the other lists are untouched.
    expect(store.getState().index[key]).toEqual(second);
    expect(others(store.getState().index)).toEqual(others(initialIndexState));
  });

  it('saves and returns only the records a card can show, fields coerced', async () => {
    const store = createStore();
    mock.mockResolvedValueOnce(ok(messy));
    const answer = await store.dispatch({ type: effect });
    expect(answer).toEqual(ok(cleaned));
    expect(store.getState().index[key]).toEqual(cleaned);
  });

  it('keeps the previous list on failure and returns the failed response', async () => {
    const store = createStore();
    mock.mockResolvedValueOnce(ok(first));
    await store.dispatch({ type: effect });
    const before = store.getState().index;

    mock.mockResolvedValueOnce(failed);
    await expect(store.dispatch({ type: effect })).resolves.toBe(failed);
    // Not even a new object: no save action ran.
    expect(store.getState().index).toBe(before);
    expect(store.getState().index[key]).toEqual(first);
  });

  it('saves nothing when the first call fails', async () => {
    const store = createStore();
    mock.mockResolvedValueOnce(failed);
    await expect(store.dispatch({ type: effect })).resolves.toBe(failed);
    expect(store.getState().index).toEqual(initialIndexState);
  });

  it('stores an empty list when a successful answer carries no list', async () => {
    const store = createStore();
    mock.mockResolvedValueOnce(ok(first));
    await store.dispatch({ type: effect });
    const odd = ok({ not: 'a list' });
    mock.mockResolvedValueOnce(odd);
    await expect(store.dispatch({ type: effect })).resolves.toEqual(ok([]));
    expect(store.getState().index[key]).toEqual([]);
  });
});

describe('the banner call started before the first render (src/utils/early.ts)', () => {
  const bannerMock = fetchBannerWebList as unknown as ServiceMock;

  it('is taken once by the first fetch; the next fetch (重试) goes to the network', async () => {
    const store = createStore();
    const early = ok([banner(7)]);
    startEarly(EARLY_BANNERS, () => Promise.resolve(early));
    await expect(store.dispatch({ type: 'index/fetchBannerList', payload: {} })).resolves.toEqual(
      early,
    );
    expect(bannerMock).not.toHaveBeenCalled();
    expect(store.getState().index.bannerList).toEqual([banner(7)]);

    const again = ok([banner(8)]);
    bannerMock.mockResolvedValueOnce(again);
    await expect(store.dispatch({ type: 'index/fetchBannerList', payload: {} })).resolves.toEqual(
      again,
    );
    expect(bannerMock).toHaveBeenCalledTimes(1);
    expect(store.getState().index.bannerList).toEqual([banner(8)]);
  });

  it('a failed early call saves nothing, and is not taken again', async () => {
    const store = createStore();
    startEarly(EARLY_BANNERS, () => Promise.resolve(failed));
    await expect(store.dispatch({ type: 'index/fetchBannerList' })).resolves.toBe(failed);
    expect(store.getState().index).toEqual(initialIndexState);
    expect(takeEarly(EARLY_BANNERS)).toBeUndefined();
  });

  it('saves its list as soon as it answers, before any page asks (subscription)', async () => {
    const early = ok([banner(5), banner(6)]);
    startEarly(EARLY_BANNERS, () => Promise.resolve(early));
    const store = createStore();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().index.bannerList).toEqual([banner(5), banner(6)]);
    // The page's fetch then takes that same answer, without a second request.
    await expect(store.dispatch({ type: 'index/fetchBannerList', payload: {} })).resolves.toEqual(
      early,
    );
    expect(bannerMock).not.toHaveBeenCalled();
  });

  it('is cleaned like any answer, by the subscription and by the fetch that takes it', async () => {
    const early = ok([banner(5), { ...banner(6), img: null }, { ...banner(7), alt: 3 }]);
    startEarly(EARLY_BANNERS, () => Promise.resolve(early));
    const store = createStore();
    await Promise.resolve();
    await Promise.resolve();
    const cleaned = [banner(5), { ...banner(7), alt: '3' }];
    expect(store.getState().index.bannerList).toEqual(cleaned);
    await expect(store.dispatch({ type: 'index/fetchBannerList' })).resolves.toEqual(ok(cleaned));
    expect(store.getState().index.bannerList).toEqual(cleaned);
  });

  it('is left alone by a fetch with its own payload', async () => {
    const store = createStore();
    const early = ok([banner(7)]);
    startEarly(EARLY_BANNERS, () => Promise.resolve(early));
    bannerMock.mockResolvedValueOnce(ok([banner(9)]));
    await store.dispatch({ type: 'index/fetchBannerList', payload: { lang: 'zh' } });
    expect(bannerMock).toHaveBeenCalledWith({ lang: 'zh' });
    await expect(takeEarly(EARLY_BANNERS)).resolves.toBe(early);
  });
});
