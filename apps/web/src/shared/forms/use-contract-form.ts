import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Mode, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toastedText } from '../http/error-toast.ts';
import type { Namespace } from '../i18n/namespaces.ts';
import { applyServerErrors, saidByField } from './apply-server-errors.ts';
import { controlledProps, fieldProps } from './field-props.ts';
import { useFieldError } from './use-field-error.ts';

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
 * A form validated by a contract schema, with its errors in the interface language: the form of
 * react-hook-form plus `field(name)` (registration and error to spread on a text input),
 * `controlled(name)` (the same for a field behind a Controller), `fieldError` for inputs wired by
 * hand, `submitTo(save, failure)`: the submit handler of a form that saves, `submitError`: why
 * the last submit failed (the words of its toast, for FormActions' `error`), and `isSubmitting`
 * (the form's `formState.isSubmitting`, which nearly every form reads for its buttons).
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { namespace, defaultValues, errorValues, mode }: ContractFormOptions<Input>,
) {
  const fieldError = useFieldError(namespace, errorValues);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues, mode });
  const field = fieldProps(form.register, form.formState.errors, fieldError);
  const controlled = controlledProps(form.control, form.formState.errors, fieldError);
  /**
   * Runs `save` with the valid values; when it fails, the server's messages go under the fields and
   * the words of the failure's toast (the mutation's `meta.errorToast`) into `submitError`, unless a
   * field says them already.
   */
  const submitTo = (save: (values: Output) => Promise<unknown>, failure: SaveFailure<Input> = {}) =>
    form.handleSubmit(async (values) => {
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
    field,
    controlled,
    fieldError,
    submitTo,
    submitError: form.formState.errors.root?.server?.message,
    isSubmitting: form.formState.isSubmitting,
  };
}
