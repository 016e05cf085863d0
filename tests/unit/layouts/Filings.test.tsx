import { render, screen, within } from '@testing-library/react';
import type { SiteFilings } from '@/content/brand';
import { brand, publicSecurityLink, publicSecurityText } from '@/content/brand';
import Filings from '@/layouts/BasicLayout/Filings';

describe('Filings (footer)', () => {
  it('links the ICP number to the MIIT filing system and the public-security number to its record, each in a new tab', () => {
    render(<Filings />);
    const list = screen.getByRole('list', { name: '备案信息' });
    const icp = within(list).getByRole('link', { name: '浙ICP备05012345号' });
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    const police = within(list).getByRole('link', { name: '浙公网安备 33010602012345号' });
    expect(police).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=33010602012345',
    );
    for (const link of [icp, police]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // No emblem is drawn while the agency has not supplied one.
    expect(list.querySelector('img')).toBeNull();
  });

  it('shows the emblem the agency supplied beside the public-security number', () => {
    const filings: SiteFilings = {
      ...brand.filings,
      publicSecurityEmblem: 'images/brand/gongan.png',
    };
    render(<Filings filings={filings} />);
    const police = screen.getByRole('link', { name: publicSecurityText(filings) });
    const emblem = police.querySelector('img');
    expect(emblem).toHaveAttribute('src', '/images/brand/gongan.png');
    // The text says what it is; the emblem adds nothing for a screen reader.
    expect(emblem).toHaveAttribute('alt', '');
  });

  it('refuses an emblem from a host the site does not load pictures from', () => {
    const filings = { ...brand.filings, publicSecurityEmblem: 'https://tracker.example/x.png' };
    render(<Filings filings={filings} />);
    expect(screen.getByRole('list').querySelector('img')).toBeNull();
  });

  it('writes the record number into the link as a query value', () => {
    const filings = { ...brand.filings, publicSecurity: { province: '沪', code: '31 01&x' } };
    expect(publicSecurityText(filings)).toBe('沪公网安备 31 01&x号');
    expect(publicSecurityLink(filings)).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=31%2001%26x',
    );
  });
});
