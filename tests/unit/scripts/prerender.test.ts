/**
 * The pure half of the prerender (scripts/prerender/html.ts, scripts/prerender/index.ts): which pages
 * it writes and where, and how markup, state and head tags go into umi's shell.
 */
import routes from '../../../config/routes';
import {
  canonicalOf,
  caseTarget,
  composePage,
  jsonLdOf,
  newsTarget,
  pageTarget,
  pageTargets,
  sitemap,
  stateFile,
  staticPaths,
} from '../../../scripts/prerender/html';
import { offices } from '@/content/offices';
import { CSP, HASHED_ASSET } from '../../../config/csp';
import { BROWSER_METAS } from '../../../config/browserMetas';
import {
  APP_AFTER_PAINT,
  APP_START_FILE,
  HEAD_SCRIPT,
  HEAD_SCRIPT_HASH,
} from '../../../config/headScript';

const SHELL =
  '<!DOCTYPE html><html><head><title>old</title><link rel="stylesheet" href="/umi.css">' +
  '<script src="/preload_helper.js"></script>' +
  '<meta name="description" content="old"></head><body><div id="root"></div>' +
  '<script src="/umi.js"></script></body></html>';

const facts = {
  title: '案例 - 澜图',
  description: '一个 "案例" <描述>',
  h1: '案例标题',
  image: '/images/cases/case-1-cover.svg',
};

describe('pages the prerender writes', () => {
  it('every static route of the table, each category and about tab; no params, wildcards or items', () => {
    const paths = pageTargets().map((t) => t.url);
    expect(paths).toContain('/');
    expect(paths).toContain('/contactUs');
    expect(paths).toContain('/serviceContent/technicalService');
    expect(paths).toContain('/customerCase/1');
    expect(paths).toContain('/aboutLantu/3');
    expect(paths.some((p) => /[:*]/.test(p))).toBe(false);
    expect(paths).not.toContain('/index.html');
    expect(paths).not.toContain('/customerCase/caseDetail');
    expect(paths).not.toContain('/newsLantu');
    expect(staticPaths(routes).length).toBeGreaterThan(10);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps a route to its exportStatic shell, and items to <page>/<id>.html', () => {
    expect(pageTarget('/')).toMatchObject({ file: 'index.html', shell: 'index.html' });
    expect(pageTarget('/aboutLantu/1').file).toBe('aboutLantu/1/index.html');
    expect(caseTarget(12)).toMatchObject({
      url: '/customerCase/caseDetail?id=12',
      file: 'customerCase/caseDetail/12.html',
      shell: 'customerCase/caseDetail/index.html',
    });
    expect(newsTarget(3).file).toBe('newsLantu/3.html');
  });
});

describe('composePage', () => {
  const css = { inline: '.h{color:red}', sheets: ['/umi.css', '/p__Case.chunk.css'] };
  const html = composePage(
    SHELL,
    caseTarget(12),
    facts,
    '<main><h1>案例标题</h1></main>',
    { src: '/__state/0123456789abcdef.json' },
    css,
    [{ href: '/images/cases/case-1-cover.svg' }],
  );

  it('puts the markup in #root and the state element, naming its file, right after it', () => {
    expect(html).toContain(
      '<div id="root"><main><h1>案例标题</h1></main></div><script id="lt-state" type="application/json" data-src="/__state/0123456789abcdef.json"></script>',
    );
    // No frame until the markup is parsed, up to the state element after it.
    expect(html).toContain('<link rel="expect" href="#lt-state" blocking="render">');
    // The JSON itself, where a caller passes it.
    const inline = composePage(SHELL, caseTarget(12), facts, '<main></main>', '{"store":{}}');
    expect(inline).toContain('<script id="lt-state" type="application/json">{"store":{}}</script>');
  });

  it("holds nothing up before the first paint: the first screen's CSS inline, no stylesheet, one deferred script", () => {
    // The starter starts the app's files named here (config/headScript.ts)…
    expect(html).not.toContain('src="/umi.js"');
    expect(html).toContain(
      '<meta name="lt-app" content="/umi.css /p__Case.chunk.css /preload_helper.js /umi.js">',
    );
    // …deferred, the only script with a source: it holds neither the parser nor the paint, and
    // is served from umi's public path under a name that changes with its content…
    expect(html.match(/<script src=[^>]*>/g)).toEqual([`<script src="/${APP_START_FILE}" defer>`]);
    expect(APP_START_FILE).toMatch(HASHED_ASSET);
    expect(APP_START_FILE).not.toBe(`lt-start.${'0'.repeat(8)}.js`);
    expect(APP_AFTER_PAINT).not.toContain(HEAD_SCRIPT);
    // …after the inline guard (allowed by its CSP hash), before anything that could hold the parser.
    const script = html.indexOf(`<script>${HEAD_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(html.indexOf('<meta name="lt-app"'));
    expect(html.indexOf(APP_START_FILE)).toBeGreaterThan(script);
    expect(html.indexOf(APP_START_FILE)).toBeLessThan(html.indexOf('<style id="lt-first">'));
    expect(CSP).toContain(HEAD_SCRIPT_HASH);
    // The first screen's rules where umi's stylesheet link was; the whole sheets only for a
    // browser without script.
    expect(html).toContain(
      '<title>案例 - 澜图</title><style id="lt-first">.h{color:red}</style><noscript>',
    );
    const outside = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outside).not.toContain('<link rel="stylesheet"');
    expect(html).toMatch(
      /<noscript><link rel="stylesheet" href="\/umi\.css"><link rel="stylesheet" href="\/p__Case\.chunk\.css"><\/noscript>/,
    );
    expect(html.match(/<script/g)).toHaveLength(4); // guard, starter, state, JSON-LD
  });

  it('sets its own title, description, canonical, Open Graph and JSON-LD, escaped', () => {
    expect(html).toContain('<title>案例 - 澜图</title>');
    expect(html).toContain(
      '<meta name="description" content="一个 &quot;案例&quot; &lt;描述&gt;">',
    );
    expect(html).toContain(
      `<link rel="canonical" href="${canonicalOf('/customerCase/caseDetail?id=12')}">`,
    );
    expect(html).toContain('<meta property="og:title" content="案例 - 澜图">');
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+case-1-cover\.svg">/);
    expect(html).toContain('"@type":"CreativeWork"');
  });

  it('preloads the largest paint picture from the top of the head, after the charset and viewport', () => {
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible"[^>]*>(<meta name="(renderer|force-rendering|applicable-device|format-detection)"[^>]*>){4}<meta name="lt-prerendered" content="\/customerCase\/caseDetail\?id=12"><link rel="preload" as="image" href="\/images\/cases\/case-1-cover\.svg" fetchpriority="high"><meta name="lt-app" /,
    );
    // The shell's own charset and viewport move to the very top: a preload's imagesizes is read
    // against the viewport (a phone's is 980 px wide before its meta), and the charset must come
    // within the first 1,024 bytes.
    const shell = SHELL.replace(
      '<title>',
      '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta charset="utf-8">\n<title>',
    );
    const page = composePage(shell, caseTarget(12), facts, '<main></main>', '{}', undefined, [
      {
        srcset: `/a.avif 640w, ${'/b.avif 960w, '.repeat(80)}/c.avif 1200w`,
        sizes: '100vw',
        type: 'image/avif',
      },
    ]);
    expect(page).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="X-UA-Compatible"[^>]*>(<meta name="[a-z-]+" content="[^"]*">){4}<meta name="lt-prerendered"[^>]*><link rel="preload" as="image" type="image\/avif" imagesrcset=/,
    );
    expect(page.match(/<meta charset/g)).toHaveLength(1);
    expect(page.match(/<meta name="viewport"/g)).toHaveLength(1);
  });

  it('preloads a picture of variants by its srcset and sizes, without href, in place of the shell’s guess', () => {
    const shell = SHELL.replace(
      '</head>',
      '<link rel="preload" as="image" href="/images/heroes/customerCase.jpg" fetchpriority="high"></head>',
    );
    const page = composePage(shell, caseTarget(12), facts, '<main></main>', '{}', undefined, [
      {
        srcset: '/_img/w640q50/uploads/a.jpg.avif 640w, /_img/w960q50/uploads/a.jpg.avif 960w',
        sizes: '(min-width: 592px) 560px, calc(100vw - 32px)',
        type: 'image/avif',
      },
    ]);
    const preloads = page.match(/<link rel="preload" as="image"[^>]*>/g);
    expect(preloads).toEqual([
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/_img/w640q50/uploads/a.jpg.avif 640w, /_img/w960q50/uploads/a.jpg.avif 960w" imagesizes="(min-width: 592px) 560px, calc(100vw - 32px)" fetchpriority="high">',
    ]);
  });

  it("carries the metas for China's browsers once each, before any element but metas (IE reads X-UA-Compatible only there)", () => {
    // A shell as umi writes it: its own X-UA-Compatible, and the metas config/plugin.ts added.
    const shell = SHELL.replace(
      '<title>',
      `<meta http-equiv="X-UA-Compatible" content="ie=edge">${BROWSER_METAS}\n<title>`,
    );
    const page = composePage(shell, caseTarget(12), facts, '<main></main>', '{}');
    const head = page.slice(0, page.indexOf('<meta name="lt-prerendered"'));
    expect(head).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8">' +
        '<meta http-equiv="X-UA-Compatible" content="IE=edge">' +
        '<meta name="renderer" content="webkit">' +
        '<meta name="force-rendering" content="webkit">' +
        '<meta name="applicable-device" content="pc,mobile">' +
        '<meta name="format-detection" content="telephone=no,email=no,address=no">',
    );
    for (const tag of [
      'X-UA-Compatible',
      'renderer',
      'force-rendering',
      'applicable-device',
      'format-detection',
    ])
      expect([tag, page.split(`"${tag}"`).length - 1]).toEqual([tag, 1]);
  });

  it('names each state file by its digest', () => {
    expect(stateFile('{"a":1}')).toMatch(/^__state\/[0-9a-f]{16}\.json$/);
    expect(stateFile('{"a":1}')).toBe(stateFile('{"a":1}'));
    expect(stateFile('{"a":2}')).not.toBe(stateFile('{"a":1}'));
  });

  it('refuses a shell that already has markup, state that is not script-safe, CSS that is not style-safe', () => {
    expect(() => composePage(html, caseTarget(12), facts, '', '{}')).toThrow(/#root/);
    expect(() =>
      composePage(
        SHELL.replace('<script src="/umi.js"></script>', ''),
        caseTarget(1),
        facts,
        '',
        '{}',
      ),
    ).toThrow(/app script/);
    expect(() => composePage(SHELL, caseTarget(1), facts, '', '{"a":"</script>"}')).toThrow(
      /script-safe/,
    );
    expect(() =>
      composePage(SHELL, caseTarget(1), facts, '', '{}', { inline: 'a{}</style>', sheets: [] }),
    ).toThrow(/style-safe/);
  });
});

describe('JSON-LD and the sitemap', () => {
  it('Organization with every office on contact, its headquarters on home; NewsArticle on news; none elsewhere', () => {
    const org = jsonLdOf(pageTarget('/contactUs'), facts) as { location: unknown[] };
    expect(org).toMatchObject({ '@type': 'Organization', name: '澜图数字设计集团' });
    expect(org.location).toHaveLength(offices.reduce((n, o) => n + o.addressList.length, 0));
    // Each place is named once by its city: 澜图杭州总部, 澜图北京子公司 (not 澜图北京北京子公司).
    const names = (org.location as { name: string }[]).map((p) => p.name);
    offices.forEach((o) => {
      expect(names.some((n) => n.startsWith(`澜图${o.name}`))).toBe(true);
      expect(names.some((n) => n.includes(`${o.name}${o.name}`))).toBe(false);
    });
    const home = jsonLdOf(pageTarget('/'), facts) as { location: { name: string }[] };
    expect(home).toMatchObject({ '@type': 'Organization', name: '澜图数字设计集团' });
    expect(home.location.map((p) => p.name)).toEqual(['澜图杭州总部']);
    expect(jsonLdOf(newsTarget(3), { ...facts, date: '2023-04-20' })).toMatchObject({
      '@type': 'NewsArticle',
      headline: '案例标题',
      datePublished: '2023-04-20',
    });
    expect(jsonLdOf(pageTarget('/rule'), facts)).toBeNull();
  });

  it('lists every URL once, with & escaped', () => {
    const xml = sitemap(['/', '/customerCase/caseDetail?id=1', '/x?a=1&b=2']);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('/x?a=1&amp;b=2</loc>');
  });
});
