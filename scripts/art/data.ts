/**
 * The data the pictures follow: cases (mock/data/cases.ts), offices (src/content/offices.ts) and news
 * (mock/data/news.ts). A source that is missing or fails to load is reported in `missing`, and
 * the pictures that follow it are left out (cases and news fall back to ids).
 */
import * as path from 'path';
import type { CaseInfo } from './compose/cases';
import type { OfficeInfo } from './compose/offices';

export interface NewsInfo {
  id: number;
  category?: string;
}

export interface ArtData {
  cases: CaseInfo[];
  offices: OfficeInfo[];
  news: NewsInfo[];
  /** Which sources were missing (for the run summary). */
  missing: string[];
}

const ROOT = path.resolve(__dirname, '../..');

/** `require` a TypeScript module of the project and read one export; undefined when unavailable. */
function load<T>(relative: string, exportName: string): T | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
    const mod = require(path.join(ROOT, relative)) as Record<string, unknown>;
    return mod[exportName] as T | undefined;
  } catch {
    return undefined;
  }
}

interface CaseLike {
  id: number;
  brand?: string;
  industryId?: number;
  serviceId?: number;
}

interface OfficeLike {
  key: string;
  name: string;
  mapCenterPoint: [number, number];
  addressList: { name: string; lng: number; lat: number }[];
}

export function loadArtData(): ArtData {
  const missing: string[] = [];
  const rawCases = load<CaseLike[]>('mock/data/cases', 'cases');
  if (!rawCases) missing.push('mock/data/cases.ts');
  const rawOffices = load<OfficeLike[]>('src/content/offices', 'offices');
  if (!rawOffices) missing.push('src/content/offices.ts');
  const rawNews = load<NewsInfo[]>('mock/data/news', 'news');
  if (!rawNews) missing.push('mock/data/news.ts');
  return {
    cases: (rawCases ?? []).map((c) => ({
      id: c.id,
      brand: c.brand,
      industryId: c.industryId ?? ((c.id - 1) % 8) + 1,
      serviceId: c.serviceId ?? 11 + ((c.id - 1) % 6),
    })),
    offices: (rawOffices ?? []).map((o) => ({
      key: o.key,
      name: o.name,
      mapCenterPoint: o.mapCenterPoint,
      addressList: o.addressList.map((a) => ({ name: a.name, lng: a.lng, lat: a.lat })),
    })),
    news: (rawNews ?? []).map((n) => ({ id: n.id, category: n.category })),
    missing,
  };
}
