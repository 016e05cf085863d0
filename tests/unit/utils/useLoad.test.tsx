/**
 * useLoad (src/utils/useLoad.ts) in a component under react-redux's Provider, over a real dva-core
 * store whose `probe/load` effect answers only when the test says so. The Provider is the one umi's
 * `useDispatch` reads (the react-redux copy of @umijs/plugins, which src/.umi re-exports).
 */
import { Provider } from '@umijs/plugins/libs/dva';
import { act, render, screen } from '@testing-library/react';
import type { EffectAction, Load, LoadStatus } from '@/utils/useLoad';
import { sectionView, useLoad } from '@/utils/useLoad';
import type { ResponseEnvelope } from '@/types/api';
import type { TestStore } from '../dvaStore';
import { createStore, deferred, flush } from '../dvaStore';

type Answer = ResponseEnvelope<string[]>;

/** Each call the effect made: its payload and the handle that answers it. */
let calls: { payload: unknown; resolve: (answer: Answer) => void }[] = [];

function ask(payload: unknown): Promise<Answer> {
  const { promise, resolve } = deferred<Answer>();
  calls.push({ payload, resolve });
  return promise;
}

type Call = (fn: (payload: unknown) => Promise<Answer>, payload: unknown) => unknown;

/** A model whose effect returns whatever the test answers (every run heard: no takeLatest). */
const probeModel = {
  namespace: 'probe',
  state: {},
  effects: {
    *load({ payload }: { payload?: unknown }, { call }: { call: Call }) {
      const res: Answer = yield call(ask, payload);
      return res;
    },
  },
};

const ok = (data: string[]): Answer => ({ success: true, code: '200', message: '', data });
const failed = (code: string): Answer => ({ success: false, code, message: '失败' });
const page = (n: number): EffectAction => ({ type: 'probe/load', payload: { page: n } });

/** What each render of the probe saw, in order. */
let renders: { action: EffectAction | null; status: LoadStatus; data: string[] | undefined }[] = [];
let latest: Load<string[]>;

function Probe({ action }: { action: EffectAction | null }) {
  const load = useLoad<string[]>(action);
  latest = load;
  renders.push({ action, status: load.status, data: load.data });
  return (
    <p data-testid="probe">
      {load.status}:{(load.data ?? []).join(',')}
    </p>
  );
}

let store: TestStore;

function mount(action: EffectAction | null) {
  const view = render(
    <Provider store={store as never}>
      <Probe action={action} />
    </Provider>,
  );
  return {
    ...view,
    rerender: (next: EffectAction | null) =>
      view.rerender(
        <Provider store={store as never}>
          <Probe action={next} />
        </Provider>,
      ),
  };
}

/** Answers call `i` and lets the effect, the dispatch promise and the hook's update run. */
async function answer(i: number, res: Answer) {
  await act(async () => {
    calls[i].resolve(res);
    await flush();
  });
}

const shown = () => screen.getByTestId('probe').textContent;

beforeEach(() => {
  calls = [];
  renders = [];
  store = createStore(probeModel);
});

describe('useLoad', () => {
  it('goes from loading to done with the answer’s data', async () => {
    mount(page(1));
    expect(renders[0]).toEqual({ action: page(1), status: 'loading', data: undefined });
    expect(calls).toHaveLength(1);
    expect(calls[0].payload).toEqual({ page: 1 });
    expect(shown()).toBe('loading:');

    await answer(0, ok(['a', 'b']));
    expect(shown()).toBe('done:a,b');
    expect(latest).toMatchObject({ status: 'done', data: ['a', 'b'], answered: page(1), code: '' });
  });

  it('reports a failed answer as error with its code, and retry runs the action again', async () => {
    mount(page(1));
    await answer(0, failed('404'));
    expect(latest).toMatchObject({ status: 'error', code: '404', data: undefined, answered: null });

    act(() => latest.retry());
    expect(calls).toHaveLength(2);
    expect(calls[1].payload).toEqual({ page: 1 });
    expect(latest.status).toBe('loading');

    await answer(1, ok(['again']));
    expect(latest).toMatchObject({ status: 'done', data: ['again'], code: '' });
  });

  it('reports an action no effect answers as an error instead of loading for ever', async () => {
    mount({ type: 'probe/nothingHere' });
    await act(async () => {
      await flush();
    });
    expect(latest).toMatchObject({ status: 'error', code: '' });
  });

  it('ignores an older answer that arrives after a newer action', async () => {
    const { rerender } = mount(page(1));
    rerender(page(2));
    expect(calls.map((c) => c.payload)).toEqual([{ page: 1 }, { page: 2 }]);

    await answer(1, ok(['two']));
    expect(latest).toMatchObject({ status: 'done', data: ['two'], answered: page(2) });
    await answer(0, ok(['one']));
    expect(latest).toMatchObject({ status: 'done', data: ['two'], answered: page(2) });
    expect(shown()).toBe('done:two');
  });

  it('ignores an older answer that arrives while the newer action is still loading', async () => {
    const { rerender } = mount(page(1));
    rerender(page(2));
    await answer(0, ok(['one']));
    expect(latest).toMatchObject({ status: 'loading', data: undefined, answered: null });
    await answer(1, ok(['two']));
    expect(latest).toMatchObject({ status: 'done', data: ['two'] });
  });

  it('keeps the previous data while the next action loads, and after it fails', async () => {
    const { rerender } = mount(page(1));
    await answer(0, ok(['one']));
    rerender(page(2));
    expect(latest).toMatchObject({ status: 'loading', data: ['one'], answered: page(1) });
    expect(shown()).toBe('loading:one');

    await answer(1, failed('NETWORK_ERROR'));
    expect(latest).toMatchObject({
      status: 'error',
      code: 'NETWORK_ERROR',
      data: ['one'],
      answered: page(1),
    });
  });

  it('reports loading in the very render where the action changed', async () => {
    const { rerender } = mount(page(1));
    await answer(0, ok(['one']));
    renders = [];
    rerender(page(2));
    // The first render with the new action, before its effect has dispatched anything.
    expect(renders[0]).toEqual({ action: page(2), status: 'loading', data: ['one'] });
    expect(renders.every((r) => r.status === 'loading')).toBe(true);
  });

  it('with a null action stays idle and dispatches nothing', async () => {
    const dispatch = jest.spyOn(store, 'dispatch');
    const { rerender } = mount(null);
    await act(async () => {
      await flush();
    });
    expect(latest).toMatchObject({ status: 'idle', data: undefined, answered: null, code: '' });
    expect(renders.every((r) => r.status === 'idle')).toBe(true);
    expect(dispatch).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);

    // From an action to null: idle again, in that very render, and the late answer is not heard.
    rerender(page(1));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(page(1));
    expect(calls).toHaveLength(1);
    renders = [];
    rerender(null);
    expect(renders[0].status).toBe('idle');
    await answer(0, ok(['late']));
    expect(latest).toMatchObject({ status: 'idle', data: undefined });
  });

  it('does not dispatch again for an equal action (compared by value)', async () => {
    const { rerender } = mount(page(1));
    await answer(0, ok(['one']));
    rerender({ type: 'probe/load', payload: { page: 1 } });
    expect(calls).toHaveLength(1);
    expect(latest.status).toBe('done');
  });
});

describe('sectionView', () => {
  it('shows the skeleton, the error or the empty state only when there is nothing to show', () => {
    expect(sectionView('idle', 0)).toEqual({ loading: true, error: false, empty: false });
    expect(sectionView('loading', 0)).toEqual({ loading: true, error: false, empty: false });
    expect(sectionView('error', 0)).toEqual({ loading: false, error: true, empty: false });
    expect(sectionView('done', 0)).toEqual({ loading: false, error: false, empty: true });
    (['idle', 'loading', 'error', 'done'] as LoadStatus[]).forEach((status) =>
      expect(sectionView(status, 3)).toEqual({ loading: false, error: false, empty: false }),
    );
  });
});
