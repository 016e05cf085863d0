/**
 * `umi preview` of dist/ with the mock API at its quickest (no delay, no failures), for the build's
 * prerender (config/prerender) and the benchmark (config/bench). Resolves once it answers; stop it
 * with `process.kill(-child.pid, 'SIGTERM')` (it runs in a process group of its own).
 */
import { spawn } from 'child_process';
import type { ChildProcess } from 'child_process';
import path from 'path';

const root = path.resolve(__dirname, '..');

export async function startPreview(port: number, readyPath = '/'): Promise<ChildProcess> {
  // umi would quietly take the next free port, and the old server here would answer for it.
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use (an old preview?): stop it or set the port`);
  const child = spawn('npx', ['umi', 'preview', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, MOCK_DELAY: '0', MOCK_FAIL: '0' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 360; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}${readyPath}`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => {
      setTimeout(r, 250);
    });
  }
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
  throw new Error(`umi preview did not start on port ${port}`);
}
