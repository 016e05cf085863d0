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
  effects: {
    *fetchClassicCases({ payload }, { call, put }) {
      const res: ResponseEnvelope<ClassicCase[]> = yield call(fetchDepCaseList, payload);
      const list = (res.success && Array.isArray(res.data) && res.data) || [];
      yield put({ type: 'save', payload: { classicCasesList: list } });
      return list;
    },
    *fetchDepVideo({ payload }, { call, put }) {
      const res: ResponseEnvelope<DepVideo[]> = yield call(fetchDepVideo, payload);
      const list = (res.success && Array.isArray(res.data) && res.data) || [];
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
  },
};

export default GlobalModel;
