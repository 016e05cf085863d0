/**
 * The home banner's call to action from API data: a link that only looks internal (`/\host`,
 * a tab or newline after the first slash) leaves the site, so it opens in a new tab with
 * noopener noreferrer instead of replacing the site in the same tab; other schemes get no link.
 */
import { screen } from '@testing-library/react';
import BannerCarousel from '@/pages/Home/components/BannerCarousel';
import type { Banner } from '@/types/api';
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
