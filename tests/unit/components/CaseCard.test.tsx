import { screen } from '@testing-library/react';
import CaseCard, { caseDetailPath } from '@/components/CaseCard';
import { renderWithRouter } from './renderWithRouter';

const item = {
  id: 42,
  brand: '青禾茶饮',
  title: '会员小程序 2.0 (全渠道)',
  cover: 'images/cases/case-42-cover.svg',
  summary: '复购率提升 38%。',
  tags: ['零售', '小程序', '体验设计', '品牌'],
};

describe('CaseCard', () => {
  it('is one link to the case detail, named by the title', () => {
    renderWithRouter(<CaseCard item={item} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(item.title);
    expect(links[0]).toHaveAttribute('href', '/customerCase/caseDetail?id=42');
    expect(caseDetailPath(7)).toBe('/customerCase/caseDetail?id=7');
  });

  it('shows brand, title heading, summary, at most three tags and a 4:3 cover', () => {
    const { container } = renderWithRouter(<CaseCard item={item} headingLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: item.title })).toBeInTheDocument();
    expect(screen.getByText('青禾茶饮')).toBeInTheDocument();
    expect(screen.getByText('复购率提升 38%。')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '零售',
      '小程序',
      '体验设计',
    ]);
    const img = screen.getByRole('img');
    expect(img).toHaveAccessibleName('青禾茶饮「会员小程序 2.0 (全渠道)」案例封面');
    expect(img).toHaveAttribute('src', '/images/cases/case-42-cover.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    const box = container.querySelector('img')!.parentElement!;
    expect(box.style.getPropertyValue('--lt-ratio')).toBe('640 / 480');
  });

  it('renders without summary and tags', () => {
    renderWithRouter(<CaseCard item={{ id: 1, brand: 'B', title: 'T', cover: 'c.svg' }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'T' })).toBeInTheDocument();
  });
});
