/**
 * Project plugin.
 * - HTML: fixes what umi's default gets wrong (no `lang`, a viewport that forbids zooming) and adds
 *   the description, theme colour, favicon and the metas for China's browsers (browserMetas.ts).
 * - Static shells (`exportStatic`): every route, case category, about type and service page gets its
 *   own index.html with its own title and description; dynamic `:param` shells are dropped.
 * - sitemap.xml, robots.txt (origin from SITE_URL) and a `_headers` file (security headers and
 *   caching from config/csp.ts) in dist/.
 */
import fs from 'fs';
import path from 'path';
import type { IApi } from 'umi';
import { brand } from '../src/content/brand';
import { antdTheme } from '../src/theme';
import { antdStyles, layeredAntdCss, unlayeredAntdCss, unlayeredAntdFile } from './antdCss';
import { heroImages, metaOf, routeMetas } from '../src/content/seo';
import { NO_CACHE, ONE_DAY, ONE_YEAR, SECURITY_HEADERS } from './csp';
import { quietPreloadHelper } from './headScript';
import { BROWSER_METAS } from './browserMetas';
import { imagePreloadTag } from '../scripts/prerender/html';
import { pictureOf, preloadOf } from '../src/utils/picture';
import type { ImagePreload } from '../src/utils/picture';
import { earlyPictures } from '../src/styles/slots';

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
export function withHeroPreload(html: string, preload: ImagePreload): string {
  return html.replace('</head>', () => `${imagePreloadTag(preload)}</head>`);
}

/** dist/_headers: the security headers on every path, then Cache-Control by kind of file. */
export function headersFile(): string {
  return [
    '/*',
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    `  Cache-Control: ${NO_CACHE}`,
    '/*.js',
    `  Cache-Control: ${ONE_YEAR}`,
    '/*.css',
    `  Cache-Control: ${ONE_YEAR}`,
    '/images/*',
    `  Cache-Control: ${ONE_DAY}`,
    '/_img/*',
    `  Cache-Control: ${ONE_YEAR}`,
    '',
  ].join('\n');
}

interface AntdSheets {
  /** What the app imports (`@@/antd.css`): in `@layer antd`. */
  layered: string;
  /** For the browsers without cascade layers, as `file` beside the build's other assets. */
  unlayered: string;
  file: string;
}
let antdSheets: AntdSheets | undefined;

/** antd's stylesheets for the site's theme (config/antdCss.ts), made once per process. */
function antdSheetsOnce(): AntdSheets {
  if (!antdSheets) {
    const css = antdStyles(antdTheme);
    const unlayered = unlayeredAntdCss(css);
    antdSheets = { layered: layeredAntdCss(css), unlayered, file: unlayeredAntdFile(unlayered) };
  }
  return antdSheets;
}

export default (api: IApi) => {
  // The unlayered copy's name, for src/components/AntdScope/styles.ts.
  api.modifyConfig((memo) => ({
    ...memo,
    define: { ...memo.define, 'process.env.ANTD_UNLAYERED_CSS': antdSheetsOnce().file },
  }));

  api.onGenerateFiles(() => {
    fs.mkdirSync(api.paths.absTmpPath, { recursive: true });
    fs.writeFileSync(path.join(api.paths.absTmpPath, 'antd.css'), antdSheetsOnce().layered);
  });

  // `umi dev` serves the unlayered copy as the build writes it.
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const { file, unlayered } = antdSheetsOnce();
      if (req.path !== `/${file}`) return next();
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      return res.end(unlayered);
    },
  ]);

  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    $('meta[name="viewport"]').remove();
    // resizes-content: on Android the on-screen keyboard shrinks the layout, so the consultation
    // sheet's pinned submit stays above it (iOS follows the visual viewport, see ConsultDialog).
    // viewport-fit=cover: the page reaches the screen's edges on a phone with a home indicator or a
    // notch, and env(safe-area-inset-*) says how far to keep clear (the contact bar, the sheet).
    $('head').prepend(
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content" />',
    );
    // The metas for China's browsers (config/browserMetas.ts), right after the charset; umi's own
    // X-UA-Compatible gives way to theirs.
    $('meta[http-equiv="X-UA-Compatible"]').remove();
    if ($('meta[charset]').length) $('meta[charset]').first().after(BROWSER_METAS);
    else $('head').prepend(BROWSER_METAS);
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
        const hero = heroImages[route]
          ? preloadOf(pictureOf(heroImages[route], earlyPictures.heroArt))
          : null;
        if (hero) content = withHeroPreload(content, hero);
        return { ...f, content };
      }),
  );

  api.onBuildComplete(({ err }) => {
    if (err) return;
    const out = api.paths.absOutputPath;
    fs.writeFileSync(path.join(out, antdSheetsOnce().file), antdSheetsOnce().unlayered);
    // Runs after umi's own onBuildComplete has written the helper (presets before project plugins).
    fs.readdirSync(out)
      .filter((f) => /^preload_helper(\.\w+)?\.js$/.test(f))
      .forEach((f) => {
        const file = path.join(out, f);
        fs.writeFileSync(file, quietPreloadHelper(fs.readFileSync(file, 'utf8')));
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
    // Headers for hosts that read a `_headers` file (Netlify, Cloudflare Pages); nginx reads
    // server/nginx/. Both come from config/csp.ts.
    fs.writeFileSync(path.join(out, '_headers'), headersFile());
    fs.writeFileSync(
      path.join(out, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
    );
  });
};
