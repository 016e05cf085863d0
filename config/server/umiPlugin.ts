/**
 * `npm start` (umi dev) gets what the preview has (./guard.ts): this machine only unless HOST
 * says otherwise, Host names checked, no cross-site API calls, bodies limited and parsed before
 * umi's mock middleware (which never sees a multipart body). The CSP is left to the preview and
 * the deployed site: the dev server's hot reload runs scripts the production policy forbids.
 */
import type { IApi } from 'umi';
import { apiGuard, hostGuard } from './guard';

/** Where `umi dev` listens when HOST is not set (umi's own default is every interface). */
export const DEV_HOST = '127.0.0.1';

export default (api: IApi) => {
  // umi reads HOST when the dev command starts, after the plugins have loaded.
  if (api.name === 'dev' && !process.env.HOST) process.env.HOST = DEV_HOST;
  api.onBeforeMiddleware(({ app }: { app: { use: (fn: unknown) => void } }) => {
    app.use(hostGuard());
    app.use(apiGuard());
  });
};
