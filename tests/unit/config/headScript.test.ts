/**
 * The one script every page runs from its head (config/plugin.ts): umi's route preload, the stale
 * guard, and on a prerendered page the app's script started only once the page has painted.
 */
import { guardPreloadHelper } from '../../../config/plugin';

// Stands in for umi's helper: it appends its route chunk, as the real one does.
const UMI_HELPER =
  '!function(){var s=document.createElement("link");s.rel="preload";s.href="/p__Home.js";document.head.appendChild(s)}();';

const appScripts = () => document.head.querySelectorAll('script[src="/umi.abc.js"]').length;
const routePreloads = () => document.head.querySelectorAll('link[href="/p__Home.js"]').length;

function page(head: string) {
  document.documentElement.className = '';
  document.head.innerHTML = head;
  // The head script runs as the head is parsed: before DOMContentLoaded and load.
  // eslint-disable-next-line no-new-func
  new Function(guardPreloadHelper(UMI_HELPER))();
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

  it('wraps umi helper once, so it fails quietly', () => {
    const once = guardPreloadHelper(UMI_HELPER);
    expect(guardPreloadHelper(once)).toBe(once);
    expect(() => new Function(guardPreloadHelper('decodeURI("%E0%A4%A")'))()).not.toThrow();
  });

  it('a plain shell preloads the route at once (its app script is in the body)', () => {
    page('');
    expect(routePreloads()).toBe(1);
    expect(appScripts()).toBe(0);
  });

  it('a prerendered page starts the app and the route chunks after load and a frame, not before (no paint timing: load alone)', () => {
    page('<meta name="lt-prerendered" content="/"><meta name="lt-app" content="/umi.abc.js">');
    expect(routePreloads()).toBe(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(1000);
    expect(appScripts()).toBe(0);
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toBe(0);
    jest.advanceTimersByTime(20);
    expect(appScripts()).toBe(1);
    expect(routePreloads()).toBe(1);
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
      page('<meta name="lt-prerendered" content="/"><meta name="lt-app" content="/umi.abc.js">');
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

  it('a first press starts the app at once; a consultation tap before it took over is remembered once', () => {
    page('<meta name="lt-prerendered" content="/"><meta name="lt-app" content="/umi.abc.js">');
    document.body.innerHTML =
      '<button data-consult><span>免费咨询</span></button><a href="/x">x</a>';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(appScripts()).toBe(1);
    const w = window as unknown as { __ltTakeOver: () => boolean };
    expect(w.__ltTakeOver()).toBe(true);
    expect(w.__ltTakeOver()).toBe(false);

    page('<meta name="lt-prerendered" content="/"><meta name="lt-app" content="/umi.abc.js">');
    document.head.querySelectorAll('script').forEach((el) => el.remove());
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(appScripts()).toBe(1);
    expect(w.__ltTakeOver()).toBe(false);
    document.body.innerHTML = '';
  });

  it('a held-up load starts the app 3 s after the document is parsed', () => {
    page('<meta name="lt-prerendered" content="/"><meta name="lt-app" content="/umi.abc.js">');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(2900);
    expect(appScripts()).toBe(0);
    jest.advanceTimersByTime(200);
    expect(appScripts()).toBe(1);
  });

  it('markup made for another address is hidden, and the app starts as soon as the document is parsed', () => {
    page('<meta name="lt-prerendered" content="/other"><meta name="lt-app" content="/umi.abc.js">');
    expect(document.documentElement.classList.contains('lt-stale')).toBe(true);
    expect(appScripts()).toBe(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toBe(1);
  });

  it('without prerendered markup (a test strips it) the app starts when the document is parsed', () => {
    page('<meta name="lt-app" content="/umi.abc.js">');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toBe(1);
  });
});
