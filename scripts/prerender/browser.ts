/**
 * The Chromium half of the prerender (scripts/prerender/index.ts): drawing pages in the built app,
 * and choosing each page's first-screen CSS in a tab of its own.
 *
 * Drawing. Each worker keeps one tab with the app loaded once (the plain 404 shell) and draws page
 * after page in it: `window.__LT_VISIT__(url)` (src/app.tsx) drops the last page's React tree and
 * store, resets what modules remember, moves the address to `url`, mounts the app again and waits
 * until the page has settled; the build then reads the page (`readPage`). No page load, no script
 * parsed again: that is the whole speed-up. `drawByLoading` is the one-page-at-a-time way (a fresh
 * load of the page's own shell per page), kept to check the other against (`PRERENDER_VERIFY`).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { BuildCall } from '../../src/utils/prerender';
import type { ImagePreload } from '../../src/utils/picture';
import type { PageFacts, PageTarget } from './html';

/** What the build reads off a drawn page. */
export interface Drawn {
  html: string;
  state: string;
  facts: PageFacts;
  /** Its largest-paint pictures (`fetchpriority="high"`), preloaded from the head. */
  priority: ImagePreload[];
  /** The API calls it made, with digests of the answers (incremental builds). */
  calls: BuildCall[];
  /** The variant addresses of the pictures it writes only later (none in its HTML). */
  later: string[];
}

/** A shell's own title and description: the page starts from them, as a load of it would. */
export interface ShellMeta {
  title: string;
  description: string;
}

/**
 * Chromium's switches for the build: pictures never load (they play no part in the markup, and
 * an `<img>` keeps its box from its width and height), which spares the build their requests.
 */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--blink-settings=imagesEnabled=false',
  ...(process.env.PRERENDER_CHROME_EXTRA ? process.env.PRERENDER_CHROME_EXTRA.split(' ') : []),
];

/**
 * Runs in the page once it has settled: the snapshot, the facts a crawler reads (the picture comes
 * from the CSS tab, which lays the page out), the calls.
 */
async function readPage(): Promise<Drawn> {
  const snap = await window.__LT_SNAPSHOT__!();
  const main = document.querySelector('main');
  const descriptions = document.querySelectorAll('meta[name="description"]');
  return {
    ...snap,
    facts: {
      title: document.title,
      description: descriptions[descriptions.length - 1]?.getAttribute('content') || document.title,
      h1: (document.querySelector('h1')?.textContent || '').trim(),
      image: '',
      date: main?.querySelector('time')?.getAttribute('datetime') || undefined,
    },
    // The pictures the page marks as its largest paint, asked for from the head: the variants
    // of a <picture> (its first source, the best format), or the file itself.
    priority: Array.from(document.querySelectorAll('main img[fetchpriority="high"]')).map((img) => {
      const source =
        img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source') : null;
      return source
        ? {
            srcset: source.getAttribute('srcset') || '',
            sizes: source.getAttribute('sizes') || '',
            type: source.getAttribute('type') || '',
          }
        : { href: img.getAttribute('src') || '' };
    }),
    calls: window.__LT_CALLS__!(),
    later: window.__LT_LATER_PICTURES__!(),
  };
}

/**
 * A browser context for drawing: a desktop's width, Chinese, the app told it is being prerendered.
 * The markup is React's render of the store, not what the tab lays out, so the tab lays out and
 * paints nothing (`#root` is not displayed, and the screen is one line tall): a page costs its
 * scripts and its calls only. Where the markup's boxes matter (the first screen's CSS, the page's
 * picture) the CSS tab lays the HTML out.
 */
export async function drawingContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  // readPage, for drawInApp: given as an init script, which the page's CSP does not apply to (the
  // page could not make a function of source itself: no 'unsafe-eval').
  await context.addInitScript(`window.__LT_READ_PAGE__ = ${readPage.toString()};`);
  await context.addInitScript(() => {
    window.__LT_PRERENDER__ = true;
    const hide = () => {
      const style = document.createElement('style');
      style.textContent = '#root{display:none!important}';
      document.documentElement.appendChild(style);
    };
    if (document.documentElement) hide();
    else
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        observer.disconnect();
        hide();
      }).observe(document, { childList: true });
    // Pictures are off (CHROME_ARGS): an <img> then waits for a load that never comes, and Blink
    // keeps an element with a load pending alive, with the whole tree it hangs in: each page drawn
    // stayed alive after its unmount (about 600 nodes). An <img> that React takes out of the app's
    // tree (#root: React removes with removeChild, and never puts a removed element back) loses its
    // address first, and with it the wait; once out, that no longer frees it. Only there: other
    // code takes elements out to use them (the sanitiser, in a document of its own, drops an <img>
    // left without an address). Nothing the build reads changes: the markup is React's render of
    // the store, and readPage reads the settled page, still in the document.
    const removeChild = Node.prototype.removeChild;
    Node.prototype.removeChild = function removeChildWithoutWait<T extends Node>(
      this: Node,
      child: T,
    ) {
      if (child instanceof Element && document.getElementById('root')?.contains(child)) {
        // A <picture>'s <img> loads what its sources offer: those go first, then its own address.
        const imgs = [child, ...Array.from(child.querySelectorAll('img'))].filter(
          (el) => el.localName === 'img',
        );
        imgs.forEach((img) => {
          if (img.parentElement?.localName === 'picture') {
            img.parentElement
              .querySelectorAll('source')
              .forEach((s) => s.removeAttribute('srcset'));
          }
          img.removeAttribute('src');
        });
      }
      return removeChild.call(this, child) as T;
    };
  });
  return context;
}

/** Fails on any uncaught error of the page while `fn` runs. */
async function guarded<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(String(e));
  page.on('pageerror', onError);
  try {
    const result = await fn();
    if (errors.length) throw new Error(errors.join('\n'));
    return result;
  } finally {
    page.off('pageerror', onError);
  }
}

const checked = (target: PageTarget, drawn: Drawn): Drawn => {
  if (!drawn.facts.h1) throw new Error(`${target.url}: no <h1> on the settled page`);
  return drawn;
};

/** A tab with the app loaded, ready to draw page after page (`drawInApp`). */
export async function appTab(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  // The 404 shell is never prerendered: the same plain app whatever the last build left in dist.
  await page.goto(`${origin}/404.html`, { waitUntil: 'load', timeout: 60000 });
  await page.waitForFunction(() => typeof window.__LT_VISIT__ === 'function', undefined, {
    timeout: 30000,
  });
  return page;
}

/**
 * Draws `target` in the loaded app of `page` (see the top of this file), in one round trip. The
 * page comes back as one JSON string: Playwright checks an object's every field on its way (its
 * calls, facts, markup): 2 s of this process's time at 1,500 pages.
 */
export function drawInApp(page: Page, target: PageTarget, shell: ShellMeta): Promise<Drawn> {
  return guarded(page, async () =>
    checked(
      target,
      JSON.parse(
        await page.evaluate(
          async ({ url, meta }) => {
            await window.__LT_VISIT__!(url, meta);
            const read = (window as unknown as { __LT_READ_PAGE__: () => Promise<Drawn> })
              .__LT_READ_PAGE__;
            return JSON.stringify(await read());
          },
          { url: target.url, meta: shell },
        ),
      ) as Drawn,
    ),
  );
}

/** Draws `target` the one-page-at-a-time way: a fresh load of its own plain shell. */
export async function drawByLoading(
  context: BrowserContext,
  origin: string,
  target: PageTarget,
  shell: string,
): Promise<Drawn> {
  const page = await context.newPage();
  try {
    const url = `${origin}${target.url}`;
    // The plain shell, whatever the server has in dist by now.
    await page.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shell }),
    );
    return await guarded(page, async () => {
      await page.goto(url, { waitUntil: 'load', timeout: 60000 });
      await page.waitForFunction(() => typeof window.__LT_SETTLED__ === 'function', undefined, {
        timeout: 30000,
      });
      await page.evaluate(() => window.__LT_SETTLED__!());
      return checked(target, await page.evaluate(readPage));
    });
  } finally {
    await page.close();
  }
}

/* ---------- the first screen's CSS ---------- */

/** The sizes the first screen is judged at: a phone and a desktop. */
export const SCREENS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/**
 * How far down the first screen reaches, in screen heights: a little past the bottom, for a
 * taller phone (a 932 px iPhone) and text that wraps differently between sizes.
 */
export const FIRST_SCREEN_REACH = 1.2;

/**
 * What the CSS tab is given once: every built stylesheet's text, and for every style rule (by
 * rule id) its selector without pseudo-classes and -elements (`:hover`, `::before`: they style the
 * element the rest matches) and the keys of the elements it can match (`subjectKeys`).
 */
export interface CssTabState {
  sheets: string[];
  selectors: string[];
  subjects: string[][];
}

/**
 * Sets `page` up for choosing first-screen CSS: one frame, out of the flow and never painted,
 * into which each page's HTML is written without script and without a base address (so nothing
 * in it loads or runs), styled by the built stylesheets (parsed once, then adopted by each page),
 * and laid out at each screen size in turn. An app tab does it beside the app (which never looks
 * at the frame): the CSS of one page is chosen while the app waits on the next one's calls.
 */
export async function withCssFrame(page: Page, state: CssTabState): Promise<Page> {
  await page.evaluate((s) => {
    const frame = document.createElement('iframe');
    frame.id = 'lt-css-frame';
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;top:0;left:0;border:0;visibility:hidden';
    document.body.appendChild(frame);
    // One document for every page (in standards mode, as the pages are).
    const doc = frame.contentDocument!;
    doc.open();
    doc.write('<!DOCTYPE html><html><head></head><body></body></html>');
    doc.close();
    (window as unknown as { __css: CssTabState }).__css = s;
  }, state);
  return page;
}

/** A tab of its own for choosing first-screen CSS (withCssFrame). */
export async function cssTab(context: BrowserContext, state: CssTabState): Promise<Page> {
  return withCssFrame(await context.newPage(), state);
}

/**
 * Which rules (ids) match an element that has a box within the first screen at any of the screen
 * sizes, once `html` is written into the frame with the sheets `sheetIds` (cascade order), and
 * the page's picture. Runs in the CSS tab: each rule is tried only on the first-screen elements
 * its selector's last part can name (`subjects`).
 */
function matchFirstScreen(job: {
  html: string;
  sheetIds: number[];
  /** The rule ids, comma-separated (a string crosses the protocol far cheaper than an array). */
  ruleIds: string;
  screens: { width: number; height: number }[];
  /** How far down the first screen reaches, in screen heights. */
  reach: number;
}): { kept: string; picture: string } {
  const w = window as unknown as {
    __css: CssTabState;
    __parsed?: Map<number, CSSStyleSheet>;
    __skip?: CSSStyleSheet;
  };
  const frame = document.getElementById('lt-css-frame') as HTMLIFrameElement;
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument!;
  // The page goes into the frame's one document (no new document a page: its style rules are set
  // up again only when the page's sheets differ from the last one's): the <html> element's
  // attributes, then its content, parsed as a document's would be (scripts are gone already).
  const tag = /^<!DOCTYPE html>(<html[^>]*>)/i.exec(job.html)?.[1] ?? '<html>';
  const holder = document.createElement('template');
  holder.innerHTML = `${tag.replace(/^<html/i, '<div')}</div>`;
  const attrs = (holder.content.firstElementChild as Element).attributes;
  const root = doc.documentElement;
  Array.from(root.attributes).forEach((a) => root.removeAttribute(a.name));
  Array.from(attrs).forEach((a) => root.setAttribute(a.name, a.value));
  root.innerHTML = job.html.slice(job.html.indexOf(tag) + tag.length).replace(/<\/html>$/i, '');
  // Each built sheet is parsed once and adopted by every page written into the frame.
  w.__parsed = w.__parsed ?? new Map();
  const sheets = job.sheetIds.map((i) => {
    let sheet = w.__parsed!.get(i);
    if (!sheet) {
      sheet = new win.CSSStyleSheet();
      sheet.replaceSync(w.__css.sheets[i]);
      w.__parsed!.set(i, sheet);
    }
    return sheet;
  });
  if (!w.__skip) {
    w.__skip = new win.CSSStyleSheet();
    w.__skip.replaceSync('[data-lt-later]{display:none!important}');
  }
  const adopted = [...sheets, w.__skip];
  if (
    adopted.length !== doc.adoptedStyleSheets.length ||
    adopted.some((sh, i) => doc.adoptedStyleSheets[i] !== sh)
  )
    doc.adoptedStyleSheets = adopted;
  // What lies below the first screen is not laid out: the parts of <main> after its first two
  // (and the footer) are left out first, and laid out only if those two do not reach the bottom.
  let container: Element | null = doc.querySelector('main');
  while (container?.children.length === 1) container = container.firstElementChild;
  const parts = container ? Array.from(container.children) : [];
  const later = [...parts.slice(2), ...Array.from(doc.querySelectorAll('footer'))];
  const all = [doc.documentElement, ...Array.from(doc.documentElement.querySelectorAll('*'))];
  const ruleIds = job.ruleIds ? job.ruleIds.split(',').map(Number) : [];
  const kept = new Set<number>();
  let picture = '';
  job.screens.forEach(({ width, height }) => {
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
    const limit = height * job.reach;
    later.forEach((el) => el.setAttribute('data-lt-later', ''));
    const flow = container && win.getComputedStyle(container).display === 'block';
    if (!flow || !parts[1] || parts[1].getBoundingClientRect().bottom < limit) {
      later.forEach((el) => el.removeAttribute('data-lt-later'));
    }
    // The first screen's elements by what a selector's last part names: `.class`, `#id`, `tag`.
    // Above the top counts too: a visually hidden element (the skip link) is placed there, and
    // unstyled it would take room in the first screen.
    const index = new Map<string, Element[]>();
    const put = (key: string, el: Element) => {
      const list = index.get(key);
      if (list) list.push(el);
      else index.set(key, [el]);
    };
    all.forEach((el) => {
      if (!el.getClientRects().length || el.getBoundingClientRect().top >= limit) return;
      put('*', el);
      put(el.localName, el);
      if (el.id) put(`#${el.id}`, el);
      el.classList.forEach((c) => put(`.${c}`, el));
    });
    ruleIds.forEach((id) => {
      if (kept.has(id)) return;
      const selector = w.__css.selectors[id];
      const hit = w.__css.subjects[id].some((key) =>
        (index.get(key) ?? []).some((el) => {
          try {
            return el.matches(selector);
          } catch {
            return true; // a selector this browser cannot read: keep the rule
          }
        }),
      );
      if (hit) kept.add(id);
    });
    // The page's own picture: the largest in the first 1,000 px of <main> on the widest screen.
    let largest = 0;
    doc.querySelectorAll('main img').forEach((img) => {
      const box = img.getBoundingClientRect();
      if (box.top < 1000 && box.width * box.height > largest) {
        largest = box.width * box.height;
        picture = img.getAttribute('src') || '';
      }
    });
  });
  return { kept: [...kept].join(','), picture };
}

/** The frame's HTML for a page: its `<html>` and `<body>` with the markup, nothing else. */
export function layoutHtml(page: string): string {
  const html = /<html[^>]*>/.exec(page)?.[0] ?? '<html>';
  const body = /<body[^>]*>[\s\S]*<\/body>/.exec(page)?.[0] ?? '<body></body>';
  return `<!DOCTYPE html>${html}<head></head>${body.replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/g,
    '',
  )}</html>`;
}

/**
 * The ids of `ruleIds` whose rules style the first screen of `page`, and the page's picture (its
 * path), judged in the CSS tab.
 */
export async function firstScreen(
  tab: Page,
  page: string,
  sheetIds: number[],
  ruleIds: number[],
): Promise<{ kept: Set<number>; picture: string }> {
  const { kept, picture } = await tab.evaluate(matchFirstScreen, {
    html: layoutHtml(page),
    sheetIds,
    ruleIds: ruleIds.join(','),
    // The widest last: the picture is read there.
    screens: SCREENS,
    reach: FIRST_SCREEN_REACH,
  });
  return {
    kept: new Set(kept ? kept.split(',').map(Number) : []),
    // The page's own picture as its address says: a path on the site, a URL on a picture host.
    picture:
      picture && (/^https?:\/\//i.test(picture) ? picture : new URL(picture, 'http://x/').pathname),
  };
}
