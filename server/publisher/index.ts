/**
 * `npm run publisher`: the publisher of ./publisher.ts as a process (server/systemd/
 * lantu-publisher.service runs it on a server; `npm run serve:nginx` starts it beside nginx).
 * A publish is what `npm run build:content` does on the deployed folder (`buildContent`), one at a
 * time, with the built site kept running between publishes for the prerender to draw from
 * (`warmSite`, on PUBLISHER_PRERENDER_PORT).
 *
 *   PUBLISH_SECRET         the webhook's shared secret (required, 16 characters or more)
 *   PUBLISHER_PORT         where it answers, on 127.0.0.1 only (default 4291)
 *   LANTU_DIST             the deployed folder nginx serves (default dist/)
 *   PUBLISHER_API          the API it asks whether an id exists (default API_BASE, else
 *                          http://127.0.0.1:8080)
 *   PUBLISH_POLL_MINUTES   the fallback poll (default 10; 0: none)
 *   PUBLISH_ON_START       1 (default): a publish at start, for what changed while it was down
 *   PUBLISHER_PRERENDER_PORT  the port of the built site the prerender draws from (default 4286)
 *   PUBLISH_ALLOW_REMOVAL  1: a publish may take down more item pages than a publish removes
 *                          (a real clean-up; scripts/prerender/cache.ts REMOVAL_FLOOR)
 *   PRERENDER_CACHE_DIR, PRERENDER_WORKERS, SITE_URL, API_BASE, IMAGE_HOSTS  as for the build
 *   BAIDU_PUSH_TOKEN       with SITE_URL: each publish pushes the pages it drew to Baidu
 *                          (scripts/linkpush; its line is logged after the publish's)
 */
import { fork, spawn } from 'child_process';
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { lifelineEnv } from '../lifeline';
import { distDir, ROOT } from '../paths';
import { startServer } from '../preview/start';
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

interface StepResult {
  code: number | null;
  output: string;
  /** Its standard error's end. */
  errors: string;
}

/**
 * One step of a publish: a TypeScript program of the project in a node of its own, which cannot
 * outlive the publisher: its stdin is a pipe only the publisher holds (server/lifeline.ts), so
 * however the publisher ends (a SIGKILL, outside systemd's cgroup too) the step, its preview and
 * Chromium stop within a second or two.
 */
function step(
  script: string,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): Promise<StepResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [...nodeArgs, '-r', 'ts-node/register', path.join(ROOT, script)],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, ...lifelineEnv },
        // stdin: the lifeline, never written, never closed while the publisher lives.
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
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
    child.on('error', (error) =>
      resolve({ code: 1, output: error.message, errors: error.message }),
    );
    child.on('close', (code) => resolve({ code, output, errors }));
  });
}

/** A failed step's line for the log: the cause first, the output's end below it. */
const failure = (what: string, r: StepResult) =>
  `${what}${causeOf(r.errors) || `退出码 ${r.code}`}\n${tail(r.output)}`;

/**
 * The prerender kept loaded between publishes (scripts/prerender/worker.ts): forked on the first
 * run with the publisher's lifeline, again when it has died; a run that takes longer than
 * `timeoutMs` ends it (and so its Chromium). Each run's output is the run's own.
 */
export function prerenderWorker(timeoutMs = 20 * 60_000) {
  let child: ChildProcess | null = null;
  let ready: Promise<void> | null = null;
  let runs = 0;
  let output = '';
  let errors = '';
  let pending: { run: number; resolve: (r: StepResult) => void } | null = null;
  const settle = (code: number | null) => {
    const p = pending;
    pending = null;
    p?.resolve({ code, output, errors });
  };
  const start = () => {
    const forked = fork(path.join(ROOT, 'scripts/prerender/worker.ts'), [], {
      cwd: ROOT,
      execArgv: ['--max-old-space-size=256', '-r', 'ts-node/register'],
      env: { ...process.env, ...lifelineEnv },
      stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
    });
    child = forked;
    forked.stdout!.on('data', (d: Buffer) => {
      output = `${output}${d.toString()}`.slice(-20_000);
    });
    forked.stderr!.on('data', (d: Buffer) => {
      output = `${output}${d.toString()}`.slice(-20_000);
      errors = `${errors}${d.toString()}`.slice(-8_000);
    });
    ready = new Promise<void>((resolve, reject) => {
      forked.on('message', (m: { ready?: boolean; run?: number; code?: number }) => {
        if (m.ready) resolve();
        else if (pending && m.run === pending.run) settle(m.code ?? 1);
      });
      forked.once('exit', (code, signal) => {
        if (child === forked) child = null;
        reject(new Error(`the prerender worker exited (${signal ?? code})`));
        if (pending) {
          errors = `${errors}
prerender: the worker stopped (${signal ?? `exit ${code}`})`;
          settle(code ?? 1);
        }
      });
    });
    ready.catch(() => undefined);
  };
  return {
    /** Loads it ahead of the first publish (the publisher's start). */
    async warm(): Promise<void> {
      if (!child) start();
      await ready;
    },
    async run(env: Record<string, string | undefined>): Promise<StepResult> {
      if (!child) start();
      output = '';
      errors = '';
      try {
        await ready;
      } catch (error) {
        return {
          code: 1,
          output,
          errors: `${errors}
${(error as Error).message}`,
        };
      }
      runs += 1;
      const run = runs;
      const done = new Promise<StepResult>((resolve) => {
        pending = { run, resolve };
      });
      const message = Object.fromEntries(
        Object.entries(env).map(([k, v]) => [k, v === undefined ? null : v]),
      );
      child!.send({ run, env: message });
      const timer = setTimeout(() => {
        errors = `${errors}
prerender: no answer in ${timeoutMs / 60_000} minutes: stopped`;
        child?.kill('SIGKILL');
      }, timeoutMs);
      try {
        return await done;
      } finally {
        clearTimeout(timer);
      }
    },
    stop() {
      child?.kill('SIGTERM');
    },
  };
}

export type PrerenderWorker = ReturnType<typeof prerenderWorker>;

export interface ContentRun {
  /**
   * The prerender kept loaded (the publisher's): each run is a message instead of a program
   * started anew.
   */
  worker?: PrerenderWorker;
  /** What the requests named (`case:12`): only the calls that can show them are asked again. */
  items?: string[] | null;
  /** A running server of the built site the prerender draws from (the publisher's warm one). */
  origin?: string;
  env?: Record<string, string | undefined>;
}

/**
 * One publish: what `npm run build:content` does on `dist`, step by step, each step only when it
 * has something to do — the incremental prerender (asking again only what the named items can
 * change), then the picture step for the pages it drew (none drawn: none), then Baidu's link push
 * when it is configured. Each step is a node of its own, started directly (no npm, no shell).
 */
export async function buildContent(
  dist: string,
  { items = null, origin, env = {}, worker }: ContentRun = {},
): Promise<RunResult> {
  const started = Date.now();
  const report = path.join(
    os.tmpdir(),
    `lantu-publish-${process.pid}-${Math.random().toString(36).slice(2)}.json`,
  );
  const common = {
    LANTU_DIST: dist,
    PRERENDER_REPORT: report,
    ...env,
  };
  try {
    const settings = {
      ...common,
      PRERENDER_PORT: process.env.PUBLISHER_PRERENDER_PORT || '4286',
      PRERENDER_ORIGIN: origin,
      PRERENDER_ITEMS: items ? items.join(',') : '',
      PRERENDER_ALLOW_REMOVAL: process.env.PUBLISH_ALLOW_REMOVAL === '1' ? '1' : undefined,
      // A visitor who loaded a page just before it was redrawn still gets its state.
      PRERENDER_STATE_GRACE_MINUTES: '60',
      // The build compares a sample with fresh loads; a publish draws a handful of pages.
      PRERENDER_VERIFY: process.env.PRERENDER_VERIFY || '0',
      ...env,
    };
    const prerender = worker
      ? await worker.run(settings)
      : await step('scripts/prerender/index.ts', settings, ['--max-old-space-size=256']);
    let written: { drawnUrls?: string[]; drawnFiles?: string[]; baiduPush?: { line?: string } } =
      {};
    try {
      written = JSON.parse(fs.readFileSync(report, 'utf8'));
    } catch {
      /* no report: the run failed before it */
    }
    const drawn = written.drawnUrls ?? [];
    const failures: string[] = [];
    if (prerender.code !== 0) failures.push(failure('', prerender));
    // The pages drawn are live (even when others failed): their pictures' variants now.
    const pictures = env.PICTURES ?? process.env.PICTURES;
    if (drawn.length && pictures !== 'on-request') {
      const encoded = await step('scripts/pictures/index.ts', {
        ...common,
        PICTURES_PAGES: report,
      });
      if (encoded.code !== 0) failures.push(failure('图片：', encoded));
    }
    let linkPush: string | undefined;
    if (process.env.BAIDU_PUSH_TOKEN) {
      await step('scripts/linkpush/index.ts', common);
      try {
        linkPush = (JSON.parse(fs.readFileSync(report, 'utf8')) as typeof written).baiduPush?.line;
      } catch {
        /* no report */
      }
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    return failures.length
      ? { ok: false, seconds, drawn, linkPush, error: failures.join('\n') }
      : { ok: true, seconds, drawn, linkPush };
  } finally {
    fs.rmSync(report, { force: true });
  }
}

/**
 * The built site the prerender draws from, kept running between publishes (dist/ with the mock,
 * or with the real API the build names): a publish that starts one of its own spends seconds on
 * it before it asks anything. Started on the first publish, again when it has died; it stops with
 * the publisher.
 */
export function warmSite(dist: string, port: number) {
  let child: ChildProcess | null = null;
  let starting: Promise<string> | null = null;
  const url = `http://localhost:${port}`;
  const alive = () => !!child && child.exitCode === null && child.signalCode === null;
  return {
    async origin(): Promise<string> {
      if (alive()) return url;
      if (!starting) {
        starting = startServer(port, {
          readyPath: '/api/_health/content',
          env: { MOCK_DELAY: '0', MOCK_FAIL: '0', LANTU_DIST: dist },
        })
          .then((started) => {
            child = started;
            return url;
          })
          .finally(() => {
            starting = null;
          });
      }
      return starting;
    },
    stop() {
      if (!alive()) return;
      try {
        process.kill(-child!.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
    },
    get pid() {
      return alive() ? child!.pid : undefined;
    },
  };
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
  const site = warmSite(dist, Number(process.env.PUBLISHER_PRERENDER_PORT || 4286));
  const worker = prerenderWorker();
  // A failed publish is asked for again after a growing pause (./retry.ts), through the queue.
  let again: (reason: string) => unknown = () => undefined;
  const retry = new RetryAfterFailure((reason) => again(reason), log);
  const publisher = createPublisher({
    secret,
    dist,
    api,
    run: retry.wrap(async (_reasons: string[], items: string[] | null) =>
      buildContent(dist, { items, origin: await site.origin(), worker }),
    ),
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
  // The first webhook's publish should not wait for them.
  await Promise.all([site.origin(), worker.warm()]).catch((error: Error) =>
    log(`预热失败（第一次发布时再试）：${error.message}`),
  );
  if (process.env.PUBLISH_ON_START !== '0') publisher.request('启动时检查');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    retry.stop();
    server.close();
    // The publish under way finishes: its files land whole or not at all; then its server goes.
    await Promise.race([
      publisher.idle(),
      new Promise((r) => {
        setTimeout(r, 120_000);
      }),
    ]);
    site.stop();
    worker.stop();
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
