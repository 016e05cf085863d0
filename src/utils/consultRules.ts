/**
 * The one set of consultation-form rules, shared by the form (src/components/ConsultForm) and the
 * mock API (mock/consult.ts, imported by relative path). Pure functions and constants only: no antd,
 * no browser APIs, so it runs the same in the page, in jest and in the mock server.
 *
 * Each `check*` takes whatever arrived (a form value or a JSON payload value, so `unknown`) and
 * answers `null` when it is acceptable or a Chinese message that names the field.
 */
import { offices } from '../content/offices';
import { services } from '../content/taxonomy';

export type ConsultField =
  'name' | 'phone' | 'company' | 'email' | 'city' | 'demandType' | 'description' | 'agree';

/** Field labels: the form's labels, and the names used in every message. */
export const CONSULT_LABELS: Record<ConsultField, string> = {
  name: '姓名',
  phone: '手机号',
  company: '公司名称',
  email: '邮箱',
  city: '所在城市',
  demandType: '需求类型',
  description: '需求描述',
  agree: '隐私同意',
};

/** The fields a visitor writes (all but the consent): what a request says. */
export const CONSULT_TEXT_FIELDS = [
  'name',
  'phone',
  'company',
  'email',
  'city',
  'demandType',
  'description',
] as const;

/** Field order: the first failing field in this order is the one a server message names. */
export const CONSULT_FIELDS: ConsultField[] = [...CONSULT_TEXT_FIELDS, 'agree'];

/** Length limits, counted in characters as a reader sees them (an emoji is one). */
export const CONSULT_LIMITS = { name: 20, company: 50, email: 100, description: 500 } as const;

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** A practical address check: local part, '@', domain with a dot and a 2+ letter ending. ASCII only. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A client-generated draft id (a UUID or the fallback), used by the server to drop repeats. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The cities of the 16 offices, in the order of the contact page. */
export const CONSULT_CITIES: string[] = offices.map((o) => o.name);

/** The six services a visitor can ask about. */
export const CONSULT_DEMAND_TYPES: string[] = services.map((s) => s.name);

/** Messages: '请输入{label}' matches antd's zh_CN default so both sides read alike. */
export const CONSULT_MESSAGES = {
  required: (field: ConsultField) => `请输入${CONSULT_LABELS[field]}`,
  wrongType: (field: ConsultField) => `${CONSULT_LABELS[field]}格式不正确`,
  tooLong: (field: ConsultField, max: number) => `${CONSULT_LABELS[field]}不能超过 ${max} 个字`,
  nameChars: '姓名请使用中文或英文字母，不能包含数字、符号或表情',
  companyChars: '公司名称不能包含尖括号、表情或控制字符',
  descriptionChars: '需求描述不能包含控制字符',
  phone: '请输入正确的 11 位手机号',
  email: '请输入正确的邮箱地址',
  city: '所在城市请从列表中选择',
  demandType: '需求类型请从列表中选择',
  agree: '请阅读并同意《规则与隐私》后再提交',
  requestId: '请求编号格式不正确，请刷新页面后重试',
  invisible: (field: ConsultField) =>
    `${CONSULT_LABELS[field]}不能包含看不见的控制字符（如换行分隔符、文字方向控制符），请删除后重新输入`,
} as const;

// Invisible characters a paste can carry: zero-width space/joiners, word joiner, BOM.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
// C0/C1 control characters except tab and line feed (kept in the description).
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
// Line and paragraph separators (U+2028/U+2029: some readers split a record there) and format
// characters: bidi controls such as U+202E reverse how staff tools show the text around them.
// The zero-width ones above are removed before this check; these are refused.
const INVISIBLE = /[\p{Zl}\p{Zp}\p{Cf}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const ANGLE = /[<>]/;
// Letters of any script, combining marks, spaces and the separators real names use (·, ., -, ').
const NAME_CHARS = /^[\p{L}\p{M}\u00B7\u30FB.'\- ]+$/u;

/** Characters as a reader counts them: code points, so an emoji or a rare Han character is one. */
export const textLength = (text: string): number => Array.from(text).length;

/** Removes zero-width characters, unifies line ends and trims. Non-strings are left alone. */
export function cleanText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(ZERO_WIDTH, '').replace(/\r\n?/g, '\n').trim();
}

/** A phone as typed ('138 0000 0000', '138-0000-0000') reduced to its digits, for checking and sending. */
export function cleanPhone(value: unknown): unknown {
  const text = cleanText(value);
  return typeof text === 'string' ? text.replace(/[\s-]/g, '') : text;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && cleanText(value) === '');

/** A text value that hides characters nobody can see: the message, else null. */
const invisible = (field: ConsultField, value: string): string | null =>
  INVISIBLE.test(cleanText(value) as string) ? CONSULT_MESSAGES.invisible(field) : null;

function requiredText(field: ConsultField, value: unknown): string | null {
  if (isBlank(value)) return CONSULT_MESSAGES.required(field);
  if (typeof value !== 'string') return CONSULT_MESSAGES.wrongType(field);
  return invisible(field, value);
}

export function checkName(value: unknown): string | null {
  const base = requiredText('name', value);
  if (base) return base;
  const text = cleanText(value) as string;
  if (textLength(text) > CONSULT_LIMITS.name) {
    return CONSULT_MESSAGES.tooLong('name', CONSULT_LIMITS.name);
  }
  if (!NAME_CHARS.test(text)) return CONSULT_MESSAGES.nameChars;
  return null;
}

export function checkPhone(value: unknown): string | null {
  const base = requiredText('phone', value);
  if (base) return base;
  return PHONE_PATTERN.test(cleanPhone(value) as string) ? null : CONSULT_MESSAGES.phone;
}

export function checkCompany(value: unknown): string | null {
  const base = requiredText('company', value);
  if (base) return base;
  const text = cleanText(value) as string;
  if (textLength(text) > CONSULT_LIMITS.company) {
    return CONSULT_MESSAGES.tooLong('company', CONSULT_LIMITS.company);
  }
  if (ANGLE.test(text) || PICTOGRAPH.test(text) || CONTROL.test(text) || text.includes('\n')) {
    return CONSULT_MESSAGES.companyChars;
  }
  return null;
}

export function checkEmail(value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return CONSULT_MESSAGES.wrongType('email');
  const hidden = invisible('email', value);
  if (hidden) return hidden;
  const text = cleanText(value) as string;
  if (textLength(text) > CONSULT_LIMITS.email) {
    return CONSULT_MESSAGES.tooLong('email', CONSULT_LIMITS.email);
  }
  return EMAIL_PATTERN.test(text) ? null : CONSULT_MESSAGES.email;
}

function checkChoice(field: 'city' | 'demandType', list: string[], value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return CONSULT_MESSAGES.wrongType(field);
  return (
    invisible(field, value) ??
    (list.includes(cleanText(value) as string) ? null : CONSULT_MESSAGES[field])
  );
}

export const checkCity = (value: unknown) => checkChoice('city', CONSULT_CITIES, value);
export const checkDemandType = (value: unknown) =>
  checkChoice('demandType', CONSULT_DEMAND_TYPES, value);

export function checkDescription(value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return CONSULT_MESSAGES.wrongType('description');
  const hidden = invisible('description', value);
  if (hidden) return hidden;
  const text = cleanText(value) as string;
  if (textLength(text) > CONSULT_LIMITS.description) {
    return CONSULT_MESSAGES.tooLong('description', CONSULT_LIMITS.description);
  }
  return CONTROL.test(text.replace(/\t/g, '')) ? CONSULT_MESSAGES.descriptionChars : null;
}

/** Consent must be the boolean `true`; the string 'true' is not consent. */
export const checkAgree = (value: unknown): string | null =>
  value === true ? null : CONSULT_MESSAGES.agree;

export const CONSULT_CHECKS: Record<ConsultField, (value: unknown) => string | null> = {
  name: checkName,
  phone: checkPhone,
  company: checkCompany,
  email: checkEmail,
  city: checkCity,
  demandType: checkDemandType,
  description: checkDescription,
  agree: checkAgree,
};

/** A checked, cleaned submission: what the form sends and what the mock stores. */
export interface ConsultSubmission {
  name: string;
  phone: string;
  company: string;
  email?: string;
  city?: string;
  demandType?: string;
  description?: string;
  agree: true;
  requestId?: string;
}

export type ConsultValidation =
  | { ok: true; value: ConsultSubmission }
  | { ok: false; field: ConsultField | 'requestId'; message: string };

const optional = (value: unknown): string | undefined => {
  const text = cleanText(value);
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/**
 * Checks a whole submission (any shape: a payload is untrusted) and answers the cleaned value or
 * the first problem in field order. Unknown keys are dropped.
 */
export function validateConsult(input: unknown): ConsultValidation {
  const data: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  for (const field of CONSULT_FIELDS) {
    const message = CONSULT_CHECKS[field](data[field]);
    if (message) return { ok: false, field, message };
  }
  const { requestId } = data;
  if (
    requestId !== undefined &&
    requestId !== null &&
    requestId !== '' &&
    (typeof requestId !== 'string' || !REQUEST_ID_PATTERN.test(requestId))
  ) {
    return { ok: false, field: 'requestId', message: CONSULT_MESSAGES.requestId };
  }
  const value: ConsultSubmission = {
    name: cleanText(data.name) as string,
    phone: cleanPhone(data.phone) as string,
    company: cleanText(data.company) as string,
    agree: true,
  };
  const extras = {
    email: optional(data.email),
    city: optional(data.city),
    demandType: optional(data.demandType),
    description: optional(data.description),
    requestId: typeof requestId === 'string' && requestId ? requestId : undefined,
  };
  (Object.keys(extras) as (keyof typeof extras)[]).forEach((key) => {
    if (extras[key] !== undefined) value[key] = extras[key];
  });
  return { ok: true, value };
}
