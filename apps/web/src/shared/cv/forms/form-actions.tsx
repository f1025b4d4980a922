import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions as FormActionsRow } from '../../forms/form-actions.tsx';

export type FormActionsProps = {
  isSubmitting: boolean;
  onCancel: () => void;
  submitLabel?: string;
  /** Why the last submit failed (useContractForm's `submitError`). */
  error?: ReactNode;
};

/** Cancel and the primary action of a CV form, on the right. */
export function FormActions({ isSubmitting, onCancel, submitLabel, error }: FormActionsProps) {
  const { t } = useTranslation('cv');
  return (
    <FormActionsRow
      submit={submitLabel ?? t('actions.save')}
      loading={isSubmitting}
      error={error}
      cancel={{ label: t('actions.cancel'), onClick: onCancel, disabled: isSubmitting }}
    />
  );
}
