import type { Effect, Reducer } from 'umi';
import { fetchDepCaseList, fetchDepVideo } from '@/services/depCase';
import type { ClassicCase, DepVideo, ResponseEnvelope } from '@/types/api';
import { listOf, toClassicCase, toDepVideo } from '@/utils/normalize';

/** Global client state (SPEC.md §3). */
export interface GlobalModelState {
  /** Whether the mobile navigation panel is open (the name follows the spec). */
  collapsed: boolean;
  /** Page scroll offset, drives the solid header and the back-to-top control. */
  scrollTop: number;
  /** Classic cases shown on the home page; the case list puts its records here too (SPEC.md §4), in this shape. */
  classicCasesList: ClassicCase[];
  /** Whether the consultation popup is open. */
  formPopupMask: boolean;
  mobileTel: string;
  /** Department videos: an object until loaded, then a list (SPEC.md §3). */
  depVideo: DepVideo[] | Record<string, never>;
  backType: number;
}

export interface GlobalModelType {
  namespace: 'global';
  state: GlobalModelState;
  effects: {
    fetchClassicCases: Effect;
    fetchDepVideo: Effect;
  };
  reducers: {
    save: Reducer<GlobalModelState>;
    setScrollTop: Reducer<GlobalModelState>;
    changeLayoutCollapsed: Reducer<GlobalModelState>;
    openConsult: Reducer<GlobalModelState>;
    closeConsult: Reducer<GlobalModelState>;
  };
}

export const initialGlobalState: GlobalModelState = {
  collapsed: false,
  scrollTop: 0,
  classicCasesList: [],
  formPopupMask: false,
  mobileTel: '',
  depVideo: {},
  backType: 1,
};

const GlobalModel: GlobalModelType = {
  namespace: 'global',
  state: initialGlobalState,
  /*
   * On success, `data` (or an empty list), cleaned (src/utils/normalize.ts), is stored and returned
   * (SPEC.md §7) as the envelope's data. A failed call stores nothing (§8: home-page loaders do
   * nothing when success is not true) and returns the failed envelope.
   */
  effects: {
    *fetchClassicCases({ payload }, { call, put }) {
      const res: ResponseEnvelope<unknown> = yield call(fetchDepCaseList, payload);
      if (!res.success) return res;
      const list = listOf(res.data, toClassicCase);
      yield put({ type: 'save', payload: { classicCasesList: list } });
      return { ...res, data: list };
    },
    *fetchDepVideo({ payload }, { call, put }) {
      const res: ResponseEnvelope<unknown> = yield call(fetchDepVideo, payload);
      if (!res.success) return res;
      const list = listOf(res.data, toDepVideo);
      yield put({ type: 'save', payload: { depVideo: list } });
      return { ...res, data: list };
    },
  },
  reducers: {
    save(state = initialGlobalState, { payload }) {
      return { ...state, ...payload };
    },
    /** The page's scroll offset (the layout reports it, throttled). */
    setScrollTop(state = initialGlobalState, { payload }) {
      const scrollTop = Number(payload);
      return Number.isFinite(scrollTop) && scrollTop !== state.scrollTop
        ? { ...state, scrollTop }
        : state;
    },
    changeLayoutCollapsed(state = initialGlobalState, { payload }) {
      return { ...state, collapsed: Boolean(payload) };
    },
    /** Opens the consultation popup (from the floating button or any call to action). */
    openConsult(state = initialGlobalState) {
      return { ...state, formPopupMask: true, collapsed: false };
    },
    closeConsult(state = initialGlobalState) {
      return { ...state, formPopupMask: false };
    },
  },
};

export default GlobalModel;
