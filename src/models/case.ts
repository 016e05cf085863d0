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
import type { TagLists, TypesByService } from '@/utils/cases';
import {
  buildSuggestions,
  buildTagLists,
  buildTypesByService,
  chunk5,
  normaliseTerm,
} from '@/utils/cases';
import { earlyCaseDetail, takeEarly } from '@/utils/early';
import { caseAsClassic, listOf, toCaseDetail, toCaseRecord, toTotal } from '@/utils/normalize';

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
  /** The filters of the list on screen. */
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

/** Payload of `case/fetchCaseList`. */
export type FetchCaseListPayload = CaseListParams & { isSearch?: boolean };

/** What `case/fetchTags` answers with: the three tag lists and each service's types. */
export type CaseTags = TagLists & { typesByService: TypesByService };

/** What `case/fetchCaseList` answers with: the page's records (cleaned) and the total. */
export interface CasePage {
  records: CaseRecord[];
  total: number;
}

/** An effect whose earlier runs are cancelled by a newer dispatch (dva's `takeLatest`). */
type LatestEffect = [Effect, { type: 'takeLatest' }];

export interface CaseModelType {
  namespace: 'case';
  state: CaseModelState;
  effects: {
    fetchTags: Effect;
    fetchCaseList: LatestEffect;
    fetchCaseDetail: LatestEffect;
    fetchSuggestions: LatestEffect;
  };
  reducers: { save: Reducer<CaseModelState> };
}

const pageNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

const idOrEmpty = (value: unknown): number | '' =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : '';

/*
 * The list, the detail and the suggestions are `takeLatest`: when a visitor pages, filters or types
 * faster than the network answers, an older answer can never overwrite a newer one in the store.
 * (A cancelled run's dispatch promise never settles; callers only act on the latest one.)
 */
const CaseModel: CaseModelType = {
  namespace: 'case',
  state: initialCaseState,
  effects: {
    *fetchTags(_, { call, put }) {
      const res: ResponseEnvelope<CaseTypeGroup[]> = yield call(fetchServiceTypeList);
      if (!res.success) return res;
      const tags = buildTagLists(res.data);
      yield put({ type: 'save', payload: tags });
      // The page also needs which types each service offers (not part of SPEC's state).
      const data: CaseTags = { ...tags, typesByService: buildTypesByService(res.data) };
      return { ...res, data };
    },
    /**
     * payload: `{ page?, pageSize?, industryId?, serviceId?, typeId?, brandTitle?, isSearch? }`.
     * With `isSearch` the paging is saved to `caseNotListPageInfo`, else to `caseListPageInfo`.
     */
    fetchCaseList: [
      function* fetchCaseListEffect({ payload = {} }, { call, put }) {
        const p = payload as FetchCaseListPayload;
        const isSearch = Boolean(p.isSearch);
        const page = pageNumber(p.page, 1);
        const pageSize = pageNumber(p.pageSize, CASE_PAGE_SIZE);
        const caseParams: CaseParams = {
          industryId: idOrEmpty(p.industryId),
          serviceId: idOrEmpty(p.serviceId),
          typeId: idOrEmpty(p.typeId),
          brandTitle: normaliseTerm(p.brandTitle),
        };
        const params: CaseListParams = { ...caseParams, page, pageSize };
        const res: ResponseEnvelope<PageResult<CaseRecord>> = yield call(fetchCaseList, params);
        if (res.success && res.data) {
          const records = listOf(res.data.records, toCaseRecord);
          const total = toTotal(res.data.total);
          yield put({
            type: 'save',
            payload: {
              caseList: chunk5(records),
              caseListTotal: total,
              caseParams,
              isSearch,
              [isSearch ? 'caseNotListPageInfo' : 'caseListPageInfo']: { page, pageSize },
            },
          });
          // SPEC.md §4: the records go to global classicCasesList too, in that list's shape.
          yield put({
            type: 'global/save',
            payload: { classicCasesList: records.map(caseAsClassic) },
          });
          return { ...res, data: { records, total } as CasePage };
        }
        return res;
      },
      { type: 'takeLatest' },
    ],
    /**
     * payload `{ id }`; the detail is stored field by field checked (src/utils/normalize.ts). On
     * failure, or an answer that is no case, the previous detail stays (the page decides).
     */
    fetchCaseDetail: [
      function* fetchCaseDetailEffect({ payload }, { call, put }) {
        const id = Number(payload?.id);
        // The call app.tsx started before the first render for this case, if any (taken once).
        const early = takeEarly<ResponseEnvelope<CaseDetail>>(earlyCaseDetail(id));
        const res: ResponseEnvelope<CaseDetail> = early
          ? yield call(() => early)
          : yield call(fetchCaseDetails, { id });
        const detail = res.success ? toCaseDetail(res.data) : null;
        if (detail) yield put({ type: 'save', payload: { caseDetailData: detail } });
        // An answer that is no case is a success without data: the page shows its 404.
        return res.success ? { ...res, data: detail ?? undefined } : res;
      },
      { type: 'takeLatest' },
    ],
    /**
     * payload `{ brandTitle }`. Resolves to the envelope with the built suggestions (at most 10) as
     * its data (SPEC.md §7: the success flag and the suggestions are returned).
     */
    fetchSuggestions: [
      function* fetchSuggestionsEffect({ payload }, { call, put }) {
        const term = normaliseTerm(payload?.brandTitle);
        if (!term) {
          yield put({ type: 'save', payload: { caseSelectList: [] } });
          return { success: true, code: '', message: '', data: [] } as ResponseEnvelope<
            Suggestion[]
          >;
        }
        const res: ResponseEnvelope<CaseRecord[]> = yield call(fetchCaseSelectList, {
          brandTitle: term,
        });
        if (!res.success) return res;
        const list = buildSuggestions(res.data, term);
        yield put({ type: 'save', payload: { caseSelectList: list } });
        return { ...res, data: list } as ResponseEnvelope<Suggestion[]>;
      },
      { type: 'takeLatest' },
    ],
  },
  reducers: {
    save(state = initialCaseState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default CaseModel;
