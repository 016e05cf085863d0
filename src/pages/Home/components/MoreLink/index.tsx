import classNames from 'classnames';
import { Link } from 'umi';
import LinkArrow from '@/components/LinkArrow';
import styles from './index.less';

export interface MoreLinkProps {
  text: string;
  to: string;
  tone?: 'light' | 'dark';
}

/** A section's "more" link: text and a drawn arrow, a 44 px tap target. */
export default function MoreLink({ text, to, tone = 'light' }: MoreLinkProps) {
  return (
    <Link to={to} className={classNames(styles.more, styles[tone])}>
      {text}
      <LinkArrow />
    </Link>
  );
}
