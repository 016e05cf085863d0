/**
 * MOCK_DELAY and MOCK_FAIL: switches that make every mock endpoint slow or failing, for staff who
 * preview loading and error states and for tests; MOCK_PICTURES: which pictures the answers name.
 * All are read from process.env on every request.
 *
 * MOCK_DELAY: `800` (ms) or `300-1500` (a random delay in that range). Default 0.
 * MOCK_FAIL:  `<rate>` or `<rate>:<kind>`; rate 0–1, kind one of http500 | business | 504 | 505 | hang
 *             (default business). Examples: `1`, `0.5:http500`, `1:hang`. Default no failures.
 * MOCK_PICTURES: `raster` (default: content pictures as the CMS's JPEG/PNG uploads) or `vector`
 *             (the committed SVG art), see src/content/pictures.ts and ./pictures.ts.
 */
import type { PictureMode } from '../../src/content/pictures';
import { parsePictureMode } from '../../src/content/pictures';

export type FailureKind = 'http500' | 'business' | '504' | '505' | 'hang';

export const FAILURE_KINDS: FailureKind[] = ['http500', 'business', '504', '505', 'hang'];

export interface MockSwitches {
  delay: { min: number; max: number };
  fail: { rate: number; kind: FailureKind };
  pictures: PictureMode;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function parseDelay(raw: string | undefined): { min: number; max: number } {
  if (!raw) return { min: 0, max: 0 };
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(raw);
  if (!m) throw new Error(`MOCK_DELAY 应为毫秒数或范围（如 800 或 300-1500），收到：${raw}`);
  const a = clamp(Number(m[1]), 0, 600000);
  const b = m[2] === undefined ? a : clamp(Number(m[2]), 0, 600000);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

export function parseFail(raw: string | undefined): { rate: number; kind: FailureKind } {
  if (!raw) return { rate: 0, kind: 'business' };
  const [rateText, kindText = 'business'] = raw.split(':').map((s) => s.trim());
  const rate = Number(rateText);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`MOCK_FAIL 的比例应在 0 到 1 之间（如 0.5 或 1:http500），收到：${raw}`);
  }
  if (!FAILURE_KINDS.includes(kindText as FailureKind)) {
    throw new Error(`MOCK_FAIL 的类型应为 ${FAILURE_KINDS.join(' / ')} 之一，收到：${kindText}`);
  }
  return { rate, kind: kindText as FailureKind };
}

export function parsePictures(raw: string | undefined): PictureMode {
  const mode = parsePictureMode(raw);
  if (!mode) {
    throw new Error(
      `MOCK_PICTURES 应为 raster（默认，上传的图片）或 vector（矢量原图），收到：${raw}`,
    );
  }
  return mode;
}

export function readSwitches(env: Record<string, string | undefined>): MockSwitches {
  return {
    delay: parseDelay(env.MOCK_DELAY),
    fail: parseFail(env.MOCK_FAIL),
    pictures: parsePictures(env.MOCK_PICTURES),
  };
}

export function pickDelay(
  { min, max }: { min: number; max: number },
  random = Math.random,
): number {
  return max <= min ? min : Math.round(min + random() * (max - min));
}

export function decideFailure(
  { rate, kind }: { rate: number; kind: FailureKind },
  random = Math.random,
): FailureKind | null {
  return rate > 0 && random() < rate ? kind : null;
}
