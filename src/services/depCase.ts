import type { ClassicCase, DepVideo } from '@/types/api';
import request from '@/utils/request';

/** 部门经典案例 POST /api/depCase/hDepCaseList */
export const fetchDepCaseList = (payload: Record<string, unknown> = {}) =>
  request<ClassicCase[]>('/api/depCase/hDepCaseList', { data: payload });

/** 部门视频 POST /api/depCase/hDepVideo */
export const fetchDepVideo = (payload: Record<string, unknown> = {}) =>
  request<DepVideo[]>('/api/depCase/hDepVideo', { data: payload });
