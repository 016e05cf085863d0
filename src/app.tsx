/**
 * Run-time configuration: the router base override (`window.routerBase`), the last-resort error
 * boundary and dva's error hook. antd's provider (theme + zh_CN) is not here on purpose: it wraps
 * only the parts of pages that use antd (src/components/AntdScope), so the layout and the home
 * page's first render load no antd at all.
 */
import type { ReactNode } from 'react';
import ErrorBoundary from '@/components/ErrorBoundary';
import { fetchCaseDetails } from '@/services/case';
import { fetchBannerWebList } from '@/services/home';
import { assetUrl, currentRoutePath } from '@/utils/base';
import { parseId } from '@/utils/cases';
import { EARLY_BANNERS, earlyCaseDetail, preloadImage, startEarly } from '@/utils/early';
import { listOf, toBanner, toCaseDetail } from '@/utils/normalize';
import './global.less';

/**
 * Before the first render, the call whose answer holds the page's largest picture starts now,
 * while the layout and page chunks are still loading, and the picture is asked for the moment
 * the answer is in (src/utils/early.ts): the home page's banners, a case's detail.
 */
export function render(oldRender: () => void) {
  const path = currentRoutePath();
  if (path === '/' || path === '/index.html') {
    startEarly(EARLY_BANNERS, () =>
      fetchBannerWebList().then((res) => {
        const [first] = res.success ? listOf(res.data, toBanner) : [];
        if (first) preloadImage(assetUrl(first.img));
        return res;
      }),
    );
  }
  const caseId =
    path === '/customerCase/caseDetail'
      ? parseId(new URLSearchParams(window.location.search).get('id'))
      : '';
  if (caseId !== '') {
    startEarly(earlyCaseDetail(caseId), () =>
      fetchCaseDetails({ id: caseId }).then((res) => {
        const detail = res.success ? toCaseDetail(res.data) : null;
        if (detail?.cover) preloadImage(assetUrl(detail.cover));
        return res;
      }),
    );
  }
  // The first render runs as a task of its own, apart from the evaluation of the app's code: a
  // phone gets two shorter tasks instead of one long one (less blocking time before it can react).
  window.setTimeout(oldRender, 0);
}

export function rootContainer(container: ReactNode) {
  return <ErrorBoundary>{container}</ErrorBoundary>;
}

/** umi 4 does not read `window.routerBase` itself (STACK.md). */
export function modifyContextOpts(memo: { basename?: string }) {
  return window.routerBase ? { ...memo, basename: window.routerBase } : memo;
}

export const dva = {
  config: {
    onError(error: Error & { preventDefault?: () => void }) {
      // Effects resolve failed calls as envelopes (src/utils/request.ts); anything that still
      // throws is a bug: keep it from crashing the app, and leave a trace for developers.
      error.preventDefault?.();
      if (process.env.NODE_ENV !== 'production') {
        // eslint-disable-next-line no-console
        console.warn('[dva]', error);
      }
    },
  },
};
