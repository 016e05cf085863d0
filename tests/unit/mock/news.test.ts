import { news } from '../../../mock/data/news';
import newsMock, {
  LATEST_NEWS_COUNT,
  NEWS_PAGE_SIZE,
  newsInfo,
  newsWebList,
  newsWebPageList,
} from '../../../mock/news';
import type { NewsDetail, NewsItem, NewsPage } from '../../../src/types/api';

// The answers in the default mode (MOCK_PICTURES=vector: tests/unit/mock/pictures.test.ts).
beforeAll(() => {
  delete process.env.MOCK_PICTURES;
});

const page = (payload: Record<string, unknown> = {}): NewsPage => {
  const res = newsWebPageList(payload);
  expect(res.success).toBe(true);
  return res.data as NewsPage;
};

const detail = (payload: Record<string, unknown>): NewsDetail => {
  const res = newsInfo(payload);
  expect(res).toMatchObject({ success: true, code: '200' });
  return res.data as NewsDetail;
};

const isNewestFirst = (list: NewsItem[]) =>
  list.every((item, i) => i === 0 || list[i - 1].date >= item.date);

describe('news data', () => {
  it('has 24 items with unique ids 1–24', () => {
    expect(news).toHaveLength(24);
    expect(news.map((n) => n.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
  });

  it('spreads the dates over 2019–2023, at least 4 items a year', () => {
    const perYear: Record<string, number> = {};
    news.forEach((n) => {
      expect(n.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(n.date))).toBe(false);
      const year = n.date.slice(0, 4);
      perYear[year] = (perYear[year] ?? 0) + 1;
    });
    expect(Object.keys(perYear).sort()).toEqual(['2019', '2020', '2021', '2022', '2023']);
    Object.values(perYear).forEach((count) => expect(count).toBeGreaterThanOrEqual(4));
  });

  it('follows the image path convention and carries a real body', () => {
    news.forEach((n) => {
      expect(n.img).toBe(`images/news/news-${n.id}.svg`);
      expect(n.title.length).toBeGreaterThan(5);
      expect(n.summary.length).toBeGreaterThan(10);
      expect(n.category).toMatch(/^(公司新闻|行业观点|荣誉奖项|招聘活动)$/);
      expect((n.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      const headings = (n.content.match(/<h3>/g) ?? []).length;
      expect(headings).toBeGreaterThanOrEqual(1);
      expect(headings).toBeLessThanOrEqual(2);
      expect((n.content.match(/<figure>/g) ?? []).length).toBe(1);
      expect(n.content).toContain(`<img src="images/news/news-${n.id}-body.svg" alt="`);
      expect(n.content).toContain('width="1200" height="675"');
      expect(n.content).toMatch(/<figcaption>[^<]+<\/figcaption>/);
      expect(n.content).not.toMatch(/lorem|ipsum/i);
    });
  });

  it('uses only plain safe tags and safe links', () => {
    const allowed = new Set(['p', 'h3', 'strong', 'ul', 'li', 'figure', 'img', 'figcaption', 'a']);
    news.forEach((n) => {
      const tags = Array.from(n.content.matchAll(/<\/?([a-z0-9]+)/gi), (m) => m[1].toLowerCase());
      tags.forEach((tag) => expect(allowed.has(tag)).toBe(true));
      expect(n.content).not.toMatch(/\son\w+=|javascript:|style=/i);
      Array.from(n.content.matchAll(/href="([^"]*)"/g), (m) => m[1]).forEach((href) =>
        expect(href).toMatch(/^(https:\/\/|\/[A-Za-z])/),
      );
    });
  });

  it('has distinct titles, summaries and paragraphs', () => {
    expect(new Set(news.map((n) => n.title)).size).toBe(news.length);
    expect(new Set(news.map((n) => n.summary)).size).toBe(news.length);
    const paragraphs = news.flatMap((n) =>
      Array.from(n.content.matchAll(/<p>(.*?)<\/p>/g), (m) => m[1]),
    );
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });
});

describe('POST /api/index/newsWebList', () => {
  it('answers the 6 newest items without bodies', () => {
    const res = newsWebList();
    expect(res).toMatchObject({ success: true, code: '200' });
    const list = res.data as NewsItem[];
    expect(list).toHaveLength(LATEST_NEWS_COUNT);
    expect(list.map((n) => n.id)).toEqual([24, 23, 22, 21, 20, 19]);
    list.forEach((n) => expect(n).not.toHaveProperty('content'));
    expect(isNewestFirst(list)).toBe(true);
  });
});

describe('POST /api/index/newsWebPageList', () => {
  it('pages all news newest first, 5 a page by default', () => {
    const first = page();
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: NEWS_PAGE_SIZE });
    expect(first.records).toHaveLength(5);
    expect(first.records.map((n) => n.id)).toEqual([24, 23, 22, 21, 20]);
    first.records.forEach((n) => expect(n).not.toHaveProperty('content'));
  });

  it('answers the remainder on the last page and nothing beyond the end', () => {
    const last = page({ page: 5, pageSize: 5 });
    expect(last.records.map((n) => n.id)).toEqual([4, 3, 2, 1]);
    expect(last.total).toBe(24);
    const beyond = page({ page: 6 });
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(24);
  });

  it('walks every item exactly once, newest first', () => {
    const seen = [1, 2, 3, 4, 5].flatMap((p) => page({ page: String(p), pageSize: '5' }).records);
    expect(seen).toHaveLength(24);
    expect(new Set(seen.map((n) => n.id)).size).toBe(24);
    expect(isNewestFirst(seen)).toBe(true);
  });

  it('falls back to page 1 for a bad page and to 5 for a bad size', () => {
    const ids = page().records.map((n) => n.id);
    ['abc', 0, -3, '', null, '1.5'].forEach((bad) =>
      expect(page({ page: bad }).records.map((n) => n.id)).toEqual(ids),
    );
    expect(page({ page: 'x' }).page).toBe(1);
    expect(page({ pageSize: 'lots' }).pageSize).toBe(5);
    expect(page({ pageSize: 10 }).records).toHaveLength(10);
  });

  it('filters by year given as a string or a number', () => {
    const y2021 = page({ year: '2021' });
    expect(y2021.total).toBe(news.filter((n) => n.date.startsWith('2021')).length);
    expect(y2021.records.length).toBeGreaterThan(0);
    y2021.records.forEach((n) => expect(n.date.startsWith('2021')).toBe(true));
    expect(page({ year: 2021 })).toEqual(y2021);
    expect(page({ year: ' 2021 ' })).toEqual(y2021);
    const second = page({ year: '2019', page: 2 });
    expect(second.records).toHaveLength(news.filter((n) => n.date.startsWith('2019')).length - 5);
  });

  it('treats empty, 全部 and all as every year', () => {
    ['', '  ', undefined, null, '全部', 'all', 'ALL'].forEach((year) =>
      expect(page({ year }).total).toBe(24),
    );
  });

  it('answers no records, not a crash, for other years', () => {
    ['2018', 'abc', '20210', '2021-01', 2021.5, NaN, -2021, {}, [2021], true].forEach((year) => {
      const res = page({ year });
      expect(res.records).toEqual([]);
      expect(res.total).toBe(0);
    });
  });

  it('lists every year of the whole list, newest first, whatever the filter', () => {
    const years = ['2023', '2022', '2021', '2020', '2019'];
    expect(page().years).toEqual(years);
    expect(page({ year: '2020' }).years).toEqual(years);
    expect(page({ year: 'abc', page: 9 }).years).toEqual(years);
  });
});

describe('GET /api/index/info', () => {
  it('answers the detail with its body', () => {
    const item = detail({ id: '12' });
    const seed = news.find((n) => n.id === 12)!;
    // The answer is the seed with its pictures as uploads (tests/unit/mock/pictures.test.ts).
    expect(item).toMatchObject({
      ...seed,
      img: 'uploads/news/news-12.jpg',
      content: seed.content.replace(
        'src="images/news/news-12-body.svg"',
        'src="uploads/news/news-12-body.jpg"',
      ),
    });
    expect(item.prev).toEqual({ id: 11, title: news.find((n) => n.id === 11)?.title });
    expect(item.next).toEqual({ id: 13, title: news.find((n) => n.id === 13)?.title });
    expect(detail({ id: 12 })).toEqual(item);
  });

  it('has no prev for the oldest and no next for the newest', () => {
    const oldest = detail({ id: 1 });
    expect(oldest.prev).toBeNull();
    expect(oldest.next).toMatchObject({ id: 2 });
    const newest = detail({ id: 24 });
    expect(newest.next).toBeNull();
    expect(newest.prev).toMatchObject({ id: 23 });
  });

  it('chains prev and next through the whole list', () => {
    let current: NewsDetail | undefined = detail({ id: 24 });
    const visited: number[] = [];
    while (current) {
      visited.push(current.id);
      current = current.prev ? detail({ id: current.prev.id }) : undefined;
    }
    expect(visited).toEqual(Array.from({ length: 24 }, (_, i) => 24 - i));
  });

  it('answers 404 for missing, unknown or malformed ids', () => {
    [{}, { id: '' }, { id: 'abc' }, { id: 999 }, { id: 0 }, { id: -1 }, { id: '1; drop' }].forEach(
      (payload) =>
        expect(newsInfo(payload)).toEqual({
          success: false,
          code: '404',
          message: '新闻不存在或已下线',
        }),
    );
  });
});

describe('news mock routes', () => {
  let afterAllRestore = () => {};
  afterAll(() => afterAllRestore());

  it('registers the three endpoints', () => {
    expect(Object.keys(newsMock).sort()).toEqual([
      'GET /api/index/info',
      'POST /api/index/newsWebList',
      'POST /api/index/newsWebPageList',
    ]);
    Object.values(newsMock).forEach((handler) => expect(typeof handler).toBe('function'));
  });

  it('serves a request through the api() wrapper', async () => {
    const saved = { delay: process.env.MOCK_DELAY, fail: process.env.MOCK_FAIL };
    delete process.env.MOCK_DELAY;
    delete process.env.MOCK_FAIL;
    afterAllRestore = () => {
      if (saved.delay !== undefined) process.env.MOCK_DELAY = saved.delay;
      if (saved.fail !== undefined) process.env.MOCK_FAIL = saved.fail;
    };
    const json = jest.fn();
    const status = jest.fn();
    const res = { status, json, end: jest.fn() };
    status.mockReturnValue(res);
    await newsMock['GET /api/index/info']({ query: { id: '3' } }, res);
    expect(json).toHaveBeenCalledWith(expect.objectContaining({ success: true }));
    expect(json.mock.calls[0][0].data.id).toBe(3);
  });
});
