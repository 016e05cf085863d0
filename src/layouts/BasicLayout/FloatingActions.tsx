import classNames from 'classnames';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import { CONSULT_ENTRY } from '@/components/ConsultForm/load';
import { footerContent } from '@/content/navigation';
import type { ConnectState } from '@/types/connect';
import { BACK_TO_TOP_AFTER_PX, FLOATING_AVOID } from './floating';
import styles from './FloatingActions.less';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * While the stack would sit over a control marked `data-floating-avoid`, it steps aside. Checked
 * on scroll, on resize and when the page's content changes size.
 */
function useStepAside(stackRef: React.RefObject<HTMLElement>, scrollTop: number): boolean {
  const [aside, setAside] = useState(false);
  const frame = useRef(0);
  useEffect(() => {
    const check = () => {
      frame.current = 0;
      const stack = stackRef.current;
      if (!stack) return;
      const zone = stack.getBoundingClientRect();
      const hit = Array.from(document.querySelectorAll(FLOATING_AVOID)).some((el) =>
        overlaps(zone, el.getBoundingClientRect()),
      );
      setAside(hit);
    };
    const schedule = () => {
      if (!frame.current) frame.current = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame.current) window.cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [stackRef, scrollTop]);
  return aside;
}

/**
 * The floating 免费咨询 button (opens the consultation popup) and the back-to-top control. They
 * ride on a sticky rail that sits between the page and the footer: over the page they float at the
 * screen's foot, and once the footer comes up they stop above it, so no footer link is ever under
 * them.
 */
export default function FloatingActions() {
  const dispatch = useDispatch();
  const scrollTop = useSelector((s: ConnectState) => s.global.scrollTop);
  const stackRef = useRef<HTMLDivElement>(null);
  const aside = useStepAside(stackRef, scrollTop);
  const showTop = scrollTop > BACK_TO_TOP_AFTER_PX;
  return (
    <div className={styles.floatingRail}>
      <div
        ref={stackRef}
        className={classNames(styles.floating, { [styles.floatingAside]: aside })}
        data-floating-stack=""
      >
        <button
          type="button"
          className={styles.consultButton}
          onClick={() => dispatch({ type: 'global/openConsult', payload: { from: 'floating' } })}
          aria-haspopup="dialog"
          tabIndex={aside ? -1 : 0}
          {...CONSULT_ENTRY}
        >
          <span className={styles.consultIcon} aria-hidden="true" />
          <span>{footerContent.consultText}</span>
        </button>
        <button
          type="button"
          className={classNames(styles.topButton, { [styles.topVisible]: showTop })}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label={footerContent.backToTopText}
          tabIndex={showTop && !aside ? 0 : -1}
          aria-hidden={!showTop}
        >
          <span className={styles.topArrow} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
