/** The floating buttons' rules, shared with the browser specs. */

/** The layout reports the scroll offset at most this often (global.scrollTop, throttled). */
export const SCROLL_REPORT_MS = 100;

/** Back-to-top shows once the page has scrolled this far. */
export const BACK_TO_TOP_AFTER_PX = 400;

/** Controls the floating buttons must never cover (the consultation form's submit, …). */
export const FLOATING_AVOID = '[data-floating-avoid]';
