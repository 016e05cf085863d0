import classNames from 'classnames';
import { useEffect, useRef } from 'react';
import { Link } from 'umi';
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
}

const tagKey = (id: Tag['id']): number | '' => (id === 'all' ? '' : id);

/**
 * One row of filter tags. Each tag is a link to the filtered view, so a view can be opened in a new
 * tab, shared and walked with the back button; the chosen one carries aria-current. On phones the row
 * scrolls sideways and keeps the chosen tag in sight.
 */
function TagFilterRow({ label, groupLabel, tags, selected, hrefFor }: Omit<TagRow, 'key'>) {
  const stripRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
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
    <div className={styles.row} role="group" aria-label={groupLabel}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ul ref={stripRef} className={styles.tags}>
        {tags.map((tag) => {
          const id = tagKey(tag.id);
          const isOn = id === selected;
          return (
            <li key={String(tag.id)}>
              <Link
                to={hrefFor(id)}
                className={classNames(styles.tag, { [styles.on]: isOn })}
                aria-current={isOn ? 'true' : undefined}
              >
                {tag.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Placeholder rows while the tags load, the same height as the real ones. */
export function TagFilterSkeleton({ labels }: { labels: string[] }) {
  return (
    <div aria-hidden="true">
      {labels.map((label, row) => (
        <div key={label} className={styles.row}>
          <span className={styles.label}>{label}</span>
          <ul className={styles.tags}>
            {Array.from({ length: row === 0 ? 9 : 7 }, (_, i) => (
              <li key={i}>
                <span className={styles.skeleton} style={{ width: 64 + ((i * 37) % 48) }} />
              </li>
            ))}
          </ul>
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
