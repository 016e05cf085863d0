import Breadcrumb, { type Crumb } from '@/components/Breadcrumb';
import { servicesUi } from '@/content/services';
import styles from './Breadcrumb.less';

/** 首页 / 服务内容 / … on a white bar under a service page's hero; the last crumb is the current page. */
export default function ServiceBreadcrumb({ items }: { items: Crumb[] }) {
  const { label, home } = servicesUi.breadcrumb;
  return (
    <Breadcrumb
      label={label}
      items={[{ text: home, to: '/' }, ...items]}
      className={styles.bar}
      listClassName={`lt-container ${styles.list}`}
    />
  );
}
