import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render.tsx';
import { startEachTestSignedOut } from '../testing/test-i18n.ts';
import { type AnswerFailure, apiErrorOf, useAnswerForm } from './form-answer.ts';

startEachTestSignedOut();

type Name = 'email' | 'code' | 'agreed';

const answerForm = (values: Partial<Record<Name, string | boolean>>, failure?: AnswerFailure<Name>) =>
  renderHook(() => useAnswerForm<Name>(values, failure), {
    wrapper: ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>,
  }).result.current;

const refused = (fields?: Record<string, string>, message = 'Validation failed') =>
  apiErrorOf({ status: 400, message, ...(fields && { fields }) });

describe('useAnswerForm', () => {
  it("gives each input its name and the value the server kept (a checkbox's as ticked)", () => {
    const { field, formError } = answerForm({ email: 'kari@', agreed: true });
    expect(field('email')).toEqual({ name: 'email', error: undefined, defaultValue: 'kari@' });
    expect(field('agreed')).toEqual({ name: 'agreed', error: undefined, defaultChecked: true });
    expect(formError).toBeUndefined();
  });

  it("puts the server's messages under the fields and says the failure in the form", () => {
    const error = refused({ email: 'Enter a valid e-mail address' }, 'Check the form');
    const { fieldError, formError } = answerForm({}, { error, fallback: 'Failed', fields: ['email'] });
    expect(fieldError('email')).toBe('Enter a valid e-mail address');
    expect(formError).toBe('Check the form');
  });

  it('says the failure once when a field says it already', () => {
    const error = refused({ email: 'Taken' }, 'email: Taken');
    expect(answerForm({}, { error, fallback: 'Failed', fields: ['email'] }).formError).toBeUndefined();
  });

  it('says the failure under one field when asked to, its own message first', () => {
    const expired = apiErrorOf({ status: 400, code: 'CODE_EXPIRED', message: 'The code has expired' });
    const onCode = answerForm({}, { error: expired, fallback: 'Failed', messageAt: 'code' });
    expect([onCode.fieldError('code'), onCode.formError]).toEqual(['The code has expired', undefined]);
    const short = refused({ code: 'Six digits' });
    expect(answerForm({}, { error: short, fallback: 'Failed', messageAt: 'code' }).fieldError('code')).toBe(
      'Six digits',
    );
  });

  it('says nothing in the form for a failure the page answers another way', () => {
    expect(answerForm({}, { error: refused(), fallback: undefined }).formError).toBeUndefined();
  });
});
