import { HEAD_SCRIPT_HASH } from './headScript';

import { originsOf } from '../src/utils/base';
import { integrationSources } from '../src/utils/integrations';
import type { IntegrationEnv } from '../src/utils/integrations';

/**
 * The picture hosts of this deployment besides the site (IMAGE_HOSTS, comma-separated origins:
 * the CMS's bucket, a picture CDN), as the page's `window.imageHosts` lists them. Read when the
 * policy is written: `npm run build` (dist/_headers), the preview at its start,
 * `npm run nginx:headers` (the nginx snippet).
 */
export const IMAGE_HOSTS = originsOf((process.env.IMAGE_HOSTS || '').split(','));

/**
 * The Content-Security-Policy the built site runs under. One inline script, allowed by its hash:
 * a prerendered page's head script (config/headScript.ts); everything else is a same-origin file.
 * Styles need 'unsafe-inline' because antd's CSS-in-JS injects <style> elements at run time and a
 * static host cannot give each response a fresh nonce.
 * Add the API origin to connect-src (and a CDN origin to script/style/img/media-src) when
 * window.apiBase or window.publicPath point elsewhere; picture hosts come from IMAGE_HOSTS, and
 * WeChat's SDK and Baidu Tongji's hosts only when `env` configures them (src/utils/integrations.ts:
 * WECHAT_APP_ID + WECHAT_SIGNATURE_URL, BAIDU_TONGJI).
 */
export function cspDirectives(
  env: IntegrationEnv & { IMAGE_HOSTS?: string } = process.env,
): Record<string, string[]> {
  const imageHosts = originsOf((env.IMAGE_HOSTS || '').split(','));
  const extra = integrationSources(env);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", HEAD_SCRIPT_HASH],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageHosts],
    'media-src': ["'self'", ...imageHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  Object.entries(extra).forEach(([name, sources]) => {
    directives[name] = [...new Set([...directives[name], ...sources])];
  });
  return directives;
}

/** The policy's header value for `env`. */
export const cspOf = (env?: Parameters<typeof cspDirectives>[0]): string =>
  Object.entries(cspDirectives(env))
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');

/** This process's policy: read when the policy is written, as IMAGE_HOSTS above. */
export const CSP_DIRECTIVES: Record<string, string[]> = cspDirectives();

export const CSP = cspOf();

/**
 * The headers every response of the site carries — page, 404, script, stylesheet, picture,
 * sitemap and API answer alike. One list for the three places that send them: nginx
 * (server/nginx/security-headers.conf, generated from it), the preview (server/preview) and
 * dist/_headers.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CSP],
  // A response is only ever what its Content-Type says (no sniffing a JSON answer into a script).
  ['X-Content-Type-Options', 'nosniff'],
  // Other sites learn the origin a visitor came from, never the page or its query.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // frame-ancestors for browsers that predate it.
  ['X-Frame-Options', 'DENY'],
  // The site uses none of these; an injected script or a framed ad cannot ask for them either.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

export const ONE_YEAR = 'public, max-age=31536000, immutable';
export const ONE_DAY = 'public, max-age=86400';
/**
 * HTML (and the other files checked on every visit: sitemap.xml, robots.txt): `no-transform`
 * because Baidu's mobile search transcodes pages that do not say it (serves its own re-rendering
 * of them), and no proxy on the way may rewrite them either.
 */
export const NO_CACHE = 'no-cache, no-transform';

/** umi's hashed bundles: `umi.cd772d9e.js`, `p__Home__index.9b710c6a.async.js`, `619.703e5ad3.chunk.css`. */
export const HASHED_ASSET = /\.[0-9a-f]{8}(?:\.async|\.chunk)?\.(?:js|css)$/;

/**
 * A picture's variant (src/utils/loaders.ts, `self`): its address names its size and format (a
 * width of the ladder, or the share card's square).
 */
export const PICTURE_VARIANT = /^\/_img\/(?:w\d+q\d+\/.+\.(?:avif|webp)|s\d+q\d+\/.+\.jpg)$/;

/** A prerendered page's state (scripts/prerender): named by its content's digest, so it never changes. */
export const STATE_FILE = /^\/__state\/[0-9a-f]{16}\.json$/;

/**
 * Cache-Control of a file of dist/ by its path: a hashed bundle or a page's state file never
 * changes under its name (a year, immutable), nor does a picture's variant; pictures keep their
 * names when they change (a day); HTML, sitemap.xml,
 * robots.txt and the rest are checked on every visit so a new deployment shows at once, and are
 * not to be transformed (NO_CACHE).
 */
export function cacheControlFor(pathname: string): string {
  if (HASHED_ASSET.test(pathname) || STATE_FILE.test(pathname)) return ONE_YEAR;
  if (PICTURE_VARIANT.test(pathname)) return ONE_YEAR;
  const picture = ['/images/', '/uploads/'].some((dir) => pathname.startsWith(dir));
  if (picture || pathname === '/favicon.svg') return ONE_DAY;
  return NO_CACHE;
}
