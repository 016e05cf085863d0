/**
 * `npm run publisher`: the publisher of ./publisher.ts as a process (server/systemd/
 * lantu-publisher.service runs it on a server; `npm run serve:nginx` starts it beside nginx).
 * A publish is `npm run build:content` on the deployed folder, as one child process at a time.
 * The publish cannot outlive the publisher: its stdin is a pipe only the publisher holds
 * (server/lifeline.ts), so however the publisher ends (a SIGKILL, outside systemd's cgroup too)
 * the prerender, its preview and Chromium, and the picture step stop within a second or two. A
 * failed publish is tried again with a growing pause (./retry.ts).
 *
 *   PUBLISH_SECRET         the webhook's shared secret (required, 16 characters or more)
 *   PUBLISHER_PORT         where it answers, on 127.0.0.1 only (default 4291)
 *   LANTU_DIST             the deployed folder nginx serves (default dist/)
 *   PUBLISHER_API          the API it asks whether an id exists (default API_BASE, else
 *                          http://127.0.0.1:8080)
 *   PUBLISH_POLL_MINUTES   the fallback poll (default 10; 0: none)
 *   PUBLISH_ON_START       1 (default): a publish at start, for what changed while it was down
 *   PUBLISHER_PRERENDER_PORT  the port the prerender's own server takes (default 4286)
 *   PRERENDER_CACHE_DIR, PRERENDER_WORKERS, SITE_URL, API_BASE, IMAGE_HOSTS  as for the build
 *   BAIDU_PUSH_TOKEN       with SITE_URL: each publish pushes the pages it drew to Baidu
 *                          (scripts/linkpush; its line is logged after the publish's)
 */
import { spawn } from 'child_process';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { lifelineEnv } from '../lifeline';
import { distDir, ROOT } from '../paths';
import type { RunResult } from './publisher';
import { createPublisher } from './publisher';
import { RetryAfterFailure } from './retry';
import { MIN_SECRET_LENGTH } from './signature';

const log = (line: string) => {
  // eslint-disable-next-line no-console
  console.log(`[publisher ${new Date().toISOString()}] ${line}`);
};

/** The last lines of a run's output, for the log when it fails. */
const tail = (text: string, lines = 12) => text.trim().split('\n').slice(-lines).join('\n');

/** Why a run failed, in one line: the last line of its errors that is not a stack frame. */
export const causeOf = (errors: string): string =>
  errors
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^at\s/.test(l) && !/^Node\.js v/.test(l) && !/^\^+$/.test(l))
    .pop() ?? '';

/** One publish: the incremental prerender and the picture step on `dist`, as the build does. */
export function buildContent(
  dist: string,
  env: Record<string, string | undefined> = {},
): Promise<RunResult> {
  const started = Date.now();
  const report = path.join(
    os.tmpdir(),
    `lantu-publish-${process.pid}-${Math.random().toString(36).slice(2)}.json`,
  );
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build:content'], {
      cwd: ROOT,
      env: {
        ...process.env,
        LANTU_DIST: dist,
        PRERENDER_PORT: process.env.PUBLISHER_PRERENDER_PORT || '4286',
        PRERENDER_REPORT: report,
        // A visitor who loaded a page just before it was redrawn still gets its state.
        PRERENDER_STATE_GRACE_MINUTES: '60',
        // The build compares a sample with fresh loads; a publish draws a handful of pages.
        PRERENDER_VERIFY: process.env.PRERENDER_VERIFY || '0',
        ...env,
        ...lifelineEnv,
      },
      // stdin: the lifeline, never written, never closed while the publisher lives.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    const keep = (d: Buffer) => {
      output = `${output}${d.toString()}`.slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', (d: Buffer) => {
      keep(d);
      errors = `${errors}${d.toString()}`.slice(-8_000);
    });
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      let drawn: string[] = [];
      let linkPush: string | undefined;
      try {
        const written = JSON.parse(fs.readFileSync(report, 'utf8')) as {
          drawnUrls?: string[];
          baiduPush?: { line?: string };
        };
        drawn = written.drawnUrls ?? [];
        // What Baidu's link push said (scripts/linkpush), when it is on.
        linkPush = written.baiduPush?.line;
      } catch {
        /* no report: the run failed before it */
      }
      fs.rmSync(report, { force: true });
      resolve(
        code === 0
          ? { ok: true, seconds, drawn, linkPush }
          : {
              ok: false,
              seconds,
              drawn,
              linkPush,
              // The cause first, on the log's line; the output's end below it.
              error: `${causeOf(errors) || `退出码 ${code}`}\n${tail(output)}`,
            },
      );
    });
  });
}

async function main() {
  const secret = process.env.PUBLISH_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `PUBLISH_SECRET 未设置或太短（至少 ${MIN_SECRET_LENGTH} 个字符）：例如 openssl rand -hex 32 生成一个，并在 CMS 的 webhook 中使用同一个`,
    );
  }
  const dist = distDir();
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} 还没有构建：请先运行 npm run build`);
  }
  const port = Number(process.env.PUBLISHER_PORT || 4291);
  const api = process.env.PUBLISHER_API || process.env.API_BASE || 'http://127.0.0.1:8080';
  // A failed publish is asked for again after a growing pause (./retry.ts), through the queue.
  let again: (reason: string) => unknown = () => undefined;
  const retry = new RetryAfterFailure((reason) => again(reason), log);
  const publisher = createPublisher({
    secret,
    dist,
    api,
    run: retry.wrap(() => buildContent(dist)),
    log,
  });
  again = (reason) => publisher.request(reason);
  const server = http.createServer((req, res) => publisher.handle(req, res));
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  server.maxConnections = 256;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  log(`已启动：http://127.0.0.1:${port}/ 发布到 ${dist}，接口 ${api}`);
  const minutes = Number(process.env.PUBLISH_POLL_MINUTES ?? 10);
  if (minutes > 0) {
    setInterval(() => publisher.request(`定时检查（每 ${minutes} 分钟）`), minutes * 60_000);
  }
  if (process.env.PUBLISH_ON_START !== '0') publisher.request('启动时检查');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    retry.stop();
    server.close();
    // The publish under way finishes: its files land whole or not at all.
    await Promise.race([
      publisher.idle(),
      new Promise((r) => {
        setTimeout(r, 120_000);
      }),
    ]);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((error: Error) => {
    // eslint-disable-next-line no-console
    console.error(`发布服务无法启动：${error.message}`);
    process.exit(1);
  });
}
