/**
 * POST /api/consult/addConsult (SPEC.md §7): checks the request with the form's own rules
 * (src/utils/consultRules.ts) and keeps every accepted request in a JSON-lines file so staff can
 * see what was sent: env CONSULT_LOG, default `.mock-data/consult-submissions.jsonl` (git-ignored).
 *
 * Guarantees: a line is appended (synchronously) BEFORE success is answered, so nothing acknowledged
 * is missing; a `requestId` already in the file is answered with its original id and not written
 * again, so a retry or a double click never stores a request twice.
 */
import fs from 'fs';
import path from 'path';
import { brand } from '../src/content/brand';
import type { ResponseEnvelope } from '../src/types/api';
import type { ConsultSubmission } from '../src/utils/consultRules';
import { validateConsult } from '../src/utils/consultRules';
import { api } from './_lib/api';
import type { Payload } from './_lib/envelope';
import { fail, ok } from './_lib/envelope';

export const DEFAULT_CONSULT_LOG = '.mock-data/consult-submissions.jsonl';
export const CONSULT_SUCCESS_MESSAGE = '提交成功，我们会尽快与您联系';
export const CONSULT_STORE_FAILED_MESSAGE = `提交暂未成功，请稍后重试，或直接拨打 ${brand.hotline}`;

/** One line of the log file. */
export interface ConsultLogEntry extends ConsultSubmission {
  id: number;
  /** ISO time the mock accepted the request. */
  receivedAt: string;
}

/** The file in use and what it already holds (requestId → id), read once per file. */
interface LogState {
  file: string;
  byRequestId: Map<string, number>;
  lastId: number;
}
let state: LogState | null = null;

/** The log file named by env CONSULT_LOG (relative paths from the working directory). */
export function consultLogPath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(process.cwd(), env.CONSULT_LOG || DEFAULT_CONSULT_LOG);
}

/** Reads the requestIds and the highest id already in `file`; unreadable lines are skipped. */
function seed(file: string): LogState {
  const seeded: LogState = { file, byRequestId: new Map(), lastId: 0 };
  if (!fs.existsSync(file)) return seeded;
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line) => {
      if (!line.trim()) return;
      try {
        const entry = JSON.parse(line) as Partial<ConsultLogEntry>;
        const id = typeof entry.id === 'number' && Number.isFinite(entry.id) ? entry.id : 0;
        seeded.lastId = Math.max(seeded.lastId, id);
        if (typeof entry.requestId === 'string') seeded.byRequestId.set(entry.requestId, id);
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

export function addConsult(payload: Payload): ResponseEnvelope<{ id: number }> {
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
  const known = requestId ? log.byRequestId.get(requestId) : undefined;
  if (known !== undefined) return ok({ id: known }, CONSULT_SUCCESS_MESSAGE);

  const entry: ConsultLogEntry = {
    id: log.lastId + 1,
    receivedAt: new Date().toISOString(),
    ...checked.value,
  };
  try {
    fs.mkdirSync(path.dirname(log.file), { recursive: true });
    fs.appendFileSync(log.file, `${JSON.stringify(entry)}\n`, 'utf8');
  } catch (error) {
    // Not stored means not acknowledged: the visitor keeps the draft and can retry.
    // eslint-disable-next-line no-console
    console.error('[mock] could not store the consultation request:', error);
    return fail(CONSULT_STORE_FAILED_MESSAGE, '500');
  }
  log.lastId = entry.id;
  if (requestId) log.byRequestId.set(requestId, entry.id);
  return ok({ id: entry.id }, CONSULT_SUCCESS_MESSAGE);
}

export default {
  'POST /api/consult/addConsult': api(addConsult),
};
