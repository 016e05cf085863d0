import { screen } from '@testing-library/react';
import CaseGrid from '@/components/CaseGrid';
import { renderWithRouter } from './renderWithRouter';

const items = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  brand: `品牌${i + 1}`,
  title: `案例标题${i + 1}`,
  cover: `images/cases/case-${i + 1}-cover.svg`,
}));

describe('CaseGrid', () => {
  it('lists every case as a card linking to its detail', () => {
    renderWithRouter(<CaseGrid items={items} columns={5} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[3]).toHaveAttribute('href', '/customerCase/caseDetail?id=4');
    expect(screen.getAllByRole('list')[0]).toHaveClass('grid', 'cols5');
  });

  it('defaults to four columns', () => {
    renderWithRouter(<CaseGrid items={items} />);
    expect(screen.getAllByRole('list')[0]).toHaveClass('cols4');
  });

  it('shows skeleton cards of the same grid while loading', () => {
    const { container } = renderWithRouter(
      <CaseGrid items={items} loading columns={4} skeletonCount={5} />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByTestId('case-skeleton')).toHaveLength(5);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('ul')).toHaveClass('cols4');
    expect(screen.getByRole('status')).toHaveTextContent('案例加载中');
  });

  it('shows two rows of skeletons by default', () => {
    renderWithRouter(<CaseGrid items={[]} loading columns={5} />);
    expect(screen.getAllByTestId('case-skeleton')).toHaveLength(10);
  });
});
