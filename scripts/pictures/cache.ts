/**
 * The build's variant cache: `node_modules/.cache/lantu-pictures/variants/<source digest>/`, one
 * file per variant. Keyed by the source's content, so a rebuild encodes only new or changed
 * pictures, and the same picture under two addresses is encoded once. Bounded: after a build,
 * the pictures this build did not use go first, oldest first, until the cache is within its
 * bound. Deleting the folder empties it.
 */
import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Variant } from '../../src/utils/loaders';
import { variantTag } from '../../src/utils/loaders';
import { replaceFileAsync } from '../../server/paths';
import { ENCODER_ID } from '../../server/pictures/encode';

/**
 * What the variants were made by (sharp, libvips and the encoder's settings): when it changes,
 * every variant kept is stale and the cache starts empty.
 */
const MADE_BY = 'made-by.txt';

export interface VariantEntry {
  has: (variant: Variant) => boolean;
  put: (variant: Variant, body: Buffer) => Promise<void>;
  /** Puts the variant at `target` (a hard link, a copy where links fail); its size. */
  link: (variant: Variant, target: string) => Promise<number>;
}

/** A variant's file in its source's folder: `w640q50.avif`, `s300q80.jpg`. */
const fileOf = (variant: Variant) => `${variantTag(variant)}.${variant.format}`;

/** The size of a folder's files. */
function sizeOf(dir: string): number {
  let total = 0;
  for (const name of fs.readdirSync(dir)) {
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (stat?.isFile()) total += stat.size;
  }
  return total;
}

export function openVariantCache(root: string, maxBytes: number, dir?: string) {
  const base = dir ?? path.join(root, 'node_modules', '.cache', 'lantu-pictures', 'variants');
  fs.mkdirSync(base, { recursive: true });
  const marker = path.join(base, MADE_BY);
  if ((fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : null) !== ENCODER_ID) {
    for (const name of fs.readdirSync(base)) {
      fs.rmSync(path.join(base, name), { recursive: true, force: true });
    }
    fs.writeFileSync(marker, ENCODER_ID);
  }
  const used = new Set<string>();

  /**
   * Whether variants of this source are kept: its bytes were checked (server/pictures/encode.ts,
   * inspectSource) before they were first encoded, and need not be decoded again to be trusted.
   */
  function holds(digest: string): boolean {
    const folder = path.join(base, digest);
    return (
      /^[0-9a-f]{40}$/.test(digest) && fs.existsSync(folder) && fs.readdirSync(folder).length > 0
    );
  }

  function entry(digest: string): VariantEntry {
    if (!/^[0-9a-f]{40}$/.test(digest)) throw new Error(`not a digest: ${digest}`);
    const folder = path.join(base, digest);
    used.add(digest);
    const names = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    // Used now: the newest in the pruning order.
    if (names.size) fs.utimesSync(folder, new Date(), new Date());
    return {
      has: (variant) => names.has(fileOf(variant)),
      async put(variant, body) {
        await fs.promises.mkdir(folder, { recursive: true });
        const file = path.join(folder, fileOf(variant));
        // Its own temporary name: two sources of the same bytes may write one variant at once.
        const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
        await fs.promises.writeFile(temp, body);
        await fs.promises.rename(temp, file);
        names.add(fileOf(variant));
      },
      async link(variant, target) {
        const file = path.join(folder, fileOf(variant));
        // Already there from the last build (build:content works on a built dist/), or put in
        // place by one rename: nginx may be serving the old one this moment.
        await replaceFileAsync(file, target);
        return (await fs.promises.stat(target)).size;
      },
    };
  }

  /** Removes pictures this build did not use, oldest first, until within the bound; how many. */
  async function prune(): Promise<number> {
    const folders = fs
      .readdirSync(base)
      .map((name) => ({ name, stat: fs.statSync(path.join(base, name)) }))
      .filter((f) => f.stat.isDirectory());
    let total = folders.reduce((sum, f) => sum + sizeOf(path.join(base, f.name)), 0);
    let removed = 0;
    const stale = folders
      .filter((f) => !used.has(f.name))
      .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs);
    for (const folder of stale) {
      if (total <= maxBytes) break;
      const full = path.join(base, folder.name);
      const size = sizeOf(full);
      await fs.promises.rm(full, { recursive: true, force: true });
      total -= size;
      removed += 1;
    }
    return removed;
  }

  return { entry, holds, prune, dir: base };
}
