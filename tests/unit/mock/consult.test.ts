/** POST /api/consult/addConsult: the shared rules, the JSON-lines log and de-duplication. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import consultRoutes, {
  CONSULT_CONFLICT_MESSAGE,
  CONSULT_SUCCESS_MESSAGE,
  DEFAULT_CONSULT_LOG,
  addConsult,
  consultLogPath,
  jsonLine,
  resetConsultLog,
} from '../../../mock/consult';
import { httpStatusOf } from '../../../mock/_lib/envelope';
import { offices } from '@/content/offices';
import { services } from '@/content/taxonomy';

/** City and demand type are choices from src/content (the offices, the taxonomy). */
const valid = {
  name: '林晓',
  phone: '13812345678',
  company: '云栖茶事',
  email: 'lin@example.com',
  city: offices[0].name,
  demandType: services[0].name,
  description: '官网改版',
  agree: true,
};

let dir: string;
let logFile: string;
const savedEnv = process.env.CONSULT_LOG;
const LIMIT_VARS = ['CONSULT_MAX_PER_MINUTE', 'CONSULT_MAX_ENTRIES'];

const lines = (): Record<string, unknown>[] =>
  fs.existsSync(logFile)
    ? fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-'));
  logFile = path.join(dir, 'nested', 'dir', 'log.jsonl');
  process.env.CONSULT_LOG = logFile;
  resetConsultLog();
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  LIMIT_VARS.forEach((name) => delete process.env[name]);
});

afterAll(() => {
  if (savedEnv === undefined) delete process.env.CONSULT_LOG;
  else process.env.CONSULT_LOG = savedEnv;
});

describe('valid input', () => {
  it('answers ok({ id }) with the thank-you message and appends one line, creating the directory', () => {
    const res = addConsult({ ...valid, requestId: 'req-00000001' });
    expect(res).toEqual({
      success: true,
      code: '200',
      message: CONSULT_SUCCESS_MESSAGE,
      data: { id: 1 },
    });
    expect(res.message).toBe('提交成功，我们会尽快与您联系');
    const [entry] = lines();
    expect(lines()).toHaveLength(1);
    expect(entry).toEqual({
      ...valid,
      id: 1,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      requestId: 'req-00000001',
    });
  });

  it('stores cleaned values: trimmed, zero-width removed, phone digits only, empty optionals left out', () => {
    addConsult({
      name: ' 林\u200B晓 ',
      phone: '138 1234 5678',
      company: ' 云栖茶事 ',
      email: '',
      description: '   ',
      agree: true,
      role: 'admin',
    });
    expect(lines()[0]).toEqual({
      id: 1,
      receivedAt: expect.any(String),
      name: '林晓',
      phone: '13812345678',
      company: '云栖茶事',
      agree: true,
    });
  });

  it('keeps markup in the description as plain JSON text', () => {
    const description = '<script>alert("x")</script> 需要官网\n第二行';
    expect(addConsult({ ...valid, description }).success).toBe(true);
    expect(lines()[0].description).toBe(description);
  });

  it('numbers ids after what the file already holds', () => {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.writeFileSync(
      logFile,
      `${JSON.stringify({ id: 41, requestId: 'old-request' })}\nnot json\n`,
    );
    expect(addConsult(valid).data).toEqual({ id: 42 });
    expect(addConsult(valid).data).toEqual({ id: 43 });
  });
});

describe('duplicate requestId', () => {
  it('is answered with the original id and written once', () => {
    const first = addConsult({ ...valid, requestId: 'dup-12345678' });
    const again = addConsult({ ...valid, requestId: 'dup-12345678' });
    expect(again).toEqual(first);
    expect(lines()).toHaveLength(1);
    expect(addConsult({ ...valid, requestId: 'other-12345678' }).data).toEqual({ id: 2 });
    expect(lines()).toHaveLength(2);
  });

  it('is recognised from the file after a restart of the mock server', () => {
    addConsult({ ...valid, requestId: 'dup-12345678' });
    resetConsultLog(); // a new process: only the file remembers
    expect(addConsult({ ...valid, requestId: 'dup-12345678' }).data).toEqual({ id: 1 });
    expect(lines()).toHaveLength(1);
  });

  it('a request without requestId is always stored', () => {
    addConsult(valid);
    addConsult(valid);
    expect(lines()).toHaveLength(2);
  });
});

describe('a requestId reused with different content', () => {
  it('is refused with 409 and a message, and the first request stays as it was', () => {
    addConsult({ ...valid, requestId: 'same-12345678' });
    const res = addConsult({ ...valid, description: '改了内容', requestId: 'same-12345678' });
    expect(res).toEqual({ success: false, code: '409', message: CONSULT_CONFLICT_MESSAGE });
    expect(httpStatusOf(res)).toBe(409);
    expect(lines()).toHaveLength(1);
    expect(lines()[0].description).toBe(valid.description);
  });

  it('is recognised from the file after a restart too', () => {
    addConsult({ ...valid, requestId: 'same-12345678' });
    resetConsultLog();
    expect(addConsult({ ...valid, company: '另一家', requestId: 'same-12345678' }).code).toBe(
      '409',
    );
  });

  it('the same content under the same id is still a retry (cleaning makes no difference)', () => {
    addConsult({ ...valid, requestId: 'same-12345678' });
    const again = addConsult({
      ...valid,
      company: ` ${valid.company} `,
      requestId: 'same-12345678',
    });
    expect(again).toMatchObject({ success: true, data: { id: 1 } });
    expect(httpStatusOf(again)).toBe(200);
  });
});

describe('the log cannot grow without bound', () => {
  it('takes at most CONSULT_MAX_PER_MINUTE new requests a minute (429), then more again', () => {
    process.env.CONSULT_MAX_PER_MINUTE = '3';
    const t0 = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 3; i += 1) {
      expect(addConsult({ ...valid, requestId: `rate-0000000${i}` }, t0 + i).success).toBe(true);
    }
    const refused = addConsult({ ...valid, requestId: 'rate-00000009' }, t0 + 10);
    expect(refused).toMatchObject({ success: false, code: '429' });
    expect(refused.message).toContain('每分钟最多 3 条');
    expect(httpStatusOf(refused)).toBe(429);
    // A retry of a stored request is not a new request: still answered.
    expect(addConsult({ ...valid, requestId: 'rate-00000000' }, t0 + 20).success).toBe(true);
    expect(addConsult({ ...valid, requestId: 'rate-00000009' }, t0 + 60001).success).toBe(true);
    expect(lines()).toHaveLength(4);
  });

  it('holds at most CONSULT_MAX_ENTRIES lines (429 with what to do), counting what the file had', () => {
    process.env.CONSULT_MAX_ENTRIES = '3';
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.writeFileSync(logFile, `${JSON.stringify({ id: 1, requestId: 'old-00000001' })}\n`);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(addConsult(valid).success).toBe(true);
    expect(addConsult(valid).success).toBe(true);
    const full = addConsult(valid);
    expect(full).toMatchObject({ success: false, code: '429' });
    expect(full.message).toContain('咨询记录已满（3 条）');
    expect(httpStatusOf(full)).toBe(429);
    expect(warn).toHaveBeenCalled();
    expect(lines()).toHaveLength(3);
    // Staff empty the file: it takes requests again.
    fs.rmSync(logFile);
    expect(addConsult(valid).success).toBe(true);
    warn.mockRestore();
  });

  it('the requestId index keeps no more ids than the file may hold', () => {
    process.env.CONSULT_MAX_ENTRIES = '2';
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    // A hand-filled file far over the cap: only the newest ids are remembered.
    const old = Array.from({ length: 50 }, (_, i) =>
      JSON.stringify({ ...valid, id: i + 1, requestId: `bulk-${String(i).padStart(8, '0')}` }),
    );
    fs.writeFileSync(logFile, `${old.join('\n')}\n`);
    const edited = { ...valid, description: '不同的内容' };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // The newest id is known (a conflict); the oldest is forgotten (then the file is full).
    expect(addConsult({ ...edited, requestId: 'bulk-00000049' }).code).toBe('409');
    expect(addConsult({ ...edited, requestId: 'bulk-00000000' }).message).toContain('已满');
    warn.mockRestore();
  });
});

describe('the log file', () => {
  it('writes U+2028/U+2029, bidi and other invisible characters as \\u escapes', () => {
    const entry = { company: '甲\u2028乙\u2029丙\u202E丁\u200F戊\u{E0061}', note: 'a\u0085b' };
    const line = jsonLine(entry);
    expect(line).not.toMatch(/[\u2028\u2029\u202E\u200F\u0085]/);
    expect(line).not.toMatch(/[\u{E0000}-\u{E007F}]/u);
    expect(line).toContain('\\u2028');
    expect(line).toContain('\\u202e');
    expect(line).toContain('\\udb40\\udc61');
    expect(JSON.parse(line)).toEqual(entry);
  });
});

describe('hostile input: answered success false, naming the field, nothing written', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty', {}, '请输入姓名'],
    ['blank name', { ...valid, name: '   ' }, '请输入姓名'],
    ['too long name', { ...valid, name: '张'.repeat(21) }, '姓名不能超过 20 个字'],
    [
      '10 000 characters',
      { ...valid, description: 'x'.repeat(10000) },
      '需求描述不能超过 500 个字',
    ],
    ['too long company', { ...valid, company: '司'.repeat(51) }, '公司名称不能超过 50 个字'],
    ['bad phone', { ...valid, phone: '12345' }, '请输入正确的 11 位手机号'],
    ['missing phone', { ...valid, phone: undefined }, '请输入手机号'],
    ['markup in name', { ...valid, name: '<b>林晓</b>' }, '姓名请使用'],
    ['long markup in name', { ...valid, name: '<img src=x onerror=alert(1)>' }, '姓名不能超过'],
    ['markup in company', { ...valid, company: '<b>公司</b>' }, '公司名称不能包含'],
    ['bad email', { ...valid, email: 'not-an-email' }, '请输入正确的邮箱地址'],
    ['unknown city', { ...valid, city: '纽约' }, '所在城市请从列表中选择'],
    ['unknown demand type', { ...valid, demandType: 'x' }, '需求类型请从列表中选择'],
    ['phone as a number', { ...valid, phone: 13812345678 }, '手机号格式不正确'],
    ['name as a number', { ...valid, name: 42 }, '姓名格式不正确'],
    ['company as an array', { ...valid, company: ['a'] }, '公司名称格式不正确'],
    ['email as an object', { ...valid, email: { $ne: '' } }, '邮箱格式不正确'],
    ['description as a boolean', { ...valid, description: true }, '需求描述格式不正确'],
    ['consent as a string', { ...valid, agree: 'true' }, '《规则与隐私》'],
    ['no consent', { ...valid, agree: false }, '《规则与隐私》'],
    ['requestId as a number', { ...valid, requestId: 12345678 }, '请求编号格式不正确'],
    [
      'line separator in the company',
      { ...valid, company: '云栖\u2028茶事' },
      '公司名称不能包含看不见',
    ],
    [
      'bidi override in the description',
      { ...valid, description: '\u202Etxt.exe' },
      '需求描述不能包含看不见',
    ],
    ['paragraph separator in the name', { ...valid, name: '林\u2029晓' }, '姓名不能包含看不见'],
  ];
  it.each(cases)('%s', (_, payload, message) => {
    const res = addConsult(payload);
    expect(res.success).toBe(false);
    expect(res.code).toBe('400');
    expect(res.message).toContain(message);
    expect(res.data).toBeUndefined();
    expect(fs.existsSync(logFile)).toBe(false);
  });
});

describe('storage', () => {
  it('does not acknowledge what it could not store', () => {
    fs.mkdirSync(logFile, { recursive: true }); // a directory where the file should be
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = addConsult({ ...valid, requestId: 'req-00000009' });
    expect(res.success).toBe(false);
    expect(res.code).toBe('500');
    expect(res.message).toContain('请稍后重试');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('does not acknowledge a failed append, and a retry afterwards is stored once', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const append = jest.spyOn(fs, 'appendFileSync').mockImplementationOnce(() => {
      throw new Error('ENOSPC: no space left on device');
    });
    const payload = { ...valid, requestId: 'req-00000010' };
    expect(addConsult(payload)).toMatchObject({ success: false, code: '500' });
    expect(lines()).toHaveLength(0);
    expect(addConsult(payload)).toMatchObject({ success: true, data: { id: 1 } });
    expect(addConsult(payload)).toMatchObject({ success: true, data: { id: 1 } });
    expect(lines()).toHaveLength(1);
    append.mockRestore();
    spy.mockRestore();
  });

  it('defaults to .mock-data/consult-submissions.jsonl under the working directory', () => {
    expect(consultLogPath({})).toBe(path.resolve(process.cwd(), DEFAULT_CONSULT_LOG));
    expect(DEFAULT_CONSULT_LOG).toBe('.mock-data/consult-submissions.jsonl');
    expect(consultLogPath({ CONSULT_LOG: '/tmp/x.jsonl' })).toBe('/tmp/x.jsonl');
  });
});

describe('route', () => {
  it('is served as POST /api/consult/addConsult through api()', async () => {
    const handler = (consultRoutes as Record<string, unknown>)['POST /api/consult/addConsult'];
    expect(typeof handler).toBe('function');
    let body: unknown;
    const res = {
      status: () => res,
      json: (b: unknown) => {
        body = b;
      },
      end: () => {},
    };
    await (handler as (req: unknown, r: unknown) => Promise<void>)(
      { body: { ...valid, requestId: 'route-12345678' } },
      res,
    );
    expect(body).toMatchObject({ success: true, data: { id: 1 } });
    await (handler as (req: unknown, r: unknown) => Promise<void>)({ body: [valid] }, res);
    expect(body).toMatchObject({ success: false, message: '请输入姓名' });
    expect(lines()).toHaveLength(1);
  });
});
