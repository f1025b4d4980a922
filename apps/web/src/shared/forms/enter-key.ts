import type { KeyboardEvent } from 'react';

/** Inputs whose Enter is a press of the input itself, not the browser's "submit the form". */
const PRESSED_INPUTS = new Set(['submit', 'button', 'reset', 'image']);

/**
 * A long form's onKeyDown: Enter in a one-line field (text, date, e-mail…) does not send the form
 * half-filled, as browsers do by default; only the submit button does, or Ctrl/Cmd+Enter from any
 * field. Enter keeps its own meaning elsewhere: a new line in a text area, a button's press, an
 * option picked in a list (the list takes the key first).
 */
export function submitOnlyOnPurpose(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const { target } = event;
  const isTextArea = target instanceof HTMLTextAreaElement;
  const isField = target instanceof HTMLInputElement && !PRESSED_INPUTS.has(target.type);
  if (!isField && !isTextArea) return;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  } else if (isField) {
    event.preventDefault();
  }
}
