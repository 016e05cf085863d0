/**
 * @jest-environment node
 *
 * The publisher's publish and a preview a dead run left on the prerender's port (real processes on
 * a copy of the built site; skipped, saying so, when there is none): the leftover is reclaimed by
 * the next publish; a stranger on the port fails the publish in one line that names it, and is
 * left alone. (The kill mid-publish: publishFaults.test.ts; the full disk: publishFaults.disk.test.ts.)
 */
import { spawn } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { freePort } from '../../../server/nginx/serve';
import { buildContent } from '../../../server/publisher/index';
import { ownerTag, portHolder, portInUse } from '../../../server/preview/leftover';
import { built, copyBuild, killMarked, marked, mockEnv, ROOT, until } from './publishFaultsKit';

const maybe = built ? describe : describe.skip;
if (!built) {
  // eslint-disable-next-line no-console
  console.warn(
    'publishFaults.port: skipped: no prerendered build (npm run build) on Linux to copy',
  );
}

maybe("the prerender's port after a dead run", () => {
  const mark = `LANTU_TEST_RUN=${randomBytes(6).toString('hex')}`;
  let work = '';
  let site: { dist: string; cache: string };

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-faults-port-'));
    site = copyBuild(work);
  });

  afterAll(() => {
    killMarked(mark);
    fs.rmSync(work, { recursive: true, force: true });
  });

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
