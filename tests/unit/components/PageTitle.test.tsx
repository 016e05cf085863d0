import { render } from '@testing-library/react';
import PageTitle from '@/components/PageTitle';
import { brand, pageTitle } from '@/content/brand';

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('PageTitle', () => {
  beforeAll(() => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = '外壳描述';
    document.head.appendChild(meta);
  });

  it("a page's title wins over the layout's, whichever mounts last", () => {
    const { rerender, unmount } = render(
      <PageTitle section="青禾鲜生 · 小程序" description="案例摘要" />,
    );
    expect(document.title).toBe(pageTitle('青禾鲜生 · 小程序'));
    // The layout's route title mounting after the page (an interrupted hydration's order).
    rerender(
      <>
        <PageTitle section="青禾鲜生 · 小程序" description="案例摘要" />
        <PageTitle section="案例详情" fallback />
      </>,
    );
    expect(document.title).toBe(pageTitle('青禾鲜生 · 小程序'));
    expect(description()).toBe('案例摘要');
    // The page goes: the layout's title shows, and the HTML's own description comes back.
    rerender(<PageTitle section="案例详情" fallback />);
    expect(document.title).toBe(pageTitle('案例详情'));
    expect(description()).toBe('外壳描述');
    unmount();
  });

  it('a changed section updates the title in place; among pages the latest mounted wins', () => {
    const { rerender, unmount } = render(<PageTitle section="关于我们" fallback />);
    rerender(
      <>
        <PageTitle section="关于我们" fallback />
        <PageTitle section="公司简介" />
      </>,
    );
    expect(document.title).toBe(pageTitle('公司简介'));
    rerender(
      <>
        <PageTitle section="关于我们" fallback />
        <PageTitle section="新闻资讯" />
      </>,
    );
    expect(document.title).toBe(pageTitle('新闻资讯'));
    rerender(
      <>
        <PageTitle section="关于我们" fallback />
        <PageTitle section="新闻资讯" />
        <PageTitle key="late" section="新闻详情" />
      </>,
    );
    expect(document.title).toBe(pageTitle('新闻详情'));
    unmount();
  });

  it('without a section it is the home title', () => {
    const { unmount } = render(<PageTitle description={brand.description} />);
    expect(document.title).toBe(brand.homeTitle);
    expect(description()).toBe(brand.description);
    unmount();
    expect(description()).toBe('外壳描述');
  });
});
