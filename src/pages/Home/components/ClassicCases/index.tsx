import classNames from 'classnames';
import { Link } from 'umi';
import { caseDetailPath } from '@/components/CaseCard';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import { homeContent } from '@/content/home';
import type { ClassicCase } from '@/types/api';
import type { LoadStatus } from '@/utils/useLoad';
import { sectionView } from '@/utils/useLoad';
import HomeSection from '../HomeSection';
import styles from './index.less';

export interface ClassicCasesProps {
  items: ClassicCase[];
  status: LoadStatus;
  onRetry: () => void;
}

/** Tiles shown: the lead tile plus five. */
const TILES = 6;

function ClassicSkeleton() {
  return (
    <ul className={styles.grid}>
      {Array.from({ length: TILES }, (_, i) => (
        <li
          key={i}
          className={classNames(styles.tile, styles.skeletonTile, { [styles.lead]: i === 0 })}
        />
      ))}
    </ul>
  );
}

/**
 * The departments' classic cases (global `classicCasesList`) as a magazine grid: the first tile
 * large, text over a dark fade, the whole tile leading to the case's detail.
 */
export default function ClassicCases({ items, status, onRetry }: ClassicCasesProps) {
  const c = homeContent.classic;
  const view = sectionView(status, items.length);
  return (
    <HomeSection copy={c} view={view} onRetry={onRetry} skeleton={<ClassicSkeleton />}>
      <ul className={styles.grid}>
        {items.slice(0, TILES).map((item, index) => (
          <li key={item.id} className={classNames(styles.tile, { [styles.lead]: index === 0 })}>
            <article className={styles.card}>
              <LazyImage
                className={styles.media}
                src={item.img}
                alt={`${item.brand}「${item.title}」案例封面`}
                width={640}
                height={480}
                slot={index === 0 ? slots.classicLead : slots.classicTile}
              />
              <div className={styles.shade} aria-hidden="true" />
              {item.department ? <p className={styles.department}>{item.department}</p> : null}
              <div className={styles.body}>
                <p className={styles.brand}>{item.brand}</p>
                <h3 className={styles.title}>
                  <Link to={caseDetailPath(item.caseId)} className={styles.link}>
                    {item.title}
                  </Link>
                </h3>
                {item.describe ? <p className={styles.describe}>{item.describe}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
