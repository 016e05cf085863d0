import type { Effect, Reducer } from 'umi';
import { industryTiles, serviceAdvantages } from '@/content/serviceHighlights';
import { fetchCaseList } from '@/services/case';
import type { IndustryTile, PageResult, ResponseEnvelope, ServiceAdvantage } from '@/types/api';
import { listOf, toCaseRecord, toTotal } from '@/utils/normalize';
import type { CasePage } from './case';

/** Services state: the eight industry tiles and the four advantages (SPEC.md §3), nothing else. */
export interface ServicesModelState {
  industryList: IndustryTile[];
  advantageList: ServiceAdvantage[];
}

/** Cards shown under 代表案例 on a service page. */
export const SERVICE_CASES_PAGE_SIZE = 4;

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

const ServicesModel: ServicesModelType = {
  namespace: 'services',
  state: initialServicesState,
  effects: {
    /**
     * The first cases of one service (`payload.serviceId`). SPEC.md §3 fixes the services state to
     * the two lists above, so the cleaned records are returned to the page (the envelope's data:
     * `{ records, total }`) and nothing is saved here.
     */
    *fetchServiceCases({ payload }, { call }) {
      const res: ResponseEnvelope<PageResult<unknown>> = yield call(fetchCaseList, {
        serviceId: payload?.serviceId,
        page: 1,
        pageSize: payload?.pageSize ?? SERVICE_CASES_PAGE_SIZE,
      });
      if (!res.success) return res;
      const records = listOf(res.data?.records, toCaseRecord);
      const data: CasePage = { records, total: toTotal(res.data?.total) || records.length };
      return { ...res, data };
    },
  },
  reducers: {
    save(state = initialServicesState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default ServicesModel;
