import { memo, useEffect, useRef } from 'react';
import Chip, { ChipGroup } from '@/components/Chip';
import type { Tag } from '@/types/api';
import styles from './TagFilter.less';

export interface TagRow {
  key: string;
  label: string;
  /** Accessible name of the row, e.g. 按行业筛选. */
  groupLabel: string;
  tags: Tag[];
  /** The selected tag id; '' is 全部. */
  selected: number | '';
  /** The list URL with this row set to `id` ('' for 全部). */
  hrefFor: (id: number | '') => string;
  /** A tap on a tag: the page shows it chosen at once and moves to `hrefFor(id)` behind it. */
  onChoose?: (id: number | '') => void;
}

const tagKey = (id: Tag['id']): number | '' => (id === 'all' ? '' : id);

/**
 * One row of filter tags. Each tag is a link to the filtered view, so a view can be opened in a new
 * tab, shared and walked with the back button; the chosen one carries aria-current. On phones the row
 * scrolls sideways and keeps the chosen tag in sight.
 */
const TagFilterRow = memo(function TagFilterRow({
  label,
  groupLabel,
  tags,
  selected,
  hrefFor,
  onChoose,
}: Omit<TagRow, 'key'>) {
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const strip = rowRef.current?.querySelector('ul');
    const chosen = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !chosen || strip.scrollWidth <= strip.clientWidth) return;
    const left =
      chosen.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    const right = left + chosen.offsetWidth;
    if (left < strip.scrollLeft || right > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = Math.max(0, left - 24);
    }
  }, [selected, tags.length]);

  return (
    <div ref={rowRef} className={styles.row} role="group" aria-label={groupLabel}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ChipGroup className={styles.tags} scroll>
        {tags.map((tag) => {
          const id = tagKey(tag.id);
          return (
            <li key={String(tag.id)}>
              <Chip
                to={hrefFor(id)}
                selected={id === selected}
                className={styles.tag}
                onClick={onChoose ? () => onChoose(id) : undefined}
              >
                {tag.name}
              </Chip>
            </li>
          );
        })}
      </ChipGroup>
    </div>
  );
});

/** Placeholder rows while the tags load, the same height as the real ones. */
export function TagFilterSkeleton({ labels }: { labels: string[] }) {
  return (
    <div aria-hidden="true">
      {labels.map((label, row) => (
        <div key={label} className={styles.row}>
          <span className={styles.label}>{label}</span>
          <ChipGroup className={styles.tags} scroll>
            {Array.from({ length: row === 0 ? 9 : 7 }, (_, i) => (
              <li key={i}>
                <span className={styles.skeleton} style={{ width: 64 + ((i * 37) % 48) }} />
              </li>
            ))}
          </ChipGroup>
        </div>
      ))}
    </div>
  );
}

export default function TagFilter({ rows }: { rows: TagRow[] }) {
  return (
    <div className={styles.filter}>
      {rows.map(({ key, ...row }) => (
        <TagFilterRow key={key} {...row} />
      ))}
    </div>
  );
}
