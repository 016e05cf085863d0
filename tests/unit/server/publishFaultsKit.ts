/**
 * What the publisher's fault tests share (publishFaults*.test.ts): a copy of the built site, the
 * mock's environment, and the processes a run started, found by the mark in their environment.
 * The tests are in three files so that jest's two workers run them side by side: the kill, the
 * port and the full disk each publish for real in Chromium.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { applyEdit } from '../../../scripts/cms/publish';

export const ROOT = path.resolve(__dirname, '../../..');
export const DIST = path.join(ROOT, 'dist');
export const CACHE = path.join(ROOT, 'node_modules', '.cache', 'lantu-prerender');
export const REVISED_CASE = 12;
export const caseFile = (dist: string) =>
  path.join(dist, `customerCase/caseDetail/${REVISED_CASE}.html`);
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** A prerendered build to copy (CI's unit tests run after its build). */
export const built =
  process.platform === 'linux' &&
  fs.existsSync(path.join(CACHE, 'manifest.json')) &&
  fs.existsSync(caseFile(DIST));
export const isRoot = process.getuid?.() === 0;

export const sleep = (ms: number) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

export async function until(what: string, test: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out (${ms} ms) waiting for: ${what}`);
    await sleep(100);
  }
}

/** The processes whose environment carries `mark` (every process a run started inherits it). */
export function marked(mark: string): { pid: number; cmd: string }[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid)
    .flatMap((d) => {
      try {
        if (!fs.readFileSync(`/proc/${d}/environ`, 'utf8').split('\0').includes(mark)) return [];
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        if (/\) [ZX] /.test(stat)) return []; // a zombie: dead, waiting for its parent
        const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').join(' ');
        return [{ pid: Number(d), cmd: cmd.slice(0, 160) }];
      } catch {
        return [];
      }
    });
}

export const killMarked = (mark: string) =>
  marked(mark).forEach(({ pid }) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  });

/** A copy of the built site and its cache (hard links: a publish replaces files, never edits). */
export function copyBuild(into: string, link = true) {
  fs.mkdirSync(into, { recursive: true });
  // One cp: the cache's pages stay second names of dist/'s (in a copy too).
  execFileSync('cp', [link ? '-al' : '-a', DIST, CACHE, into]);
  fs.renameSync(path.join(into, 'lantu-prerender'), path.join(into, 'cache'));
  return { dist: path.join(into, 'dist'), cache: path.join(into, 'cache') };
}

export const mockEnv = (work: string) => ({
  MOCK_DELAY: '0',
  MOCK_FAIL: '0',
  CMS_FILE: path.join(work, 'cms.json'),
  CMS_UPLOADS_DIR: path.join(work, 'cms-uploads'),
  CONSULT_LOG: path.join(work, 'consult.jsonl'),
  PICTURES: 'on-request',
  PRERENDER_WORKERS: '1',
});

export const revise = (work: string, title: string) =>
  applyEdit(
    { type: 'revise-case', id: REVISED_CASE, title },
    { cmsFile: path.join(work, 'cms.json'), uploadsDir: path.join(work, 'cms-uploads') },
  );
