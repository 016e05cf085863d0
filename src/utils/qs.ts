/**
 * The two functions umi-request takes from `qs`, for the options it passes (`arrayFormat:
 * 'repeat'`, `strictNullHandling`), without qs's 12 KB (gzipped) of dependencies in the first
 * bundle. .umirc.ts aliases `qs` to this file for the browser build; tests/unit/utils/qs.test.ts
 * checks it against the real qs, case by case.
 */

type Params = Record<string, unknown>;

/** RFC 3986, as qs encodes: encodeURIComponent plus `!'()*`. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function serialise(value: unknown, key: string, out: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    out.push(encode(key));
    return;
  }
  if (value instanceof Date) {
    out.push(`${encode(key)}=${encode(value.toISOString())}`);
    return;
  }
  if (Array.isArray(value)) {
    // arrayFormat 'repeat': a=1&a=2
    value.forEach((item) => serialise(item, key, out));
    return;
  }
  if (typeof value === 'object') {
    Object.keys(value as Params).forEach((k) =>
      serialise((value as Params)[k], `${key}[${k}]`, out),
    );
    return;
  }
  out.push(`${encode(key)}=${encode(String(value))}`);
}

/** `qs.stringify(value, { arrayFormat: 'repeat', strictNullHandling: true })`. */
// The options argument qs takes is accepted and ignored: umi-request always passes the same ones.
export function stringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const out: string[] = [];
  Object.keys(value as Params).forEach((k) => serialise((value as Params)[k], k, out));
  return out.join('&');
}

const decode = (s: string) => {
  const text = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function assign(target: Params, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === '__proto__' || head === 'constructor' || head === 'prototype') return;
  if (rest.length === 0) {
    const prev = target[head];
    if (prev === undefined) target[head] = value;
    else target[head] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    return;
  }
  const next = target[head];
  const child: Params =
    next && typeof next === 'object' && !Array.isArray(next) ? (next as Params) : {};
  target[head] = child;
  assign(child, rest, value);
}

/** `qs.parse(text, { strictNullHandling: true })`: a key without `=` is null; `a[b]=1` nests. */
export function parse(text: string): Params {
  const result: Params = {};
  text
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .forEach((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = decode(eq === -1 ? pair : pair.slice(0, eq));
      const value = eq === -1 ? null : decode(pair.slice(eq + 1));
      const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
      const path = m
        ? [m[1], ...Array.from(m[2].matchAll(/\[([^[\]]*)\]/g), (x) => x[1])].filter(Boolean)
        : [rawKey];
      assign(result, path, value);
    });
  return result;
}

export default { parse, stringify };
