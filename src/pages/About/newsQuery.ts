/**
 * The news list's place in the URL: `/aboutLantu/1?page=2&year=2021`. Reload and back keep it; a
 * bad value (page=abc, year=<x>) falls back to page 1 / all years instead of breaking the list.
 */
import { newsListPath } from '@/content/aboutPage';

export interface NewsQuery {
  page: number;
  /** '' for all years. */
  year: string;
}

const MAX_PAGE = 100000;

export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const rawPage = (params.get('page') ?? '').trim();
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawYear = (params.get('year') ?? '').trim();
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    year: /^\d{4}$/.test(rawYear) ? rawYear : '',
  };
}

/** The list URL for a page and year; page 1 and all years stay out of the query. */
export function newsListUrl({ page, year }: NewsQuery): string {
  const params = new URLSearchParams();
  if (year) params.set('year', year);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${newsListPath}?${search}` : newsListPath;
}
