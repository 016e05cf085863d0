/**
 * The preview server: dist/ and the mock API on one origin, answering as the deployed site does
 * (server/nginx): the same security headers on every response, the same files and real 404s,
 * the same caching, gzip. The mock is umi's own (the files of mock/, loaded as `umi dev` loads
 * them), behind the guard of ./guard.ts.
 */
import compression from '@umijs/bundler-webpack/compiled/compression';
import express from '@umijs/bundler-utils/compiled/express';
import type { NextFunction, Request, Response } from '@umijs/bundler-utils/compiled/express';
import { createMockMiddleware } from '@umijs/preset-umi/dist/features/mock/createMockMiddleware';
import { getMockData } from '@umijs/preset-umi/dist/features/mock/getMockData';
import fs from 'fs';
import http from 'http';
import path from 'path';
import { cacheControlFor, SECURITY_HEADERS } from '../../config/csp';
import { MOCK_CONFIG } from '../../config/mock';
import { uploadsMiddleware } from '../uploads';
import { FileMemory, sendFromMemory } from './files';
import { apiGuard, GUARD_MESSAGES, hostGuard, refuse } from './guard';
import { previewPictures } from './pictures';
import { resolveStatic } from './static';

export interface PreviewOptions {
  /** The repository: mock/ is read from here. */
  root: string;
  /** The build to serve (default `<root>/dist`). */
  dist?: string;
  /** Only the API (the upstream of `npm run preview:nginx`): no files. */
  apiOnly?: boolean;
}

export function securityHeaders() {
  return (_req: Request, res: Response, next: NextFunction) => {
    SECURITY_HEADERS.forEach(([name, value]) => res.setHeader(name, value));
    next();
  };
}

/**
 * `compression` as the origin: it reads HTML's `no-transform` (config/csp.ts NO_CACHE) as meant
 * for itself and would neither gzip HTML nor say `Vary`; the directive binds intermediaries (RFC
 * 9111 §5.2.2.6), and the origin compresses as nginx does. It is shown Cache-Control without it.
 */
export function originCompression() {
  const compress = compression();
  return (req: Request, res: Response, next: NextFunction) => {
    const getHeader = res.getHeader.bind(res);
    res.getHeader = ((name: string) => {
      const value = getHeader(name);
      return name.toLowerCase() === 'cache-control' && typeof value === 'string'
        ? value.replace(/,\s*no-transform/, '')
        : value;
    }) as typeof res.getHeader;
    compress(req, res, next);
  };
}

export function createPreviewApp({
  root,
  dist = path.join(root, 'dist'),
  apiOnly = false,
}: PreviewOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.use(hostGuard());
  app.use(securityHeaders());
  // Behind nginx (--api-only) nginx compresses; twice would only add a second Vary.
  if (!apiOnly) app.use(originCompression());
  app.use(apiGuard());
  app.use(
    createMockMiddleware({
      context: { mockData: getMockData({ cwd: root, mockConfig: MOCK_CONFIG }) },
    }),
  );
  app.use('/api', (req: Request, res: Response) =>
    refuse(res, 404, `${GUARD_MESSAGES.notFound}：${req.method} ${req.originalUrl.split('?')[0]}`),
  );
  // The CMS's uploads come from the mock, behind nginx too; the site's own rasters only with dist/.
  app.use(uploadsMiddleware({ root, staticDir: dist, sitePictures: !apiOnly }));
  if (apiOnly) {
    app.use((_req: Request, res: Response) => refuse(res, 404, GUARD_MESSAGES.notFound));
    return app;
  }
  // Picture variants a build did not write (`npm run preview` writes none): made on request.
  app.use(previewPictures({ root, files: dist }));
  const memory = new FileMemory();
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return refuse(res, 405, GUARD_MESSAGES.method, { Allow: 'GET, HEAD' });
    }
    // Split, not parsed as a URL: `//host/x` is a path here, as it is to nginx.
    const query = req.originalUrl.indexOf('?');
    const pathname = query < 0 ? req.originalUrl : req.originalUrl.slice(0, query);
    const answer = resolveStatic(dist, pathname, query < 0 ? '' : req.originalUrl.slice(query));
    if (answer.status !== 200) {
      res.status(answer.status);
      res.setHeader('Cache-Control', cacheControlFor('/404.html'));
      res.type('html');
      if (!fs.existsSync(answer.file)) return res.send('<h1>404</h1>');
      return res.send(fs.readFileSync(answer.file));
    }
    const served = `/${path.relative(dist, answer.file).split(path.sep).join('/')}`;
    const headers = { 'Cache-Control': cacheControlFor(served) };
    const sendFile = () =>
      res.sendFile(answer.file, { headers, dotfiles: 'allow' }, (error?: NodeJS.ErrnoException) => {
        // A visitor who leaves before the file is sent is no error of the server.
        if (!error || error.code === 'ECONNABORTED' || res.headersSent) return;
        next(error);
      });
    // From memory (./files.ts); what it leaves (a byte range, a file too large) as before.
    return sendFromMemory(memory, req, res, answer.file, answer.stat!, headers).then(
      (sent) => sent || sendFile(),
      next,
    );
  });
  return app;
}

/**
 * How long an idle keep-alive connection stays open: longer than any client keeps one. Node's
 * default of 5 s closes it while a client that has just reused it is sending its next request, and
 * that request fails with ECONNRESET ("socket hang up"): Playwright's request context keeps its
 * connections forever, and nginx keeps its upstream ones 60 s (`--api-only`). nginx's own
 * `keepalive_timeout` towards browsers is 75 s.
 */
export const KEEP_ALIVE_MS = 75_000;

/** The preview app on an HTTP server whose idle connections outlive their clients' (above). */
export function createPreviewServer(app: http.RequestListener): http.Server {
  const server = http.createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers may take as long as the connection may idle before them, and a bit.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
