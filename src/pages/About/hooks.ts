import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'umi';

/**
 * `dispatch` of an effect resolves with the effect's return value at run time, but react-redux
 * types it as the action: this types the promise once. (CustomerCase has the same helper; a shared
 * one in src/ would serve both.)
 */
export function useEffectDispatch() {
  const dispatch = useDispatch();
  return useCallback(
    <R>(action: { type: string; payload?: unknown }): Promise<R> =>
      Promise.resolve(dispatch(action) as unknown as R),
    [dispatch],
  );
}

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

/** Phones: the layout's breakpoint (global.less). */
export const PHONE_QUERY = '(max-width: 767px)';
