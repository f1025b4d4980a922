import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Mode,
  type Path,
  type Resolver,
  type UseFormHandleSubmit,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../http/api-error.ts';
import { toastedText } from '../http/error-toast.ts';
import type { Namespace } from '../i18n/namespaces.ts';
import { toast } from '../ui/toast.ts';
import { applyServerErrors, saidByField } from './apply-server-errors.ts';
import { controlledProps, fieldProps } from './field-props.ts';
import { useFormPage } from './form-page.ts';
import { useFieldError } from './use-field-error.ts';

/**
 * A contract schema, or a loader of it: a form on a public page passes
 * `async () => (await import('@hirelane/contract/auth')).loginInput`, so the page shows and works
 * without zod, which loads at the first validation.
 */
type ContractSchema<Input extends FieldValues, Output extends FieldValues> =
  | z.ZodType<Output, Input>
  | (() => Promise<z.ZodType<Output, Input>>);

/** The schema's code could not be loaded (the connection dropped): the form has said so. */
class SchemaUnavailable extends Error {}

/**
 * Validates with the schema; a loaded one is awaited at each validation (only the first waits).
 * When it cannot load, the form says `unavailable` (in the form and as a toast) and stays as typed.
 */
function contractResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: ContractSchema<Input, Output>,
  unavailable: () => string,
): Resolver<Input, unknown, Output> {
  if (typeof schema !== 'function') return zodResolver(schema);
  return async (values, context, options) => {
    let loaded: z.ZodType<Output, Input>;
    try {
      loaded = await schema();
    } catch {
      toast.error(unavailable());
      throw new SchemaUnavailable();
    }
    return zodResolver(loaded)(values, context, options);
  };
}

type ContractFormOptions<Values> = {
  /** Where the form's `validation.<field>.<code>` texts live. */
  namespace: Namespace;
  defaultValues: DefaultValues<Values>;
  /** Values the validation texts interpolate ({{min}}, {{max}}, …). */
  errorValues?: Record<string, string | number>;
  mode?: Mode;
  /**
   * A failure the form shows from the start, as `submitTo` shows a failed save: on a form page,
   * the server's answer to the last plain post. `fields` get the server's messages; `message` (the
   * words of the same call's toast in the app) is said in the form unless a field says it already.
   */
  failure?: InitialFailure<Values>;
};

type InitialFailure<Values> = {
  error: unknown;
  message: string | undefined;
  fields?: readonly Path<Values>[];
  /** The field `message` is said under, for a form that says its failures there (a code's step). */
  messageAt?: Path<Values>;
};

type SaveFailure<Values> = {
  /** The fields the server's messages (400 `fields`) go under. */
  fields?: readonly Path<Values>[];
};

/** Where a failed submit's message lives in the form's state (FormActions shows it). */
const SUBMIT_ERROR = 'root.server' as const;

/** The form's errors for a failure it starts with (what `submitTo` sets for a failed save). */
function failureErrors<Values extends FieldValues>({
  error,
  message,
  fields = [],
  messageAt,
}: InitialFailure<Values>): FieldErrors<Values> {
  const errors: Record<string, unknown> = {};
  if (messageAt && message) return { [messageAt]: { type: 'server', message } } as FieldErrors<Values>;
  if (isApiError(error) && error.fields) {
    for (const name of fields) {
      const fieldMessage = error.fields[name];
      if (fieldMessage) errors[name] = { type: 'server', message: fieldMessage };
    }
  }
  if (message && !saidByField(error, message, fields)) errors.root = { server: { type: 'server', message } };
  return errors as FieldErrors<Values>;
}

/**
 * `field(name)` on a form page: the input also carries the form's value in its HTML (a server
 * renders it, and a plain post sends it). What a visitor typed into it before the script ran stays:
 * react-hook-form takes an input's own value when it differs from the one in its HTML.
 */
function plainFieldProps<Input extends FieldValues>(
  defaultValues: DefaultValues<Input>,
  field: ReturnType<typeof fieldProps<Input>>,
) {
  return (name: Path<Input>, textKey?: string) => {
    const initial: unknown = get(defaultValues, name);
    if (typeof initial === 'boolean') return { ...field(name, textKey), defaultChecked: initial };
    const defaultValue = initial === undefined || initial === null ? undefined : String(initial);
    return { ...field(name, textKey), defaultValue };
  };
}

/**
 * A form validated by a contract schema (or its loader), with its errors in the interface language: the form of
 * react-hook-form plus `field(name)` (registration and error to spread on a text input),
 * `controlled(name)` (the same for a field behind a Controller), `fieldError` for inputs wired by
 * hand, `submitTo(save, failure)`: the submit handler of a form that saves, `submitError`: why
 * the last submit failed (the words of its toast, for FormActions' `error`), and `isSubmitting`
 * (the form's `formState.isSubmitting`, which nearly every form reads for its buttons).
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: ContractSchema<Input, Output>,
  { namespace, defaultValues, errorValues, mode, failure }: ContractFormOptions<Input>,
) {
  const fieldError = useFieldError(namespace, errorValues);
  const { t } = useTranslation('common');
  const formPage = useFormPage();
  const resolver = contractResolver(schema, () => t('formCheckUnavailable'));
  // Worked out once: react-hook-form sets its errors again whenever this object changes.
  const [errors] = useState(() => (failure ? failureErrors(failure) : undefined));
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode,
    ...(errors ? { errors } : {}),
  });
  // A submit whose schema could not load ends there, its failure said: not an unhandled error.
  const handleSubmit: UseFormHandleSubmit<Input, Output> = (onValid, onInvalid) => async (event) => {
    try {
      await form.handleSubmit(onValid, onInvalid)(event);
    } catch (error) {
      if (!(error instanceof SchemaUnavailable)) throw error;
      form.setError(SUBMIT_ERROR, { type: 'unavailable', message: t('formCheckUnavailable') });
    }
  };
  const registered = fieldProps(form.register, form.formState.errors, fieldError);
  const field = formPage ? plainFieldProps(defaultValues, registered) : registered;
  const controlled = controlledProps(form.control, form.formState.errors, fieldError);
  /**
   * Runs `save` with the valid values; when it fails, the server's messages go under the fields and
   * the words of the failure's toast (the mutation's `meta.errorToast`) into `submitError`, unless a
   * field says them already.
   */
  const submitTo = (save: (values: Output) => Promise<unknown>, failure: SaveFailure<Input> = {}) =>
    handleSubmit(async (values) => {
      const fields = failure.fields ?? [];
      try {
        await save(values);
      } catch (error) {
        applyServerErrors(error, form.setError, fields);
        const message = toastedText(error);
        if (message && !saidByField(error, message, fields)) {
          form.setError(SUBMIT_ERROR, { type: 'server', message });
        }
      }
    });
  return {
    ...form,
    handleSubmit,
    field,
    controlled,
    fieldError,
    submitTo,
    submitError: form.formState.errors.root?.server?.message,
    isSubmitting: form.formState.isSubmitting,
  };
}
