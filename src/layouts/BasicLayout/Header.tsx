import classNames from 'classnames';
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, NavLink, useDispatch, useLocation, useSelector } from 'umi';
import { brand } from '@/content/brand';
import { mainNav } from '@/content/navigation';
import type { MenuEntry } from '@/types/api';
import type { ConnectState } from '@/types/connect';
import { assetUrl } from '@/utils/url';
import { useScrollLock } from '@/utils/scrollLock';
import styles from './Header.less';

const SOLID_AFTER_PX = 8;

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/' || pathname === '/index.html';
  const root = entry.path.split('?')[0];
  return (
    pathname === root ||
    pathname.startsWith(`${root}/`) ||
    (root.startsWith('/about') && pathname.startsWith('/news'))
  );
}

/**
 * The desktop menu and the phone's menu list: about 80 router links, drawn again only when the
 * page changes. A tap on the menu button (or the header turning solid on scroll) then redraws the
 * button and the panel's `hidden`, not every link: on a low-end phone the whole header took a
 * fifth of a second to answer the tap.
 */
const DesktopNav = memo(function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <nav className={styles.nav} aria-label="主导航">
      <ul className={styles.navList}>
        {mainNav.map((entry) => (
          <li key={entry.path} className={styles.navItem}>
            <NavLink
              to={entry.path}
              end={entry.path === '/'}
              className={classNames(styles.navLink, {
                [styles.active]: isActive(entry, pathname),
              })}
            >
              {entry.text}
              {entry.list ? <span className={styles.caret} aria-hidden="true" /> : null}
            </NavLink>
            {entry.list ? (
              <ul className={styles.subList} aria-label={entry.text}>
                {entry.list.map((sub) => (
                  <li key={sub.path}>
                    <Link to={sub.path} className={styles.subLink}>
                      {sub.text}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
});

const MobileNavList = memo(function MobileNavList({
  pathname,
  onNavigate,
}: {
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <ul>
      {mainNav.map((entry) => (
        <li key={entry.path} className={styles.mobileItem}>
          <Link
            to={entry.path}
            className={classNames(styles.mobileLink, {
              [styles.active]: isActive(entry, pathname),
            })}
            aria-current={isActive(entry, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {entry.text}
          </Link>
          {entry.list ? (
            <ul className={styles.mobileSubList} aria-label={entry.text}>
              {entry.list.map((sub) => (
                <li key={sub.path}>
                  <Link to={sub.path} className={styles.mobileSubLink} onClick={onNavigate}>
                    {sub.text}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
});

/**
 * The header bar and, for phones, the menu panel. The panel is the header's sibling, not its
 * child: a blur on the header would make it the containing block of fixed descendants and lay the
 * panel out inside the 60 px bar, with the page painted over it.
 */
export default function Header() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  // Whether the header is solid, not the scroll position: the header redraws when it turns, not
  // on every scroll.
  const scrolled = useSelector((s: ConnectState) => s.global.scrollTop > SOLID_AFTER_PX);
  const menuOpen = useSelector((s: ConnectState) => s.global.collapsed);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const setMenu = (open: boolean) =>
    dispatch({ type: 'global/changeLayoutCollapsed', payload: open });
  const closeMenu = useCallback(
    () => dispatch({ type: 'global/changeLayoutCollapsed', payload: false }),
    [dispatch],
  );

  useScrollLock(menuOpen);

  // Escape or a tap outside the panel closes it.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const close = () => dispatch({ type: 'global/changeLayoutCollapsed', payload: false });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close();
      // A tap on something that takes focus keeps it; a tap on nothing gives it to the button
      // (checked after the click, once the browser has moved focus for the tap).
      const refocus = () =>
        window.setTimeout(() => {
          const active = document.activeElement;
          if (!active || active === document.body) {
            buttonRef.current?.focus({ preventScroll: true });
          }
        }, 0);
      document.addEventListener('click', refocus, { once: true, capture: true });
      window.setTimeout(() => document.removeEventListener('click', refocus, true), 1000);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, dispatch]);

  // However it closes (Escape, a menu link, a new page), focus inside the panel goes back to the
  // menu button. A layout effect: it runs before the browser moves focus off the hidden link.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (
      wasOpen.current &&
      !menuOpen &&
      (!active || active === document.body || panelRef.current?.contains(active))
    ) {
      buttonRef.current?.focus({ preventScroll: true });
    }
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <>
      <header
        className={classNames(styles.header, {
          [styles.solid]: scrolled || menuOpen,
        })}
      >
        <div className={`lt-container ${styles.bar}`}>
          <Link to="/" className={styles.brand} aria-label={`${brand.fullName}，返回首页`}>
            <img src={assetUrl('images/brand/logo.svg')} alt="" width={160} height={40} />
          </Link>

          <DesktopNav pathname={pathname} />

          <a className={styles.hotline} href={`tel:${brand.hotline}`}>
            <span className={styles.hotlineLabel}>咨询热线</span>
            {brand.hotline}
          </a>

          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            data-menu-button=""
            aria-label={menuOpen ? '关闭菜单' : '打开菜单'}
            onClick={() => setMenu(!menuOpen)}
          >
            <span
              className={classNames(styles.burger, { [styles.burgerOpen]: menuOpen })}
              aria-hidden="true"
            />
          </button>
        </div>
      </header>

      <nav
        ref={panelRef}
        id="mobile-nav"
        className={styles.mobileNav}
        aria-label="移动端导航"
        hidden={!menuOpen}
      >
        <MobileNavList pathname={pathname} onNavigate={closeMenu} />
        <a className={styles.mobileHotline} href={`tel:${brand.hotline}`}>
          咨询热线 {brand.hotline}
        </a>
      </nav>
    </>
  );
}
