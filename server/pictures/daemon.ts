/**
 * `npm run pictures:serve`: the picture service (./service.ts) as a production process, the
 * upstream `lantu_pictures` of server/nginx/lantu.conf. nginx answers a variant the build wrote
 * from its file; one it did not write (a picture published after the build, a list's later page)
 * comes here, is made with the same encoder, ladder and limits as in the preview, and is also
 * written where nginx serves it as a file (`<LANTU_DIST>/_img/w…q…/<key>.<format>`, the share
 * card's square `<LANTU_DIST>/_img/s300q80/<key>.jpg`), so the next request for it never reaches
 * this process. server/systemd/lantu-pictures.service runs it on a server; `npm run serve:nginx`
 * starts it beside nginx (server/nginx/serve.ts).
 *
 *   PICTURES_PORT            where it answers, on 127.0.0.1 only (default 4292)
 *   LANTU_DIST               the deployed folder nginx serves (default dist/): sources under it are
 *                            read from it, and the variants made are written into its _img/
 *   PICTURES_UPLOADS_ORIGIN  where nginx sends /uploads/ (the API, e.g. http://127.0.0.1:8080): an
 *                            `uploads/…` source not in LANTU_DIST is read from there (default: none)
 *   IMAGE_HOSTS              the other origins pictures may come from, as for the build
 *   PICTURES_CONCURRENCY     encodes at once (default: one per core)
 *   PICTURES_MAX_QUEUE       requests waiting beyond those (default 64: a phone's first view of a
 *                            list asks for some thirty at once; 503 beyond)
 *   PICTURES_ANSWER_MS       how long a request waits for its variant (default 1500): one not made
 *                            by then is answered 503 and nginx sends the upload, while the encode
 *                            goes on and its file is written for the next request
 *   PICTURES_CACHE_DIR       its own cache (default node_modules/.cache/lantu-pictures/daemon)
 *   PICTURES_MAX_DISK_MB     that cache's bound (default 512)
 *   PICTURES_MAX_DIST_MB     the bound of the variants it wrote into LANTU_DIST (default 1024)
 *
 * What it writes into the deployed folder is bounded too, without ever touching what the build
 * wrote there: it keeps a record of its own files (`dist-written-<digest>.json` in the cache
 * folder: name, size, inode, mtime) and removes the oldest of them beyond the bound, and only while
 * the file is still the one it wrote (a build or a publish that replaced it made it theirs). A file
 * appears whole or not at all: written under a temporary name in its folder, then linked into place
 * (never replacing a file already there).
 *
 * `GET /_health` answers `{ ok, queue, running, written, bytes, rss }`. SIGTERM (or SIGINT) stops
 * accepting, finishes the answers under way (and so their encodes and writes), saves the record
 * and exits 0. Its log is Chinese, a line when it starts and stops and one per error, never one
 * per request; the same error again within a minute is counted, not repeated.
 */
import { AsyncLocalStorage } from 'async_hooks';
import { createHash, randomBytes } from 'crypto';
import fs from 'fs';
import http from 'http';
import type { IncomingMessage, ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { originsOf } from '../../src/utils/base';
import { distDir, ROOT } from '../paths';
import type { EncodeOptions } from './encode';
import { encodeVariant, MAX_SOURCE_BYTES } from './encode';
import type { RemoteFetch } from './service';
import {
  bodyPast,
  createPictureService,
  DEFAULT_MAX_CACHE_BYTES,
  fileReader,
  MAX_REDIRECTS,
  REMOTE_TIMEOUT_MS,
} from './service';

const MB = 1024 * 1024;

export const DEFAULT_PICTURES_PORT = 4292;
/**
 * Requests waiting for an encode beyond those running. A list page's first view on a phone asks
 * for some thirty variants at once (its covers and their tiny copies); with the preview's four
 * per core, two thirds met "busy" and were answered with their uploads, ten times the bytes. Each
 * waiting request is a socket and nothing more; the encodes themselves stay one per core.
 */
export const DEFAULT_MAX_QUEUE = 64;
export const DEFAULT_MAX_DIST_BYTES = 1024 * MB;
export const DEFAULT_DAEMON_CACHE_DIR = path.join(
  ROOT,
  'node_modules',
  '.cache',
  'lantu-pictures',
  'daemon',
);
/**
 * Variants also kept in memory: few, since after its first answer nginx serves a variant from its
 * file; the requests that still come twice are the ones that arrive while it is being made.
 */
export const DAEMON_MEMORY_BYTES = 16 * MB;
/**
 * How long a request waits for its variant before the answer is 503 (and nginx's the upload),
 * the encode going on behind it. nginx gives up at 2 s (server/nginx/lantu.conf, proxy_read_timeout)
 * so that a visitor has a picture within 3 s whatever the service does; answering first keeps
 * nginx's "upstream timed out" for a service that is really stuck, and its connection open.
 */
export const DEFAULT_ANSWER_MS = 1500;
/** How long SIGTERM waits for the answers under way before cutting them. */
export const STOP_TIMEOUT_MS = 25_000;
/** A temporary file older than this was left by a process that stopped mid-write. */
const STALE_TEMP_MS = 60_000;
/** Longer than nginx keeps an idle upstream connection (60 s): nginx closes it, never this. */
const KEEP_ALIVE_MS = 65_000;

export interface PictureDaemonOptions {
  /** 0: any free port (the tests). Always on 127.0.0.1. */
  port: number;
  /** The deployed folder nginx serves. */
  dist: string;
  cacheDir: string;
  /** Where `uploads/…` sources not in `dist` are read from (the API behind nginx's /uploads/). */
  uploadsOrigin?: string;
  /** The other origins sources may come from (IMAGE_HOSTS). */
  hosts?: string[];
  concurrency?: number;
  maxQueue?: number;
  /** How long a request waits for its variant before a 503 (default DEFAULT_ANSWER_MS). */
  answerWithinMs?: number;
  /** The cache's bound (the service's, default 512 MB). */
  maxCacheBytes?: number;
  /** The bound of the variants written into `dist` (default 1 GB). */
  maxDistBytes?: number;
  /** Source limit (default MAX_SOURCE_BYTES). */
  maxBytes?: number;
  /** How long a source may take from the upload origin or a listed host (default 10 s). */
  remoteTimeoutMs?: number;
  fetchRemote?: RemoteFetch;
  /** The encoder (default encodeVariant; the tests hold it or make it fixed-size). */
  encode?: (input: Buffer, variant: EncodeOptions) => Promise<Buffer>;
  /** Where a log line goes (default: the terminal, errors to stderr). */
  log?: (line: string, error?: boolean) => void;
}

export interface DaemonHealth {
  /** False once it is stopping. */
  ok: boolean;
  /** Requests waiting for a variant beyond the encodes running (a slot, a source, an encode). */
  queue: number;
  /** Encodes under way. */
  running: number;
  /** Variants it wrote into the deployed folder that are there now, and their bytes. */
  written: number;
  bytes: number;
  /** The process's resident memory, bytes. */
  rss: number;
}

export interface PictureDaemon {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  health(): DaemonHealth;
  /** Stops accepting, finishes the answers under way, saves the record. */
  close(): Promise<void>;
}

/** A log line: `[pictures <time>] …`, errors on stderr. */
export function logLine(line: string, error = false): void {
  const text = `[pictures ${new Date().toISOString()}] ${line}`;
  // eslint-disable-next-line no-console
  if (error) console.error(text);
  // eslint-disable-next-line no-console
  else console.log(text);
}

/**
 * One line per error, but the same kind again within `windowMs` only counted, and the count said
 * with the next line of that kind: an upload origin that is down must not fill the disk with logs.
 */
function errorLog(log: (line: string, error?: boolean) => void, windowMs = 60_000) {
  const last = new Map<string, { at: number; skipped: number }>();
  return (kind: string, line: string) => {
    const now = Date.now();
    const seen = last.get(kind);
    if (seen && now - seen.at < windowMs) {
      seen.skipped += 1;
      return;
    }
    log(seen?.skipped ? `${line}（此前一分钟内另有 ${seen.skipped} 次同类错误）` : line, true);
    last.set(kind, { at: now, skipped: 0 });
  };
}

const isVariantSegment = (s: string) =>
  s !== '' && !s.startsWith('.') && !/[/\\\u0000-\u001f\u007f]/.test(s);

/**
 * The file under the deployed folder that nginx looks for at `pathname` (`$uri`: the decoded
 * path), as a relative path, or null when the address could name anything else.
 */
export function variantFileOf(pathname: string): string | null {
  if (!pathname.startsWith('/_img/')) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return segments.length > 2 && segments.every(isVariantSegment) ? segments.join('/') : null;
}

export interface UploadReaderOptions {
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: RemoteFetch;
}

/**
 * A `readLocal` for `uploads/…` keys over the upload origin (`http://127.0.0.1:8080`, or one with
 * a path: `http://api.internal/static/`): the key's source there, null when it has none (404, 410)
 * or redirects outside `<origin>/uploads/`. At most `timeoutMs` for the whole source and
 * `maxBytes` (+1) of it; an error status or an unreachable origin rejects, with a Chinese message.
 */
export function uploadReader(
  origin: string,
  {
    timeoutMs = REMOTE_TIMEOUT_MS,
    maxBytes = MAX_SOURCE_BYTES,
    fetch: get = (url, init) => fetch(url, init),
  }: UploadReaderOptions = {},
): (key: string) => Promise<Buffer | null> {
  const base = new URL(origin.endsWith('/') ? origin : `${origin}/`);
  const uploads = `${base.pathname}uploads/`;
  const inside = (url: URL) =>
    url.origin === base.origin && url.pathname.startsWith(uploads) && !url.username;
  return async (key) => {
    const segments = key.split('/');
    if (segments[0] !== 'uploads' || !segments.every(isVariantSegment)) return null;
    let url = new URL(segments.map(encodeURIComponent).join('/'), base);
    if (!inside(url)) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    for (let hop = 0; ; hop += 1) {
      let response: Response;
      try {
        response = await get(url, { redirect: 'manual', signal });
      } catch (error) {
        throw new Error(
          signal.aborted
            ? `上传来源 ${base.origin} 在 ${timeoutMs / 1000} 秒内没有答复`
            : `无法连接上传来源 ${base.origin}：${(error as Error).message}`,
        );
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location');
        if (!location || hop >= MAX_REDIRECTS) throw new Error(`上传来源的重定向无效：${url.href}`);
        url = new URL(location, url);
        // Never anything outside the origin's uploads.
        if (!inside(url)) return null;
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel().catch(() => undefined);
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`上传来源答复 HTTP ${response.status}：${url.href}`);
      }
      try {
        return await bodyPast(response, maxBytes);
      } catch {
        throw new Error(
          signal.aborted
            ? `上传来源 ${base.origin} 在 ${timeoutMs / 1000} 秒内没有传完 ${url.pathname}`
            : `上传来源中断了 ${url.pathname}`,
        );
      }
    }
  };
}

interface WrittenEntry {
  size: number;
  ino: number;
  mtimeMs: number;
}

const sameFile = (stat: fs.Stats, entry: WrittenEntry) =>
  stat.isFile() &&
  stat.ino === entry.ino &&
  stat.size === entry.size &&
  stat.mtimeMs === entry.mtimeMs;

const errorCode = (error: unknown) => String((error as NodeJS.ErrnoException)?.code);

/** Every file under `dir` (no links followed), relative to it. */
async function* filesUnder(dir: string): AsyncGenerator<string> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * The variants this process wrote into the deployed folder, oldest first, at most `max` bytes
 * together (see the top of the file). Never rejects: a variant that cannot be written is still
 * answered, and nginx asks again next time.
 */
export class WrittenVariants {
  /** Relative path → the file as written, oldest first (a Map keeps insertion order). */
  private readonly files = new Map<string, WrittenEntry>();

  private total = 0;

  private readonly writing = new Map<string, Promise<void>>();

  private readonly chores = new Set<Promise<unknown>>();

  private saveTimer: NodeJS.Timeout | undefined;

  private saving: Promise<void> = Promise.resolve();

  private readonly record: string;

  readonly ready: Promise<void>;

  constructor(
    private readonly dist: string,
    cacheDir: string,
    private readonly max: number,
    private readonly onError: (kind: string, line: string) => void,
  ) {
    // One record per deployed folder: another LANTU_DIST over the same cache has its own.
    const digest = createHash('sha256').update(path.resolve(dist)).digest('hex').slice(0, 12);
    this.record = path.join(cacheDir, `dist-written-${digest}.json`);
    this.ready = this.load().catch((error: Error) =>
      this.onError('record', `读取写入记录 ${this.record} 失败：${error.message}`),
    );
  }

  get count(): number {
    return this.files.size;
  }

  get bytes(): number {
    return this.total;
  }

  private track<T>(job: Promise<T>): Promise<T> {
    this.chores.add(job);
    job.finally(() => this.chores.delete(job)).catch(() => undefined);
    return job;
  }

  private async load(): Promise<void> {
    await fs.promises.mkdir(path.dirname(this.record), { recursive: true });
    let saved: unknown = null;
    try {
      saved = JSON.parse(await fs.promises.readFile(this.record, 'utf8'));
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') {
        this.onError('record', `写入记录 ${this.record} 无法读取，已重新开始：${error}`);
      }
    }
    const list = (saved as { version?: number; files?: unknown })?.files;
    let dropped = false;
    if ((saved as { version?: number })?.version === 1 && Array.isArray(list)) {
      for (const item of list) {
        // Only what this process can have written: a variant's file under _img/.
        if (!Array.isArray(item) || item.length !== 4) continue;
        const [rel, size, ino, mtimeMs] = item as unknown[];
        if (typeof rel !== 'string' || variantFileOf(`/${rel}`) !== rel) continue;
        if (![size, ino, mtimeMs].every((n) => typeof n === 'number')) continue;
        const entry = { size, ino, mtimeMs } as WrittenEntry;
        const stat = await fs.promises.lstat(this.fileOf(rel)).catch(() => null);
        if (stat && sameFile(stat, entry)) {
          this.files.set(rel, entry);
          this.total += entry.size;
        } else {
          dropped = true;
        }
      }
    }
    const evicted = this.evict();
    await Promise.all(evicted);
    if (dropped || evicted.length) this.scheduleSave();
    // In the background, and not waited for on stop: a leftover found next time is as well gone.
    this.sweep().catch(() => undefined);
  }

  /** Removes temporary files a stopped writer left under _img/ (a young one may be writing). */
  private async sweep(): Promise<void> {
    for await (const file of filesUnder(path.join(this.dist, '_img'))) {
      if (!/\.\d+\.[0-9a-f]{12}\.tmp$/.test(file)) continue;
      const stat = await fs.promises.lstat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > STALE_TEMP_MS) {
        await fs.promises.unlink(file).catch(() => undefined);
      }
    }
  }

  private fileOf(rel: string): string {
    return path.join(this.dist, ...rel.split('/'));
  }

  /** Writes a variant at `rel` unless a file is there; resolves once done, never rejects. */
  write(rel: string, body: Buffer): Promise<void> {
    if (body.length > this.max || variantFileOf(`/${rel}`) !== rel) return Promise.resolve();
    const already = this.writing.get(rel);
    if (already) return already;
    const job = this.put(rel, body)
      .catch((error: Error) => this.onError('write', `写入 ${rel} 失败：${error.message}`))
      .finally(() => this.writing.delete(rel));
    this.writing.set(rel, job);
    return this.track(job);
  }

  private async put(rel: string, body: Buffer): Promise<void> {
    await this.ready;
    const file = this.fileOf(rel);
    const variants = path.join(this.dist, '_img') + path.sep;
    if (!file.startsWith(variants)) return;
    // The build's file, or this one's already: left as it is.
    if (await fs.promises.lstat(file).catch(() => null)) return;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(temp, body, { flag: 'wx' });
      try {
        // A second name in one step, and never over a file that appeared meanwhile.
        await fs.promises.link(temp, file);
      } catch (error) {
        if (errorCode(error) === 'EEXIST') return;
        // A file system without hard links: one rename, as atomic.
        await fs.promises.rename(temp, file);
      }
    } finally {
      await fs.promises.unlink(temp).catch(() => undefined);
    }
    const stat = await fs.promises.lstat(file);
    this.forget(rel);
    this.files.set(rel, { size: stat.size, ino: stat.ino, mtimeMs: stat.mtimeMs });
    this.total += stat.size;
    // Done before the answer goes out: the folder is within its bound whenever nginx looks.
    await Promise.all(this.evict());
    this.scheduleSave();
  }

  private forget(rel: string): void {
    const entry = this.files.get(rel);
    if (!entry) return;
    this.files.delete(rel);
    this.total -= entry.size;
  }

  /** Takes the oldest out until within the bound; the removals of their files. */
  private evict(): Promise<void>[] {
    const removals: Promise<void>[] = [];
    for (const [rel, entry] of this.files) {
      if (this.total <= this.max) break;
      this.forget(rel);
      removals.push(this.track(this.remove(rel, entry)));
    }
    return removals;
  }

  /** Deletes the file only while it is the one written here (a build may have replaced it). */
  private async remove(rel: string, entry: WrittenEntry): Promise<void> {
    const file = this.fileOf(rel);
    const stat = await fs.promises.lstat(file).catch(() => null);
    if (stat && sameFile(stat, entry)) await fs.promises.unlink(file).catch(() => undefined);
  }

  private scheduleSave(): void {
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.track(this.save());
    }, 1000);
    this.saveTimer.unref();
  }

  /** Writes the record whole, then renames it into place; one save at a time. */
  private save(): Promise<void> {
    this.saving = this.saving.then(async () => {
      const files = [...this.files].map(([rel, e]) => [rel, e.size, e.ino, e.mtimeMs]);
      const text = JSON.stringify({ version: 1, dist: path.resolve(this.dist), files });
      const temp = `${this.record}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.promises.mkdir(path.dirname(this.record), { recursive: true });
        await fs.promises.writeFile(temp, text);
        await fs.promises.rename(temp, this.record);
      } catch (error) {
        await fs.promises.unlink(temp).catch(() => undefined);
        this.onError('record', `保存写入记录 ${this.record} 失败：${(error as Error).message}`);
      }
    });
    return this.saving;
  }

  /** Waits for every write and removal under way, then saves the record now. */
  async flush(): Promise<void> {
    while (this.chores.size) await Promise.all([...this.chores]);
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = undefined;
    }
    await this.save();
  }
}

type RequestContext = { cause?: string };

/** The answer for an address that is neither a variant nor /_health. */
function notFound(req: IncomingMessage, res: ServerResponse): void {
  const body = '这里只提供图片变体（/_img/…）\n';
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Starts the picture service on 127.0.0.1 (see the top of the file). */
export async function startPictureDaemon(options: PictureDaemonOptions): Promise<PictureDaemon> {
  const {
    port,
    dist,
    cacheDir,
    uploadsOrigin,
    hosts = [],
    concurrency = Math.max(1, os.cpus().length),
    maxCacheBytes = DEFAULT_MAX_CACHE_BYTES,
    maxDistBytes = DEFAULT_MAX_DIST_BYTES,
    maxBytes = MAX_SOURCE_BYTES,
    remoteTimeoutMs = REMOTE_TIMEOUT_MS,
    fetchRemote,
    encode = encodeVariant,
    log = logLine,
  } = options;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const answerWithinMs = options.answerWithinMs ?? DEFAULT_ANSWER_MS;
  const failed = errorLog(log);
  const context = new AsyncLocalStorage<RequestContext>();
  let running = 0;
  let inHand = 0;
  let stopping = false;
  /** Variants answered 503 for being slow, still being made: written once done (and on stop). */
  const making = new Set<Promise<void>>();
  const written = new WrittenVariants(dist, cacheDir, maxDistBytes, failed);

  const readDist = fileReader(dist, maxBytes);
  const readUpload = uploadsOrigin
    ? uploadReader(uploadsOrigin, { timeoutMs: remoteTimeoutMs, maxBytes })
    : null;
  const handler = createPictureService({
    readLocal: async (key) => {
      const file = await readDist(key);
      if (file || !readUpload || !key.startsWith('uploads/')) return file;
      try {
        return await readUpload(key);
      } catch (error) {
        // The request's own line says why (see `finish` below).
        const store = context.getStore();
        if (store) store.cause = (error as Error).message;
        throw error;
      }
    },
    hosts,
    fetchRemote,
    cacheDir,
    maxCacheBytes,
    maxMemoryBytes: Math.min(DAEMON_MEMORY_BYTES, maxCacheBytes),
    concurrency,
    maxQueue,
    maxBytes,
    remoteTimeoutMs,
    answerWithinMs,
    onLate: (address, made) => {
      const store = context.getStore();
      if (store)
        store.cause = `${answerWithinMs / 1000} 秒内未做完，先答复原图，做完后写入站点目录`;
      const rel = variantFileOf(`/${address}`);
      const job = made
        .then((variant) => (variant && rel ? written.write(rel, variant.body) : undefined))
        .catch(() => undefined)
        .finally(() => making.delete(job));
      making.add(job);
    },
    encode: async (input, variant) => {
      running += 1;
      try {
        return await encode(input, variant);
      } finally {
        running -= 1;
      }
    },
  });
  await written.ready;

  const health = (): DaemonHealth => ({
    ok: !stopping,
    queue: Math.max(0, inHand - running),
    running,
    written: written.count,
    bytes: written.bytes,
    rss: process.memoryUsage().rss,
  });

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/)[0];
    if (pathname === '/_health') {
      const body = `${JSON.stringify(health())}\n`;
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const store: RequestContext = {};
    inHand += 1;
    res.once('close', () => {
      inHand -= 1;
    });
    res.once('finish', () => {
      // A refusal (4xx) is the service doing its job; a 5xx is worth an operator's look.
      if (res.statusCode < 500) return;
      const why = store.cause ?? (res.statusCode === 503 ? '排队已满' : '');
      failed(
        String(res.statusCode),
        `图片 ${pathname} 答复 ${res.statusCode}${why ? `：${why}` : ''}`,
      );
    });
    // A variant made (GET, 200) is written into the deployed folder before it is answered, so
    // that nginx finds the file for the very next request.
    const rel = req.method === 'GET' ? variantFileOf(pathname) : null;
    if (rel) {
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        const [chunk] = args;
        const type = String(res.getHeader('content-type'));
        if (
          res.statusCode !== 200 ||
          !Buffer.isBuffer(chunk) ||
          !/^image\/(?:avif|webp|jpeg)$/.test(type)
        ) {
          return end(...args);
        }
        written.write(rel, chunk).finally(() => end(...args));
        return res;
      }) as ServerResponse['end'];
    }
    context.run(store, () => handler(req, res, () => notFound(req, res)));
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => failed('server', `图片服务出错：${error.message}`));
  const bound = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    health,
    close() {
      closing ??= (async () => {
        stopping = true;
        const closed = new Promise<void>((resolve) => {
          server.close(() => resolve());
        });
        // Connections left open by keep-alive go as soon as their answer is out.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        server.closeIdleConnections();
        const timeUp = new Promise<'late'>((resolve) => {
          setTimeout(() => resolve('late'), STOP_TIMEOUT_MS).unref();
        });
        if ((await Promise.race([closed, timeUp])) === 'late') {
          failed('stop', `停止时仍有 ${inHand} 个请求在处理，已中断`);
          server.closeAllConnections();
          await closed;
        }
        clearInterval(idle);
        // Variants answered 503 for being slow are still wanted: made and written before it
        // exits, within the same time.
        if (making.size && (await Promise.race([Promise.all([...making]), timeUp])) === 'late') {
          failed('stop', `停止时仍有 ${making.size} 个图片变体在制作，已放弃`);
        }
        await written.flush();
      })();
      return closing;
    },
  };
}

/** The options of the environment (see the top of the file); throws on a value it cannot use. */
export function daemonOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PictureDaemonOptions {
  const integer = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      throw new Error(`${name} 应为 ${min} 到 ${max} 之间的整数，而不是“${raw}”`);
    }
    return value;
  };
  const concurrency = integer('PICTURES_CONCURRENCY', Math.max(1, os.cpus().length), 1, 256);
  let uploadsOrigin: string | undefined;
  const origin = env.PICTURES_UPLOADS_ORIGIN?.trim();
  if (origin) {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.username ||
      url.password ||
      url.search ||
      url.hash
    ) {
      throw new Error(
        `PICTURES_UPLOADS_ORIGIN 应为 http(s) 地址，例如 http://127.0.0.1:8080，而不是“${origin}”`,
      );
    }
    uploadsOrigin = url.href;
  }
  return {
    port: integer('PICTURES_PORT', DEFAULT_PICTURES_PORT, 1, 65535),
    dist: env.LANTU_DIST ? path.resolve(env.LANTU_DIST) : distDir(),
    cacheDir: env.PICTURES_CACHE_DIR
      ? path.resolve(env.PICTURES_CACHE_DIR)
      : DEFAULT_DAEMON_CACHE_DIR,
    uploadsOrigin,
    hosts: originsOf((env.IMAGE_HOSTS || '').split(',')),
    concurrency,
    maxQueue: integer('PICTURES_MAX_QUEUE', DEFAULT_MAX_QUEUE, 0),
    answerWithinMs: integer('PICTURES_ANSWER_MS', DEFAULT_ANSWER_MS, 1, 600_000),
    maxCacheBytes: integer('PICTURES_MAX_DISK_MB', DEFAULT_MAX_CACHE_BYTES / MB, 1) * MB,
    maxDistBytes: integer('PICTURES_MAX_DIST_MB', DEFAULT_MAX_DIST_BYTES / MB, 1) * MB,
  };
}

async function main() {
  const options = daemonOptionsFromEnv();
  // sharp and the file reads share libuv's pool (4 threads by default): room for every encode
  // and a read besides. Read when the pool first starts, which nothing has done yet.
  process.env.UV_THREADPOOL_SIZE ||= String(Math.max(4, (options.concurrency ?? 1) + 2));
  const daemon = await startPictureDaemon(options).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      throw new Error(`端口 ${options.port} 已被占用（另一个图片服务？可用 PICTURES_PORT 换一个）`);
    }
    throw error;
  });
  const mb = (bytes = 0) => Math.round(bytes / MB);
  logLine(
    `图片服务已启动：${daemon.url}/（只有本机可以访问）；站点目录 ${options.dist}，` +
      `上传来源 ${options.uploadsOrigin ?? '无'}，同时编码 ${options.concurrency} 张、最多排队 ` +
      `${options.maxQueue} 个，缓存 ${options.cacheDir}（上限 ${mb(options.maxCacheBytes)} MB），` +
      `写入站点目录的变体上限 ${mb(options.maxDistBytes)} MB。`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await daemon.close();
    logLine('图片服务已停止。');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((error: Error) => {
    logLine(`图片服务无法启动：${error.message}`, true);
    process.exit(1);
  });
}
