import type {
  CaseDetail,
  CaseListParams,
  CaseRecord,
  CaseTypeGroup,
  PageResult,
} from '@/types/api';
import request from '@/utils/request';

/** 案例分类（行业/服务/类型） GET /api/caseType/serviceTypeList */
export const fetchServiceTypeList = () =>
  request<CaseTypeGroup[]>('/api/caseType/serviceTypeList', { method: 'get' });

/** 案例列表 POST /api/case/list */
export const fetchCaseList = (params: CaseListParams) =>
  request<PageResult<CaseRecord>>('/api/case/list', { data: params });

/** 案例详情 POST /api/case/caseDetails */
export const fetchCaseDetails = (params: { id: number }) =>
  request<CaseDetail>('/api/case/caseDetails', { data: params });

/** 案例搜索联想 POST /api/case/selectList */
export const fetchCaseSelectList = (params: { brandTitle: string }) =>
  request<CaseRecord[]>('/api/case/selectList', { data: params });
