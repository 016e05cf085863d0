import classNames from 'classnames';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import CaseGrid from '@/components/CaseGrid';
import type { CaseCardItem } from '@/components/CaseCard';
import DataState from '@/components/DataState';
import { homeContent } from '@/content/home';
import type { CaseRecord, CaseTypeCases } from '@/types/api';
import type { LoadStatus } from '@/utils/useLoad';
import { sectionView } from '@/utils/useLoad';
import HomeSection from '../HomeSection';
import styles from './index.less';

export interface CaseShowcaseProps {
  groups: CaseTypeCases[];
  status: LoadStatus;
  onRetry: () => void;
}

/** Cards shown per service: two rows of four on desktop (phones show the first four). */
const CASES_SHOWN = 8;

const toCardItem = (record: CaseRecord): CaseCardItem => ({
  id: record.id,
  brand: record.brand,
  title: record.title,
  cover: record.cover,
  summary: record.summary,
  tags: [record.industryName, record.typeName].filter(Boolean),
});

/**
 * The home showcase: the cases of `index.caseList` grouped by service behind an accessible tab
 * list (roving focus; ←/→/Home/End move and select), one panel with a portfolio grid.
 */
export default function CaseShowcase({ groups, status, onRetry }: CaseShowcaseProps) {
  const c = homeContent.showcase;
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (id: number | string) => `${baseId}-tab-${id}`;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const current = groups.find((g) => g.id === selectedId) ?? groups[0];
  const currentIndex = current ? groups.indexOf(current) : 0;
  const view = sectionView(status, groups.length);

  // A group whose cases a prerendered page did not carry (`pending`) and the live answer has not
  // brought yet: choosing it asks again, and its panel shows a skeleton, or 重试 if that fails.
  const choose = (group: CaseTypeCases) => {
    setSelectedId(group.id);
    if (group.pending && status !== 'loading') onRetry();
  };
  const waiting = current?.pending === true;
  const gridSkeleton = <CaseGrid items={[]} loading columns={4} skeletonCount={CASES_SHOWN} />;

  const select = (index: number) => {
    const group = groups[(index + groups.length) % groups.length];
    if (!group) return;
    choose(group);
    tabRefs.current[groups.indexOf(group)]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: currentIndex + 1,
      ArrowLeft: currentIndex - 1,
      Home: 0,
      End: groups.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <HomeSection
      copy={c}
      view={view}
      onRetry={onRetry}
      skeleton={<div className={styles.panel}>{gridSkeleton}</div>}
    >
      {current ? (
        <>
          <div className={styles.tabs} role="tablist" aria-label={c.tabsLabel}>
            {groups.map((group, index) => {
              const selected = group === current;
              return (
                <button
                  key={group.id}
                  ref={(node) => {
                    tabRefs.current[index] = node;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(group.id)}
                  aria-selected={selected}
                  aria-controls={panelId}
                  tabIndex={selected ? 0 : -1}
                  className={classNames(styles.tab, { [styles.selected]: selected })}
                  onClick={() => choose(group)}
                  onKeyDown={onTabKeyDown}
                >
                  {group.name}
                </button>
              );
            })}
          </div>
          <div
            id={panelId}
            role="tabpanel"
            aria-labelledby={tabId(current.id)}
            className={styles.panel}
            tabIndex={0}
          >
            <DataState
              loading={waiting && status !== 'error'}
              error={waiting && status === 'error'}
              onRetry={onRetry}
              skeleton={gridSkeleton}
              empty={!current.caseList.length}
              emptyText={c.emptyText}
            >
              <CaseGrid
                key={current.id}
                items={current.caseList.slice(0, CASES_SHOWN).map(toCardItem)}
                columns={4}
                headingLevel="h3"
              />
            </DataState>
          </div>
        </>
      ) : null}
    </HomeSection>
  );
}
