/**
 * POST /api/consult/addConsult (SPEC.md §7): checks the request with the form's own rules
 * (src/utils/consultRules.ts) and keeps every accepted request in a JSON-lines file so staff can
 * see what was sent: env CONSULT_LOG, default `.mock-data/consult-submissions.jsonl` (git-ignored).
 *
 * Guarantees:
 * - a line is appended (synchronously) BEFORE success is answered, so nothing acknowledged is
 *   missing;
 * - a `requestId` already in the file with the same content is answered with its original id and
 *   not written again (a retry, a double click); with different content it is refused (409);
 * - every line is one JSON object on one line, with U+2028/U+2029, bidi and other invisible
 *   format characters written as \u escapes (a reader that splits on them, or a staff tool that
 *   reorders text by them, sees the record as sent);
 * - the file cannot fill the disk: at most CONSULT_MAX_PER_MINUTE new requests a minute (default
 *   30) and CONSULT_MAX_ENTRIES in the file (default 5000, until staff empty it), both answered 429
 *   with what to do (a 4xx, so the form shows the message); the requestId index never holds more
 *   than the file may.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { brand } from '../src/content/brand';
import type { ResponseEnvelope } from '../src/types/api';
import type { ConsultSubmission } from '../src/utils/consultRules';
import { CONSULT_TEXT_FIELDS, validateConsult } from '../src/utils/consultRules';
import { api } from './_lib/api';
import type { Payload } from './_lib/envelope';
import { fail, ok, withStatus } from './_lib/envelope';

export const DEFAULT_CONSULT_LOG = '.mock-data/consult-submissions.jsonl';
export const CONSULT_SUCCESS_MESSAGE = '提交成功，我们会尽快与您联系';
export const CONSULT_STORE_FAILED_MESSAGE = `提交暂未成功，请稍后重试，或直接拨打 ${brand.hotline}`;
export const CONSULT_CONFLICT_MESSAGE =
  '这个请求编号已用于另一条内容不同的咨询，请刷新页面后重新填写提交';
export const consultRateMessage = (perMinute: number) =>
  `提交过于频繁（每分钟最多 ${perMinute} 条），请一分钟后再试，或直接拨打 ${brand.hotline}`;
export const consultFullMessage = (max: number, file: string) => {
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith('..') ? relative : file;
  return `预览的咨询记录已满（${max} 条）：请工作人员查看并清空 ${shown} 后再提交`;
};

/** One line of the log file. */
export interface ConsultLogEntry extends ConsultSubmission {
  id: number;
  /** ISO time the mock accepted the request. */
  receivedAt: string;
}

/** The file in use and what it already holds, read once per file. */
interface LogState {
  file: string;
  /** requestId → id and a fingerprint of the content stored under it (oldest first). */
  byRequestId: Map<string, { id: number; content: string }>;
  lastId: number;
  /** Lines in the file. */
  entries: number;
  /** When the requests of the last minute were stored (ms). */
  recent: number[];
}
let state: LogState | null = null;

/** The log file named by env CONSULT_LOG (relative paths from the working directory). */
export function consultLogPath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(process.cwd(), env.CONSULT_LOG || DEFAULT_CONSULT_LOG);
}

const limit = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The caps, from env (CONSULT_MAX_PER_MINUTE, CONSULT_MAX_ENTRIES). */
export function consultLimits(env: Record<string, string | undefined> = process.env) {
  return {
    perMinute: limit(env.CONSULT_MAX_PER_MINUTE, 30),
    entries: limit(env.CONSULT_MAX_ENTRIES, 5000),
  };
}

/** What a request says, whatever its id and time: equal for a retry, different for an edit. */
function fingerprint(entry: Partial<ConsultSubmission>): string {
  const content = CONSULT_TEXT_FIELDS.map((key) => entry[key] ?? null);
  return createHash('sha256').update(JSON.stringify(content)).digest('base64');
}

// Line and paragraph separators, C1 controls and every format character (bidi controls,
// zero-width marks, BOM, tags): invisible, and some of them split or reorder a line.
const UNSAFE_IN_LINE = /[\u007f-\u009f\u2028\u2029\p{Cf}]/gu;

/** One JSON line, with invisible and line-breaking characters as \u escapes (still valid JSON). */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_LINE, (c) =>
    c
      .split('')
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
  );
}

/** Keeps the index within the file's cap (the oldest requestIds go first). */
function remember(log: LogState, requestId: string, value: { id: number; content: string }) {
  log.byRequestId.delete(requestId);
  log.byRequestId.set(requestId, value);
  const max = consultLimits().entries;
  while (log.byRequestId.size > max) {
    log.byRequestId.delete(log.byRequestId.keys().next().value as string);
  }
}

/** Reads the requestIds and the highest id already in `file`; unreadable lines are skipped. */
function seed(file: string): LogState {
  const seeded: LogState = { file, byRequestId: new Map(), lastId: 0, entries: 0, recent: [] };
  if (!fs.existsSync(file)) return seeded;
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line) => {
      if (!line.trim()) return;
      seeded.entries += 1;
      try {
        const entry = JSON.parse(line) as Partial<ConsultLogEntry>;
        const id = typeof entry.id === 'number' && Number.isFinite(entry.id) ? entry.id : 0;
        seeded.lastId = Math.max(seeded.lastId, id);
        if (typeof entry.requestId === 'string') {
          remember(seeded, entry.requestId, { id, content: fingerprint(entry) });
        }
      } catch {
        // A hand-edited or truncated line: keep serving, it simply is not a known request.
      }
    });
  return seeded;
}

function currentState(): LogState {
  const file = consultLogPath();
  // A new file name, or the file removed by staff: read it again.
  if (!state || state.file !== file || !fs.existsSync(file)) state = seed(file);
  return state;
}

/** For tests: forget what was read, so the next call reads the file again. */
export function resetConsultLog(): void {
  state = null;
}

export function addConsult(
  payload: Payload,
  now: number = Date.now(),
): ResponseEnvelope<{ id: number }> {
  const checked = validateConsult(payload);
  if (!checked.ok) return fail(checked.message, '400');

  let log: LogState;
  try {
    log = currentState();
  } catch (error) {
    // Without reading the log there is no de-duplication: better no answer than a double entry.
    // eslint-disable-next-line no-console
    console.error('[mock] could not read the consultation log:', error);
    return fail(CONSULT_STORE_FAILED_MESSAGE, '500');
  }
  const { requestId } = checked.value;
  const content = fingerprint(checked.value);
  const known = requestId ? log.byRequestId.get(requestId) : undefined;
  if (known && known.content === content) return ok({ id: known.id }, CONSULT_SUCCESS_MESSAGE);
  if (known) return withStatus(409, fail(CONSULT_CONFLICT_MESSAGE, '409'));

  const caps = consultLimits();
  log.recent = log.recent.filter((t) => now - t < 60000);
  if (log.recent.length >= caps.perMinute) {
    return withStatus(429, fail(consultRateMessage(caps.perMinute), '429'));
  }
  if (log.entries >= caps.entries) {
    // eslint-disable-next-line no-console
    console.warn(`[mock] ${consultFullMessage(caps.entries, log.file)}`);
    return withStatus(429, fail(consultFullMessage(caps.entries, log.file), '429'));
  }

  const entry: ConsultLogEntry = {
    id: log.lastId + 1,
    receivedAt: new Date(now).toISOString(),
    ...checked.value,
  };
  try {
    fs.mkdirSync(path.dirname(log.file), { recursive: true });
    fs.appendFileSync(log.file, `${jsonLine(entry)}\n`, 'utf8');
  } catch (error) {
    // Not stored means not acknowledged: the visitor keeps the draft and can retry.
    // eslint-disable-next-line no-console
    console.error('[mock] could not store the consultation request:', error);
    return fail(CONSULT_STORE_FAILED_MESSAGE, '500');
  }
  log.lastId = entry.id;
  log.entries += 1;
  log.recent.push(now);
  if (requestId) remember(log, requestId, { id: entry.id, content });
  return ok({ id: entry.id }, CONSULT_SUCCESS_MESSAGE);
}

export default {
  'POST /api/consult/addConsult': api((payload) => addConsult(payload)),
};
