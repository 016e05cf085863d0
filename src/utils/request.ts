/**
 * The one request wrapper every API call goes through (SPEC.md §7, §8).
 *
 * Decision — a call never rejects. Every outcome resolves to a `ResponseEnvelope`:
 *   - the server's envelope as it came (success true or false);
 *   - for transport failures (HTTP status outside 200–299, a body that is not JSON or not an
 *     envelope, a network error, a time-out) a synthesised envelope with `success: false`, a
 *     `code` of 'HTTP_<status>' / 'PARSE_ERROR' / 'NETWORK_ERROR' / 'TIMEOUT' and a Chinese message;
 *     a 4xx answer that carries an envelope keeps the server's message (it says what was wrong
 *     with the request: 409, 413, 429 …), a 5xx never does (a fault, not advice).
 * The wrapper has already shown the toast (and handled 504/505), so callers need one check only:
 * `if (res.success) …` — models save on success and otherwise leave state alone.
 *
 * Defaults: POST; form-encoded body (`requestJSON` sends JSON for post/put/patch/delete); Accept
 * JSON; credentials always sent; array query values as repeated keys (`a=1&a=2`); no time-out
 * unless a call passes one; GET answers with HTTP 200 and `success: true` are cached for 60 s.
 */
import { extend } from 'umi-request';
import type { RequestOptionsInit } from 'umi-request';
import type { ResponseEnvelope } from '@/types/api';
import { apiBase } from './base';
import { toastError } from './notify';
import { clearSessionCookies, goToLogin } from './session';

export const CACHE_TTL_MS = 60000;
export const SESSION_EXPIRED_CODE = '504';
export const LOGIN_REQUIRED_CODE = '505';

/** Chinese messages for failures that carry no server message. */
export const TRANSPORT_MESSAGES = {
  http: (status: number) => `服务器开小差了（${status}），请稍后重试`,
  parse: '服务器返回的数据无法识别，请稍后重试',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  fallback: '请求失败，请稍后重试',
} as const;

export type RequestOptions = Omit<RequestOptionsInit, 'getResponse'>;

const client = extend({
  method: 'post',
  requestType: 'form',
  credentials: 'include',
  headers: { Accept: 'application/json' },
  timeout: 0,
  throwErrIfParseFail: true,
  getResponse: true,
  // Let 4xx/5xx bodies through the error path below instead of umi-request's own handler.
  errorHandler: (error) => {
    throw error;
  },
});

interface CacheEntry {
  expires: number;
  body: ResponseEnvelope<unknown>;
}
const getCache = new Map<string, CacheEntry>();

/** For tests and after a deploy: forget cached GET answers. */
export function clearRequestCache(): void {
  getCache.clear();
}

function isEnvelope(body: unknown): body is ResponseEnvelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { success?: unknown }).success === 'boolean'
  );
}

function failure(code: string, message: string): ResponseEnvelope<never> {
  return { success: false, code, message };
}

interface TransportError {
  type?: string;
  name?: string;
  message?: string;
  response?: { status?: number } | null;
  data?: unknown;
}

/** Maps an error thrown by umi-request or fetch to an envelope. */
export function envelopeFromError(error: unknown): ResponseEnvelope<never> {
  const e = (error ?? {}) as TransportError;
  const type = e.type ?? e.name;
  const status = e.response?.status;
  // The status decides first: an error page's HTML body fails to parse, but it is an HTTP error.
  if (type === 'HttpError' || (typeof status === 'number' && (status < 200 || status > 299))) {
    const told =
      isEnvelope(e.data) && typeof e.data.message === 'string' ? e.data.message.trim() : '';
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    return failure(
      `HTTP_${status ?? 0}`,
      clientError && told ? told : TRANSPORT_MESSAGES.http(status ?? 0),
    );
  }
  if (type === 'ParseError') return failure('PARSE_ERROR', TRANSPORT_MESSAGES.parse);
  if (type === 'Timeout') return failure('TIMEOUT', TRANSPORT_MESSAGES.timeout);
  if (type === 'AbortError') return failure('ABORTED', TRANSPORT_MESSAGES.fallback);
  return failure('NETWORK_ERROR', TRANSPORT_MESSAGES.network);
}

/** The error handler of SPEC.md §8, run for every answer whose `success` is not true. */
export function handleFailure(envelope: ResponseEnvelope<unknown>): void {
  const code = String(envelope.code ?? '');
  if (code === SESSION_EXPIRED_CODE) {
    clearSessionCookies();
    goToLogin();
    return;
  }
  if (code === LOGIN_REQUIRED_CODE) {
    goToLogin();
    return;
  }
  const text =
    typeof envelope.message === 'string' && envelope.message.trim()
      ? envelope.message
      : TRANSPORT_MESSAGES.fallback;
  toastError(text, code || 'UNKNOWN');
}

function cacheKey(url: string, options: RequestOptions): string {
  return `${url}?${JSON.stringify(options.params ?? {})}`;
}

/**
 * Calls the API. `url` is an API path such as '/api/case/list'; `data` is the body, `params`
 * the query. Resolves to the envelope; never rejects (see the decision above).
 */
export async function request<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<ResponseEnvelope<T>> {
  const method = String(options.method ?? 'post').toLowerCase();
  const key = method === 'get' ? cacheKey(url, options) : '';
  if (key) {
    const hit = getCache.get(key);
    if (hit && hit.expires > Date.now()) return hit.body as ResponseEnvelope<T>;
    getCache.delete(key);
  }

  let envelope: ResponseEnvelope<T>;
  try {
    const { data, response } = await client(`${apiBase()}${url}`, {
      ...options,
      getResponse: true,
    });
    if (!isEnvelope(data)) {
      envelope = failure('PARSE_ERROR', TRANSPORT_MESSAGES.parse);
    } else {
      envelope = data as ResponseEnvelope<T>;
      if (key && response.status === 200 && envelope.success) {
        getCache.set(key, { expires: Date.now() + CACHE_TTL_MS, body: envelope });
      }
    }
  } catch (error) {
    envelope = envelopeFromError(error);
  }

  if (!envelope.success) handleFailure(envelope);
  return envelope;
}

/** JSON body for post/put/patch/delete (SPEC.md §7: "JSON for post, put, patch, delete in one wrapper"). */
export function requestJSON<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<ResponseEnvelope<T>> {
  return request<T>(url, { ...options, requestType: 'json' });
}

export default request;
