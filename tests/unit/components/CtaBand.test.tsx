import { fireEvent, render, screen } from '@testing-library/react';
import CtaBand from '@/components/CtaBand';

describe('CtaBand', () => {
  it('renders title, text and a button that calls onAction', () => {
    const onAction = jest.fn();
    const { container } = render(
      <CtaBand
        title="让下一个项目更进一步"
        describe="24 小时内回复"
        buttonText="预约咨询"
        onAction={onAction}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: '让下一个项目更进一步' });
    expect(container.querySelector('section')).toHaveAttribute('aria-labelledby', heading.id);
    expect(screen.getByText('24 小时内回复')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '预约咨询' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('leaves the text out when there is none', () => {
    const { container } = render(
      <CtaBand title="加入我们" buttonText="投递简历" onAction={() => {}} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
