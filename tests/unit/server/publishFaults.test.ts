/**
 * @jest-environment node
 *
 * The publisher under two faults, with real processes on a copy of the built site (dist/ and the
 * prerender's cache as `npm run build` left them; skipped, saying so, when there is none):
 *
 * - killed mid-publish: `npm run publisher` started as a shell starts it (its own process group,
 *   no systemd cgroup), its start-up publish caught with the prerender's preview up and Chromium
 *   running, the publisher's process SIGKILLed alone, then (started again) its whole group: each
 *   time nothing the publish started survives (no process carrying
 *   the run's mark, the prerender's port free), and the publisher started again publishes the
 *   revised case. A preview a dead run left holding the port is reclaimed by the next publish; a
 *   stranger on it fails the publish in one line that names it, and is left alone.
 * - the disk full while a publish writes (a real tmpfs holding the copy, so root only: CI runs as
 *   root): every page that was there is still whole (the old bytes or a complete new page, never
 *   truncated), the publish fails naming the full disk, and once space is freed the next publish
 *   draws what was missing.
 */
import { execFileSync, spawn, spawnSync } from 'child_process';
import type { ChildProcess } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { applyEdit } from '../../../scripts/cms/publish';
import { freePort } from '../../../server/nginx/serve';
import { buildContent } from '../../../server/publisher/index';
import { RetryAfterFailure } from '../../../server/publisher/retry';
import { describe as who, ownerTag, portHolder, portInUse } from '../../../server/preview/leftover';

const ROOT = path.resolve(__dirname, '../../..');
const DIST = path.join(ROOT, 'dist');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'lantu-prerender');
const REVISED_CASE = 12;
const caseFile = (dist: string) => path.join(dist, `customerCase/caseDetail/${REVISED_CASE}.html`);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** A prerendered build to copy (CI's unit tests run after its build). */
const built =
  process.platform === 'linux' &&
  fs.existsSync(path.join(CACHE, 'manifest.json')) &&
  fs.existsSync(caseFile(DIST));
const isRoot = process.getuid?.() === 0;

const sleep = (ms: number) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

async function until(what: string, test: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out (${ms} ms) waiting for: ${what}`);
    await sleep(100);
  }
}

/** The processes whose environment carries `mark` (every process a run started inherits it). */
function marked(mark: string): { pid: number; cmd: string }[] {
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

const killMarked = (mark: string) =>
  marked(mark).forEach(({ pid }) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  });

/** A copy of the built site and its cache (hard links: a publish replaces files, never edits). */
function copyBuild(into: string, link = true) {
  fs.mkdirSync(into, { recursive: true });
  // One cp: the cache's pages stay second names of dist/'s (in a copy too).
  execFileSync('cp', [link ? '-al' : '-a', DIST, CACHE, into]);
  fs.renameSync(path.join(into, 'lantu-prerender'), path.join(into, 'cache'));
  return { dist: path.join(into, 'dist'), cache: path.join(into, 'cache') };
}

const mockEnv = (work: string) => ({
  MOCK_DELAY: '0',
  MOCK_FAIL: '0',
  CMS_FILE: path.join(work, 'cms.json'),
  CMS_UPLOADS_DIR: path.join(work, 'cms-uploads'),
  CONSULT_LOG: path.join(work, 'consult.jsonl'),
  PICTURES: 'on-request',
  PRERENDER_WORKERS: '1',
});

const revise = (work: string, title: string) =>
  applyEdit(
    { type: 'revise-case', id: REVISED_CASE, title },
    { cmsFile: path.join(work, 'cms.json'), uploadsDir: path.join(work, 'cms-uploads') },
  );

const maybe = built ? describe : describe.skip;
if (!built) {
  // eslint-disable-next-line no-console
  console.warn('publishFaults: skipped: no prerendered build (npm run build) on Linux to copy');
}

describe('RetryAfterFailure', () => {
  it('asks again after a growing pause, logs each retry once, and stops at a success', () => {
    jest.useFakeTimers();
    try {
      const asked: string[] = [];
      const lines: string[] = [];
      const retry = new RetryAfterFailure(
        (r) => asked.push(r),
        (l) => lines.push(l),
        [1000, 5000],
      );
      const failed = { ok: false, seconds: 1, drawn: [], error: 'port' };
      retry.note(failed);
      jest.advanceTimersByTime(999);
      expect(asked).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(asked).toHaveLength(1);
      retry.note(failed);
      retry.note(failed);
      jest.advanceTimersByTime(4999);
      expect(asked).toHaveLength(1);
      jest.advanceTimersByTime(1);
      // One try per failure series step, never two at once.
      expect(asked).toHaveLength(2);
      expect(lines).toEqual([
        expect.stringContaining('连续第 1 次'),
        expect.stringContaining('连续第 2 次'),
        expect.stringContaining('连续第 3 次'),
      ]);
      retry.note({ ok: true, seconds: 1, drawn: [] });
      jest.advanceTimersByTime(60_000);
      expect(asked).toHaveLength(2);
      expect(retry.failed).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

maybe('the publisher killed mid-publish (SIGKILL of its group, outside systemd)', () => {
  const mark = `LANTU_TEST_RUN=${randomBytes(6).toString('hex')}`;
  let work = '';
  let site: { dist: string; cache: string };
  let publisher: ChildProcess | null = null;
  let log = '';

  const start = async (prerenderPort: number) => {
    const out = fs.openSync(log, 'a');
    publisher = spawn('npm', ['run', 'publisher'], {
      cwd: ROOT,
      // A shell's job: a process group of its own, no cgroup of its own.
      detached: true,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        ...mockEnv(work),
        [mark.split('=')[0]]: mark.split('=')[1],
        PUBLISH_SECRET: 'test-secret-0123456789abcdef',
        PUBLISHER_PORT: String(await freePort()),
        PUBLISHER_PRERENDER_PORT: String(prerenderPort),
        LANTU_DIST: site.dist,
        PRERENDER_CACHE_DIR: site.cache,
        PUBLISH_ON_START: '1',
        PUBLISH_POLL_MINUTES: '0',
      },
    });
    fs.closeSync(out);
    return publisher;
  };

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-faults-'));
    site = copyBuild(work);
    log = path.join(work, 'publisher.log');
  });

  afterAll(() => {
    if (publisher?.pid) {
      try {
        process.kill(-publisher.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    killMarked(mark);
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Starts the publisher and waits for its publish to be under way: its preview and Chromium up. */
  const startMidPublish = async (prerenderPort: number) => {
    const child = await start(prerenderPort);
    await until(
      'the publish under way (its preview and Chromium)',
      async () =>
        (await portInUse(prerenderPort)) &&
        marked(mark).some((p) => /chrom/.test(p.cmd) && !/--type=/.test(p.cmd)),
      150_000,
    );
    expect(marked(mark).some((p) => p.cmd.includes('server/preview/index.ts'))).toBe(true);
    return child;
  };

  /** Nothing of the run within 10 s: no process carrying its mark, the prerender's port free. */
  const nothingLeft = async (prerenderPort: number) => {
    let left = marked(mark);
    await until(
      'the run’s processes gone and the port free',
      () => {
        left = marked(mark);
        return left.length === 0 && portHolder(prerenderPort) === null;
      },
      10_000,
    ).catch(() => undefined);
    expect(left.map((p) => p.cmd)).toEqual([]);
    const holder = portHolder(prerenderPort);
    expect(holder === null ? null : who(holder)).toBeNull();
  };

  it('leaves nothing running, and the next start publishes', async () => {
    const prerenderPort = await freePort();
    const revised = await revise(work, '故障测试：发布中断后重新发布');
    // The publisher's process alone (its npm and sh above it, the publish below it).
    await startMidPublish(prerenderPort);
    const node = marked(mark).find((p) => /^\S*node\S* \S*ts-node server\/publisher/.test(p.cmd));
    expect(node).toBeDefined();
    process.kill(node!.pid, 'SIGKILL');
    await nothingLeft(prerenderPort);
    // Its whole group, as `kill -9 -<pgid>` (the case).
    const first = await startMidPublish(prerenderPort);
    process.kill(-first.pid!, 'SIGKILL');
    await nothingLeft(prerenderPort);
    expect(titleOf(fs.readFileSync(caseFile(site.dist), 'utf8'))).not.toContain(revised.title);

    // Started again by hand: its start-up publish runs and lands.
    fs.writeFileSync(log, '');
    const second = await start(prerenderPort);
    await until(
      'the publish after the restart',
      () => /发布 #1 (完成|失败)/.test(fs.readFileSync(log, 'utf8')),
      170_000,
    );
    const text = fs.readFileSync(log, 'utf8');
    expect(text).toMatch(/发布 #1 完成/);
    expect(titleOf(fs.readFileSync(caseFile(site.dist), 'utf8'))).toContain(revised.title);
    process.kill(-second.pid!, 'SIGTERM');
    await until('the publisher stopped', () => marked(mark).length === 0, 15_000);
  }, 420_000);

  it('reclaims the port from a preview a dead run left, and names a stranger in one line', async () => {
    const port = await freePort();
    // A dead run's leftover: a preview started (detached, as startServer does) by a process that
    // then died without stopping it, as the publisher's prerender left one before.
    const starter = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('child_process');
         const stat = require('fs').readFileSync('/proc/self/stat', 'utf8');
         const tag = process.pid + ':' + stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
         const child = spawn(process.execPath, [require.resolve('ts-node/dist/bin'), ${JSON.stringify(
           path.join(ROOT, 'server/preview/index.ts'),
         )}, '--port', '${port}'], { cwd: ${JSON.stringify(ROOT)}, detached: true, stdio: 'ignore',
           env: { ...process.env, LANTU_PREVIEW_OWNER: tag } });
         child.unref();
         console.log(child.pid);`,
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          ...mockEnv(work),
          [mark.split('=')[0]]: mark.split('=')[1],
          LANTU_DIST: site.dist,
        },
      },
    );
    // The starter names itself as startServer does (pid and start time), then exits.
    const leftover = await new Promise<number>((resolve) => {
      let out = '';
      starter.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
      });
      starter.on('exit', () => resolve(Number(out.trim())));
    });
    expect(leftover).toBeGreaterThan(1);
    await until('the leftover preview up', () => portInUse(port), 90_000);
    expect(portHolder(port)).toBe(leftover);

    const result = await buildContent(site.dist, {
      env: {
        ...mockEnv(work),
        PRERENDER_CACHE_DIR: site.cache,
        PUBLISHER_PRERENDER_PORT: String(port),
        PRERENDER_PORT: String(port),
      },
    });
    expect(result.error ?? '').toBe('');
    expect(result.ok).toBe(true);
    expect(marked(mark).some((p) => p.pid === leftover)).toBe(false);

    // A stranger on the port: the publish fails at once, in one line naming it; it is left alone.
    const stranger = http.createServer((_, res) => res.end('not a preview'));
    await new Promise<void>((r) => {
      stranger.listen(port, '127.0.0.1', r);
    });
    try {
      const refused = await buildContent(site.dist, {
        env: { ...mockEnv(work), PRERENDER_CACHE_DIR: site.cache, PRERENDER_PORT: String(port) },
      });
      expect(refused.ok).toBe(false);
      const line = (refused.error ?? '').split('\n')[0];
      expect(line).toContain(`端口 ${port}`);
      expect(line).toContain(`pid ${process.pid}`);
      expect(stranger.listening).toBe(true);
    } finally {
      await new Promise((r) => {
        stranger.close(r);
      });
    }
    // (ownerTag names this process as a starter would.)
    expect(ownerTag()).toMatch(new RegExp(`^${process.pid}:\\d+$`));
  }, 240_000);
});

/** Every HTML page under `dir`, with its bytes. */
function pages(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (rel: string) =>
    fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).forEach((d) => {
      const p = path.join(rel, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.name.endsWith('.html')) out.set(p, fs.readFileSync(path.join(dir, p)));
    });
  walk('');
  return out;
}

const whole = (html: string) =>
  /^<!DOCTYPE html>/i.test(html) && /<\/html>\s*$/.test(html) && html.includes('<div id="root">');

(built && isRoot ? describe : describe.skip)(
  `the disk full while a publish writes${isRoot ? '' : ' (skipped: mounting a tmpfs needs root; CI runs as root)'}`,
  () => {
    const mark = `LANTU_TEST_RUN=${randomBytes(6).toString('hex')}`;
    let work = '';
    let disk = '';
    let mounted = false;

    beforeAll(() => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-diskfull-'));
      disk = path.join(work, 'disk');
      fs.mkdirSync(disk);
      // Room for the copy and a little more; filled below.
      const bytes = Number(
        execFileSync('du', ['-sbc', DIST, CACHE]).toString().trim().split(/\s/).slice(-2)[0],
      );
      const size = Math.ceil((bytes * 1.5) / 1048576) + 8;
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}m`, 'tmpfs', disk]);
      mounted = true;
    });

    afterAll(() => {
      killMarked(mark);
      if (mounted) spawnSync('umount', ['-l', disk]);
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('keeps every page whole, fails naming the cause, and the next publish heals', async () => {
      const site = copyBuild(disk, false);
      const before = pages(site.dist);
      const revised = await revise(work, '故障测试：磁盘已满时的发布');
      const env = {
        ...mockEnv(work),
        PRERENDER_CACHE_DIR: site.cache,
        PRERENDER_PORT: String(await freePort()),
        [mark.split('=')[0]]: mark.split('=')[1],
      };
      // Fill the disk but for a few pages' worth: the publish starts, then its writes fail.
      const filler = path.join(disk, 'filler');
      spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
      const free = fs.statfsSync(disk).bavail * fs.statfsSync(disk).bsize;
      const leave = 40 * 1024;
      fs.truncateSync(filler, Math.max(0, fs.statSync(filler).size - leave + free));

      const failed = await buildContent(site.dist, { env });
      expect(failed.ok).toBe(false);
      expect((failed.error ?? '').split('\n')[0]).toMatch(/磁盘已满|ENOSPC/);
      const after = pages(site.dist);
      before.forEach((bytes, rel) => {
        const now = after.get(rel);
        // The page as it was, or the new one whole: never missing, empty or cut short.
        expect([rel, !!now && (now.equals(bytes) || whole(now.toString()))]).toEqual([rel, true]);
      });
      const temps = execFileSync('find', [site.dist, site.cache, '-name', '*.tmp'])
        .toString()
        .trim();
      expect(temps).toBe('');

      // Space again: the next publish draws what the full disk stopped.
      fs.rmSync(filler);
      const healed = await buildContent(site.dist, { env });
      expect(healed.error ?? '').toBe('');
      expect(healed.ok).toBe(true);
      const html = fs.readFileSync(caseFile(site.dist), 'utf8');
      expect(titleOf(html)).toContain(revised.title);
      pages(site.dist).forEach((bytes, rel) =>
        expect([rel, whole(bytes.toString())]).toEqual([rel, true]),
      );
    }, 300_000);
  },
);
