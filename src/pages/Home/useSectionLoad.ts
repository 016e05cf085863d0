import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'umi';

/** Where one data section's call stands. */
export type LoadStatus = 'loading' | 'done' | 'error';

/**
 * Whether an effect's answer means success. The index effects return the envelope (SPEC.md §4);
 * the global depCase effects return the list itself on success (SPEC.md §7) and the failed
 * envelope otherwise.
 */
export function answeredOk(result: unknown): boolean {
  if (Array.isArray(result)) return true;
  if (result && typeof result === 'object' && 'success' in result) {
    return (result as { success: unknown }).success === true;
  }
  return false;
}

/**
 * Dispatches one effect on mount (or once `enabled` turns true) and tracks its own status, so each
 * section shows its own skeleton / error / content and 重试 re-runs that call only. A newer run
 * wins over an older one still in flight; nothing is set after unmount.
 */
export function useSectionLoad(type: string, payload?: Record<string, unknown>, enabled = true) {
  const dispatch = useDispatch();
  const [status, setStatus] = useState<LoadStatus>('loading');
  const run = useRef(0);
  const payloadKey = JSON.stringify(payload ?? {});

  const load = useCallback(async () => {
    run.current += 1;
    const mine = run.current;
    setStatus('loading');
    let ok = false;
    try {
      // dva returns the effect's own return value as a promise.
      const result = await (dispatch({
        type,
        payload: JSON.parse(payloadKey),
      }) as unknown as Promise<unknown>);
      ok = answeredOk(result);
    } catch {
      ok = false;
    }
    if (mine === run.current) setStatus(ok ? 'done' : 'error');
  }, [dispatch, type, payloadKey]);

  useEffect(() => {
    if (!enabled) return undefined;
    load();
    return () => {
      run.current += 1;
    };
  }, [load, enabled]);

  return { status, retry: load };
}

/**
 * What a section shows for a status and the list it has: data already in the store stays on
 * screen while it refreshes (and after a failed refresh, since the model keeps it).
 */
export function sectionView(status: LoadStatus, count: number) {
  return {
    loading: status === 'loading' && count === 0,
    error: status === 'error' && count === 0,
    empty: status === 'done' && count === 0,
  };
}
