/**
 * Step 3 of `npm run build`: every picture variant the built pages use, written into dist/ as a
 * file, so nginx and any static host serve them (src/utils/loaders.ts, `self`). See ./README.md.
 *
 *   PICTURES=on-request   skip: the preview server makes variants when they are asked for
 *                         (`npm run preview` and the browser tests build this way)
 *   PICTURES_CACHE_MB     the variant cache's bound (default 1024)
 *   PICTURES_CLEAN=1      start from an empty cache: every variant encoded anew (the bench)
 *   PICTURES_PAGES        a prerender report (PRERENDER_REPORT): only the pages it drew (the
 *                         publisher's runs; server/publisher)
 *   IMAGE_HOSTS           the hosts pictures may come from (fetched at build)
 *   API_BASE              where the CMS's uploads are when it is not the mock
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { performance } from 'perf_hooks';
import { originsOf } from '../../src/utils/base';
import { imageService } from '../../src/utils/base';
import { selfVariantPath, SHARE_SQUARE } from '../../src/utils/loaders';
import { SHARE_LOGO } from '../../src/utils/wechat';
import { exitWithParent } from '../../server/lifeline';
import { distDir } from '../../server/paths';
import { writeSitePictures } from '../../server/uploads';
import { laterPictures } from '../prerender/cache';
import { collectVariants } from './collect';
import type { VariantsBySource } from './collect';
import { openVariantCache } from './cache';
import { sourceReader } from './sources';
import { encodeSource } from './encode';

const root = path.resolve(__dirname, '../..');
/** `LANTU_DIST`: the publisher's deployed folder (server/paths.ts). */
const dist = distDir();

/** At most this many sources are decoded and encoded at once: one per core. */
const CONCURRENCY = Math.max(1, os.cpus().length);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/** The pages a publish drew, from the prerender's report (`drawnUrls`, `drawnFiles`). */
function drawnPages(report: string): { urls: string[]; files: string[] } {
  const read = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    drawnUrls?: string[];
    drawnFiles?: string[];
  };
  return { urls: read.drawnUrls ?? [], files: read.drawnFiles ?? [] };
}

async function main() {
  // A publish's picture step: gone with the publisher (server/lifeline.ts).
  exitWithParent();
  const started = performance.now();
  if (process.env.PICTURES === 'on-request') {
    console.log(
      'pictures: on request (the preview server makes each variant when it is asked for)',
    );
    return;
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ 还没有构建：请先运行 npm run build');
  }
  // A publish (server/publisher) names the pages it drew: only their pictures are new. The site's
  // own and the logo's square were written by the build.
  const drawn = process.env.PICTURES_PAGES ? drawnPages(process.env.PICTURES_PAGES) : null;
  // The site's own raster pictures (src/content), so dist/ is whole for a static host.
  const site = drawn ? [] : await writeSitePictures(dist, root);
  const service = imageService();
  const named = drawn
    ? collectVariants(dist, laterPictures(root, dist, drawn.urls), drawn.files)
    : collectVariants(dist, laterPictures(root, dist));
  const { pages } = named;
  // The logo's square is the share card's picture of a page without one of its own, or whose
  // picture the deployment's service cannot process (src/utils/wechat.ts, shareCover): written
  // whatever the service, so that a plain static host has it too.
  const bySource: VariantsBySource = service === 'self' ? named.bySource : new Map();
  const logo = bySource.get(SHARE_LOGO) ?? [];
  if (!drawn && !logo.some((v) => v.crop === 'square'))
    bySource.set(SHARE_LOGO, [...logo, SHARE_SQUARE]);
  const cacheRoot = path.join(root, 'node_modules', '.cache', 'lantu-pictures');
  if (process.env.PICTURES_CLEAN === '1') {
    fs.rmSync(path.join(cacheRoot, 'variants'), { recursive: true, force: true });
    fs.rmSync(path.join(cacheRoot, 'remote'), { recursive: true, force: true });
  }
  const cache = openVariantCache(root, Number(process.env.PICTURES_CACHE_MB || 1024) * 1048576);
  const read = sourceReader({
    root,
    dist,
    hosts: originsOf((process.env.IMAGE_HOSTS || '').split(',')),
    api: process.env.API_BASE || '',
    checked: cache.holds,
  });
  const stats = {
    sources: 0,
    variants: 0,
    encoded: 0,
    reused: 0,
    bytes: 0,
    failed: [] as string[],
  };
  const variantsDir = path.join(dist, '_img') + path.sep;
  const encoding = new Map<string, Promise<unknown>>();
  // The most pixels first, so that no large picture is left encoding alone at the end.
  const pixels = (variants: { width: number }[]) => variants.reduce((n, v) => n + v.width ** 2, 0);
  const work = [...bySource.entries()].sort((a, b) => pixels(b[1]) - pixels(a[1]));
  await pool(work, CONCURRENCY, async ([key, variants]) => {
    stats.sources += 1;
    const source = await read(key);
    if (!source.ok) {
      // The page falls back to the original (nginx answers it for a missing variant).
      stats.failed.push(`${key}: ${source.message}`);
      return;
    }
    // Another address of the same bytes may be encoding right now: its variants first, then
    // only what it did not make.
    while (encoding.has(source.digest)) await encoding.get(source.digest);
    const entry = cache.entry(source.digest);
    const missing = variants.filter((v) => !entry.has(v));
    if (missing.length) {
      const job = encodeSource(source.body, missing).then(async (made) => {
        for (const [variant, body] of made) await entry.put(variant, body);
      });
      encoding.set(
        source.digest,
        job.catch(() => undefined),
      );
      try {
        await job;
      } finally {
        encoding.delete(source.digest);
      }
      stats.encoded += missing.length;
    }
    stats.reused += variants.length - missing.length;
    for (const variant of variants) {
      const target = path.join(
        dist,
        ...selfVariantPath(key, variant).split('/').map(decodeURIComponent),
      );
      // Only ever into dist/_img/ (the key's segments were checked when it was read).
      if (!target.startsWith(variantsDir)) {
        stats.failed.push(`${key}: 地址无效`);
        return;
      }
      // Awaited first: `stats.bytes += await …` reads the total before the wait, and another
      // source's link finishing meanwhile would be lost.
      const bytes = await entry.link(variant, target);
      stats.bytes += bytes;
      stats.variants += 1;
    }
  });
  const pruned = await cache.prune();
  console.log(
    `pictures: ${stats.variants} variants of ${stats.sources} pictures on ${pages} pages in ` +
      `${seconds(performance.now() - started)}: ${stats.encoded} encoded, ${stats.reused} from ` +
      `the cache (${mb(stats.bytes)} in dist/_img); ${site.length} site pictures` +
      `${service === 'self' ? '' : `; the other variants come from ${service}`}` +
      `${pruned ? `; ${pruned} old variants pruned from the cache` : ''}`,
  );
  if (stats.failed.length) {
    console.warn(
      `pictures: ${stats.failed.length} pictures could not be read; their pages show the original:\n  ${stats.failed.join('\n  ')}`,
    );
  }
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'reports', 'pictures.json'),
    JSON.stringify(
      { ...stats, pages, site: site.length, ms: Math.round(performance.now() - started) },
      null,
      2,
    ),
  );
}

main().catch((error: Error) => {
  console.error(`pictures: ${error.stack || error.message}`);
  process.exit(1);
});
