/**
 * @jest-environment node
 *
 * The disk full while a publish writes (a real tmpfs holding a copy of the built site, so root
 * only: CI runs as root; skipped, saying so, without a build): every page that was there is still
 * whole (the old bytes or a complete new page, never truncated), the publish fails naming the full
 * disk, and once space is freed the next publish draws what was missing. (The kill mid-publish:
 * publishFaults.test.ts; the port: publishFaults.port.test.ts.)
 */
import { execFileSync, spawnSync } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freePort } from '../../../server/nginx/serve';
import { buildContent } from '../../../server/publisher/index';
import {
  built,
  CACHE,
  caseFile,
  copyBuild,
  DIST,
  isRoot,
  killMarked,
  mockEnv,
  revise,
  titleOf,
} from './publishFaultsKit';

if (!built) {
  // eslint-disable-next-line no-console
  console.warn(
    'publishFaults.disk: skipped: no prerendered build (npm run build) on Linux to copy',
  );
}

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
