/**
 * POST /api/wechat/signature: WeChat's JS-SDK signature over the mock's fixed test ticket, so a
 * test (and tests/e2e/wechat.spec.ts) can recompute it.
 */
import { createHash } from 'crypto';
import wechatRoutes, {
  MOCK_APP_ID,
  MOCK_JSAPI_TICKET,
  jsapiSignature,
  signPage,
} from '../../../mock/wechat';

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

describe('mock: WeChat signature', () => {
  it('is WeChat’s algorithm: the example of its documentation', () => {
    // The JS-SDK documentation's worked example (附录1-JS-SDK使用权限签名算法).
    expect(
      jsapiSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs a page with the fixed test ticket: SHA-1 recomputed from the answer', () => {
    const url = 'https://www.lantu-design.cn/customerCase/caseDetail?id=12';
    const now = Date.UTC(2026, 10, 29, 2, 0, 0);
    const res = signPage({ url }, now);
    expect(res).toMatchObject({ success: true, code: '200' });
    const data = res.data as {
      appId: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
    };
    expect(data.appId).toBe(MOCK_APP_ID);
    expect(data.timestamp).toBe(Math.floor(now / 1000));
    expect(data.nonceStr).toMatch(/^[0-9a-f]{16}$/);
    expect(data.signature).toBe(
      sha1(
        `jsapi_ticket=${MOCK_JSAPI_TICKET}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${url}`,
      ),
    );
    // A new nonce every time.
    expect((signPage({ url }, now).data as { nonceStr: string }).nonceStr).not.toBe(data.nonceStr);
  });

  it.each([
    [{}],
    [{ url: '' }],
    [{ url: 'not an address' }],
    [{ url: 'javascript:alert(1)' }],
    [{ url: 'https://www.lantu-design.cn/rule#cookies' }],
    [{ url: `https://www.lantu-design.cn/${'a'.repeat(3000)}` }],
    [{ url: ['https://www.lantu-design.cn/'] }],
  ])('refuses %j with the envelope’s failure', (payload) => {
    expect(signPage(payload as Record<string, unknown>)).toMatchObject({ success: false });
  });

  it('is served at POST /api/wechat/signature', () => {
    expect(Object.keys(wechatRoutes)).toEqual(['POST /api/wechat/signature']);
  });
});
