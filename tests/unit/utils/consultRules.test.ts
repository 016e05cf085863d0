/**
 * The one rules module shared by the consultation form and the mock API. City and service names
 * are read from src/content (the offices, the taxonomy), never pinned here.
 */
import { offices } from '@/content/offices';
import { services } from '@/content/taxonomy';
import {
  CONSULT_CITIES,
  CONSULT_DEMAND_TYPES,
  CONSULT_FIELDS,
  CONSULT_LABELS,
  CONSULT_MESSAGES,
  checkAgree,
  checkCity,
  checkCompany,
  checkDemandType,
  checkDescription,
  checkEmail,
  checkName,
  checkPhone,
  cleanPhone,
  cleanText,
  textLength,
  validateConsult,
} from '@/utils/consultRules';

const ZW = '\u200B';
/** Office cities and service names as the content files have them. */
const [hangzhou, beijing, shanghai] = offices.map((o) => o.name);
const lastCity = offices[offices.length - 1].name;
const demandType = services[1].name;
const valid = {
  name: '林晓',
  phone: '13812345678',
  company: '云栖茶事（杭州）有限公司',
  agree: true,
};
/** Values of every wrong JSON type. */
const WRONG_TYPES: unknown[] = [123, 0, true, false, {}, [], ['张三'], { name: '张三' }];

describe('helpers', () => {
  it('counts characters as a reader does', () => {
    expect(textLength('张三')).toBe(2);
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('𠀀')).toBe(1);
  });

  it('cleans zero-width characters, line ends and outer spaces', () => {
    expect(cleanText(`  张${ZW}三\uFEFF `)).toBe('张三');
    expect(cleanText('a\r\nb\rc')).toBe('a\nb\nc');
    expect(cleanText(12)).toBe(12);
    expect(cleanPhone(' 138-1234 5678 ')).toBe('13812345678');
  });

  it('offers the 16 office cities (Hangzhou first) and the six services', () => {
    expect(CONSULT_CITIES).toHaveLength(16);
    expect(CONSULT_CITIES).toEqual(offices.map((o) => o.name));
    expect(CONSULT_CITIES[0]).toBe(hangzhou);
    expect(offices[0].type).toBeUndefined();
    expect(CONSULT_DEMAND_TYPES).toHaveLength(6);
    expect(CONSULT_DEMAND_TYPES).toEqual(services.map((s) => s.name));
  });
});

describe('姓名', () => {
  it.each(['张三', '欧阳娜娜', 'Lin Xiao', '阿卜杜·热合曼', "O'Neil", '𠀀明'])('accepts %s', (v) =>
    expect(checkName(v)).toBeNull(),
  );
  it('is required, also when blank or made of zero-width characters', () => {
    [undefined, null, '', '   ', ZW.repeat(3)].forEach((v) =>
      expect(checkName(v)).toBe('请输入姓名'),
    );
  });
  it('allows 20 characters, not 21 (emoji and rare Han counted once)', () => {
    expect(checkName('张'.repeat(20))).toBeNull();
    expect(checkName('张'.repeat(21))).toBe('姓名不能超过 20 个字');
    expect(checkName('𠀀'.repeat(20))).toBeNull();
    expect(checkName('x'.repeat(10000))).toBe('姓名不能超过 20 个字');
  });
  it('rejects markup, digits, emoji and symbols', () => {
    ['<script>', '<b>张</b>', '12345', '张三1', '张三😀', 'a&b', '张\n三'].forEach((v) =>
      expect(checkName(v)).toBe(CONSULT_MESSAGES.nameChars),
    );
  });
  it('rejects numbers and other types where text is expected', () => {
    WRONG_TYPES.forEach((v) => expect(checkName(v)).toBe('姓名格式不正确'));
  });
});

describe('手机号', () => {
  it.each(['13812345678', '19900000000', ' 138 1234 5678 ', '138-1234-5678', `138${ZW}12345678`])(
    'accepts %s',
    (v) => expect(checkPhone(v)).toBeNull(),
  );
  it('is required', () => {
    [undefined, '', '  '].forEach((v) => expect(checkPhone(v)).toBe('请输入手机号'));
  });
  it.each([
    '12812345678',
    '1381234567',
    '138123456789',
    '+8613812345678',
    '1381234567a',
    '１３８１２３４５６７８',
    '<13812345678>',
    '1'.repeat(10000),
    '一三八一二三四五六七八',
  ])('rejects %s', (v) => expect(checkPhone(v)).toBe('请输入正确的 11 位手机号'));
  it('rejects a number where text is expected', () => {
    expect(checkPhone(13812345678)).toBe('手机号格式不正确');
    WRONG_TYPES.forEach((v) => expect(checkPhone(v)).toBe('手机号格式不正确'));
  });
});

describe('公司名称', () => {
  it.each(['澜图数字设计集团', 'Acme Inc.', '3M 中国', '云栖（杭州）& Co.', 'A+B 工作室'])(
    'accepts %s',
    (v) => expect(checkCompany(v)).toBeNull(),
  );
  it('is required', () => expect(checkCompany(` ${ZW} `)).toBe('请输入公司名称'));
  it('allows 50 characters, not 51', () => {
    expect(checkCompany('司'.repeat(50))).toBeNull();
    expect(checkCompany('司'.repeat(51))).toBe('公司名称不能超过 50 个字');
    expect(checkCompany('司'.repeat(10000))).toBe('公司名称不能超过 50 个字');
  });
  it('rejects markup, emoji, control characters and line breaks', () => {
    ['<img src=x onerror=alert(1)>', '公司🚀', 'a\u0007b', '第一行\n第二行'].forEach((v) =>
      expect(checkCompany(v)).toBe(CONSULT_MESSAGES.companyChars),
    );
  });
  it('rejects other types', () => {
    WRONG_TYPES.forEach((v) => expect(checkCompany(v)).toBe('公司名称格式不正确'));
  });
});

describe('邮箱 (optional)', () => {
  it('may be empty', () => {
    [undefined, null, '', '  '].forEach((v) => expect(checkEmail(v)).toBeNull());
  });
  it.each(['lin@lantu-design.cn', 'a.b+c@mail.example.com', ' x@y.co '])('accepts %s', (v) =>
    expect(checkEmail(v)).toBeNull(),
  );
  it.each([
    'lin',
    'lin@',
    '@lantu.cn',
    'lin@lantu',
    'lin@@lantu.cn',
    'lin @lantu.cn',
    '<a>@b.cn',
    '林@澜图.中国',
    'a@b.c😀',
  ])('rejects %s', (v) => expect(checkEmail(v)).toBe(CONSULT_MESSAGES.email));
  it('rejects an over-long address and other types', () => {
    expect(checkEmail(`${'a'.repeat(95)}@b.com`)).toBe('邮箱不能超过 100 个字');
    WRONG_TYPES.forEach((v) => expect(checkEmail(v)).toBe('邮箱格式不正确'));
  });
});

describe('所在城市 and 需求类型 (optional choices)', () => {
  it('accept a listed value or nothing', () => {
    expect(checkCity(beijing)).toBeNull();
    expect(checkCity(lastCity)).toBeNull();
    expect(checkCity(undefined)).toBeNull();
    expect(checkDemandType(demandType)).toBeNull();
    expect(checkDemandType('')).toBeNull();
  });
  it('reject anything else', () => {
    ['纽约', '<script>', 'x'.repeat(10000)].forEach((v) =>
      expect(checkCity(v)).toBe(CONSULT_MESSAGES.city),
    );
    expect(checkDemandType('什么都做')).toBe(CONSULT_MESSAGES.demandType);
    expect(checkCity(1)).toBe('所在城市格式不正确');
    expect(checkDemandType([demandType])).toBe('需求类型格式不正确');
  });
});

describe('需求描述 (optional, ≤ 500)', () => {
  it('accepts free text, markup included (it is shown as text, never as HTML)', () => {
    expect(checkDescription('官网改版，预算 30 万，<希望> 3 个月上线 🚀\n第二段')).toBeNull();
    expect(checkDescription(undefined)).toBeNull();
  });
  it('allows 500 characters, not 501', () => {
    expect(checkDescription('字'.repeat(500))).toBeNull();
    expect(checkDescription('😀'.repeat(500))).toBeNull();
    expect(checkDescription('字'.repeat(501))).toBe('需求描述不能超过 500 个字');
    expect(checkDescription('字'.repeat(10000))).toBe('需求描述不能超过 500 个字');
  });
  it('rejects control characters and other types', () => {
    expect(checkDescription('a\u0000b')).toBe(CONSULT_MESSAGES.descriptionChars);
    expect(checkDescription(500)).toBe('需求描述格式不正确');
  });
});

describe('invisible characters (U+2028/U+2029, bidi and other format controls)', () => {
  // Each one passed every field check before, and reached the log file raw.
  const INVISIBLE = [
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
    ['LEFT-TO-RIGHT EMBEDDING', '\u202A'],
    ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
    ['POP DIRECTIONAL ISOLATE', '\u2069'],
    ['RIGHT-TO-LEFT MARK', '\u200F'],
    ['ARABIC LETTER MARK', '\u061C'],
    ['SOFT HYPHEN', '\u00AD'],
    ['INTERLINEAR ANNOTATION ANCHOR', '\uFFF9'],
    ['TAG LATIN SMALL LETTER A', '\u{E0061}'],
  ];
  const FIELDS: [string, (v: unknown) => string | null, string][] = [
    ['name', checkName, '林晓'],
    ['company', checkCompany, '云栖茶事'],
    ['email', checkEmail, 'lin@example.com'],
    ['description', checkDescription, '官网改版\n第二行'],
    ['city', checkCity, offices[0].name],
    ['demandType', checkDemandType, services[0].name],
  ];

  it.each(INVISIBLE)('%s is refused in every text field, naming the field', (_n, char) => {
    FIELDS.forEach(([field, check, good]) => {
      const label = CONSULT_LABELS[field as keyof typeof CONSULT_LABELS];
      const value = `${good.slice(0, 1)}${char}${good.slice(1)}`;
      expect(check(value)).toBe(CONSULT_MESSAGES.invisible(field as never));
      expect(check(value)).toContain(label);
      expect(check(value)).toMatch(/[\u4e00-\u9fff]/);
    });
  });

  it('refuses them through validateConsult too, so the mock writes nothing', () => {
    const result = validateConsult({ ...valid, description: '甲\u2028乙' });
    expect(result).toEqual({
      ok: false,
      field: 'description',
      message: CONSULT_MESSAGES.invisible('description'),
    });
  });

  it('still takes line feeds and tabs in the description', () => {
    expect(checkDescription('第一行\n\t第二行')).toBeNull();
  });
});

describe('隐私同意', () => {
  it('must be the boolean true', () => {
    expect(checkAgree(true)).toBeNull();
    [false, 'true', 1, undefined, null, {}].forEach((v) =>
      expect(checkAgree(v)).toBe(CONSULT_MESSAGES.agree),
    );
  });
});

describe('validateConsult', () => {
  it('answers the cleaned submission and drops unknown keys', () => {
    const result = validateConsult({
      ...valid,
      name: ` 林${ZW}晓 `,
      phone: '138 1234 5678',
      email: '  ',
      city: ` ${shanghai} `,
      description: ' 需要一个新官网 ',
      requestId: '3f1c9d2e-7a4b-4c1d-9e8f-0a1b2c3d4e5f',
      isAdmin: true,
      __proto__: { polluted: true },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: '林晓',
        phone: '13812345678',
        company: valid.company,
        city: shanghai,
        description: '需要一个新官网',
        agree: true,
        requestId: '3f1c9d2e-7a4b-4c1d-9e8f-0a1b2c3d4e5f',
      },
    });
  });

  it('names the first failing field in form order', () => {
    expect(validateConsult({})).toEqual({ ok: false, field: 'name', message: '请输入姓名' });
    expect(validateConsult({ ...valid, phone: '123', company: '' })).toEqual({
      ok: false,
      field: 'phone',
      message: '请输入正确的 11 位手机号',
    });
    expect(validateConsult({ ...valid, agree: false })).toMatchObject({ field: 'agree' });
  });

  it('treats anything but an object as empty', () => {
    [null, undefined, 'name=张三', 42, [valid]].forEach((v) =>
      expect(validateConsult(v)).toMatchObject({ ok: false, field: 'name' }),
    );
  });

  it('checks the requestId shape', () => {
    ['x', '<script>', 'a'.repeat(65), 12345678].forEach((requestId) =>
      expect(validateConsult({ ...valid, requestId })).toMatchObject({
        ok: false,
        field: 'requestId',
      }),
    );
    expect(validateConsult({ ...valid, requestId: 'abc12345' })).toMatchObject({ ok: true });
  });

  it('every message names its field', () => {
    CONSULT_FIELDS.filter((f) => f !== 'agree').forEach((field) => {
      expect(validateConsult({ ...valid, [field]: 12 })).toEqual({
        ok: false,
        field,
        message: expect.stringContaining(CONSULT_LABELS[field]),
      });
    });
  });
});
