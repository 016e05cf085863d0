import { Pagination } from 'antd';
import type { MouseEvent } from 'react';
import AntdScope from '@/components/AntdScope';
import { routerBase } from '@/utils/base';
import type { SitePagerProps } from './index';

/** A route path (`/customerCase?page=2`) as an href under the router base. */
const hrefOf = (path: string) => `${routerBase()}${path.replace(/^\//, '')}`;

// The page number links are real links (crawlable, open in a new tab); a plain click is left to
// the pager's own handler, which navigates inside the app.
const keepInApp = (e: MouseEvent) => {
  if (!e.metaKey && !e.ctrlKey && !e.shiftKey && e.button === 0) e.preventDefault();
};

/** antd's Pagination with the site's theme and locale: loaded only near the viewport. */
export default function AntdPager({
  current,
  total,
  pageSize,
  compact,
  onChange,
  pathOf,
}: SitePagerProps) {
  return (
    <AntdScope>
      <Pagination
        current={current}
        total={total}
        pageSize={pageSize}
        showSizeChanger={false}
        showLessItems={compact}
        onChange={onChange}
        itemRender={(page, type, original) =>
          type === 'page' ? (
            <a href={hrefOf(pathOf(page))} onClick={keepInApp}>
              {page}
            </a>
          ) : (
            original
          )
        }
      />
    </AntdScope>
  );
}
