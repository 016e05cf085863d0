import { render, screen } from '@testing-library/react';
import FeatureList from '@/components/FeatureList';

const items = [
  { img: 'images/advantages/advantage-1.svg', title: '全链路团队', describe: '研究到上线。' },
  { img: 'images/advantages/advantage-2.svg', title: '数据驱动', describe: '结果可衡量。' },
  { title: '行业深耕', describe: '八大行业。' },
];

describe('FeatureList', () => {
  it('renders an unordered list of cards with pictures, titles and texts', () => {
    render(<FeatureList items={items} columns={4} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('cols4', 'cards');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '全链路团队',
      '数据驱动',
      '行业深耕',
    ]);
    expect(screen.getByText('结果可衡量。')).toBeInTheDocument();
    const imgs = screen.getAllByRole('img');
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toHaveAttribute('src', '/images/advantages/advantage-1.svg');
    expect(imgs[0]).toHaveAttribute('width', '240');
  });

  it('numbers process steps 01, 02 … in an ordered list', () => {
    const { container } = render(<FeatureList items={items} numbered headingLevel="h4" />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('numbered', 'cols3');
    const steps = Array.from(container.querySelectorAll('.step')).map((s) => s.textContent);
    expect(steps).toEqual(['01', '02', '03']);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
