/**
 * The WeChat signature service (the `signatureUrl` of `window.wechat`, README "WeChat and
 * Tongji"): `POST /api/wechat/signature` with JSON `{ url }` answers the envelope with
 * `{ appId, timestamp, nonceStr, signature }`, signed as WeChat's JS-SDK documentation says: SHA-1
 * of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. A real backend gets the ticket from WeChat
 * (cached two hours); the mock signs with a fixed test ticket, so a test can recompute the
 * signature. WeChat itself would refuse it: the mock is for the site's own tests.
 */
import { createHash, randomBytes } from 'crypto';
import { api } from './_lib/api';
import type { Payload } from './_lib/envelope';
import { fail, ok } from './_lib/envelope';

/** The fixed jsapi_ticket of the mock (README). */
export const MOCK_JSAPI_TICKET = 'lantu-mock-jsapi-ticket-0001';
/** The AppID the mock answers with (the mock stands for this account's backend). */
export const MOCK_APP_ID = 'wx6c616e7475303031';

/** WeChat's JS-SDK signature: keys in this order, the URL as given (without its `#…`). */
export function jsapiSignature(
  ticket: string,
  nonceStr: string,
  timestamp: number,
  url: string,
): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

const MAX_URL = 2048;

export function signPage(payload: Payload, now = Date.now()) {
  const url = typeof payload.url === 'string' ? payload.url.trim() : '';
  let parsed: URL | null = null;
  try {
    parsed = url.length <= MAX_URL ? new URL(url) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || url.includes('#')) {
    return fail('请提供要签名的页面地址（http 或 https，不含 # 之后的部分）');
  }
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(now / 1000);
  return ok({
    appId: MOCK_APP_ID,
    timestamp,
    nonceStr,
    signature: jsapiSignature(MOCK_JSAPI_TICKET, nonceStr, timestamp, url),
  });
}

export default {
  'POST /api/wechat/signature': api((payload) => signPage(payload)),
};
