import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'umi';

export interface ModelAction {
  type: string;
  payload?: unknown;
}

/**
 * `dispatch` of an effect returns the effect's promise at run time, but react-redux types it as the
 * action; this gives the promise its type once, for the case pages.
 */
export function useAsyncDispatch() {
  const dispatch = useDispatch();
  return useCallback(
    <R>(action: ModelAction): Promise<R> => dispatch(action) as unknown as Promise<R>,
    [dispatch],
  );
}

/** Whether the viewport is at most `maxWidth` px wide; follows resizes and rotations. */
export function useNarrow(maxWidth = 767): boolean {
  const query = `(max-width: ${maxWidth}px)`;
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return undefined;
    const update = () => setNarrow(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return narrow;
}
