import { useEffect, useState } from 'react';
import type { Banner } from '@/types/api';
import { isFirstPrerenderedPage } from '@/utils/prerender';
import type { LoadStatus } from '@/utils/useLoad';

/** However the hero fares, the sections below start loading by then (a hung banner call). */
export const HERO_WAIT_MS = 3000;

/**
 * True once the hero has painted: its banner call settled and, when there are banners, the first
 * banner's picture decoded — or HERO_WAIT_MS after mount, whichever comes first. The sections
 * below the fold wait for it before they ask for their data, so on a slow phone the hero's call
 * and picture have the network and the main thread to themselves. A prerendered page has it at
 * once.
 */
export function useHeroSettled(banners: Banner[], status: LoadStatus): boolean {
  // A prerendered home page arrives with its hero drawn: the sections below go ahead at once.
  const [settled, setSettled] = useState(isFirstPrerenderedPage);
  const firstPicture = banners.length ? banners[0].img : '';
  const answered = status !== 'loading' || banners.length > 0;

  useEffect(() => {
    if (settled) return undefined;
    const timer = window.setTimeout(() => setSettled(true), HERO_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [settled]);

  useEffect(() => {
    if (settled || !answered) return undefined;
    let live = true;
    let frame = 0;
    let tick = 0;
    // After the next frame: the picture is on screen before other work starts.
    const done = () => {
      if (!live) return;
      frame = window.requestAnimationFrame(() => {
        tick = window.setTimeout(() => live && setSettled(true), 0);
      });
    };
    // The banner's own <img> (its variant, as the browser chose it), rendered by now.
    const img = firstPicture
      ? document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')
      : null;
    if (!img) {
      done();
    } else {
      const decoded = typeof img.decode === 'function' ? img.decode() : Promise.reject();
      decoded.then(done, () => {
        if (img.complete) done();
        else img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      });
    }
    return () => {
      live = false;
      window.cancelAnimationFrame(frame);
      window.clearTimeout(tick);
    };
  }, [settled, answered, firstPicture]);

  return settled;
}
