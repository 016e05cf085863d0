/**
 * The unsent consultation draft in sessionStorage: it survives closing the popup and a reload of the
 * tab, and goes away with the tab or after a successful submission. Storage may be missing or full
 * (private modes, quotas): every access is guarded and failure only means no draft.
 */
import { CONSULT_TEXT_FIELDS, REQUEST_ID_PATTERN } from '@/utils/consultRules';

export const DRAFT_KEY = 'lantu:consult-draft';

/** What the form holds while a visitor types (every field may still be empty). */
export interface ConsultFormValues {
  name?: string;
  phone?: string;
  company?: string;
  email?: string;
  city?: string;
  demandType?: string;
  description?: string;
  agree?: boolean;
}

export interface ConsultDraft {
  values: ConsultFormValues;
  /** Created at the first submit of this draft and kept across retries (server de-duplication). */
  requestId?: string;
  /**
   * The cleaned submission `requestId` was first sent with (JSON): a retry of exactly that reuses
   * the id, an edited one gets a new id so the server never answers it with the older text.
   */
  sent?: string;
}

/** The fields a draft keeps: what the visitor wrote. */
const TEXT_KEYS = CONSULT_TEXT_FIELDS;
/** A stored value longer than this is not restored (the rules cap fields far below it). */
const MAX_STORED_LENGTH = 2000;
/** The sent submission's JSON is at most a few fields of capped length. */
const MAX_SENT_LENGTH = 8000;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // access itself can throw when storage is disabled
  }
}

/** Whether the visitor has typed or chosen anything. */
export function hasContent(values: ConsultFormValues): boolean {
  return (
    TEXT_KEYS.some((k) => typeof values[k] === 'string' && values[k]!.trim() !== '') ||
    values.agree === true
  );
}

/** Only known fields of the right type: the stored JSON may be stale, edited or foreign. */
export function sanitizeDraft(raw: unknown): ConsultDraft | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const source = (raw as { values?: unknown }).values;
  const values: ConsultFormValues = {};
  if (source && typeof source === 'object' && !Array.isArray(source)) {
    const record = source as Record<string, unknown>;
    TEXT_KEYS.forEach((key) => {
      const v = record[key];
      if (typeof v === 'string' && v.length <= MAX_STORED_LENGTH) values[key] = v;
    });
    if (record.agree === true) values.agree = true;
  }
  const id = (raw as { requestId?: unknown }).requestId;
  const requestId = typeof id === 'string' && REQUEST_ID_PATTERN.test(id) ? id : undefined;
  if (!hasContent(values) && !requestId) return null;
  if (!requestId) return { values };
  const sent = (raw as { sent?: unknown }).sent;
  return typeof sent === 'string' && sent.length <= MAX_SENT_LENGTH
    ? { values, requestId, sent }
    : { values, requestId };
}

export function readDraft(): ConsultDraft | null {
  const store = storage();
  if (!store) return null;
  try {
    const text = store.getItem(DRAFT_KEY);
    return text ? sanitizeDraft(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

export function writeDraft(draft: ConsultDraft): void {
  const clean = sanitizeDraft(draft);
  if (!clean) {
    clearDraft();
    return;
  }
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(clean));
  } catch {
    // Quota or disabled storage: the form still works, only the draft is not kept.
  }
}

/** A random id for this draft: crypto.randomUUID where available (secure contexts), else a fallback. */
export function newRequestId(): string {
  const c = typeof globalThis !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else bytes.forEach((_, i) => (bytes[i] = Math.floor(Math.random() * 256)));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
