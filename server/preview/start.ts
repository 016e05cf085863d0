/**
 * Starts the project's preview server (server/preview) as a child process: dist/ with the mock
 * API, answering as the deployed site does. `startPreview` is the quickest form (no delay, no
 * failures) for the build's prerender (scripts/prerender) and the benchmark (scripts/bench).
 * Resolves once it answers; stop it with `process.kill(-child.pid, 'SIGTERM')` (it runs in a
 * process group of its own).
 *
 * It cannot outlive this process: its stdin is a pipe only this process holds (server/lifeline.ts),
 * so it exits when this process is gone, a SIGKILL included. A port held by a preview that a dead
 * run left behind (./leftover.ts: proved from /proc, never a stranger) is reclaimed; a port held
 * by anything else fails at once with one line naming the holder.
 */
import { spawn } from 'child_process';
import type { ChildProcess } from 'child_process';
import path from 'path';
import { lifelineEnv } from '../lifeline';
import {
  describe,
  isLeftover,
  OWNER_ENV,
  ownerTag,
  portHolder,
  portInUse,
  reclaim,
} from './leftover';

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
  if (await portInUse(port)) {
    const holder = portHolder(port);
    if (holder !== null && isLeftover(holder, port)) {
      const what = describe(holder);
      if (!(await reclaim(holder, port))) {
        throw new Error(
          `端口 ${port} 仍被遗留的预览 ${what} 占用，无法停止它（port ${port} is held)`,
        );
      }
      // eslint-disable-next-line no-console
      console.warn(
        `preview: 端口 ${port} 被上一次中断的运行遗留的预览 ${what} 占用，已停止它（reclaimed port ${port} from a dead run's preview）`,
      );
    } else {
      throw new Error(
        `端口 ${port} 已被${holder === null ? '其他程序' : ` ${describe(holder)} `}占用，` +
          `它不是本项目中断的运行遗留的预览：停止它或换一个端口` +
          `（port ${port} is in use by ${holder === null ? 'another program' : `pid ${holder}`}: stop it or set the port）`,
      );
    }
  }
  const child = spawn(
    process.execPath,
    [
      require.resolve('ts-node/dist/bin'),
      path.join(root, 'server/preview/index.ts'),
      '--port',
      String(port),
      ...(apiOnly ? ['--api-only'] : []),
    ],
    {
      cwd: root,
      env: { ...process.env, ...env, ...lifelineEnv, [OWNER_ENV]: ownerTag() },
      // stdin: the lifeline (server/lifeline.ts), never written, never closed by this process.
      stdio: ['pipe', stdio, stdio],
      detached: true,
    },
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
