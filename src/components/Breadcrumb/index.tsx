import classNames from 'classnames';
import { Link } from 'umi';
import styles from './index.less';

export interface Crumb {
  text: string;
  /** Absent for the current page, which is the last crumb. */
  to?: string;
}

export interface BreadcrumbProps {
  /** The navigation landmark's name (面包屑导航 …). */
  label: string;
  items: Crumb[];
  /** `dark` on a navy hero. */
  tone?: 'light' | 'dark';
  className?: string;
  /** The list's class (a bar puts its container here). */
  listClassName?: string;
}

/** The trail back up the site (首页 / 服务内容 / …), on a light band or a navy hero. */
export default function Breadcrumb({
  label,
  items,
  tone = 'light',
  className,
  listClassName,
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={classNames(tone === 'dark' && styles.dark, className)}>
      <ol className={classNames(styles.list, listClassName)}>
        {items.map((item) => (
          <li key={item.text} className={styles.item}>
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                {item.text}
              </Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {item.text}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
