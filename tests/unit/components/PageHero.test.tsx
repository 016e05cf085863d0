import { fireEvent, screen } from '@testing-library/react';
import PageHero from '@/components/PageHero';
import { renderWithRouter } from './renderWithRouter';

describe('PageHero', () => {
  it('renders the h1, texts and the artwork as a priority picture', () => {
    const { container } = renderWithRouter(
      <PageHero
        eyebrow="客户案例"
        title="设计创造价值"
        subtitle="800 多家企业的选择"
        img="images/heroes/customerCase.svg"
        size="large"
      />,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: '设计创造价值' });
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('aria-labelledby', h1.id);
    expect(section).toHaveClass('large');
    expect(screen.getByText('客户案例')).toBeInTheDocument();
    expect(screen.getByText('800 多家企业的选择')).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/heroes/customerCase.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '1440');
    expect(img).toHaveAttribute('height', '480');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the CTA as a link when it has a route', () => {
    renderWithRouter(
      <PageHero title="服务" img="images/h.svg" cta={{ text: '查看案例', to: '/customerCase' }} />,
    );
    expect(screen.getByRole('link', { name: '查看案例' })).toHaveAttribute('href', '/customerCase');
  });

  it('renders the CTA as a button calling onClick', () => {
    const onClick = jest.fn();
    const { container } = renderWithRouter(
      <PageHero title="服务" img="images/h.svg" cta={{ text: '预约咨询', onClick }}>
        <span>额外内容</span>
      </PageHero>,
    );
    fireEvent.click(screen.getByRole('button', { name: '预约咨询' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('额外内容')).toBeInTheDocument();
    expect(container.querySelector('section')).toHaveClass('default');
  });
});
