/**
 * The head scripts of a prerendered page (config/headScript.ts): the inline stale guard, and the
 * deferred starter of the app's files (the page's whole stylesheets, umi's route-preload helper,
 * then umi.js) and its state, started only once the page has painted.
 */
import {
  APP_AFTER_PAINT,
  HEAD_SCRIPT,
  PICTURE_PAINT_WAIT_MS,
  quietPreloadHelper,
} from '../../../config/headScript';

const APP = '<meta name="lt-app" content="/preload_helper.js /umi.abc.js">';
const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) => ({
    src: s.getAttribute('src'),
    async: s.async,
  }));
const appScripts = () => document.head.querySelectorAll('script[src="/umi.abc.js"]').length;

function page(head: string) {
  document.documentElement.className = '';
  document.head.innerHTML = head;
  // The inline guard runs as the head is parsed, the deferred starter once the document is:
  // both before DOMContentLoaded and load.
  // eslint-disable-next-line no-new-func
  new Function(HEAD_SCRIPT)();
  // eslint-disable-next-line no-new-func
  new Function(APP_AFTER_PAINT)();
}

describe('head script', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      setTimeout(() => cb(0), 16);
      return 0;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("umi's helper fails quietly, and is wrapped once", () => {
    const quiet = quietPreloadHelper('decodeURI("%E0%A4%A")');
    expect(quietPreloadHelper(quiet)).toBe(quiet);
    // eslint-disable-next-line no-new-func
    expect(() => new Function(quiet)()).not.toThrow();
  });

  it('starts the helper, then the app, in that order (executed in order, not as they arrive)', () => {
    page(`<meta name="lt-prerendered" content="/">${APP}`);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(20);
    expect(scripts()).toEqual([
      { src: '/preload_helper.js', async: false },
      { src: '/umi.abc.js', async: false },
    ]);
  });

  it("adds the page's whole stylesheets first, and fetches the state the HTML names with them", async () => {
    const fetched: string[] = [];
    const fetchMock = jest.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true, text: () => Promise.resolve('{"store":{},"loads":{}}') });
    });
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
    try {
      page(
        '<meta name="lt-prerendered" content="/">' +
          '<meta name="lt-app" content="/umi.css /p__Home.chunk.css /preload_helper.js /umi.abc.js">',
      );
      document.body.innerHTML =
        '<div id="root"><main><h1>x</h1></main></div>' +
        '<script id="lt-state" type="application/json" data-src="/__state/abc.json"></script>';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
      expect(fetched).toEqual([]);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(20);
      const files = Array.from(
        document.head.querySelectorAll('link[rel="stylesheet"], script[src]'),
      );
      expect(files.map((e) => e.getAttribute('href') ?? e.getAttribute('src'))).toEqual([
        '/umi.css',
        '/p__Home.chunk.css',
        '/preload_helper.js',
        '/umi.abc.js',
      ]);
      expect(fetched).toEqual(['/__state/abc.json']);
      const w = window as unknown as { __ltState: Promise<string | null> };
      await expect(w.__ltState).resolves.toBe('{"store":{},"loads":{}}');
    } finally {
      delete (window as { fetch?: unknown }).fetch;
      delete (window as { __ltState?: unknown }).__ltState;
      document.body.innerHTML = '';
    }
  });

  it('a scroll before the app has started starts it', () => {
    page(`<meta name="lt-prerendered" content="/">${APP}`);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(appScripts()).toBe(1);
  });

  it('a prerendered page starts the app after load and a frame, not before (no paint timing: load alone)', () => {
    page(`<meta name="lt-prerendered" content="/">${APP}`);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(1000);
    expect(appScripts()).toBe(0);
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toBe(0);
    jest.advanceTimersByTime(20);
    expect(appScripts()).toBe(1);
    // Only once, whatever fires later.
    jest.advanceTimersByTime(5000);
    expect(appScripts()).toBe(1);
  });

  it('where paint timing is known, the app waits for the first contentful paint too', () => {
    let report: ((entries: { name: string }[]) => void) | undefined;
    const observe = jest.fn();
    class FakeObserver {
      constructor(cb: (list: { getEntries(): { name: string }[] }, o: FakeObserver) => void) {
        report = (entries) => cb({ getEntries: () => entries }, this);
      }
      observe = observe;
      disconnect = jest.fn();
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakeObserver,
      configurable: true,
    });
    try {
      page(`<meta name="lt-prerendered" content="/">${APP}`);
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(100);
      expect(appScripts()).toBe(0);
      report!([{ name: 'first-paint' }]);
      jest.advanceTimersByTime(100);
      expect(appScripts()).toBe(0);
      report!([{ name: 'first-contentful-paint' }]);
      expect(appScripts()).toBe(0);
      jest.advanceTimersByTime(20);
      expect(appScripts()).toBe(1);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it("waits for the page's picture (its largest paint, fetchpriority=high) to be decoded; a broken one holds nothing up", async () => {
    // Its preload names variants (imagesrcset), not a file: the picture is found in the markup.
    const head = `<meta name="lt-prerendered" content="/"><link rel="preload" as="image" imagesrcset="/a.avif 640w" imagesizes="100vw">${APP}`;
    const withPicture = (decode: () => Promise<void>) => {
      document.body.innerHTML =
        '<div id="root"><img src="/other.svg"><picture><source type="image/avif" srcset="/a.avif 640w"><img src="/hero.jpg" fetchpriority="high"></picture></div>';
      const [other, hero] = Array.from(document.images);
      (other as { decode?: unknown }).decode = jest.fn(() => new Promise(() => {}));
      (hero as { decode?: unknown }).decode = jest.fn(decode);
      page(head);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      window.dispatchEvent(new Event('load'));
      return hero as unknown as { decode: jest.Mock };
    };
    try {
      let decoded: () => void = () => {};
      const hero = withPicture(
        () =>
          new Promise<void>((resolve) => {
            decoded = resolve;
          }),
      );
      expect(hero.decode).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(500);
      expect(appScripts()).toBe(0);
      decoded();
      await Promise.resolve();
      jest.advanceTimersByTime(20);
      expect(appScripts()).toBe(1);

      document.head.querySelectorAll('script').forEach((el) => el.remove());
      withPicture(() => Promise.reject(new Error('broken')));
      await Promise.resolve();
      await Promise.resolve();
      jest.advanceTimersByTime(20);
      expect(appScripts()).toBe(1);
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('where largest paints are reported, waits until its picture was painted as the largest paint (or a while, when a text was larger)', async () => {
    type Entry = { name?: string; element?: Element };
    const observers: { types: string; report: (entries: Entry[]) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];

      cb: (list: { getEntries(): Entry[] }, o: FakeObserver) => void;

      constructor(cb: (list: { getEntries(): Entry[] }, o: FakeObserver) => void) {
        this.cb = cb;
      }

      observe({ type }: { type: string }) {
        observers.push({
          types: type,
          report: (entries) => this.cb({ getEntries: () => entries }, this),
        });
      }

      disconnect = jest.fn();
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakeObserver,
      configurable: true,
    });
    const report = (type: string, entries: Entry[]) =>
      observers.filter((o) => o.types === type).forEach((o) => o.report(entries));
    const open = () => {
      observers.length = 0;
      document.head.querySelectorAll('script').forEach((el) => el.remove());
      document.body.innerHTML =
        '<div id="root"><h1>标题</h1><picture><img src="/hero.jpg" fetchpriority="high"></picture></div>';
      const hero = document.images[0] as HTMLImageElement & { decode: () => Promise<void> };
      hero.decode = () => Promise.resolve();
      page(`<meta name="lt-prerendered" content="/">${APP}`);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      window.dispatchEvent(new Event('load'));
      report('paint', [{ name: 'first-contentful-paint' }]);
      return hero;
    };
    try {
      // Decoded, but not yet on screen: the app's files would share the line with its paint.
      const hero = open();
      await Promise.resolve();
      jest.advanceTimersByTime(100);
      expect(appScripts()).toBe(0);
      // A largest paint of something else (the heading, painted first) is not the picture's.
      report('largest-contentful-paint', [{ element: document.querySelector('h1')! }]);
      jest.advanceTimersByTime(20);
      expect(appScripts()).toBe(0);
      report('largest-contentful-paint', [{ element: hero }]);
      jest.advanceTimersByTime(20);
      expect(appScripts()).toBe(1);

      // The heading stays the largest paint: no report for the picture comes, and the app starts
      // that long after the second frame since the picture was decoded (frames are 16 ms here).
      open();
      await Promise.resolve();
      jest.advanceTimersByTime(PICTURE_PAINT_WAIT_MS + 20);
      expect(appScripts()).toBe(0);
      jest.advanceTimersByTime(40);
      expect(appScripts()).toBe(1);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
      document.body.innerHTML = '';
    }
  });

  it('a first press starts the app at once; a consultation tap before it took over is remembered once', () => {
    page(`<meta name="lt-prerendered" content="/">${APP}`);
    document.body.innerHTML =
      '<button data-consult><span>免费咨询</span></button><a href="/x">x</a>';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(appScripts()).toBe(1);
    const w = window as unknown as { __ltTakeOver: () => number };
    expect(w.__ltTakeOver()).toBe(1);
    expect(w.__ltTakeOver()).toBe(0);

    page(`<meta name="lt-prerendered" content="/">${APP}`);
    document.head.querySelectorAll('script').forEach((el) => el.remove());
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(appScripts()).toBe(1);
    expect(w.__ltTakeOver()).toBe(0);
    document.body.innerHTML = '';
  });

  it('a tap on the menu button before the app took over is remembered once', () => {
    page(`<meta name="lt-prerendered" content="/">${APP}`);
    document.body.innerHTML =
      '<button data-menu-button aria-controls="mobile-nav"><span></span></button>';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(appScripts()).toBe(1);
    const w = window as unknown as { __ltTakeOver: () => number };
    expect(w.__ltTakeOver()).toBe(2);
    expect(w.__ltTakeOver()).toBe(0);
    document.body.innerHTML = '';
  });

  it('a held-up load starts the app 3 s after the document is parsed', () => {
    page(`<meta name="lt-prerendered" content="/">${APP}`);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(2900);
    expect(appScripts()).toBe(0);
    jest.advanceTimersByTime(200);
    expect(appScripts()).toBe(1);
  });

  it('markup made for another address is hidden, and the app starts as soon as the document is parsed', () => {
    page(`<meta name="lt-prerendered" content="/other">${APP}`);
    expect(document.documentElement.classList.contains('lt-stale')).toBe(true);
    expect(appScripts()).toBe(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toBe(1);
  });

  it('a shared link’s own parameters (WeChat’s from=…&isappinstalled=0, utm_*) make no other address', () => {
    // The guard alone (the starter's listeners would outlive this test).
    const guard = (made: string, url: string) => {
      window.history.replaceState(null, '', url);
      document.documentElement.className = '';
      document.head.innerHTML = `<meta name="lt-prerendered" content="${made}">`;
      // eslint-disable-next-line no-new-func
      new Function(HEAD_SCRIPT)();
      return document.documentElement.classList.contains('lt-stale');
    };
    try {
      const detail = '/customerCase/caseDetail?id=12';
      expect(guard(detail, `${detail}&from=singlemessage&isappinstalled=0`)).toBe(false);
      expect(guard('/customerCase', '/customerCase?utm_source=baidu&bd_vid=123')).toBe(false);
      // …but a parameter a page reads does.
      expect(guard('/customerCase', '/customerCase?from=singlemessage&page=2')).toBe(true);
    } finally {
      window.history.replaceState(null, '', '/');
      document.documentElement.className = '';
    }
  });

  it('below the floor (no Promise.any: the app cannot run there) markup for another address stays shown', () => {
    const any = Promise.any;
    try {
      delete (Promise as { any?: unknown }).any;
      page(`<meta name="lt-prerendered" content="/other">${APP}`);
      expect(document.documentElement.classList.contains('lt-stale')).toBe(false);
    } finally {
      Promise.any = any;
    }
  });

  it('without prerendered markup (a test strips it) the app starts when the document is parsed', () => {
    page(APP);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toBe(1);
  });
});
