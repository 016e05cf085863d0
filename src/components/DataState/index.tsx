import type { ReactNode } from 'react';
import Skeleton from '@/components/Skeleton';
import styles from './index.less';

export const DATA_STATE_TEXT = {
  loading: '正在加载…',
  error: '内容加载失败，请稍后重试',
  retry: '重试',
  empty: '暂无相关内容',
};

/** Widths of the default skeleton's lines: a title (22 px) and a paragraph (16 px). */
const SKELETON_LINES = ['38%', '100%', '92%', '96%', '64%'];

export interface DataStateProps {
  loading: boolean;
  error?: boolean;
  empty?: boolean;
  onRetry?: () => void;
  emptyText?: string;
  errorText?: string;
  /** A skeleton shaped like the content (e.g. `<CaseGrid loading />`); a CSS skeleton otherwise (no antd: this sits on the home page's first render). */
  skeleton?: ReactNode;
  children: ReactNode;
}

/**
 * The one way a data section shows its states, in this order: loading (skeleton), error (message
 * and 重试), empty (a quiet note), else the content.
 */
export default function DataState({
  loading,
  error = false,
  empty = false,
  onRetry,
  emptyText = DATA_STATE_TEXT.empty,
  errorText = DATA_STATE_TEXT.error,
  skeleton,
  children,
}: DataStateProps) {
  if (loading) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="sr-only" role="status">
          {DATA_STATE_TEXT.loading}
        </span>
        <div aria-hidden="true">
          {skeleton ?? (
            <div className={styles.skeleton} data-testid="data-state-skeleton">
              {SKELETON_LINES.map((w, i) => (
                <Skeleton key={w} width={w} height={i ? 16 : 22} />
              ))}
            </div>
          )}
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.state} role="alert">
        <span className={`${styles.icon} ${styles.errorIcon}`} aria-hidden="true" />
        <p className={styles.message}>{errorText}</p>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {DATA_STATE_TEXT.retry}
          </button>
        ) : null}
      </div>
    );
  }
  if (empty) {
    return (
      <div className={styles.state} role="status">
        <span className={`${styles.icon} ${styles.emptyIcon}`} aria-hidden="true" />
        <p className={`${styles.message} ${styles.quiet}`}>{emptyText}</p>
      </div>
    );
  }
  return <>{children}</>;
}
