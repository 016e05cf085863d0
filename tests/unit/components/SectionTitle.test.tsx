import { render, screen } from '@testing-library/react';
import SectionTitle from '@/components/SectionTitle';

describe('SectionTitle', () => {
  it('renders eyebrow, an h2 with its id, and the subtitle', () => {
    const { container } = render(
      <SectionTitle eyebrow="服务优势" title="为什么选择澜图" subtitle="十八年" id="why" />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: '为什么选择澜图' });
    expect(heading).toHaveAttribute('id', 'why');
    expect(screen.getByText('服务优势')).toBeInTheDocument();
    expect(screen.getByText('十八年')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('center');
  });

  it('renders left aligned, with an action', () => {
    const { container } = render(
      <SectionTitle title="相关案例" align="left" action={<a href="/x">查看全部</a>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '相关案例' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('left');
    expect(container.firstElementChild).toHaveClass('withAction');
  });

  it('omits the optional parts', () => {
    const { container } = render(<SectionTitle title="标题" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
