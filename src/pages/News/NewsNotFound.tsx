import { Link } from 'umi';
import PageTitle from '@/components/PageTitle';
import { newsDetailPage, newsListPath } from '@/content/aboutPage';
import styles from './NewsNotFound.less';

/** An unknown, missing or malformed news id: said plainly, with the way back to the list. */
export default function NewsNotFound() {
  const c = newsDetailPage;
  return (
    <section className={styles.notFound} aria-labelledby="news-not-found">
      <PageTitle section={c.notFoundSection} />
      <div className={`lt-container ${styles.inner}`}>
        <span className={styles.icon} aria-hidden="true" />
        <h1 id="news-not-found" className={styles.title}>
          {c.notFoundTitle}
        </h1>
        <p className={styles.text}>{c.notFoundText}</p>
        <Link to={newsListPath} className={styles.button}>
          {c.backToList}
        </Link>
      </div>
    </section>
  );
}
