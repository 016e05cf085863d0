/**
 * Session cookies and the 504/505 handling of SPEC.md §4/§8. The site never logs anyone in; it
 * only clears what a shared login (on the same domain) may have left, as the spec says.
 */
import Cookies from 'js-cookie';
import { history } from 'umi';
import { currentRoutePath } from './base';

/** The login-state and user-info cookie names, in one place. */
export const SESSION_COOKIES = {
  loginState: 'lantu_login_state',
  userInfo: 'lantu_user_info',
} as const;

/** Cookie lifetime where cookies are written: 24 hours (SPEC.md §9). */
export const COOKIE_LIFETIME_DAYS = 1;

export const LOGIN_PATH = '/login';

export function writeSessionCookie(name: string, value: string): void {
  Cookies.set(name, value, { expires: COOKIE_LIFETIME_DAYS, path: '/', sameSite: 'lax' });
}

export function clearSessionCookies(): void {
  Object.values(SESSION_COOKIES).forEach((name) => Cookies.remove(name, { path: '/' }));
}

/** Navigation side effects, behind one object so tests can observe them. */
export const navigation = {
  reload: () => window.location.reload(),
  push: (path: string) => history.push(path),
};

/** Go to /login, or reload when already there (SPEC.md §8, codes 504 and 505). */
export function goToLogin(): void {
  if (currentRoutePath() === LOGIN_PATH) {
    navigation.reload();
  } else {
    navigation.push(LOGIN_PATH);
  }
}
