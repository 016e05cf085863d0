import { useId } from 'react';
import { Link } from 'umi';
import PageTitle from '@/components/PageTitle';
import { notFoundContent } from '@/content/navigation';
import styles from './index.less';

interface NotFoundLink {
  text: string;
  to: string;
}

export interface NotFoundProps {
  /** The tab title's section; the heading by default. */
  pageTitle?: string;
  /** A small label naming where the visitor was, shown instead of the big 404. */
  eyebrow?: string;
  title?: string;
  describe?: string;
  /** The way back (filled) and another way on (outlined). */
  primary?: NotFoundLink;
  secondary?: NotFoundLink;
}

const c = notFoundContent;

/**
 * The not-found state, shown inside the layout: the 404 page for any unknown route or bad route
 * parameter, and (with its own words) a detail page whose record does not exist.
 */
export default function NotFound({
  pageTitle,
  eyebrow,
  title = c.title,
  describe = c.describe,
  primary = { text: c.homeText, to: '/' },
  secondary = { text: c.casesText, to: '/customerCase' },
}: NotFoundProps) {
  const titleId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={titleId}>
      <PageTitle section={pageTitle ?? title} />
      <div className="lt-container">
        {eyebrow ? (
          <p className={styles.eyebrow}>{eyebrow}</p>
        ) : (
          <p className={styles.code} aria-hidden="true">
            {c.code}
          </p>
        )}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.describe}>{describe}</p>
        <div className={styles.actions}>
          <Link to={primary.to} className={styles.primary}>
            {primary.text}
          </Link>
          <Link to={secondary.to} className={styles.secondary}>
            {secondary.text}
          </Link>
        </div>
      </div>
    </section>
  );
}
