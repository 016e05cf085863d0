/**
 * `npm run serve` (and `npm run preview`, after the build): the preview server of ./app.ts.
 *
 *   --port N      default 4172 (PORT also works)
 *   --api-only    the mock API alone (the upstream of `npm run preview:nginx`)
 *   HOST          default: this machine only (127.0.0.1 and ::1); HOST=0.0.0.0 opens it to the
 *                 network (then add the name others use to ALLOWED_HOSTS, comma-separated, unless
 *                 they use the IP address)
 *   MOCK_DELAY, MOCK_FAIL, CONSULT_LOG   the mock's switches (README)
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import { exitWithParent } from '../lifeline';
import { distDir } from '../paths';
import { isLoopback, startMessage } from '../startMessage';
import { createPreviewApp, createPreviewServer } from './app';

const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(flag('--port') ?? process.env.PORT ?? 4172);
const apiOnly = args.includes('--api-only');
const requested = (process.env.HOST ?? '').trim();
/** Unset or a loopback name: both loopback addresses, so `localhost` works however it resolves. */
const loopback = isLoopback(requested);
const hosts = loopback ? ['127.0.0.1', '::1'] : [requested];

function listen(server: http.Server, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function main() {
  // Started by startServer (a build, a publish, a test): gone with the process that started it.
  exitWithParent();
  // `LANTU_DIST`: another folder than dist/ (the publisher's deployed one, server/paths.ts).
  const dist = distDir();
  if (!apiOnly && !fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ 还没有构建：请先运行 npm run build（或直接 npm run preview）');
  }
  const app = createPreviewApp({ root, dist, apiOnly });
  const servers: http.Server[] = [];
  for (const host of hosts) {
    const server = createPreviewServer(app);
    try {
      await listen(server, host);
      servers.push(server);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A machine without IPv6 has no ::1; 127.0.0.1 is enough there.
      if (host === '::1' && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
      if (code === 'EADDRINUSE') {
        throw new Error(
          `端口 ${port} 已被占用（旧的预览还在运行？）：先停止它，或换一个端口 --port`,
        );
      }
      throw error;
    }
  }
  // eslint-disable-next-line no-console
  console.log(
    startMessage({
      what: apiOnly ? '模拟接口' : '预览',
      host: requested,
      port,
      command: apiOnly ? 'npm run serve -- --api-only' : 'npm run preview',
    }),
  );
  const stop = () => {
    servers.forEach((s) => s.close());
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  // eslint-disable-next-line no-console
  console.error(`预览无法启动：${error.message}`);
  process.exit(1);
});
