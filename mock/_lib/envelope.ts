/**
 * Helpers shared by every mock file: the response envelope, payload parsing and paging.
 * Handlers are written as pure functions of their input (see `api()` in ./api.ts) so that unit
 * tests call them directly, and `umi dev` / `umi preview` serve them through the same wrapper.
 */
import type { PageResult, ResponseEnvelope } from '../../src/types/api';

export const ok = <T>(data: T, message = '操作成功'): ResponseEnvelope<T> => ({
  success: true,
  code: '200',
  message,
  data,
});

export const fail = (message: string, code = '400'): ResponseEnvelope<never> => ({
  success: false,
  code,
  message,
});

const HTTP_STATUS = Symbol('httpStatus');

/**
 * An envelope answered with an HTTP status other than 200 (409, 429 …). Business failures keep
 * 200 with `success: false`, as the real API answers them. The status travels on a hidden
 * property: the JSON and equality in tests see the envelope alone.
 */
export function withStatus<T>(status: number, envelope: ResponseEnvelope<T>): ResponseEnvelope<T> {
  Object.defineProperty(envelope, HTTP_STATUS, { value: status, enumerable: false });
  return envelope;
}

/** The HTTP status `api()` answers an envelope with. */
export const httpStatusOf = (envelope: object): number =>
  (envelope as { [HTTP_STATUS]?: number })[HTTP_STATUS] ?? 200;

/** The merged query string and body of a request; form bodies arrive as strings, JSON as typed values. */
export type Payload = Record<string, unknown>;

/** A whole number from a payload value, or `fallback` when it is absent, not numeric or out of range. */
export function toInt(
  value: unknown,
  fallback: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (typeof value === 'number' && Number.isInteger(value)) {
    return value >= min && value <= max ? value : fallback;
  }
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) {
    const n = Number(value);
    return n >= min && n <= max ? n : fallback;
  }
  return fallback;
}

/** An optional id filter: '' / absent / 'all' / not numeric → undefined. */
export function toOptionalId(value: unknown): number | undefined {
  if (value === '' || value === undefined || value === null || value === 'all') return undefined;
  const n = toInt(value, Number.NaN, 0);
  return Number.isNaN(n) ? undefined : n;
}

/** A trimmed string, capped in length; anything not a string or number is ''. */
export function toText(value: unknown, maxLength = 200): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, maxLength);
  if (typeof value !== 'string') return '';
  return value.trim().slice(0, maxLength);
}

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

/**
 * One page of `list`. Page and size come from the payload (`page`/`current`, `pageSize`/`size`);
 * a page beyond the end answers an empty `records` with the real total.
 */
export function paginate<T>(
  list: T[],
  payload: Payload,
  defaultSize = DEFAULT_PAGE_SIZE,
): PageResult<T> {
  const page = toInt(payload.page ?? payload.current, 1);
  const pageSize = toInt(payload.pageSize ?? payload.size, defaultSize, 1, MAX_PAGE_SIZE);
  const start = (page - 1) * pageSize;
  return { records: list.slice(start, start + pageSize), total: list.length, page, pageSize };
}
