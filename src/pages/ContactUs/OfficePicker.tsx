import classNames from 'classnames';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import chip from '@/components/Chip/index.less';
import type { Office } from '@/types/api';
import styles from './index.less';

interface Props {
  offices: Office[];
  selectedKey: string;
  onSelect: (office: Office) => void;
  label: string;
  headquartersTag: string;
  /** Id prefix shared with the tab panel (`${idBase}-tab-${key}`, `${idBase}-panel`). */
  idBase: string;
}

/**
 * The city picker: an ARIA tab list (arrow keys, Home, End) that wraps into rows on wide screens and
 * becomes one horizontally scrolling row of chips on phones.
 */
export default function OfficePicker({
  offices,
  selectedKey,
  onSelect,
  label,
  headquartersTag,
  idBase,
}: Props) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the selected chip in view inside the scrolling row (phones), without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [selectedKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = offices.findIndex((o) => o.key === selectedKey);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: offices.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = offices[(moves[event.key] + offices.length) % offices.length];
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`#${idBase}-tab-${next.key}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      className={styles.picker}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {offices.map((office, i) => {
        const selected = office.key === selectedKey;
        return (
          <button
            key={office.key}
            id={`${idBase}-tab-${office.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            // The site's filter chip (Chip's look; Chip itself renders no tab role).
            className={classNames(chip.chip, chip.solid, chip.medium, styles.tab, {
              [chip.selected]: selected,
            })}
            onClick={() => onSelect(office)}
          >
            {office.name}
            {i === 0 ? <span className={styles.hqTag}>{headquartersTag}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
