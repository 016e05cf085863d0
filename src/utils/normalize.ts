/**
 * API records as the pages read them. An answer is untrusted: a record without a usable id or
 * title is dropped, every shown field is coerced to text (an object or null never reaches React as
 * a child), and a list that is not an array is empty. Pure functions: the models clean every answer
 * with them before it is saved (one name a record: `toX` for one, `listOf(data, toX)` for a list),
 * so pages read clean state.
 */
import type {
  Banner,
  CaseDetail,
  CaseRecord,
  CaseResult,
  CaseTypeCases,
  ClassicCase,
  DepVideo,
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

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** A banner with a title and a picture; every shown field as text. */
export function toBanner(value: unknown): Banner | null {
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

/** Cards need an id, a title and a cover field (an empty cover shows the fallback panel). */
const toCardCase = (value: unknown): CaseRecord | null =>
  isRecord(value) && typeof value.cover === 'string' ? toCaseRecord(value) : null;

/** A service group of the home page with an id and a name; its cases as cards read them. */
export function toCaseTypeCases(g: unknown): CaseTypeCases | null {
  if (!isRecord(g)) return null;
  const id = toId(g.id);
  return id !== null && isText(g.name)
    ? { id, name: g.name, caseList: listOf(g.caseList, toCardCase) }
    : null;
}

/** A department's classic case (`/api/depCase/hDepCaseList`), linking to its case study. */
export function toClassicCase(c: unknown): ClassicCase | null {
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
}

/**
 * A case of the case list as the home page's classic cases read it: SPEC.md §4 has the case list's
 * records put into global classicCasesList too, so they are put there in that list's shape.
 */
export const caseAsClassic = (r: CaseRecord): ClassicCase => ({
  id: r.id,
  caseId: r.id,
  brand: r.brand,
  title: r.title,
  describe: r.summary,
  img: r.cover,
  department: r.industryName,
});

/** A department video with a title and a source. */
export function toDepVideo(v: unknown): DepVideo | null {
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
}
