import { lazy, Suspense } from 'react';
import WhenNear from '@/components/WhenNear';
import { resetForEachBuiltPage } from '@/utils/prerender';
import styles from './index.less';

export interface SitePagerProps {
  current: number;
  total: number;
  pageSize: number;
  /** Fewer page buttons (phones). */
  compact?: boolean;
  onChange: (page: number) => void;
  /** The route path of a page of the list, for the page links' hrefs. */
  pathOf: (page: number) => string;
}

// Once loaded, a pager (the next list page, a remount) shows at once.
let loaded = false;
const AntdPager = lazy(() =>
  import('./AntdPager').then((m) => {
    loaded = true;
    return m;
  }),
);
// The build draws many pages in one loaded app: each starts with the pager not yet loaded.
resetForEachBuiltPage(() => {
  loaded = false;
});

/**
 * The list pager (antd's Pagination). It sits below the fold, so it and antd load when the
 * visitor scrolls near it; until then a box of the same height keeps the layout still.
 */
export default function SitePager(props: SitePagerProps) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const fallback = (
    <div className={styles.placeholder}>
      <span className={styles.position}>
        {Math.min(props.current, pages)} / {pages}
      </span>
    </div>
  );
  // The floating buttons step aside rather than cover a page link (data-floating-avoid).
  return (
    <div className={styles.pager} data-floating-avoid="">
      {loaded ? (
        <Suspense fallback={fallback}>
          <AntdPager {...props} />
        </Suspense>
      ) : (
        <WhenNear fallback={fallback}>
          <AntdPager {...props} />
        </WhenNear>
      )}
    </div>
  );
}
