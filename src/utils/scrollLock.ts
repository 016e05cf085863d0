/**
 * The page behind an open overlay (the mobile menu, the consultation dialog) does not scroll. Locks
 * are counted, so a dialog opened from the open menu and closed again keeps the menu's lock. The
 * scrollbar's width is given back as padding on desktop, so the page does not jump sideways.
 */
import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/**
 * Locks the page's scroll while `active`, from the frame after the one that shows the overlay.
 * Measuring the scrollbar (`clientWidth`) lays the whole page out at once; inside the tap that
 * opens an overlay the page's styles have just changed, and that layout took the tap 13 ms of
 * script unthrottled (80 ms on a low-end phone) before the overlay could paint. Once the frame is
 * painted the layout is current and the measure costs nothing. The overlay covers the page from
 * its first frame, so the page cannot be scrolled meaningfully in between.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    let release: (() => void) | undefined;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        release = lockScroll();
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      release?.();
    };
  }, [active]);
}
