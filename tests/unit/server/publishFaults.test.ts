/**
 * @jest-environment node
 *
 * The publisher under faults, with real processes on a copy of the built site (dist/ and the
 * prerender's cache as `npm run build` left them; skipped, saying so, when there is none). Here:
 * killed mid-publish: `npm run publisher` started as a shell starts it (its own process group, no
 * systemd cgroup), its start-up publish caught with the prerender's preview up and Chromium
 * running, the publisher's process SIGKILLed alone, then (started again) its whole group: each
 * time nothing the publish started survives (no process carrying the run's mark, the prerender's
 * port free), and the publisher started again publishes the revised case; and the retry after a
 * failed publish.
 *
 * Beside it, in files of their own so that jest's two workers run them at the same time (each
 * publishes for real in Chromium; shared helpers in publishFaultsKit.ts):
 * publishFaults.port.test.ts, a preview a dead run left holding the port is reclaimed by the next
 * publish, a stranger on it fails the publish in one line that names it and is left alone;
 * publishFaults.disk.test.ts, the disk full while a publish writes (a real tmpfs, root only).
 */
import { spawn } from 'child_process';
import type { ChildProcess } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freePort } from '../../../server/nginx/serve';
import { RetryAfterFailure } from '../../../server/publisher/retry';
import { describe as who, portHolder, portInUse } from '../../../server/preview/leftover';
import {
  built,
  caseFile,
  copyBuild,
  killMarked,
  marked,
  mockEnv,
  revise,
  ROOT,
  titleOf,
  until,
} from './publishFaultsKit';

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
});
