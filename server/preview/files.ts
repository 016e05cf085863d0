/**
 * dist/'s files from memory. A page load asks the preview for forty-odd files, and the browser
 * tests load pages some thousand times against one build; `sendFile` and the `compression`
 * middleware read and gzipped each file anew every time. Here each file is read and gzipped once,
 * and kept while its size, modification time and inode stay the same (a rebuild writes new
 * files). Measured on a run of about.spec and cases.spec (the machine ~200 CPU-s): the whole
 * preview took 6–7 CPU-s before, 3–5 with this and the picture service's memory (issue 33).
 *
 * A file is answered as `sendFile` answers it: the same ETag, Last-Modified, Content-Type and
 * Accept-Ranges, 304 to a conditional request that matches, gzip where the `compression`
 * middleware would gzip (a compressible type of 1 KB or more, to a client that takes gzip), with
 * its length declared. What is rarer goes to `sendFile` as before: byte ranges, preconditions,
 * files over `maxFileBytes`.
 */
import express from '@umijs/bundler-utils/compiled/express';
import type { Request, Response } from '@umijs/bundler-utils/compiled/express';
import fs from 'fs';
import { promisify } from 'util';
import zlib from 'zlib';

const gzip = promisify(zlib.gzip);

/** The `compression` middleware's default threshold: smaller bodies go as they are. */
export const GZIP_THRESHOLD = 1024;

/** The types `compression` gzips (mime-db's compressible ones among what a build holds). */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/;

interface Entry {
  /** Size, modification time and inode when read: a file changed since is read again. */
  version: string;
  body: Buffer;
  /** The body gzipped, when `compression` would gzip it. */
  gzipped: Buffer | null;
  etag: string;
  lastModified: string;
  type: string;
}

const versionOf = (stat: fs.Stats) => `${stat.size}-${stat.mtimeMs}-${stat.ino}`;

/** A memory of whole files, at most `maxBytes` together, the least recently used dropped first. */
export class FileMemory {
  private readonly entries = new Map<string, Entry>();

  private readonly loading = new Map<string, Promise<Entry | null>>();

  private total = 0;

  constructor(
    readonly maxBytes = 96 * 1024 * 1024,
    readonly maxFileBytes = 4 * 1024 * 1024,
  ) {}

  private static bytesOf(entry: Entry): number {
    return entry.body.length + (entry.gzipped?.length ?? 0);
  }

  private drop(file: string): void {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.entries.delete(file);
    this.total -= FileMemory.bytesOf(entry);
  }

  private keep(file: string, entry: Entry): void {
    this.drop(file);
    const bytes = FileMemory.bytesOf(entry);
    if (bytes > this.maxBytes) return;
    for (const [old] of this.entries) {
      if (this.total + bytes <= this.maxBytes) break;
      this.drop(old);
    }
    this.entries.set(file, entry);
    this.total += bytes;
  }

  private async load(file: string, stat: fs.Stats, type: string): Promise<Entry | null> {
    const body = await fs.promises.readFile(file);
    // Changed while it was read: not kept, `sendFile` answers this once.
    if (body.length !== stat.size) return null;
    const entry: Entry = {
      version: versionOf(stat),
      body,
      gzipped:
        COMPRESSIBLE.test(type) && body.length >= GZIP_THRESHOLD
          ? await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION })
          : null,
      // What `send` writes: weak, the size and the modification time in hex.
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      type,
    };
    this.keep(file, entry);
    return entry;
  }

  /** The file as kept (read and gzipped now if it is new or changed); null for `sendFile`. */
  async get(file: string, stat: fs.Stats, type: string): Promise<Entry | null> {
    if (!stat.isFile() || stat.size > this.maxFileBytes) return null;
    const version = versionOf(stat);
    const entry = this.entries.get(file);
    if (entry?.version === version) {
      // Most recently used last.
      this.entries.delete(file);
      this.entries.set(file, entry);
      return entry;
    }
    const key = `${file}\n${version}`;
    let job = this.loading.get(key);
    if (!job) {
      job = this.load(file, stat, type)
        .catch(() => null)
        .finally(() => this.loading.delete(key));
      this.loading.set(key, job);
    }
    return job;
  }

  /** Bytes kept (for the tests). */
  get size(): number {
    return this.total;
  }
}

/** The Content-Type `send` writes for a file: its type by extension, and the charset of text. */
export function contentTypeOf(file: string): string {
  // The mime 1 that `send` uses (its typings in umi's copy are another version's).
  const mime = express.static.mime as unknown as {
    lookup: (file: string) => string;
    charsets: { lookup: (type: string, fallback: string) => string };
  };
  const type = mime.lookup(file);
  const charset = mime.charsets.lookup(type, '');
  return charset ? `${type}; charset=${charset}` : type;
}

/** Headers that ask for more than the whole file or a 304: `sendFile` answers those. */
const RARE_HEADERS = ['range', 'if-match', 'if-unmodified-since', 'if-range'];

/**
 * Answers `file` (of `stat`) from `memory` with `headers` besides its own; false when `sendFile`
 * should answer instead (a rare request, a file too large to keep, a read that failed).
 */
export async function sendFromMemory(
  memory: FileMemory,
  req: Request,
  res: Response,
  file: string,
  stat: fs.Stats,
  headers: Record<string, string>,
): Promise<boolean> {
  if (RARE_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const entry = await memory.get(file, stat, contentTypeOf(file));
  if (!entry) return false;
  Object.entries(headers).forEach(([name, value]) => res.setHeader(name, value));
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Last-Modified', entry.lastModified);
  res.setHeader('ETag', entry.etag);
  // `req.fresh` compares the request's If-None-Match / If-Modified-Since with the headers above.
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  res.setHeader('Content-Type', entry.type);
  const gzipped =
    entry.gzipped && req.method !== 'HEAD' && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzipped ? entry.gzipped! : entry.body;
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.status(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
