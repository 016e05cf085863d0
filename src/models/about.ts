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
  NewsDetail,
  NewsItem,
  NewsPage,
  Position,
  ResponseEnvelope,
  TeamMember,
  Welfare,
} from '@/types/api';
import { listOf, toNewsItem, toTotal } from '@/utils/normalize';

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

export interface AboutModelType {
  namespace: 'about';
  state: AboutModelState;
  effects: { fetchNewsList: Effect; fetchNewsDetail: Effect };
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

/**
 * Each news request takes a ticket; only the answer to the newest one is saved, so a slow answer
 * for page 2 can never overwrite page 3 after the visitor clicked on. (takeLatest would do the same
 * but leave the superseded dispatch promise pending forever.)
 */
let newsTicket = 0;

const AboutModel: AboutModelType = {
  namespace: 'about',
  state: initialAboutState,
  effects: {
    /**
     * payload `{ page, pageSize, year }`. On success the list and total are replaced by
     * `records` and `total` (and the page and year remembered); a failure changes nothing.
     * The raw result is returned.
     */
    *fetchNewsList({ payload = {} }, { call, put }) {
      const page = toPositive(payload.page, 1);
      const pageSize = toPositive(payload.pageSize, NEWS_PAGE_SIZE);
      const year = toYear(payload.year);
      newsTicket += 1;
      const ticket = newsTicket;
      const res: ResponseEnvelope<NewsPage> = yield call(fetchNewsWebPageList, {
        page,
        pageSize,
        year,
      });
      if (res.success && res.data && ticket === newsTicket) {
        yield put({
          type: 'save',
          payload: {
            newsList: listOf(res.data.records, toNewsItem),
            newsTotal: toTotal(res.data.total),
            searchYear: year,
            newsListPageInfo: { page, pageSize },
          },
        });
      }
      return res;
    },
    /** News detail is not kept in state: the page shows the returned result. */
    *fetchNewsDetail({ payload = {} }, { call }) {
      const res: ResponseEnvelope<NewsDetail> = yield call(fetchNewsInfo, {
        id: Number(payload.id),
      });
      return res;
    },
  },
  reducers: {
    save(state = initialAboutState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default AboutModel;
