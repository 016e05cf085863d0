import type { Effect, Reducer } from 'umi';
import { fetchDepCaseList, fetchDepVideo } from '@/services/depCase';
import type { ClassicCase, DepVideo, ResponseEnvelope } from '@/types/api';

/** Global client state (SPEC.md §3). */
export interface GlobalModelState {
  /** Whether the mobile navigation panel is open (the name follows the spec). */
  collapsed: boolean;
  /** Page scroll offset, drives the solid header and the back-to-top control. */
  scrollTop: number;
  /** Classic cases shown on the home page; the case model also stores raw case records here. */
  classicCasesList: (ClassicCase | Record<string, unknown>)[];
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
   * On success, `data` (or an empty list) is stored and returned (SPEC.md §7). A failed call stores
   * nothing (§8: home-page loaders do nothing when success is not true) and returns the failed
   * envelope, so the home page can tell "the call failed" (error state with 重试) from "there are
   * none" (empty state).
   */
  effects: {
    *fetchClassicCases({ payload }, { call, put }) {
      const res: ResponseEnvelope<ClassicCase[]> = yield call(fetchDepCaseList, payload);
      if (!res.success) return res;
      const list = Array.isArray(res.data) ? res.data : [];
      yield put({ type: 'save', payload: { classicCasesList: list } });
      return list;
    },
    *fetchDepVideo({ payload }, { call, put }) {
      const res: ResponseEnvelope<DepVideo[]> = yield call(fetchDepVideo, payload);
      if (!res.success) return res;
      const list = Array.isArray(res.data) ? res.data : [];
      yield put({ type: 'save', payload: { depVideo: list } });
      return list;
    },
  },
  reducers: {
    save(state = initialGlobalState, { payload }) {
      return { ...state, ...payload };
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
