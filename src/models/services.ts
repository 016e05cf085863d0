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

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * One record as the cards read it, or null when it has no usable id or title. Every shown field is
 * coerced to text, so an object or null from the API can never reach React as a child.
 */
export function toCaseRecord(value: unknown): CaseRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  // Ids are whole numbers; a numeric string is accepted, anything else has no detail page.
  const id = typeof raw.id === 'string' && /^\d{1,15}$/.test(raw.id) ? Number(raw.id) : raw.id;
  const title = text(raw.title);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || !title) return null;
  return {
    id,
    brand: text(raw.brand),
    title,
    summary: text(raw.summary),
    cover: text(raw.cover),
    industryId: count(raw.industryId),
    industryName: text(raw.industryName),
    serviceId: count(raw.serviceId),
    serviceName: text(raw.serviceName),
    typeId: count(raw.typeId),
    typeName: text(raw.typeName),
    year: count(raw.year),
  };
}

/**
 * The representative cases of a service out of a `/api/case/list` answer. Malformed answers or
 * records are dropped rather than rendered, so a card never shows `undefined` or links nowhere.
 */
export function toServiceCases(res: ResponseEnvelope<PageResult<CaseRecord>>): ServiceCasesResult {
  if (!res?.success) return { success: false, records: [], total: 0 };
  const raw: unknown = res.data?.records;
  const records = Array.isArray(raw)
    ? raw.map(toCaseRecord).filter((r): r is CaseRecord => r !== null)
    : [];
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
