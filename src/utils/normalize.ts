/**
 * API records as the pages read them. An answer is untrusted: a record without a usable id or
 * title is dropped, every shown field is coerced to text (an object or null never reaches React as
 * a child), and a list that is not an array is empty. Pure functions, used by the models and pages.
 */
import type {
  CaseDetail,
  CaseRecord,
  CaseResult,
  GalleryImage,
  NewsDetail,
  NewsItem,
} from '@/types/api';

type Loose = Record<string, unknown>;

export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text to show: a string as it is, a finite number as digits, anything else ''. */
export const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
};

/** A finite number, else 0. */
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A total from the API: a whole number ≥ 0 (a numeric string is accepted), else 0. */
export const toTotal = (value: unknown): number => {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** A record id: a whole number ≥ 0 (a numeric string is accepted), else null. */
export function toId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** The usable items of a list: each mapped, the nulls dropped; a non-array is empty. */
export function listOf<T>(value: unknown, each: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(each).filter((item): item is T => item !== null) : [];
}

/** One case as cards read it, or null without a usable id or title. */
export function toCaseRecord(value: unknown): CaseRecord | null {
  if (!isRecord(value)) return null;
  const id = toId(value.id);
  const title = text(value.title);
  if (id === null || !title) return null;
  return {
    id,
    brand: text(value.brand),
    title,
    summary: text(value.summary),
    cover: text(value.cover),
    industryId: count(value.industryId),
    industryName: text(value.industryName),
    serviceId: count(value.serviceId),
    serviceName: text(value.serviceName),
    typeId: count(value.typeId),
    typeName: text(value.typeName),
    year: count(value.year),
  };
}

const toResult = (value: unknown): CaseResult | null => {
  if (!isRecord(value)) return null;
  const result = { value: text(value.value), label: text(value.label) };
  return result.value || result.label ? result : null;
};

const toGalleryImage = (value: unknown): GalleryImage | null => {
  if (!isRecord(value) || !text(value.src)) return null;
  return { src: text(value.src), alt: text(value.alt) };
};

/** A case study, or null when it is not one (no usable id or title). */
export function toCaseDetail(value: unknown): CaseDetail | null {
  const record = toCaseRecord(value);
  if (!record || !isRecord(value)) return null;
  return {
    ...record,
    background: text(value.background),
    challenge: text(value.challenge),
    solution: listOf(value.solution, (s) => text(s) || null),
    results: listOf(value.results, toResult),
    gallery: listOf(value.gallery, toGalleryImage),
    related: listOf(value.related, toCaseRecord),
  };
}

/** One news item of a list, or null without a usable id (≥ 1) or title. */
export function toNewsItem(value: unknown): NewsItem | null {
  if (!isRecord(value)) return null;
  const id = toId(value.id);
  const title = text(value.title);
  if (id === null || id < 1 || !title) return null;
  return {
    id,
    title,
    summary: text(value.summary),
    date: text(value.date),
    img: text(value.img),
    category: text(value.category),
  };
}

const toNewsLink = (value: unknown): NewsDetail['prev'] => {
  if (!isRecord(value)) return null;
  const id = toId(value.id);
  return id !== null && id >= 1 ? { id, title: text(value.title) } : null;
};

/** A news article, or null when it is not one. The body stays HTML for the sanitiser. */
export function toNewsDetail(value: unknown): NewsDetail | null {
  const item = toNewsItem(value);
  if (!item || !isRecord(value)) return null;
  return {
    ...item,
    content: text(value.content),
    prev: toNewsLink(value.prev),
    next: toNewsLink(value.next),
  };
}
