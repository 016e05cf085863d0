/**
 * The first screen's CSS in the HTML (scripts/prerender/css.ts): reading the built stylesheets
 * byte for byte, which sheets can style a page and in which order, and the text that goes inline.
 */
import type { CssRule, Sheet } from '../../../scripts/prerender/css';
import {
  cascadeRank,
  cssText,
  filesOfPath,
  firstScreenCss,
  forFirstPaint,
  matchableSelector,
  mayMatch,
  needOf,
  pageSheets,
  paintsFirst,
  parseCss,
  routeFilesOf,
  skipsRendering,
  subjectKeys,
  tokensOf,
} from '../../../scripts/prerender/css';

const sheet = (href: string, text: string): Sheet => ({ href, text, rules: parseCss(text) });

describe('parseCss', () => {
  const css =
    '@charset "utf-8";:root{--a:1px;--b:var(--a)}.x{content:"}{";color:red}' +
    '@media (max-width:767px){.y,.z>p{margin:0}@supports (display:grid){.g{display:grid}}}' +
    '@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}/* } */.w\\:h{top:0}';
  const rules = parseCss(css);

  it('keeps each rule as written, with the at-rules around it', () => {
    expect(rules.map((r) => r.text)).toEqual([
      '@charset "utf-8";',
      ':root{--a:1px;--b:var(--a)}',
      '.x{content:"}{";color:red}',
      '.y,.z>p{margin:0}',
      '.g{display:grid}',
      '@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}',
      '.w\\:h{top:0}',
    ]);
    expect(rules[3].wrappers).toEqual(['@media (max-width:767px)']);
    expect(rules[4].wrappers).toEqual(['@media (max-width:767px)', '@supports (display:grid)']);
    expect(rules[5]).toMatchObject({ keyframes: 'spin' });
    expect(rules[5].selector).toBeUndefined();
  });

  it('writes kept rules back inside their at-rules, a run of them in one block', () => {
    expect(cssText(rules)).toBe(css.replace('/* } */', ''));
    expect(cssText([rules[3], rules[6]])).toBe(
      '@media (max-width:767px){.y,.z>p{margin:0}}.w\\:h{top:0}',
    );
  });

  it('knows what a selector needs to find in a page, outside :not() and :is()', () => {
    expect(needOf('a.btn > span#icon[data-x="a,b"]:hover')).toEqual({
      classes: ['btn'],
      ids: ['icon'],
      attrs: ['data-x'],
      tags: ['a', 'span'],
    });
    expect(needOf('.a:not(.b) :is(.c, .d)')).toEqual({
      classes: ['a'],
      ids: [],
      attrs: [],
      tags: [],
    });
    expect(needOf('.w\\:h')).toMatchObject({ classes: ['w:h'] });
  });
});

describe('which sheets and rules can style a page', () => {
  const page =
    '<html lang="zh-CN"><body><div id="root"><header class="hd"><a class="nav" href="/">首页</a></header>' +
    '<main><h1 class="title">标题</h1><div data-near="false"></div></main></div></body></html>';
  const tokens = tokensOf(page);
  const umi = sheet('/umi.1.css', 'body{margin:0}.lt-stale #root{visibility:hidden}');
  const layout = sheet('/layouts__BasicLayout__index.2.chunk.css', '.hd{height:60px}.menu{top:0}');
  const shared = sheet('/3306.3.chunk.css', '.title{font-size:40px}.card{padding:0}');
  const route = sheet(
    '/p__Home__index.4.chunk.css',
    '.title{color:navy}[data-near]{min-height:1px}',
  );
  // A lazy chunk repeating a shared module's rule (webpack copies it into each lazy chunk).
  const lazyCopy = sheet('/4760.5.chunk.css', '.title{font-size:40px}');
  // antd's: nothing of the page's own, only an element rule.
  const antd = sheet('/2618.6.chunk.css', 'a{color:#1677ff}.ant-btn{padding:4px}');
  // A lazy part of this page.
  const lazyPart = sheet('/3225.7.chunk.css', '.nav{gap:8px}');
  const all = [antd, lazyPart, lazyCopy, route, shared, layout, umi];
  const routeFiles = [
    'p__Home__index.4.chunk.css',
    '3306.3.chunk.css',
    'layouts__BasicLayout__index.2.chunk.css',
  ];

  it('reads the page’s classes, ids, attributes and elements', () => {
    expect([...tokens.classes].sort()).toEqual(['hd', 'nav', 'title']);
    expect(tokens.ids.has('root')).toBe(true);
    expect(tokens.attrs.has('data-near')).toBe(true);
    expect(tokens.tags.has('h1')).toBe(true);
    expect(mayMatch(layout.rules[0], tokens)).toBe(true);
    expect(mayMatch(layout.rules[1], tokens)).toBe(false);
  });

  it('orders sheets as the app loads them: global, layout, shared, route, later parts', () => {
    expect(all.map((s) => cascadeRank(s.href, routeFiles, umi.href))).toEqual([
      4, 4, 4, 3, 2, 1, 0,
    ]);
    const chosen = pageSheets(all, tokens, routeFiles, umi.href);
    expect(chosen.map((s) => s.sheet.href)).toEqual([
      umi.href,
      layout.href,
      shared.href,
      route.href,
      lazyPart.href,
    ]);
    // Not antd's (its `a {}` names nothing of the page's own), not a lazy chunk that only
    // repeats what the route's sheets have.
    expect(chosen.find((s) => s.sheet === shared)!.rules.map((r) => r.text)).toEqual([
      '.title{font-size:40px}',
    ]);
  });

  it('keeps a rule written alike in two loaded sheets once, in the later one', () => {
    const copy = sheet('/5019.8.chunk.css', '.title{color:navy}.nav{gap:8px}');
    const chosen = pageSheets([...all, copy], tokens, routeFiles, umi.href);
    const texts = chosen.flatMap((s) => s.rules.map((r) => `${s.sheet.href} ${r.text}`));
    expect(texts.filter((t) => t.endsWith('.nav{gap:8px}'))).toEqual([
      '/5019.8.chunk.css .nav{gap:8px}',
    ]);
  });

  it('finds the chunk group of a route in umi’s preload helper', () => {
    const helper =
      '!function(){var c=1;(c,{p:"lantu",b:"webpack",f:[["p__Home__index.4.chunk.css",1752],' +
      '["3306.3.chunk.css",3306],["p__Case__index.9.chunk.css",7520]],r:{"/":[0,1],"/customerCase/:id":[2]}},{publicPath:"/"})}();';
    const map = routeFilesOf(helper);
    expect(filesOfPath(map, '/')).toEqual(['p__Home__index.4.chunk.css', '3306.3.chunk.css']);
    expect(filesOfPath(map, '/customerCase/3')).toEqual(['p__Case__index.9.chunk.css']);
    expect(filesOfPath(map, '/nowhere')).toEqual([]);
    expect(routeFilesOf('something else')).toEqual({});
  });
});

describe('the inline text', () => {
  it('leaves out what a first paint never uses: interaction-only rules, print, transitions', () => {
    const [hover, both, print] = parseCss(
      '.a:hover{color:red}.a,.a:hover{color:blue}@media print{.a{color:#000}}',
    );
    expect(paintsFirst(hover)).toBe(false);
    expect(paintsFirst(both)).toBe(true);
    expect(paintsFirst(print)).toBe(false);
  });

  it('keeps only the custom properties something reads, and what those read', () => {
    const rules = parseCss(
      ':root{--a:1px;--b:var(--a);--c:2px;--d:3px}.x{margin:var(--b);transition:.2s ease;cursor:pointer}.y{transition:none}',
    );
    const kept = forFirstPaint(rules, '<div style="padding:var(--d)"></div>');
    expect(cssText(kept)).toBe(':root{--a:1px;--b:var(--a);--d:3px}.x{margin:var(--b)}');
  });

  it('is the kept style rules with the statements and the keyframes they animate with', () => {
    const s = sheet(
      '/a.css',
      '@layer base;.spin{animation:spin 1s infinite}.off{color:red}@keyframes spin{to{opacity:0}}@keyframes unused{to{opacity:1}}',
    );
    const css = firstScreenCss(
      [{ sheet: s, rules: s.rules }],
      (r: CssRule) => r.selector === '.spin',
    );
    expect(css).toBe('@layer base;.spin{animation:spin 1s infinite}@keyframes spin{to{opacity:0}}');
  });

  it('keeps every rule that skips rendering, wherever its elements are', () => {
    const s = sheet(
      '/a.css',
      '.hero{color:red}.band{content-visibility:auto;contain-intrinsic-size:auto 760px}' +
        '@media (min-width:768px){.foot{margin:0;content-visibility:hidden}}' +
        '@media (max-width:767px){.band{contain-intrinsic-size:auto 900px}}' +
        '.shown{content-visibility:visible}.named{--content-visibility:auto}.off{color:blue}',
    );
    expect(s.rules.filter(skipsRendering).map((r) => r.selector)).toEqual([
      '.band',
      '.foot',
      '.band',
    ]);
    // Only .hero is in the first screen; the bands below it are skipped from the first paint on,
    // in the placeholder each width gives them, and nothing else of those rules comes along.
    const css = firstScreenCss([{ sheet: s, rules: s.rules }], (r) => r.selector === '.hero');
    expect(css).toBe(
      '.hero{color:red}.band{content-visibility:auto;contain-intrinsic-size:auto 760px}' +
        '@media (min-width:768px){.foot{content-visibility:hidden}}' +
        '@media (max-width:767px){.band{contain-intrinsic-size:auto 900px}}',
    );
    // A skipping rule that a first-screen element matches comes whole.
    expect(firstScreenCss([{ sheet: s, rules: s.rules }], (r) => r.selector === '.foot')).toContain(
      '.foot{margin:0;content-visibility:hidden}',
    );
  });

  it('tries a selector without the states that only style what it matches', () => {
    expect(matchableSelector('a:hover>.y,.b::before')).toBe('a>.y,.b');
    expect(matchableSelector(':focus-visible')).toBe('*');
    expect(matchableSelector('.x > :hover')).toBe('.x >*');
    expect(subjectKeys('.a .b:hover, #c > span, #d, [data-x]')).toEqual(['.b', 'span', '#d', '*']);
    expect(subjectKeys('html')).toEqual(['html']);
  });
});
