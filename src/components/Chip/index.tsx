import classNames from 'classnames';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'umi';
import styles from './index.less';

export interface ChipProps {
  children: ReactNode;
  /** A route: the chip is a link (filters, tags that lead to a list). */
  to?: string;
  /**
   * Without `to`: the chip is a button. With `to`: a plain click (no modifier key, the main
   * button) calls it instead of following the link, which still opens in a new tab, is shared and
   * is what a browser without the app follows.
   */
  onClick?: () => void;
  /** The chip that is chosen (aria-current on links, aria-pressed on buttons). */
  selected?: boolean;
  /** `solid` filter chips, `soft` tags on light ground, `glass` tags on pictures and dark bands. */
  tone?: 'solid' | 'soft' | 'glass';
  size?: 'small' | 'medium';
  className?: string;
}

/** One pill: a filter to choose, or a tag to follow. Plain text when it neither leads nor acts. */
export default function Chip({
  children,
  to,
  onClick,
  selected = false,
  tone = 'solid',
  size = 'medium',
  className,
}: ChipProps) {
  const cls = classNames(
    styles.chip,
    styles[tone],
    styles[size],
    { [styles.selected]: selected },
    className,
  );
  if (to) {
    const follow = onClick
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.altKey ||
            event.ctrlKey ||
            event.shiftKey
          )
            return;
          event.preventDefault();
          onClick();
        }
      : undefined;
    return (
      <Link to={to} className={cls} aria-current={selected ? 'true' : undefined} onClick={follow}>
        {children}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={cls} aria-pressed={selected} onClick={onClick}>
        {children}
      </button>
    );
  }
  return <span className={cls}>{children}</span>;
}

/** A row of chips (wraps; on phones a filter row may scroll sideways instead). */
export function ChipGroup({
  children,
  label,
  scroll = false,
  className,
}: {
  children: ReactNode;
  /** The list's accessible name. */
  label?: string;
  /** Scroll sideways on phones instead of wrapping. */
  scroll?: boolean;
  className?: string;
}) {
  return (
    <ul
      className={classNames(styles.group, { [styles.scroll]: scroll }, className)}
      aria-label={label}
    >
      {children}
    </ul>
  );
}
