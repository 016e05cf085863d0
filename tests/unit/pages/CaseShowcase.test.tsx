import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CaseShowcase from '@/pages/Home/components/CaseShowcase';
import type { CaseShowcaseProps } from '@/pages/Home/components/CaseShowcase';
import type { CaseRecord, CaseTypeCases } from '@/types/api';

const showcase = (props: CaseShowcaseProps) => (
  <MemoryRouter>
    <CaseShowcase {...props} />
  </MemoryRouter>
);

const card = (id: number): CaseRecord =>
  ({
    id,
    brand: `品牌${id}`,
    title: `案例${id}`,
    summary: '',
    cover: `images/cases/case-${id}-cover.svg`,
    industryName: '电商/新零售',
    typeName: '小程序',
  }) as CaseRecord;

/** A prerendered home page's handoff: the first group whole, the second by name only. */
const groups: CaseTypeCases[] = [
  { id: 11, name: '用户体验设计', caseList: [card(1), card(2)] },
  { id: 12, name: '数字营销', caseList: [], pending: true },
];

describe('CaseShowcase: groups the prerendered HTML did not carry', () => {
  it('shows the first group at once and asks again when a pending group is chosen', () => {
    const onRetry = jest.fn();
    render(showcase({ groups, status: 'done', onRetry }));
    expect(screen.getByRole('link', { name: /案例1/ })).toBeInTheDocument();
    expect(onRetry).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('tab', { name: '数字营销' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // A skeleton, never 暂无 (the group has cases; they are on their way).
    expect(screen.getByRole('tabpanel').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(/暂无/)).toBeNull();
  });

  it('does not ask twice while a call is in flight, and offers 重试 when it failed', () => {
    const onRetry = jest.fn();
    const { rerender } = render(showcase({ groups, status: 'loading', onRetry }));
    fireEvent.click(screen.getByRole('tab', { name: '数字营销' }));
    expect(onRetry).not.toHaveBeenCalled();

    rerender(showcase({ groups, status: 'error', onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('内容加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws the group once the live answer has brought its cases', () => {
    const onRetry = jest.fn();
    const { rerender } = render(showcase({ groups, status: 'done', onRetry }));
    fireEvent.click(screen.getByRole('tab', { name: '数字营销' }));
    const full = [groups[0], { id: 12, name: '数字营销', caseList: [card(7)] }];
    rerender(showcase({ groups: full, status: 'done', onRetry }));
    expect(screen.getByRole('link', { name: /案例7/ })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').querySelector('[aria-busy="true"]')).toBeNull();
  });
});
