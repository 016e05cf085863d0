import classNames from 'classnames';
import styles from './index.less';

export interface LinkArrowProps {
  /** Longer on calls to action (24 px), shorter in text links (16 px). */
  size?: 'small' | 'large';
  className?: string;
}

/**
 * The drawn arrow after a link's or a button's text: a line with a chevron head. It moves right when
 * its link is hovered or focused (any ancestor `a`, `button` or `[data-arrow-host]`).
 */
export default function LinkArrow({ size = 'small', className }: LinkArrowProps) {
  return <span className={classNames(styles.arrow, styles[size], className)} aria-hidden="true" />;
}
