import classNames from 'classnames';
import { useId } from 'react';
import { Link } from 'umi';
import DataState from '@/components/DataState';
import LazyImage from '@/components/LazyImage';
import { homeContent } from '@/content/home';
import type { Banner } from '@/types/api';
import type { LoadStatus } from '@/utils/useLoad';
import BannerCarousel from '../BannerCarousel';
import styles from './index.less';

export interface HomeHeroProps {
  banners: Banner[];
  status: LoadStatus;
  onRetry: () => void;
  onConsult: () => void;
}

/** Lines of the hero skeleton: eyebrow, two title lines, two subtitle lines, the button. */
function HeroSkeleton() {
  return (
    <div className={`lt-container ${styles.skeleton}`} data-testid="hero-skeleton">
      <span className={classNames(styles.line, styles.lineShort)} />
      <span className={classNames(styles.line, styles.lineTitle)} />
      <span className={classNames(styles.line, styles.lineTitle, styles.lineTitleShort)} />
      <span className={styles.line} />
      <span className={classNames(styles.line, styles.lineMid)} />
      <span className={styles.pill} />
    </div>
  );
}

/**
 * The first band. With banners: the carousel, and the page's h1 (the slogan) visually hidden.
 * While banners load: a hero-shaped skeleton. Without banners (none, or the call failed): the
 * brand hero with a visible h1, and on failure a note with 重试 for this call only.
 */
export default function HomeHero({ banners, status, onRetry, onConsult }: HomeHeroProps) {
  const c = homeContent.hero;
  const titleId = useId();

  if (banners.length) {
    return (
      <section className={styles.hero} aria-labelledby={titleId}>
        <h1 id={titleId} className="sr-only">
          {c.title}
        </h1>
        <BannerCarousel banners={banners} />
      </section>
    );
  }

  if (status === 'loading') {
    return (
      <section className={classNames(styles.hero, styles.frame)} aria-labelledby={titleId}>
        <h1 id={titleId} className="sr-only">
          {c.title}
        </h1>
        <DataState loading skeleton={<HeroSkeleton />}>
          {null}
        </DataState>
      </section>
    );
  }

  return (
    <section className={classNames(styles.hero, styles.frame)} aria-labelledby={titleId}>
      <LazyImage className={styles.art} src={c.img} alt="" width={1440} height={480} priority />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`lt-container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{c.eyebrow}</p>
          <h1 id={titleId} className={styles.title}>
            {c.title}
          </h1>
          <p className={styles.subtitle}>{c.subtitle}</p>
          <div className={styles.actions}>
            <Link to={c.primary.path} className={styles.primary}>
              {c.primary.text}
              <span className={styles.arrow} aria-hidden="true" />
            </Link>
            <button
              type="button"
              className={styles.secondary}
              onClick={onConsult}
              aria-haspopup="dialog"
              data-consult=""
            >
              {c.consultText}
            </button>
          </div>
        </div>
        {status === 'error' ? (
          <div className={styles.notice}>
            <DataState loading={false} error errorText={c.errorText} onRetry={onRetry}>
              {null}
            </DataState>
          </div>
        ) : null}
      </div>
    </section>
  );
}
