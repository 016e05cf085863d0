/**
 * The request wrapper, one test per rule of SPEC.md §7 and per row of the error catalogue (§8).
 * fetch is faked at the network edge; antd's message and the navigation are observed.
 */
import Cookies from 'js-cookie';
import rawRequest, {
  CACHE_TTL_MS,
  clearRequestCache,
  requestJSON as rawRequestJSON,
  TRANSPORT_MESSAGES,
} from '@/utils/request';
import { DUPLICATE_WINDOW_MS, resetToasts, TOAST_DURATION, toastLoader } from '@/utils/notify';
import {
  COOKIE_LIFETIME_DAYS,
  navigation,
  SESSION_COOKIES,
  writeSessionCookie,
} from '@/utils/session';

jest.mock('umi', () => ({ history: { push: jest.fn() } }));

interface FakeInit {
  status?: number;
  body?: unknown;
  raw?: string;
}

function fakeResponse({ status = 200, body, raw }: FakeInit): Response {
  const text = raw ?? JSON.stringify(body);
  const make = (): Response =>
    ({
      status,
      ok: status >= 200 && status < 300,
      statusText: String(status),
      headers: new Headers({ 'Content-Type': 'application/json' }),
      clone: make,
      text: async () => text,
      json: async () => JSON.parse(text),
    }) as unknown as Response;
  return make();
}

const okBody = (data: unknown = { a: 1 }) => ({ success: true, code: '200', message: 'ok', data });
const failBody = (code: string, msg = '业务失败') => ({ success: false, code, message: msg });

/** The toast loads antd lazily: let that import settle. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** The wrapper, then a tick so a lazily shown toast has been shown. */
const request = async (url: string, options?: object) => {
  const res = await rawRequest(url, options as never);
  await settle();
  return res;
};
const requestJSON = async (url: string, options?: object) => {
  const res = await rawRequestJSON(url, options as never);
  await settle();
  return res;
};

let fetchMock: jest.Mock;
const toast = jest.fn();

/** The [url, init] of the nth fetch call. */
const callOf = (n = 0) =>
  fetchMock.mock.calls[n] as [string, RequestInit & { headers: Record<string, string> }];

beforeEach(() => {
  fetchMock = jest.fn(async () => fakeResponse({ body: okBody() }));
  (global as unknown as { fetch: unknown }).fetch = fetchMock;
  toast.mockClear();
  jest.spyOn(toastLoader, 'load').mockResolvedValue({ showError: toast });
  resetToasts();
  clearRequestCache();
  jest.spyOn(navigation, 'push').mockImplementation(() => {});
  jest.spyOn(navigation, 'reload').mockImplementation(() => {});
  window.history.pushState({}, '', '/');
  Object.values(SESSION_COOKIES).forEach((name) => Cookies.remove(name));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('SPEC.md §7: shared client behaviour', () => {
  it('sends credentials with every call', async () => {
    await request('/api/x');
    expect(callOf()[1].credentials).toBe('include');
  });

  it('uses POST by default', async () => {
    await request('/api/x', { data: { a: 1 } });
    expect(callOf()[1].method).toBe('POST');
  });

  it('form-encodes the body unless another type is given', async () => {
    await request('/api/x', { data: { brandTitle: '云栖 +', page: 2 } });
    const [, init] = callOf();
    expect(init.headers['Content-Type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(init.body).toBe('brandTitle=%E4%BA%91%E6%A0%96%20%2B&page=2');
  });

  it.each(['post', 'put', 'patch', 'delete'])(
    'sends JSON for %s in the JSON helper',
    async (method) => {
      await requestJSON('/api/x', { method, data: { name: '张三', list: [1, 2] } });
      const [, init] = callOf();
      expect(init.method).toBe(method.toUpperCase());
      expect(init.headers['Content-Type']).toMatch(/application\/json/);
      expect(JSON.parse(String(init.body))).toEqual({ name: '张三', list: [1, 2] });
    },
  );

  it('asks for JSON', async () => {
    await request('/api/x');
    expect(callOf()[1].headers.Accept).toBe('application/json');
  });

  it('writes array query values as repeated keys', async () => {
    await request('/api/x', { method: 'get', params: { id: [1, 2, 3], q: 'a' } });
    expect(callOf()[0]).toBe('/api/x?id=1&id=2&id=3&q=a');
  });

  it('checks success on every answer: a true answer is returned as it came, without a toast', async () => {
    const res = await request('/api/x');
    expect(res).toEqual(okBody());
    expect(toast).not.toHaveBeenCalled();
  });

  it('caches GET answers with status 200 for 60 000 ms, and nothing else', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate'] });
    await request('/api/cached', { method: 'get', params: { id: 1 } });
    await request('/api/cached', { method: 'get', params: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await request('/api/cached', { method: 'get', params: { id: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    jest.setSystemTime(1_000_000 + CACHE_TTL_MS + 1);
    await request('/api/cached', { method: 'get', params: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await request('/api/post');
    await request('/api/post');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('does not cache a failed GET, so a retry really retries', async () => {
    fetchMock.mockImplementationOnce(async () => fakeResponse({ body: failBody('400') }));
    await request('/api/g', { method: 'get' });
    await request('/api/g', { method: 'get' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('has no default time-out: a slow answer still arrives', async () => {
    fetchMock.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          setTimeout(() => resolve(fakeResponse({ body: okBody('slow') })), 300);
        }),
    );
    const res = await request('/api/slow');
    expect(res.data).toBe('slow');
  });
});

describe('SPEC.md §8: the error catalogue', () => {
  it('success false: an error toast with the response message for 3 s; resolves the envelope', async () => {
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ body: failBody('4001', '案例不存在') }),
    );
    const res = await request('/api/x');
    expect(res).toEqual(failBody('4001', '案例不存在'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0][0]).toMatchObject({
      content: '案例不存在',
      duration: TOAST_DURATION,
    });
    expect(TOAST_DURATION).toBe(3);
  });

  it('suppresses a second toast of the same code within 500 ms, not after', async () => {
    jest.useFakeTimers({ now: 5_000, doNotFake: ['nextTick', 'setImmediate'] });
    fetchMock.mockImplementation(async () => fakeResponse({ body: failBody('4001', '重复') }));
    await request('/api/a');
    await request('/api/b');
    expect(toast).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(async () => fakeResponse({ body: failBody('4002', '另一种') }));
    await request('/api/c');
    expect(toast).toHaveBeenCalledTimes(2);
    jest.setSystemTime(5_000 + DUPLICATE_WINDOW_MS + 1);
    fetchMock.mockImplementation(async () => fakeResponse({ body: failBody('4001', '重复') }));
    await request('/api/d');
    expect(toast).toHaveBeenCalledTimes(3);
  });

  it('code 504: deletes the login cookies and goes to /login', async () => {
    Cookies.set(SESSION_COOKIES.loginState, '1');
    Cookies.set(SESSION_COOKIES.userInfo, '{"id":1}');
    Cookies.set('unrelated', 'keep');
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ body: failBody('504', '登录失效') }),
    );
    const res = await request('/api/x');
    expect(res.success).toBe(false);
    expect(Cookies.get(SESSION_COOKIES.loginState)).toBeUndefined();
    expect(Cookies.get(SESSION_COOKIES.userInfo)).toBeUndefined();
    expect(Cookies.get('unrelated')).toBe('keep');
    expect(navigation.push).toHaveBeenCalledWith('/login');
    expect(navigation.reload).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    Cookies.remove('unrelated');
  });

  it('code 504 on /login: reloads instead', async () => {
    window.history.pushState({}, '', '/login');
    fetchMock.mockImplementationOnce(async () => fakeResponse({ body: failBody('504') }));
    await request('/api/x');
    expect(navigation.reload).toHaveBeenCalledTimes(1);
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('code 505: goes to /login without touching cookies', async () => {
    Cookies.set(SESSION_COOKIES.loginState, '1');
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ body: failBody('505', '请先登录') }),
    );
    await request('/api/x');
    expect(navigation.push).toHaveBeenCalledWith('/login');
    expect(Cookies.get(SESSION_COOKIES.loginState)).toBe('1');
    expect(toast).not.toHaveBeenCalled();
  });

  it('code 505 on /login under a router base: reloads', async () => {
    (window as Window).routerBase = '/lantu/';
    window.history.pushState({}, '', '/lantu/login');
    fetchMock.mockImplementationOnce(async () => fakeResponse({ body: failBody('505') }));
    await request('/api/x');
    expect(navigation.reload).toHaveBeenCalledTimes(1);
    delete (window as Window).routerBase;
  });

  it('other codes: a toast only', async () => {
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ body: failBody('403', '无权访问') }),
    );
    await request('/api/x');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(navigation.push).not.toHaveBeenCalled();
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('a status outside 200–299: an HTTP error toast in Chinese, resolved as a failure', async () => {
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ status: 502, raw: '<html>Bad Gateway</html>' }),
    );
    const res = await request('/api/x');
    expect(res).toMatchObject({
      success: false,
      code: 'HTTP_502',
      message: TRANSPORT_MESSAGES.http(502),
    });
    expect(toast.mock.calls[0][0].content).toBe('服务器开小差了（502），请稍后重试');
  });

  it('a 4xx answer with an envelope: the server says what was wrong, in its words', async () => {
    const told = '这个请求编号已用于另一条内容不同的咨询，请刷新页面后重新填写提交';
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ status: 409, body: failBody('409', told) }),
    );
    const res = await request('/api/x');
    expect(res).toMatchObject({ success: false, code: 'HTTP_409', message: told });
    expect(toast.mock.calls[0][0].content).toBe(told);
  });

  it('a 5xx answer with an envelope still shows the generic message (a fault, not advice)', async () => {
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ status: 500, body: failBody('500', 'NullPointerException at line 3') }),
    );
    const res = await request('/api/x');
    expect(res).toMatchObject({ code: 'HTTP_500', message: TRANSPORT_MESSAGES.http(500) });
  });

  it('a body that is not JSON: a parse error', async () => {
    fetchMock.mockImplementationOnce(async () => fakeResponse({ raw: '<!doctype html><p>oops' }));
    const res = await request('/api/x');
    expect(res).toMatchObject({ success: false, code: 'PARSE_ERROR' });
    expect(toast.mock.calls[0][0].content).toBe(TRANSPORT_MESSAGES.parse);
  });

  it('JSON that is not an envelope: a parse error too', async () => {
    fetchMock.mockImplementationOnce(async () => fakeResponse({ body: [1, 2, 3] }));
    const res = await request('/api/x');
    expect(res.code).toBe('PARSE_ERROR');
  });

  it('a request error (offline): a network toast', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const res = await request('/api/x');
    expect(res).toMatchObject({
      success: false,
      code: 'NETWORK_ERROR',
      message: TRANSPORT_MESSAGES.network,
    });
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('a time-out when a call asks for one', async () => {
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    const res = await request('/api/x', { timeout: 20 });
    expect(res).toMatchObject({
      success: false,
      code: 'TIMEOUT',
      message: TRANSPORT_MESSAGES.timeout,
    });
  });

  it('a failure answer without a message still gets a Chinese toast', async () => {
    fetchMock.mockImplementationOnce(async () =>
      fakeResponse({ body: { success: false, code: '400', message: '' } }),
    );
    await request('/api/x');
    expect(toast.mock.calls[0][0].content).toBe(TRANSPORT_MESSAGES.fallback);
  });
});

describe('cookies', () => {
  it('writes cookies with a 24-hour lifetime', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeSessionCookie(SESSION_COOKIES.loginState, '1');
    expect(COOKIE_LIFETIME_DAYS).toBe(1);
    expect(set).toHaveBeenCalledWith(
      SESSION_COOKIES.loginState,
      '1',
      expect.objectContaining({ expires: 1 }),
    );
  });
});
