/**
 * Customer-case endpoints (SPEC.md §7): the tag groups, the filtered and paged list, a case's detail and the
 * search suggestions. Each handler is a pure function of the payload, exported for the unit tests; the default
 * export maps them to routes for umi's mock server.
 *
 * Search terms are matched literally (case-insensitive substring on brand or title); no RegExp is ever built
 * from input, so `(`, `[`, `+`, `\` or `.*` are just characters.
 *
 * The cases are the live set (./_lib/cms.ts): mock/data with an editor's changes (`npm run cms`), read
 * at each request, so a case added, revised or removed is answered without restarting the mock.
 */
import { industries, services } from '../src/content/taxonomy';
import type {
  CaseDetail,
  CaseRecord,
  CaseTypeGroup,
  PageResult,
  ResponseEnvelope,
} from '../src/types/api';
import { api } from './_lib/api';
import type { Payload } from './_lib/envelope';
import { fail, ok, paginate, toInt, toOptionalId, toText } from './_lib/envelope';
import { caseDetailPictures, caseRecordPictures, picturesMode } from './_lib/pictures';
import { caseOrder, liveCases } from './_lib/cms';
import type { CaseSeed } from './data/cases';
import { toDetail, toRecord } from './data/cases';

/** Longest search term considered; longer input is cut. */
export const MAX_TERM_LENGTH = 100;
/** Most suggestions answered by `selectList`. */
export const MAX_SELECT_RESULTS = 50;
/** Most related cases on a detail. */
export const MAX_RELATED = 4;

/** Newest year first, then ascending id: the order of every case list. */
export const byNewest = caseOrder;

/** The cases served now, in list order (the live set's own array: filtered, never reordered). */
const sortedCases = (): readonly CaseSeed[] => liveCases().list;

/** A case as listed in an answer: its cover as the CMS serves it (MOCK_PICTURES). */
const answered = (seed: CaseSeed): CaseRecord => caseRecordPictures(toRecord(seed), picturesMode());

/** A search term from a payload value: trimmed, capped at MAX_TERM_LENGTH, '' when absent. */
export const toTerm = (value: unknown): string => toText(value, MAX_TERM_LENGTH);

/** Whether a case's brand or title contains the term, ignoring case. The term is plain text. */
export function matchesTerm(seed: Pick<CaseSeed, 'brand' | 'title'>, term: string): boolean {
  if (!term) return true;
  const needle = term.toLowerCase();
  return seed.brand.toLowerCase().includes(needle) || seed.title.toLowerCase().includes(needle);
}

/** GET /api/caseType/serviceTypeList: supId 1 the industries, supId 2 the services with their types. */
export function serviceTypeList(): ResponseEnvelope<CaseTypeGroup[]> {
  return ok([
    {
      supId: 1,
      name: '行业',
      caseTypes: industries.map((i) => ({ id: i.id, name: i.name })),
    },
    {
      supId: 2,
      name: '服务',
      caseTypes: services.map((s) => ({
        id: s.id,
        name: s.name,
        types: s.types.map((t) => ({ id: t.id, name: t.name })),
      })),
    },
  ]);
}

/**
 * POST /api/case/list: filters `industryId`, `serviceId`, `typeId` (each optional; '', 'all' or absent means
 * no filter; numeric strings accepted) and `brandTitle`; paged by `page` / `pageSize` (default 15).
 * An id that matches nothing answers an empty page, not an error.
 */
export function caseList(payload: Payload = {}): ResponseEnvelope<PageResult<CaseRecord>> {
  const industryId = toOptionalId(payload.industryId);
  const serviceId = toOptionalId(payload.serviceId);
  const typeId = toOptionalId(payload.typeId);
  const term = toTerm(payload.brandTitle);
  const matched = sortedCases().filter(
    (c) =>
      (industryId === undefined || c.industryId === industryId) &&
      (serviceId === undefined || c.serviceId === serviceId) &&
      (typeId === undefined || c.typeId === typeId) &&
      matchesTerm(c, term),
  );
  const page = paginate(matched, payload);
  return ok({ ...page, records: page.records.map(answered) });
}

/** Up to MAX_RELATED other cases: same industry and service first, then same industry, then same service. */
export function relatedCases(
  seed: CaseSeed,
  all: readonly CaseSeed[] = sortedCases(),
): CaseRecord[] {
  const rank = (c: CaseSeed): number => {
    if (c.industryId === seed.industryId && c.serviceId === seed.serviceId) return 0;
    if (c.industryId === seed.industryId) return 1;
    if (c.serviceId === seed.serviceId) return 2;
    return 3;
  };
  return all
    .filter((c) => c.id !== seed.id && rank(c) < 3)
    .sort((a, b) => rank(a) - rank(b) || byNewest(a, b))
    .slice(0, MAX_RELATED)
    .map(toRecord);
}

/** POST /api/case/caseDetails: the case with `id` and its related cases; an unknown id is a 404 envelope. */
export function caseDetails(payload: Payload = {}): ResponseEnvelope<CaseDetail> {
  const id = toInt(payload.id, 0);
  const live = liveCases();
  const seed = id > 0 ? live.byId.get(id) : undefined;
  if (!seed) return fail('案例不存在或已下线', '404');
  return ok(caseDetailPictures({ ...toDetail(seed), related: relatedCases(seed, live.list) }));
}

/** POST /api/case/selectList: the cases whose brand or title contains `brandTitle`; empty term → []. */
export function selectList(payload: Payload = {}): ResponseEnvelope<CaseRecord[]> {
  const term = toTerm(payload.brandTitle);
  if (!term) return ok([]);
  return ok(
    sortedCases()
      .filter((c) => matchesTerm(c, term))
      .slice(0, MAX_SELECT_RESULTS)
      .map(answered),
  );
}

export default {
  'GET /api/caseType/serviceTypeList': api(serviceTypeList),
  'POST /api/case/list': api(caseList),
  'POST /api/case/caseDetails': api(caseDetails),
  'POST /api/case/selectList': api(selectList),
};
