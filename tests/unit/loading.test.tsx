import { act, render, screen } from '@testing-library/react';
import Loading, { LOADING_DELAY_MS } from '@/loading';

describe('lazy-load indicator', () => {
  it('shows loading... only after 200 ms', () => {
    jest.useFakeTimers();
    render(<Loading />);
    expect(screen.queryByText('loading...')).toBeNull();
    act(() => jest.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(screen.queryByText('loading...')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('loading...')).toBeInTheDocument();
    expect(LOADING_DELAY_MS).toBe(200);
    jest.useRealTimers();
  });
});
