import classNames from 'classnames';
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'umi';
import Breadcrumb from '@/components/Breadcrumb';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import LinkArrow from '@/components/LinkArrow';
import { aboutPage, newsDetailPage, newsDetailPath } from '@/content/aboutPage';
import { aboutPath } from '@/content/navigation';
import type { NewsDetail } from '@/types/api';
import { currentRoutePath } from '@/utils/base';
import { sanitizeHtml } from '@/utils/sanitize';
import type { NewsFromState } from '../About/NewsTab';
import styles from './NewsArticle.less';

interface NewsArticleProps {
  detail: NewsDetail;
  /** The list page to return to. */
  back: string;
}

/**
 * Links inside the body are plain <a> tags: an internal one would reload the whole site. Route it
 * through the router instead (plain left clicks only; new-tab clicks keep the browser's way).
 */
function useInternalLinks() {
  const navigate = useNavigate();
  return (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    const anchor = (e.target as Element).closest?.('a');
    if (!anchor || anchor.target || !anchor.hasAttribute('href')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol)) return;
    e.preventDefault();
    navigate(`${currentRoutePath(url.pathname)}${url.search}${url.hash}`);
  };
}

export default function NewsArticle({ detail, back }: NewsArticleProps) {
  const c = newsDetailPage;
  // The body is HTML from the API: it reaches the DOM only through the sanitiser.
  const body = useMemo(() => sanitizeHtml(detail.content), [detail.content]);
  const onBodyClick = useInternalLinks();
  const state: NewsFromState = { from: back };

  return (
    <article className={styles.article} aria-labelledby="news-title">
      <header className={styles.header}>
        <div className={`lt-container ${styles.narrow}`}>
          <Breadcrumb
            label={c.breadcrumbLabel}
            items={[
              { text: c.home, to: '/' },
              { text: c.about, to: aboutPath },
              { text: c.list, to: back },
            ]}
          />
          {detail.category ? (
            <p className={styles.category}>
              <span className="sr-only">{c.categoryLabel}：</span>
              {detail.category}
            </p>
          ) : null}
          <h1 id="news-title" className={styles.title}>
            {detail.title}
          </h1>
          <p className={styles.date}>
            {c.publishedOn} <time dateTime={detail.date}>{detail.date}</time>
          </p>
        </div>
      </header>

      <div className={`lt-container ${styles.narrow} ${styles.main}`}>
        {detail.summary ? <p className={styles.lead}>{detail.summary}</p> : null}
        {detail.img ? (
          <div className={styles.cover}>
            <LazyImage
              src={detail.img}
              alt={aboutPage.news.coverAlt(detail.title)}
              width={640}
              height={400}
              slot={slots.article}
              priority
            />
          </div>
        ) : null}
        {/* The click handler only routes clicks on the links inside; they keep their own keyboard use. */}
        <div
          className={styles.prose}
          onClick={onBodyClick}
          // Sanitised above with DOMPurify (src/utils/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: body }}
        />

        <nav className={styles.adjacent} aria-label={c.adjacentLabel}>
          {(['prev', 'next'] as const).map((side) => {
            const target = detail[side];
            const label = side === 'prev' ? c.prev : c.next;
            return target && Number.isInteger(target.id) ? (
              <Link
                key={side}
                to={newsDetailPath(target.id)}
                state={state}
                rel={side}
                className={classNames(styles.adjacentLink, styles[side])}
              >
                <span className={styles.adjacentLabel}>{label}</span>
                <span className={styles.adjacentTitle}>{target.title}</span>
              </Link>
            ) : (
              <div
                key={side}
                className={classNames(styles.adjacentLink, styles.adjacentNone, styles[side])}
              >
                <span className={styles.adjacentLabel}>{label}</span>
                <span className={styles.adjacentTitle}>{c.none}</span>
              </div>
            );
          })}
        </nav>

        <div className={styles.backRow}>
          <Link to={back} className={styles.backButton}>
            <LinkArrow className={styles.backArrow} />
            {c.backToList}
          </Link>
        </div>
      </div>
    </article>
  );
}
