/** Pure helpers of the customer-case module: tags, chunks and search suggestions. */
import chunk from 'lodash/chunk';
import escapeRegExp from 'lodash/escapeRegExp';
import type { CaseRecord, CaseTypeGroup, Suggestion, Tag } from '@/types/api';

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

/** SPEC.md §3 "Case-type response": group 1 → industry tags, group 2 → service tags and their types flattened. */
export function buildTagLists(groups: CaseTypeGroup[] | undefined | null): TagLists {
  const list = Array.isArray(groups) ? groups : [];
  const industry = list.find((g) => Number(g.supId) === INDUSTRY_GROUP)?.caseTypes ?? [];
  const service = list.find((g) => Number(g.supId) === SERVICE_GROUP)?.caseTypes ?? [];
  return {
    industryTagList: [ALL_TAG, ...industry.map(({ id, name }) => ({ id, name }))],
    serviceTagList: [ALL_TAG, ...service.map(({ id, name }) => ({ id, name }))],
    typeTagList: [
      ALL_TAG,
      ...service.flatMap((s) => (s.types ?? []).map(({ id, name }) => ({ id, name }))),
    ],
  };
}

/** Case records in rows of 5 (SPEC.md §3). */
export const chunk5 = <T>(records: T[]): T[][] => chunk(records, CASE_ROW_SIZE);

/**
 * `text` split around every case-insensitive, literal occurrence of `term`: matches sit at odd
 * indexes (`['Br', 'an', 'd']`). Regex characters in the term are matched as themselves.
 */
export function cutApart(text: string, term: string): string[] {
  const needle = term.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!needle) return [text];
  return text.split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'));
}

/** The first 10 records as suggestions `{ id, brandTitle, cutApart }`. */
export function buildSuggestions(records: CaseRecord[] | undefined | null, term: string): Suggestion[] {
  return (Array.isArray(records) ? records : []).slice(0, MAX_SUGGESTIONS).map((r) => {
    const brandTitle = `${r.brand}${SUGGESTION_SEPARATOR}${r.title}`;
    return { id: r.id, brandTitle, cutApart: cutApart(brandTitle, term) };
  });
}
