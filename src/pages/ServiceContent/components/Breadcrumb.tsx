import { Link } from 'umi';
import { servicesUi } from '@/content/services';
import styles from './Breadcrumb.less';

export interface Crumb {
  text: string;
  /** Absent for the current page. */
  path?: string;
}

/** 首页 / 服务内容 / … under a service page's hero; the last crumb is the current page. */
export default function Breadcrumb({ items }: { items: Crumb[] }) {
  const { label, home } = servicesUi.breadcrumb;
  const crumbs: Crumb[] = [{ text: home, path: '/' }, ...items];
  return (
    <nav className={styles.bar} aria-label={label}>
      <ol className={`lt-container ${styles.list}`}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.text} className={styles.item}>
              {crumb.path && !current ? (
                <Link to={crumb.path} className={styles.link}>
                  {crumb.text}
                </Link>
              ) : (
                <span className={styles.current} aria-current="page">
                  {crumb.text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
