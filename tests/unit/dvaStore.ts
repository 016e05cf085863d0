/** A real dva-core store with the given models, typed as the app's state (for model tests). */
import { create } from 'dva-core';
import type { ConnectState } from '@/types/connect';

export interface TestStore {
  getState: () => ConnectState;
  // An effect resolves to whatever it returns; each test asserts on that value.
  dispatch: (action: { type: string; payload?: unknown }) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The redux store's subscribe (react-redux's Provider needs it). */
  subscribe: (listener: () => void) => () => void;
}

export function createStore(...models: unknown[]): TestStore {
  const app = create({
    onError: (e: Error) => {
      throw e;
    },
  });
  models.forEach((m) => app.model(m));
  app.start();
  return app._store as TestStore;
}

/** Lets pending promise callbacks (a late answer, the effect that waits on it) run. */
export const flush = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/** A promise with its resolve handle, to answer calls out of order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Whether `promise` has settled once pending callbacks have run. A `takeLatest` effect that a newer
 * dispatch cancelled never settles its dispatch promise: this checks that without awaiting it.
 */
export async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await flush();
  return settled;
}
