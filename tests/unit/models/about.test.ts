/**
 * The about model through a real dva-core store with the service module mocked (SPEC.md §4
 * "About news"): success replaces list and total with the cleaned records, failure keeps state; the
 * envelope is returned, its data the page that was saved.
 */
import AboutModel from '@/models/about';
import {
  aboutTeamList,
  aptitudeList,
  corporateVisionList,
  honorList,
  lantuCourseList,
  positionList,
  welfareList,
} from '@/content/about';
import { fetchNewsInfo, fetchNewsWebPageList } from '@/services/home';
import { createStore, deferred, flush, hasSettled } from '../dvaStore';

jest.mock('@/services/home');

// Type-only imports as import() types: with jest.mock in the file, the esbuild transformer's babel
// pass refuses imported bindings that appear in type annotations.
type NewsDetail = import('@/types/api').NewsDetail;
type NewsItem = import('@/types/api').NewsItem;
type NewsPage = import('@/types/api').NewsPage;
type ResponseEnvelope<T> = import('@/types/api').ResponseEnvelope<T>;

const mockedPageList = jest.mocked(fetchNewsWebPageList);
const mockedInfo = jest.mocked(fetchNewsInfo);

const makeStore = () => createStore(AboutModel);

const item = (id: number, date = '2023-06-18'): NewsItem => ({
  id,
  title: `新闻 ${id}`,
  summary: `摘要 ${id}`,
  date,
  img: `images/news/news-${id}.svg`,
  category: '动态',
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
  it('has exactly the state of SPEC.md §3, the static lists from src/content/about.ts', () => {
    const { about } = makeStore().getState();
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
    expect(about.corporateVisionList).toBe(corporateVisionList);
    expect(about.lantuCourseList).toBe(lantuCourseList);
    expect(about.aboutTeamList).toBe(aboutTeamList);
    expect(about.aptitudeList).toBe(aptitudeList);
    expect(about.honorList).toBe(honorList);
    expect(about.positionList).toBe(positionList);
    expect(about.welfareList).toBe(welfareList);
    // SPEC.md §3: three vision entries, three course groups, eight positions, five welfare groups.
    expect(about.corporateVisionList).toHaveLength(3);
    expect(about.lantuCourseList).toHaveLength(3);
    expect(about.positionList).toHaveLength(8);
    expect(about.welfareList).toHaveLength(5);
    about.welfareList.forEach((w) => {
      expect(w.title).toEqual(expect.any(String));
      expect(w.welfareList.length).toBeGreaterThan(0);
    });
  });
});

describe('about/fetchNewsList', () => {
  it('calls the service with page, pageSize and year, saves the page and returns it as data', async () => {
    const store = makeStore();
    const answer = pageOf([6, 7, 8, 9, 10], 24, 2);
    mockedPageList.mockResolvedValue(answer);

    const res = await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 2, pageSize: 5, year: '' },
    });

    expect(mockedPageList).toHaveBeenCalledWith({ page: 2, pageSize: 5, year: '' });
    expect(res).toEqual({
      success: true,
      code: '200',
      message: '操作成功',
      data: { records: [6, 7, 8, 9, 10].map((id) => item(id)), total: 24, years: ['2023', '2022'] },
    });
    const { about } = store.getState();
    // What is returned is what was saved.
    expect(res.data.records).toBe(about.newsList);
    expect(about.newsList.map((n) => n.id)).toEqual([6, 7, 8, 9, 10]);
    expect(about.newsTotal).toBe(24);
    expect(about.newsListPageInfo).toEqual({ page: 2, pageSize: 5 });
    expect(about.searchYear).toBe('');
  });

  it('cleans the records, the total and the years before saving and returning them', async () => {
    const store = makeStore();
    mockedPageList.mockResolvedValue({
      success: true,
      code: '200',
      message: '',
      data: {
        records: [
          item(1),
          null,
          { id: 0, title: '编号为零' },
          { id: 2, title: { bad: true } },
          { ...item(3), summary: { html: '<b>' }, date: 20230618 },
          'x',
        ],
        total: '31',
        page: 1,
        pageSize: 5,
        years: ['2023', 2022, 'abcd', null, '20233'],
      } as unknown as NewsPage,
    });

    const res = await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 1 } });

    const cleaned = [item(1), { ...item(3), summary: '', date: '20230618' }];
    expect(res.data).toEqual({ records: cleaned, total: 31, years: ['2023', '2022'] });
    expect(store.getState().about.newsList).toEqual(cleaned);
    expect(store.getState().about.newsTotal).toBe(31);
  });

  it('replaces (never appends) on the next success and remembers the year', async () => {
    const store = makeStore();
    mockedPageList.mockResolvedValueOnce(pageOf([1, 2, 3, 4, 5], 24));
    await store.dispatch({ type: 'about/fetchNewsList', payload: { page: 1, pageSize: 5 } });
    mockedPageList.mockResolvedValueOnce(pageOf([16, 17], 4));
    const res = await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 1, pageSize: 5, year: '2022' },
    });

    const { about } = store.getState();
    expect(about.newsList.map((n) => n.id)).toEqual([16, 17]);
    expect(res.data.records.map((n: NewsItem) => n.id)).toEqual([16, 17]);
    expect(about.newsTotal).toBe(4);
    expect(about.searchYear).toBe('2022');
    expect(mockedPageList).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, year: '2022' });
  });

  it('keeps the state on a failed answer and returns that answer unchanged', async () => {
    const store = makeStore();
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
    const store = makeStore();
    const initial = store.getState().about;
    const badRequest = { success: false, code: '400', message: '参数错误' };
    mockedPageList.mockResolvedValueOnce(badRequest);
    const res = await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 1, pageSize: 5 },
    });
    expect(res).toBe(badRequest);
    expect(store.getState().about).toBe(initial);
    expect(store.getState().about.newsList).toEqual([]);
    expect(store.getState().about.newsTotal).toBe(0);
  });

  it('saves nothing for a success without data, and returns it unchanged', async () => {
    const store = makeStore();
    const initial = store.getState().about;
    const empty = { success: true, code: '200', message: '' };
    mockedPageList.mockResolvedValueOnce(empty);
    await expect(
      store.dispatch({ type: 'about/fetchNewsList', payload: { page: 1 } }),
    ).resolves.toBe(empty);
    expect(store.getState().about).toBe(initial);
  });

  it('normalises a bad payload before calling the API', async () => {
    const store = makeStore();
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

  it('saves and returns an empty list, never a non-array, when the server sends bad records', async () => {
    const store = makeStore();
    mockedPageList.mockResolvedValue({
      success: true,
      code: '200',
      message: '',
      data: { records: null, total: 'x' } as unknown as NewsPage,
    });
    const res = await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 1, pageSize: 5 },
    });
    expect(res.data).toEqual({ records: [], total: 0, years: [] });
    expect(store.getState().about.newsList).toEqual([]);
    expect(store.getState().about.newsTotal).toBe(0);
  });

  it('never lets a slow earlier answer overwrite a newer one (takeLatest)', async () => {
    const store = makeStore();
    const page2 = deferred<ResponseEnvelope<NewsPage>>();
    mockedPageList
      .mockReturnValueOnce(page2.promise)
      .mockResolvedValueOnce(pageOf([11, 12, 13, 14, 15], 24, 3));

    // Superseded: its promise never settles, so it is not awaited.
    const slow = store.dispatch({ type: 'about/fetchNewsList', payload: { page: 2, pageSize: 5 } });
    const res = await store.dispatch({
      type: 'about/fetchNewsList',
      payload: { page: 3, pageSize: 5 },
    });
    expect(res.data.records.map((n: NewsItem) => n.id)).toEqual([11, 12, 13, 14, 15]);

    page2.resolve(pageOf([6, 7, 8, 9, 10], 24, 2));
    await flush();

    expect(mockedPageList).toHaveBeenCalledTimes(2);
    expect(store.getState().about.newsListPageInfo.page).toBe(3);
    expect(store.getState().about.newsList.map((n) => n.id)).toEqual([11, 12, 13, 14, 15]);
    expect(await hasSettled(slow)).toBe(false);
  });
});

describe('about/fetchNewsDetail', () => {
  const detail: NewsDetail = {
    ...item(3),
    content: '<p>正文</p>',
    prev: { id: 2, title: '上一篇' },
    next: null,
  };

  it('calls the service with a numeric id and returns the cleaned article without touching state', async () => {
    const store = makeStore();
    const before = store.getState().about;
    const answer: ResponseEnvelope<unknown> = {
      success: true,
      code: '200',
      message: '',
      data: { ...detail, content: { html: '<p>' }, extra: 'dropped', next: { id: 'x' } },
    };
    mockedInfo.mockResolvedValue(answer as ResponseEnvelope<NewsDetail>);

    const res = await store.dispatch({ type: 'about/fetchNewsDetail', payload: { id: '3' } });

    expect(mockedInfo).toHaveBeenCalledWith({ id: 3 });
    expect(res).toEqual({
      success: true,
      code: '200',
      message: '',
      data: { ...detail, content: '', next: null },
    });
    expect(res.data).not.toHaveProperty('extra');
    expect(store.getState().about).toBe(before);
  });

  it('answers a success without data when the answer is no article', async () => {
    mockedInfo.mockResolvedValue({
      success: true,
      code: '200',
      message: '',
      data: { id: 3 } as unknown as NewsDetail,
    });
    const res = await makeStore().dispatch({ type: 'about/fetchNewsDetail', payload: { id: 3 } });
    expect(res).toEqual({ success: true, code: '200', message: '', data: undefined });
  });

  it('returns a failed answer as it came', async () => {
    const notFound = { success: false, code: '404', message: '没有这篇' };
    mockedInfo.mockResolvedValue(notFound);
    await expect(
      makeStore().dispatch({ type: 'about/fetchNewsDetail', payload: { id: 999 } }),
    ).resolves.toBe(notFound);
  });

  it('is takeLatest: an article superseded by the next one never answers', async () => {
    const store = makeStore();
    const first = deferred<ResponseEnvelope<NewsDetail>>();
    mockedInfo
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ success: true, code: '200', message: '', data: detail });
    const stale = store.dispatch({ type: 'about/fetchNewsDetail', payload: { id: 1 } });
    const res = await store.dispatch({ type: 'about/fetchNewsDetail', payload: { id: 3 } });
    expect(res.data).toEqual(detail);
    first.resolve({ success: true, code: '200', message: '', data: { ...detail, id: 1 } });
    expect(await hasSettled(stale)).toBe(false);
  });
});
