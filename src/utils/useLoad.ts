import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'umi';
import type { ResponseEnvelope } from '@/types/api';
import { afterHydration, noteAnswer, seededAnswer } from '@/utils/prerender';

/** Where a call stands: not asked for (`idle`), in flight, answered, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'done' | 'error';

/** An effect to run: every effect of src/models resolves to the API's envelope. */
export interface EffectAction {
  type: string;
  payload?: unknown;
}

export interface Load<T> {
  status: LoadStatus;
  /**
   * The data of the last successful answer. While a newer call is in flight (or after it failed)
   * the previous data stays, so what is on screen does not blink away.
   */
  data: T | undefined;
  /** The action `data` answers (null before the first success). */
  answered: EffectAction | null;
  /** The failed answer's code ('' unless `error`): a 404 reads differently from a network fault. */
  code: string;
  /** Runs the current action again (the 重试 of an error state). */
  retry: () => void;
}

type LoadState<T> = Omit<Load<T>, 'retry'> & { key: string };

/**
 * `dispatch` of an effect resolves with the effect's return value at run time, but react-redux
 * types it as the action: this types the promise once.
 */
export function useEffectDispatch() {
  const dispatch = useDispatch();
  return useCallback(
    <T>(action: EffectAction): Promise<ResponseEnvelope<T>> =>
      Promise.resolve(dispatch(action) as unknown as ResponseEnvelope<T>),
    [dispatch],
  );
}

const keyOf = (action: EffectAction | null) => (action ? JSON.stringify(action) : '');

/**
 * The one way a page loads data: dispatches `action` (an effect returning the envelope) whenever
 * it changes by value, and tells the latest call's status and data. `null` asks for nothing.
 *
 * Only the newest call is heard: an answer to an action the page has moved on from (a slower page 2
 * after the visitor clicked page 3, a keystroke superseded by the next) is dropped, and nothing is
 * set after unmount. The model has saved what it saves either way; `takeLatest` effects keep an
 * older answer from reaching the store too.
 */
export function useLoad<T>(action: EffectAction | null): Load<T> {
  const run = useEffectDispatch();
  const key = keyOf(action);
  const [state, setState] = useState<LoadState<T>>(() => {
    // A prerendered page starts from the answer its HTML was made with (src/utils/prerender.ts).
    const seed = seededAnswer(key);
    return seed
      ? { key, status: 'done', data: seed.data as T, answered: action, code: '' }
      : { key, status: action ? 'loading' : 'idle', data: undefined, answered: null, code: '' };
  });
  const latest = useRef(0);
  // The first call for a prerendered answer refreshes it quietly: the page stays as drawn, takes
  // a newer answer in place, and keeps the drawn one if the call fails.
  const quiet = useRef(state.status === 'done' ? key : '');

  const load = useCallback(() => {
    latest.current += 1;
    const mine = latest.current;
    if (!key) {
      setState((s) => ({ ...s, key, status: 'idle' }));
      return;
    }
    const current: EffectAction = JSON.parse(key);
    const isQuiet = quiet.current === key;
    quiet.current = '';
    if (!isQuiet) setState((s) => ({ ...s, key, status: 'loading' }));
    const settle = (res: ResponseEnvelope<T> | undefined) => {
      if (mine !== latest.current) return;
      if (res?.success === true) {
        noteAnswer(key, res.data);
        setState({ key, status: 'done', data: res.data, answered: current, code: '' });
      } else if (!isQuiet) {
        setState((s) => ({ ...s, key, status: 'error', code: String(res?.code ?? '') }));
      }
    };
    const ask = () => run<T>(current).then(settle, () => settle(undefined));
    if (isQuiet) afterHydration(() => mine === latest.current && ask());
    else ask();
  }, [key, run]);

  useEffect(() => {
    load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

  // In the render where the action has just changed, the call has not started yet: it is loading.
  const { key: stateKey, ...rest } = state;
  const status: LoadStatus = stateKey === key ? rest.status : key ? 'loading' : 'idle';
  return { ...rest, status, retry: load };
}
/**
 * What a section shows for a status and the items it has: data already in the store stays on
 * screen while it refreshes, and after a failed refresh (the model keeps it).
 */
export function sectionView(status: LoadStatus, count: number) {
  return {
    loading: (status === 'loading' || status === 'idle') && count === 0,
    error: status === 'error' && count === 0,
    empty: status === 'done' && count === 0,
  };
}
