/**
 * MOCK_DELAY and MOCK_FAIL apply to every mock endpoint: each handler of every mock file is run
 * with the switches on, through the same express-style call umi's mock server makes.
 */
import fs from 'fs';
import path from 'path';

type Handler = (req: { query: object; body: object }, res: FakeRes) => Promise<void> | void;

interface FakeRes {
  statusCode: number;
  body: unknown;
  status: (c: number) => FakeRes;
  json: (b: unknown) => void;
  end: () => void;
}

const MOCK_DIR = path.resolve(__dirname, '../../../mock');
const mockFiles = fs.readdirSync(MOCK_DIR).filter((f) => f.endsWith('.ts'));

function endpoints(): [string, Handler][] {
  return mockFiles.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const mod = require(path.join(MOCK_DIR, file)).default as Record<string, Handler>;
    return Object.entries(mod).map(([key, h]) => [`${file} ${key}`, h] as [string, Handler]);
  });
}

function call(handler: Handler, settle = 50): Promise<FakeRes | null> {
  const res: FakeRes = {
    statusCode: 200,
    body: undefined,
    status(c) {
      this.statusCode = c;
      return this;
    },
    json(b) {
      this.body = b;
    },
    end() {},
  };
  return Promise.race([
    Promise.resolve(handler({ query: {}, body: {} }, res)).then(() => res),
    new Promise<null>((resolve) => {
      setTimeout(() => resolve(null), settle);
    }),
  ]);
}

const ENV = { ...process.env };
afterEach(() => {
  process.env = { ...ENV };
});

describe('mock switches on every endpoint', () => {
  const all = endpoints();

  it('covers every mock file and every endpoint of SPEC.md §7', () => {
    const keys = all.map(([k]) => k.split(' ').slice(1).join(' '));
    [
      'GET /api/caseType/serviceTypeList',
      'POST /api/case/list',
      'POST /api/case/caseDetails',
      'POST /api/case/selectList',
      'POST /api/depCase/hDepCaseList',
      'POST /api/depCase/hDepVideo',
      'POST /api/consult/addConsult',
      'POST /api/index/caseTypeCaseList',
      'POST /api/index/bannerWebList',
      'POST /api/index/newsWebList',
      'POST /api/index/newsWebPageList',
      'GET /api/index/info',
      'POST /api/login/account',
      'GET /api/currentUser',
      'POST /account/multipartFile',
    ].forEach((k) => expect(keys).toContain(k));
  });

  it.each(all)('%s answers HTTP 500 under MOCK_FAIL=1:http500', async (_, handler) => {
    process.env.MOCK_FAIL = '1:http500';
    const res = await call(handler);
    expect(res?.statusCode).toBe(500);
    expect(res?.body).toMatchObject({ success: false });
  });

  it.each(all)(
    '%s answers success:false under MOCK_FAIL=1 and code 504 under 1:504',
    async (_, handler) => {
      process.env.MOCK_FAIL = '1';
      expect((await call(handler))?.body).toMatchObject({ success: false, code: '400' });
      process.env.MOCK_FAIL = '1:504';
      expect((await call(handler))?.body).toMatchObject({ success: false, code: '504' });
      process.env.MOCK_FAIL = '1:505';
      expect((await call(handler))?.body).toMatchObject({ success: false, code: '505' });
    },
  );

  it.each(all)('%s never answers under MOCK_FAIL=1:hang', async (_, handler) => {
    process.env.MOCK_FAIL = '1:hang';
    const res = await call(handler, 30);
    expect(res === null || res.body === undefined).toBe(true);
  });

  it('MOCK_DELAY holds every answer back', async () => {
    process.env.MOCK_DELAY = '120';
    const [, handler] = all[0];
    const started = Date.now();
    const res = await call(handler, 1000);
    expect(res).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
