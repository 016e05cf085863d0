import classNames from 'classnames';
import { Link } from 'umi';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import Skeleton from '@/components/Skeleton';
import { homeContent, newsDetailPath } from '@/content/home';
import type { NewsItem } from '@/types/api';
import { formatDate } from '@/utils/format';
import type { LoadStatus } from '@/utils/useLoad';
import { sectionView } from '@/utils/useLoad';
import HomeSection from '../HomeSection';
import styles from './index.less';

export interface LatestNewsProps {
  items: NewsItem[];
  status: LoadStatus;
  onRetry: () => void;
}

/** The lead story plus this many in the list beside it. */
const LISTED = 5;

function NewsSkeleton() {
  return (
    <div className={styles.layout}>
      <div className={styles.skeletonLead}>
        <Skeleton shape="block" ratio={16 / 10} />
        <Skeleton height={20} />
        <Skeleton width="60%" height={16} />
      </div>
      <ul className={styles.list}>
        {Array.from({ length: LISTED }, (_, i) => (
          <li key={i} className={classNames(styles.row, styles.item)}>
            <Skeleton width={56} height={44} />
            <Skeleton height={20} className={styles.itemText} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NewsDate({ date, className }: { date: string; className?: string }) {
  const { day, month, iso } = formatDate(date);
  return (
    <time className={className} dateTime={iso}>
      {day ? <span className={styles.day}>{day}</span> : null}
      <span className={styles.month}>{month}</span>
    </time>
  );
}

/** The latest news (`index.newsList`): a lead story with its picture and a dated list. */
export default function LatestNews({ items, status, onRetry }: LatestNewsProps) {
  const c = homeContent.news;
  const view = sectionView(status, items.length);
  const [lead, ...rest] = items;
  const leadDate = lead ? formatDate(lead.date) : null;
  return (
    <HomeSection copy={c} view={view} onRetry={onRetry} skeleton={<NewsSkeleton />}>
      {lead ? (
        <div className={styles.layout}>
          <article className={styles.lead}>
            <div className={styles.leadMedia}>
              <LazyImage
                src={lead.img}
                alt={`新闻配图：${lead.title}`}
                width={640}
                height={400}
                slot={slots.newsLead}
              />
            </div>
            <p className={styles.leadMeta}>
              <span className={styles.badge}>{c.featuredLabel}</span>
              {lead.category ? <span>{lead.category}</span> : null}
              <time dateTime={leadDate?.iso}>{leadDate?.text}</time>
            </p>
            <h3 className={styles.leadTitle}>
              <Link to={newsDetailPath(lead.id)} className={styles.link}>
                {lead.title}
              </Link>
            </h3>
            {lead.summary ? <p className={styles.summary}>{lead.summary}</p> : null}
          </article>
          {rest.length ? (
            <ul className={styles.list}>
              {rest.slice(0, LISTED).map((item) => (
                <li key={item.id} className={styles.row}>
                  <article className={styles.item}>
                    <NewsDate date={item.date} className={styles.date} />
                    <div className={styles.itemText}>
                      {item.category ? <p className={styles.category}>{item.category}</p> : null}
                      <h3 className={styles.itemTitle}>
                        <Link to={newsDetailPath(item.id)} className={styles.link}>
                          {item.title}
                        </Link>
                      </h3>
                    </div>
                    <span className={styles.chevron} aria-hidden="true" />
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </HomeSection>
  );
}
