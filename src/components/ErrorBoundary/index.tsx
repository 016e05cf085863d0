import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import styles from './index.less';

/** A script chunk (webpack ChunkLoadError: missing, timeout, error) or stylesheet that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; code?: string; message?: string } | null;
  if (!e) return false;
  return (
    e.name === 'ChunkLoadError' ||
    e.code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? '')
  );
}

export const ERROR_TEXT = {
  chunkTitle: '页面资源加载失败',
  chunkDetail: '可能是网络不稳定，或网站刚刚完成更新。请重新加载页面。',
  chunkAction: '重新加载',
  renderTitle: '页面出了点问题',
  renderDetail: '这部分内容暂时无法显示，其余功能不受影响。您可以重试，或返回首页。',
  renderAction: '重试',
  homeAction: '返回首页',
} as const;

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the route), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
}

/**
 * Keeps a failure local: a failed chunk offers a reload (React.lazy remembers a failed import,
 * so only a reload fetches it again), a render error offers a retry; the layout around stays.
 * Plain markup on purpose: this is in the first bundle, and it must work when antd's chunk failed.
 */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (process.env.NODE_ENV !== 'production') {
      // eslint-disable-next-line no-console
      console.warn('[ErrorBoundary]', error, info.componentStack);
    }
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <div role="alert" className={styles.panel}>
        <span className={styles.icon} aria-hidden="true">
          !
        </span>
        <h2 className={styles.title}>{chunk ? ERROR_TEXT.chunkTitle : ERROR_TEXT.renderTitle}</h2>
        <p className={styles.detail}>{chunk ? ERROR_TEXT.chunkDetail : ERROR_TEXT.renderDetail}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => (chunk ? window.location.reload() : this.setState({ error: null }))}
          >
            {chunk ? ERROR_TEXT.chunkAction : ERROR_TEXT.renderAction}
          </button>
          {/* A plain link: the router may be what failed. */}
          <a className={styles.secondary} href={(window.routerBase as string | undefined) || '/'}>
            {ERROR_TEXT.homeAction}
          </a>
        </div>
      </div>
    );
  }
}
