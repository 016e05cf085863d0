import classNames from 'classnames';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'umi';
import { aboutPage, aboutTabs } from '@/content/aboutPage';
import type { AboutTabType } from '@/content/aboutPage';
import styles from './TabNav.less';

/** Location state of a tab switch made while the bar was pinned under the header. */
export interface TabNavState {
  keepNav?: boolean;
}

interface TabNavProps {
  current: AboutTabType;
  /** Hover or focus on a tab: start loading its chunk. */
  onPrefetch?: (type: AboutTabType) => void;
}

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The four About sections as page links (each tab has its own URL, so links rather than an ARIA
 * tablist: Tab/Enter, middle-click and deep links all work). Pinned under the header on scroll.
 */
export default function TabNav({ current, onPrefetch }: TabNavProps) {
  const navigate = useNavigate();

  const onClick = (e: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!isPlainClick(e)) return;
    const nav = e.currentTarget.closest('nav');
    const pinned = nav
      ? nav.getBoundingClientRect().top <= parseFloat(getComputedStyle(nav).top) + 1
      : false;
    e.preventDefault();
    const keepNav = pinned && window.scrollY > 0;
    // The layout scrolls a new path to the top, smoothly (html { scroll-behavior: smooth }), and a
    // smooth scroll is not cancelled by our instant one. Make it instant for this switch; the page
    // restores the behaviour once the bar is pinned again.
    if (keepNav) {
      const root = document.documentElement;
      root.style.scrollBehavior = 'auto';
      // Chrome reads the behaviour from computed style and does not recompute it for scrollTo().
      getComputedStyle(root).getPropertyValue('scroll-behavior');
    }
    const state: TabNavState = { keepNav };
    navigate(path, { state });
  };

  return (
    <nav className={styles.nav} aria-label={aboutPage.tabsLabel}>
      <ul className={`lt-container ${styles.list}`}>
        {aboutTabs.map((tab) => {
          const active = tab.type === current;
          return (
            <li key={tab.type} className={styles.item}>
              <Link
                to={tab.path}
                className={classNames(styles.link, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                onClick={(e) => onClick(e, tab.path)}
                onMouseEnter={() => onPrefetch?.(tab.type)}
                onFocus={() => onPrefetch?.(tab.type)}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
