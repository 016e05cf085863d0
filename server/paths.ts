/**
 * Where the deployed site lives, for every program that reads or writes it: the build's steps
 * (scripts/prerender, scripts/pictures), the preview, the picture service and the publisher.
 * `LANTU_DIST` points them all at another folder than the checkout's `dist/` (a server's
 * `/srv/lantu/dist`, or a test's copy); `PRERENDER_CACHE_DIR` moves the prerender's cache beside it.
 *
 * `replaceFile` and `writeFileAtomic` are how a file that a visitor may be reading changes: the
 * new bytes go to a temporary name in the same folder, then one rename puts them in place, so a
 * reader gets the old file or the new one, never half of one and never none.
 */
import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';

export const ROOT = path.resolve(__dirname, '..');

/** The deployed folder (default `<repo>/dist`). */
export const distDir = (): string =>
  process.env.LANTU_DIST ? path.resolve(process.env.LANTU_DIST) : path.join(ROOT, 'dist');

/** The prerender's cache (default `<repo>/node_modules/.cache/lantu-prerender`). */
export const prerenderCacheDir = (root = ROOT): string =>
  process.env.PRERENDER_CACHE_DIR
    ? path.resolve(process.env.PRERENDER_CACHE_DIR)
    : path.join(root, 'node_modules', '.cache', 'lantu-prerender');

/**
 * The error, naming the file it was about: a full disk's ENOSPC names none of its own (the
 * temporary name is of no use to whoever reads the log).
 */
const about = (error: unknown, file: string): unknown => {
  if (error instanceof Error && !error.message.includes(file)) {
    // eslint-disable-next-line no-param-reassign
    error.message = `${error.message} (${file})`;
  }
  return error;
};

/** A name beside `file` that no other writer picks. */
const tempBeside = (file: string) => `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;

/**
 * Writes `file` whole, then puts it in place with one rename. When the disk is full (ENOSPC) or
 * anything else fails, `file` is as it was and the partial temporary is removed; the error names
 * `file`.
 */
export function writeFileAtomic(file: string, data: string | Buffer): void {
  const temp = tempBeside(file);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw about(error, file);
  }
}

/** `writeFileAtomic`, without holding the event loop (pictures encoded in parallel). */
export async function writeFileAtomicAsync(file: string, data: string | Buffer): Promise<void> {
  const temp = tempBeside(file);
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, file);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw about(error, file);
  }
}

/**
 * Makes `to` a second name of `from` (a hard link; a copy where the two cannot share a file), in
 * one rename. Nothing happens when `to` is already `from`.
 */
export function replaceFile(from: string, to: string): void {
  const there = fs.statSync(to, { throwIfNoEntry: false });
  if (there) {
    const kept = fs.statSync(from);
    if (there.ino === kept.ino && there.dev === kept.dev) return;
  }
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const temp = tempBeside(to);
  try {
    try {
      fs.linkSync(from, temp);
    } catch {
      fs.copyFileSync(from, temp);
    }
    fs.renameSync(temp, to);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw about(error, to);
  }
}

/** `replaceFile`, off this thread. */
export async function replaceFileAsync(from: string, to: string): Promise<void> {
  const [there, kept] = await Promise.all([
    fs.promises.stat(to).catch(() => null),
    fs.promises.stat(from),
  ]);
  if (there && there.ino === kept.ino && there.dev === kept.dev) return;
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  const temp = tempBeside(to);
  try {
    await fs.promises.link(from, temp).catch(() => fs.promises.copyFile(from, temp));
    await fs.promises.rename(temp, to);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw about(error, to);
  }
}
