/**
 * @jest-environment node
 */
/**
 * The prerender (scripts/prerender/index.ts) on a machine without Chromium, as a newcomer's first
 * `npm run build` meets it: it says how to get one, and stops the preview server it started. It
 * used to leave that server running, holding the port, and every later build then refused to start
 * ("port 4285 is in use"). Runs the real script against the built dist/ (the unit tests follow the
 * build).
 */
import { spawn } from 'child_process';
import fs from 'fs';
import net from 'net';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';

const root = path.resolve(__dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const answers = (port: number) =>
  fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );

function prerender(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register', path.join(root, 'scripts/prerender/index.ts')],
      { cwd: root, env: { ...process.env, TS_NODE_TRANSPILE_ONLY: '1', ...env } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

it('without Chromium, the build says how to install it and leaves nothing on its port', async () => {
  const port = await freePort();
  // A first build: every page to draw (a cache with the build's shells and no pages yet). With
  // nothing to draw the build needs no browser, and says nothing about one.
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'lt-no-chromium-'));
  fs.cpSync(
    path.join(root, 'node_modules', '.cache', 'lantu-prerender', 'shells'),
    path.join(cache, 'shells'),
    { recursive: true },
  );
  const { code, stderr } = await prerender({
    CHROMIUM_PATH: path.join(os.tmpdir(), 'no-chromium-here', 'chromium'),
    PRERENDER_PORT: String(port),
    PRERENDER_CACHE_DIR: cache,
    PRERENDER_REPORT: path.join(cache, 'report.json'),
  });
  fs.rmSync(cache, { recursive: true, force: true });
  // The preview it started is told to stop as the build fails; give it a moment to go.
  let open = true;
  for (let i = 0; i < 40 && open; i += 1) {
    open = await answers(port);
    if (open)
      await new Promise((r) => {
        setTimeout(r, 250);
      });
  }
  expect(open).toBe(false);
  expect(code).toBe(1);
  expect(stderr).toContain('prerender: Chromium did not start');
  expect(stderr).toContain('bash .ci/install-browser.sh');
}, 60_000);
