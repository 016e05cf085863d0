/**
 * Error toasts for code outside React (the request wrapper). antd's static `message` gets the
 * app's theme through `ConfigProvider.config({ holderRender })` in src/app.tsx.
 */
import { message } from 'antd';

/** Toast duration in seconds (SPEC.md §9). */
export const TOAST_DURATION = 3;
/** The same code is not toasted twice within this many ms (SPEC.md §8). */
export const DUPLICATE_WINDOW_MS = 500;

const lastShown = new Map<string, number>();

/** Shows an error toast unless the same code was shown less than 500 ms ago. Returns whether it showed. */
export function toastError(content: string, code: string, now: number = Date.now()): boolean {
  const last = lastShown.get(code);
  if (last !== undefined && now - last < DUPLICATE_WINDOW_MS) return false;
  lastShown.set(code, now);
  message.error({ content, duration: TOAST_DURATION, key: `request-error-${code}` });
  return true;
}

/** For tests: forget what was shown. */
export function resetToasts(): void {
  lastShown.clear();
}
