import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../i18n/namespaces.ts';

export type FieldErrorText = (field: string, error: FieldError | undefined) => string | undefined;

/**
 * Words a validation error from a contract schema in the interface language: the key
 * `validation.<field>.<zod issue code>` of `namespace`, or the schema's own (English) text.
 */
export function useFieldError(
  namespace: Namespace,
  values: Record<string, string | number> = {},
): FieldErrorText {
  const { i18n } = useTranslation(namespace);
  return (field, error) => {
    if (!error) return undefined;
    const key = `validation.${field}.${error.type}`;
    if (!i18n.exists(key, { ns: namespace })) return error.message;
    // Dynamic keys cannot be checked by the typed `t`; `exists` above is the check.
    const translate = i18n.getFixedT(null, namespace) as unknown as (key: string, options: object) => string;
    return translate(key, values);
  };
}
