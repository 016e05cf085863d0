import classNames from 'classnames';
import { useEffect, useRef } from 'react';
import { consultFormContent as copy } from '@/content/contactPage';
import styles from './index.less';

interface Props {
  variant: 'popup' | 'inline';
  id?: number;
  onAgain: () => void;
  onClose?: () => void;
}

/** The thank-you state after a successful request; focus moves to its heading for screen readers. */
export default function ThankYou({ variant, id, onAgain, onClose }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const Heading = variant === 'popup' ? 'h2' : 'h3';
  return (
    <div className={classNames(styles.thanks, styles[variant])} role="status">
      <span className={styles.thanksIcon} aria-hidden="true" />
      <Heading ref={headingRef} tabIndex={-1} className={styles.thanksTitle}>
        {copy.success.title}
      </Heading>
      <p className={styles.thanksText}>{copy.success.describe}</p>
      {id !== undefined ? <p className={styles.reference}>{copy.success.reference(id)}</p> : null}
      <div className={styles.thanksActions}>
        <button type="button" className={styles.againButton} onClick={onAgain}>
          {copy.success.again}
        </button>
        {onClose ? (
          <button type="button" className={styles.closeButton} onClick={onClose}>
            {copy.success.close}
          </button>
        ) : null}
      </div>
    </div>
  );
}
