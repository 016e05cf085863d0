/**
 * Error toasts for code outside React (the request wrapper). antd's message (and its theme) load
 * on the first toast, so they stay out of the first bundle: src/utils/antdMessage.ts.
 */

/** Toast duration in seconds (SPEC.md §9). */
export const TOAST_DURATION = 3;
/** The same code is not toasted twice within this many ms (SPEC.md §8). */
export const DUPLICATE_WINDOW_MS = 500;

const lastShown = new Map<string, number>();

/** Loads antd's message on demand (an object so tests can observe it). */
export const toastLoader = {
  load: (): Promise<{
    showError: (args: { content: string; duration: number; key: string }) => void;
  }> => import('./antdMessage'),
};

/** Shows an error toast unless the same code was shown less than 500 ms ago. Returns whether it showed. */
export function toastError(content: string, code: string, now: number = Date.now()): boolean {
  const last = lastShown.get(code);
  if (last !== undefined && now - last < DUPLICATE_WINDOW_MS) return false;
  lastShown.set(code, now);
  toastLoader
    .load()
    .then(({ showError }) =>
      showError({ content, duration: TOAST_DURATION, key: `request-error-${code}` }),
    )
    .catch(() => {
      // The toast's own chunk failed (offline): the page's error state still tells the visitor.
    });
  return true;
}

/** For tests: forget what was shown. */
export function resetToasts(): void {
  lastShown.clear();
}
