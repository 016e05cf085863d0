/** The floating buttons' rules, shared with the browser specs. */

/** Back-to-top shows once the page has scrolled this far. */
export const BACK_TO_TOP_AFTER_PX = 400;

/** Controls the floating buttons must never cover (the consultation form's submit, …). */
export const FLOATING_AVOID = '[data-floating-avoid]';
