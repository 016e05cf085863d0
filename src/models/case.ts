import type { Effect, Reducer } from 'umi';
import {
  fetchCaseDetails,
  fetchCaseList,
  fetchCaseSelectList,
  fetchServiceTypeList,
} from '@/services/case';
import type {
  CaseDetail,
  CaseListParams,
  CaseRecord,
  CaseTypeGroup,
  PageResult,
  ResponseEnvelope,
  Suggestion,
  Tag,
} from '@/types/api';
import { buildSuggestions, buildTagLists, chunk5, MAX_SEARCH_LENGTH } from '@/utils/cases';

export interface PageInfo {
  page: number;
  pageSize: number;
}

export interface CaseParams {
  industryId: number | '';
  serviceId: number | '';
  typeId: number | '';
  brandTitle: string;
}

/** Customer case module state (SPEC.md §3), exactly. */
export interface CaseModelState {
  caseSelectList: Suggestion[];
  industryTagList: Tag[];
  typeTagList: Tag[];
  serviceTagList: Tag[];
  /** Records of the current page in rows of 5. */
  caseList: CaseRecord[][];
  caseListTotal: number;
  /** Paging of the filtered list. */
  caseListPageInfo: PageInfo;
  /** Paging of search results (`isSearch`). */
  caseNotListPageInfo: PageInfo;
  caseParams: CaseParams;
  caseDetailData: CaseDetail | Record<string, never>;
  isSearch: boolean;
}

export const CASE_PAGE_SIZE = 15;

export const initialCaseState: CaseModelState = {
  caseSelectList: [],
  industryTagList: [],
  typeTagList: [],
  serviceTagList: [],
  caseList: [],
  caseListTotal: 0,
  caseListPageInfo: { page: 1, pageSize: CASE_PAGE_SIZE },
  caseNotListPageInfo: { page: 1, pageSize: CASE_PAGE_SIZE },
  caseParams: { industryId: '', serviceId: '', typeId: '', brandTitle: '' },
  caseDetailData: {},
  isSearch: false,
};

export interface CaseModelType {
  namespace: 'case';
  state: CaseModelState;
  effects: {
    fetchTags: Effect;
    fetchCaseList: Effect;
    fetchCaseDetail: Effect;
    fetchSuggestions: Effect;
  };
  reducers: { save: Reducer<CaseModelState> };
}

const CaseModel: CaseModelType = {
  namespace: 'case',
  state: initialCaseState,
  effects: {
    *fetchTags(_, { call, put }) {
      const res: ResponseEnvelope<CaseTypeGroup[]> = yield call(fetchServiceTypeList);
      if (res.success) yield put({ type: 'save', payload: buildTagLists(res.data) });
      return res;
    },
    /**
     * payload: `{ page?, industryId?, serviceId?, typeId?, brandTitle?, isSearch? }`. With
     * `isSearch` the paging is `caseNotListPageInfo`, else `caseListPageInfo`.
     */
    *fetchCaseList({ payload = {} }, { call, put }) {
      const { isSearch = false, page = 1, pageSize = CASE_PAGE_SIZE, ...filters } = payload as CaseListParams & {
        isSearch?: boolean;
      };
      const params: CaseListParams = { ...filters, page, pageSize };
      const res: ResponseEnvelope<PageResult<CaseRecord>> = yield call(fetchCaseList, params);
      if (res.success && res.data) {
        const records = Array.isArray(res.data.records) ? res.data.records : [];
        yield put({
          type: 'save',
          payload: {
            caseList: chunk5(records),
            caseListTotal: Number(res.data.total) || 0,
            isSearch,
            [isSearch ? 'caseNotListPageInfo' : 'caseListPageInfo']: { page, pageSize },
          },
        });
        yield put({ type: 'global/save', payload: { classicCasesList: records } });
      }
      return res;
    },
    *fetchCaseDetail({ payload }, { call, put }) {
      const res: ResponseEnvelope<CaseDetail> = yield call(fetchCaseDetails, { id: payload.id });
      yield put({ type: 'save', payload: { caseDetailData: res.success && res.data ? res.data : {} } });
      return res;
    },
    /** Resolves to `{ success, list }`: at most 10 suggestions built around the term. */
    *fetchSuggestions({ payload }, { call, put }) {
      const term = String(payload?.brandTitle ?? '').slice(0, MAX_SEARCH_LENGTH);
      const res: ResponseEnvelope<CaseRecord[]> = yield call(fetchCaseSelectList, { brandTitle: term });
      const list = res.success ? buildSuggestions(res.data, term) : [];
      yield put({ type: 'save', payload: { caseSelectList: list } });
      return { success: res.success, list };
    },
  },
  reducers: {
    save(state = initialCaseState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default CaseModel;
