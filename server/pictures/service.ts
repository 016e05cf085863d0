/**
 * The project's own picture service (`self` in src/utils/loaders.ts): answers
 * `/_img/w<width>q<quality>/<key>.<format>` with that variant of the source, and
 * `/_img/s<side>q<quality>/<key>.jpg` with the share card's square of it, made once by encode.ts
 * and kept in a bounded disk cache. The preview server mounts it; `npm run build` writes the
 * variants pages use with the same encoder.
 *
 * What it refuses, before any work: an address off the ladder (VARIANT_WIDTHS, QUALITY) or a
 * square other than the share card's (SQUARE_SIDES, SHARE_SQUARE), a key
 * that could leave the site (`..`, `\`, NUL, an empty or dot segment), a host not listed in
 * `hosts` (never an open proxy). Then each source is checked (inspectSource) before it is encoded.
 * At most `concurrency` sources are fetched and encoded at once and `maxQueue` wait; beyond that
 * the answer is an immediate 503, and with `answerWithinMs` a variant not made in time is a 503
 * too while its encode goes on. Every refusal is a short Chinese message with its status.
 */
import { createHash, randomBytes } from 'crypto';
import fs from 'fs';
import type { FileHandle } from 'fs/promises';
import type { IncomingMessage, ServerResponse } from 'http';
import os from 'os';
import path from 'path';
import type { Variant as VariantName } from '../../src/utils/loaders';
import {
  parseSelfVariant,
  PLACEHOLDER_QUALITY,
  PLACEHOLDER_WIDTH,
  QUALITY,
  remoteOfKey,
  selfVariantPath,
  SHARE_SQUARE,
  SQUARE_SIDES,
  VARIANT_WIDTHS,
  variantTag,
} from '../../src/utils/loaders';
import type { EncodeOptions, Refusal } from './encode';
import {
  encodeVariant,
  ENCODER_ID,
  etagOf,
  inspectSource,
  MAX_SOURCE_BYTES,
  MAX_SOURCE_PIXELS,
  SOURCE_MESSAGES,
} from './encode';

/** The cache's default bound: a few thousand variants, a small share of a preview machine's disk. */
export const DEFAULT_MAX_CACHE_BYTES = 512 * 1024 * 1024;
/** Variants kept in memory besides: more than every page's pictures at every width. */
export const DEFAULT_MAX_MEMORY_BYTES = 64 * 1024 * 1024;
/** A listed host has this long to send a whole source. */
export const REMOTE_TIMEOUT_MS = 10_000;
/** Redirects followed within the listed hosts (a CDN's canonical-address hop or two). */
export const MAX_REDIRECTS = 3;
/** Seconds a client is asked to wait when the queue is full. */
export const RETRY_AFTER_SECONDS = 2;

export const PICTURE_MESSAGES = {
  ...SOURCE_MESSAGES,
  address: '图片地址格式不正确',
  width: '图片宽度不在允许的档位之内',
  side: '方图边长不在允许的档位之内',
  quality: '图片质量参数不在允许的取值之内',
  format: '图片格式只能是 AVIF 或 WebP（分享用的方图为 JPEG）',
  key: '图片源地址不合法',
  host: '图片来源的主机不在允许之列',
  notFound: '图片源文件不存在',
  upstream: '图片来源未能提供该文件',
  timeout: '图片来源响应超时',
  busy: '图片处理繁忙，请稍后再试',
  slow: '图片正在处理，请稍后再试',
  failed: '图片处理失败，请稍后再试',
} as const;

export type PictureMessage = keyof typeof PICTURE_MESSAGES;

/** How the service fetches a listed host's source (global fetch by default). */
export type RemoteFetch = (
  url: URL,
  init: { redirect: 'manual'; signal: AbortSignal },
) => Promise<Response>;

export interface PictureServiceOptions {
  /** Reads a site-relative source by its decoded key (`uploads/a b.jpg`); null when missing. */
  readLocal: (key: string) => Promise<Buffer | null>;
  /** The origins whose sources may be fetched, e.g. `https://cms.lantu-design.cn`. */
  hosts?: string[];
  fetchRemote?: RemoteFetch;
  cacheDir: string;
  maxCacheBytes?: number;
  /** Of which the most recently used are also kept in memory (default 64 MB). */
  maxMemoryBytes?: number;
  /** Encodes at once (default: one per core, each single-threaded: see encode.ts). */
  concurrency?: number;
  /** Requests waiting for an encode beyond those running (default 4 × concurrency). */
  maxQueue?: number;
  /** Source limits (default MAX_SOURCE_BYTES, MAX_SOURCE_PIXELS). */
  maxBytes?: number;
  maxPixels?: number;
  remoteTimeoutMs?: number;
  /** The encoder (default encodeVariant; tests slow it down). */
  encode?: (input: Buffer, variant: EncodeOptions) => Promise<Buffer>;
  /**
   * How long a request may wait for its variant (default: as long as it takes). A variant not
   * made by then is answered 503 (`slow`, with Retry-After) while its encode goes on; `onLate`
   * is told of it, with the variant (null if it fails) once made.
   */
  answerWithinMs?: number;
  onLate?: (address: string, made: Promise<Variant | null>) => void;
}

type Next = (error?: unknown) => void;
export type PictureHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

type Made = ({ ok: true } & Variant) | Refusal;
type SourceRef = { id: string } & ({ kind: 'local'; path: string } | { kind: 'remote'; url: URL });

const fail = (status: number, key: PictureMessage): Refusal => ({
  ok: false,
  status,
  message: PICTURE_MESSAGES[key],
});

/** The variant an address names, or why it is refused (nothing has been read yet). */
function variantOf(address: string): ({ key: string } & EncodeOptions) | Refusal {
  const parsed = parseSelfVariant(address);
  if (!parsed) {
    const offFormat = /^_img\/[ws]\d+q\d+\/.+\.[^./]*$/.test(address);
    return fail(400, offFormat ? 'format' : 'address');
  }
  const { key, ...variant } = parsed;
  // One address per variant (no `w0640`): the cache and the browser's see one name each.
  if (selfVariantPath(key, variant) !== address) return fail(400, 'address');
  if (variant.crop === 'square') {
    if (!SQUARE_SIDES.includes(variant.width)) return fail(400, 'side');
    if (variant.quality !== SHARE_SQUARE.quality) return fail(400, 'quality');
    return parsed;
  }
  const { width, quality, format } = variant;
  if (!VARIANT_WIDTHS.includes(width)) return fail(400, 'width');
  const placeholder =
    width === PLACEHOLDER_WIDTH && format === 'webp' && quality === PLACEHOLDER_QUALITY;
  if (!placeholder && quality !== QUALITY[format]) return fail(400, 'quality');
  return parsed;
}

/** Where a key's source is, or why it is refused (see the top of the file). */
function sourceOf(key: string, allowed: Set<string>): SourceRef | Refusal {
  const segments: string[] = [];
  for (const raw of key.split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return fail(400, 'key');
    }
  }
  // A decoded `/` or `\` would split a segment anew; a leading dot names `..`, `.` or a hidden file.
  if (segments.some((s) => s === '' || s.startsWith('.') || /[/\\\u0000-\u001f\u007f]/.test(s))) {
    return fail(400, 'key');
  }
  if (!segments[0].startsWith('~')) {
    const local = segments.join('/');
    return { kind: 'local', path: local, id: `local:${local}` };
  }
  const url = remoteOfKey(key);
  if (!url || url.username || url.password) return fail(400, 'key');
  if (!allowed.has(url.origin)) return fail(403, 'host');
  return { kind: 'remote', url, id: `remote:${url.href}` };
}

/** At most `size` holders at once and `queue` waiting; a freed slot passes to the next in line. */
class Slots {
  private active = 0;

  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly size: number,
    private readonly queue: number,
  ) {}

  /** A promise of a slot, or null when the queue is full. */
  acquire(): Promise<void> | null {
    if (this.active < this.size) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) return null;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

/** A variant's bytes and their ETag, computed once. */
export interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * Whole variant files under one folder, at most `max` bytes together, the least recently used
 * evicted first. Sizes live in memory (rebuilt from the folder on start, oldest file first); a
 * file deleted behind its back is forgotten when next asked for, so the count only overestimates.
 * The most recently used variants are also kept in memory, at most `memoryMax` bytes, and answered
 * from there while their file is still in the folder: every page load asks for the same few dozen
 * again, and a read from disk costs more than the rest of the answer.
 */
class DiskCache {
  /** Name → size, least recently used first (a Map keeps insertion order). */
  private readonly index = new Map<string, number>();

  /** Name → the variant, least recently used first. */
  private readonly memory = new Map<string, Variant>();

  private memoryTotal = 0;

  /** Bytes indexed plus bytes being written. */
  private total = 0;

  readonly ready: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly max: number,
    private readonly memoryMax: number,
  ) {
    this.ready = this.load().catch(() => undefined);
  }

  private remember(name: string, variant: Variant): Variant {
    const old = this.memory.get(name);
    if (old) {
      this.memory.delete(name);
      this.memoryTotal -= old.body.length;
    }
    if (variant.body.length > this.memoryMax) return variant;
    for (const [oldest, { body }] of this.memory) {
      if (this.memoryTotal + variant.body.length <= this.memoryMax) break;
      this.memory.delete(oldest);
      this.memoryTotal -= body.length;
    }
    this.memory.set(name, variant);
    this.memoryTotal += variant.body.length;
    return variant;
  }

  private async load(): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const found: { name: string; size: number; mtime: number }[] = [];
    for (const name of await fs.promises.readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      if (/^[0-9a-f]{64}\.(?:avif|webp|jpg)$/.test(name)) {
        found.push({ name, size: stat.size, mtime: stat.mtimeMs });
      } else if (name.endsWith('.tmp') && Date.now() - stat.mtimeMs > 60_000) {
        // Left by a process that stopped mid-write (a younger one may be another's, still writing).
        await fs.promises.unlink(file).catch(() => undefined);
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { name, size } of found) {
      this.index.set(name, size);
      this.total += size;
    }
    await Promise.all(this.evict(0).map((name) => this.remove(name)));
  }

  /** Takes the oldest entries out of the index until `size` more bytes fit; their names. */
  private evict(size: number): string[] {
    const victims: string[] = [];
    for (const [name, bytes] of this.index) {
      if (this.total + size <= this.max) break;
      this.index.delete(name);
      this.total -= bytes;
      victims.push(name);
    }
    return victims;
  }

  private remove(name: string): Promise<void> {
    return fs.promises.unlink(path.join(this.dir, name)).catch(() => undefined);
  }

  private forget(name: string): void {
    const kept = this.memory.get(name);
    if (kept) {
      this.memory.delete(name);
      this.memoryTotal -= kept.body.length;
    }
    const size = this.index.get(name);
    if (size === undefined) return;
    this.index.delete(name);
    this.total -= size;
  }

  async get(name: string): Promise<Variant | null> {
    const size = this.index.get(name);
    if (size === undefined) return null;
    this.index.delete(name);
    this.index.set(name, size);
    const file = path.join(this.dir, name);
    try {
      // From memory while the file is there (emptying the folder empties the cache). A stat
      // of this folder's file, synchronous: here the promise's round trip cost ten times more.
      const kept = this.memory.get(name);
      if (kept && fs.statSync(file).size === kept.body.length) {
        return this.remember(name, kept);
      }
      const body = await fs.promises.readFile(file);
      return this.remember(name, { body, etag: etagOf(body) });
    } catch {
      this.forget(name);
      return null;
    }
  }

  /** Keeps a variant; never throws (a variant that cannot be kept is still served). */
  async put(name: string, variant: Variant): Promise<void> {
    const { body } = variant;
    if (this.index.has(name) || body.length > this.max) return;
    const victims = this.evict(body.length);
    // Bytes being written by others are not evictable: then this one is not kept.
    if (this.total + body.length > this.max) return;
    this.total += body.length;
    const temp = path.join(
      this.dir,
      `${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      // Old files go first, so the folder stays within the bound even while this one is written.
      await Promise.all(victims.map((victim) => this.remove(victim)));
      await fs.promises.mkdir(this.dir, { recursive: true });
      await fs.promises.writeFile(temp, body);
      await fs.promises.rename(temp, path.join(this.dir, name));
      this.index.set(name, body.length);
      this.remember(name, variant);
    } catch {
      this.total -= body.length;
      await fs.promises.unlink(temp).catch(() => undefined);
    }
  }
}

/** Writes a refusal: the status and its Chinese message as plain text, never cached. */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  { status, message }: Refusal,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = `${message}\n`;
  res.statusCode = status;
  Object.entries(headers).forEach(([k, v]) => res.setHeader(k, v));
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(req.method === 'HEAD' ? undefined : body);
}

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/** Each variant format's Content-Type. */
const CONTENT_TYPE: Record<VariantName['format'], string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Writes a variant: immutable, since its address names it. */
function sendPicture(
  req: IncomingMessage,
  res: ServerResponse,
  { body, etag }: Variant,
  format: VariantName['format'],
): void {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', etag);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', CONTENT_TYPE[format]);
  res.setHeader('Content-Length', body.length);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The body up to one byte past `limit` (what fileReader reads too): enough for the size check to
 * refuse it with 413, without reading the rest.
 */
export async function bodyPast(response: Response, limit: number): Promise<Buffer> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(chunks, Math.min(size, limit + 1));
}

/** A response's body up to `limit` bytes; null beyond, without reading the rest. */
export async function bodyUpTo(response: Response, limit: number): Promise<Buffer | null> {
  const body = await bodyPast(response, limit);
  return body.length > limit ? null : body;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(String((error as NodeJS.ErrnoException)?.code));

/** The picture service's request handler (see the top of the file). */
export function createPictureService(options: PictureServiceOptions): PictureHandler {
  const {
    readLocal,
    fetchRemote = (url, init) => fetch(url, init),
    cacheDir,
    maxCacheBytes = DEFAULT_MAX_CACHE_BYTES,
    maxMemoryBytes = DEFAULT_MAX_MEMORY_BYTES,
    concurrency = Math.max(1, os.cpus().length),
    maxBytes = MAX_SOURCE_BYTES,
    maxPixels = MAX_SOURCE_PIXELS,
    remoteTimeoutMs = REMOTE_TIMEOUT_MS,
    encode = encodeVariant,
    answerWithinMs,
    onLate,
  } = options;
  const maxQueue = options.maxQueue ?? 4 * concurrency;
  const allowed = new Set(
    (options.hosts ?? []).flatMap((host) => {
      try {
        return [new URL(host).origin];
      } catch {
        return [];
      }
    }),
  );
  const cache = new DiskCache(cacheDir, maxCacheBytes, maxMemoryBytes);
  const slots = new Slots(concurrency, maxQueue);
  const inflight = new Map<string, Promise<Made>>();

  async function fetchSource(url: URL): Promise<Buffer | Refusal> {
    const signal = AbortSignal.timeout(remoteTimeoutMs);
    let current = url;
    try {
      for (let hop = 0; ; hop += 1) {
        const response = await fetchRemote(current, { redirect: 'manual', signal });
        if (response.status >= 300 && response.status < 400) {
          await response.body?.cancel().catch(() => undefined);
          const location = response.headers.get('location');
          if (!location || hop >= MAX_REDIRECTS) return fail(502, 'upstream');
          current = new URL(location, current);
          if (!allowed.has(current.origin) || current.username || current.password) {
            return fail(403, 'host');
          }
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          return [404, 410].includes(response.status)
            ? fail(404, 'notFound')
            : fail(502, 'upstream');
        }
        if (Number(response.headers.get('content-length')) > maxBytes) {
          await response.body?.cancel().catch(() => undefined);
          return fail(413, 'tooLarge');
        }
        return (await bodyUpTo(response, maxBytes)) ?? fail(413, 'tooLarge');
      }
    } catch {
      return signal.aborted ? fail(504, 'timeout') : fail(502, 'upstream');
    }
  }

  async function load(source: SourceRef): Promise<Buffer | Refusal> {
    if (source.kind === 'remote') return fetchSource(source.url);
    try {
      return (await readLocal(source.path)) ?? fail(404, 'notFound');
    } catch (error) {
      return isMissing(error) ? fail(404, 'notFound') : fail(500, 'failed');
    }
  }

  /** Reads, checks, encodes and keeps one variant; never rejects. */
  async function make(source: SourceRef, variant: EncodeOptions, name: string): Promise<Made> {
    try {
      const input = await load(source);
      if (!Buffer.isBuffer(input)) return input;
      const check = await inspectSource(input, { maxBytes, maxPixels });
      if (!check.ok) return check;
      let body: Buffer;
      try {
        body = await encode(input, variant);
      } catch (error) {
        // The source passed inspection, so a decoder's complaint means a damaged file.
        return /pixel limit/i.test(String(error))
          ? fail(413, 'tooManyPixels')
          : fail(422, 'corrupt');
      }
      const made: Variant = { body, etag: etagOf(body) };
      await cache.put(name, made);
      return { ok: true, ...made };
    } catch {
      return fail(500, 'failed');
    }
  }

  /** The job's result, or null when it is not done by `deadline` (Date.now()'s clock). */
  function byDeadline(job: Promise<Made>, deadline: number | undefined): Promise<Made | null> {
    if (deadline === undefined) return job;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
    });
    return Promise.race([job, late]).finally(() => clearTimeout(timer));
  }

  async function serve(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    const deadline = answerWithinMs === undefined ? undefined : Date.now() + answerWithinMs;
    const variant = variantOf(address);
    if ('ok' in variant) return refuse(req, res, variant);
    const { key, ...wanted } = variant;
    const source = sourceOf(key, allowed);
    if ('ok' in source) return refuse(req, res, source);
    const { format } = wanted;
    const name = `${createHash('sha256')
      .update([ENCODER_ID, source.id, variantTag(wanted), format].join('\n'))
      .digest('hex')}.${format}`;
    await cache.ready;
    const cached = await cache.get(name);
    if (cached) return sendPicture(req, res, cached, format);
    let job = inflight.get(name);
    if (!job) {
      const slot = slots.acquire();
      if (!slot) {
        return refuse(req, res, fail(503, 'busy'), { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      job = slot
        .then(() => make(source, wanted, name))
        .finally(() => {
          slots.release();
          inflight.delete(name);
        });
      inflight.set(name, job);
    }
    const made = await byDeadline(job, deadline);
    if (!made) {
      // Still being made: answered now (nginx then sends the upload), finished and kept all the same.
      onLate?.(
        address,
        job.then((late) => (late.ok ? { body: late.body, etag: late.etag } : null)),
      );
      return refuse(req, res, fail(503, 'slow'), { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    return made.ok ? sendPicture(req, res, made, format) : refuse(req, res, made);
  }

  return (req, res, next) => {
    const pathname = (req.url ?? '').split(/[?#]/)[0];
    if (!['GET', 'HEAD'].includes(req.method ?? 'GET') || !pathname.startsWith('/_img/')) {
      next();
      return;
    }
    serve(req, res, pathname.slice(1)).catch(() => refuse(req, res, fail(500, 'failed')));
  };
}

/**
 * A `readLocal` over a folder (dist/ in the preview): the file under `root`, read up to one byte
 * past `maxBytes` (enough for the size check to refuse it), or null when there is no such file.
 */
export function fileReader(
  root: string,
  maxBytes = MAX_SOURCE_BYTES,
): (key: string) => Promise<Buffer | null> {
  const base = path.resolve(root);
  return async (key) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(`${base}${path.sep}`)) return null;
    let handle: FileHandle | undefined;
    try {
      // O_NONBLOCK: a FIFO in the folder must not hang the read.
      handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
      const stat = await handle.stat();
      if (!stat.isFile()) return null;
      const length = Math.min(stat.size, maxBytes + 1);
      const buffer = Buffer.alloc(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle.read(buffer, filled, length - filled, filled);
        if (!bytesRead) break;
        filled += bytesRead;
      }
      return buffer.subarray(0, filled);
    } catch {
      return null;
    } finally {
      await handle?.close();
    }
  };
}
