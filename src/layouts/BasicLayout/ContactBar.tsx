import classNames from 'classnames';
import { useEffect, useState } from 'react';
import { useDispatch } from 'umi';
import { CONSULT_ENTRY } from '@/components/ConsultForm/load';
import { brand } from '@/content/brand';
import { contactBarContent as copy } from '@/content/navigation';
import { opensKeyboard } from '@/utils/keyboard';
import styles from './ContactBar.less';

/**
 * Whether a field that brings up the on-screen keyboard has focus: the bar then gets out of the
 * way (the keyboard takes the screen's foot, and on Android the layout shrinks above it, where the
 * bar would sit over the field being typed in).
 */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setTyping(opensKeyboard(event.target as Element));
    // Where focus goes next (none: the page lost it, or nothing focusable was tapped).
    const onFocusOut = (event: FocusEvent) =>
      setTyping(opensKeyboard(event.relatedTarget as Element | null));
    setTyping(opensKeyboard(document.activeElement));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}

/**
 * The phone's contact bar: fixed along the screen's foot below the sm breakpoint, in place of the
 * floating buttons (which would sit over the text as the page scrolls), with the hotline (one tap)
 * and the consultation popup, opened as the floating button opens it. Its CSS alone decides where
 * it shows, so it is in every prerendered page's first paint; the footer's foot is padded by its
 * height (Footer.less), so nothing ever ends beneath it. Larger screens keep the floating buttons.
 */
export default function ContactBar() {
  const dispatch = useDispatch();
  const typing = useTyping();
  return (
    <aside
      className={classNames(styles.bar, { [styles.away]: typing })}
      aria-label={copy.label}
      data-contact-bar=""
    >
      <a className={styles.call} href={`tel:${brand.hotline}`} aria-label={copy.callLabel}>
        <span className={styles.phoneIcon} aria-hidden="true" />
        <span>{copy.callText}</span>
      </a>
      <button
        type="button"
        className={styles.consult}
        onClick={() => dispatch({ type: 'global/openConsult' })}
        aria-haspopup="dialog"
        {...CONSULT_ENTRY}
      >
        <span className={styles.consultIcon} aria-hidden="true" />
        <span>{copy.consultText}</span>
      </button>
    </aside>
  );
}
