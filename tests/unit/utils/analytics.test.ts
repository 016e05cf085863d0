/**
 * src/utils/analytics.ts: one module for every analytics call, one adapter per service. A
 * recording adapter sees what any service would; Tongji's adapter writes Baidu's `_hmt` calls.
 */
import {
  adaptersFor,
  analyticsOn,
  consultAnswered,
  consultOpened,
  consultSubmitted,
  eventParts,
  resetAnalytics,
  routeChanged,
  sourceOfPath,
  startAnalytics,
  tongjiAdapter,
  track,
} from '@/utils/analytics';
import type { AnalyticsAdapter, AnalyticsEvent } from '@/utils/analytics';

const SITE_ID = '0123456789abcdef0123456789abcdef';

function recorder() {
  const calls: unknown[][] = [];
  const adapter: AnalyticsAdapter = {
    load: () => calls.push(['load']),
    pageview: (path) => calls.push(['pageview', path]),
    event: (event: AnalyticsEvent) => calls.push(['event', ...eventParts(event)]),
  };
  return { calls, adapter };
}

const hmScripts = () => document.querySelectorAll('script[src^="https://hm.baidu.com/"]');

afterEach(() => {
  resetAnalytics();
  delete window.baiduTongji;
  delete window._hmt;
  hmScripts().forEach((s) => s.remove());
  window.history.replaceState(null, '', '/');
});

describe('analytics: configuration', () => {
  it('unconfigured: no adapter, nothing loads, calls do nothing', () => {
    expect(analyticsOn()).toBe(false);
    startAnalytics();
    track({ name: 'phoneTap', value: '400-826-2005' });
    routeChanged({ pathname: '/rule' }, { isFirst: true });
    routeChanged({ pathname: '/contactUs' }, { action: 'PUSH' });
    expect(hmScripts()).toHaveLength(0);
    expect(window._hmt).toBeUndefined();
  });

  it('a mistyped site id is off', () => {
    window.baiduTongji = 'not-an-id';
    expect(analyticsOn()).toBe(false);
  });

  it('window.baiduTongji: Tongji’s adapter, its script added once, after startAnalytics only', () => {
    window.baiduTongji = SITE_ID;
    expect(analyticsOn()).toBe(true);
    expect(hmScripts()).toHaveLength(0);
    startAnalytics();
    startAnalytics();
    expect(hmScripts()).toHaveLength(1);
    expect(hmScripts()[0].getAttribute('src')).toBe(`https://hm.baidu.com/hm.js?${SITE_ID}`);
    expect((hmScripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('another service is one more adapter', () => {
    expect(adaptersFor({ tongji: '' })).toEqual([]);
    expect(adaptersFor({ tongji: SITE_ID })).toHaveLength(1);
  });
});

describe('analytics: page views', () => {
  it('one per client-side route change, none for the first load, replaces and repeats', () => {
    const { calls, adapter } = recorder();
    resetAnalytics([adapter]);
    routeChanged({ pathname: '/', search: '' }, { isFirst: true });
    startAnalytics();
    routeChanged({ pathname: '/customerCase', search: '' }, { action: 'PUSH' });
    routeChanged({ pathname: '/customerCase', search: '?industry=3' }, { action: 'REPLACE' });
    routeChanged({ pathname: '/customerCase/caseDetail', search: '?id=12' }, { action: 'PUSH' });
    routeChanged({ pathname: '/customerCase/caseDetail', search: '?id=12' }, { action: 'PUSH' });
    routeChanged({ pathname: '/customerCase', search: '?industry=3' }, { action: 'POP' });
    expect(calls.filter((c) => c[0] === 'pageview')).toEqual([
      ['pageview', '/customerCase'],
      ['pageview', '/customerCase/caseDetail?id=12'],
      ['pageview', '/customerCase?industry=3'],
    ]);
  });

  it('a route change before the script was added is the script’s own count', () => {
    const { calls, adapter } = recorder();
    resetAnalytics([adapter]);
    routeChanged({ pathname: '/' }, { isFirst: true });
    routeChanged({ pathname: '/rule' }, { action: 'PUSH' });
    startAnalytics();
    routeChanged({ pathname: '/contactUs' }, { action: 'PUSH' });
    expect(calls.filter((c) => c[0] === 'pageview')).toEqual([['pageview', '/contactUs']]);
  });

  it('under a router base, the route path', () => {
    window.routerBase = '/lantu/';
    try {
      const { calls, adapter } = recorder();
      resetAnalytics([adapter]);
      routeChanged({ pathname: '/lantu/' }, { isFirst: true });
      startAnalytics();
      routeChanged({ pathname: '/lantu/rule' }, { action: 'PUSH' });
      expect(calls).toContainEqual(['pageview', '/rule']);
    } finally {
      delete window.routerBase;
    }
  });

  it('Tongji: `_trackPageview` and `_trackEvent` in `_hmt`', () => {
    const tongji = tongjiAdapter(SITE_ID);
    tongji.pageview('/rule');
    tongji.event({ name: 'consultOpen', source: 'case' });
    expect(window._hmt).toEqual([
      ['_trackPageview', '/rule'],
      ['_trackEvent', '咨询', '打开', '案例详情页'],
    ]);
  });
});

describe('analytics: the consultation funnel and contact taps', () => {
  it('opened from a case page, submitted, succeeded: in order, each with its source', () => {
    const { calls, adapter } = recorder();
    resetAnalytics([adapter]);
    window.history.replaceState(null, '', '/customerCase/caseDetail?id=12');
    consultOpened();
    consultSubmitted('popup');
    consultAnswered('popup', false);
    consultSubmitted('popup');
    consultAnswered('popup', true);
    expect(calls).toEqual([
      ['event', '咨询', '打开', '案例详情页'],
      ['event', '咨询', '提交', '案例详情页'],
      ['event', '咨询', '失败', '案例详情页'],
      ['event', '咨询', '提交', '案例详情页'],
      ['event', '咨询', '成功', '案例详情页'],
    ]);
  });

  it('the floating button names itself; an inline form its page', () => {
    const { calls, adapter } = recorder();
    resetAnalytics([adapter]);
    window.history.replaceState(null, '', '/serviceContent/digitalMarketing');
    consultOpened('floating');
    consultSubmitted('popup');
    window.history.replaceState(null, '', '/contactUs');
    consultSubmitted('inline');
    expect(calls).toEqual([
      ['event', '咨询', '打开', '悬浮按钮'],
      ['event', '咨询', '提交', '悬浮按钮'],
      ['event', '咨询', '提交', '联系我们页'],
    ]);
  });

  it.each([
    ['/', 'home'],
    ['/customerCase', 'caseList'],
    ['/customerCase/3', 'caseList'],
    ['/customerCase/caseDetail', 'case'],
    ['/serviceContent', 'service'],
    ['/serviceContent/creativeDesign', 'service'],
    ['/aboutLantu/2', 'about'],
    ['/newsLantu', 'news'],
    ['/contactUs', 'contact'],
    ['/websiteMap', 'siteMap'],
    ['/rule', 'other'],
  ])('the page %s is the source %s', (path, source) => {
    expect(sourceOfPath(path)).toBe(source);
  });

  it('a tap on any tel: or mailto: link, once started (one delegated listener)', () => {
    const { calls, adapter } = recorder();
    resetAnalytics([adapter]);
    document.body.innerHTML =
      '<a href="tel:400-826-2005"><span>400-826-2005</span></a>' +
      '<a href="mailto:business@lantu-design.cn?subject=%E5%92%A8%E8%AF%A2">mail</a>' +
      '<a href="/rule">rule</a>';
    const [tel, mail, plain] = Array.from(document.querySelectorAll('a'));
    // Links go nowhere in jsdom; the listener only reads them.
    document.addEventListener('click', (e) => e.preventDefault());
    tel.querySelector('span')!.click();
    expect(calls).toEqual([]);
    startAnalytics();
    tel.querySelector('span')!.click();
    mail.click();
    plain.click();
    expect(calls).toEqual([
      ['load'],
      ['event', '联系', '电话', '400-826-2005'],
      ['event', '联系', '邮件', 'business@lantu-design.cn'],
    ]);
    document.body.innerHTML = '';
  });

  it('an adapter that throws never reaches the page', () => {
    const broken: AnalyticsAdapter = {
      load: () => {
        throw new Error('blocked');
      },
      pageview: () => {
        throw new Error('blocked');
      },
      event: () => {
        throw new Error('blocked');
      },
    };
    resetAnalytics([broken]);
    expect(() => {
      startAnalytics();
      consultOpened();
      routeChanged({ pathname: '/' }, { isFirst: true });
      routeChanged({ pathname: '/rule' }, { action: 'PUSH' });
    }).not.toThrow();
  });
});
