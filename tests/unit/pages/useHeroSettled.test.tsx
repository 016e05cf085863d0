import { act, renderHook } from '@testing-library/react';
import { HERO_WAIT_MS, useHeroSettled } from '@/pages/Home/useHeroSettled';
import type { LoadStatus } from '@/utils/useLoad';
import type { Banner } from '@/types/api';

const banner = (img: string): Banner =>
  ({ id: 1, title: '品牌升级', subtitle: '', img, alt: '', link: '', linkText: '' }) as Banner;

type Props = { banners: Banner[]; status: LoadStatus };

/** Decodes that the test resolves or rejects by hand, one per picture asked for. */
let decodes: { el: HTMLImageElement; src: string; resolve: () => void; reject: () => void }[] = [];
const realDecode = HTMLImageElement.prototype.decode;

beforeEach(() => {
  jest.useFakeTimers();
  decodes = [];
  HTMLImageElement.prototype.decode = function decode(this: HTMLImageElement) {
    return new Promise<void>((resolve, reject) => {
      decodes.push({ el: this, src: this.src, resolve, reject });
    });
  };
});

afterEach(() => {
  HTMLImageElement.prototype.decode = realDecode;
  jest.useRealTimers();
});

/** Lets promise callbacks run, then the frame and the zero timeout after them. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
    jest.advanceTimersByTime(50);
  });
}

/** The banner's own <img> as the carousel renders it: the largest paint, in <main>. */
function renderBanner(src: string) {
  document.body.innerHTML = `<main><picture><img fetchpriority="high" src="${src}"></picture></main>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const mount = (props: Props) =>
  renderHook((p: Props) => useHeroSettled(p.banners, p.status), { initialProps: props });

describe('useHeroSettled: the sections below the fold wait for the hero', () => {
  it('waits while the banner call is out, then settles when it fails', async () => {
    const { result, rerender } = mount({ banners: [], status: 'loading' });
    await flush();
    expect(result.current).toBe(false);
    rerender({ banners: [], status: 'error' });
    await flush();
    expect(result.current).toBe(true);
  });

  it('settles when the answer holds no banner', async () => {
    const { result, rerender } = mount({ banners: [], status: 'loading' });
    rerender({ banners: [], status: 'done' });
    await flush();
    expect(result.current).toBe(true);
  });

  it('with banners, waits for the first picture (the banner’s own <img>) to decode', async () => {
    const { result, rerender } = mount({ banners: [], status: 'loading' });
    renderBanner('/images/banners/banner-1.svg');
    rerender({ banners: [banner('images/banners/banner-1.svg')], status: 'done' });
    await flush();
    expect(result.current).toBe(false);
    expect(decodes).toHaveLength(1);
    expect(decodes[0].src).toMatch(/\/images\/banners\/banner-1\.svg$/);
    decodes[0].resolve();
    await flush();
    expect(result.current).toBe(true);
  });

  it('a picture that cannot load does not hold the page back', async () => {
    renderBanner('/images/banners/missing.svg');
    const { result } = mount({ banners: [banner('images/banners/missing.svg')], status: 'done' });
    await flush();
    expect(result.current).toBe(false);
    // A broken file: decode rejects, then the element reports its error.
    decodes[0].reject();
    await flush();
    expect(result.current).toBe(false);
    decodes[0].el.dispatchEvent(new Event('error'));
    await flush();
    expect(result.current).toBe(true);
  });

  it('settles at once when the banner draws no picture (one the site may not load)', async () => {
    const { result } = mount({
      banners: [banner('https://tracker.example/x.jpg')],
      status: 'done',
    });
    await flush();
    expect(decodes).toHaveLength(0);
    expect(result.current).toBe(true);
  });

  it(`settles after ${HERO_WAIT_MS} ms even if the banner call hangs`, async () => {
    const { result } = mount({ banners: [], status: 'loading' });
    await act(async () => {
      jest.advanceTimersByTime(HERO_WAIT_MS - 1);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('stays settled when the banners change later (重试, a refresh)', async () => {
    const { result, rerender } = mount({ banners: [], status: 'error' });
    await flush();
    expect(result.current).toBe(true);
    rerender({ banners: [], status: 'loading' });
    await flush();
    expect(result.current).toBe(true);
  });
});
