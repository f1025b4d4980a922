import type { FormIntent, FormPageName } from '@hirelane/contract/public-page';
import { type Ref, type RefCallback, useEffect, useRef } from 'react';
import { useFormPage } from './form-page.ts';

/**
 * A form of a form page, which is also a plain HTML form: `form` goes on the <form> (posted to the
 * page's own address), `intent(value)` on each submit button (which of the page's forms was sent).
 * Both are empty inside the app, where the forms only call the API. `isPlain`: on a form page.
 */
export function usePlainForm() {
  const formPage = useFormPage();
  return {
    isPlain: formPage !== null,
    /** The page's own address, which its plain forms post to and its "start over" links open. */
    action: formPage?.action,
    form: formPage ? ({ method: 'post', action: formPage.action } as const) : {},
    intent: (value: FormIntent<FormPageName>) => (formPage ? { name: 'intent', value } : {}),
  };
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What an input holds: its text, its choice, or for a checkbox whether it is ticked. */
type TypedValue = string | boolean;

/** Inputs whose text from before hydration was already taken over. */
const taken = new WeakSet<Element>();

const typedValueOf = (element: FieldElement): TypedValue =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
    ? element.checked
    : element.value;

/**
 * The ref of a controlled input (a list, a code) in a server-rendered form. What the visitor typed
 * (chose) before the script ran is in the input but not in the form's state, and the next render
 * would write the state's value over it. So the first time this ref gets its element it reads the
 * input and hands the element on to `ref`; once the page has mounted (the form listens to its
 * fields by then), what was read goes to `take`, which keeps it in the form's state when it differs
 * from what the form holds. (Inputs registered with react-hook-form need none of this: it keeps an
 * input's own value that differs from the one in its HTML.)
 */
export function useKeepTyped<E extends FieldElement>(
  ref: Ref<E> | undefined,
  take: (typed: TypedValue) => void,
): RefCallback<E> {
  const typed = useRef<TypedValue | undefined>(undefined);
  useEffect(() => {
    if (typed.current === undefined) return;
    const value = typed.current;
    typed.current = undefined;
    take(value);
  });
  return (element) => {
    if (element && !taken.has(element)) {
      taken.add(element);
      typed.current = typedValueOf(element);
    }
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}
