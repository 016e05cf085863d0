import { act, render, screen } from '@testing-library/react';
import StatNumbers, { COUNT_UP_MS } from '@/components/StatNumbers';

const items = [
  { value: 800, suffix: '+', label: '服务客户' },
  { value: 18, suffix: '年', label: '行业经验' },
  { value: 14, label: '子公司' },
];

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A controllable IntersectionObserver: `reveal()` reports the list as visible. */
function mockIntersectionObserver() {
  const callbacks: ObserverCallback[] = [];
  const disconnect = jest.fn();
  class FakeObserver {
    constructor(callback: ObserverCallback) {
      callbacks.push(callback);
    }
    observe = jest.fn();
    disconnect = disconnect;
    unobserve = jest.fn();
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  return {
    disconnect,
    reveal: () => callbacks.forEach((cb) => cb([{ isIntersecting: true }])),
  };
}

function mockReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const liveTexts = () => screen.getAllByTestId('stat-live').map((el) => el.textContent);

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('StatNumbers', () => {
  it('always exposes the final values as accessible text, with labels', () => {
    mockIntersectionObserver();
    mockReducedMotion(false);
    const { container } = render(<StatNumbers items={items} />);
    const accessible = Array.from(container.querySelectorAll('.sr-only')).map(
      (el) => el.textContent,
    );
    expect(accessible).toEqual(['800+', '18年', '14']);
    // Every list item reads the final value followed by its label.
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/800\+.*服务客户/);
    expect(screen.getByText('服务客户')).toBeInTheDocument();
    // The animated figures are hidden from assistive technology.
    screen.getAllByTestId('stat-live').forEach((el) => {
      expect(el.closest('[aria-hidden="true"]')).not.toBeNull();
    });
  });

  it('counts up from 0 to the final values once scrolled into view', () => {
    jest.useFakeTimers();
    const io = mockIntersectionObserver();
    mockReducedMotion(false);
    render(<StatNumbers items={items} />);
    expect(liveTexts()).toEqual(['0+', '0年', '0']);

    act(() => io.reveal());
    expect(io.disconnect).toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(COUNT_UP_MS / 3);
    });
    const midway = Number(liveTexts()[0]!.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(800);

    act(() => {
      jest.advanceTimersByTime(COUNT_UP_MS);
    });
    expect(liveTexts()).toEqual(['800+', '18年', '14']);
  });

  it('shows the final values at once when motion is reduced', () => {
    mockIntersectionObserver();
    mockReducedMotion(true);
    render(<StatNumbers items={items} />);
    expect(liveTexts()).toEqual(['800+', '18年', '14']);
  });

  it('shows the final values at once without IntersectionObserver', () => {
    mockReducedMotion(false);
    render(<StatNumbers items={items} />);
    expect(liveTexts()).toEqual(['800+', '18年', '14']);
  });
});
