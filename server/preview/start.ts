/**
 * Starts the project's preview server (server/preview) as a child process: dist/ with the mock
 * API, answering as the deployed site does. `startPreview` is the quickest form (no delay, no
 * failures) for the build's prerender (scripts/prerender) and the benchmark (scripts/bench).
 * Resolves once it answers; stop it with `process.kill(-child.pid, 'SIGTERM')` (it runs in a
 * process group of its own).
 */
import { spawn } from 'child_process';
import type { ChildProcess } from 'child_process';
import path from 'path';

const root = path.resolve(__dirname, '../..');

export interface ServerOptions {
  /** Environment on top of this process's (MOCK_DELAY, MOCK_FAIL, CONSULT_LOG …). */
  env?: Record<string, string | undefined>;
  /** The mock API alone, no files (the upstream of server/nginx/serve.ts). */
  apiOnly?: boolean;
  /** An address that answers 2xx once the server is ready. */
  readyPath?: string;
  /** Where the server's output goes (default: nowhere). */
  stdio?: 'ignore' | 'inherit' | 'pipe';
}

const sleep = (ms: number) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

export async function startServer(
  port: number,
  options: ServerOptions = {},
): Promise<ChildProcess> {
  const { env = {}, apiOnly = false, readyPath = '/', stdio = 'ignore' } = options;
  // Another server here would answer for this one.
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use (an old preview?): stop it or set the port`);
  const child = spawn(
    process.execPath,
    [
      require.resolve('ts-node/dist/bin'),
      path.join(root, 'server/preview/index.ts'),
      '--port',
      String(port),
      ...(apiOnly ? ['--api-only'] : []),
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio, detached: true },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 360 && !exited; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}${readyPath}`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
  throw new Error(`the preview server did not start on port ${port}`);
}

export function startPreview(port: number, readyPath = '/'): Promise<ChildProcess> {
  return startServer(port, { readyPath, env: { MOCK_DELAY: '0', MOCK_FAIL: '0' } });
}
