/**
 * config/csp.ts: WeChat's SDK host and Baidu Tongji's hosts enter the policy only when the
 * build's (or nginx:headers') environment configures them, and exactly those.
 */
import { CSP, cspDirectives, cspOf } from '../../../config/csp';

const WECHAT = {
  WECHAT_APP_ID: 'wx6c616e7475303031',
  WECHAT_SIGNATURE_URL: '/api/wechat/signature',
};
const TONGJI = { BAIDU_TONGJI: '0123456789abcdef0123456789abcdef' };

const hostsOf = (directives: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(directives).map(([k, v]) => [k, v.filter((s) => /^https?:/.test(s))]),
  );

describe('CSP and the China services', () => {
  it('unconfigured: no third-party host at all (the committed policy)', () => {
    const none = cspDirectives({});
    Object.values(hostsOf(none)).forEach((hosts) => expect(hosts).toEqual([]));
    expect(cspOf({})).toBe(CSP);
    expect(CSP).not.toMatch(/wx\.qq\.com|baidu\.com/);
  });

  it('WeChat: the SDK’s host for scripts; a same-origin signature service adds nothing else', () => {
    const hosts = hostsOf(cspDirectives(WECHAT));
    expect(hosts['script-src']).toEqual(['https://res.wx.qq.com']);
    expect(hosts['connect-src']).toEqual([]);
    expect(hosts['img-src']).toEqual([]);
  });

  it('WeChat with a signature service elsewhere: its origin for connect-src', () => {
    const hosts = hostsOf(
      cspDirectives({ ...WECHAT, WECHAT_SIGNATURE_URL: 'https://sign.example.com/wx/sign?x=1' }),
    );
    expect(hosts['connect-src']).toEqual(['https://sign.example.com']);
    expect(hosts['script-src']).toEqual(['https://res.wx.qq.com']);
  });

  it('WeChat half configured (no AppID, or no signature service) is off', () => {
    expect(cspOf({ WECHAT_APP_ID: WECHAT.WECHAT_APP_ID })).toBe(CSP);
    expect(cspOf({ WECHAT_SIGNATURE_URL: 'https://sign.example.com/s' })).toBe(CSP);
  });

  it('Tongji: hm.baidu.com for script, img and connect, hmcdn for its scripts', () => {
    const hosts = hostsOf(cspDirectives(TONGJI));
    expect(hosts['script-src']).toEqual(['https://hm.baidu.com', 'https://hmcdn.baidu.com']);
    expect(hosts['img-src']).toEqual(['https://hm.baidu.com']);
    expect(hosts['connect-src']).toEqual(['https://hm.baidu.com']);
    expect(hosts['media-src']).toEqual([]);
  });

  it('a mistyped Tongji id is off', () => {
    expect(cspOf({ BAIDU_TONGJI: 'abc' })).toBe(CSP);
  });

  it('both, with picture hosts: each directive lists each source once', () => {
    const directives = cspDirectives({
      ...WECHAT,
      ...TONGJI,
      IMAGE_HOSTS: 'https://cms.example.com',
    });
    Object.values(directives).forEach((v) => expect(new Set(v).size).toBe(v.length));
    expect(directives['script-src'].slice(-3)).toEqual([
      'https://res.wx.qq.com',
      'https://hm.baidu.com',
      'https://hmcdn.baidu.com',
    ]);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cms.example.com',
      'https://hm.baidu.com',
    ]);
    // Nothing else loosens: no wildcard, no unsafe-eval, the rest as unconfigured.
    expect(cspOf({ ...WECHAT, ...TONGJI })).not.toMatch(/\*|unsafe-eval/);
    ['object-src', 'base-uri', 'form-action', 'frame-ancestors', 'default-src'].forEach((d) =>
      expect(directives[d]).toEqual(cspDirectives({})[d]),
    );
  });
});
