import { fireEvent, render, screen } from '@testing-library/react';
import { TextEncoder } from 'util';
import LazyImage, { PicturesWhenNear } from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import { sizesOf } from '@/utils/picture';
import { takeLaterPictures } from '@/utils/prerender';

const SLOT = slots.caseCard;

describe('LazyImage', () => {
  it('reserves the aspect ratio and lazy-loads by default', () => {
    const { container } = render(
      <LazyImage
        slot={SLOT}
        src="images/cases/case-1-cover.svg"
        alt="案例封面"
        width={640}
        height={480}
      />,
    );
    const img = screen.getByRole('img', { name: '案例封面' });
    expect(img).toHaveAttribute('src', '/images/cases/case-1-cover.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.getPropertyValue('--lt-ratio')).toBe('640 / 480');
  });

  it('loads eagerly with high fetch priority when it is a priority picture', () => {
    render(
      <LazyImage
        slot={SLOT}
        src="images/heroes/home.svg"
        alt="首屏"
        width={1440}
        height={480}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: '首屏' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding', 'async');
  });

  it('loads from the configured CDN and applies fit and className', () => {
    window.publicPath = 'https://cdn.example.com/';
    const { container } = render(
      <LazyImage
        slot={SLOT}
        src="https://cdn.example.com/a.png"
        alt="图"
        width={480}
        height={640}
        fit="contain"
        className="extra"
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(container.firstElementChild).toHaveClass('extra');
    expect(container.firstElementChild).toHaveClass('loading');
    expect(screen.getByRole('img')).toHaveClass('contain');
    delete window.publicPath;
  });

  it('shows its fallback, never a request, for a picture on another origin', () => {
    render(
      <LazyImage slot={SLOT} src="https://tracker.example/p.png" alt="横幅" width={4} height={3} />,
    );
    expect(screen.getByRole('img', { name: '横幅' }).tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks the box loaded once the picture arrives', () => {
    const { container } = render(
      <LazyImage slot={SLOT} src="images/a.svg" alt="图" width={4} height={3} />,
    );
    fireEvent.load(screen.getByRole('img'));
    expect(container.firstElementChild).toHaveClass('loaded');
  });

  it('shows a neutral placeholder with the alt text instead of a broken image', () => {
    const { container } = render(
      <LazyImage slot={SLOT} src="images/missing.svg" alt="缺失的图片" width={600} height={400} />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('img')).toBeNull();
    const fallback = screen.getByRole('img', { name: '缺失的图片' });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback).toHaveTextContent('缺失的图片');
    // The box keeps its ratio, so nothing moves.
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--lt-ratio')).toBe(
      '600 / 400',
    );
  });

  it('keeps a decorative picture silent when it fails', () => {
    const { container } = render(
      <LazyImage slot={SLOT} src="images/x.svg" alt="" width={4} height={3} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(screen.queryByRole('img')).toBeNull();
  });

  describe('an uploaded picture', () => {
    const cover = (
      <LazyImage
        slot={SLOT}
        src="uploads/cases/case-1-cover.jpg"
        alt="案例封面"
        width={640}
        height={480}
      />
    );
    const upload = () => render(cover);
    /** The first banner: the page's largest paint. */
    const firstBanner = (
      <LazyImage
        slot={slots.banner}
        src="uploads/banners/banner-1.jpg"
        alt="横幅"
        width={1920}
        height={800}
        priority
      />
    );

    it('comes in AVIF and WebP at the sizes of its slot, the original as the fallback', () => {
      const { container } = upload();
      const picture = container.querySelector('picture')!;
      const sources = Array.from(picture.querySelectorAll('source'));
      expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      sources.forEach((source) => {
        expect(source.getAttribute('sizes')).toBe(sizesOf(SLOT));
        expect(source.getAttribute('srcset')).toMatch(
          /^\/_img\/w(\d+)q\d+\/uploads\/cases\/case-1-cover\.jpg\.(avif|webp) \1w, /,
        );
      });
      const img = screen.getByRole('img', { name: '案例封面' });
      expect(img.parentElement).toBe(picture);
      expect(img).toHaveAttribute('src', '/uploads/cases/case-1-cover.jpg');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '640');
    });

    it('shows a tiny blurred copy of itself until it arrives', () => {
      const { container } = upload();
      const placeholder = container.querySelector('img[aria-hidden="true"]')!;
      expect(placeholder).toHaveAttribute(
        'src',
        '/_img/w16q40/uploads/cases/case-1-cover.jpg.webp',
      );
      expect(placeholder).toHaveAttribute('alt', '');
      expect(placeholder).toHaveAttribute('loading', 'lazy');
      fireEvent.load(screen.getByRole('img', { name: '案例封面' }));
      expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
      expect(container.firstElementChild).toHaveClass('loaded');
    });

    it('tries the original when a variant cannot be had, then shows the alt-text panel', () => {
      const { container } = upload();
      fireEvent.error(screen.getByRole('img', { name: '案例封面' }));
      expect(container.querySelector('picture')).toBeNull();
      const original = screen.getByRole('img', { name: '案例封面' });
      expect(original.tagName).toBe('IMG');
      expect(original).toHaveAttribute('src', '/uploads/cases/case-1-cover.jpg');
      fireEvent.error(original);
      const panel = screen.getByRole('img', { name: '案例封面' });
      expect(panel.tagName).toBe('DIV');
      expect(container.querySelector('img')).toBeNull();
    });

    it('as the largest paint: eager, high priority, no placeholder competing with it', () => {
      const { container } = render(firstBanner);
      const img = screen.getByRole('img', { name: '横幅' });
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
      expect(container.querySelector('source')).toHaveAttribute('sizes', '100vw');
    });

    it('a prerendered picture that failed before the app took over: the original is tried', () => {
      // The browser reports the failure before React listens: complete, no pixels.
      const proto = HTMLImageElement.prototype;
      const complete = Object.getOwnPropertyDescriptor(proto, 'complete');
      const current = Object.getOwnPropertyDescriptor(proto, 'currentSrc');
      Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
      Object.defineProperty(proto, 'currentSrc', {
        configurable: true,
        get: () => 'http://localhost/_img/w640q50/uploads/cases/case-1-cover.jpg.avif',
      });
      try {
        const { container } = upload();
        expect(container.querySelector('picture')).toBeNull();
        expect(screen.getByRole('img', { name: '案例封面' })).toHaveAttribute(
          'src',
          '/uploads/cases/case-1-cover.jpg',
        );
      } finally {
        if (complete) Object.defineProperty(proto, 'complete', complete);
        if (current) Object.defineProperty(proto, 'currentSrc', current);
      }
    });

    it('in a band that writes pictures as they come near: the box alone in the HTML, the picture once near', () => {
      const band = <PicturesWhenNear.Provider value>{cover}</PicturesWhenNear.Provider>;
      // react-dom/server (as the build renders the page's HTML) needs TextEncoder, which jsdom lacks.
      Object.assign(globalThis, { TextEncoder });
      // eslint-disable-next-line global-require, @typescript-eslint/no-var-requires
      const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
      const html = renderToString(band);
      expect(html).not.toContain('<picture');
      expect(html).not.toContain('<img');
      expect(html).toContain('--lt-ratio:640 / 480');
      // jsdom has no IntersectionObserver: near at once.
      const { container } = render(band);
      expect(container.querySelector('picture source')).not.toBeNull();
    });

    it('at build time, tells the build every address it will write once near, since the HTML names none', () => {
      const band = <PicturesWhenNear.Provider value>{cover}</PicturesWhenNear.Provider>;
      Object.assign(globalThis, { TextEncoder });
      // eslint-disable-next-line global-require, @typescript-eslint/no-var-requires
      const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
      // In a visitor's browser nothing is noted.
      renderToString(band);
      expect(takeLaterPictures()).toEqual([]);
      window.__LT_PRERENDER__ = true;
      try {
        renderToString(band);
        renderToString(band); // the same picture twice is noted once
        const noted = takeLaterPictures();
        expect(takeLaterPictures()).toEqual([]); // taken once
        // What the picture writes once near: each source's srcset, and its tiny copy.
        const { container } = render(band);
        const written = [
          ...Array.from(container.querySelectorAll('source'), (s) => s.getAttribute('srcset')),
          container.querySelector('img[aria-hidden="true"]')?.getAttribute('src'),
        ];
        expect(written).toHaveLength(3);
        expect(noted).toEqual(written);
        // (The app's own first render, before it knew the picture near, noted the same.)
        expect(takeLaterPictures()).toEqual(written);
        // Outside a band, or as the largest paint, the HTML names it: nothing to note.
        renderToString(cover);
        renderToString(<PicturesWhenNear.Provider value>{firstBanner}</PicturesWhenNear.Provider>);
        expect(takeLaterPictures()).toEqual([]);
      } finally {
        window.__LT_PRERENDER__ = undefined;
      }
    });
  });
});
