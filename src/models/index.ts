import type { Effect, Reducer, Subscription } from 'umi';
import { fetchBannerWebList, fetchCaseTypeCaseList, fetchNewsWebList } from '@/services/home';
import type { Banner, CaseTypeCases, NewsItem, ResponseEnvelope } from '@/types/api';
import { EARLY_BANNERS, peekEarly, takeEarly } from '@/utils/early';
import { listOf, toBanner, toCaseTypeCases, toNewsItem } from '@/utils/normalize';

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

/**
 * SPEC.md §4: on success the matching list is replaced, cleaned record by record
 * (src/utils/normalize.ts: a list that is not an array is empty, a record a card cannot show is
 * dropped); otherwise nothing is saved (the request wrapper has already shown the toast). The
 * response is returned either way, with the saved list as its data.
 */
const IndexModel: IndexModelType = {
  namespace: 'index',
  state: initialIndexState,
  effects: {
    *fetchCaseList({ payload }, { call, put }) {
      const res: ResponseEnvelope<unknown> = yield call(fetchCaseTypeCaseList, payload);
      if (!res.success) return res;
      const caseList: CaseTypeCases[] = listOf(res.data, toCaseTypeCases);
      yield put({ type: 'save', payload: { caseList } });
      return { ...res, data: caseList };
    },
    *fetchBannerList({ payload }, { call, put }) {
      // The call app.tsx started before the first render, if it is still waiting to be taken.
      const early =
        Object.keys(payload ?? {}).length === 0
          ? takeEarly<ResponseEnvelope<unknown>>(EARLY_BANNERS)
          : undefined;
      const res: ResponseEnvelope<unknown> = early
        ? yield call(() => early)
        : yield call(fetchBannerWebList, payload);
      if (!res.success) return res;
      const bannerList: Banner[] = listOf(res.data, toBanner);
      yield put({ type: 'save', payload: { bannerList } });
      return { ...res, data: bannerList };
    },
    *fetchNewsList({ payload }, { call, put }) {
      const res: ResponseEnvelope<unknown> = yield call(fetchNewsWebList, payload);
      if (!res.success) return res;
      const newsList: NewsItem[] = listOf(res.data, toNewsItem);
      yield put({ type: 'save', payload: { newsList } });
      return { ...res, data: newsList };
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
      peekEarly<ResponseEnvelope<unknown>>(EARLY_BANNERS)?.then((res) => {
        if (res.success)
          dispatch({ type: 'save', payload: { bannerList: listOf(res.data, toBanner) } });
      });
    },
  },
};

/**
 * What of this model a prerendered home page's HTML carries (src/models/initialState.ts,
 * handoffStore): the showcase's markup shows the first service's cases, so the other groups
 * travel as their names (`pending`). The live answer, asked for as the app takes the page over,
 * fills them in; a group chosen before it has arrived asks again (CaseShowcase). About two thirds of
 * the home page's state, and its HTML fits the first round trip.
 */
export function indexHandoff(state: Partial<IndexModelState>): Partial<IndexModelState> {
  if (!state.caseList) return state;
  return {
    ...state,
    caseList: state.caseList.map((group, i) =>
      i === 0 ? group : { id: group.id, name: group.name, caseList: [], pending: true },
    ),
  };
}

export default IndexModel;
