import throttle from 'lodash/throttle';
import { useEffect, useRef } from 'react';
import { Outlet, useDispatch, useLocation, useSelectedRoutes } from 'umi';
import { prefetchConsultForm } from '@/components/ConsultForm/load';
import ErrorBoundary from '@/components/ErrorBoundary';
import PageTitle from '@/components/PageTitle';
import Piece from '@/components/Piece';
import { brand } from '@/content/brand';
import { afterHydration, takeOverEarlyTaps } from '@/utils/prerender';
import { ConsultDialogHost } from './ConsultDialog';
import ContactBar from './ContactBar';
import FloatingActions from './FloatingActions';
import { SCROLL_REPORT_MS } from './floating';
import Footer from './Footer';
import Header from './Header';
import styles from './index.less';

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
  // The consultation form's code arrives before a visitor asks for it (idle time, or intent).
  useEffect(() => prefetchConsultForm(), []);

  // A prerendered page shows its buttons before the app can answer them: a consultation button
  // tapped meanwhile opens the popup now (src/utils/prerender.ts).
  // (Once the rest of the page has hydrated too: a store update would force a part still being
  // hydrated to be drawn anew.)
  // The menu button lives in the header, which is taken over first: a tap on it meanwhile opens the
  // menu at once (after the effect below, which closes it for a new page).
  useEffect(() => {
    const early = takeOverEarlyTaps();
    if (early.consult) afterHydration(() => dispatch({ type: 'global/openConsult' }));
    else if (early.menu) {
      window.setTimeout(() => dispatch({ type: 'global/changeLayoutCollapsed', payload: true }), 0);
    }
  }, [dispatch]);

  // Scroll offset → global.scrollTop (solid header, back-to-top).
  useEffect(() => {
    const onScroll = throttle(
      () => dispatch({ type: 'global/setScrollTop', payload: Math.round(window.scrollY) }),
      SCROLL_REPORT_MS,
    );
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [dispatch]);

  // A new page starts at the top, with the mobile menu closed. Not the page the visitor opened:
  // the browser has placed that one (at the top, at its anchor, or where a reload left it), and a
  // visitor may already have scrolled a prerendered page before the app took it over.
  const openedPage = useRef(true);
  useEffect(() => {
    // Instant: global CSS sets smooth scrolling for in-page anchors, not for a page change.
    if (!openedPage.current && !location.hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    }
    openedPage.current = false;
    dispatch({ type: 'global/changeLayoutCollapsed', payload: false });
  }, [location.pathname, location.hash, dispatch]);

  return (
    <div className={styles.layout}>
      <PageTitle section={section} fallback />
      <a className={styles.skip} href="#main">
        跳到主要内容
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <FloatingActions />
      <Piece>
        <Footer />
      </Piece>
      <ContactBar />
      <ConsultDialogHost />
    </div>
  );
}
