import classNames from 'classnames';
import styles from './index.less';

export interface LinkArrowProps {
  className?: string;
}

/**
 * The drawn arrow after a link's or a button's text: a line with a chevron head. It moves right when
 * its link is hovered or focused (any ancestor `a`, `button` or `[data-arrow-host]`).
 */
export default function LinkArrow({ className }: LinkArrowProps) {
  return <span className={classNames(styles.arrow, className)} aria-hidden="true" />;
}
