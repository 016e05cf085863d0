/** A real dva-core store with the given models, typed as the app's state (for model tests). */
import { create } from 'dva-core';
import type { ConnectState } from '@/types/connect';

export interface TestStore {
  getState: () => ConnectState;
  // An effect resolves to whatever it returns; each test asserts on that value.
  dispatch: (action: { type: string; payload?: unknown }) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
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
