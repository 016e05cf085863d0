/**
 * Serves the raster content pictures (src/content/pictures.ts) that scripts/art/uploads.ts makes
 * from the art on first request:
 *
 * - `/uploads/…`: the CMS's uploads, which the mock answers name (404 when there is no such
 *   upload). The mock serves them as it serves the API, so also behind nginx (`--api-only`);
 * - `/uploads/cms/…`: among them, the pictures editors upload with a new record (`npm run cms`):
 *   files of CMS_UPLOADS_DIR (mock/_lib/cmsPaths.ts), answered as they are, never made from art;
 * - a raster `/images/…(jpg|png)` of the site's content files, when the file is not among the
 *   static files (`staticDir`) and its art exists; anything else goes on to `next()`.
 *
 * `writeSitePictures` puts the site pictures the content files name into a build's dist/images.
 * `mockUploadFile` is the file behind any upload address, an editor's too: for the readers of
 * picture sources (the preview's picture service, the build's picture step).
 */
import fs from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import {
  CMS_UPLOAD_PREFIX,
  cmsUploadFile,
  cmsUploadType,
  cmsUploadsDirOf,
} from '../mock/_lib/cmsPaths';
import { artOfPicture } from '../src/content/pictures';
import type { UploadOptions } from '../scripts/art/uploads';
import { isSafeRelPath, mimeTypeOf, uploadFile } from '../scripts/art/uploads';
import { replaceFileAsync } from './paths';

export interface UploadsMiddlewareOptions {
  /** The repository: the art is read from `<root>/public/images`. */
  root: string;
  /** Static files that win over a made site picture (default `<root>/public`). */
  staticDir?: string;
  /** Whether raster `/images/…` site pictures are made too (not behind nginx: it has dist/). */
  sitePictures?: boolean;
  cacheDir?: string;
  /** The editors' uploads (default CMS_UPLOADS_DIR, read at each request). */
  cmsUploadsDir?: string;
}

export const UPLOAD_MESSAGES = {
  notFound: '没有这张上传的图片',
  method: '不支持的请求方法',
  failed: '图片生成失败，请稍后再试',
} as const;

/** A day, as images/ (config/csp.ts): an upload keeps its address when its art changes. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=86400';

type Next = (error?: unknown) => void;

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
) {
  res.statusCode = status;
  Object.entries(extra).forEach(([name, value]) => res.setHeader(name, value));
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, rel: string) {
  const { size } = await fs.promises.stat(file);
  res.statusCode = 200;
  res.setHeader(
    'Content-Type',
    mimeTypeOf(rel) ?? cmsUploadType(rel) ?? 'application/octet-stream',
  );
  res.setHeader('Content-Length', size);
  res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  // A visitor who leaves early is no error of the server.
  res.on('close', () => stream.destroy());
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** The path of a request, decoded; null when it cannot be decoded. */
function pathnameOf(req: IncomingMessage): string | null {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const query = url.indexOf('?');
  try {
    return decodeURIComponent(query < 0 ? url : url.slice(0, query));
  } catch {
    return null;
  }
}

/**
 * The file behind an upload address, or null: an editor's upload (`uploads/cms/…`, mock/_lib/
 * cmsPaths.ts) as it was written, in `cmsUploadsDir` (default CMS_UPLOADS_DIR, read at each call);
 * any other made from the art (scripts/art/uploads.ts). Unsafe paths (`..`) are null.
 */
export async function mockUploadFile(
  rel: string,
  root: string,
  options: UploadOptions & { cmsUploadsDir?: string } = {},
): Promise<string | null> {
  if (!rel.startsWith(CMS_UPLOAD_PREFIX)) return uploadFile(rel, root, options);
  if (!isSafeRelPath(rel)) return null;
  const file = cmsUploadFile(rel, options.cmsUploadsDir ?? cmsUploadsDirOf());
  if (!file) return null;
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? file : null;
}

export function uploadsMiddleware({
  root,
  staticDir = path.join(root, 'public'),
  sitePictures = true,
  cacheDir,
  cmsUploadsDir,
}: UploadsMiddlewareOptions) {
  const options: UploadOptions = { cacheDir };
  const fail = (res: ServerResponse, rel: string, error: unknown) => {
    // eslint-disable-next-line no-console
    console.error(`[uploads] ${rel} 生成失败：`, error);
    if (res.headersSent) res.destroy();
    else sendText(res, 500, UPLOAD_MESSAGES.failed);
  };

  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const raw = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const isUpload =
      raw === '/uploads' || raw.startsWith('/uploads/') || raw.startsWith('/uploads?');
    const isSiteRaster = sitePictures && raw.startsWith('/images/');
    if (!isUpload && !isSiteRaster) return next();
    const read = req.method === 'GET' || req.method === 'HEAD';
    const pathname = pathnameOf(req);
    const rel = pathname?.slice(1) ?? '';

    if (isUpload) {
      if (!read) return sendText(res, 405, UPLOAD_MESSAGES.method, { Allow: 'GET, HEAD' });
      mockUploadFile(rel, root, { ...options, cmsUploadsDir }).then(
        (file) =>
          file
            ? sendFile(req, res, file, rel).catch((error) => fail(res, rel, error))
            : sendText(res, 404, UPLOAD_MESSAGES.notFound),
        (error) => fail(res, rel, error),
      );
      return undefined;
    }

    // A site picture: only a raster with an art slot, only when no file of that name exists.
    if (!read || !isSafeRelPath(rel) || artOfPicture(rel)?.kind !== 'site') return next();
    if (fs.existsSync(path.join(staticDir, rel))) return next();
    uploadFile(rel, root, options).then(
      (file) =>
        file ? sendFile(req, res, file, rel).catch((error) => fail(res, rel, error)) : next(),
      (error) => fail(res, rel, error),
    );
    return undefined;
  };
}

/* ---------- the build ---------- */

/** Every string in a module's exports (objects and arrays walked, each value once). */
function collectStrings(value: unknown, out: Set<string>, seen = new Set<unknown>()): void {
  if (typeof value === 'string') {
    out.add(value);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  Object.values(value).forEach((v) => collectStrings(v, out, seen));
}

/**
 * The raster site pictures the content files (src/content/*.ts) name, sorted: what their exports
 * hold, in the mode of this process's MOCK_PICTURES (none with `vector`).
 */
export async function sitePicturesNamed(root: string): Promise<string[]> {
  const dir = path.join(root, 'src', 'content');
  const strings = new Set<string>();
  const files = (await fs.promises.readdir(dir)).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.d.ts'),
  );
  for (const f of files.sort()) {
    // `require`: ts-node and umi register TypeScript for it; jest refuses a dynamic import().
    // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
    collectStrings(require(path.join(dir, f)) as unknown, strings);
  }
  return [...strings].filter((s) => artOfPicture(s)?.kind === 'site').sort();
}

/**
 * Writes every raster site picture the content files name into `<dist>/images/…` (a hard link to
 * the cached file, a copy where links fail), except those public/ has a real file for, and
 * answers the paths written. The build calls it
 * after umi's own output, with the same MOCK_PICTURES it built with. `pictures` narrows the list
 * (tests).
 */
export async function writeSitePictures(
  dist: string,
  root: string,
  options: UploadOptions & { pictures?: string[] } = {},
): Promise<string[]> {
  const named = options.pictures ?? (await sitePicturesNamed(root));
  // A real picture of that name under public/ (copied by umi) wins over the one made from the art.
  const names = named.filter((rel) => !fs.existsSync(path.join(root, 'public', rel)));
  await Promise.all(
    names.map(async (rel) => {
      const file = await uploadFile(rel, root, options);
      if (!file) throw new Error(`${rel}: 没有生成它的原图 public/${artOfPicture(rel)?.art}`);
      // In place by one rename: a deployed dist/ may be serving the old one (server/publisher).
      await replaceFileAsync(file, path.join(dist, rel));
    }),
  );
  return names;
}
