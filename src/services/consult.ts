import type { ConsultRequest } from '@/types/api';
import { requestJSON } from '@/utils/request';

/** 提交咨询 POST /api/consult/addConsult (JSON body) */
export const addConsult = (payload: ConsultRequest) =>
  requestJSON<{ id: number }>('/api/consult/addConsult', { method: 'post', data: payload });
