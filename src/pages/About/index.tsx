import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'umi';
import NotFound from '@/components/NotFound';
import PageHero from '@/components/PageHero';
import PageTitle from '@/components/PageTitle';
import { aboutPage, aboutTabOf } from '@/content/aboutPage';
import type { AboutTabType } from '@/content/aboutPage';
import TabNav from './TabNav';
import type { TabNavState } from './TabNav';
import styles from './index.less';

/** Each tab is its own chunk: the profile does not pay for the news pager or the lightbox. */
const tabLoaders: Record<AboutTabType, () => Promise<{ default: () => JSX.Element }>> = {
  0: () => import('./ProfileTab'),
  1: () => import('./NewsTab'),
  2: () => import('./HonoursTab'),
  3: () => import('./JobsTab'),
};

const panels = {
  0: lazy(tabLoaders[0]),
  1: lazy(tabLoaders[1]),
  2: lazy(tabLoaders[2]),
  3: lazy(tabLoaders[3]),
};

/**
 * `/aboutLantu` (type 0) and `/aboutLantu/:type` for types 0–3 (SPEC.md §2); any other type is
 * the 404 page. The tab title is `<tab name> - 澜图`.
 */
export default function AboutPage() {
  const { type } = useParams<{ type?: string }>();
  const location = useLocation();
  const tab = aboutTabOf(type);
  // Where the tab bar sits before it pins: a sticky element's own offset moves as it sticks.
  const navAnchorRef = useRef<HTMLDivElement>(null);
  const keepNav = (location.state as TabNavState | null)?.keepNav === true;

  // A tab switched while the tab bar was pinned keeps the bar pinned: the layout scrolls every new
  // path to the top (instantly for this switch, see TabNav; its effect runs after ours), so pin on
  // the next frame, check once more for a slow device, then give back smooth scrolling.
  useEffect(() => {
    if (!keepNav) return undefined;
    const pin = () => {
      const anchor = navAnchorRef.current;
      if (!anchor) return;
      const root = getComputedStyle(document.documentElement);
      const header = parseFloat(root.getPropertyValue('--lt-header-h')) || 0;
      const top = Math.max(0, anchor.getBoundingClientRect().top + window.scrollY - header);
      // Only ever down to the bar: never undo a visitor's own scrolling further down.
      if (window.scrollY < top - 1) window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });
    };
    const restore = () => {
      document.documentElement.style.scrollBehavior = '';
    };
    const frame = requestAnimationFrame(pin);
    const timer = window.setTimeout(() => {
      pin();
      restore();
    }, 300);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      restore();
    };
  }, [keepNav, location.key]);

  if (!tab) return <NotFound />;
  const hero = aboutPage.heroes[tab.type];
  const Panel = panels[tab.type];

  return (
    <>
      <PageTitle section={tab.name} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} img={hero.img} />
      <div ref={navAnchorRef} aria-hidden="true" />
      <TabNav
        current={tab.type}
        onPrefetch={(t) => {
          tabLoaders[t]().catch(() => undefined);
        }}
      />
      <div className={styles.panel} id="about-panel">
        <Suspense fallback={<div className={styles.fallback} aria-busy="true" />}>
          <Panel />
        </Suspense>
      </div>
    </>
  );
}
