/**
 * What stands between the network and umi's mock middleware, in the preview (server/preview) and
 * in `npm start` (server/preview/umiPlugin.ts) alike:
 *
 * - the Host header must name this machine (localhost, an IP address, its host name, or one of
 *   ALLOWED_HOSTS): a web page cannot reach the preview through a DNS name that points here;
 * - an API call from another site's page is refused (its Origin, or Sec-Fetch-Site: cross-site),
 *   and no Access-Control-* header ever allows one;
 * - the body is read here, once, up to MAX_BODY_BYTES (413 beyond), and parsed only as JSON (400
 *   when malformed) or a form; multipart and other types are refused (415) before any parser sees
 *   them. umi's mock middleware then finds the body parsed and runs the handler. Its own parser
 *   for multipart (multer 1 / busboy 0.x / dicer) throws inside a stream event on a folded header
 *   line (CVE-2022-24434) and takes the whole process down; it never runs.
 *
 * Every refusal is the API's envelope with a Chinese message and the matching HTTP status. A body
 * too large is answered at once, then read and thrown away (bounded by LINGER) before the
 * connection closes, as nginx's lingering close does: closing a socket with unread data makes the
 * kernel reset the connection, and a client still sending would meet EPIPE instead of the 413.
 */
import type { IncomingMessage, ServerResponse } from 'http';
import os from 'os';
import { parse as parseQuery } from 'qs';

/** Far above any form of the site (a full consultation is under 4 KB). */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * How much of a refused body is still read and thrown away, and for how long, before the
 * connection closes (nginx: lingering_time 30 s, lingering_timeout 5 s). Beyond either the client
 * is not a form of this site, and the connection is cut.
 */
export const LINGER = { bytes: 16 * 1024 * 1024, ms: 10_000 };
export type Linger = typeof LINGER;

export const GUARD_MESSAGES = {
  host: '此地址不在预览服务允许的主机名之内（可用 ALLOWED_HOSTS 添加）',
  origin: '不接受来自其他网站的请求',
  tooLarge: `请求内容过大（上限 ${MAX_BODY_BYTES / 1024} KB）`,
  multipart: '接口不接受文件上传（multipart/form-data），请以 JSON 或表单格式提交',
  mediaType: '不支持的请求格式，请以 JSON（application/json）或表单格式提交',
  json: '请求内容不是有效的 JSON 对象',
  encoding: '请求内容不是有效的 UTF-8 文本',
  notFound: '接口不存在',
  method: '不支持的请求方法',
} as const;

type Req = IncomingMessage & { body?: unknown; _body?: boolean };
type Next = (error?: unknown) => void;

/** Writes the API envelope `{ success: false, code, message }` with `status`; false if too late. */
function writeRefusal(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string>,
): boolean {
  if (res.headersSent) return false;
  const body = JSON.stringify({ success: false, code: String(status), message });
  res.statusCode = status;
  Object.entries(headers).forEach(([k, v]) => res.setHeader(k, v));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.write(body);
  return true;
}

/** Answers the API envelope `{ success: false, code, message }` with `status`. */
export function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  writeRefusal(res, status, message, headers);
  res.end();
}

/**
 * The 413 for a body that is still arriving: the answer goes out now, the connection closes once
 * the client has sent the rest (read and thrown away) or LINGER runs out, whichever comes first.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, linger: Linger): void {
  writeRefusal(res, 413, GUARD_MESSAGES.tooLarge, { Connection: 'close' });
  let drained = 0;
  let timer: NodeJS.Timeout | undefined;
  const done = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const count = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > linger.bytes) {
      req.off('data', count);
      done();
    }
  };
  const close = () => {
    req.off('data', count);
    done();
  };
  timer = setTimeout(close, linger.ms);
  req.on('data', count);
  req.once('end', close);
  req.once('error', close);
  if (req.complete) close();
  else req.resume();
}

const isApi = (url: string | undefined) => (url ?? '').startsWith('/api/');
const hasBody = (method: string | undefined) =>
  !['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());

/** The host name of a Host header, without port and brackets, lower-cased. */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1].toLowerCase();
  return host.replace(/:\d+$/, '').toLowerCase();
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Whether a Host header names this machine (see the top of the file). */
export function isAllowedHost(
  host: string | undefined,
  extra: string[] = (process.env.ALLOWED_HOSTS ?? '').split(','),
): boolean {
  const name = hostnameOf(host);
  if (!name) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (IPV4.test(name) || name.includes(':')) return true; // an address, not a name
  const mine = os.hostname().toLowerCase();
  return [mine, `${mine}.local`, ...extra.map((h) => h.trim().toLowerCase())].some(
    (h) => h && h === name,
  );
}

/** Whether the request comes from a page of another site. */
export function isCrossSite(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== (req.headers.host ?? '').toLowerCase();
  } catch {
    return true; // `null` (a sandboxed frame, a file) or garbage
  }
}

export function hostGuard() {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (isAllowedHost(req.headers.host)) return next();
    if (isApi(req.url)) return refuse(res, 403, GUARD_MESSAGES.host);
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return res.end(`${GUARD_MESSAGES.host}\n`);
  };
}

/** Reads the whole body up to `limit` bytes; null when it is larger (the 413 is answered). */
function readBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  linger: Linger,
): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      // Answered before a byte of it is kept, as nginx does.
      refuseTooLarge(req, res, linger);
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        refuseTooLarge(req, res, linger);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!done) reject(error);
    });
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The parsed body, or a refusal `[status, message]`. */
export function parseBody(
  contentType: string | undefined,
  raw: Buffer,
): { body: Record<string, unknown> } | { status: number; message: string } {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') return { status: 415, message: GUARD_MESSAGES.multipart };
  if (!raw.length) return { body: {} };
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    return { status: 400, message: GUARD_MESSAGES.encoding };
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return { body: value as Record<string, unknown> };
      }
    } catch {
      /* answered below */
    }
    return { status: 400, message: GUARD_MESSAGES.json };
  }
  if (type === 'application/x-www-form-urlencoded') {
    // Flat keys and repeated keys (umi-request's `a=1&a=2`); shallow nesting at most.
    const body = parseQuery(text, { depth: 2, parameterLimit: 200, arrayLimit: 50 });
    return { body: body as Record<string, unknown> };
  }
  return { status: 415, message: GUARD_MESSAGES.mediaType };
}

/**
 * For /api/ calls: cross-site refusal, no CORS, and the body read and parsed (see the top).
 * Requests with a body elsewhere are not for the preview: the static files answer GET and HEAD.
 */
export function apiGuard(limit = MAX_BODY_BYTES, linger: Linger = LINGER) {
  return async (req: Req, res: ServerResponse, next: Next) => {
    if (!isApi(req.url)) return next();
    // umi dev's own CORS middleware has already reflected any Origin; take that back.
    [
      'Access-Control-Allow-Origin',
      'Access-Control-Allow-Credentials',
      'Access-Control-Allow-Methods',
      'Access-Control-Allow-Headers',
    ].forEach((h) => res.removeHeader(h));
    if (isCrossSite(req)) return refuse(res, 403, GUARD_MESSAGES.origin);
    res.setHeader('Cache-Control', 'no-store');
    if (!hasBody(req.method)) return next();
    let raw: Buffer | null;
    try {
      raw = await readBody(req, res, limit, linger);
    } catch (error) {
      return next(error);
    }
    if (raw === null) return undefined;
    const parsed = parseBody(req.headers['content-type'], raw);
    if ('status' in parsed) return refuse(res, parsed.status, parsed.message);
    req.body = parsed.body;
    // body-parser (inside umi's mock middleware) skips a request whose body is already read.
    // eslint-disable-next-line no-underscore-dangle
    req._body = true;
    return next();
  };
}
