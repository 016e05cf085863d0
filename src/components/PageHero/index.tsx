import classNames from 'classnames';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'umi';
import Breadcrumb, { type Crumb } from '@/components/Breadcrumb';
import DataState from '@/components/DataState';
import LazyImage from '@/components/LazyImage';
import { earlyPictures } from '@/styles/slots';
import LinkArrow from '@/components/LinkArrow';
import Skeleton from '@/components/Skeleton';
import styles from './index.less';

export interface PageHeroCta {
  text: string;
  /** A route: the CTA renders as a link. */
  to?: string;
  /** Without `to`: the CTA renders as a button calling this. */
  onClick?: () => void;
  /** The button opens the consultation dialog (its code is fetched when a visitor points at it). */
  consult?: boolean;
}

export interface PageHeroCover {
  src: string;
  alt: string;
}

export interface PageHeroProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** 1440×480 artwork, covering the band behind the scrim. Without it: the navy ground alone. */
  img?: string;
  /** The filled call to action (with an arrow). */
  cta?: PageHeroCta;
  /** A quieter, outlined second action beside it. */
  secondary?: PageHeroCta;
  /** `screen`: as tall as the home page's carousel, whose place it takes. */
  size?: 'default' | 'large' | 'screen';
  /** The trail above the eyebrow (a case: 首页 / 客户案例 / its industry). */
  breadcrumb?: { label: string; items: Crumb[] };
  /** A 4:3 picture beside the text, leading on one column (a case's cover); `'loading'` for its placeholder. */
  cover?: PageHeroCover | 'loading';
  /** Content beside the text, under it on one column (e.g. a failed call's note). */
  aside?: ReactNode;
  /**
   * The text is on its way: bars stand in for it and the h1 is visually hidden. `'announce'` also
   * reads the loading status out (DataState's), for a page whose hero is its only loading region.
   */
  loading?: boolean | 'announce';
  /** Extra content under the text (e.g. a case's tags, or the date a page was updated). */
  children?: ReactNode;
}

/** Bars in the shape of the hero's text: eyebrow, two title lines, two subtitle lines, the button. */
function HeroSkeleton({ button }: { button: boolean }) {
  return (
    <div className={styles.skeleton} data-testid="hero-skeleton">
      <Skeleton className={styles.bar} width={160} />
      <Skeleton className={classNames(styles.bar, styles.barTitle)} width="90%" />
      <Skeleton className={classNames(styles.bar, styles.barTitle)} width="65%" />
      <Skeleton className={styles.bar} width="85%" />
      <Skeleton className={styles.bar} width="60%" />
      {button ? (
        <Skeleton className={classNames(styles.bar, styles.barButton)} width={180} />
      ) : null}
    </div>
  );
}

function Action({ cta, primary }: { cta: PageHeroCta; primary: boolean }) {
  const className = primary ? styles.cta : styles.secondary;
  const content = (
    <>
      {cta.text}
      {primary ? <LinkArrow /> : null}
    </>
  );
  if (cta.to) {
    return (
      <Link to={cta.to} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={cta.onClick}
      {...(cta.consult ? { 'aria-haspopup': 'dialog' as const, 'data-consult': '' } : {})}
    >
      {content}
    </button>
  );
}

/**
 * The first band of every page: the page's h1 on a navy ground — artwork behind the one scrim, or a
 * picture beside the text — with an eyebrow, a subtitle, calls to action and what the page adds.
 */
export default function PageHero({
  title,
  subtitle,
  eyebrow,
  img,
  cta,
  secondary,
  size = 'default',
  breadcrumb,
  cover,
  aside,
  loading = false,
  children,
}: PageHeroProps) {
  const titleId = useId();
  const actions = [cta, secondary].filter((a): a is PageHeroCta => !!(a?.to || a?.onClick));
  const skeleton = <HeroSkeleton button={actions.length > 0} />;

  let side: ReactNode = null;
  if (cover === 'loading') {
    side = (
      <Skeleton
        shape="block"
        ratio={4 / 3}
        className={classNames(styles.placeholder, styles.cover)}
      />
    );
  } else if (cover) {
    side = (
      <LazyImage
        className={styles.cover}
        src={cover.src}
        alt={cover.alt}
        {...earlyPictures.caseCover}
        priority
      />
    );
  } else if (aside && !loading) {
    side = aside;
  }

  return (
    <section
      className={classNames(styles.hero, styles[size], { [styles.split]: side })}
      aria-labelledby={titleId}
      // Announced loading marks DataState's own wrapper busy instead.
      aria-busy={loading === true ? true : undefined}
    >
      {img ? (
        <>
          {/* The artwork is decoration behind the heading: empty alt keeps it out of the reading order. */}
          <LazyImage className={styles.art} src={img} alt="" {...earlyPictures.heroArt} priority />
          <div className={styles.scrim} aria-hidden="true" />
        </>
      ) : null}
      <div className={`lt-container ${styles.inner}`}>
        <div className={styles.text}>
          {loading ? (
            <>
              <h1 id={titleId} className="sr-only">
                {title}
              </h1>
              {loading === 'announce' ? (
                <DataState loading skeleton={skeleton}>
                  {null}
                </DataState>
              ) : (
                <div aria-hidden="true">{skeleton}</div>
              )}
            </>
          ) : (
            <>
              {breadcrumb ? (
                <Breadcrumb tone="dark" {...breadcrumb} className={styles.breadcrumb} />
              ) : null}
              {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
              <h1 id={titleId} className={styles.title}>
                {title}
              </h1>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
              {actions.length ? (
                <div className={styles.actions}>
                  {actions.map((a) => (
                    <Action key={a.text} cta={a} primary={a === cta} />
                  ))}
                </div>
              ) : null}
              {children ? <div className={styles.extra}>{children}</div> : null}
            </>
          )}
        </div>
        {side ? (
          <div className={classNames(styles.side, { [styles.sideCover]: cover })}>{side}</div>
        ) : null}
      </div>
    </section>
  );
}
