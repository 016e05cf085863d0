import { fireEvent, render, screen } from '@testing-library/react';
import DataState, { DATA_STATE_TEXT } from '@/components/DataState';

const content = <p>案例内容</p>;

describe('DataState', () => {
  it('shows a skeleton while loading, never the content', () => {
    const { container } = render(
      <DataState loading error empty>
        {content}
      </DataState>,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByTestId('data-state-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DATA_STATE_TEXT.loading);
    expect(screen.queryByText('案例内容')).toBeNull();
  });

  it('uses the given skeleton', () => {
    render(
      <DataState loading skeleton={<div data-testid="my-skeleton" />}>
        {content}
      </DataState>,
    );
    expect(screen.getByTestId('my-skeleton')).toBeInTheDocument();
  });

  it('shows the Chinese error and a retry button calling onRetry', () => {
    const onRetry = jest.fn();
    render(
      <DataState loading={false} error onRetry={onRetry}>
        {content}
      </DataState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('内容加载失败，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('案例内容')).toBeNull();
  });

  it('shows a custom error text and no button without onRetry', () => {
    render(
      <DataState loading={false} error errorText="新闻加载失败">
        {content}
      </DataState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('新闻加载失败');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a quiet empty state', () => {
    const { rerender } = render(
      <DataState loading={false} empty>
        {content}
      </DataState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(DATA_STATE_TEXT.empty);
    rerender(
      <DataState loading={false} empty emptyText="没有找到相关案例">
        {content}
      </DataState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('没有找到相关案例');
  });

  it('renders the children otherwise', () => {
    render(<DataState loading={false}>{content}</DataState>);
    expect(screen.getByText('案例内容')).toBeInTheDocument();
    expect(DATA_STATE_TEXT).toMatchObject({ error: '内容加载失败，请稍后重试', retry: '重试' });
  });
});
