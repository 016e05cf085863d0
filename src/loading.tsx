import { useEffect, useState } from 'react';
import styles from './loading.less';

/** Delay before the lazy-load indicator shows (SPEC.md §9): fast loads show nothing. */
export const LOADING_DELAY_MS = 200;

/** The lazy-route fallback: `loading...` after 200 ms. */
export default function Loading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {visible ? <span className={styles.text}>loading...</span> : null}
    </div>
  );
}
