/**
 * The raster content pictures (src/content/pictures.ts), made from the committed art on first use
 * and cached: `uploads/cases/case-1-cover.jpg` (the CMS's upload) and `images/team/leader-1.png`
 * (a site picture next to its art) are both rendered from `public/images/…/<name>.svg` by sharp
 * (librsvg) at twice the art's width (at most 2,880 px), then encoded as JPEG q82 or PNG.
 *
 * Cache: `node_modules/.cache/lantu-uploads/<folder>/<name>-<digest>.<ext>`, the digest over the
 * SVG's bytes and the output settings (size, format, quality, sharp and libvips versions): changed
 * art makes a new file, unchanged art is never rendered twice. Concurrent requests for one file
 * share one render, at most one render runs per core, and files appear whole (temp + rename).
 */
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { PictureFamily } from '../../src/content/pictures';
import {
  EXTENSION,
  JPEG_QUALITY,
  MIME_TYPE,
  artOfPicture,
  uploadSizeOf,
} from '../../src/content/pictures';
import { writeFileAtomicAsync } from '../../server/paths';

type Sharp = typeof import('sharp');

export interface UploadOptions {
  /** Where rendered files are kept (default `<root>/node_modules/.cache/lantu-uploads`). */
  cacheDir?: string;
  /** Called after each render (not for a cached file): for logs, measurements and tests. */
  onRender?: (render: RenderInfo) => void;
}

export interface RenderInfo {
  /** The art, `images/<folder>/<name>.svg`. */
  art: string;
  /** The cached file written. */
  file: string;
  format: PictureFamily['format'];
  width: number;
  height: number;
  bytes: number;
  ms: number;
}

/** Rendering bumps this when the drawing changes in a way the settings below do not show. */
const RENDER_VERSION = 2;

/**
 * Art librsvg draws slowly at twice its size: a case gallery's blurred shadows took 2.4–5.3 s a
 * picture at 2×, nearly all of the 6 minutes that every upload took. These are drawn at their own
 * size and enlarged (lanczos), as a designer's export of a smaller file would be: 0.4 s.
 */
const DRAWN_AT_OWN_SIZE = /-gallery-\d+\.svg$/;

export const defaultCacheDir = (root: string): string =>
  path.join(root, 'node_modules', '.cache', 'lantu-uploads');

/**
 * Whether a relative path may be looked at at all: no `..`, backslash, NUL, absolute path or
 * drive letter. Checked before any file is touched; the picture patterns narrow it further.
 */
export function isSafeRelPath(rel: unknown): rel is string {
  return (
    typeof rel === 'string' &&
    rel.length > 0 &&
    rel.length <= 200 &&
    !rel.includes('..') &&
    !rel.includes('\\') &&
    !rel.includes('\0') &&
    !rel.startsWith('/') &&
    !/^[a-z]:/i.test(rel) &&
    !path.isAbsolute(rel)
  );
}

/** The content type of a raster picture path, or null. */
export function mimeTypeOf(rel: string): string | null {
  const picture = artOfPicture(rel);
  return picture ? MIME_TYPE[picture.family.format] : null;
}

let sharpModule: Sharp | undefined;

/**
 * sharp, loaded when the first picture is asked for, not when a server starts. `require`, not
 * `import()`: jest's transform leaves a dynamic import to the VM, which refuses it.
 */
function loadSharp(): Sharp {
  // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
  sharpModule ??= require('sharp') as Sharp;
  return sharpModule;
}

/* ---------- one render per core ---------- */

const SLOTS = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (running < SLOTS) {
    running += 1;
    return;
  }
  // The slot is handed over by release(): `running` stays counted meanwhile.
  await new Promise<void>((resolve) => {
    waiting.push(resolve);
  });
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/* ---------- rendering ---------- */

/** The root `<svg>`'s width and height attributes (px), or null. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const tag = /<svg\b([^>]*)>/.exec(svg)?.[1] ?? '';
  const attr = (name: string) => {
    const m = new RegExp(`\\s${name}="\\s*([\\d.]+)(?:px)?\\s*"`).exec(tag);
    return m ? Number(m[1]) : NaN;
  };
  const width = attr('width');
  const height = attr('height');
  return width > 0 && height > 0 ? { width, height } : null;
}

const inflight = new Map<string, Promise<string>>();

async function render(
  svg: Buffer,
  file: string,
  art: string,
  format: PictureFamily['format'],
  size: { width: number; height: number },
  draw: { enlarged: true } | { enlarged: false; scale: number },
  onRender?: UploadOptions['onRender'],
): Promise<string> {
  const sharp = loadSharp();
  await acquire();
  try {
    // Another process may have made it while this one waited.
    if (fs.existsSync(file)) return file;
    const started = Date.now();
    // `density` draws the vector art at the output size (72 dpi is 1×). The art drawn slowly
    // larger (DRAWN_AT_OWN_SIZE, `enlarged`) is drawn at its own size into pixels first, then
    // enlarged: resized in one pipeline, sharp would draw the SVG again at the output size (2 s a
    // gallery picture instead of 0.45).
    let image = draw.enlarged
      ? await sharp(svg)
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => sharp(data, { raw: info }))
      : sharp(svg, { density: 72 * draw.scale });
    image = image.resize(size.width, size.height, { fit: 'fill' });
    image =
      format === 'jpeg'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY })
        : image.png();
    const bytes = await image.toBuffer();
    await writeFileAtomicAsync(file, bytes);
    onRender?.({ art, file, format, ...size, bytes: bytes.length, ms: Date.now() - started });
    return file;
  } finally {
    release();
  }
}

/**
 * The absolute path of the raster file for `uploads/<folder>/<name>.<jpg|png>` or a raster site
 * picture `images/<folder>/<name>.<jpg|png>`, rendered from `public/images/<folder>/<name>.svg`
 * the first time. Null when the path is unsafe, names no content picture or has no art.
 */
export async function uploadFile(
  relPath: string,
  root: string,
  options: UploadOptions = {},
): Promise<string | null> {
  if (!isSafeRelPath(relPath)) return null;
  const picture = artOfPicture(relPath);
  if (!picture) return null;
  let svg: Buffer;
  try {
    svg = await fs.promises.readFile(path.join(root, 'public', picture.art));
  } catch {
    return null;
  }
  const { format } = picture.family;
  const art = svgSize(svg.toString('utf8', 0, 2048)) ?? picture.family;
  const size = uploadSizeOf(art.width, art.height);
  const { versions } = loadSharp();
  const sharpVersion = `${versions.sharp}/${versions.vips}`;
  const enlarged = DRAWN_AT_OWN_SIZE.test(picture.art);
  const settings = {
    RENDER_VERSION,
    format,
    quality: JPEG_QUALITY,
    ...size,
    sharpVersion,
    // Drawn at its own size, then enlarged (the drawing differs: another file).
    ...(enlarged ? { enlarged } : {}),
  };
  const digest = createHash('sha256')
    .update(svg)
    .update(JSON.stringify(settings))
    .digest('hex')
    .slice(0, 16);
  const cacheDir = options.cacheDir ?? defaultCacheDir(root);
  const file = path.resolve(
    cacheDir,
    picture.folder,
    `${picture.name}-${digest}.${EXTENSION[format]}`,
  );
  if (fs.existsSync(file)) return file;
  let pending = inflight.get(file);
  if (!pending) {
    pending = render(
      svg,
      file,
      picture.art,
      format,
      size,
      enlarged ? { enlarged } : { enlarged, scale: size.width / art.width },
      options.onRender,
    );
    inflight.set(file, pending);
    const forget = () => inflight.delete(file);
    pending.then(forget, forget);
  }
  return pending;
}
