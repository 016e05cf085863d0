/**
 * src/utils/wechat.ts with a fake `wx` and the mock's signature service: which address is
 * signed on each platform, what `wx.config` gets, the share data of each page, and failures that
 * leave the page as it is, quietly.
 */
import { createHash } from 'crypto';
import { MOCK_JSAPI_TICKET, signPage } from '../../../mock/wechat';
import type { ShareData, Wx, WxConfig } from '@/utils/wechat';
import {
  JS_API_LIST,
  inWeChat,
  requestSignature,
  shareCover,
  shareCoverOf,
  shareDataOf,
  shareLink,
  signableUrl,
  startWeChat,
} from '@/utils/wechat';

const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; V2232A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MMWEBID/1234 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

const CONFIG = { appId: 'wx6c616e7475303031', signatureUrl: '/api/wechat/signature' };
const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** A recording `wx`: config calls, share data; `ready` (or `error`) after each config. */
function fakeWx(outcome: 'ready' | 'error' = 'ready') {
  const configs: WxConfig[] = [];
  const shares: ShareData[] = [];
  const timeline: Omit<ShareData, 'desc'>[] = [];
  let onReady: () => void = () => {};
  let onError: (r: unknown) => void = () => {};
  const wx: Wx = {
    config(options) {
      configs.push(options);
      Promise.resolve().then(() =>
        outcome === 'ready' ? onReady() : onError({ errMsg: 'config:invalid signature' }),
      );
    },
    ready: (cb) => {
      onReady = cb;
    },
    error: (cb) => {
      onError = cb;
    },
    updateAppMessageShareData: (data) => shares.push(data),
    updateTimelineShareData: (data) => timeline.push(data),
  };
  return { wx, configs, shares, timeline };
}

/** A fetch answer (jsdom has no Response). */
const answer = (body: string, status = 200) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body),
  }) as unknown as Response;

/** The mock's signature service as the page's fetch. */
function mockFetch(calls: string[], reply?: () => Response) {
  return (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { url } = JSON.parse(String(init?.body));
    calls.push(url);
    if (reply) return reply();
    return answer(JSON.stringify(signPage({ url })));
  }) as typeof fetch;
}

function setPage(title: string, description: string, picture?: string) {
  document.title = title;
  let meta = document.querySelector('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    document.head.appendChild(meta);
  }
  meta.setAttribute('content', description);
  document.body.innerHTML = picture
    ? `<main><img fetchpriority="high" src="${picture}" alt=""></main>`
    : '<main></main>';
}

function harness(ua: string, wxFake = fakeWx(), fetcher?: typeof fetch) {
  const signed: string[] = [];
  let route: () => void = () => {};
  let pageChanged: () => void = () => {};
  const deps = {
    ua,
    entryUrl: 'http://localhost/customerCase/caseDetail?id=12&from=singlemessage',
    href: () => window.location.href,
    loadSdk: jest.fn(async (): Promise<Wx | null> => wxFake.wx),
    fetcher: fetcher ?? mockFetch(signed),
    onRouteChange: (l: () => void) => {
      route = l;
      return () => {};
    },
    onPageChange: (l: () => void) => {
      pageChanged = l;
      return () => {};
    },
  };
  return {
    deps,
    signed,
    navigate(path: string, title: string, description: string) {
      window.history.pushState(null, '', path);
      setPage(title, description);
      route();
    },
    pageChanged: () => pageChanged(),
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((r) => {
    setTimeout(r, 0);
  });
};

beforeEach(() => {
  window.history.replaceState(null, '', '/customerCase/caseDetail?id=12&from=singlemessage#top');
  setPage('品牌官网 - 澜图', '一个案例的描述', '/uploads/cases/case-12-cover.jpg');
});

describe('wechat: pieces', () => {
  it('knows WeChat by its user agent', () => {
    expect(inWeChat(IOS)).toBe(true);
    expect(inWeChat(ANDROID)).toBe(true);
    expect(inWeChat(CHROME)).toBe(false);
  });

  it('signs the address without its #…; shares it without WeChat’s parameters', () => {
    expect(signableUrl('https://a.cn/x?id=1#y')).toBe('https://a.cn/x?id=1');
    expect(shareLink('https://a.cn/x?id=1&from=timeline&isappinstalled=0#y')).toBe(
      'https://a.cn/x?id=1',
    );
  });

  it('the cover: the square JPEG of the page’s picture, absolute and https; else the logo’s', () => {
    const page = new URL('https://www.lantu-design.cn/customerCase/caseDetail?id=12');
    const logo = 'https://www.lantu-design.cn/_img/s300q80/favicon.svg.jpg';
    expect(shareCover('/uploads/cases/a.jpg', page)).toBe(
      'https://www.lantu-design.cn/_img/s300q80/uploads/cases/a.jpg.jpg',
    );
    // The site's own service draws vector art too, on white.
    expect(shareCover('/images/heroes/rule.svg', page)).toBe(
      'https://www.lantu-design.cn/_img/s300q80/images/heroes/rule.svg.jpg',
    );
    // A page without a picture: the logo's square.
    expect(shareCover(null, page)).toBe(logo);
    expect(shareCover('', page)).toBe(logo);
    // A picture from a host the site may not load: the logo.
    expect(shareCover('https://elsewhere.example.com/a.jpg', page)).toBe(logo);
    // A listed host's picture: the site's service fetches it.
    window.imageHosts = ['https://cms.example.com'];
    try {
      expect(shareCover('https://cms.example.com/cases/a.png', page)).toBe(
        'https://www.lantu-design.cn/_img/s300q80/~https/cms.example.com/cases/a.png.jpg',
      );
    } finally {
      delete window.imageHosts;
    }
    // http pages of a real host still get an https picture.
    expect(shareCover('/uploads/a.jpg', new URL('http://www.lantu-design.cn/'))).toBe(
      'https://www.lantu-design.cn/_img/s300q80/uploads/a.jpg.jpg',
    );
    expect(shareCover(null, new URL('http://www.lantu-design.cn/'))).toBe(logo);
  });

  it('with pictures on a CDN: the square under the CDN’s public path', () => {
    window.publicPath = 'https://cdn.lantu-design.cn/site/';
    try {
      const page = new URL('https://www.lantu-design.cn/contactUs');
      expect(shareCover('https://cdn.lantu-design.cn/site/images/heroes/contactUs.jpg', page)).toBe(
        'https://cdn.lantu-design.cn/site/_img/s300q80/images/heroes/contactUs.jpg.jpg',
      );
      expect(shareCover(null, page)).toBe(
        'https://cdn.lantu-design.cn/site/_img/s300q80/favicon.svg.jpg',
      );
    } finally {
      delete window.publicPath;
    }
  });

  it.each([
    [
      'aliyun-oss',
      'https://cms.example.com/cases/a.jpg?x-oss-process=image/resize,m_fill,w_300,h_300/quality,Q_80/format,jpg/interlace,1',
    ],
    [
      'tencent-ci',
      'https://cms.example.com/cases/a.jpg?imageMogr2/thumbnail/!300x300r/gravity/center/crop/300x300/format/jpg/quality/80/interlace/1',
    ],
    [
      'qiniu',
      'https://cms.example.com/cases/a.jpg?imageView2/1/w/300/h/300/format/jpg/interlace/1/q/80',
    ],
  ] as const)(
    'with %s: the bucket’s square JPEG of a picture on the bucket, else the logo’s square',
    (service, square) => {
      window.imageService = service;
      window.imageHosts = ['https://cms.example.com'];
      try {
        const page = new URL('https://www.lantu-design.cn/customerCase/caseDetail?id=12');
        const logo = 'https://www.lantu-design.cn/_img/s300q80/favicon.svg.jpg';
        expect(shareCover('https://cms.example.com/cases/a.jpg', page)).toBe(square);
        // The bucket cannot process vector art (a page whose only picture is an SVG), nor a
        // picture of the site's host: the logo's square, which the build writes for any service.
        expect(shareCover('https://cms.example.com/cases/a.svg', page)).toBe(logo);
        expect(shareCover('/images/heroes/rule.svg', page)).toBe(logo);
        expect(shareCover('/uploads/a.jpg', page)).toBe(logo);
        expect(shareCover(null, page)).toBe(logo);
      } finally {
        delete window.imageService;
        delete window.imageHosts;
      }
    },
  );

  it('with no picture service: the logo’s square', () => {
    window.imageService = 'none';
    try {
      const page = new URL('https://www.lantu-design.cn/customerCase/caseDetail?id=12');
      expect(shareCover('/uploads/cases/a.jpg', page)).toBe(
        'https://www.lantu-design.cn/_img/s300q80/favicon.svg.jpg',
      );
    } finally {
      delete window.imageService;
    }
  });

  it('the share data: the page’s own title, description, address and picture', () => {
    expect(shareDataOf(document, 'http://localhost/customerCase/caseDetail?id=12#x')).toEqual({
      title: '品牌官网 - 澜图',
      desc: '一个案例的描述',
      link: 'http://localhost/customerCase/caseDetail?id=12',
      imgUrl: 'http://localhost/_img/s300q80/uploads/cases/case-12-cover.jpg.jpg',
    });
  });

  it('the page’s picture: the one marked for the first paint, else the first; else the logo', () => {
    const page = new URL('http://localhost/news');
    document.body.innerHTML =
      '<main><img src="/uploads/news/a.jpg" alt=""><img fetchpriority="high" src="/images/heroes/news.jpg" alt=""></main>';
    expect(shareCoverOf(document, page)).toBe(
      'http://localhost/_img/s300q80/images/heroes/news.jpg.jpg',
    );
    // The first, past a picture's tiny blurred copy (its placeholder while it loads).
    document.body.innerHTML =
      '<main><img src="/_img/w16q40/uploads/news/a.jpg.webp" alt="" aria-hidden="true"><picture><img src="/uploads/news/a.jpg" alt=""></picture></main>';
    expect(shareCoverOf(document, page)).toBe(
      'http://localhost/_img/s300q80/uploads/news/a.jpg.jpg',
    );
    // Outside <main> (the header's logo, the footer) is not the page's picture.
    document.body.innerHTML =
      '<header><img src="/images/brand/logo.png" alt=""></header><main></main>';
    expect(shareCoverOf(document, page)).toBe('http://localhost/_img/s300q80/favicon.svg.jpg');
  });

  it('a failed signature is null: HTTP error, business failure, malformed answer, network', async () => {
    const answers = [
      () => answer('oops', 500),
      () => answer(JSON.stringify({ success: false, code: '400', message: 'x' })),
      () => answer(JSON.stringify({ success: true, data: { nonceStr: 1 } })),
      () => answer('not json'),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    for (const reply of answers) {
      expect(await requestSignature('/s', 'http://localhost/', mockFetch([], reply))).toBeNull();
    }
  });
});

describe('wechat: the flow with a fake wx', () => {
  it('outside WeChat: no SDK, no signature', async () => {
    const h = harness(CHROME);
    await startWeChat(CONFIG, h.deps.entryUrl, h.deps);
    expect(h.deps.loadSdk).not.toHaveBeenCalled();
    expect(h.signed).toEqual([]);
  });

  it('iOS: signs the entry address once, even after route changes; shares each page', async () => {
    const fake = fakeWx();
    const h = harness(IOS, fake);
    await startWeChat(CONFIG, h.deps.entryUrl, h.deps);
    await flush();
    expect(h.signed).toEqual([h.deps.entryUrl]);
    expect(fake.configs).toHaveLength(1);
    const [config] = fake.configs;
    expect(config).toMatchObject({ debug: false, appId: CONFIG.appId, jsApiList: JS_API_LIST });
    expect(config.signature).toBe(
      sha1(
        `jsapi_ticket=${MOCK_JSAPI_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${h.deps.entryUrl}`,
      ),
    );
    expect(fake.shares.at(-1)?.title).toBe('品牌官网 - 澜图');

    h.navigate('/rule', '规则 - 澜图', '使用条款与隐私政策');
    await flush();
    h.navigate('/contactUs', '联系我们 - 澜图', '16 个城市的办公室');
    await flush();
    expect(h.signed).toEqual([h.deps.entryUrl]);
    expect(fake.configs).toHaveLength(1);
    expect(fake.shares.map((s) => s.title)).toEqual([
      '品牌官网 - 澜图',
      '规则 - 澜图',
      '联系我们 - 澜图',
    ]);
    expect(fake.shares.at(-1)).toEqual({
      title: '联系我们 - 澜图',
      desc: '16 个城市的办公室',
      link: 'http://localhost/contactUs',
      imgUrl: 'http://localhost/_img/s300q80/favicon.svg.jpg',
    });
    expect(fake.timeline.at(-1)).toEqual({
      title: '联系我们 - 澜图',
      link: 'http://localhost/contactUs',
      imgUrl: 'http://localhost/_img/s300q80/favicon.svg.jpg',
    });
  });

  it('Android: signs the current address, again after each route change', async () => {
    const fake = fakeWx();
    const h = harness(ANDROID, fake);
    await startWeChat(CONFIG, h.deps.entryUrl, h.deps);
    await flush();
    const current = 'http://localhost/customerCase/caseDetail?id=12&from=singlemessage';
    expect(h.signed).toEqual([current]);
    h.navigate('/rule?x=1#cookies', '规则 - 澜图', '使用条款与隐私政策');
    await flush();
    expect(h.signed).toEqual([current, 'http://localhost/rule?x=1']);
    expect(fake.configs).toHaveLength(2);
    expect(fake.configs[1].signature).toBe(
      sha1(
        `jsapi_ticket=${MOCK_JSAPI_TICKET}&noncestr=${fake.configs[1].nonceStr}&timestamp=${fake.configs[1].timestamp}&url=http://localhost/rule?x=1`,
      ),
    );
    expect(fake.shares.at(-1)).toMatchObject({
      title: '规则 - 澜图',
      link: 'http://localhost/rule?x=1',
    });
  });

  it('the page’s data arriving later updates the card; the same card is not set twice', async () => {
    const fake = fakeWx();
    const h = harness(IOS, fake);
    await startWeChat(CONFIG, h.deps.entryUrl, h.deps);
    await flush();
    h.pageChanged();
    expect(fake.shares).toHaveLength(1);
    setPage('另一个案例 - 澜图', '新的描述', '/uploads/cases/case-13-cover.jpg');
    h.pageChanged();
    expect(fake.shares.at(-1)?.imgUrl).toBe(
      'http://localhost/_img/s300q80/uploads/cases/case-13-cover.jpg.jpg',
    );
  });

  it('wx.error, a failing signature service, an SDK that does not load: nothing set, nothing thrown', async () => {
    const errorWx = fakeWx('error');
    const h1 = harness(IOS, errorWx);
    await startWeChat(CONFIG, h1.deps.entryUrl, h1.deps);
    await flush();
    expect(errorWx.configs).toHaveLength(1);
    expect(errorWx.shares).toEqual([]);

    const failing = fakeWx();
    const h2 = harness(
      ANDROID,
      failing,
      mockFetch([], () => answer('', 502)),
    );
    await startWeChat(CONFIG, h2.deps.entryUrl, h2.deps);
    await flush();
    expect(failing.configs).toEqual([]);
    expect(failing.shares).toEqual([]);

    const h3 = harness(ANDROID);
    h3.deps.loadSdk = jest.fn(async () => null);
    await expect(startWeChat(CONFIG, h3.deps.entryUrl, h3.deps)).resolves.toBeUndefined();
    expect(h3.signed).toEqual([]);
  });
});
