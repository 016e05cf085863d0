import type { CurrentUser } from '@/types/api';
import request, { requestJSON } from '@/utils/request';

/** 登录 POST /api/login/account (JSON body) */
export const login = (payload: { userName: string; password: string }) =>
  requestJSON<CurrentUser>('/api/login/account', { method: 'post', data: payload });

/** 当前用户 GET /api/currentUser */
export const fetchCurrentUser = () => request<CurrentUser>('/api/currentUser', { method: 'get' });

/** 图片上传 POST /account/multipartFile (multipart body) */
export const uploadImage = (file: Blob, fileName = 'image') => {
  const form = new FormData();
  form.append('file', file, fileName);
  return request<{ url: string }>('/account/multipartFile', { data: form });
};
