import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Mode, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Namespace } from '../i18n/namespaces.ts';
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

/**
 * A form validated by a contract schema, with its errors in the interface language: the form of
 * react-hook-form plus `field(name)` (registration and error to spread on a text input),
 * `controlled(name)` (the same for a field behind a Controller) and `fieldError` for inputs wired by hand.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { namespace, defaultValues, errorValues, mode }: ContractFormOptions<Input>,
) {
  const fieldError = useFieldError(namespace, errorValues);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues, mode });
  const field = fieldProps(form.register, form.formState.errors, fieldError);
  const controlled = controlledProps(form.control, form.formState.errors, fieldError);
  return { ...form, field, controlled, fieldError };
}
