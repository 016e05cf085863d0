/**
 * Whether focusing this element brings up a phone's on-screen keyboard: a text field, a text area,
 * a select or an editable region. Not a checkbox, a radio, a button or a read-only field (antd's
 * select without search is a read-only input): those open no keyboard.
 */
const NO_KEYBOARD = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

export function opensKeyboard(el: Element | null | undefined): boolean {
  if (!el) return false;
  if (el instanceof HTMLInputElement) {
    return !NO_KEYBOARD.has(el.type) && !el.readOnly && !el.disabled;
  }
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  if (el instanceof HTMLSelectElement) return !el.disabled;
  return el instanceof HTMLElement && el.isContentEditable === true;
}
