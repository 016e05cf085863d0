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
import { answerFailed } from '../../src/utils/prerender';
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
  finish(targets: PageTarget[], itemFolders: string[]): number;
}

const sha1 = (s: string | Buffer) => createHash('sha1').update(s).digest('hex');

/** A call's identity: what is asked, not what is answered. */
export const callKey = (c: Omit<BuildCall, 'sha1'>) =>
  JSON.stringify([c.method, c.url, c.body, c.contentType]);

/** Whether dist/ holds umi's plain shells (a build just made), not pages prerendered before. */
export const isFreshBuild = (dist: string) =>
  fs.existsSync(path.join(dist, 'index.html')) &&
  fs.readFileSync(path.join(dist, 'index.html'), 'utf8').includes('<div id="root"></div>');

let code: string[] | undefined;

/**
 * The prerender's own source: every module of the project loaded when it is first asked (the
 * prerender's modules and what they import), the same whether the prerender runs as a program
 * (`npm run build`) or inside the publisher's worker (./worker.ts, itself left out), and the same
 * for every run of one process.
 */
function codeOf(root: string): string[] {
  if (!code) {
    const worker = path.join(__dirname, 'worker');
    code = Object.keys(require.cache)
      .filter((f) => f.startsWith(root) && !f.includes(`${path.sep}node_modules${path.sep}`))
      .filter(
        (f) =>
          !f.startsWith(worker) && !f.includes(`${path.sep}server${path.sep}publisher${path.sep}`),
      )
      .sort()
      .map((f) => `${path.relative(root, f)}:${sha1(fs.readFileSync(f))}`);
  }
  return code;
}

/**
 * What every page depends on besides its own calls: the shells (their hashed file names name
 * every bundle), the source of the prerender's own modules, the settings it reads, and the year
 * (the footer's ©).
 */
export function fingerprintOf(shells: Record<string, string>, root: string): string {
  const code = codeOf(root);
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
    finish(targets, itemFolders) {
      let kept = 0;
      targets.forEach((t) => {
        if (pages[t.url]) return;
        // Unchanged since the last build, or not drawn now (a call of its failed): its kept page
        // (a fresh umi build has only the shell). A new page that failed has none: its shell
        // answers, which loads the item itself, until a publish draws it.
        const was = manifest?.pages[t.url];
        if (!was) return;
        kept += 1;
        restore(t.file);
        restore(was.state);
        pages[t.url] = { ...was, calls: was.calls.map((i) => indexOf(manifest!.calls[i])) };
      });
      // Item pages of ids the API no longer lists (`<page>/<id>.html`), and states no page names.
      const listed = new Set(targets.map((t) => t.file));
      const itemDirs = new Set(itemFolders);
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
 * How many item pages of a kind one run may take down by itself: 5, or 2 % of the pages of that
 * kind, whichever is more (20 at 1,000 cases). An editor removes items one webhook at a time, so a
 * publish drops one or two; a run whose listing drops more has most likely read a wrong API (an
 * empty or truncated list, another base address, a failing replica), and taking the pages down
 * would cost the site its archive and its place in Baidu. A real clean-up says so:
 * `PRERENDER_ALLOW_REMOVAL=1` (the publisher: `PUBLISH_ALLOW_REMOVAL=1`, or a webhook whose body
 * says `"allowRemoval": true`).
 */
export const REMOVAL_FLOOR = 5;
export const REMOVAL_SHARE = 0.02;

export interface Removal {
  dir: string;
  /** Item pages of this kind in dist/ now. */
  has: number;
  /** Those the listing no longer names. */
  removed: string[];
}

/** The item pages in `dist` each item folder holds that `targets` no longer list. */
export function removals(dist: string, dirs: string[], targets: PageTarget[]): Removal[] {
  const listed = new Set(targets.map((t) => t.file));
  return dirs.map((rel) => {
    const folder = path.join(dist, rel);
    const files = fs.existsSync(folder)
      ? fs.readdirSync(folder).filter((f) => /^\d+\.html$/.test(f))
      : [];
    return {
      dir: rel,
      has: files.length,
      removed: files.map((f) => path.join(rel, f)).filter((f) => !listed.has(f)),
    };
  });
}

/** Why a run must not take these pages down, or null when it may (see REMOVAL_FLOOR). */
export function removalRefused(found: Removal[], allowed: boolean): string | null {
  if (allowed) return null;
  const over = found.filter(
    (r) => r.removed.length > Math.max(REMOVAL_FLOOR, Math.floor(r.has * REMOVAL_SHARE)),
  );
  if (!over.length) return null;
  return (
    `prerender: the API no longer lists ${over
      .map((r) => `${r.removed.length} of the ${r.has} pages in ${r.dir}/`)
      .join(' and ')}; more than a publish removes (${REMOVAL_FLOOR}, or ${
      REMOVAL_SHARE * 100
    } % of a kind): an empty or truncated list, or the wrong API? Nothing is drawn or removed, ` +
    'the last good pages stay. For a real clean-up: PRERENDER_ALLOW_REMOVAL=1'
  );
}

/** A target's item key (`case:12`, `news:3`), as a publish names what changed; null for a page. */
export const itemKey = (t: PageTarget): string | null =>
  t.kind === 'page' ? null : `${t.kind}:${/(\d+)\.html$/.exec(t.file)?.[1] ?? ''}`;

export interface StaleOptions {
  /** Calls asked at once. */
  parallel?: number;
  /**
   * The items a publish names (`case:12`): only the calls that can show them are asked again —
   * every call of a page that is no item page, every call two or more pages share, and the named
   * items' own. A call of one other item's page alone (its detail) is not asked: that page stays
   * as drawn until a publish that names nothing (the poll, the start) asks every call. Null: all.
   */
  items?: ReadonlySet<string> | null;
  /** How long one call may take. */
  timeoutMs?: number;
}

export interface Stale {
  /** The targets to draw. */
  targets: PageTarget[];
  /** Targets that cannot be drawn now: a call of theirs failed (their last good page stays). */
  failed: Map<string, string>;
  /** Distinct calls asked, and how many there are in all. */
  asked: number;
  calls: number;
}

/**
 * The targets to draw: all of them without a usable cache; else those new since the last build,
 * or one of whose calls now answers differently (each distinct call asked once). A call that
 * fails (no answer in `timeoutMs`, an HTTP error, the envelope's `success: false`) makes its pages
 * "failed", never stale: they keep their last good page. When most calls fail the API is down or
 * wrong, and the publish stops before it draws anything.
 */
export async function staleTargets(
  cache: Cache,
  targets: PageTarget[],
  origin: string,
  { parallel = 8, items = null, timeoutMs = 15_000 }: StaleOptions = {},
): Promise<Stale> {
  const { manifest } = cache;
  const failed = new Map<string, string>();
  if (!manifest) return { targets, failed, asked: 0, calls: 0 };
  const now = new Map<number, string>();
  const broken = new Map<number, string>();
  // Which pages use each call, to tell a call of one item's page from a shared one.
  const users = new Map<number, PageTarget[]>();
  targets.forEach((t) =>
    manifest.pages[t.url]?.calls.forEach((i) => users.set(i, [...(users.get(i) ?? []), t])),
  );
  const wanted = [...users.keys()].filter((i) => {
    if (!items) return true;
    const of = users.get(i)!;
    return of.length > 1 || of.some((t) => t.kind === 'page' || items.has(itemKey(t)!));
  });
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
      let why = '';
      let digest = '';
      try {
        const res = await fetch(new URL(c.url, origin), {
          method: c.method,
          headers: c.contentType ? { 'Content-Type': c.contentType } : {},
          body: c.method === 'GET' || c.method === 'HEAD' ? undefined : c.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        if (answerFailed(res.status, text)) why = `answered ${res.status}: ${text.slice(0, 120)}`;
        digest = sha1(text);
      } catch (error) {
        why =
          (error as Error).name === 'TimeoutError' ? `${timeoutMs / 1000} 秒无答复` : String(error);
      }
      byKey
        .get(key)!
        .forEach((i) => (why ? broken.set(i, `${c.method} ${c.url}: ${why}`) : now.set(i, digest)));
    }
  };
  await Promise.all(Array.from({ length: parallel }, ask));
  if (broken.size >= 2 && broken.size * 2 > wanted.length) {
    const sample = [...new Set(broken.values())].slice(0, 3).join('\n  ');
    throw new Error(
      `prerender: the API failed ${broken.size} of ${wanted.length} calls asked; nothing is drawn, ` +
        `the last good pages stay:\n  ${sample}`,
    );
  }
  const kept = (rel: string) => fs.existsSync(path.join(cache.dir, 'pages', rel));
  const stale = targets.filter((t) => {
    const page = manifest.pages[t.url];
    if (!page || !kept(page.file) || !kept(page.state)) return true;
    const cause = page.calls.map((i) => broken.get(i)).find(Boolean);
    if (cause) {
      failed.set(t.url, cause);
      return false;
    }
    return page.calls.some((i) => now.has(i) && now.get(i) !== manifest.calls[i].sha1);
  });
  return {
    targets: stale,
    failed,
    asked: keys.length,
    calls: new Set(manifest.calls.map(callKey)).size,
  };
}

/**
 * The variant addresses the pages of the last prerender write only later (a home band's
 * pictures as they come near, the carousel's other banners), for the build's picture step (scripts/pictures/collect.ts):
 * none of them is in any HTML. None when dist/ holds umi's plain shells (nothing was prerendered
 * into it: `PRERENDER=0`) or nothing was prerendered yet.
 */
export function laterPictures(root: string, dist: string, only?: string[]): string[] {
  if (isFreshBuild(dist)) return [];
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(cacheDir(root), 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format !== FORMAT) return [];
    // `only`: these pages' (by address), those a publish drew.
    const pages = only
      ? only.map((url) => manifest.pages[url]).filter(Boolean)
      : Object.values(manifest.pages);
    return [...new Set(pages.flatMap((page) => page.later))];
  } catch {
    return [];
  }
}
