import type { FormAnswer, FormPageName, LoginNotice } from '@hirelane/contract/public-page';
import { createContext, useContext } from 'react';

/**
 * Set on a form page the server renders: its forms are plain HTML forms that post to `action` (the
 * page's own address); `answer` is the server's answer to the last such post (the step, the values
 * typed, why it failed).
 */
export type FormPage = {
  page: FormPageName;
  action: string;
  answer: FormAnswer<string>;
  /** What the sign-in page says first (the account was just deleted). */
  notice?: LoginNotice;
};

export const FormPageContext = createContext<FormPage | null>(null);

/** The form page being shown, or null inside the app (where forms only call the API). */
export function useFormPage(): FormPage | null {
  return useContext(FormPageContext);
}
