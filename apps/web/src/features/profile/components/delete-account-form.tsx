import { DELETE_CONFIRMATION } from '@hirelane/contract/auth';
import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { useSocialSignInOffered } from '../../../shared/social-auth/use-social-sign-in-offered.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';
import { useDeleteAccountForm } from '../hooks/use-delete-account-form.ts';
import type { DeleteAccountFormValues, DeleteFormValues, DeleteMode } from '../model/delete-account.ts';

const DELETED_ITEMS = ['board', 'calendar', 'cv', 'letters', 'videos', 'sharing', 'profile'] as const;

/**
 * Deleting the account: a plain list of what goes, the password (or the typed word DELETE for an
 * account made with Google or Facebook), a red button and one more confirmation. Afterwards the
 * browser is signed out like after logout and the user lands on /login.
 *
 * "I signed up with Google or Facebook" is offered only when the server has a provider configured;
 * without one, an account that has no password still gets there: the server refuses the password
 * and the form switches to the typed word by itself (and then shows the choice, ticked).
 */
export function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const form = useDeleteAccountForm();
  const socialOffered = useSocialSignInOffered();
  return (
    <Stack gap="lg" maw={560}>
      <DeleteWarning />
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          {(socialOffered || form.mode === 'confirmation') && (
            <Checkbox
              label={t('delete.socialOnly')}
              description={t('delete.socialOnlyHint')}
              checked={form.mode === 'confirmation'}
              onChange={(event) => form.handleModeChange(event.currentTarget.checked)}
            />
          )}
          <ProofField mode={form.mode} register={form.form.register} fieldError={form.fieldError} />
          {form.submitError && <FormErrorAlert message={form.submitError} />}
          <Group justify="flex-end">
            <Button type="submit" color="red">
              {t('delete.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={form.confirming}
        title={t('delete.confirmTitle')}
        message={t('delete.confirmMessage')}
        confirmLabel={t('delete.confirmAction')}
        cancelLabel={t('cancel')}
        loading={form.deleting}
        onConfirm={() => void form.handleConfirm()}
        onCancel={form.handleCancel}
      />
    </Stack>
  );
}

/** What deleting takes with it, before anything can be typed. */
function DeleteWarning() {
  const { t } = useTranslation('account');
  return (
    <Alert color="red" variant="light" title={t('delete.warningTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('delete.warningIntro')}</Text>
        <List size="sm" spacing={4}>
          {DELETED_ITEMS.map((item) => (
            <List.Item key={item}>{t(`delete.items.${item}`)}</List.Item>
          ))}
        </List>
        <Text size="sm" fw={500}>
          {t('delete.warningFinal')}
        </Text>
      </Stack>
    </Alert>
  );
}

type ProofFieldProps = {
  mode: DeleteMode;
  register: UseFormRegister<DeleteAccountFormValues>;
  fieldError: (field: keyof DeleteFormValues) => string | undefined;
};

/** The proof the mode asks for: the password, or the typed word. */
function ProofField({ mode, register, fieldError }: ProofFieldProps) {
  const { t } = useTranslation('account');
  if (mode === 'password') {
    return (
      <PasswordField
        label={t('delete.password')}
        autoComplete="current-password"
        {...register('password')}
        error={fieldError('password')}
      />
    );
  }
  return (
    <TextInput
      label={t('delete.confirmation', { word: DELETE_CONFIRMATION })}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...register('confirmation')}
      error={fieldError('confirmation')}
    />
  );
}
