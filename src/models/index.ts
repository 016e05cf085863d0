import type { Effect, Reducer } from 'umi';
import { fetchBannerWebList, fetchCaseTypeCaseList, fetchNewsWebList } from '@/services/home';
import type { Banner, CaseTypeCases, NewsItem, ResponseEnvelope } from '@/types/api';

/** Home page lists (SPEC.md §3). */
export interface IndexModelState {
  caseList: CaseTypeCases[];
  bannerList: Banner[];
  newsList: NewsItem[];
}

export interface IndexModelType {
  namespace: 'index';
  state: IndexModelState;
  effects: { fetchCaseList: Effect; fetchBannerList: Effect; fetchNewsList: Effect };
  reducers: { save: Reducer<IndexModelState> };
}

export const initialIndexState: IndexModelState = { caseList: [], bannerList: [], newsList: [] };

/** A successful answer whose `data` is not a list (bad server data) saves an empty list, never a non-array. */
const listOf = <T>(data: T[] | undefined | null): T[] => (Array.isArray(data) ? data : []);

/**
 * SPEC.md §4: on success the matching list is replaced; otherwise nothing is saved (the request
 * wrapper has already shown the toast); the response is returned either way.
 */
const IndexModel: IndexModelType = {
  namespace: 'index',
  state: initialIndexState,
  effects: {
    *fetchCaseList({ payload }, { call, put }) {
      const res: ResponseEnvelope<CaseTypeCases[]> = yield call(fetchCaseTypeCaseList, payload);
      if (res.success) yield put({ type: 'save', payload: { caseList: listOf(res.data) } });
      return res;
    },
    *fetchBannerList({ payload }, { call, put }) {
      const res: ResponseEnvelope<Banner[]> = yield call(fetchBannerWebList, payload);
      if (res.success) yield put({ type: 'save', payload: { bannerList: listOf(res.data) } });
      return res;
    },
    *fetchNewsList({ payload }, { call, put }) {
      const res: ResponseEnvelope<NewsItem[]> = yield call(fetchNewsWebList, payload);
      if (res.success) yield put({ type: 'save', payload: { newsList: listOf(res.data) } });
      return res;
    },
  },
  reducers: {
    save(state = initialIndexState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default IndexModel;
