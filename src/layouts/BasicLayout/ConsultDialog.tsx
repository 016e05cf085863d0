import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'umi';
import { loadConsultForm, readyConsultForm } from '@/components/ConsultForm/load';
import ConsultFormSkeleton from '@/components/ConsultForm/Skeleton';
import { brand } from '@/content/brand';
import { consultDialogContent as copy } from '@/content/consult';
import type { ConnectState } from '@/types/connect';
import { useScrollLock } from '@/utils/scrollLock';
import styles from './ConsultDialog.less';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * On a phone the dialog is a full-height sheet. Where the on-screen keyboard does not resize the
 * layout (iOS), the sheet follows the visual viewport, so the pinned submit stays above the keyboard.
 */
function useVisualViewport(ref: React.RefObject<HTMLElement>) {
  useEffect(() => {
    const vv = window.visualViewport;
    const el = ref.current;
    if (!vv || !el) return undefined;
    const update = () => {
      el.style.setProperty('--lt-vv-height', `${Math.round(vv.height)}px`);
      el.style.setProperty('--lt-vv-top', `${Math.round(vv.offsetTop)}px`);
    };
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, [ref]);
}

/**
 * The consultation popup. Its frame (title, close button, a skeleton of the form) is part of the
 * layout and shows in the frame after the click; the form's code (antd) is usually fetched before
 * (./ConsultForm/load.ts) and otherwise arrives into the skeleton's place. Escape, the close button
 * and a click on the backdrop close it; focus stays inside while open and returns to the opener.
 */
export default function ConsultDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState(readyConsultForm);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The frame paints first (in the frame after the click); the form mounts after it, as a
  // transition: drawn in slices of a few milliseconds (the form's antd fields took over 100 ms of
  // script unthrottled in one task, which a tap on a field in the meantime would have waited for).
  const [framed, setFramed] = useState(false);

  useScrollLock(true);
  useVisualViewport(rootRef);

  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setFramed(true)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (Form) return undefined;
    let live = true;
    setFailed(false);
    loadConsultForm().then(
      (component) => live && startTransition(() => setForm(() => component)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Form, attempt]);

  // Focus moves into the dialog (not onto a field: no keyboard pops up on a phone) and back to
  // whatever opened it.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.focus({ preventScroll: true });
    return () => {
      if (opener && opener !== document.body && document.contains(opener)) {
        opener.focus({ preventScroll: true });
      }
    };
  }, []);

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (event.key === 'Escape') {
        // An open select list closes first (antd handles that key on its own input).
        if (target.getAttribute('aria-expanded') === 'true' || event.defaultPrevented) return;
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.getClientRects().length > 0,
      );
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (target === first || target === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && target === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [onClose],
  );

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {copy.title}
            </h2>
            <p className={styles.intro}>{copy.intro}</p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={copy.closeLabel}
            onClick={onClose}
          />
        </div>
        <div className={styles.body}>
          {Form && framed ? (
            <Form variant="popup" onClose={onClose} />
          ) : failed ? (
            <div className={styles.failed} role="alert">
              <p>{copy.loadFailed}</p>
              <p>
                {copy.hotlineHint} <a href={`tel:${brand.hotline}`}>{brand.hotline}</a>
              </p>
              <button
                type="button"
                className={styles.retry}
                onClick={() => setAttempt((n) => n + 1)}
              >
                {copy.retry}
              </button>
            </div>
          ) : (
            <ConsultFormSkeleton variant="popup" />
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Mounts the dialog while global `formPopupMask` is set. A component of its own, so that opening
 * the dialog re-renders only this, not the layout and the page inside it.
 */
export function ConsultDialogHost() {
  const dispatch = useDispatch();
  const open = useSelector((s: ConnectState) => s.global.formPopupMask);
  const close = useCallback(() => dispatch({ type: 'global/closeConsult' }), [dispatch]);
  return open ? <ConsultDialog onClose={close} /> : null;
}
