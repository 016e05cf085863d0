import { screen, within } from '@testing-library/react';
import TileGrid from '@/components/TileGrid';
import type { IndustryTile } from '@/types/api';
import { renderWithRouter } from './renderWithRouter';

const tiles: IndustryTile[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `行业${i + 1}`,
  img: `images/industries/industry-${i + 1}.svg`,
  describe: [`第一段${i + 1}`, `第二段${i + 1}`],
  path: `/customerCase?industryId=${i + 1}`,
}));

describe('TileGrid', () => {
  it('renders eight tiles, each one link to its path', () => {
    renderWithRouter(<TileGrid items={tiles} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(8);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[2]).toHaveAccessibleName('行业3');
    expect(links[2]).toHaveAttribute('href', '/customerCase?industryId=3');
  });

  it('shows picture, name heading and both paragraphs', () => {
    renderWithRouter(<TileGrid items={tiles} />);
    const first = within(screen.getAllByRole('listitem')[0]);
    expect(first.getByRole('heading', { level: 3, name: '行业1' })).toBeInTheDocument();
    expect(first.getByText('第一段1')).toBeInTheDocument();
    expect(first.getByText('第二段1')).toHaveClass('secondary');
    const img = first.getByRole('img');
    expect(img).toHaveAttribute('src', '/images/industries/industry-1.svg');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAccessibleName('行业1行业插画');
  });
});
