import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
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
import { applyServerErrors } from './apply-server-errors.ts';
import { controlledProps, fieldProps } from './field-props.ts';
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
};

type SaveFailure<Values> = {
  /** The fields the server's messages (400 `fields`) go under. */
  fields?: readonly Path<Values>[];
};

/** Where a failed submit's message lives in the form's state (FormActions shows it). */
const SUBMIT_ERROR = 'root.server' as const;

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
  { namespace, defaultValues, errorValues, mode }: ContractFormOptions<Input>,
) {
  const fieldError = useFieldError(namespace, errorValues);
  const { t } = useTranslation('common');
  const resolver = contractResolver(schema, () => t('formCheckUnavailable'));
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, mode });
  // A submit whose schema could not load ends there, its failure said: not an unhandled error.
  const handleSubmit: UseFormHandleSubmit<Input, Output> = (onValid, onInvalid) => async (event) => {
    try {
      await form.handleSubmit(onValid, onInvalid)(event);
    } catch (error) {
      if (!(error instanceof SchemaUnavailable)) throw error;
      form.setError(SUBMIT_ERROR, { type: 'unavailable', message: t('formCheckUnavailable') });
    }
  };
  const field = fieldProps(form.register, form.formState.errors, fieldError);
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
        const saidByField = isApiError(error) && fields.some((name) => error.fields?.[name] === message);
        if (message && !saidByField) form.setError(SUBMIT_ERROR, { type: 'server', message });
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
