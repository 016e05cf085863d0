/**
 * The about model through a real dva-core store with the service module mocked (SPEC.md §4
 * "About news"): success replaces list and total, failure keeps state, the raw result is returned.
 */
import { create } from 'dva-core';
import { fetchNewsInfo, fetchNewsWebPageList } from '@/services/home';

jest.mock('@/services/home');

// Type-only imports as import() types: with jest.mock in the file, the esbuild transformer's babel
// pass refuses imported bindings that appear in type annotations.
type AboutModelState = import('@/models/about').AboutModelState;
type NewsDetail = import('@/types/api').NewsDetail;
type NewsItem = import('@/types/api').NewsItem;
type NewsPage = import('@/types/api').NewsPage;
type ResponseEnvelope<T> = import('@/types/api').ResponseEnvelope<T>;

const mockedPageList = jest.mocked(fetchNewsWebPageList);
const mockedInfo = jest.mocked(fetchNewsInfo);

interface Store {
  dispatch: (action: { type: string; payload?: unknown }) => Promise<unknown>;
  getState: () => { about: AboutModelState };
}

function createStore(): Store {
  const app = create();
  // eslint-disable-next-line @typescript-eslint/no-var-requires -- the model loads after jest.mock
  app.model(require('@/models/about').default);
  app.start();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- dva-core's app has no public store type
  return (app as any)._store as Store;
}

const item = (id: number, date = '2023-06-18'): NewsItem => ({
  id,
  title: `新闻 ${id}`,
  summary: `摘要 ${id}`,
  date,
  img: `images/news/news-${id}.svg`,
  category: '公司新闻',
});

const pageOf = (ids: number[], total: number, page = 1): ResponseEnvelope<NewsPage> => ({
  success: true,
  code: '200',
  message: '操作成功',
  data: { records: ids.map((id) => item(id)), total, page, pageSize: 5, years: ['2023', '2022'] },
});

const failure: ResponseEnvelope<never> = {
  success: false,
  code: 'NETWORK_ERROR',
  message: '网络连接失败',
};

beforeEach(() => {
  mockedPageList.mockReset();
  mockedInfo.mockReset();
});

describe('about model: initial state', () => {
  it('has exactly the state of SPEC.md §3', () => {
    const { about } = createStore().getState();
    expect(Object.keys(about).sort()).toEqual(
      [
        'aboutTeamList',
        'aptitudeList',
        'corporateVisionList',
        'honorList',
        'lantuCourseList',
        'newsList',
        'newsListPageInfo',
        'newsTotal',
        'positionList',
        'searchYear',
        'welfareList',
      ].sort(),
    );
    expect(about.newsList).toEqual([]);
    expect(about.newsTotal).toBe(0);
    expect(about.searchYear).toBe('');
    expect(about.newsListPageInfo).toEqual({ page: 1, pageSize: 5 });
    expect(about.corporateVisionList).toHaveLength(3);
    expect(about.lantuCourseList).toHaveLength(3);
    expect(about.positionList).toHaveLength(8);
    expect(about.welfareList.map((w) => w.title)).toEqual([
      '员工关怀',
      '薪资收入',
      '常规福利',
      '新人成长',
      '其他福利',
    ]);
  });
});

describe('about/fetchNewsList', () => {
  it('calls the service with page, pageSize and year, replaces list and total, returns the raw result', async () => {
    const store = createStore();
    const answer = pageOf([6, 7, 8, 9, 10], 24, 2);
    mockedPageList.mockResolvedValue(answer);

    const res = await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 2, pageSize: 5, year: '' },
    });

    expect(mockedPageList).toHaveBeenCalledWith({ page: 2, pageSize: 5, year: '' });
    expect(res).toBe(answer);
    const { about } = store.getState();
    expect(about.newsList.map((n) => n.id)).toEqual([6, 7, 8, 9, 10]);
    expect(about.newsTotal).toBe(24);
    expect(about.newsListPageInfo).toEqual({ page: 2, pageSize: 5 });
    expect(about.searchYear).toBe('');
  });

  it('replaces (never appends) on the next success and remembers the year', async () => {
    const store = createStore();
    mockedPageList.mockResolvedValueOnce(pageOf([1, 2, 3, 4, 5], 24));
    await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 1, pageSize: 5 } });
    mockedPageList.mockResolvedValueOnce(pageOf([16, 17], 4));
    await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 1, pageSize: 5, year: '2022' },
    });

    const { about } = store.getState();
    expect(about.newsList.map((n) => n.id)).toEqual([16, 17]);
    expect(about.newsTotal).toBe(4);
    expect(about.searchYear).toBe('2022');
    expect(mockedPageList).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, year: '2022' });
  });

  it('keeps the state on a failed answer and returns that answer', async () => {
    const store = createStore();
    mockedPageList.mockResolvedValueOnce(pageOf([1, 2, 3, 4, 5], 24));
    await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 1, pageSize: 5 } });
    const before = store.getState().about;

    mockedPageList.mockResolvedValueOnce(failure);
    const res = await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 3, pageSize: 5, year: '2021' },
    });

    expect(res).toBe(failure);
    expect(store.getState().about).toBe(before);
  });

  it('keeps the initial state when the very first answer fails', async () => {
    const store = createStore();
    const initial = store.getState().about;
    mockedPageList.mockResolvedValueOnce({ success: false, code: '400', message: '参数错误' });
    await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 1, pageSize: 5 } });
    expect(store.getState().about).toBe(initial);
    expect(store.getState().about.newsList).toEqual([]);
    expect(store.getState().about.newsTotal).toBe(0);
  });

  it('normalises a bad payload before calling the API', async () => {
    const store = createStore();
    mockedPageList.mockResolvedValue(pageOf([1], 1));
    await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 'abc', pageSize: -3, year: '<script>' },
    });
    expect(mockedPageList).toHaveBeenCalledWith({ page: 1, pageSize: 5, year: '' });
    await store.dispatch({ type: 'about/fetchNewsList' });
    expect(mockedPageList).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, year: '' });
    await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 2, year: 2021 } });
    expect(mockedPageList).toHaveBeenLastCalledWith({ page: 2, pageSize: 5, year: '2021' });
  });

  it('saves an empty list, never a non-array, when the server sends bad records', async () => {
    const store = createStore();
    mockedPageList.mockResolvedValue({
      success: true,
      code: '200',
      message: '',
      data: { records: null, total: 'x' } as unknown as NewsPage,
    });
    await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 1, pageSize: 5 } });
    expect(store.getState().about.newsList).toEqual([]);
    expect(store.getState().about.newsTotal).toBe(0);
  });

  it('never lets a slow earlier answer overwrite a newer one', async () => {
    const store = createStore();
    let answerPage2: (value: ResponseEnvelope<NewsPage>) => void = () => {};
    mockedPageList
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answerPage2 = resolve;
          }),
      )
      .mockResolvedValueOnce(pageOf([11, 12, 13, 14, 15], 24, 3));

    const slow = store.dispatch({ type: 'about/fetchNewsList', payload: { page: 2, pageSize: 5 } });
    await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 3, pageSize: 5 } });
    answerPage2(pageOf([6, 7, 8, 9, 10], 24, 2));
    const stale = await slow;

    expect((stale as ResponseEnvelope<NewsPage>).data?.page).toBe(2);
    expect(store.getState().about.newsListPageInfo.page).toBe(3);
    expect(store.getState().about.newsList.map((n) => n.id)).toEqual([11, 12, 13, 14, 15]);
  });
});

describe('about/fetchNewsDetail', () => {
  it('calls the service with a numeric id and returns the raw result without touching state', async () => {
    const store = createStore();
    const before = store.getState().about;
    const detail: NewsDetail = { ...item(3), content: '<p>正文</p>', prev: null, next: null };
    const answer: ResponseEnvelope<NewsDetail> = {
      success: true,
      code: '200',
      message: '',
      data: detail,
    };
    mockedInfo.mockResolvedValue(answer);

    const res = await store.dispatch({ type: 'about/fetchNewsDetail', payload: { id: '3' } });

    expect(mockedInfo).toHaveBeenCalledWith({ id: 3 });
    expect(res).toBe(answer);
    expect(store.getState().about).toBe(before);
  });

  it('returns a failed answer as it came', async () => {
    const store = createStore();
    const notFound = { success: false, code: '404', message: '新闻不存在或已下线' };
    mockedInfo.mockResolvedValue(notFound);
    await expect(
      store.dispatch({ type: 'about/fetchNewsDetail', payload: { id: 999 } }),
    ).resolves.toBe(notFound);
  });
});
