import type { FormIntent, FormPageName } from '@hirelane/contract/public-page';
import { useFormPage } from './form-page.ts';

/**
 * A form of a form page, which is a plain HTML form: `form` goes on the <form> (posted to the page's
 * own address), `intent(value)` on each submit button (which of the page's forms was sent). Both are
 * empty inside the app, where FormActions' buttons post nothing.
 */
export function usePlainForm() {
  const formPage = useFormPage();
  return {
    /** The page's own address, which its plain forms post to and its "start over" links open. */
    action: formPage?.action,
    form: formPage ? ({ method: 'post', action: formPage.action } as const) : {},
    intent: (value: FormIntent<FormPageName>) => (formPage ? { name: 'intent', value } : {}),
  };
}
