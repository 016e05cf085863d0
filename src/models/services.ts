import type { Effect, Reducer } from 'umi';
import { industryTiles, serviceAdvantages } from '@/content/serviceHighlights';
import { fetchCaseList } from '@/services/case';
import type {
  CaseRecord,
  IndustryTile,
  PageResult,
  ResponseEnvelope,
  ServiceAdvantage,
} from '@/types/api';
import { listOf, toCaseRecord } from '@/utils/normalize';

/** Services state: the eight industry tiles and the four advantages (SPEC.md §3), nothing else. */
export interface ServicesModelState {
  industryList: IndustryTile[];
  advantageList: ServiceAdvantage[];
}

/** Cards shown under 代表案例 on a service page. */
export const SERVICE_CASES_PAGE_SIZE = 4;

/** What `services/fetchServiceCases` resolves to. */
export interface ServiceCasesResult {
  success: boolean;
  records: CaseRecord[];
  total: number;
}

export interface ServicesModelType {
  namespace: 'services';
  state: ServicesModelState;
  effects: { fetchServiceCases: Effect };
  reducers: { save: Reducer<ServicesModelState> };
}

export const initialServicesState: ServicesModelState = {
  industryList: industryTiles,
  advantageList: serviceAdvantages,
};

/**
 * The representative cases of a service out of a `/api/case/list` answer. Malformed answers or
 * records are dropped rather than rendered, so a card never shows `undefined` or links nowhere.
 */
export function toServiceCases(res: ResponseEnvelope<PageResult<CaseRecord>>): ServiceCasesResult {
  if (!res?.success) return { success: false, records: [], total: 0 };
  const records = listOf(res.data?.records, toCaseRecord);
  const total = typeof res.data?.total === 'number' ? res.data.total : records.length;
  return { success: true, records, total };
}

const ServicesModel: ServicesModelType = {
  namespace: 'services',
  state: initialServicesState,
  effects: {
    /**
     * The first cases of one service (`payload.serviceId`). SPEC.md §3 fixes the services state to
     * the two lists above, so the records are returned to the page, which keeps them in its own
     * state, and nothing is saved here.
     */
    *fetchServiceCases({ payload }, { call }) {
      const res: ResponseEnvelope<PageResult<CaseRecord>> = yield call(fetchCaseList, {
        serviceId: payload?.serviceId,
        page: 1,
        pageSize: payload?.pageSize ?? SERVICE_CASES_PAGE_SIZE,
      });
      return toServiceCases(res);
    },
  },
  reducers: {
    save(state = initialServicesState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default ServicesModel;
