import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import HonourWall from '@/components/HonourWall';

const items = [
  { img: 'images/honors/honor-1.svg', title: '年度最佳用户体验设计机构' },
  { img: 'images/honors/honor-2.svg', title: '文化创意产业领军企业' },
  { img: 'images/honors/honor-3.svg', title: '数字营销金帆奖' },
];

describe('HonourWall', () => {
  it('renders each picture as a button with a caption, in the variant ratio', () => {
    render(<HonourWall items={items} variant="certificate" />);
    const buttons = screen.getAllByRole('button', { name: /^查看大图：/ });
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveAccessibleName('查看大图：年度最佳用户体验设计机构');
    expect(screen.getByText('数字营销金帆奖').tagName).toBe('FIGCAPTION');
    const img = within(buttons[0]).getByRole('img', { hidden: true });
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('opens a larger view in a dialog, steps through and closes', async () => {
    render(<HonourWall items={items} variant="honour" />);
    fireEvent.click(screen.getByRole('button', { name: '查看大图：文化创意产业领军企业' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('文化创意产业领军企业')).toBeInTheDocument();
    const large = within(dialog).getByRole('img', { name: '文化创意产业领军企业' });
    expect(large).toHaveAttribute('src', '/images/honors/honor-2.svg');
    expect(large).toHaveAttribute('width', '480');
    expect(large).toHaveAttribute('height', '360');
    expect(within(dialog).getByText('第 2 张，共 3 张')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: '下一张' }));
    expect(within(dialog).getByRole('img', { name: '数字营销金帆奖' })).toBeInTheDocument();

    // Arrow keys step too, wrapping around.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(
      within(dialog).getByRole('img', { name: '年度最佳用户体验设计机构' }),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '上一张' }));
    expect(within(dialog).getByRole('img', { name: '数字营销金帆奖' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: '关闭大图' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no pager for a single picture', async () => {
    render(<HonourWall items={items.slice(0, 1)} variant="honour" />);
    fireEvent.click(screen.getByRole('button', { name: /查看大图/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull();
  });
});
