/**
 * `npm start` (umi dev) gets what the preview has (./guard.ts): this machine only unless HOST
 * says otherwise, Host names checked, no cross-site API calls, bodies limited and parsed before
 * umi's mock middleware (which never sees a multipart body). The CSP is left to the preview and
 * the deployed site: the dev server's hot reload runs scripts the production policy forbids.
 */
import http from 'http';
import path from 'path';
import type { IApi } from 'umi';
import { isEveryInterface, startMessage } from '../startMessage';
import { uploadsMiddleware } from '../uploads';
import { previewPictures } from './pictures';
import { apiGuard, hostGuard } from './guard';

/** Where `umi dev` listens when HOST is not set (umi's own default is every interface). */
export const DEV_HOST = '127.0.0.1';

/**
 * umi's webpack dev server calls `server.listen(port, callback)`: HOST only changes the address
 * it prints. The next such call of an http server in this process gets the host, and `onReady`
 * (given the port) instead of that callback, which only prints umi's banner: its "Network" line
 * names the machine's IP address, where nothing answers while the server listens on loopback.
 */
export function bindNextHttpServer(host: string, onReady?: (port: number) => void): void {
  const proto = http.Server.prototype as unknown as { listen: (...args: unknown[]) => unknown };
  const inherited = proto.listen;
  proto.listen = function listen(this: http.Server, ...args: unknown[]) {
    if (typeof args[0] !== 'number' || typeof args[1] !== 'function') {
      return inherited.apply(this, args);
    }
    delete (proto as { listen?: unknown }).listen; // once: back to net.Server's own
    const port = args[0];
    return inherited.call(this, port, host, onReady ? () => onReady(port) : args[1]);
  };
}

/** What `npm start` prints once it listens: the address that answers, and how to open it up. */
export const printDevStart = (host: string) => (port: number) =>
  // eslint-disable-next-line no-console
  console.log(`\n  ${startMessage({ what: '开发服务', host, port, command: 'npm start' })}\n`);

interface DevApp {
  use: (fn: unknown) => void;
  /** express 4's middleware list (not public API, hence optional). */
  _router?: { stack: { name?: string }[] };
}

/**
 * Moves the last `count` middlewares to the front (after express's own), ahead of umi's CORS
 * middleware, which answers every preflight with the asking origin: a foreign one gets the
 * guard's 403 instead.
 */
function firstAfterInit(app: DevApp, count: number): void {
  // eslint-disable-next-line no-underscore-dangle
  const stack = app._router?.stack;
  if (!stack) return;
  const ours = stack.splice(stack.length - count, count);
  const init = stack.findIndex((layer) => layer.name === 'expressInit');
  stack.splice(init + 1, 0, ...ours);
}

export default (api: IApi) => {
  if (api.name === 'dev') {
    if (!process.env.HOST) process.env.HOST = DEV_HOST;
    const host = process.env.HOST;
    // 0.0.0.0 / :: mean every interface, which is what umi does anyway (its banner is true then).
    if (!isEveryInterface(host)) bindNextHttpServer(host, printDevStart(host));
  }
  api.onBeforeMiddleware(({ app }: { app: DevApp }) => {
    app.use(hostGuard());
    app.use(apiGuard());
    // The mock's uploads, and the raster site pictures public/ lacks (umi would answer 404); the
    // picture variants, made on request.
    app.use(uploadsMiddleware({ root: api.paths.cwd }));
    app.use(previewPictures({ root: api.paths.cwd, files: path.join(api.paths.cwd, 'public') }));
    firstAfterInit(app, 4);
  });
};
