/**
 * The handoff between the build's prerender and the visitor's first render (src/utils/prerender.ts)
 * and useLoad starting from it: the state JSON cannot break out of its <script>, the page reads it
 * only beside prerendered markup, and a prerendered answer is shown at once and refreshed quietly.
 */
import { Provider } from '@umijs/plugins/libs/dva';
import { act, render, screen } from '@testing-library/react';
import { TextEncoder } from 'util';
import {
  builtPageSettled,
  dropStalePrerender,
  forgetHandoff,
  handoffSource,
  isStalePrerender,
  isFirstPrerenderedPage,
  leaveFirstPage,
  loadHandoff,
  noteAnswer,
  notedAnswers,
  readHandoff,
  resetForEachBuiltPage,
  seededAnswer,
  serializeState,
  startBuiltPage,
  takeBuildCalls,
  watchBuildActivity,
  entryUrl,
  STATE_ELEMENT_ID,
  packHandoff,
  storeDelta,
  storeWithDelta,
} from '@/utils/prerender';
import { handoffStore, initialStates } from '@/models/initialState';
import type { EffectAction } from '@/utils/useLoad';
import { useLoad } from '@/utils/useLoad';
import type { ResponseEnvelope } from '@/types/api';
import type { TestStore } from '../dvaStore';
import { createStore, deferred, flush } from '../dvaStore';

const HOSTILE = '</script><script>alert(1)</script><!-- -->\u2028&amp;';

/** Builds the page the way the build writes it: markup in #root, the state beside it. */
function writePage(state: string | null, markup = '<p>drawn</p>', madeFor = '/') {
  document.head.innerHTML = `<meta name="lt-prerendered" content="${madeFor}">`;
  document.body.innerHTML = `<div id="root">${markup}</div>${
    state === null
      ? ''
      : `<script id="${STATE_ELEMENT_ID}" type="application/json">${state}</script>`
  }`;
  forgetHandoff();
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.__LT_PRERENDER__ = undefined;
  forgetHandoff();
});

describe('serializeState', () => {
  it('keeps API text from closing the script or opening a comment, and reads back unchanged', () => {
    const value = { case: { title: HOSTILE } };
    const json = serializeState(value);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('survives the HTML parser: the script element holds exactly the JSON, nothing runs', () => {
    const state = serializeState({ store: { t: HOSTILE }, loads: {} });
    writePage(state);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readHandoff()).toEqual({ store: { t: HOSTILE }, loads: {} });
  });
});

describe('readHandoff', () => {
  it('reads the state beside prerendered markup', () => {
    writePage(serializeState({ store: { a: 1 }, loads: { k: [1] } }));
    expect(readHandoff()).toEqual({ store: { a: 1 }, loads: { k: [1] } });
    expect(isFirstPrerenderedPage()).toBe(true);
  });

  it('ignores state without markup, markup without state, and broken JSON', () => {
    writePage(serializeState({ store: {}, loads: {} }), '');
    expect(readHandoff()).toBeNull();
    writePage(null);
    expect(readHandoff()).toBeNull();
    expect(isFirstPrerenderedPage()).toBe(false);
    writePage('{"store": ');
    expect(readHandoff()).toBeNull();
  });

  it('a shared link’s parameters (WeChat’s from=…, utm_*) name no other address', () => {
    window.history.replaceState(null, '', '/?from=singlemessage&isappinstalled=0&utm_source=wx');
    try {
      writePage(serializeState({ store: {}, loads: {} }), '<p>home</p>', '/');
      expect(isStalePrerender()).toBe(false);
      window.history.replaceState(null, '', '/?from=timeline&page=2');
      expect(isStalePrerender()).toBe(true);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ignores markup made for another address, and empties it before the app draws', () => {
    writePage(serializeState({ store: { a: 1 }, loads: { k: 1 } }), '<p>home</p>', '/other');
    document.documentElement.classList.add('lt-stale');
    expect(isStalePrerender()).toBe(true);
    expect(readHandoff()).toBeNull();
    dropStalePrerender();
    expect(document.getElementById('root')!.innerHTML).toBe('');
    expect(document.getElementById(STATE_ELEMENT_ID)).toBeNull();
    expect(document.documentElement.classList.contains('lt-stale')).toBe(false);

    writePage(serializeState({ store: {}, loads: {} }), '<p>home</p>', '/');
    expect(isStalePrerender()).toBe(false);
    dropStalePrerender();
    expect(document.getElementById('root')!.innerHTML).toBe('<p>home</p>');
  });

  it('gives no answers once the visitor has moved to another page', () => {
    writePage(serializeState({ store: {}, loads: { k: 'v' } }));
    expect(seededAnswer('k')).toEqual({ data: 'v' });
    leaveFirstPage();
    expect(seededAnswer('k')).toBeUndefined();
    expect(isFirstPrerenderedPage()).toBe(false);
  });

  it('at build time reads nothing from the page and answers from what it noted', () => {
    writePage(serializeState({ store: {}, loads: { k: 'old' } }));
    window.__LT_PRERENDER__ = true;
    expect(readHandoff()).toBeNull();
    expect(isFirstPrerenderedPage()).toBe(true);
    expect(seededAnswer('k')).toBeUndefined();
    noteAnswer('k', 'new');
    expect(seededAnswer('k')).toEqual({ data: 'new' });
    expect(notedAnswers()).toEqual({ k: 'new' });
  });
});

describe('the state in a file of its own', () => {
  const named = (src: string) => {
    writePage(null);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script id="${STATE_ELEMENT_ID}" type="application/json" data-src="${src}"></script>`,
    );
  };
  afterEach(() => {
    delete window.__ltState;
  });

  it("is read once fetched: from the head script's fetch, else its own", async () => {
    named('/__state/a.json');
    expect(handoffSource()).toBe('/__state/a.json');
    expect(readHandoff()).toBeNull();
    window.__ltState = Promise.resolve(serializeState({ store: { a: 1 }, loads: { k: 2 } }));
    await loadHandoff();
    expect(readHandoff()).toEqual({ store: { a: 1 }, loads: { k: 2 } });
    expect(handoffSource()).toBeNull();
    expect(document.getElementById('root')!.innerHTML).toBe('<p>drawn</p>');

    named('/__state/b.json');
    delete window.__ltState;
    const fetchMock = jest.fn(() =>
      Promise.resolve({ ok: true, text: () => Promise.resolve('{"store":{},"loads":{"x":1}}') }),
    );
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
    try {
      await loadHandoff();
      expect(fetchMock).toHaveBeenCalledWith('/__state/b.json');
      expect(seededAnswer('x')).toEqual({ data: 1 });
    } finally {
      delete (window as { fetch?: unknown }).fetch;
    }
  });

  it('without it the markup cannot be taken over: it goes, and the app draws the page', async () => {
    named('/__state/gone.json');
    window.__ltState = Promise.resolve(null);
    await loadHandoff();
    expect(readHandoff()).toBeNull();
    expect(isFirstPrerenderedPage()).toBe(false);
    expect(document.getElementById('root')!.innerHTML).toBe('');
    expect(document.getElementById(STATE_ELEMENT_ID)).toBeNull();
  });
});

describe('at build time, page after page in one loaded app', () => {
  beforeEach(() => {
    window.__LT_PRERENDER__ = true;
  });

  it('starts each page as a fresh load of it: its address, nothing noted, modules reset', () => {
    let loaded = true;
    resetForEachBuiltPage(() => {
      loaded = false;
    });
    noteAnswer('{"type":"b"}', 2);
    noteAnswer('{"type":"a"}', 1);
    // Noted in the order the answers came; handed over by key.
    expect(Object.keys(notedAnswers())).toEqual(['{"type":"a"}', '{"type":"b"}']);
    leaveFirstPage();
    startBuiltPage('/customerCase/caseDetail?id=12');
    expect(entryUrl()).toBe('/customerCase/caseDetail?id=12');
    expect(notedAnswers()).toEqual({});
    expect(isFirstPrerenderedPage()).toBe(true);
    expect(loaded).toBe(false);
  });

  it('notes every call with a digest of its answer, and settles once nothing is in flight', async () => {
    const { promise, resolve } = deferred<Response>();
    const fetchMock = jest.fn(() => promise);
    Object.defineProperty(window, 'fetch', {
      value: fetchMock,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(window, 'crypto', {
      value: { subtle: { digest: () => Promise.resolve(new Uint8Array([1, 171]).buffer) } },
      configurable: true,
    });
    (window as unknown as { TextEncoder: unknown }).TextEncoder = TextEncoder;
    try {
      watchBuildActivity();
      document.body.innerHTML = '<main><h1>标题</h1><div aria-busy="true"></div></main>';
      let settled = false;
      builtPageSettled(() => true, { quietMs: 20, timeoutMs: 5000 }).then(() => {
        settled = true;
      });
      const res = window.fetch('/api/case/list', {
        method: 'POST',
        body: 'page=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      await new Promise((r) => {
        setTimeout(r, 60);
      });
      expect(settled).toBe(false);
      resolve({ clone: () => ({ text: () => Promise.resolve('{"success":true}') }) } as never);
      await res;
      document.querySelector('[aria-busy]')!.remove();
      await new Promise((r) => {
        setTimeout(r, 80);
      });
      expect(settled).toBe(true);
      expect(takeBuildCalls()).toEqual([
        {
          method: 'POST',
          url: '/api/case/list',
          body: 'page=1',
          contentType: 'application/x-www-form-urlencoded',
          sha1: '01ab',
        },
      ]);
      expect(takeBuildCalls()).toEqual([]);
    } finally {
      delete (window as { fetch?: unknown }).fetch;
    }
  });
});

/* ---------- useLoad on a prerendered page ---------- */

type Answer = ResponseEnvelope<string[]>;
let calls: { resolve: (a: Answer) => void }[] = [];
const probeModel = {
  namespace: 'probe',
  state: {},
  effects: {
    *load(_: unknown, { call }: { call: (fn: () => Promise<Answer>) => unknown }) {
      const res: Answer = yield call(() => {
        const { promise, resolve } = deferred<Answer>();
        calls.push({ resolve });
        return promise;
      });
      return res;
    },
  },
};
const ACTION: EffectAction = { type: 'probe/load', payload: { page: 1 } };
const KEY = JSON.stringify(ACTION);

let store: TestStore;
const seen: string[] = [];
function Probe() {
  const load = useLoad<string[]>(ACTION);
  seen.push(`${load.status}:${(load.data ?? []).join(',')}`);
  return <p data-testid="probe">{`${load.status}:${(load.data ?? []).join(',')}`}</p>;
}
const app = () => (
  <Provider store={store as never}>
    <Probe />
  </Provider>
);

/** Lets afterHydration's wait (no requestIdleCallback in jsdom: 200 ms) pass. */
async function idle() {
  await act(async () => {
    await new Promise((r) => {
      setTimeout(r, 250);
    });
  });
}

async function answer(i: number, res: Answer) {
  await act(async () => {
    calls[i].resolve(res);
    await flush();
  });
}

describe('useLoad on a prerendered page', () => {
  beforeEach(() => {
    calls = [];
    seen.length = 0;
    store = createStore(probeModel);
  });

  it('draws the prerendered answer at once, asks again quietly and takes a newer answer in place', async () => {
    writePage(serializeState({ store: {}, loads: { [KEY]: ['built'] } }));
    render(app());
    expect(seen[0]).toBe('done:built');
    // The quiet call waits until the page has loaded and the browser is idle (hydration done).
    expect(calls).toHaveLength(0);
    await idle();
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('probe').textContent).toBe('done:built');
    await answer(0, { success: true, code: '200', message: '', data: ['live'] });
    expect(screen.getByTestId('probe').textContent).toBe('done:live');
    expect(seen).not.toContain('loading:built');
  });

  it('keeps the prerendered answer when the quiet call fails', async () => {
    writePage(serializeState({ store: {}, loads: { [KEY]: ['built'] } }));
    render(app());
    await idle();
    await answer(0, { success: false, code: '500', message: '失败' });
    expect(screen.getByTestId('probe').textContent).toBe('done:built');
    expect(seen.every((s) => s === 'done:built')).toBe(true);
  });

  it('loads as usual without a prerendered answer', async () => {
    writePage(null);
    render(app());
    expect(seen[0]).toBe('loading:');
    await answer(0, { success: true, code: '200', message: '', data: ['x'] });
    expect(screen.getByTestId('probe').textContent).toBe('done:x');
  });

  it('makes the markup at build time from the noted answer (what the visitor first renders)', async () => {
    writePage(null, '');
    window.__LT_PRERENDER__ = true;
    render(app());
    await answer(0, { success: true, code: '200', message: '', data: ['noted'] });
    // react-dom/server (as the build loads it in Chromium) needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    // react-redux's Provider uses a layout effect in a DOM environment: React's development build
    // says so on the server (the production build the prerender runs says nothing).
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(renderToString(app())).toContain('done:noted');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the store in the HTML carries only what the page loaded', () => {
  const live = {
    ...initialStates(),
    case: { ...(initialStates().case as object), caseDetailData: { id: 12, title: HOSTILE } },
    contactUs: { ...(initialStates().contactUs as object) },
    loading: { global: false, effects: { 'case/fetchCaseDetail': false } },
  };

  it("leaves out every field equal to its model's initial state, and untouched models", () => {
    const delta = storeDelta(live, initialStates());
    expect(delta).toEqual({
      case: { caseDetailData: { id: 12, title: HOSTILE } },
      loading: live.loading,
    });
    // The about, contact and services content the script already has is not repeated.
    expect(serializeState(delta).length).toBeLessThan(serializeState(live).length / 5);
  });

  it("the visitor's store is the initial state with the delta over it: the same store as the build's", () => {
    const back = storeWithDelta(storeDelta(live, initialStates()), initialStates());
    expect(back).toEqual(live);
    // A field the build changed to an empty value comes back empty, not as the default.
    const cleared = {
      ...live,
      contactUs: { ...(initialStates().contactUs as object), officeList: [] },
    };
    expect(storeWithDelta(storeDelta(cleared, initialStates()), initialStates())).toEqual(cleared);
  });

  it('an answer equal to a loaded field is carried once, as a reference, and read back whole', () => {
    const detail = { id: 12, title: HOSTILE };
    const key = JSON.stringify({ type: 'case/fetchCaseDetail', payload: { id: 12 } });
    const other = JSON.stringify({ type: 'case/fetchTags' });
    const packed = packHandoff(
      { store: live, loads: { [key]: detail, [other]: [{ id: 1, name: '标签' }] } },
      initialStates(),
    );
    expect(packed.loads[key]).toEqual({ '@store': 'case.caseDetailData' });
    expect(packed.loads[other]).toEqual([{ id: 1, name: '标签' }]);
    expect(serializeState(packed).match(/alert\(1\)/g)).toHaveLength(1);

    writePage(serializeState(packed));
    expect(readHandoff()?.loads).toEqual({ [key]: detail, [other]: [{ id: 1, name: '标签' }] });
    expect(seededAnswer(key)).toEqual({ data: detail });
  });

  it("the home page's showcase carries its first group whole and the others by name", () => {
    const card = (id: number) => ({ id, brand: '品牌', title: `案例${id}`, cover: 'c.svg' });
    const caseList = [
      { id: 11, name: '用户体验设计', caseList: [card(1), card(2)] },
      { id: 12, name: '数字营销', caseList: [card(3)] },
      { id: 13, name: '创意设计', caseList: [card(4)] },
    ];
    const key = JSON.stringify({ type: 'index/fetchCaseList' });
    const home = { ...initialStates(), index: { ...(initialStates().index as object), caseList } };
    const packed = packHandoff({ store: home, loads: { [key]: caseList } }, initialStates());
    const carried = { ...packed, store: handoffStore(packed.store) };
    expect((carried.store.index as { caseList: unknown }).caseList).toEqual([
      caseList[0],
      { id: 12, name: '数字营销', caseList: [], pending: true },
      { id: 13, name: '创意设计', caseList: [], pending: true },
    ]);
    // The answer is still carried once (by reference), not whole beside the trimmed field.
    expect(carried.loads[key]).toEqual({ '@store': 'index.caseList' });
    expect(serializeState(carried)).not.toContain('案例3');
    // Other models and an empty showcase pass through as they are.
    expect(handoffStore({ case: { caseDetailData: { id: 1 } }, index: { newsList: [] } })).toEqual({
      case: { caseDetailData: { id: 1 } },
      index: { newsList: [] },
    });
  });

  it('a reference to a field the HTML lacks is no answer (useLoad asks for it)', () => {
    const key = JSON.stringify({ type: 'index/fetchNewsList' });
    writePage(serializeState({ store: {}, loads: { [key]: { '@store': 'index.newsList' } } }));
    expect(seededAnswer(key)).toBeUndefined();
  });
});
