/**
 * Project plugin.
 * - HTML: fixes what umi's default gets wrong (no `lang`, a viewport that forbids zooming) and adds
 *   the description, theme colour and favicon.
 * - Static shells (`exportStatic`): every route, case category, about type and service page gets its
 *   own index.html with its own title and description; dynamic `:param` shells are dropped.
 * - sitemap.xml, robots.txt (origin from SITE_URL) and a `_headers` file (CSP, caching) in dist/.
 */
import fs from 'fs';
import path from 'path';
import type { IApi } from 'umi';
import { brand } from '../src/content/brand';
import { antdTheme } from '../src/theme';
import { buildAntdCss } from './antdCss';
import { heroImages, metaOf, routeMetas } from '../src/content/seo';
import { CSP } from './csp';

const SITE_URL = (process.env.SITE_URL || 'https://www.lantu-design.cn').replace(/\/$/, '');

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `customerCase/3/index.html` → `/customerCase/3`; `404.html` → `/404`. */
export function routeOfFile(file: string): string {
  const p = file
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${p}`.replace(/\/+$/, '') || '/';
}

export function withMeta(html: string, title: string, description: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      `<meta name="description" content="${escapeHtml(description)}">`,
    );
}

/** Preloads the page's hero picture (its largest paint) from the head of its static shell. */
export function withHeroPreload(html: string, href: string): string {
  return html.replace(
    '</head>',
    `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high"></head>`,
  );
}

/**
 * The one script every page runs from its head, before the body is parsed, so it also carries
 * this: a prerendered page served for another address (a host's fallback to index.html for an
 * unknown path, `?page=2` of a list drawn at page 1) must not show the other page's markup for
 * a moment. `<meta name="lt-prerendered">` names the address the markup was made for; on any
 * other, `html.lt-stale` hides #root (src/global.less) until the app has emptied it
 * (src/utils/prerender.ts). The CSP allows no inline script, hence here.
 */
export const STALE_GUARD =
  'try{var m=document.querySelector(\'meta[name="lt-prerendered"]\');' +
  'if(m&&m.getAttribute("content")!==location.pathname+location.search)' +
  'document.documentElement.classList.add("lt-stale")}catch(e){}\n';

/**
 * On a prerendered page the app's script waits until the page has painted (config/prerender
 * writes `<meta name="lt-app">` in place of umi's `<script src="umi.js">`): the HTML already shows
 * the page, so the first paint and the largest picture get the line and the main thread to
 * themselves, and the app (with the route chunks umi would preload) loads once the `load` event
 * and the first contentful paint have both happened, a frame later (where the paint timing API is
 * missing, after `load`), or 3 s after the document is parsed if either is held up. Links are plain
 * `<a href>` meanwhile; the visitor's first press or key starts the app at once, and a tap on a
 * consultation button (`[data-consult]`) before the app has taken the page over is remembered:
 * `window.__ltTakeOver()` (BasicLayout, once hydrated) stops listening and says whether one came.
 * Markup for another address (`lt-stale`), or none, starts the app as soon as the document is
 * parsed.
 */
export const APP_AFTER_PAINT =
  '(function(){var d=document,a=d.querySelector(\'meta[name="lt-app"]\'),s=a&&a.getAttribute("content");' +
  'if(!s){ltRoutePreload();return}var started=0;' +
  'function go(){if(started)return;started=1;ltRoutePreload();' +
  'var e=d.createElement("script");e.src=s;d.head.appendChild(e)}' +
  'var wait=!!d.querySelector(\'meta[name="lt-prerendered"]\')&&!d.documentElement.classList.contains("lt-stale");' +
  'd.addEventListener("DOMContentLoaded",function(){wait?setTimeout(go,3000):go()});' +
  'if(!wait)return;var loaded=0,painted=0,tapped=0;' +
  'function early(e){var t=e.target;if(t&&t.closest&&t.closest("[data-consult]"))tapped=1;go()}' +
  'd.addEventListener("click",early,true);d.addEventListener("pointerdown",go,true);d.addEventListener("keydown",go,true);' +
  'window.__ltTakeOver=function(){d.removeEventListener("click",early,true);d.removeEventListener("pointerdown",go,true);' +
  'd.removeEventListener("keydown",go,true);var t=tapped;tapped=0;return t===1};' +
  'function next(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'addEventListener("load",function(){loaded=1;next()});' +
  'try{new PerformanceObserver(function(l,o){if(l.getEntries().some(function(x){return x.name==="first-contentful-paint"})){o.disconnect();painted=1;next()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){painted=1}})();\n';

/**
 * umi's route-preload helper (`preload_helper.<hash>.js`, routePreloadOnLoad), the one script
 * every page runs from its head, becomes: the stale guard, then umi's helper as `ltRoutePreload`,
 * run at once on a plain shell and with the app on a prerendered page (APP_AFTER_PAINT).
 * The helper runs `decodeURI` on the address and throws an uncaught URIError for a malformed one
 * such as `/%E0%A4%A`; it is only a head start for the route's chunks (the app loads them
 * anyway), so it may fail quietly.
 */
export function guardPreloadHelper(code: string): string {
  if (code.includes('function ltRoutePreload(){')) return code;
  return `${STALE_GUARD}function ltRoutePreload(){try{\n${code.trim()}\n}catch(e){}}\n${APP_AFTER_PAINT}`;
}

let antdCss: string | undefined;

export default (api: IApi) => {
  // antd's stylesheet for the site's theme (config/antdCss.ts), made once per process.
  api.onGenerateFiles(() => {
    antdCss = antdCss ?? buildAntdCss(antdTheme);
    fs.mkdirSync(api.paths.absTmpPath, { recursive: true });
    fs.writeFileSync(path.join(api.paths.absTmpPath, 'antd.css'), antdCss);
  });

  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    $('meta[name="viewport"]').remove();
    // resizes-content: on Android the on-screen keyboard shrinks the layout, so the consultation
    // sheet's pinned submit stays above it (iOS follows the visual viewport, see ConsultDialog).
    $('head').prepend(
      '<meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />',
    );
    if (!$('meta[name="description"]').length) {
      $('head').append(`<meta name="description" content="${escapeHtml(brand.description)}" />`);
    }
    $('head').append('<meta name="theme-color" content="#0b1a33" />');
    $('head').append('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    return $;
  });

  api.modifyExportHTMLFiles((files) =>
    files
      // `:param` shells are useless to a static host, and `/index.html` is the root file itself.
      .filter((f) => !f.path.includes(':') && !f.path.replace(/\\/g, '/').startsWith('index.html/'))
      .map((f) => {
        const route = routeOfFile(f.path);
        const meta = metaOf(route);
        let content = meta ? withMeta(f.content, meta.title, meta.description) : f.content;
        const hero = heroImages[route];
        if (hero) content = withHeroPreload(content, `${api.config.publicPath}${hero}`);
        return { ...f, content };
      }),
  );

  api.onBuildComplete(({ err }) => {
    if (err) return;
    const out = api.paths.absOutputPath;
    // Runs after umi's own onBuildComplete has written the helper (presets before project plugins).
    fs.readdirSync(out)
      .filter((f) => /^preload_helper(\.\w+)?\.js$/.test(f))
      .forEach((f) => {
        const file = path.join(out, f);
        fs.writeFileSync(file, guardPreloadHelper(fs.readFileSync(file, 'utf8')));
      });
    const urls = routeMetas
      .filter(
        (m) =>
          !['/index.html', '/404', '/customerCase/caseDetail', `/news${brand.slug}`].includes(
            m.path,
          ),
      )
      .map((m) => `  <url><loc>${SITE_URL}${m.path === '/' ? '/' : m.path}</loc></url>`);
    fs.writeFileSync(
      path.join(out, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
    // Headers for hosts that read a `_headers` file (Netlify, Cloudflare Pages); README shows nginx.
    fs.writeFileSync(
      path.join(out, '_headers'),
      [
        '/*',
        `  Content-Security-Policy: ${CSP}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Cache-Control: no-cache',
        '/*.js',
        '  Cache-Control: public, max-age=31536000, immutable',
        '/*.css',
        '  Cache-Control: public, max-age=31536000, immutable',
        '/images/*',
        '  Cache-Control: public, max-age=86400',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(out, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
    );
  });
};
