import { useCallback, useSyncExternalStore } from 'react';
import { below } from '@/styles/tokens';

/** Phones: the layout's mobile breakpoint (`@below-sm` in the stylesheets). */
export const PHONE_QUERY = below('sm');

/**
 * Whether a media query matches; follows resizes and rotations. Markup made at build time
 * (src/utils/prerender.ts) and the hydration of it read `false` (the desktop layout the build
 * drew); React then re-renders with the real answer, so a phone's hydration never mismatches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches,
    [query],
  );
  return useSyncExternalStore(subscribe, matches, () => false);
}
