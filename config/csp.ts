import { HEAD_SCRIPT_HASH } from './headScript';

/**
 * The Content-Security-Policy the built site runs under. One inline script, allowed by its hash:
 * a prerendered page's head script (config/headScript.ts); everything else is a same-origin file.
 * Styles need 'unsafe-inline' because antd's CSS-in-JS injects <style> elements at run time and a
 * static host cannot give each response a fresh nonce.
 * Add the API origin to connect-src (and a CDN origin to script/style/img/media-src) when
 * window.apiBase or window.publicPath point elsewhere.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", HEAD_SCRIPT_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const CSP = Object.entries(CSP_DIRECTIVES)
  .map(([k, v]) => `${k} ${v.join(' ')}`)
  .join('; ');
