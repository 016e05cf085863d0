import classNames from 'classnames';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { Link } from 'umi';
import LazyImage, { noteForLater } from '@/components/LazyImage';
import { earlyPictures } from '@/styles/slots';
import LinkArrow from '@/components/LinkArrow';
import { homeContent } from '@/content/home';
import type { Banner } from '@/types/api';
import { pictureOf } from '@/utils/picture';
import { isPrerendering } from '@/utils/prerender';
import { classifyLink, EXTERNAL_LINK } from '@/utils/url';
import { useMediaQuery } from '@/utils/useMediaQuery';
import styles from './index.less';

/** Time each banner stays before the next, ms. */
export const AUTOPLAY_MS = 6000;
/** Horizontal travel that counts as a swipe, px. */
const SWIPE_PX = 48;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Follows the visitor's reduced-motion setting, also when it changes while the page is open
 * (a prerendered page hydrates with the build's answer, then takes the visitor's).
 */
const useReducedMotion = () => useMediaQuery(REDUCED_MOTION);

/** True once the page has finished loading: the other banners' pictures wait for the first. */
function useAfterLoad(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setDone(true);
      return undefined;
    }
    const onLoad = () => setDone(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return done;
}

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const onChange = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}

/** Steps at which the observer reports how much of the carousel shows (every 5 % of its height). */
const IN_VIEW_STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * True while the carousel is scrolled (nearly) out of view: less than a quarter of it shows, or of
 * the screen's height where the screen is the shorter (a phone held sideways). A visitor reading
 * further down misses no banner, finds the one they left when they come back, and their phone
 * stops drawing a hero nobody sees. False without IntersectionObserver.
 */
function useOutOfView(el: HTMLElement | null): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const screen = entry.rootBounds?.height ?? window.innerHeight;
        const could = Math.min(entry.boundingClientRect.height, screen);
        setOut(entry.intersectionRect.height < could / 4);
      },
      { threshold: IN_VIEW_STEPS },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return out;
}

/** Keyboard focus (not a mouse click) inside the carousel pauses it. */
function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return (target as Element).matches(':focus-visible');
  } catch {
    return true;
  }
}

/** The banner's call to action: a route, another site in a new tab, or nothing (src/utils/url.ts). */
function BannerAction({ banner, active }: { banner: Banner; active: boolean }) {
  const target = classifyLink(banner.link);
  if (!target || !banner.linkText) return null;
  const content = (
    <>
      {banner.linkText}
      <LinkArrow />
    </>
  );
  const tabIndex = active ? undefined : -1;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={styles.cta} tabIndex={tabIndex}>
        {content}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      className={styles.cta}
      tabIndex={tabIndex}
      {...(target.kind === 'external' ? EXTERNAL_LINK : undefined)}
    >
      {content}
    </a>
  );
}

export interface BannerCarouselProps {
  banners: Banner[];
}

/**
 * The home hero: banners cross-fade in one grid cell (the tallest sets the height, nothing
 * jumps). Autoplay every 6 s, paused while hovered, while keyboard focus is inside, while the tab
 * is hidden or the carousel scrolled out of view, and off under prefers-reduced-motion unless the
 * visitor starts it. Buttons, dots, ←/→ and swipe move it; the first banner's picture is the page's
 * priority (LCP) image.
 */
export default function BannerCarousel({ banners }: BannerCarouselProps) {
  const c = homeContent.carousel;
  const total = banners.length;
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const active = total ? Math.min(index, total - 1) : 0;

  const reducedMotion = useReducedMotion();
  const [userAutoplay, setUserAutoplay] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pageHidden = usePageHidden();
  // A state, not a ref: the carousel's element comes only once there are banners.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const outOfView = useOutOfView(root);
  const warm = useAfterLoad();

  const autoplay = total > 1 && (userAutoplay ?? !reducedMotion);
  const playing = autoplay && !hovered && !focused && !pageHidden && !outOfView;

  const go = useCallback(
    (to: number) => setIndex(() => (total ? (to + total) % total : 0)),
    [total],
  );
  const next = useCallback(() => go(active + 1), [go, active]);
  const prev = useCallback(() => go(active - 1), [go, active]);

  // Time left on the current banner: a pause keeps it; a new banner, or autoplay switched back
  // on, starts a full interval (in step with the dot's progress bar).
  const remaining = useRef(AUTOPLAY_MS);
  useEffect(() => {
    remaining.current = AUTOPLAY_MS;
  }, [active, autoplay]);
  useEffect(() => {
    if (!playing) return undefined;
    const started = performance.now();
    const timer = window.setTimeout(next, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (performance.now() - started));
    };
  }, [playing, active, next]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') prev();
    else return;
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(isKeyboardFocus(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Swipe on touch and pen; mice use the buttons. touch-action: pan-y keeps vertical scrolling native.
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.2) return;
    if (dx < 0) next();
    else prev();
  };

  if (!total) return null;
  const pad = (n: number) => String(n).padStart(2, '0');

  return (
    <div
      ref={setRoot}
      className={classNames(styles.carousel, {
        [styles.playing]: playing,
        [styles.autoplay]: autoplay,
      })}
      role="region"
      aria-roledescription="carousel"
      aria-label={c.label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') setHovered(false);
      }}
      data-playing={playing ? 'true' : 'false'}
    >
      <div
        id={slidesId}
        className={styles.slides}
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {banners.map((banner, i) => {
          const isActive = i === active;
          // The other banners' pictures come once the page has loaded: not in its HTML, so the
          // build is told of their variants.
          const drawn = i === 0 || isActive || warm;
          if (!drawn && isPrerendering()) noteForLater(pictureOf(banner.img, earlyPictures.banner));
          return (
            <div
              key={`${banner.id}-${i}`}
              className={classNames(styles.slide, { [styles.active]: isActive })}
              role="group"
              aria-roledescription="slide"
              aria-label={c.slide(i + 1, total)}
              aria-hidden={!isActive}
              data-active={isActive ? 'true' : 'false'}
            >
              <div className={styles.media}>
                {drawn ? (
                  <LazyImage
                    className={styles.art}
                    src={banner.img}
                    alt={banner.alt || ''}
                    {...earlyPictures.banner}
                    priority={i === 0}
                  />
                ) : null}
              </div>
              <div className={styles.scrim} aria-hidden="true" />
              <div className={`lt-container ${styles.inner}`}>
                <div className={styles.text}>
                  <p className={styles.count} aria-hidden="true">
                    <span className={styles.countNow}>{pad(i + 1)}</span>
                    <span className={styles.countSep} />
                    {pad(total)}
                  </p>
                  <h2 className={styles.title}>{banner.title}</h2>
                  {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
                  <div className={styles.actions}>
                    <BannerAction banner={banner} active={isActive} />
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {total > 1 ? (
        <div className={`lt-container ${styles.controls}`}>
          <ol className={styles.dots} aria-label={c.pickerLabel}>
            {banners.map((banner, i) => (
              <li key={`${banner.id}-${i}`}>
                <button
                  type="button"
                  className={classNames(styles.dot, { [styles.dotActive]: i === active })}
                  aria-label={c.goTo(i + 1, banner.title)}
                  aria-current={i === active ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => go(i)}
                >
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.fill} />
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.roundButton}
              aria-label={autoplay ? c.pause : c.play}
              onClick={() => setUserAutoplay(!autoplay)}
            >
              <span className={autoplay ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.roundButton}
              aria-label={c.prev}
              aria-controls={slidesId}
              onClick={prev}
            >
              <span className={classNames(styles.chevron, styles.left)} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.roundButton}
              aria-label={c.next}
              aria-controls={slidesId}
              onClick={next}
            >
              <span className={classNames(styles.chevron, styles.right)} aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
