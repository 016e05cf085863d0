/**
 * antd's styles for the site's theme, made at build time (config/antdCss.ts): antd runs without
 * generating CSS in the browser (zeroRuntime), so its first render does no style work. A module
 * of its own, so the consultation form's idle prefetch can bring the stylesheet in a step apart.
 *
 * The stylesheet is in `@layer antd`, which browsers without cascade layers drop whole (Chromium
 * before 99 — the Baidu app's T7, older Huawei, 360 and QQ builds — Safari before 15.4, Firefox
 * before 97: inside the floor). Those browsers alone get the build's unlayered copy, first in
 * <head>: the site's stylesheets, after it, still win over antd's where they weigh as much.
 */
import '@@/antd.css';
import { publicPath } from '@/utils/base';

/** The unlayered copy's file in the build (config/plugin.ts), none in unit tests. */
const UNLAYERED = process.env.ANTD_UNLAYERED_CSS || '';

/** Whether this browser reads `@layer` (every one that does has CSSLayerBlockRule). */
export const hasCascadeLayers = (win: Window = window): boolean => 'CSSLayerBlockRule' in win;

/**
 * Adds the unlayered antd stylesheet where cascade layers are missing; once. Returns the link, or
 * null where it is not needed (or the build has none).
 */
export function ensureUnlayeredAntd(
  doc: Document = document,
  file: string = UNLAYERED,
): HTMLLinkElement | null {
  const win = doc.defaultView;
  if (!file || !win || hasCascadeLayers(win)) return null;
  const existing = doc.querySelector<HTMLLinkElement>('link[data-antd-unlayered]');
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${publicPath()}${file}`;
  link.setAttribute('data-antd-unlayered', '');
  doc.head.insertBefore(link, doc.head.querySelector('link[rel="stylesheet"], style'));
  return link;
}

if (typeof document !== 'undefined') ensureUnlayeredAntd();
