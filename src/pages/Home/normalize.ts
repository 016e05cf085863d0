/**
 * The home page reads API data defensively: items without the fields a card needs are dropped,
 * so one bad record never breaks a section. Pure functions of the store's lists.
 */
import type {
  Banner,
  CaseRecord,
  CaseTypeCases,
  ClassicCase,
  DepVideo,
  NewsItem,
} from '@/types/api';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) || isText(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function validBanners(list: unknown): Banner[] {
  return listOf(list).filter(
    (b): b is Banner => isObject(b) && isText(b.title) && typeof b.img === 'string',
  );
}

export function validCases(list: unknown): CaseRecord[] {
  return listOf(list).filter(
    (c): c is CaseRecord =>
      isObject(c) && isId(c.id) && isText(c.title) && typeof c.cover === 'string',
  );
}

/** Service groups with a name; their case lists cleaned the same way. */
export function validGroups(list: unknown): CaseTypeCases[] {
  return listOf(list)
    .filter((g): g is Loose => isObject(g) && isId(g.id) && isText(g.name))
    .map((g) => ({ id: g.id as number, name: g.name as string, caseList: validCases(g.caseList) }));
}

/**
 * The home page's classic cases. global.classicCasesList may also hold raw case records put there
 * by the case model (SPEC.md §4), which are not department cases: only items with `caseId` count.
 */
export function classicCasesOf(list: unknown): ClassicCase[] {
  return listOf(list).filter(
    (c): c is ClassicCase =>
      isObject(c) && isId(c.id) && isId(c.caseId) && isText(c.title) && typeof c.img === 'string',
  );
}

/** global.depVideo is an object until loaded, then a list (SPEC.md §3). */
export function videosOf(value: unknown): DepVideo[] {
  return listOf(value).filter(
    (v): v is DepVideo => isObject(v) && isId(v.id) && isText(v.title) && isText(v.src),
  );
}

export function validNews(list: unknown): NewsItem[] {
  return listOf(list).filter((n): n is NewsItem => isObject(n) && isId(n.id) && isText(n.title));
}

/**
 * A link target from data: an internal route (`/…`, not `//…`) or an http(s) URL; anything else
 * (`javascript:`, `data:` …) is refused.
 */
export function safeTarget(link: unknown): { internal: boolean; href: string } | null {
  if (!isText(link)) return null;
  const href = link.trim();
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  if (/^https?:\/\//i.test(href)) return { internal: false, href };
  return null;
}

/** `7` → `0:07`. */
export function formatDuration(seconds: unknown): string {
  const s =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds)
      : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** `2023-06-18` → day `18` and month `2023-06`; other text is shown as it came. */
export function splitDate(date: unknown): { day: string; month: string; iso?: string } {
  const text = typeof date === 'string' ? date.trim() : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return { day: '', month: text };
  return { day: m[3], month: `${m[1]}-${m[2]}`, iso: text };
}
