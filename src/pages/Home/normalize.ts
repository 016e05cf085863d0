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
import { count, isRecord, listOf, text, toCaseRecord, toId, toNewsItem } from '@/utils/normalize';

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** A banner with a title and a picture; every shown field as text. */
function toBanner(value: unknown): Banner | null {
  if (!isRecord(value) || !isText(value.title) || typeof value.img !== 'string') return null;
  return {
    id: toId(value.id) ?? 0,
    title: value.title,
    subtitle: text(value.subtitle),
    img: value.img,
    alt: text(value.alt),
    link: text(value.link),
    linkText: text(value.linkText),
  };
}

export const validBanners = (list: unknown): Banner[] => listOf(list, toBanner);

/** Cards need an id, a title and a cover field (an empty cover shows the fallback panel). */
const toCardCase = (value: unknown): CaseRecord | null =>
  isRecord(value) && typeof value.cover === 'string' ? toCaseRecord(value) : null;

export const validCases = (list: unknown): CaseRecord[] => listOf(list, toCardCase);

/** Service groups with an id and a name; their case lists cleaned the same way. */
export function validGroups(list: unknown): CaseTypeCases[] {
  return listOf(list, (g) => {
    if (!isRecord(g)) return null;
    const id = toId(g.id);
    return id !== null && isText(g.name)
      ? { id, name: g.name, caseList: validCases(g.caseList) }
      : null;
  });
}

/**
 * The home page's classic cases. global.classicCasesList may also hold raw case records put there
 * by the case model (SPEC.md §4), which are not department cases: only items with `caseId` count.
 */
export function classicCasesOf(list: unknown): ClassicCase[] {
  return listOf(list, (c) => {
    if (!isRecord(c) || !isText(c.title) || typeof c.img !== 'string') return null;
    const id = toId(c.id);
    const caseId = toId(c.caseId);
    if (id === null || caseId === null) return null;
    return {
      id,
      caseId,
      brand: text(c.brand),
      title: c.title,
      describe: text(c.describe),
      img: c.img,
      department: text(c.department),
    };
  });
}

/** global.depVideo is an object until loaded, then a list (SPEC.md §3). */
export function videosOf(value: unknown): DepVideo[] {
  return listOf(value, (v) => {
    if (!isRecord(v) || !isText(v.title) || !isText(v.src)) return null;
    const id = toId(v.id);
    if (id === null) return null;
    return {
      id,
      title: v.title,
      describe: text(v.describe),
      department: text(v.department),
      poster: text(v.poster),
      src: v.src,
      duration: count(v.duration),
    };
  });
}

export const validNews = (list: unknown): NewsItem[] => listOf(list, toNewsItem);

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
