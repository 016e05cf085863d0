import type {
  Banner,
  CaseTypeCases,
  NewsDetail,
  NewsItem,
  NewsPage,
  NewsPageParams,
} from '@/types/api';
import request from '@/utils/request';

/** 首页分类案例 POST /api/index/caseTypeCaseList */
export const fetchCaseTypeCaseList = (payload: Record<string, unknown> = {}) =>
  request<CaseTypeCases[]>('/api/index/caseTypeCaseList', { data: payload });

/** 首页轮播 POST /api/index/bannerWebList */
export const fetchBannerWebList = (payload: Record<string, unknown> = {}) =>
  request<Banner[]>('/api/index/bannerWebList', { data: payload });

/** 首页新闻 POST /api/index/newsWebList */
export const fetchNewsWebList = (payload: Record<string, unknown> = {}) =>
  request<NewsItem[]>('/api/index/newsWebList', { data: payload });

/** 新闻分页 POST /api/index/newsWebPageList */
export const fetchNewsWebPageList = (payload: NewsPageParams) =>
  request<NewsPage>('/api/index/newsWebPageList', { data: payload });

/** 新闻详情 GET /api/index/info?id= */
export const fetchNewsInfo = (params: { id: number }) =>
  request<NewsDetail>('/api/index/info', { method: 'get', params });
