import { useId } from 'react';
import LinkArrow from '@/components/LinkArrow';
import styles from './index.less';

export interface CtaBandProps {
  title: string;
  describe?: string;
  buttonText: string;
  onAction: () => void;
  /**
   * The button opens the consultation dialog: its code is fetched when a visitor points at it, and
   * the floating buttons step aside rather than cover it at the foot of the page.
   */
  consult?: boolean;
}

/** A full-width call to action closing a page, e.g. 预约咨询 opening the consultation form. */
export default function CtaBand({
  title,
  describe,
  buttonText,
  onAction,
  consult = false,
}: CtaBandProps) {
  const titleId = useId();
  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <div className={`lt-container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {describe ? <p className={styles.describe}>{describe}</p> : null}
        </div>
        <button
          type="button"
          className={styles.button}
          onClick={onAction}
          data-floating-avoid=""
          {...(consult ? { 'aria-haspopup': 'dialog' as const, 'data-consult': '' } : {})}
        >
          {buttonText}
          <LinkArrow />
        </button>
      </div>
    </section>
  );
}
