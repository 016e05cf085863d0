import styles from './index.less';

/** Under a section that came back empty: one quiet button that asks again. */
export default function RetryLine({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <p className={styles.line}>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {text}
      </button>
    </p>
  );
}
