import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams, useSelector } from 'umi';
import Chip, { ChipGroup } from '@/components/Chip';
import DataState from '@/components/DataState';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import LinkArrow from '@/components/LinkArrow';
import SectionTitle from '@/components/SectionTitle';
import Skeleton from '@/components/Skeleton';
import SitePager from '@/components/SitePager';
import { aboutPage, newsDetailPath } from '@/content/aboutPage';
import { NEWS_PAGE_SIZE } from '@/models/about';
import type { NewsListPage } from '@/models/about';
import type { ConnectState } from '@/types/connect';
import { resetForEachBuiltPage } from '@/utils/prerender';
import { PHONE_QUERY, useMediaQuery } from '@/utils/useMediaQuery';
import { useLoad } from '@/utils/useLoad';
import { newsListUrl, parseNewsQuery } from './newsQuery';
import type { NewsQuery } from './newsQuery';
import styles from './NewsTab.less';

/** Location state a news item carries, so the detail page's back link returns to this page. */
export interface NewsFromState {
  from?: string;
}

/**
 * Years of the last answer: the filter keeps them while the next page loads, and across visits
 * (the tab mounts anew). Written after a render commits, read when the tab mounts.
 */
let lastYears: string[] = [];
resetForEachBuiltPage(() => {
  lastYears = [];
});

function NewsSkeleton() {
  return (
    <ul>
      {Array.from({ length: NEWS_PAGE_SIZE }, (_, i) => (
        <li key={i} className={styles.item}>
          <div className={styles.card}>
            <Skeleton shape="block" ratio={640 / 400} />
            <div className={styles.skeletonText}>
              <Skeleton width="24%" height={14} />
              <Skeleton className={styles.skeletonTitle} width="80%" height={28} />
              <Skeleton height={14} />
              <Skeleton width="70%" height={14} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 新闻动态: the paged news list (5 a page) with a year search; page and year live in the URL. */
export default function NewsTab() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { page, year } = parseNewsQuery(searchParams);
  const { newsList, newsTotal, searchYear, newsListPageInfo } = useSelector(
    (s: ConnectState) => s.about,
  );
  const topRef = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const c = aboutPage.news;
  const load = useLoad<NewsListPage>({
    type: 'about/fetchNewsList',
    payload: { page, pageSize: NEWS_PAGE_SIZE, year },
  });
  const [knownYears] = useState(lastYears);
  useEffect(() => {
    if (load.data) lastYears = load.data.years;
  }, [load.data]);
  const years = load.data?.years ?? knownYears;

  // The store holds the list of the last successful answer and says which page and year it is.
  const storeMatches = newsListPageInfo.page === page && searchYear === year;
  // Coming back to a page already in the store shows it at once while it refreshes; a failed
  // refresh keeps showing it (the request wrapper has toasted the failure).
  const cached = storeMatches && newsList.length > 0;
  const loadedOk = load.status === 'done';
  const failed = load.status === 'error' && !cached;
  const ready = storeMatches && (loadedOk || cached);

  // A page past the end (an old link after news were removed): go to the last page instead.
  const lastPage = Math.max(1, Math.ceil(newsTotal / NEWS_PAGE_SIZE));
  useEffect(() => {
    if (loadedOk && storeMatches && newsList.length === 0 && page > lastPage) {
      navigate(newsListUrl({ page: lastPage, year }), { replace: true });
    }
  }, [loadedOk, storeMatches, newsList.length, page, lastPage, year, navigate]);

  /** After a page or year change, bring the top of the list into view if it is above. */
  const revealList = () => {
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  const go = (next: NewsQuery) => {
    navigate(newsListUrl(next));
    revealList();
  };

  const from = `${location.pathname}${location.search}`;

  return (
    <section className="lt-section" aria-labelledby="news-title">
      <div className="lt-container">
        <div ref={topRef} className={styles.top}>
          <SectionTitle id="news-title" title={c.title} subtitle={c.subtitle} align="left" />
        </div>

        <div className={styles.toolbar}>
          {/* Each year is a link; the click also brings the list's top back into view. */}
          <nav
            aria-label={c.yearLabel}
            className={styles.years}
            onClick={(e) => {
              if ((e.target as Element).closest('a')) revealList();
            }}
          >
            <ChipGroup className={styles.yearList}>
              {['', ...years].map((y) => (
                <li key={y || 'all'}>
                  <Chip
                    to={newsListUrl({ page: 1, year: y })}
                    selected={y === year}
                    className={styles.year}
                  >
                    {y ? c.yearText(y) : c.allYears}
                  </Chip>
                </li>
              ))}
            </ChipGroup>
          </nav>
          <p className={styles.count} aria-live="polite">
            {ready ? c.total(newsTotal, year) : '\u00a0'}
          </p>
        </div>

        <DataState
          loading={!ready && !failed}
          error={failed}
          errorText={c.error}
          onRetry={load.retry}
          empty={ready && newsList.length === 0}
          emptyText={year ? c.empty : c.emptyAll}
          skeleton={<NewsSkeleton />}
        >
          <ul>
            {newsList.map((item, index) => (
              <li key={item.id} className={styles.item}>
                <article
                  className={styles.card}
                  aria-labelledby={`news-${item.id}`}
                  data-arrow-host
                >
                  <div className={styles.media}>
                    <LazyImage
                      src={item.img}
                      alt={c.coverAlt(item.title)}
                      width={640}
                      height={400}
                      slot={slots.newsItem}
                      priority={index === 0}
                    />
                  </div>
                  <div className={styles.body}>
                    <p className={styles.meta}>
                      <time dateTime={item.date}>{item.date}</time>
                      {item.category ? (
                        <span className={styles.category}>{item.category}</span>
                      ) : null}
                    </p>
                    <h3 className={styles.title} id={`news-${item.id}`}>
                      <Link
                        to={newsDetailPath(item.id)}
                        state={{ from } satisfies NewsFromState}
                        className={styles.link}
                      >
                        {item.title}
                      </Link>
                    </h3>
                    <p className={styles.summary}>{item.summary}</p>
                    <span className={styles.more} aria-hidden="true">
                      {c.readMore}
                      <LinkArrow />
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {newsTotal > NEWS_PAGE_SIZE ? (
            <nav className={styles.pager} aria-label={c.paginationLabel}>
              <SitePager
                current={Math.min(page, lastPage)}
                total={newsTotal}
                pageSize={NEWS_PAGE_SIZE}
                compact={phone}
                pathOf={(next) => newsListUrl({ page: next, year })}
                onChange={(next) => go({ page: next, year })}
              />
            </nav>
          ) : null}
        </DataState>
      </div>
    </section>
  );
}
