// umi's bundled copy of the `compression` middleware ships without types.
declare module '@umijs/bundler-webpack/compiled/compression' {
  import type { RequestHandler } from '@umijs/bundler-utils/compiled/express';

  export default function compression(): RequestHandler;
}
