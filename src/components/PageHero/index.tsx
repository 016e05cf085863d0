import classNames from 'classnames';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'umi';
import LazyImage from '@/components/LazyImage';
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

export interface PageHeroProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** 1440×480 artwork, covering the band. */
  img: string;
  cta?: PageHeroCta;
  size?: 'large' | 'default';
  /** Extra content under the text (e.g. a search box or a breadcrumb). */
  children?: ReactNode;
}

/** The first band of a page: artwork behind a dark scrim, the page's h1 and an optional CTA. */
export default function PageHero({
  title,
  subtitle,
  eyebrow,
  img,
  cta,
  size = 'default',
  children,
}: PageHeroProps) {
  const titleId = useId();
  const arrow = <span className={styles.arrow} aria-hidden="true" />;
  let action: ReactNode = null;
  if (cta?.to) {
    action = (
      <Link to={cta.to} className={styles.cta}>
        {cta.text}
        {arrow}
      </Link>
    );
  } else if (cta?.onClick) {
    action = (
      <button
        type="button"
        className={styles.cta}
        onClick={cta.onClick}
        {...(cta.consult ? { 'aria-haspopup': 'dialog' as const, 'data-consult': '' } : {})}
      >
        {cta.text}
        {arrow}
      </button>
    );
  }

  return (
    <section className={classNames(styles.hero, styles[size])} aria-labelledby={titleId}>
      {/* The artwork is decoration behind the heading: empty alt keeps it out of the reading order. */}
      <LazyImage className={styles.art} src={img} alt="" width={1440} height={480} priority />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`lt-container ${styles.inner}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {action ? <div className={styles.actions}>{action}</div> : null}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
