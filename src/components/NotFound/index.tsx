import { Link } from 'umi';
import PageTitle from '@/components/PageTitle';
import { notFoundContent } from '@/content/navigation';
import styles from './index.less';

/** The 404 page, shown inside the layout for any unknown route or bad route parameter. */
export default function NotFound() {
  const c = notFoundContent;
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <PageTitle section={c.title} />
      <div className={`lt-container ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">
          {c.code}
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {c.title}
        </h1>
        <p className={styles.describe}>{c.describe}</p>
        <div className={styles.actions}>
          <Link to="/" className={styles.primary}>
            {c.homeText}
          </Link>
          <Link to="/customerCase" className={styles.secondary}>
            {c.casesText}
          </Link>
        </div>
      </div>
    </section>
  );
}
