import type { Effect, Reducer } from 'umi';
import {
  aboutTeamList,
  aptitudeList,
  corporateVisionList,
  honorList,
  lantuCourseList,
  positionList,
  welfareList,
} from '@/content/about';
import { fetchNewsInfo, fetchNewsWebPageList } from '@/services/home';
import type {
  Aptitude,
  CorporateVision,
  CourseGroup,
  Honor,
  NewsItem,
  NewsPage,
  Position,
  ResponseEnvelope,
  TeamMember,
  Welfare,
} from '@/types/api';
import { listOf, toNewsDetail, toNewsItem, toTotal } from '@/utils/normalize';

export const NEWS_PAGE_SIZE = 5;

/** About page state (SPEC.md §3), exactly; static lists come from src/content/about.ts. */
export interface AboutModelState {
  corporateVisionList: CorporateVision[];
  lantuCourseList: CourseGroup[];
  aboutTeamList: TeamMember[];
  aptitudeList: Aptitude[];
  honorList: Honor[];
  positionList: Position[];
  welfareList: Welfare[];
  newsList: NewsItem[];
  newsTotal: number;
  searchYear: string;
  newsListPageInfo: { page: number; pageSize: number };
}

/** An effect whose earlier runs are cancelled by a newer dispatch (dva's `takeLatest`). */
type LatestEffect = [Effect, { type: 'takeLatest' }];

/** What `about/fetchNewsList` answers with: the page's items (cleaned), the total and the years. */
export interface NewsListPage {
  records: NewsItem[];
  total: number;
  /** The years that have news (four digits each), for the year filter. */
  years: string[];
}

export interface AboutModelType {
  namespace: 'about';
  state: AboutModelState;
  effects: { fetchNewsList: LatestEffect; fetchNewsDetail: LatestEffect };
  reducers: { save: Reducer<AboutModelState> };
}

export const initialAboutState: AboutModelState = {
  corporateVisionList,
  lantuCourseList,
  aboutTeamList,
  aptitudeList,
  honorList,
  positionList,
  welfareList,
  newsList: [],
  newsTotal: 0,
  searchYear: '',
  newsListPageInfo: { page: 1, pageSize: NEWS_PAGE_SIZE },
};

/** A whole number ≥ 1 from a payload value (max 100 000), else the fallback. */
const toPositive = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : fallback;
};

/** The year search: '' (all years) or a four-digit year. */
const toYear = (value: unknown): string => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{4}$/.test(text.trim()) ? text.trim() : '';
};

const AboutModel: AboutModelType = {
  namespace: 'about',
  state: initialAboutState,
  effects: {
    /**
     * payload `{ page, pageSize, year }`. On success the list and total are replaced by
     * `records` and `total`, cleaned (and the page and year remembered); a failure changes nothing.
     * `takeLatest`: a slow answer for page 2 never overwrites page 3 after the visitor clicked on.
     * The result is returned, with the saved page as its data.
     */
    fetchNewsList: [
      function* fetchNewsListEffect({ payload = {} }, { call, put }) {
        const page = toPositive(payload.page, 1);
        const pageSize = toPositive(payload.pageSize, NEWS_PAGE_SIZE);
        const year = toYear(payload.year);
        const res: ResponseEnvelope<NewsPage> = yield call(fetchNewsWebPageList, {
          page,
          pageSize,
          year,
        });
        if (!res.success || !res.data) return res;
        const data: NewsListPage = {
          records: listOf(res.data.records, toNewsItem),
          total: toTotal(res.data.total),
          years: listOf(res.data.years, (y) => (/^\d{4}$/.test(String(y)) ? String(y) : null)),
        };
        yield put({
          type: 'save',
          payload: {
            newsList: data.records,
            newsTotal: data.total,
            searchYear: year,
            newsListPageInfo: { page, pageSize },
          },
        });
        return { ...res, data };
      },
      { type: 'takeLatest' },
    ],
    /**
     * News detail is not kept in state: the page shows the returned article, cleaned; an answer
     * that is no article is a success without data (the page shows its 404).
     */
    fetchNewsDetail: [
      function* fetchNewsDetailEffect({ payload = {} }, { call }) {
        const res: ResponseEnvelope<unknown> = yield call(fetchNewsInfo, {
          id: Number(payload.id),
        });
        return res.success ? { ...res, data: toNewsDetail(res.data) ?? undefined } : res;
      },
      { type: 'takeLatest' },
    ],
  },
  reducers: {
    save(state = initialAboutState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default AboutModel;
