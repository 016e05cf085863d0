import { render, screen } from '@testing-library/react';
import FeatureList from '@/components/FeatureList';

const items = [
  { img: 'images/advantages/advantage-1.svg', title: '全链路团队', describe: '研究到上线。' },
  { img: 'images/advantages/advantage-2.svg', title: '数据驱动', describe: '结果可衡量。' },
  { title: '行业深耕', describe: '八大行业。' },
];

describe('FeatureList', () => {
  it('renders an unordered list of cards with pictures, titles and texts', () => {
    render(<FeatureList items={items} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('list');
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

  it('takes the heading level of the section it sits in', () => {
    render(<FeatureList items={items} headingLevel="h4" />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
