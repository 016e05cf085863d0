/**
 * The scripts of a prerendered page's head (scripts/prerender writes them first thing after the
 * metas they read). Inline, allowed by its CSP hash (config/csp.ts): only the stale guard, which
 * must run before anything can paint. The app's starter (APP_AFTER_PAINT) is a file of its own,
 * `lt-start.<hash>.js`, deferred: it holds nothing up, is cached a year like umi's files, and keeps
 * every page's HTML about 0.9 KB (gzip) smaller — the home page's then fits the first round trip
 * of a new connection (about 14 KB, ten TCP segments), which put its first paint 150 ms later on
 * a phone. A plain shell has no markup to guard and loads its app as umi wrote it.
 */
import { createHash } from 'crypto';
import { SHARE_PARAM_NAME } from '../src/utils/shareParams';

/**
 * A prerendered page served for another address (a host's fallback to index.html for an unknown
 * path, `?page=2` of a list drawn at page 1) must not show the other page's markup for a moment.
 * `<meta name="lt-prerendered">` names the address the markup was made for; on any other,
 * `html.lt-stale` hides #root (src/global.less) until the app has emptied it
 * (src/utils/prerender.ts). A shared link's own parameters (WeChat's `from=…&isappinstalled=0`,
 * `utm_*`: src/utils/shareParams.ts) do not make another address. Only in a browser that can run the app (`Promise.any`: Chromium 85,
 * Safari 14, the floor's edition, config/targets.ts): below the floor nothing would ever empty and
 * redraw #root, and the page as drawn (readable, its links working) is better than a blank one.
 */
export const STALE_GUARD =
  'try{var m=document.querySelector(\'meta[name="lt-prerendered"]\');' +
  'if(m&&window.Promise&&Promise.any){' +
  // The address without the parameters a shared link carries (src/utils/shareParams.ts).
  `var q=location.search.slice(1).split("&").filter(function(p){return p&&!/${SHARE_PARAM_NAME}/.test(p.split("=")[0])}).join("&");` +
  'if(m.getAttribute("content")!==location.pathname+(q?"?"+q:""))' +
  'document.documentElement.classList.add("lt-stale")}}catch(e){}\n';

/**
 * Where the browser reports largest paints, how long the app waits for the report that the page's
 * picture was painted as the largest paint, before it starts anyway (the largest paint may be a
 * text, painted first): counted from the second frame after the picture was decoded, so that a busy
 * main thread, which delays the paint, delays this too.
 */
export const PICTURE_PAINT_WAIT_MS = 150;

/**
 * The app's files wait until the page has painted: `<meta name="lt-app">` names them (the page's
 * whole stylesheets, whose first-screen rules the page carries inline, then umi's route-preload
 * helper and umi.js) in place of umi's `<link>` and `<script>` tags. The HTML already shows the
 * page, so the first paint and the largest picture get the line and the main thread to
 * themselves, and the files load (in that order) once the `load` event, the first contentful
 * paint and the decoding of the page's picture (its largest paint, `fetchpriority="high"`) have all happened, a
 * frame later (where the paint timing API is missing, after `load`), or 3 s after the document is
 * parsed if one is held up. The picture is waited for on its own: an SVG is drawn a frame or more
 * after `load` (it is parsed as a document on the main thread), and files asked for before its
 * paint would share the line with it (Lighthouse then counts the app's download in the LCP: 1.3 s
 * instead of 0.95 s on a phone, in two of eight runs). Where the browser reports largest paints,
 * "decoded" is not enough either: the picture is painted a frame or two later, and the app's
 * stylesheets and state were asked for 10–16 ms before that paint in two Lighthouse runs of
 * /customerCase. There the starter waits for the report that the picture was painted as the
 * largest paint (`PICTURE_PAINT_WAIT_MS` after the second frame since its decoding at most: a
 * larger text may be the largest paint). Links are plain `<a href>` meanwhile;
 * from the moment the starter runs (deferred: once the document is parsed, before
 * DOMContentLoaded), the visitor's first press, key or scroll starts the app at once, and a tap on
 * a consultation button (`[data-consult]`) or the menu button (`[data-menu-button]`) before the app
 * has taken the page over is remembered: `window.__ltTakeOver()` (BasicLayout, once hydrated)
 * stops listening and says which came last (1 a consultation button, 2 the menu button, 0 none).
 * The page's state (a file of its own, named by `#lt-state`'s `data-src`) is fetched with them
 * (`window.__ltState`, read by src/utils/prerender.ts). The whole stylesheets go in before the
 * first screen's inline rules (`#lt-first`), which keep winning while the sheets arrive one by one
 * (a sheet that overrides another must not apply before it: the page would shift), and are
 * removed once every sheet has loaded (kept if one fails). Markup for another address (`lt-stale`),
 * or none, starts the app as soon as the document is parsed.
 */
export const APP_AFTER_PAINT =
  '(function(){var d=document,a=d.querySelector(\'meta[name="lt-app"]\'),s=a&&a.getAttribute("content");' +
  'if(!s)return;var started=0;' +
  'function go(){if(started)return;started=1;var st=d.getElementById("lt-state"),su=wait&&st&&st.getAttribute("data-src");' +
  'if(su)window.__ltState=fetch(su).then(function(r){return r.ok?r.text():null},function(){return null});' +
  'var first=d.getElementById("lt-first"),pending=0,failed=0;' +
  's.split(" ").forEach(function(u){if(!u)return;var e;' +
  'if(/\\.css$/.test(u)){e=d.createElement("link");e.rel="stylesheet";e.href=u;' +
  'if(first){pending++;e.onload=function(){if(!--pending&&!failed)first.remove()};e.onerror=function(){failed=1};' +
  'd.head.insertBefore(e,first);return}}' +
  'else{e=d.createElement("script");e.src=u;e.async=false}d.head.appendChild(e)})}' +
  'var wait=!!d.querySelector(\'meta[name="lt-prerendered"]\')&&!d.documentElement.classList.contains("lt-stale");' +
  'd.addEventListener("DOMContentLoaded",function(){wait?setTimeout(go,3000):go()});' +
  'if(!wait)return;var loaded=0,painted=0,tapped=0;' +
  'function early(e){var t=e.target;if(t&&t.closest){if(t.closest("[data-consult]"))tapped=1;else if(t.closest("[data-menu-button]"))tapped=2}go()}' +
  'd.addEventListener("click",early,true);d.addEventListener("pointerdown",go,true);d.addEventListener("keydown",go,true);' +
  'addEventListener("scroll",go,{passive:true});' +
  'window.__ltTakeOver=function(){d.removeEventListener("click",early,true);d.removeEventListener("pointerdown",go,true);' +
  'd.removeEventListener("keydown",go,true);removeEventListener("scroll",go);var t=tapped;tapped=0;return t};' +
  'var pic=0,im=d.querySelector(\'#root img[fetchpriority="high"]\'),lcp=0;' +
  'function shown(){pic=1;next()}' +
  'if(im&&im.decode){try{var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0){' +
  'new P(function(l,o){if(l.getEntries().some(function(x){return x.element===im})){o.disconnect();shown()}})' +
  '.observe({type:"largest-contentful-paint",buffered:true});lcp=1}}catch(e){}' +
  'im.decode().then(function(){lcp?requestAnimationFrame(function(){requestAnimationFrame(function(){' +
  `setTimeout(shown,${PICTURE_PAINT_WAIT_MS})})}):shown()},shown)}else pic=1;` +
  'function next(){if(loaded&&painted&&pic)requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'addEventListener("load",function(){loaded=1;next()});' +
  'try{new PerformanceObserver(function(l,o){if(l.getEntries().some(function(x){return x.name==="first-contentful-paint"})){o.disconnect();painted=1;next()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){painted=1}})();';

/** The inline head script of every prerendered page. */
export const HEAD_SCRIPT = STALE_GUARD;

/** Its CSP source expression (`script-src`). */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT, 'utf8').digest('base64')}'`;

/** The app starter's file in dist/ (written by scripts/prerender), named by its content. */
const startHash = createHash('sha256').update(APP_AFTER_PAINT, 'utf8').digest('hex').slice(0, 8);
export const APP_START_FILE = `lt-start.${startHash}.js`;

/**
 * umi's route-preload helper (`preload_helper.<hash>.js`, routePreloadOnLoad) runs `decodeURI`
 * on the address and throws an uncaught URIError for a malformed one such as `/%E0%A4%A`; it is
 * only a head start for the route's chunks (the app loads them anyway), so it may fail quietly.
 */
export function quietPreloadHelper(code: string): string {
  if (code.startsWith('try{')) return code;
  return `try{\n${code.trim()}\n}catch(e){}\n`;
}
