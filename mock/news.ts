/**
 * News API (SPEC.md §7): the home page's latest news, the About page's paged news list with a year
 * search, and one item's detail with its neighbours. Handlers are pure functions of the payload and
 * the live set (./_lib/cms.ts): mock/data with an editor's changes (`npm run cms`), read at each
 * request, so an item added, revised or removed is answered without restarting the mock.
 */
import type { NewsDetail, NewsItem, NewsPage, ResponseEnvelope } from '../src/types/api';
import type { Payload } from './_lib/envelope';
import { fail, ok, paginate, toInt, toText } from './_lib/envelope';
import { api } from './_lib/api';
import { newsDetailPictures, newsItemPictures, picturesMode } from './_lib/pictures';
import { liveNews } from './_lib/cms';
import type { NewsSeed } from './data/news';

/** SPEC.md §9: news page size 5. */
export const NEWS_PAGE_SIZE = 5;
/** How many items the home page shows. */
export const LATEST_NEWS_COUNT = 6;

const NOT_FOUND = '新闻不存在或已下线';

const yearOf = (item: NewsSeed) => item.date.slice(0, 4);

/** A list record: everything but the body, its picture as the CMS serves it (MOCK_PICTURES). */
const toItem = ({ id, title, summary, date, img, category }: NewsSeed): NewsItem =>
  newsItemPictures({ id, title, summary, date, img, category }, picturesMode());

/**
 * The year filter of a payload: `undefined` for all years ('' / absent / '全部' / 'all'), a
 * four-digit year string, or `null` when the value cannot be a year (answers no records).
 */
function yearFilter(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? yearFilter(String(value)) : null;
  if (typeof value !== 'string') return null;
  const text = toText(value, 20);
  if (text === '' || text === '全部' || text.toLowerCase() === 'all') return undefined;
  return /^\d{4}$/.test(text) ? text : null;
}

/** `POST /api/index/newsWebList`: the newest items for the home page. */
export function newsWebList(): ResponseEnvelope<NewsItem[]> {
  return ok(liveNews().list.slice(0, LATEST_NEWS_COUNT).map(toItem));
}

/** `POST /api/index/newsWebPageList`: payload `{ page, pageSize, year }`. */
export function newsWebPageList(payload: Payload = {}): ResponseEnvelope<NewsPage> {
  const year = yearFilter(payload.year);
  const { list: sorted, years } = liveNews();
  const matching =
    year === undefined ? sorted : year === null ? [] : sorted.filter((n) => yearOf(n) === year);
  const page = paginate(matching, payload, NEWS_PAGE_SIZE);
  return ok({ ...page, records: page.records.map(toItem), years: [...years] });
}

/** `GET /api/index/info`: payload `{ id }`; prev is the next-older item, next the next-newer. */
export function newsInfo(payload: Payload = {}): ResponseEnvelope<NewsDetail> {
  const id = toInt(payload.id, 0);
  const sorted = liveNews().list;
  const index = id > 0 ? sorted.findIndex((n) => n.id === id) : -1;
  if (index < 0) return fail(NOT_FOUND, '404');
  const link = (item: NewsSeed | undefined) => (item ? { id: item.id, title: item.title } : null);
  const detail: NewsDetail = {
    ...sorted[index],
    prev: link(sorted[index + 1]),
    next: link(sorted[index - 1]),
  };
  return ok(newsDetailPictures(detail, picturesMode()));
}

export default {
  'POST /api/index/newsWebList': api(newsWebList),
  'POST /api/index/newsWebPageList': api(newsWebPageList),
  'GET /api/index/info': api(newsInfo),
};
