/**
 * Pure helpers of the customer-case module: tags, chunks, search suggestions and the list view held
 * in the URL (`/customerCase?industry=3&service=12&type=105&q=云栖&page=2`).
 */
import chunk from 'lodash/chunk';
import escapeRegExp from 'lodash/escapeRegExp';
import type { CaseRecord, CaseTypeGroup, Suggestion, Tag } from '@/types/api';
import { isRecord, listOf, text, toCaseRecord, toId } from './normalize';

export const ALL_TAG: Tag = { id: 'all', name: '全部' };
export const INDUSTRY_GROUP = 1;
export const SERVICE_GROUP = 2;
export const CASE_ROW_SIZE = 5;
export const MAX_SUGGESTIONS = 10;
export const SUGGESTION_SEPARATOR = ' | ';
/** Longest search term sent or highlighted; longer input is cut, never rejected. */
export const MAX_SEARCH_LENGTH = 100;

export interface TagLists {
  industryTagList: Tag[];
  serviceTagList: Tag[];
  typeTagList: Tag[];
}

/** The raw entries of group `supId` (the answer is untrusted: anything may be missing). */
const groupOf = (groups: CaseTypeGroup[] | undefined | null, supId: number): unknown[] => {
  const list: unknown[] = Array.isArray(groups) ? groups : [];
  const found = list.find((g) => isRecord(g) && Number(g.supId) === supId);
  return isRecord(found) && Array.isArray(found.caseTypes) ? found.caseTypes : [];
};

/** A tag with a numeric id and a name, else null (dropped). */
const toTag = (value: unknown): Tag | null => {
  if (!isRecord(value)) return null;
  const id = toId(value.id);
  const name = text(value.name);
  return id !== null && name ? { id, name } : null;
};

/** A service entry's own types (none for an unusable entry). */
const typesOf = (service: unknown): Tag[] =>
  toTag(service) && isRecord(service) ? listOf(service.types, toTag) : [];

/** SPEC.md §3 "Case-type response": group 1 → industry tags, group 2 → service tags and their types flattened. */
export function buildTagLists(groups: CaseTypeGroup[] | undefined | null): TagLists {
  const industry = groupOf(groups, INDUSTRY_GROUP);
  const service = groupOf(groups, SERVICE_GROUP);
  return {
    industryTagList: [ALL_TAG, ...listOf(industry, toTag)],
    serviceTagList: [ALL_TAG, ...listOf(service, toTag)],
    typeTagList: [ALL_TAG, ...service.flatMap(typesOf)],
  };
}

/** Type ids per service id, from the same answer (the flat type list loses that link). */
export type TypesByService = Record<number, number[]>;

export function buildTypesByService(groups: CaseTypeGroup[] | undefined | null): TypesByService {
  const map: TypesByService = {};
  groupOf(groups, SERVICE_GROUP).forEach((s) => {
    const tag = toTag(s);
    if (tag) map[tag.id as number] = typesOf(s).map((t) => t.id as number);
  });
  return map;
}

/** Case records in rows of 5 (SPEC.md §3). */
export const chunk5 = <T>(records: T[]): T[][] => chunk(records, CASE_ROW_SIZE);

/**
 * `text` split around every case-insensitive, literal occurrence of `term`: matches sit at odd
 * indexes (`['Br', 'an', 'd']`). Regex characters in the term are matched as themselves.
 */
export function cutApart(text: string, term: string): string[] {
  const source = String(text ?? '');
  const needle = String(term ?? '')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  if (!needle) return [source];
  return source.split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'));
}

/** The first 10 records as suggestions `{ id, brandTitle, cutApart }`. */
export function buildSuggestions(
  records: CaseRecord[] | undefined | null,
  term: string,
): Suggestion[] {
  return listOf(records, toCaseRecord)
    .slice(0, MAX_SUGGESTIONS)
    .map((r) => {
      const brandTitle = `${r.brand}${SUGGESTION_SEPARATOR}${r.title}`;
      return { id: r.id, brandTitle, cutApart: cutApart(brandTitle, term) };
    });
}

/* ---------- the list view in the URL ---------- */

/** What the list shows: '' means "all" for a tag row; `q` non-empty means search results. */
export interface CaseView {
  industry: number | '';
  service: number | '';
  type: number | '';
  page: number;
  q: string;
}

export const EMPTY_VIEW: CaseView = { industry: '', service: '', type: '', page: 1, q: '' };

/** The query keys of the view, in the order they are written. */
export const VIEW_KEYS = ['industry', 'service', 'type', 'q', 'page'] as const;

/** A positive id of at most 9 digits, else '' (anything else in the URL is ignored). */
export function parseId(raw: string | null | undefined): number | '' {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return '';
  const n = Number(raw);
  return n > 0 ? n : '';
}

/** A search term as used everywhere: trimmed and cut to MAX_SEARCH_LENGTH. */
export const normaliseTerm = (raw: unknown): string =>
  typeof raw === 'string' ? raw.trim().slice(0, MAX_SEARCH_LENGTH).trim() : '';

/**
 * The view of a location: `search` is `location.search`; `pathId` the `:id` of `/customerCase/:id`
 * (the industry), used when the query names no industry. Never throws, whatever the input.
 */
export function parseCaseView(search: string, pathId?: string): CaseView {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  const industry = params.has('industry') ? parseId(params.get('industry')) : parseId(pathId);
  const page = parseId(params.get('page'));
  return {
    industry,
    service: parseId(params.get('service')),
    type: parseId(params.get('type')),
    page: page === '' ? 1 : page,
    q: normaliseTerm(params.get('q')),
  };
}

/** The query string of a view ('' for the default view), keys in a fixed order. */
export function caseViewSearch(view: CaseView): string {
  const params = new URLSearchParams();
  if (view.industry !== '') params.set('industry', String(view.industry));
  if (view.service !== '') params.set('service', String(view.service));
  if (view.type !== '') params.set('type', String(view.type));
  if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list route of a view. */
export const caseViewPath = (view: CaseView): string => `/customerCase${caseViewSearch(view)}`;

export interface KnownTags {
  industries: number[];
  services: number[];
  types: number[];
  typesByService: TypesByService;
}

/** Real tag ids (without 'all') of the tag lists. */
export const tagIds = (list: Tag[]): number[] =>
  list.map((t) => t.id).filter((id): id is number => typeof id === 'number');

/**
 * The view with unknown ids dropped, and a type that belongs to another service than the chosen one
 * dropped too (that combination can never match).
 */
export function sanitiseView(view: CaseView, known: KnownTags): CaseView {
  const keep = (id: number | '', ids: number[]): number | '' =>
    id !== '' && ids.includes(id) ? id : '';
  const service = keep(view.service, known.services);
  let type = keep(view.type, known.types);
  if (type !== '' && service !== '' && !(known.typesByService[service] ?? []).includes(type)) {
    type = '';
  }
  return { ...view, industry: keep(view.industry, known.industries), service, type };
}

/** Whether the view narrows the list at all. */
export const isFiltered = (view: CaseView): boolean =>
  view.industry !== '' || view.service !== '' || view.type !== '' || view.q !== '';

/**
 * The query of `/customerCase/:id?…` rewritten to the one form: the path's industry becomes
 * `industry` (unless the query names one), the view keys come first in their fixed order, and any
 * other parameter (e.g. `utm_source`) is kept as it was.
 */
export function normalisedListSearch(search: string, pathId?: string): string {
  const view = parseCaseView(search, pathId);
  const params = new URLSearchParams(caseViewSearch(view));
  let original: URLSearchParams;
  try {
    original = new URLSearchParams(search);
  } catch {
    original = new URLSearchParams();
  }
  original.forEach((value, key) => {
    if (!(VIEW_KEYS as readonly string[]).includes(key)) params.append(key, value);
  });
  const text = params.toString();
  return text ? `?${text}` : '';
}
