import type { FormIntent, FormPageName } from '@hirelane/contract/public-page';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { usePlainForm } from './plain-form.ts';

export type FormActionsProps = {
  /** The submit button's text; without it the row shows only `cancel` and `children`. */
  submit?: ReactNode;
  loading?: boolean;
  /** A secondary "Cancel" before the submit button. */
  cancel?: { label: ReactNode; onClick: () => void; disabled?: boolean };
  /** More buttons between cancel and submit. */
  children?: ReactNode;
  /** Why the last submit failed (useContractForm's `submitError`): said above the buttons, focused. */
  error?: ReactNode;
  mt?: string;
  /** On a form page: what the submit button posts as `intent` (which of the page's forms was sent). */
  intent?: FormIntent<FormPageName>;
};

/** A form's last row: its buttons at the end, Cancel first and the submit button last. */
export function FormActions({ submit, loading, cancel, children, error, mt, intent }: FormActionsProps) {
  const plain = usePlainForm();
  return (
    <>
      {error ? <FormErrorAlert message={error} /> : null}
      <Group justify="flex-end" gap="sm" mt={mt}>
        {cancel && (
          <Button variant="default" onClick={cancel.onClick} disabled={cancel.disabled}>
            {cancel.label}
          </Button>
        )}
        {children}
        {submit && (
          <Button type="submit" loading={loading} {...(intent ? plain.intent(intent) : {})}>
            {submit}
          </Button>
        )}
      </Group>
    </>
  );
}
