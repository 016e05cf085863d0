import throttle from 'lodash/throttle';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useDispatch, useLocation, useSelector, useSelectedRoutes } from 'umi';
import ErrorBoundary from '@/components/ErrorBoundary';
import PageTitle from '@/components/PageTitle';
import { brand } from '@/content/brand';
import type { ConnectState } from '@/types/connect';
import FloatingActions from './FloatingActions';
import Footer from './Footer';
import Header from './Header';
import styles from './index.less';

// The popup (antd Modal + form) loads only when a visitor opens it.
const ConsultPopup = lazy(() => import('./ConsultPopup'));

/** The section name of the deepest matched route, from config/routes.ts. */
function useRouteSection(): string | undefined {
  const matched = useSelectedRoutes();
  const title = (matched[matched.length - 1]?.route as { title?: string } | undefined)?.title;
  return title && title !== brand.homeTitle ? title : undefined;
}

export default function BasicLayout() {
  const dispatch = useDispatch();
  const location = useLocation();
  const section = useRouteSection();
  const popupOpen = useSelector((s: ConnectState) => s.global.formPopupMask);

  // Scroll offset → global.scrollTop (solid header, back-to-top).
  useEffect(() => {
    const onScroll = throttle(
      () => dispatch({ type: 'global/save', payload: { scrollTop: Math.round(window.scrollY) } }),
      100,
    );
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [dispatch]);

  // A new page starts at the top, with the mobile menu closed.
  useEffect(() => {
    // Instant: global CSS sets smooth scrolling for in-page anchors, not for a page change.
    if (!location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    dispatch({ type: 'global/changeLayoutCollapsed', payload: false });
  }, [location.pathname, location.hash, dispatch]);

  return (
    <div className={styles.layout}>
      <PageTitle section={section} />
      <a className={styles.skip} href="#main">
        跳到主要内容
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <FloatingActions />
      {popupOpen ? (
        <Suspense fallback={null}>
          <ConsultPopup />
        </Suspense>
      ) : null}
    </div>
  );
}
