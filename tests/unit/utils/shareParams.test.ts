import { withoutShareParams } from '@/utils/shareParams';

describe('withoutShareParams', () => {
  it('drops what a shared link carries and keeps what a page reads, in order', () => {
    expect(withoutShareParams('?id=12&from=singlemessage&isappinstalled=0')).toBe('?id=12');
    expect(withoutShareParams('?from=timeline&isappinstalled=0')).toBe('');
    expect(withoutShareParams('?utm_source=baidu&industry=2&bd_vid=9&q=%E5%93%81&page=3')).toBe(
      '?industry=2&q=%E5%93%81&page=3',
    );
    expect(withoutShareParams('')).toBe('');
    expect(withoutShareParams('?')).toBe('');
    // A name that merely starts like one is a page's own.
    expect(withoutShareParams('?fromYear=2020&spmx=1')).toBe('?fromYear=2020&spmx=1');
  });
});
