/**
 * The home banner's call to action from API data: a link that only looks internal (`/\host`,
 * a tab or newline after the first slash) leaves the site, so it opens in a new tab with
 * noopener noreferrer instead of replacing the site in the same tab; other schemes get no link.
 */
import { act, screen } from '@testing-library/react';
import { TextEncoder } from 'util';
import BannerCarousel from '@/pages/Home/components/BannerCarousel';
import type { Banner } from '@/types/api';
import { takeLaterPictures } from '@/utils/prerender';
import { renderWithRouter } from '../components/renderWithRouter';

const banner = (link: string): Banner => ({
  id: 1,
  title: '设计创造价值',
  subtitle: '',
  img: 'images/banners/banner-1.svg',
  alt: '横幅',
  link,
  linkText: '了解更多',
});

const cta = () => screen.queryByRole('link', { name: /了解更多/ });

describe('BannerCarousel: the call to action', () => {
  it.each([
    ['/\\evil.example/x', 'http://evil.example/x'],
    ['/\t/evil.example/x', 'http://evil.example/x'],
    ['/\n/evil.example/x', 'http://evil.example/x'],
    ['//evil.example/x', 'http://evil.example/x'],
    ['https://partner.example.com/', 'https://partner.example.com/'],
  ])('%j leaves the site: a new tab, noopener noreferrer', (link, href) => {
    renderWithRouter(<BannerCarousel banners={[banner(link)]} />);
    expect(cta()).toHaveAttribute('href', href);
    expect(cta()).toHaveAttribute('target', '_blank');
    expect(cta()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a route of the site stays in the tab, through the router', () => {
    renderWithRouter(<BannerCarousel banners={[banner('/customerCase/caseDetail?id=12')]} />);
    expect(cta()).toHaveAttribute('href', '/customerCase/caseDetail?id=12');
    expect(cta()).not.toHaveAttribute('target');
    expect(cta()).not.toHaveAttribute('rel');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', ''])(
    '%j gives no link at all',
    (link) => {
      renderWithRouter(<BannerCarousel banners={[banner(link)]} />);
      expect(cta()).toBeNull();
    },
  );
});

describe('BannerCarousel: the other banners’ pictures', () => {
  const uploads = [1, 2, 3].map((n) => ({
    ...banner(''), // no link: no router needed
    id: n,
    img: `uploads/banners/banner-${n}.jpg`,
  }));

  it('are not in the page’s HTML; at build time the build is told of their variants', () => {
    // react-dom/server (as the build renders the page's HTML) needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    // eslint-disable-next-line global-require, @typescript-eslint/no-var-requires
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const html = () => renderToString(<BannerCarousel banners={uploads} />);
    expect(html()).not.toMatch(/banner-[23]/);
    expect(takeLaterPictures()).toEqual([]); // a visitor's browser notes nothing
    window.__LT_PRERENDER__ = true;
    try {
      expect(html()).toContain('banner-1.jpg');
      const noted = takeLaterPictures().join(' ');
      for (const n of [2, 3]) {
        expect(noted).toContain(`/uploads/banners/banner-${n}.jpg.avif 2880w`);
        expect(noted).toContain(`/uploads/banners/banner-${n}.jpg.webp 2880w`);
      }
      expect(noted).not.toContain('banner-1');
    } finally {
      window.__LT_PRERENDER__ = undefined;
    }
  });
});

describe('BannerCarousel: autoplay while it is in view', () => {
  type Report = (visible: number, height: number, screen: number) => void;
  let report: Report;
  let observed: Element[];

  beforeEach(() => {
    observed = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = (visible, height, screenHeight) =>
          act(() =>
            callback(
              [
                {
                  intersectionRect: { height: visible },
                  boundingClientRect: { height },
                  rootBounds: { height: screenHeight },
                } as unknown as IntersectionObserverEntry,
              ],
              this as unknown as IntersectionObserver,
            ),
          );
      }

      observe(el: Element) {
        observed.push(el);
      }

      disconnect() {}
    };
  });

  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const three = [1, 2, 3].map((n) => ({ ...banner(''), id: n, title: `横幅 ${n}` }));
  const region = () => screen.getByRole('region');

  it('plays while a quarter of it shows, holds once less does, and goes on when it is back', () => {
    renderWithRouter(<BannerCarousel banners={three} />);
    expect(observed).toEqual([region()]);
    expect(region()).toHaveAttribute('data-playing', 'true');
    // A 720 px hero on a 900 px screen: 180 px is a quarter of it.
    report(180, 720, 900);
    expect(region()).toHaveAttribute('data-playing', 'true');
    report(170, 720, 900);
    expect(region()).toHaveAttribute('data-playing', 'false');
    report(0, 720, 900);
    expect(region()).toHaveAttribute('data-playing', 'false');
    report(720, 720, 900);
    expect(region()).toHaveAttribute('data-playing', 'true');
  });

  it('on a screen shorter than the hero, a quarter of the screen counts', () => {
    renderWithRouter(<BannerCarousel banners={three} />);
    // A phone held sideways: 375 px of screen, a 560 px hero.
    report(100, 560, 375);
    expect(region()).toHaveAttribute('data-playing', 'true');
    report(90, 560, 375);
    expect(region()).toHaveAttribute('data-playing', 'false');
  });

  it('plays without IntersectionObserver', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderWithRouter(<BannerCarousel banners={three} />);
    expect(region()).toHaveAttribute('data-playing', 'true');
  });
});
