/**
 * The physical limit the bench measures beside the app (scripts/bench/README.md, "The physical
 * limit"): a page's prerendered HTML with its first screen's CSS inline and without any script,
 * the app's stylesheets or the favicon, so nothing is fetched but its pictures. Shared by the
 * route table (./index.ts) and the INP floor (./inp.ts).
 */

/** The home page's static copy, as the preview serves it from dist/ (written for a run, removed after). */
export const STATIC_PAGE = '/__bench/static.html';

export function staticReference(home: string): string {
  return home
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<link rel="(expect|icon)"[^>]*>/g, '')
    .replace(/<meta name="lt-[\w-]+"[^>]*>/g, '');
}
