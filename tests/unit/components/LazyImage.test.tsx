import { fireEvent, render, screen } from '@testing-library/react';
import LazyImage from '@/components/LazyImage';

describe('LazyImage', () => {
  it('reserves the aspect ratio and lazy-loads by default', () => {
    const { container } = render(
      <LazyImage src="images/cases/case-1-cover.svg" alt="案例封面" width={640} height={480} />,
    );
    const img = screen.getByRole('img', { name: '案例封面' });
    expect(img).toHaveAttribute('src', '/images/cases/case-1-cover.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.getPropertyValue('--lt-ratio')).toBe('640 / 480');
  });
});
