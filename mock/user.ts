/** Session endpoints (SPEC.md §7). The site has no login screen; these exist for the API contract. */
import { api } from './_lib/api';
import { fail, ok, toText } from './_lib/envelope';
import type { Payload } from './_lib/envelope';

export const loginAccount = (payload: Payload) => {
  const userName = toText(payload.userName, 40);
  const password = toText(payload.password, 64);
  if (!userName || !password) return fail('请输入用户名和密码');
  return fail('官网不提供登录，请使用内部系统账号登录内部系统', '403');
};

/** Visitors are anonymous: 505 ("login required") is the honest answer. */
export const currentUser = () => fail('请先登录', '505');

export const multipartFile = () => ok({ url: 'images/brand/logo.svg' }, '上传成功');

export default {
  'POST /api/login/account': api(loginAccount),
  'GET /api/currentUser': api(currentUser),
  'POST /account/multipartFile': api(multipartFile),
};
