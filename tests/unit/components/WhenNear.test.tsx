import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import WhenNear from '@/components/WhenNear';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[];

beforeEach(() => {
  observers = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    entry: (typeof observers)[number];

    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }

    observe() {}

    disconnect() {
      this.entry.disconnected = true;
    }
  };
});

afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('WhenNear', () => {
  it('shows the fallback until the box nears the viewport, then its children', () => {
    render(
      <WhenNear fallback={<p>占位</p>}>
        <p>分页器</p>
      </WhenNear>,
    );
    expect(screen.getByText('占位')).toBeInTheDocument();
    expect(screen.queryByText('分页器')).toBeNull();
    expect(observers[0].options?.rootMargin).toBe('600px 0px');

    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('分页器')).toBeNull();

    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('分页器')).toBeInTheDocument();
    expect(screen.queryByText('占位')).toBeNull();
    expect(observers[0].disconnected).toBe(true);
  });

  it('keeps the fallback while a lazy child loads', async () => {
    let resolve: (m: { default: () => JSX.Element }) => void = () => {};
    const Heavy = lazy(
      () =>
        new Promise<{ default: () => JSX.Element }>((r) => {
          resolve = r;
        }),
    );
    render(
      <WhenNear fallback={<p>占位</p>} rootMargin="100px 0px">
        <Heavy />
      </WhenNear>,
    );
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('占位')).toBeInTheDocument();
    await act(async () => resolve({ default: () => <p>表单</p> }));
    expect(await screen.findByText('表单')).toBeInTheDocument();
  });

  it('mounts at once where IntersectionObserver is missing', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <WhenNear fallback={<p>占位</p>}>
        <p>分页器</p>
      </WhenNear>,
    );
    expect(screen.getByText('分页器')).toBeInTheDocument();
  });
});
