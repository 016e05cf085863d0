import { fireEvent, render, screen } from '@testing-library/react';
import ErrorBoundary, { ERROR_TEXT, isChunkLoadError } from '@/components/ErrorBoundary';

jest.spyOn(console, 'error').mockImplementation(() => {});
jest.spyOn(console, 'warn').mockImplementation(() => {});

function Boom({ error }: { error: unknown }): JSX.Element {
  throw error;
}

describe('ErrorBoundary', () => {
  it('recognises script and stylesheet chunk failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.\n(missing: /p.js)'), {
      name: 'ChunkLoadError',
    });
    const css = Object.assign(new Error('Loading CSS chunk 3 failed.'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(css)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk p__Home failed. (timeout: /x.js)'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('offers a reload for a failed chunk', () => {
    const reload = jest.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    const error = Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' });
    render(
      <ErrorBoundary>
        <Boom error={error} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXT.chunkTitle);
    fireEvent.click(screen.getByRole('button', { name: ERROR_TEXT.chunkAction }));
    expect(reload).toHaveBeenCalled();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('offers a retry for a render error, and the retry renders again', () => {
    const state = { broken: true };
    function Flaky() {
      if (state.broken) throw new Error('render fails until fixed');
      return <p>内容已恢复</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXT.renderTitle);
    state.broken = false;
    fireEvent.click(screen.getByRole('button', { name: ERROR_TEXT.renderAction }));
    expect(screen.getByText('内容已恢复')).toBeInTheDocument();
  });

  it('clears the error when the reset key changes (a new route)', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Boom error={new Error('x')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>新页面</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('新页面')).toBeInTheDocument();
  });
});
