/**
 * `npm run serve:nginx` (and `npm run preview:nginx`, after the build): dist/ served by Debian's
 * nginx through server/nginx/lantu.conf, with the mock API (server/preview, --api-only) as its
 * upstream and the picture service (`npm run pictures:serve`, server/pictures/daemon.ts, on a free
 * port) as its `lantu_pictures`, started as a server starts it — the deployed site on this
 * machine. nginx is installed when missing (./install.sh) and runs as you, bound to 127.0.0.1,
 * from a scratch folder of its own (its config, pid, logs and temp files; /etc/nginx and the
 * system service are never touched), and stops with this process.
 *
 *   NGINX_PORT=4280   where the site answers (http://127.0.0.1:4280/)
 *   NGINX_API_PORT    the mock API's port (default: a free one)
 *   MOCK_DELAY, MOCK_FAIL, CONSULT_LOG   the mock's switches, as for `npm run preview`
 *   PICTURES_CONCURRENCY, PICTURES_CACHE_DIR …   the picture service's, as for
 *                     `npm run pictures:serve` (its port, dist/ and upload origin are set here)
 *
 * `startNginxPreview` is what tests/e2e/nginx.spec.ts starts.
 */
import { spawn, spawnSync } from 'child_process';
import { randomBytes } from 'crypto';
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { distDir, writeFileAtomic } from '../paths';
import { startServer } from '../preview/start';

const ROOT = path.resolve(__dirname, '../..');
export const SITE_CONFIG = path.join(__dirname, 'lantu.conf');
export const HEADERS_SNIPPET = path.join(__dirname, 'lantu-security-headers.conf');
export const DEFAULT_NGINX_PORT = 4280;

const MIME_TYPES = [
  '/etc/nginx/mime.types',
  '/usr/local/etc/nginx/mime.types',
  '/opt/homebrew/etc/nginx/mime.types',
];

/** The nginx binary, installed first when missing. */
export function ensureNginx(): string {
  const find = () =>
    ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx'))]
      .filter(Boolean)
      .find((file) => fs.existsSync(file));
  let binary = find();
  if (!binary) {
    const install = spawnSync('bash', [path.join(__dirname, 'install.sh')], { stdio: 'inherit' });
    binary = install.status === 0 ? find() : undefined;
  }
  if (!binary) throw new Error('nginx 未安装，且无法自动安装（见上方说明）');
  return binary;
}

export interface LocalSite {
  port: number;
  root: string;
  upstreamPort: number;
  /** The publisher's port (server/publisher). */
  publisherPort: number;
  /** The picture service's port (server/pictures/daemon.ts). */
  picturesPort: number;
}

/**
 * server/nginx/lantu.conf with its `# deploy:` lines set for this machine. Nothing else
 * changes: what runs here is the file a deployer copies.
 */
export function localSiteConfig(source: string, site: LocalSite): string {
  const lines: [string, string][] = [
    ['listen', `listen 127.0.0.1:${site.port};`],
    ['root', `root "${site.root}";`],
    ['upstream', `server 127.0.0.1:${site.upstreamPort};`],
    ['publisher', `server 127.0.0.1:${site.publisherPort};`],
    ['pictures', `server 127.0.0.1:${site.picturesPort};`],
  ];
  return lines.reduce((text, [marker, line]) => {
    const pattern = new RegExp(`^(\\s*)\\S[^\\n]*# deploy: ${marker}$`, 'gm');
    const found = text.match(pattern)?.length ?? 0;
    if (found !== 1)
      throw new Error(`lantu.conf: expected one "# deploy: ${marker}" line, found ${found}`);
    return text.replace(pattern, `$1${line}  # preview (was: deploy: ${marker})`);
  }, source);
}

/** nginx's main file for one preview: everything in `dir`, the site from lantu.conf. */
export function mainConfig(dir: string): string {
  const mimeTypes = MIME_TYPES.find((file) => fs.existsSync(file));
  if (!mimeTypes) throw new Error(`nginx 的 mime.types 不在 ${MIME_TYPES.join('、')} 之中`);
  // As root, workers would switch to `nobody`, who may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `# Written by server/nginx/serve.ts for one preview; removed when it stops.
${user}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
# Debian's own nginx.conf: a proxied request holds two connections (the visitor's, the upstream's).
events { worker_connections 768; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log ${path.join(dir, 'logs', 'access.log')};
    sendfile on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include lantu.conf;
}
`;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

function killGroup(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export interface NginxPreviewOptions {
  port: number;
  /** The mock API's port (default: a free one). */
  apiPort?: number;
  /** The mock's environment on top of this process's (MOCK_DELAY, MOCK_FAIL, CONSULT_LOG …). */
  env?: Record<string, string | undefined>;
  /** Show the mock API's output (the preview's terminal), else none. */
  apiOutput?: boolean;
  /** The folder served (default dist/, or LANTU_DIST): the publisher redraws it. */
  dist?: string;
  /** The publisher's environment on top (PUBLISH_POLL_MINUTES, PRERENDER_CACHE_DIR …). */
  publisherEnv?: Record<string, string | undefined>;
  /** Show the publisher's output, else none. */
  publisherOutput?: boolean;
  /** The picture service's environment on top (PICTURES_CONCURRENCY, PICTURES_CACHE_DIR …). */
  picturesEnv?: Record<string, string | undefined>;
  /** Show the picture service's output, else none. */
  picturesOutput?: boolean;
}

export interface NginxPreview {
  url: string;
  /** The scratch folder: conf/, logs/, temp/. */
  dir: string;
  nginx: ChildProcess;
  /** The publisher (server/publisher): its address and the webhook's secret. */
  publisher: { url: string; secret: string; process: ChildProcess };
  /** The picture service (server/pictures/daemon.ts): `http://127.0.0.1:<port>`. */
  picturesUrl: string;
  /** …and its process (`npm run pictures:serve`, a group of its own). */
  pictures: PicturesProcess;
  /** nginx's error log so far (for a failing test). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The publisher as a server runs it (`npm run publisher`, server/systemd), on `dist`, asking the
 * API at `api`; resolves once it answers /_health.
 */
export async function startPublisher(options: {
  port: number;
  dist: string;
  api: string;
  secret: string;
  env?: Record<string, string | undefined>;
  output?: boolean;
}): Promise<ChildProcess> {
  const child = spawn('npm', ['run', '--silent', 'publisher'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      ...(options.env?.MOCK_DELAY === undefined ? { MOCK_DELAY: '0', MOCK_FAIL: '0' } : {}),
      PUBLISH_SECRET: options.secret,
      PUBLISHER_PORT: String(options.port),
      PUBLISHER_API: options.api,
      LANTU_DIST: options.dist,
    },
    stdio: ['ignore', options.output ? 'inherit' : 'ignore', options.output ? 'inherit' : 'ignore'],
    detached: true,
  });
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${options.port}/_health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await sleep(100);
  }
  killGroup(child);
  throw new Error(`发布服务没有在端口 ${options.port} 启动（npm run publisher）`);
}

/** Whether any process of `child`'s group is left (npm, its shell and the program all count). */
function groupAlive(child: ChildProcess): boolean {
  if (!child.pid) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface PicturesProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  process: ChildProcess;
  /** Its output so far (the last 16 KB: a failing test's evidence). */
  output(): string;
  /** SIGTERM to its group, then waits for every process in it (encodes under way finish). */
  stop(): Promise<void>;
}

/**
 * The picture service as a server runs it (`npm run pictures:serve`, server/systemd): on
 * 127.0.0.1:`port`, writing the variants it makes into `dist`, reading `uploads/…` from
 * `uploadsOrigin` (the mock API here); resolves once it answers /_health.
 */
export async function startPictures(options: {
  port: number;
  dist: string;
  uploadsOrigin: string;
  env?: Record<string, string | undefined>;
  output?: boolean;
}): Promise<PicturesProcess> {
  const child = spawn('npm', ['run', '--silent', 'pictures:serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LANTU_DIST: options.dist,
      PICTURES_PORT: String(options.port),
      PICTURES_UPLOADS_ORIGIN: options.uploadsOrigin,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const keep = (stream: NodeJS.WriteStream) => (data: Buffer) => {
    log = `${log}${data.toString()}`.slice(-16_384);
    if (options.output) stream.write(data);
  };
  child.stdout?.on('data', keep(process.stdout));
  child.stderr?.on('data', keep(process.stderr));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    killGroup(child);
    for (let waited = 0; groupAlive(child) && waited < 30_000; waited += 100) await sleep(100);
    if (groupAlive(child) && child.pid) process.kill(-child.pid, 'SIGKILL');
  };
  const started: PicturesProcess = { url, process: child, output: () => log, stop };
  // ts-node compiles it on start: a few seconds.
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    const up = await fetch(`${url}/_health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return started;
    await sleep(100);
  }
  await stop();
  throw new Error(`图片服务没有在 ${url} 启动（npm run pictures:serve）：\n${log}`);
}

/**
 * The webhook secret of `npm run serve:nginx` when PUBLISH_SECRET is not set: made once and kept
 * in .mock-data/publisher.json beside the address, where `npm run cms` reads both.
 */
export const PUBLISHER_FILE = path.join(ROOT, '.mock-data', 'publisher.json');

export async function startNginxPreview(options: NginxPreviewOptions): Promise<NginxPreview> {
  const binary = ensureNginx();
  const dist = options.dist ?? distDir();
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ 还没有构建：请先运行 npm run build（或直接 npm run preview:nginx）');
  }
  const apiPort = options.apiPort ?? (await freePort());
  const api = await startServer(apiPort, {
    apiOnly: true,
    env: options.env,
    readyPath: '/api/_health/content',
    stdio: options.apiOutput ? 'inherit' : 'ignore',
  });
  const publisherPort = await freePort();
  const secret = options.publisherEnv?.PUBLISH_SECRET || randomBytes(32).toString('hex');
  let publisher: ChildProcess;
  try {
    publisher = await startPublisher({
      port: publisherPort,
      dist,
      api: `http://127.0.0.1:${apiPort}`,
      secret,
      env: {
        // A build that left the variants to the preview (`npm run preview`, the tests') has no
        // _img/: its publishes leave them to the picture service too, as a deploy build's do not.
        ...(fs.existsSync(path.join(dist, '_img')) || process.env.PICTURES
          ? {}
          : { PICTURES: 'on-request' }),
        ...options.env,
        ...options.publisherEnv,
      },
      output: options.publisherOutput,
    });
  } catch (error) {
    killGroup(api);
    throw error;
  }
  // The picture service, as a server runs it: variants the build did not write, made on request
  // and written into the folder nginx serves.
  let pictures: PicturesProcess;
  try {
    pictures = await startPictures({
      port: await freePort(),
      dist,
      uploadsOrigin: `http://127.0.0.1:${apiPort}`,
      env: options.picturesEnv,
      output: options.picturesOutput,
    });
  } catch (error) {
    killGroup(api);
    killGroup(publisher);
    throw error;
  }
  const picturesPort = Number(new URL(pictures.url).port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-nginx-'));
  const conf = path.join(dir, 'conf');
  const cleanUp = () => {
    killGroup(api);
    killGroup(publisher);
    pictures.stop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let nginx: ChildProcess;
  try {
    ['conf/snippets', 'logs', 'temp'].forEach((d) =>
      fs.mkdirSync(path.join(dir, d), { recursive: true }),
    );
    fs.copyFileSync(HEADERS_SNIPPET, path.join(conf, 'snippets', path.basename(HEADERS_SNIPPET)));
    fs.writeFileSync(
      path.join(conf, 'lantu.conf'),
      localSiteConfig(fs.readFileSync(SITE_CONFIG, 'utf8'), {
        port: options.port,
        root: dist,
        upstreamPort: apiPort,
        publisherPort,
        picturesPort,
      }),
    );
    fs.writeFileSync(path.join(conf, 'nginx.conf'), mainConfig(dir));
    const args = [
      '-p',
      `${dir}/`,
      '-c',
      path.join(conf, 'nginx.conf'),
      '-e',
      path.join(dir, 'logs', 'error.log'),
    ];
    const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx 配置检查未通过：\n${check.stderr}`);
    nginx = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  } catch (error) {
    cleanUp();
    throw error;
  }
  let stderr = '';
  nginx.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const errorLog = () => {
    const file = path.join(dir, 'logs', 'error.log');
    return `${stderr}${fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''}`;
  };
  const url = `http://127.0.0.1:${options.port}`;
  for (let i = 0; ; i += 1) {
    if (nginx.exitCode !== null || i > 80) {
      const log = errorLog();
      killGroup(nginx);
      cleanUp();
      throw new Error(`nginx 没有在 ${url} 启动：\n${log}`);
    }
    const up = await fetch(`${url}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  return {
    url,
    dir,
    nginx,
    publisher: { url: `http://127.0.0.1:${publisherPort}`, secret, process: publisher },
    picturesUrl: pictures.url,
    pictures,
    errorLog,
    async stop() {
      // SIGQUIT: nginx finishes the answers under way, then exits.
      killGroup(nginx, 'SIGQUIT');
      if (!(await exited(nginx, 5000))) killGroup(nginx, 'SIGKILL');
      killGroup(api);
      killGroup(publisher);
      await Promise.all([exited(api, 5000), exited(publisher, 5000), pictures.stop()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const port = Number(process.env.NGINX_PORT || DEFAULT_NGINX_PORT);
  const apiPort = process.env.NGINX_API_PORT ? Number(process.env.NGINX_API_PORT) : undefined;
  const preview = await startNginxPreview({
    port,
    apiPort,
    apiOutput: true,
    publisherOutput: true,
    publisherEnv: { PUBLISH_SECRET: process.env.PUBLISH_SECRET },
    picturesOutput: true,
  });
  // Where `npm run cms` sends its webhook, and with which secret (this run's).
  writeFileAtomic(
    PUBLISHER_FILE,
    `${JSON.stringify({ url: `${preview.publisher.url}/hooks/publish`, secret: preview.publisher.secret }, null, 2)}\n`,
  );
  // `nginx -v` prints "nginx version: nginx/1.22.1" on stderr.
  const version = spawnSync(ensureNginx(), ['-v'], { encoding: 'utf8' })
    .stderr.trim()
    .replace(/^nginx version:\s*/, '');
  // eslint-disable-next-line no-console
  console.log(
    `${version} 已启动：${preview.url}/ 按 server/nginx/lantu.conf 提供 dist/，/api/ 转发到模拟接口；` +
      `发布服务 ${preview.publisher.url}/（npm run cms -- add-case 模拟编辑发布一个案例）；` +
      `图片服务 ${preview.picturesUrl}/ 制作构建没有写出的图片变体。` +
      '只有本机可以访问。按 Ctrl+C 停止。',
  );
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await preview.stop();
    // This run's publisher is gone: `npm run cms` no longer tells it.
    fs.rmSync(PUBLISHER_FILE, { force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  preview.nginx.once('exit', () => {
    if (stopping) return;
    // eslint-disable-next-line no-console
    console.error(`nginx 意外退出：\n${preview.errorLog()}`);
    stop(1);
  });
}

if (require.main === module) {
  main().catch((error: Error) => {
    // eslint-disable-next-line no-console
    console.error(`nginx 预览无法启动：${error.message}`);
    process.exit(1);
  });
}
