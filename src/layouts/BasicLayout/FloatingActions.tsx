import classNames from 'classnames';
import { useDispatch, useSelector } from 'umi';
import { footerContent } from '@/content/navigation';
import type { ConnectState } from '@/types/connect';
import styles from './index.less';

/** Back-to-top shows once the page has scrolled this far. */
export const BACK_TO_TOP_AFTER_PX = 400;

/** The floating 咨询 button (opens the consultation popup) and the back-to-top control. */
export default function FloatingActions() {
  const dispatch = useDispatch();
  const scrollTop = useSelector((s: ConnectState) => s.global.scrollTop);
  const showTop = scrollTop > BACK_TO_TOP_AFTER_PX;
  return (
    <div className={styles.floating}>
      <button
        type="button"
        className={styles.consultButton}
        onClick={() => dispatch({ type: 'global/save', payload: { formPopupMask: true } })}
        aria-haspopup="dialog"
      >
        <span className={styles.consultIcon} aria-hidden="true" />
        <span>{footerContent.consultText}</span>
      </button>
      <button
        type="button"
        className={classNames(styles.topButton, { [styles.topVisible]: showTop })}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label={footerContent.backToTopText}
        tabIndex={showTop ? 0 : -1}
        aria-hidden={!showTop}
      >
        <span className={styles.topArrow} aria-hidden="true" />
      </button>
    </div>
  );
}
