/**
 * Incremental prerender (scripts/prerender/index.ts). A page is a function of its shell (umi's
 * bundles), the prerender's own code and the answers of the API calls it made: the build notes
 * each page's calls with a digest of each answer, and keeps the page. The next build with the same
 * bundles and code asks those calls again and draws only the pages whose answers changed (a
 * changed case: its page, the lists and home sections that show it, the cases that name it as
 * related), plus pages new since (a new id). Everything else is the page kept from before.
 *
 * Kept in node_modules/.cache/lantu-prerender (each checkout its own): the plain shells (a later
 * `npm run build:content` works on a dist/ whose shells are already prerendered), the pages, and
 * manifest.json. `PRERENDER_CLEAN=1` (`npm run build:clean`) ignores and replaces it.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { prerenderCacheDir, replaceFile, writeFileAtomic } from '../../server/paths';
import type { BuildCall } from '../../src/utils/prerender';
import type { PageTarget } from './html';
import { stateFile } from './html';

/** Where the states of the pages live in dist/ (scripts/prerender/html.ts, stateFile). */
const STATE_DIR = '__state';

/** Bumped when what a page is made of changes shape (the cache is then ignored). */
const FORMAT = 2;

interface Manifest {
  format: number;
  /** What every page depends on besides its calls (shells, code, settings). */
  fingerprint: string;
  /** The distinct calls of all pages. */
  calls: BuildCall[];
  /**
   * Page address → its file, its state's file, its calls (indices into `calls`) and the addresses
   * of the pictures it writes only later (`later`, none in its HTML).
   */
  pages: Record<string, { file: string; state: string; calls: number[]; later: string[] }>;
}

/**
 * A page drawn in this build: its HTML, its state's JSON (scripts/prerender/html.ts), and the
 * variant addresses of the pictures it writes only later (src/utils/prerender.ts,
 * noteLaterPicture): the build's picture step writes those too (laterPictures).
 */
export interface WrittenPage {
  html: string;
  state: string;
  later: string[];
}

export interface Cache {
  /** A plain shell (dist-relative name), from a fresh umi build or from the cache. */
  shell(file: string): string;
  /** The pages of the last build whose inputs are known (empty after a clean start). */
  manifest: Manifest | null;
  fingerprint: string;
  dir: string;
  /** Writes a page drawn in this build, with its state, and notes its calls. */
  put(target: PageTarget, page: WrittenPage, calls: BuildCall[]): void;
  /**
   * Writes (into a fresh umi build) the pages kept from the last build, drops item pages no longer
   * listed and states no page names, and saves the cache. Returns how many pages were kept.
   */
  finish(targets: PageTarget[]): number;
}

const sha1 = (s: string | Buffer) => createHash('sha1').update(s).digest('hex');

/** A call's identity: what is asked, not what is answered. */
export const callKey = (c: Omit<BuildCall, 'sha1'>) =>
  JSON.stringify([c.method, c.url, c.body, c.contentType]);

/** Whether dist/ holds umi's plain shells (a build just made), not pages prerendered before. */
export const isFreshBuild = (dist: string) =>
  fs.existsSync(path.join(dist, 'index.html')) &&
  fs.readFileSync(path.join(dist, 'index.html'), 'utf8').includes('<div id="root"></div>');

/**
 * What every page depends on besides its own calls: the shells (their hashed file names name
 * every bundle), the source of the prerender's own modules, the settings it reads, and the year
 * (the footer's ©).
 */
export function fingerprintOf(shells: Record<string, string>, root: string): string {
  const code = Object.keys(require.cache)
    .filter((f) => f.startsWith(root) && !f.includes(`${path.sep}node_modules${path.sep}`))
    .sort()
    .map((f) => `${path.relative(root, f)}:${sha1(fs.readFileSync(f))}`);
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Shanghai' }).format(
    new Date(),
  );
  return sha1(
    JSON.stringify({
      FORMAT,
      shells: Object.entries(shells).sort(([a], [b]) => (a < b ? -1 : 1)),
      code,
      env: [process.env.SITE_URL ?? '', process.env.API_BASE ?? ''],
      year,
    }),
  );
}

/** The pages of a build whose cache is of no more use, on their way out (`openCache`). */
const OLD_PAGES = 'pages.old';

/** Deletes a folder in the background (libuv's threads); one left by an ended build goes next time. */
const removeLater = (folder: string) =>
  fs.rm(folder, { recursive: true, force: true }, () => undefined);

/** Where the cache lives (each checkout its own; `PRERENDER_CACHE_DIR` moves it). */
const cacheDir = (root: string) => prerenderCacheDir(root);

/** States no page names any more, with when each was first found so (`orphans.json`). */
const ORPHANS = 'orphans.json';

/**
 * How long a state no page names stays in dist/ (`PRERENDER_STATE_GRACE_MINUTES`, default 0: a
 * build removes it at once). The publisher (server/publisher) keeps it an hour: a visitor who
 * loaded a page just before it was redrawn still fetches the state that page names.
 */
const stateGraceMs = () => Number(process.env.PRERENDER_STATE_GRACE_MINUTES || 0) * 60_000;

export function openCache(root: string, dist: string, clean: boolean): Cache {
  const dir = cacheDir(root);
  const shellsDir = path.join(dir, 'shells');
  const pagesDir = path.join(dir, 'pages');
  const fresh = isFreshBuild(dist);
  if (!fresh && !fs.existsSync(path.join(shellsDir, 'index.html'))) {
    throw new Error(
      'prerender: dist/ is not a fresh umi build and no shells are kept from one (run `npm run build`)',
    );
  }
  const shells: Record<string, string> = {};
  // A fresh build's shells replace the kept ones; a rerun on a prerendered dist/ reads the kept.
  const walk = (from: string, rel = ''): string[] =>
    fs.readdirSync(path.join(from, rel), { withFileTypes: true }).flatMap((d) => {
      const p = path.join(rel, d.name);
      if (d.isDirectory()) return walk(from, p);
      return d.name.endsWith('.html') ? [p] : [];
    });
  if (fresh) {
    fs.rmSync(shellsDir, { recursive: true, force: true });
    walk(dist)
      .filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('<div id="root"></div>'))
      .forEach((f) => {
        shells[f] = fs.readFileSync(path.join(dist, f), 'utf8');
        // Whole or not at all (a full disk): every later publish starts from these.
        writeFileAtomic(path.join(shellsDir, f), shells[f]);
      });
  } else {
    walk(shellsDir).forEach((f) => {
      shells[f] = fs.readFileSync(path.join(shellsDir, f), 'utf8');
    });
  }
  const fingerprint = fingerprintOf(shells, root);
  let manifest: Manifest | null = null;
  try {
    const read = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    if (!clean && read.format === FORMAT && read.fingerprint === fingerprint) manifest = read;
  } catch {
    /* no cache yet */
  }
  // Nothing kept is of use (a clean build, other bundles): the old pages go out of the way in one
  // rename and are deleted beside the drawing, off this thread. Deleting them one by one as each
  // new page took its place cost 4 s of this process's one thread at 1,500 pages (freeing a file's
  // last name is slow), and every tab waited on it.
  fs.mkdirSync(dir, { recursive: true });
  fs.readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith(`${OLD_PAGES}-`))
    .forEach((d) => removeLater(path.join(dir, d.name)));
  if (!manifest && fs.existsSync(pagesDir)) {
    const old = path.join(dir, `${OLD_PAGES}-${process.pid}-${Date.now()}`);
    fs.renameSync(pagesDir, old);
    removeLater(old);
  }
  const table: BuildCall[] = [];
  const index = new Map<string, number>();
  const indexOf = (c: BuildCall) => {
    const key = `${callKey(c)}${c.sha1}`;
    if (!index.has(key)) {
      index.set(key, table.length);
      table.push(c);
    }
    return index.get(key)!;
  };
  const pages: Manifest['pages'] = {};
  // The copy beside the other is a hard link (a second name for the same bytes, nothing written
  // again), or a copy where the two cannot share a file. Each file is made anew and put in place
  // by one rename, never rewritten in place: a change to one name cannot reach the other, and a
  // visitor reading dist/ while the publisher redraws it (server/publisher) gets the old page or
  // the new one, never half of one or none.
  const link = replaceFile;
  const write = (rel: string, text: string) => {
    const file = path.join(dist, rel);
    writeFileAtomic(file, text);
    link(file, path.join(pagesDir, rel));
  };
  const restore = (rel: string) => link(path.join(pagesDir, rel), path.join(dist, rel));

  return {
    dir,
    manifest,
    fingerprint,
    shell(file) {
      const s = shells[file];
      if (!s) throw new Error(`prerender: no plain shell ${file}`);
      return s;
    },
    put(target, page, calls) {
      const state = stateFile(page.state);
      // The state first: the page names it.
      write(state, page.state);
      write(target.file, page.html);
      pages[target.url] = {
        file: target.file,
        state,
        calls: calls.map(indexOf),
        later: page.later,
      };
    },
    finish(targets) {
      let kept = 0;
      targets.forEach((t) => {
        if (pages[t.url]) return;
        // Unchanged since the last build: its kept page (a fresh umi build has only the shell).
        kept += 1;
        const was = manifest!.pages[t.url];
        restore(t.file);
        restore(was.state);
        pages[t.url] = { ...was, calls: was.calls.map((i) => indexOf(manifest!.calls[i])) };
      });
      // Item pages of ids the API no longer lists (`<page>/<id>.html`), and states no page names.
      const listed = new Set(targets.map((t) => t.file));
      const itemDirs = new Set(
        targets.filter((t) => t.kind !== 'page').map((t) => path.dirname(t.file)),
      );
      itemDirs.forEach((rel) => {
        for (const to of [dist, pagesDir]) {
          const dir = path.join(to, rel);
          if (!fs.existsSync(dir)) continue;
          fs.readdirSync(dir)
            .filter((f) => /^\d+\.html$/.test(f) && !listed.has(path.join(rel, f)))
            .forEach((f) => fs.rmSync(path.join(dir, f), { force: true }));
        }
      });
      const named = new Set(Object.values(pages).map((p) => path.basename(p.state)));
      const grace = stateGraceMs();
      const orphansFile = path.join(dir, ORPHANS);
      let orphans: Record<string, number> = {};
      try {
        orphans = grace ? JSON.parse(fs.readFileSync(orphansFile, 'utf8')) : {};
      } catch {
        /* none noted yet */
      }
      const now = Date.now();
      const stillOrphans: Record<string, number> = {};
      for (const to of [dist, pagesDir]) {
        const folder = path.join(to, STATE_DIR);
        if (!fs.existsSync(folder)) continue;
        fs.readdirSync(folder)
          .filter((f) => !named.has(f))
          .forEach((f) => {
            const since = orphans[f] ?? now;
            if (to === dist && now - since < grace) {
              stillOrphans[f] = since;
              return;
            }
            fs.rmSync(path.join(folder, f), { force: true });
          });
      }
      if (grace || fs.existsSync(orphansFile))
        writeFileAtomic(orphansFile, JSON.stringify(stillOrphans));
      const next: Manifest = { format: FORMAT, fingerprint, calls: table, pages };
      writeFileAtomic(path.join(dir, 'manifest.json'), JSON.stringify(next));
      return kept;
    },
  };
}

/**
 * The targets to draw: all of them without a usable cache; else those new since the last build,
 * or one of whose calls now answers differently (each distinct call asked once).
 */
export async function staleTargets(
  cache: Cache,
  targets: PageTarget[],
  origin: string,
  parallel = 8,
): Promise<PageTarget[]> {
  const { manifest } = cache;
  if (!manifest) return targets;
  const now = new Map<number, string>();
  const wanted = new Set<number>();
  targets.forEach((t) => manifest.pages[t.url]?.calls.forEach((i) => wanted.add(i)));
  // Calls differing only in their answer's digest are asked once.
  const byKey = new Map<string, number[]>();
  wanted.forEach((i) => {
    const key = callKey(manifest.calls[i]);
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  const keys = [...byKey.keys()];
  let next = 0;
  const ask = async () => {
    while (next < keys.length) {
      const key = keys[next];
      next += 1;
      const c = manifest.calls[byKey.get(key)![0]];
      const res = await fetch(new URL(c.url, origin), {
        method: c.method,
        headers: c.contentType ? { 'Content-Type': c.contentType } : {},
        body: c.method === 'GET' || c.method === 'HEAD' ? undefined : c.body,
      });
      const digest = sha1(await res.text());
      byKey.get(key)!.forEach((i) => now.set(i, digest));
    }
  };
  await Promise.all(Array.from({ length: parallel }, ask));
  return targets.filter((t) => {
    const page = manifest.pages[t.url];
    const kept = (rel: string) => fs.existsSync(path.join(cache.dir, 'pages', rel));
    if (!page || !kept(page.file) || !kept(page.state)) return true;
    return page.calls.some((i) => now.get(i) !== manifest.calls[i].sha1);
  });
}

/**
 * The variant addresses the pages of the last prerender write only later (a home band's
 * pictures as they come near, the carousel's other banners), for the build's picture step (scripts/pictures/collect.ts):
 * none of them is in any HTML. None when dist/ holds umi's plain shells (nothing was prerendered
 * into it: `PRERENDER=0`) or nothing was prerendered yet.
 */
export function laterPictures(root: string, dist: string): string[] {
  if (isFreshBuild(dist)) return [];
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(cacheDir(root), 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format !== FORMAT) return [];
    return [...new Set(Object.values(manifest.pages).flatMap((page) => page.later))];
  } catch {
    return [];
  }
}
