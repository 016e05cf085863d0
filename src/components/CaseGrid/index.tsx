import classNames from 'classnames';
import { memo } from 'react';
import CaseCard from '@/components/CaseCard';
import type { CaseCardItem } from '@/components/CaseCard';
import Skeleton from '@/components/Skeleton';
import { slots } from '@/styles/slots';
import styles from './index.less';

export interface CaseGridProps {
  items: CaseCardItem[];
  /** Columns on desktop: 5 on the case list, 4 elsewhere; fewer on narrow screens. */
  columns?: 5 | 4;
  /** Show card-shaped skeletons instead of the items. */
  loading?: boolean;
  skeletonCount?: number;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export const CASE_GRID_TEXT = { loading: '案例加载中' };

/** Cases as a portfolio grid; while loading, skeletons of the same size hold the space. */
function CaseGrid({
  items,
  columns = 4,
  loading = false,
  skeletonCount,
  headingLevel,
}: CaseGridProps) {
  const className = classNames(styles.grid, styles[`cols${columns}`]);
  if (loading) {
    const count = skeletonCount ?? columns * 2;
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          {CASE_GRID_TEXT.loading}
        </span>
        <ul className={className} aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className={styles.skeleton} data-testid="case-skeleton">
              <Skeleton shape="block" ratio={4 / 3} />
              <Skeleton width="40%" height={14} />
              <Skeleton width="90%" height={20} />
              <Skeleton width="60%" height={20} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <CaseCard
            item={item}
            headingLevel={headingLevel}
            slot={columns === 5 ? slots.caseCardList : slots.caseCard}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Drawn again only when its items change: a tap on the case list's filter redraws the page around
 * it (the tag chosen, the list marked as loading) in the tap's own frame, and the cards are not
 * part of that answer.
 */
export default memo(CaseGrid);
