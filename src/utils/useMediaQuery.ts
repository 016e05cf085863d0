import { useEffect, useState } from 'react';
import { below } from '@/styles/tokens';

/** Phones: the layout's mobile breakpoint (`@below-sm` in the stylesheets). */
export const PHONE_QUERY = below('sm');

/** Whether a media query matches; follows resizes and rotations. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return undefined;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
