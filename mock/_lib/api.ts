/**
 * `api(handler)` turns a pure handler `(payload) => envelope` into an express-style mock handler
 * for umi's mock server (dev and preview alike). It merges query and body, applies the
 * MOCK_DELAY / MOCK_FAIL switches (./switches.ts; a mistyped switch is a 500 naming it) and
 * answers JSON, with the HTTP status the handler gave its envelope (`withStatus`, default 200).
 * The body arrives parsed and checked by the server's guard (server/preview/guard.ts).
 */
import type { ResponseEnvelope } from '../../src/types/api';
import type { Payload } from './envelope';
import { fail, httpStatusOf } from './envelope';
import type { MockSwitches } from './switches';
import { decideFailure, pickDelay, readSwitches } from './switches';

export type PureHandler = (
  payload: Payload,
) => ResponseEnvelope<unknown> | Promise<ResponseEnvelope<unknown>>;

interface MockRequest {
  query?: Record<string, unknown>;
  body?: unknown;
}

interface MockResponse {
  status: (code: number) => MockResponse;
  json: (body: unknown) => void;
  end: () => void;
  headersSent?: boolean;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function payloadOf(req: MockRequest): Payload {
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body)
      ? (req.body as Payload)
      : {};
  return { ...(req.query ?? {}), ...body };
}

export function api(handler: PureHandler) {
  return async (req: MockRequest, res: MockResponse) => {
    let switches: MockSwitches;
    try {
      switches = readSwitches(process.env);
    } catch (error) {
      // A mistyped switch answers every call with its message; thrown, it would end the server.
      const message = error instanceof Error ? error.message : String(error);
      // eslint-disable-next-line no-console
      console.error(`[mock] ${message}`);
      res.status(500).json(fail(message, '500'));
      return;
    }
    const delay = pickDelay(switches.delay);
    if (delay > 0) await sleep(delay);
    const failure = decideFailure(switches.fail);
    if (failure === 'hang') return; // never answers: the client's own timeout (if any) decides
    if (failure === 'http500') {
      res.status(500).json(fail('模拟的服务器错误（MOCK_FAIL）', '500'));
      return;
    }
    if (failure === 'business') {
      res.json(fail('模拟的业务失败：服务暂时不可用，请稍后再试（MOCK_FAIL）', '400'));
      return;
    }
    if (failure === '504' || failure === '505') {
      res.json(fail(failure === '504' ? '登录状态已失效，请重新登录' : '请先登录', failure));
      return;
    }
    try {
      const envelope = await handler(payloadOf(req));
      res.status(httpStatusOf(envelope)).json(envelope);
    } catch (error) {
      // A handler must never take the mock server down; answer the envelope instead.
      // eslint-disable-next-line no-console
      console.error('[mock] handler failed:', error);
      res.status(500).json(fail('模拟接口内部错误', '500'));
    }
  };
}
