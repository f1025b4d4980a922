import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { type FormError, subscribeFormError, watchFormSubmits } from './form-error.ts';
import { lazyNamed } from './lazy.tsx';

// The alert's code loads with the first failure: no page pays for it up front.
const FormErrorAlert = lazyNamed(() => import('./form-error-alert.tsx'), 'FormErrorAlert');

/** Mounted once (app providers): shows the failure of a submit at the end of its form (form-error.ts). */
export function FormErrorOutlet() {
  const [error, setError] = useState<FormError | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const stopWatching = watchFormSubmits();
    const unsubscribe = subscribeFormError(setError);
    return () => {
      stopWatching();
      unsubscribe();
    };
  }, []);

  // A place of its own at the end of the form, beside the submit button; gone with the error.
  useLayoutEffect(() => {
    // Nothing to add when the form already says it (the server's words under the field they name).
    const saidAlready = typeof error?.message === 'string' && error.form.textContent?.includes(error.message);
    if (!error || saidAlready) {
      setSlot(null);
      return;
    }
    const element = document.createElement('div');
    element.dataset.formError = '';
    error.form.append(element);
    setSlot(element);
    return () => element.remove();
  }, [error]);

  if (!error || !slot) return null;
  return createPortal(
    <Suspense fallback={null}>
      <FormErrorAlert key={error.id} message={error.message} />
    </Suspense>,
    slot,
  );
}
