/**
 * The data the pictures follow: cases (mock/data/cases.ts), offices (src/content/offices.ts) and news
 * (mock/data/news.ts). Each source is optional: while a file is missing or fails to load, the
 * generator falls back to ids and the office keys of SPEC.md §3, and says so.
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

/** Office keys and names of SPEC.md §3, used until src/content/offices.ts exists. */
export const FALLBACK_OFFICES: OfficeInfo[] = [
  ['hangzhou', '杭州', 120.155, 30.274],
  ['beijing', '北京', 116.4074, 39.9042],
  ['shanghai', '上海', 121.4737, 31.2304],
  ['shenzhen', '深圳', 114.0579, 22.5431],
  ['changsha', '长沙', 112.9388, 28.2282],
  ['xian', '西安', 108.9398, 34.3416],
  ['taizhou', '台州', 121.4208, 28.6564],
  ['chengdu', '成都', 104.0665, 30.5728],
  ['wuhan', '武汉', 114.3055, 30.5928],
  ['nanjing', '南京', 118.7969, 32.0603],
  ['guangzhou', '广州', 113.2644, 23.1291],
  ['chongqing', '重庆', 106.5516, 29.563],
  ['zhengzhou', '郑州', 113.6254, 34.7466],
  ['xiamen', '厦门', 118.0894, 24.4798],
  ['hongkong', '香港', 114.1694, 22.3193],
  ['singapore', '新加坡', 103.8198, 1.3521],
].map(([key, name, lng, lat]) => ({
  key: key as string,
  name: name as string,
  mapCenterPoint: [lng as number, lat as number],
  addressList: [{ name: `${name as string}办公室`, lng: lng as number, lat: lat as number }],
}));

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
    offices: rawOffices
      ? rawOffices.map((o) => ({
          key: o.key,
          name: o.name,
          mapCenterPoint: o.mapCenterPoint,
          addressList: o.addressList.map((a) => ({ name: a.name, lng: a.lng, lat: a.lat })),
        }))
      : FALLBACK_OFFICES,
    news: (rawNews ?? []).map((n) => ({ id: n.id, category: n.category })),
    missing,
  };
}
