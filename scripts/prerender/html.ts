/**
 * Pure pieces of the prerender (scripts/prerender/index.ts): where each page's HTML lives, and how
 * the markup, the state and the meta a crawler or link preview reads go into umi's shell.
 */
import { createHash } from 'crypto';
import routes from '../../config/routes';
import type { RouteConfig } from '../../config/routes';
import { brand } from '../../src/content/brand';
import { offices } from '../../src/content/offices';
import { aboutTypes, industries } from '../../src/content/taxonomy';
import { serializeState } from '../../src/utils/prerender';
import type { ImagePreload } from '../../src/utils/picture';
import { APP_START_FILE, HEAD_SCRIPT } from '../../config/headScript';
import { BROWSER_META, BROWSER_METAS } from '../../config/browserMetas';

export const SITE_URL = (process.env.SITE_URL || 'https://www.lantu-design.cn').replace(/\/$/, '');

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page the build writes: its address (path + query) and its file under dist/. */
export interface PageTarget {
  url: string;
  file: string;
  /** The exportStatic shell it starts from (dist-relative). */
  shell: string;
  kind: 'page' | 'case' | 'news';
}

/** `/a/b` → `a/b/index.html`; `/` → `index.html`. */
export const fileOfPath = (p: string) =>
  p === '/' ? 'index.html' : `${p.replace(/^\/+|\/+$/g, '')}/index.html`;

/**
 * Case details and news articles are addressed by query (`/customerCase/caseDetail?id=12`), which a
 * static host cannot map to a file by itself: each gets `<page>/<id>.html` beside the page's shell,
 * and the host rewrites `?id=N` to it (README "Deploying"; mock/prerendered.ts does it for
 * `umi preview`). Without the rewrite the shell answers and the app loads the item as before.
 */
export const caseTarget = (id: number): PageTarget => ({
  url: `/customerCase/caseDetail?id=${id}`,
  file: `customerCase/caseDetail/${id}.html`,
  shell: 'customerCase/caseDetail/index.html',
  kind: 'case',
});

export const newsTarget = (id: number): PageTarget => ({
  url: `/news${brand.slug}?id=${id}`,
  file: `news${brand.slug}/${id}.html`,
  shell: `news${brand.slug}/index.html`,
  kind: 'news',
});

export const pageTarget = (p: string): PageTarget => ({
  url: p,
  file: fileOfPath(p),
  shell: fileOfPath(p),
  kind: 'page',
});

/** Routes whose page needs a query (`?id=`) are written per item instead. */
const ITEM_PAGES = ['/customerCase/caseDetail', `/news${brand.slug}`];

/** The static paths of the route table: no `:param`, no `*`, not the `/index.html` alias. */
export function staticPaths(table: RouteConfig[]): string[] {
  return table.flatMap((r) => {
    const own =
      r.component && !r.routes && !/[:*]/.test(r.path) && r.path !== '/index.html' ? [r.path] : [];
    return [...own, ...(r.routes ? staticPaths(r.routes) : [])];
  });
}

export function pageTargets(): PageTarget[] {
  const paths = [
    ...staticPaths(routes).filter((p) => !ITEM_PAGES.includes(p)),
    ...industries.map((i) => `/customerCase/${i.id}`),
    ...aboutTypes.map((t) => `/about${brand.slug}/${t.type}`),
  ];
  return [...new Set(paths)].map(pageTarget);
}

/** What the build read off the settled page (besides markup and state). */
export interface PageFacts {
  title: string;
  description: string;
  h1: string;
  /** The page's hero or cover picture (site-relative or absolute). */
  image: string;
  /** News: `YYYY-MM-DD`. */
  date?: string;
}

const absolute = (href: string) =>
  /^https?:\/\//.test(href) ? href : `${SITE_URL}/${href.replace(/^\/+/, '')}`;

export const canonicalOf = (url: string) => `${SITE_URL}${url === '/' ? '/' : url}`;

/** JSON for a `<script>` element (JSON-LD): the same escaping as the state handoff. */
export const scriptJson = serializeState;

/**
 * schema.org Organization (home and contact pages): the contact page lists every office's
 * addresses; the home page names the headquarters only (its HTML must fit the first round trip,
 * and the offices are the contact page's subject).
 */
export function organizationLd(everyOffice = true) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.fullName,
    alternateName: brand.shortName,
    url: `${SITE_URL}/`,
    logo: absolute('/favicon.svg'),
    description: brand.description,
    email: brand.businessMail,
    telephone: brand.hotline,
    location: (everyOffice ? offices : offices.slice(0, 1)).flatMap((o) =>
      (everyOffice ? o.addressList : o.addressList.slice(0, 1)).map((a) => ({
        '@type': 'Place',
        // 澜图杭州总部, 澜图北京子公司 (an office named after its city says it once).
        name: `${brand.shortName}${a.name.startsWith(o.name) ? '' : o.name}${a.name}`,
        address: { '@type': 'PostalAddress', streetAddress: a.address, addressLocality: o.name },
        geo: { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.lng },
      })),
    ),
  };
}

export function jsonLdOf(target: PageTarget, facts: PageFacts): object | null {
  const url = canonicalOf(target.url);
  const publisher = { '@type': 'Organization', name: brand.fullName, url: `${SITE_URL}/` };
  if (target.kind === 'news') {
    return {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: facts.h1,
      description: facts.description,
      image: facts.image ? [absolute(facts.image)] : undefined,
      datePublished: facts.date || undefined,
      mainEntityOfPage: url,
      publisher,
      author: publisher,
    };
  }
  if (target.kind === 'case') {
    return {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: facts.h1,
      description: facts.description,
      image: facts.image ? absolute(facts.image) : undefined,
      url,
      creator: publisher,
    };
  }
  if (target.url === '/contactUs') return organizationLd();
  if (target.url === '/') return organizationLd(false);
  return null;
}

/** The head tags a crawler and a link preview read. */
export function headTags(target: PageTarget, facts: PageFacts): string {
  const url = canonicalOf(target.url);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="${target.kind === 'news' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(brand.fullName)}">`,
    '<meta property="og:locale" content="zh_CN">',
    `<meta property="og:title" content="${escapeHtml(facts.title)}">`,
    `<meta property="og:description" content="${escapeHtml(facts.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
  ];
  if (facts.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(facts.image))}">`);
  const ld = jsonLdOf(target, facts);
  if (ld) tags.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  return tags.join('');
}

/** umi's entry script in its shell: `<script src="/umi.<hash>.js"></script>`. */
const APP_SCRIPT = /<script src="([^"]*\/umi(?:\.[0-9a-f]+)?\.js)"><\/script>/;
/** umi's route-preload helper in the head of its shell. */
const HELPER_SCRIPT = /<script src="([^"]*\/preload_helper(?:\.[0-9a-f]+)?\.js)"><\/script>/;

/** The page's CSS (scripts/prerender/css.ts). */
export interface PageCss {
  /** The first screen's rules, inline: nothing to wait for before the first paint. */
  inline: string;
  /** The page's whole stylesheets in cascade order, added by the app's starter once painted. */
  sheets: string[];
}

/** A stylesheet link of umi's shell. */
const SHELL_STYLESHEET = /<link rel="stylesheet" href="[^"]*">/g;

/** Where a page's state is: a file of its own (`/__state/<digest>.json`), or the JSON itself. */
export type PageState = { src: string } | string;

/** The `<link rel="preload">` of a picture. */
export function imagePreloadTag(preload: ImagePreload): string {
  const attrs =
    'href' in preload
      ? `href="${escapeHtml(preload.href)}"`
      : `${preload.type ? `type="${escapeHtml(preload.type)}" ` : ''}imagesrcset="${escapeHtml(
          preload.srcset,
        )}" imagesizes="${escapeHtml(preload.sizes)}"`;
  return `<link rel="preload" as="image" ${attrs} fetchpriority="high">`;
}

/**
 * The shell's charset and viewport: first in the head, before anything else. The charset must be
 * within the first 1,024 bytes for a host that sends none, and a picture preload's `imagesizes`
 * is read against the viewport: before its meta a phone's is 980 px wide, and it preloaded the
 * 2,880 px variant of a banner it then never used.
 */
const SHELL_CHARSET = /<meta charset="[^"]*">\s*/i;
const SHELL_VIEWPORT = /<meta name="viewport"[^>]*>\s*/i;

/** The shell's own picture preloads (a static shell preloads its route's hero). */
const SHELL_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The address of a state file: its digest names it, so a cached one is never another's. */
export const stateFile = (json: string) =>
  `__state/${createHash('sha1').update(json).digest('hex').slice(0, 16)}.json`;

/** Where umi's files are served from (its public path), read off umi.js's address. */
export const publicPathOf = (src: string) => src.slice(0, src.lastIndexOf('/') + 1);

/**
 * umi's shell with the page in it: its title and description, the head tags, the first screen's
 * CSS inline, the markup in `#root`, and right after it the state element: naming the state's
 * file (fetched with the app's scripts, after the first paint) or holding its JSON.
 */
export function composePage(
  shell: string,
  target: PageTarget,
  facts: PageFacts,
  markup: string,
  state: PageState,
  css: PageCss = { inline: '', sheets: [] },
  priority: ImagePreload[] = [],
): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error(`${target.file}: no empty #root`);
  const inline = typeof state === 'string';
  if (inline && /<\/script|<!--/i.test(state))
    throw new Error(`${target.file}: state is not script-safe`);
  if (/<\/style/i.test(css.inline)) throw new Error(`${target.file}: CSS is not style-safe`);
  // umi's two scripts start once the page has painted (config/headScript.ts, inline in their place).
  const app = shell.match(APP_SCRIPT);
  const helper = shell.match(HELPER_SCRIPT);
  if (!app || !helper)
    throw new Error(`${target.file}: no app script or preload helper in the shell`);
  // The largest paint's picture is asked for before the stylesheets and scripts compete for the
  // line: the drawn page's own, in place of the static shell's guess.
  const preloads = [
    ...new Set(priority.filter((p) => ('href' in p ? p.href : p.srcset)).map(imagePreloadTag)),
  ].join('');
  // No stylesheet holds the first paint up: the first screen's rules are in the page, and the
  // whole sheets come with the app (listed in lt-app), or at once where script is off.
  const links = css.sheets
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  const style = `<style id="lt-first">${css.inline}</style>${links ? `<noscript>${links}</noscript>` : ''}`;
  // …in place of umi's stylesheet link (the first one), so the cascade order stays.
  let placed = false;
  const charset = shell.match(SHELL_CHARSET)?.[0].trim() ?? '<meta charset="utf-8">';
  const viewport = shell.match(SHELL_VIEWPORT)?.[0].trim() ?? '';
  const styled = shell
    .replace(SHELL_CHARSET, '')
    .replace(SHELL_VIEWPORT, '')
    .replace(BROWSER_META, '')
    .replace(SHELL_IMAGE_PRELOAD, '')
    .replace(SHELL_STYLESHEET, () => {
      if (placed) return '';
      placed = true;
      return style;
    });
  const head = placed ? styled : styled.replace('</head>', () => `${style}</head>`);
  const appFiles = [...css.sheets, helper[1], app[1]].join(' ');
  return head
    .replace(
      '<head>',
      // The app's files, named before the starter that loads them once the page has painted.
      () =>
        // The metas for China's browsers (config/browserMetas.ts) before any element but metas:
        // X-UA-Compatible is read only there.
        `<head>${charset}${viewport}${BROWSER_METAS}` +
        `<meta name="lt-prerendered" content="${escapeHtml(target.url)}">${preloads}` +
        `<meta name="lt-app" content="${escapeHtml(appFiles)}">` +
        // No frame of a half-parsed page (a hero whose text is still arriving re-centres once it
        // has): rendering waits until the markup has been parsed, up to the state after it.
        `<link rel="expect" href="#lt-state" blocking="render">` +
        // Before anything that could hold the parser; the starter beside umi's files (public path).
        `<script>${HEAD_SCRIPT}</script>` +
        `<script src="${escapeHtml(publicPathOf(app[1]))}${APP_START_FILE}" defer></script>`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(facts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeHtml(facts.description)}">`,
    )
    .replace('</head>', () => `${headTags(target, facts)}</head>`)
    .replace(APP_SCRIPT, '')
    .replace(HELPER_SCRIPT, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${markup}</div><script id="lt-state" type="application/json"${
          inline ? `>${state}` : ` data-src="${escapeHtml(state.src)}">`
        }</script>`,
    );
}

export function sitemap(urls: string[]): string {
  const rows = urls.map((u) => `  <url><loc>${escapeHtml(canonicalOf(u))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</urlset>\n`;
}
