import { defaultOffice } from '@/content/offices';
import type { Office } from '@/types/api';

/**
 * The office named by the query: `?type=N` (SPEC.md §2: Beijing 1 … Zhengzhou 12) or, for the three
 * offices without a type number (Xiamen, Hong Kong, Singapore), `?office=<key>`. Anything else is
 * Hangzhou.
 */
export function officeFromQuery(list: Office[], type: string | null, key: string | null): Office {
  const byKey = key ? list.find((o) => o.key === key && o.type === undefined) : undefined;
  if (byKey) return byKey;
  const text = (type ?? '').trim();
  const byType = /^\d{1,3}$/.test(text) ? list.find((o) => o.type === Number(text)) : undefined;
  return byType ?? list.find((o) => o.key === defaultOffice.key) ?? defaultOffice;
}

/** The query that selects `office`: none for Hangzhou. */
export function queryForOffice(office: Office): Record<string, string> {
  if (office.type !== undefined) return { type: String(office.type) };
  return office.key === defaultOffice.key ? {} : { office: office.key };
}
