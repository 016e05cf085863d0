/**
 * The index model through a real dva-core store (SPEC.md §4 "Index state"): a successful answer
 * replaces the matching list, a failed one saves nothing, and the answer is returned either way.
 * (Types are declared locally: this jest transform cannot strip imported types used in annotations.)
 */
import { create } from 'dva-core';
import IndexModel, { initialIndexState } from '@/models/index';
import GlobalModel from '@/models/global';
import { fetchBannerWebList, fetchCaseTypeCaseList, fetchNewsWebList } from '@/services/home';
import { EARLY_BANNERS, startEarly, takeEarly } from '@/utils/early';

jest.mock('@/services/home');

interface Envelope {
  success: boolean;
  code: string;
  message: string;
  data?: unknown;
}
type ListKey = 'caseList' | 'bannerList' | 'newsList';
type IndexState = Record<ListKey, unknown[]>;
interface TestStore {
  dispatch: (action: { type: string; payload?: unknown }) => Promise<unknown>;
  getState: () => { index: IndexState };
}
type ServiceMock = jest.Mock<Promise<Envelope>, [Record<string, unknown>?]>;

function createStore(): TestStore {
  const app = create();
  app.model(IndexModel as never);
  app.model(GlobalModel as never);
  app.start();
  return (app as unknown as { _store: TestStore })._store;
}

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
const group = (id: number) => ({ id, name: `服务 ${id}`, caseList: [] });
const news = (id: number) => ({
  id,
  title: `新闻 ${id}`,
  summary: '摘要',
  date: '2023-06-18',
  img: `images/news/news-${id}.svg`,
  category: '公司新闻',
});

const effects: {
  effect: string;
  key: ListKey;
  mock: ServiceMock;
  first: unknown[];
  second: unknown[];
}[] = [
  {
    effect: 'index/fetchCaseList',
    key: 'caseList',
    mock: fetchCaseTypeCaseList as unknown as ServiceMock,
    first: [group(11), group(12)],
    second: [group(13)],
  },
  {
    effect: 'index/fetchBannerList',
    key: 'bannerList',
    mock: fetchBannerWebList as unknown as ServiceMock,
    first: [banner(1), banner(2)],
    second: [banner(3)],
  },
  {
    effect: 'index/fetchNewsList',
    key: 'newsList',
    mock: fetchNewsWebList as unknown as ServiceMock,
    first: [news(1), news(2)],
    second: [news(3)],
  },
];

beforeEach(() => jest.resetAllMocks());

test('starts with three empty lists', () => {
  expect(createStore().getState().index).toEqual({ caseList: [], bannerList: [], newsList: [] });
  expect(initialIndexState).toEqual({ caseList: [], bannerList: [], newsList: [] });
});

describe.each(effects)('$effect', ({ effect, key, mock, first, second }) => {
  const others = (state: IndexState) =>
    Object.fromEntries(Object.entries(state).filter(([k]) => k !== key));

  it('replaces the list on success and returns the response', async () => {
    const store = createStore();
    const res1 = ok(first);
    mock.mockResolvedValueOnce(res1);
    await expect(store.dispatch({ type: effect, payload: { a: 1 } })).resolves.toBe(res1);
    expect(mock).toHaveBeenCalledWith({ a: 1 });
    expect(store.getState().index[key]).toEqual(first);

    const res2 = ok(second);
    mock.mockResolvedValueOnce(res2);
    await expect(store.dispatch({ type: effect })).resolves.toBe(res2);
    // Replaced, not appended; the other lists are untouched.
    expect(store.getState().index[key]).toEqual(second);
    expect(others(store.getState().index)).toEqual(others(initialIndexState));
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
    await expect(store.dispatch({ type: effect })).resolves.toBe(odd);
    expect(store.getState().index[key]).toEqual([]);
  });
});

describe('the banner call started before the first render (src/utils/early.ts)', () => {
  const bannerMock = fetchBannerWebList as unknown as ServiceMock;

  it('is taken once by the first fetch; the next fetch (重试) goes to the network', async () => {
    const store = createStore();
    const early = ok([banner(7)]);
    startEarly(EARLY_BANNERS, () => Promise.resolve(early));
    await expect(store.dispatch({ type: 'index/fetchBannerList', payload: {} })).resolves.toBe(
      early,
    );
    expect(bannerMock).not.toHaveBeenCalled();
    expect(store.getState().index.bannerList).toEqual([banner(7)]);

    const again = ok([banner(8)]);
    bannerMock.mockResolvedValueOnce(again);
    await expect(store.dispatch({ type: 'index/fetchBannerList', payload: {} })).resolves.toBe(
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
    await expect(store.dispatch({ type: 'index/fetchBannerList', payload: {} })).resolves.toBe(
      early,
    );
    expect(bannerMock).not.toHaveBeenCalled();
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
