import type { Effect, Reducer, Subscription } from 'umi';
import { fetchBannerWebList, fetchCaseTypeCaseList, fetchNewsWebList } from '@/services/home';
import type { Banner, CaseTypeCases, NewsItem, ResponseEnvelope } from '@/types/api';
import { EARLY_BANNERS, peekEarly, takeEarly } from '@/utils/early';

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
  subscriptions: { earlyBanners: Subscription };
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
      // The call app.tsx started before the first render, if it is still waiting to be taken.
      const early =
        Object.keys(payload ?? {}).length === 0
          ? takeEarly<ResponseEnvelope<Banner[]>>(EARLY_BANNERS)
          : undefined;
      const res: ResponseEnvelope<Banner[]> = early
        ? yield call(() => early)
        : yield call(fetchBannerWebList, payload);
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
  subscriptions: {
    // The early banner call (app.tsx) saves its list the moment it answers, so a home page that
    // renders after that draws the banner at once instead of a skeleton first. fetchBannerList
    // still takes the same answer (and returns it) when the page asks.
    earlyBanners({ dispatch }) {
      peekEarly<ResponseEnvelope<Banner[]>>(EARLY_BANNERS)?.then((res) => {
        if (res.success) dispatch({ type: 'save', payload: { bannerList: listOf(res.data) } });
      });
    },
  },
};

export default IndexModel;
